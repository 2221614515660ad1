# Semantic versions as a tuple subclass: parsing in __new__, properties, inherited ordering and hashing, dict keys, sorting, bump methods returning the subclass.
class Version(tuple):
    def __new__(cls, major, minor=0, patch=0):
        if min(major, minor, patch) < 0:
            raise ValueError(f"negative component in {major}.{minor}.{patch}")
        return super().__new__(cls, (major, minor, patch))

    @classmethod
    def parse(cls, text):
        parts = text.strip().lstrip("v").split(".")
        if not 1 <= len(parts) <= 3 or not all(p.isdigit() for p in parts):
            raise ValueError(f"bad version {text!r}")
        nums = [int(p) for p in parts] + [0] * (3 - len(parts))
        return cls(nums[0], nums[1], nums[2])

    major = property(lambda self: self[0])
    minor = property(lambda self: self[1])
    patch = property(lambda self: self[2])

    def bump(self, part):
        if part == "major":
            return Version(self.major + 1)
        if part == "minor":
            return Version(self.major, self.minor + 1)
        return Version(self.major, self.minor, self.patch + 1)

    def compatible(self, other):
        return self.major == other.major and self >= other if self.major else self[:2] == other[:2]

    def __str__(self):
        return "%d.%d.%d" % self

    def __repr__(self):
        return f"Version({self})"


releases = ["1.2.3", "v1.10.0", "1.2", "0.9.12", "2", "1.2.10", "0.9.2", "v2.0.1", "1.10"]
vs = [Version.parse(r) for r in releases]
print(vs)
print(sorted(vs))
print(max(vs), min(vs), sorted(vs, reverse=True)[:3])
print(Version(1, 2) == (1, 2, 0), Version(1, 2) < (1, 3), hash(Version(1, 2, 3)) == hash((1, 2, 3)))
print(isinstance(vs[0], tuple), type(vs[0] + (9,)).__name__, vs[0][1:], len(vs[0]), vs[0].count(2))
major, minor, patch = vs[1]
print(major, minor, patch, vs[1].major, vs[1].minor, vs[1].patch)

# dict keyed by versions: duplicates ("1.10" == "1.10.0") collapse
changelog = {}
for r in releases:
    v = Version.parse(r)
    changelog.setdefault(v, []).append(r)
for v in sorted(changelog):
    print(str(v).ljust(8), changelog[v])
print(changelog[(1, 10, 0)], (2, 0, 0) in changelog, Version(3) in changelog)

# bump chains: hot loop producing many versions, counting compatibility
cur = Version(0, 1, 0)
history = [cur]
for i in range(1, 400):
    part = "major" if i % 97 == 0 else "minor" if i % 13 == 0 else "patch"
    cur = cur.bump(part)
    history.append(cur)
compat = sum(1 for a, b in zip(history, history[1:]) if b.compatible(a))
by_major = {}
for v in history:
    by_major[v.major] = by_major.get(v.major, 0) + 1
print(cur, repr(history[97]), compat, sorted(by_major.items()))
print(sorted(set(history[-5:] + history[-3:])), len(set(history)))

for bad in ["1.x", "1.2.3.4", "", "v-1"]:
    try:
        Version.parse(bad)
    except ValueError as e:
        print("ValueError", e)
try:
    Version(1, -2)
except ValueError as e:
    print("ValueError", e)
try:
    vs[0].major = 5
except AttributeError as e:
    print("AttributeError", e)
