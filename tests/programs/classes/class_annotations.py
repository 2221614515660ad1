class P:
    x: int = 1
    y: str
    if True:
        z: "list[int]" = []
    def f(self, a: int) -> int:
        q: int = 3
        return a
print(P.__annotations__, P.x, hasattr(P, "y"))
w: float = 2.5
print(__annotations__)
class Q:
    pass
print(hasattr(Q, "__annotations__"))
