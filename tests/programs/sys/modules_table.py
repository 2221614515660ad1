# sys.modules and sys.path: the running module found as sys.modules['__main__'], imports registered, sys.path[0] a string.
import sys

print("sys" in sys.modules, sys.modules["sys"] is sys)
main = sys.modules["__main__"]
print(main is sys.modules[__name__], __name__)
print(isinstance(sys.path, list), isinstance(sys.path[0], str), len(sys.path) > 0)
import math
print("math" in sys.modules, sys.modules["math"] is math, sys.modules["math"].sqrt(16))

COUNTER = 0
SETTINGS = {"mode": "fast"}


def bump(n):
    module = sys.modules[__name__]
    for _ in range(n):
        module.COUNTER += 1
    return module.COUNTER


print(bump(250), COUNTER, main.COUNTER)
main.SETTINGS["mode"] = "safe"
main.NEW_NAME = "added through sys.modules"
print(SETTINGS, NEW_NAME)
print(getattr(main, "bump") is bump, hasattr(main, "nothing_here"))


def lookup(module_name, attr):
    module = sys.modules.get(module_name)
    if module is None:
        return "<not loaded>"
    return getattr(module, attr, "<missing>")


for name, attr in [("math", "pi"), ("sys", "maxsize"), ("json", "dumps"), ("__main__", "COUNTER"), ("math", "tau2")]:
    print(name, attr, lookup(name, attr))

total = 0
for i in range(300):
    total += len(sys.modules["__main__"].SETTINGS["mode"]) + (1 if "sys" in sys.modules else 0)
print(total)
print(type(sys.modules).__name__, type(main).__name__)
print(sys.modules.get("no_such_module"), "no_such_module" in sys.modules)
