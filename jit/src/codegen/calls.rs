//! Calls: helper signatures and calls with their exception checks, global loads, and Python calls (a direct call to a compiled callee when the target is known, the generic helper otherwise).

use super::*;
use crate::abi::{Ctx, DirectCall, EXC};
use crate::helpers as h;
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{
    AbiParam, Block, BlockArg, InstBuilder, SigRef, Signature, StackSlotData, StackSlotKind, Type as ClifType,
    Value as ClifValue, types as cl,
};
use cranelift_codegen::isa::CallConv;
use ember_hir::ir::{Binding, FrameState, InsnId, MethodWay};
use ember_runtime::code::Code;
use ember_runtime::error::{TraceEntry, Traceback};
use ember_runtime::layout::{ClassObject, FunctionObject, Header, InstanceObject, LayoutId, SuperObject};
use ember_runtime::object::{code_of_function, is_layout, none};
use ember_runtime::value::Value;
use ember_runtime::vm::{Rt, STACK_SLOTS};
use std::mem::offset_of;

impl Lowering<'_, '_> {
    fn sig(&mut self, params: &[ClifType], ret: Option<ClifType>) -> SigRef {
        let key = (params.to_vec(), ret);
        if let Some(&s) = self.sigs.get(&key) {
            return s;
        }
        let mut sig = Signature::new(self.call_conv);
        sig.params.extend(params.iter().map(|&t| AbiParam::new(t)));
        sig.returns.extend(ret.map(AbiParam::new));
        let s = self.b.import_signature(sig);
        self.sigs.insert(key, s);
        s
    }

    /// Calls the Rust function at `target` with `args` of types `tys`.
    pub(super) fn call(
        &mut self,
        target: *const u8,
        args: &[ClifValue],
        tys: &[ClifType],
        ret: Option<ClifType>,
    ) -> Option<ClifValue> {
        self.store_pending_roots();
        let sig = self.sig(tys, ret);
        let callee = self.iconst(target as i64);
        let call = self.b.ins().call_indirect(sig, callee, args);
        ret.map(|_| self.b.inst_results(call)[0])
    }

    /// On a cold path that rejoins hot code: calls the Rust function at `target`
    /// through a register-preserving trampoline, so the values live across the call
    /// stay in registers on the hot path ([`crate::preserving`]); directly when
    /// there is no trampoline.
    pub(super) fn call_cold(
        &mut self,
        target: *const u8,
        args: &[ClifValue],
        tys: &[ClifType],
        ret: Option<ClifType>,
    ) -> Option<ClifValue> {
        let returns_word = match ret {
            None => false,
            Some(cl::I64) => true,
            Some(_) => return self.call(target, args, tys, ret),
        };
        let Some(trampoline) = crate::preserving::trampoline(tys, returns_word) else {
            return self.call(target, args, tys, ret);
        };
        self.store_pending_roots();
        let mut sig = Signature::new(CallConv::PreserveAll);
        sig.params.extend([cl::I64, cl::I64].iter().chain(tys).map(|&t| AbiParam::new(t)));
        let sig = self.b.import_signature(sig);
        let (ctx, callee) = (self.ctx, self.iconst(trampoline as i64));
        let target = self.iconst(target as i64);
        let all: Vec<ClifValue> = [ctx, target].into_iter().chain(args.iter().copied()).collect();
        self.b.ins().call_indirect(sig, callee, &all);
        returns_word.then(|| self.b.ins().load(cl::I64, flags(), self.ctx, offset_of!(Ctx, scratch) as i32))
    }

    /// [`Self::call_checked`] on a cold path that rejoins hot code (see
    /// [`Self::call_cold`]).
    pub(super) fn call_cold_checked(&mut self, target: *const u8, args: &[ClifValue], pc: u32) -> ClifValue {
        let all: Vec<ClifValue> = std::iter::once(self.ctx).chain(args.iter().copied()).collect();
        let tys = vec![cl::I64; all.len()];
        let r = self.call_cold(target, &all, &tys, Some(cl::I64)).expect("a result");
        self.check_exc(r, pc);
        r
    }

    /// Calls a helper whose operands are all words (ctx first) and checks for EXC.
    pub(super) fn call_checked(&mut self, target: *const u8, args: &[ClifValue], pc: u32) -> ClifValue {
        let mut all = vec![self.ctx];
        all.extend_from_slice(args);
        let tys = vec![cl::I64; all.len()];
        let r = self.call(target, &all, &tys, Some(cl::I64)).expect("a result");
        self.check_exc(r, pc);
        r
    }

    /// Before an edge to any of `targets` that is a loop back-edge: when a SIGINT is
    /// pending, raises KeyboardInterrupt through the error exit (one byte load and a
    /// branch in the loop; the raise is cold).
    pub(super) fn poll_interrupt_on_back_edge(&mut self, targets: &[ember_hir::ir::BlockId]) {
        let back = targets.iter().find(|t| self.order_index.get(t).is_some_and(|&k| k <= self.current_index));
        let Some(&header) = back else { return };
        // A function with exception handlers polls where its HIR says
        // (`Helper::PollInterrupt`), so that its handlers see the interrupt.
        // Inlined code has no handlers (nor such polls) of its own.
        if !self.cx.code.handlers.is_empty() && !self.site_of(self.last_pc).inlined {
            return;
        }
        let state = self.state_on_back_edge(header);
        self.poll_interrupt(self.last_pc, state.as_ref());
    }

    /// The frame state whose field writes hold on the current block's back edge to
    /// `header`: the nearest instruction with one, walking up from the block through
    /// the dominators inside the loop. Every frame state in a loop's body carries
    /// the fields `iter_loops` keeps in registers as they are after the turn's step,
    /// which is what the back edge passes on.
    fn state_on_back_edge(&mut self, header: ember_hir::ir::BlockId) -> Option<FrameState> {
        if self.dominators.is_none() {
            self.dominators = Some(self.f().dominators());
        }
        let doms = self.dominators.as_ref().expect("just computed");
        let f = self.f();
        let mut block = self.current_block;
        while block != header {
            let found = f.block(block).insns.iter().rev().find_map(|&i| f.insn(i).frame_state());
            if let Some(state) = found {
                return Some(state.clone());
            }
            block = doms.idom(block)?;
        }
        None
    }

    /// When a SIGINT is pending, raises KeyboardInterrupt at `pc` (a byte load and a
    /// branch; the raise is cold). The raising path never comes back: a call on a
    /// path that rejoins the loop would make every value live across the loop's
    /// back edge live across a call too, and the register allocator then keeps them
    /// all in stack slots (caller-saved registers), on the hot path as well.
    pub(super) fn poll_interrupt(&mut self, pc: u32, writes: Option<&FrameState>) {
        let flag = self.iconst(ember_runtime::interrupt::flag_address() as i64);
        let pending = self.b.ins().load(cl::I8, flags(), flag, 0);
        let raise = self.b.create_block();
        let next = self.b.create_block();
        self.b.ins().brif(pending, raise, &[], next, &[]);
        self.b.switch_to_block(raise);
        self.b.set_cold_block(raise);
        let ctx = self.ctx;
        self.call(h::raise_interrupt as *const u8, &[ctx], &[cl::I64], None);
        if let Some(state) = writes {
            self.make_pending_writes(state);
        }
        self.raise_at(pc);
        self.b.switch_to_block(next);
    }

    /// Branches to the error exit (inside a `try`, the handler's landing) when `r` is
    /// EXC.
    fn check_exc(&mut self, r: ClifValue, pc: u32) {
        let failed = self.b.ins().icmp_imm_s(IntCC::Equal, r, EXC as i64);
        let next = self.b.create_block();
        let (target, args) = self.on_raise(pc);
        self.b.ins().brif(failed, target, &args, next, &[]);
        self.b.switch_to_block(next);
    }

    /// Where the current instruction's exception goes, with the arguments: inside a
    /// `try`, the handler's landing; else the error exit at `pc`, through a cold
    /// block making the frame state's field writes when it has some (a loop keeping
    /// its iterator's fields in registers, whose iterator the caller may see again).
    fn on_raise(&mut self, pc: u32) -> (Block, Vec<BlockArg>) {
        if let Some(landing) = self.landing() {
            return (landing, Vec::new());
        }
        let state = self.f().insn(self.current_insn).frame_state().filter(|s| s.pending_writes().next().is_some());
        let Some(state) = state.cloned() else {
            let pc = self.b.ins().iconst(cl::I32, pc as i64);
            self.b.set_cold_block(self.error_exit);
            return (self.error_exit, vec![BlockArg::Value(pc)]);
        };
        let here = self.b.current_block().expect("in a block");
        let writes = self.b.create_block();
        self.b.set_cold_block(writes);
        self.b.switch_to_block(writes);
        self.make_pending_writes(&state);
        let pc = self.b.ins().iconst(cl::I32, pc as i64);
        self.b.ins().jump(self.error_exit, &[BlockArg::Value(pc)]);
        self.b.switch_to_block(here);
        (writes, Vec::new())
    }

    /// Before the generic helper of a profiled operation at `pc` that had never run
    /// when this speculating version was built: a call that profiles its operands
    /// and counts towards replacing the version ([`h::learn_profile`]), so code the
    /// profiles had not reached (an OSR entry's other branch, a function compiled at
    /// its first call) is recompiled with guards once it runs. When the misses have
    /// used the version up, the operation `at` (not done yet) deopts, so a frame
    /// that would run this version for long (an OSR entry's loop) moves on to the
    /// next one.
    pub(super) fn learn_if_unprofiled(&mut self, at: InsnId, pc: u32, left: ClifValue, right: Option<ClifValue>) {
        // An inlined callee's profile is its code's: the version does not learn into it.
        if !self.f().speculate || self.site.inlined || self.f().profile.get(pc as usize) != Some(&0) {
            return;
        }
        let info = self.iconst(self.cx.deopt_info as i64);
        let pc = self.iconst(pc as i64);
        let right = right.unwrap_or_else(|| self.iconst(0));
        let tys = [cl::I64; 4];
        let used_up = self.call(h::learn_profile as *const u8, &[info, pc, left, right], &tys, Some(cl::I64));
        let used_up = used_up.expect("a result");
        self.deopt_if(used_up, at);
    }

    /// Inside a `try` (a block ending with `Try`), a cold block that takes the
    /// exception the current instruction raised to the handler: the frame state's
    /// field writes, then the function's own frame's values (locals, then the stack
    /// cut to the handler's depth) in a stack slot, which [`h::catch`] boxes in place
    /// while it makes the exception the handled one (ending the inlined frames it was
    /// raised in); the landing block gets them as arguments. An instruction without
    /// a frame state (the poll of a loop's back edge) raises through the error exit.
    fn landing(&mut self) -> Option<Block> {
        self.landing_through(h::catch as *const u8, None)
    }

    /// Inside a `try`, `raise exc` of the current instruction. An exception raised
    /// for the first time becomes the handled one in [`h::raise_fresh`], and the
    /// code enters the handler with the frame's values boxed here (when none is a
    /// double, whose box may allocate); anything else goes to the landing, which
    /// makes the exception ([`h::raise_caught`], no pending error in between).
    pub(super) fn raise_to_landing(&mut self, exc_insn: InsnId) {
        let exc = self.get(exc_insn);
        let landing = self.landing_through(h::raise_caught as *const u8, Some(exc));
        let landing = landing.expect("inside a try, at a helper call with a frame state");
        let handler = self.catching.expect("inside a try");
        let state = self.f().insn(self.current_insn).frame_state().expect("a helper call's frame state").clone();
        let n = self.f().block(handler).params.len();
        let entries: Vec<InsnId> = state.exit_entries().take(n).collect();
        if entries.iter().any(|&v| Repr::of(self.f().ty(v)) == Repr::Double) {
            self.b.ins().jump(landing, &[]);
        } else {
            let fresh = match self.packed_raise(state.pc) {
                Some([kept, counted, depths]) => {
                    let typed = self.f().ty(exc_insn).is_subtype(types::BaseException);
                    let (kept, counted, depths) = (self.iconst(kept), self.iconst(counted), self.iconst(depths));
                    let typed = self.iconst(typed as i64);
                    let args = [self.ctx, exc, kept, counted, depths, typed];
                    self.call(h::raise_fresh_packed as *const u8, &args, &[cl::I64; 6], Some(cl::I64))
                }
                None => {
                    let (info, pc) = (self.iconst(self.cx.deopt_info as i64), self.iconst(state.pc as i64));
                    let args = [self.ctx, info, pc, exc];
                    self.call(h::raise_fresh as *const u8, &args, &[cl::I64; 4], Some(cl::I64))
                }
            };
            let direct = self.b.create_block();
            self.b.ins().brif(fresh.expect("a result"), direct, &[], landing, &[]);
            self.b.switch_to_block(direct);
            self.make_pending_writes(&state);
            let args: Vec<BlockArg> =
                entries.iter().map(|&v| BlockArg::Value(self.box_without_allocating(v))).collect();
            let target = self.blocks[&handler];
            self.b.ins().jump(target, &args);
        }
        // (The block's `Try` ends a block nothing reaches.)
        let unreachable = self.b.create_block();
        self.b.switch_to_block(unreachable);
    }

    /// For a `raise` at function-wide pc `pc` inside a `try`, what
    /// [`h::raise_fresh_packed`] takes besides the exception, all known here: the
    /// traceback it is caught with as one int, the inlined frames it leaves that count
    /// their depth, and the `try`'s depths. None when the traceback takes a tuple.
    fn packed_raise(&self, pc: u32) -> Option<[i64; 3]> {
        let (frames, outer) = h::inlined_frames(self.f(), pc);
        let code = self.cx.code;
        let lines = frames.iter().map(|frame| TraceEntry { code: frame.code.id, pc: frame.pc });
        let traceback: Traceback = lines.chain([TraceEntry { code: code.id, pc: outer }]).collect();
        let kept = ember_runtime::interp::packed_traceback(&traceback)?;
        let counted = frames.iter().filter(|frame| frame.counts_depth).count();
        let (handled, below) = ember_hir::exit::try_depths(code, outer);
        Some([kept.raw() as i64, counted as i64, ((handled as i64) << 32) | below as i64])
    }

    /// [`Self::landing`], whose exception `catcher` makes the handled one: [`h::catch`]
    /// (the pending error), or [`h::raise_caught`] (the object `exc`).
    fn landing_through(&mut self, catcher: *const u8, exc: Option<ClifValue>) -> Option<Block> {
        let handler = self.catching?;
        let at = self.current_insn;
        let state = self.f().insn(at).frame_state()?.clone();
        let here = self.b.current_block().expect("in a block");
        let cold = self.b.create_block();
        self.b.set_cold_block(cold);
        self.b.switch_to_block(cold);
        let n = self.f().block(handler).params.len();
        let (slot, buf) = self.save_state(&state, Some(n));
        let info = self.iconst(self.cx.deopt_info as i64);
        let site = self.iconst(self.sites.len() as i64);
        self.sites.push(at);
        let (ctx, frame) = (self.ctx, self.frame);
        let (pc, n_words) = (self.iconst(state.pc as i64), self.iconst(n as i64));
        let mut catcher_args = vec![ctx, frame, info, site, buf, pc, n_words];
        catcher_args.extend(exc);
        self.call(catcher, &catcher_args, &vec![cl::I64; catcher_args.len()], None);
        let args: Vec<BlockArg> =
            (0..n).map(|k| BlockArg::Value(self.b.ins().stack_load(cl::I64, cl::I64, slot, k as i32 * 8))).collect();
        let target = self.blocks[&handler];
        self.b.ins().jump(target, &args);
        self.b.switch_to_block(here);
        Some(cold)
    }

    /// When `v` is NULL (an unbound variable), raises through `raiser(ctx, code,
    /// local)`, a helper that sets the error and returns EXC.
    pub(super) fn raise_if_null(&mut self, v: ClifValue, raiser: *const u8, local: u32, pc: u32) {
        let unbound = self.b.ins().icmp_imm_s(IntCC::Equal, v, 0);
        let raise = self.b.create_block();
        let next = self.b.create_block();
        self.b.ins().brif(unbound, raise, &[], next, &[]);
        self.b.set_cold_block(raise);
        self.b.switch_to_block(raise);
        let (code, local) = (self.iconst(self.site.code as i64), self.iconst(local as i64));
        let ctx = self.ctx;
        self.call(raiser, &[ctx, code, local], &[cl::I64; 3], Some(cl::I64));
        self.raise_at(pc);
        self.b.switch_to_block(next);
    }

    /// Jumps to the error exit (inside a `try`, the handler's landing)
    /// unconditionally (a helper that always raises).
    pub(super) fn raise_at(&mut self, pc: u32) {
        let (target, args) = self.on_raise(pc);
        self.b.ins().jump(target, &args);
    }

    /// Spills `values` (objects) to a stack slot; returns its address and the count.
    pub(super) fn array(&mut self, values: &[InsnId]) -> (ClifValue, ClifValue) {
        let values: Vec<ClifValue> = values.iter().map(|&v| self.get(v)).collect();
        self.array_of(&values)
    }

    /// [`Self::array`] of values already in registers.
    pub(super) fn array_of(&mut self, values: &[ClifValue]) -> (ClifValue, ClifValue) {
        let n = self.iconst(values.len() as i64);
        if values.is_empty() {
            let null = self.iconst(0);
            return (null, n);
        }
        let slot =
            self.b.create_sized_stack_slot(StackSlotData::new(StackSlotKind::ExplicitSlot, values.len() as u32 * 8, 3));
        for (k, &x) in values.iter().enumerate() {
            self.b.ins().stack_store(cl::I64, x, slot, k as i32 * 8);
        }
        (self.b.ins().stack_addr(cl::I64, slot, 0), n)
    }

    /// Global `slot`: read from its fixed address, then from its builtin's when it
    /// is unbound; the runtime raises the NameError when both are NULL.
    pub(super) fn load_global(&mut self, slot: u32, pc: u32) -> ClifValue {
        self.global_or(slot, |l, done| {
            let (code, slot) = (l.iconst(l.site.code as i64), l.iconst(slot as i64));
            let r = l.call_cold_checked(h::load_global as *const u8, &[code, slot], pc);
            l.b.ins().jump(done, &[BlockArg::Value(r)]);
        })
    }

    /// Global `slot` or its builtin, NULL when neither is bound (`GlobalValue`).
    pub(super) fn global_value(&mut self, slot: u32) -> ClifValue {
        self.global_or(slot, |l, done| {
            let null = l.iconst(0);
            l.b.ins().jump(done, &[BlockArg::Value(null)]);
        })
    }

    /// Global `slot`, read from its fixed address, then from its builtin's; when
    /// both are NULL, `unbound` ends a cold block by jumping to the block it is
    /// given with the value.
    fn global_or(&mut self, slot: u32, unbound_then: impl FnOnce(&mut Self, Block)) -> ClifValue {
        let builtin = self.b.create_block();
        let unbound = self.b.create_block();
        let done = self.b.create_block();
        self.b.append_block_param(done, cl::I64);
        let offset = slot as i64 * 8;
        let global = self.iconst(self.cx.runtime.globals.0 as i64 + offset);
        let v = self.b.ins().load(cl::I64, flags(), global, 0);
        self.b.ins().brif(v, done, &[BlockArg::Value(v)], builtin, &[]);

        self.b.switch_to_block(builtin);
        // A builtin the program does not shadow (`len`, `range`) is found on the
        // second load: that path is then the hot one, and stays in line.
        // SAFETY: `globals.0` is the runtime's array of global slots, which has slot
        // `slot` and lives as long as the runtime (the code reads it at this address).
        let bound_now = unsafe { !(*self.cx.runtime.globals.0.add(slot as usize)).is_null() };
        if bound_now {
            self.b.set_cold_block(builtin);
        }
        let fallback = self.iconst(self.cx.runtime.globals.1 as i64 + offset);
        let v = self.b.ins().load(cl::I64, flags(), fallback, 0);
        self.b.ins().brif(v, done, &[BlockArg::Value(v)], unbound, &[]);

        self.b.switch_to_block(unbound);
        self.b.set_cold_block(unbound);
        unbound_then(self, done);

        self.b.switch_to_block(done);
        self.b.block_params(done)[0]
    }

    /// The start of inlined frame `frame`'s body (`EnterInlined`): counts its
    /// recursion depth, as the interpreter's call would, unless nothing its code runs
    /// can see it ([`ember_hir::passes::inlined_depth`]).
    pub(super) fn enter_inlined(&mut self, frame: u32) {
        if !self.f().inlined[frame as usize].counts_depth {
            return;
        }
        let rt = self.b.ins().load(cl::I64, flags(), self.ctx, offset_of!(Ctx, rt) as i32);
        let depth = self.b.ins().load(cl::I32, flags(), rt, offset_of!(Rt, depth) as i32);
        let deeper = self.b.ins().iadd_imm_s(depth, 1);
        self.b.ins().store(flags(), deeper, rt, offset_of!(Rt, depth) as i32);
    }

    /// `CheckDepth` `at` of the outermost inlined frame `frame` of a chain: deopts
    /// when the deepest frame inlined into it would reach the recursion limit, or
    /// the interpreter frames a deopt inside would make above `rt.sp` would not fit
    /// the VM stack.
    pub(super) fn check_depth(&mut self, at: InsnId, frame: u32) {
        let (levels, words) = inlined_tree_needs(self.f(), frame);
        let rt = self.b.ins().load(cl::I64, flags(), self.ctx, offset_of!(Ctx, rt) as i32);
        let depth = self.b.ins().load(cl::I32, flags(), rt, offset_of!(Rt, depth) as i32);
        let limit = self.b.ins().load(cl::I32, flags(), rt, offset_of!(Rt, recursion_limit) as i32);
        let deepest = self.b.ins().iadd_imm_s(depth, levels - 1);
        let too_deep = self.b.ins().icmp(IntCC::UnsignedGreaterThanOrEqual, deepest, limit);
        self.deopt_if(too_deep, at);
        let sp = self.b.ins().load(cl::I64, flags(), rt, offset_of!(Rt, sp) as i32);
        let top = self.b.ins().iadd_imm_s(sp, words);
        let overflow = self.b.ins().icmp_imm_s(IntCC::UnsignedGreaterThanOrEqual, top, STACK_SLOTS as i64);
        self.deopt_if(overflow, at);
    }

    /// The end of inlined frame `frame`'s body (`LeaveInlined`): its recursion depth
    /// ends, if it was counted.
    pub(super) fn leave_inlined(&mut self, frame: u32) {
        if !self.f().inlined[frame as usize].counts_depth {
            return;
        }
        let rt = self.b.ins().load(cl::I64, flags(), self.ctx, offset_of!(Ctx, rt) as i32);
        let depth = self.b.ins().load(cl::I32, flags(), rt, offset_of!(Rt, depth) as i32);
        let shallower = self.b.ins().iadd_imm_s(depth, -1);
        self.b.ins().store(flags(), shallower, rt, offset_of!(Rt, depth) as i32);
    }

    /// `callee(*args)`. When the callee is a Python function whose current compiled
    /// version takes exactly these positional arguments, the frame is set up here and
    /// its code called directly (the interpreter's call path, inline); anything else
    /// goes through the runtime ([`h::call`], which also enters compiled code when it
    /// can). `known` is the function when the callee's type names it (a guarded
    /// global): its kind, code and argument count are settled while compiling.
    pub(super) fn call_function(
        &mut self,
        callee: ClifValue,
        known: Option<Value>,
        args: &[ClifValue],
        pc: u32,
    ) -> ClifValue {
        let check_frame = self.b.create_block();
        let slow = self.b.create_block();
        let done = self.b.create_block();
        self.b.append_block_param(done, cl::I64);
        let n = args.len() as i64;

        let direct = match known {
            Some(function) => {
                let code = code_of_function(function);
                if DirectCall::argc_of(code) == n as u64 {
                    let slot = self.iconst(code.tier_slot.as_ptr() as i64);
                    let direct = self.b.ins().load(cl::I64, flags(), slot, 0);
                    self.b.ins().brif(direct, check_frame, &[], slow, &[]);
                    Some(direct)
                } else {
                    self.b.ins().jump(slow, &[]);
                    None
                }
            }
            None => {
                let check_code = self.b.create_block();
                let is_function = self.has_layout(callee, LayoutId::Function as u16);
                self.b.ins().brif(is_function, check_code, &[], slow, &[]);

                self.b.switch_to_block(check_code);
                let code = self.b.ins().load(cl::I64, flags(), callee, offset_of!(FunctionObject, code) as i32);
                let direct = self.b.ins().load(cl::I64, flags(), code, offset_of!(Code, tier_slot) as i32);
                let compiled_block = self.b.create_block();
                self.b.ins().brif(direct, compiled_block, &[], slow, &[]);
                self.b.switch_to_block(compiled_block);
                let argc = self.b.ins().load(cl::I64, flags(), direct, offset_of!(DirectCall, argc) as i32);
                let matching = self.b.ins().icmp_imm_s(IntCC::Equal, argc, n);
                self.b.ins().brif(matching, check_frame, &[], slow, &[]);
                Some(direct)
            }
        };

        let Some(direct) = direct else {
            return self.slow_call(slow, done, callee, args, pc);
        };
        self.b.switch_to_block(check_frame);
        let rt = self.b.ins().load(cl::I64, flags(), self.ctx, offset_of!(Ctx, rt) as i32);
        let depth = self.b.ins().load(cl::I32, flags(), rt, offset_of!(Rt, depth) as i32);
        let limit = self.b.ins().load(cl::I32, flags(), rt, offset_of!(Rt, recursion_limit) as i32);
        let too_deep = self.b.ins().icmp(IntCC::UnsignedGreaterThanOrEqual, depth, limit);
        let sp = self.b.ins().load(cl::I64, flags(), rt, offset_of!(Rt, sp) as i32);
        let words = self.b.ins().load(cl::I64, flags(), direct, offset_of!(DirectCall, frame_words) as i32);
        let top = self.b.ins().iadd(sp, words);
        let top = self.b.ins().iadd_imm_s(top, 1);
        let overflow = self.b.ins().icmp_imm_s(IntCC::UnsignedGreaterThanOrEqual, top, STACK_SLOTS as i64);
        let stack = self.b.ins().load(cl::I64, flags(), rt, offset_of!(Rt, stack) as i32);
        let callee_at = self.b.ins().ishl_imm_s(sp, 3);
        let callee_at = self.b.ins().iadd(stack, callee_at);
        let frame = self.b.ins().iadd_imm_s(callee_at, 8);
        // Two compare-and-branches: cheaper than or-ing the two flags into one.
        let room = self.b.create_block();
        let enter = self.b.create_block();
        self.b.ins().brif(too_deep, slow, &[], room, &[]);
        self.b.switch_to_block(room);
        self.b.ins().brif(overflow, slow, &[], enter, &[]);

        // The callee's frame: the function below it (free variables are read from
        // there), then the arguments; the callee's code clears the rest.
        self.b.switch_to_block(enter);
        self.b.ins().store(flags(), callee, callee_at, 0);
        for (i, &v) in args.iter().enumerate() {
            self.b.ins().store(flags(), v, frame, i as i32 * 8);
        }
        self.b.ins().store(flags(), top, rt, offset_of!(Rt, sp) as i32);
        let deeper = self.b.ins().iadd_imm_s(depth, 1);
        self.b.ins().store(flags(), deeper, rt, offset_of!(Rt, depth) as i32);
        let entry = self.b.ins().load(cl::I64, flags(), direct, offset_of!(DirectCall, entry) as i32);
        let sig = self.sig(&[cl::I64, cl::I64], Some(cl::I64));
        let ctx = self.ctx;
        self.store_pending_roots();
        let call = self.b.ins().call_indirect(sig, entry, &[ctx, frame]);
        let r = self.b.inst_results(call)[0];
        self.b.ins().store(flags(), sp, rt, offset_of!(Rt, sp) as i32);
        self.b.ins().store(flags(), depth, rt, offset_of!(Rt, depth) as i32);
        self.b.ins().jump(done, &[BlockArg::Value(r)]);
        self.slow_call(slow, done, callee, args, pc)
    }

    /// `receiver.name(*args)` dispatched on the site's cached ways (see
    /// `Insn::CallMethodCached`): the receiver's class and shape (for `super()` ways,
    /// the super object's start class and its instance's class) are read once and
    /// compared with each way's, and the way's classes' versions with the recorded
    /// ones; a match calls the way's function as `call_function` calls a known one,
    /// with the instance as `self`, and no match (or a receiver of another kind)
    /// takes the runtime's method call.
    pub(super) fn call_method_cached(
        &mut self,
        receiver: InsnId,
        name: u32,
        args: &[InsnId],
        ways: &[MethodWay],
        pc: u32,
    ) -> ClifValue {
        let done = self.b.create_block();
        self.b.append_block_param(done, cl::I64);
        let generic = self.b.create_block();
        let r = self.get(receiver);
        let through_super = ways.first().is_some_and(|w| w.start.is_some());
        // What each way compares: the instance's shape, or the super object's start.
        let (instance, kind) = if through_super {
            let is_super = self.has_layout(r, LayoutId::Super as u16);
            let next = self.b.create_block();
            self.b.ins().brif(is_super, next, &[], generic, &[]);
            self.b.switch_to_block(next);
            let start = self.b.ins().load(cl::I64, flags(), r, offset_of!(SuperObject, start) as i32);
            let obj = self.b.ins().load(cl::I64, flags(), r, offset_of!(SuperObject, obj) as i32);
            self.when_instance(obj, generic);
            (obj, start)
        } else {
            self.when_instance(r, generic);
            (r, self.b.ins().load(cl::I32, flags(), r, offset_of!(Header, aux) as i32))
        };
        let class = self.b.ins().load(cl::I64, flags(), instance, offset_of!(InstanceObject, class) as i32);
        let args: Vec<ClifValue> = args.iter().map(|&a| self.get(a)).collect();
        let test = |l: &mut Self, way: &MethodWay| {
            let same_class = l.b.ins().icmp_imm_s(IntCC::Equal, class, way.class.raw() as i64);
            let expected_kind = match way.start {
                Some(start) => start.raw() as i64,
                None => i64::from(way.shape),
            };
            let same_kind = l.b.ins().icmp_imm_s(IntCC::Equal, kind, expected_kind);
            l.b.ins().band(same_class, same_kind)
        };
        let arguments = |binding: Binding| {
            let first = match binding {
                Binding::Instance => Some(instance),
                // The way matched: the class is the way's.
                Binding::Class => Some(class),
                Binding::Static => None,
            };
            first.into_iter().chain(args.iter().copied()).collect()
        };
        self.call_first_matching_way(ways, test, arguments, generic, done, pc);

        self.b.switch_to_block(generic);
        let result = self.runtime_call_method(r, name, &args, pc);
        self.b.ins().jump(done, &[BlockArg::Value(result)]);

        self.b.switch_to_block(done);
        self.b.block_params(done)[0]
    }

    /// `object.name` dispatched on the property getters the site saw (see
    /// `Insn::LoadAttrGetter`): an instance of a way's class, while the way's
    /// classes keep their versions, is passed to the way's getter; anything else
    /// loads the attribute through the runtime.
    pub(super) fn load_attr_getter(&mut self, object: InsnId, name: u32, ways: &[MethodWay], pc: u32) -> ClifValue {
        let done = self.b.create_block();
        self.b.append_block_param(done, cl::I64);
        let generic = self.b.create_block();
        let o = self.get(object);
        self.when_instance(o, generic);
        let class = self.b.ins().load(cl::I64, flags(), o, offset_of!(InstanceObject, class) as i32);
        let test = |l: &mut Self, way: &MethodWay| l.b.ins().icmp_imm_s(IntCC::Equal, class, way.class.raw() as i64);
        self.call_first_matching_way(ways, test, |_| vec![o], generic, done, pc);

        self.b.switch_to_block(generic);
        let result = self.runtime_attr(o, name, None, pc);
        self.b.ins().jump(done, &[BlockArg::Value(result)]);
        self.b.switch_to_block(done);
        self.b.block_params(done)[0]
    }

    /// Tests `ways` in order (each way's `test` and-ed with its classes keeping their
    /// versions) and calls the function of the first that holds with `arguments` for
    /// its binding, joining `done` with the result; when none holds, jumps to
    /// `otherwise`. The ways that find the same function (subclasses inheriting a
    /// method) share one call sequence.
    fn call_first_matching_way(
        &mut self,
        ways: &[MethodWay],
        mut test: impl FnMut(&mut Self, &MethodWay) -> ClifValue,
        arguments: impl Fn(Binding) -> Vec<ClifValue>,
        otherwise: Block,
        done: Block,
        pc: u32,
    ) {
        let mut calls: Vec<(Value, Binding, Block)> = Vec::new();
        for way in ways {
            let call = match calls.iter().find(|&&(f, b, _)| f == way.function && b == way.binding) {
                Some(&(_, _, block)) => block,
                None => {
                    let block = self.b.create_block();
                    calls.push((way.function, way.binding, block));
                    block
                }
            };
            let next = self.b.create_block();
            let same = test(self, way);
            let holds = self.versions_hold(same, &way.versions);
            self.b.ins().brif(holds, call, &[], next, &[]);
            self.b.switch_to_block(next);
        }
        self.b.ins().jump(otherwise, &[]);
        for (function, binding, call) in calls {
            self.b.switch_to_block(call);
            let callee = self.iconst(function.raw() as i64);
            // A builtin method (`super().__init__` reaching `BaseException`'s) goes
            // through the generic call.
            let known = is_layout(function, LayoutId::Function).then_some(function);
            let result = self.call_function(callee, known, &arguments(binding), pc);
            self.b.ins().jump(done, &[BlockArg::Value(result)]);
        }
    }

    /// `receiver.name(*args)` through the runtime's method call, which uses (and
    /// teaches) the site's inline cache.
    pub(super) fn runtime_call_method(
        &mut self,
        receiver: ClifValue,
        name: u32,
        args: &[ClifValue],
        pc: u32,
    ) -> ClifValue {
        let site = self.site;
        let (code, n) = (self.iconst(site.code as i64), self.iconst(i64::from(name - site.names_base)));
        let (p, count) = self.array_of(args);
        let at = self.iconst(i64::from(site.pc));
        self.call_checked(h::call_method as *const u8, &[code, n, receiver, p, count, at], pc)
    }

    /// `o.name` (`store`: None) or `o.name = store` through the runtime's attribute
    /// access at the site's inline cache: a load's value (a store's is not one).
    pub(super) fn runtime_attr(&mut self, o: ClifValue, name: u32, store: Option<ClifValue>, pc: u32) -> ClifValue {
        let site = self.site;
        let (code, n) = (self.iconst(site.code as i64), self.iconst(i64::from(name - site.names_base)));
        let at = self.iconst(i64::from(site.pc));
        match store {
            Some(v) => self.call_checked(h::store_attr as *const u8, &[code, n, o, v, at], pc),
            None => self.call_checked(h::load_attr as *const u8, &[code, n, o, at], pc),
        }
    }

    /// `holds` and-ed with whether every class of `versions` keeps the version
    /// recorded with it.
    pub(super) fn versions_hold(&mut self, mut holds: ClifValue, versions: &[(Value, u64)]) -> ClifValue {
        for &(k, version) in versions {
            let at = self.iconst(k.raw() as i64);
            let now = self.b.ins().load(cl::I64, flags(), at, offset_of!(ClassObject, version) as i32);
            let same = self.b.ins().icmp_imm_s(IntCC::Equal, now, version as i64);
            holds = self.b.ins().band(holds, same);
        }
        holds
    }

    /// `InitInstance`: while `init`'s versions hold, a direct call of its function
    /// (checked to return None); otherwise the runtime's initialisation.
    pub(super) fn init_instance(&mut self, object: InsnId, args: &[InsnId], init: &MethodWay, pc: u32) {
        let direct = self.b.create_block();
        let slow = self.b.create_block();
        let done = self.b.create_block();
        let yes = self.b.ins().iconst(cl::I8, 1);
        let holds = self.versions_hold(yes, &init.versions);
        self.b.ins().brif(holds, direct, &[], slow, &[]);

        self.b.switch_to_block(direct);
        let function = self.iconst(init.function.raw() as i64);
        let with_object: Vec<ClifValue> =
            std::iter::once(object).chain(args.iter().copied()).map(|a| self.get(a)).collect();
        let r = self.call_function(function, Some(init.function), &with_object, pc);
        let returned_none = self.b.ins().icmp_imm_s(IntCC::Equal, r, none().raw() as i64);
        let not_none = self.b.create_block();
        self.b.ins().brif(returned_none, done, &[], not_none, &[]);
        self.b.set_cold_block(not_none);
        self.b.switch_to_block(not_none);
        let ctx = self.ctx;
        self.call(h::init_returned as *const u8, &[ctx, r], &[cl::I64; 2], Some(cl::I64));
        self.raise_at(pc);

        self.b.switch_to_block(slow);
        let (class, o) = (self.iconst(init.class.raw() as i64), self.get(object));
        let (p, n) = self.array(args);
        self.call_checked(h::initialise as *const u8, &[class, o, p, n], pc);
        self.b.ins().jump(done, &[]);
        self.b.switch_to_block(done);
    }

    /// The runtime's call path of `call_function`, in block `slow`, joining `done`.
    fn slow_call(&mut self, slow: Block, done: Block, callee: ClifValue, args: &[ClifValue], pc: u32) -> ClifValue {
        self.b.switch_to_block(slow);
        let (p, count) = self.array_of(args);
        let all = [self.ctx, callee, p, count];
        let r = self.call(h::call as *const u8, &all, &[cl::I64; 4], Some(cl::I64)).expect("a result");
        self.b.ins().jump(done, &[BlockArg::Value(r)]);

        self.b.switch_to_block(done);
        let r = self.b.block_params(done)[0];
        self.check_exc(r, pc);
        r
    }
}

/// For the outermost inlined frame `root`, over it and every frame inlined into it:
/// how many frames deep the chain goes, and the most VM stack words a deopt inside
/// makes (each inlined frame of the chain, from the outermost).
fn inlined_tree_needs(f: &Function, root: u32) -> (i64, i64) {
    let frame_words = |k: usize| {
        let code = f.inlined[k].code.get();
        1 + code.nlocals as i64 + code.stack_size as i64
    };
    let (mut levels, mut words) = (1, 0);
    for i in f.block_ids().flat_map(|b| f.block(b).insns.iter()) {
        let Insn::EnterInlined { frame, state } = f.insn(*i) else { continue };
        let frames = state.frames();
        // Each caller frame past the function's own is an inlined frame, known by
        // the pc of the call it makes.
        let callers: Vec<usize> =
            frames.iter().skip(1).map(|s| f.site(s.pc).frame.expect("an inlined frame's pc")).collect();
        if callers.first().map_or(*frame, |&k| k as u32) != root {
            continue;
        }
        levels = levels.max(frames.len() as i64);
        words = words.max(callers.iter().map(|&k| frame_words(k)).sum::<i64>() + frame_words(*frame as usize));
    }
    (levels, words)
}
