//! `globals()`: a live mapping view of a module's globals (`LayoutId::Globals`).
//!
//! CPython's is the module's dict. ember keeps globals in the runtime's slots
//! (`Rt::globals`), where compiled code reads them, so `globals()` is a view: reads
//! see the current bindings and writes bind and unbind them. Its keys are the
//! module's names, so they must be strs. Reads that want a dict (iteration,
//! `items()`, `repr`) work on a snapshot taken then.

use crate::builtins::Kw;
use crate::error::PyResult;
use crate::layout::{GlobalsObject, LayoutId};
use crate::object::*;
use crate::raise;
use crate::value::Value;
use crate::vm::{Namespace, Rt};

/// The namespace a `globals()` view shows.
fn namespace(g: Value) -> Namespace {
    // SAFETY: a checked globals view (immortal).
    Namespace(unsafe { (*checked_ptr::<GlobalsObject>(g)).namespace } as u32)
}

/// A global's name given as a key.
fn name_of<'a>(key: Value) -> PyResult<&'a str> {
    match is_layout(key, LayoutId::Str) {
        true => Ok(str_text(key)),
        false => raise!(
            NotImplementedError,
            "globals() keys that are not strs ('{}') are not supported by ember yet",
            type_name(key)
        ),
    }
}

/// A new dict of the module's globals now, in binding order.
pub fn snapshot(rt: &mut Rt, g: Value) -> PyResult<Value> {
    let ns = namespace(g);
    let pairs: Vec<(std::rc::Rc<str>, Value)> = rt.namespace_globals(ns).map(|(n, v)| (n.clone(), v)).collect();
    let d = rt.new_dict();
    rt.with_roots(&[d], |rt| {
        for (name, v) in pairs {
            let key = rt.intern(&name);
            crate::dict::dict_set(rt, d, key, v)?;
        }
        Ok(d)
    })
}

/// `g[key]`.
pub fn getitem(rt: &mut Rt, g: Value, key: Value) -> PyResult<Value> {
    match lookup(rt, g, key)? {
        Some(v) => Ok(v),
        None => crate::ops::key_error(rt, key),
    }
}

/// `g.get(key)`: the global, if bound.
fn lookup(rt: &mut Rt, g: Value, key: Value) -> PyResult<Option<Value>> {
    if !is_layout(key, LayoutId::Str) {
        // No global has a key of another type; it must still be hashable.
        crate::hash::py_hash(rt, key)?;
        return Ok(None);
    }
    Ok(rt.get_global_in(namespace(g), str_text(key)))
}

/// `g[key] = value`: binds the global.
pub fn setitem(rt: &mut Rt, g: Value, key: Value, value: Value) -> PyResult<()> {
    let name = name_of(key)?;
    if rt.global_slot_in(namespace(g), name).is_none() {
        return raise!(
            NotImplementedError,
            "more than {} global names are not supported by ember",
            crate::vm::MAX_GLOBALS
        );
    }
    rt.set_global_in(namespace(g), name, value);
    Ok(())
}

/// `del g[key]`: unbinds the global.
pub fn delitem(rt: &mut Rt, g: Value, key: Value) -> PyResult<()> {
    let bound = match is_layout(key, LayoutId::Str) {
        true => rt.existing_global_slot(namespace(g), str_text(key)).filter(|&s| !rt.globals[s as usize].is_null()),
        false => None,
    };
    match bound {
        Some(slot) => {
            rt.unbind_global(slot);
            Ok(())
        }
        None => crate::ops::key_error(rt, key),
    }
}

/// `key in g`.
pub fn contains(rt: &mut Rt, g: Value, key: Value) -> PyResult<bool> {
    Ok(lookup(rt, g, key)?.is_some())
}

/// `len(g)`.
pub fn len(rt: &Rt, g: Value) -> usize {
    rt.namespace_globals(namespace(g)).count()
}

/// The methods of a `globals()` view: the dict methods, the ones that change the
/// mapping acting on the globals, the others on a snapshot.
pub fn method(rt: &mut Rt, g: Value, name: &str, args: &[Value], kw: &Kw) -> PyResult<Value> {
    match (name, args) {
        ("get", [key]) | ("get", [key, _]) => {
            crate::builtins::no_keywords("get", kw)?;
            let default = args.get(1).copied().unwrap_or_else(none);
            Ok(lookup(rt, g, *key)?.unwrap_or(default))
        }
        ("setdefault", [key]) | ("setdefault", [key, _]) => {
            crate::builtins::no_keywords("setdefault", kw)?;
            if let Some(v) = lookup(rt, g, *key)? {
                return Ok(v);
            }
            let default = args.get(1).copied().unwrap_or_else(none);
            setitem(rt, g, *key, default)?;
            Ok(default)
        }
        ("pop", [key]) | ("pop", [key, _]) => {
            crate::builtins::no_keywords("pop", kw)?;
            match lookup(rt, g, *key)? {
                Some(v) => {
                    delitem(rt, g, *key)?;
                    Ok(v)
                }
                None => match args.get(1) {
                    Some(&default) => Ok(default),
                    None => crate::ops::key_error(rt, *key),
                },
            }
        }
        ("update", _) => {
            // Through a dict of the new bindings: `update`'s argument rules are dict's.
            let d = rt.new_dict();
            rt.with_roots(&[d], |rt| {
                crate::methods::call_method(rt, d, "update", args, kw)?;
                for (k, v) in crate::dict::dict_items(d) {
                    setitem(rt, g, k, v)?;
                }
                Ok(none())
            })
        }
        ("clear" | "popitem", _) => {
            raise!(NotImplementedError, "globals().{}() is not supported by ember yet", name)
        }
        _ => {
            let d = snapshot(rt, g)?;
            rt.with_roots(&[d], |rt| crate::methods::call_method(rt, d, name, args, kw))
        }
    }
}
