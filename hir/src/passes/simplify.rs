//! `simplify`: folds what the types prove, and cleans up, until nothing changes.
//!
//! - `CheckBound` of a value that cannot be NULL, a guard whose type (or object) is
//!   already proven, a guard a dominating guard repeats, and `CallHelper<ShareStr>`
//!   of a value that cannot be a str, are their operand;
//! - constants fold, with the low-level operations' own semantics (an operation that
//!   would leave compiled code is kept: the interpreter redoes it);
//! - `Unbox(Box x)` and `Box(Unbox x)` are `x` (they round-trip exactly: a boxed
//!   small int, float or bool is the same Python value); the truth of a boxed CBool is
//!   the CBool; a frame state keeps the machine value rather than its box (deopt boxes
//!   it again from its type);
//! - pure operations computed twice, where the first dominates the second, are one
//!   (CSE; reads of mutable memory are not merged, but for one case: a `LoadSlot`
//!   of a slot that the same block read or stored earlier, with nothing between
//!   that may write an instance's attributes, shape or class, is what was there);
//! - a branch on a known condition is a jump; a block that is the only successor of
//!   its only predecessor joins it; a block parameter that every edge passes the same
//!   value (or itself) is that value;
//! - pure instructions nothing uses go; one whose uses all lie in blocks it dominates
//!   moves down to their nearest common dominator, unless that is in a deeper loop
//!   (a box needed only when a loop exits is made there, not on every iteration).

use super::infer::infer;
use super::{GaveUp, step_bound, until_settled};
use crate::effects::{Heaps, effects};
use crate::ir::EntityRef;
use crate::ir::{BlockId, Edge, FrameState, Function, Helper, Insn, InsnId, SecondaryMap, resolve};
use crate::{Spec, Type, lowops, types};
use std::collections::HashMap;

pub fn simplify(f: &mut Function) -> Result<(), GaveUp> {
    until_settled("simplify", step_bound(f), || {
        infer(f)?;
        let mut changed = fold(f);
        changed |= drop_repeated_shape_guards(f);
        changed |= forward_slot_loads(f);
        changed |= drop_repeated_exception_inits(f);
        changed |= drop_idle_handlers(f);
        changed |= forward_landing_arguments(f);
        changed |= merge_blocks(f);
        changed |= remove_trivial_parameters(f);
        changed |= eliminate_dead_code(f);
        changed |= sink(f);
        Ok(changed)
    })?;
    infer(f)
}

/// A `GuardShape` of a value that an earlier `GuardShape` checked for the same shape
/// (the later one's operand is the earlier guard, as `specialise` places them) is
/// redundant when nothing on any path between them may change an instance's shape
/// or its class's flags (an instruction that may raise between them is fine: past
/// it, the later guard runs only when it did not). A block starts with the guards
/// that hold at the end of every predecessor, once all of them are seen (a loop
/// header starts with none, as does a handler's landing block: the raise may come
/// before a guard of its block). Whether anything changed.
fn drop_repeated_shape_guards(f: &mut Function) -> bool {
    let preds = f.predecessors();
    let mut subst: Vec<Option<InsnId>> = vec![None; f.insns.len()];
    let mut holding_at_end: SecondaryMap<BlockId, Option<Vec<HeldShape>>> = SecondaryMap::new();
    let mut changed = false;
    for b in f.reverse_post_order() {
        // The guards that hold at this point of the block, with their shapes.
        let mut holding = held_on_entry(f, b, &preds[b], &holding_at_end);
        let body = f.block(b).insns.clone();
        let mut kept = Vec::with_capacity(body.len());
        for i in body {
            f.insns[i].map_operands(|v| resolve(&subst, v));
            if let Insn::GuardShape { value, shape, store, .. } = *f.insn(i) {
                // A store's guard checks more than a load's: a load's does not make it go.
                if holding.iter().any(|&(v, s, st)| (v, s) == (value, shape) && (st || !store)) {
                    subst[i.index()] = Some(value);
                    changed = true;
                    continue;
                }
                holding.push((i, shape, store));
            } else if effects(f.insn(i)).may_write(Heaps::SHAPES | Heaps::OTHER) {
                holding.clear();
            }
            kept.push(i);
        }
        f.blocks[b].insns = kept;
        holding_at_end[b] = Some(holding);
    }
    f.replace_uses_map(&subst);
    changed
}

/// A `LoadSlot` of a slot of an object that an earlier `LoadSlot` of its block read
/// or a `StoreSlot` wrote (`self.r * self.r`, `self.n += 1; ... self.n`) is the
/// value read or stored, when nothing between them may write instance attributes,
/// shapes or classes. A store to a slot may be to any object with that slot (two
/// values may be one instance), so it forgets the slot's other objects. Whether
/// any load went.
fn forward_slot_loads(f: &mut Function) -> bool {
    let mut subst: Vec<Option<InsnId>> = vec![None; f.insns.len()];
    let mut changed = false;
    for b in f.block_ids() {
        // (object, slot) -> what the slot holds, objects looked through their guards.
        let mut known: Vec<((InsnId, u32), InsnId)> = Vec::new();
        let body = f.block(b).insns.clone();
        let mut kept = Vec::with_capacity(body.len());
        for i in body {
            match *f.insn(i) {
                Insn::LoadSlot { object, slot } => {
                    let key = (f.unguarded(resolve(&subst, object)), slot);
                    if let Some(&(_, v)) = known.iter().find(|(k, _)| *k == key) {
                        subst[i.index()] = Some(v);
                        changed = true;
                        continue;
                    }
                    known.push((key, i));
                }
                Insn::StoreSlot { object, slot, value } => {
                    let key = (f.unguarded(resolve(&subst, object)), slot);
                    known.retain(|((_, k), _)| *k != slot);
                    known.push((key, resolve(&subst, value)));
                }
                _ if effects(f.insn(i)).may_write(Heaps::INSTANCE_ATTRS | Heaps::SHAPES | Heaps::OTHER) => {
                    known.clear()
                }
                _ => {}
            }
            kept.push(i);
        }
        f.blocks[b].insns = kept;
    }
    if changed {
        f.replace_uses_map(&subst);
    }
    changed
}

/// A shape guard that holds: the guard, its shape, and whether it is a store's.
type HeldShape = (InsnId, u32, bool);

/// The shape guards holding at the end of every predecessor of `b` (none when one
/// is not seen yet, or enters `b` as a `Try`'s handler).
fn held_on_entry(
    f: &Function,
    b: BlockId,
    preds: &[BlockId],
    holding_at_end: &SecondaryMap<BlockId, Option<Vec<HeldShape>>>,
) -> Vec<HeldShape> {
    let Some((&first, rest)) = preds.split_first() else { return Vec::new() };
    let at_end = |p: BlockId| match f.terminator(p).and_then(Insn::handler) {
        Some(h) if h == b => None,
        _ => holding_at_end[p].as_ref(),
    };
    let Some(first) = at_end(first) else { return Vec::new() };
    let mut held = first.clone();
    for &p in rest {
        let Some(other) = at_end(p) else { return Vec::new() };
        held.retain(|g| other.contains(g));
    }
    held
}

/// A `CallHelper<ExceptionInit>` setting an exception's `args` to the very objects an
/// earlier one set them to does nothing (`set_exception_args` keeps a tuple of those
/// objects) when nothing between them may change an instance's attributes: a class
/// call's arguments kept, then `super().__init__(*args)` in its inlined `__init__`.
/// The earlier one holds on into a block that its block alone enters, by a normal
/// edge (the parts of a block a `Try` split). Whether any went.
fn drop_repeated_exception_inits(f: &mut Function) -> bool {
    let preds = f.predecessors();
    let mut holding_at_end: SecondaryMap<BlockId, Vec<InsnId>> = SecondaryMap::new();
    let mut changed = false;
    for b in f.reverse_post_order() {
        let entered_normally = |p: BlockId| match f.terminator(p) {
            Some(Insn::Jump { edge }) | Some(Insn::Try { normal: Some(edge), .. }) => edge.target == b,
            _ => false,
        };
        let mut holding: Vec<InsnId> = match preds[b][..] {
            [p] if entered_normally(p) => holding_at_end[p].clone(),
            _ => Vec::new(),
        };
        let body = f.block(b).insns.clone();
        let mut kept = Vec::with_capacity(body.len());
        for i in body {
            if let Insn::CallHelper { helper: Helper::ExceptionInit, args, .. } = f.insn(i) {
                // The same object (a guard's value is its operand) and the same arguments.
                let same_as = |held: &[InsnId]| f.unguarded(held[0]) == f.unguarded(args[0]) && held[1..] == args[1..];
                let same = |&h: &InsnId| matches!(f.insn(h), Insn::CallHelper { args: held, .. } if same_as(held));
                if holding.iter().any(same) {
                    changed = true;
                    continue;
                }
                // (Another object may be the same one.)
                holding = vec![i];
            } else if effects(f.insn(i)).may_write(Heaps::INSTANCE_ATTRS | Heaps::SHAPES) {
                holding.clear();
            }
            kept.push(i);
        }
        f.blocks[b].insns = kept;
        holding_at_end[b] = holding;
    }
    changed
}

/// What folding one instruction gives.
enum Fold {
    Keep,
    /// Its value is this other value.
    Replace(InsnId),
    /// It becomes this instruction, of this type.
    Rewrite(Insn, Type),
}

fn prim(ty: Type) -> Fold {
    let bits = match ty.spec() {
        Spec::Int(i) => i as u64,
        Spec::Double(d) => d,
        _ => unreachable!("a primitive constant type"),
    };
    Fold::Rewrite(Insn::PrimConst { bits }, ty)
}

fn fold_one(f: &Function, i: InsnId) -> Fold {
    let ty = |v: &InsnId| f.ty(*v);
    let int = |v: &InsnId| match f.ty(*v).spec() {
        Spec::Int(c) if f.ty(*v).is_subtype(types::CInt64) => Some(c),
        _ => None,
    };
    let double = |v: &InsnId| f.ty(*v).double_spec();
    let cbool = |v: &InsnId| match f.ty(*v).spec() {
        Spec::Int(c) if f.ty(*v).is_subtype(types::CBool) => Some(c != 0),
        _ => None,
    };
    match f.insn(i) {
        Insn::CheckBound { value, .. } if !ty(value).could_be(types::Nullptr) => Fold::Replace(*value),
        Insn::CallHelper { helper: Helper::ShareStr, args, .. } if !ty(&args[0]).could_be(types::UnicodeExact) => {
            Fold::Replace(args[0])
        }
        Insn::GuardType { value, ty: guarded, .. } if ty(value).is_subtype(*guarded) => Fold::Replace(*value),
        Insn::GuardIs { value, expected, .. } if ty(value).object_spec() == Some(*expected) => Fold::Replace(*value),
        // A builtin iterator is its own iterator (`for x in it` of a range iterator
        // the caller passed on).
        Insn::GetIter { iterable, .. } if ty(iterable).is_subtype(types::RangeIterator | types::SeqIterator) => {
            Fold::Replace(*iterable)
        }
        // A tuple built here is unpacked without a check, and its items read as they
        // were given: a tuple made only to be taken apart (a function's several
        // results, inlined) is then never made.
        Insn::Unpack { sequence, count, .. } => match f.insn(*sequence) {
            Insn::BuildTuple { items } if items.len() == *count as usize => Fold::Replace(*sequence),
            _ => Fold::Keep,
        },
        Insn::TupleItem { tuple, index } => match f.insn(*tuple) {
            Insn::BuildTuple { items } => items.get(*index as usize).map_or(Fold::Keep, |&item| Fold::Replace(item)),
            _ => Fold::Keep,
        },
        Insn::Unbox { value } => match f.insn(*value) {
            Insn::Box { value: x } => Fold::Replace(*x),
            _ => match lowops::unboxed_type(ty(value)) {
                Some(t) if t.has_spec() => prim(t),
                _ => Fold::Keep,
            },
        },
        Insn::Box { value } => match (f.insn(*value), lowops::boxed_type(ty(value))) {
            (Insn::Unbox { value: x }, Some(t)) if ty(x).is_subtype(t) => Fold::Replace(*x),
            (_, Some(t)) => match t.object_spec() {
                Some(object) => Fold::Rewrite(Insn::Const { value: object }, t),
                None => Fold::Keep,
            },
            _ => Fold::Keep,
        },
        Insn::IsTruthy { value, .. } => match f.insn(*value) {
            Insn::Box { value: c } if ty(c).is_subtype(types::CBool) => Fold::Replace(*c),
            _ => Fold::Keep,
        },
        Insn::IntArith { op, left, right, state } => match (int(left), int(right)) {
            (Some(a), Some(b)) => {
                let arith = if state.is_some() { lowops::int_arith } else { lowops::int_arith_unchecked };
                arith(*op, a, b).map_or(Fold::Keep, |r| prim(Type::from_cint64(r)))
            }
            _ => Fold::Keep,
        },
        Insn::IntNeg { operand, .. } => {
            int(operand).and_then(lowops::int_neg).map_or(Fold::Keep, |r| prim(Type::from_cint64(r)))
        }
        Insn::IsInstance { value, classes } => {
            lowops::is_instance_of_type(ty(value), classes).map_or(Fold::Keep, |b| prim(Type::from_cbool(b)))
        }
        Insn::IntInvert { operand } => int(operand).map_or(Fold::Keep, |a| prim(Type::from_cint64(!a))),
        Insn::IntCompare { op, left, right } => match (int(left), int(right)) {
            (Some(a), Some(b)) => prim(Type::from_cbool(lowops::compare(*op, a.partial_cmp(&b)))),
            _ => Fold::Keep,
        },
        Insn::FloatArith { op, left, right, .. } => match (double(left), double(right)) {
            (Some(a), Some(b)) => lowops::float_arith(*op, a, b).map_or(Fold::Keep, |r| prim(Type::from_cdouble(r))),
            _ => Fold::Keep,
        },
        Insn::FloatCompare { op, left, right } => match (double(left), double(right)) {
            (Some(a), Some(b)) => prim(Type::from_cbool(lowops::compare(*op, a.partial_cmp(&b)))),
            _ => Fold::Keep,
        },
        Insn::FloatNeg { operand } => double(operand).map_or(Fold::Keep, |a| prim(Type::from_cdouble(-a))),
        Insn::FloatSqrt { operand, .. } => {
            double(operand).and_then(lowops::float_sqrt).map_or(Fold::Keep, |r| prim(Type::from_cdouble(r)))
        }
        Insn::CastIntToFloat { value } => int(value).map_or(Fold::Keep, |a| prim(Type::from_cdouble(a as f64))),
        Insn::BoolNot { value } => match (f.insn(*value), cbool(value)) {
            (Insn::BoolNot { value: x }, _) => Fold::Replace(*x),
            (_, Some(c)) => prim(Type::from_cbool(!c)),
            _ => Fold::Keep,
        },
        Insn::StrEq { left, right } => match (ty(left).object_spec(), ty(right).object_spec()) {
            (Some(a), Some(b)) => prim(Type::from_cbool(ember_runtime::object::str_eq(a, b))),
            _ if left == right => prim(Type::from_cbool(true)),
            _ => Fold::Keep,
        },
        Insn::IsSame { left, right } => match (ty(left).object_spec(), ty(right).object_spec()) {
            (Some(a), Some(b)) => prim(Type::from_cbool(a == b)),
            _ if left == right => prim(Type::from_cbool(true)),
            _ => Fold::Keep,
        },
        Insn::Branch { cond, if_true, if_false } => match cbool(cond) {
            Some(c) => {
                Fold::Rewrite(Insn::Jump { edge: if c { if_true.clone() } else { if_false.clone() } }, types::Bottom)
            }
            None => Fold::Keep,
        },
        _ => Fold::Keep,
    }
}

/// What makes two instructions compute the same value: the operation with its
/// operands and immediates, without its frame state (a dominating twin that passed
/// its checks makes the second's redundant), and the type of a constant (the same
/// bits as a CInt64 and as a CDouble are different values).
#[derive(PartialEq, Eq, Hash)]
struct CseKey {
    operation: Insn,
    constant_type: Option<Type>,
}

/// The key under which an instruction is computed once, or None when it cannot be
/// merged with another (see [`crate::effects::Effects::is_mergeable`]).
fn cse_key(f: &Function, i: InsnId) -> Option<CseKey> {
    let insn = f.insn(i);
    // A block parameter is the value its predecessors pass, not a computation.
    if matches!(insn, Insn::Param { .. }) || !effects(insn).is_mergeable() {
        return None;
    }
    let mut operation = insn.clone();
    operation.set_frame_state(FrameState::default());
    let constant_type = matches!(insn, Insn::Const { .. } | Insn::PrimConst { .. }).then(|| f.ty(i));
    Some(CseKey { operation, constant_type })
}

/// Folds instructions and merges repeated ones, in one walk in reverse post-order
/// (definitions come before their uses there); whether anything changed.
fn fold(f: &mut Function) -> bool {
    let dom = f.dominators();
    let mut subst: Vec<Option<InsnId>> = vec![None; f.insns.len()];
    // Each computation seen, with its block and whether an instruction that may raise
    // came before it there.
    let mut available: HashMap<CseKey, Vec<(InsnId, BlockId, bool)>> = HashMap::new();
    let mut handler_reach = HandlerReach::default();
    let mut changed = false;
    for b in f.reverse_post_order() {
        let body = f.block(b).insns.clone();
        let mut kept = Vec::with_capacity(body.len());
        let mut raised = false;
        for i in body {
            f.insns[i].map_operands(|v| resolve(&subst, v));
            keep_machine_values_in_frame_state(f, i, &mut changed);
            match fold_one(f, i) {
                Fold::Keep => {}
                Fold::Replace(v) => {
                    subst[i.index()] = Some(v);
                    changed = true;
                    continue;
                }
                Fold::Rewrite(insn, ty) => {
                    f.insns[i] = insn;
                    f.types[i] = ty;
                    changed = true;
                }
            }
            if let Some(key) = cse_key(f, i) {
                let seen = available.entry(key).or_default();
                let defined_here = |&&(_, db, after_raiser): &&(InsnId, BlockId, bool)| {
                    db == b || (dom.dominates(db, b) && (!after_raiser || !handler_reach.reaches(f, db, b)))
                };
                if let Some(&(first, _, _)) = seen.iter().find(defined_here) {
                    subst[i.index()] = Some(first);
                    changed = true;
                    continue;
                }
                seen.push((i, b, raised));
            }
            raised |= effects(f.insn(i)).raises_midblock();
            kept.push(i);
        }
        f.blocks[b].insns = kept;
    }
    f.replace_uses_map(&subst);
    changed
}

/// Which blocks the handler of each `Try`-ending block reaches, worked out when first
/// asked. A value made in such a block after an instruction that may raise is not
/// made on the paths that leave through the handler (see `verify`), so it is
/// available only where no such path leads.
#[derive(Default)]
struct HandlerReach {
    reached: HashMap<BlockId, SecondaryMap<BlockId, bool>>,
}

impl HandlerReach {
    /// Whether a path from the handler of `block`'s `Try` reaches `target` (false when
    /// `block` has no handler).
    fn reaches(&mut self, f: &Function, block: BlockId, target: BlockId) -> bool {
        let Some(handler) = f.terminator(block).and_then(Insn::handler) else { return false };
        let reached = self.reached.entry(block).or_insert_with(|| {
            let mut seen: SecondaryMap<BlockId, bool> = SecondaryMap::with_capacity(f.blocks.len());
            let mut work = vec![handler];
            while let Some(x) = work.pop() {
                if !std::mem::replace(&mut seen[x], true) {
                    work.extend(f.terminator(x).map(Insn::successors).unwrap_or_default());
                }
            }
            seen
        });
        reached[target]
    }
}

/// A frame state refers to the machine value inside a box (deopt boxes it again), so
/// the box is not kept alive for the frame state alone.
fn keep_machine_values_in_frame_state(f: &mut Function, i: InsnId, changed: &mut bool) {
    let Some(state) = f.insn(i).frame_state() else { return };
    let unboxed = |v: InsnId| match f.insn(v) {
        Insn::Box { value } => Some(*value),
        _ => None,
    };
    if !state.exit_entries().any(|v| unboxed(v).is_some()) {
        return;
    }
    let mut state = state.clone();
    let mut frame = Some(&mut state);
    while let Some(s) = frame {
        for v in s.locals.iter_mut().chain(&mut s.stack) {
            if let Some(x) = unboxed(*v) {
                *v = x;
            }
        }
        frame = s.caller.as_deref_mut();
    }
    *changed = true;
    let insn = &mut f.insns[i];
    insn.set_frame_state(state);
}

/// A `Try` whose block has nothing left that may raise (the operation became
/// low-level code, or went) is a jump. Whether any changed.
fn drop_idle_handlers(f: &mut Function) -> bool {
    let mut changed = false;
    for b in f.reverse_post_order() {
        let Some(&term) = f.block(b).insns.last() else { continue };
        let Insn::Try { normal: Some(edge), .. } = f.insn(term) else { continue };
        if f.raisers(b).next().is_none() {
            f.insns[term] = Insn::Jump { edge: edge.clone() };
            changed = true;
        }
    }
    changed
}

/// A landing block's parameter that every raising instruction of every `Try` to it
/// passes the same object in its frame state: its uses read that object, which
/// dominates the landing, since it dominates every raise that reaches it. (The
/// parameter stays: the landing takes the frame state's values by position.) A loop's
/// iterator then stays one value around a `try` in the loop. Whether any changed.
fn forward_landing_arguments(f: &mut Function) -> bool {
    let mut passed: HashMap<BlockId, Vec<Option<InsnId>>> = HashMap::new();
    let mut conflicting: HashMap<BlockId, Vec<bool>> = HashMap::new();
    for b in f.reverse_post_order() {
        let Some(landing) = f.terminator(b).and_then(Insn::handler) else { continue };
        let n = f.block(landing).params.len();
        let values = passed.entry(landing).or_insert_with(|| vec![None; n]);
        let clash = conflicting.entry(landing).or_insert_with(|| vec![false; n]);
        for i in f.raisers(b) {
            let Some(state) = f.insn(i).frame_state().map(FrameState::outermost) else { continue };
            for (k, v) in state.entries().take(n).enumerate() {
                match values[k] {
                    None => values[k] = Some(v),
                    Some(w) if w != v => clash[k] = true,
                    Some(_) => {}
                }
            }
        }
    }
    let mut used = vec![false; f.insns.len()];
    for b in f.block_ids() {
        for &i in &f.block(b).insns {
            f.insn(i).for_each_operand(|v| used[v.index()] = true);
        }
    }
    let mut changed = false;
    for (landing, values) in passed {
        let params = f.block(landing).params.clone();
        for (k, v) in values.into_iter().enumerate() {
            let (Some(v), p) = (v, params[k]) else { continue };
            if conflicting[&landing][k] || !used[p.index()] || v == p || !f.ty(v).is_subtype(types::OptObject) {
                continue;
            }
            f.replace_uses(p, v);
            changed = true;
        }
    }
    changed
}

/// Joins each block that jumps to a block with no other predecessor with that block.
fn merge_blocks(f: &mut Function) -> bool {
    let preds = f.predecessors();
    let mut subst: Vec<Option<InsnId>> = vec![None; f.insns.len()];
    let mut changed = false;
    for a in f.reverse_post_order() {
        while let Some(Insn::Jump { edge: Edge { target, args } }) = f.block(a).insns.last().map(|&l| f.insn(l).clone())
        {
            if target == a || target == f.entry || preds[target].len() != 1 {
                break;
            }
            // What a `Try` catches comes from its own pc: an instruction that may raise
            // elsewhere stays out of its block.
            let catches = matches!(f.terminator(target), Some(Insn::Try { .. }));
            if catches && f.raisers(a).next().is_some() {
                break;
            }
            let joined = std::mem::take(&mut f.blocks[target]);
            for (p, arg) in joined.params.iter().zip(args) {
                subst[p.index()] = Some(arg);
            }
            let blk = &mut f.blocks[a];
            blk.insns.pop();
            blk.insns.extend(joined.insns);
            changed = true;
        }
    }
    if changed {
        f.replace_uses_map(&subst);
    }
    changed
}

/// Removes block parameters that every edge passes the same value or the parameter
/// itself; uses read that value.
fn remove_trivial_parameters(f: &mut Function) -> bool {
    let mut changed = false;
    // Each round removes every parameter trivial then; that can make others trivial.
    loop {
        let preds = f.predecessors();
        let mut subst: Vec<Option<InsnId>> = vec![None; f.insns.len()];
        let mut removed = Vec::new();
        for b in f.reverse_post_order() {
            if b == f.entry {
                continue;
            }
            for (k, &p) in f.block(b).params.iter().enumerate() {
                let mut only: Option<InsnId> = None;
                let mut trivial = true;
                for &pred in &preds[b] {
                    for edge in f.insn(*f.block(pred).insns.last().expect("a terminator")).edges() {
                        if edge.target != b {
                            continue;
                        }
                        // As the parameters removed before this one make it.
                        let arg = resolve(&subst, edge.args[k]);
                        if arg == p || only == Some(arg) {
                            continue;
                        }
                        if only.is_none() {
                            only = Some(arg);
                        } else {
                            trivial = false;
                        }
                    }
                }
                if let (true, Some(v)) = (trivial, only) {
                    subst[p.index()] = Some(v);
                    removed.push((b, k));
                }
            }
        }
        if removed.is_empty() {
            return changed;
        }
        changed = true;
        f.remove_params(&removed, &subst);
    }
}

/// Moves pure instructions to the nearest common dominator of their uses when that
/// is below them and not in a deeper loop; whether any moved.
fn sink(f: &mut Function) -> bool {
    let dom = f.dominators();
    let depth = f.loop_depths(&dom);
    let rpo = f.reverse_post_order();
    let mut where_used: Vec<Option<BlockId>> = vec![None; f.insns.len()];
    for &b in &rpo {
        for &i in &f.block(b).insns {
            f.insn(i).for_each_operand(|v| {
                let at = &mut where_used[v.index()];
                *at = Some(at.map_or(b, |u| dom.common(u, b)));
            });
        }
    }
    let mut moved = false;
    let mut inserted: HashMap<BlockId, usize> = HashMap::new();
    for &b in &rpo {
        let body = f.block(b).insns.clone();
        for i in body {
            let insn = f.insn(i);
            // Reads of mutable memory stay put: a store may come between.
            if !effects(insn).is_movable() || matches!(insn, Insn::Param { .. }) {
                continue;
            }
            let Some(target) = where_used[i.index()] else { continue };
            if target == b || !dom.dominates(b, target) || depth[target] > depth[b] {
                continue;
            }
            f.blocks[b].insns.retain(|&x| x != i);
            let at = inserted.entry(target).or_insert(0);
            f.blocks[target].insns.insert(*at, i);
            *at += 1;
            moved = true;
        }
    }
    moved
}

/// Removes pure instructions whose values are unused, until none is left; whether
/// any was.
fn eliminate_dead_code(f: &mut Function) -> bool {
    let mut any = false;
    loop {
        let mut used = vec![false; f.insns.len()];
        let live = f.reverse_post_order();
        for &b in &live {
            for &i in &f.block(b).insns {
                f.insn(i).for_each_operand(|v| used[v.index()] = true);
            }
        }
        let mut removed = false;
        for &b in &live {
            let before = f.block(b).insns.len();
            let dead = |i: &InsnId| !used[i.index()] && effects(f.insn(*i)).is_removable();
            let kept: Vec<InsnId> = f.block(b).insns.iter().copied().filter(|i| !dead(i)).collect();
            removed |= kept.len() != before;
            f.blocks[b].insns = kept;
        }
        if !removed {
            return any;
        }
        any = true;
    }
}
