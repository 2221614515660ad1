class A:
    def __init__(self):
        self.value = 1
print(A().valeu)
