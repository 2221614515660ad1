//! Builtins over iterables: `sorted`, `enumerate`, `zip`, `map`, `filter`, `reversed`, `iter`, `next`, `any`, `all`.

use super::*;
use crate::classes;
use crate::error::PyResult;
use crate::int::{IntRef, int_ref};
use crate::ops::{self, py_len, truthy};
use crate::raise;
use crate::value::Value;
use crate::vm::Rt;

pub(super) fn builtin_sorted(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    if args.len() != 1 {
        return raise!(TypeError, "sorted expected 1 argument, got {}", args.len());
    }
    let key = keyword("sorted", kw, &["key", "reverse"], "key")?.filter(|k| !is_none(*k));
    let reverse = match keyword("sorted", kw, &["key", "reverse"], "reverse")? {
        Some(r) => truthy(rt, r)?,
        None => false,
    };
    let list = call_type(rt, ClassId::List, args, &[])?;
    rt.handles.push(list);
    let r = crate::methods::list_sort(rt, list, key, reverse);
    rt.handles.pop();
    r.map(|_| list)
}

/// Builds a lazy iterator after converting `sources` to iterators (kept rooted).
fn lazy_iter(rt: &mut Rt, kind: IterKind, a: Value, sources: &[Value], index: i64) -> PyResult<Value> {
    let mark = rt.handles.len();
    let result = (|| {
        let mut iters = Vec::with_capacity(sources.len());
        for &s in sources {
            let it = ops::get_iter(rt, s)?;
            rt.handles.push(it);
            iters.push(it);
        }
        let (a, b) = match kind {
            IterKind::Enumerate | IterKind::Filter if kind == IterKind::Enumerate => (iters[0], Value::NULL),
            IterKind::Filter => (a, iters[0]),
            IterKind::Zip => (rt.new_tuple(&iters), Value::NULL),
            _ => {
                rt.handles.push(a);
                let t = rt.new_tuple(&iters);
                (a, t)
            }
        };
        rt.handles.push(a);
        rt.handles.push(b);
        Ok(ops::new_iter(rt, kind, a, b, index))
    })();
    rt.handles.truncate(mark);
    result
}

pub(super) fn builtin_enumerate(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    let start = keyword("enumerate", kw, &["start"], "start")?.or(args.get(1).copied());
    if args.is_empty() || args.len() > 2 {
        return raise!(TypeError, "enumerate() takes at most 2 arguments ({} given)", args.len());
    }
    let start = match start {
        Some(s) => match int_ref(s).map(IntRef::to_i64) {
            Some(Some(i)) => i,
            Some(None) => {
                return raise!(NotImplementedError, "enumerate() start beyond 64 bits is not supported by ember");
            }
            None => return raise!(TypeError, "'{}' object cannot be interpreted as an integer", type_name(s)),
        },
        None => 0,
    };
    lazy_iter(rt, IterKind::Enumerate, Value::NULL, &args[..1], start)
}

pub(super) fn builtin_zip(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    let strict = match keyword("zip", kw, &["strict"], "strict")? {
        Some(s) => truthy(rt, s)?,
        None => false,
    };
    if strict {
        return raise!(NotImplementedError, "zip(strict=True) is not supported by ember yet");
    }
    lazy_iter(rt, IterKind::Zip, Value::NULL, args, 0)
}

pub(super) fn builtin_map(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("map", kw)?;
    if args.len() < 2 {
        return raise!(TypeError, "map() must have at least two arguments.");
    }
    lazy_iter(rt, IterKind::Map, args[0], &args[1..], 0)
}

pub(super) fn builtin_filter(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("filter", kw)?;
    if args.len() != 2 {
        return raise!(TypeError, "filter expected 2 arguments, got {}", args.len());
    }
    lazy_iter(rt, IterKind::Filter, args[0], &args[1..], 0)
}

pub(super) fn builtin_reversed(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("reversed", kw)?;
    arity("reversed", args, 1, 1)?;
    let v = args[0];
    if let Some(it) = classes::call_special(rt, v, "__reversed__", &[])? {
        return Ok(it);
    }
    // A dict (or a view of one) runs backwards through its keys in insertion order.
    if matches!(layout_of(v), LayoutId::Dict | LayoutId::DictView) {
        let mark = rt.handles.len();
        let list = ops::collect_iterable(rt, v).map(|items| rt.new_list(&items));
        rt.handles.truncate(mark);
        let list = list?;
        return rt.with_roots(&[list], |rt| builtin_reversed(rt, &[list], &[]));
    }
    let sequence = matches!(
        class_of(v),
        ClassId::List | ClassId::Tuple | ClassId::Str | ClassId::Bytes | ClassId::ByteArray | ClassId::Range
    )
        // The sequence protocol: a class with `__len__` and `__getitem__`.
        || (classes::has_special(v, "__len__") && classes::has_special(v, "__getitem__"))
        || classes::base_value(rt, v).is_some_and(|b| matches!(class_of(b), ClassId::List | ClassId::Tuple | ClassId::Str));
    if !sequence {
        return raise!(TypeError, "'{}' object is not reversible", type_name(v));
    }
    let len = py_len(rt, v)? as i64;
    Ok(ops::new_iter(rt, IterKind::Reversed, v, Value::NULL, len))
}

pub(super) fn builtin_iter(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("iter", kw)?;
    arity("iter", args, 1, 2)?;
    if let [callable, sentinel] = *args {
        if !super::objects::is_callable(callable) {
            return raise!(TypeError, "iter(v, w): v must be callable");
        }
        return Ok(ops::new_iter(rt, IterKind::Callable, callable, sentinel, 0));
    }
    ops::get_iter(rt, args[0])
}

pub(super) fn builtin_next(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("next", kw)?;
    if args.is_empty() || args.len() > 2 {
        return raise!(TypeError, "next expected at least 1 argument, got {}", args.len());
    }
    if !is_layout(args[0], LayoutId::RangeIter)
        && !is_layout(args[0], LayoutId::SeqIter)
        && !is_layout(args[0], LayoutId::Iter)
        && !is_layout(args[0], LayoutId::Generator)
        && !classes::has_special(args[0], "__next__")
    {
        return raise!(TypeError, "'{}' object is not an iterator", type_name(args[0]));
    }
    match ops::iter_next(rt, args[0])? {
        Some(v) => Ok(v),
        None => match args.get(1) {
            Some(&d) => Ok(d),
            None => Err(crate::interp::stop_iteration(rt, args[0])),
        },
    }
}

fn any_all(rt: &mut Rt, args: &[Value], kw: &Kw, name: &str, want: bool) -> PyResult<Value> {
    no_keywords(name, kw)?;
    arity(name, args, 1, 1)?;
    let mark = rt.handles.len();
    let result = (|| {
        let it = ops::get_iter(rt, args[0])?;
        rt.handles.push(it);
        while let Some(x) = ops::iter_next(rt, it)? {
            if truthy(rt, x)? == want {
                return Ok(py_bool(want));
            }
        }
        Ok(py_bool(!want))
    })();
    rt.handles.truncate(mark);
    result
}

pub(super) fn builtin_any(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    any_all(rt, args, kw, "any", true)
}

pub(super) fn builtin_all(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    any_all(rt, args, kw, "all", false)
}
