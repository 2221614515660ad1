//! GC roots of compiled code: which object values get a frame slot.
//!
//! The collector does not move objects and only runs inside helpers that allocate
//! or run Python code (GC points). An object value must be visible to it when it is
//! live across a GC point or is an operand of one: such values are stored, where
//! they are defined, in a slot of the frame (the VM stack, which the collector
//! scans). Everything else stays in registers only:
//! - constants are immortal (they are embedded in the code), and so is a value whose
//!   type names one object (a guard's pinned global) or whose type is immortal (a
//!   small int);
//! - entry parameters are the frame's locals (or operand stack) themselves;
//! - a guard's result is its operand, and shares its operand's slot.
//!
//! Uses by frame states count: a deopt after a GC point reads the value (and the
//! frame state of a GC point itself is treated as its operands). The cold block
//! passes every frame-state value to the runtime, which puts the objects in the
//! interpreter frame before it boxes anything.
//!
//! A value that is live across no GC point, only an operand of some, is stored just
//! before each helper call of those instead (`deferred`): the calls are usually on
//! slow paths (the truth test of an object that is not True, False, None or a small
//! int), so the fast path makes no store.

use crate::codegen::Repr;
use ember_hir::effects::effects;
use ember_hir::ir::{BlockId, EntityRef, Function, Insn, InsnId, SecondaryMap};
use ember_hir::{Lifetime, types};

/// Whether an instruction can collect (a helper that allocates or runs Python code).
/// Inside a `try` (`catching`: its block ends with `Try`), so can one that may raise:
/// the landing allocates while the instruction's frame-state values are live.
pub fn is_gc_point(insn: &Insn, catching: bool) -> bool {
    let e = effects(insn);
    e.may_collect() || (catching && e.raises_midblock())
}

/// Calls `f` on every value `insn` uses, as compiled code holds them: a virtual object
/// (`Insn::VirtualObject`, only ever in frame states) is no value there, but its
/// fields are, since an exit at the state makes the object from them.
pub fn for_each_use(f: &Function, insn: &Insn, mut use_: impl FnMut(InsnId)) {
    insn.for_each_operand(|v| match f.insn(v) {
        Insn::VirtualObject { fields, .. } => fields.iter().for_each(|&field| use_(field)),
        _ => use_(v),
    });
}

/// Frame slots of the object values that need one.
pub struct Slots {
    /// The slot of each value (by id), if it has one. Guards share their operand's.
    pub slot: SecondaryMap<InsnId, Option<u32>>,
    /// Whether a value's slot is written before each helper call of the GC points
    /// using it rather than where it is defined (no GC point happens while it is
    /// live but unused).
    pub deferred: SecondaryMap<InsnId, bool>,
    pub count: u32,
}

/// Which values need slots: liveness to a fixpoint, then one more backward walk per
/// block marking what is live across (or used by) each GC point.
pub fn assign(f: &Function) -> Slots {
    let n = f.insns.len();
    let order = f.reverse_post_order();
    let is_object = |v: InsnId| Repr::of(f.ty(v)) == Repr::Object;
    let mut live_in: SecondaryMap<BlockId, Vec<bool>> = SecondaryMap::with_default(vec![false; n]);
    // Live across a GC point; an operand of one.
    let mut across = vec![false; n];
    let mut operand = vec![false; n];
    // One backward pass over every block; returns whether a live-in set grew.
    let pass = |live_in: &mut SecondaryMap<BlockId, Vec<bool>>, mut needs: Option<(&mut Vec<bool>, &mut Vec<bool>)>| {
        let mut changed = false;
        for &b in order.iter().rev() {
            let block = f.block(b);
            let catching = matches!(f.terminator(b), Some(Insn::Try { .. }));
            let mut live = vec![false; n];
            for edge in f.terminator(b).map(Insn::edges).unwrap_or_default() {
                let target = f.block(edge.target);
                for (k, &l) in live_in[edge.target].iter().enumerate() {
                    if l && !target.params.contains(&InsnId::new(k)) {
                        live[k] = true;
                    }
                }
                for &a in &edge.args {
                    live[a.index()] = true;
                }
            }
            for &id in block.insns.iter().rev() {
                let insn = f.insn(id);
                live[id.index()] = false;
                if let Some((across, operand)) = needs.as_mut() {
                    if is_gc_point(insn, catching) {
                        for (k, &l) in live.iter().enumerate() {
                            across[k] |= l;
                        }
                        for_each_use(f, insn, |v| operand[v.index()] = true);
                    }
                }
                // Operands include the frame state's values.
                for_each_use(f, insn, |v| live[v.index()] = true);
            }
            for &p in &block.params {
                live[p.index()] = false;
            }
            if live != live_in[b] {
                live_in[b] = live;
                changed = true;
            }
        }
        changed
    };
    while pass(&mut live_in, None) {}
    pass(&mut live_in, Some((&mut across, &mut operand)));
    // Every block parameter is a `Param`; only the entry's are the frame's own.
    let entry_params = &f.block(f.entry).params;
    let mut slot: SecondaryMap<InsnId, Option<u32>> = SecondaryMap::with_capacity(n);
    // By root: whether some value sharing its slot is live across a GC point.
    let mut root_across: SecondaryMap<InsnId, bool> = SecondaryMap::with_capacity(n);
    let mut count = 0;
    for id in f.insns.keys() {
        let k = id.index();
        let v = f.unguarded(id);
        // A value whose type names one object is a constant (kept by its code), a
        // guarded global (pinned) or an immediate; an immortal one (a small int, say)
        // is never collected.
        let ty = f.ty(id);
        let rooted_elsewhere = matches!(f.insn(v), Insn::Const { .. })
            || entry_params.contains(&v)
            || ty.object_spec().is_some()
            || ty.is_subtype(types::Immediate)
            || ty.lifetime() == Lifetime::Immortal;
        if !(across[k] || operand[k]) || !is_object(v) || rooted_elsewhere {
            continue;
        }
        if slot[v].is_none() {
            slot[v] = Some(count);
            count += 1;
        }
        slot[id] = slot[v];
        root_across[v] |= across[k];
    }
    let mut deferred = SecondaryMap::with_capacity(n);
    for id in f.insns.keys() {
        deferred[id] = slot[id].is_some() && !root_across[f.unguarded(id)];
    }
    Slots { slot, deferred, count }
}
