# list.sort and sorted ask `<` of the same pairs in the same order as CPython's timsort:
# nan, __lt__ side effects, the TypeError of unorderable items and a failing
# comparison's partial order all show it.
nan = float('nan')
print(sorted([3, nan, 1, 2]))
print(sorted([nan, 3, 1, 2, nan, 0, -1]))
print(sorted([5, 1, nan, 4, 2, 8, nan, 7, 3, 0] * 7))
try:
    sorted([1, 'a', 2.0])
except TypeError as e:
    print(e)
try:
    sorted([2.0, 1, 'a'])
except TypeError as e:
    print(e)
calls = []
class K:
    def __init__(self, v):
        self.v = v
    def __lt__(self, other):
        calls.append((self.v, other.v))
        return self.v < other.v
    def __repr__(self):
        return 'K(%d)' % self.v
seed = 12345
def rnd():
    global seed
    seed = (seed * 1103515245 + 12345) % 2**31
    return seed
for n in [0, 1, 2, 3, 5, 10, 31, 32, 33, 64, 65, 100, 257, 600]:
    vals = [rnd() % (n // 3 + 1) for _ in range(n)]
    calls.clear()
    ks = [K(v) for v in vals]
    ks.sort()
    h = 0
    for a, b in calls:
        h = (h * 31 + a * 7 + b) % 1000000007
    print(n, len(calls), h, [k.v for k in ks[:5]])
    calls.clear()
    ks = [K(v) for v in vals]
    ks.sort(reverse=True)
    h = 0
    for a, b in calls:
        h = (h * 31 + a * 7 + b) % 1000000007
    print(n, 'rev', len(calls), h, [k.v for k in ks[:5]])
# partly sorted inputs with runs (galloping)
for n in [200, 700]:
    vals = list(range(n // 2)) + list(range(n // 4, n)) + list(range(n, 0, -3))
    calls.clear()
    ks = [K(v) for v in vals]
    ks.sort()
    h = 0
    for a, b in calls:
        h = (h * 31 + a * 7 + b) % 1000000007
    print(n, len(calls), h, [k.v for k in ks[-3:]])
    stable = sorted([(v % 10, i) for i, v in enumerate(vals)], key=lambda t: t[0])
    print(stable[:3], stable[-3:])
# a failing comparison partway leaves a partial order
class Bad:
    def __init__(self, v):
        self.v = v
    def __lt__(self, other):
        if self.v == 13 or other.v == 13:
            raise ValueError('thirteen')
        return self.v < other.v
    def __repr__(self):
        return str(self.v)
xs = [Bad((i * 37) % 50) for i in range(50)]
try:
    xs.sort()
except ValueError as e:
    print('error', e)
print(xs)
words = ['pear', 'Apple', 'fig', 'banana', 'kiwi', 'cherry']
print(sorted(words, key=len), sorted(words, key=lambda w: w.lower(), reverse=True))
