# slice objects: slice(), attributes, indices(), subscripting builtins with them, and classes whose item methods receive them (also in tuples: m[1, 0:2])
s = slice(1, 10, 2)
print(s, repr(slice(5)), slice(None, None, -1), s.start, s.stop, s.step, type(s).__name__, isinstance(s, slice))
print(s.indices(6), slice(None).indices(3), slice(-3, None).indices(10), slice(None, None, -2).indices(5))
data = list(range(12))
print(data[s], data[slice(3)], "abcdef"[slice(None, None, -1)], (1, 2, 3, 4)[slice(1, 3)], range(20)[slice(2, 8, 3)])
data[slice(0, 3)] = ["a", "b"]
print(data)
del data[slice(None, None, 2)]
print(data)
print(slice(1, 2) == slice(1, 2), slice(1, 2) != slice(1, 3), slice(1, 2) < slice(1, 3), slice(0) == slice(None, 0))
try:
    hash(slice(1))
except TypeError as e:
    print(e)
try:
    slice()
except TypeError as e:
    print(e)
try:
    slice(1, 2, 0).indices(4)
except ValueError as e:
    print(e)

class Matrix:
    def __init__(self, rows):
        self.rows = rows
    def __getitem__(self, key):
        if isinstance(key, slice):
            return Matrix(self.rows[key])
        if isinstance(key, tuple):
            r, c = key
            if isinstance(c, slice):
                return [row[c] for row in self.rows[r]] if isinstance(r, slice) else self.rows[r][c]
            return self.rows[r][c]
        return self.rows[key]
    def __setitem__(self, key, value):
        if isinstance(key, slice):
            start, stop, step = key.indices(len(self.rows))
            for i, v in zip(range(start, stop, step), value):
                self.rows[i] = v
        else:
            self.rows[key] = value
    def __delitem__(self, key):
        print("delete", key)
        del self.rows[key]
    def __len__(self):
        return len(self.rows)
    def __repr__(self):
        return f"Matrix({self.rows})"

m = Matrix([[1, 2, 3], [4, 5, 6], [7, 8, 9]])
print(m[1:], m[::-1], m[0], m[1, 2], m[1, 0:2], m[0:2, 1:])
m[0:2] = [[0, 0, 0], [1, 1, 1]]
print(m)
del m[::2]
print(m, len(m))

class Log:
    def __getitem__(self, key):
        return key
print(Log()[1:2], Log()[::3], Log()[:], Log()["a":], Log()[1:2, 3])

class Seq(list):
    pass
q = Seq([5, 6, 7, 8])
print(q[1:3], q[slice(2)], type(q[1:3]).__name__)
class Idx:
    def __index__(self):
        return 2
print(data[Idx():], "hello"[:Idx()], list(range(10))[Idx():8:Idx()])
