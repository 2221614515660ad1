class A:
    def get(self):
        return self.missing
print('x')
A().get()
