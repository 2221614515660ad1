//! `simplify`: folds what the types prove.
//!
//! - `CheckBound v` of a `v` that cannot be NULL is `v`;
//! - a `Branch` on a known CBool is a `Jump`;
//! - pure instructions whose values nothing uses (frame states count as uses) go.

use crate::ir::{Function, Insn, InsnId};
use crate::{Spec, types};

pub fn simplify(f: &mut Function) {
    for b in f.reverse_post_order() {
        let insns = f.block(b).insns.clone();
        let mut kept = Vec::with_capacity(insns.len());
        for i in insns {
            match f.insn(i).clone() {
                Insn::CheckBound { value, .. } if !f.ty(value).could_be(types::Nullptr) => {
                    f.replace_uses(i, value);
                    continue;
                }
                Insn::Branch { cond, if_true, if_false } => {
                    if let Spec::Int(c) = f.ty(cond).spec() {
                        let edge = if c != 0 { if_true } else { if_false };
                        f.insns[i.0 as usize] = Insn::Jump { edge };
                    }
                }
                _ => {}
            }
            kept.push(i);
        }
        f.blocks[b.0 as usize].insns = kept;
    }
    eliminate_dead_code(f);
}

/// Removes pure instructions whose values are unused, until none is left.
fn eliminate_dead_code(f: &mut Function) {
    loop {
        let mut used = vec![false; f.insns.len()];
        let live = f.reverse_post_order();
        for &b in &live {
            for &i in &f.block(b).insns {
                f.insn(i).for_each_operand(|v| used[v.0 as usize] = true);
            }
        }
        let mut removed = false;
        for &b in &live {
            let before = f.block(b).insns.len();
            let dead = |i: &InsnId| !used[i.0 as usize] && f.insn(*i).is_pure();
            let kept: Vec<InsnId> = f.block(b).insns.iter().copied().filter(|i| !dead(i)).collect();
            removed |= kept.len() != before;
            f.blocks[b.0 as usize].insns = kept;
        }
        if !removed {
            return;
        }
    }
}
