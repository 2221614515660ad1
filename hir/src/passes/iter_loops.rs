//! Iterator loops in registers.
//!
//! A `for` loop reads and writes its iterator's fields on every turn: a dependency
//! chain through memory, and a store on each item. This pass carries the fields in
//! block parameters of the loop header instead, for two kinds of iterator:
//!
//! - a range iterator (`RangeIterator`): the next value, the count left and the step;
//! - a sequence iterator over a list or a tuple the function made it from
//!   (`GetIter` of a `ListExact` or `TupleExact` value): the index of the next item.
//!
//! ```text
//! bbH(.., it):                          bbH(.., it, n, k, s):
//!   x = IterNext it @fs                   c = IntEq k, 0
//!   c = IsNull x                          Branch c, exit', body
//!   Branch c, exit, body          =>    body:
//! body:                                   k1 = IntSub k, 1
//!   .. x ..                               n1 = IntAdd n, s
//!                                         x = Box n
//!                                         .. x .. @[.. | it.next=n1, it.remaining=k1]
//!                                       exit':
//!                                         StoreField<range_iterator.next> it, n
//!                                         StoreField<range_iterator.remaining> it, k
//!                                         Jump exit
//! ```
//!
//! (a sequence loop tests `i >= ArrayLen seq`, loads item `i`, and steps `i + 1`;
//! when its `GetIter` saw only lists storing bools, ints or floats, it guards the
//! storage each turn and loads item `i`'s byte or number, as `lower` does for a
//! subscript).
//! Every edge entering the loop loads the fields; for a range, a preheader then
//! checks that every value the iterator will produce is a small int
//! (`CheckRangeSmall n, k, s`, which deopts to the `FOR_ITER` while the iterator in
//! memory is still current), so the turns box `n` unchecked. The iterator in memory is stale
//! inside the loop, so it is put right wherever it can be seen again:
//!
//! - every edge leaving the loop writes the fields back (`StoreField`);
//! - every frame state inside the loop carries the fields as writes to make before
//!   the interpreter resumes (PyPy's "pending field writes"): the values before this
//!   turn's step for the checks that redo the `FOR_ITER`, the values after it for
//!   everything else.
//!
//! That leaves what runs inside the loop. The pass needs one of:
//!
//! - the loop is calm: it runs only low-level instructions that call nothing out
//!   and touch no iterator's fields (they may raise at a frame state: leaving
//!   there makes the pending writes);
//! - the iterator cannot be seen by anything else: the function made it (`GetIter`)
//!   and only passes it along edges, guards it, names it in frame states and
//!   iterates it in this loop's header. Then calls in the loop cannot reach it, and
//!   an exception leaving the function leaves it unreachable.

use super::{GaveUp, step_bound, until_settled};
use crate::effects::{Heaps, effects};
use crate::ir::{BlockId, Edge, Field, FieldWrite, FrameState, Function, Insn, InsnId, Storage};
use crate::ir::{EntityRef, SecondaryMap};
use crate::{Type, types};
use ember_runtime::code::{BinOp, CmpOp};

pub fn iter_loops(f: &mut Function) -> Result<(), GaveUp> {
    if !f.speculate {
        return Ok(());
    }
    until_settled("iter_loops", step_bound(f), || {
        let plan = find_loop(f);
        let changed = plan.is_some();
        if let Some(plan) = plan {
            promote(f, plan);
        }
        Ok(changed)
    })
}

/// What the loop iterates.
#[derive(Copy, Clone)]
enum Kind {
    Range,
    /// A sequence iterator over `seq`, a list or a tuple defined outside the loop;
    /// `storage` when the `GetIter` only saw lists of that one narrow storage.
    Seq {
        seq: InsnId,
        tuple: bool,
        storage: Option<Storage>,
    },
}

impl Kind {
    /// The fields the loop keeps in registers, in the order of the header's new
    /// parameters.
    fn fields(self) -> &'static [Field] {
        match self {
            Kind::Range => &[Field::RangeIterNext, Field::RangeIterRemaining, Field::RangeIterStep],
            Kind::Seq { .. } => &[Field::SeqIterIndex],
        }
    }

    /// The fields a turn changes (the rest are loop-invariant).
    fn changing(self) -> &'static [Field] {
        match self {
            Kind::Range => &[Field::RangeIterNext, Field::RangeIterRemaining],
            Kind::Seq { .. } => &[Field::SeqIterIndex],
        }
    }
}

/// A loop header whose iteration can move into registers.
struct Plan {
    kind: Kind,
    header: BlockId,
    /// The `IterNext`, its iterator and frame state.
    next: InsnId,
    iter: InsnId,
    state: FrameState,
    /// The `IsNull` of its result, and the block the loop goes on in.
    is_null: InsnId,
    body: BlockId,
    /// Where the iterator comes from on each edge entering the loop: the position of
    /// the header's parameter it arrives in, or None when it is defined outside.
    iter_param: Option<usize>,
    /// Predecessors of the header outside the loop and inside it.
    entries: Vec<BlockId>,
    back_edges: Vec<BlockId>,
    /// The loop's blocks.
    in_loop: Vec<bool>,
}

fn find_loop(f: &Function) -> Option<Plan> {
    let preds = f.predecessors();
    let doms = f.dominators();
    f.reverse_post_order().into_iter().find_map(|h| plan_for(f, h, &preds, &doms))
}

fn plan_for(
    f: &Function,
    header: BlockId,
    preds: &SecondaryMap<BlockId, Vec<BlockId>>,
    doms: &crate::ir::Dominators,
) -> Option<Plan> {
    let insns = &f.block(header).insns;
    let [.., next, is_null, branch] = insns[..] else { return None };
    let Insn::IterNext { iter, state } = f.insn(next) else { return None };
    if *f.insn(is_null) != (Insn::IsNull { value: next }) {
        return None;
    }
    let Insn::Branch { cond, if_true: exit, if_false: body } = f.insn(branch) else { return None };
    let body = body.target;
    let only_from_header = preds[body] == [header];
    if *cond != is_null || !only_from_header || body == header || exit.args.contains(&next) {
        return None;
    }
    // The turns of the loop are the edges that come back with the same iterator;
    // the others enter it (with the iterator the header's parameter receives, when
    // it has one: the entry of an inner loop in an outer one, say).
    let params = &f.block(header).params;
    let iter_param = params.iter().position(|&p| p == *iter);
    let continues = |p: BlockId| match iter_param {
        Some(k) => edges_to(f, p, header).iter().all(|e| e.args[k] == *iter),
        None => doms.dominates(header, p),
    };
    let (back_edges, entries): (Vec<BlockId>, Vec<BlockId>) = preds[header].iter().partition(|&&p| continues(p));
    if back_edges.is_empty() || entries.is_empty() {
        return None;
    }
    let in_loop = natural_loop(header, &back_edges, preds, f.blocks.len());
    if in_loop[exit.target.index()] {
        return None;
    }
    // The iterator must be the same on every turn of the loop.
    if iter_param.is_none() && in_loop[def_block(f, *iter)?.index()] {
        return None;
    }
    let entries_jump = entries.iter().all(|&p| matches!(f.terminator(p), Some(Insn::Jump { .. })));
    // The item is only used where the body has begun (and by the IsNull).
    let item_uses_ok = f.block_ids().all(|b| {
        doms.dominates(body, b)
            || f.block(b).insns.iter().filter(|&&i| i != is_null).all(|&i| {
                let mut uses = false;
                f.insn(i).for_each_operand(|v| uses |= v == next);
                !uses
            })
    });
    if !entries_jump || !item_uses_ok {
        return None;
    }
    // The value entering the loop as the iterator, when all entries agree.
    let entering = match iter_param {
        None => Some(*iter),
        Some(k) => {
            let args: Vec<InsnId> = entries.iter().flat_map(|&p| edges_to(f, p, header)).map(|e| e.args[k]).collect();
            args.iter().all(|&a| a == args[0]).then(|| args[0])
        }
    };
    let made_here = entering.and_then(|v| made_by_get_iter(f, v));
    let kind = if f.ty(*iter).is_subtype(types::RangeIterator) {
        Kind::Range
    } else {
        let (seq, made) = made_here?;
        let tuple = f.ty(seq).is_subtype(types::TupleExact);
        let storage = match f.insn(made) {
            Insn::GetIter { state, .. } if !tuple => super::specialise::seen_list_storage(f, state),
            _ => None,
        };
        if !f.ty(*iter).is_subtype(types::SeqIterator)
            || !(tuple || f.ty(seq).is_subtype(types::ListExact))
            || in_loop[def_block(f, seq)?.index()]
        {
            return None;
        }
        Kind::Seq { seq, tuple, storage }
    };
    let calm =
        in_loop.iter().enumerate().filter(|&(_, &inside)| inside).all(|(b, _)| {
            f.block(BlockId::new(b)).insns.iter().all(|&i| i == next || leaves_iterators_alone(f.insn(i)))
        });
    let made = made_here.map(|(_, made)| made).or_else(|| entering.and_then(|v| made_range_iterator(f, v)));
    let unseen = made.is_some_and(|made| !escapes(f, made, next));
    (calm || unseen).then(|| Plan {
        kind,
        header,
        next,
        iter: *iter,
        state: state.clone(),
        is_null,
        body,
        iter_param,
        entries,
        back_edges,
        in_loop,
    })
}

/// `(iterable, iterator)` when `v` is a `GetIter`'s result, or a guard of one.
fn made_by_get_iter(f: &Function, v: InsnId) -> Option<(InsnId, InsnId)> {
    match f.insn(v) {
        Insn::GetIter { iterable, .. } => Some((*iterable, v)),
        Insn::GuardType { value, .. } => made_by_get_iter(f, *value),
        _ => None,
    }
}

/// The range iterator `v` is when `lower` made it directly (`NewRangeIter`,
/// `NewObject`), or a guard of one.
fn made_range_iterator(f: &Function, v: InsnId) -> Option<InsnId> {
    match f.insn(v) {
        Insn::CallHelper { helper: crate::ir::Helper::NewRangeIter, .. }
        | Insn::NewObject { kind: crate::ir::ObjectKind::RangeIter, .. } => Some(v),
        Insn::GuardType { value, .. } => made_range_iterator(f, *value),
        _ => None,
    }
}

/// Whether the iterator `made` (a `GetIter` or a `NewRangeIter`) can be seen other
/// than by the `IterNext`
/// `next`: each value that may be it (the `GetIter`, guards of it, block parameters
/// it is passed to) is used only by those, by edges and in frame states.
fn escapes(f: &Function, made: InsnId, next: InsnId) -> bool {
    let mut is_it = vec![false; f.insns.len()];
    is_it[made.index()] = true;
    let mut work = vec![made];
    let mut uses: Vec<Vec<InsnId>> = vec![Vec::new(); f.insns.len()];
    let placed: Vec<InsnId> = f.block_ids().flat_map(|b| f.block(b).insns.clone()).collect();
    for &i in &placed {
        f.insn(i).for_each_direct_operand(|v| uses[v.index()].push(i));
    }
    while let Some(v) = work.pop() {
        for &user in &uses[v.index()] {
            let also_it: Vec<InsnId> = match f.insn(user) {
                Insn::IterNext { .. } if user == next => Vec::new(),
                Insn::GuardType { .. } => vec![user],
                Insn::Jump { .. } | Insn::Branch { .. } | Insn::Try { .. } => f
                    .insn(user)
                    .edges()
                    .into_iter()
                    .flat_map(|e| {
                        let params = &f.block(e.target).params;
                        e.args.iter().zip(params).filter(|&(&a, _)| a == v).map(|(_, &p)| p).collect::<Vec<_>>()
                    })
                    .collect(),
                _ => return true,
            };
            for w in also_it {
                if !std::mem::replace(&mut is_it[w.index()], true) {
                    work.push(w);
                }
            }
        }
    }
    false
}

fn promote(f: &mut Function, plan: Plan) {
    let Plan { kind, header, next, iter, state, is_null, body, iter_param, entries, back_edges, in_loop } = plan;
    let int = types::CInt64;
    // The iterator each entry brings, and its fields when it was just made from them.
    let entering: Vec<(InsnId, Option<Vec<InsnId>>)> = entries
        .iter()
        .map(|&p| {
            let Some(Insn::Jump { edge }) = f.terminator(p) else { unreachable!("entries end in a jump") };
            let it = iter_param.map_or(iter, |k| edge.args[k]);
            let made_with = match f.insn(f.unguarded(it)) {
                Insn::NewObject { kind: crate::ir::ObjectKind::RangeIter, fields } => Some(fields.clone()),
                _ => None,
            };
            (it, made_with)
        })
        .collect();
    // A range iterator made from small-int bounds yields small ints only (`lower`).
    let known_small = matches!(kind, Kind::Range) && entering.iter().all(|(_, made_with)| made_with.is_some());
    let check_on_entry = matches!(kind, Kind::Range) && !known_small && entry_can_deopt(f, header, &state);
    let loaded: Vec<InsnId> = kind.fields().iter().map(|_| f.add_param(header, int)).collect();

    for (&p, (it, made_with)) in entries.iter().zip(entering) {
        let term = f.blocks[p].insns.pop().expect("a terminator");
        let Insn::Jump { edge } = f.insn(term).clone() else { unreachable!("entries end in a jump") };
        let mut args = edge.args.clone();
        match made_with {
            Some(fields) => args.extend(fields),
            None => {
                for &field in kind.fields() {
                    args.push(f.push(p, Insn::LoadField { object: it, field }, int));
                }
            }
        }
        f.insns[term] = Insn::Jump { edge: Edge { target: header, args } };
        f.blocks[p].insns.push(term);
    }

    // The header tests for the end; the body takes the item and steps.
    let before = writes(kind, iter, &loaded);
    let one = f.add(Insn::PrimConst { bits: 1 }, Type::from_cint64(1));
    let unchecked = |op, left, right| Insn::IntArith { op, left, right, state: None };
    // A check in the body redoes the FOR_ITER, with the fields as they were.
    let mut check_state = state.clone();
    check_state.writes.extend(&before);
    let (at_end, item, body_insns, stepped) = match kind {
        Kind::Range => {
            let (n, k, s) = (loaded[0], loaded[1], loaded[2]);
            let zero = f.add(Insn::PrimConst { bits: 0 }, Type::from_cint64(0));
            let at_end = (vec![zero], Insn::IntCompare { op: CmpOp::Eq, left: k, right: zero });
            // The values must be small ints: all of them are checked before the
            // first turn (on the preheader) when the loop's entry can take the
            // FOR_ITER's frame state, else each one in its turn.
            let mut body_insns = vec![one];
            let value = if check_on_entry || known_small {
                n
            } else {
                let checked = Insn::CheckRangeSmall { next: n, remaining: one, step: s, state: check_state };
                let small = f.add(checked, int);
                body_insns.push(small);
                small
            };
            let k1 = f.add(unchecked(BinOp::Sub, k, one), int);
            let n1 = f.add(unchecked(BinOp::Add, n, s), int);
            let item = f.add(Insn::Box { value }, types::Fixnum);
            body_insns.extend([k1, n1, item]);
            (at_end, item, body_insns, vec![n1, k1, s])
        }
        Kind::Seq { seq, tuple, storage } => {
            let i = loaded[0];
            let len = f.add(Insn::ArrayLen { array: seq }, int);
            let at_end = (vec![len], Insn::IntCompare { op: CmpOp::Ge, left: i, right: len });
            let mut body_insns = vec![one];
            let array = if tuple {
                seq
            } else {
                let items = f.add(Insn::LoadField { object: seq, field: Field::ListItems }, types::Object);
                body_insns.push(items);
                items
            };
            let add = |insn, ty| {
                let x = f.add(insn, ty);
                body_insns.push(x);
                x
            };
            let item = super::lower::storage_item(add, array, i, storage, check_state);
            let i1 = f.add(unchecked(BinOp::Add, i, one), int);
            body_insns.push(i1);
            (at_end, item, body_insns, vec![i1])
        }
    };
    let (test_insns, test) = at_end;
    f.insns[is_null] = test;
    let h = &mut f.blocks[header].insns;
    let at = h.iter().position(|&i| i == next).expect("the IterNext");
    h.splice(at..=at, test_insns);
    f.replace_uses(next, item);
    f.insns[next] = Insn::PrimConst { bits: 0 };
    f.types[next] = Type::from_cint64(0);
    let added = body_insns.clone();
    f.blocks[body].insns.splice(0..0, body_insns);

    // Frame states in the loop: the header's see this turn's fields before the step,
    // the rest the fields after it.
    let after = writes(kind, iter, &stepped);
    for b in f.blocks.keys().filter(|b| in_loop[b.index()]) {
        let extra = if b == header { &before } else { &after };
        for i in f.blocks[b].insns.clone() {
            if added.contains(&i) {
                continue;
            }
            if let Some(mut s) = f.insns[i].frame_state().cloned() {
                s.writes.extend(extra);
                f.insns[i].set_frame_state(s);
            }
        }
    }

    for &p in &back_edges {
        let term = *f.block(p).insns.last().expect("a terminator");
        for edge in f.insns[term].edges_mut() {
            if edge.target == header {
                edge.args.extend(&stepped);
            }
        }
    }

    // Edges leaving the loop write the fields back, on a block of their own.
    for b in f.blocks.keys().filter(|b| in_loop[b.index()]) {
        let term = *f.block(b).insns.last().expect("a terminator");
        let write_back = if b == header { &before } else { &after };
        let leaving: Vec<usize> = f
            .insn(term)
            .edges()
            .iter()
            .enumerate()
            .filter(|(_, e)| !in_loop[e.target.index()])
            .map(|(k, _)| k)
            .collect();
        for k in leaving {
            let split = f.new_block();
            for w in write_back {
                f.push(split, Insn::StoreField { object: w.object, field: w.field, value: w.value }, types::Bottom);
            }
            let original =
                std::mem::replace(&mut *f.insns[term].edges_mut()[k], Edge { target: split, args: Vec::new() });
            f.push(split, Insn::Jump { edge: original }, types::Bottom);
        }
    }
    // Before the first turn, on a preheader: the range check, the guards of values
    // that do not change in the loop, then the list reads that do not either.
    let mut on_entry = Vec::new();
    if check_on_entry {
        let (next, remaining, step) = (loaded[0], loaded[1], loaded[2]);
        on_entry.push(f.add(Insn::CheckRangeSmall { next, remaining, step, state: state.clone() }, int));
    }
    if entry_can_deopt(f, header, &state) {
        on_entry.extend(hoist_guards(f, &in_loop, &back_edges));
    }
    on_entry.extend(hoist_list_reads(f, &in_loop));
    if !on_entry.is_empty() {
        put_on_preheader(f, header, &in_loop, &state, on_entry);
    }
}

/// Whether the FOR_ITER's frame state can be taken on the edges entering the loop:
/// each of its values is a parameter of the header or defined outside the header.
pub(super) fn entry_can_deopt(f: &Function, header: BlockId, state: &FrameState) -> bool {
    let inside = &f.block(header).insns;
    let mut ok = true;
    state.clone().map_values(|v| {
        ok &= !inside.contains(&v);
        v
    });
    ok
}

/// In a loop that changes no list's length, storage or storage kind, the reads of
/// them (`ArrayLen`, `LoadField<list.items>`, `GuardStorage`) of lists defined
/// outside it give the same value on every turn: they leave the loop, and are
/// returned for the preheader.
fn hoist_list_reads(f: &mut Function, in_loop: &[bool]) -> Vec<InsnId> {
    let blocks = loop_blocks(f, in_loop);
    let keeps_lists = |insn: &Insn| {
        leaves_iterators_alone(insn) && !effects(insn).writes.intersects(Heaps::LIST_LEN | Heaps::LIST_STORAGE)
    };
    if !blocks.iter().all(|&b| f.block(b).insns.iter().all(|&i| keeps_lists(f.insn(i)))) {
        return Vec::new();
    }
    let mut varies = defined_in(f, &blocks);
    let mut hoisted = Vec::new();
    for &b in &blocks {
        for i in f.block(b).insns.clone() {
            let read = match f.insn(i) {
                Insn::ArrayLen { array } | Insn::GuardStorage { array, .. } => *array,
                Insn::LoadField { object, field: Field::ListItems } => *object,
                _ => continue,
            };
            if !varies[read.index()] {
                f.blocks[b].insns.retain(|&x| x != i);
                varies[i.index()] = false;
                hoisted.push(i);
            }
        }
    }
    hoisted
}

/// Guards of values defined outside the loop that run on every turn (their block
/// dominates each back edge) check the same thing each time: they leave the loop,
/// with the cells of a guarded function's closure, and are returned for the
/// preheader. A guard can run anywhere its operand exists (it tests before it
/// trusts), and failing before the first turn instead of on it is allowed. Loads
/// whose safety rests on a test in the loop (a slot read after a shape test) stay
/// where they are.
///
/// So do the reads of cells the loop never writes, as a load and a guard that the
/// cell is not empty: where the read would raise, the guard deopts before the first
/// turn and the interpreter raises at the read; the guards that classes keep
/// their versions, and instances their shapes, when the loop changes no class and
/// no shape (a store to an attribute an instance has changes neither); and the recursion checks of
/// inlined calls, when the loop runs no code (its inlined frames end within the
/// turn, so the depth, the limit and the VM stack are the same on every turn).
///
/// An instance slot of an object defined outside the loop (whose shape a guard
/// outside it, or hoisted before it, proved) is the same on every turn when the
/// loop's only writes to instances are `StoreSlot`s of other slot numbers: two
/// slots of different numbers are different words, whichever objects they belong
/// to. Its read leaves with the guards of its value and their `Unbox`es (a float
/// attribute that the loop reads but never writes is unboxed once).
pub(super) fn hoist_guards(f: &mut Function, in_loop: &[bool], back_edges: &[BlockId]) -> Vec<InsnId> {
    let blocks = loop_blocks(f, in_loop);
    let doms = f.dominators();
    let mut varies = defined_in(f, &blocks);
    let writes =
        blocks.iter().flat_map(|&b| &f.block(b).insns).fold(Heaps::empty(), |w, &i| w | effects(f.insn(i)).writes);
    // The slot numbers the loop stores to, or None when something else in it may
    // write an instance's attributes or shape.
    let stored_slots: Option<Vec<u32>> =
        blocks.iter().flat_map(|&b| &f.block(b).insns).try_fold(Vec::new(), |mut slots, &i| {
            match *f.insn(i) {
                Insn::StoreSlot { slot, .. } => slots.push(slot),
                ref other if effects(other).writes.intersects(Heaps::INSTANCE_ATTRS | Heaps::SHAPES) => return None,
                _ => {}
            }
            Some(slots)
        });
    let slot_stays = |slot: u32| stored_slots.as_ref().is_some_and(|stored| !stored.contains(&slot));
    // Whether what the instruction reads is the same on every turn.
    let stays = |insn: &Insn| !effects(insn).reads.intersects(writes);
    let runs_code = blocks.iter().flat_map(|&b| &f.block(b).insns).any(|&i| effects(f.insn(i)).runs_code);
    let mut hoisted = Vec::new();
    for &b in &blocks {
        let every_turn = back_edges.iter().all(|&latch| doms.dominates(b, latch));
        for i in f.block(b).insns.clone() {
            let mut invariant = true;
            f.insn(i).for_each_direct_operand(|v| invariant &= !varies[v.index()]);
            if !invariant {
                continue;
            }
            match *f.insn(i) {
                Insn::GuardType { .. } | Insn::GuardIs { .. } | Insn::GuardCode { .. } if every_turn => {}
                Insn::GuardVersions { .. } | Insn::GuardShape { .. } if every_turn && stays(f.insn(i)) => {}
                Insn::CheckDepth { .. } if every_turn && !runs_code => {}
                Insn::LoadSlot { slot, .. } if every_turn && slot_stays(slot) => {}
                // Pure; its operand is a guarded value that left (or was outside).
                Insn::Unbox { .. } if every_turn => {}
                // The classes such a guard names.
                Insn::Const { .. } => {}
                Insn::FunctionCell { function, .. } if matches!(f.insn(function), Insn::GuardCode { .. }) => {}
                // A global the loop does not write: its value (or NULL) before the
                // first turn, a NULL deopting there (the interpreter raises at the read).
                Insn::LoadGlobal { name, ref state } if every_turn && stays(f.insn(i)) => {
                    let state = state.clone();
                    let value = f.add(Insn::GlobalValue { name }, types::OptObject);
                    f.insns[i] = Insn::GuardType { value, ty: types::Object, state };
                    hoisted.push(value);
                }
                Insn::LoadCell { cell, ref state, .. } if every_turn && stays(f.insn(i)) => {
                    let state = state.clone();
                    let value = f.add(Insn::LoadField { object: cell, field: Field::CellValue }, Field::CellValue.ty());
                    f.insns[i] = Insn::GuardType { value, ty: types::Object, state };
                    hoisted.push(value);
                }
                _ => continue,
            }
            f.blocks[b].insns.retain(|&x| x != i);
            varies[i.index()] = false;
            hoisted.push(i);
        }
    }
    hoisted
}

/// The loop's blocks, in reverse post-order.
fn loop_blocks(f: &Function, in_loop: &[bool]) -> Vec<BlockId> {
    f.reverse_post_order().into_iter().filter(|b| in_loop.get(b.index()).copied().unwrap_or(false)).collect()
}

/// Which values `blocks` (a loop's) define, parameters included: those that may
/// differ from turn to turn.
fn defined_in(f: &Function, blocks: &[BlockId]) -> Vec<bool> {
    let mut defined = vec![false; f.insns.len()];
    for &b in blocks {
        for &v in f.block(b).params.iter().chain(&f.block(b).insns) {
            defined[v.index()] = true;
        }
    }
    defined
}

/// Puts `insns` on a new preheader of the loop, reading the values that enter it.
/// Those that can deopt resume at the loop's `FOR_ITER` (`state`) before the first
/// turn, when the iterator in memory is still current; in the loop a check would fail
/// on the first turn that reaches it, or never be reached, and deopting early is
/// always allowed.
pub(super) fn put_on_preheader(
    f: &mut Function,
    header: BlockId,
    in_loop: &[bool],
    state: &FrameState,
    insns: Vec<InsnId>,
) {
    let pre = f.insert_preheader(header, |from, _| !in_loop.get(from.index()).copied().unwrap_or(false));
    let (inside, outside) = (f.block(header).params.clone(), f.block(pre).params.clone());
    for &i in &insns {
        let insn = &mut f.insns[i];
        insn.set_frame_state(state.clone());
        insn.map_operands(|v| inside.iter().position(|&p| p == v).map_or(v, |k| outside[k]));
    }
    let jump = f.blocks[pre].insns.pop().expect("the preheader's jump");
    f.blocks[pre].insns.extend(insns);
    f.blocks[pre].insns.push(jump);
}

/// The writes that put the changing fields of `iter` back, from the values of all
/// its fields (in [`Kind::fields`] order).
fn writes(kind: Kind, iter: InsnId, values: &[InsnId]) -> Vec<FieldWrite> {
    kind.fields()
        .iter()
        .zip(values)
        .filter(|(field, _)| kind.changing().contains(field))
        .map(|(&field, &value)| FieldWrite { object: iter, field, value })
        .collect()
}

/// The blocks of the natural loop of `header` with these back edges.
pub(super) fn natural_loop(
    header: BlockId,
    back_edges: &[BlockId],
    preds: &SecondaryMap<BlockId, Vec<BlockId>>,
    blocks: usize,
) -> Vec<bool> {
    let mut inside = vec![false; blocks];
    inside[header.index()] = true;
    let mut work: Vec<BlockId> = back_edges.to_vec();
    while let Some(b) = work.pop() {
        if !std::mem::replace(&mut inside[b.index()], true) {
            work.extend(&preds[b]);
        }
    }
    inside
}

fn edges_to(f: &Function, from: BlockId, to: BlockId) -> Vec<Edge> {
    f.terminator(from).map(|t| t.edges().into_iter().filter(|e| e.target == to).cloned().collect()).unwrap_or_default()
}

fn def_block(f: &Function, v: InsnId) -> Option<BlockId> {
    f.block_ids().find(|&b| f.block(b).params.contains(&v) || f.block(b).insns.contains(&v))
}

/// Whether `insn` can neither see nor change an iterator's fields. An exception it
/// raises at its frame state is fine: every way out of compiled code at a frame
/// state makes the state's field writes first (a deopt, a `Try` landing, and an
/// exception leaving the function, which the caller may catch and then use the
/// iterator).
fn leaves_iterators_alone(insn: &Insn) -> bool {
    let e = effects(insn);
    let raises_unseen = e.may_raise && insn.frame_state().is_none();
    !e.runs_code && !raises_unseen && !e.reads.intersects(Heaps::ITERATORS) && !e.writes.intersects(Heaps::ITERATORS)
}
