//! Low-level HIR → Cranelift IR: one lowering per HIR instruction.
//!
//! - HIR blocks become Cranelift blocks and HIR block parameters become Cranelift
//!   block parameters; HIR is already SSA, so each HIR value maps to one Cranelift
//!   value (no variables).
//! - Machine values stay in registers: `CInt64` is an `i64` (the untagged int),
//!   `CDouble` an `f64`, `CBool` an `i8`. Objects are `i64` words.
//! - GC precision by spilling: an object value live across a helper call that can
//!   collect is also stored, where it is defined, in its slot of the frame (see
//!   [`crate::abi`] and [`crate::roots`]); the collector scans the frame. The heap
//!   does not move objects, so the register copy stays valid. A loop without calls
//!   allocates nothing and needs no poll: only helpers collect.
//! - Tag tests, unboxing, boxing a small int or a flonum, field and array loads and
//!   stores, int and float arithmetic with their overflow and zero checks are inline;
//!   every high-level operation calls a helper ([`crate::helpers`]).
//! - Leaving: a failing guard or check branches to a cold block of its own that
//!   stores the values of the instruction's frame state in a stack slot and
//!   calls [`crate::deopt::deoptimise`], which finishes the call in the interpreter;
//!   a helper returning [`EXC`] branches to the shared error exit, which adds the
//!   frame's traceback line and returns `EXC`.

use crate::abi::{Ctx, DirectCall, EXC};
use crate::helpers as h;
use cranelift_codegen::ir::condcodes::{FloatCC, IntCC};
use cranelift_codegen::ir::{
    AbiParam, Block, BlockArg, Function as ClifFunction, InstBuilder, InstructionData, MemFlagsData, Opcode, SigRef,
    Signature, StackSlotData, StackSlotKind, Type as ClifType, Value as ClifValue, ValueDef, types as cl,
};
use cranelift_codegen::isa::{CallConv, TargetFrontendConfig};
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};
use ember_hir::ir::{Field, FrameState, Function, Insn, InsnId};
use ember_hir::{TagCheck, Type, types};
use ember_runtime::code::{BinOp, CmpOp, Code};
use ember_runtime::layout::{
    CellObject, FloatObject, FunctionObject, Header, LayoutId, ListObject, RangeIterObject, SeqIterObject, TupleObject,
    ValueArray,
};
use ember_runtime::object::{code_of_function, false_value, is_layout, none, true_value};
use ember_runtime::value::{self, Value};
use ember_runtime::vm::{Rt, STACK_SLOTS};
use std::collections::HashMap;
use std::mem::offset_of;

/// How a HIR value is held in compiled code.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Repr {
    /// A `Value` word (or NULL), stored in its frame slot too.
    Object,
    /// An untagged small int.
    Int,
    Double,
    Bool,
}

impl Repr {
    pub fn of(t: Type) -> Repr {
        if t.is_bottom() || t.is_subtype(types::OptObject) {
            Repr::Object
        } else if t.is_subtype(types::CDouble) {
            Repr::Double
        } else if t.is_subtype(types::CBool) {
            Repr::Bool
        } else if t.is_subtype(types::CInt64) {
            Repr::Int
        } else {
            Repr::Object
        }
    }

    fn clif(self) -> ClifType {
        match self {
            Repr::Object | Repr::Int => cl::I64,
            Repr::Double => cl::F64,
            Repr::Bool => cl::I8,
        }
    }
}

/// Why a function could not be compiled to machine code (it stays interpreted).
#[derive(Debug)]
pub struct CodegenError(pub String);

/// What the lowering needs besides the HIR: where the deopt metadata lives, so cold
/// blocks can pass it to the runtime.
pub struct Context<'a> {
    pub f: &'a Function,
    pub code: &'a Code,
    /// Where global slot 0 and its builtin live (`Rt::global_bases`): compiled code
    /// reads globals at fixed addresses.
    pub globals: (*const Value, *const Value),
    /// Passed to [`crate::deopt::deoptimise`] and [`crate::deopt::stress`].
    pub deopt_info: *const crate::deopt::DeoptInfo,
    /// `EMBER_DEOPT_STRESS`: each deopt site fails the first time it runs.
    pub stress: bool,
    /// For an on-stack-replacement entry, the operand-stack values it takes over
    /// from the interpreter frame (None: a normal entry).
    pub osr_stack: Option<usize>,
}

/// What emission produced besides the Cranelift function.
pub struct Emitted {
    /// The deopt sites, in the order their cold blocks number them.
    pub sites: Vec<InsnId>,
    /// Frame slots above the operand stack the code uses (see [`crate::roots`]).
    pub slots: u32,
}

/// Translates `cx.f` into `func` (whose signature the caller set to [`crate::abi::EntryFn`]).
pub fn emit_clif(
    cx: &Context,
    func: &mut ClifFunction,
    frontend: TargetFrontendConfig,
) -> Result<Emitted, CodegenError> {
    let mut fctx = FunctionBuilderContext::new();
    let roots = crate::roots::assign(cx.f);
    let b = FunctionBuilder::new(func, &mut fctx);
    let mut l = Lowering {
        cx,
        b,
        values: vec![None; cx.f.insns.len()],
        blocks: HashMap::new(),
        sigs: HashMap::new(),
        sites: Vec::new(),
        ctx: ClifValue::from_u32(0),
        frame: ClifValue::from_u32(0),
        error_exit: Block::from_u32(0),
        slots: (cx.code.nlocals as i32 + cx.osr_stack.unwrap_or(0) as i32) * 8,
        slot_count: roots.count,
        slot_of: roots.slot,
        deferred_root: roots.deferred,
        pending_roots: Vec::new(),
        call_conv: CallConv::SystemV,
        fused_truth: fused_truth_tests(cx.f),
    };
    l.call_conv = l.b.func.signature.call_conv;
    l.run()?;
    l.b.seal_all_blocks();
    l.b.finalize(frontend);
    Ok(Emitted { sites: l.sites, slots: roots.count })
}

struct Lowering<'a, 'f> {
    cx: &'a Context<'a>,
    b: FunctionBuilder<'f>,
    values: Vec<Option<ClifValue>>,
    blocks: HashMap<u32, Block>,
    sigs: HashMap<(Vec<ClifType>, Option<ClifType>), SigRef>,
    sites: Vec<InsnId>,
    ctx: ClifValue,
    frame: ClifValue,
    /// `error_exit(pc: i32)`: adds the traceback line, returns EXC.
    error_exit: Block,
    /// Byte offset of slot 0 from the frame pointer.
    slots: i32,
    /// Each value's frame slot, if it needs one.
    slot_of: Vec<Option<u32>>,
    /// Values whose slot is written before the GC points that use them (see
    /// [`crate::roots::Slots::deferred`]).
    deferred_root: Vec<bool>,
    /// The deferred-slot operands of the GC point being lowered: each call it makes
    /// stores them first.
    pending_roots: Vec<InsnId>,
    slot_count: u32,
    call_conv: CallConv,
    /// The `IsTruthy`s lowered with the `Branch` right after them, which is their only
    /// use: each test then jumps straight to a target (see [`Lowering::truthy_branch`]).
    fused_truth: Vec<bool>,
}

/// Marks each `IsTruthy` whose only use is the `Branch` that follows it.
fn fused_truth_tests(f: &Function) -> Vec<bool> {
    let mut uses = vec![0u32; f.insns.len()];
    for insn in &f.insns {
        insn.for_each_operand(|v| uses[v.0 as usize] += 1);
    }
    let mut fused = vec![false; f.insns.len()];
    for b in f.reverse_post_order() {
        for pair in f.block(b).insns.windows(2) {
            let (test, branch) = (pair[0], pair[1]);
            if let (Insn::IsTruthy { .. }, Insn::Branch { cond, .. }) = (f.insn(test), f.insn(branch)) {
                fused[test.0 as usize] = *cond == test && uses[test.0 as usize] == 1;
            }
        }
    }
    fused
}

fn flags() -> MemFlagsData {
    MemFlagsData::trusted()
}

fn unsupported<T>(what: impl Into<String>) -> Result<T, CodegenError> {
    Err(CodegenError(what.into()))
}

impl Lowering<'_, '_> {
    fn f(&self) -> &Function {
        self.cx.f
    }

    fn run(&mut self) -> Result<(), CodegenError> {
        let start = self.b.create_block();
        self.b.append_block_params_for_function_params(start);
        self.b.switch_to_block(start);
        self.ctx = self.b.block_params(start)[0];
        self.frame = self.b.block_params(start)[1];
        self.error_exit = self.b.create_block();
        self.b.append_block_param(self.error_exit, cl::I32);

        let order = self.f().reverse_post_order();
        for &block in &order {
            let cb = self.b.create_block();
            self.blocks.insert(block.0, cb);
            if block != self.f().entry {
                let types: Vec<ClifType> =
                    self.f().block(block).params.iter().map(|&p| Repr::of(self.f().ty(p)).clif()).collect();
                for t in types {
                    self.b.append_block_param(cb, t);
                }
            }
        }
        // The entry: the HIR entry block's parameters are the frame's first slots
        // (the arguments, or for an OSR entry every local and stack value).
        let entry = self.f().entry;
        for &p in &self.f().block(entry).params.clone() {
            let Insn::Param { index } = *self.f().insn(p) else {
                return unsupported("an entry parameter that is not a Param");
            };
            let v = self.b.ins().load(cl::I64, flags(), self.frame, index as i32 * 8);
            self.define(p, v);
        }
        // The frame above what the caller passed starts NULL (the collector scans
        // it): the locals after the arguments of a normal entry, and the slots.
        let null = self.iconst(0);
        if self.cx.osr_stack.is_none() {
            for k in ember_hir::build::param_count(self.cx.code)..self.cx.code.nlocals {
                self.b.ins().store(flags(), null, self.frame, k as i32 * 8);
            }
        }
        for s in 0..self.slot_count {
            self.b.ins().store(flags(), null, self.frame, self.slots + s as i32 * 8);
        }
        let first = self.blocks[&entry.0];
        self.b.ins().jump(first, &[]);

        for &block in &order {
            let cb = self.blocks[&block.0];
            self.b.switch_to_block(cb);
            if block != entry {
                let params = self.f().block(block).params.clone();
                for (k, &p) in params.iter().enumerate() {
                    let v = self.b.block_params(cb)[k];
                    self.define(p, v);
                }
            }
            for &id in &self.f().block(block).insns.clone() {
                self.insn(id)?;
            }
        }

        self.pending_roots.clear();
        self.b.switch_to_block(self.error_exit);
        let pc = self.b.block_params(self.error_exit)[0];
        let code = self.b.ins().iconst(cl::I64, self.cx.code as *const Code as i64);
        let ctx = self.ctx;
        self.call(h::trace as *const u8, &[ctx, code, pc], &[cl::I64, cl::I64, cl::I32], Some(cl::I64));
        let exc = self.b.ins().iconst(cl::I64, EXC as i64);
        self.b.ins().return_(&[exc]);
        Ok(())
    }

    /// Records `v` as the value of `id`; an object that needs a frame slot also goes
    /// there (a guard shares its operand's slot, which already holds the object).
    fn define(&mut self, id: InsnId, v: ClifValue) {
        let guard = self.f().insn(id).guarded_value().is_some();
        self.values[id.0 as usize] = Some(v);
        if !guard && !self.deferred_root[id.0 as usize] {
            self.store_root(id);
        }
    }

    /// Stores `id` in its frame slot, if it has one.
    fn store_root(&mut self, id: InsnId) {
        if let Some(slot) = self.slot_of[id.0 as usize] {
            let offset = self.slots + slot as i32 * 8;
            let v = self.get(id);
            self.b.ins().store(flags(), v, self.frame, offset);
        }
    }

    /// Notes the deferred-slot operands of `insn` when it is a GC point.
    fn start_insn(&mut self, insn: &Insn) {
        self.pending_roots.clear();
        if crate::roots::is_gc_point(insn) {
            insn.for_each_operand(|v| {
                if self.deferred_root[v.0 as usize] {
                    self.pending_roots.push(v);
                }
            });
        }
    }

    /// Before a call that can collect: the GC point's deferred-slot operands go to
    /// their slots.
    fn store_pending_roots(&mut self) {
        for k in 0..self.pending_roots.len() {
            self.store_root(self.pending_roots[k]);
        }
    }

    fn get(&self, id: InsnId) -> ClifValue {
        self.values[id.0 as usize]
            .unwrap_or_else(|| panic!("{id} used before it is defined (the verifier checks this)"))
    }

    fn iconst(&mut self, v: i64) -> ClifValue {
        self.b.ins().iconst(cl::I64, v)
    }

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
    fn call(
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

    /// Calls a helper whose operands are all words (ctx first) and checks for EXC.
    fn call_checked(&mut self, target: *const u8, args: &[ClifValue], pc: u32) -> ClifValue {
        let mut all = vec![self.ctx];
        all.extend_from_slice(args);
        let tys = vec![cl::I64; all.len()];
        let r = self.call(target, &all, &tys, Some(cl::I64)).expect("a result");
        self.check_exc(r, pc);
        r
    }

    /// Branches to the error exit when `r` is EXC.
    fn check_exc(&mut self, r: ClifValue, pc: u32) {
        let failed = self.b.ins().icmp_imm_s(IntCC::Equal, r, EXC as i64);
        let next = self.b.create_block();
        let pc = self.b.ins().iconst(cl::I32, pc as i64);
        self.b.ins().brif(failed, self.error_exit, &[BlockArg::Value(pc)], next, &[]);
        self.b.set_cold_block(self.error_exit);
        self.b.switch_to_block(next);
    }

    /// When `v` is NULL (an unbound variable), raises through `raiser(ctx, code,
    /// local)`, a helper that sets the error and returns EXC.
    fn raise_if_null(&mut self, v: ClifValue, raiser: *const u8, local: u32, pc: u32) {
        let unbound = self.b.ins().icmp_imm_s(IntCC::Equal, v, 0);
        let raise = self.b.create_block();
        let next = self.b.create_block();
        self.b.ins().brif(unbound, raise, &[], next, &[]);
        self.b.set_cold_block(raise);
        self.b.switch_to_block(raise);
        let (code, local) = (self.iconst(self.cx.code as *const Code as i64), self.iconst(local as i64));
        let ctx = self.ctx;
        self.call(raiser, &[ctx, code, local], &[cl::I64; 3], Some(cl::I64));
        self.raise_at(pc);
        self.b.switch_to_block(next);
    }

    /// Jumps to the error exit unconditionally (a helper that always raises).
    fn raise_at(&mut self, pc: u32) {
        let pc = self.b.ins().iconst(cl::I32, pc as i64);
        self.b.ins().jump(self.error_exit, &[BlockArg::Value(pc)]);
    }

    /// Spills `values` (objects) to a stack slot; returns its address and the count.
    fn array(&mut self, values: &[InsnId]) -> (ClifValue, ClifValue) {
        let n = self.iconst(values.len() as i64);
        if values.is_empty() {
            let null = self.iconst(0);
            return (null, n);
        }
        let slot =
            self.b.create_sized_stack_slot(StackSlotData::new(StackSlotKind::ExplicitSlot, values.len() as u32 * 8, 3));
        for (k, &v) in values.iter().enumerate() {
            let x = self.get(v);
            self.b.ins().stack_store(cl::I64, x, slot, k as i32 * 8);
        }
        (self.b.ins().stack_addr(cl::I64, slot, 0), n)
    }

    /// Leaves for the interpreter at `at`'s frame state when `fail` is true.
    fn deopt_if(&mut self, fail: ClifValue, at: InsnId) {
        self.deopt_if_gated(fail, at, None);
    }

    /// [`Lowering::deopt_if`], where `EMBER_DEOPT_STRESS` may force the deopt only
    /// when `stress_gate` (if given) is not 0: an operation on a selected operand
    /// ([`ember_hir::ir::Function::selected_operand`]) may leave only then.
    fn deopt_if_gated(&mut self, fail: ClifValue, at: InsnId, stress_gate: Option<ClifValue>) {
        let cold = self.deopt_block(at);
        let next = self.b.create_block();
        self.b.ins().brif(fail, cold, &[], next, &[]);
        self.b.switch_to_block(next);
        if self.cx.stress {
            // EMBER_DEOPT_STRESS: the first run of every deopt site leaves here.
            let after = self.b.create_block();
            if let Some(gate) = stress_gate {
                let stress = self.b.create_block();
                self.b.ins().brif(gate, stress, &[], after, &[]);
                self.b.switch_to_block(stress);
            }
            let site = self.iconst(self.sites.len() as i64 - 1);
            let info = self.iconst(self.cx.deopt_info as i64);
            let forced = self
                .call(crate::deopt::stress as *const u8, &[info, site], &[cl::I64, cl::I64], Some(cl::I64))
                .expect("a result");
            self.b.ins().brif(forced, cold, &[], after, &[]);
            self.b.switch_to_block(after);
        }
    }

    /// The cold block that deopts at `at`: it makes the frame state's field writes,
    /// and the values of its locals and stack go to a stack slot, one word each.
    fn deopt_block(&mut self, at: InsnId) -> Block {
        let here = self.b.current_block().expect("in a block");
        let cold = self.b.create_block();
        self.b.set_cold_block(cold);
        self.b.switch_to_block(cold);
        let state: FrameState = self.f().insn(at).frame_state().expect("deopt sites have a frame state").clone();
        // The fields compiled code kept in registers go back first (all are words).
        for w in &state.writes {
            self.store_field(w.object, w.field, w.value);
        }
        let entries: Vec<InsnId> = state.entries().collect();
        let slot = self.b.create_sized_stack_slot(StackSlotData::new(
            StackSlotKind::ExplicitSlot,
            entries.len().max(1) as u32 * 8,
            3,
        ));
        for (k, &v) in entries.iter().enumerate() {
            if crate::deopt::already_in_frame(self.f(), k, v) {
                continue;
            }
            let x = self.get(v);
            let word = match Repr::of(self.f().ty(v)) {
                Repr::Object | Repr::Int => x,
                Repr::Double => self.b.ins().bitcast(cl::I64, MemFlagsData::new(), x),
                Repr::Bool => self.b.ins().uextend(cl::I64, x),
            };
            self.b.ins().stack_store(cl::I64, word, slot, k as i32 * 8);
        }
        let machine = self.b.ins().stack_addr(cl::I64, slot, 0);
        let info = self.iconst(self.cx.deopt_info as i64);
        let site = self.iconst(self.sites.len() as i64);
        self.sites.push(at);
        let (ctx, frame) = (self.ctx, self.frame);
        let r = self
            .call(
                crate::deopt::deoptimise as *const u8,
                &[ctx, frame, info, site, machine],
                &[cl::I64; 5],
                Some(cl::I64),
            )
            .expect("a result");
        self.b.ins().return_(&[r]);
        self.b.switch_to_block(here);
        cold
    }

    /// `object.field = value` (every field is a word).
    fn store_field(&mut self, object: InsnId, field: Field, value: InsnId) {
        let (o, v) = (self.get(object), self.get(value));
        self.b.ins().store(flags(), v, o, field.offset() as i32);
    }

    fn edge_args(&self, args: &[InsnId]) -> Vec<BlockArg> {
        args.iter().map(|&a| BlockArg::Value(self.get(a))).collect()
    }

    /// The test that `v` (an object word) has type `ty`.
    fn type_test(&mut self, v: ClifValue, ty: &Type) -> ClifValue {
        match ty.tag_check() {
            Some(TagCheck::Fixnum) => self.b.ins().band_imm_s(v, value::INT_TAG as i64),
            Some(TagCheck::Flonum) => self.is_flonum(v),
            Some(TagCheck::Immediate) => {
                let tag = self.b.ins().band_imm_s(v, value::PTR_MASK as i64);
                self.b.ins().icmp_imm_s(IntCC::NotEqual, tag, 0)
            }
            Some(TagCheck::HeapObject) => self.is_heap(v),
            // True and False are the only bools: two compares, no load.
            Some(TagCheck::Layout(LayoutId::Bool)) => {
                let is_true = self.b.ins().icmp_imm_s(IntCC::Equal, v, true_value().raw() as i64);
                let is_false = self.b.ins().icmp_imm_s(IntCC::Equal, v, false_value().raw() as i64);
                self.b.ins().bor(is_true, is_false)
            }
            Some(TagCheck::Layout(layout)) => self.has_layout(v, layout as u16),
            Some(TagCheck::FixnumOrLayout(layout)) => {
                let fix = self.b.ins().band_imm_s(v, value::INT_TAG as i64);
                let fix = self.b.ins().icmp_imm_s(IntCC::NotEqual, fix, 0);
                let heap = self.has_layout(v, layout as u16);
                self.b.ins().bor(fix, heap)
            }
            Some(TagCheck::FlonumOrLayout(layout)) => {
                let flo = self.is_flonum(v);
                let heap = self.has_layout(v, layout as u16);
                self.b.ins().bor(flo, heap)
            }
            None => {
                let ty = self.iconst(ty as *const Type as i64);
                self.call(h::type_matches as *const u8, &[v, ty], &[cl::I64, cl::I64], Some(cl::I64)).expect("a result")
            }
        }
    }

    fn is_flonum(&mut self, v: ClifValue) -> ClifValue {
        let tag = self.b.ins().band_imm_s(v, value::FLONUM_MASK as i64);
        self.b.ins().icmp_imm_s(IntCC::Equal, tag, value::FLONUM_TAG as i64)
    }

    fn is_heap(&mut self, v: ClifValue) -> ClifValue {
        let tag = self.b.ins().band_imm_s(v, value::PTR_MASK as i64);
        let aligned = self.b.ins().icmp_imm_s(IntCC::Equal, tag, 0);
        let nonnull = self.b.ins().icmp_imm_s(IntCC::NotEqual, v, 0);
        self.b.ins().band(aligned, nonnull)
    }

    /// `v` is a heap object whose header names `layout`. The header is only loaded
    /// when `v` is a pointer (a branch, not a select: the load must not run on
    /// immediates).
    fn has_layout(&mut self, v: ClifValue, layout: u16) -> ClifValue {
        let heap = self.is_heap(v);
        let load = self.b.create_block();
        let done = self.b.create_block();
        self.b.append_block_param(done, cl::I8);
        let no = self.b.ins().iconst(cl::I8, 0);
        self.b.ins().brif(heap, load, &[], done, &[BlockArg::Value(no)]);
        self.b.switch_to_block(load);
        let word = self.b.ins().uload16(cl::I32, flags(), v, offset_of!(Header, layout) as i32);
        let same = self.b.ins().icmp_imm_s(IntCC::Equal, word, layout as i64);
        self.b.ins().jump(done, &[BlockArg::Value(same)]);
        self.b.switch_to_block(done);
        self.b.block_params(done)[0]
    }

    /// The double in a float object (flonum or heap float).
    fn unbox_double(&mut self, v: ClifValue) -> ClifValue {
        let flonum = self.is_flonum(v);
        let immediate = self.b.create_block();
        let heap = self.b.create_block();
        let done = self.b.create_block();
        self.b.append_block_param(done, cl::F64);
        self.b.ins().brif(flonum, immediate, &[], heap, &[]);

        self.b.switch_to_block(immediate);
        // See `Value::flonum_value`: +0.0 has its own code; otherwise put back the
        // exponent's top bits (2 - b63) and rotate the tag away.
        let zero_code = self.b.ins().icmp_imm_s(IntCC::Equal, v, value::FLONUM_ZERO as i64);
        let b63 = self.b.ins().ushr_imm_s(v, 63);
        let two = self.iconst(2);
        let top = self.b.ins().isub(two, b63);
        let body = self.b.ins().band_imm_s(v, !value::FLONUM_MASK as i64);
        let bits = self.b.ins().bor(top, body);
        let bits = self.b.ins().rotr_imm_s(bits, i64::from(value::FLONUM_ROTATION));
        let zero = self.iconst(0);
        let bits = self.b.ins().select(zero_code, zero, bits);
        let d = self.b.ins().bitcast(cl::F64, MemFlagsData::new(), bits);
        self.b.ins().jump(done, &[BlockArg::Value(d)]);

        self.b.switch_to_block(heap);
        let d = self.b.ins().load(cl::F64, flags(), v, offset_of!(FloatObject, value) as i32);
        self.b.ins().jump(done, &[BlockArg::Value(d)]);

        self.b.switch_to_block(done);
        self.b.block_params(done)[0]
    }

    /// A float object for `d`: a flonum inline when the exponent allows, otherwise a
    /// heap float from the runtime.
    fn box_double(&mut self, d: ClifValue) -> ClifValue {
        let bits = self.b.ins().bitcast(cl::I64, MemFlagsData::new(), d);
        let top = self.b.ins().ushr_imm_s(bits, i64::from(value::FLONUM_TOP_SHIFT));
        let top = self.b.ins().band_imm_s(top, 7);
        let [low, high] = value::FLONUM_TOPS;
        let t3 = self.b.ins().icmp_imm_s(IntCC::Equal, top, low as i64);
        let t4 = self.b.ins().icmp_imm_s(IntCC::Equal, top, high as i64);
        let in_range = self.b.ins().bor(t3, t4);
        let not_edge = self.b.ins().icmp_imm_s(IntCC::NotEqual, bits, value::FLONUM_EXCLUDED as i64);
        let encodable = self.b.ins().band(in_range, not_edge);
        let is_zero = self.b.ins().icmp_imm_s(IntCC::Equal, bits, 0);

        let immediate = self.b.create_block();
        let not_immediate = self.b.create_block();
        let heap = self.b.create_block();
        let done = self.b.create_block();
        self.b.append_block_param(done, cl::I64);
        self.b.ins().brif(encodable, immediate, &[], not_immediate, &[]);

        self.b.switch_to_block(immediate);
        let rot = self.b.ins().rotl_imm_s(bits, i64::from(value::FLONUM_ROTATION));
        let rot = self.b.ins().band_imm_s(rot, !1i64);
        let word = self.b.ins().bor_imm_s(rot, value::FLONUM_TAG as i64);
        self.b.ins().jump(done, &[BlockArg::Value(word)]);

        self.b.switch_to_block(not_immediate);
        let zero_code = self.iconst(value::FLONUM_ZERO as i64);
        self.b.ins().brif(is_zero, done, &[BlockArg::Value(zero_code)], heap, &[]);

        self.b.switch_to_block(heap);
        self.b.set_cold_block(heap);
        let ctx = self.ctx;
        let obj =
            self.call(h::new_float as *const u8, &[ctx, d], &[cl::I64, cl::F64], Some(cl::I64)).expect("a result");
        self.b.ins().jump(done, &[BlockArg::Value(obj)]);

        self.b.switch_to_block(done);
        self.b.block_params(done)[0]
    }

    /// The truth of object `v`: inline for True, False, None and small ints (what
    /// conditions mostly test), from the runtime for anything else.
    fn truthy(&mut self, v: ClifValue, pc: u32) -> ClifValue {
        let done = self.b.create_block();
        self.b.append_block_param(done, cl::I8);
        let (yes, no) = (self.b.ins().iconst(cl::I8, 1), self.b.ins().iconst(cl::I8, 0));
        self.truthy_branch(v, pc, (done, &[BlockArg::Value(yes)]), (done, &[BlockArg::Value(no)]));
        self.b.switch_to_block(done);
        self.b.block_params(done)[0]
    }

    /// `if v:` as jumps: each inline test (True, False, None, small int) branches to
    /// a target itself, rather than making a CBool for one more branch.
    fn truthy_branch(&mut self, v: ClifValue, pc: u32, yes: (Block, &[BlockArg]), no: (Block, &[BlockArg])) {
        let (not_true, not_bool, not_none, fixnum, slow) = (
            self.b.create_block(),
            self.b.create_block(),
            self.b.create_block(),
            self.b.create_block(),
            self.b.create_block(),
        );
        let (t, f, none) = (true_value().raw() as i64, false_value().raw() as i64, none().raw() as i64);
        let is_true = self.b.ins().icmp_imm_s(IntCC::Equal, v, t);
        self.b.ins().brif(is_true, yes.0, yes.1, not_true, &[]);
        self.b.switch_to_block(not_true);
        let is_false = self.b.ins().icmp_imm_s(IntCC::Equal, v, f);
        self.b.ins().brif(is_false, no.0, no.1, not_bool, &[]);

        self.b.switch_to_block(not_bool);
        let is_none = self.b.ins().icmp_imm_s(IntCC::Equal, v, none);
        self.b.ins().brif(is_none, no.0, no.1, not_none, &[]);

        self.b.switch_to_block(not_none);
        let tag = self.b.ins().band_imm_s(v, value::INT_TAG as i64);
        self.b.ins().brif(tag, fixnum, &[], slow, &[]);
        self.b.switch_to_block(fixnum);
        let nonzero = self.b.ins().icmp_imm_s(IntCC::NotEqual, v, Value::small_int(0).raw() as i64);
        self.b.ins().brif(nonzero, yes.0, yes.1, no.0, no.1);

        self.b.switch_to_block(slow);
        let r = self.call_checked(h::truthy as *const u8, &[v], pc);
        self.b.ins().brif(r, yes.0, yes.1, no.0, no.1);
    }

    /// Global `slot`: read from its fixed address, then from its builtin's when it
    /// is unbound; the runtime raises the NameError when both are NULL.
    fn load_global(&mut self, slot: u32, pc: u32) -> ClifValue {
        let builtin = self.b.create_block();
        let unbound = self.b.create_block();
        let done = self.b.create_block();
        self.b.append_block_param(done, cl::I64);
        let offset = slot as i64 * 8;
        let global = self.iconst(self.cx.globals.0 as i64 + offset);
        let v = self.b.ins().load(cl::I64, flags(), global, 0);
        self.b.ins().brif(v, done, &[BlockArg::Value(v)], builtin, &[]);

        self.b.switch_to_block(builtin);
        self.b.set_cold_block(builtin);
        let fallback = self.iconst(self.cx.globals.1 as i64 + offset);
        let v = self.b.ins().load(cl::I64, flags(), fallback, 0);
        self.b.ins().brif(v, done, &[BlockArg::Value(v)], unbound, &[]);

        self.b.switch_to_block(unbound);
        self.b.set_cold_block(unbound);
        let (code, slot) = (self.iconst(self.cx.code as *const Code as i64), self.iconst(slot as i64));
        let r = self.call_checked(h::load_global as *const u8, &[code, slot], pc);
        self.b.ins().jump(done, &[BlockArg::Value(r)]);

        self.b.switch_to_block(done);
        self.b.block_params(done)[0]
    }

    /// `callee(*args)`. When the callee is a Python function whose current compiled
    /// version takes exactly these positional arguments, the frame is set up here and
    /// its code called directly (the interpreter's call path, inline); anything else
    /// goes through the runtime ([`h::call`], which also enters compiled code when it
    /// can). `known` is the function when the callee's type names it (a guarded
    /// global): its kind, code and argument count are settled while compiling.
    fn call_function(&mut self, callee: ClifValue, known: Option<Value>, args: &[InsnId], pc: u32) -> ClifValue {
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
        for (i, &a) in args.iter().enumerate() {
            let v = self.get(a);
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

    /// The runtime's call path of `call_function`, in block `slow`, joining `done`.
    fn slow_call(&mut self, slow: Block, done: Block, callee: ClifValue, args: &[InsnId], pc: u32) -> ClifValue {
        self.b.switch_to_block(slow);
        let (p, count) = self.array(args);
        let all = [self.ctx, callee, p, count];
        let r = self.call(h::call as *const u8, &all, &[cl::I64; 4], Some(cl::I64)).expect("a result");
        self.b.ins().jump(done, &[BlockArg::Value(r)]);

        self.b.switch_to_block(done);
        let r = self.b.block_params(done)[0];
        self.check_exc(r, pc);
        r
    }

    /// The next item of iterator `it`, or NULL when it is exhausted. Iterators over a
    /// `range` and over a list advance inline; any other iterator (or a range item
    /// outside the small-int range) goes to the runtime.
    fn iter_next(&mut self, it: ClifValue, pc: u32) -> ClifValue {
        let range = self.b.create_block();
        let not_range = self.b.create_block();
        let range_item = self.b.create_block();
        let seq = self.b.create_block();
        let list = self.b.create_block();
        let list_item = self.b.create_block();
        let slow = self.b.create_block();
        let done = self.b.create_block();
        self.b.append_block_param(done, cl::I64);
        let null = self.iconst(0);

        let is_range = self.has_layout(it, LayoutId::RangeIter as u16);
        self.b.ins().brif(is_range, range, &[], not_range, &[]);

        self.b.switch_to_block(range);
        let remaining = self.b.ins().load(cl::I64, flags(), it, offset_of!(RangeIterObject, remaining) as i32);
        let exhausted = self.b.ins().icmp_imm_s(IntCC::Equal, remaining, 0);
        self.b.ins().brif(exhausted, done, &[BlockArg::Value(null)], range_item, &[]);

        self.b.switch_to_block(range_item);
        let next = self.b.ins().load(cl::I64, flags(), it, offset_of!(RangeIterObject, next) as i32);
        let outside = self.leaves_small(next);
        let advance = self.b.create_block();
        self.b.ins().brif(outside, slow, &[], advance, &[]);
        self.b.switch_to_block(advance);
        let step = self.b.ins().load(cl::I64, flags(), it, offset_of!(RangeIterObject, step) as i32);
        let following = self.b.ins().iadd(next, step);
        self.b.ins().store(flags(), following, it, offset_of!(RangeIterObject, next) as i32);
        let left = self.b.ins().iadd_imm_s(remaining, -1);
        self.b.ins().store(flags(), left, it, offset_of!(RangeIterObject, remaining) as i32);
        let shifted = self.b.ins().ishl_imm_s(next, 1);
        let item = self.b.ins().bor_imm_s(shifted, 1);
        self.b.ins().jump(done, &[BlockArg::Value(item)]);

        self.b.switch_to_block(not_range);
        let is_seq = self.has_layout(it, LayoutId::SeqIter as u16);
        self.b.ins().brif(is_seq, seq, &[], slow, &[]);

        self.b.switch_to_block(seq);
        let sequence = self.b.ins().load(cl::I64, flags(), it, offset_of!(SeqIterObject, seq) as i32);
        let is_list = self.has_layout(sequence, LayoutId::List as u16);
        self.b.ins().brif(is_list, list, &[], slow, &[]);

        self.b.switch_to_block(list);
        let index = self.b.ins().load(cl::I64, flags(), it, offset_of!(SeqIterObject, index) as i32);
        let len = self.b.ins().load(cl::I64, flags(), sequence, offset_of!(ListObject, len) as i32);
        let past = self.b.ins().icmp(IntCC::UnsignedGreaterThanOrEqual, index, len);
        self.b.ins().brif(past, done, &[BlockArg::Value(null)], list_item, &[]);

        self.b.switch_to_block(list_item);
        let items = self.b.ins().load(cl::I64, flags(), sequence, offset_of!(ListObject, items) as i32);
        let item = self.storage_item(items, index);
        let index = self.b.ins().iadd_imm_s(index, 1);
        self.b.ins().store(flags(), index, it, offset_of!(SeqIterObject, index) as i32);
        self.b.ins().jump(done, &[BlockArg::Value(item)]);

        self.b.switch_to_block(slow);
        let r = self.call_checked(h::iter_next as *const u8, &[it], pc);
        self.b.ins().jump(done, &[BlockArg::Value(r)]);

        self.b.switch_to_block(done);
        self.b.block_params(done)[0]
    }

    /// Whether a list's storage holds bools as bytes (`LayoutId::BoolArray`), or
    /// (`cc` NotEqual) values.
    fn is_bool_storage(&mut self, storage: ClifValue, cc: IntCC) -> ClifValue {
        let layout = self.b.ins().uload16(cl::I32, flags(), storage, offset_of!(Header, layout) as i32);
        self.b.ins().icmp_imm_s(cc, layout, LayoutId::BoolArray as i64)
    }

    /// Item `index` of a `BoolArray`: its byte, a CBool.
    fn load_bool_item(&mut self, storage: ClifValue, index: ClifValue) -> ClifValue {
        let addr = self.b.ins().iadd(storage, index);
        self.b.ins().load(cl::I8, flags(), addr, offset_of!(ValueArray, items) as i32)
    }

    /// Sets item `index` of a `BoolArray` to the CBool `item`.
    fn store_bool_item(&mut self, storage: ClifValue, index: ClifValue, item: ClifValue) {
        let addr = self.b.ins().iadd(storage, index);
        self.b.ins().store(flags(), item, addr, offset_of!(ValueArray, items) as i32);
    }

    /// Item `index` of a list's storage: a `ValueArray`, or a `BoolArray` whose byte
    /// becomes True or False.
    fn storage_item(&mut self, storage: ClifValue, index: ClifValue) -> ClifValue {
        let (bools, values, done) = (self.b.create_block(), self.b.create_block(), self.b.create_block());
        self.b.append_block_param(done, cl::I64);
        let is_bools = self.is_bool_storage(storage, IntCC::Equal);
        self.b.ins().brif(is_bools, bools, &[], values, &[]);

        self.b.switch_to_block(bools);
        let byte = self.load_bool_item(storage, index);
        let (t, f) = (self.iconst(true_value().raw() as i64), self.iconst(false_value().raw() as i64));
        let item = self.b.ins().select(byte, t, f);
        self.b.ins().jump(done, &[BlockArg::Value(item)]);

        self.b.switch_to_block(values);
        let item = self.array_item(storage, index);
        self.b.ins().jump(done, &[BlockArg::Value(item)]);

        self.b.switch_to_block(done);
        self.b.block_params(done)[0]
    }

    /// Item `index` of a `ValueArray` or tuple (they share the items offset).
    fn array_item(&mut self, array: ClifValue, index: ClifValue) -> ClifValue {
        let addr = self.word_address(array, index);
        self.b.ins().load(cl::I64, flags(), addr, offset_of!(TupleObject, items) as i32)
    }

    /// `array + 8 * index`: item `index`'s address less the items offset.
    fn word_address(&mut self, array: ClifValue, index: ClifValue) -> ClifValue {
        let offset = self.b.ins().ishl_imm_s(index, 3);
        self.b.ins().iadd(array, offset)
    }

    /// Sets item `index` of a list's storage. A bool goes into bool storage as a byte;
    /// anything else makes a helper widen that storage to values in place.
    fn set_storage_item(&mut self, storage: ClifValue, index: ClifValue, item: ClifValue) {
        let (bools, byte, widen, values, done) = (
            self.b.create_block(),
            self.b.create_block(),
            self.b.create_block(),
            self.b.create_block(),
            self.b.create_block(),
        );
        let is_bools = self.is_bool_storage(storage, IntCC::Equal);
        self.b.ins().brif(is_bools, bools, &[], values, &[]);

        self.b.switch_to_block(bools);
        let is_true = self.b.ins().icmp_imm_s(IntCC::Equal, item, true_value().raw() as i64);
        let is_false = self.b.ins().icmp_imm_s(IntCC::Equal, item, false_value().raw() as i64);
        let is_bool = self.b.ins().bor(is_true, is_false);
        self.b.ins().brif(is_bool, byte, &[], widen, &[]);

        self.b.switch_to_block(byte);
        self.store_bool_item(storage, index, is_true);
        self.b.ins().jump(done, &[]);

        self.b.switch_to_block(widen);
        self.b.set_cold_block(widen);
        let tys = [cl::I64; 3];
        self.call(h::set_storage_item as *const u8, &[storage, index, item], &tys, None);
        self.b.ins().jump(done, &[]);

        self.b.switch_to_block(values);
        let addr = self.word_address(storage, index);
        self.b.ins().store(flags(), item, addr, offset_of!(ValueArray, items) as i32);
        self.b.ins().jump(done, &[]);

        self.b.switch_to_block(done);
    }

    /// `r` is outside the small-int range [-2^62, 2^62): then `r + 2^62` is negative
    /// as an i64 (it wraps for r >= 2^62).
    fn leaves_small(&mut self, r: ClifValue) -> ClifValue {
        let shifted = self.b.ins().iadd_imm_s(r, 1i64 << 62);
        self.b.ins().icmp_imm_s(IntCC::SignedLessThan, shifted, 0)
    }

    /// `v`'s value when it is an `iconst`.
    fn constant(&self, v: ClifValue) -> Option<i64> {
        let dfg = &self.b.func.dfg;
        match dfg.value_def(v) {
            ValueDef::Result(inst, 0) => match dfg.insts[inst] {
                InstructionData::UnaryImm { opcode: Opcode::Iconst, imm } => Some(imm.bits()),
                _ => None,
            },
            _ => None,
        }
    }

    fn not(&mut self, c: ClifValue) -> ClifValue {
        self.b.ins().bxor_imm_s(c, 1)
    }

    fn int_arith(&mut self, id: InsnId, op: BinOp, a: ClifValue, b: ClifValue, checked: bool) -> ClifValue {
        // `fail` is None for an operation that cannot fail.
        let (r, fail) = match op {
            BinOp::Add | BinOp::Sub => {
                // Both operands have 63 bits, so the i64 result is exact.
                let r = if op == BinOp::Add { self.b.ins().iadd(a, b) } else { self.b.ins().isub(a, b) };
                (r, Some(self.leaves_small(r)))
            }
            BinOp::Mul if checked => {
                // a * 2b overflows an i64 exactly when a * b leaves the small-int
                // range (2b is exact: b has 63 bits), so one overflow flag checks
                // both, and halving the even product gives a * b.
                let b2 = self.b.ins().iadd(b, b);
                let (r2, overflow) = self.b.ins().smul_overflow(a, b2);
                (self.b.ins().sshr_imm_s(r2, 1), Some(overflow))
            }
            BinOp::Mul => (self.b.ins().imul(a, b), None),
            BinOp::FloorDiv | BinOp::Mod => {
                // Python rounds toward -inf: adjust the truncating result when the
                // remainder is non-zero and its sign differs from the divisor's. A
                // zero divisor deopts before the division (it would trap); the
                // divisor is replaced by 1 so the (discarded) division cannot trap.
                let zero = self.b.ins().icmp_imm_s(IntCC::Equal, b, 0);
                self.deopt_if(zero, id);
                // One division: the quotient's remainder is a - q * b.
                let (q, rem) = if op == BinOp::FloorDiv {
                    let q = self.b.ins().sdiv(a, b);
                    let qb = self.b.ins().imul(q, b);
                    (q, self.b.ins().isub(a, qb))
                } else {
                    (b, self.b.ins().srem(a, b))
                };
                let adjust = match self.constant(b) {
                    // A constant divisor's sign is known: a remainder of the other
                    // sign is non-zero.
                    Some(d) if d > 0 => self.b.ins().icmp_imm_s(IntCC::SignedLessThan, rem, 0),
                    Some(_) => self.b.ins().icmp_imm_s(IntCC::SignedGreaterThan, rem, 0),
                    None => {
                        let nonzero = self.b.ins().icmp_imm_s(IntCC::NotEqual, rem, 0);
                        let signs = self.b.ins().bxor(rem, b);
                        let differ = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, signs, 0);
                        self.b.ins().band(nonzero, differ)
                    }
                };
                if op == BinOp::FloorDiv {
                    let q1 = self.b.ins().iadd_imm_s(q, -1);
                    let r = self.b.ins().select(adjust, q1, q);
                    (r, Some(self.leaves_small(r)))
                } else {
                    let r1 = self.b.ins().iadd(rem, b);
                    (self.b.ins().select(adjust, r1, rem), None)
                }
            }
            BinOp::LShift => {
                // 0 << n is 0 for any n >= 0; otherwise the shift must not lose bits
                // and the result must fit.
                let neg = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, b, 0);
                self.deopt_if(neg, id);
                let zero = self.b.ins().icmp_imm_s(IntCC::Equal, a, 0);
                let small_shift = self.b.ins().icmp_imm_s(IntCC::UnsignedLessThan, b, 63);
                let count = self.b.ins().band_imm_s(b, 63);
                let r = self.b.ins().ishl(a, count);
                let back = self.b.ins().sshr(r, count);
                let exact = self.b.ins().icmp(IntCC::Equal, back, a);
                let outside = self.leaves_small(r);
                let fits = self.not(outside);
                let ok = self.b.ins().band(small_shift, exact);
                let ok = self.b.ins().band(ok, fits);
                let zero_word = self.iconst(0);
                let r = self.b.ins().select(zero, zero_word, r);
                let ok = self.b.ins().bor(ok, zero);
                (r, Some(self.not(ok)))
            }
            BinOp::RShift => {
                let neg = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, b, 0);
                self.deopt_if(neg, id);
                let big = self.b.ins().icmp_imm_s(IntCC::SignedGreaterThan, b, 63);
                let c63 = self.iconst(63);
                let count = self.b.ins().select(big, c63, b);
                (self.b.ins().sshr(a, count), None)
            }
            BinOp::And => (self.b.ins().band(a, b), None),
            BinOp::Or => (self.b.ins().bor(a, b), None),
            BinOp::Xor => (self.b.ins().bxor(a, b), None),
            BinOp::TrueDiv | BinOp::Pow => unreachable!("not an int operation (lowops::int_arith)"),
        };
        if let (Some(fail), true) = (fail, checked) {
            let stress_gate = self.f().selected_operand(id).map(|v| self.get(v));
            self.deopt_if_gated(fail, id, stress_gate);
        }
        r
    }

    fn float_arith(&mut self, id: InsnId, op: BinOp, a: ClifValue, b: ClifValue) -> ClifValue {
        match op {
            BinOp::Add => self.b.ins().fadd(a, b),
            BinOp::Sub => self.b.ins().fsub(a, b),
            BinOp::Mul => self.b.ins().fmul(a, b),
            BinOp::TrueDiv => {
                let zero = self.b.ins().f64const(0.0);
                let is_zero = self.b.ins().fcmp(FloatCC::Equal, b, zero);
                self.deopt_if(is_zero, id);
                self.b.ins().fdiv(a, b)
            }
            _ => {
                let slot = self.b.create_sized_stack_slot(StackSlotData::new(StackSlotKind::ExplicitSlot, 8, 3));
                let out = self.b.ins().stack_addr(cl::I64, slot, 0);
                let op = self.b.ins().iconst(cl::I8, op as i64);
                let ok = self
                    .call(
                        h::float_arith as *const u8,
                        &[op, a, b, out],
                        &[cl::I8, cl::F64, cl::F64, cl::I64],
                        Some(cl::I64),
                    )
                    .expect("a result");
                let fail = self.b.ins().icmp_imm_s(IntCC::Equal, ok, 0);
                self.deopt_if(fail, id);
                self.b.ins().stack_load(cl::I64, cl::F64, slot, 0)
            }
        }
    }

    fn insn(&mut self, id: InsnId) -> Result<(), CodegenError> {
        let insn = self.f().insn(id).clone();
        self.start_insn(&insn);
        let pc = insn.frame_state().map_or(0, |s| s.pc);
        let code_ptr = self.cx.code as *const Code as i64;
        let value: ClifValue = match &insn {
            Insn::Param { .. } => unreachable!("parameters are defined by their blocks"),
            Insn::Const { value } => self.iconst(value.raw() as i64),
            Insn::LoadGlobal { name, .. } => self.load_global(*name, pc),
            Insn::StoreGlobal { name, value, .. } => {
                let (slot, v) = (self.iconst(*name as i64), self.get(*value));
                self.call_checked(h::store_global as *const u8, &[slot, v], pc);
                return Ok(());
            }
            Insn::CheckBound { value, local, .. } => {
                let v = self.get(*value);
                self.raise_if_null(v, h::unbound_local as *const u8, *local, pc);
                v
            }
            Insn::BinaryOp { op, inplace, left, right, .. } => {
                let (op, inplace) = (self.iconst(*op as i64), self.iconst(*inplace as i64));
                let (a, b) = (self.get(*left), self.get(*right));
                self.call_checked(h::binary_op as *const u8, &[op, inplace, a, b], pc)
            }
            Insn::Compare { op, left, right, .. } => {
                let op = self.iconst(*op as i64);
                let (a, b) = (self.get(*left), self.get(*right));
                self.call_checked(h::compare as *const u8, &[op, a, b], pc)
            }
            Insn::UnaryOp { op, operand, .. } => {
                let (op, v) = (self.iconst(*op as i64), self.get(*operand));
                self.call_checked(h::unary_op as *const u8, &[op, v], pc)
            }
            Insn::IsTruthy { .. } if self.fused_truth[id.0 as usize] => return Ok(()),
            Insn::IsTruthy { value, .. } => {
                let v = self.get(*value);
                self.truthy(v, pc)
            }
            Insn::IsNull { value } => {
                let v = self.get(*value);
                self.b.ins().icmp_imm_s(IntCC::Equal, v, 0)
            }
            Insn::GetItem { container, index, .. } => {
                let (c, i) = (self.get(*container), self.get(*index));
                self.call_checked(h::get_item as *const u8, &[c, i], pc)
            }
            Insn::SetItem { container, index, value, .. } => {
                let (c, i, v) = (self.get(*container), self.get(*index), self.get(*value));
                self.call_checked(h::set_item as *const u8, &[c, i, v], pc);
                return Ok(());
            }
            Insn::LoadAttr { object, name, .. } => {
                let (code, n, o) = (self.iconst(code_ptr), self.iconst(*name as i64), self.get(*object));
                self.call_checked(h::load_attr as *const u8, &[code, n, o], pc)
            }
            Insn::StoreAttr { object, name, value, .. } => {
                let (code, n) = (self.iconst(code_ptr), self.iconst(*name as i64));
                let (o, v) = (self.get(*object), self.get(*value));
                self.call_checked(h::store_attr as *const u8, &[code, n, o, v], pc);
                return Ok(());
            }
            Insn::CallFunction { callee, args, .. } => {
                let known = self.f().ty(*callee).object_spec().filter(|&v| is_layout(v, LayoutId::Function));
                let c = self.get(*callee);
                self.call_function(c, known, args, pc)
            }
            Insn::CallKw { callee, args, kwnames, .. } => {
                let c = self.get(*callee);
                let (p, n) = self.array(args);
                let kw = self.iconst(kwnames.raw() as i64);
                self.call_checked(h::call_kw as *const u8, &[c, p, n, kw], pc)
            }
            Insn::CallMethod { receiver, name, args, .. } => {
                let (code, n, r) = (self.iconst(code_ptr), self.iconst(*name as i64), self.get(*receiver));
                let (p, count) = self.array(args);
                self.call_checked(h::call_method as *const u8, &[code, n, r, p, count], pc)
            }
            Insn::BuildList { items } | Insn::BuildTuple { items } => {
                let target = if matches!(insn, Insn::BuildList { .. }) { h::build_list } else { h::build_tuple };
                let (p, n) = self.array(items);
                self.call_checked(target as *const u8, &[p, n], pc)
            }
            Insn::GetIter { iterable, .. } => {
                let v = self.get(*iterable);
                self.call_checked(h::get_iter as *const u8, &[v], pc)
            }
            Insn::IterNext { iter, .. } => {
                let v = self.get(*iter);
                self.iter_next(v, pc)
            }
            Insn::MakeFunction { code, defaults, kwdefaults, closure } => {
                let inner = self.iconst(code.raw() as i64);
                let mut opt = |v: &Option<InsnId>| match v {
                    Some(v) => self.get(*v),
                    None => self.iconst(0),
                };
                let (d, k, c) = (opt(defaults), opt(kwdefaults), opt(closure));
                self.call_checked(h::make_function as *const u8, &[inner, d, k, c], pc)
            }
            Insn::MakeCell { value } => {
                let v = self.get(*value);
                self.call_checked(h::make_cell as *const u8, &[v], pc)
            }
            Insn::FreeVar { index } => {
                let (frame, index) = (self.frame, self.iconst(*index as i64));
                self.call(h::free_var as *const u8, &[frame, index], &[cl::I64, cl::I64], Some(cl::I64))
                    .expect("a result")
            }
            Insn::LoadCell { cell, local, .. } => {
                let c = self.get(*cell);
                let v = self.b.ins().load(cl::I64, flags(), c, offset_of!(CellObject, value) as i32);
                self.raise_if_null(v, h::unbound_cell as *const u8, *local, pc);
                v
            }
            Insn::StoreCell { cell, value } => {
                let (c, v) = (self.get(*cell), self.get(*value));
                self.b.ins().store(flags(), v, c, offset_of!(CellObject, value) as i32);
                return Ok(());
            }
            Insn::ListAppend { list, value } => {
                let (l, v) = (self.get(*list), self.get(*value));
                self.call_checked(h::list_append as *const u8, &[l, v], pc);
                return Ok(());
            }
            Insn::Unpack { sequence, count, .. } => {
                let (s, n) = (self.get(*sequence), self.iconst(*count as i64));
                self.call_checked(h::unpack as *const u8, &[s, n], pc)
            }
            Insn::TupleItem { tuple, index } => {
                let t = self.get(*tuple);
                let offset = offset_of!(TupleObject, items) as i32 + *index as i32 * 8;
                self.b.ins().load(cl::I64, flags(), t, offset)
            }
            Insn::GetSlice { container, start, stop, step, .. } => {
                let args = [self.get(*container), self.get(*start), self.get(*stop), self.get(*step)];
                self.call_checked(h::get_slice as *const u8, &args, pc)
            }
            Insn::SetSlice { container, start, stop, step, value, .. } => {
                let args = [self.get(*container), self.get(*start), self.get(*stop), self.get(*step), self.get(*value)];
                self.call_checked(h::set_slice as *const u8, &args, pc);
                return Ok(());
            }
            Insn::Jump { edge } => {
                let target = self.blocks[&edge.target.0];
                let args = self.edge_args(&edge.args);
                self.b.ins().jump(target, &args);
                return Ok(());
            }
            Insn::Branch { cond, if_true, if_false } => {
                let (t, e) = (self.blocks[&if_true.target.0], self.blocks[&if_false.target.0]);
                let (targs, eargs) = (self.edge_args(&if_true.args), self.edge_args(&if_false.args));
                let test = self.cx.f.insn(*cond);
                if let (Insn::IsTruthy { value, .. }, true) = (test, self.fused_truth[cond.0 as usize]) {
                    self.start_insn(test);
                    let v = self.get(*value);
                    let pc = test.frame_state().map_or(pc, |s| s.pc);
                    self.truthy_branch(v, pc, (t, &targs), (e, &eargs));
                } else {
                    let c = self.get(*cond);
                    self.b.ins().brif(c, t, &targs, e, &eargs);
                }
                return Ok(());
            }
            Insn::Return { value } => {
                let v = self.get(*value);
                self.b.ins().return_(&[v]);
                return Ok(());
            }
            Insn::Raise { kind, value, .. } => {
                let kind = self.iconst(*kind as i64);
                let v = match value {
                    Some(v) => self.get(*v),
                    None => self.iconst(0),
                };
                let ctx = self.ctx;
                self.call(h::raise as *const u8, &[ctx, kind, v], &[cl::I64; 3], Some(cl::I64));
                self.raise_at(pc);
                return Ok(());
            }
            Insn::CallHelper { helper, args, .. } => {
                // The address of the helper in the HIR, which lives as long as the code
                // (not in the clone `insn`).
                let Insn::CallHelper { helper: kept, .. } = self.cx.f.insn(id) else { unreachable!() };
                let (code, hp) = (self.iconst(code_ptr), self.iconst(kept as *const _ as i64));
                let (p, n) = self.array(args);
                let r = self.call_checked(h::run_helper as *const u8, &[code, hp, p, n], pc);
                if !helper.has_result() {
                    return Ok(());
                }
                r
            }
            Insn::PrimConst { bits } => match Repr::of(self.f().ty(id)) {
                Repr::Double => self.b.ins().f64const(f64::from_bits(*bits)),
                Repr::Bool => self.b.ins().iconst(cl::I8, (*bits != 0) as i64),
                Repr::Int | Repr::Object => self.iconst(*bits as i64),
            },
            Insn::GuardType { value, .. } => {
                let v = self.get(*value);
                // The type in the HIR, which lives as long as the code (not in the
                // clone `insn`): a helper may get its address.
                let Insn::GuardType { ty, .. } = self.cx.f.insn(id) else { unreachable!() };
                let ok = self.type_test(v, ty);
                let fail = self.b.ins().icmp_imm_s(IntCC::Equal, ok, 0);
                self.deopt_if(fail, id);
                v
            }
            Insn::GuardIs { value, expected, .. } => {
                let v = self.get(*value);
                let fail = self.b.ins().icmp_imm_s(IntCC::NotEqual, v, expected.raw() as i64);
                self.deopt_if(fail, id);
                v
            }
            Insn::Unbox { value } => {
                let v = self.get(*value);
                match Repr::of(self.f().ty(id)) {
                    Repr::Int => self.b.ins().sshr_imm_s(v, 1),
                    Repr::Double => self.unbox_double(v),
                    Repr::Bool => self.b.ins().icmp_imm_s(IntCC::Equal, v, true_value().raw() as i64),
                    Repr::Object => return unsupported("Unbox to an object"),
                }
            }
            Insn::Box { value } => {
                let v = self.get(*value);
                match Repr::of(self.f().ty(*value)) {
                    Repr::Int => {
                        // 2v + 1 (adds rather than a shift and an or of the tag, so
                        // Cranelift can fold them with the arithmetic before them).
                        let doubled = self.b.ins().iadd(v, v);
                        self.b.ins().iadd_imm_s(doubled, 1)
                    }
                    Repr::Double => self.box_double(v),
                    Repr::Bool => {
                        let (t, f) = (self.iconst(true_value().raw() as i64), self.iconst(false_value().raw() as i64));
                        self.b.ins().select(v, t, f)
                    }
                    Repr::Object => return unsupported("Box of an object"),
                }
            }
            Insn::IntArith { op, left, right, state } => {
                let (a, b) = (self.get(*left), self.get(*right));
                self.int_arith(id, *op, a, b, state.is_some())
            }
            Insn::IntCompare { op, left, right } => {
                let (a, b) = (self.get(*left), self.get(*right));
                self.b.ins().icmp(int_cc(*op), a, b)
            }
            Insn::IntNeg { operand, .. } => {
                let a = self.get(*operand);
                let r = self.b.ins().ineg(a);
                let fail = self.leaves_small(r);
                self.deopt_if(fail, id);
                r
            }
            Insn::IntInvert { operand } => {
                let a = self.get(*operand);
                self.b.ins().bnot(a)
            }
            Insn::FloatArith { op, left, right, .. } => {
                let (a, b) = (self.get(*left), self.get(*right));
                self.float_arith(id, *op, a, b)
            }
            Insn::FloatCompare { op, left, right } => {
                let (a, b) = (self.get(*left), self.get(*right));
                self.b.ins().fcmp(float_cc(*op), a, b)
            }
            Insn::FloatNeg { operand } => {
                let a = self.get(*operand);
                self.b.ins().fneg(a)
            }
            Insn::CastIntToFloat { value } => {
                let a = self.get(*value);
                self.b.ins().fcvt_from_sint(cl::F64, a)
            }
            Insn::BoolNot { value } => {
                let a = self.get(*value);
                self.b.ins().bxor_imm_s(a, 1)
            }
            Insn::Select { cond, if_true, if_false } => {
                let (c, a, b) = (self.get(*cond), self.get(*if_true), self.get(*if_false));
                self.b.ins().select(c, a, b)
            }
            Insn::IsSame { left, right } => {
                let (a, b) = (self.get(*left), self.get(*right));
                self.b.ins().icmp(IntCC::Equal, a, b)
            }
            Insn::ArrayLen { array } => {
                let a = self.get(*array);
                self.b.ins().load(cl::I64, flags(), a, offset_of!(TupleObject, len) as i32)
            }
            Insn::CheckIndex { index, length, .. } => {
                // A negative index counts from the end: `i + n` when `i < 0`, made
                // without a branch (a join there would have the register allocator
                // shuffle the loop's values on the hot path). Then one unsigned
                // compare: a still negative index is huge.
                let (i, n) = (self.get(*index), self.get(*length));
                let sign = self.b.ins().sshr_imm_s(i, 63);
                let from_end = self.b.ins().band(sign, n);
                let k = self.b.ins().iadd(i, from_end);
                let outside = self.b.ins().icmp(IntCC::UnsignedGreaterThanOrEqual, k, n);
                self.deopt_if(outside, id);
                k
            }
            Insn::LoadField { object, field } => {
                let o = self.get(*object);
                self.b.ins().load(cl::I64, flags(), o, field.offset() as i32)
            }
            Insn::StoreField { object, field, value } => {
                self.store_field(*object, *field, *value);
                return Ok(());
            }
            Insn::CheckRangeSmall { next, remaining, step, .. } => {
                // The values run monotonically from `next` to `next + (remaining - 1)
                // * step`: both ends must be small (and the last one computable).
                let (n, k, s) = (self.get(*next), self.get(*remaining), self.get(*step));
                let km1 = self.b.ins().iadd_imm_s(k, -1);
                let (span, wide) = self.b.ins().smul_overflow(km1, s);
                let (last, wider) = self.b.ins().sadd_overflow(n, span);
                let first_outside = self.leaves_small(n);
                let last_outside = self.leaves_small(last);
                let overflow = self.b.ins().bor(wide, wider);
                let outside = self.b.ins().bor(first_outside, last_outside);
                let outside = self.b.ins().bor(outside, overflow);
                let some = self.b.ins().icmp_imm_s(IntCC::SignedGreaterThan, k, 0);
                let fail = self.b.ins().band(outside, some);
                self.deopt_if(fail, id);
                n
            }
            Insn::LoadArrayItem { array, index } => {
                let (a, i) = (self.get(*array), self.get(*index));
                if self.f().ty(*array).is_subtype(types::TupleExact) {
                    self.array_item(a, i)
                } else {
                    self.storage_item(a, i)
                }
            }
            Insn::StoreArrayItem { array, index, value } => {
                let (a, i, v) = (self.get(*array), self.get(*index), self.get(*value));
                self.set_storage_item(a, i, v);
                return Ok(());
            }
            Insn::GuardBoolArray { array, .. } => {
                let a = self.get(*array);
                let fail = self.is_bool_storage(a, IntCC::NotEqual);
                self.deopt_if(fail, id);
                a
            }
            Insn::LoadBoolItem { array, index } => {
                let (a, i) = (self.get(*array), self.get(*index));
                self.load_bool_item(a, i)
            }
            Insn::StoreBoolItem { array, index, value } => {
                let (a, i, v) = (self.get(*array), self.get(*index), self.get(*value));
                self.store_bool_item(a, i, v);
                return Ok(());
            }
        };
        self.define(id, value);
        Ok(())
    }
}

fn int_cc(op: CmpOp) -> IntCC {
    match op {
        CmpOp::Lt => IntCC::SignedLessThan,
        CmpOp::Le => IntCC::SignedLessThanOrEqual,
        CmpOp::Eq => IntCC::Equal,
        CmpOp::Ne => IntCC::NotEqual,
        CmpOp::Gt => IntCC::SignedGreaterThan,
        CmpOp::Ge => IntCC::SignedGreaterThanOrEqual,
        CmpOp::Is | CmpOp::IsNot | CmpOp::In | CmpOp::NotIn => unreachable!("not a value comparison"),
    }
}

/// Python's float comparisons: false on NaN except `!=` (FloatCC::NotEqual is
/// "unordered or not equal").
fn float_cc(op: CmpOp) -> FloatCC {
    match op {
        CmpOp::Lt => FloatCC::LessThan,
        CmpOp::Le => FloatCC::LessThanOrEqual,
        CmpOp::Eq => FloatCC::Equal,
        CmpOp::Ne => FloatCC::NotEqual,
        CmpOp::Gt => FloatCC::GreaterThan,
        CmpOp::Ge => FloatCC::GreaterThanOrEqual,
        CmpOp::Is | CmpOp::IsNot | CmpOp::In | CmpOp::NotIn => unreachable!("not a value comparison"),
    }
}
