//! `invariant_params`: a loop header's parameter that every back edge passes
//! unchanged moves to a preheader.
//!
//! A loop with more than one way in (an on-stack-replacement entry and the outer
//! loop's back edge, say) carries each value it uses but never changes as a header
//! parameter, which its back edges pass back as is. `simplify` cannot remove such a
//! parameter (two entries pass different values), and in machine code it is a
//! register or stack slot copied on every turn: when the value is spilled, a reload
//! and a store per turn. A preheader that all entries go through takes the
//! parameter instead; it dominates the loop, so the loop uses its value directly.
//!
//! The back edges are the edges that pass the parameter itself (only blocks the
//! header dominates can). That is what makes the loop "inner" when one header heads
//! two loops, as an on-stack-replacement entry at an inner loop's header makes: the
//! outer loop's edge passes new values, so it enters through the preheader, which
//! becomes the outer loop's header.
//!
//! ```text
//! bb0: Jump bbH(a, x)                  bb0: Jump bbP(a, x)
//! bb7: Jump bbH(b, y)           =>     bb7: Jump bbP(b, y)
//! bbH(p, i):                           bbP(p', i'): Jump bbH(i')
//!   .. p .. i ..                       bbH(i):
//!   Jump bbH(p, i1)                      .. p' .. i ..
//!                                        Jump bbH(i1)
//! ```

use super::{GaveUp, step_bound, until_settled};
use crate::ir::{BlockId, Edge, Function, Insn};

pub fn invariant_params(f: &mut Function) -> Result<(), GaveUp> {
    until_settled("invariant_params", step_bound(f), || {
        let found = find_invariant_params(f);
        let changed = found.is_some();
        if let Some(found) = found {
            hoist_to_preheader(f, found);
        }
        Ok(changed)
    })
}

/// Parameters of one loop header to hoist.
struct Invariant {
    header: BlockId,
    /// A parameter the loop's back edges pass unchanged: they are the edges that
    /// pass it (only a block the header dominates can), and they stay on the header.
    /// Every other edge enters the loop, through the preheader.
    key: usize,
    /// The parameters every back edge passes unchanged (`key` among them).
    params: Vec<usize>,
}

fn find_invariant_params(f: &Function) -> Option<Invariant> {
    let rpo = f.reverse_post_order();
    let all_edges: Vec<&Edge> =
        rpo.iter().flat_map(|&b| f.terminator(b).map(Insn::edges).unwrap_or_default()).collect();
    for &h in &rpo {
        if h == f.entry {
            continue;
        }
        let edges: Vec<&Edge> = all_edges.iter().copied().filter(|e| e.target == h).collect();
        let params = &f.block(h).params;
        for key in 0..params.len() {
            let back: Vec<&Edge> = edges.iter().copied().filter(|e| e.args[key] == params[key]).collect();
            // With one way in, the parameter is that value: `simplify` removes it.
            if back.is_empty() || edges.len() - back.len() < 2 {
                continue;
            }
            let invariant = (0..params.len()).filter(|&j| back.iter().all(|e| e.args[j] == params[j])).collect();
            return Some(Invariant { header: h, key, params: invariant });
        }
    }
    None
}

fn hoist_to_preheader(f: &mut Function, found: Invariant) {
    let header = found.header;
    let key = f.block(header).params[found.key];
    let pre = f.insert_preheader(header, |_, edge| edge.args[found.key] != key);
    for &k in found.params.iter().rev() {
        let outer = f.block(pre).params[k];
        f.remove_param(header, k, outer);
    }
}
