class A:
    def __eq__(self, o):
        return self == o
print(A() == A())
