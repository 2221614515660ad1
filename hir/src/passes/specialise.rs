//! `specialise`: guards from the interpreter's profiles.
//!
//! For each profiled instruction (arithmetic, comparisons, subscripts, `iter()`, truth
//! tests), an operand whose static type is wider than the one class the profile saw
//! gets a `GuardType` on that class just before the instruction, with the
//! instruction's frame state: a failing guard resumes the interpreter at the
//! instruction itself. The guard checks
//! the class only (the profile never names objects). Every later use the guard
//! dominates reads the guarded value, so `infer` carries the narrower type on and
//! `lower` can pick typed operations. An int operand of an instruction that has not
//! run yet is guarded to be a small int. A global that held a Python function, or
//! named a builtin function or type, when the function was built gets a `GuardIs` on
//! that (pinned or immortal) object, so `infer` knows what calling a builtin returns
//! and codegen calls a known function's code directly. An attribute load the
//! interpreter's inline cache saw in one shape becomes a `GuardShape` and a
//! `LoadSlot` (a store to an attribute the instance has, a `StoreSlot`); one it saw in
//! several shapes dispatches on them inline (`LoadAttrCached`, `StoreAttrCached`).

use super::GaveUp;
use crate::ir::Storage;
use crate::ir::{FrameState, Function, Insn, InsnId, SlotWay};
use crate::{Type, types};
use ember_runtime::code::AttrCacheEntry;
use ember_runtime::layout::LayoutId;
use ember_runtime::profile::{
    ClassMask, SEEN_ANY_LIST, SEEN_BOOL_LIST, SEEN_FLOAT_LIST, SEEN_FLONUM, SEEN_INT_LIST, SEEN_OTHER, SEEN_SMALL_INT,
    layout_bit, layout_of_bit, operand_masks,
};

pub fn specialise(f: &mut Function) -> Result<(), GaveUp> {
    if !f.attr_caches.is_empty() {
        use_attribute_caches(f)?;
    }
    if !f.speculate {
        return Ok(());
    }
    if !f.profile.is_empty() {
        guard_profiled_operands(f)?;
    }
    if !f.profile.is_empty() {
        guess_list_storage(f);
    }
    guard_range_iterators(f)
}

/// `iter(range)` makes a range iterator unless the range's bounds need more than 64
/// bits (a sequence iterator then, which is rare): guarded to be the former, so a
/// loop over it can keep it in registers (`iter_loops`). A failing guard resumes at
/// the `GET_ITER`, which makes the iterator again.
fn guard_range_iterators(f: &mut Function) -> Result<(), GaveUp> {
    let dom = f.dominators();
    let rpo = f.reverse_post_order();
    let mut added = false;
    for &b in &rpo {
        let mut k = 0;
        while k < f.block(b).insns.len() {
            let i = f.block(b).insns[k];
            k += 1;
            let Insn::GetIter { iterable, state } = f.insn(i) else { continue };
            if !f.ty(*iterable).is_subtype(types::Range) || f.ty(i).is_subtype(types::RangeIterator) {
                continue;
            }
            let guard = f.add(
                Insn::GuardType { value: i, ty: types::RangeIterator, state: state.clone() },
                types::RangeIterator,
            );
            place_guard(f, &dom, &rpo, b, k, i, guard);
            k += 1;
            added = true;
        }
    }
    if added {
        super::infer::infer(f)?;
    }
    Ok(())
}

fn guard_profiled_operands(f: &mut Function) -> Result<(), GaveUp> {
    let dom = f.dominators();
    let rpo = f.reverse_post_order();
    let before = f.insns.len();
    for &b in &rpo {
        let mut k = 0;
        while k < f.block(b).insns.len() {
            let i = f.block(b).insns[k];
            k += 1;
            if let Insn::LoadGlobal { name, state } = f.insn(i) {
                let builtin = f.known_globals.iter().find(|(slot, _)| slot == name).map(|&(_, v)| v);
                if let Some(expected) = builtin {
                    let state = state.clone();
                    let ty = f.ty(i) & Type::from_value(expected);
                    let guard = f.add(Insn::GuardIs { value: i, expected, state }, ty);
                    place_guard(f, &dom, &rpo, b, k, i, guard);
                    k += 1;
                }
                continue;
            }
            let (operands, state) = match f.insn(i) {
                Insn::BinaryOp { left, right, state, .. }
                | Insn::Compare { left, right, state, .. }
                | Insn::GetItem { container: left, index: right, state }
                | Insn::SetItem { container: left, index: right, state, .. } => (vec![*left, *right], state.clone()),
                Insn::GetIter { iterable, state } => (vec![*iterable], state.clone()),
                // A builtin `lower` reads without a call, given its argument's type
                // (the profile of a one-argument call saw the argument).
                Insn::CallFunction { callee, args, state }
                    if args.len() == 1 && super::lower::lowers_builtin_call(f.ty(*callee).object_spec()) =>
                {
                    (vec![*callee, args[0]], state.clone())
                }
                Insn::UnaryOp { op, operand, state } if *op != crate::ir::UnaryOp::Pos => {
                    (vec![*operand], state.clone())
                }
                // A list, dict or str method `lower` can call without lookup, when only
                // lists (dicts, strs) came.
                Insn::CallMethod { receiver, name, state, .. }
                    if super::lower::lowers_list_method(&f.names[*name as usize])
                        || super::lower::lowers_dict_method(&f.names[*name as usize])
                        || super::lower::lowers_str_method(&f.names[*name as usize]) =>
                {
                    (vec![*receiver], state.clone())
                }
                // The truth test of a `CompareJump` shares that instruction's profile,
                // which is its comparison's operands.
                Insn::IsTruthy { value, state } => match f.insn(*value) {
                    Insn::Compare { state: compared, .. } if compared.pc == state.pc => continue,
                    _ => (vec![*value], state.clone()),
                },
                _ => continue,
            };
            let word = f.profile.get(state.pc as usize).copied().unwrap_or(0);
            let masks = operand_masks(word);
            for (operand, mask) in operands.into_iter().zip(masks) {
                // Earlier guards may have replaced the operand.
                let operand = current_operand(f, i, operand);
                let ty = f.ty(operand);
                // An instruction that never ran yet (a function compiled at its first
                // call, or code after the loop an OSR entry compiled): ints are small
                // ones, almost always, and a value tested for truth is a bool.
                let seen = match mask {
                    0 if ty.is_subtype(types::LongExact) => Some(types::Fixnum),
                    0 if matches!(f.insn(i), Insn::IsTruthy { .. }) => Some(types::Bool),
                    _ => type_of_mask(mask),
                };
                let Some(seen) = seen else { continue };
                let guarded = ty & seen;
                if ty.is_subtype(seen) || guarded.is_bottom() {
                    continue;
                }
                let guard = f.add(Insn::GuardType { value: operand, ty: guarded, state: state.clone() }, guarded);
                place_guard(f, &dom, &rpo, b, k - 1, operand, guard);
                k += 1;
            }
        }
    }
    if f.insns.len() != before {
        super::infer::infer(f)?;
    }
    Ok(())
}

/// Attribute loads and stores the interpreter's inline caches saw: one shape that
/// has the attribute, when speculating, becomes `GuardShape` and `LoadSlot` (or
/// `StoreSlot`); otherwise (several shapes, a store adding the attribute, or a
/// version that must not deopt) a `LoadAttrCached` or `StoreAttrCached` dispatches on
/// them inline and falls back to the runtime.
fn use_attribute_caches(f: &mut Function) -> Result<(), GaveUp> {
    let dom = f.dominators();
    let rpo = f.reverse_post_order();
    let before = f.insns.len();
    for &b in &rpo {
        let mut k = 0;
        while k < f.block(b).insns.len() {
            let i = f.block(b).insns[k];
            k += 1;
            let (Insn::LoadAttr { object, name, state } | Insn::StoreAttr { object, name, state, .. }) = f.insn(i)
            else {
                continue;
            };
            let entries: Vec<AttrCacheEntry> = f
                .attr_caches
                .get(state.pc as usize)
                .map(|ways| ways.iter().map_while(|&w| AttrCacheEntry::unpack(w)).collect())
                .unwrap_or_default();
            // The shapes the interpreter found the attribute in, or (stores) added
            // it to.
            let ways: Vec<SlotWay> = (entries.iter())
                .map(|e| SlotWay { from: e.from, to: e.to, slot: e.slot as u32 })
                .filter(|w| matches!(f.insn(i), Insn::StoreAttr { .. }) || !w.adds())
                .collect();
            // A `for` loop's item is OptObject (its null test exits the loop before
            // any other use): it stores as any object does.
            let plain_value = match f.insn(i) {
                Insn::StoreAttr { value, .. } => f.ty(*value).is_subtype(types::OptObject),
                _ => true,
            };
            if ways.is_empty() || !plain_value {
                continue;
            }
            let (object, name, state) = (current_operand(f, i, *object), *name, state.clone());
            if let ([way], true) = (&ways[..], f.speculate) {
                if !way.adds() {
                    // One shape that has it: guard the shape, use the slot.
                    let ty = f.ty(object) & types::Object;
                    let store = matches!(f.insn(i), Insn::StoreAttr { .. });
                    let guard = f.add(Insn::GuardShape { value: object, shape: way.from, store, state }, ty);
                    place_guard(f, &dom, &rpo, b, k - 1, object, guard);
                    k += 1;
                    let slot = way.slot;
                    // The guard now stands for the object in `i`'s operands (the
                    // stored value too, when it is the object itself).
                    f.insns[i] = match *f.insn(i) {
                        Insn::StoreAttr { value, .. } => Insn::StoreSlot { object: guard, slot, value },
                        _ => Insn::LoadSlot { object: guard, slot },
                    };
                    continue;
                }
            }
            // Several ways, or a store adding the attribute: dispatch on them
            // inline, nothing deopts.
            f.insns[i] = match *f.insn(i) {
                Insn::StoreAttr { value, .. } => Insn::StoreAttrCached { object, name, value, ways, state },
                _ => Insn::LoadAttrCached { object, name, ways, state },
            };
        }
    }
    if f.insns.len() != before {
        super::infer::infer(f)?;
    }
    Ok(())
}

/// Puts `guard` (of `old`) at position `at` of block `b`; the uses of `old` after it
/// and in the blocks `b` dominates read the guard.
fn place_guard(
    f: &mut Function,
    dom: &crate::ir::Dominators,
    rpo: &[crate::ir::BlockId],
    b: crate::ir::BlockId,
    at: usize,
    old: InsnId,
    guard: InsnId,
) {
    f.blocks[b].insns.insert(at, guard);
    replace_dominated_uses(f, dom, rpo, b, at + 1, old, guard);
}

/// Makes the uses of `old` from position `from` of block `b` on, and in the blocks
/// `b` dominates, read `new`.
fn replace_dominated_uses(
    f: &mut Function,
    dom: &crate::ir::Dominators,
    rpo: &[crate::ir::BlockId],
    b: crate::ir::BlockId,
    from: usize,
    old: InsnId,
    new: InsnId,
) {
    let block = f.block(b).insns.clone();
    for &later in &block[from..] {
        f.insns[later].map_operands(|v| if v == old { new } else { v });
    }
    for &other in rpo {
        if other != b && dom.dominates(b, other) {
            let blk = f.block(other).clone();
            for u in blk.params.iter().chain(&blk.insns) {
                f.insns[*u].map_operands(|v| if v == old { new } else { v });
            }
        }
    }
}

/// What `i`'s operand that was `old` is now (a guard may stand for it).
fn current_operand(f: &Function, i: InsnId, old: InsnId) -> InsnId {
    let mut now = old;
    f.insn(i).for_each_operand(|v| {
        if let Insn::GuardType { value, .. } = f.insn(v) {
            if *value == old {
                now = v;
            }
        }
    });
    now
}

/// A subscript or `iter()` of a list that has not run yet (the loop after the one an
/// OSR entry compiled, say) is guessed to see what the function's other subscripts
/// and `iter()`s of the same list saw, when that was one narrow storage (bools, ints
/// or floats): its profile word gets that guess. A wrong guess deopts, and the next
/// version has the real profile.
fn guess_list_storage(f: &mut Function) {
    let list_operand = |insn: &Insn| match insn {
        Insn::GetItem { container, state, .. } | Insn::SetItem { container, state, .. } => Some((*container, state.pc)),
        Insn::GetIter { iterable, state } => Some((*iterable, state.pc)),
        _ => None,
    };
    let sites: Vec<(InsnId, usize)> = f
        .block_ids()
        .flat_map(|b| f.block(b).insns.clone())
        .filter_map(|i| list_operand(f.insn(i)))
        .map(|(list, pc)| (f.unguarded(list), pc as usize))
        .collect();
    let mask = |f: &Function, pc: usize| f.profile.get(pc).map_or(0, |&w| operand_masks(w)[0]);
    let seen: Vec<(InsnId, ClassMask)> =
        sites.iter().map(|&(list, pc)| (list, mask(f, pc))).filter(|&(_, m)| storage_of_mask(m).is_some()).collect();
    for (list, pc) in sites {
        if mask(f, pc) != 0 {
            continue;
        }
        let mut guesses = seen.iter().filter(|&&(l, _)| l == list).map(|&(_, m)| m);
        if let Some(first) = guesses.next()
            && guesses.all(|m| m == first)
        {
            f.profile[pc] |= first as u64;
        }
    }
}

/// The narrow storage a profile mask shows, when every list it saw had that one.
fn storage_of_mask(mask: ClassMask) -> Option<Storage> {
    match mask {
        SEEN_BOOL_LIST => Some(Storage::Bools),
        SEEN_INT_LIST => Some(Storage::Ints),
        SEEN_FLOAT_LIST => Some(Storage::Floats),
        _ => None,
    }
}

/// The storage every list the first operand of the profiled instruction at `state`
/// has had, when that is one narrow storage (PyPy's list strategies), so that code
/// guarding the storage may read its items as what they are.
pub fn seen_list_storage(f: &Function, state: &FrameState) -> Option<Storage> {
    let word = *f.profile.get(state.pc as usize)?;
    if f.speculate { storage_of_mask(operand_masks(word)[0]) } else { None }
}

/// The type a profile mask shows, when it is one class a guard can test cheaply.
pub fn type_of_mask(mask: ClassMask) -> Option<Type> {
    let floats = SEEN_FLONUM | layout_bit(LayoutId::Float);
    let ints = SEEN_SMALL_INT | layout_bit(LayoutId::BigInt);
    let lists = SEEN_ANY_LIST;
    if mask == 0 || mask & SEEN_OTHER != 0 {
        return None;
    }
    if mask == SEEN_SMALL_INT {
        return Some(types::Fixnum);
    }
    if mask & !floats == 0 {
        return Some(types::FloatExact);
    }
    if mask & !ints == 0 {
        return Some(types::LongExact);
    }
    if mask & !lists == 0 {
        return Some(types::ListExact);
    }
    // One other layout: the type of its objects, if they have one leaf of their own.
    layout_of_bit(mask).and_then(Type::of_layout)
}
