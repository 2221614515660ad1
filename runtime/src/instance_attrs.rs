//! An instance's own attributes: slots named by its shape, or its dict in dictionary
//! mode (see [`crate::shapes`]). Class attributes, descriptors and the lookup order
//! are [`crate::classes`]' business; this module only stores and finds the values.

use crate::dict;
use crate::error::PyResult;
use crate::layout::{InstanceObject, LayoutId, ValueArray};
use crate::object::{checked_ptr, str_text};
use crate::shapes::{DICT_MODE, INLINE_SLOTS, ShapeId};
use crate::value::Value;
use crate::vm::Rt;

#[inline]
fn object<'a>(obj: Value) -> &'a mut InstanceObject {
    // SAFETY: a checked instance, live while the caller holds it.
    unsafe { &mut *checked_ptr::<InstanceObject>(obj) }
}

/// The shape of instance `obj` ([`DICT_MODE`] in dictionary mode).
#[inline]
pub fn shape_of(obj: Value) -> ShapeId {
    object(obj).header.aux
}

/// Whether `v` is an instance with shape `shape` whose class lets its own attributes
/// come first (no data descriptor): then the shape's attributes are its slots. What an
/// attribute-load cache hit and the JIT's `GuardShape` check.
pub fn has_plain_shape(v: Value, shape: ShapeId) -> bool {
    crate::object::is_layout(v, LayoutId::Instance)
        && shape_of(v) == shape
        && crate::classes::plain_attribute_loads(object(v).class)
}

/// Slot `k` of `obj` (below its shape's length: checked).
#[inline]
pub fn slot(obj: Value, k: usize) -> Value {
    let o = object(obj);
    if k < INLINE_SLOTS {
        return o.inline[k];
    }
    let overflow = checked_ptr::<ValueArray>(o.overflow);
    // SAFETY: a checked value array, owned by the live instance; the shape's length,
    // which `k` is below, never exceeds the overflow's length plus the inline slots.
    unsafe {
        assert!(k - INLINE_SLOTS < (*overflow).len);
        *(*overflow).items.as_ptr().add(k - INLINE_SLOTS)
    }
}

/// Sets slot `k` of `obj`, which must have room for it (checked; see `ensure_room`).
#[inline]
pub fn set_slot(obj: Value, k: usize, value: Value) {
    let o = object(obj);
    if k < INLINE_SLOTS {
        o.inline[k] = value;
        return;
    }
    let overflow = checked_ptr::<ValueArray>(o.overflow);
    // SAFETY: a checked value array owned by the live instance; the index is checked.
    unsafe {
        assert!(k - INLINE_SLOTS < (*overflow).len);
        *(*overflow).items.as_mut_ptr().add(k - INLINE_SLOTS) = value;
    }
}

/// Gives `obj` room for `slots` slots, growing its overflow array (by doubling) if
/// needed. `obj` must be rooted: this may collect.
fn ensure_room(rt: &mut Rt, obj: Value, slots: usize) {
    if slots <= INLINE_SLOTS {
        return;
    }
    let old = object(obj).overflow;
    // SAFETY: a checked value array owned by the live instance.
    let old_len = if old.is_null() { 0 } else { unsafe { (*checked_ptr::<ValueArray>(old)).len } };
    if slots - INLINE_SLOTS <= old_len {
        return;
    }
    let new_len = (slots - INLINE_SLOTS).max(4).max(2 * old_len);
    let new = Value::from_ptr(rt.alloc(LayoutId::ValueArray, new_len));
    if !old.is_null() {
        // Re-read after the allocation: nothing moves, but the instance's overflow
        // is the one to copy.
        let old = object(obj).overflow;
        // SAFETY: both are live value arrays (checked) and `new` is the longer one.
        unsafe {
            let (src, dst) = (checked_ptr::<ValueArray>(old), checked_ptr::<ValueArray>(new));
            std::ptr::copy_nonoverlapping((*src).items.as_ptr(), (*dst).items.as_mut_ptr(), (*src).len);
        }
    }
    object(obj).overflow = new;
}

/// The value of `obj`'s own attribute `name`.
pub fn get(rt: &Rt, obj: Value, name: &str) -> Option<Value> {
    let shape = shape_of(obj);
    if shape == DICT_MODE {
        let d = object(obj).dict;
        return if d.is_null() { None } else { dict::dict_get_str(d, name) };
    }
    rt.shapes.slot_of(shape, name).map(|k| slot(obj, k))
}

/// [`get`] of the interned str `key` (found by identity: a shape's names are
/// interned), for the runtime's own names.
pub fn get_interned(rt: &Rt, obj: Value, key: Value) -> Option<Value> {
    let shape = shape_of(obj);
    if shape == DICT_MODE {
        return get(rt, obj, str_text(key));
    }
    rt.shapes.slot_of_key(shape, key).map(|k| slot(obj, k))
}

/// Sets `obj`'s own attribute `name`. Roots `obj` and `value` itself.
pub fn set(rt: &mut Rt, obj: Value, name: &str, value: Value) -> PyResult<()> {
    let shape = shape_of(obj);
    if shape != DICT_MODE {
        if let Some(k) = rt.shapes.slot_of(shape, name) {
            set_slot(obj, k, value);
            return Ok(());
        }
        if let Some(next) = rt.shapes.made_transition(shape, name) {
            add_slot(rt, obj, next, value);
            return Ok(());
        }
    }
    let key = rt.intern(name);
    set_interned(rt, obj, key, value)
}

/// [`set`] of the interned str `key` (see [`get_interned`]).
pub fn set_interned(rt: &mut Rt, obj: Value, key: Value, value: Value) -> PyResult<()> {
    let shape = shape_of(obj);
    if shape != DICT_MODE {
        if let Some(k) = rt.shapes.slot_of_key(shape, key) {
            set_slot(obj, k, value);
            return Ok(());
        }
        if let Some(next) = rt.shapes.with_attribute(shape, key) {
            add_slot(rt, obj, next, value);
            return Ok(());
        }
    }
    set_in_dict(rt, obj, key, value)
}

/// [`set_interned`] of an instance in dictionary mode, or one whose shape has no
/// room left (which goes to dictionary mode).
#[cold]
#[inline(never)]
fn set_in_dict(rt: &mut Rt, obj: Value, key: Value, value: Value) -> PyResult<()> {
    rt.with_roots(&[obj, value], |rt| {
        let d = to_dict_mode(rt, obj)?;
        dict::dict_set(rt, d, key, value)
    })
}

/// Moves `obj` to shape `next`, a child of its shape, storing `value` in the slot
/// `next` adds (its last).
pub fn add_slot(rt: &mut Rt, obj: Value, next: ShapeId, value: Value) {
    let k = rt.shapes.names(next).len() - 1;
    if k >= INLINE_SLOTS {
        let _ = rt.with_roots(&[obj, value], |rt| {
            ensure_room(rt, obj, k + 1);
            Ok(())
        });
    }
    set_slot(obj, k, value);
    object(obj).header.aux = next;
}

/// Deletes `obj`'s own attribute `name`; false if it has none. The instance goes to
/// dictionary mode (a shape cannot lose an attribute).
pub fn delete(rt: &mut Rt, obj: Value, name: &str) -> PyResult<bool> {
    if get(rt, obj, name).is_none() {
        return Ok(false);
    }
    let key = rt.intern(name);
    rt.with_roots(&[obj], |rt| {
        let d = to_dict_mode(rt, obj)?;
        Ok(dict::dict_remove(rt, d, key)?.is_some())
    })
}

/// `obj.__dict__`: the instance's attribute store from now on (dictionary mode).
pub fn dict_of(rt: &mut Rt, obj: Value) -> PyResult<Value> {
    rt.with_roots(&[obj], |rt| to_dict_mode(rt, obj))
}

/// The names of `obj`'s own attributes, in insertion order.
pub fn names(rt: &Rt, obj: Value) -> Vec<String> {
    let shape = shape_of(obj);
    if shape != DICT_MODE {
        return rt.shapes.names(shape).iter().map(|&n| str_text(n).to_string()).collect();
    }
    let d = object(obj).dict;
    if d.is_null() {
        return Vec::new();
    }
    dict::dict_items(d)
        .into_iter()
        .filter(|&(k, _)| crate::object::is_layout(k, LayoutId::Str))
        .map(|(k, _)| str_text(k).to_string())
        .collect()
}

/// Moves `obj`'s attributes into a dict (in slot order) if they are not there yet, and
/// returns the dict. `obj` must be rooted.
fn to_dict_mode(rt: &mut Rt, obj: Value) -> PyResult<Value> {
    let shape = shape_of(obj);
    if shape == DICT_MODE {
        if object(obj).dict.is_null() {
            let d = rt.new_dict();
            object(obj).dict = d;
        }
        return Ok(object(obj).dict);
    }
    let d = rt.new_dict();
    rt.with_roots(&[d], |rt| -> PyResult<()> {
        let names: Vec<Value> = rt.shapes.names(shape).to_vec();
        // The values stay in the slots (so reachable) until every one is in the dict.
        for (k, &name) in names.iter().enumerate() {
            dict::dict_set(rt, d, name, slot(obj, k))?;
        }
        Ok(())
    })?;
    let o = object(obj);
    o.dict = d;
    o.inline = [Value::NULL; INLINE_SLOTS];
    o.overflow = Value::NULL;
    o.header.aux = DICT_MODE;
    Ok(d)
}
