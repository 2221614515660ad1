//! The interpreter loop.
//!
//! One Rust call of [`run_frame`] per Python call. The frame's locals and operand stack
//! live in the VM value stack; `sp` is kept in a local and written back to `rt.sp`
//! before anything that can allocate (and so collect), which keeps the root set exact.
//! Small-int and float arithmetic and comparisons run inline; everything else calls
//! the generic operations in `crate::ops`.
//!
//! This module is the loop and frame entry; `calls` binds arguments and calls,
//! `generators` suspends and resumes frames, `exceptions` makes, raises and matches
//! exception objects.

use crate::code::{BinOp, CmpOp, Code, Op};
use crate::error::{PyErr, PyResult};
use crate::layout::*;
use crate::object::*;
use crate::ops;
use crate::profile::record;
use crate::raise;
use crate::shared_ops;
use crate::value::Value;
use crate::vm::{Rt, STACK_SLOTS};
use smallvec::SmallVec;

mod attr_cache;
mod calls;
mod exceptions;
mod generators;

pub use attr_cache::{attr_cache_has_room, load_attr as cached_load_attr, store_attr as cached_store_attr};
pub use calls::*;
pub use exceptions::*;
pub use generators::*;

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

/// Runs `code` in the frame at `base` (arguments already bound in its first locals,
/// the other locals NULL). Returns the function's result.
pub fn run_frame(rt: &mut Rt, code: &Code, base: usize) -> PyResult<Value> {
    crate::interrupt::poll()?;
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
    resume_frame_with(rt, code, base, pc, stack, None)
}

/// [`resume_frame`] where the instruction at `pc` has just raised `err` (a call
/// whose callee a tier inlined, finished in the interpreter): the frame handles it
/// as if the instruction had raised it.
pub fn resume_frame_raising(
    rt: &mut Rt,
    code: &Code,
    base: usize,
    pc: usize,
    stack: &[Value],
    err: Box<PyErr>,
) -> PyResult<Value> {
    resume_frame_with(rt, code, base, pc + 1, stack, Some(err))
}

fn resume_frame_with(
    rt: &mut Rt,
    code: &Code,
    base: usize,
    pc: usize,
    stack: &[Value],
    raising: Option<Box<PyErr>>,
) -> PyResult<Value> {
    let locals_end = base + code.nlocals as usize;
    // SAFETY: the frame's extent was checked when the call began.
    unsafe {
        for (i, &v) in stack.iter().enumerate() {
            *rt.stack.add(locals_end + i) = v;
        }
    }
    // Compiled code may have entered handlers: their exceptions stay handled, and end
    // with the frame.
    // The instruction the frame is at: a raising one's pc is one back.
    let at = pc - raising.is_some() as usize;
    let exc_base = rt.exc_stack.len().saturating_sub(code.handled_depth(at));
    let result = interpret(rt, code, base, exc_base, pc, locals_end + stack.len(), raising);
    // A generator that yields keeps them (`generator_resume` saves them).
    if rt.yielded.is_none() {
        rt.exc_stack.truncate(exc_base);
    }
    result
}

/// Runs `code` from `start_pc` with the operand stack at `start_sp`; `throw` raises an
/// exception at `start_pc - 1` first (a generator's `throw()`). Counts each
/// instruction run while `rt.count_executions` is on ([`interpret_loop`]).
fn interpret(
    rt: &mut Rt,
    code: &Code,
    base: usize,
    exc_base: usize,
    start_pc: usize,
    start_sp: usize,
    throw: Option<Box<PyErr>>,
) -> PyResult<Value> {
    if rt.count_executions {
        interpret_loop::<true>(rt, code, base, exc_base, start_pc, start_sp, throw)
    } else {
        interpret_loop::<false>(rt, code, base, exc_base, start_pc, start_sp, throw)
    }
}

/// [`interpret`]'s loop. `COUNT` counts each instruction run in `code.executions`: a
/// parameter of the loop's type rather than a test of the flag, so the uncounted
/// loop has no trace of it.
fn interpret_loop<const COUNT: bool>(
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
    // Fetched once per frame so that counting an instruction is one increment.
    let counts: &[std::cell::Cell<u64>] = if COUNT { code.execution_counters() } else { &[] };
    debug_assert!(!COUNT || counts.len() == ops.len());
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

    // Counts a run of the instruction at `pc` (in the counting loop only).
    macro_rules! count {
        () => {
            if COUNT {
                // SAFETY: `pc` indexes `ops` (see the dispatch and
                // `take_second_operand`), and `counts` was made with an entry per
                // instruction of `ops`, which a code object never changes.
                let count = unsafe { counts.get_unchecked(pc) };
                count.set(count.get() + 1);
            }
        };
    }

    // After a local is pushed: `a op b` and `f(a, b)` load two locals or a local and
    // a constant in a row, and taking the second here saves a dispatch.
    macro_rules! take_second_operand {
        () => {
            // SAFETY: every instruction has a successor (the last is `Return`).
            match unsafe { *ops.get_unchecked(pc) } {
                Op::LoadFast(j) => {
                    let w = at!(base + j as usize);
                    if !w.is_null() {
                        // It ran, without a dispatch of its own.
                        count!();
                        push!(w);
                        pc += 1;
                    }
                }
                Op::LoadConst(j) => {
                    count!();
                    push!(consts[j as usize]);
                    pc += 1;
                }
                _ => {}
            }
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
                count!();
                pc += 1;
                match op {
                    Op::LoadConst(i) => push!(consts[i as usize]),
                    Op::LoadFast(i) => {
                        let v = at!(base + i as usize);
                        if v.is_null() {
                            break 'run unbound_local_error(code, i as usize);
                        }
                        push!(v);
                        take_second_operand!();
                    }
                    Op::StoreFast(i) => {
                        let v = pop!();
                        set!(base + i as usize, v);
                    }
                    Op::LoadFastShare(i) => {
                        let v = at!(base + i as usize);
                        if v.is_null() {
                            break 'run unbound_local_error(code, i as usize);
                        }
                        crate::vm::share_str(v);
                        push!(v);
                        take_second_operand!();
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
                        let r = match immediate_binop(bop, a, b) {
                            Some(r) => r,
                            None => {
                                sync!();
                                let r = tri!(ops::binary_op(rt, bop, a, b, matches!(op, Op::Inplace(_))));
                                crate::profile::record_overflow(code, pc - 1, a, b, r);
                                r
                            }
                        };
                        sp -= 1;
                        set!(sp - 1, r);
                    }
                    Op::AppendLocal { local, inplace } => {
                        let (a, b) = (at!(sp - 2), at!(sp - 1));
                        record(code, pc - 1, a, b);
                        let r = match immediate_binop(BinOp::Add, a, b) {
                            Some(r) => r,
                            None => {
                                sync!();
                                let r = tri!(ops::append(rt, a, b, inplace));
                                crate::profile::record_overflow(code, pc - 1, a, b, r);
                                r
                            }
                        };
                        sp -= 2;
                        set!(base + local as usize, r);
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
                        record(code, pc - 1, v, Value::NULL);
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
                        sync!();
                        let r = tri!(ops::positive(rt, v));
                        set!(sp - 1, r);
                    }
                    Op::Invert => {
                        let v = top!();
                        record(code, pc - 1, v, Value::NULL);
                        sync!();
                        let r = tri!(ops::invert(rt, v));
                        set!(sp - 1, r);
                    }
                    Op::Not => {
                        record(code, pc - 1, top!(), Value::NULL);
                        let t = truth!(top!());
                        set!(sp - 1, py_bool(!t));
                    }
                    Op::Jump(t) => pc = t as usize,
                    Op::JumpBack(t) => {
                        if crate::interrupt::pending() {
                            sync!();
                            tri!(crate::interrupt::poll());
                        }
                        let cell = &code.profile[pc - 1];
                        let count = cell.get().saturating_add(1);
                        cell.set(count);
                        pc = t as usize;
                        // Without a tier (`--jit=off`) the back-edge pays no division.
                        if rt.tier.is_some() && count.is_multiple_of(rt.osr_threshold as u64) {
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
                    Op::BuildTuple(n) | Op::BuildList(n) => {
                        let n = n as usize;
                        sync!();
                        // SAFETY: the n items are the top of the live stack (rooted).
                        let items = unsafe { std::slice::from_raw_parts(st.add(sp - n), n) };
                        let made =
                            if matches!(op, Op::BuildTuple(_)) { rt.new_tuple(items) } else { rt.new_list(items) };
                        sp -= n;
                        push!(made);
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
                    Op::UnpackEx { before, after } => {
                        let v = top!();
                        sync!();
                        let items = tri!(unpack_starred(rt, v, before as usize, after as usize));
                        sp -= 1;
                        for &item in items.iter().rev() {
                            push!(item);
                        }
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
                        // The argument of a one-argument call (`len(x)`, `ord(c)`).
                        let only = if argc == 1 { at!(callee_at + 1) } else { Value::NULL };
                        record(code, pc - 1, f, only);
                        crate::profile::record_call_target(code, pc - 1, f);
                        sync!();
                        // `len(x)` is common enough in loop conditions to skip the call
                        // protocol (as CPython's specialised `len` call does).
                        let r = if argc == 1 && f == crate::builtins::len_function() {
                            let n = tri!(ops::py_len(rt, top!()));
                            rt.new_int(n as i64)
                        } else {
                            tri!(call_at(rt, callee_at, argc as usize, None))
                        };
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
                    Op::CallMethod { name, argc } | Op::CallMethodKw { name, argc, .. } => {
                        let recv_at = sp - argc as usize - 1;
                        let recv = at!(recv_at);
                        record(code, pc - 1, recv, Value::NULL);
                        sync!();
                        let kwnames = match op {
                            Op::CallMethodKw { kwnames, .. } => Some(consts[kwnames as usize]),
                            _ => None,
                        };
                        let site = Some((code, pc - 1));
                        let name = &code.names[name as usize];
                        // `list.append(x)` skips the method protocol (as CPython's
                        // specialised call does).
                        let r =
                            if argc == 1 && is_layout(recv, LayoutId::List) && kwnames.is_none() && &**name == "append"
                            {
                                rt.list_append(recv, top!());
                                none()
                            } else {
                                tri!(call_method_at(rt, site, recv_at, name, argc as usize, kwnames))
                            };
                        sp = recv_at;
                        push!(r);
                    }
                    Op::LoadAttr(i) => {
                        let v = top!();
                        let r = match attr_cache::load_hit(code, pc - 1, v) {
                            Some(r) => r,
                            None => {
                                sync!();
                                tri!(attr_cache::load_attr(rt, code, pc - 1, v, &code.names[i as usize]))
                            }
                        };
                        set!(sp - 1, r);
                    }
                    Op::StoreAttr(i) => {
                        let (v, obj) = (at!(sp - 2), at!(sp - 1));
                        if !attr_cache::store_hit(code, pc - 1, obj, v) {
                            sync!();
                            tri!(attr_cache::store_attr(rt, code, pc - 1, obj, &code.names[i as usize], v));
                        }
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
                        let v = tri!(shared_ops::load_name(rt, code, ns, &code.names[i as usize]));
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
                    Op::ImportModule(i) => {
                        sync!();
                        push!(tri!(shared_ops::import_module(rt, code, &code.names[i as usize])));
                    }
                    Op::ImportFrom(i) => {
                        let module = top!();
                        sync!();
                        let v = tri!(crate::import::import_from(rt, module, &code.names[i as usize]));
                        set!(sp - 1, v);
                    }
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
                    Op::Locals => {
                        sync!();
                        let d = tri!(shared_ops::frame_locals(rt, code, base));
                        push!(d);
                    }
                    Op::DeleteFast(i) => {
                        if at!(base + i as usize).is_null() {
                            break 'run unbound_local_error(code, i as usize);
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
                    Op::YieldFromResume => debug_assert!(is_none(top!()), "a value sent past 'yield from'"),
                    Op::IterReturnValue => set!(sp - 1, iter_return_value(top!())),
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
                        let s = rt.concat_strs(unsafe { std::slice::from_raw_parts(st.add(sp - n), n) });
                        sp -= n;
                        push!(s);
                    }
                    Op::Return => {
                        let v = pop!();
                        rt.sp = base;
                        return Ok(v);
                    }
                    Op::EnterWith => {
                        // The stack becomes [__exit__, result of __enter__()]; the manager
                        // stays on it (rooted) until then.
                        let mgr = top!();
                        sync!();
                        let (exit, r) = tri!(enter_with(rt, mgr));
                        set!(sp - 1, exit);
                        push!(r);
                    }
                    Op::WithExcept => {
                        let (exit, exc) = (at!(sp - 2), at!(sp - 1));
                        sync!();
                        let suppress = tri!(exit_with_exception(rt, exit, exc));
                        push!(py_bool(suppress));
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
                        sync!();
                        let v = match form {
                            0 => Value::NULL,
                            1 => top!(),
                            _ => tri!(shared_ops::with_cause(rt, at!(sp - 2), at!(sp - 1))),
                        };
                        break 'run shared_ops::raise_error(rt, form.min(1), v);
                    }
                    Op::Reraise => {
                        // The exception object stays on the operand stack (rooted) until a
                        // handler or the frame exit cuts the stack.
                        let info = rt.exc_stack.pop().expect("a handled exception");
                        break 'run reraise(rt, info.value);
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
        if !err.context_recorded {
            sync!();
            record_context(rt, &mut err);
        }
        let Some(h) = code.handler_at(pc - 1) else { break err };
        sp = locals_end + h.depth as usize;
        rt.sp = sp;
        let obj = enter_handler(rt, code, pc - 1, &mut err, exc_base + h.exc_depth as usize);
        push!(obj);
        pc = h.target as usize;
    };
    err.add_frame(code, pc - 1);
    rt.sp = base;
    Err(err)
}

/// `a op b` of two small ints or two flonums when the result is immediate too (None:
/// the generic operation decides).
#[inline(always)]
fn immediate_binop(op: BinOp, a: Value, b: Value) -> Option<Value> {
    if a.is_small_int() && b.is_small_int() {
        small_int_binop(op, a, b)
    } else if a.is_flonum() && b.is_flonum() {
        flonum_binop(op, a, b)
    } else {
        None
    }
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
/// `a, *b, c = v`'s values: the first `before` items of iterable `v`, a list of the
/// middle ones, and the last `after` (a ValueError when it has fewer than both).
pub fn unpack_starred(rt: &mut Rt, v: Value, before: usize, after: usize) -> PyResult<SmallVec<[Value; 4]>> {
    let all = unpacked_items(rt, v)?;
    if all.len() < before + after {
        return raise!(
            ValueError,
            "not enough values to unpack (expected at least {}, got {})",
            before + after,
            all.len()
        );
    }
    let mark = rt.handles.len();
    rt.handles.extend_from_slice(&all);
    let middle = rt.new_list(&all[before..all.len() - after]);
    rt.handles.truncate(mark);
    let mut items: SmallVec<[Value; 4]> = all[..before].iter().copied().collect();
    items.push(middle);
    items.extend_from_slice(&all[all.len() - after..]);
    Ok(items)
}

/// The items of `v` an unpacking assigns: a list's or tuple's as they are, another
/// iterable's collected (a TypeError for what is not iterable).
fn unpacked_items(rt: &mut Rt, v: Value) -> PyResult<SmallVec<[Value; 4]>> {
    // SAFETY: the items are copied out before anything runs.
    if let Some(items) = unsafe { seq_items(v) } {
        return Ok(items.into());
    }
    if ops::get_iter(rt, v).is_err() {
        return raise!(TypeError, "cannot unpack non-iterable {} object", type_name(v));
    }
    Ok(ops::collect_iterable(rt, v)?.into())
}

pub fn unpack(rt: &mut Rt, v: Value, n: usize) -> PyResult<SmallVec<[Value; 4]>> {
    let items = unpacked_items(rt, v)?;
    if items.len() > n {
        return raise!(ValueError, "too many values to unpack (expected {})", n);
    }
    if items.len() < n {
        return raise!(ValueError, "not enough values to unpack (expected {}, got {})", n, items.len());
    }
    Ok(items)
}
