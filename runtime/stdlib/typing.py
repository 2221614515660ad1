"""Support for type hints: the names programs import from `typing`.

ember's own implementation of the documented runtime behaviour of CPython
3.11's `typing` module, written for ember (not derived from CPython's source).
Subscriptions such as `List[int]`, `Dict[str, int]` and `Optional[int]` give
alias objects that print as CPython prints them, compare equal as CPython's do
and refuse isinstance checks as CPython's do; the unsubscripted aliases check
against the builtin or `collections.abc` class they stand for.

ember-specific notes: `Generic`, `Protocol` and user generic classes are
subscripted through their metaclass, and `Generic[T]` and `Protocol[T]` give the
class itself.
`get_type_hints` does not evaluate string annotations other than plain names.
"""

import sys
import collections

import collections.abc as _abc

__all__ = [
    "Annotated", "Any", "Callable", "ClassVar", "Concatenate", "Final",
    "ForwardRef", "Generic", "Literal", "Optional", "ParamSpec", "Protocol",
    "Tuple", "Type", "TypeVar", "TypeVarTuple", "Union",
    "AbstractSet", "ByteString", "Container", "Hashable",
    "ItemsView", "Iterable", "Iterator", "KeysView", "Mapping", "MappingView",
    "MutableMapping", "MutableSequence", "MutableSet", "Sequence", "Sized",
    "ValuesView", "Awaitable", "AsyncIterator", "AsyncIterable", "Coroutine",
    "Collection", "AsyncGenerator", "Reversible", "SupportsAbs",
    "SupportsBytes", "SupportsComplex", "SupportsFloat", "SupportsIndex",
    "SupportsInt", "SupportsRound", "ChainMap", "Counter", "Deque", "Dict",
    "DefaultDict", "List", "OrderedDict", "Set", "FrozenSet", "NamedTuple",
    "TypedDict", "Generator", "AnyStr", "assert_never", "assert_type", "cast",
    "dataclass_transform", "final", "get_args", "get_origin",
    "get_type_hints", "is_typeddict", "LiteralString", "Never", "NewType",
    "no_type_check", "NoReturn", "NotRequired", "overload",
    "ParamSpecArgs", "ParamSpecKwargs", "Required", "reveal_type",
    "runtime_checkable", "Self", "Text", "TYPE_CHECKING", "TypeAlias",
    "TypeGuard", "Unpack",
]

TYPE_CHECKING = False

_NoneType = type(None)


def _function():
    pass


_FunctionType = type(_function)


def _type_repr(obj):
    """How a type shows inside an alias's repr: 'int', '__main__.Point',
    '...', 'typing.List[int]'."""
    if isinstance(obj, type):
        if obj.__module__ == "builtins":
            return obj.__qualname__
        return "%s.%s" % (obj.__module__, obj.__qualname__)
    if obj is Ellipsis:
        return "..."
    if isinstance(obj, _FunctionType):
        return obj.__name__
    return repr(obj)


def _type_convert(arg):
    if arg is None:
        return _NoneType
    if isinstance(arg, str):
        return ForwardRef(arg)
    return arg


def _type_check(arg, msg):
    arg = _type_convert(arg)
    if isinstance(arg, _GenericAlias) and arg.__origin__ in (ClassVar, Final):
        raise TypeError("%s is not valid as type argument" % (arg,))
    if arg in (Any, LiteralString, NoReturn, Never, Self, TypeAlias):
        return arg
    if isinstance(arg, _SpecialForm):
        raise TypeError("Plain %s is not valid as type argument" % (arg,))
    if type(arg) is tuple:
        raise TypeError("%s Got %s." % (msg, repr(arg)[:100]))
    return arg


def _collect_parameters(args):
    params = []
    for arg in args:
        if isinstance(arg, TypeVar):
            if arg not in params:
                params.append(arg)
        elif isinstance(arg, list):
            for p in _collect_parameters(arg):
                if p not in params:
                    params.append(p)
        else:
            if isinstance(arg, type):
                continue
            for p in getattr(arg, "__parameters__", ()):
                if p not in params:
                    params.append(p)
    return tuple(params)


class _Final:
    """Operators shared by the typing objects: X | Y is Union[X, Y]."""

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]


################################################################################
# Special forms: Any, Union, Optional, ClassVar, Final, Literal, ...
################################################################################

class _SpecialForm(_Final):
    def __init__(self, name, getitem=None, doc=None):
        self._name = name
        self._getitem = getitem
        self.__doc__ = doc

    def __repr__(self):
        return "typing." + self._name

    def __reduce__(self):
        return self._name

    def __call__(self, *args, **kwds):
        raise TypeError("Cannot instantiate %r" % (self,))

    def __instancecheck__(self, obj):
        raise TypeError("%s cannot be used with isinstance()" % (self,))

    def __subclasscheck__(self, cls):
        raise TypeError("%s cannot be used with issubclass()" % (self,))

    def __getitem__(self, parameters):
        if self._getitem is None:
            raise TypeError("%s is not subscriptable" % (self,))
        return self._getitem(self, parameters)

    def __eq__(self, other):
        return self is other

    def __hash__(self):
        return hash(self._name)


def _single_type_form(self, parameters):
    item = _type_check(parameters, "%s accepts only single type." % (self._name,))
    return _GenericAlias(self, (item,), name=self._name)


def _union_getitem(self, parameters):
    if parameters == ():
        raise TypeError("Cannot take a Union of no types.")
    if not isinstance(parameters, tuple):
        parameters = (parameters,)
    msg = "Union[arg, ...]: each arg must be a type."
    flat = []
    for p in parameters:
        p = _type_check(p, msg)
        if isinstance(p, _UnionGenericAlias):
            flat.extend(p.__args__)
        else:
            flat.append(p)
    unique = []
    for p in flat:
        if p not in unique:
            unique.append(p)
    if len(unique) == 1:
        return unique[0]
    return _UnionGenericAlias(self, tuple(unique))


def _optional_getitem(self, parameters):
    if isinstance(parameters, tuple):
        raise TypeError("typing.Optional requires a single type. Got %r."
                        % (parameters,))
    arg = _type_check(parameters, "Optional[t] requires a single type.")
    return Union[arg, type(None)]


def _literal_getitem(self, parameters):
    if not isinstance(parameters, tuple):
        parameters = (parameters,)
    unique = []
    seen = []
    for p in parameters:
        key = (p, type(p))
        if key not in seen:
            seen.append(key)
            unique.append(p)
    return _LiteralGenericAlias(self, tuple(unique))


def _concatenate_getitem(self, parameters):
    if parameters == ():
        raise TypeError("Cannot take a Concatenate of no types.")
    if not isinstance(parameters, tuple):
        parameters = (parameters,)
    return _GenericAlias(self, parameters, name="Concatenate")


def _annotated_getitem(self, params):
    if not isinstance(params, tuple) or len(params) < 2:
        raise TypeError("Annotated[...] should be used with at least two "
                        "arguments (a type and an annotation).")
    origin = _type_check(params[0], "Annotated[t, ...]: t must be a type.")
    return _AnnotatedAlias(origin, tuple(params[1:]))


class _AnyForm(_SpecialForm):
    def __subclasscheck__(self, cls):
        # CPython 3.11's Any is a class: issubclass(X, Any) is False.
        return False


Any = _AnyForm("Any", doc="Special type indicating an unconstrained type.")
NoReturn = _SpecialForm("NoReturn", doc="Special type indicating functions that never return.")
Never = _SpecialForm("Never", doc="The bottom type, a type that has no members.")
Self = _SpecialForm("Self", doc="Used to spell the type of \"self\" in classes.")
LiteralString = _SpecialForm("LiteralString", doc="Represents an arbitrary literal string.")
TypeAlias = _SpecialForm("TypeAlias", doc="Special form for marking type aliases.")
ClassVar = _SpecialForm("ClassVar", _single_type_form,
                        doc="Special type construct to mark class variables.")
Final = _SpecialForm("Final", _single_type_form,
                     doc="Special typing construct to indicate final names.")
Union = _SpecialForm("Union", _union_getitem,
                     doc="Union type; Union[X, Y] means either X or Y.")
Optional = _SpecialForm("Optional", _optional_getitem,
                        doc="Optional type; Optional[X] is equivalent to Union[X, None].")
Literal = _SpecialForm("Literal", _literal_getitem,
                       doc="Special typing form to define literal types.")
Concatenate = _SpecialForm("Concatenate", _concatenate_getitem)
TypeGuard = _SpecialForm("TypeGuard", _single_type_form)
Required = _SpecialForm("Required", _single_type_form)
NotRequired = _SpecialForm("NotRequired", _single_type_form)
Unpack = _SpecialForm("Unpack", _single_type_form)
Annotated = _SpecialForm("Annotated", _annotated_getitem)


################################################################################
# Type variables and forward references
################################################################################

class TypeVar(_Final):
    """Type variable: T = TypeVar('T'), shown as ~T (+T covariant, -T
    contravariant)."""

    def __init__(self, name, *constraints, bound=None, covariant=False,
                 contravariant=False):
        self.__name__ = name
        if covariant and contravariant:
            raise ValueError("Bivariant types are not supported.")
        self.__covariant__ = bool(covariant)
        self.__contravariant__ = bool(contravariant)
        if constraints and bound is not None:
            raise TypeError("Constraints cannot be combined with bound=...")
        if len(constraints) == 1:
            raise TypeError("A single constraint is not allowed")
        msg = "TypeVar(name, constraint, ...): constraints must be types."
        self.__constraints__ = tuple([_type_check(t, msg) for t in constraints])
        if bound is not None:
            self.__bound__ = _type_check(bound, "Bound must be a type.")
        else:
            self.__bound__ = None
        self.__module__ = "__main__"

    def __repr__(self):
        if self.__covariant__:
            prefix = "+"
        elif self.__contravariant__:
            prefix = "-"
        else:
            prefix = "~"
        return prefix + self.__name__

    def __reduce__(self):
        return self.__name__


class TypeVarTuple(_Final):
    def __init__(self, name):
        self.__name__ = name

    def __repr__(self):
        return self.__name__

    def __iter__(self):
        yield Unpack[self]


class ParamSpecArgs(_Final):
    def __init__(self, origin):
        self.__origin__ = origin

    def __repr__(self):
        return "%s.args" % (self.__origin__.__name__,)


class ParamSpecKwargs(_Final):
    def __init__(self, origin):
        self.__origin__ = origin

    def __repr__(self):
        return "%s.kwargs" % (self.__origin__.__name__,)


class ParamSpec(_Final):
    def __init__(self, name, *, bound=None, covariant=False,
                 contravariant=False):
        self.__name__ = name
        self.__bound__ = bound
        self.__covariant__ = bool(covariant)
        self.__contravariant__ = bool(contravariant)
        self.args = ParamSpecArgs(self)
        self.kwargs = ParamSpecKwargs(self)

    def __repr__(self):
        if self.__covariant__:
            prefix = "+"
        elif self.__contravariant__:
            prefix = "-"
        else:
            prefix = "~"
        return prefix + self.__name__


class ForwardRef(_Final):
    """A forward reference: the string in List['Node']."""

    def __init__(self, arg, is_argument=True, module=None, *, is_class=False):
        if not isinstance(arg, str):
            raise TypeError("Forward reference must be a string -- got %r" % (arg,))
        self.__forward_arg__ = arg
        self.__forward_evaluated__ = False
        self.__forward_value__ = None
        self.__forward_is_argument__ = is_argument
        self.__forward_is_class__ = is_class
        self.__forward_module__ = module

    def __eq__(self, other):
        if not isinstance(other, ForwardRef):
            return NotImplemented
        return (self.__forward_arg__ == other.__forward_arg__
                and self.__forward_module__ == other.__forward_module__)

    def __hash__(self):
        return hash((self.__forward_arg__, self.__forward_module__))

    def __repr__(self):
        if self.__forward_module__ is None:
            return "ForwardRef(%r)" % (self.__forward_arg__,)
        return "ForwardRef(%r, module=%r)" % (self.__forward_arg__,
                                              self.__forward_module__)




################################################################################
# Generic aliases: List[int], Dict[str, int], Callable[[int], str], ...
################################################################################

def _is_alias(obj):
    return isinstance(obj, (_GenericAlias, _SpecialGenericAlias))


def _is_generic_class(obj):
    return isinstance(obj, type) and Generic is not None and issubclass(obj, Generic)


def _resolve_bases(bases):
    """What CPython's __mro_entries__ gives for these bases."""
    new_bases = []
    for i in range(len(bases)):
        b = bases[i]
        if isinstance(b, type):
            new_bases.append(b)
            continue
        entries = getattr(b, "__mro_entries__", None)
        if entries is None:
            new_bases.append(b)
        else:
            for e in entries(bases):
                new_bases.append(e)
    return tuple(new_bases)


def _winning_metaclass(bases):
    winner = type
    for b in bases:
        meta = type(b)
        if issubclass(winner, meta):
            continue
        if issubclass(meta, winner):
            winner = meta
            continue
        raise TypeError("metaclass conflict: the metaclass of a derived class "
                        "must be a (non-strict) subclass of the metaclasses of "
                        "all its bases")
    return winner


def _class_from_alias_bases(name, bases, namespace, kwds):
    """Creates the class `class name(List[int]): ...`: ember calls the type of
    a non-class base with the class's name, bases and namespace."""
    new_bases = _resolve_bases(bases)
    ns = dict(namespace)
    ns["__orig_bases__"] = bases
    meta = _winning_metaclass(new_bases)
    return meta(name, new_bases, ns, **kwds)


def _is_class_creation(args):
    return (len(args) == 3 and isinstance(args[0], str)
            and isinstance(args[1], tuple) and isinstance(args[2], dict))


class _BaseAlias(_Final):
    def __new__(cls, *args, **kwds):
        if _is_class_creation(args):
            return _class_from_alias_bases(args[0], args[1], args[2], kwds)
        return object.__new__(cls)

    def __mro_entries__(self, bases):
        res = []
        if self.__origin__ not in bases:
            res.append(self.__origin__)
        i = 0
        while i < len(bases) and bases[i] is not self:
            i += 1
        for b in bases[i + 1:]:
            if _is_alias(b) or _is_generic_class(b):
                break
        else:
            if Generic is not None and not _is_generic_class(self.__origin__):
                res.append(Generic)
        return tuple(res)

    def __call__(self, *args, **kwargs):
        if not self._inst:
            raise TypeError("Type %s cannot be instantiated; use %s() instead"
                            % (self._name, self.__origin__.__name__.lower()))
        result = self.__origin__(*args, **kwargs)
        if _is_generic_class(self.__origin__):
            try:
                result.__orig_class__ = self
            except Exception:
                pass
        return result


class _GenericAlias(_BaseAlias):
    """A subscripted generic: List[int], Stack[str], ClassVar[int]."""

    def __init__(self, origin, args, *, inst=True, name=None):
        if not isinstance(args, tuple):
            args = (args,)
        self.__origin__ = origin
        self.__args__ = tuple([Ellipsis if a is Ellipsis else
                               (_NoneType if a is None else a) for a in args])
        self.__parameters__ = _collect_parameters(self.__args__)
        self._inst = inst
        self._name = name

    def __repr__(self):
        if self._name:
            name = "typing." + self._name
        else:
            name = _type_repr(self.__origin__)
        if self.__args__:
            args = ", ".join([_type_repr(a) for a in self.__args__])
        else:
            args = "()"
        return "%s[%s]" % (name, args)

    def __eq__(self, other):
        if not isinstance(other, _GenericAlias):
            return NotImplemented
        return (self.__origin__ == other.__origin__
                and self.__args__ == other.__args__)

    def __hash__(self):
        return hash((self.__origin__, self.__args__))

    def __instancecheck__(self, obj):
        raise TypeError("Subscripted generics cannot be used with class and "
                        "instance checks")

    def __subclasscheck__(self, cls):
        raise TypeError("Subscripted generics cannot be used with class and "
                        "instance checks")

    def __getitem__(self, args):
        """Substitutes the alias's type variables: Dict[str, T][int]."""
        if not self.__parameters__:
            raise TypeError("%s is not a generic class" % (self,))
        if not isinstance(args, tuple):
            args = (args,)
        params = self.__parameters__
        if len(args) != len(params):
            raise TypeError("Too %s arguments for %s; actual %d, expected %d"
                            % ("many" if len(args) > len(params) else "few",
                               self, len(args), len(params)))
        subst = {}
        for p, a in zip(params, args):
            subst[p] = _type_convert(a)
        new_args = tuple([_substitute(a, subst) for a in self.__args__])
        return self.copy_with(new_args)

    def copy_with(self, args):
        return _GenericAlias(self.__origin__, args, name=self._name,
                             inst=self._inst)

    def __getattr__(self, attr):
        if attr in ("__origin__", "__args__", "_name", "_inst",
                    "__parameters__") or (attr.startswith("__") and attr.endswith("__")):
            raise AttributeError(attr)
        return getattr(self.__origin__, attr)


def _substitute(arg, subst):
    if isinstance(arg, TypeVar):
        return subst.get(arg, arg)
    if isinstance(arg, list):
        return [_substitute(a, subst) for a in arg]
    if isinstance(arg, _GenericAlias) and arg.__parameters__:
        return arg[tuple([subst.get(p, p) for p in arg.__parameters__])]
    return arg


def _is_param_expr(arg):
    return (arg is Ellipsis or isinstance(arg, (tuple, list, ParamSpec))
            or (isinstance(arg, _GenericAlias) and arg.__origin__ is Concatenate))


class _CallableGenericAlias(_GenericAlias):
    def __repr__(self):
        args = self.__args__
        if len(args) == 2 and _is_param_expr(args[0]):
            return "typing.Callable[%s, %s]" % (_type_repr(args[0]),
                                                _type_repr(args[1]))
        params = ", ".join([_type_repr(a) for a in args[:-1]])
        return "typing.Callable[[%s], %s]" % (params, _type_repr(args[-1]))

    def copy_with(self, args):
        return _CallableGenericAlias(self.__origin__, args, name=self._name,
                                     inst=self._inst)


class _UnionGenericAlias(_GenericAlias):
    def __init__(self, origin, args):
        _GenericAlias.__init__(self, origin, args)

    def __repr__(self):
        args = self.__args__
        if len(args) == 2:
            if args[0] is _NoneType:
                return "typing.Optional[%s]" % (_type_repr(args[1]),)
            if args[1] is _NoneType:
                return "typing.Optional[%s]" % (_type_repr(args[0]),)
        return "typing.Union[%s]" % (", ".join([_type_repr(a) for a in args]),)

    def __eq__(self, other):
        if not isinstance(other, _UnionGenericAlias):
            return NotImplemented
        return _as_set(self.__args__) == _as_set(other.__args__)

    def __hash__(self):
        return hash(frozenset(_hashable_args(self.__args__)))

    def __instancecheck__(self, obj):
        return self.__subclasscheck__(type(obj))

    def __subclasscheck__(self, cls):
        for arg in self.__args__:
            if _is_alias(arg) and not isinstance(arg, _SpecialGenericAlias):
                raise TypeError("Subscripted generics cannot be used with class "
                                "and instance checks")
            if isinstance(arg, _SpecialForm):
                raise TypeError("%s cannot be used with issubclass()" % (arg,))
        for arg in self.__args__:
            if issubclass(cls, arg):
                return True
        return False

    def copy_with(self, args):
        return Union[args]


def _hashable_args(args):
    result = []
    for a in args:
        try:
            hash(a)
            result.append(a)
        except TypeError:
            result.append(repr(a))
    return result


def _as_set(args):
    return set(_hashable_args(args))


class _LiteralGenericAlias(_GenericAlias):
    def __init__(self, origin, args):
        self.__origin__ = origin
        self.__args__ = args
        self.__parameters__ = ()
        self._inst = True
        self._name = "Literal"

    def __repr__(self):
        return "typing.Literal[%s]" % (", ".join([repr(a) for a in self.__args__]),)

    def __eq__(self, other):
        if not isinstance(other, _LiteralGenericAlias):
            return NotImplemented
        return _as_set(self.__args__) == _as_set(other.__args__)

    def __hash__(self):
        return hash(frozenset(_hashable_args(self.__args__)))


class _AnnotatedAlias(_GenericAlias):
    def __init__(self, origin, metadata):
        _GenericAlias.__init__(self, origin, (origin,))
        self.__metadata__ = metadata

    def __repr__(self):
        return "typing.Annotated[%s, %s]" % (
            _type_repr(self.__origin__),
            ", ".join([repr(a) for a in self.__metadata__]))

    def __eq__(self, other):
        if not isinstance(other, _AnnotatedAlias):
            return NotImplemented
        return (self.__origin__ == other.__origin__
                and self.__metadata__ == other.__metadata__)

    def __hash__(self):
        return hash((self.__origin__, self.__metadata__))


class _SpecialGenericAlias(_BaseAlias):
    """An unsubscripted alias of a builtin or collections.abc class: List,
    Dict, Sequence, Callable, Tuple."""

    def __init__(self, origin, nparams, *, inst=True, name=None):
        self.__origin__ = origin
        self._nparams = nparams
        self._inst = inst
        self._name = name if name is not None else origin.__name__
        self.__parameters__ = ()
        self.__args__ = ()

    def __repr__(self):
        return "typing." + self._name

    def __getitem__(self, params):
        if not isinstance(params, tuple):
            params = (params,)
        msg = "Parameters to generic types must be types."
        params = tuple([_type_check(p, msg) for p in params])
        if len(params) != self._nparams:
            raise TypeError("Too %s arguments for %s; actual %d, expected %d"
                            % ("many" if len(params) > self._nparams else "few",
                               self, len(params), self._nparams))
        return _GenericAlias(self.__origin__, params, name=self._name,
                             inst=self._inst)

    def __instancecheck__(self, obj):
        return isinstance(obj, self.__origin__)

    def __subclasscheck__(self, cls):
        if isinstance(cls, _SpecialGenericAlias):
            return issubclass(cls.__origin__, self.__origin__)
        if not isinstance(cls, type):
            raise TypeError("issubclass() arg 1 must be a class")
        return issubclass(cls, self.__origin__)

    def __eq__(self, other):
        if not isinstance(other, _SpecialGenericAlias):
            return NotImplemented
        return self.__origin__ is other.__origin__ and self._name == other._name

    def __hash__(self):
        return hash((self.__origin__, self._name))

    def __getattr__(self, attr):
        if attr.startswith("__") and attr.endswith("__"):
            raise AttributeError(attr)
        if attr in ("_name", "_inst", "_nparams"):
            raise AttributeError(attr)
        return getattr(self.__origin__, attr)


class _CallableType(_SpecialGenericAlias):
    def __getitem__(self, params):
        if not isinstance(params, tuple) or len(params) != 2:
            raise TypeError("Callable must be used as Callable[[arg, ...], result].")
        args, result = params
        if isinstance(args, list):
            params = tuple([_type_convert(a) for a in args]) + (_type_convert(result),)
        else:
            # Like CPython 3.11, anything is accepted as the arguments.
            params = (args, _type_convert(result))
        return _CallableGenericAlias(self.__origin__, params, name="Callable")


class _TupleType(_SpecialGenericAlias):
    def __getitem__(self, params):
        if params == ():
            return _GenericAlias(tuple, (), name="Tuple", inst=False)
        if not isinstance(params, tuple):
            params = (params,)
        if len(params) >= 2 and params[-1] is Ellipsis:
            msg = "Tuple[t, ...]: t must be a type."
            params = tuple([_type_check(p, msg) for p in params[:-1]])
            return _GenericAlias(tuple, params + (Ellipsis,), name="Tuple",
                                 inst=False)
        msg = "Tuple[t0, t1, ...]: each t must be a type."
        params = tuple([_type_check(p, msg) for p in params])
        return _GenericAlias(tuple, params, name="Tuple", inst=False)


Hashable = _SpecialGenericAlias(_abc.Hashable, 0)
Awaitable = _SpecialGenericAlias(_abc.Awaitable, 1)
Coroutine = _SpecialGenericAlias(_abc.Coroutine, 3)
AsyncIterable = _SpecialGenericAlias(_abc.AsyncIterable, 1)
AsyncIterator = _SpecialGenericAlias(_abc.AsyncIterator, 1)
Iterable = _SpecialGenericAlias(_abc.Iterable, 1)
Iterator = _SpecialGenericAlias(_abc.Iterator, 1)
Reversible = _SpecialGenericAlias(_abc.Reversible, 1)
Sized = _SpecialGenericAlias(_abc.Sized, 0)
Container = _SpecialGenericAlias(_abc.Container, 1)
Collection = _SpecialGenericAlias(_abc.Collection, 1)
Callable = _CallableType(_abc.Callable, 2)
AbstractSet = _SpecialGenericAlias(_abc.Set, 1, name="AbstractSet")
MutableSet = _SpecialGenericAlias(_abc.MutableSet, 1)
Mapping = _SpecialGenericAlias(_abc.Mapping, 2)
MutableMapping = _SpecialGenericAlias(_abc.MutableMapping, 2)
Sequence = _SpecialGenericAlias(_abc.Sequence, 1)
MutableSequence = _SpecialGenericAlias(_abc.MutableSequence, 1)
ByteString = _SpecialGenericAlias(_abc.ByteString, 0)
Tuple = _TupleType(tuple, -1, inst=False, name="Tuple")
List = _SpecialGenericAlias(list, 1, inst=False, name="List")
Deque = _SpecialGenericAlias(collections.deque, 1, name="Deque")
Set = _SpecialGenericAlias(set, 1, inst=False, name="Set")
FrozenSet = _SpecialGenericAlias(frozenset, 1, inst=False, name="FrozenSet")
MappingView = _SpecialGenericAlias(_abc.MappingView, 1)
KeysView = _SpecialGenericAlias(_abc.KeysView, 1)
ItemsView = _SpecialGenericAlias(_abc.ItemsView, 2)
ValuesView = _SpecialGenericAlias(_abc.ValuesView, 1)
Dict = _SpecialGenericAlias(dict, 2, inst=False, name="Dict")
DefaultDict = _SpecialGenericAlias(collections.defaultdict, 2, name="DefaultDict")
OrderedDict = _SpecialGenericAlias(collections.OrderedDict, 2)
Counter = _SpecialGenericAlias(collections.Counter, 1)
ChainMap = _SpecialGenericAlias(collections.ChainMap, 2)
Generator = _SpecialGenericAlias(_abc.Generator, 3)
AsyncGenerator = _SpecialGenericAlias(_abc.AsyncGenerator, 2)
Type = _SpecialGenericAlias(type, 1, name="Type")
Text = str
AnyStr = TypeVar("AnyStr", bytes, str)
AnyStr.__module__ = "typing"


################################################################################
# Generic and Protocol
################################################################################

Generic = None
Protocol = None

# The parameters of the Generic[...] or Protocol[...] subscriptions whose class
# has not been created yet (Generic[T] gives Generic itself, so the class
# learns its parameters from here).
_pending_parameters = []


# How many class checks of generic classes are running: the checks of
# non-runtime protocols that the ABC machinery makes while walking a class's
# subclasses are answered instead of refused (as CPython does).
_check_depth = 0


class _GenericMeta(_abc.ABCMeta):
    """The metaclass of Generic: subscription of generic classes.  (It derives
    from ABCMeta so that generic classes can also be abstract base classes.)"""

    def __subclasscheck__(cls, other):
        global _check_depth
        if cls is Generic or cls is Protocol:
            if not isinstance(other, type):
                raise TypeError("issubclass() arg 1 must be a class")
            return cls in other.__mro__
        _check_depth += 1
        try:
            return _abc.ABCMeta.__subclasscheck__(cls, other)
        finally:
            _check_depth -= 1

    def __instancecheck__(cls, instance):
        return cls.__subclasscheck__(type(instance))

    def __new__(mcls, name, bases, namespace, **kwds):
        cls = super().__new__(mcls, name, bases, namespace, **kwds)
        params = None
        if "__orig_bases__" not in namespace and Generic is not None and (
                Generic in bases or (Protocol is not None and Protocol in bases)):
            if _pending_parameters:
                params = _pending_parameters.pop()
        if params is None:
            params = []
            for b in namespace.get("__orig_bases__", ()):
                if isinstance(b, _GenericAlias):
                    for p in b.__parameters__:
                        if p not in params:
                            params.append(p)
        cls.__parameters__ = tuple(params)
        return cls

    def __getitem__(cls, params):
        if not isinstance(params, tuple):
            params = (params,)
        if cls is Generic or cls is Protocol:
            if not params:
                raise TypeError("Parameter list to %s[...] cannot be empty"
                                % (cls.__qualname__,))
            for p in params:
                if not isinstance(p, (TypeVar, ParamSpec, TypeVarTuple)):
                    raise TypeError("Parameters to %s[...] must all be type "
                                    "variables or parameter specification "
                                    "variables." % (cls.__name__,))
            for i in range(len(params)):
                if params[i] in params[i + 1:]:
                    raise TypeError("Parameters to %s[...] must all be unique"
                                    % (cls.__name__,))
            _pending_parameters.append(tuple(params))
            return cls
        expected = cls.__parameters__
        if not expected:
            raise TypeError("%s is not a generic class" % (cls,))
        if len(params) != len(expected):
            raise TypeError("Too %s arguments for %s; actual %d, expected %d"
                            % ("many" if len(params) > len(expected) else "few",
                               cls, len(params), len(expected)))
        msg = "Parameters to generic types must be types."
        params = tuple([_type_check(p, msg) for p in params])
        return _GenericAlias(cls, params)


class Generic(metaclass=_GenericMeta):
    """Abstract base class for generic types: class Stack(Generic[T])."""

    __slots__ = ()
    _is_protocol = False


_PROTO_EXCLUDED = frozenset([
    "__abstractmethods__", "__annotations__", "__weakref__", "_is_protocol",
    "_is_runtime_protocol", "__dict__", "__args__", "__slots__",
    "__next_in_mro__", "__parameters__", "__origin__", "__orig_bases__",
    "__extra__", "__tree_hash__", "__doc__", "__subclasshook__", "__init__",
    "__new__", "__module__", "_MutableMapping__marker", "_gorg",
    "__qualname__", "__match_args__", "__class_getitem__",
    "__protocol_attrs__", "_abc_registry", "__abstractmethods__"])


def _get_protocol_attrs(cls):
    attrs = []
    for base in cls.__mro__[:-1]:
        if base.__name__ in ("Protocol", "Generic"):
            continue
        try:
            ns = base.__dict__
        except Exception:
            continue
        names = list(ns) + list(ns.get("__annotations__", {}))
        for attr in names:
            if attr.startswith("_abc_") or attr in _PROTO_EXCLUDED:
                continue
            if attr not in attrs:
                attrs.append(attr)
    return attrs


class _ProtocolMeta(_GenericMeta):
    def __new__(mcls, name, bases, namespace, **kwds):
        cls = super().__new__(mcls, name, bases, namespace, **kwds)
        if "_is_protocol" not in namespace:
            cls._is_protocol = Protocol is not None and Protocol in bases
        if "_is_runtime_protocol" not in namespace:
            cls._is_runtime_protocol = False
        return cls

    def __call__(cls, *args, **kwargs):
        if cls._is_protocol:
            raise TypeError("Protocols cannot be instantiated")
        return super().__call__(*args, **kwargs)

    def _is_checkable_protocol(cls):
        if not cls._is_protocol or cls is Protocol:
            return False
        if not cls._is_runtime_protocol:
            if _check_depth > 0:
                return False
            raise TypeError("Instance and class checks can only be used with "
                            "@runtime_checkable protocols")
        return True

    def __instancecheck__(cls, instance):
        if not cls._is_checkable_protocol():
            return _GenericMeta.__subclasscheck__(cls, type(instance))
        if _GenericMeta.__subclasscheck__(cls, type(instance)):
            return True
        for attr in _get_protocol_attrs(cls):
            if not hasattr(instance, attr):
                return False
            if callable(getattr(cls, attr, None)) and getattr(instance, attr) is None:
                return False
        return True

    def __subclasscheck__(cls, other):
        if not cls._is_checkable_protocol():
            return _GenericMeta.__subclasscheck__(cls, other)
        if not isinstance(other, type):
            raise TypeError("issubclass() arg 1 must be a class")
        if _GenericMeta.__subclasscheck__(cls, other):
            return True
        for attr in _get_protocol_attrs(cls):
            if not callable(getattr(cls, attr, None)):
                raise TypeError("Protocols with non-method members don't "
                                "support issubclass()")
            if getattr(other, attr, None) is None:
                return False
        return True


class Protocol(Generic, metaclass=_ProtocolMeta):
    """Base class for protocol classes (structural subtyping)."""

    __slots__ = ()
    _is_protocol = True
    _is_runtime_protocol = False


def runtime_checkable(cls):
    """Mark a protocol class as a runtime protocol, usable with isinstance()
    and issubclass()."""
    if not (isinstance(cls, type) and issubclass(cls, Generic) and cls._is_protocol):
        raise TypeError("@runtime_checkable can be only applied to protocol "
                        "classes, got %r" % (cls,))
    cls._is_runtime_protocol = True
    return cls


@runtime_checkable
class SupportsInt(Protocol):
    __slots__ = ()

    def __int__(self):
        pass


@runtime_checkable
class SupportsFloat(Protocol):
    __slots__ = ()

    def __float__(self):
        pass


@runtime_checkable
class SupportsComplex(Protocol):
    __slots__ = ()

    def __complex__(self):
        pass


@runtime_checkable
class SupportsBytes(Protocol):
    __slots__ = ()

    def __bytes__(self):
        pass


@runtime_checkable
class SupportsIndex(Protocol):
    __slots__ = ()

    def __index__(self):
        pass


@runtime_checkable
class SupportsAbs(Protocol):
    __slots__ = ()

    def __abs__(self):
        pass


@runtime_checkable
class SupportsRound(Protocol):
    __slots__ = ()

    def __round__(self, ndigits=0):
        pass


################################################################################
# NamedTuple and TypedDict
################################################################################

_NT_PROHIBITED = frozenset(["__new__", "__init__", "__slots__",
                            "__getnewargs__", "_fields", "_field_defaults",
                            "_make", "_replace", "_asdict", "_source"])
_NT_SPECIAL = frozenset(["__module__", "__name__", "__annotations__",
                         "__qualname__", "__orig_bases__"])


def _make_nmtuple(name, types, module, defaults=()):
    fields = [n for n, t in types]
    annotations = {}
    for n, t in types:
        annotations[n] = _type_check(t, "field %s annotation must be a type" % (n,))
    nm_tpl = collections.namedtuple(name, fields, defaults=defaults,
                                    module=module)
    nm_tpl.__annotations__ = annotations
    return nm_tpl


class NamedTupleMeta(type):
    def __new__(cls, typename, bases, ns):
        if not bases or (len(bases) == 1 and bases[0] is object):
            return super().__new__(cls, typename, bases, ns)
        types = ns.get("__annotations__", {})
        default_names = []
        for field_name in types:
            if field_name in ns:
                default_names.append(field_name)
            elif default_names:
                raise TypeError("Non-default namedtuple field %s cannot follow "
                                "default field%s %s"
                                % (field_name, "s" if len(default_names) > 1 else "",
                                   ", ".join(default_names)))
        nm_tpl = _make_nmtuple(typename, list(types.items()),
                               ns.get("__module__", "__main__"),
                               [ns[n] for n in default_names])
        for key in ns:
            if key in _NT_PROHIBITED:
                raise AttributeError("Cannot overwrite NamedTuple attribute " + key)
            if key not in _NT_SPECIAL and key not in nm_tpl._fields:
                setattr(nm_tpl, key, ns[key])
        return nm_tpl


class NamedTuple(metaclass=NamedTupleMeta):
    """Typed version of namedtuple: class Point(NamedTuple): x: int."""

    def __new__(cls, typename, fields=None, /, **kwargs):
        if fields is None:
            fields = list(kwargs.items())
        elif kwargs:
            raise TypeError("Either list of fields or keywords can be provided "
                            "to NamedTuple, not both")
        return _make_nmtuple(typename, list(fields), "__main__")


class _TypedDictMeta(type):
    def __new__(cls, name, bases, ns, total=True):
        for base in bases:
            if type(base) is not _TypedDictMeta and base is not dict:
                raise TypeError("cannot inherit from both a TypedDict type "
                                "and a non-TypedDict base class")
        ns = dict(ns)
        own = ns.get("__annotations__", {})
        annotations = {}
        required = set()
        optional = set()
        for base in bases:
            annotations.update(getattr(base, "__annotations__", {}))
            required.update(getattr(base, "__required_keys__", ()))
            optional.update(getattr(base, "__optional_keys__", ()))
        msg = "TypedDict('Name', {f0: t0, f1: t1, ...}); each t must be a type"
        for key, tp in own.items():
            annotations[key] = _type_check(tp, msg)
            origin = getattr(tp, "__origin__", None)
            if origin is Required:
                required.add(key)
            elif origin is NotRequired:
                optional.add(key)
            elif total:
                required.add(key)
            else:
                optional.add(key)
        ns["__annotations__"] = annotations
        tp_dict = super().__new__(cls, name, (dict,), ns)
        tp_dict.__required_keys__ = frozenset(required)
        tp_dict.__optional_keys__ = frozenset(optional)
        if not hasattr(tp_dict, "__total__"):
            tp_dict.__total__ = total
        return tp_dict

    def __call__(cls, *args, **kwargs):
        if cls is TypedDict:
            return _typeddict_function(*args, **kwargs)
        return dict(*args, **kwargs)

    def __instancecheck__(cls, obj):
        raise TypeError("TypedDict does not support instance and class checks")

    def __subclasscheck__(cls, other):
        raise TypeError("TypedDict does not support instance and class checks")


def _typeddict_function(typename, fields=None, /, *, total=True, **kwargs):
    if fields is None:
        fields = kwargs
    elif kwargs:
        raise TypeError("TypedDict takes either a dict or keyword arguments, "
                        "but not both")
    ns = {"__annotations__": dict(fields), "__module__": "__main__"}
    return _TypedDictMeta(typename, (), ns, total=total)


TypedDict = type.__new__(_TypedDictMeta, "TypedDict", (), {"__module__": "typing"})


def is_typeddict(tp):
    """Check if an annotation is a TypedDict class."""
    return isinstance(tp, type) and type(tp) is _TypedDictMeta and tp is not TypedDict


################################################################################
# Helper functions
################################################################################

class NewType(_Final):
    """NewType('UserId', int): a callable returning its argument, for type
    checkers to treat as a distinct type."""

    def __init__(self, name, tp):
        self.__qualname__ = name
        if "." in name:
            name = name.rpartition(".")[-1]
        self.__name__ = name
        self.__supertype__ = tp
        self.__module__ = "__main__"

    def __repr__(self):
        return "%s.%s" % (self.__module__, self.__qualname__)

    def __call__(self, x):
        return x


def cast(typ, val):
    """Cast a value to a type: returns the value unchanged."""
    return val


def assert_type(val, typ):
    """Ask a static type checker to confirm val has type typ; returns val."""
    return val


def assert_never(arg):
    """Statically assert that a line of code is unreachable."""
    value = repr(arg)
    if len(value) > 100:
        value = value[:100] + "..."
    raise AssertionError("Expected code to be unreachable, but got: %s" % (value,))


def reveal_type(obj):
    """Reveal the inferred type of a variable (prints its runtime type)."""
    print("Runtime type is %r" % (type(obj).__name__,), file=sys.stderr)
    return obj


def _overload_dummy(*args, **kwds):
    raise NotImplementedError(
        "You should not call an overloaded function. "
        "A series of @overload-decorated functions "
        "outside a stub module should always be followed "
        "by an implementation that is not @overload-ed.")


def overload(func):
    """Decorator for overloaded functions/methods."""
    return _overload_dummy


def final(f):
    """Decorator marking methods and classes final (for type checkers)."""
    try:
        f.__final__ = True
    except Exception:
        pass
    return f


def no_type_check(arg):
    """Decorator to indicate that annotations are not type hints."""
    try:
        arg.__no_type_check__ = True
    except Exception:
        pass
    return arg


def no_type_check_decorator(decorator):
    return decorator


def dataclass_transform(*, eq_default=True, order_default=False,
                        kw_only_default=False, field_specifiers=(), **kwargs):
    """Decorator marking an object as providing dataclass-like behaviour."""
    def decorator(cls_or_fn):
        cls_or_fn.__dataclass_transform__ = {
            "eq_default": eq_default,
            "order_default": order_default,
            "kw_only_default": kw_only_default,
            "field_specifiers": field_specifiers,
            "kwargs": kwargs,
        }
        return cls_or_fn
    return decorator


def get_origin(tp):
    """The unsubscripted version of a type: get_origin(List[int]) is list."""
    if isinstance(tp, _AnnotatedAlias):
        return Annotated
    if isinstance(tp, (_BaseAlias,)):
        return tp.__origin__
    if type(tp).__name__ == "_AbcGenericAlias":
        return tp.__origin__
    if tp is Generic:
        return Generic
    return None


def get_args(tp):
    """The type arguments of a subscripted type: get_args(Dict[int, str]) is
    (int, str)."""
    if isinstance(tp, _AnnotatedAlias):
        return (tp.__origin__,) + tp.__metadata__
    if isinstance(tp, _GenericAlias) or type(tp).__name__ == "_AbcGenericAlias":
        res = tp.__args__
        if isinstance(tp, _CallableGenericAlias) or (
                getattr(tp, "__origin__", None) is _abc.Callable):
            if res and res[0] is not Ellipsis and not isinstance(res[0], list):
                res = (list(res[:-1]), res[-1])
        return res
    return ()


_BUILTIN_NAMES = {
    "int": int, "float": float, "str": str, "bool": bool, "bytes": bytes,
    "list": list, "dict": dict, "set": set, "frozenset": frozenset,
    "tuple": tuple, "object": object, "type": type, "None": _NoneType,
    "bytearray": bytearray, "range": range, "slice": slice,
}


def _resolve_name(name, globalns):
    if globalns is not None and name in globalns:
        return globalns[name]
    if name in _BUILTIN_NAMES:
        return _BUILTIN_NAMES[name]
    raise NotImplementedError("get_type_hints() of the string annotation %r is "
                              "not supported by ember yet" % (name,))


def _resolve(value, globalns):
    if value is None:
        return _NoneType
    if isinstance(value, str):
        value = ForwardRef(value)
    if isinstance(value, ForwardRef):
        name = value.__forward_arg__.strip()
        if not name.isidentifier():
            raise NotImplementedError("get_type_hints() of the string annotation "
                                      "%r is not supported by ember yet" % (name,))
        return _resolve_name(name, globalns)
    return value


def get_type_hints(obj, globalns=None, localns=None, include_extras=False):
    """The type hints of a class or module (their annotations, base classes'
    included for a class, with plain-name strings resolved)."""
    if isinstance(obj, type):
        hints = {}
        for base in reversed(obj.__mro__):
            try:
                ann = base.__dict__.get("__annotations__", {})
            except Exception:
                continue
            if globalns is None:
                module = sys.modules.get(base.__module__)
                base_globals = getattr(module, "__dict__", None)
            else:
                base_globals = globalns
            for name, value in ann.items():
                hints[name] = _resolve(value, base_globals)
        return hints
    if isinstance(obj, _FunctionType):
        raise NotImplementedError("get_type_hints() of a function is not "
                                  "supported by ember yet")
    ann = getattr(obj, "__annotations__", None)
    if ann is None:
        raise TypeError("%r is not a module, class, method, or function."
                        % (obj,))
    ns = globalns if globalns is not None else getattr(obj, "__dict__", None)
    return dict([(name, _resolve(value, ns)) for name, value in ann.items()])
