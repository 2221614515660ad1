# f-string edge cases: nested specs, conversions with specs, debug fields, literals
width, prec = 10, 3
v = 2 / 3
print(f"[{v:{width}.{prec}f}]", f"[{v!r:>22}]", f"{'x'!r:^7}", f"{v=:.2f}", f"{{literal}}")
print(f"{True} {None} {[1, 'a']} {(1,)} {-0.0} {float('inf'):>6} {10**20:e} {7:c}{8:o}")
print(f"{'é中':>5}|{'abc':<5}|{42:=+8}|{-42:08}|{3.0:g}|{1e-7:g}|{123456789:g}|{0.1:.20f}")
print(f"multi" f"ple {1 + 1}" "-plain-" f"{'end'}")
items = [("apple", 1.5, 3), ("kiwi", 0.25, 12)]
for name, price, qty in items:
    print(f"{name:<8}{price:>8.2f}{qty:>5d}{price * qty:>10.3f}")
print("%5.1f%%|%+d|% d|%05.1f|%-6s|%6s|%.3s|%o|%X|%#x" % (99.5, 5, 7, 3.14159, "ab", "cd", "abcdef", 8, 255, 255))
print("{0}{1}{0}".format("a", "b"), "{:>6.2f}|{:^5}|{!s:>3}".format(3.14159, "mid", 1))
