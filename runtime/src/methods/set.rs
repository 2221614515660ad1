//! Methods of `set`, each building its table as CPython's `setobject.c` does (see
//! `dict`).

use super::arity;
use crate::builtins::Kw;
use crate::classes;
use crate::dict;
use crate::error::PyResult;
use crate::layout::*;
use crate::object::*;
use crate::ops;
use crate::value::Value;
use crate::vm::Rt;

/// The methods of `frozenset` (those of `set` that make a new set or only read):
/// what they make is a frozenset.
pub(super) fn frozenset_method(rt: &mut Rt, s: Value, name: &str, args: &[Value], kw: &Kw) -> PyResult<Value> {
    super::no_method_keywords(ClassId::FrozenSet, name, kw)?;
    if name == "copy" {
        arity("frozenset", "copy", args, 0, 0)?;
        return Ok(s);
    }
    let r = set_method(rt, s, name, args, kw)?;
    Ok(if is_layout(r, LayoutId::Set) { dict::freeze(r) } else { r })
}

pub(super) fn set_method(rt: &mut Rt, s: Value, name: &str, args: &[Value], kw: &Kw) -> PyResult<Value> {
    super::no_method_keywords(ClassId::Set, name, kw)?;
    let as_set =
        |rt: &mut Rt, v: Value| -> PyResult<Value> { if is_any_set(v) { Ok(v) } else { dict::set_from(rt, v) } };
    match name {
        "add" => {
            arity("set", "add", args, 1, 1)?;
            dict::set_add(rt, s, args[0])?;
            Ok(none())
        }
        "remove" => {
            arity("set", "remove", args, 1, 1)?;
            if dict::set_discard(rt, s, args[0])? { Ok(none()) } else { ops::key_error(rt, args[0]) }
        }
        "discard" => {
            arity("set", "discard", args, 1, 1)?;
            dict::set_discard(rt, s, args[0])?;
            Ok(none())
        }
        "pop" => {
            arity("set", "pop", args, 0, 0)?;
            dict::set_pop(rt, s)
        }
        "clear" => {
            arity("set", "clear", args, 0, 0)?;
            dict::set_clear(rt, s);
            Ok(none())
        }
        "copy" => {
            arity("set", "copy", args, 0, 0)?;
            dict::set_from(rt, s)
        }
        "update" | "difference_update" => {
            let update = if name == "update" { dict::set_update } else { dict::set_difference_update };
            for &a in args {
                update(rt, s, a)?;
            }
            Ok(none())
        }
        "symmetric_difference" => {
            arity("set", name, args, 1, 1)?;
            dict::set_symmetric_difference(rt, s, args[0])
        }
        "symmetric_difference_update" => {
            arity("set", name, args, 1, 1)?;
            dict::set_symmetric_difference_update(rt, s, args[0])?;
            Ok(none())
        }
        "union" => {
            let result = dict::set_from(rt, s)?;
            rt.with_roots(&[result], |rt| args.iter().try_for_each(|&a| dict::set_update(rt, result, a)))?;
            Ok(result)
        }
        "difference" => {
            let Some((&first, rest)) = args.split_first() else { return dict::set_from(rt, s) };
            let result = dict::set_difference(rt, s, first)?;
            rt.with_roots(&[result], |rt| rest.iter().try_for_each(|&a| dict::set_difference_update(rt, result, a)))?;
            Ok(result)
        }
        "intersection" | "intersection_update" => {
            let mark = rt.handles.len();
            let r = (|| {
                let mut result = if args.is_empty() { dict::set_from(rt, s)? } else { s };
                for &a in args {
                    result = dict::set_intersection(rt, result, a)?;
                    rt.handles.push(result);
                }
                Ok(result)
            })();
            rt.handles.truncate(mark);
            if name == "intersection" {
                return r;
            }
            let result = r?;
            if result != s {
                dict::set_take_table(s, result);
            }
            Ok(none())
        }
        "issubset" | "issuperset" | "isdisjoint" => {
            arity("set", name, args, 1, 1)?;
            let other = as_set(rt, args[0])?;
            let r = rt.with_roots(&[other], |rt| match name {
                "issubset" => dict::set_is_subset(rt, s, other),
                "issuperset" => dict::set_is_subset(rt, other, s),
                _ => dict::set_intersection(rt, s, other).map(|i| dict::set_len(i) == 0),
            })?;
            Ok(py_bool(r))
        }
        _ => Err(classes::attribute_error(s, name, format!("'set' object has no attribute '{name}'"))),
    }
}
