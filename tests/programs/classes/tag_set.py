# A set subclass of normalized tags: overridden add/discard via super(), operators, |=, comparisons with plain sets.
class TagSet(set):
    def __init__(self, tags=()):
        super().__init__()
        self.rejected = 0
        for tag in tags:
            self.add(tag)

    def add(self, tag):
        tag = tag.strip().lower()
        if not tag or " " in tag:
            self.rejected += 1
            return
        super().add(tag)

    def discard(self, tag):
        super().discard(tag.strip().lower())

    def matching(self, prefix):
        return sorted(t for t in self if t.startswith(prefix))

    def __repr__(self):
        return "TagSet(%s)" % ", ".join(sorted(self))


posts = []
words = ["Python", " rust ", "GO", "jit", "Compiler", "", "two words", "gc", "PyPy", "llvm"]
for i in range(200):
    tags = TagSet(words[(i + k) % len(words)] for k in range(i % 4 + 1))
    posts.append(tags)
print(posts[7], posts[7].rejected, len(posts[7]))
everything = TagSet()
rejected = 0
for tags in posts:
    everything |= tags
    rejected += tags.rejected
print(type(everything).__name__, everything, rejected)
print(everything.matching("p"), "rust" in everything, "Rust" in everything)

a = TagSet(["python", "jit", "gc"])
b = TagSet(["jit", "llvm"])
print(sorted(a | b), sorted(a & b), sorted(a - b), sorted(a ^ b))
print(a <= everything, a < everything, everything >= b, a.isdisjoint(b), a.issubset({"python", "jit", "gc", "x"}))
print(a == {"python", "jit", "gc"}, {"gc", "jit", "python"} == a, a != b)
a.add("  GC ")
a.discard(" JIT")
print(a, len(a))
a.update(["Extra"])
print(sorted(a), a.rejected)
c = TagSet(a)
c -= {"gc"}
c &= {"python", "extra", "none"}
print(type(c).__name__, sorted(c), isinstance(c, set))
counts = {}
for tags in posts:
    for tag in tags:
        counts[tag] = counts.get(tag, 0) + 1
print(sorted(counts.items()))
print(sorted({len(t) for t in everything}), [t for t in sorted(everything) if len(t) == 2])
print(bool(TagSet()), bool(TagSet(["", " "])), TagSet(["", " "]).rejected)
empty = TagSet()
try:
    empty.pop()
except KeyError as e:
    print("pop from empty:", e)
try:
    everything.remove("cobol")
except KeyError as e:
    print("remove:", e)
d = TagSet(["one"])
print(d.pop(), d, len(d))
try:
    {TagSet(["x"]): 1}
except TypeError as e:
    print(e)
