//! The HIR interpreter (the LLInterpreter of `references/rpython-typer.md`): runs a
//! function at any stage against the real runtime, so each pass can be tested by
//! running a function before and after it, and `--jit-backend=hir` can run programs.
//!
//! Values live where the collector sees them: the SSA values of objects occupy VM
//! stack slots above the interpreter frame (`rt.sp` covers them), one per instruction;
//! primitive values (CBool, ...) live in a side array the collector does not scan.
//! An error adds this frame's traceback line, from the failing instruction's frame
//! state, as the bytecode interpreter does.

use crate::exit::{boxed, resume_in_interpreter};
use crate::helper_ops::{call_helper, call_with_keywords};
use crate::ir::{BlockId, Field, Function, Insn, InsnId, SlotWay, UnaryOp};
use crate::ir::{EntityRef, SecondaryMap};
use crate::{Type, lowops, types};
use ember_runtime::classes;
use ember_runtime::code::Code;
use ember_runtime::error::{ExcKind, PyErr, PyResult};
use ember_runtime::layout::{CellObject, LayoutId, ListObject, TupleObject, ValueArray};
use ember_runtime::object::{
    bool_item, float_value, is_layout, py_bool, set_bool_item, set_storage_item, storage_item, true_value, tuple_items,
};
use ember_runtime::ops;
use ember_runtime::value::Value;
use ember_runtime::value::{SMALL_INT_MAX, SMALL_INT_MIN};
use ember_runtime::vm::{Rt, STACK_SLOTS};
use smallvec::SmallVec;
use std::cell::{Cell, RefCell};
use std::collections::HashSet;

/// Runs `f`, the HIR of `code`, in the frame at `base` (its arguments bound in the
/// first locals).
pub fn run(rt: &mut Rt, code: &Code, f: &Function, base: usize, deopts: &Deopts) -> PyResult<Value> {
    let values = base + code.nlocals as usize + code.stack_size as usize;
    let n = f.insns.len();
    if values + n >= STACK_SLOTS {
        return Err(PyErr::new(ExcKind::RecursionError, "maximum recursion depth exceeded"));
    }
    // SAFETY: bounds checked above; NULL slots are safe for the collector.
    unsafe { std::ptr::write_bytes(rt.stack.add(values), 0, n) };
    rt.sp = values + n;
    let mut frame = Frame { base, current: InsnId::from_u32(0), values, prims: SecondaryMap::with_capacity(n) };
    let mut block = f.entry;
    for (k, &p) in f.block(block).params.iter().enumerate() {
        // SAFETY: the arguments are in the frame's first locals.
        let v = unsafe { *rt.stack.add(base + k) };
        frame.set(rt, p, v);
    }
    // The interpreter's operand stack of the frame lies below `rt.sp` but holds no
    // value of this run (an entry's stack values are in their parameters now): what
    // an earlier frame left there may be freed objects, which the collector must not
    // see as roots.
    let operand_stack = base + code.nlocals as usize;
    // SAFETY: inside the stack, below `values` (checked above).
    unsafe { std::ptr::write_bytes(rt.stack.add(operand_stack), 0, values - operand_stack) };
    let result = loop {
        match run_block(rt, code, f, &mut frame, block, deopts) {
            Ok(Next::Block(b)) => block = b,
            Ok(Next::Return(v)) => break Ok(v),
            Ok(Next::Deopt(at)) => {
                deopts.count.set(deopts.count.get() + 1);
                break deoptimise(rt, code, f, &frame, at);
            }
            Ok(Next::Suspend(at)) => break Ok(suspend(rt, code, f, &frame, at)),
            Err(e) => match f.terminator(block) {
                Some(&Insn::Try { pc, handler, .. }) => {
                    catch(rt, code, f, &mut frame, pc, handler, e);
                    block = handler;
                }
                _ => {
                    // The caller may see the objects whose fields the HIR kept in
                    // registers (a loop's iterator) again.
                    for w in f.insn(frame.current).frame_state().into_iter().flat_map(|s| s.pending_writes()) {
                        frame.store_field(rt, w.object, w.field, w.value);
                    }
                    // The exceptions this frame handles end with it: the context is
                    // recorded while they are there to see.
                    let mut e = e;
                    if !e.context_recorded {
                        ember_runtime::interp::record_context(rt, &mut e);
                    }
                    break Err(e);
                }
            },
        }
    };
    rt.sp = base;
    result
}

/// Deoptimisation bookkeeping across the runs of one function.
#[derive(Debug, Default)]
pub struct Deopts {
    /// `EMBER_DEOPT_STRESS`: every instruction that can deopt does so the first time
    /// it runs.
    pub stress: bool,
    failed_once: RefCell<HashSet<InsnId>>,
    /// How many runs left through a deopt.
    pub count: Cell<u64>,
}

impl Deopts {
    pub fn new(stress: bool) -> Deopts {
        Deopts { stress, ..Deopts::default() }
    }

    fn force(&self, at: InsnId) -> bool {
        self.stress && self.failed_once.borrow_mut().insert(at)
    }
}

/// Leaves the HIR for the bytecode interpreter at `at`'s frame state: rebuilds the
/// interpreter frame's locals and operand stack (boxing machine values) and resumes
/// there. The frame's values stay visible to the collector while boxes are made.
fn deoptimise(rt: &mut Rt, code: &Code, f: &Function, frame: &Frame, at: InsnId) -> PyResult<Value> {
    let state = f.insn(at).frame_state().expect("only instructions with a frame state deopt");
    for w in state.pending_writes() {
        frame.store_field(rt, w.object, w.field, w.value);
    }
    resume_in_interpreter(rt, code, frame.base, state, |rt, _, v| frame.object(rt, f, v))
}

/// A generator's `Yield` at `at`: writes the interpreter frame for its frame state
/// (boxing machine values) and returns the yielded value.
fn suspend(rt: &mut Rt, code: &Code, f: &Function, frame: &Frame, at: InsnId) -> Value {
    let Insn::Yield { value, state } = f.insn(at) else { unreachable!("suspended at a Yield") };
    for w in &state.writes {
        frame.store_field(rt, w.object, w.field, w.value);
    }
    let yielded = frame.get(rt, *value);
    crate::exit::suspend(rt, code, frame.base, state, yielded, |rt, _, v| frame.object(rt, f, v))
}

/// An instruction of a `Try` block raised `err` at bytecode `pc`: the exception becomes
/// the handled one and the landing block `handler` gets the raising instruction's
/// frame state (boxed, rooted in `rt.handles` until all are in the frame).
fn catch(rt: &mut Rt, code: &Code, f: &Function, frame: &mut Frame, pc: u32, handler: BlockId, mut err: Box<PyErr>) {
    let state = f.insn(frame.current).frame_state().expect("a raising instruction inside a try has a frame state");
    for w in state.pending_writes() {
        frame.store_field(rt, w.object, w.field, w.value);
    }
    crate::exit::catch(rt, code, pc, &mut err);
    let params = &f.block(handler).params;
    let mark = rt.handles.len();
    for v in state.entries().take(params.len()) {
        let x = frame.object(rt, f, v);
        rt.handles.push(x);
    }
    for (k, &p) in params.iter().enumerate() {
        let x = rt.handles[mark + k];
        frame.set(rt, p, x);
    }
    rt.handles.truncate(mark);
}

struct Frame {
    /// The interpreter frame's first local.
    base: usize,
    /// The instruction running (or that last ran), for a `Try` block's raise.
    current: InsnId,
    /// The VM stack slot of value 0.
    values: usize,
    prims: SecondaryMap<InsnId, u64>,
}

impl Frame {
    /// `object.field = value` (an object or a machine word, by the field's type); the
    /// HIR's types (checked by the verifier) make `object` a heap object with the field.
    fn store_field(&self, rt: &Rt, object: InsnId, field: Field, value: InsnId) {
        let word = if field.ty().is_subtype(types::Object) { self.get(rt, value).raw() } else { self.prim(value) };
        // SAFETY: `field.object_ty()` objects have a word at `field.offset()`.
        unsafe { *(self.get(rt, object).raw() as *mut u8).add(field.offset()).cast::<u64>() = word };
    }

    fn get(&self, rt: &Rt, v: InsnId) -> Value {
        // SAFETY: the frame's slots are inside the stack (checked in `run`).
        unsafe { *rt.stack.add(self.values + v.index()) }
    }

    fn set(&mut self, rt: &mut Rt, v: InsnId, value: Value) {
        // SAFETY: as in `get`.
        unsafe { *rt.stack.add(self.values + v.index()) = value };
    }

    fn prim(&self, v: InsnId) -> u64 {
        self.prims[v]
    }

    /// `v` as one word: an object, or a machine value's bits.
    fn word(&self, rt: &Rt, f: &Function, v: InsnId) -> u64 {
        if f.ty(v).is_subtype(types::OptObject) { self.get(rt, v).raw() } else { self.prim(v) }
    }

    /// `v` as an object: a machine value boxed (which may allocate).
    fn object(&self, rt: &mut Rt, f: &Function, v: InsnId) -> Value {
        let t = f.ty(v);
        if t.is_subtype(types::OptObject) { self.get(rt, v) } else { boxed(rt, t, self.prim(v)) }
    }
}

enum Next {
    Block(BlockId),
    Return(Value),
    /// Leave for the bytecode interpreter at this instruction's frame state.
    Deopt(InsnId),
    /// Suspend the generator at this `Yield`.
    Suspend(InsnId),
}

/// What running one instruction leaves its block to do.
enum Step {
    /// Keep this object value in the instruction's slot and go on.
    Object(Value),
    /// Go on: the instruction defines no object value (a machine value it defines is
    /// in `prims` already).
    Done,
    /// Leave the block.
    Leave(Next),
}

fn run_block(
    rt: &mut Rt,
    code: &Code,
    f: &Function,
    frame: &mut Frame,
    block: BlockId,
    deopts: &Deopts,
) -> PyResult<Next> {
    // Inside a try, the landing adds this frame's traceback line.
    let catching = matches!(f.terminator(block), Some(Insn::Try { .. }));
    for &id in &f.block(block).insns {
        let insn = f.insn(id);
        frame.current = id;
        let pc = insn.frame_state().map_or(0, |s| s.pc);
        let at = |mut e: Box<PyErr>| {
            if !catching {
                e.add_frame(code, pc as usize);
            }
            e
        };
        let step = match insn {
            Insn::Param { .. } => unreachable!("parameters are set by jumps"),
            // The JIT's pipeline inlines; this tier's does not.
            Insn::EnterInlined { .. } | Insn::CheckDepth { .. } | Insn::LeaveInlined { .. } => {
                unreachable!("the HIR interpreter runs functions without inlined code")
            }
            Insn::Const { .. }
            | Insn::LoadGlobal { .. }
            | Insn::StoreGlobal { .. }
            | Insn::CheckBound { .. }
            | Insn::BinaryOp { .. }
            | Insn::Compare { .. }
            | Insn::UnaryOp { .. }
            | Insn::IsTruthy { .. }
            | Insn::IsNull { .. }
            | Insn::GetItem { .. }
            | Insn::SetItem { .. }
            | Insn::LoadAttr { .. }
            | Insn::StoreAttr { .. }
            | Insn::LoadAttrCached { .. }
            | Insn::LoadAttrGetter { .. }
            | Insn::StoreAttrCached { .. }
            | Insn::GetIter { .. }
            | Insn::IterNext { .. }
            | Insn::GetSlice { .. }
            | Insn::SetSlice { .. } => run_object_op(rt, code, frame, id, insn, &at)?,
            Insn::CallFunction { .. }
            | Insn::CallKw { .. }
            | Insn::CallMethod { .. }
            | Insn::CallMethodCached { .. }
            | Insn::CallHelper { .. }
            | Insn::MakeFunction { .. }
            | Insn::MakeCell { .. }
            | Insn::FreeVar { .. }
            | Insn::LoadCell { .. }
            | Insn::StoreCell { .. } => run_call(rt, code, frame, insn, &at)?,
            Insn::BuildList { .. }
            | Insn::BuildTuple { .. }
            | Insn::NewInstance { .. }
            | Insn::InitInstance { .. }
            | Insn::ListAppend { .. }
            | Insn::Unpack { .. }
            | Insn::TupleItem { .. } => run_container_op(rt, frame, insn, &at)?,
            Insn::GuardType { .. }
            | Insn::GuardIs { .. }
            | Insn::GuardShape { .. }
            | Insn::GuardCode { .. }
            | Insn::GuardStorage { .. }
            | Insn::GuardVersions { .. }
            | Insn::CheckIndex { .. }
            | Insn::StrOrd { .. }
            | Insn::CharStr { .. }
            | Insn::CheckRangeSmall { .. }
            | Insn::IntArith { .. }
            | Insn::IntNeg { .. }
            | Insn::FloatSqrt { .. }
            | Insn::NumberToDouble { .. }
            | Insn::FloatArith { .. } => run_check(rt, f, frame, id, insn, deopts),
            Insn::PrimConst { .. }
            | Insn::Unbox { .. }
            | Insn::Box { .. }
            | Insn::IntInvert { .. }
            | Insn::IntCompare { .. }
            | Insn::FloatCompare { .. }
            | Insn::FloatNeg { .. }
            | Insn::CastIntToFloat { .. }
            | Insn::BoolNot { .. }
            | Insn::Select { .. }
            | Insn::IsSame { .. }
            | Insn::StrEq { .. }
            | Insn::StrLen { .. }
            | Insn::IsInstance { .. }
            | Insn::InstanceHas { .. } => run_machine_op(rt, f, frame, id, insn),
            Insn::FunctionCell { function, index } => {
                Step::Object(crate::lowops::function_cell(frame.get(rt, *function), *index))
            }
            Insn::GlobalValue { name: slot } => {
                let v = rt.globals[*slot as usize];
                Step::Object(if v.is_null() { rt.global_builtins[*slot as usize] } else { v })
            }
            Insn::StrChar { string, index } => {
                let s = frame.get(rt, *string);
                Step::Object(rt.char_of(s, frame.prim(*index) as usize))
            }
            // A virtual object is made where it is defined here: no code but the
            // exits at the frame states naming it can see it, and they see it
            // with these fields.
            Insn::NewObject { kind, fields } | Insn::VirtualObject { kind, fields } => {
                let words: SmallVec<[u64; 4]> = fields.iter().map(|&v| frame.word(rt, f, v)).collect();
                Step::Object(kind.make(rt, &words))
            }
            Insn::ArrayLen { .. }
            | Insn::LoadField { .. }
            | Insn::LoadSlot { .. }
            | Insn::StoreField { .. }
            | Insn::StoreSlot { .. }
            | Insn::LoadArrayItem { .. }
            | Insn::LoadNumberItem { .. }
            | Insn::StoreArrayItem { .. }
            | Insn::LoadBoolItem { .. }
            | Insn::StoreBoolItem { .. } => run_memory_op(rt, frame, id, insn),
            Insn::CaughtException => {
                Step::Object(rt.exc_stack.last().expect("a handler's exception is being handled").value)
            }
            Insn::Jump { .. } | Insn::Branch { .. } | Insn::Try { .. } | Insn::Return { .. } | Insn::Raise { .. } => {
                return run_exit(rt, f, frame, insn, &at);
            }
            Insn::Yield { .. } => return Ok(Next::Suspend(id)),
            Insn::Deopt { .. } => return Ok(Next::Deopt(id)),
        };
        match step {
            Step::Object(value) => frame.set(rt, id, value),
            Step::Done => {}
            Step::Leave(next) => return Ok(next),
        }
    }
    unreachable!("{block} has no terminator (the verifier checks this)")
}

/// Python's operations on objects, through the runtime: globals, operators, items,
/// attributes, iteration.
fn run_object_op(
    rt: &mut Rt,
    code: &Code,
    frame: &mut Frame,
    id: InsnId,
    insn: &Insn,
    at: &dyn Fn(Box<PyErr>) -> Box<PyErr>,
) -> PyResult<Step> {
    let name = |i: u32| &*code.names[i as usize];
    let value = match insn {
        Insn::Const { value } => *value,
        Insn::LoadGlobal { name: slot, .. } => {
            let mut v = rt.globals[*slot as usize];
            if v.is_null() {
                v = rt.global_builtins[*slot as usize];
            }
            if v.is_null() {
                let global = rt.global_names[*slot as usize].clone();
                return Err(at(rt.name_error(code, &global)));
            }
            v
        }
        Insn::StoreGlobal { name: slot, value, .. } => {
            let v = frame.get(rt, *value);
            rt.store_global(*slot, v);
            return Ok(Step::Done);
        }
        Insn::CheckBound { value, local, .. } => {
            let v = frame.get(rt, *value);
            if v.is_null() {
                return Err(at(ember_runtime::interp::unbound_local_error(code, *local as usize)));
            }
            v
        }
        Insn::BinaryOp { op, inplace, left, right, .. } => {
            let (a, b) = (frame.get(rt, *left), frame.get(rt, *right));
            ops::binary_op(rt, *op, a, b, *inplace).map_err(at)?
        }
        Insn::Compare { op, left, right, .. } => {
            let (a, b) = (frame.get(rt, *left), frame.get(rt, *right));
            py_bool(ops::compare(rt, *op, a, b).map_err(at)?)
        }
        Insn::UnaryOp { op, operand, .. } => {
            let v = frame.get(rt, *operand);
            match op {
                UnaryOp::Neg => ops::negate(rt, v).map_err(at)?,
                UnaryOp::Pos => ops::positive(rt, v).map_err(at)?,
                UnaryOp::Invert => ops::invert(rt, v).map_err(at)?,
                UnaryOp::Not => py_bool(!ops::truthy(rt, v).map_err(at)?),
            }
        }
        Insn::IsTruthy { value, .. } => {
            let v = frame.get(rt, *value);
            frame.prims[id] = ops::truthy(rt, v).map_err(at)? as u64;
            return Ok(Step::Done);
        }
        Insn::IsNull { value } => {
            frame.prims[id] = frame.get(rt, *value).is_null() as u64;
            return Ok(Step::Done);
        }
        Insn::GetItem { container, index, .. } => {
            let (c, i) = (frame.get(rt, *container), frame.get(rt, *index));
            ops::getitem(rt, c, i).map_err(at)?
        }
        Insn::SetItem { container, index, value, .. } => {
            let (c, i, v) = (frame.get(rt, *container), frame.get(rt, *index), frame.get(rt, *value));
            ops::setitem(rt, c, i, v).map_err(at)?;
            return Ok(Step::Done);
        }
        Insn::LoadAttr { object, name: n, .. } => {
            let o = frame.get(rt, *object);
            classes::getattr(rt, o, name(*n)).map_err(at)?
        }
        Insn::LoadAttrCached { object, name: n, ways, .. } => {
            let o = frame.get(rt, *object);
            match cached_way(o, ways) {
                Some(way) => ember_runtime::instance_attrs::slot(o, way.slot as usize),
                None => classes::getattr(rt, o, name(*n)).map_err(at)?,
            }
        }
        Insn::LoadAttrGetter { object, name: n, ways, .. } => {
            let o = frame.get(rt, *object);
            let class = (is_layout(o, LayoutId::Instance)).then(|| classes::instance(o).class);
            match ways.iter().find(|w| Some(w.class) == class && w.versions_hold()) {
                Some(way) => ember_runtime::interp::call_function(rt, way.function, &[o]).map_err(at)?,
                None => classes::getattr(rt, o, name(*n)).map_err(at)?,
            }
        }
        Insn::StoreAttrCached { object, name: n, value, ways, .. } => {
            let (o, v) = (frame.get(rt, *object), frame.get(rt, *value));
            match cached_way(o, ways) {
                Some(way) if !way.adds() => ember_runtime::instance_attrs::set_slot(o, way.slot as usize, v),
                Some(way) if classes::plain_attribute_stores(classes::instance(o).class) => {
                    ember_runtime::instance_attrs::add_slot(rt, o, way.to, v)
                }
                _ => classes::setattr(rt, o, name(*n), v).map_err(at)?,
            }
            return Ok(Step::Done);
        }
        Insn::StoreAttr { object, name: n, value, .. } => {
            let (o, v) = (frame.get(rt, *object), frame.get(rt, *value));
            classes::setattr(rt, o, name(*n), v).map_err(at)?;
            return Ok(Step::Done);
        }
        Insn::GetIter { iterable, .. } => {
            let v = frame.get(rt, *iterable);
            ops::get_iter(rt, v).map_err(at)?
        }
        Insn::IterNext { iter, .. } => {
            let it = frame.get(rt, *iter);
            ops::iter_next(rt, it).map_err(at)?.unwrap_or(Value::NULL)
        }
        Insn::GetSlice { container, start, stop, step, .. } => {
            let (c, a, b, st) =
                (frame.get(rt, *container), frame.get(rt, *start), frame.get(rt, *stop), frame.get(rt, *step));
            ops::get_slice(rt, c, a, b, st).map_err(at)?
        }
        Insn::SetSlice { container, start, stop, step, value, .. } => {
            let (c, a, b, st, v) = (
                frame.get(rt, *container),
                frame.get(rt, *start),
                frame.get(rt, *stop),
                frame.get(rt, *step),
                frame.get(rt, *value),
            );
            ops::set_slice(rt, c, a, b, st, v).map_err(at)?;
            return Ok(Step::Done);
        }
        other => unreachable!("run_block dispatches {other:?} elsewhere"),
    };
    Ok(Step::Object(value))
}

/// Calls, and making functions and the cells they close over.
fn run_call(
    rt: &mut Rt,
    code: &Code,
    frame: &mut Frame,
    insn: &Insn,
    at: &dyn Fn(Box<PyErr>) -> Box<PyErr>,
) -> PyResult<Step> {
    let name = |i: u32| &*code.names[i as usize];
    let value = match insn {
        Insn::CallFunction { callee, args, .. } => {
            let callee = frame.get(rt, *callee);
            let args: SmallVec<[Value; 8]> = args.iter().map(|&a| frame.get(rt, a)).collect();
            ember_runtime::interp::call_function(rt, callee, &args).map_err(at)?
        }
        Insn::CallKw { callee, args, kwnames, .. } => {
            let callee = frame.get(rt, *callee);
            let args: SmallVec<[Value; 8]> = args.iter().map(|&a| frame.get(rt, a)).collect();
            call_with_keywords(rt, callee, &args, *kwnames).map_err(at)?
        }
        Insn::CallMethod { receiver, name: n, args, state } => {
            let recv = frame.get(rt, *receiver);
            let args: SmallVec<[Value; 8]> = args.iter().map(|&a| frame.get(rt, a)).collect();
            let site = Some((code, state.pc as usize));
            ember_runtime::interp::call_method(rt, site, recv, name(*n), &args).map_err(at)?
        }
        Insn::CallMethodCached { receiver, name: n, args, ways, state } => {
            let recv = frame.get(rt, *receiver);
            let mut all: SmallVec<[Value; 8]> = SmallVec::new();
            all.push(recv);
            all.extend(args.iter().map(|&a| frame.get(rt, a)));
            match ways.iter().find_map(|w| Some((w, w.first_arguments(recv)?))) {
                Some((way, first)) => {
                    let args = match first {
                        Some(v) => {
                            all[0] = v;
                            &all[..]
                        }
                        None => &all[1..],
                    };
                    ember_runtime::interp::call_function(rt, way.function, args).map_err(at)?
                }
                None => {
                    let site = Some((code, state.pc as usize));
                    ember_runtime::interp::call_method(rt, site, recv, name(*n), &all[1..]).map_err(at)?
                }
            }
        }
        Insn::CallHelper { helper, args, .. } => {
            let a: SmallVec<[Value; 8]> = args.iter().map(|&x| frame.get(rt, x)).collect();
            let r = call_helper(rt, code, None, helper, &a).map_err(at)?;
            if !helper.has_result() {
                return Ok(Step::Done);
            }
            r
        }
        Insn::MakeFunction { code: inner, defaults, kwdefaults, closure } => {
            let opt = |v: &Option<InsnId>| v.map_or(Value::NULL, |v| frame.get(rt, v));
            let (d, k, c) = (opt(defaults), opt(kwdefaults), opt(closure));
            let inner = ember_runtime::object::code_of(*inner);
            rt.new_function(inner, d, k, c)
        }
        Insn::MakeCell { value } => {
            let v = frame.get(rt, *value);
            rt.new_cell(v)
        }
        Insn::FreeVar { index } => {
            // The running function sits just below the frame (see `call_at`).
            // SAFETY: `base >= 1` for every call.
            let func = unsafe { *rt.stack.add(frame.base - 1) };
            crate::lowops::function_cell(func, *index)
        }
        Insn::LoadCell { cell, local, .. } => {
            // SAFETY: the builder only loads from values that are cells.
            let v = unsafe { (*frame.get(rt, *cell).as_ptr::<CellObject>()).value };
            if v.is_null() {
                return Err(at(ember_runtime::interp::unbound_cell_error(code, *local as usize)));
            }
            v
        }
        Insn::StoreCell { cell, value } => {
            let v = frame.get(rt, *value);
            // SAFETY: as for LoadCell.
            unsafe { (*frame.get(rt, *cell).as_ptr::<CellObject>()).value = v };
            return Ok(Step::Done);
        }
        other => unreachable!("run_block dispatches {other:?} elsewhere"),
    };
    Ok(Step::Object(value))
}

/// Building, appending to and unpacking lists and tuples.
fn run_container_op(
    rt: &mut Rt,
    frame: &mut Frame,
    insn: &Insn,
    at: &dyn Fn(Box<PyErr>) -> Box<PyErr>,
) -> PyResult<Step> {
    let value = match insn {
        Insn::BuildList { items } => {
            let items: SmallVec<[Value; 8]> = items.iter().map(|&a| frame.get(rt, a)).collect();
            rt.new_list(&items)
        }
        Insn::NewInstance { class } => classes::new_instance(rt, *class),
        Insn::InitInstance { object, args, init, .. } => {
            let obj = frame.get(rt, *object);
            let mut all: SmallVec<[Value; 8]> = SmallVec::new();
            all.push(obj);
            all.extend(args.iter().map(|&a| frame.get(rt, a)));
            if init.versions_hold() {
                let r = ember_runtime::interp::call_function(rt, init.function, &all).map_err(at)?;
                classes::check_init_result(r).map_err(at)?;
            } else {
                classes::initialise(rt, init.class, obj, &all[1..], &[]).map_err(at)?;
            }
            return Ok(Step::Done);
        }
        Insn::BuildTuple { items } => {
            let items: SmallVec<[Value; 8]> = items.iter().map(|&a| frame.get(rt, a)).collect();
            rt.new_tuple(&items)
        }
        Insn::ListAppend { list, value } => {
            let (l, v) = (frame.get(rt, *list), frame.get(rt, *value));
            rt.list_append(l, v);
            return Ok(Step::Done);
        }
        Insn::Unpack { sequence, count, .. } => {
            let v = frame.get(rt, *sequence);
            let mark = rt.handles.len();
            let items = ember_runtime::interp::unpack(rt, v, *count as usize);
            let r = items.map(|items| rt.new_tuple(&items));
            rt.handles.truncate(mark);
            r.map_err(at)?
        }
        Insn::TupleItem { tuple, index } => tuple_items(frame.get(rt, *tuple))[*index as usize],
        other => unreachable!("run_block dispatches {other:?} elsewhere"),
    };
    Ok(Step::Object(value))
}

/// The slot of the way `o` matches, as `LoadAttrCached` and `StoreAttrCached` dispatch.
fn cached_way(o: Value, ways: &[SlotWay]) -> Option<SlotWay> {
    ways.iter().copied().find(|w| ember_runtime::instance_attrs::has_plain_shape(o, w.from))
}

/// Guards, index and range checks, and machine arithmetic that can overflow: each
/// deopts when its check fails, and under deopt stress (see [`Deopts`]).
fn run_check(rt: &mut Rt, f: &Function, frame: &mut Frame, id: InsnId, insn: &Insn, deopts: &Deopts) -> Step {
    let force_deopt = |at: InsnId| deopts.force(at);
    let value = match insn {
        Insn::GuardType { value, ty, .. } => {
            let v = frame.get(rt, *value);
            if force_deopt(id) || !Type::from_value(v).is_subtype(*ty) {
                return Step::Leave(Next::Deopt(id));
            }
            v
        }
        Insn::GuardIs { value, expected, .. } => {
            let v = frame.get(rt, *value);
            if force_deopt(id) || v != *expected {
                return Step::Leave(Next::Deopt(id));
            }
            v
        }
        Insn::GuardShape { value, shape, store, .. } => {
            let v = frame.get(rt, *value);
            let hooked = *store && !ember_runtime::classes::plain_attribute_stores(ember_runtime::classes::type_of(v));
            if force_deopt(id) || !ember_runtime::instance_attrs::has_plain_shape(v, *shape) || hooked {
                return Step::Leave(Next::Deopt(id));
            }
            v
        }
        Insn::GuardCode { value, code, .. } => {
            let v = frame.get(rt, *value);
            if force_deopt(id) || !crate::lowops::has_code(v, code.get()) {
                return Step::Leave(Next::Deopt(id));
            }
            v
        }
        Insn::GuardVersions { value, versions, .. } => {
            if force_deopt(id) || !ember_runtime::classes::versions_hold(versions) {
                return Step::Leave(Next::Deopt(id));
            }
            frame.get(rt, *value)
        }
        Insn::GuardStorage { array, storage, .. } => {
            let a = frame.get(rt, *array);
            if force_deopt(id) || (!a.is_null() && !is_layout(a, storage.layout())) {
                return Step::Leave(Next::Deopt(id));
            }
            a
        }
        Insn::CharStr { code, .. } => {
            let c = u32::try_from(frame.prim(*code) as i64).ok().and_then(char::from_u32);
            match c {
                Some(c) if !force_deopt(id) => rt.char_str(c),
                _ => return Step::Leave(Next::Deopt(id)),
            }
        }
        Insn::StrOrd { string, .. } => {
            let s = frame.get(rt, *string);
            if ember_runtime::object::str_char_len(s) != 1 || force_deopt(id) {
                return Step::Leave(Next::Deopt(id));
            }
            frame.prims[id] = u64::from(ember_runtime::object::str_text(s).chars().next().expect("one char"));
            return Step::Done;
        }
        Insn::CheckIndex { index, length, .. } => {
            let (i, n) = (frame.prim(*index) as i64, frame.prim(*length) as i64);
            let i = if i < 0 { i + n } else { i };
            if !(0..n).contains(&i) || force_deopt(id) {
                return Step::Leave(Next::Deopt(id));
            }
            frame.prims[id] = i as u64;
            return Step::Done;
        }
        Insn::CheckRangeSmall { next, remaining, step, .. } => {
            let first = frame.prim(*next) as i64;
            let (count, step) = (frame.prim(*remaining) as i64, frame.prim(*step) as i64);
            // The values run from the first to the last one, monotonically.
            let last = i128::from(first) + i128::from(count - 1) * i128::from(step);
            let small = |v: i128| (i128::from(SMALL_INT_MIN)..=i128::from(SMALL_INT_MAX)).contains(&v);
            if (count > 0 && !(small(i128::from(first)) && small(last))) || force_deopt(id) {
                return Step::Leave(Next::Deopt(id));
            }
            frame.prims[id] = first as u64;
            return Step::Done;
        }
        Insn::IntArith { op, left, right, state } => {
            let (a, b) = (frame.prim(*left) as i64, frame.prim(*right) as i64);
            let arith = if state.is_some() { lowops::int_arith } else { lowops::int_arith_unchecked };
            // Only a checked operation (one with a frame state) can leave, and one
            // on a selected operand only when that operand is not 0.
            let may_leave = state.is_some() && f.selected_operand(id).is_none_or(|v| frame.prim(v) != 0);
            match arith(*op, a, b) {
                Some(r) if !(may_leave && force_deopt(id)) => frame.prims[id] = r as u64,
                _ => return Step::Leave(Next::Deopt(id)),
            }
            return Step::Done;
        }
        Insn::NumberToDouble { value, .. } => {
            match lowops::number_to_double(frame.get(rt, *value)) {
                Some(d) if !force_deopt(id) => frame.prims[id] = d.to_bits(),
                _ => return Step::Leave(Next::Deopt(id)),
            }
            return Step::Done;
        }
        Insn::FloatSqrt { operand, .. } => {
            match lowops::float_sqrt(f64::from_bits(frame.prim(*operand))) {
                Some(r) if !force_deopt(id) => frame.prims[id] = r.to_bits(),
                _ => return Step::Leave(Next::Deopt(id)),
            }
            return Step::Done;
        }
        Insn::IntNeg { operand, .. } => {
            match lowops::int_neg(frame.prim(*operand) as i64) {
                Some(r) if !force_deopt(id) => frame.prims[id] = r as u64,
                _ => return Step::Leave(Next::Deopt(id)),
            }
            return Step::Done;
        }
        Insn::FloatArith { op, left, right, state } => {
            let (a, b) = (f64::from_bits(frame.prim(*left)), f64::from_bits(frame.prim(*right)));
            match lowops::float_arith(*op, a, b) {
                Some(r) if !(state.is_some() && force_deopt(id)) => frame.prims[id] = r.to_bits(),
                _ => return Step::Leave(Next::Deopt(id)),
            }
            return Step::Done;
        }
        other => unreachable!("run_block dispatches {other:?} elsewhere"),
    };
    Step::Object(value)
}

/// Machine values: constants, boxing, and the operations that cannot fail.
fn run_machine_op(rt: &mut Rt, f: &Function, frame: &mut Frame, id: InsnId, insn: &Insn) -> Step {
    let value = match insn {
        Insn::PrimConst { bits } => {
            frame.prims[id] = *bits;
            return Step::Done;
        }
        Insn::Unbox { value } => {
            let v = frame.get(rt, *value);
            let t = f.ty(id);
            frame.prims[id] = if t.is_subtype(types::CInt64) {
                v.as_small_int() as u64
            } else if t.is_subtype(types::CDouble) {
                float_value(v).expect("Unbox of a float").to_bits()
            } else {
                (v == true_value()) as u64
            };
            return Step::Done;
        }
        Insn::Box { value } => boxed(rt, f.ty(*value), frame.prim(*value)),
        Insn::IntInvert { operand } => {
            frame.prims[id] = !frame.prim(*operand);
            return Step::Done;
        }
        Insn::IntCompare { op, left, right } => {
            let (a, b) = (frame.prim(*left) as i64, frame.prim(*right) as i64);
            frame.prims[id] = lowops::compare(*op, a.partial_cmp(&b)) as u64;
            return Step::Done;
        }
        Insn::FloatCompare { op, left, right } => {
            let (a, b) = (f64::from_bits(frame.prim(*left)), f64::from_bits(frame.prim(*right)));
            frame.prims[id] = lowops::compare(*op, a.partial_cmp(&b)) as u64;
            return Step::Done;
        }
        Insn::FloatNeg { operand } => {
            frame.prims[id] = (-f64::from_bits(frame.prim(*operand))).to_bits();
            return Step::Done;
        }
        Insn::CastIntToFloat { value } => {
            frame.prims[id] = (frame.prim(*value) as i64 as f64).to_bits();
            return Step::Done;
        }
        Insn::BoolNot { value } => {
            frame.prims[id] = (frame.prim(*value) == 0) as u64;
            return Step::Done;
        }
        Insn::Select { cond, if_true, if_false } => {
            let chosen = if frame.prim(*cond) != 0 { *if_true } else { *if_false };
            frame.prims[id] = frame.prim(chosen);
            return Step::Done;
        }
        Insn::IsSame { left, right } => {
            frame.prims[id] = (frame.get(rt, *left) == frame.get(rt, *right)) as u64;
            return Step::Done;
        }
        Insn::StrEq { left, right } => {
            frame.prims[id] = ember_runtime::object::str_eq(frame.get(rt, *left), frame.get(rt, *right)) as u64;
            return Step::Done;
        }
        Insn::StrLen { string } => {
            frame.prims[id] = ember_runtime::object::str_char_len(frame.get(rt, *string)) as u64;
            return Step::Done;
        }
        Insn::IsInstance { value, classes } => {
            frame.prims[id] = crate::lowops::is_instance(frame.get(rt, *value), classes) as u64;
            return Step::Done;
        }
        Insn::InstanceHas { value, class, shape } => {
            frame.prims[id] = crate::lowops::instance_has(frame.get(rt, *value), *class, *shape) as u64;
            return Step::Done;
        }
        other => unreachable!("run_block dispatches {other:?} elsewhere"),
    };
    Step::Object(value)
}

/// Loads and stores of object fields and array items, and array lengths.
fn run_memory_op(rt: &mut Rt, frame: &mut Frame, id: InsnId, insn: &Insn) -> Step {
    let value = match insn {
        Insn::LoadSlot { object, slot } => ember_runtime::instance_attrs::slot(frame.get(rt, *object), *slot as usize),
        Insn::ArrayLen { array } => {
            // SAFETY: the verifier and the types make `array` a list or a tuple,
            // whose lengths share an offset (asserted below).
            frame.prims[id] = unsafe { (*frame.get(rt, *array).as_ptr::<TupleObject>()).len } as u64;
            return Step::Done;
        }
        Insn::LoadField { object, field } => {
            // SAFETY: the verifier gives the object the field's layout; the field is
            // a word at its offset.
            let word = unsafe { *(frame.get(rt, *object).raw() as *const u8).add(field.offset()).cast::<u64>() };
            if field.ty().is_subtype(types::Object) {
                Value(word)
            } else {
                frame.prims[id] = word;
                return Step::Done;
            }
        }
        Insn::StoreField { object, field, value } => {
            frame.store_field(rt, *object, *field, *value);
            return Step::Done;
        }
        Insn::StoreSlot { object, slot, value } => {
            let (o, v) = (frame.get(rt, *object), frame.get(rt, *value));
            ember_runtime::instance_attrs::set_slot(o, *slot as usize, v);
            return Step::Done;
        }
        Insn::LoadArrayItem { array, index } | Insn::LoadNumberItem { array, index, .. } => {
            let i = frame.prim(*index) as usize;
            // SAFETY: a tuple or a list's storage (the verifier checks the types), and
            // `CheckIndex` put the index in range.
            unsafe { storage_item(frame.get(rt, *array), i) }
        }
        Insn::StoreArrayItem { array, index, value } => {
            let (a, v, i) = (frame.get(rt, *array), frame.get(rt, *value), frame.prim(*index) as usize);
            // SAFETY: as for LoadArrayItem.
            unsafe { set_storage_item(a, i, v) };
            return Step::Done;
        }
        Insn::LoadBoolItem { array, index } => {
            let i = frame.prim(*index) as usize;
            // SAFETY: the guard made `array` a `BoolArray`; `CheckIndex` or the
            // loop's length test put the index in range.
            frame.prims[id] = unsafe { bool_item(frame.get(rt, *array), i) } as u64;
            return Step::Done;
        }
        Insn::StoreBoolItem { array, index, value } => {
            let (a, i, b) = (frame.get(rt, *array), frame.prim(*index) as usize, frame.prim(*value) != 0);
            // SAFETY: as for LoadBoolItem.
            unsafe { set_bool_item(a, i, b) };
            return Step::Done;
        }
        other => unreachable!("run_block dispatches {other:?} elsewhere"),
    };
    Step::Object(value)
}

/// Jumps, branches, returns and raises: each ends the block.
fn run_exit(
    rt: &mut Rt,
    f: &Function,
    frame: &mut Frame,
    insn: &Insn,
    at: &dyn Fn(Box<PyErr>) -> Box<PyErr>,
) -> PyResult<Next> {
    match insn {
        Insn::Jump { edge } => {
            pass(rt, f, frame, edge.target, &edge.args);
            Ok(Next::Block(edge.target))
        }
        Insn::Branch { cond, if_true, if_false } => {
            let edge = if frame.prim(*cond) != 0 { if_true } else { if_false };
            pass(rt, f, frame, edge.target, &edge.args);
            Ok(Next::Block(edge.target))
        }
        Insn::Return { value } => Ok(Next::Return(frame.get(rt, *value))),
        Insn::Try { normal, .. } => {
            let edge = normal.as_ref().expect("a block that always raises never falls through");
            pass(rt, f, frame, edge.target, &edge.args);
            Ok(Next::Block(edge.target))
        }
        Insn::Raise { kind, value, .. } => {
            let v = value.map_or(Value::NULL, |v| frame.get(rt, v));
            Err(at(crate::helper_ops::raise(rt, *kind, v)))
        }
        other => unreachable!("run_block dispatches {other:?} elsewhere"),
    }
}

// Lists, tuples and value arrays share the offsets low-level code reads.
const _: () = {
    use std::mem::offset_of;
    assert!(offset_of!(ListObject, len) == offset_of!(TupleObject, len));
    assert!(offset_of!(ValueArray, len) == offset_of!(TupleObject, len));
    assert!(offset_of!(ValueArray, items) == offset_of!(TupleObject, items));
};

/// Assigns a jump's arguments to the target's parameters, all at once.
fn pass(rt: &mut Rt, f: &Function, frame: &mut Frame, target: BlockId, args: &[InsnId]) {
    let params = &f.block(target).params;
    let objects: SmallVec<[Value; 16]> = args.iter().map(|&a| frame.get(rt, a)).collect();
    let prims: SmallVec<[u64; 16]> = args.iter().map(|&a| frame.prim(a)).collect();
    for (k, &p) in params.iter().enumerate() {
        if f.ty(p).is_subtype(types::OptObject) {
            frame.set(rt, p, objects[k]);
        } else {
            frame.prims[p] = prims[k];
        }
    }
}
