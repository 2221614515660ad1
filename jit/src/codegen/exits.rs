//! Leaving compiled code: a failing guard's deopt block, which saves the frame state and resumes the interpreter.

use super::*;
use cranelift_codegen::ir::{
    Block, BlockArg, InstBuilder, MemFlagsData, StackSlot, StackSlotData, StackSlotKind, Value as ClifValue,
    types as cl,
};
use ember_hir::ir::{FrameState, InsnId};

impl Lowering<'_, '_> {
    /// Leaves for the interpreter at `at`'s frame state when `fail` is true.
    pub(super) fn deopt_if(&mut self, fail: ClifValue, at: InsnId) {
        self.deopt_if_gated(fail, at, None);
    }

    /// [`Lowering::deopt_if`], where `EMBER_DEOPT_STRESS` may force the deopt only
    /// when `stress_gate` (if given) is not 0: an operation on a selected operand
    /// ([`ember_hir::ir::Function::selected_operand`]) may leave only then.
    pub(super) fn deopt_if_gated(&mut self, fail: ClifValue, at: InsnId, stress_gate: Option<ClifValue>) {
        let (cold, site, leave) = self.deopt_target(at);
        let next = self.b.create_block();
        self.b.ins().brif(fail, leave, &[], next, &[]);
        self.b.switch_to_block(next);
        self.deopt_stress(cold, site, stress_gate);
    }

    /// Leaves for the interpreter at `at`'s frame state, ending the block.
    pub(super) fn deopt_always(&mut self, at: InsnId) {
        let (cold, site) = self.deopt_block(at);
        let site = self.iconst(site as i64);
        self.b.ins().jump(cold, &[BlockArg::Value(site)]);
    }

    /// Leaves for the interpreter at `at`'s frame state unless the checks `checks`
    /// emits pass: it gets the block to branch to on each failing check (with no
    /// arguments), and ends in the block where all of them held.
    pub(super) fn deopt_unless(&mut self, at: InsnId, checks: impl FnOnce(&mut Self, Block, &[BlockArg])) {
        let (cold, site, leave) = self.deopt_target(at);
        checks(self, leave, &[]);
        self.deopt_stress(cold, site, None);
    }

    /// The deopt block of `at` (which takes the site as its argument), `at`'s new
    /// site, and a cold block of the site's own that jumps there with it: the site's
    /// number is set on the way out, not on the hot path before each branch.
    fn deopt_target(&mut self, at: InsnId) -> (Block, usize, Block) {
        let (cold, site) = self.deopt_block(at);
        let here = self.b.current_block().expect("in a block");
        let leave = self.b.create_block();
        self.b.set_cold_block(leave);
        self.b.switch_to_block(leave);
        let site_arg = [BlockArg::Value(self.iconst(site as i64))];
        self.b.ins().jump(cold, &site_arg);
        self.b.switch_to_block(here);
        (cold, site, leave)
    }

    /// After a deopt site's checks passed: under `EMBER_DEOPT_STRESS`, the site's
    /// first run leaves anyway (only when `stress_gate`, if given, is not 0).
    fn deopt_stress(&mut self, cold: Block, site: usize, stress_gate: Option<ClifValue>) {
        if self.cx.stress {
            // EMBER_DEOPT_STRESS: the first run of every deopt site leaves here.
            let after = self.b.create_block();
            if let Some(gate) = stress_gate {
                let stress = self.b.create_block();
                self.b.ins().brif(gate, stress, &[], after, &[]);
                self.b.switch_to_block(stress);
            }
            let info = self.iconst(self.cx.deopt_info as i64);
            let site_id = self.iconst(site as i64);
            let forced = self
                .call(crate::deopt::stress as *const u8, &[info, site_id], &[cl::I64, cl::I64], Some(cl::I64))
                .expect("a result");
            self.b.ins().brif(forced, cold, &[BlockArg::Value(site_id)], after, &[]);
            self.b.switch_to_block(after);
        }
    }

    /// What leaving at `state` saves first (a deopt, `n` None, or a `Try` landing, which
    /// takes its first `n` entries): the frame state's field writes, since compiled
    /// code kept those fields in registers, then the words in a new stack slot, one
    /// each (but an entry parameter still in its frame slot, and a constant, whose
    /// word the exit takes from the HIR: [`crate::deopt::entry_source`]). A deopt's
    /// words go on past the entries with the fields of the state's virtual objects,
    /// from which it makes them ([`ember_hir::exit::exit_words`]). Returns the slot
    /// and its address.
    pub(super) fn save_state(&mut self, state: &FrameState, n: Option<usize>) -> (StackSlot, ClifValue) {
        self.make_pending_writes(state);
        let slot = self.exit_slot();
        let own = state.frames()[0].entries().count();
        let entries = state.exit_len();
        let words: Vec<InsnId> = ember_hir::exit::exit_words(self.f(), state).collect();
        for (k, &v) in words.iter().take(n.unwrap_or(words.len())).enumerate() {
            let stored =
                k >= entries || crate::deopt::entry_source(self.f(), own, k, v) == crate::deopt::EntrySource::Stored;
            if !stored {
                continue;
            }
            let word = self.word_of(v);
            self.b.ins().stack_store(cl::I64, word, slot, k as i32 * 8);
        }
        (slot, self.b.ins().stack_addr(cl::I64, slot, 0))
    }

    /// The frame state's field writes (see [`FrameState::pending_writes`]).
    pub(super) fn make_pending_writes(&mut self, state: &FrameState) {
        for w in state.pending_writes() {
            self.store_field(w.object, w.field, w.value);
        }
    }

    /// The stack slot every exit of the function saves its frame state's words in: an
    /// exit's words are read before the function goes on or returns, so one slot,
    /// sized for the largest frame state, serves them all and keeps the frame small.
    fn exit_slot(&mut self) -> StackSlot {
        if let Some(slot) = self.exit_slot {
            return slot;
        }
        let f = self.f();
        let words =
            f.insns.values().filter_map(|i| i.frame_state()).map(|s| ember_hir::exit::exit_words(f, s).count()).max();
        let size = words.unwrap_or(0).max(1) as u32 * 8;
        let slot = self.b.create_sized_stack_slot(StackSlotData::new(StackSlotKind::ExplicitSlot, size, 3));
        self.exit_slot = Some(slot);
        slot
    }

    /// `v` as one word: an object or CInt64 as it is, a CDouble's bits, a CBool
    /// zero-extended.
    pub(super) fn word_of(&mut self, v: InsnId) -> ClifValue {
        let x = self.get(v);
        match Repr::of(self.f().ty(v)) {
            Repr::Object | Repr::Int => x,
            Repr::Double => self.b.ins().bitcast(cl::I64, MemFlagsData::new(), x),
            Repr::Bool => self.b.ins().uextend(cl::I64, x),
        }
    }

    /// Suspends the generator at `Yield` `at`, yielding `value`; returns the yielded
    /// value, for the code to return. The frame state is written to the frame here
    /// when no entry needs an allocation to box (a double may); else it goes to a
    /// stack slot as for a deopt, and [`crate::deopt::suspend`] writes the frame.
    pub(super) fn suspend(&mut self, at: InsnId, value: ClifValue) -> ClifValue {
        let state: FrameState = self.f().insn(at).frame_state().expect("a Yield has a frame state").clone();
        let f = self.f();
        let entries: Vec<(usize, InsnId)> =
            state.entries().enumerate().filter(|&(k, v)| !crate::deopt::already_in_frame(f, k, v)).collect();
        if entries.iter().all(|&(_, v)| Repr::of(f.ty(v)) != Repr::Double) {
            // The call first: a call stores the live objects in their root slots,
            // which lie above the locals where the operand stack goes.
            let (ctx, pc) = (self.ctx, self.iconst(state.pc as i64));
            let height = self.iconst((state.locals.len() + state.stack.len()) as i64);
            self.call(h::suspended as *const u8, &[ctx, pc, height], &[cl::I64; 3], None);
            for w in &state.writes {
                self.store_field(w.object, w.field, w.value);
            }
            // A state lists every local, then the stack: its positions are frame slots.
            for (k, v) in entries {
                let word = self.box_without_allocating(v);
                self.b.ins().store(super::flags(), word, self.frame, k as i32 * 8);
            }
            return value;
        }
        let (_, machine) = self.save_state(&state, Some(state.locals.len() + state.stack.len()));
        let info = self.iconst(self.cx.deopt_info as i64);
        let site = self.iconst(self.sites.len() as i64);
        self.sites.push(at);
        let (ctx, frame) = (self.ctx, self.frame);
        self.call(
            crate::deopt::suspend as *const u8,
            &[ctx, frame, info, site, machine, value],
            &[cl::I64; 6],
            Some(cl::I64),
        )
        .expect("a result")
    }

    /// The cold block that deopts at `at` (a new site), taking the site's index as its
    /// parameter: it makes the frame state's field writes, and the values of its
    /// locals and stack go to a stack slot, one word each. Sites with the same frame
    /// state (the guards of one bytecode instruction's operands, say) share the block:
    /// every value the state holds dominates each of them, so it dominates the block
    /// too, and most of a function's exit code is these stores.
    fn deopt_block(&mut self, at: InsnId) -> (Block, usize) {
        let state: FrameState = self.f().insn(at).frame_state().expect("deopt sites have a frame state").clone();
        let site = self.sites.len();
        self.sites.push(at);
        if let Some(&cold) = self.deopt_blocks.get(&state) {
            return (cold, site);
        }
        let here = self.b.current_block().expect("in a block");
        let cold = self.b.create_block();
        let site_param = self.b.append_block_param(cold, cl::I64);
        self.b.set_cold_block(cold);
        self.b.switch_to_block(cold);
        // Nothing reads the current instruction's deferred roots after a deopt, and
        // the other sites sharing the block may not have them.
        let pending = std::mem::take(&mut self.pending_roots);
        let (_, machine) = self.save_state(&state, None);
        let info = self.iconst(self.cx.deopt_info as i64);
        let (ctx, frame) = (self.ctx, self.frame);
        let r = self
            .call(
                crate::deopt::deoptimise as *const u8,
                &[ctx, frame, info, site_param, machine],
                &[cl::I64; 5],
                Some(cl::I64),
            )
            .expect("a result");
        self.b.ins().return_(&[r]);
        self.pending_roots = pending;
        self.b.switch_to_block(here);
        self.deopt_blocks.insert(state, cold);
        (cold, site)
    }
}
