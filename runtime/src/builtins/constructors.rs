//! Type objects called as constructors: `int(x)`, `str(x)`, `list(it)`, `range(n)` and the rest.

use super::*;
use crate::classes;
use crate::dict;
use crate::error::PyResult;
use crate::int::{IntRef, int_from_f64, int_ref, parse_int};
use crate::ops::{self, py_str, truthy};
use crate::raise;
use crate::value::Value;
use crate::vm::Rt;

pub(super) fn call_type(rt: &mut Rt, class: ClassId, args: &[Value], kw: &Kw) -> PyResult<Value> {
    match class {
        ClassId::Int => construct_int(rt, args, kw),
        ClassId::Float => {
            no_keywords("float", kw)?;
            arity("float", args, 0, 1)?;
            let Some(&v) = args.first() else { return Ok(rt.new_float(0.0)) };
            if let Some(d) = float_value(v) {
                return Ok(rt.new_float(d));
            }
            if let Some(i) = int_ref(v) {
                let d = i.to_f64()?;
                return Ok(rt.new_float(d));
            }
            if class_of(v) == ClassId::Str {
                let d = crate::float::parse_float(str_text(v))?;
                return Ok(rt.new_float(d));
            }
            if class_of(v) == ClassId::Bytes {
                let data = bytes_data(v);
                let parsed = std::str::from_utf8(data).ok().map(crate::float::parse_float);
                return match parsed {
                    Some(Ok(d)) => Ok(rt.new_float(d)),
                    _ => {
                        raise!(ValueError, "could not convert string to float: {}", crate::bytes::bytes_repr(data))
                    }
                };
            }
            if let Some(f) = crate::ops::float_hook(rt, v)? {
                return Ok(f);
            }
            if let Some(inner) = classes::carried_scalar(rt, v) {
                return call_type(rt, ClassId::Float, &[inner], &[]);
            }
            if let Some(i) = crate::ops::index_hook(rt, v)? {
                let d = int_ref(i).expect("an int").to_f64()?;
                return Ok(rt.new_float(d));
            }
            raise!(TypeError, "float() argument must be a string or a real number, not '{}'", type_name(v))
        }
        ClassId::Str if args.len() > 1 || !kw.is_empty() => crate::bytes::str_of_bytes(rt, args, kw),
        ClassId::Str => {
            arity("str", args, 0, 1)?;
            match args.first() {
                None => Ok(rt.intern("")),
                Some(&v) if class_of(v) == ClassId::Str => Ok(v),
                Some(&v)
                    if !classes::has_special(v, "__str__")
                        && classes::carried_scalar(rt, v).is_some_and(|s| class_of(s) == ClassId::Str) =>
                {
                    Ok(classes::carried_scalar(rt, v).expect("checked"))
                }
                Some(&v) => {
                    let s = py_str(rt, v)?;
                    Ok(rt.new_str(&s))
                }
            }
        }
        ClassId::Bool => {
            no_keywords("bool", kw)?;
            arity("bool", args, 0, 1)?;
            Ok(py_bool(match args.first() {
                Some(&v) => truthy(rt, v)?,
                None => false,
            }))
        }
        ClassId::List => {
            no_keywords("list", kw)?;
            arity("list", args, 0, 1)?;
            let list = rt.new_list(&[]);
            if let Some(&v) = args.first() {
                let mark = rt.handles.len();
                rt.handles.push(list);
                let r = ops::list_extend(rt, list, v);
                rt.handles.truncate(mark);
                r?;
            }
            Ok(list)
        }
        ClassId::Tuple => {
            no_keywords("tuple", kw)?;
            arity("tuple", args, 0, 1)?;
            match args.first() {
                None => Ok(rt.new_tuple(&[])),
                Some(&v) if class_of(v) == ClassId::Tuple => Ok(v),
                Some(&v) => {
                    let mark = rt.handles.len();
                    let r = ops::collect_iterable(rt, v).map(|items| rt.new_tuple(&items));
                    rt.handles.truncate(mark);
                    r
                }
            }
        }
        ClassId::Range => construct_range(rt, args, kw),
        ClassId::Object => classes::instantiate(rt, ClassId::Object.type_object(), args, kw),
        ClassId::StaticMethod | ClassId::ClassMethod => {
            no_keywords(class.name(), kw)?;
            arity(class.name(), args, 1, 1)?;
            let kind = if class == ClassId::StaticMethod { classes::DESCR_STATIC } else { classes::DESCR_CLASS };
            Ok(classes::new_descriptor(rt, kind, args[0], Value::NULL, Value::NULL))
        }
        ClassId::Property => {
            let get = |i: usize, name: &str| -> PyResult<Value> {
                Ok(args
                    .get(i)
                    .copied()
                    .or(keyword("property", kw, &["fget", "fset", "fdel", "doc"], name)?)
                    .unwrap_or_else(none))
            };
            let (a, b, c) = (get(0, "fget")?, get(1, "fset")?, get(2, "fdel")?);
            Ok(classes::new_descriptor(rt, classes::DESCR_PROPERTY, a, b, c))
        }
        ClassId::Super => {
            no_keywords("super", kw)?;
            if args.len() != 2 {
                return raise!(RuntimeError, "super(): no arguments");
            }
            if !classes::is_class(args[0]) {
                return raise!(TypeError, "super() argument 1 must be a type, not {}", type_name(args[0]));
            }
            let h = rt.alloc(LayoutId::Super, 0);
            // SAFETY: fresh super object; the arguments are rooted by the caller.
            unsafe {
                let s = h as *mut SuperObject;
                (*s).start = args[0];
                (*s).obj = args[1];
            }
            Ok(Value::from_ptr(h))
        }
        ClassId::Dict => {
            if args.len() > 1 {
                return raise!(TypeError, "dict expected at most 1 argument, got {}", args.len());
            }
            let d = rt.new_dict();
            rt.handles.push(d);
            let r = crate::methods::dict_method(rt, d, "update", args, kw);
            rt.handles.pop();
            r.map(|_| d)
        }
        ClassId::Set => {
            no_keywords("set", kw)?;
            arity("set", args, 0, 1)?;
            match args.first() {
                Some(&v) => dict::set_from(rt, v),
                None => Ok(rt.new_set()),
            }
        }
        ClassId::Bytes => crate::bytes::construct(rt, args, kw),
        ClassId::ByteArray => crate::bytearray::construct(rt, args, kw),
        ClassId::Slice => {
            no_keywords("slice", kw)?;
            let [start, stop, step] = match *args {
                [stop] => [none(), stop, none()],
                [start, stop] => [start, stop, none()],
                [start, stop, step] => [start, stop, step],
                [] => return raise!(TypeError, "slice expected at least 1 argument, got 0"),
                _ => return raise!(TypeError, "slice expected at most 3 arguments, got {}", args.len()),
            };
            Ok(rt.new_slice(start, stop, step))
        }
        ClassId::FrozenSet => {
            no_keywords("frozenset", kw)?;
            arity("frozenset", args, 0, 1)?;
            match args.first() {
                // A frozenset is its own copy.
                Some(&v) if is_layout(v, LayoutId::FrozenSet) => Ok(v),
                Some(&v) => dict::frozenset_from(rt, v),
                None => {
                    let s = rt.new_set();
                    Ok(dict::freeze(s))
                }
            }
        }
        ClassId::Type => match args {
            [obj] if kw.is_empty() => Ok(classes::type_of(*obj)),
            [_, _, _] => {
                // `type.__call__(type, ...)`: `type.__new__`, then the `__init__` of
                // the metaclass that made the class.
                let full = [&[ClassId::Type.type_object()], args].concat();
                let cls = type_new(rt, &full, kw)?;
                if let Some((_, init)) = classes::metaclass_lookup(cls, "__init__") {
                    let full = [&[cls], args].concat();
                    rt.with_roots(&[cls], |rt| call_object(rt, init, &full, kw))?;
                }
                Ok(cls)
            }
            _ => raise!(TypeError, "type() takes 1 or 3 arguments"),
        },
        other => raise!(TypeError, "cannot create '{}' instances", other.name()),
    }
}

fn construct_int(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    let base_kw = keyword("int", kw, &["base"], "base")?;
    if args.len() > 2 {
        return raise!(TypeError, "int() takes at most 2 arguments ({} given)", args.len());
    }
    let base = args.get(1).copied().or(base_kw);
    let Some(&v) = args.first() else {
        if base.is_some() {
            return raise!(TypeError, "int() missing string argument");
        }
        return Ok(Value::small_int(0));
    };
    if let Some(b) = base {
        let Some(b) = int_ref(b).and_then(IntRef::to_i64) else {
            return raise!(TypeError, "'{}' object cannot be interpreted as an integer", type_name(b));
        };
        if b != 0 && !(2..=36).contains(&b) {
            return raise!(ValueError, "int() base must be >= 2 and <= 36, or 0");
        }
        let v = classes::carried_scalar(rt, v).unwrap_or(v);
        if bytes_like(v).is_some() {
            return parse_int_of_bytes(rt, v, b as u32);
        }
        if class_of(v) != ClassId::Str {
            return raise!(TypeError, "int() can't convert non-string with explicit base");
        }
        return parse_int(rt, str_text(v), b as u32);
    }
    if int_ref(v).is_some() {
        return Ok(crate::int::int_canonical(v));
    }
    if let Some(d) = float_value(v) {
        return int_from_f64(rt, d);
    }
    if class_of(v) == ClassId::Str {
        return parse_int(rt, str_text(v), 10);
    }
    if bytes_like(v).is_some() {
        return parse_int_of_bytes(rt, v, 10);
    }
    if let Some(i) = crate::ops::number_hook(rt, v, "__int__")? {
        return Ok(crate::int::int_canonical(i));
    }
    if let Some(inner) = classes::carried_scalar(rt, v) {
        return construct_int(rt, &[inner], &[]);
    }
    if let Some(i) = crate::ops::index_hook(rt, v)? {
        return Ok(crate::int::int_canonical(i));
    }
    raise!(TypeError, "int() argument must be a string, a bytes-like object or a real number, not '{}'", type_name(v))
}

/// `int(b, base)` for bytes `b`: its ASCII text parsed, the error naming the bytes.
fn parse_int_of_bytes(rt: &mut Rt, b: Value, base: u32) -> PyResult<Value> {
    let data = bytes_like(b).expect("a bytes-like object");
    let invalid = || {
        let shown = match is_layout(b, LayoutId::ByteArray) {
            true => crate::bytearray::repr(b),
            false => crate::bytes::bytes_repr(data),
        };
        raise!(ValueError, "invalid literal for int() with base {}: {}", base, shown)
    };
    let Ok(text) = std::str::from_utf8(data).map(str::to_string) else { return invalid() };
    match parse_int(rt, &text, base) {
        Err(e) if e.kind == crate::error::ExcKind::ValueError && text.is_ascii() => invalid(),
        r => r,
    }
}

fn construct_range(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("range", kw)?;
    make_range(rt, args)
}

/// `iter(range(*args))` (the arguments rooted by the caller): a range iterator
/// without the range object when the values fit 64 bits.
pub fn make_range_iter(rt: &mut Rt, args: &[Value]) -> PyResult<Value> {
    // Small ints, the common case (a loop's `range(i + 1, n)`), need no `__index__`
    // and no wide bounds.
    if (1..=3).contains(&args.len()) && args.iter().all(|a| a.is_small_int()) {
        let small = |k: usize, default: i64| args.get(k).map_or(default, |a| a.as_small_int());
        let (start, stop, step) = match args.len() {
            1 => (0, small(0, 0), 1),
            _ => (small(0, 0), small(1, 0), small(2, 1)),
        };
        if step != 0
            && let Some(it) = crate::ops::range_iter(rt, start.into(), stop.into(), step.into())
        {
            return Ok(it);
        }
    }
    let mark = rt.handles.len();
    let r = (|| {
        let (start, stop, step) = range_bounds(rt, args)?;
        let wide = |v: Value| int_ref(v).and_then(IntRef::to_i128).expect("checked bounds");
        if let Some(it) = crate::ops::range_iter(rt, wide(start), wide(stop), wide(step)) {
            return Ok(it);
        }
        let range = rt.new_range(start, stop, step);
        rt.with_roots(&[range], |rt| crate::ops::get_iter(rt, range))
    })();
    rt.handles.truncate(mark);
    r
}

/// `range(*args)` (the arguments rooted by the caller).
pub fn make_range(rt: &mut Rt, args: &[Value]) -> PyResult<Value> {
    let mark = rt.handles.len();
    let r = range_bounds(rt, args).map(|(start, stop, step)| rt.new_range(start, stop, step));
    rt.handles.truncate(mark);
    r
}

/// The start, stop and step `range(*args)` takes, checked: the arguments (rooted by
/// the caller) or what their `__index__` gave (pushed on `rt.handles`, which the
/// caller restores).
fn range_bounds(rt: &mut Rt, args: &[Value]) -> PyResult<(Value, Value, Value)> {
    let mut ints = Vec::with_capacity(args.len());
    for &a in args {
        let Some(i) = crate::ops::index_int(rt, a)? else {
            return raise!(TypeError, "'{}' object cannot be interpreted as an integer", type_name(a));
        };
        rt.handles.push(i);
        ints.push(i);
    }
    let args = &ints[..];
    for &a in args {
        if int_ref(a).and_then(IntRef::to_i128).is_none() {
            return raise!(OverflowError, "range() bounds beyond 128 bits are not supported by ember");
        }
    }
    let canon = crate::int::int_canonical;
    Ok(match args.len() {
        1 => (Value::small_int(0), canon(args[0]), Value::small_int(1)),
        2 => (canon(args[0]), canon(args[1]), Value::small_int(1)),
        3 => {
            if int_ref(args[2]).is_some_and(IntRef::is_zero) {
                return raise!(ValueError, "range() arg 3 must not be zero");
            }
            (canon(args[0]), canon(args[1]), canon(args[2]))
        }
        0 => return raise!(TypeError, "range expected at least 1 argument, got 0"),
        n => return raise!(TypeError, "range expected at most 3 arguments, got {}", n),
    })
}
