# NotImplemented and the reflected-operator protocol: __radd__ after a forward
# method declines, a subclass overriding the reflected method first, and the
# errors CPython gives when every method declines.
class V:
    def __init__(s, x): s.x = x
    def __add__(s, o):
        if isinstance(o, V):
            return V(s.x + o.x)
        return NotImplemented
    def __radd__(s, o):
        return V(s.x + o)
    def __mul__(s, k):
        if not isinstance(k, (int, float)):
            return NotImplemented
        return V(s.x * k)
    __rmul__ = __mul__
    def __eq__(s, o):
        if not isinstance(o, V):
            return NotImplemented
        return s.x == o.x
    def __lt__(s, o):
        return NotImplemented
    def __repr__(s): return f"V({s.x})"
class W(V):
    def __radd__(s, o):
        return "W.radd"
print(V(1) + V(2), 1 + V(1), V(2) * 3, 3 * V(2), 2.5 * V(2))
print(V(1) == V(1), V(1) == 1, V(1) != 2, V(1) + W(5))
print(NotImplemented, repr(NotImplemented), type(NotImplemented).__name__, bool(V(1).__eq__(3) is NotImplemented))
try:
    V(1) + "s"
except TypeError as e:
    print(e)
try:
    V(1) < V(2)
except TypeError as e:
    print(e)
try:
    "s" * V(1)
except TypeError as e:
    print(e)
class V:
    pass
try:
    print([1] + V())
except TypeError as e:
    print('[1] + V()', '->', e)
try:
    print(V() + [1])
except TypeError as e:
    print('V() + [1]', '->', e)
try:
    print((1,) + V())
except TypeError as e:
    print('(1,) + V()', '->', e)
try:
    print('s' + V())
except TypeError as e:
    print("'s' + V()", '->', e)
try:
    print(V() * 's')
except TypeError as e:
    print("V() * 's'", '->', e)
try:
    print(3 - V())
except TypeError as e:
    print('3 - V()', '->', e)
try:
    print(V() ** 2)
except TypeError as e:
    print('V() ** 2', '->', e)
try:
    print({1} | V())
except TypeError as e:
    print('{1} | V()', '->', e)
try:
    print({} | V())
except TypeError as e:
    print('{} | V()', '->', e)
try:
    print(1.5 / V())
except TypeError as e:
    print('1.5 / V()', '->', e)
try:
    print(len('%s' % V()) > 0)
except TypeError as e:
    print("len('%s' % V()) > 0", '->', e)
