//! Methods of the builtin types, called by `CallMethod` (and by calls of a builtin
//! method bound by name): [`call_method`] dispatches on the receiver's class to one
//! file per type.

mod dict;
mod list;
pub use list::list_method;

/// `d.name(*args)` on an exact dict, without lookup (no keyword arguments).
pub fn dict_method_positional(rt: &mut Rt, d: Value, name: &str, args: &[Value]) -> PyResult<Value> {
    dict::dict_method(rt, d, name, args, &[])
}

/// `s.name(*args)` of an exact str, without keyword arguments or lookup (compiled
/// code calls it for a method `name` that str has and that is no special method).
pub fn str_method_positional(rt: &mut Rt, s: Value, name: &str, args: &[Value]) -> PyResult<Value> {
    match name {
        "format" => {
            let text = crate::str_format::format(rt, str_text(s), args, &[])?;
            Ok(rt.new_str(&text))
        }
        "encode" => crate::bytes::str_encode(rt, s, args, &[]),
        _ => str::str_method(rt, s, name, args),
    }
}
mod number;
mod set;
mod str;

pub(crate) use dict::{dict_fromkeys, dict_method};
pub use list::list_sort;
pub(crate) use number::{float_fromhex, int_from_bytes};
pub(crate) use str::str_maketrans;

use crate::builtins::{Kw, call_object, keyword};
use crate::classes;
use crate::error::PyResult;
use crate::int::int_ref;
use crate::layout::DescriptorObject;
use crate::object::*;
use crate::ops::truthy;
use crate::raise;
use crate::value::Value;
use crate::vm::Rt;

/// Checks a method's argument count. CPython names the type (`str.upper()`) for a
/// method taking no arguments or exactly one, and only the method otherwise.
pub(crate) fn arity(owner: &str, name: &str, args: &[Value], min: usize, max: usize) -> PyResult<()> {
    if args.len() < min || args.len() > max {
        return match (min, max) {
            (0, 0) => raise!(TypeError, "{}.{}() takes no arguments ({} given)", owner, name, args.len()),
            (1, 1) => raise!(TypeError, "{}.{}() takes exactly one argument ({} given)", owner, name, args.len()),
            _ if args.len() < min => {
                raise!(
                    TypeError,
                    "{} expected at least {} argument{}, got {}",
                    name,
                    min,
                    if min == 1 { "" } else { "s" },
                    args.len()
                )
            }
            _ => raise!(
                TypeError,
                "{} expected at most {} argument{}, got {}",
                name,
                max,
                if max == 1 { "" } else { "s" },
                args.len()
            ),
        };
    }
    Ok(())
}

pub(crate) fn index_arg(v: Value) -> PyResult<i64> {
    match int_ref(v) {
        Some(i) => Ok(i.to_i64().unwrap_or(if i.is_negative() { i64::MIN } else { i64::MAX })),
        None => raise!(TypeError, "'{}' object cannot be interpreted as an integer", type_name(v)),
    }
}

/// Clamps optional start/end arguments (by code point) like slice indices.
pub(crate) fn char_range(args: &[Value], len: usize) -> PyResult<(usize, usize)> {
    let get = |i: usize, default: i64| -> PyResult<i64> {
        match args.get(i) {
            Some(&v) if !is_none(v) => index_arg(v),
            _ => Ok(default),
        }
    };
    let clamp = |x: i64| -> usize {
        let x = if x < 0 { x + len as i64 } else { x };
        x.clamp(0, len as i64) as usize
    };
    Ok((clamp(get(0, 0)?), clamp(get(1, len as i64)?)))
}

/// Checks that a call of method `name` of builtin class `class` passes no keyword
/// arguments, as the methods ember implements take none. A method that does not exist
/// is left to the dispatcher's AttributeError; one that takes keywords in CPython
/// says ember does not support them.
pub(crate) fn no_method_keywords(class: ClassId, name: &str, kw: &Kw) -> PyResult<()> {
    if kw.is_empty() || !has_builtin_method(class, name) {
        return Ok(());
    }
    raise!(TypeError, "{}.{}() takes no keyword arguments", class.name(), name)
}

/// The positional arguments of a call of `str.split`, `str.rsplit`,
/// `str.splitlines` or `str.expandtabs`, the str methods that also take their
/// arguments by keyword.
fn str_positional_arguments(name: &str, args: &[Value], kw: &Kw) -> PyResult<Vec<Value>> {
    let (params, defaults): (&[&str], [Value; 2]) = match name {
        "splitlines" => (&["keepends"], [false_value(), Value::NULL]),
        "expandtabs" => (&["tabsize"], [Value::small_int(8), Value::NULL]),
        _ => (&["sep", "maxsplit"], [none(), Value::small_int(-1)]),
    };
    let given = args.len() + kw.len();
    if given > params.len() {
        let n = params.len();
        return raise!(
            TypeError,
            "{}() takes at most {} argument{} ({} given)",
            name,
            n,
            if n == 1 { "" } else { "s" },
            given
        );
    }
    let mut full = args.to_vec();
    for (i, &param) in params.iter().enumerate() {
        let given = keyword(name, kw, params, param)?;
        match (given, i < args.len()) {
            (Some(_), true) => {
                return raise!(
                    TypeError,
                    "argument for {}() given by name ('{}') and position ({})",
                    name,
                    param,
                    i + 1
                );
            }
            (Some(v), false) => {
                full.resize(i, Value::NULL);
                full.push(v);
            }
            (None, _) => {}
        }
    }
    for (slot, &default) in full.iter_mut().zip(&defaults) {
        if slot.is_null() {
            *slot = default;
        }
    }
    Ok(full)
}

/// Calls method `name` of `recv` with `args` and keyword arguments `kw` (all rooted
/// by the caller).
pub fn call_method(rt: &mut Rt, recv: Value, name: &str, args: &[Value], kw: &Kw) -> PyResult<Value> {
    if let Some((function, target)) = classes::super_method(recv, name) {
        // `super().name(...)` finding a plain function: called with the instance
        // first, without a bound-method object.
        let mut full: smallvec::SmallVec<[Value; 8]> = smallvec::SmallVec::new();
        full.push(target);
        full.extend_from_slice(args);
        return crate::interp::call_function_kw(rt, function, &full, kw);
    }
    // Special methods called by name: only `__x__` names can be one (most calls are
    // plain methods, which skip the protocol tables).
    if name.starts_with("__") && name.ends_with("__") {
        if let Some(r) = container_dunder(rt, recv, name, args) {
            return r;
        }
        if let Some(r) = scalar_dunder(rt, recv, name, args) {
            return r;
        }
    }
    match class_of(recv) {
        ClassId::Globals => crate::globals::method(rt, recv, name, args, kw),
        ClassId::Module => {
            let f = crate::modules::module_value(rt, recv, name)?;
            call_object(rt, f, args, kw)
        }
        ClassId::List if name == "sort" => {
            if !args.is_empty() {
                return raise!(TypeError, "sort() takes no positional arguments");
            }
            let key = keyword("sort", kw, &["key", "reverse"], "key")?.filter(|k| !is_none(*k));
            let reverse = match keyword("sort", kw, &["key", "reverse"], "reverse")? {
                Some(r) => truthy(rt, r)?,
                None => false,
            };
            list::list_sort(rt, recv, key, reverse)?;
            Ok(none())
        }
        ClassId::List => {
            no_method_keywords(ClassId::List, name, kw)?;
            list::list_method(rt, recv, name, args)
        }
        ClassId::Str if kw.is_empty() => str_method_positional(rt, recv, name, args),
        ClassId::Str if name == "format" => {
            let text = crate::str_format::format(rt, str_text(recv), args, kw)?;
            Ok(rt.new_str(&text))
        }
        ClassId::Str if !kw.is_empty() && matches!(name, "split" | "rsplit" | "splitlines" | "expandtabs") => {
            let args = str_positional_arguments(name, args, kw)?;
            str::str_method(rt, recv, name, &args)
        }
        ClassId::Str if name == "encode" => crate::bytes::str_encode(rt, recv, args, kw),
        ClassId::Str => {
            no_method_keywords(ClassId::Str, name, kw)?;
            str::str_method(rt, recv, name, args)
        }
        ClassId::Bytes if crate::bytes::METHODS.contains(&name) => crate::bytes::bytes_method(rt, recv, name, args, kw),
        ClassId::ByteArray if has_builtin_method(ClassId::ByteArray, name) => {
            crate::bytearray::method(rt, recv, name, args, kw)
        }
        ClassId::Dict => dict::dict_method(rt, recv, name, args, kw),
        ClassId::Tuple => {
            no_method_keywords(ClassId::Tuple, name, kw)?;
            list::tuple_method(rt, recv, name, args)
        }
        ClassId::Range if name == "index" || name == "count" => {
            no_method_keywords(ClassId::Range, name, kw)?;
            arity("range", name, args, 1, 1)?;
            range_method(rt, recv, name, args[0])
        }
        class if is_iterator_class(class) && matches!(name, "__next__" | "__iter__") => {
            arity(class.name(), name, args, 0, 0)?;
            if name == "__iter__" {
                return Ok(recv);
            }
            match crate::ops::iter_next(rt, recv)? {
                Some(v) => Ok(v),
                None => Err(crate::interp::stop_iteration(rt, recv)),
            }
        }
        ClassId::Generator if name == "send" => {
            arity("generator", "send", args, 1, 1)?;
            match crate::interp::generator_resume(rt, recv, args[0])? {
                Some(v) => Ok(v),
                None => Err(crate::interp::stop_iteration(rt, recv)),
            }
        }
        ClassId::Generator if name == "close" => {
            arity("generator", "close", args, 0, 0)?;
            crate::interp::generator_close(rt, recv)?;
            Ok(none())
        }
        ClassId::Generator if name == "throw" => {
            arity("generator", "throw", args, 1, 3)?;
            // `throw(type, value)` (still valid in 3.11): the value, or the type made
            // from it.
            let thrown = match args {
                [t, v, ..] if !is_none(*v) && !classes::is_subclass(classes::type_of(*v), *t) => {
                    crate::builtins::call_object(rt, *t, &[*v], &[])?
                }
                [_, v, ..] if !is_none(*v) => *v,
                _ => args[0],
            };
            let exc = crate::interp::raise_value(rt, thrown)?;
            match crate::interp::generator_throw(rt, recv, exc)? {
                Some(v) => Ok(v),
                None => Err(crate::interp::stop_iteration(rt, recv)),
            }
        }
        ClassId::Property if matches!(name, "setter" | "getter" | "deleter") => {
            arity("property", name, args, 1, 1)?;
            // SAFETY: a property is a descriptor object.
            let d = unsafe { &*recv.as_ptr::<DescriptorObject>() };
            let (mut a, mut b, mut c) = (d.a, d.b, d.c);
            match name {
                "getter" => a = args[0],
                "setter" => b = args[0],
                _ => c = args[0],
            }
            Ok(classes::new_descriptor(rt, classes::DESCR_PROPERTY, a, b, c))
        }
        ClassId::Set => set::set_method(rt, recv, name, args, kw),
        ClassId::Slice if name == "indices" => {
            no_method_keywords(ClassId::Slice, name, kw)?;
            arity("slice", name, args, 1, 1)?;
            let Some(len) = crate::ops::index_int(rt, args[0])? else {
                return raise!(TypeError, "'{}' object cannot be interpreted as an integer", type_name(args[0]));
            };
            let len = match crate::int::int_ref(len).and_then(|i| i.to_i64()) {
                Some(n) if n < 0 => return raise!(ValueError, "length should not be negative"),
                Some(n) => n as usize,
                None => {
                    return raise!(
                        NotImplementedError,
                        "slice.indices() of a length beyond 64 bits is not supported by ember yet"
                    );
                }
            };
            crate::ops::with_slice_bounds(rt, slice_parts(recv), |rt, [start, stop, step]| {
                let (start, stop, clamped_step, _) = crate::ops::slice_indices(start, stop, step, len)?;
                // A step beyond 64 bits takes the whole slice in at most one item:
                // the clamped one finds the same bounds; the tuple gives it as it is.
                let step = if is_none(step) { Value::small_int(clamped_step) } else { step };
                let (start, stop) = (Value::small_int(start), Value::small_int(stop));
                Ok(rt.new_tuple(&[start, stop, step]))
            })
        }
        ClassId::FrozenSet if has_builtin_method(ClassId::FrozenSet, name) => {
            set::frozenset_method(rt, recv, name, args, kw)
        }
        class if crate::files::is_file_class(class) && has_builtin_method(class, name) => {
            crate::files::file_method(rt, recv, name, args, kw)
        }
        ClassId::Int | ClassId::Bool if name == "to_bytes" => number::int_to_bytes(rt, recv, args, kw),
        ClassId::Int | ClassId::Bool if name == "from_bytes" => {
            let full: Vec<Value> = std::iter::once(ClassId::Int.type_object()).chain(args.iter().copied()).collect();
            number::int_from_bytes(rt, &full, kw)
        }
        ClassId::Int | ClassId::Bool if has_builtin_method(ClassId::Int, name) => {
            no_method_keywords(ClassId::Int, name, kw)?;
            number::int_method(rt, recv, name, args)
        }
        ClassId::Float if has_builtin_method(ClassId::Float, name) => {
            no_method_keywords(ClassId::Float, name, kw)?;
            number::float_method(rt, recv, name, args)
        }
        _ => {
            let f = classes::getattr(rt, recv, name)?;
            rt.handles.push(f);
            let r = call_object(rt, f, args, kw);
            rt.handles.pop();
            r
        }
    }
}

/// Whether builtin class `class` (not a number or str: `scalar_dunder` serves those)
/// has special method `name` as CPython's type does, for Python code reaching it by
/// name (`hasattr(x, "__iter__")`, `x.__len__()`, `super().__setitem__(k, v)`,
/// `tuple.__getitem__`). Each does what the operation it names does.
pub fn has_container_dunder(class: ClassId, name: &str) -> bool {
    // The protocols, each a group of special methods a type has together.
    const EQUALITY: &[&str] = &["__eq__", "__ne__", "__hash__", "__repr__", "__str__"];
    const ORDER: &[&str] = &["__lt__", "__le__", "__gt__", "__ge__"];
    const SIZED: &[&str] = &["__iter__", "__len__", "__contains__"];
    const SEQUENCE: &[&str] = &["__getitem__", "__add__", "__mul__", "__rmul__"];
    const MUTABLE: &[&str] = &["__setitem__", "__delitem__"];
    const MUTABLE_SEQUENCE: &[&str] = &["__iadd__", "__imul__"];
    const REVERSIBLE: &[&str] = &["__reversed__"];
    const UNION: &[&str] = &["__or__", "__ror__"];
    const SET_ALGEBRA: &[&str] = &["__and__", "__rand__", "__sub__", "__rsub__", "__xor__", "__rxor__"];
    const IN_PLACE_UNION: &[&str] = &["__ior__"];
    const IN_PLACE_SET_ALGEBRA: &[&str] = &["__iand__", "__isub__", "__ixor__"];
    const CALLABLE: &[&str] = &["__call__"];
    let groups: &[&[&str]] = match class {
        ClassId::List => &[EQUALITY, ORDER, SIZED, SEQUENCE, MUTABLE, MUTABLE_SEQUENCE, REVERSIBLE],
        ClassId::Tuple | ClassId::Bytes => &[EQUALITY, ORDER, SIZED, SEQUENCE],
        ClassId::ByteArray => &[EQUALITY, ORDER, SIZED, SEQUENCE, MUTABLE, MUTABLE_SEQUENCE],
        ClassId::Dict => &[EQUALITY, SIZED, &["__getitem__"], MUTABLE, UNION, IN_PLACE_UNION, REVERSIBLE],
        ClassId::Set => &[EQUALITY, ORDER, SIZED, UNION, SET_ALGEBRA, IN_PLACE_UNION, IN_PLACE_SET_ALGEBRA],
        ClassId::FrozenSet => &[EQUALITY, ORDER, SIZED, UNION, SET_ALGEBRA],
        ClassId::Range => &[EQUALITY, SIZED, &["__getitem__"], REVERSIBLE],
        ClassId::DictKeys | ClassId::DictItems | ClassId::DictValues => &[SIZED, REVERSIBLE, &["__repr__", "__str__"]],
        // (A class's are its own attributes: `classes::getattr`.)
        ClassId::BuiltinFunction | ClassId::Function | ClassId::Method => &[EQUALITY, CALLABLE],
        _ => &[],
    };
    groups.iter().any(|group| group.contains(&name))
}

/// Whether values of builtin class `class` are unhashable (their `__hash__` is None).
pub fn unhashable(class: ClassId) -> bool {
    matches!(class, ClassId::List | ClassId::Dict | ClassId::Set | ClassId::ByteArray)
}

/// The binary operator special method `name` names, and whether it is the reflected
/// (`__radd__`) or in-place (`__iadd__`) form.
fn binary_of(name: &str) -> Option<(crate::code::BinOp, bool, bool)> {
    use crate::code::BinOp::*;
    [Add, Sub, Mul, TrueDiv, FloorDiv, Mod, Pow, LShift, RShift, And, Or, Xor].into_iter().find_map(|op| {
        let (forward, reflected, inplace) = crate::ops::dunders(op);
        match name {
            n if n == forward => Some((op, false, false)),
            n if n == reflected => Some((op, true, false)),
            n if n == inplace => Some((op, false, true)),
            _ => None,
        }
    })
}

/// The comparison special method `name` names (`__lt__` is `<`).
fn comparison_of(name: &str) -> Option<crate::code::CmpOp> {
    use crate::code::CmpOp;
    Some(match name {
        "__eq__" => CmpOp::Eq,
        "__ne__" => CmpOp::Ne,
        "__lt__" => CmpOp::Lt,
        "__le__" => CmpOp::Le,
        "__gt__" => CmpOp::Gt,
        "__ge__" => CmpOp::Ge,
        _ => return None,
    })
}

/// `recv.name(*args)` for a special method of a builtin container or callable (see
/// [`has_container_dunder`]).
fn container_dunder(rt: &mut Rt, recv: Value, name: &str, args: &[Value]) -> Option<PyResult<Value>> {
    let class = class_of(recv);
    if !has_container_dunder(class, name) {
        return None;
    }
    if name == "__call__" {
        return Some(call_object(rt, recv, args, &[]));
    }
    let want = match name {
        "__len__" | "__iter__" | "__repr__" | "__str__" | "__hash__" | "__reversed__" => 0,
        "__setitem__" => 2,
        _ => 1,
    };
    if args.len() != want {
        return Some(raise!(
            TypeError,
            "{}.{}() takes exactly {} argument{} ({} given)",
            class.name(),
            name,
            want,
            if want == 1 { "" } else { "s" },
            args.len()
        ));
    }
    Some(match name {
        "__getitem__" => crate::ops::getitem(rt, recv, args[0]),
        "__setitem__" => crate::ops::setitem(rt, recv, args[0], args[1]).map(|_| none()),
        "__delitem__" => crate::ops::delitem(rt, recv, args[0]).map(|_| none()),
        "__len__" => crate::ops::py_len(rt, recv).map(|n| rt.new_int(n as i64)),
        "__contains__" => crate::ops::contains(rt, recv, args[0]).map(crate::object::py_bool),
        "__iter__" => crate::ops::get_iter(rt, recv),
        "__reversed__" => {
            let reversed = *rt.builtins.get("reversed").expect("a builtin");
            call_object(rt, reversed, &[recv], &[])
        }
        "__hash__" => crate::hash::py_hash(rt, recv).map(|h| rt.new_int(h)),
        "__repr__" | "__str__" => crate::ops::py_repr(rt, recv).map(|s| rt.new_str(&s)),
        _ if comparison_of(name).is_some() => {
            let op = comparison_of(name).expect("checked");
            crate::ops::compare(rt, op, recv, args[0]).map(crate::object::py_bool)
        }
        _ => {
            let (op, reflected, inplace) = binary_of(name).expect("a binary operator's special method");
            let (a, b) = if reflected { (args[0], recv) } else { (recv, args[0]) };
            crate::ops::binary_op(rt, op, a, b, inplace)
        }
    })
}

/// `obj.name` for a special method of a builtin container or callable: the method
/// bound to it, or None for `__hash__` of an unhashable type (as CPython's).
pub fn container_dunder_attr(rt: &mut Rt, obj: Value, name: &str) -> Option<Value> {
    let class = class_of(obj);
    if !has_container_dunder(class, name) {
        return None;
    }
    if name == "__hash__" && unhashable(class) {
        return Some(none());
    }
    let n = rt.intern(name);
    Some(crate::classes::new_method(rt, n, obj))
}

/// The methods of CPython's builtin types that ember's do not have yet (using one
/// says so: an AttributeError would read like the program's mistake).
pub fn missing_builtin_method(class: ClassId, name: &str) -> bool {
    const MISSING: &[(ClassId, &str)] = &[];
    MISSING.contains(&(class, name))
        || (crate::files::is_file_class(class) && crate::files::MISSING_METHODS.contains(&name))
        || (matches!(class, ClassId::Bytes | ClassId::ByteArray) && crate::bytes::MISSING_METHODS.contains(&name))
}

/// Whether values of builtin class `class` have a method `name` (for `obj.name`
/// without a call, `getattr` and `hasattr`).
pub fn has_builtin_method(class: ClassId, name: &str) -> bool {
    builtin_method_names(class).contains(&name)
}

/// The method names of builtin class `class`.
pub fn builtin_method_names(class: ClassId) -> &'static [&'static str] {
    const LIST: &[&str] =
        &["append", "pop", "insert", "extend", "index", "count", "remove", "reverse", "clear", "copy", "sort"];
    const STR: &[&str] = &[
        "upper",
        "lower",
        "strip",
        "lstrip",
        "rstrip",
        "title",
        "capitalize",
        "swapcase",
        "isdigit",
        "isnumeric",
        "isdecimal",
        "isalpha",
        "isalnum",
        "isspace",
        "isupper",
        "islower",
        "startswith",
        "endswith",
        "find",
        "rfind",
        "index",
        "rindex",
        "count",
        "replace",
        "split",
        "rsplit",
        "splitlines",
        "join",
        "ljust",
        "rjust",
        "center",
        "zfill",
        "format",
        "partition",
        "rpartition",
        "removeprefix",
        "removesuffix",
        "expandtabs",
        "casefold",
        "isascii",
        "isidentifier",
        "isprintable",
        "istitle",
        "format_map",
        "translate",
        "maketrans",
        "encode",
    ];
    const DICT: &[&str] =
        &["get", "setdefault", "pop", "popitem", "update", "clear", "copy", "keys", "values", "items", "fromkeys"];
    const SET: &[&str] = &[
        "add",
        "remove",
        "discard",
        "pop",
        "clear",
        "copy",
        "update",
        "union",
        "intersection",
        "difference",
        "symmetric_difference",
        "difference_update",
        "intersection_update",
        "symmetric_difference_update",
        "issubset",
        "issuperset",
        "isdisjoint",
    ];
    const FROZENSET: &[&str] = &[
        "copy",
        "union",
        "intersection",
        "difference",
        "symmetric_difference",
        "issubset",
        "issuperset",
        "isdisjoint",
    ];
    const PROPERTY: &[&str] = &["setter", "getter", "deleter"];
    const INT: &[&str] = &["bit_length", "bit_count", "as_integer_ratio", "conjugate", "to_bytes", "from_bytes"];
    const FLOAT: &[&str] = &["is_integer", "as_integer_ratio", "hex", "conjugate", "fromhex"];
    match class {
        ClassId::Int | ClassId::Bool => INT,
        ClassId::Float => FLOAT,
        ClassId::List => LIST,
        ClassId::Tuple | ClassId::Range => &["count", "index"],
        ClassId::Generator => &["__next__", "__iter__", "send", "throw", "close"],
        class if is_iterator_class(class) => &["__next__", "__iter__"],
        ClassId::Str => STR,
        ClassId::Dict => DICT,
        ClassId::Globals => &DICT[..DICT.len() - 1],
        ClassId::Set => SET,
        ClassId::FrozenSet => FROZENSET,
        ClassId::Slice => &["indices"],
        ClassId::Bytes => crate::bytes::METHODS,
        ClassId::ByteArray => {
            static METHODS: std::sync::OnceLock<Vec<&str>> = std::sync::OnceLock::new();
            METHODS.get_or_init(|| [crate::bytearray::OWN_METHODS, crate::bytes::METHODS].concat())
        }
        ClassId::Property => PROPERTY,
        ClassId::TextIOWrapper | ClassId::BufferedReader | ClassId::BufferedWriter => crate::files::METHODS,
        _ => &[],
    }
}

/// Whether values of builtin class `class` have a method `name`, the special methods
/// a subclass reaches through `super()` or the type (`str.__hash__`) included.
pub fn has_method_or_dunder(class: ClassId, name: &str) -> bool {
    has_builtin_method(class, name) || has_container_dunder(class, name) || scalar_dunder_arity(class, name).is_some()
}

/// How many arguments special method `name` of an int, float or str takes; None
/// when that type has no such method (as ember implements them).
fn scalar_dunder_arity(class: ClassId, name: &str) -> Option<usize> {
    const ANY: &[&str] = &["__hash__", "__str__", "__repr__", "__bool__"];
    const COMPARE: &[&str] = &["__eq__", "__ne__", "__lt__", "__le__", "__gt__", "__ge__"];
    const NUMBER_UNARY: &[&str] = &["__int__", "__float__", "__neg__", "__pos__", "__abs__"];
    const NUMBER_BINARY: &[&str] = &[
        "__add__",
        "__sub__",
        "__mul__",
        "__truediv__",
        "__floordiv__",
        "__mod__",
        "__pow__",
        "__radd__",
        "__rsub__",
        "__rmul__",
        "__rtruediv__",
        "__rfloordiv__",
        "__rmod__",
        "__rpow__",
    ];
    const INT_BINARY: &[&str] =
        &["__and__", "__or__", "__xor__", "__lshift__", "__rshift__", "__rand__", "__ror__", "__rxor__"];
    const STR_UNARY: &[&str] = &["__len__", "__iter__"];
    const STR_BINARY: &[&str] = &["__add__", "__mul__", "__rmul__", "__mod__", "__contains__", "__getitem__"];
    let number = matches!(class, ClassId::Int | ClassId::Bool | ClassId::Float);
    let int = matches!(class, ClassId::Int | ClassId::Bool);
    let str = class == ClassId::Str;
    if !(number || str) {
        return None;
    }
    if ANY.contains(&name) || (number && NUMBER_UNARY.contains(&name)) || (int && name == "__index__") {
        return Some(0);
    }
    if str && STR_UNARY.contains(&name) {
        return Some(0);
    }
    let binary = COMPARE.contains(&name)
        || name == "__format__"
        || (number && NUMBER_BINARY.contains(&name))
        || (int && INT_BINARY.contains(&name))
        || (str && STR_BINARY.contains(&name));
    binary.then_some(1)
}

/// `recv.name(*args)` for a special method of a builtin int, float or str (reached
/// through the type, `int.__add__(a, b)`, or `super()`): the operation it names, or
/// NotImplemented when the other operand is of a type the operation does not take.
fn scalar_dunder(rt: &mut Rt, recv: Value, name: &str, args: &[Value]) -> Option<PyResult<Value>> {
    let want = scalar_dunder_arity(class_of(recv), name)?;
    if args.len() != want {
        return Some(raise!(
            TypeError,
            "expected {} argument{}, got {}",
            want,
            if want == 1 { "" } else { "s" },
            args.len()
        ));
    }
    use crate::code::{BinOp, CmpOp};
    let number = |v: Value| crate::int::int_ref(v).is_some() || float_value(v).is_some();
    let other = args.first().map(|&o| classes::carried_scalar(rt, o).unwrap_or(o));
    let text = class_of(recv) == ClassId::Str;
    // Whether the other operand is of a type the operation takes.
    let takes = |o: Value| match name {
        "__mul__" | "__rmul__" if text => crate::int::int_ref(o).is_some(),
        "__mod__" | "__format__" | "__getitem__" => true,
        _ if text => class_of(o) == ClassId::Str,
        // An int's operations take ints only (a float operand is float's to handle).
        _ if class_of(recv) != ClassId::Float => crate::int::int_ref(o).is_some(),
        _ => number(o),
    };
    if let Some(o) = other.filter(|&o| !takes(o)) {
        let _ = o;
        return Some(Ok(classes::not_implemented()));
    }
    let o = other.unwrap_or(Value::NULL);
    let binary = |rt: &mut Rt, op: BinOp, reflected: bool| {
        let (a, b) = if reflected { (o, recv) } else { (recv, o) };
        crate::ops::binary_op(rt, op, a, b, false)
    };
    let compare = |rt: &mut Rt, op: CmpOp| crate::ops::compare(rt, op, recv, o).map(crate::object::py_bool);
    let op_of = |n: &str| match n {
        "add" => BinOp::Add,
        "sub" => BinOp::Sub,
        "mul" => BinOp::Mul,
        "truediv" => BinOp::TrueDiv,
        "floordiv" => BinOp::FloorDiv,
        "mod" => BinOp::Mod,
        "pow" => BinOp::Pow,
        "and" => BinOp::And,
        "or" => BinOp::Or,
        "xor" => BinOp::Xor,
        "lshift" => BinOp::LShift,
        _ => BinOp::RShift,
    };
    Some(match name {
        "__hash__" => crate::hash::py_hash(rt, recv).map(|h| rt.new_int(h)),
        "__str__" => crate::ops::py_str(rt, recv).map(|s| rt.new_str(&s)),
        "__repr__" => crate::ops::py_repr(rt, recv).map(|s| rt.new_str(&s)),
        "__bool__" => crate::ops::truthy(rt, recv).map(crate::object::py_bool),
        "__int__" | "__index__" => call_object(rt, ClassId::Int.type_object(), &[recv], &[]),
        "__float__" => call_object(rt, ClassId::Float.type_object(), &[recv], &[]),
        "__neg__" => crate::ops::negate(rt, recv),
        "__pos__" => crate::ops::positive(rt, recv),
        "__abs__" => crate::builtins::py_abs(rt, recv),
        "__len__" => crate::ops::py_len(rt, recv).map(|n| rt.new_int(n as i64)),
        "__iter__" => crate::ops::get_iter(rt, recv),
        "__contains__" => crate::ops::contains(rt, recv, o).map(crate::object::py_bool),
        "__getitem__" => crate::ops::getitem(rt, recv, o),
        "__format__" => match class_of(o) {
            ClassId::Str => crate::format::format_value(rt, recv, str_text(o)).map(|s| rt.new_str(&s)),
            _ => raise!(TypeError, "argument to __format__ must be str, not {}", type_name(o)),
        },
        _ if comparison_of(name).is_some() => compare(rt, comparison_of(name).expect("checked")),
        _ => {
            let bare = name.trim_matches('_');
            match bare.strip_prefix('r').filter(|b| *b != "shift") {
                Some(forward) => binary(rt, op_of(forward), true),
                None => binary(rt, op_of(bare), false),
            }
        }
    })
}

/// Whether values of builtin class `class` are iterators (with `__next__`).
fn is_iterator_class(class: ClassId) -> bool {
    use ClassId::*;
    matches!(
        class,
        ListIterator
            | TupleIterator
            | StrIterator
            | RangeIterator
            | DictKeyIterator
            | SetIterator
            | Enumerate
            | Zip
            | Map
            | Filter
            | Reversed
            | Iterator
            | CallableIterator
            | Generator
    )
}

/// `range.index(x)` and `range.count(x)`: an int found by arithmetic, anything else
/// by comparing with each item, as CPython does.
fn range_method(rt: &mut Rt, r: Value, name: &str, x: Value) -> PyResult<Value> {
    let position = match crate::int::int_ref(x).filter(|_| class_of(x) != ClassId::Bool).and_then(|i| i.to_i128()) {
        Some(i) => {
            let (start, _, step) = crate::ops::range_parts(r);
            crate::ops::contains(rt, r, x)?.then(|| ((i - start) / step) as i64)
        }
        None => {
            let mut found = None;
            let mut count = 0i64;
            let it = crate::ops::get_iter(rt, r)?;
            rt.with_roots(&[it], |rt| {
                let mut k = 0i64;
                while let Some(item) = crate::ops::iter_next(rt, it)? {
                    if crate::ops::py_eq(rt, item, x)? {
                        found = found.or(Some(k));
                        count += 1;
                        if name == "index" {
                            break;
                        }
                    }
                    k += 1;
                }
                Ok(())
            })?;
            if name == "count" {
                return Ok(Value::small_int(count));
            }
            found
        }
    };
    match (name, position) {
        ("count", p) => Ok(Value::small_int(i64::from(p.is_some()))),
        (_, Some(p)) => Ok(rt.new_int(p)),
        (_, None) => {
            let shown = crate::ops::py_repr(rt, x)?;
            raise!(ValueError, "{} is not in range", shown)
        }
    }
}
