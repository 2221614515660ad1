# f-strings, format specs, %-formatting, str.format, str/list methods, iterator builtins
x = 3.14159
n = 42
s = "hi"
print(f"{x:.3f} {n:>5} {s!r} {n:05d} {x:10.2e} {n:x} {n:#b} {-n:+d} {x=} {n = :>4}")
print(f"{1234567.891:,.2f} {0.5:.1%} {s:*^9} {'abc':.2} {n:,} {2**70:_}")
print("%d %s %.2f %5d|%-5d|%x %r %c %%" % (7, "a", 2.345, 42, 42, 255, "q", 65))
print("%s" % "only", "%d items" % 3, "{} and {!r} and {:>4}".format(1, "b", 2.5))
words = "the quick  brown fox".split()
print(words, "-".join(words), "  pad ".strip(), "a,b,,c".split(","), "Hello".upper(), "Hello".lower())
print("hello".startswith("he"), "hello".endswith(("lo", "x")), "hello".find("l"), "hello".rfind("l"), "hello".count("l"))
print("hello".replace("l", "L"), "hello".replace("l", "L", 1), "42".isdigit(), "ab".isalpha(), "x".center(5, "*"), "7".zfill(3), "-7".zfill(4))
lst = [3, 1, 2]
lst.sort()
print(lst, sorted([3, 1, 2], reverse=True), sorted(["bb", "a", "ccc"], key=len), list(reversed([1, 2, 3])))
print(list(enumerate("ab", 1)), list(zip([1, 2, 3], "ab")), list(map(abs, [-1, 2, -3])), list(filter(None, [0, 1, 2, 0])))
print(ord("a"), chr(97), round(2.5), round(3.5), round(0.125, 2), round(1234, -2), any([0, 1]), all([]), hex(255), bin(5), oct(8), format(3.5, ".2f"))
it = iter([1, 2])
print(next(it), next(it), next(it, "done"))
lst.insert(0, 9); lst.extend((7, 8)); lst.remove(2)
print(lst, lst.index(7), lst.count(9), lst.copy())
