from __future__ import annotations
def f(x: int) -> Undefined:
    return x + 1
print(f(41))
