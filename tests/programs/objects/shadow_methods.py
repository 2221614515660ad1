# Instance attributes shadowing methods and class attributes at hot call and
# load sites, then removed again so the class versions show through.


class Greeter:
    greeting = "hello"

    def greet(self, who):
        return self.greeting + " " + who

    def size(self):
        return 1


def call_all(gs, n):
    out = []
    total = 0
    for _ in range(n):
        for g in gs:
            total += g.size()
    for g in gs:
        out.append(g.greet("bob"))
    return total, out


gs = [Greeter() for _ in range(4)]
print(call_all(gs, 300))

# An instance attribute shadows a class attribute.
gs[1].greeting = "hi"
print(call_all(gs, 300))

# An instance attribute (a plain function, not bound) shadows a method.
gs[2].size = lambda: 10
gs[3].greet = lambda who: "yo " + who
print(call_all(gs, 300))

# Delete the shadows: the methods show through again.
del gs[2].size
del gs[3].greet
del gs[1].greeting
print(call_all(gs, 300))

# Shadowing inside a hot loop, alternating every iteration.
g = Greeter()
acc = 0
for i in range(1000):
    if i % 2:
        g.size = int
    else:
        if "size" in g.__dict__:
            del g.size
    acc += g.size() + 5
print(acc)

# A callable object stored as instance attribute.
class Adder:
    def __init__(self, k):
        self.k = k

    def __call__(self, x):
        return x + self.k


g2 = Greeter()
g2.size = Adder(3)
s = 0
for i in range(500):
    s += g2.size(i)
print(s, g2.greet("al"))
print(Greeter.size(g2), Greeter.greet(g2, "cy"))
