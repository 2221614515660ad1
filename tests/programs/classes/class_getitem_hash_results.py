class A:
    def __class_getitem__(cls, item):
        return (cls.__name__, item)
class B(A): pass
print(A[int], B["x"], A[1, 2])
try: int[0] if False else type("Z", (), {})[0]
except TypeError as e: print(e)
class H:
    def __hash__(self): return 2**62
class H2:
    def __hash__(self): return 2**70
class H3:
    def __hash__(self): return -1
print(hash(H()), hash(H2()), hash(H3()))
