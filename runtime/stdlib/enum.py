"""Enumerations: Enum, IntEnum, StrEnum, Flag, IntFlag, auto, unique.

ember's own implementation of the documented behaviour of CPython 3.11's `enum`
module, written for ember (not derived from CPython's source).  The metaclass
`EnumType` turns the names assigned in a class body into the class's members
when the class is created; members are looked up by name (`Color['RED']`,
`Color.RED`) and by value (`Color(1)`).

Not supported: `__dir__`, pickling, the `verify` checks and
`_simple_enum`.
"""

import sys as _sys

__all__ = ["EnumType", "EnumMeta", "Enum", "IntEnum", "StrEnum", "Flag",
           "IntFlag", "ReprEnum", "auto", "unique", "property", "member",
           "nonmember", "FlagBoundary", "STRICT", "CONFORM", "EJECT", "KEEP",
           "global_enum"]


_builtin_property = property
property = _builtin_property


class _Deferred:
    """Operators on auto() values in a class body (WHITE = RED | GREEN):
    ember's class namespace is a plain dict, so auto() values are generated
    after the body has run and these expressions are computed then."""

    def __or__(self, other):
        return _AutoExpr("|", self, other)

    def __ror__(self, other):
        return _AutoExpr("|", other, self)

    def __and__(self, other):
        return _AutoExpr("&", self, other)

    def __rand__(self, other):
        return _AutoExpr("&", other, self)

    def __xor__(self, other):
        return _AutoExpr("^", self, other)

    def __rxor__(self, other):
        return _AutoExpr("^", other, self)

    def __add__(self, other):
        return _AutoExpr("+", self, other)

    def __radd__(self, other):
        return _AutoExpr("+", other, self)

    def __sub__(self, other):
        return _AutoExpr("-", self, other)

    def __rsub__(self, other):
        return _AutoExpr("-", other, self)

    def __invert__(self):
        return _AutoExpr("~", self, None)


class auto(_Deferred):
    """Instances are replaced with an appropriate value in Enum class
    suites."""

    def __init__(self, value=None):
        self.value = value if value is not None else _auto_null

    def __repr__(self):
        return "auto(%r)" % (self.value,)


class _AutoExpr(_Deferred):
    def __init__(self, op, left, right):
        self.op = op
        self.left = left
        self.right = right

    def evaluate(self):
        left = _deferred_value(self.left)
        if self.op == "~":
            return ~left
        right = _deferred_value(self.right)
        if self.op == "|":
            return left | right
        if self.op == "&":
            return left & right
        if self.op == "^":
            return left ^ right
        if self.op == "+":
            return left + right
        return left - right


def _deferred_value(obj):
    if isinstance(obj, auto):
        if obj.value is _auto_null:
            raise TypeError("auto() used in an expression before it was "
                            "assigned to a member")
        return obj.value
    if isinstance(obj, _AutoExpr):
        return obj.evaluate()
    return obj


class _AutoNull:
    def __repr__(self):
        return "_auto_null"


_auto_null = _AutoNull()


class member:
    """Forces the value to become a member."""

    def __init__(self, value):
        self.value = value


class nonmember:
    """Protects the value from becoming a member."""

    def __init__(self, value):
        self.value = value


def _is_dunder(name):
    return (len(name) > 4 and name[:2] == name[-2:] == "__"
            and name[2] != "_" and name[-3] != "_")


def _is_sunder(name):
    return (len(name) > 2 and name[0] == name[-1] == "_"
            and name[1] != "_" and name[-2] != "_")


def _is_private(cls_name, name):
    pattern = "_%s__" % (cls_name.lstrip("_"),)
    return (len(name) > len(pattern) and name.startswith(pattern)
            and not name.endswith("__"))


def _function_type():
    pass


_FunctionType = type(_function_type)
_BuiltinFunctionType = type(len)


def _is_descriptor(obj):
    if isinstance(obj, (_FunctionType, classmethod, staticmethod,
                        _builtin_property)):
        return True
    if isinstance(obj, type):
        return False
    try:
        cls = type(obj)
        return (hasattr(cls, "__get__") or hasattr(cls, "__set__")
                or hasattr(cls, "__delete__"))
    except Exception:
        return False


def _is_single_bit(num):
    return num != 0 and (num & (num - 1)) == 0


def _class_namespace(B):
    try:
        return B.__dict__
    except Exception:
        return None


def _find_own(cls, name, stop=None):
    """The first class in cls's MRO (stopping before `stop`) whose own
    namespace defines `name`, with the value found; builtin classes are
    skipped.  Returns (None, None) when there is none."""
    for B in cls.__mro__:
        if B is stop:
            break
        ns = _class_namespace(B)
        if ns is not None and name in ns:
            return B, ns[name]
    return None, None


def _found_on_builtin(cls, name):
    """Whether looking `name` up on cls would reach a builtin class (a data
    type such as int, or object) before a class defining it."""
    for B in cls.__mro__[1:]:
        ns = _class_namespace(B)
        if ns is None:
            return True
        if name in ns:
            return False
    return True


class _MembersProxy(dict):
    """What `Enum.__members__` gives: a read-only mapping of names to
    members, shown as CPython shows its mappingproxy."""

    def __repr__(self):
        return "mappingproxy(%s)" % dict.__repr__(self)

    def __str__(self):
        return dict.__repr__(self)

    def _readonly(self, *args, **kwargs):
        raise TypeError("'mappingproxy' object does not support item assignment")

    __setitem__ = _readonly
    __delitem__ = _readonly
    update = _readonly
    pop = _readonly
    popitem = _readonly
    setdefault = _readonly
    clear = _readonly


def _bits_repr(num, max_bits):
    """The binary form of `num` as enum's error messages show it: '0b0 0101'."""
    if num < 0:
        digits = format((1 << max_bits) + num, "b")
        return "0b1 " + digits.rjust(max_bits, "1")
    return "0b0 " + format(num, "b").zfill(max_bits)


_enum_ready = False


class EnumType(type):
    """Metaclass for Enum"""

    @classmethod
    def __prepare__(metacls, cls, bases, **kwds):
        return {}

    def __new__(metacls, cls, bases, classdict, *, boundary=None, **kwds):
        if not _enum_ready:
            # Enum itself (and the helpers defined with it) are plain classes.
            enum_class = super().__new__(metacls, cls, bases, classdict, **kwds)
            enum_class._member_names_ = []
            enum_class._member_map_ = {}
            enum_class._value2member_map_ = {}
            enum_class._member_type_ = object
            return enum_class

        for base in bases:
            if isinstance(base, EnumType) and base._member_names_:
                raise TypeError("<enum %r> cannot extend %r" % (cls, base))
        member_type, first_enum = metacls._get_mixins_(cls, bases)

        ignore = classdict.get("_ignore_", [])
        if isinstance(ignore, str):
            ignore = ignore.replace(",", " ").split()
        ignore = list(ignore)

        # Split the class body into members and ordinary attributes.
        member_items = []
        body = {}
        for key, value in classdict.items():
            if key in ignore or key == "_ignore_":
                continue
            if isinstance(value, nonmember):
                body[key] = value.value
                continue
            if isinstance(value, member):
                member_items.append((key, value.value))
                continue
            if (_is_dunder(key) or _is_sunder(key) or _is_private(cls, key)
                    or _is_descriptor(value)):
                body[key] = value
                continue
            member_items.append((key, value))

        # Values given by auto() are generated in definition order.
        generate = classdict.get("_generate_next_value_")
        if generate is None:
            generate = getattr(first_enum, "_generate_next_value_")
        if isinstance(generate, staticmethod):
            generate = generate.__func__
        last_values = []
        resolved = []
        for key, value in member_items:
            if isinstance(value, auto):
                if value.value is _auto_null:
                    value.value = generate(key, 1, len(last_values),
                                           last_values[:])
                value = value.value
            elif isinstance(value, _AutoExpr):
                value = value.evaluate()
            elif isinstance(value, tuple):
                parts = []
                changed = False
                for part in value:
                    if isinstance(part, auto):
                        if part.value is _auto_null:
                            part.value = generate(key, 1, len(last_values),
                                                  last_values[:])
                        part = part.value
                        changed = True
                    parts.append(part)
                if changed:
                    value = tuple(parts)
            resolved.append((key, value))
            last_values.append(value)

        custom_new = body.pop("__new__", None)
        if isinstance(custom_new, staticmethod):
            custom_new = custom_new.__func__
        if custom_new is not None:
            body["_new_member_"] = staticmethod(custom_new)

        enum_class = super().__new__(metacls, cls, bases, body, **kwds)
        enum_class._member_names_ = []
        enum_class._member_map_ = {}
        enum_class._value2member_map_ = {}
        enum_class._member_type_ = member_type
        enum_class._unhashable_values_ = []

        is_flag = Flag is not None and issubclass(enum_class, Flag)
        if is_flag:
            if boundary is None:
                boundary = getattr(first_enum, "_boundary_", None)
            enum_class._boundary_ = boundary

        # ReprEnum: str() and format() are the data type's own.
        defined = set(body)
        if ReprEnum is not None and ReprEnum in bases:
            if member_type is object:
                raise TypeError("ReprEnum subclasses must be mixed with a data "
                                "type (i.e. int, str, float, etc.)")
            if "__format__" not in defined:
                enum_class.__format__ = _data_format(member_type)
                defined.add("__format__")
            if "__str__" not in defined:
                enum_class.__str__ = _data_str(member_type)
                defined.add("__str__")
        # repr(), str() and format() that the data type (or object) would
        # provide are replaced by the enum's own.
        for name in ("__repr__", "__str__", "__format__"):
            if name not in defined and _found_on_builtin(enum_class, name):
                setattr(enum_class, name, getattr(first_enum, name))
        # The data type's hash comes before Enum's (ember would otherwise take
        # Enum's, which is later in the MRO).
        if (member_type is not object and "__hash__" not in defined
                and _found_on_builtin(enum_class, "__hash__")):
            enum_class.__hash__ = _data_hash(member_type)
        # A flag's operators are Flag's even when the data type has its own.
        if is_flag:
            for name in ("__or__", "__and__", "__xor__", "__ror__", "__rand__",
                         "__rxor__", "__invert__"):
                if name not in defined:
                    setattr(enum_class, name, getattr(Flag, name))

        for name, value in resolved:
            metacls._add_member_(enum_class, name, value, member_type,
                                 first_enum, is_flag)

        if is_flag:
            flag_mask = 0
            singles_mask = 0
            for m in enum_class._member_map_.values():
                flag_mask |= m._value_
                if _is_single_bit(m._value_):
                    singles_mask |= m._value_
            enum_class._flag_mask_ = flag_mask
            enum_class._singles_mask_ = singles_mask
            enum_class._all_bits_ = 2 ** flag_mask.bit_length() - 1

        return enum_class

    @staticmethod
    def _add_member_(enum_class, name, value, member_type, first_enum, is_flag):
        if isinstance(value, tuple):
            args = value
        else:
            args = (value,)
        if member_type is tuple:
            args = (args,)
        creator = getattr(enum_class, "_new_member_", None)
        if creator is not None:
            enum_member = creator(enum_class, *args)
        elif member_type is object:
            enum_member = object.__new__(enum_class)
        else:
            enum_member = member_type.__new__(enum_class, *args)
        if not hasattr(enum_member, "_value_"):
            if member_type is object:
                enum_member._value_ = value
            else:
                enum_member._value_ = member_type(*args)
        value = enum_member._value_
        enum_member._name_ = name
        enum_member.__objclass__ = enum_class
        owner, init = _find_own(enum_class, "__init__")
        if owner is not None and owner is not Enum:
            init(enum_member, *args)
        enum_member._sort_order_ = len(enum_class._member_names_)

        # An alias is a name whose value an earlier member already has.
        canonical = None
        try:
            canonical = enum_class._value2member_map_.get(value)
        except TypeError:
            for existing in enum_class._member_map_.values():
                if existing._value_ == value:
                    canonical = existing
                    break
        if canonical is not None:
            enum_member = canonical
        elif not is_flag or _is_single_bit(value):
            enum_class._member_names_.append(name)
        enum_class._member_map_[name] = enum_member
        try:
            if value not in enum_class._value2member_map_:
                enum_class._value2member_map_[value] = enum_member
        except TypeError:
            enum_class._unhashable_values_.append(value)
        # Past EnumType.__setattr__, which refuses to reassign members.
        type.__setattr__(enum_class, name, enum_member)

    @classmethod
    def _get_mixins_(metacls, class_name, bases):
        """Returns the data type mixed into the enum (object when none) and the
        last enum base."""
        if not bases:
            return object, Enum
        first_enum = bases[-1]
        if not isinstance(first_enum, EnumType):
            raise TypeError("new enumerations should be created as "
                            "`EnumName([mixin_type, ...] [data_type,] enum_type)`")
        member_type = object
        for base in bases:
            for candidate in base.__mro__:
                if candidate is object:
                    continue
                if isinstance(candidate, EnumType):
                    if candidate._member_type_ is not object:
                        member_type = candidate._member_type_
                        break
                    continue
                if _class_namespace(candidate) is None or "__new__" in candidate.__dict__:
                    member_type = candidate
                    break
            if member_type is not object:
                break
        return member_type, first_enum

    def __call__(cls, value, names=None, *, module=None, qualname=None,
                 type=None, start=1, boundary=None):
        if names is None:
            return _lookup(cls, value)
        return cls._create_(value, names, module=module, qualname=qualname,
                            type=type, start=start, boundary=boundary)

    def _create_(cls, class_name, names, *, module=None, qualname=None,
                 type=None, start=1, boundary=None):
        """The functional API: Enum('Animal', 'ANT BEE CAT')."""
        metacls = cls.__class__
        if type is None:
            bases = (cls,)
        else:
            bases = (type, cls)
        _, first_enum = cls._get_mixins_(class_name, bases)
        classdict = {}
        if isinstance(names, str):
            names = names.replace(",", " ").split()
        if isinstance(names, (tuple, list)) and names and isinstance(names[0], str):
            original_names = names
            names = []
            last_values = []
            generate = first_enum._generate_next_value_
            for count, name in enumerate(original_names):
                value = generate(name, start, count, last_values[:])
                last_values.append(value)
                names.append((name, value))
        if isinstance(names, dict):
            names = list(names.items())
        for member_name, member_value in names:
            classdict[member_name] = member_value
        classdict["__module__"] = module if module is not None else "__main__"
        if qualname is not None:
            classdict["__qualname__"] = qualname
        if boundary is not None:
            return metacls.__new__(metacls, class_name, bases, classdict,
                                   boundary=boundary)
        return metacls.__new__(metacls, class_name, bases, classdict)

    def __bool__(cls):
        return True

    def __setattr__(cls, name, value):
        if name in getattr(cls, "_member_map_", ()):
            raise AttributeError("cannot reassign member %r" % (name,))
        super().__setattr__(name, value)

    def __delattr__(cls, name):
        if name in getattr(cls, "_member_map_", ()):
            raise AttributeError("%r cannot delete member %r." % (cls.__name__, name))
        super().__delattr__(name)

    def __contains__(cls, member):
        if not isinstance(member, Enum):
            raise TypeError(
                "unsupported operand type(s) for 'in': '%s' and '%s'"
                % (type(member).__qualname__, cls.__class__.__qualname__))
        return isinstance(member, cls) and member._name_ in cls._member_map_

    def __getitem__(cls, name):
        return cls._member_map_[name]

    def __iter__(cls):
        return iter([cls._member_map_[name] for name in cls._member_names_])

    def __reversed__(cls):
        return iter([cls._member_map_[name]
                     for name in reversed(cls._member_names_)])

    def __len__(cls):
        return len(cls._member_names_)

    @_builtin_property
    def __members__(cls):
        """Returns a mapping of member name->value, aliases included."""
        return _MembersProxy(cls._member_map_)

    def __repr__(cls):
        if Flag is not None and issubclass(cls, Flag):
            return "<flag %r>" % (cls.__name__,)
        return "<enum %r>" % (cls.__name__,)


EnumMeta = EnumType

Flag = None
ReprEnum = None


def _lookup(cls, value):
    """Finds the member of `cls` with the value `value` (Color(1))."""
    if type(value) is cls:
        return value
    try:
        return cls._value2member_map_[value]
    except KeyError:
        pass
    except TypeError:
        for m in cls._member_map_.values():
            if m._value_ == value:
                return m
    exc = None
    try:
        result = cls._missing_(value)
    except Exception as e:
        exc = e
        result = None
    if isinstance(result, cls):
        return result
    if (Flag is not None and issubclass(cls, Flag) and cls._boundary_ is EJECT
            and isinstance(result, int)):
        return result
    ve_exc = ValueError("%r is not a valid %s" % (value, cls.__qualname__))
    if result is None and exc is None:
        raise ve_exc
    if exc is None:
        exc = TypeError("error in %s._missing_: returned %r instead of None or "
                        "a valid member" % (cls.__name__, result))
    raise exc


def _data_str(member_type):
    if member_type in (int, float, bool):
        def __str__(self):
            return member_type.__repr__(self)
    else:
        def __str__(self):
            return member_type.__str__(self)
    return __str__


def _data_hash(member_type):
    def __hash__(self):
        return member_type.__hash__(self)
    return __hash__


def _data_format(member_type):
    def __format__(self, format_spec):
        # The data type's format() with an empty spec is str(self).
        if not format_spec:
            return str(self)
        return member_type.__format__(self, format_spec)
    return __format__


class Enum(metaclass=EnumType):
    """Create a collection of name/value pairs."""

    def __init__(self, *args, **kwds):
        pass

    def _generate_next_value_(name, start, count, last_values):
        """Generate the next value when not given."""
        if not last_values:
            return start
        for v in reversed(last_values):
            try:
                return v + 1
            except TypeError:
                pass
        return start

    @classmethod
    def _missing_(cls, value):
        return None

    def __repr__(self):
        return "<%s.%s: %r>" % (self.__class__.__name__, self._name_,
                                self._value_)

    def __str__(self):
        return "%s.%s" % (self.__class__.__name__, self._name_)

    def __format__(self, format_spec):
        return format(str(self), format_spec)

    def __hash__(self):
        return hash(self._name_)

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    def __reduce_ex__(self, proto):
        return self.__class__, (self._value_,)

    @_builtin_property
    def name(self):
        """The name of the Enum member."""
        return self._name_

    @_builtin_property
    def value(self):
        """The value of the Enum member."""
        return self._value_


class ReprEnum(Enum):
    """Only changes the repr(), leaving str() and format() to the mixed-in
    type."""


_enum_ready = True


class IntEnum(int, ReprEnum):
    """Enum where members are also (and must be) ints"""


class StrEnum(str, ReprEnum):
    """Enum where members are also (and must be) strings"""

    def __new__(cls, *values):
        if len(values) > 3:
            raise TypeError("too many arguments for str(): %r" % (values,))
        if len(values) == 1:
            if not isinstance(values[0], str):
                raise TypeError("%r is not a string" % (values[0],))
        if len(values) >= 2:
            if not isinstance(values[1], str):
                raise TypeError("encoding must be a string, not %r" % (values[1],))
        if len(values) == 3:
            if not isinstance(values[2], str):
                raise TypeError("errors must be a string, not %r" % (values[2],))
        value = str(*values)
        member = str.__new__(cls, value)
        member._value_ = value
        return member

    def _generate_next_value_(name, start, count, last_values):
        """Return the lower-cased version of the member name."""
        return name.lower()


class FlagBoundary(StrEnum):
    """Control how out of range values are handled: STRICT raises, CONFORM
    discards the extra bits, EJECT gives a plain int, KEEP keeps them."""
    STRICT = auto()
    CONFORM = auto()
    EJECT = auto()
    KEEP = auto()


STRICT = FlagBoundary.STRICT
CONFORM = FlagBoundary.CONFORM
EJECT = FlagBoundary.EJECT
KEEP = FlagBoundary.KEEP


class Flag(Enum, boundary=STRICT):
    """Support for flags: members combine with the bitwise operators."""

    def _generate_next_value_(name, start, count, last_values):
        """Generate the next value when not given: the next power of two."""
        if not count:
            return start if start is not None else 1
        last_value = max(last_values)
        try:
            high_bit = last_value.bit_length() - 1
        except Exception:
            raise TypeError("invalid flag value %r" % (last_value,)) from None
        return 2 ** (high_bit + 1)

    @classmethod
    def _numeric_repr_(cls, value):
        return repr(value)

    @classmethod
    def _iter_member_(cls, value):
        """The canonical members whose bits are all in `value`, in definition
        order."""
        for name in cls._member_names_:
            m = cls._member_map_[name]
            if m._value_ & value == m._value_:
                yield m

    @classmethod
    def _missing_(cls, value):
        """Creates the pseudo-member of a combination of flags."""
        if not isinstance(value, int):
            raise ValueError("%r is not a valid %s" % (value, cls.__qualname__))
        flag_mask = cls._flag_mask_
        singles_mask = cls._singles_mask_
        all_bits = cls._all_bits_
        neg_value = None
        if not (~all_bits <= value <= all_bits) or value & (all_bits ^ flag_mask):
            boundary = cls._boundary_
            if boundary is STRICT:
                max_bits = max(value.bit_length(), flag_mask.bit_length())
                raise ValueError("%r invalid value %r\n    given %s\n  allowed %s"
                                 % (cls, value, _bits_repr(value, max_bits),
                                    _bits_repr(flag_mask, max_bits)))
            elif boundary is CONFORM:
                value = value & flag_mask
            elif boundary is EJECT:
                return value
            elif boundary is KEEP:
                if value < 0:
                    value = max(all_bits + 1, 2 ** value.bit_length()) + value
            else:
                raise ValueError("%r unknown flag boundary %r"
                                 % (cls, cls._boundary_))
        if value < 0:
            neg_value = value
            value = all_bits + 1 + value
        unknown = value & ~flag_mask
        aliases = value & ~singles_mask
        member_value = value & singles_mask
        if unknown and cls._boundary_ is not KEEP:
            raise ValueError("%s(%r) -->  unknown values %r [%s]"
                             % (cls.__name__, value, unknown, bin(unknown)))
        if cls._member_type_ is object:
            pseudo_member = object.__new__(cls)
        else:
            pseudo_member = cls._member_type_.__new__(cls, value)
        if not hasattr(pseudo_member, "_value_"):
            pseudo_member._value_ = value
        if member_value or aliases:
            members = []
            combined = 0
            for m in cls._iter_member_(member_value):
                members.append(m)
                combined |= m._value_
            if aliases:
                wanted = member_value | aliases
                for m in cls._member_map_.values():
                    if (m not in members and m._value_
                            and m._value_ & wanted == m._value_):
                        members.append(m)
                        combined |= m._value_
            unknown = value ^ combined
            pseudo_member._name_ = "|".join([m._name_ for m in members])
            if not combined:
                pseudo_member._name_ = None
            elif unknown and cls._boundary_ is STRICT:
                raise ValueError("%r: no members with value %r"
                                 % (cls, unknown))
            elif unknown:
                pseudo_member._name_ += "|%s" % cls._numeric_repr_(unknown)
        else:
            pseudo_member._name_ = None
        if not unknown:
            if value in cls._value2member_map_:
                pseudo_member = cls._value2member_map_[value]
            else:
                cls._value2member_map_[value] = pseudo_member
            if neg_value is not None:
                cls._value2member_map_[neg_value] = pseudo_member
        return pseudo_member

    def __contains__(self, other):
        if not isinstance(other, self.__class__):
            raise TypeError(
                "unsupported operand type(s) for 'in': %r and %r"
                % (type(other).__qualname__, self.__class__.__qualname__))
        return other._value_ & self._value_ == other._value_

    def __iter__(self):
        return iter(list(self._iter_member_(self._value_)))

    def __len__(self):
        return bin(self._value_).count("1")

    def __repr__(self):
        cls_name = self.__class__.__name__
        if self._name_ is None:
            return "<%s: %r>" % (cls_name, self._value_)
        return "<%s.%s: %r>" % (cls_name, self._name_, self._value_)

    def __str__(self):
        cls_name = self.__class__.__name__
        if self._name_ is None:
            return "%s(%r)" % (cls_name, self._value_)
        return "%s.%s" % (cls_name, self._name_)

    def __bool__(self):
        return bool(self._value_)

    def _other_value(self, other):
        if isinstance(other, self.__class__):
            return other._value_
        if self._member_type_ is not object and isinstance(other, self._member_type_):
            return other
        return NotImplemented

    def __or__(self, other):
        other_value = self._other_value(other)
        if other_value is NotImplemented:
            return NotImplemented
        return self.__class__(self._value_ | other_value)

    def __and__(self, other):
        other_value = self._other_value(other)
        if other_value is NotImplemented:
            return NotImplemented
        return self.__class__(self._value_ & other_value)

    def __xor__(self, other):
        other_value = self._other_value(other)
        if other_value is NotImplemented:
            return NotImplemented
        return self.__class__(self._value_ ^ other_value)

    def __invert__(self):
        boundary = self.__class__._boundary_
        if boundary is EJECT or boundary is KEEP:
            return self.__class__(~self._value_)
        return self.__class__(self.__class__._singles_mask_ & ~self._value_)

    __ror__ = __or__
    __rand__ = __and__
    __rxor__ = __xor__


Flag._boundary_ = STRICT
Flag._flag_mask_ = 0
Flag._singles_mask_ = 0
Flag._all_bits_ = 0


class IntFlag(int, ReprEnum, Flag, boundary=KEEP):
    """Support for integer-based Flags"""


def unique(enumeration):
    """Class decorator for enumerations ensuring unique member values."""
    duplicates = []
    for name, m in enumeration.__members__.items():
        if name != m.name:
            duplicates.append((name, m.name))
    if duplicates:
        alias_details = ", ".join(["%s -> %s" % (alias, name)
                                   for (alias, name) in duplicates])
        raise ValueError("duplicate values found in %r: %s"
                         % (enumeration, alias_details))
    return enumeration


def global_enum(cls):
    """Decorator that makes the members' names available as module globals
    (ember: only the repr/str forms are not changed)."""
    return cls
