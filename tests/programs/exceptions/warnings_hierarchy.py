# The Warning classes: hierarchy, raising and catching warnings as exceptions, custom subclasses.
WARNINGS = [Warning, UserWarning, DeprecationWarning, PendingDeprecationWarning,
            SyntaxWarning, RuntimeWarning, FutureWarning, ImportWarning,
            UnicodeWarning, BytesWarning, ResourceWarning]

for cls in WARNINGS:
    print(cls.__name__, cls.__base__.__name__, issubclass(cls, Exception), issubclass(cls, Warning))

print(Warning.__mro__)
print(issubclass(DeprecationWarning, UserWarning), issubclass(Warning, Exception))


class ApiDeprecation(DeprecationWarning):
    def __init__(self, name, replacement):
        super().__init__(f"{name} is deprecated, use {replacement}")
        self.name = name
        self.replacement = replacement


class Api:
    RENAMED = {"get_all": "fetch_all", "put": "store"}

    def __init__(self, strict):
        self.strict = strict
        self.notes = []
        self.calls = 0

    def call(self, name):
        self.calls += 1
        if name in self.RENAMED:
            warning = ApiDeprecation(name, self.RENAMED[name])
            if self.strict:
                raise warning
            self.notes.append(str(warning))
            name = self.RENAMED[name]
        if name.startswith("_"):
            raise RuntimeWarning("private call " + name)
        return name.upper()


api = Api(strict=False)
names = ["fetch_all", "get_all", "store", "put", "_debug"]
results = {}
for i in range(250):
    try:
        r = api.call(names[i % len(names)])
    except Warning as w:
        r = type(w).__name__
    results[r] = results.get(r, 0) + 1
print(sorted(results.items()))
print(len(api.notes), api.notes[0])

strict = Api(strict=True)
for name in names:
    try:
        print(strict.call(name))
    except DeprecationWarning as w:
        print("deprecated:", w.name, "->", w.replacement, isinstance(w, Warning), w.args)
    except Exception as e:
        print("other:", type(e).__name__, e)

try:
    raise UserWarning("careful", 3)
except UserWarning as w:
    print(w.args, str(w), repr(w))

try:
    raise FutureWarning
except Warning as w:
    print(repr(w), w.args)

raise ApiDeprecation("old_api", "new_api")
