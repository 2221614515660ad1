for i in range(2):
    def f():
        break
