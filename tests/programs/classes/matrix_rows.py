# A Matrix class built on a list of row lists: dot products, * by scalars (and reflected), +, ==, transpose, identity, power by squaring, Gaussian determinant.
class Matrix(list):
    def __init__(self, rows):
        super().__init__([list(r) for r in rows])
        widths = {len(r) for r in self}
        if len(widths) > 1:
            raise ValueError(f"ragged rows: widths {sorted(widths)}")

    @classmethod
    def identity(cls, n):
        return cls([[1 if i == j else 0 for j in range(n)] for i in range(n)])

    @property
    def shape(self):
        return (len(self), len(self[0]) if self else 0)

    def transpose(self):
        return Matrix(zip(*self))

    def dot(self, other):
        n, k = self.shape
        k2, m = other.shape
        if k != k2:
            raise ValueError(f"shape mismatch {self.shape} . {other.shape}")
        cols = other.transpose()
        return Matrix([[sum(a * b for a, b in zip(row, col)) for col in cols] for row in self])

    def __mul__(self, scalar):
        if isinstance(scalar, Matrix):
            return NotImplemented
        return Matrix([[x * scalar for x in row] for row in self])

    __rmul__ = __mul__

    def __add__(self, other):
        if self.shape != other.shape:
            raise ValueError("shape mismatch for +")
        return Matrix([[a + b for a, b in zip(r1, r2)] for r1, r2 in zip(self, other)])

    def __pow__(self, e):
        result = Matrix.identity(len(self))
        base = self
        while e:
            if e & 1:
                result = result.dot(base)
            base = base.dot(base)
            e >>= 1
        return result

    def det(self):
        m = [[float(x) for x in row] for row in self]
        n = len(m)
        d = 1.0
        for c in range(n):
            p = max(range(c, n), key=lambda r: abs(m[r][c]))
            if abs(m[p][c]) < 1e-12:
                return 0.0
            if p != c:
                m[c], m[p] = m[p], m[c]
                d = -d
            d *= m[c][c]
            for r in range(c + 1, n):
                f = m[r][c] / m[c][c]
                for k in range(c, n):
                    m[r][k] -= f * m[c][k]
        return round(d, 6)

    def __repr__(self):
        return "Matrix(" + "; ".join(" ".join(str(x) for x in row) for row in self) + ")"


a = Matrix([[1, 2], [3, 4]])
b = Matrix([[0, 1], [1, 0]])
print(a, a.shape, a.dot(b), b.dot(a), a + b, 2 * a, a * 3)
print(a.transpose(), a == [[1, 2], [3, 4]], a == a.transpose().transpose(), len(a), a[1][0])
print(Matrix.identity(3), Matrix([[1, 2, 3]]).dot(Matrix([[1], [2], [3]])), Matrix([[1], [2]]).dot(Matrix([[3, 4]])))
fib = Matrix([[1, 1], [1, 0]])
print([(fib ** n)[0][1] for n in range(12)], (fib ** 90)[0][1])
print(a.det(), Matrix([[2, 0, 1], [1, 3, 2], [1, 1, 1]]).det(), Matrix([[1, 2], [2, 4]]).det())

# a hot loop: rotate a point cloud with integer matrices and accumulate
rot = Matrix([[0, -1], [1, 0]])
shear = Matrix([[1, 1], [0, 1]])
pts = Matrix([[i % 7 - 3 for i in range(40)], [i % 5 - 2 for i in range(40)]])
acc = Matrix([[0] * 40, [0] * 40])
for step in range(120):
    m = rot if step % 3 else shear
    pts = m.dot(pts)
    if step % 10 == 0:
        acc = acc + pts
print(sum(map(sum, pts)), sum(map(sum, acc)), pts.shape, acc[0][:6])
big = Matrix([[(i * j + 1) % 7 for j in range(6)] for i in range(6)])
print(big.det(), (big.dot(Matrix.identity(6))) == big, (big ** 3)[2][:3])
print(isinstance(a, list), type(a + b).__name__, type(a[:1]).__name__, sorted(a, reverse=True))
for thunk in [lambda: Matrix([[1, 2], [3]]), lambda: a.dot(Matrix([[1, 2, 3]])), lambda: a + Matrix.identity(3), lambda: print(a * "ab")]:
    try:
        thunk()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
