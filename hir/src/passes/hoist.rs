//! Loop-invariant guards and loads leave every loop.
//!
//! `iter_loops` moves the guards and reads that check the same thing on every turn
//! of a `for` loop to a preheader, deopting there to the loop's `FOR_ITER`. A
//! `while` loop has no `FOR_ITER`, but it has a first instruction: the test at its
//! top, which the interpreter runs again at every turn. This pass does the same for
//! every loop whose header begins (after pure instructions) with an instruction
//! that has a frame state: that state, with the header's parameters read as the
//! values entering the loop, is where a hoisted guard deopts before the first turn
//! — the interpreter then starts that turn itself. Which instructions may leave
//! (guards of values defined outside the loop that run on every turn, reads of
//! globals, cells and instance slots the loop does not write, ...) is
//! [`super::iter_loops::hoist_guards`]'s rule, shared by both passes.

use super::iter_loops::{entry_can_deopt, hoist_guards, natural_loop, put_on_preheader};
use super::{GaveUp, step_bound, until_settled};
use crate::effects::effects;
use crate::ir::{BlockId, EntityRef, FrameState, Function, Insn, SecondaryMap};

pub fn hoist(f: &mut Function) -> Result<(), GaveUp> {
    if !f.speculate || !f.has_loop() {
        return Ok(());
    }
    // Each step moves instructions out of one loop; a loop already rid of its
    // invariants yields none, so the headers tried only shrink.
    let mut tried: Vec<BlockId> = Vec::new();
    until_settled("hoist", step_bound(f), || {
        let preds = f.predecessors();
        let doms = f.dominators();
        let Some((header, back_edges, in_loop, state)) = f
            .reverse_post_order()
            .into_iter()
            .filter(|h| !tried.contains(h))
            .find_map(|h| loop_at(f, h, &preds, &doms))
        else {
            return Ok(false);
        };
        tried.push(header);
        let hoisted = hoist_guards(f, &in_loop, &back_edges);
        if hoisted.is_empty() {
            return Ok(true);
        }
        if hoisted.iter().all(|&i| matches!(f.insn(i), Insn::Const { .. })) {
            // Constants alone need no preheader: the entry dominates every use.
            let entry = f.entry;
            let jump = f.blocks[entry].insns.pop().expect("the entry's terminator");
            f.blocks[entry].insns.extend(hoisted);
            f.blocks[entry].insns.push(jump);
        } else {
            put_on_preheader(f, header, &in_loop, &state, hoisted);
        }
        Ok(true)
    })
}

/// The loop headed by `h`, when it has one that only edges from outside enter (no
/// exception landing, not the function's entry): its back edges, its blocks and
/// the frame state of the test at its top.
fn loop_at(
    f: &Function,
    h: BlockId,
    preds: &SecondaryMap<BlockId, Vec<BlockId>>,
    doms: &crate::ir::Dominators,
) -> Option<(BlockId, Vec<BlockId>, Vec<bool>, FrameState)> {
    let back_edges: Vec<BlockId> = preds[h].iter().copied().filter(|&p| doms.dominates(h, p)).collect();
    if back_edges.is_empty() || h == f.entry {
        return None;
    }
    let in_loop = natural_loop(h, &back_edges, preds, f.blocks.len());
    let landed_from_outside =
        preds[h].iter().any(|&p| !in_loop[p.index()] && f.terminator(p).and_then(|t| t.handler()) == Some(h));
    if landed_from_outside {
        return None;
    }
    let state = top_state(f, h)?;
    entry_can_deopt(f, h, &state).then_some((h, back_edges, in_loop, state))
}

/// The frame state of the header's first instruction that has one, when everything
/// before it computes a value and nothing else (could be removed unseen): the
/// interpreter's position at the top of a turn.
fn top_state(f: &Function, h: BlockId) -> Option<FrameState> {
    for &i in &f.block(h).insns {
        let insn = f.insn(i);
        if let Some(state) = insn.frame_state() {
            return Some(state.clone());
        }
        if !effects(insn).is_removable() {
            return None;
        }
    }
    None
}
