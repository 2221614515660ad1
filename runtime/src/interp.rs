//! The interpreter loop.
//!
//! One Rust call of [`run_frame`] per Python call. The frame's locals and operand stack
//! live in the VM value stack; `sp` is kept in a local and written back to `rt.sp`
//! before anything that can allocate (and so collect), which keeps the root set exact.
//! Small-int and float arithmetic and comparisons run inline; everything else calls
//! the generic operations in `crate::ops`.

use crate::code::{BinOp, CmpOp, Code, Op};
use crate::error::{ExcKind, PyErr, PyResult};
use crate::layout::*;
use crate::object::*;
use crate::ops;
use crate::profile::class_bit;
use crate::raise;
use crate::shared_ops;
use crate::value::Value;
use crate::vm::{Rt, STACK_SLOTS};
use smallvec::SmallVec;

/// Runs a module's code object with an empty frame at the bottom of the stack.
pub fn run_module(rt: &mut Rt, code: &Code) -> PyResult<Value> {
    let nlocals = code.nlocals as usize;
    let base = rt.sp;
    for i in 0..nlocals {
        // SAFETY: within the stack (a module has few locals: none today).
        unsafe { *rt.stack.add(base + i) = Value::NULL };
    }
    let r = run_frame(rt, code, base);
    rt.sp = base;
    r
}

#[inline(always)]
fn record(code: &Code, pc: usize, left: Value, right: Value) {
    let cell = &code.profile[pc];
    let bits = class_bit(left) as u32 | (class_bit(right) as u32) << 16;
    let old = cell.get();
    if old | bits != old {
        cell.set(old | bits);
    }
}

/// Runs `code` in the frame at `base` (arguments already bound in its first locals,
/// the other locals NULL). Returns the function's result.
pub fn run_frame(rt: &mut Rt, code: &Code, base: usize) -> PyResult<Value> {
    code.call_count.set(code.call_count.get() + 1);
    let frame_top = base + code.nlocals as usize + code.stack_size as usize;
    if rt.depth >= rt.recursion_limit || frame_top >= STACK_SLOTS {
        // As CPython's: the call fails before the callee's frame exists, so the
        // traceback ends at the caller's line.
        return raise!(RecursionError, "maximum recursion depth exceeded");
    }
    rt.depth += 1;
    // Exceptions handled in this frame end with it, however it exits.
    let exc_base = rt.exc_stack.len();
    let tiered = match rt.tier.clone() {
        Some(tier) => tier.run(rt, code, base),
        None => None,
    };
    let result = match tiered {
        Some(result) => result,
        None => interpret(rt, code, base, exc_base, 0, base + code.nlocals as usize, None),
    };
    rt.exc_stack.truncate(exc_base);
    rt.depth -= 1;
    result
}

/// Finishes a call in the bytecode interpreter from the middle: the frame at `base`
/// holds the locals, and `stack` the operand stack, of the instruction at `pc`, which
/// runs next (a tier's deoptimisation).
pub fn resume_frame(rt: &mut Rt, code: &Code, base: usize, pc: usize, stack: &[Value]) -> PyResult<Value> {
    let locals_end = base + code.nlocals as usize;
    // SAFETY: the frame's extent was checked when the call began.
    unsafe {
        for (i, &v) in stack.iter().enumerate() {
            *rt.stack.add(locals_end + i) = v;
        }
    }
    let exc_base = rt.exc_stack.len();
    interpret(rt, code, base, exc_base, pc, locals_end + stack.len(), None)
}

/// Makes the generator for a call of generator function `f` whose arguments are
/// bound in `stack[base..base+nlocals]`.
fn new_generator(rt: &mut Rt, f: Value, code: &Code, base: usize) -> Value {
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
    // SAFETY: callers pass a live generator.
    let state = unsafe { (*g.as_ptr::<GeneratorObject>()).state };
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
    // SAFETY: callers pass a live generator.
    let state = unsafe { (*g.as_ptr::<GeneratorObject>()).state };
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

fn generator_resume_with(rt: &mut Rt, g: Value, sent: Value, throw: Option<Box<PyErr>>) -> PyResult<Option<Value>> {
    // SAFETY: callers pass a live generator (rooted by them).
    let genr = unsafe { &mut *g.as_ptr::<GeneratorObject>() };
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

/// The exception object of `err`, made (and remembered in `err`) if the runtime raised
/// it without one.
pub fn exception_object(rt: &mut Rt, err: &mut PyErr) -> Value {
    if !err.value.is_null() {
        return err.value;
    }
    let cls = rt.exc_classes[err.kind as usize];
    let mark = rt.handles.len();
    let args: SmallVec<[Value; 1]> = if err.message.is_empty() {
        SmallVec::new()
    } else {
        let m = rt.new_str(&err.message);
        rt.handles.push(m);
        smallvec::smallvec![m]
    };
    let obj = crate::classes::instantiate(rt, cls, &args, &[]).expect("builtin exception construction");
    rt.handles.truncate(mark);
    err.value = obj;
    obj
}

/// The innermost exception-table entry covering instruction `pc`.
fn find_handler(code: &Code, pc: usize) -> Option<&crate::code::ExcHandler> {
    let pc = pc as u32;
    code.handlers.iter().filter(|h| h.start <= pc && pc < h.end).max_by_key(|h| h.level)
}

/// Runs `code` from `start_pc` with the operand stack at `start_sp`; `throw` raises an
/// exception at `start_pc - 1` first (a generator's `throw()`).
fn interpret(
    rt: &mut Rt,
    code: &Code,
    base: usize,
    exc_base: usize,
    start_pc: usize,
    start_sp: usize,
    mut throw: Option<Box<PyErr>>,
) -> PyResult<Value> {
    let st = rt.stack;
    let ops = code.ops.as_slice();
    let consts = code.consts.as_slice();
    let mut sp = start_sp;
    rt.sp = sp;
    let mut pc: usize = start_pc;

    // Stack access helpers. SAFETY (for all of them): indices stay within the frame's
    // window of the value stack, whose size the compiler bounded (`stack_size`) and
    // `run_frame` checked against STACK_SLOTS.
    macro_rules! at {
        ($i:expr) => {
            // SAFETY: see above.
            unsafe { *st.add($i) }
        };
    }
    macro_rules! set {
        ($i:expr, $v:expr) => {{
            let v = $v;
            // SAFETY: see above.
            unsafe { *st.add($i) = v }
        }};
    }
    macro_rules! push {
        ($v:expr) => {{
            let v = $v;
            // SAFETY: see above.
            unsafe { *st.add(sp) = v };
            sp += 1;
        }};
    }
    macro_rules! pop {
        () => {{
            sp -= 1;
            // SAFETY: see above.
            unsafe { *st.add(sp) }
        }};
    }
    macro_rules! top {
        () => {
            // SAFETY: see above.
            unsafe { *st.add(sp - 1) }
        };
    }
    macro_rules! sync {
        () => {
            rt.sp = sp
        };
    }

    let locals_end = base + code.nlocals as usize;
    let mut err = loop {
        let err: Box<PyErr> = if let Some(e) = throw.take() {
            e
        } else {
            'run: loop {
                macro_rules! tri {
                    ($e:expr) => {
                        match $e {
                            Ok(v) => v,
                            Err(e) => break 'run e,
                        }
                    };
                }
                // The truth of a value still on the stack: bools and small ints inline.
                macro_rules! truth {
                    ($v:expr) => {{
                        let v = $v;
                        if v == true_value() {
                            true
                        } else if v == false_value() {
                            false
                        } else if v.is_small_int() {
                            v.as_small_int() != 0
                        } else {
                            sync!();
                            tri!(ops::truthy(rt, v))
                        }
                    }};
                }
                // `a op b` as a bool: small ints and flonums inline, the rest generic.
                macro_rules! compare {
                    ($cop:expr, $a:expr, $b:expr) => {{
                        let (cop, a, b) = ($cop, $a, $b);
                        if a.is_small_int() && b.is_small_int() && !matches!(cop, CmpOp::In | CmpOp::NotIn) {
                            // Tagging is monotonic, so tagged words compare like the ints.
                            let (x, y) = (a.raw() as i64, b.raw() as i64);
                            match cop {
                                CmpOp::Lt => x < y,
                                CmpOp::Le => x <= y,
                                CmpOp::Gt => x > y,
                                CmpOp::Ge => x >= y,
                                CmpOp::Eq | CmpOp::Is => x == y,
                                CmpOp::Ne | CmpOp::IsNot => x != y,
                                CmpOp::In | CmpOp::NotIn => unreachable!(),
                            }
                        } else if a.is_flonum() && b.is_flonum() && !matches!(cop, CmpOp::In | CmpOp::NotIn) {
                            let (x, y) = (a.flonum_value(), b.flonum_value());
                            match cop {
                                CmpOp::Lt => x < y,
                                CmpOp::Le => x <= y,
                                CmpOp::Gt => x > y,
                                CmpOp::Ge => x >= y,
                                CmpOp::Eq => x == y,
                                CmpOp::Ne => x != y,
                                CmpOp::Is => a == b,
                                CmpOp::IsNot => a != b,
                                CmpOp::In | CmpOp::NotIn => unreachable!(),
                            }
                        } else {
                            sync!();
                            tri!(ops::compare(rt, cop, a, b))
                        }
                    }};
                }
                // SAFETY: the compiler only emits jumps to valid instruction indices and every
                // path ends in `Return`.
                let op = unsafe { *ops.get_unchecked(pc) };
                pc += 1;
                match op {
                    Op::LoadConst(i) => push!(consts[i as usize]),
                    Op::LoadFast(i) => {
                        let v = at!(base + i as usize);
                        if v.is_null() {
                            break 'run PyErr::new(
                                ExcKind::UnboundLocalError,
                                format!(
                                    "cannot access local variable '{}' where it is not associated with a value",
                                    code.varnames[i as usize]
                                ),
                            );
                        }
                        push!(v);
                    }
                    Op::StoreFast(i) => {
                        let v = pop!();
                        set!(base + i as usize, v);
                    }
                    Op::LoadGlobal(g) => {
                        let mut v = rt.globals[g as usize];
                        if v.is_null() {
                            v = rt.global_builtins[g as usize];
                            if v.is_null() {
                                break 'run rt.name_error(code, &rt.global_names[g as usize].clone());
                            }
                        }
                        push!(v);
                    }
                    Op::StoreGlobal(g) => {
                        let v = pop!();
                        rt.store_global(g, v);
                    }
                    Op::Pop => {
                        sp -= 1;
                    }
                    Op::Dup => {
                        let v = top!();
                        push!(v);
                    }
                    Op::DupTwo => {
                        let (a, b) = (at!(sp - 2), at!(sp - 1));
                        push!(a);
                        push!(b);
                    }
                    Op::RotTwo => {
                        let (a, b) = (at!(sp - 2), at!(sp - 1));
                        set!(sp - 2, b);
                        set!(sp - 1, a);
                    }
                    Op::RotThree => {
                        let (a, b, c) = (at!(sp - 3), at!(sp - 2), at!(sp - 1));
                        set!(sp - 3, c);
                        set!(sp - 2, a);
                        set!(sp - 1, b);
                    }
                    Op::RotFour => {
                        let (a, b, c, d) = (at!(sp - 4), at!(sp - 3), at!(sp - 2), at!(sp - 1));
                        set!(sp - 4, d);
                        set!(sp - 3, a);
                        set!(sp - 2, b);
                        set!(sp - 1, c);
                    }
                    Op::Binary(bop) | Op::Inplace(bop) => {
                        let (a, b) = (at!(sp - 2), at!(sp - 1));
                        record(code, pc - 1, a, b);
                        let fast = if a.is_small_int() && b.is_small_int() {
                            small_int_binop(bop, a, b)
                        } else if a.is_flonum() && b.is_flonum() {
                            flonum_binop(bop, a, b)
                        } else {
                            None
                        };
                        let r = match fast {
                            Some(r) => r,
                            None => {
                                sync!();
                                tri!(ops::binary_op(rt, bop, a, b, matches!(op, Op::Inplace(_))))
                            }
                        };
                        sp -= 1;
                        set!(sp - 1, r);
                    }
                    Op::Compare(cop) => {
                        let (a, b) = (at!(sp - 2), at!(sp - 1));
                        record(code, pc - 1, a, b);
                        let r = compare!(cop, a, b);
                        sp -= 1;
                        set!(sp - 1, py_bool(r));
                    }
                    Op::CompareJump { op: cop, jump_if, target } => {
                        let (a, b) = (at!(sp - 2), at!(sp - 1));
                        record(code, pc - 1, a, b);
                        let r = compare!(cop, a, b);
                        sp -= 2;
                        if r == jump_if {
                            pc = target as usize;
                        }
                    }
                    Op::Neg => {
                        let v = top!();
                        let r = match v.is_small_int().then(|| Value::try_small_int(-v.as_small_int())).flatten() {
                            Some(r) => r,
                            None => {
                                sync!();
                                tri!(ops::negate(rt, v))
                            }
                        };
                        set!(sp - 1, r);
                    }
                    Op::Pos => {
                        let v = top!();
                        let r = tri!(ops::positive(v));
                        set!(sp - 1, r);
                    }
                    Op::Invert => {
                        let v = top!();
                        sync!();
                        let r = tri!(ops::invert(rt, v));
                        set!(sp - 1, r);
                    }
                    Op::Not => {
                        let t = truth!(top!());
                        set!(sp - 1, py_bool(!t));
                    }
                    Op::Jump(t) => pc = t as usize,
                    Op::JumpBack(t) => {
                        let cell = &code.profile[pc - 1];
                        let count = cell.get().saturating_add(1);
                        cell.set(count);
                        pc = t as usize;
                        // Without a tier (`--jit=off`) the back-edge pays no division.
                        if rt.tier.is_some() && count.is_multiple_of(rt.osr_threshold) && !code.is_generator {
                            if let Some(tier) = rt.tier.clone() {
                                sync!();
                                if let Some(result) = tier.osr(rt, code, base, pc, sp - locals_end) {
                                    rt.sp = base;
                                    return result;
                                }
                            }
                        }
                    }
                    Op::PopJumpIfFalse(t) => {
                        record(code, pc - 1, top!(), Value::NULL);
                        let truth = truth!(top!());
                        sp -= 1;
                        if !truth {
                            pc = t as usize;
                        }
                    }
                    Op::PopJumpIfTrue(t) => {
                        record(code, pc - 1, top!(), Value::NULL);
                        let truth = truth!(top!());
                        sp -= 1;
                        if truth {
                            pc = t as usize;
                        }
                    }
                    Op::JumpIfFalseOrPop(t) => {
                        record(code, pc - 1, top!(), Value::NULL);
                        if !truth!(top!()) {
                            pc = t as usize;
                        } else {
                            sp -= 1;
                        }
                    }
                    Op::JumpIfTrueOrPop(t) => {
                        record(code, pc - 1, top!(), Value::NULL);
                        if truth!(top!()) {
                            pc = t as usize;
                        } else {
                            sp -= 1;
                        }
                    }
                    Op::GetIter => {
                        let v = top!();
                        record(code, pc - 1, v, Value::NULL);
                        sync!();
                        let it = tri!(ops::get_iter(rt, v));
                        set!(sp - 1, it);
                    }
                    Op::ForIter(t) => {
                        let it = top!();
                        if is_layout(it, LayoutId::RangeIter) {
                            // SAFETY: checked layout; the iterator is rooted on the stack.
                            let r = unsafe { &mut *it.as_ptr::<RangeIterObject>() };
                            if r.remaining == 0 {
                                sp -= 1;
                                pc = t as usize;
                            } else {
                                r.remaining -= 1;
                                let n = r.next;
                                r.next = n.wrapping_add(r.step);
                                let v = match Value::try_small_int(n) {
                                    Some(v) => v,
                                    None => {
                                        sync!();
                                        rt.new_int(n)
                                    }
                                };
                                push!(v);
                            }
                        } else {
                            sync!();
                            match tri!(ops::iter_next(rt, it)) {
                                Some(v) => push!(v),
                                None => {
                                    sp -= 1;
                                    pc = t as usize;
                                }
                            }
                        }
                    }
                    Op::BuildTuple(n) => {
                        let n = n as usize;
                        sync!();
                        // SAFETY: the n items are the top of the live stack (rooted).
                        let items = unsafe { std::slice::from_raw_parts(st.add(sp - n), n) };
                        let t = rt.new_tuple(items);
                        sp -= n;
                        push!(t);
                    }
                    Op::BuildList(n) => {
                        let n = n as usize;
                        sync!();
                        // SAFETY: as for BuildTuple.
                        let items = unsafe { std::slice::from_raw_parts(st.add(sp - n), n) };
                        let l = rt.new_list(items);
                        sp -= n;
                        push!(l);
                    }
                    Op::UnpackSequence(n) => {
                        let v = top!();
                        sync!();
                        let mark = rt.handles.len();
                        let items = tri!(unpack(rt, v, n as usize));
                        sp -= 1;
                        for &item in items.iter().rev() {
                            push!(item);
                        }
                        rt.handles.truncate(mark);
                    }
                    Op::Subscr => {
                        let (c, i) = (at!(sp - 2), at!(sp - 1));
                        record(code, pc - 1, c, i);
                        let fast = if i.is_small_int() && is_layout(c, LayoutId::List) {
                            let len = list_len_cap(c).0 as i64;
                            let idx = i.as_small_int();
                            let idx = if idx < 0 { idx + len } else { idx };
                            (0..len).contains(&idx).then(|| list_item(c, idx as usize))
                        } else {
                            None
                        };
                        let r = match fast {
                            Some(r) => r,
                            None => {
                                sync!();
                                tri!(ops::getitem(rt, c, i))
                            }
                        };
                        sp -= 1;
                        set!(sp - 1, r);
                    }
                    Op::StoreSubscr => {
                        let (v, c, i) = (at!(sp - 3), at!(sp - 2), at!(sp - 1));
                        record(code, pc - 1, c, i);
                        let stored = i.is_small_int() && is_layout(c, LayoutId::List) && {
                            let len = list_len_cap(c).0 as i64;
                            let idx = i.as_small_int();
                            let idx = if idx < 0 { idx + len } else { idx };
                            let ok = (0..len).contains(&idx);
                            if ok {
                                set_list_item(c, idx as usize, v);
                            }
                            ok
                        };
                        if !stored {
                            sync!();
                            tri!(ops::setitem(rt, c, i, v));
                        }
                        sp -= 3;
                    }
                    Op::Slice => {
                        let (c, a, b, s) = (at!(sp - 4), at!(sp - 3), at!(sp - 2), at!(sp - 1));
                        sync!();
                        let r = tri!(ops::get_slice(rt, c, a, b, s));
                        sp -= 3;
                        set!(sp - 1, r);
                    }
                    Op::StoreSlice => {
                        let (v, c, a, b, s) = (at!(sp - 5), at!(sp - 4), at!(sp - 3), at!(sp - 2), at!(sp - 1));
                        sync!();
                        tri!(ops::set_slice(rt, c, a, b, s, v));
                        sp -= 5;
                    }
                    Op::Call(argc) => {
                        let callee_at = sp - argc as usize - 1;
                        let f = at!(callee_at);
                        record(code, pc - 1, f, Value::NULL);
                        sync!();
                        let r = tri!(call_at(rt, callee_at, argc as usize, None));
                        sp = callee_at;
                        push!(r);
                    }
                    Op::CallKw { argc, names } => {
                        let callee_at = sp - argc as usize - 1;
                        let f = at!(callee_at);
                        record(code, pc - 1, f, Value::NULL);
                        sync!();
                        let r = tri!(call_at(rt, callee_at, argc as usize, Some(consts[names as usize])));
                        sp = callee_at;
                        push!(r);
                    }
                    Op::CallMethod { name, argc } => {
                        let recv_at = sp - argc as usize - 1;
                        let recv = at!(recv_at);
                        record(code, pc - 1, recv, Value::NULL);
                        sync!();
                        let r = tri!(call_method_at(rt, recv_at, &code.names[name as usize], argc as usize, None));
                        sp = recv_at;
                        push!(r);
                    }
                    Op::CallMethodKw { name, argc, kwnames } => {
                        let recv_at = sp - argc as usize - 1;
                        let recv = at!(recv_at);
                        record(code, pc - 1, recv, Value::NULL);
                        sync!();
                        let names = Some(consts[kwnames as usize]);
                        let r = tri!(call_method_at(rt, recv_at, &code.names[name as usize], argc as usize, names));
                        sp = recv_at;
                        push!(r);
                    }
                    Op::LoadAttr(i) => {
                        let v = top!();
                        sync!();
                        let r = tri!(crate::classes::getattr(rt, v, &code.names[i as usize]));
                        set!(sp - 1, r);
                    }
                    Op::StoreAttr(i) => {
                        let (v, obj) = (at!(sp - 2), at!(sp - 1));
                        sync!();
                        tri!(crate::classes::setattr(rt, obj, &code.names[i as usize], v));
                        sp -= 2;
                    }
                    Op::DeleteAttr(i) => {
                        let obj = top!();
                        sync!();
                        tri!(crate::classes::delattr(rt, obj, &code.names[i as usize]));
                        sp -= 1;
                    }
                    Op::LoadName(i) => {
                        let ns = at!(base);
                        let v = tri!(shared_ops::load_name(rt, ns, &code.names[i as usize]));
                        push!(v);
                    }
                    Op::StoreName(i) => {
                        let (ns, v) = (at!(base), top!());
                        sync!();
                        tri!(shared_ops::store_name(rt, ns, &code.names[i as usize], v));
                        sp -= 1;
                    }
                    Op::DeleteName(i) => {
                        let ns = at!(base);
                        sync!();
                        tri!(shared_ops::delete_name(rt, ns, &code.names[i as usize]));
                    }
                    Op::BuildClass { name, nbases } => {
                        let nbases = nbases as usize;
                        let body_at = sp - nbases - 1;
                        let body = at!(body_at);
                        // SAFETY: the bases are the top of the live stack.
                        let bases: SmallVec<[Value; 2]> =
                            unsafe { std::slice::from_raw_parts(st.add(sp - nbases), nbases) }.into();
                        sync!();
                        let cls = tri!(shared_ops::build_class(rt, body, &code.names[name as usize], &bases));
                        sp = body_at;
                        push!(cls);
                    }
                    Op::ImportModule(i) => push!(tri!(shared_ops::import_module(&code.names[i as usize]))),
                    Op::MakeFunction { code: ci, flags } => {
                        let closure = if flags & 4 != 0 { pop!() } else { Value::NULL };
                        let kwdefaults = if flags & 2 != 0 { pop!() } else { Value::NULL };
                        let defaults = if flags & 1 != 0 { pop!() } else { Value::NULL };
                        // Keep the tuples rooted while the function is allocated.
                        push!(defaults);
                        push!(kwdefaults);
                        push!(closure);
                        sync!();
                        let cv = consts[ci as usize];
                        let inner = code_of(cv);
                        let f = rt.new_function(inner, defaults, kwdefaults, closure);
                        sp -= 3;
                        push!(f);
                    }
                    Op::LoadDeref(i) => {
                        let cell = at!(base + i as usize);
                        // SAFETY: the compiler only emits LoadDeref for slots holding cells.
                        let v = unsafe { (*cell.as_ptr::<CellObject>()).value };
                        if v.is_null() {
                            break 'run unbound_cell_error(code, i as usize);
                        }
                        push!(v);
                    }
                    Op::StoreDeref(i) => {
                        let v = pop!();
                        let cell = at!(base + i as usize);
                        // SAFETY: as for LoadDeref.
                        unsafe { (*cell.as_ptr::<CellObject>()).value = v };
                    }
                    Op::LoadClosure(i) => push!(at!(base + i as usize)),
                    Op::MakeCell(i) => {
                        let v = at!(base + i as usize);
                        sync!();
                        let cell = rt.new_cell(v);
                        set!(base + i as usize, cell);
                    }
                    Op::CopyFreeVars { first, count } => {
                        // The running function sits just below the frame (see `call_at`).
                        let f = at!(base - 1);
                        let cells = tuple_items(function_obj(f).closure);
                        for (k, &cell) in cells.iter().take(count as usize).enumerate() {
                            set!(base + first as usize + k, cell);
                        }
                    }
                    Op::ListExtend(depth) => {
                        let v = at!(sp - 1);
                        let list = at!(sp - 1 - depth as usize);
                        let callee = at!(sp - 2 - depth as usize);
                        sync!();
                        tri!(shared_ops::extend_call_args(rt, callee, list, v));
                        sp -= 1;
                    }
                    Op::DictMerge(depth) => {
                        let m = at!(sp - 1);
                        let d = at!(sp - 1 - depth as usize);
                        let callee = at!(sp - 3 - depth as usize);
                        sync!();
                        tri!(shared_ops::merge_call_kwargs(rt, callee, d, m));
                        sp -= 1;
                    }
                    Op::KwAdd => {
                        let (k, v) = (at!(sp - 2), at!(sp - 1));
                        let (callee, d) = (at!(sp - 5), at!(sp - 3));
                        sync!();
                        tri!(shared_ops::add_keyword(rt, callee, d, k, v));
                        sp -= 2;
                    }
                    Op::CallEx { kwargs } => {
                        let kw_dict = if kwargs { top!() } else { Value::NULL };
                        let args_at = sp - 1 - kwargs as usize;
                        let f = at!(args_at - 1);
                        sync!();
                        let r = tri!(shared_ops::call_ex(rt, f, at!(args_at), kw_dict));
                        sp = args_at - 1;
                        push!(r);
                    }
                    Op::SetAdd(depth) => {
                        let v = at!(sp - 1);
                        let set = at!(sp - 1 - depth as usize);
                        sync!();
                        tri!(crate::dict::set_add(rt, set, v));
                        sp -= 1;
                    }
                    Op::MapAdd(depth) => {
                        let (k, v) = (at!(sp - 2), at!(sp - 1));
                        let d = at!(sp - 2 - depth as usize);
                        sync!();
                        tri!(crate::dict::dict_set(rt, d, k, v));
                        sp -= 2;
                    }
                    Op::BuildMap(n) | Op::BuildSet(n) => {
                        let n = n as usize * if matches!(op, Op::BuildMap(_)) { 2 } else { 1 };
                        sync!();
                        // SAFETY: the items are the top of the live stack.
                        let items: SmallVec<[Value; 8]> =
                            unsafe { std::slice::from_raw_parts(st.add(sp - n), n) }.into();
                        let r = if matches!(op, Op::BuildMap(_)) {
                            shared_ops::build_map(rt, &items)
                        } else {
                            shared_ops::build_set(rt, &items)
                        };
                        let r = tri!(r);
                        sp -= n;
                        push!(r);
                    }
                    Op::BuildConstSet => {
                        let t = top!();
                        sync!();
                        let s = tri!(shared_ops::build_const_set(rt, t));
                        set!(sp - 1, s);
                    }
                    Op::DeleteFast(i) => {
                        if at!(base + i as usize).is_null() {
                            break 'run PyErr::new(
                                ExcKind::UnboundLocalError,
                                format!(
                                    "cannot access local variable '{}' where it is not associated with a value",
                                    code.varnames[i as usize]
                                ),
                            );
                        }
                        set!(base + i as usize, Value::NULL);
                    }
                    Op::DeleteDeref(i) => {
                        let cell = at!(base + i as usize);
                        // SAFETY: the compiler only emits DeleteDeref for slots holding cells.
                        unsafe { (*cell.as_ptr::<CellObject>()).value = Value::NULL };
                    }
                    Op::DeleteGlobal(g) => tri!(shared_ops::delete_global(rt, code, g)),
                    Op::DeleteSubscr => {
                        let (c, i) = (at!(sp - 2), at!(sp - 1));
                        sync!();
                        tri!(ops::delitem(rt, c, i));
                        sp -= 2;
                    }
                    Op::DeleteSlice => {
                        let (c, a, b, s) = (at!(sp - 4), at!(sp - 3), at!(sp - 2), at!(sp - 1));
                        sync!();
                        tri!(ops::delete_slice(rt, c, a, b, s));
                        sp -= 4;
                    }
                    Op::ListAppend(depth) => {
                        let v = pop!();
                        let list = at!(sp - depth as usize);
                        sync!();
                        rt.list_append(list, v);
                    }
                    Op::FormatValue { conversion, has_spec } => {
                        let spec = if has_spec { top!() } else { Value::NULL };
                        let v = at!(sp - 1 - has_spec as usize);
                        sync!();
                        let s = tri!(shared_ops::format_value(rt, v, conversion, spec));
                        sp -= has_spec as usize;
                        set!(sp - 1, s);
                    }
                    Op::CheckSentNone => {
                        if !is_none(top!()) {
                            break 'run PyErr::new(
                                ExcKind::NotImplementedError,
                                "send() of a value into 'yield from' is not supported by ember yet",
                            );
                        }
                    }
                    Op::IterReturnValue => {
                        let it = top!();
                        let r = if is_layout(it, LayoutId::Generator) {
                            // SAFETY: checked layout.
                            let rv = unsafe { (*it.as_ptr::<GeneratorObject>()).retval };
                            if rv.is_null() { none() } else { rv }
                        } else {
                            none()
                        };
                        set!(sp - 1, r);
                    }
                    Op::Yield => {
                        let v = pop!();
                        // The frame stays on the stack for `generator_resume` to save.
                        rt.yielded = Some((pc, sp - base));
                        return Ok(v);
                    }
                    Op::BuildString(n) => {
                        let n = n as usize;
                        sync!();
                        // SAFETY: the parts are the top of the live stack.
                        let s = shared_ops::build_string(rt, unsafe { std::slice::from_raw_parts(st.add(sp - n), n) });
                        sp -= n;
                        push!(s);
                    }
                    Op::Return => {
                        let v = pop!();
                        rt.sp = base;
                        return Ok(v);
                    }
                    Op::EnterWith => {
                        // CPython's order: __enter__ is looked up first, then __exit__;
                        // the stack becomes [__exit__, result of __enter__()].
                        let mgr = top!();
                        sync!();
                        let protocol_error = |e: Box<PyErr>, missed: &str| {
                            if e.kind == ExcKind::AttributeError {
                                PyErr::new(
                                    ExcKind::TypeError,
                                    format!(
                                        "'{}' object does not support the context manager protocol{}",
                                        type_name(mgr),
                                        missed
                                    ),
                                )
                            } else {
                                e
                            }
                        };
                        let enter =
                            tri!(crate::classes::getattr(rt, mgr, "__enter__").map_err(|e| protocol_error(e, "")));
                        push!(enter);
                        sync!();
                        let exit = tri!(
                            crate::classes::getattr(rt, mgr, "__exit__")
                                .map_err(|e| protocol_error(e, " (missed __exit__ method)"))
                        );
                        set!(sp - 2, exit);
                        let r = tri!(call_function(rt, enter, &[]));
                        set!(sp - 1, r);
                    }
                    Op::WithExcept => {
                        let (exit, exc) = (at!(sp - 2), at!(sp - 1));
                        sync!();
                        let cls = crate::classes::type_of(exc);
                        let r = tri!(call_function(rt, exit, &[cls, exc, none()]));
                        push!(r);
                        sync!();
                        let suppress = tri!(ops::truthy(rt, r));
                        set!(sp - 1, py_bool(suppress));
                    }
                    Op::PopExcInfo => {
                        rt.exc_stack.pop();
                    }
                    Op::CheckExcMatch => {
                        let (exc, class) = (at!(sp - 2), at!(sp - 1));
                        let r = tri!(exception_matches(exc, class));
                        set!(sp - 1, py_bool(r));
                    }
                    Op::Raise(form) => {
                        if form == 2 {
                            sp -= 1;
                            if let Err(e) = shared_ops::check_cause(at!(sp)) {
                                break 'run e;
                            }
                        }
                        let v = if form == 0 { Value::NULL } else { top!() };
                        sync!();
                        break 'run shared_ops::raise_error(rt, form, v);
                    }
                    Op::Reraise => {
                        // The exception object stays on the operand stack (rooted) until a
                        // handler or the frame exit cuts the stack.
                        let info = rt.exc_stack.pop().expect("a handled exception");
                        break 'run reraise(&info);
                    }
                    Op::RaiseAssert { with_message } => {
                        let message = if with_message { top!() } else { Value::NULL };
                        sync!();
                        break 'run shared_ops::assertion_error(rt, message);
                    }
                }
            }
        };
        // An exception: jump to the innermost handler covering the failing instruction.
        let mut err = err;
        let Some(h) = find_handler(code, pc - 1) else { break err };
        sp = locals_end + h.depth as usize;
        rt.sp = sp;
        let obj = exception_object(rt, &mut err);
        err.add_frame(code, pc - 1);
        let traceback = std::mem::take(&mut err.traceback);
        rt.exc_stack.truncate(exc_base + h.exc_depth as usize);
        rt.exc_stack.push(crate::vm::ExcInfo { value: obj, traceback });
        push!(obj);
        pc = h.target as usize;
    };
    err.add_frame(code, pc - 1);
    rt.sp = base;
    Err(err)
}

/// How CPython names a callable in call errors: `__main__.f()`, `print()`.
pub(crate) fn callable_description(f: Value) -> String {
    if is_layout(f, LayoutId::Function) {
        format!("__main__.{}()", code_of_function(f).qualname)
    } else if is_layout(f, LayoutId::Builtin) {
        format!("{}()", crate::builtins::builtin_name(f))
    } else if is_layout(f, LayoutId::Class) {
        format!("__main__.{}()", crate::classes::class_name(f))
    } else if let Some(c) = type_class(f) {
        format!("{}()", c.name())
    } else {
        format!("{} object", type_name(f))
    }
}

/// `raise v`: an exception instance, or a class to instantiate.
pub fn raise_value(rt: &mut Rt, v: Value) -> PyResult<Box<PyErr>> {
    let obj = if crate::classes::is_class(v) {
        if !crate::classes::is_exception_class(v) {
            return raise!(TypeError, "exceptions must derive from BaseException");
        }
        crate::classes::instantiate(rt, v, &[], &[])?
    } else {
        v
    };
    let cls = crate::classes::type_of(obj);
    let Some(kind) = crate::classes::exception_kind(cls) else {
        return raise!(TypeError, "exceptions must derive from BaseException");
    };
    let mut e = PyErr::new(kind, "");
    e.value = obj;
    Ok(e)
}

/// Raises a handled exception again, with the traceback it was caught with.
pub(crate) fn reraise(info: &crate::vm::ExcInfo) -> Box<PyErr> {
    let cls = crate::classes::type_of(info.value);
    let kind = crate::classes::exception_kind(cls).unwrap_or(ExcKind::Exception);
    let mut e = PyErr::new(kind, "");
    e.value = info.value;
    let mut traceback = info.traceback.clone();
    // The last entry is the handling frame's: it is added back when the exception
    // leaves that frame, with this line.
    e.origin_line = traceback.pop().map(|t| t.line);
    e.traceback = traceback;
    e
}

/// Whether exception `exc` matches `class` (a class or a tuple of classes).
fn exception_matches(exc: Value, class: Value) -> PyResult<bool> {
    if is_layout(class, LayoutId::Tuple) {
        for &c in tuple_items(class) {
            if exception_matches(exc, c)? {
                return Ok(true);
            }
        }
        return Ok(false);
    }
    if !crate::classes::is_class(class) || !crate::classes::is_exception_class(class) {
        return raise!(TypeError, "catching classes that do not inherit from BaseException is not allowed");
    }
    Ok(crate::classes::is_subclass(crate::classes::type_of(exc), class))
}

/// How many of `code`'s slots are free variables (they come last).
/// The error for reading the cell in local slot `i` while it is empty.
pub fn unbound_cell_error(code: &Code, i: usize) -> Box<PyErr> {
    let name = &code.varnames[i];
    if i >= code.nlocals as usize - free_count(code) {
        let message =
            format!("cannot access free variable '{name}' where it is not associated with a value in enclosing scope");
        PyErr::new(ExcKind::NameError, message)
    } else {
        let message = format!("cannot access local variable '{name}' where it is not associated with a value");
        PyErr::new(ExcKind::UnboundLocalError, message)
    }
}

fn free_count(code: &Code) -> usize {
    code.ops
        .iter()
        .find_map(|op| match op {
            Op::CopyFreeVars { count, .. } => Some(*count as usize),
            _ => None,
        })
        .unwrap_or(0)
}

#[inline(always)]
fn small_int_binop(op: BinOp, a: Value, b: Value) -> Option<Value> {
    let (ta, tb) = (a.raw() as i64, b.raw() as i64);
    match op {
        // Tagged arithmetic: (2x+1) + (2y+1) - 1 = 2(x+y)+1; i64 overflow is exactly
        // 63-bit overflow.
        BinOp::Add => ta.checked_add(tb - 1).map(|r| Value(r as u64)),
        BinOp::Sub => ta.checked_sub(tb - 1).map(|r| Value(r as u64)),
        BinOp::Mul => {
            let (x, y) = (a.as_small_int(), b.as_small_int());
            x.checked_mul(y).and_then(Value::try_small_int)
        }
        BinOp::Mod => crate::int::small_mod(a.as_small_int(), b.as_small_int()).map(Value::small_int),
        BinOp::FloorDiv => crate::int::small_floor_div(a.as_small_int(), b.as_small_int()).map(Value::small_int),
        BinOp::And => Some(Value((ta & tb) as u64)),
        BinOp::Or => Some(Value((ta | tb) as u64)),
        BinOp::Xor => Some(Value::small_int(a.as_small_int() ^ b.as_small_int())),
        BinOp::RShift => crate::int::small_rshift(a.as_small_int(), b.as_small_int()).map(Value::small_int),
        BinOp::LShift => crate::int::small_lshift(a.as_small_int(), b.as_small_int()).map(Value::small_int),
        BinOp::TrueDiv => {
            let (x, y) = (a.as_small_int(), b.as_small_int());
            const EXACT: i64 = 1 << 53;
            if y == 0 || x.abs() > EXACT || y.abs() > EXACT {
                return None;
            }
            Value::try_flonum(x as f64 / y as f64)
        }
        BinOp::Pow => None,
    }
}

#[inline(always)]
fn flonum_binop(op: BinOp, a: Value, b: Value) -> Option<Value> {
    let (x, y) = (a.flonum_value(), b.flonum_value());
    let r = match op {
        BinOp::Add => x + y,
        BinOp::Sub => x - y,
        BinOp::Mul => x * y,
        BinOp::TrueDiv if y != 0.0 => x / y,
        _ => return None,
    };
    Value::try_flonum(r)
}

/// Unpacks `v` into exactly `n` items. Items from a non-sequence iterable are kept
/// alive in `rt.handles` (the caller truncates it).
pub fn unpack(rt: &mut Rt, v: Value, n: usize) -> PyResult<SmallVec<[Value; 4]>> {
    let items: SmallVec<[Value; 4]> = match seq_items(v) {
        Some(items) => items.into(),
        None => {
            if ops::get_iter(rt, v).is_err() {
                return raise!(TypeError, "cannot unpack non-iterable {} object", type_name(v));
            }
            ops::collect_iterable(rt, v)?.into()
        }
    };
    if items.len() > n {
        return raise!(ValueError, "too many values to unpack (expected {})", n);
    }
    if items.len() < n {
        return raise!(ValueError, "not enough values to unpack (expected {}, got {})", n, items.len());
    }
    Ok(items)
}

/// Calls the callable at `stack[callee_at]` with the `argc` values above it (the last
/// `len(kwnames)` of them keyword arguments). `rt.sp` must be just above the arguments.
pub fn call_at(rt: &mut Rt, callee_at: usize, argc: usize, kwnames: Option<Value>) -> PyResult<Value> {
    // SAFETY: `callee_at + argc < rt.sp <= STACK_SLOTS`.
    let f = unsafe { *rt.stack.add(callee_at) };
    if is_layout(f, LayoutId::Function) {
        let code = code_of_function(f);
        if callee_at + 1 + code.nlocals as usize + code.stack_size as usize >= STACK_SLOTS {
            return raise!(RecursionError, "maximum recursion depth exceeded");
        }
        bind_arguments(rt, f, callee_at + 1, argc, kwnames)?;
        if code.is_generator {
            return Ok(new_generator(rt, f, code, callee_at + 1));
        }
        return run_frame(rt, code, callee_at + 1);
    }
    // SAFETY: the arguments are on the live stack.
    let all: SmallVec<[Value; 8]> = unsafe { std::slice::from_raw_parts(rt.stack.add(callee_at + 1), argc) }.into();
    let nkw = kwnames.map_or(0, |t| tuple_items(t).len());
    let (pos, kwvals) = all.split_at(argc - nkw);
    let kw: SmallVec<[(&str, Value); 2]> = match kwnames {
        Some(t) => tuple_items(t).iter().map(|&n| str_text(n)).zip(kwvals.iter().copied()).collect(),
        None => SmallVec::new(),
    };
    crate::builtins::call_object(rt, f, pos, &kw)
}

/// Calls method `name` of the receiver at `stack[recv_at]` with the `argc` values above
/// it (the last `len(kwnames)` of them keyword arguments).
fn call_method_at(rt: &mut Rt, recv_at: usize, name: &str, argc: usize, kwnames: Option<Value>) -> PyResult<Value> {
    // SAFETY: the receiver is on the live stack.
    let recv = unsafe { *rt.stack.add(recv_at) };
    if is_layout(recv, LayoutId::Instance) {
        // A plain function found on the class (not shadowed by the instance dict):
        // call it with the receiver as `self`, without a bound-method object.
        let inst = crate::classes::instance(recv);
        let shadowed = !inst.dict.is_null() && crate::dict::dict_get_str(inst.dict, name).is_some();
        if !shadowed {
            if let Some(f) = crate::classes::lookup(inst.class, name, None) {
                if is_layout(f, LayoutId::Function) && recv_at + argc + 2 < STACK_SLOTS {
                    // SAFETY: the frame's operand stack has slack for one more slot.
                    unsafe {
                        std::ptr::copy(rt.stack.add(recv_at), rt.stack.add(recv_at + 1), argc + 1);
                        *rt.stack.add(recv_at) = f;
                    }
                    rt.sp = recv_at + argc + 2;
                    return call_at(rt, recv_at, argc + 1, kwnames);
                }
            }
        }
    }
    // SAFETY: the receiver and arguments are on the live stack.
    let all: SmallVec<[Value; 8]> = unsafe { std::slice::from_raw_parts(rt.stack.add(recv_at), argc + 1) }.into();
    let nkw = kwnames.map_or(0, |t| tuple_items(t).len());
    let (pos, kwvals) = all[1..].split_at(argc - nkw);
    let kw: SmallVec<[(&str, Value); 2]> = match kwnames {
        Some(t) => tuple_items(t).iter().map(|&n| str_text(n)).zip(kwvals.iter().copied()).collect(),
        None => SmallVec::new(),
    };
    crate::methods::call_method(rt, all[0], name, pos, &kw)
}

/// Binds the arguments at `stack[base..base+argc]` to the parameters of function `f`,
/// in place: afterwards `stack[base..base+nlocals]` is the callee's initial locals.
fn bind_arguments(rt: &mut Rt, f: Value, base: usize, argc: usize, kwnames: Option<Value>) -> PyResult<()> {
    let code = code_of_function(f);
    let p = &code.params;
    let npos_params = p.positional as usize;
    let nlocals = code.nlocals as usize;
    let st = rt.stack;
    // SAFETY: `base + max(argc, nlocals)` stays inside the stack: run_frame checks the
    // frame's extent and the caller's frame is already inside.
    let slot = |i: usize| unsafe { &mut *st.add(base + i) };
    let fname = &code.qualname;

    let nkw = kwnames.map_or(0, |t| tuple_items(t).len());
    let npos = argc - nkw;
    // Fast path: exact positional call.
    if nkw == 0 && npos == npos_params && p.keyword_only == 0 && !p.varargs && !p.varkw {
        for i in npos..nlocals {
            *slot(i) = Value::NULL;
        }
        return Ok(());
    }
    if p.varargs || p.varkw {
        return bind_variadic(rt, f, base, argc, kwnames);
    }
    if npos > npos_params {
        let ndefaults =
            if function_obj(f).defaults.is_null() { 0 } else { tuple_items(function_obj(f).defaults).len() };
        let takes = if ndefaults > 0 {
            format!("from {} to {} positional arguments", npos_params - ndefaults, npos_params)
        } else if npos_params == 1 {
            "1 positional argument".to_string()
        } else {
            format!("{npos_params} positional arguments")
        };
        let given = if npos == 1 { "was" } else { "were" };
        return raise!(TypeError, "{}() takes {} but {} {} given", fname, takes, npos, given);
    }
    let kwvals: SmallVec<[Value; 4]> = (npos..argc).map(|i| *slot(i)).collect();
    for i in npos..nlocals.max(argc) {
        *slot(i) = Value::NULL;
    }
    let nparams = npos_params + p.keyword_only as usize;
    if let Some(names) = kwnames {
        for (&name, &v) in tuple_items(names).iter().zip(kwvals.iter()) {
            let name = str_text(name);
            let Some(idx) = code.varnames[..nparams].iter().position(|n| &**n == name) else {
                return raise!(TypeError, "{}() got an unexpected keyword argument '{}'", fname, name);
            };
            if idx < p.positional_only as usize {
                return raise!(
                    TypeError,
                    "{}() got some positional-only arguments passed as keyword arguments: '{}'",
                    fname,
                    name
                );
            }
            if !slot(idx).is_null() {
                return raise!(TypeError, "{}() got multiple values for argument '{}'", fname, name);
            }
            *slot(idx) = v;
        }
    }
    fill_defaults(rt, f, base)
}

/// Fills the unbound parameters of function `f` (frame at `base`) from its defaults;
/// TypeError naming the missing ones, as CPython does.
fn fill_defaults(rt: &mut Rt, f: Value, base: usize) -> PyResult<()> {
    let code = code_of_function(f);
    let p = &code.params;
    let npos_params = p.positional as usize;
    let nparams = npos_params + p.keyword_only as usize;
    let fname = &code.qualname;
    let st = rt.stack;
    // SAFETY: the parameters' slots are inside the frame being bound.
    let slot = |i: usize| unsafe { &mut *st.add(base + i) };
    let func = function_obj(f);
    let defaults = if func.defaults.is_null() { &[][..] } else { tuple_items(func.defaults) };
    let first_default = npos_params - defaults.len();
    let mut missing = Vec::new();
    for i in 0..npos_params {
        if slot(i).is_null() {
            if i >= first_default {
                *slot(i) = defaults[i - first_default];
            } else {
                missing.push(code.varnames[i].clone());
            }
        }
    }
    if !missing.is_empty() {
        return raise!(TypeError, "{}() missing {}", fname, describe_missing(&missing, "positional"));
    }
    let kwdefaults = if func.kwdefaults.is_null() { &[][..] } else { tuple_items(func.kwdefaults) };
    for i in npos_params..nparams {
        if slot(i).is_null() {
            match kwdefaults.get(i - npos_params).filter(|v| !v.is_null()) {
                Some(&d) => *slot(i) = d,
                None => missing.push(code.varnames[i].clone()),
            }
        }
    }
    if !missing.is_empty() {
        return raise!(TypeError, "{}() missing {}", fname, describe_missing(&missing, "keyword-only"));
    }
    Ok(())
}

/// Binding for functions with `*args` or `**kwargs`: the surplus positional
/// arguments become a tuple, unknown keyword arguments a dict. The arguments are kept
/// in the handle scope while those are allocated.
fn bind_variadic(rt: &mut Rt, f: Value, base: usize, argc: usize, kwnames: Option<Value>) -> PyResult<()> {
    let code = code_of_function(f);
    let p = &code.params;
    let npos_params = p.positional as usize;
    let nparams = npos_params + p.keyword_only as usize;
    let nlocals = code.nlocals as usize;
    let fname = &code.qualname;
    let st = rt.stack;
    // SAFETY: as in `bind_arguments`.
    let slot = |i: usize| unsafe { &mut *st.add(base + i) };
    let nkw = kwnames.map_or(0, |t| tuple_items(t).len());
    let npos = argc - nkw;
    let args: Vec<Value> = (0..argc).map(|i| *slot(i)).collect();
    let mark = rt.handles.len();
    rt.handles.extend_from_slice(&args);
    rt.handles.push(f);
    let result = (|| {
        if npos > npos_params && !p.varargs {
            let given = if npos == 1 { "was" } else { "were" };
            return raise!(
                TypeError,
                "{}() takes {} positional arguments but {} {} given",
                fname,
                npos_params,
                npos,
                given
            );
        }
        let extra = if p.varargs { rt.new_tuple(&args[npos.min(npos_params)..npos]) } else { Value::NULL };
        rt.handles.push(extra);
        let kwdict = if p.varkw { rt.new_dict() } else { Value::NULL };
        rt.handles.push(kwdict);
        for i in 0..nlocals.max(argc) {
            *slot(i) = Value::NULL;
        }
        for (i, &a) in args.iter().enumerate().take(npos.min(npos_params)) {
            *slot(i) = a;
        }
        if let Some(names) = kwnames {
            for (&name, &v) in tuple_items(names).iter().zip(&args[npos..]) {
                let text = str_text(name);
                match code.varnames[..nparams].iter().position(|n| &**n == text) {
                    Some(idx) if idx >= p.positional_only as usize => {
                        if !slot(idx).is_null() {
                            return raise!(TypeError, "{}() got multiple values for argument '{}'", fname, text);
                        }
                        *slot(idx) = v;
                    }
                    _ if p.varkw => crate::dict::dict_set(rt, kwdict, name, v)?,
                    _ => return raise!(TypeError, "{}() got an unexpected keyword argument '{}'", fname, text),
                }
            }
        }
        fill_defaults(rt, f, base)?;
        let mut next = nparams;
        if p.varargs {
            *slot(next) = extra;
            next += 1;
        }
        if p.varkw {
            *slot(next) = kwdict;
        }
        Ok(())
    })();
    rt.handles.truncate(mark);
    result
}

/// "1 required positional argument: 'b'", "2 required ... arguments: 'x' and 'y'".
fn describe_missing(names: &[std::rc::Rc<str>], kind: &str) -> String {
    let quoted: Vec<String> = names.iter().map(|n| format!("'{n}'")).collect();
    let list = match quoted.len() {
        1 => quoted[0].clone(),
        2 => format!("{} and {}", quoted[0], quoted[1]),
        n => format!("{}, and {}", quoted[..n - 1].join(", "), quoted[n - 1]),
    };
    let plural = if names.len() == 1 { "" } else { "s" };
    format!("{} required {} argument{}: {}", names.len(), kind, plural, list)
}

/// Calls method `name` of `recv` with positional arguments, as the `CallMethod`
/// instruction does (the arguments are pushed on the VM stack, so they are rooted).
pub fn call_method(rt: &mut Rt, recv: Value, name: &str, args: &[Value]) -> PyResult<Value> {
    let recv_at = rt.sp;
    // One slot of slack: the call may insert the function below the receiver.
    if recv_at + args.len() + 2 >= STACK_SLOTS {
        return raise!(RecursionError, "maximum recursion depth exceeded");
    }
    // SAFETY: bounds checked above.
    unsafe {
        *rt.stack.add(recv_at) = recv;
        for (i, &a) in args.iter().enumerate() {
            *rt.stack.add(recv_at + 1 + i) = a;
        }
    }
    rt.sp = recv_at + 1 + args.len();
    let r = call_method_at(rt, recv_at, name, args.len(), None);
    rt.sp = recv_at;
    r
}

/// Calls a Python-level callable from Rust with positional arguments. The arguments
/// are pushed on the VM stack (so they are rooted) for the duration of the call.
pub fn call_function(rt: &mut Rt, f: Value, args: &[Value]) -> PyResult<Value> {
    call_function_kw(rt, f, args, &[])
}

/// As [`call_function`], with keyword arguments.
pub fn call_function_kw(rt: &mut Rt, f: Value, args: &[Value], kw: &[(&str, Value)]) -> PyResult<Value> {
    let callee_at = rt.sp;
    let argc = args.len() + kw.len();
    if callee_at + argc + 1 >= STACK_SLOTS {
        return raise!(RecursionError, "maximum recursion depth exceeded");
    }
    // SAFETY: bounds checked above.
    unsafe {
        *rt.stack.add(callee_at) = f;
        for (i, &a) in args.iter().chain(kw.iter().map(|(_, v)| v)).enumerate() {
            *rt.stack.add(callee_at + 1 + i) = a;
        }
    }
    rt.sp = callee_at + 1 + argc;
    let kwnames = if kw.is_empty() {
        None
    } else {
        let names: SmallVec<[Value; 4]> = kw.iter().map(|(k, _)| rt.intern(k)).collect();
        Some(rt.new_tuple(&names))
    };
    if let Some(t) = kwnames {
        rt.handles.push(t);
    }
    let r = call_at(rt, callee_at, argc, kwnames);
    if kwnames.is_some() {
        rt.handles.pop();
    }
    rt.sp = callee_at;
    r
}
