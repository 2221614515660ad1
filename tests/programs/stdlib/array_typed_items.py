from array import array
import array as arr_mod
def show(f):
    try: return f()
    except Exception as e: return "%s: %s" % (type(e).__name__, e)
a = array("i", [1, 2, 3])
a.append(4); a.extend([5, 6]); a.insert(0, 0)
print(a, len(a), a[2], a[-1], a[1:3], a[::-1], 3 in a, a.index(3), a.count(9), a.pop(), a.pop(0), a)
a[0] = 10; del a[1]; a.reverse()
print(a, a.tolist(), a.tobytes(), array("i", a.tobytes()), a.itemsize, a.typecode, list(a))
d = array("d", [1, 2.5])
d += array("d", [3])
print(d, d * 2, 2 * array("b", [1]), d == array("d", [1.0, 2.5, 3.0]), array("f", [0.1])[0], array("b", b"ab"), array("H"), repr(array("q", [-1])))
for t, v in [("b", 200), ("b", 98304), ("B", -1), ("h", 2**20), ("H", 70000), ("i", 2**31), ("I", -5), ("l", 2**70), ("L", 2**70), ("q", 2**64), ("Q", -1), ("B", 2**70)]:
    print(t, v if abs(v) < 2**30 else "big", show(lambda: array(t, [v])))
print(show(lambda: array("i", [1.5])), show(lambda: array("z")), show(lambda: array("i") + array("d")), show(lambda: array("i", [1]).pop(5)), show(lambda: array("i").pop()), show(lambda: array("i", [1]).remove(2)), show(lambda: array("i", [1])[9]))
b = array("h", [1, 256]); b.byteswap(); print(b, sorted(array("i", [3, 1, 2])), sum(array("d", [0.5, 0.25])), arr_mod.typecodes)
b.frombytes(b"\x01\x00"); b.fromlist([7]); print(b, array("i", [1, 2]) < array("i", [1, 3]))
