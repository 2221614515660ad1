class A:
    def __str__(self):
        return f'{self}'
print(A())
