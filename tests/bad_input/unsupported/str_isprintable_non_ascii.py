print('café'.isprintable())
