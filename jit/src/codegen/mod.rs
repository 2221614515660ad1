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
//!
//! Files by concern: this module holds the driver (blocks, values, GC roots);
//! `insn` dispatches each instruction; `repr` (tag tests, boxing), `arith`, `calls`,
//! `memory` (fields, list storage, iterators) and `exits` (deopt blocks) hold the
//! pieces. Emission to machine code is [`crate::code_memory`].

use crate::abi::EXC;
use crate::helpers as h;
use cranelift_codegen::entity::SecondaryMap;
use cranelift_codegen::ir::{
    Block, BlockArg, Function as ClifFunction, InstBuilder, MemFlagsData, SigRef, Type as ClifType, Value as ClifValue,
    types as cl,
};
use cranelift_codegen::isa::{CallConv, TargetFrontendConfig};
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};
use ember_hir::ir::{BlockId, Function, Insn, InsnId, ObjectKind};
use ember_hir::{Type, types};
use ember_runtime::code::Code;
use ember_runtime::heap::InlineAlloc;
use ember_runtime::layout::LayoutId;
use ember_runtime::value::Value;
use ember_runtime::vm::Rt;
use std::collections::HashMap;

mod arith;
mod calls;
mod dicts;
mod exits;
mod insn;
mod memory;
mod repr;

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

/// The parts of the runtime compiled code uses directly, taken from the `Rt` when
/// compiling (they stay where they are while it lives).
#[derive(Clone, Copy)]
pub struct RuntimePlaces {
    /// Where global slot 0 and its builtin live (`Rt::global_bases`): compiled code
    /// reads globals at fixed addresses.
    pub globals: (*const Value, *const Value),
    /// How compiled code allocates an instance inline (None: through the runtime).
    pub instance_alloc: Option<InlineAlloc>,
    /// The same for a range iterator.
    pub range_iter_alloc: Option<InlineAlloc>,
    /// The same for a sequence iterator.
    pub seq_iter_alloc: Option<InlineAlloc>,
    /// The one-char strs of the first 256 code points (`Rt::latin1_strs`).
    pub latin1_strs: *const Value,
}

impl RuntimePlaces {
    /// How compiled code allocates an object of `kind` inline (`Insn::NewObject`).
    pub fn object_alloc(&self, kind: ObjectKind) -> Option<InlineAlloc> {
        match kind {
            ObjectKind::RangeIter => self.range_iter_alloc,
            ObjectKind::SeqIter => self.seq_iter_alloc,
        }
    }

    pub fn of(rt: &Rt) -> RuntimePlaces {
        RuntimePlaces {
            globals: rt.global_bases(),
            instance_alloc: rt.heap.inline_alloc(LayoutId::Instance),
            range_iter_alloc: rt.heap.inline_alloc(LayoutId::RangeIter),
            seq_iter_alloc: rt.heap.inline_alloc(LayoutId::SeqIter),
            latin1_strs: rt.latin1_strs(),
        }
    }
}

/// What the lowering needs besides the HIR: where the deopt metadata lives, so cold
/// blocks can pass it to the runtime.
pub struct Context<'a> {
    pub f: &'a Function,
    pub code: &'a Code,
    /// Where compiled code finds parts of the runtime.
    pub runtime: RuntimePlaces,
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
        values: SecondaryMap::with_capacity(cx.f.insns.len()),
        blocks: HashMap::new(),
        sigs: HashMap::new(),
        sites: Vec::new(),
        deopt_blocks: HashMap::new(),
        exit_slot: None,
        ctx: ClifValue::from_u32(0),
        frame: ClifValue::from_u32(0),
        error_exit: Block::from_u32(0),
        slots: (cx.code.nlocals as i32 + cx.osr_stack.unwrap_or(0) as i32) * 8,
        slot_count: roots.count,
        slot_of: roots.slot,
        deferred_root: roots.deferred,
        pending_roots: Vec::new(),
        call_conv: CallConv::SystemV,
        fused_tests: fused_tests(cx.f),
        order_index: HashMap::new(),
        current_index: 0,
        current_block: BlockId::from_u32(0),
        dominators: None,
        last_pc: 0,
        site: SiteCode { code: cx.code, pc: 0, names_base: 0, inlined: false },
        current_insn: InsnId::from_u32(0),
        catching: None,
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
    values: SecondaryMap<InsnId, Option<ClifValue>>,
    blocks: HashMap<BlockId, Block>,
    sigs: HashMap<(Vec<ClifType>, Option<ClifType>), SigRef>,
    sites: Vec<InsnId>,
    /// The deopt block of each frame state with one (see [`Lowering::deopt_block`]).
    deopt_blocks: HashMap<ember_hir::ir::FrameState, Block>,
    /// Where exits save frame states (see [`Lowering::exit_slot`]).
    exit_slot: Option<cranelift_codegen::ir::StackSlot>,
    ctx: ClifValue,
    frame: ClifValue,
    /// `error_exit(pc: i32)`: adds the traceback line, returns EXC.
    error_exit: Block,
    /// The instruction being lowered (whose frame state a `Try` landing takes).
    current_insn: InsnId,
    /// In a block ending with `Try`: its landing block. Exceptions raised there go to
    /// the landing instead of the error exit.
    catching: Option<BlockId>,
    /// Byte offset of slot 0 from the frame pointer.
    slots: i32,
    /// Each value's frame slot, if it needs one.
    slot_of: SecondaryMap<InsnId, Option<u32>>,
    /// Values whose slot is written before the GC points that use them (see
    /// [`crate::roots::Slots::deferred`]).
    deferred_root: SecondaryMap<InsnId, bool>,
    /// The deferred-slot operands of the GC point being lowered: each call it makes
    /// stores them first.
    pending_roots: Vec<InsnId>,
    slot_count: u32,
    call_conv: CallConv,
    /// The tests (`IsTruthy`, `InstanceHas`) lowered with the `Branch` right after
    /// them, which is their only use: each test then jumps straight to a target (see
    /// [`Lowering::truthy_branch`]).
    fused_tests: SecondaryMap<InsnId, bool>,
    /// Each block's position in the lowering order: an edge to a block at or before
    /// the current one is a loop back-edge, where compiled code polls for Ctrl-C.
    order_index: HashMap<BlockId, usize>,
    /// The position of the block being lowered, and the block.
    current_index: usize,
    current_block: BlockId,
    /// The function's dominator tree, when something asked for it.
    dominators: Option<ember_hir::ir::Dominators>,
    /// The bytecode pc of the last instruction lowered that had one (what a
    /// back-edge's KeyboardInterrupt names in the traceback).
    last_pc: u32,
    /// The code the instruction being lowered is from (see [`SiteCode`]).
    site: SiteCode,
}

/// The code an instruction is from: the function's own, or an inlined callee's
/// (`ember_hir::ir::Inlined`). Runtime helpers that take a code object, a pc or a
/// name index (attribute caches, error messages) get these, not the function-wide
/// pc and name index the HIR uses.
#[derive(Clone, Copy)]
struct SiteCode {
    code: *const Code,
    /// The pc in `code`.
    pc: u32,
    /// What to subtract from a HIR name index to get `code`'s.
    names_base: u32,
    /// Whether `code` is an inlined callee's.
    inlined: bool,
}

/// Marks each test (`IsTruthy`, `InstanceHas`) whose only use is the `Branch` that
/// follows it: the branch makes the test as a chain of branches, with no boolean.
fn fused_tests(f: &Function) -> SecondaryMap<InsnId, bool> {
    let mut uses: SecondaryMap<InsnId, u32> = SecondaryMap::new();
    for insn in f.insns.values() {
        insn.for_each_operand(|v| uses[v] += 1);
    }
    let mut fused: SecondaryMap<InsnId, bool> = SecondaryMap::new();
    for b in f.reverse_post_order() {
        for pair in f.block(b).insns.windows(2) {
            let (test, branch) = (pair[0], pair[1]);
            if let (Insn::IsTruthy { .. } | Insn::InstanceHas { .. }, Insn::Branch { cond, .. }) =
                (f.insn(test), f.insn(branch))
            {
                fused[test] = *cond == test && uses[test] == 1;
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

    /// With execution counting on (`DeoptInfo::count_blocks`), adds one to `block`'s
    /// counter as the block starts.
    fn count_block(&mut self, block: BlockId) {
        use cranelift_codegen::entity::EntityRef;
        // SAFETY: the deopt info outlives the compile; its version owns it after.
        let counts = unsafe { &(*self.cx.deopt_info).block_counts };
        let Some(counter) = counts.get(block.index()) else { return };
        let at = self.iconst(counter.as_ptr() as i64);
        let n = self.b.ins().load(cl::I64, flags(), at, 0);
        let n = self.b.ins().iadd_imm_s(n, 1);
        self.b.ins().store(flags(), n, at, 0);
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
        self.order_index = order.iter().enumerate().map(|(k, &b)| (b, k)).collect();
        for &block in &order {
            let cb = self.b.create_block();
            self.blocks.insert(block, cb);
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
        let first = self.blocks[&entry];
        self.b.ins().jump(first, &[]);

        for (index, &block) in order.iter().enumerate() {
            self.current_index = index;
            self.current_block = block;
            let cb = self.blocks[&block];
            self.b.switch_to_block(cb);
            if block != entry {
                let params = self.f().block(block).params.clone();
                for (k, &p) in params.iter().enumerate() {
                    let v = self.b.block_params(cb)[k];
                    self.define(p, v);
                }
            }
            self.catching = self.f().terminator(block).and_then(Insn::handler);
            self.count_block(block);
            for &id in &self.f().block(block).insns.clone() {
                self.insn(id)?;
            }
        }

        self.pending_roots.clear();
        self.b.switch_to_block(self.error_exit);
        let pc = self.b.block_params(self.error_exit)[0];
        let info = self.b.ins().iconst(cl::I64, self.cx.deopt_info as i64);
        let ctx = self.ctx;
        self.call(h::trace as *const u8, &[ctx, info, pc], &[cl::I64, cl::I64, cl::I32], Some(cl::I64));
        let exc = self.b.ins().iconst(cl::I64, EXC as i64);
        self.b.ins().return_(&[exc]);
        Ok(())
    }

    /// Records `v` as the value of `id`; an object that needs a frame slot also goes
    /// there (a guard shares its operand's slot, which already holds the object).
    fn define(&mut self, id: InsnId, v: ClifValue) {
        let guard = self.f().insn(id).guarded_value().is_some();
        self.values[id] = Some(v);
        if !guard && !self.deferred_root[id] {
            self.store_root(id);
        }
    }

    /// Stores `id` in its frame slot, if it has one.
    fn store_root(&mut self, id: InsnId) {
        if let Some(slot) = self.slot_of[id] {
            let offset = self.slots + slot as i32 * 8;
            let v = self.get(id);
            self.b.ins().store(flags(), v, self.frame, offset);
        }
    }

    /// Notes the deferred-slot operands of `insn` when it is a GC point.
    fn start_insn(&mut self, insn: &Insn) {
        self.pending_roots.clear();
        if let Some(state) = insn.frame_state() {
            self.last_pc = state.pc;
            self.site = self.site_of(state.pc);
        }
        if crate::roots::is_gc_point(insn, self.catching.is_some()) {
            let (deferred, pending) = (&self.deferred_root, &mut self.pending_roots);
            crate::roots::for_each_use(self.cx.f, insn, |v| {
                if deferred[v] {
                    pending.push(v);
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

    /// Where function-wide pc `pc` is.
    fn site_of(&self, pc: u32) -> SiteCode {
        let site = self.f().site(pc);
        match site.frame {
            None => SiteCode { code: self.cx.code, pc, names_base: 0, inlined: false },
            Some(k) => {
                let inlined = &self.f().inlined[k];
                SiteCode { code: inlined.code.get(), pc: site.pc, names_base: inlined.names_base, inlined: true }
            }
        }
    }

    fn get(&self, id: InsnId) -> ClifValue {
        self.values[id].unwrap_or_else(|| panic!("{id} used before it is defined (the verifier checks this)"))
    }

    fn iconst(&mut self, v: i64) -> ClifValue {
        self.b.ins().iconst(cl::I64, v)
    }

    fn edge_args(&self, args: &[InsnId]) -> Vec<BlockArg> {
        args.iter().map(|&a| BlockArg::Value(self.get(a))).collect()
    }
}
