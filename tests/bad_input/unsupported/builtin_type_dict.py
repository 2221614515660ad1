print(int.__dict__['real'])
