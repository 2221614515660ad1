x = [(yield i) for i in range(3)]
