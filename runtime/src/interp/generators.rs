//! Generators: making one for a call of a generator function, and `send`/`throw`/`close` resuming its saved frame.

use super::*;
use crate::code::Code;
use crate::error::{ExcKind, PyErr, PyResult};
use crate::raise;
use crate::value::Value;
use crate::vm::{Rt, STACK_SLOTS};

/// Makes the generator for a call of generator function `f` whose arguments are
/// bound in `stack[base..base+nlocals]`.
pub(super) fn new_generator(rt: &mut Rt, f: Value, code: &Code, base: usize) -> Value {
    let slots = code.nlocals as usize + code.stack_size as usize;
    let frame = Value::from_ptr(rt.alloc(LayoutId::ValueArray, slots));
    // SAFETY: the locals are bound on the live stack; the array has room for them.
    unsafe {
        let arr = frame.as_ptr::<ValueArray>();
        std::ptr::copy_nonoverlapping(rt.stack.add(base), (*arr).items.as_mut_ptr(), code.nlocals as usize);
    }
    rt.handles.push(frame);
    let h = rt.alloc(LayoutId::Generator, 0);
    rt.handles.pop();
    // SAFETY: fresh generator object.
    unsafe {
        let g = h as *mut GeneratorObject;
        (*g).func = f;
        (*g).frame = frame;
        (*g).saved = code.nlocals as u64;
    }
    Value::from_ptr(h)
}

/// Runs generator `g` to its next `yield` (sending `sent` as the value of the
/// suspended `yield`); None when it finishes.
pub fn generator_resume(rt: &mut Rt, g: Value, sent: Value) -> PyResult<Option<Value>> {
    generator_resume_with(rt, g, sent, None)
}

/// `generator.throw(exc)`: raises `exc` at the suspended `yield`; the next yielded
/// value, or None when the generator finishes.
pub fn generator_throw(rt: &mut Rt, g: Value, exc: Box<PyErr>) -> PyResult<Option<Value>> {
    // SAFETY: a checked generator, live while the caller holds it.
    let state = unsafe { (*checked_ptr::<GeneratorObject>(g)).state };
    if state != 1 {
        // Not started or finished: the exception comes straight back.
        // SAFETY: as above.
        unsafe { (*g.as_ptr::<GeneratorObject>()).state = 3 };
        return Err(exc);
    }
    generator_resume_with(rt, g, none(), Some(exc))
}

/// `generator.close()`: GeneratorExit at the suspended `yield`, so `finally` runs.
pub fn generator_close(rt: &mut Rt, g: Value) -> PyResult<()> {
    // SAFETY: a checked generator, live while the caller holds it.
    let state = unsafe { (*checked_ptr::<GeneratorObject>(g)).state };
    if state != 1 {
        // SAFETY: as above.
        unsafe { (*g.as_ptr::<GeneratorObject>()).state = 3 };
        return Ok(());
    }
    let exit = PyErr::new(ExcKind::GeneratorExit, "");
    match generator_resume_with(rt, g, none(), Some(exit)) {
        Ok(Some(_)) => raise!(RuntimeError, "generator ignored GeneratorExit"),
        Ok(None) => Ok(()),
        Err(e) if e.is_kind(ExcKind::GeneratorExit) => Ok(()),
        Err(e) => Err(e),
    }
}

/// The StopIteration of an exhausted iterator: a generator's carries the value it
/// returned (`StopIteration.value`).
pub fn stop_iteration(rt: &mut Rt, it: Value) -> Box<PyErr> {
    if is_layout(it, LayoutId::Generator) {
        // SAFETY: checked layout. The value is delivered once.
        let retval = unsafe { std::mem::replace(&mut (*it.as_ptr::<GeneratorObject>()).retval, Value::NULL) };
        if !retval.is_null() && !is_none(retval) {
            return crate::interp::raise_builtin(rt, ExcKind::StopIteration, &[retval]);
        }
    }
    PyErr::new(ExcKind::StopIteration, "")
}

fn generator_resume_with(rt: &mut Rt, g: Value, sent: Value, throw: Option<Box<PyErr>>) -> PyResult<Option<Value>> {
    // SAFETY: a checked generator, rooted by the caller.
    let genr = unsafe { &mut *checked_ptr::<GeneratorObject>(g) };
    match genr.state {
        3 => return Ok(None),
        2 => return raise!(ValueError, "generator already executing"),
        0 if !is_none(sent) => return raise!(TypeError, "can't send non-None value to a just-started generator"),
        _ => {}
    }
    let code = code_of_function(genr.func);
    let callee_at = rt.sp;
    let base = callee_at + 1;
    let saved = genr.saved as usize;
    if base + code.nlocals as usize + code.stack_size as usize + 1 >= STACK_SLOTS {
        return raise!(RecursionError, "maximum recursion depth exceeded");
    }
    // SAFETY: bounds checked above; the frame array holds `saved` slots.
    unsafe {
        *rt.stack.add(callee_at) = genr.func;
        let arr = genr.frame.as_ptr::<ValueArray>();
        std::ptr::copy_nonoverlapping((*arr).items.as_ptr(), rt.stack.add(base), saved);
    }
    let mut sp = base + saved;
    if genr.state == 1 && throw.is_none() {
        // SAFETY: within the frame's operand stack.
        unsafe { *rt.stack.add(sp) = sent };
        sp += 1;
    }
    genr.state = 2;
    rt.sp = sp;
    rt.depth += 1;
    let exc_base = rt.exc_stack.len();
    let result = if rt.depth > rt.recursion_limit {
        Err(PyErr::new(ExcKind::RecursionError, "maximum recursion depth exceeded"))
    } else {
        interpret(rt, code, base, exc_base, genr.pc as usize, sp, throw)
    };
    rt.exc_stack.truncate(exc_base);
    rt.depth -= 1;
    // SAFETY: the generator is still rooted by the caller.
    let genr = unsafe { &mut *g.as_ptr::<GeneratorObject>() };
    let out = match (result, rt.yielded.take()) {
        (Ok(v), Some((pc, height))) => {
            // SAFETY: the suspended frame's slots are still on the stack above `base`.
            unsafe {
                let arr = genr.frame.as_ptr::<ValueArray>();
                std::ptr::copy_nonoverlapping(rt.stack.add(base), (*arr).items.as_mut_ptr(), height);
            }
            genr.pc = pc as u64;
            genr.saved = height as u64;
            genr.state = 1;
            Ok(Some(v))
        }
        (Ok(v), None) => {
            genr.state = 3;
            genr.retval = v;
            Ok(None)
        }
        (Err(e), _) => {
            genr.state = 3;
            if e.is_kind(ExcKind::StopIteration) {
                // CPython raises it where the generator was resumed: the generator's
                // frames belong to the StopIteration (its cause, which ember drops).
                Err(PyErr::new(ExcKind::RuntimeError, "generator raised StopIteration"))
            } else {
                Err(e)
            }
        }
    };
    rt.sp = callee_at;
    out
}
