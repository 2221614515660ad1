//! Control-flow analyses over a function's blocks: predecessors, reverse post-order, dominators and loop depths.

use super::*;

/// The dominator tree of a function's reachable blocks.
#[derive(Clone, Debug)]
pub struct Dominators {
    idom: SecondaryMap<BlockId, Option<BlockId>>,
    entry: BlockId,
}

impl Dominators {
    /// The immediate dominator of `b` (None for the entry and unreachable blocks).
    pub fn idom(&self, b: BlockId) -> Option<BlockId> {
        if b == self.entry { None } else { self.idom[b] }
    }

    /// The nearest block dominating both `a` and `b`.
    pub fn common(&self, a: BlockId, b: BlockId) -> BlockId {
        let mut a = a;
        while !self.dominates(a, b) {
            a = self.idom(a).unwrap_or(self.entry);
        }
        a
    }

    /// Whether every path from the entry to `b` goes through `a` (a block dominates
    /// itself).
    pub fn dominates(&self, a: BlockId, mut b: BlockId) -> bool {
        loop {
            if a == b {
                return true;
            }
            if b == self.entry {
                return false;
            }
            match self.idom[b] {
                Some(d) => b = d,
                None => return false,
            }
        }
    }
}

impl Function {
    /// The predecessors of each block reachable from the entry, once per edge.
    pub fn predecessors(&self) -> SecondaryMap<BlockId, Vec<BlockId>> {
        let mut preds: SecondaryMap<BlockId, Vec<BlockId>> = SecondaryMap::with_capacity(self.blocks.len());
        for b in self.reverse_post_order() {
            for s in self.terminator(b).map(Insn::successors).unwrap_or_default() {
                preds[s].push(b);
            }
        }
        preds
    }

    /// Whether a reachable block has an edge back to itself or an earlier block of the
    /// reverse post-order (a loop).
    pub fn has_loop(&self) -> bool {
        let rpo = self.reverse_post_order();
        let order = positions(&rpo);
        rpo.iter()
            .enumerate()
            .any(|(k, &b)| self.terminator(b).map(Insn::successors).unwrap_or_default().iter().any(|&s| order[s] <= k))
    }

    /// The immediate dominator of each reachable block (the entry's is itself; None
    /// for unreachable blocks), by Cooper, Harvey and Kennedy's iteration over the
    /// reverse post-order.
    pub fn dominators(&self) -> Dominators {
        let rpo = self.reverse_post_order();
        let order = positions(&rpo);
        let preds = self.predecessors();
        let mut idom: SecondaryMap<BlockId, Option<BlockId>> = SecondaryMap::new();
        idom[self.entry] = Some(self.entry);
        let mut changed = true;
        while changed {
            changed = false;
            for &b in rpo.iter().skip(1) {
                let mut new: Option<BlockId> = None;
                for &p in &preds[b] {
                    if idom[p].is_none() {
                        continue;
                    }
                    new = Some(match new {
                        None => p,
                        Some(mut a) => {
                            let mut c = p;
                            while a != c {
                                while order[a] > order[c] {
                                    a = idom[a].expect("processed");
                                }
                                while order[c] > order[a] {
                                    c = idom[c].expect("processed");
                                }
                            }
                            a
                        }
                    });
                }
                if new.is_some() && idom[b] != new {
                    idom[b] = new;
                    changed = true;
                }
            }
        }
        Dominators { idom, entry: self.entry }
    }

    /// How many natural loops contain each block (0 outside loops). A loop is the
    /// header of a back edge (an edge to a block that dominates its source) and the
    /// blocks that reach the back edge without passing the header.
    pub fn loop_depths(&self, dom: &Dominators) -> SecondaryMap<BlockId, u32> {
        let preds = self.predecessors();
        let mut depth: SecondaryMap<BlockId, u32> = SecondaryMap::with_capacity(self.blocks.len());
        for b in self.reverse_post_order() {
            for h in self.terminator(b).map(Insn::successors).unwrap_or_default() {
                if !dom.dominates(h, b) {
                    continue;
                }
                let mut body: SecondaryMap<BlockId, bool> = SecondaryMap::with_capacity(self.blocks.len());
                body[h] = true;
                let mut work = vec![b];
                while let Some(x) = work.pop() {
                    if !std::mem::replace(&mut body[x], true) {
                        work.extend(preds[x].iter().copied());
                    }
                }
                for (k, &inside) in body.iter() {
                    depth[k] += inside as u32;
                }
            }
        }
        depth
    }

    /// The blocks reachable from the entry, in reverse post-order.
    pub fn reverse_post_order(&self) -> Vec<BlockId> {
        let mut seen: SecondaryMap<BlockId, bool> = SecondaryMap::with_capacity(self.blocks.len());
        let mut post = Vec::with_capacity(self.blocks.len());
        let successors = |b: BlockId| self.terminator(b).map(Insn::successors).unwrap_or_default();
        // (block, its successors, the next one to visit)
        let mut stack = vec![(self.entry, successors(self.entry), 0usize)];
        seen[self.entry] = true;
        while let Some((b, succs, next)) = stack.last_mut() {
            if let Some(&s) = succs.get(*next) {
                *next += 1;
                if !seen[s] {
                    seen[s] = true;
                    stack.push((s, successors(s), 0));
                }
            } else {
                let b = *b;
                post.push(b);
                stack.pop();
            }
        }
        post.reverse();
        post
    }
}

/// Each block's position in `order` (usize::MAX for a block not in it).
fn positions(order: &[BlockId]) -> SecondaryMap<BlockId, usize> {
    let mut position = SecondaryMap::with_default(usize::MAX);
    for (k, &b) in order.iter().enumerate() {
        position[b] = k;
    }
    position
}
