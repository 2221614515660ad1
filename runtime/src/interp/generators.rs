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
    let slots = frame_slots(code) + code.handled.iter().copied().max().unwrap_or(0) as usize;
    // The bound locals may reach above `rt.sp` (a `*args` tuple made for no
    // arguments): they stay roots while the frame is allocated.
    let caller_sp = rt.sp;
    rt.sp = rt.sp.max(base + code.nlocals as usize);
    let frame = Value::from_ptr(rt.alloc(LayoutId::ValueArray, slots));
    rt.sp = caller_sp;
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

/// The slots of a generator's frame array before the exceptions it handles while
/// suspended (its locals and operand stack).
fn frame_slots(code: &Code) -> usize {
    code.nlocals as usize + code.stack_size as usize
}

/// Runs generator `g` to its next `yield` (sending `sent` as the value of the
/// suspended `yield`); None when it finishes.
pub fn generator_resume(rt: &mut Rt, g: Value, sent: Value) -> PyResult<Option<Value>> {
    if let Some(inner) = (!is_none(sent)).then(|| delegate(g)).flatten() {
        // `yield from` passes a sent value on to the iterator it delegates to.
        let r = if is_layout(inner, LayoutId::Generator) {
            generator_resume(rt, inner, sent)
        } else {
            match crate::methods::call_method(rt, inner, "send", &[sent], &[]) {
                Ok(v) => Ok(Some(v)),
                Err(e) if e.is_kind(ExcKind::StopIteration) => Ok(None),
                Err(e) => Err(e),
            }
        };
        return after_delegate(rt, g, inner, r);
    }
    generator_resume_with(rt, g, sent, None)
}

/// The iterator generator `g` delegates to, when it is suspended in a `yield from`
/// (whose `yield` is followed by `YieldFromResume`, with the iterator on top of the
/// saved operand stack).
fn delegate(g: Value) -> Option<Value> {
    // SAFETY: a checked generator, live while the caller holds it.
    let genr = unsafe { &*checked_ptr::<GeneratorObject>(g) };
    let code = code_of_function(genr.func);
    if genr.state != 1 || code.ops.get(genr.pc as usize) != Some(&crate::code::Op::YieldFromResume) {
        return None;
    }
    // SAFETY: the frame array holds the `saved` slots of the suspended frame, the
    // iterator (under the yielded value, which is not saved) last.
    Some(unsafe { *(*genr.frame.as_ptr::<ValueArray>()).items.as_ptr().add(genr.saved as usize - 1) })
}

/// Generator `g` after the iterator it delegates to answered a `send` or `throw`:
/// its next value is `g`'s; when it finished, `g` goes on past the `yield from` (its
/// loop finds the iterator exhausted and takes its return value); its exception is
/// raised in `g` at the `yield from`.
fn after_delegate(rt: &mut Rt, g: Value, inner: Value, r: PyResult<Option<Value>>) -> PyResult<Option<Value>> {
    match r {
        Ok(Some(v)) => Ok(Some(v)),
        Ok(None) => {
            if is_layout(inner, LayoutId::Generator) {
                // SAFETY: checked layout. Its return value waits for `g`'s loop.
                unsafe { (*inner.as_ptr::<GeneratorObject>()).state = 4 };
            }
            generator_resume_with(rt, g, none(), None)
        }
        Err(e) => generator_resume_with(rt, g, none(), Some(e)),
    }
}

/// `generator.throw(exc)`: raises `exc` at the suspended `yield`; the next yielded
/// value, or None when the generator finishes.
pub fn generator_throw(rt: &mut Rt, g: Value, exc: Box<PyErr>) -> PyResult<Option<Value>> {
    // SAFETY: a checked generator, live while the caller holds it.
    let state = unsafe { (*checked_ptr::<GeneratorObject>(g)).state };
    if state == 2 {
        return raise!(ValueError, "generator already executing");
    }
    if state != 1 {
        // Not started or finished: the exception comes straight back.
        // SAFETY: as above.
        unsafe { (*g.as_ptr::<GeneratorObject>()).state = 3 };
        return Err(exc);
    }
    if let Some(inner) = delegate(g) {
        // `yield from` passes the exception on: GeneratorExit closes the iterator it
        // delegates to and is then raised here; others are thrown into it.
        if exc.is_kind(ExcKind::GeneratorExit) {
            close_iterator(rt, inner)?;
        } else if is_layout(inner, LayoutId::Generator) {
            let r = generator_throw(rt, inner, exc);
            return after_delegate(rt, g, inner, r);
        } else if crate::classes::lookup(crate::classes::type_of(inner), "throw", None).is_some() {
            let mut exc = exc;
            let value = exception_object(rt, &mut exc);
            let r = match crate::methods::call_method(rt, inner, "throw", &[value], &[]) {
                Ok(v) => Ok(Some(v)),
                Err(e) if e.is_kind(ExcKind::StopIteration) => Ok(None),
                Err(e) => Err(e),
            };
            return after_delegate(rt, g, inner, r);
        }
    }
    generator_resume_with(rt, g, none(), Some(exc))
}

/// Closes the iterator a `yield from` delegates to: a generator, or anything with a
/// `close` method.
fn close_iterator(rt: &mut Rt, it: Value) -> PyResult<()> {
    if is_layout(it, LayoutId::Generator) {
        return generator_close(rt, it);
    }
    if is_layout(it, LayoutId::Instance) && crate::classes::lookup(crate::classes::type_of(it), "close", None).is_some()
    {
        crate::methods::call_method(rt, it, "close", &[], &[])?;
    }
    Ok(())
}

/// `generator.close()`: GeneratorExit at the suspended `yield`, so `finally` runs.
pub fn generator_close(rt: &mut Rt, g: Value) -> PyResult<()> {
    // SAFETY: a checked generator, live while the caller holds it.
    let state = unsafe { (*checked_ptr::<GeneratorObject>(g)).state };
    if state == 2 {
        return raise!(ValueError, "generator already executing");
    }
    if state != 1 {
        // SAFETY: as above.
        unsafe { (*g.as_ptr::<GeneratorObject>()).state = 3 };
        return Ok(());
    }
    if let Some(inner) = delegate(g) {
        close_iterator(rt, inner)?;
    }
    let exit = PyErr::new(ExcKind::GeneratorExit, "");
    match generator_resume_with(rt, g, none(), Some(exit)) {
        Ok(Some(_)) => raise!(RuntimeError, "generator ignored GeneratorExit"),
        Ok(None) => Ok(()),
        Err(e) if e.is_kind(ExcKind::GeneratorExit) => Ok(()),
        Err(e) => Err(e),
    }
}

/// The value of a `yield from` whose iterator `it` is exhausted: the return value of
/// the generator it delegated to, else None.
pub fn iter_return_value(it: Value) -> Value {
    if !is_layout(it, LayoutId::Generator) {
        return none();
    }
    // SAFETY: checked layout.
    let rv = unsafe { (*it.as_ptr::<GeneratorObject>()).retval };
    if rv.is_null() { none() } else { rv }
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

/// Copies `n` frame slots: a generator's frame is a few slots, which a loop copies
/// faster than a call of `memcpy` does.
///
/// # Safety
/// `from` and `to` must be valid for `n` values and not overlap.
#[inline(always)]
unsafe fn copy_slots(from: *const Value, to: *mut Value, n: usize) {
    // SAFETY: forwarded from the caller.
    unsafe {
        if n <= 16 {
            for k in 0..n {
                *to.add(k) = *from.add(k);
            }
        } else {
            std::ptr::copy_nonoverlapping(from, to, n);
        }
    }
}

fn generator_resume_with(rt: &mut Rt, g: Value, sent: Value, mut throw: Option<Box<PyErr>>) -> PyResult<Option<Value>> {
    // SAFETY: a checked generator, rooted by the caller.
    let genr = unsafe { &mut *checked_ptr::<GeneratorObject>(g) };
    match genr.state {
        3 => {
            // Only the resume that finished it delivers the return value.
            genr.retval = Value::NULL;
            return Ok(None);
        }
        4 => {
            genr.state = 3;
            return Ok(None);
        }
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
        copy_slots((*arr).items.as_ptr(), rt.stack.add(base), saved);
    }
    let mut sp = base + saved;
    if genr.state == 1 && throw.is_none() {
        // SAFETY: within the frame's operand stack.
        unsafe { *rt.stack.add(sp) = sent };
        sp += 1;
    }
    let suspended = genr.state == 1;
    genr.state = 2;
    rt.sp = sp;
    rt.depth += 1;
    let exc_base = rt.exc_stack.len();
    if suspended {
        // The exceptions the frame handled when it suspended are handled again.
        let handled = code.handled_depth(genr.pc as usize);
        for k in 0..handled {
            // SAFETY: the frame array keeps them after its locals and operand stack.
            let value = unsafe { *(*genr.frame.as_ptr::<ValueArray>()).items.as_ptr().add(frame_slots(code) + k) };
            rt.exc_stack.push(crate::vm::ExcInfo { value });
        }
    }
    if let Some(e) = throw.as_mut()
        && rt.exc_stack.len() == exc_base
    {
        // A thrown exception's context is what the generator itself handles (none
        // here), never the caller's.
        e.context_recorded = true;
    }
    let resumed_at = genr.pc as usize;
    let result = if rt.depth > rt.recursion_limit {
        Err(PyErr::new(ExcKind::RecursionError, "maximum recursion depth exceeded"))
    } else if let Some(r) = throw
        .is_none()
        .then(|| rt.tier.clone())
        .flatten()
        .and_then(|tier| tier.resume(rt, code, base, resumed_at, sp - base - code.nlocals as usize))
    {
        r
    } else {
        interpret(rt, code, base, exc_base, resumed_at, sp, throw)
    };
    let yielded = rt.yielded.take();
    let handled: SmallVec<[Value; 2]> = if rt.exc_stack.len() > exc_base {
        rt.exc_stack.drain(exc_base..).map(|info| info.value).collect()
    } else {
        SmallVec::new()
    };
    rt.depth -= 1;
    // SAFETY: the generator is still rooted by the caller.
    let genr = unsafe { &mut *g.as_ptr::<GeneratorObject>() };
    let out = match (result, yielded) {
        (Ok(v), Some((pc, height))) => {
            debug_assert_eq!(handled.len(), code.handled_depth(pc), "handled exceptions at a yield");
            // SAFETY: the suspended frame's slots are still on the stack above `base`;
            // the array has room for them and for the handled exceptions.
            unsafe {
                let arr = genr.frame.as_ptr::<ValueArray>();
                copy_slots(rt.stack.add(base), (*arr).items.as_mut_ptr(), height);
                let kept = (*arr).items.as_mut_ptr().add(frame_slots(code));
                std::ptr::copy_nonoverlapping(handled.as_ptr(), kept, handled.len());
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
                // CPython raises it where the generator was resumed, the StopIteration
                // (with the generator's frames) as its cause and context.
                let mut stop_err = e;
                let stop = exception_object(rt, &mut stop_err);
                rt.handles.push(stop);
                keep_traceback(rt, stop, &stop_err.traceback);
                let mut err = PyErr::new(ExcKind::RuntimeError, "generator raised StopIteration");
                let obj = exception_object(rt, &mut err);
                rt.handles.push(obj);
                // Setting the cause suppresses the context.
                let linked = crate::classes::setattr(rt, obj, "__context__", stop)
                    .and_then(|_| crate::classes::setattr(rt, obj, "__cause__", stop));
                rt.handles.truncate(rt.handles.len() - 2);
                err.context_recorded = true;
                linked.map_or_else(Err, |_| Err(err))
            } else {
                Err(e)
            }
        }
    };
    rt.sp = callee_at;
    out
}
