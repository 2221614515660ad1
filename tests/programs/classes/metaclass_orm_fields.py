# An ORM-style model layer: Field objects declared in class bodies are
# collected by the metaclass (inherited fields first), each field gets a
# property that validates assignments, and the metaclass provides
# table-level helpers reachable as class attributes and properties.


class ValidationError(Exception):
    pass


class Field:
    kind = "any"

    def __init__(self, default=None, required=False):
        self.default = default
        self.required = required
        self.name = None

    def check(self, value):
        return value

    def __repr__(self):
        return "%s(%s)" % (type(self).__name__, self.name)


class IntField(Field):
    kind = "int"

    def __init__(self, default=None, required=False, lo=None, hi=None):
        Field.__init__(self, default, required)
        self.lo = lo
        self.hi = hi

    def check(self, value):
        if not isinstance(value, int) or isinstance(value, bool):
            raise ValidationError("%s must be an int, got %s" % (self.name, type(value).__name__))
        if self.lo is not None and value < self.lo:
            raise ValidationError("%s=%d is below %d" % (self.name, value, self.lo))
        if self.hi is not None and value > self.hi:
            raise ValidationError("%s=%d is above %d" % (self.name, value, self.hi))
        return value


class StrField(Field):
    kind = "str"

    def __init__(self, default=None, required=False, max_len=20):
        Field.__init__(self, default, required)
        self.max_len = max_len

    def check(self, value):
        if not isinstance(value, str):
            raise ValidationError("%s must be a str, got %s" % (self.name, type(value).__name__))
        if len(value) > self.max_len:
            raise ValidationError("%s is longer than %d" % (self.name, self.max_len))
        return value.strip()


def make_property(field):
    slot = "_v_" + field.name

    def get(self):
        return getattr(self, slot, field.default)

    def put(self, value):
        setattr(self, slot, field.check(value))

    return property(get, put)


class ModelMeta(type):
    def __new__(mcls, name, bases, ns, table=None):
        fields = {}
        for base in bases:
            for fname, f in getattr(base, "_fields", {}).items():
                fields[fname] = f
        own = []
        for key, value in list(ns.items()):
            if isinstance(value, Field):
                value.name = key
                fields[key] = value
                own.append(key)
                ns[key] = make_property(value)
        ns["_fields"] = fields
        ns["_own"] = own
        ns["_table"] = table or name.lower() + "s"
        cls = super().__new__(mcls, name, bases, ns)
        cls._rows = []
        return cls

    @property
    def columns(cls):
        return ["%s:%s" % (n, f.kind) for n, f in cls._fields.items()]

    def create(cls, **values):
        obj = cls(**values)
        cls._rows.append(obj)
        return obj

    def where(cls, **conds):
        out = []
        for row in cls._rows:
            if all(getattr(row, k) == v for k, v in conds.items()):
                out.append(row)
        return out

    def __len__(cls):
        return len(cls._rows)

    def __str__(cls):
        return "table %s(%s)" % (cls._table, ", ".join(cls._fields))


class Model(metaclass=ModelMeta):
    def __init__(self, **values):
        for key in values:
            if key not in self._fields:
                raise ValidationError("%s has no field %r" % (type(self).__name__, key))
        for fname, f in self._fields.items():
            if fname in values:
                setattr(self, fname, values[fname])
            elif f.required:
                raise ValidationError("%s.%s is required" % (type(self).__name__, fname))

    def as_dict(self):
        return {n: getattr(self, n) for n in self._fields}

    def __repr__(self):
        inner = " ".join("%s=%r" % (n, getattr(self, n)) for n in self._fields)
        return "<%s %s>" % (type(self).__name__, inner)


class User(Model, table="accounts"):
    id = IntField(required=True, lo=1)
    name = StrField(required=True, max_len=8)
    age = IntField(default=0, lo=0, hi=150)


class Admin(User):
    level = IntField(default=1, lo=1, hi=3)
    team = StrField(default="ops")


class Tag(Model):
    label = StrField(required=True)


print(str(Model), str(User), str(Admin), str(Tag), sep=" | ")
print(User.columns)
print(Admin.columns, Admin._own, User._own)
print(Model._table, User._table, Admin._table, Tag._table)
print(type(User.age).__name__, type(User).__name__)

u1 = User.create(id=1, name="  ann ", age=31)
u2 = User.create(id=2, name="bob")
a1 = Admin.create(id=3, name="cy", level=2)
print(u1, u2, a1, sep="\n")
print(u1.as_dict(), a1.as_dict())
print(len(User), len(Admin), len(Tag), len(Model))

attempts = [
    (User, {"id": 0, "name": "x"}),
    (User, {"id": 5, "name": "much too long"}),
    (User, {"name": "noid"}),
    (User, {"id": 4, "name": "dee", "age": "old"}),
    (User, {"id": 4, "name": "dee", "age": 200}),
    (Admin, {"id": 9, "name": "eve", "level": 4}),
    (Admin, {"id": 9, "name": "eve", "team": 7}),
    (Tag, {"label": "x", "color": "red"}),
    (Tag, {}),
    (User, {"id": True, "name": "bool"}),
]
for cls, kwargs in attempts:
    try:
        cls.create(**kwargs)
        print("created", cls.__name__)
    except ValidationError as e:
        print(type(e).__name__, e)

u2.age = 44
try:
    u2.age = -1
except ValidationError as e:
    print(type(e).__name__, e)
print(u2.age, u2.as_dict())
print(User.where(age=44), User.where(name="ann"), User.where(age=0))
print(Admin.where(team="ops"))

for i in range(5):
    Tag.create(label="t%d " % i)
print(len(Tag), [t.label for t in Tag.where()])
print([t.label for t in Tag._rows if t.label > "t2"])

# field objects are shared by subclasses, properties are inherited
print(Admin._fields["id"] is User._fields["id"], repr(Admin._fields["level"]))
print(isinstance(User.name, property), isinstance(Admin.team, property))

# dynamic model through type() style call with a class keyword
Point = ModelMeta("Point", (Model,), {"x": IntField(default=0), "y": IntField(default=0)}, table="pts")
p = Point.create(x=3)
print(p, str(Point), Point.columns, len(Point))
try:
    p.y = 2.5
except ValidationError as e:
    print(type(e).__name__, e)
print(sorted(c.__name__ for c in (User, Admin, Tag, Point) if len(c) > 1))
