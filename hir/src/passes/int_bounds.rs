//! Overflow checks that a dominating comparison makes redundant.
//!
//! A checked `IntArith` (`Add` or `Sub` of a constant) deopts when its result leaves
//! the small-int range. Inside `while i < n:` the test says `i < n`, and `n` is a
//! small int, so `i + 1` cannot leave the range; inside `if total > 1000:`,
//! `total - 999` cannot either. This pass reads such facts from the branches that
//! dominate an operation and drops its check (its frame state) when the result's
//! range lies inside the small-int range.
//!
//! A block learns a fact when it has one predecessor, which ends in a `Branch` on an
//! `IntCompare` with this block on one arm only: the comparison's outcome holds there
//! and in every block it dominates. The operand's bounds come from those facts (a
//! constant bound is exact; a bound that is some small int is at most the range's
//! end) and from the operand being a small int at all, which holds for what the
//! JIT's conventions make small ([`Smallness`]).

use super::GaveUp;
use crate::ir::{BlockId, Function, Insn, InsnId, SecondaryMap};
use ember_runtime::code::{BinOp, CmpOp};
use ember_runtime::value::{SMALL_INT_MAX, SMALL_INT_MIN};

pub fn int_bounds(f: &mut Function) -> Result<(), GaveUp> {
    let candidates: Vec<(BlockId, InsnId)> = f
        .block_ids()
        .flat_map(|b| f.block(b).insns.iter().map(move |&i| (b, i)))
        .filter(|&(_, i)| matches!(f.insn(i), Insn::IntArith { op: BinOp::Add | BinOp::Sub, state: Some(_), .. }))
        .collect();
    if candidates.is_empty() {
        return Ok(());
    }
    let dom = f.dominators();
    let preds = f.predecessors();
    let smallness = Smallness::new(f, &preds);
    let mut unchecked = Vec::new();
    for (b, i) in candidates {
        let Insn::IntArith { op, left, right, .. } = *f.insn(i) else { unreachable!("a candidate") };
        // `x + k`, `k + x` or `x - k` of a constant `k`.
        let (x, k) = match (constant(f, left), constant(f, right)) {
            (None, Some(k)) => (left, if op == BinOp::Add { k as i128 } else { -(k as i128) }),
            (Some(k), None) if op == BinOp::Add => (right, k as i128),
            _ => continue,
        };
        if !smallness.is_small(f, x) {
            continue;
        }
        let (low, high) = bounds(f, &dom, &preds, &smallness, b, x);
        if low + k >= SMALL_INT_MIN as i128 && high + k <= SMALL_INT_MAX as i128 {
            unchecked.push(i);
        }
    }
    for i in unchecked {
        if let Insn::IntArith { state, .. } = &mut f.insns[i] {
            *state = None;
        }
    }
    Ok(())
}

/// The value of a `PrimConst` CInt64 inside the small-int range.
fn constant(f: &Function, v: InsnId) -> Option<i64> {
    match *f.insn(v) {
        Insn::PrimConst { bits } => {
            let k = bits as i64;
            (SMALL_INT_MIN..=SMALL_INT_MAX).contains(&k).then_some(k)
        }
        _ => None,
    }
}

/// The range `x` (a small int) is known to lie in at the start of block `b`: the
/// small-int range narrowed by the outcome of every comparison of `x` that decides a
/// branch into a block dominating `b`.
fn bounds(
    f: &Function,
    dom: &crate::ir::Dominators,
    preds: &SecondaryMap<BlockId, Vec<BlockId>>,
    smallness: &Smallness,
    b: BlockId,
    x: InsnId,
) -> (i128, i128) {
    let (mut low, mut high) = (SMALL_INT_MIN as i128, SMALL_INT_MAX as i128);
    let mut at = Some(b);
    while let Some(d) = at {
        if let Some((op, other)) = fact_on_entry(f, preds, d, x) {
            // The other side's bounds: exact for a constant, the range for a small int.
            let (o_low, o_high) = match constant(f, other) {
                Some(k) => (k as i128, k as i128),
                None if smallness.is_small(f, other) => (SMALL_INT_MIN as i128, SMALL_INT_MAX as i128),
                None => (i128::MIN, i128::MAX),
            };
            match op {
                CmpOp::Lt => high = high.min(o_high.saturating_sub(1)),
                CmpOp::Le => high = high.min(o_high),
                CmpOp::Gt => low = low.max(o_low.saturating_add(1)),
                CmpOp::Ge => low = low.max(o_low),
                CmpOp::Eq => {
                    low = low.max(o_low);
                    high = high.min(o_high);
                }
                CmpOp::Ne | CmpOp::Is | CmpOp::IsNot | CmpOp::In | CmpOp::NotIn => {}
            }
        }
        at = dom.idom(d);
    }
    (low, high)
}

/// What entering block `d` says about `x`: `x op other` holds when `d`'s one
/// predecessor branches to it on the outcome of a comparison of `x`.
fn fact_on_entry(
    f: &Function,
    preds: &SecondaryMap<BlockId, Vec<BlockId>>,
    d: BlockId,
    x: InsnId,
) -> Option<(CmpOp, InsnId)> {
    let &[p] = preds[d].as_slice() else { return None };
    let Some(Insn::Branch { cond, if_true, if_false }) = f.terminator(p) else { return None };
    if if_true.target == if_false.target {
        return None;
    }
    let Insn::IntCompare { op, left, right } = *f.insn(*cond) else { return None };
    let (op, other) = if left == x && right != x {
        (op, right)
    } else if right == x && left != x {
        (swapped(op)?, left)
    } else {
        return None;
    };
    if if_true.target == d { Some((op, other)) } else { Some((negated(op)?, other)) }
}

/// `b op a` for `a op b`.
fn swapped(op: CmpOp) -> Option<CmpOp> {
    Some(match op {
        CmpOp::Lt => CmpOp::Gt,
        CmpOp::Le => CmpOp::Ge,
        CmpOp::Gt => CmpOp::Lt,
        CmpOp::Ge => CmpOp::Le,
        CmpOp::Eq => CmpOp::Eq,
        CmpOp::Ne => CmpOp::Ne,
        CmpOp::Is | CmpOp::IsNot | CmpOp::In | CmpOp::NotIn => return None,
    })
}

/// `not (a op b)` as `a op' b`.
fn negated(op: CmpOp) -> Option<CmpOp> {
    Some(match op {
        CmpOp::Lt => CmpOp::Ge,
        CmpOp::Le => CmpOp::Gt,
        CmpOp::Gt => CmpOp::Le,
        CmpOp::Ge => CmpOp::Lt,
        CmpOp::Eq => CmpOp::Ne,
        CmpOp::Ne => CmpOp::Eq,
        CmpOp::Is | CmpOp::IsNot | CmpOp::In | CmpOp::NotIn => return None,
    })
}

/// Which CInt64 values are small ints: the unboxed value of a small int, a constant
/// in the range, a checked addition, subtraction or multiplication, a length, and a
/// block parameter every edge into which passes a small int. The parameters are the
/// greatest fixpoint (a loop's counter is small when it starts small and each turn
/// keeps it small: by induction over the turns).
struct Smallness {
    small_params: SecondaryMap<InsnId, bool>,
}

impl Smallness {
    fn new(f: &Function, preds: &SecondaryMap<BlockId, Vec<BlockId>>) -> Smallness {
        let mut params: Vec<(InsnId, Option<Vec<InsnId>>)> = Vec::new();
        for b in f.block_ids() {
            for (k, &p) in f.block(b).params.iter().enumerate() {
                params.push((p, incoming(f, preds, b, k)));
            }
        }
        let mut small_params = SecondaryMap::with_capacity(f.insns.len());
        for (p, args) in &params {
            small_params[*p] = args.is_some();
        }
        let mut this = Smallness { small_params };
        let mut changed = true;
        while changed {
            changed = false;
            for (p, args) in &params {
                if this.small_params[*p] && !args.iter().flatten().all(|&a| this.is_small(f, a)) {
                    this.small_params[*p] = false;
                    changed = true;
                }
            }
        }
        this
    }

    fn is_small(&self, f: &Function, v: InsnId) -> bool {
        match f.insn(v) {
            Insn::Unbox { value } => f.ty(*value).is_subtype(crate::types::Fixnum),
            Insn::PrimConst { .. } => constant(f, v).is_some(),
            Insn::IntArith { op: BinOp::Add | BinOp::Sub | BinOp::Mul, state, .. } => state.is_some(),
            Insn::ArrayLen { .. } | Insn::StrLen { .. } => true,
            Insn::Param { .. } => self.small_params[v],
            _ => false,
        }
    }
}

/// The values every edge into block `b` passes for its parameter `k`; None when
/// something else enters `b` (an exception's landing, or the function's entry).
fn incoming(f: &Function, preds: &SecondaryMap<BlockId, Vec<BlockId>>, b: BlockId, k: usize) -> Option<Vec<InsnId>> {
    if b == f.entry {
        return None;
    }
    let mut args = Vec::new();
    for &p in &preds[b] {
        let terminator = f.terminator(p)?;
        if terminator.handler() == Some(b) {
            return None;
        }
        for edge in terminator.edges().into_iter().filter(|e| e.target == b) {
            args.push(*edge.args.get(k)?);
        }
    }
    (!args.is_empty()).then_some(args)
}
