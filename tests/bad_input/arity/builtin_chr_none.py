chr()
