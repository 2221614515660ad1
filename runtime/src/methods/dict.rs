//! Methods of `dict`.

use super::arity;
use crate::builtins::Kw;
use crate::classes;
use crate::dict;
use crate::error::PyResult;
use crate::layout::*;
use crate::object::*;
use crate::ops;
use crate::raise;
use crate::value::Value;
use crate::vm::Rt;

/// Adds `(key, value)` pairs from a mapping or an iterable of pairs to dict `d`.
fn dict_update_from(rt: &mut Rt, d: Value, source: Value) -> PyResult<()> {
    let mark = rt.handles.len();
    rt.handles.extend_from_slice(&[d, source]);
    let r = (|| {
        // A dict subclass's instance gives its dict's items (as CPython's fast path).
        let source = classes::unwrap_base(rt, source);
        if is_layout(source, LayoutId::Dict) {
            for (k, v) in dict::dict_items(source) {
                dict::dict_set(rt, d, k, v)?;
            }
            return Ok(());
        }
        // Any other object with a `keys` method is a mapping: its keys, then items.
        if is_layout(source, LayoutId::Instance)
            && classes::lookup(classes::instance(source).class, "keys", None).is_some()
        {
            let keys = crate::methods::call_method(rt, source, "keys", &[], &[])?;
            rt.handles.push(keys);
            for k in ops::collect_iterable(rt, keys)? {
                let v = ops::getitem(rt, source, k)?;
                rt.handles.push(v);
                dict::dict_set(rt, d, k, v)?;
            }
            return Ok(());
        }
        let items = ops::collect_iterable(rt, source)?;
        for (i, item) in items.into_iter().enumerate() {
            let pair = match seq_to_vec(item) {
                Some(p) => p,
                None => {
                    if ops::get_iter(rt, item).is_err() {
                        return raise!(
                            TypeError,
                            "cannot convert dictionary update sequence element #{} to a sequence",
                            i
                        );
                    }
                    ops::collect_iterable(rt, item)?
                }
            };
            if pair.len() != 2 {
                return raise!(
                    ValueError,
                    "dictionary update sequence element #{} has length {}; 2 is required",
                    i,
                    pair.len()
                );
            }
            dict::dict_set(rt, d, pair[0], pair[1])?;
        }
        Ok(())
    })();
    rt.handles.truncate(mark);
    r
}

pub(crate) fn dict_method(rt: &mut Rt, d: Value, name: &str, args: &[Value], kw: &Kw) -> PyResult<Value> {
    if name != "update" {
        super::no_method_keywords(ClassId::Dict, name, kw)?;
    }
    match name {
        "get" => {
            arity("dict", "get", args, 1, 2)?;
            dict::dict_get_or(rt, d, args[0], args.get(1).copied())
        }
        "setdefault" => {
            arity("dict", "setdefault", args, 1, 2)?;
            if let Some(v) = dict::dict_get(rt, d, args[0])? {
                return Ok(v);
            }
            let default = args.get(1).copied().unwrap_or_else(none);
            dict::dict_set(rt, d, args[0], default)?;
            Ok(default)
        }
        "pop" => {
            arity("dict", "pop", args, 1, 2)?;
            match (dict::dict_remove(rt, d, args[0])?, args.get(1)) {
                (Some(v), _) => Ok(v),
                (None, Some(&default)) => Ok(default),
                (None, None) => ops::key_error(rt, args[0]),
            }
        }
        "popitem" => {
            arity("dict", "popitem", args, 0, 0)?;
            match dict::dict_pop_last(rt, d) {
                Some((k, v)) => {
                    rt.handles.extend_from_slice(&[k, v]);
                    let t = rt.new_tuple(&[k, v]);
                    rt.handles.truncate(rt.handles.len() - 2);
                    Ok(t)
                }
                None => ops::key_error_text(rt, "popitem(): dictionary is empty"),
            }
        }
        "update" => {
            arity("dict", "update", args, 0, 1)?;
            if let Some(&src) = args.first() {
                dict_update_from(rt, d, src)?;
            }
            for &(k, v) in kw {
                let key = rt.new_str(k);
                rt.handles.push(key);
                let r = dict::dict_set(rt, d, key, v);
                rt.handles.pop();
                r?;
            }
            Ok(none())
        }
        "clear" => {
            arity("dict", "clear", args, 0, 0)?;
            dict::dict_clear(d);
            Ok(none())
        }
        "copy" => {
            arity("dict", "copy", args, 0, 0)?;
            let c = rt.new_dict();
            dict_update_from(rt, c, d)?;
            Ok(c)
        }
        "keys" | "values" | "items" => {
            arity("dict", name, args, 0, 0)?;
            let h = rt.alloc(LayoutId::DictView, 0);
            // SAFETY: fresh view object; `d` is rooted by the caller.
            unsafe {
                let view = h as *mut DictViewObject;
                (*view).dict = d;
                (*view).kind = ["keys", "values", "items"].iter().position(|&n| n == name).expect("view kind");
            }
            Ok(Value::from_ptr(h))
        }
        "fromkeys" => {
            let mut full = vec![ClassId::Dict.type_object()];
            full.extend_from_slice(args);
            dict_fromkeys(rt, &full, kw)
        }
        _ => Err(classes::attribute_error(d, name, format!("'dict' object has no attribute '{name}'"))),
    }
}

/// `cls.fromkeys(iterable, value=None)`, the classmethod of `dict` (`args[0]` is `cls`):
/// a `cls` whose every key maps to `value`.
pub(crate) fn dict_fromkeys(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    super::no_method_keywords(ClassId::Dict, "fromkeys", kw)?;
    let Some((&cls, args)) = args.split_first() else {
        return raise!(TypeError, "descriptor 'fromkeys' of 'dict' object needs an argument");
    };
    arity("dict", "fromkeys", args, 1, 2)?;
    let value = args.get(1).copied().unwrap_or_else(none);
    let mark = rt.handles.len();
    let r = (|| {
        let d = crate::builtins::call_object(rt, cls, &[], &[])?;
        rt.handles.push(d);
        let keys = ops::collect_iterable(rt, args[0])?;
        let plain = is_layout(d, LayoutId::Dict);
        for k in keys {
            if plain {
                dict::dict_set(rt, d, k, value)?;
            } else {
                ops::setitem(rt, d, k, value)?;
            }
        }
        Ok(d)
    })();
    rt.handles.truncate(mark);
    r
}
