//! Allocation removal: an object that only frame states can see is not made.
//!
//! A `NewObject` whose value nothing uses but frame states, reads of its own fields
//! and writes to them that nothing sees afterwards (a `for` loop's range iterator
//! once `iter_loops` keeps its fields in registers: the loop's exits write the
//! fields back into an iterator the interpreter never meets again) has no identity
//! any code can observe. Its allocation goes:
//!
//! - each read of a field becomes the value the object was made with (no write can
//!   come before one: see below);
//! - the writes go (a frame state after one in its straight line of code sees the
//!   written value);
//! - each frame state naming it names a `VirtualObject` instead, placed just before
//!   the state's instruction, whose fields are the ones the object has there: those
//!   it was made with, as the writes before it in its line and then the state's
//!   pending field writes to it change them. An exit at that state makes the object
//!   (`exit::materialise`), so the interpreter resumes with the object it would
//!   have had (PyPy's virtuals in resume data).
//!
//! An object stays as it is when a `Try`'s landing or a `Yield` could see it (they
//! take a frame state's values as they are), when any other instruction uses it, or
//! when a read, or a frame state past the write's straight line of code, may follow
//! a write to it without passing the allocation again.
//!
//! ```text
//! v1 = NewObject<range_iterator> v0, v2, v3     (gone)
//! CheckIndex v5, v6 @12[.. | v1 | v1.next=v7]   v9 = VirtualObject<range_iterator> v7, v2, v3
//!                                               CheckIndex v5, v6 @12[.. | v9]
//! ```

use super::GaveUp;
use crate::ir::{BlockId, FrameState, Function, Insn, InsnId, ObjectKind, SecondaryMap};
use crate::types;
use std::collections::HashSet;

pub fn virtuals(f: &mut Function) -> Result<(), GaveUp> {
    let placed: Vec<InsnId> = f.block_ids().flat_map(|b| f.block(b).insns.clone()).collect();
    let mut zero = None;
    for object in placed {
        let Some(kind) = made_kind(f, object) else { continue };
        let Some(uses) = uses_if_unseen(f, object, kind) else { continue };
        let made_with = match f.insn(object).clone() {
            Insn::NewObject { fields, .. } => fields,
            Insn::GetIter { iterable, .. } => {
                let zero = *zero.get_or_insert_with(|| {
                    let z = f.add(Insn::PrimConst { bits: 0 }, crate::Type::from_cint64(0));
                    f.blocks[f.entry].insns.insert(0, z);
                    z
                });
                vec![iterable, zero]
            }
            _ => unreachable!("made_kind knows only these"),
        };
        remove(f, object, kind, made_with, uses);
    }
    Ok(())
}

/// The kind of object `i` makes when it makes one from fields known here: a
/// `NewObject`, or the `GetIter` of an exact list or tuple (a sequence iterator at
/// its first item; nothing else runs).
fn made_kind(f: &Function, i: InsnId) -> Option<ObjectKind> {
    match f.insn(i) {
        Insn::NewObject { kind, .. } => Some(*kind),
        Insn::GetIter { iterable, .. } if f.ty(*iterable).is_subtype(types::ListExact | types::TupleExact) => {
            Some(ObjectKind::SeqIter)
        }
        _ => None,
    }
}

/// Where an object is used, when nothing can see it but frame states.
struct Uses {
    /// Reads of its fields (`LoadField`).
    loads: Vec<InsnId>,
    /// Writes to its fields (`StoreField`), with their blocks.
    stores: Vec<(BlockId, InsnId)>,
    /// Instructions whose frame states name it, in block order.
    states: Vec<(BlockId, InsnId)>,
}

/// The uses of `object` (made from fields: [`made_kind`]) when only frame states can
/// see it (see the module's doc); None when anything else can.
fn uses_if_unseen(f: &Function, object: InsnId, kind: ObjectKind) -> Option<Uses> {
    let mut uses = Uses { loads: Vec::new(), stores: Vec::new(), states: Vec::new() };
    let mut def_block = None;
    for b in f.block_ids() {
        let landing_sees = matches!(f.terminator(b), Some(Insn::Try { .. }));
        for &i in &f.block(b).insns {
            if i == object {
                def_block = Some(b);
            }
            let insn = f.insn(i);
            let mut direct = false;
            insn.for_each_direct_operand(|v| direct |= v == object);
            if direct {
                match insn {
                    Insn::LoadField { field, .. } if kind.fields().contains(field) => uses.loads.push(i),
                    Insn::StoreField { field, value, .. } if *value != object && kind.fields().contains(field) => {
                        uses.stores.push((b, i))
                    }
                    _ => return None,
                }
            }
            let Some(state) = insn.frame_state() else { continue };
            let mut named = false;
            let mut stored_elsewhere = false;
            for s in state.frames() {
                named |= s.entries().any(|v| v == object);
                for w in &s.writes {
                    named |= w.object == object;
                    stored_elsewhere |= w.value == object;
                }
            }
            if stored_elsewhere || (named && (landing_sees || matches!(insn, Insn::Yield { .. }))) {
                return None;
            }
            if named {
                uses.states.push((b, i));
            }
        }
    }
    let def_block = def_block?;
    // A frame state later in a write's straight line of code sees the written value
    // (`remove` applies the write to its fields); a read there, or any use past the
    // line, would not.
    let preds = f.predecessors();
    let loads: HashSet<InsnId> = uses.loads.iter().copied().collect();
    let later: HashSet<InsnId> = loads.iter().copied().chain(uses.states.iter().map(|&(_, i)| i)).collect();
    let seen_after_write = uses.stores.iter().any(|&(b, store)| {
        let insns = &f.block(b).insns;
        let at = insns.iter().position(|&i| i == store).expect("the store is in its block");
        let mut read_in_line = insns[at + 1..].iter().any(|i| loads.contains(i));
        let mut end = b;
        while let Some(next) = next_in_line(f, &preds, end).filter(|&n| n != def_block && n != b) {
            read_in_line |= f.block(next).insns.iter().any(|i| loads.contains(i));
            end = next;
        }
        read_in_line || leaves_to_any(f, end, def_block, &later)
    });
    (!seen_after_write).then_some(uses)
}

/// The block `b` jumps to when nothing else enters it: the same straight line of
/// code (`simplify` would merge the two).
fn next_in_line(f: &Function, preds: &SecondaryMap<BlockId, Vec<BlockId>>, b: BlockId) -> Option<BlockId> {
    match f.terminator(b) {
        Some(Insn::Jump { edge }) if preds[edge.target].len() == 1 && edge.target != b => Some(edge.target),
        _ => None,
    }
}

/// The instructions that run just before instruction `i` of block `b` in its
/// straight line of code (see [`next_in_line`]), in order.
fn line_before(f: &Function, preds: &SecondaryMap<BlockId, Vec<BlockId>>, b: BlockId, i: InsnId) -> Vec<InsnId> {
    let mut blocks = vec![b];
    while let [p] = preds[*blocks.last().expect("one block")][..] {
        if next_in_line(f, preds, p).is_none() || blocks.contains(&p) {
            break;
        }
        blocks.push(p);
    }
    let mut line: Vec<InsnId> = Vec::new();
    for &block in blocks.iter().rev() {
        line.extend(f.block(block).insns.iter().copied().take_while(|&x| x != i));
    }
    line
}

/// Whether a path from the end of `block` reaches one of `targets` without passing
/// through `wall` (the object's block, where a path would meet a new object).
fn leaves_to_any(f: &Function, block: BlockId, wall: BlockId, targets: &HashSet<InsnId>) -> bool {
    let mut seen: HashSet<BlockId> = HashSet::new();
    let successors = |b: BlockId| f.terminator(b).map(Insn::successors).unwrap_or_default();
    let mut work: Vec<BlockId> = successors(block).into_vec();
    while let Some(b) = work.pop() {
        if b == wall || !seen.insert(b) {
            continue;
        }
        if f.block(b).insns.iter().any(|i| targets.contains(i)) {
            return true;
        }
        work.extend(successors(b));
    }
    false
}

/// Removes the allocation of `object`, of kind `kind`, made with the fields
/// `made_with` (see the module's doc).
fn remove(f: &mut Function, object: InsnId, kind: ObjectKind, made_with: Vec<InsnId>, uses: Uses) {
    let mut gone: HashSet<InsnId> = HashSet::from([object]);
    for load in uses.loads {
        let Insn::LoadField { field, .. } = *f.insn(load) else { unreachable!("a load") };
        f.replace_uses(load, made_with[position(kind, field)]);
        gone.insert(load);
    }
    // One virtual object per block and set of fields (the states of one bytecode
    // instruction's guards share theirs).
    let mut placed: Vec<(BlockId, Vec<InsnId>, InsnId)> = Vec::new();
    let preds = f.predecessors();
    for (b, i) in uses.states {
        let mut state = f.insn(i).frame_state().expect("a state names it").clone();
        let mut fields = made_with.clone();
        // The writes before it in its line of code, then the ones it would make.
        for before in line_before(f, &preds, b, i) {
            if let Insn::StoreField { object: o, field, value } = *f.insn(before)
                && o == object
            {
                fields[position(kind, field)] = value;
            }
        }
        for w in state.pending_writes().filter(|w| w.object == object) {
            fields[position(kind, w.field)] = w.value;
        }
        let shared = placed.iter().find(|(pb, pf, _)| *pb == b && *pf == fields).map(|&(_, _, v)| v);
        let stand_in = shared.unwrap_or_else(|| {
            let v = f.add(Insn::VirtualObject { kind, fields: fields.clone() }, kind.result_type());
            let at = f.block(b).insns.iter().position(|&x| x == i).expect("in its block");
            f.blocks[b].insns.insert(at, v);
            placed.push((b, fields, v));
            v
        });
        rename_in_state(&mut state, object, stand_in);
        f.insns[i].set_frame_state(state);
    }
    gone.extend(uses.stores.iter().map(|&(_, store)| store));
    for b in f.block_ids() {
        f.blocks[b].insns.retain(|i| !gone.contains(i));
    }
}

/// The position of `field` among the fields of `kind` (the operands' order).
fn position(kind: ObjectKind, field: crate::ir::Field) -> usize {
    kind.fields().iter().position(|&k| k == field).expect("a field of the object's kind")
}

/// Names `stand_in` where `state` (and its callers') named `object`, and drops the
/// writes to `object`, which `stand_in`'s fields hold.
fn rename_in_state(state: &mut FrameState, object: InsnId, stand_in: InsnId) {
    let mut s = Some(state);
    while let Some(frame) = s {
        for v in frame.locals.iter_mut().chain(&mut frame.stack) {
            if *v == object {
                *v = stand_in;
            }
        }
        frame.writes.retain(|w| w.object != object);
        s = frame.caller.as_deref_mut();
    }
}
