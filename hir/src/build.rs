//! Bytecode → HIR.
//!
//! The builder runs the bytecode abstractly: the locals and the operand stack hold SSA
//! values. Every jump target starts a block whose parameters are all the locals, then
//! the operand stack; a jump passes the current values. Instructions that can leave
//! compiled code get the frame state before them. Bytecode the builder does not
//! handle yet makes the function not compilable, with the reason; it never panics.

use crate::ir::{
    BlockId, ClassAttribute, Edge, FrameState, Function, Helper, Insn, InsnId, MethodWay, RaiseKind, UnaryOp,
};
use crate::liveness::Liveness;
use crate::{Type, types};
use ember_runtime::code::{BinOp, Binding, Code, Op};
use ember_runtime::layout::LayoutId;
use ember_runtime::object::is_layout;
use ember_runtime::value::Value;
use ember_runtime::vm::Rt;
use std::cell::Cell;
use std::collections::HashMap;
use std::fmt;

/// Why a function was not compiled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotCompilable {
    /// The bytecode offset of the reason, when one instruction is it.
    pub pc: Option<u32>,
    pub reason: String,
}

impl fmt::Display for NotCompilable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.pc {
            Some(pc) => write!(f, "{} (at bytecode {pc})", self.reason),
            None => f.write_str(&self.reason),
        }
    }
}

fn refuse<T>(pc: Option<u32>, reason: impl Into<String>) -> Result<T, NotCompilable> {
    Err(NotCompilable { pc, reason: reason.into() })
}

/// Pops the operand stack's top value.
fn pop(stack: &mut Vec<InsnId>, pc: u32) -> Result<InsnId, NotCompilable> {
    match stack.pop() {
        Some(v) => Ok(v),
        None => refuse(Some(pc), "the operand stack underflows"),
    }
}

/// Pops the top `n` values, in stack order.
fn pop_n(stack: &mut Vec<InsnId>, pc: u32, n: usize) -> Result<Vec<InsnId>, NotCompilable> {
    match stack.len().checked_sub(n) {
        Some(at) => Ok(stack.split_off(at)),
        None => refuse(Some(pc), "the operand stack underflows"),
    }
}

/// The operand stack's top value, left in place.
fn top(stack: &[InsnId], pc: u32) -> Result<InsnId, NotCompilable> {
    match stack.last() {
        Some(&v) => Ok(v),
        None => refuse(Some(pc), "the operand stack underflows"),
    }
}

/// The operand stack's own instructions: pop, duplicate, rotate.
fn shuffle(op: Op, pc: u32, stack: &mut Vec<InsnId>) -> Result<(), NotCompilable> {
    match op {
        Op::Pop => {
            pop(stack, pc)?;
        }
        Op::Dup => {
            let v = pop(stack, pc)?;
            stack.extend([v, v]);
        }
        Op::DupTwo => {
            let (b, a) = (pop(stack, pc)?, pop(stack, pc)?);
            stack.extend([a, b, a, b]);
        }
        Op::RotTwo => {
            let (b, a) = (pop(stack, pc)?, pop(stack, pc)?);
            stack.extend([b, a]);
        }
        Op::RotThree => {
            let (c, b, a) = (pop(stack, pc)?, pop(stack, pc)?, pop(stack, pc)?);
            stack.extend([c, a, b]);
        }
        Op::RotFour => {
            let (d, c, b, a) = (pop(stack, pc)?, pop(stack, pc)?, pop(stack, pc)?, pop(stack, pc)?);
            stack.extend([d, a, b, c]);
        }
        other => unreachable!("translate dispatches {other:?} elsewhere"),
    }
    Ok(())
}

/// The number of locals a caller passes: the parameters (positional, keyword-only,
/// `*args`, `**kwargs`). The other locals start unbound.
pub fn param_count(code: &Code) -> u32 {
    let p = &code.params;
    p.positional + p.keyword_only + p.varargs as u32 + p.varkw as u32
}

struct Builder<'a> {
    code: &'a Code,
    f: Function,
    /// The block starting at each leader, with its operand-stack depth.
    blocks: HashMap<u32, (BlockId, usize)>,
    leaders: Vec<bool>,
    worklist: Vec<u32>,
    null: InsnId,
    /// Frame states and jumps pass a dead local as unbound (`null`).
    liveness: Liveness,
    /// The receivers each method-call site's inline cache saw, and the property
    /// getters each attribute load's did, by bytecode index (see
    /// [`cached_method_ways`] and [`cached_getter_ways`]).
    method_ways: HashMap<u32, Vec<MethodWay>>,
    /// The landing block of each exception handler, by its target pc.
    landings: HashMap<u32, BlockId>,
}

/// The receivers the method-call site at `pc` has seen (classes and shapes, from its
/// inline cache) for which the method's name still finds a plain function on the
/// class: each with that function and the versions of the classes the lookup
/// consulted. The classes and functions are pinned, so that no other object takes
/// their addresses while compiled code compares against them.
fn cached_method_ways(rt: &mut Rt, code: &Code, pc: usize, name: &str) -> Vec<MethodWay> {
    use ember_runtime::classes::{method_lookup, super_method_lookup};
    let mut ways: Vec<MethodWay> = Vec::new();
    for entry in code.method_cache(pc).iter().map(Cell::get) {
        let start = (!entry.start.is_null()).then_some(entry.start);
        // Compiled code dispatches on one kind of receiver: the newest entry's.
        let same_kind = ways.first().is_none_or(|w| w.start.is_some() == start.is_some());
        let known = ways.iter().any(|w| w.class == entry.class && w.shape == entry.shape && w.start == start);
        if entry.class.is_null() || known || !same_kind {
            continue;
        }
        let found = match start {
            Some(start) => super_method_lookup(entry.class, start, name).map(|(f, v)| (f, Binding::Instance, v)),
            None => method_lookup(entry.class, name),
        };
        let Some((function, binding, versions)) = found else { continue };
        rt.pin(entry.class);
        rt.pin(function);
        ways.push(MethodWay { class: entry.class, shape: entry.shape, function, versions, start, binding });
    }
    ways
}

/// The property getters the attribute load at `pc` found (its method cache
/// entries), for each class whose attribute `name` still is one: ways whose shape
/// does not matter, their getters pinned.
fn cached_getter_ways(rt: &mut Rt, code: &Code, pc: usize, name: &str) -> Vec<MethodWay> {
    let mut ways: Vec<MethodWay> = Vec::new();
    for entry in code.method_cache(pc).iter().map(Cell::get) {
        if entry.class.is_null() || ways.iter().any(|w| w.class == entry.class) {
            continue;
        }
        let Some((function, versions)) = ember_runtime::classes::property_getter_lookup(entry.class, name) else {
            continue;
        };
        rt.pin(entry.class);
        rt.pin(function);
        let binding = Binding::Instance;
        ways.push(MethodWay { class: entry.class, shape: 0, function, versions, start: None, binding });
    }
    ways
}

/// What global `slot` holds now when that is worth a guard: a Python function (calls
/// of it can enter its compiled code directly), a class (calls, `isinstance` tests
/// and attribute reads of it compile to direct code) or a builtin module (its
/// functions are known), pinned so it outlives the code guarding on it, or, when
/// unbound, a builtin function or type (immortal; calls of it get result types).
fn known_global(rt: &mut Rt, slot: u32) -> Option<Value> {
    let v = rt.globals[slot as usize];
    if v.is_null() {
        let builtin = rt.global_builtins[slot as usize];
        return (!builtin.is_null()).then_some(builtin);
    }
    let known =
        [LayoutId::Function, LayoutId::Class, LayoutId::Module].iter().any(|&l| is_layout(v, l)).then_some(v)?;
    rt.pin(known);
    Some(known)
}

/// How `class(...)` initialises a new instance, when `class` makes plain instances
/// with a Python `__init__`: the way a new instance finds it (its function pinned).
fn class_init(rt: &mut Rt, class: Value) -> Option<MethodWay> {
    if !ember_runtime::classes::constructs_plainly(class) {
        return None;
    }
    let (function, binding, versions) = ember_runtime::classes::method_lookup(class, "__init__")?;
    if binding != Binding::Instance {
        return None;
    }
    rt.pin(function);
    let shape = ember_runtime::shapes::EMPTY_SHAPE;
    Some(MethodWay { class, shape, function, versions, start: None, binding })
}

/// The class attributes `f` calls as methods of a known global class (`C.name(...)`:
/// a plain function called with the arguments as they are, a staticmethod's or a
/// classmethod's function), their values pinned.
fn class_calls(rt: &mut Rt, f: &Function) -> Vec<ClassAttribute> {
    use ember_runtime::classes::{attribute_lookup, callable_attribute};
    let mut found: Vec<ClassAttribute> = Vec::new();
    for insn in f.insns.values() {
        let Insn::CallMethod { receiver, name, .. } = *insn else { continue };
        let Insn::LoadGlobal { name: slot, .. } = *f.insn(receiver) else { continue };
        let Some(&(_, class)) = f.known_globals.iter().find(|&&(s, _)| s == slot) else { continue };
        if !is_layout(class, LayoutId::Class) || found.iter().any(|a| a.class == class && a.name == name) {
            continue;
        }
        let Some((value, versions)) = attribute_lookup(class, &f.names[name as usize]) else { continue };
        if callable_attribute(value).is_some() {
            rt.pin(value);
            found.push(ClassAttribute { class, name, value, versions });
        }
    }
    found
}

/// The plain class attributes `code` reads straight off a known global class
/// (`C.name`: a global load followed by an attribute load), their values pinned.
fn class_attributes(rt: &mut Rt, code: &Code, known: &[(u32, Value)]) -> Vec<ClassAttribute> {
    let mut found: Vec<ClassAttribute> = Vec::new();
    for pair in code.ops.windows(2) {
        let [Op::LoadGlobal(slot), Op::LoadAttr(name)] = *pair else { continue };
        let Some(&(_, class)) = known.iter().find(|&&(s, _)| s == slot) else { continue };
        if found.iter().any(|a| a.class == class && a.name == name) {
            continue;
        }
        let text = &code.names[name as usize];
        if let Some((value, versions)) = ember_runtime::classes::plain_class_attribute(class, text) {
            rt.pin(value);
            found.push(ClassAttribute { class, name, value, versions });
        }
    }
    found
}

/// Builds the HIR of `code`. `rt` names the globals, and pins the functions bound to
/// them (see [`Function::known_globals`]).
pub fn build(code: &Code, rt: &mut Rt) -> Result<Function, NotCompilable> {
    let mut f = build_from(code, rt, None)?;
    f.class_calls = class_calls(rt, &f);
    Ok(f)
}

/// Where an on-stack-replacement entry starts: the loop header a running frame jumps
/// to, and the frame's values there (its locals, then its operand stack).
#[derive(Clone, Copy, Debug)]
pub struct OsrEntry<'a> {
    pub pc: u32,
    pub values: &'a [Value],
}

/// Builds the HIR of `code` entered at a loop header from a running interpreter frame
/// (on-stack replacement), or where a generator starts or resumes (pc 0, or the
/// instruction after a `yield`): the entry block's parameters are the frame's locals
/// and operand stack at `entry.pc`, each guarded to the class it has now (when
/// speculating and one cheap test proves it), so the code is typed as if it had been
/// entered from the top. Only the code reachable from the entry is built.
pub fn build_osr(code: &Code, rt: &mut Rt, entry: OsrEntry, speculate: bool) -> Result<Function, NotCompilable> {
    let mut f = build_from(code, rt, Some((entry, speculate)))?;
    f.speculate = speculate;
    f.class_calls = class_calls(rt, &f);
    Ok(f)
}

/// The HIR of every entry of generator `code` whose frame values are not known (all
/// unbound): its start, then each resume point its `Yield`s name, with the operand
/// stack's depth there (the sent value included). For building a generator ahead of
/// running it (the corpus tests, cross-compiling).
pub fn build_generator_entries(
    code: &Code,
    rt: &mut Rt,
    speculate: bool,
) -> Result<Vec<(u32, usize, Function)>, NotCompilable> {
    let mut built = Vec::new();
    let mut seen = std::collections::HashSet::new();
    let mut work = vec![(0, 0)];
    while let Some((pc, depth)) = work.pop() {
        if !seen.insert(pc) {
            continue;
        }
        let values = vec![Value::NULL; code.nlocals as usize + depth];
        let f = build_osr(code, rt, OsrEntry { pc, values: &values }, speculate)?;
        for insn in f.insns.values() {
            if let Insn::Yield { state, .. } = insn {
                // The value sent is pushed when it resumes.
                work.push((state.pc, state.stack.len() + 1));
            }
        }
        built.push((pc, depth, f));
    }
    Ok(built)
}

fn build_from(code: &Code, rt: &mut Rt, osr: Option<(OsrEntry, bool)>) -> Result<Function, NotCompilable> {
    if code.is_generator && osr.is_none() {
        return refuse(None, "a generator is entered where it starts or resumes (`build_osr`), not called");
    }
    let n = code.ops.len();
    let mut leaders = vec![false; n + 1];
    leaders[0] = true;
    for (pc, op) in code.ops.iter().enumerate() {
        if let Some(t) = op.jump_target() {
            leaders[t as usize] = true;
            leaders[pc + 1] = true;
        }
        if op.ends_flow() || matches!(op, Op::Yield) {
            leaders[pc + 1] = true;
        }
    }
    let mut f = Function::new(&code.qualname);
    f.code_len = n as u32;
    f.varnames = code.varnames.iter().map(|s| s.to_string()).collect();
    f.names = code.names.iter().map(|s| s.to_string()).collect();
    f.globals = ember_runtime::import::global_display_names(rt);
    f.profile = code.profile.iter().map(|w| w.get()).collect();
    f.overflowed = ember_runtime::profile::overflowed_sites(code);
    f.call_targets = code.call_targets.iter().map(Cell::get).collect();
    f.append_sites = code.append_sites();
    f.attr_caches = code.attr_cache.iter().map(|ways| ways.each_ref().map(Cell::get)).collect();
    f.known_globals = code
        .ops
        .iter()
        .filter_map(|op| match *op {
            Op::LoadGlobal(slot) => known_global(rt, slot).map(|v| (slot, v)),
            _ => None,
        })
        .collect();
    f.class_inits = f.known_globals.iter().filter_map(|&(_, class)| class_init(rt, class)).collect();
    f.class_attributes = class_attributes(rt, code, &f.known_globals);
    let entry = f.new_block();
    f.entry = entry;
    let null = f.add(Insn::Const { value: Value::NULL }, types::Nullptr);
    let liveness = Liveness::of(code);
    let method_ways = (code.ops.iter().enumerate())
        .filter_map(|(pc, op)| match *op {
            Op::CallMethod { name, .. } => {
                Some((pc as u32, cached_method_ways(rt, code, pc, &code.names[name as usize])))
            }
            Op::LoadAttr(name) => Some((pc as u32, cached_getter_ways(rt, code, pc, &code.names[name as usize]))),
            _ => None,
        })
        .filter(|(_, ways)| !ways.is_empty())
        .collect();
    let mut b = Builder {
        code,
        f,
        blocks: HashMap::new(),
        leaders,
        worklist: Vec::new(),
        null,
        liveness,
        method_ways,
        landings: HashMap::new(),
    };

    if let Some((entry_at, speculate)) = osr {
        let nlocals = code.nlocals as usize;
        if !b.leaders.get(entry_at.pc as usize).copied().unwrap_or(false) {
            return refuse(Some(entry_at.pc), "an on-stack-replacement entry must be a jump target");
        }
        let mut values = Vec::new();
        for (k, &v) in entry_at.values.iter().enumerate() {
            let param = b.f.add_param(entry, if k < nlocals { types::OptObject } else { types::Object });
            // A local the loop reads before it assigns it is guarded to the class it
            // has now, or at least to be bound (its uses then need no checks); a dead
            // one (the loop assigns it first) needs no guard.
            let live = k >= nlocals || b.liveness.is_live(entry_at.pc, k);
            // A class without a profile bit of its own (a set, say) has a type when its
            // layout is one leaf.
            let class = crate::passes::specialise::type_of_mask(ember_runtime::profile::class_bit(v)).or_else(|| {
                (v.is_ptr()).then(|| crate::Type::of_layout(ember_runtime::object::layout_of(v))).flatten()
            });
            let guarded = match class {
                _ if !speculate || v.is_null() || !live => None,
                Some(ty) => Some(ty),
                None if k < nlocals => Some(types::Object),
                None => None,
            };
            values.push((param, guarded));
        }
        b.f.blocks[entry].insns.push(null);
        let params: Vec<InsnId> = values.iter().map(|&(p, _)| p).collect();
        let (param_locals, param_stack) = params.split_at(nlocals.min(params.len()));
        let state = b.state(entry_at.pc, param_locals, param_stack);
        let mut current = Vec::new();
        for (param, guarded) in values {
            current.push(match guarded {
                Some(ty) => b.f.push(entry, Insn::GuardType { value: param, ty, state: state.clone() }, ty),
                None => param,
            });
        }
        let (locals, stack) = current.split_at(nlocals.min(current.len()));
        let edge = b.edge_to(entry_at.pc, locals, stack);
        b.f.push(entry, Insn::Jump { edge }, types::Bottom);
        b.translate_all()?;
        return Ok(b.f);
    }

    // The entry block: the parameters, then unbound locals; then the code at pc 0,
    // in a block of its own when some jump targets pc 0.
    let nparams = param_count(code);
    let mut locals = Vec::new();
    for _ in 0..nparams {
        locals.push(b.f.add_param(entry, types::Object));
    }
    b.f.blocks[entry].insns.push(null);
    locals.resize(code.nlocals as usize, null);
    let targeted_zero = code.ops.iter().any(|op| op.jump_target() == Some(0));
    if targeted_zero {
        let edge = b.edge_to(0, &locals, &[]);
        b.f.push(entry, Insn::Jump { edge }, types::Bottom);
    } else {
        b.blocks.insert(0, (entry, 0));
        b.translate(entry, 0, locals, Vec::new())?;
    }
    b.translate_all()?;
    Ok(b.f)
}

impl Builder<'_> {
    /// Translates every block reachable, handlers included: each block whose
    /// instructions may raise inside a `try` is split after each such instruction and
    /// ends with a `Try` to the handler's landing block, whose code then joins the
    /// worklist.
    fn translate_all(&mut self) -> Result<(), NotCompilable> {
        let mut routed = std::collections::HashSet::new();
        loop {
            while let Some(pc) = self.worklist.pop() {
                self.translate_block_at(pc)?;
            }
            let blocks: Vec<BlockId> = self.f.block_ids().filter(|b| !routed.contains(b)).collect();
            if blocks.is_empty() {
                return Ok(());
            }
            for b in blocks {
                routed.extend(self.route_exceptions(b)?);
            }
        }
    }

    /// Splits `block` after each instruction that may raise at a pc inside a `try`
    /// (see [`Function::route_raisers`]), ending each part with a `Try` to the
    /// handler's landing block. Returns the blocks it leaves (`block` and the parts
    /// split off it).
    fn route_exceptions(&mut self, block: BlockId) -> Result<Vec<BlockId>, NotCompilable> {
        let mut landings = HashMap::new();
        for &id in &self.f.block(block).insns.clone() {
            let Some(pc) = self.f.insn(id).frame_state().map(|s| s.pc) else { continue };
            if !self.f.may_be_caught(id) {
                continue;
            }
            if let Some(h) = self.code.handler_at(pc as usize).copied() {
                landings.insert(pc, self.landing(&h)?);
            }
        }
        let catcher = |f: &Function, id: InsnId| {
            let pc = f.insn(id).frame_state()?.pc;
            landings.get(&pc).map(|&landing| (pc, landing))
        };
        Ok(self.f.route_raisers(block, catcher))
    }

    /// The landing block of handler `h`: its parameters are the locals and the operand
    /// stack below the `try`; it reads the caught exception and goes to the handler's
    /// code with the exception pushed.
    fn landing(&mut self, h: &ember_runtime::code::ExcHandler) -> Result<BlockId, NotCompilable> {
        if let Some(&b) = self.landings.get(&h.target) {
            return Ok(b);
        }
        let b = self.f.new_block();
        let nlocals = self.code.nlocals as usize;
        let mut values = Vec::new();
        for k in 0..nlocals + h.depth as usize {
            values.push(self.f.add_param(b, if k < nlocals { types::OptObject } else { types::Object }));
        }
        let exc = self.f.push(b, Insn::CaughtException, types::Object);
        let (locals, stack) = values.split_at(nlocals);
        let mut stack = stack.to_vec();
        stack.push(exc);
        let edge = self.edge_to(h.target, locals, &stack);
        self.f.push(b, Insn::Jump { edge }, types::Bottom);
        self.landings.insert(h.target, b);
        Ok(b)
    }

    /// Translates the block that starts at `pc`, from its parameters.
    fn translate_block_at(&mut self, pc: u32) -> Result<(), NotCompilable> {
        let (block, depth) = self.blocks[&pc];
        let params = self.f.block(block).params.clone();
        let (locals, stack) = params.split_at(self.code.nlocals as usize);
        debug_assert_eq!(stack.len(), depth);
        self.translate(block, pc, locals.to_vec(), stack.to_vec())
    }

    /// The edge to the block at `pc`, creating the block (and queueing it) on first use.
    fn edge_to(&mut self, pc: u32, locals: &[InsnId], stack: &[InsnId]) -> Edge {
        let block = match self.blocks.get(&pc) {
            Some(&(block, _)) => block,
            None => {
                let block = self.f.new_block();
                for _ in locals {
                    self.f.add_param(block, types::OptObject);
                }
                for &s in stack {
                    let ty = self.f.ty(s);
                    self.f.add_param(block, if ty.is_subtype(types::Object) { types::Object } else { types::Top });
                }
                self.blocks.insert(pc, (block, stack.len()));
                self.worklist.push(pc);
                block
            }
        };
        Edge { target: block, args: self.live_locals(pc, locals).chain(stack.iter().copied()).collect() }
    }

    /// `locals` at `pc`, with the dead ones unbound.
    fn live_locals<'s>(&'s self, pc: u32, locals: &'s [InsnId]) -> impl Iterator<Item = InsnId> + 's {
        locals.iter().enumerate().map(move |(i, &v)| if self.liveness.is_live(pc, i) { v } else { self.null })
    }

    fn state(&self, pc: u32, locals: &[InsnId], stack: &[InsnId]) -> FrameState {
        FrameState::new(pc, self.live_locals(pc, locals).collect(), stack.to_vec())
    }

    /// Translates the straight-line code from `pc` to the end of its block.
    fn translate(
        &mut self,
        block: BlockId,
        start: u32,
        mut locals: Vec<InsnId>,
        mut stack: Vec<InsnId>,
    ) -> Result<(), NotCompilable> {
        let code = self.code;
        let mut pc = start;
        loop {
            if pc != start && self.leaders[pc as usize] {
                let edge = self.edge_to(pc, &locals, &stack);
                self.f.push(block, Insn::Jump { edge }, types::Bottom);
                return Ok(());
            }
            let Some(&op) = code.ops.get(pc as usize) else {
                return refuse(Some(pc), "the bytecode falls off its end");
            };
            let state = self.state(pc, &locals, &stack);
            match op {
                Op::Locals => {
                    let call = Insn::CallHelper { helper: Helper::Locals, args: locals.clone(), state };
                    stack.push(self.f.push(block, call, types::DictExact));
                }
                Op::AppendLocal { local, inplace } => {
                    let (right, left) = (pop(&mut stack, pc)?, pop(&mut stack, pc)?);
                    let sum = Insn::BinaryOp { op: BinOp::Add, inplace, left, right, state };
                    locals[local as usize] = self.f.push(block, sum, types::Object);
                }
                Op::LoadConst(_)
                | Op::LoadFast(_)
                | Op::LoadFastShare(_)
                | Op::StoreFast(_)
                | Op::DeleteFast(_)
                | Op::LoadGlobal(_)
                | Op::StoreGlobal(_)
                | Op::DeleteGlobal(_)
                | Op::MakeCell(_)
                | Op::CopyFreeVars { .. }
                | Op::LoadDeref(_)
                | Op::StoreDeref(_)
                | Op::DeleteDeref(_)
                | Op::LoadClosure(_)
                | Op::LoadName(_)
                | Op::StoreName(_)
                | Op::DeleteName(_) => self.translate_variable(block, pc, op, state, &mut locals, &mut stack)?,
                Op::Pop | Op::Dup | Op::DupTwo | Op::RotTwo | Op::RotThree | Op::RotFour => {
                    shuffle(op, pc, &mut stack)?
                }
                Op::Binary(_)
                | Op::Inplace(_)
                | Op::Compare(_)
                | Op::Neg
                | Op::Pos
                | Op::Invert
                | Op::Not
                | Op::GetIter
                | Op::Subscr
                | Op::StoreSubscr
                | Op::DeleteSubscr
                | Op::Slice
                | Op::StoreSlice
                | Op::DeleteSlice
                | Op::LoadAttr(_)
                | Op::StoreAttr(_)
                | Op::DeleteAttr(_) => self.translate_operator(block, pc, op, state, &mut stack)?,
                Op::Call(_)
                | Op::CallKw { .. }
                | Op::CallMethod { .. }
                | Op::CallMethodKw { .. }
                | Op::CallEx { .. }
                | Op::ListExtend(_)
                | Op::DictMerge(_)
                | Op::KwAdd
                | Op::MakeFunction { .. }
                | Op::BuildClass { .. }
                | Op::ImportModule(_)
                | Op::ImportFrom(_) => self.translate_call(block, pc, op, state, &mut stack)?,
                Op::BuildTuple(_)
                | Op::BuildList(_)
                | Op::BuildMap(_)
                | Op::BuildSet(_)
                | Op::BuildConstSet
                | Op::ListAppend(_)
                | Op::SetAdd(_)
                | Op::MapAdd(_)
                | Op::UnpackSequence(_)
                | Op::UnpackEx { .. }
                | Op::FormatValue { .. }
                | Op::BuildString(_) => self.translate_build(block, pc, op, state, &mut stack)?,
                Op::CompareJump { .. }
                | Op::Jump(_)
                | Op::JumpBack(_)
                | Op::PopJumpIfFalse(_)
                | Op::PopJumpIfTrue(_)
                | Op::JumpIfFalseOrPop(_)
                | Op::JumpIfTrueOrPop(_)
                | Op::ForIter(_)
                | Op::Return
                | Op::Raise(_)
                | Op::Reraise
                | Op::RaiseAssert { .. } => return self.translate_exit(block, pc, op, state, locals, stack),
                Op::EnterWith | Op::WithExcept | Op::PopExcInfo | Op::CheckExcMatch => {
                    self.translate_handling(block, pc, op, state, &mut stack)?
                }
                Op::Yield => {
                    // The code after it is reached only by resuming: another entry.
                    let value = pop(&mut stack, pc)?;
                    let state = self.state(pc + 1, &locals, &stack);
                    self.f.push(block, Insn::Yield { value, state }, types::Bottom);
                    return Ok(());
                }
                // Nothing to do: `generator_resume` sends a `yield from`'s values on.
                Op::YieldFromResume => {}
                Op::IterReturnValue => {
                    let it = pop(&mut stack, pc)?;
                    let call = Insn::CallHelper { helper: Helper::IterReturnValue, args: vec![it], state };
                    stack.push(self.f.push(block, call, types::Object));
                }
            }
            pc += 1;
        }
    }

    /// `with` and the bookkeeping of except clauses.
    fn translate_handling(
        &mut self,
        block: BlockId,
        pc: u32,
        op: Op,
        state: FrameState,
        stack: &mut Vec<InsnId>,
    ) -> Result<(), NotCompilable> {
        let helper = |f: &mut Function, helper: Helper, args: Vec<InsnId>| {
            let ty = helper.result_type();
            f.push(block, Insn::CallHelper { helper, args, state: state.clone() }, ty)
        };
        match op {
            Op::EnterWith => {
                let mgr = pop(stack, pc)?;
                let pair = helper(&mut self.f, Helper::EnterWith, vec![mgr]);
                for index in 0..2 {
                    stack.push(self.f.push(block, Insn::TupleItem { tuple: pair, index }, types::Object));
                }
            }
            Op::WithExcept => {
                let exc = top(stack, pc)?;
                let Some(&exit) = stack.iter().rev().nth(1) else {
                    return refuse(Some(pc), "the operand stack underflows");
                };
                stack.push(helper(&mut self.f, Helper::WithExcept, vec![exit, exc]));
            }
            Op::PopExcInfo => {
                helper(&mut self.f, Helper::PopExcInfo, Vec::new());
            }
            Op::CheckExcMatch => {
                let class = pop(stack, pc)?;
                let exc = top(stack, pc)?;
                stack.push(helper(&mut self.f, Helper::CheckExcMatch, vec![exc, class]));
            }
            _ => unreachable!("translate dispatches {op:?} elsewhere"),
        }
        Ok(())
    }

    /// Constants, locals, globals, cells and a class body's names.
    fn translate_variable(
        &mut self,
        block: BlockId,
        pc: u32,
        op: Op,
        state: FrameState,
        locals: &mut [InsnId],
        stack: &mut Vec<InsnId>,
    ) -> Result<(), NotCompilable> {
        let code = self.code;
        match op {
            Op::LoadConst(i) => {
                let value = code.consts[i as usize];
                let v = self.f.push(block, Insn::Const { value }, Type::from_value(value));
                stack.push(v);
            }
            Op::LoadFast(i) | Op::LoadFastShare(i) => {
                let v = locals[i as usize];
                let ty = self.f.ty(v) - types::Nullptr;
                let v = if self.f.ty(v).could_be(types::Nullptr) {
                    self.f.push(block, Insn::CheckBound { value: v, local: i, state: state.clone() }, ty)
                } else {
                    v
                };
                let v = if matches!(op, Op::LoadFastShare(_)) {
                    self.f.push(block, Insn::CallHelper { helper: Helper::ShareStr, args: vec![v], state }, ty)
                } else {
                    v
                };
                stack.push(v);
            }
            Op::StoreFast(i) => locals[i as usize] = pop(stack, pc)?,
            Op::DeleteFast(i) => {
                let v = locals[i as usize];
                if self.f.ty(v).could_be(types::Nullptr) {
                    self.f.push(block, Insn::CheckBound { value: v, local: i, state }, self.f.ty(v) - types::Nullptr);
                }
                locals[i as usize] = self.null;
            }
            Op::LoadGlobal(slot) => {
                stack.push(self.f.push(block, Insn::LoadGlobal { name: slot, state }, types::Object))
            }
            Op::StoreGlobal(slot) => {
                let value = pop(stack, pc)?;
                self.f.push(block, Insn::StoreGlobal { name: slot, value, state }, types::Bottom);
            }
            Op::DeleteGlobal(slot) => {
                self.f.push(
                    block,
                    Insn::CallHelper { helper: Helper::DeleteGlobal(slot), args: vec![], state },
                    types::Bottom,
                );
            }
            Op::MakeCell(i) => {
                let value = locals[i as usize];
                locals[i as usize] = self.f.push(block, Insn::MakeCell { value }, types::Cell);
            }
            Op::CopyFreeVars { first, count } => {
                for k in 0..count as u32 {
                    locals[first as usize + k as usize] = self.f.push(block, Insn::FreeVar { index: k }, types::Cell);
                }
            }
            Op::LoadDeref(i) => {
                let cell = locals[i as usize];
                stack.push(self.f.push(block, Insn::LoadCell { cell, local: i, state }, types::Object));
            }
            Op::StoreDeref(i) => {
                let value = pop(stack, pc)?;
                self.f.push(block, Insn::StoreCell { cell: locals[i as usize], value }, types::Bottom);
            }
            Op::DeleteDeref(i) => {
                self.f.push(block, Insn::StoreCell { cell: locals[i as usize], value: self.null }, types::Bottom);
            }
            Op::LoadClosure(i) => stack.push(locals[i as usize]),
            Op::LoadName(name) | Op::StoreName(name) | Op::DeleteName(name) => {
                let Some(&ns) = locals.first() else { return refuse(Some(pc), "a class body without a namespace") };
                match op {
                    Op::LoadName(_) => {
                        let helper = Helper::LoadName(name);
                        stack.push(self.f.push(
                            block,
                            Insn::CallHelper { helper, args: vec![ns], state },
                            types::Object,
                        ));
                    }
                    Op::StoreName(_) => {
                        let value = pop(stack, pc)?;
                        let helper = Helper::StoreName(name);
                        self.f.push(block, Insn::CallHelper { helper, args: vec![ns, value], state }, types::Bottom);
                    }
                    _ => {
                        self.f.push(
                            block,
                            Insn::CallHelper { helper: Helper::DeleteName(name), args: vec![ns], state },
                            types::Bottom,
                        );
                    }
                }
            }
            other => unreachable!("translate dispatches {other:?} elsewhere"),
        }
        Ok(())
    }

    /// Operators, items, slices, attributes and iterators: one runtime operation each.
    fn translate_operator(
        &mut self,
        block: BlockId,
        pc: u32,
        op: Op,
        state: FrameState,
        stack: &mut Vec<InsnId>,
    ) -> Result<(), NotCompilable> {
        let code = self.code;
        match op {
            Op::Binary(op) | Op::Inplace(op) => {
                let inplace = matches!(code.ops[pc as usize], Op::Inplace(_));
                let (right, left) = (pop(stack, pc)?, pop(stack, pc)?);
                stack.push(self.f.push(block, Insn::BinaryOp { op, inplace, left, right, state }, types::Object));
            }
            Op::Compare(op) => {
                let (right, left) = (pop(stack, pc)?, pop(stack, pc)?);
                stack.push(self.f.push(block, Insn::Compare { op, left, right, state }, types::Bool));
            }
            Op::Neg | Op::Pos | Op::Invert | Op::Not => {
                let (op, ty) = match op {
                    Op::Neg => (UnaryOp::Neg, types::Object),
                    Op::Pos => (UnaryOp::Pos, types::Object),
                    Op::Invert => (UnaryOp::Invert, types::Object),
                    _ => (UnaryOp::Not, types::Bool),
                };
                let operand = pop(stack, pc)?;
                stack.push(self.f.push(block, Insn::UnaryOp { op, operand, state }, ty));
            }
            Op::GetIter => {
                let iterable = pop(stack, pc)?;
                stack.push(self.f.push(block, Insn::GetIter { iterable, state }, types::Object));
            }
            Op::Subscr => {
                let (index, container) = (pop(stack, pc)?, pop(stack, pc)?);
                stack.push(self.f.push(block, Insn::GetItem { container, index, state }, types::Object));
            }
            Op::StoreSubscr => {
                let (index, container, value) = (pop(stack, pc)?, pop(stack, pc)?, pop(stack, pc)?);
                self.f.push(block, Insn::SetItem { container, index, value, state }, types::Bottom);
            }
            Op::DeleteSubscr => {
                let (index, container) = (pop(stack, pc)?, pop(stack, pc)?);
                let args = vec![container, index];
                self.f.push(block, Insn::CallHelper { helper: Helper::DeleteItem, args, state }, types::Bottom);
            }
            Op::Slice => {
                let (step, stop, start, container) =
                    (pop(stack, pc)?, pop(stack, pc)?, pop(stack, pc)?, pop(stack, pc)?);
                stack.push(self.f.push(block, Insn::GetSlice { container, start, stop, step, state }, types::Object));
            }
            Op::StoreSlice => {
                let (step, stop, start, container, value) =
                    (pop(stack, pc)?, pop(stack, pc)?, pop(stack, pc)?, pop(stack, pc)?, pop(stack, pc)?);
                self.f.push(block, Insn::SetSlice { container, start, stop, step, value, state }, types::Bottom);
            }
            Op::DeleteSlice => {
                let args = pop_n(stack, pc, 4)?;
                self.f.push(block, Insn::CallHelper { helper: Helper::DeleteSlice, args, state }, types::Bottom);
            }
            Op::LoadAttr(name) => {
                let object = pop(stack, pc)?;
                let insn = match self.method_ways.get(&pc) {
                    Some(ways) => Insn::LoadAttrGetter { object, name, ways: ways.clone(), state },
                    None => Insn::LoadAttr { object, name, state },
                };
                stack.push(self.f.push(block, insn, types::Object));
            }
            Op::StoreAttr(name) => {
                let (object, value) = (pop(stack, pc)?, pop(stack, pc)?);
                self.f.push(block, Insn::StoreAttr { object, name, value, state }, types::Bottom);
            }
            Op::DeleteAttr(name) => {
                let object = pop(stack, pc)?;
                let helper = Helper::DeleteAttr(name);
                self.f.push(block, Insn::CallHelper { helper, args: vec![object], state }, types::Bottom);
            }
            other => unreachable!("translate dispatches {other:?} elsewhere"),
        }
        Ok(())
    }

    /// Calls and what sets one up (argument lists, keyword dicts); functions, classes
    /// and modules.
    fn translate_call(
        &mut self,
        block: BlockId,
        pc: u32,
        op: Op,
        state: FrameState,
        stack: &mut Vec<InsnId>,
    ) -> Result<(), NotCompilable> {
        let code = self.code;
        match op {
            Op::Call(argc) => {
                let args = pop_n(stack, pc, argc as usize)?;
                let callee = pop(stack, pc)?;
                stack.push(self.f.push(block, Insn::CallFunction { callee, args, state }, types::Object));
            }
            Op::CallKw { argc, names } => {
                let args = pop_n(stack, pc, argc as usize)?;
                let callee = pop(stack, pc)?;
                let kwnames = code.consts[names as usize];
                stack.push(self.f.push(block, Insn::CallKw { callee, args, kwnames, state }, types::Object));
            }
            Op::CallMethod { name, argc } => {
                let args = pop_n(stack, pc, argc as usize)?;
                let receiver = pop(stack, pc)?;
                let name = name as u32;
                let insn = match self.method_ways.get(&pc) {
                    Some(ways) => Insn::CallMethodCached { receiver, name, args, ways: ways.clone(), state },
                    None => Insn::CallMethod { receiver, name, args, state },
                };
                stack.push(self.f.push(block, insn, types::Object));
            }
            Op::CallMethodKw { name, argc, kwnames } => {
                let args = pop_n(stack, pc, argc as usize)?;
                let receiver = pop(stack, pc)?;
                let helper = Helper::CallMethodKw { name: name as u32, kwnames: code.consts[kwnames as usize] };
                let args = std::iter::once(receiver).chain(args).collect();
                stack.push(self.f.push(block, Insn::CallHelper { helper, args, state }, types::Object));
            }
            Op::CallEx { kwargs } => {
                let kw = if kwargs { pop(stack, pc)? } else { self.null };
                let (list, callee) = (pop(stack, pc)?, pop(stack, pc)?);
                let args = vec![callee, list, kw];
                stack.push(self.f.push(block, Insn::CallHelper { helper: Helper::CallEx, args, state }, types::Object));
            }
            Op::ListExtend(depth) | Op::DictMerge(depth) => {
                let value = pop(stack, pc)?;
                let at = stack.len().checked_sub(depth as usize);
                // The callee sits below the argument list (and the keyword dict).
                let below = if matches!(op, Op::ListExtend(_)) { 1 } else { 2 };
                let (Some(target), Some(callee)) = (
                    at.and_then(|i| stack.get(i)).copied(),
                    at.and_then(|i| i.checked_sub(below)).and_then(|i| stack.get(i)).copied(),
                ) else {
                    return refuse(Some(pc), "the operand stack underflows");
                };
                let helper =
                    if matches!(op, Op::ListExtend(_)) { Helper::ExtendCallArgs } else { Helper::MergeCallKwargs };
                self.f.push(
                    block,
                    Insn::CallHelper { helper, args: vec![callee, target, value], state },
                    types::Bottom,
                );
            }
            Op::KwAdd => {
                let (value, key) = (pop(stack, pc)?, pop(stack, pc)?);
                let (Some(&callee), Some(&dict)) =
                    (stack.len().checked_sub(3).and_then(|i| stack.get(i)), stack.last())
                else {
                    return refuse(Some(pc), "the operand stack underflows");
                };
                let args = vec![callee, dict, key, value];
                self.f.push(block, Insn::CallHelper { helper: Helper::AddKeyword, args, state }, types::Bottom);
            }
            Op::MakeFunction { code: ci, flags } => {
                let closure = if flags & 4 != 0 { Some(pop(stack, pc)?) } else { None };
                let kwdefaults = if flags & 2 != 0 { Some(pop(stack, pc)?) } else { None };
                let defaults = if flags & 1 != 0 { Some(pop(stack, pc)?) } else { None };
                let code = code.consts[ci as usize];
                stack.push(self.f.push(block, Insn::MakeFunction { code, defaults, kwdefaults, closure }, types::Func));
            }
            Op::BuildClass { name, nbases } => {
                let bases = pop_n(stack, pc, nbases as usize)?;
                let body = pop(stack, pc)?;
                let args = std::iter::once(body).chain(bases).collect();
                let helper = Helper::BuildClass(name as u32);
                stack.push(self.f.push(block, Insn::CallHelper { helper, args, state }, types::Type));
            }
            Op::ImportModule(name) => {
                let helper = Helper::ImportModule(name);
                stack.push(self.f.push(block, Insn::CallHelper { helper, args: vec![], state }, types::Module));
            }
            Op::ImportFrom(name) => {
                let module = stack.pop().expect("a module under ImportFrom");
                let helper = Helper::ImportFrom(name);
                let args = vec![module];
                stack.push(self.f.push(block, Insn::CallHelper { helper, args, state }, types::Object));
            }
            other => unreachable!("translate dispatches {other:?} elsewhere"),
        }
        Ok(())
    }

    /// Containers and strings built from values, and sequences unpacked into values.
    fn translate_build(
        &mut self,
        block: BlockId,
        pc: u32,
        op: Op,
        state: FrameState,
        stack: &mut Vec<InsnId>,
    ) -> Result<(), NotCompilable> {
        match op {
            Op::BuildTuple(n) | Op::BuildList(n) => {
                let items = pop_n(stack, pc, n as usize)?;
                let v = if matches!(op, Op::BuildTuple(_)) {
                    self.f.push(block, Insn::BuildTuple { items }, types::TupleExact)
                } else {
                    self.f.push(block, Insn::BuildList { items }, types::ListExact)
                };
                stack.push(v);
            }
            Op::BuildMap(n) | Op::BuildSet(n) => {
                let (helper, count) =
                    if matches!(op, Op::BuildMap(_)) { (Helper::BuildMap, 2 * n) } else { (Helper::BuildSet, n) };
                let args = pop_n(stack, pc, count as usize)?;
                let ty = helper.result_type();
                stack.push(self.f.push(block, Insn::CallHelper { helper, args, state }, ty));
            }
            Op::BuildConstSet => {
                let items = pop(stack, pc)?;
                let helper = Helper::BuildConstSet;
                stack.push(self.f.push(block, Insn::CallHelper { helper, args: vec![items], state }, types::SetExact));
            }
            Op::ListAppend(depth) => {
                let value = pop(stack, pc)?;
                let Some(&list) = stack.len().checked_sub(depth as usize).and_then(|i| stack.get(i)) else {
                    return refuse(Some(pc), "the operand stack underflows");
                };
                self.f.push(block, Insn::ListAppend { list, value }, types::Bottom);
            }
            Op::SetAdd(depth) => {
                let value = pop(stack, pc)?;
                let Some(&set) = stack.len().checked_sub(depth as usize).and_then(|i| stack.get(i)) else {
                    return refuse(Some(pc), "the operand stack underflows");
                };
                self.f.push(
                    block,
                    Insn::CallHelper { helper: Helper::SetAdd, args: vec![set, value], state },
                    types::Bottom,
                );
            }
            Op::MapAdd(depth) => {
                let (value, key) = (pop(stack, pc)?, pop(stack, pc)?);
                let Some(&dict) = stack.len().checked_sub(depth as usize).and_then(|i| stack.get(i)) else {
                    return refuse(Some(pc), "the operand stack underflows");
                };
                let args = vec![dict, key, value];
                self.f.push(block, Insn::CallHelper { helper: Helper::MapAdd, args, state }, types::Bottom);
            }
            Op::UnpackSequence(n) => {
                let sequence = pop(stack, pc)?;
                let tuple = self.f.push(block, Insn::Unpack { sequence, count: n, state }, types::TupleExact);
                for index in (0..n).rev() {
                    stack.push(self.f.push(block, Insn::TupleItem { tuple, index }, types::Object));
                }
            }
            Op::UnpackEx { before, after } => {
                let args = vec![pop(stack, pc)?];
                let helper = Helper::UnpackStarred { before, after };
                let tuple = self.f.push(block, Insn::CallHelper { helper, args, state }, types::TupleExact);
                for index in (0..u32::from(before) + 1 + u32::from(after)).rev() {
                    stack.push(self.f.push(block, Insn::TupleItem { tuple, index }, types::Object));
                }
            }
            Op::FormatValue { conversion, has_spec } => {
                let spec = if has_spec { pop(stack, pc)? } else { self.null };
                let value = pop(stack, pc)?;
                let helper = Helper::FormatValue(conversion);
                stack.push(self.f.push(
                    block,
                    Insn::CallHelper { helper, args: vec![value, spec], state },
                    types::UnicodeExact,
                ));
            }
            Op::BuildString(n) => {
                let args = pop_n(stack, pc, n as usize)?;
                let helper = Helper::BuildString;
                stack.push(self.f.push(block, Insn::CallHelper { helper, args, state }, types::UnicodeExact));
            }
            other => unreachable!("translate dispatches {other:?} elsewhere"),
        }
        Ok(())
    }

    /// Jumps, branches, returns and raises: each ends `block`.
    fn translate_exit(
        &mut self,
        block: BlockId,
        pc: u32,
        op: Op,
        state: FrameState,
        locals: Vec<InsnId>,
        mut stack: Vec<InsnId>,
    ) -> Result<(), NotCompilable> {
        match op {
            Op::CompareJump { op, jump_if, target } => {
                let (right, left) = (pop(&mut stack, pc)?, pop(&mut stack, pc)?);
                let r = self.f.push(block, Insn::Compare { op, left, right, state: state.clone() }, types::Bool);
                // Both halves of the bytecode instruction resume before it.
                let cond = self.f.push(block, Insn::IsTruthy { value: r, state }, types::CBool);
                self.branch(block, cond, jump_if, target, pc + 1, &locals, &stack)
            }
            Op::Jump(t) | Op::JumpBack(t) => {
                // Inside a `try` the handler must see a Ctrl-C; see also
                // `Helper::PollInterrupt`.
                if matches!(op, Op::JumpBack(_)) && !self.code.handlers.is_empty() {
                    let poll = Insn::CallHelper { helper: Helper::PollInterrupt, args: Vec::new(), state };
                    self.f.push(block, poll, types::Bottom);
                }
                let edge = self.edge_to(t, &locals, &stack);
                self.f.push(block, Insn::Jump { edge }, types::Bottom);
                Ok(())
            }
            Op::PopJumpIfFalse(t) | Op::PopJumpIfTrue(t) => {
                let jump_if = matches!(op, Op::PopJumpIfTrue(_));
                let value = pop(&mut stack, pc)?;
                let cond = self.f.push(block, Insn::IsTruthy { value, state }, types::CBool);
                self.branch(block, cond, jump_if, t, pc + 1, &locals, &stack)
            }
            Op::JumpIfFalseOrPop(t) | Op::JumpIfTrueOrPop(t) => {
                let jump_if = matches!(op, Op::JumpIfTrueOrPop(_));
                let value = top(&stack, pc)?;
                let cond = self.f.push(block, Insn::IsTruthy { value, state }, types::CBool);
                let kept = self.edge_to(t, &locals, &stack);
                stack.pop();
                let popped = self.edge_to(pc + 1, &locals, &stack);
                let (if_true, if_false) = if jump_if { (kept, popped) } else { (popped, kept) };
                self.f.push(block, Insn::Branch { cond, if_true, if_false }, types::Bottom);
                Ok(())
            }
            Op::ForIter(t) => {
                let iter = top(&stack, pc)?;
                let next = self.f.push(block, Insn::IterNext { iter, state }, types::OptObject);
                let cond = self.f.push(block, Insn::IsNull { value: next }, types::CBool);
                stack.pop();
                let exhausted = self.edge_to(t, &locals, &stack);
                stack.push(iter);
                // The loop body's block gets the value as Object: it is not NULL there.
                let body_is_new = !self.blocks.contains_key(&(pc + 1));
                stack.push(next);
                let body = self.edge_to(pc + 1, &locals, &stack);
                if body_is_new {
                    let last = *self.f.block(body.target).params.last().expect("the value's parameter");
                    self.f.types[last] = types::Object;
                }
                self.f.push(block, Insn::Branch { cond, if_true: exhausted, if_false: body }, types::Bottom);
                Ok(())
            }
            Op::Return => {
                let value = pop(&mut stack, pc)?;
                self.f.push(block, Insn::Return { value }, types::Bottom);
                Ok(())
            }
            Op::Reraise => {
                pop(&mut stack, pc)?;
                self.f.push(block, Insn::Raise { kind: RaiseKind::Caught, value: None, state }, types::Bottom);
                Ok(())
            }
            Op::Raise(form) => {
                let (kind, value) = match form {
                    0 => (RaiseKind::Reraise, None),
                    1 => (RaiseKind::Value, Some(pop(&mut stack, pc)?)),
                    _ => {
                        let cause = pop(&mut stack, pc)?;
                        let value = pop(&mut stack, pc)?;
                        let args = vec![value, cause];
                        let helper = Insn::CallHelper { helper: Helper::WithCause, args, state: state.clone() };
                        (RaiseKind::Value, Some(self.f.push(block, helper, types::Object)))
                    }
                };
                self.f.push(block, Insn::Raise { kind, value, state }, types::Bottom);
                Ok(())
            }
            Op::RaiseAssert { with_message } => {
                let value = if with_message { Some(pop(&mut stack, pc)?) } else { None };
                self.f.push(block, Insn::Raise { kind: RaiseKind::Assert, value, state }, types::Bottom);
                Ok(())
            }
            other => unreachable!("translate dispatches {other:?} elsewhere"),
        }
    }

    /// Ends `block` with a branch on `cond`: to `target` when `cond == jump_if`, else
    /// to `next`.
    #[allow(clippy::too_many_arguments)]
    fn branch(
        &mut self,
        block: BlockId,
        cond: InsnId,
        jump_if: bool,
        target: u32,
        next: u32,
        locals: &[InsnId],
        stack: &[InsnId],
    ) -> Result<(), NotCompilable> {
        let jump = self.edge_to(target, locals, stack);
        let fall = self.edge_to(next, locals, stack);
        let (if_true, if_false) = if jump_if { (jump, fall) } else { (fall, jump) };
        self.f.push(block, Insn::Branch { cond, if_true, if_false }, types::Bottom);
        Ok(())
    }
}
