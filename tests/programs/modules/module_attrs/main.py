# Module globals assigned and deleted from outside (mod.X = ..., del mod.X, setattr,
# delattr) are seen by the module's own functions, after they have been compiled.
import knobs


def run(label):
    out = [knobs.total(50) for _ in range(40)]
    print(label, out[0], out[-1], knobs.calls)


run("start:")
knobs.SCALE = 3
run("scale 3:")
knobs.SCALE = 0.5
run("scale 0.5:")
knobs.SCALE = 1
knobs.OFFSET = -1
run("offset -1:")

del knobs.OFFSET
try:
    knobs.total(3)
except NameError as e:
    print("NameError:", e)
knobs.OFFSET = 100
run("offset back:")

# Deleted and restored again and again while total() and scaled() run hot.
missing = 0
acc = 0
for i in range(300):
    if i % 4 == 3:
        del knobs.OFFSET
    try:
        acc += knobs.total(5)
    except NameError:
        missing += 1
        knobs.OFFSET = i
print("flapping:", acc, missing, knobs.OFFSET)
knobs.OFFSET = 100

# Rebinding a module function: total() looks `scaled` up as a global at each call.
original = knobs.scaled
knobs.scaled = lambda x: -x
run("negated:")
knobs.scaled = original
run("restored:")

# A module global shadowing a builtin, then removed again.
words = ["a", "bb", "ccc"]
print([knobs.size(w) for w in words * 20][-3:])
knobs.len = lambda seq: 99
print([knobs.size(w) for w in words * 20][-3:])
del knobs.len
print([knobs.size(w) for w in words * 20][-3:])

# setattr / getattr / hasattr / delattr on a module.
print(hasattr(knobs, "LIMIT"))
try:
    knobs.read_limit()
except NameError as e:
    print("NameError:", e)
setattr(knobs, "LIMIT", 7)
print(knobs.read_limit(), getattr(knobs, "LIMIT"), knobs.LIMIT)
delattr(knobs, "LIMIT")
print(hasattr(knobs, "LIMIT"), getattr(knobs, "LIMIT", "gone"))
try:
    del knobs.LIMIT
except AttributeError as e:
    print("del again:", type(e).__name__)
try:
    print(knobs.nothing)
except AttributeError as e:
    print("AttributeError:", e)
knobs.calls = 0
run("reset:")
