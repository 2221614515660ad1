//! Inline caches for attribute loads and stores, one per bytecode instruction
//! (`Code::attr_cache`): the shape an instance had the last time the instruction ran
//! and where the attribute was, so the next instance of that shape skips the lookup.
//!
//! An entry is a fact about shapes, which never change: "in shape `from`, the
//! attribute is slot `slot`" (a load, or a store to an existing attribute), or "adding
//! the attribute to shape `from` gives shape `to`, slot `slot`" (a store that adds it).
//! What a hit checks besides the shape is the class's part: that no data descriptor
//! (and, for stores, no `__slots__`) changes what the access means, which can change
//! at any time and so is read each time.

use crate::classes::{getattr, instance, plain_attribute_loads, plain_attribute_stores, setattr};
use crate::code::{AttrCacheEntry as Entry, Code};
use crate::error::PyResult;
use crate::instance_attrs::{self, add_slot, set_slot, shape_of};
use crate::layout::LayoutId;
use crate::object::is_layout;
use crate::shapes::DICT_MODE;
use crate::value::Value;
use crate::vm::Rt;

fn remember(code: &Code, pc: usize, entry: Entry) {
    if entry.fits() {
        code.attr_cache[pc].set(entry.pack());
    }
}

/// `obj.name` at instruction `pc` of `code`.
pub fn load_attr(rt: &mut Rt, code: &Code, pc: usize, obj: Value, name: &str) -> PyResult<Value> {
    if !is_layout(obj, LayoutId::Instance) {
        return getattr(rt, obj, name);
    }
    if let Some(e) = Entry::unpack(code.attr_cache[pc].get()) {
        if e.from == e.to && instance_attrs::has_plain_shape(obj, e.from) {
            return Ok(instance_attrs::slot(obj, e.slot));
        }
    }
    let plain = plain_attribute_loads(instance(obj).class);
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

/// `obj.name = value` at instruction `pc` of `code`.
pub fn store_attr(rt: &mut Rt, code: &Code, pc: usize, obj: Value, name: &str, value: Value) -> PyResult<()> {
    if !is_layout(obj, LayoutId::Instance) {
        return setattr(rt, obj, name, value);
    }
    let shape = shape_of(obj);
    let plain = plain_attribute_stores(instance(obj).class);
    if let Some(e) = Entry::unpack(code.attr_cache[pc].get()) {
        if e.from == shape && plain {
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
