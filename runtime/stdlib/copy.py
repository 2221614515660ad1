"""Shallow and deep copy operations.

ember's own implementation of the documented behaviour of CPython's `copy`
module.  `copy(x)` returns a shallow copy of x; `deepcopy(x, memo=None)`
returns a deep copy, using the memo dictionary (object id -> copy) to keep
shared and recursive references shared and recursive.

Immutable atoms (numbers, strings, None, functions, classes, ...) are their
own copies.  Lists, dicts, sets, tuples and bytearrays are copied directly.
A class may take over with `__copy__()` / `__deepcopy__(memo)`, or with
`__reduce_ex__` / `__reduce__`, `__getnewargs__`, `__getstate__` and
`__setstate__`, as the pickle protocol 4 defines them.  Other instances are
rebuilt with `cls.__new__(cls)` and given (a copy of) the original's
instance attributes and slot values; instances of list and dict subclasses
also get the items.  Objects of builtin types that cannot be copied raise
TypeError ("cannot pickle ...").
"""

__all__ = ["Error", "copy", "deepcopy"]


class Error(Exception):
    pass


error = Error


def _f():
    pass


class _C:
    def _m(self):
        pass


_FunctionType = type(_f)
_BuiltinFunctionType = type(len)
_MethodType = type(_C()._m)
_NoneType = type(None)
_EllipsisType = type(Ellipsis)
_NotImplementedType = type(NotImplemented)

# Types whose instances copy.copy returns unchanged.
_shallow_atomic = {
    _NoneType, int, float, bool, str, tuple, bytes, frozenset,
    type, range, slice, property, _BuiltinFunctionType, _EllipsisType,
    _NotImplementedType, _FunctionType,
}

# Types whose instances copy.deepcopy returns unchanged.
_deep_atomic = {
    _NoneType, int, float, bool, bytes, str, type, range,
    _BuiltinFunctionType, _EllipsisType, _NotImplementedType, _FunctionType,
    property,
}


# ---------------------------------------------------------------- copy

def copy(x):
    """Shallow copy operation on arbitrary Python objects."""
    cls = type(x)
    if cls in _shallow_atomic:
        return x
    if cls is list:
        return list(x)
    if cls is dict:
        return dict(x)
    if cls is set:
        return set(x)
    if cls is bytearray:
        return bytearray(x)
    if issubclass(cls, type):
        return x
    copier = getattr(cls, "__copy__", None)
    if copier is not None:
        return copier(x)
    return _copy_by_reduction(x, None)


# ---------------------------------------------------------------- deepcopy

def deepcopy(x, memo=None, _nil=[]):
    """Deep copy operation on arbitrary Python objects."""
    if memo is None:
        memo = {}
    d = id(x)
    y = memo.get(d, _nil)
    if y is not _nil:
        return y
    cls = type(x)
    if cls in _deep_atomic:
        return x
    if cls is list:
        y = []
        memo[d] = y
        for item in x:
            y.append(deepcopy(item, memo))
    elif cls is dict:
        y = {}
        memo[d] = y
        for key, value in x.items():
            y[deepcopy(key, memo)] = deepcopy(value, memo)
    elif cls is tuple:
        y = _deepcopy_tuple(x, memo)
    elif cls is _MethodType:
        y = getattr(deepcopy(x.__self__, memo), x.__func__.__name__)
    elif issubclass(cls, type):
        return x
    else:
        copier = getattr(x, "__deepcopy__", None)
        if copier is not None:
            y = copier(memo)
        else:
            y = _copy_by_reduction(x, memo)
    # An object that is its own copy is not memoized.
    if y is not x:
        memo[d] = y
        _keep_alive(x, memo)
    return y


def _deepcopy_tuple(x, memo):
    copies = [deepcopy(item, memo) for item in x]
    # The tuple may have been copied already through a reference cycle.
    try:
        return memo[id(x)]
    except KeyError:
        pass
    i = 0
    for item in x:
        if item is not copies[i]:
            return tuple(copies)
        i += 1
    return x


def _keep_alive(x, memo):
    # Keep the originals alive as long as the memo, so that their ids are
    # not reused while it is in use (CPython keeps this list at id(memo)).
    try:
        memo[id(memo)].append(x)
    except KeyError:
        memo[id(memo)] = [x]


# ---------------------------------------------------------------- reduction

def _is_own(cls, name):
    # Whether cls (or a class between it and object) defines name itself.
    value = getattr(cls, name, None)
    if value is None:
        return False
    return value is not getattr(object, name, None)


def _copy_by_reduction(x, memo):
    cls = type(x)
    if _is_own(cls, "__reduce_ex__"):
        rv = x.__reduce_ex__(4)
    elif _is_own(cls, "__reduce__"):
        rv = x.__reduce__()
    else:
        return _copy_instance(x, memo)
    if isinstance(rv, str):
        return x
    if not isinstance(rv, tuple):
        raise Error("__reduce__ must return a string or tuple")
    n = len(rv)
    if n < 2 or n > 6:
        raise Error("tuple returned by __reduce__ must contain 2 through 5"
                    " elements")
    func = rv[0]
    args = rv[1]
    state = None
    listiter = None
    dictiter = None
    if n > 2:
        state = rv[2]
    if n > 3:
        listiter = rv[3]
    if n > 4:
        dictiter = rv[4]
    deep = memo is not None
    if deep and args:
        args = deepcopy(args, memo)
    y = func(*args)
    if deep:
        memo[id(x)] = y
    _finish(y, state, listiter, dictiter, memo)
    return y


def _finish(y, state, listiter, dictiter, memo):
    deep = memo is not None
    if state is not None:
        if deep:
            state = deepcopy(state, memo)
        setstate = getattr(y, "__setstate__", None)
        if setstate is not None:
            setstate(state)
        else:
            slotstate = None
            if isinstance(state, tuple) and len(state) == 2:
                slotstate = state[1]
                state = state[0]
            if state:
                _set_dict(y, state)
            if slotstate:
                for key, value in slotstate.items():
                    setattr(y, key, value)
    if listiter is not None:
        if deep:
            for item in listiter:
                y.append(deepcopy(item, memo))
        else:
            for item in listiter:
                y.append(item)
    if dictiter is not None:
        if deep:
            for key, value in dictiter:
                key = deepcopy(key, memo)
                y[key] = deepcopy(value, memo)
        else:
            for key, value in dictiter:
                y[key] = value


def _set_dict(y, state):
    try:
        attrs = vars(y)
    except TypeError:
        attrs = None
    if attrs is None:
        for key, value in state.items():
            setattr(y, key, value)
    else:
        attrs.update(state)


def _slot_names(cls):
    # The names of the slots of cls and its bases, mangled as stored.
    names = []
    for klass in cls.__mro__:
        if getattr(klass, "__module__", None) == "builtins":
            continue
        slots = klass.__dict__.get("__slots__")
        if slots is None:
            continue
        if isinstance(slots, str):
            slots = (slots,)
        for name in slots:
            if name == "__dict__" or name == "__weakref__":
                continue
            if name.startswith("__") and not name.endswith("__"):
                stripped = klass.__name__.lstrip("_")
                if stripped:
                    # ember does not mangle private names yet: look for
                    # the plain name too.
                    mangled = "_%s%s" % (stripped, name)
                    if mangled not in names:
                        names.append(mangled)
            if name not in names:
                names.append(name)
    return names


def _has_instance_dict(cls):
    # Instances have a __dict__ unless every class above the builtin ones
    # declares __slots__ without "__dict__".
    for klass in cls.__mro__:
        if getattr(klass, "__module__", None) == "builtins":
            continue
        slots = klass.__dict__.get("__slots__")
        if slots is None:
            return True
        if isinstance(slots, str):
            slots = (slots,)
        if "__dict__" in slots:
            return True
    return False


def _default_state(x, cls):
    # The state protocol 4 records: the instance dict (None when empty),
    # paired with a dict of the slots that hold a value, if there are any.
    slots = _slot_names(cls)
    attrs = None
    if _has_instance_dict(cls):
        try:
            attrs = vars(x)
        except TypeError:
            attrs = None
    if isinstance(x, BaseException):
        attrs = dict(attrs)
        attrs.pop("args", None)
    if attrs and slots:
        # ember lists slot values in vars() of dict-bearing slotted classes.
        attrs = dict(attrs)
        for name in slots:
            attrs.pop(name, None)
    if not attrs:
        attrs = None
    if slots:
        slotstate = {}
        for name in slots:
            try:
                slotstate[name] = getattr(x, name)
            except AttributeError:
                pass
        if slotstate:
            return (attrs, slotstate)
    return attrs


_builtin_bases = (int, float, str, bytes, tuple)


def _copy_instance(x, memo):
    cls = type(x)
    deep = memo is not None
    # How to create the new object.
    kwargs = None
    if isinstance(x, BaseException):
        func = cls
        args = x.args
    elif isinstance(x, (set, frozenset)):
        func = cls
        args = (list(x),)
    elif cls is bytearray:
        func = cls
        args = (bytes(x),)
    elif cls is slice:
        func = cls
        args = (x.start, x.stop, x.step)
    elif cls is object:
        func = cls
        args = ()
    elif getattr(cls, "__module__", None) == "builtins":
        raise TypeError("cannot pickle '%s' object" % cls.__name__)
    else:
        func = None
        getnewargs = getattr(x, "__getnewargs_ex__", None)
        if getnewargs is not None:
            args, kwargs = getnewargs()
        else:
            getnewargs = getattr(x, "__getnewargs__", None)
            if getnewargs is not None:
                args = getnewargs()
            else:
                args = ()
                if isinstance(x, str):
                    args = (str.__str__(x),)
                else:
                    for base in _builtin_bases:
                        if isinstance(x, base):
                            args = (base.__new__(base, x),)
                            break
    # The state, and items for list and dict subclasses.
    getstate = getattr(x, "__getstate__", None)
    if getstate is not None:
        state = getstate()
    else:
        state = _default_state(x, cls)
    listiter = None
    dictiter = None
    if isinstance(x, list):
        listiter = iter(x)
    elif isinstance(x, dict):
        dictiter = iter(x.items())
    if deep and args:
        args = deepcopy(args, memo)
    if func is not None:
        y = func(*args)
    elif kwargs:
        if deep:
            kwargs = deepcopy(kwargs, memo)
        y = cls.__new__(cls, *args, **kwargs)
    else:
        y = cls.__new__(cls, *args)
    if deep:
        memo[id(x)] = y
    _finish(y, state, listiter, dictiter, memo)
    return y
