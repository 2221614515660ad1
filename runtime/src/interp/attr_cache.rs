//! Inline caches for attribute loads and stores, per bytecode instruction
//! (`Code::attr_cache`): the shapes instances had the last times the instruction ran
//! (up to `ATTR_CACHE_WAYS`, newest first) and where the attribute was, so the next
//! instance of one of those shapes skips the lookup.
//!
//! An entry is a fact about shapes, which never change: "in shape `from`, the
//! attribute is slot `slot`" (a load, or a store to an existing attribute), or "adding
//! the attribute to shape `from` gives shape `to`, slot `slot`" (a store that adds it).
//! What a hit checks besides the shape is the class's part: that no data descriptor
//! (and, for stores, no `__slots__`) changes what the access means, which can change
//! at any time and so is read each time.

use crate::classes::{getattr, instance, plain_attribute_loads, plain_attribute_stores, setattr};
use crate::code::{AttrCacheEntry as Entry, Binding, Code, MethodCache};
use crate::error::PyResult;
use crate::instance_attrs::{self, add_slot, set_slot, shape_of};
use crate::layout::LayoutId;
use crate::object::is_layout;
use crate::shapes::{DICT_MODE, ShapeId};
use crate::value::Value;
use crate::vm::Rt;

/// Puts `entry` first among the instruction's entries: in place of the one for the
/// same shape, or making room by dropping the oldest.
fn remember(code: &Code, pc: usize, entry: Entry) {
    if !entry.fits() {
        return;
    }
    let ways = &code.attr_cache[pc];
    let same = ways.iter().position(|w| Entry::unpack(w.get()).is_none_or(|e| e.from == entry.from));
    for k in (1..=same.unwrap_or(ways.len() - 1)).rev() {
        ways[k].set(ways[k - 1].get());
    }
    ways[0].set(entry.pack());
}

/// Whether the attribute instruction at `pc` has an empty entry left (it has seen
/// fewer shapes than it remembers: not megamorphic).
pub fn attr_cache_has_room(code: &Code, pc: usize) -> bool {
    code.attr_cache[pc].iter().any(|w| w.get() == 0)
}

/// The instruction's entry for instances of `shape`.
fn entry_for(code: &Code, pc: usize, shape: ShapeId) -> Option<Entry> {
    code.attr_cache[pc].iter().map_while(|w| Entry::unpack(w.get())).find(|e| e.from == shape)
}

/// The interpreter's fast path of a load: `obj.name` when `obj` is an instance whose
/// shape one of the instruction's entries has the attribute in (see [`load_attr`]).
#[inline(always)]
pub fn load_hit(code: &Code, pc: usize, obj: Value) -> Option<Value> {
    if !is_layout(obj, LayoutId::Instance) {
        return None;
    }
    let shape = shape_of(obj);
    let ways = &code.attr_cache[pc];
    // The newest entry first, on its own: most sites see one shape.
    let e = match Entry::unpack(ways[0].get())? {
        e if e.from == shape => e,
        _ => ways[1..].iter().map_while(|w| Entry::unpack(w.get())).find(|e| e.from == shape)?,
    };
    (e.from == e.to && plain_attribute_loads(instance(obj).class)).then(|| instance_attrs::slot(obj, e.slot))
}

/// The interpreter's fast path of a store to an attribute the instance has: whether
/// it stored (`obj` an instance of the shape of the instruction's newest entry, whose
/// class lets stores just store; see [`store_attr`]).
#[inline(always)]
pub fn store_hit(code: &Code, pc: usize, obj: Value, value: Value) -> bool {
    let Some(e) = Entry::unpack(code.attr_cache[pc][0].get()) else { return false };
    let hit = e.from == e.to
        && is_layout(obj, LayoutId::Instance)
        && shape_of(obj) == e.from
        && plain_attribute_stores(instance(obj).class);
    if hit {
        set_slot(obj, e.slot, value);
    }
    hit
}

/// `obj.name` at instruction `pc` of `code`.
pub fn load_attr(rt: &mut Rt, code: &Code, pc: usize, obj: Value, name: &str) -> PyResult<Value> {
    if !is_layout(obj, LayoutId::Instance) {
        return getattr(rt, obj, name);
    }
    if let Some(v) = load_hit(code, pc, obj) {
        return Ok(v);
    }
    let class = instance(obj).class;
    let plain = plain_attribute_loads(class);
    if !plain {
        if let Some(getter) = property_getter(rt, code, pc, class, name) {
            return crate::interp::call_function(rt, getter, &[obj]);
        }
    }
    let r = getattr(rt, obj, name)?;
    // Whatever ran, a shape that has the attribute has it in the same slot.
    let shape = shape_of(obj);
    if plain && shape != DICT_MODE {
        if let Some(slot) = rt.shapes.slot_of(shape, name) {
            remember(code, pc, Entry { from: shape, to: shape, slot });
        }
    }
    Ok(r)
}

/// The plain-function getter of property `name` on instances of `class`, when it is
/// one; instruction `pc`'s method cache entries remember it for the class while no
/// class changes (the JIT's `LoadAttrGetter` reads them).
fn property_getter(rt: &Rt, code: &Code, pc: usize, class: Value, name: &str) -> Option<Value> {
    let known = code.method_cache(pc).iter().map(|w| w.get()).find(|c| c.class == class && c.epoch == rt.class_epoch);
    if let Some(c) = known {
        return Some(c.function);
    }
    let (getter, _) = crate::classes::property_getter_lookup(class, name)?;
    let entry = MethodCache {
        class,
        function: getter,
        shape: 0,
        epoch: rt.class_epoch,
        start: Value::NULL,
        binding: Binding::Instance,
    };
    code.remember_method(pc, entry);
    Some(getter)
}

/// `obj.name = value` at instruction `pc` of `code`.
pub fn store_attr(rt: &mut Rt, code: &Code, pc: usize, obj: Value, name: &str, value: Value) -> PyResult<()> {
    if !is_layout(obj, LayoutId::Instance) {
        return setattr(rt, obj, name, value);
    }
    let shape = shape_of(obj);
    let plain = plain_attribute_stores(instance(obj).class);
    if let Some(e) = entry_for(code, pc, shape) {
        if plain {
            if e.to == shape {
                set_slot(obj, e.slot, value);
            } else {
                add_slot(rt, obj, e.to, value);
            }
            return Ok(());
        }
    }
    setattr(rt, obj, name, value)?;
    let after = shape_of(obj);
    if plain && shape != DICT_MODE && after != DICT_MODE {
        if let Some(slot) = rt.shapes.slot_of(after, name) {
            // A store to an existing attribute keeps the shape; one that adds it
            // moves to the child that adds exactly this name (its last slot).
            let adds = after != shape && rt.shapes.names(after).len() == rt.shapes.names(shape).len() + 1;
            if after == shape || (adds && slot == rt.shapes.names(after).len() - 1) {
                remember(code, pc, Entry { from: shape, to: after, slot });
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::code::SHAPE_BITS;

    #[test]
    fn entries_pack_and_unpack() {
        for e in [
            Entry { from: 0, to: 0, slot: 0 },
            Entry { from: 3, to: 9, slot: 4 },
            Entry { from: (1 << SHAPE_BITS) - 1, to: (1 << SHAPE_BITS) - 2, slot: 127 },
        ] {
            assert!(e.fits());
            assert_eq!(Entry::unpack(e.pack()), Some(e));
        }
        assert_eq!(Entry::unpack(0), None);
        assert!(!Entry { from: 1 << SHAPE_BITS, to: 0, slot: 0 }.fits());
        assert!(!Entry { from: 0, to: 0, slot: 128 }.fits());
    }
}
