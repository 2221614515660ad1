//! Range loops in registers.
//!
//! A `for` loop over a range iterator reads and writes the iterator's fields on every
//! iteration: the next value and the count left make a dependency chain through
//! memory. When nothing in the loop can reach the iterator (the loop runs only
//! low-level instructions, none of which calls out), this pass carries the next value,
//! the count left and the step in block parameters of the loop header instead:
//!
//! ```text
//! bbH(.., it):                          bbH(.., it, n, k, s):
//!   x = IterNext it @fs                   c = IntEq k, 0
//!   c = IsNull x                          Branch c, exit, body
//!   Branch c, exit, body          =>    body:
//! body:                                   m = CheckSmallInt n @fs
//!   .. x ..                               k1 = IntSub k, 1 @fs
//!                                         n1 = IntAdd n, s @fs
//!                                         StoreField<range_iterator.next> it, n1
//!                                         StoreField<range_iterator.remaining> it, k1
//!                                         x = Box m
//!                                         ..
//! ```
//!
//! Every edge entering the loop loads the three fields. The iterator object stays
//! right at every point that can deopt: the checks deopt to the `IterNext`'s frame
//! state before this iteration writes anything (the interpreter then redoes the
//! `FOR_ITER`), and later deopts see the fields already written back. So nothing else
//! (deopt metadata, the interpreter) needs to know about the promotion.

use crate::ir::{BlockId, Edge, Field, FrameState, Function, Insn, InsnId};
use crate::{Type, types};
use ember_runtime::code::{BinOp, CmpOp};

pub fn range_iter(f: &mut Function) {
    if !f.speculate {
        return;
    }
    while let Some(plan) = find_loop(f) {
        promote(f, plan);
    }
}

/// A loop header whose range iteration can move into registers.
struct Plan {
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
}

fn find_loop(f: &Function) -> Option<Plan> {
    let preds = f.predecessors();
    let doms = f.dominators();
    f.reverse_post_order().into_iter().find_map(|h| plan_for(f, h, &preds, &doms))
}

fn plan_for(f: &Function, header: BlockId, preds: &[Vec<BlockId>], doms: &crate::ir::Dominators) -> Option<Plan> {
    let insns = &f.block(header).insns;
    let [.., next, is_null, branch] = insns[..] else { return None };
    let Insn::IterNext { iter, state } = f.insn(next) else { return None };
    if *f.insn(is_null) != (Insn::IsNull { value: next }) || !f.ty(*iter).is_subtype(types::RangeIterator) {
        return None;
    }
    let Insn::Branch { cond, if_true: exit, if_false: body } = f.insn(branch) else { return None };
    let body = body.target;
    let only_from_header = preds[body.0 as usize] == [header];
    if *cond != is_null || !only_from_header || body == header || exit.args.contains(&next) {
        return None;
    }
    // What comes before the IterNext in the header must not need the iterator's
    // fields (the header is entered with them already in registers).
    if insns[..insns.len() - 3].iter().any(|&i| !leaves_iterators_alone(f.insn(i))) {
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
    let (back_edges, entries): (Vec<BlockId>, Vec<BlockId>) =
        preds[header.0 as usize].iter().partition(|&&p| continues(p));
    if back_edges.is_empty() || entries.is_empty() {
        return None;
    }
    let in_loop = natural_loop(header, &back_edges, preds, f.blocks.len());
    if in_loop[exit.target.0 as usize] {
        return None;
    }
    let calm =
        in_loop.iter().enumerate().filter(|&(_, &inside)| inside).all(|(b, _)| {
            f.block(BlockId(b as u32)).insns.iter().all(|&i| i == next || leaves_iterators_alone(f.insn(i)))
        });
    // The item is only used where the body has begun (and by the IsNull).
    let item_uses_ok = f.block_ids().all(|b| {
        doms.dominates(body, b)
            || f.block(b).insns.iter().filter(|&&i| i != is_null).all(|&i| {
                let mut uses = false;
                f.insn(i).for_each_operand(|v| uses |= v == next);
                !uses
            })
    });
    // The iterator must be the same on every turn of the loop.
    let invariant = iter_param.is_some() || !in_loop[def_block(f, *iter)?.0 as usize];
    let entries_jump = entries.iter().all(|&p| matches!(f.terminator(p), Some(Insn::Jump { .. })));
    (calm && item_uses_ok && invariant && entries_jump).then(|| Plan {
        header,
        next,
        iter: *iter,
        state: state.clone(),
        is_null,
        body,
        iter_param,
        entries,
        back_edges,
    })
}

fn promote(f: &mut Function, plan: Plan) {
    let Plan { header, next, iter, state, is_null, body, iter_param, entries, back_edges } = plan;
    let int = types::CInt64;
    let n = f.add_param(header, int);
    let k = f.add_param(header, int);
    let s = f.add_param(header, int);

    for p in entries {
        let term = f.blocks[p.0 as usize].insns.pop().expect("a terminator");
        let Insn::Jump { edge } = f.insn(term).clone() else { unreachable!("entries end in a jump") };
        let it = iter_param.map_or(iter, |k| edge.args[k]);
        let mut args = edge.args.clone();
        for field in [Field::RangeIterNext, Field::RangeIterRemaining, Field::RangeIterStep] {
            args.push(f.push(p, Insn::LoadField { object: it, field }, int));
        }
        f.insns[term.0 as usize] = Insn::Jump { edge: Edge { target: header, args } };
        f.blocks[p.0 as usize].insns.push(term);
    }

    // The header tests the count; the IterNext leaves it.
    let zero = f.add(Insn::PrimConst { bits: 0 }, Type::from_cint64(0));
    f.insns[is_null.0 as usize] = Insn::IntCompare { op: CmpOp::Eq, left: k, right: zero };
    let h = &mut f.blocks[header.0 as usize].insns;
    let at = h.iter().position(|&i| i == next).expect("the IterNext");
    h[at] = zero;

    // The body checks, advances and writes back, then boxes the item.
    let one = f.add(Insn::PrimConst { bits: 1 }, Type::from_cint64(1));
    let item = f.add(Insn::CheckSmallInt { value: n, state: state.clone() }, int);
    let checked = |op, left, right| Insn::IntArith { op, left, right, state: Some(state.clone()) };
    let k1 = f.add(checked(BinOp::Sub, k, one), int);
    let n1 = f.add(checked(BinOp::Add, n, s), int);
    let store_next = f.add(Insn::StoreField { object: iter, field: Field::RangeIterNext, value: n1 }, types::Bottom);
    let store_left =
        f.add(Insn::StoreField { object: iter, field: Field::RangeIterRemaining, value: k1 }, types::Bottom);
    let boxed = f.add(Insn::Box { value: item }, types::Fixnum);
    f.replace_uses(next, boxed);
    f.insns[next.0 as usize] = Insn::PrimConst { bits: 0 };
    f.types[next.0 as usize] = Type::from_cint64(0);
    f.blocks[body.0 as usize].insns.splice(0..0, [one, item, k1, n1, store_next, store_left, boxed]);

    for p in back_edges {
        let term = *f.block(p).insns.last().expect("a terminator");
        for edge in f.insns[term.0 as usize].edges_mut() {
            if edge.target == header {
                edge.args.extend([n1, k1, s]);
            }
        }
    }
}

/// The blocks of the natural loop of `header` with these back edges.
fn natural_loop(header: BlockId, back_edges: &[BlockId], preds: &[Vec<BlockId>], blocks: usize) -> Vec<bool> {
    let mut inside = vec![false; blocks];
    inside[header.0 as usize] = true;
    let mut work: Vec<BlockId> = back_edges.to_vec();
    while let Some(b) = work.pop() {
        if !std::mem::replace(&mut inside[b.0 as usize], true) {
            work.extend(&preds[b.0 as usize]);
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

/// Whether an instruction certainly neither reads nor writes a range iterator's fields
/// nor runs code that could (Python code, a helper, a collection's finalizers: ember
/// has none, so allocating is fine).
fn leaves_iterators_alone(insn: &Insn) -> bool {
    match insn {
        Insn::Param { .. }
        | Insn::Const { .. }
        | Insn::IsNull { .. }
        | Insn::BuildList { .. }
        | Insn::BuildTuple { .. }
        | Insn::TupleItem { .. }
        | Insn::Jump { .. }
        | Insn::Branch { .. }
        | Insn::PrimConst { .. }
        | Insn::GuardType { .. }
        | Insn::GuardIs { .. }
        | Insn::Unbox { .. }
        | Insn::Box { .. }
        | Insn::IntArith { .. }
        | Insn::IntCompare { .. }
        | Insn::IntNeg { .. }
        | Insn::IntInvert { .. }
        | Insn::FloatArith { .. }
        | Insn::FloatCompare { .. }
        | Insn::FloatNeg { .. }
        | Insn::CastIntToFloat { .. }
        | Insn::BoolNot { .. }
        | Insn::IsSame { .. }
        | Insn::ArrayLen { .. }
        | Insn::CheckIndex { .. }
        | Insn::CheckSmallInt { .. }
        | Insn::LoadArrayItem { .. }
        | Insn::StoreArrayItem { .. }
        | Insn::ListAppend { .. } => true,
        // A range iterator's fields, even another promoted loop's, may be this
        // iterator's, which the loop no longer keeps in memory between turns.
        Insn::LoadField { field, .. } | Insn::StoreField { field, .. } => *field == Field::ListItems,
        Insn::LoadGlobal { .. }
        | Insn::StoreGlobal { .. }
        | Insn::CheckBound { .. }
        | Insn::BinaryOp { .. }
        | Insn::Compare { .. }
        | Insn::UnaryOp { .. }
        | Insn::IsTruthy { .. }
        | Insn::GetItem { .. }
        | Insn::SetItem { .. }
        | Insn::LoadAttr { .. }
        | Insn::StoreAttr { .. }
        | Insn::CallFunction { .. }
        | Insn::CallKw { .. }
        | Insn::CallMethod { .. }
        | Insn::GetIter { .. }
        | Insn::IterNext { .. }
        | Insn::MakeFunction { .. }
        | Insn::MakeCell { .. }
        | Insn::FreeVar { .. }
        | Insn::LoadCell { .. }
        | Insn::StoreCell { .. }
        | Insn::Unpack { .. }
        | Insn::GetSlice { .. }
        | Insn::SetSlice { .. }
        | Insn::Return { .. }
        | Insn::Raise { .. }
        | Insn::CallHelper { .. } => false,
    }
}
