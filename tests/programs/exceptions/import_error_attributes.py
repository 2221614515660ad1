# ImportError.name and .path: set by failing imports and by the keywords; other exceptions refuse keyword arguments.
try:
    ValueError("x", foo=1)
except TypeError as e:
    print(e)
try:
    ImportError("x", foo=1)
except TypeError as e:
    print(e)
e = ImportError("m", name="n", path="p")
print(e.name, e.path, e.args, ImportError().name)
# ImportError raised by the import system lacks the .name attribute (and ImportError(name=...) too).
# CPython: ImportError sys / ModuleNotFoundError no_such_mod_xyz / ImportError nm
# ember:   AttributeError: 'ImportError' object has no attribute 'name'
try:
    from sys import nope
except ImportError as e:
    print("ImportError", e.name)
try:
    import no_such_mod_xyz
except ModuleNotFoundError as e:
    print("ModuleNotFoundError", e.name)
print("ImportError", ImportError("msg", name="nm").name)
