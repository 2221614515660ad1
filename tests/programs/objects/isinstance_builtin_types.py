# isinstance of builtin types in compiled code (a layout test for str, list, tuple
# and dict; the runtime's answer for the others), over values of every kind.
def f(x):
    return (isinstance(x, (str, list)), isinstance(x, tuple), isinstance(x, (dict, int)), isinstance(x, (str, float)), isinstance(x, object))
class A: pass
vals = [1, 2.5, "s", [1], (1,), {1: 2}, None, True, A(), 10**30, {1}, "t"]
for i in range(300):
    r = [f(v) for v in vals]
print(r)
