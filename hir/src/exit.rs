//! Leaving HIR for the bytecode interpreter: what every tier that runs HIR does at a
//! frame state (the HIR interpreter's deopts and `ember_jit::deopt`). The tier makes
//! the frame state's field writes, then [`resume_in_interpreter`] rebuilds the
//! interpreter frame, boxing machine values with [`boxed`], and finishes the call.
//! A generator's `Yield` writes the frame the same way ([`suspend`]).

use crate::ir::{FrameState, InsnId};
use crate::{Type, types};
use ember_runtime::code::Code;
use ember_runtime::error::{PyErr, PyResult};
use ember_runtime::object::py_bool;
use ember_runtime::value::Value;
use ember_runtime::vm::Rt;
use smallvec::SmallVec;

/// Finishes a call in the bytecode interpreter at `state` (the deoptimisation of any
/// tier that runs HIR): writes the frame ([`write_frame`]) and resumes.
pub fn resume_in_interpreter(
    rt: &mut Rt,
    code: &Code,
    base: usize,
    state: &FrameState,
    value: impl FnMut(&mut Rt, usize, InsnId) -> Value,
) -> PyResult<Value> {
    let stack = write_frame(rt, code, base, state, value);
    ember_runtime::interp::resume_frame(rt, code, base, state.pc as usize, &stack)
}

/// Suspends a generator at a `Yield` whose frame state is `state` (every tier's):
/// writes the frame ([`write_frame`]) for the resumer to save, and records where it
/// resumes, as the interpreter's `Yield` does. Returns the yielded `value`.
pub fn suspend(
    rt: &mut Rt,
    code: &Code,
    base: usize,
    state: &FrameState,
    yielded: Value,
    value: impl FnMut(&mut Rt, usize, InsnId) -> Value,
) -> Value {
    rt.handles.push(yielded);
    let stack = write_frame(rt, code, base, state, value);
    rt.handles.pop();
    rt.yielded = Some((state.pc as usize, code.nlocals as usize + stack.len()));
    yielded
}

/// Writes the interpreter frame at `base` for `state`: its locals and operand stack,
/// taking each entry's object from `value(rt, position, v)` (position: locals first,
/// then the stack). `value` may allocate: entries written so far are below `rt.sp`,
/// so they are rooted. Returns the operand stack.
fn write_frame(
    rt: &mut Rt,
    code: &Code,
    base: usize,
    state: &FrameState,
    mut value: impl FnMut(&mut Rt, usize, InsnId) -> Value,
) -> SmallVec<[Value; 8]> {
    for (k, &v) in state.locals.iter().enumerate() {
        let x = value(rt, k, v);
        // SAFETY: the frame's locals are inside the stack (the tier checked the
        // frame's extent when the call began).
        unsafe { *rt.stack.add(base + k) = x };
    }
    let stack_base = base + code.nlocals as usize;
    for (k, &v) in state.stack.iter().enumerate() {
        let x = value(rt, state.locals.len() + k, v);
        // SAFETY: the operand stack lies inside the frame, below the tier's values.
        unsafe { *rt.stack.add(stack_base + k) = x };
    }
    // SAFETY: just written.
    (0..state.stack.len()).map(|k| unsafe { *rt.stack.add(stack_base + k) }).collect()
}

/// What the landing of a `Try` does first (every tier's): makes `err`, raised at
/// bytecode `pc` inside a `try`, the exception the frame handles, as the interpreter's
/// dispatch does. Its context is recorded, its traceback gets this frame's line, the
/// exceptions handled since the `try` began end, and it is pushed on `rt.exc_stack`.
pub fn catch(rt: &mut Rt, code: &Code, pc: u32, mut err: Box<PyErr>) {
    if !err.context_recorded {
        ember_runtime::interp::record_context(rt, &mut err);
    }
    let pc = pc as usize;
    let handler = code.handler_at(pc).expect("a Try's pc is inside a try");
    let keep = rt.exc_stack.len().saturating_sub(code.handled_depth(pc)) + handler.exc_depth as usize;
    ember_runtime::interp::enter_handler(rt, code, pc, err, keep);
}

/// Whether boxing a machine value of type `t` never allocates (an int of the small
/// range or a bool; a float may need a heap box).
pub fn boxes_without_allocating(t: Type) -> bool {
    !t.is_subtype(types::CDouble)
}

/// The object for a machine value of type `t`.
pub fn boxed(rt: &mut Rt, t: Type, bits: u64) -> Value {
    if t.is_subtype(types::CInt64) {
        Value::small_int(bits as i64)
    } else if t.is_subtype(types::CDouble) {
        rt.new_float(f64::from_bits(bits))
    } else {
        py_bool(bits != 0)
    }
}
