"""Data classes: the dataclass decorator, field, fields, asdict, astuple,
replace, make_dataclass, is_dataclass.

ember's own implementation of the documented behaviour of CPython 3.11's
`dataclasses` module, written for ember (not derived from CPython's source).
ember has no `exec`, so the generated methods are closures over the class's
fields; `__init__` binds its arguments itself and raises CPython's TypeErrors
for missing, extra and repeated arguments.

"""

import copy as _copy
import sys

__all__ = ["dataclass", "field", "Field", "FrozenInstanceError", "InitVar",
           "KW_ONLY", "MISSING", "fields", "asdict", "astuple",
           "make_dataclass", "replace", "is_dataclass"]


class FrozenInstanceError(AttributeError):
    pass


class _HAS_DEFAULT_FACTORY_CLASS:
    def __repr__(self):
        return "<factory>"


_HAS_DEFAULT_FACTORY = _HAS_DEFAULT_FACTORY_CLASS()


class _MISSING_TYPE:
    pass


MISSING = _MISSING_TYPE()


class _KW_ONLY_TYPE:
    pass


KW_ONLY = _KW_ONLY_TYPE()


class _FIELD_BASE:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return self.name


_FIELD = _FIELD_BASE("_FIELD")
_FIELD_CLASSVAR = _FIELD_BASE("_FIELD_CLASSVAR")
_FIELD_INITVAR = _FIELD_BASE("_FIELD_INITVAR")

_FIELDS = "__dataclass_fields__"
_PARAMS = "__dataclass_params__"
_POST_INIT_NAME = "__post_init__"


class _InitVarMeta(type):
    def __getitem__(self, params):
        return InitVar(params)


class InitVar(metaclass=_InitVarMeta):
    """The type of a pseudo-field passed to __init__ and __post_init__ but
    not stored: `x: InitVar[int]`."""

    __slots__ = ("type",)

    def __init__(self, type):
        self.type = type

    def __repr__(self):
        if isinstance(self.type, type):
            type_name = self.type.__name__
        else:
            type_name = repr(self.type)
        return "dataclasses.InitVar[%s]" % type_name


class Field:
    """Describes one field of a dataclass (what `field()` returns)."""

    def __init__(self, default, default_factory, init, repr, hash, compare,
                 metadata, kw_only):
        self.name = None
        self.type = None
        self.default = default
        self.default_factory = default_factory
        self.init = init
        self.repr = repr
        self.hash = hash
        self.compare = compare
        self.metadata = {} if metadata is None else dict(metadata)
        self.kw_only = kw_only
        self._field_type = None

    def __repr__(self):
        return ("Field(name=%r,type=%r,default=%r,default_factory=%r,init=%r,"
                "repr=%r,hash=%r,compare=%r,metadata=%r,kw_only=%r,"
                "_field_type=%r)"
                % (self.name, self.type, self.default, self.default_factory,
                   self.init, self.repr, self.hash, self.compare, self.metadata,
                   self.kw_only, self._field_type))


class _DataclassParams:
    def __init__(self, init, repr, eq, order, unsafe_hash, frozen):
        self.init = init
        self.repr = repr
        self.eq = eq
        self.order = order
        self.unsafe_hash = unsafe_hash
        self.frozen = frozen

    def __repr__(self):
        return ("_DataclassParams(init=%r,repr=%r,eq=%r,order=%r,"
                "unsafe_hash=%r,frozen=%r)"
                % (self.init, self.repr, self.eq, self.order,
                   self.unsafe_hash, self.frozen))


def field(*, default=MISSING, default_factory=MISSING, init=True, repr=True,
          hash=None, compare=True, metadata=None, kw_only=MISSING):
    """Return an object to identify dataclass fields."""
    if default is not MISSING and default_factory is not MISSING:
        raise ValueError("cannot specify both default and default_factory")
    return Field(default, default_factory, init, repr, hash, compare,
                 metadata, kw_only)


################################################################################
# Recognising ClassVar, InitVar and KW_ONLY annotations
################################################################################

def _annotation_name(annotation):
    """For a string annotation, the name it starts with ('ClassVar' for
    'typing.ClassVar[int]')."""
    text = annotation.strip()
    end = 0
    while end < len(text) and (text[end].isalnum() or text[end] in "_."):
        end += 1
    head = text[:end]
    if "." in head:
        head = head.split(".")[-1]
    return head


def _is_classvar(a_type):
    typing = sys.modules.get("typing")
    if typing is not None:
        classvar = getattr(typing, "ClassVar", None)
        if classvar is not None:
            if a_type is classvar:
                return True
            if getattr(a_type, "__origin__", None) is classvar:
                return True
    if isinstance(a_type, str):
        return _annotation_name(a_type) == "ClassVar"
    return False


def _is_initvar(a_type):
    if a_type is InitVar or type(a_type) is InitVar:
        return True
    if isinstance(a_type, str):
        return _annotation_name(a_type) == "InitVar"
    return False


def _is_kw_only(a_type):
    if a_type is KW_ONLY:
        return True
    if isinstance(a_type, str):
        return _annotation_name(a_type) == "KW_ONLY"
    return False


def _is_unhashable_default(value):
    if isinstance(value, (list, dict, set, bytearray)):
        return True
    try:
        return getattr(type(value), "__hash__", 0) is None
    except Exception:
        return False


################################################################################
# Argument binding for the generated __init__
################################################################################

def _format_names(names):
    quoted = ["'%s'" % n for n in names]
    if len(quoted) == 1:
        return quoted[0]
    if len(quoted) == 2:
        return "%s and %s" % (quoted[0], quoted[1])
    return "%s, and %s" % (", ".join(quoted[:-1]), quoted[-1])


def _bind(qualname, positional, keyword_only, defaults, args, kwargs):
    """Binds args and kwargs to a function taking `self`, the `positional`
    parameters and the `keyword_only` ones, as Python itself would; returns
    a dict of the values given or defaulted, or raises CPython's TypeError."""
    npos = len(positional)
    values = {}
    for i in range(min(len(args), npos)):
        values[positional[i]] = args[i]
    for name in kwargs:
        if name not in positional and name not in keyword_only:
            raise TypeError("%s() got an unexpected keyword argument '%s'"
                            % (qualname, name))
        if name in values:
            raise TypeError("%s() got multiple values for argument '%s'"
                            % (qualname, name))
        values[name] = kwargs[name]
    if len(args) > npos:
        total = npos + 1
        ndefaults = 0
        for name in positional:
            if name in defaults:
                ndefaults += 1
        given = len(args) + 1
        if ndefaults:
            sig = "from %d to %d" % (total - ndefaults, total)
            plural = "s"
        else:
            sig = "%d" % total
            plural = "" if total == 1 else "s"
        kwonly_given = 0
        for name in keyword_only:
            if name in kwargs:
                kwonly_given += 1
        kwonly_sig = ""
        if kwonly_given:
            kwonly_sig = (" positional argument%s (and %d keyword-only argument%s)"
                          % ("" if given == 1 else "s", kwonly_given,
                             "" if kwonly_given == 1 else "s"))
        raise TypeError("%s() takes %s positional argument%s but %d%s %s given"
                        % (qualname, sig, plural, given, kwonly_sig,
                           "was" if given == 1 and not kwonly_given else "were"))
    for kind, names in (("positional", positional), ("keyword-only", keyword_only)):
        missing = []
        for name in names:
            if name not in values:
                if name in defaults:
                    values[name] = defaults[name]
                else:
                    missing.append(name)
        if missing:
            raise TypeError("%s() missing %d required %s argument%s: %s"
                            % (qualname, len(missing), kind,
                               "" if len(missing) == 1 else "s",
                               _format_names(missing)))
    return values


################################################################################
# The generated methods
################################################################################

def _make_init(cls, all_init_fields, std_fields, kw_fields, has_post_init,
               frozen):
    # A frozen class's own __setattr__ refuses; its __init__ stores past it.
    store = object.__setattr__ if frozen else setattr
    qualname = cls.__qualname__ + ".__init__"
    positional = [f.name for f in std_fields if f.init]
    keyword_only = [f.name for f in kw_fields if f.init]
    defaults = {}
    for f in all_init_fields:
        if not f.init:
            continue
        if f.default_factory is not MISSING:
            defaults[f.name] = _HAS_DEFAULT_FACTORY
        elif f.default is not MISSING:
            defaults[f.name] = f.default
    init_fields = list(all_init_fields)

    def __init__(self, *args, **kwargs):
        values = _bind(qualname, positional, keyword_only, defaults, args, kwargs)
        initvars = []
        for f in init_fields:
            if f._field_type is _FIELD_INITVAR:
                if f.init:
                    initvars.append(values[f.name])
                continue
            if f.init:
                value = values[f.name]
                if value is _HAS_DEFAULT_FACTORY:
                    value = f.default_factory()
            elif f.default_factory is not MISSING:
                value = f.default_factory()
            else:
                continue
            store(self, f.name, value)
        if has_post_init:
            self.__post_init__(*initvars)

    return __init__


_repr_running = set()


def _make_repr(flds):
    names = [f.name for f in flds]

    def __repr__(self):
        key = id(self)
        if key in _repr_running:
            return "..."
        _repr_running.add(key)
        try:
            parts = ["%s=%r" % (name, getattr(self, name)) for name in names]
        finally:
            _repr_running.discard(key)
        return "%s(%s)" % (self.__class__.__qualname__, ", ".join(parts))

    return __repr__


def _values(obj, names):
    return tuple([getattr(obj, name) for name in names])


def _make_eq(flds):
    names = [f.name for f in flds]

    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return _values(self, names) == _values(other, names)
        return NotImplemented

    return __eq__


def _make_order(op, flds):
    names = [f.name for f in flds]
    if op == "<":
        def __lt__(self, other):
            if other.__class__ is self.__class__:
                return _values(self, names) < _values(other, names)
            return NotImplemented
        return __lt__
    if op == "<=":
        def __le__(self, other):
            if other.__class__ is self.__class__:
                return _values(self, names) <= _values(other, names)
            return NotImplemented
        return __le__
    if op == ">":
        def __gt__(self, other):
            if other.__class__ is self.__class__:
                return _values(self, names) > _values(other, names)
            return NotImplemented
        return __gt__

    def __ge__(self, other):
        if other.__class__ is self.__class__:
            return _values(self, names) >= _values(other, names)
        return NotImplemented
    return __ge__


def _make_frozen(cls, fields):
    for name in ("__setattr__", "__delattr__"):
        if name in cls.__dict__:
            raise TypeError("Cannot overwrite attribute %s in class %s"
                            % (name, cls.__name__))
    names = set(fields)

    def __setattr__(self, name, value):
        if type(self) is cls or name in names:
            raise FrozenInstanceError("cannot assign to field %r" % (name,))
        super(cls, self).__setattr__(name, value)

    def __delattr__(self, name):
        if type(self) is cls or name in names:
            raise FrozenInstanceError("cannot delete field %r" % (name,))
        super(cls, self).__delattr__(name)

    cls.__setattr__ = _set_qualname(cls, __setattr__)
    cls.__delattr__ = _set_qualname(cls, __delattr__)


def _make_hash(flds):
    names = [f.name for f in flds]

    def __hash__(self):
        return hash(_values(self, names))

    return __hash__


def _set_qualname(cls, fn):
    fn.__qualname__ = "%s.%s" % (cls.__qualname__, fn.__name__)
    return fn


def _set_new_attribute(cls, name, value):
    """Sets cls.name unless the class itself defines it; returns whether it
    was already defined."""
    if name in cls.__dict__:
        return True
    _set_qualname(cls, value)
    setattr(cls, name, value)
    return False


def _format_annotation(annotation):
    if isinstance(annotation, type):
        if annotation.__module__ == "builtins":
            return annotation.__qualname__
        return "%s.%s" % (annotation.__module__, annotation.__qualname__)
    return repr(annotation).replace("typing.", "")


def _signature_doc(cls, std_fields, kw_fields):
    parts = []
    for f in std_fields:
        if f.init:
            parts.append(_param_doc(f))
    kw = [_param_doc(f) for f in kw_fields if f.init]
    if kw:
        parts.append("*")
        parts.extend(kw)
    return "%s(%s)" % (cls.__name__, ", ".join(parts))


def _param_doc(f):
    text = "%s: %s" % (f.name, _format_annotation(f.type))
    if f.default_factory is not MISSING:
        text += " = <factory>"
    elif f.default is not MISSING:
        text += " = %r" % (f.default,)
    return text


################################################################################
# The decorator
################################################################################

def _get_field(cls, a_name, a_type, default_kw_only):
    default = getattr(cls, a_name, MISSING)
    if isinstance(default, Field):
        f = default
    else:
        f = field(default=default)
    f.name = a_name
    f.type = a_type
    f._field_type = _FIELD
    if _is_classvar(a_type):
        f._field_type = _FIELD_CLASSVAR
    elif _is_initvar(a_type):
        f._field_type = _FIELD_INITVAR
    if f._field_type is _FIELD_CLASSVAR or f._field_type is _FIELD_INITVAR:
        if f.default_factory is not MISSING:
            raise TypeError("field %s cannot have a default factory" % (f.name,))
    if f._field_type is _FIELD or f._field_type is _FIELD_INITVAR:
        if f.kw_only is MISSING:
            f.kw_only = default_kw_only
    else:
        if f.kw_only is not MISSING:
            raise TypeError("field %s is a ClassVar but specifies kw_only"
                            % (f.name,))
    if f._field_type is _FIELD and _is_unhashable_default(f.default):
        raise ValueError("mutable default %s for field %s is not allowed: use "
                         "default_factory" % (type(f.default), f.name))
    return f


def _process_class(cls, init, repr, eq, order, unsafe_hash, frozen,
                   match_args, kw_only, slots):
    fields = {}
    has_dataclass_bases = False
    any_frozen_base = False
    for b in cls.__mro__[-1:0:-1]:
        base_fields = getattr(b, _FIELDS, None)
        if base_fields is not None:
            has_dataclass_bases = True
            for f in base_fields.values():
                fields[f.name] = f
            if getattr(b, _PARAMS).frozen:
                any_frozen_base = True
    if has_dataclass_bases:
        if any_frozen_base and not frozen:
            raise TypeError("cannot inherit non-frozen dataclass from a frozen one")
        if not any_frozen_base and frozen:
            raise TypeError("cannot inherit frozen dataclass from a non-frozen one")

    cls_dict = cls.__dict__
    cls_annotations = cls_dict.get("__annotations__", {})
    cls_fields = []
    kw_only_seen = False
    for name, a_type in cls_annotations.items():
        if _is_kw_only(a_type):
            if kw_only_seen:
                raise TypeError("%r is KW_ONLY, but KW_ONLY has already been "
                                "specified" % (name,))
            kw_only_seen = True
            kw_only = True
        else:
            cls_fields.append(_get_field(cls, name, a_type, kw_only))

    for f in cls_fields:
        fields[f.name] = f
        if isinstance(cls_dict.get(f.name), Field):
            if f.default is MISSING:
                delattr(cls, f.name)
            else:
                setattr(cls, f.name, f.default)

    for name, value in cls_dict.items():
        if isinstance(value, Field) and name not in cls_annotations:
            raise TypeError("%r is a field but has no type annotation" % (name,))

    setattr(cls, _PARAMS, _DataclassParams(init, repr, eq, order, unsafe_hash,
                                           frozen))
    setattr(cls, _FIELDS, fields)

    class_hash = cls_dict.get("__hash__", MISSING)
    has_explicit_hash = not (class_hash is MISSING or
                             (class_hash is None and "__eq__" in cls_dict))

    if order and not eq:
        raise ValueError("eq must be true if order is true")

    all_init_fields = [f for f in fields.values()
                       if f._field_type is _FIELD or f._field_type is _FIELD_INITVAR]
    std_init_fields = [f for f in all_init_fields if not f.kw_only]
    kw_only_init_fields = [f for f in all_init_fields if f.kw_only]

    if init:
        seen_default = False
        for f in std_init_fields:
            if f.init:
                if not (f.default is MISSING and f.default_factory is MISSING):
                    seen_default = True
                elif seen_default:
                    raise TypeError("non-default argument %r follows default "
                                    "argument" % (f.name,))
        has_post_init = hasattr(cls, _POST_INIT_NAME)
        _set_new_attribute(cls, "__init__",
                           _make_init(cls, all_init_fields, std_init_fields,
                                      kw_only_init_fields, has_post_init,
                                      frozen))

    field_list = [f for f in fields.values() if f._field_type is _FIELD]

    if repr:
        _set_new_attribute(cls, "__repr__",
                           _make_repr([f for f in field_list if f.repr]))

    if eq:
        _set_new_attribute(cls, "__eq__",
                           _make_eq([f for f in field_list if f.compare]))

    if order:
        flds = [f for f in field_list if f.compare]
        for op, name in (("<", "__lt__"), ("<=", "__le__"), (">", "__gt__"),
                         (">=", "__ge__")):
            if _set_new_attribute(cls, name, _make_order(op, flds)):
                raise TypeError("Cannot overwrite attribute %s in class %s. "
                                "Consider using functools.total_ordering"
                                % (name, cls.__name__))

    hash_fields = [f for f in field_list
                   if (f.compare if f.hash is None else f.hash)]
    if unsafe_hash:
        if has_explicit_hash:
            raise TypeError("Cannot overwrite attribute __hash__ in class %s"
                            % (cls.__name__,))
        cls.__hash__ = _set_qualname(cls, _make_hash(hash_fields))
    elif eq and frozen and not has_explicit_hash:
        cls.__hash__ = _set_qualname(cls, _make_hash(hash_fields))
    elif eq and not has_explicit_hash:
        cls.__hash__ = None

    if frozen:
        _make_frozen(cls, fields)

    if not getattr(cls, "__doc__", None):
        try:
            cls.__doc__ = _signature_doc(cls, std_init_fields,
                                         kw_only_init_fields)
        except Exception:
            pass

    if match_args:
        _set_new_attribute_plain(cls, "__match_args__",
                                 tuple([f.name for f in std_init_fields]))

    if slots:
        cls = _add_slots(cls, fields)

    return cls


def _set_new_attribute_plain(cls, name, value):
    if name in cls.__dict__:
        return True
    setattr(cls, name, value)
    return False


def _add_slots(cls, fields):
    cls_dict = dict(cls.__dict__)
    field_names = tuple([f.name for f in fields.values()
                         if f._field_type is _FIELD])
    inherited = set()
    for b in cls.__mro__[1:-1]:
        for name in getattr(b, "__slots__", ()):
            inherited.add(name)
    cls_dict["__slots__"] = tuple([n for n in field_names if n not in inherited])
    for name in field_names:
        cls_dict.pop(name, None)
    cls_dict.pop("__dict__", None)
    cls_dict.pop("__weakref__", None)
    qualname = getattr(cls, "__qualname__", None)
    new_cls = type(cls)(cls.__name__, cls.__bases__, cls_dict)
    if qualname is not None:
        new_cls.__qualname__ = qualname
    return new_cls


def dataclass(cls=None, /, *, init=True, repr=True, eq=True, order=False,
              unsafe_hash=False, frozen=False, match_args=True,
              kw_only=False, slots=False, weakref_slot=False):
    """Adds generated special methods to a class with annotated fields."""

    def wrap(cls):
        return _process_class(cls, init, repr, eq, order, unsafe_hash,
                              frozen, match_args, kw_only, slots)

    if cls is None:
        return wrap
    return wrap(cls)


################################################################################
# Functions on dataclasses
################################################################################

def fields(class_or_instance):
    """Return a tuple describing the fields of this dataclass."""
    try:
        flds = getattr(class_or_instance, _FIELDS)
    except AttributeError:
        raise TypeError("must be called with a dataclass type or instance") from None
    return tuple([f for f in flds.values() if f._field_type is _FIELD])


def _is_dataclass_instance(obj):
    return hasattr(type(obj), _FIELDS)


def is_dataclass(obj):
    """Returns True if obj is a dataclass or an instance of a dataclass."""
    cls = obj if isinstance(obj, type) else type(obj)
    return hasattr(cls, _FIELDS)


def asdict(obj, *, dict_factory=dict):
    """Return the fields of a dataclass instance as a new dictionary mapping
    field names to field values, recursing into dataclasses, lists, tuples
    and dicts."""
    if not _is_dataclass_instance(obj):
        raise TypeError("asdict() should be called on dataclass instances")
    return _asdict_inner(obj, dict_factory)


def _asdict_inner(obj, dict_factory):
    if _is_dataclass_instance(obj):
        result = []
        for f in fields(obj):
            result.append((f.name, _asdict_inner(getattr(obj, f.name),
                                                 dict_factory)))
        return dict_factory(result)
    if isinstance(obj, tuple) and hasattr(obj, "_fields"):
        return type(obj)(*[_asdict_inner(v, dict_factory) for v in obj])
    if isinstance(obj, (list, tuple)):
        return type(obj)([_asdict_inner(v, dict_factory) for v in obj])
    if isinstance(obj, dict):
        return type(obj)([(_asdict_inner(k, dict_factory),
                           _asdict_inner(v, dict_factory))
                          for k, v in obj.items()])
    return _deepcopy(obj)


def _deepcopy(obj):
    return _copy.deepcopy(obj)


def astuple(obj, *, tuple_factory=tuple):
    """Return the fields of a dataclass instance as a new tuple of field
    values, recursing into dataclasses, lists, tuples and dicts."""
    if not _is_dataclass_instance(obj):
        raise TypeError("astuple() should be called on dataclass instances")
    return _astuple_inner(obj, tuple_factory)


def _astuple_inner(obj, tuple_factory):
    if _is_dataclass_instance(obj):
        result = []
        for f in fields(obj):
            result.append(_astuple_inner(getattr(obj, f.name), tuple_factory))
        return tuple_factory(result)
    if isinstance(obj, tuple) and hasattr(obj, "_fields"):
        return type(obj)(*[_astuple_inner(v, tuple_factory) for v in obj])
    if isinstance(obj, (list, tuple)):
        return type(obj)([_astuple_inner(v, tuple_factory) for v in obj])
    if isinstance(obj, dict):
        return type(obj)([(_astuple_inner(k, tuple_factory),
                           _astuple_inner(v, tuple_factory))
                          for k, v in obj.items()])
    return _deepcopy(obj)


def replace(obj, /, **changes):
    """Return a new object replacing specified fields with new values."""
    if not _is_dataclass_instance(obj):
        raise TypeError("replace() should be called on dataclass instances")
    for f in getattr(obj, _FIELDS).values():
        if f._field_type is _FIELD_CLASSVAR:
            continue
        if not f.init:
            if f.name in changes:
                raise ValueError("field %s is declared with init=False, it "
                                 "cannot be specified with replace()" % (f.name,))
            continue
        if f.name not in changes:
            if f._field_type is _FIELD_INITVAR and f.default is MISSING:
                raise ValueError("InitVar %r must be specified with replace()"
                                 % (f.name,))
            changes[f.name] = getattr(obj, f.name)
    return obj.__class__(**changes)


_KEYWORDS = frozenset([
    "False", "None", "True", "and", "as", "assert", "async", "await", "break",
    "class", "continue", "def", "del", "elif", "else", "except", "finally",
    "for", "from", "global", "if", "import", "in", "is", "lambda", "nonlocal",
    "not", "or", "pass", "raise", "return", "try", "while", "with", "yield"])


def make_dataclass(cls_name, fields, *, bases=(), namespace=None, init=True,
                   repr=True, eq=True, order=False, unsafe_hash=False,
                   frozen=False, match_args=True, kw_only=False, slots=False,
                   weakref_slot=False):
    """Return a new dynamically created dataclass."""
    if namespace is None:
        namespace = {}
    seen = set()
    annotations = {}
    defaults = {}
    for item in fields:
        if isinstance(item, str):
            name = item
            tp = "typing.Any"
        elif len(item) == 2:
            name, tp = item
        elif len(item) == 3:
            name, tp, spec = item
            defaults[name] = spec
        else:
            raise TypeError("Invalid field: %r" % (item,))
        if not isinstance(name, str) or not name.isidentifier():
            raise TypeError("Field names must be valid identifiers: %r" % (name,))
        if name in _KEYWORDS:
            raise TypeError("Field names must not be keywords: %r" % (name,))
        if name in seen:
            raise TypeError("Field name duplicated: %r" % (name,))
        seen.add(name)
        annotations[name] = tp
    ns = dict(namespace)
    ns.update(defaults)
    ns["__annotations__"] = annotations
    ns.setdefault("__module__", "types")
    cls = type(cls_name, tuple(bases), ns)
    return dataclass(cls, init=init, repr=repr, eq=eq, order=order,
                     unsafe_hash=unsafe_hash, frozen=frozen,
                     match_args=match_args, kw_only=kw_only, slots=slots,
                     weakref_slot=weakref_slot)
