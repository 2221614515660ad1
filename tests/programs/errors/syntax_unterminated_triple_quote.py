x = 1
doc = '''
never closed
