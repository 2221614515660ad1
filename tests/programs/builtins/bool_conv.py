# bool() of numbers, strings, containers, None
print(bool(0), bool(1), bool(-3), bool(0.0), bool(-0.0), bool(1e-300))
print(bool(''), bool(' '), bool('False'), bool([]), bool([0]), bool(()), bool((0,)))
print(bool(None), bool(True), bool(False), bool(2 ** 64), bool(-(2 ** 64) + 2 ** 64))
print(bool(float('nan')), bool(float('-inf')))
print(bool(1) + bool(2), bool(0) * 5, repr(bool(7)))
