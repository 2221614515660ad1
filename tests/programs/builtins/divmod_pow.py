# divmod() and pow() (including three-argument modular pow) follow CPython's signs
for a, b in [(7, 2), (-7, 2), (7, -2), (-7, -2), (2**70, 3), (-(2**70), 7), (7.5, 2), (-7.5, 2), (7, 0.5)]:
    print(a, b, divmod(a, b))
print(pow(2, 10), pow(2, -2), pow(2.0, 0.5), pow(3, 200, 7), pow(-3, 5, 7), pow(3, 5, -7))
print(pow(38, -1, 97), pow(2, 100, 10**9 + 7), pow(0, 0), pow(10, 30, 1))
q, r = divmod(10**30 + 7, 10**15)
print(q, r, q * 10**15 + r)
