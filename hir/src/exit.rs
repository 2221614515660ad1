//! Leaving HIR for the bytecode interpreter: what every tier that runs HIR does at a
//! frame state (the HIR interpreter's deopts and `ember_jit::deopt`). The tier makes
//! the frame state's field writes, then [`resume_in_interpreter`] rebuilds the
//! interpreter frame, boxing machine values with [`boxed`], and finishes the call.
//! A generator's `Yield` writes the frame the same way ([`suspend`]).
//!
//! In code inlined into the function, a frame state chains to its caller's (see
//! [`FrameState::caller`]): leaving rebuilds one interpreter frame per link
//! ([`exit_frames`]), runs the innermost to its end, and finishes each caller's call
//! with what it returned or raised ([`resume_frames`]).

use crate::ir::{FrameState, Function, Inlined, InlinedKind, Insn, InsnId};
use crate::{Type, types};
use ember_runtime::code::Code;
use ember_runtime::error::{PyErr, PyResult, TraceEntry, Traceback};
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

/// One interpreter frame an exit rebuilds (see [`exit_frames`]).
pub struct ExitFrame<'a> {
    pub code: &'a Code,
    /// Where its first local is on the VM stack.
    pub base: usize,
    pub state: &'a FrameState,
    /// The pc in `code` (a frame state's pc is function-wide).
    pub pc: usize,
    /// The position of its first entry among the exit's ([`FrameState::exit_entries`]).
    pub first: usize,
    /// For a frame of inlined code, its call.
    pub inlined: Option<&'a Inlined>,
}

impl ExitFrame<'_> {
    /// The VM stack slot of the exit's entry at `position`, which is this frame's.
    pub fn slot(&self, position: usize) -> usize {
        let k = position - self.first;
        if k < self.state.locals.len() {
            self.base + k
        } else {
            self.base + self.code.nlocals as usize + k - self.state.locals.len()
        }
    }

    fn holds(&self, position: usize) -> bool {
        (self.first..self.first + self.state.locals.len() + self.state.stack.len()).contains(&position)
    }
}

/// The interpreter frames leaving compiled code at `state` rebuilds, outermost (the
/// running one, at `base`) first. The frames of inlined calls are made here, above
/// `rt.sp` as the interpreter's calls would make them: the function below the frame,
/// every slot NULL; `rt.sp` rises above the last, so what is written into them is
/// rooted.
pub fn exit_frames<'a>(
    rt: &mut Rt,
    f: &'a Function,
    code: &'a Code,
    base: usize,
    state: &'a FrameState,
) -> SmallVec<[ExitFrame<'a>; 2]> {
    let states = state.frames();
    let mut frames: SmallVec<[ExitFrame<'a>; 2]> = SmallVec::new();
    let mut first = 0;
    for s in states {
        let site = f.site(s.pc);
        let (code, base, inlined) = match site.frame {
            None => (code, base, None),
            Some(k) => {
                let inlined = &f.inlined[k];
                let code: &'a Code = inlined.code.get();
                // A function that is no constant is set below the frame with the
                // caller's stack (`resume_frames`).
                let function = inlined.function.unwrap_or(Value::NULL);
                let callee_at = rt.sp;
                let top = callee_at + 1 + code.nlocals as usize + code.stack_size as usize;
                // `EnterInlined` checked that the frames fit, as the interpreter's call
                // checks its callee's.
                assert!(top < ember_runtime::vm::STACK_SLOTS, "an inlined frame outside the VM stack");
                // SAFETY: inside the VM stack (checked above), above every live frame.
                unsafe {
                    *rt.stack.add(callee_at) = function;
                    for k in callee_at + 1..top {
                        *rt.stack.add(k) = Value::NULL;
                    }
                }
                rt.sp = top;
                // The interpreter's frame counts from here on, as its call would have
                // counted it; `resume_frames` ends it.
                if !inlined.counts_depth {
                    rt.depth += 1;
                }
                (code, callee_at + 1, Some(inlined))
            }
        };
        frames.push(ExitFrame { code, base, state: s, pc: site.pc as usize, first, inlined });
        first += s.locals.len() + s.stack.len();
    }
    frames
}

/// The frame of [`exit_frames`] holding the exit's entry at `position`.
pub fn frame_holding<'f, 'a>(frames: &'f [ExitFrame<'a>], position: usize) -> &'f ExitFrame<'a> {
    frames.iter().find(|fr| fr.holds(position)).expect("a position inside the exit's frames")
}

/// Finishes a call in the bytecode interpreter from the frames of [`exit_frames`]
/// (a deopt of any tier): writes each frame (its entries' objects from
/// `value(rt, position, v)`, positions running on through the frames), runs the
/// innermost from its pc, then each caller from its call with what the callee
/// returned, or raised at the call. The running function's result is the outermost's.
pub fn resume_frames(
    rt: &mut Rt,
    frames: &[ExitFrame],
    mut value: impl FnMut(&mut Rt, usize, InsnId) -> Value,
) -> PyResult<Value> {
    let mut stacks: SmallVec<[SmallVec<[Value; 8]>; 2]> = SmallVec::new();
    for fr in frames {
        let first = fr.first;
        let stack = write_frame(rt, fr.code, fr.base, fr.state, |rt, k, v| value(rt, first + k, v));
        stacks.push(stack);
    }
    for (k, fr) in frames.iter().enumerate().skip(1) {
        // A function that is no constant is on top of its caller's stack.
        if fr.inlined.is_some_and(|i| i.function.is_none()) {
            let function = stacks[k - 1].pop().expect("the callee on its caller's stack");
            // SAFETY: the slot below the frame `exit_frames` made.
            unsafe { *rt.stack.add(fr.base - 1) = function };
        }
    }
    let innermost = frames.last().expect("an exit rebuilds a frame");
    let mut result = ember_runtime::interp::resume_frame(
        rt,
        innermost.code,
        innermost.base,
        innermost.pc,
        &stacks[frames.len() - 1],
    );
    let mut callee = innermost.inlined;
    for (fr, mut stack) in frames.iter().zip(stacks).rev().skip(1) {
        // The callee's frame has ended, as the interpreter's call ends it.
        rt.depth -= 1;
        if callee.is_some_and(|i| i.kind == InlinedKind::Initialised) {
            // The class call gives the instance (which the state keeps on top of the
            // stack), once `__init__` has returned None.
            let instance = stack.pop().expect("the instance being initialised");
            result = result.and_then(|r| ember_runtime::classes::check_init_result(r).map(|()| instance));
        }
        result = match result {
            Ok(returned) => {
                stack.push(returned);
                ember_runtime::interp::resume_frame(rt, fr.code, fr.base, fr.pc + 1, &stack)
            }
            Err(err) => ember_runtime::interp::resume_frame_raising(rt, fr.code, fr.base, fr.pc, &stack, err),
        };
        callee = fr.inlined;
    }
    result
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
pub fn catch(rt: &mut Rt, code: &Code, pc: u32, err: &mut PyErr) {
    if !err.context_recorded {
        ember_runtime::interp::record_context(rt, err);
    }
    let keep = handled_kept(rt, code, pc);
    ember_runtime::interp::enter_handler(rt, code, pc as usize, err, keep);
}

/// [`catch`] of exception object `exc`, raised for the first time
/// (`interp::is_fresh_exception`) at `pc` inside a `try`, whose traceback so far is
/// `traceback` (the lines of the inlined frames it left): the same effects, with no
/// error made.
pub fn catch_fresh(rt: &mut Rt, code: &Code, pc: u32, exc: Value, traceback: &mut Traceback) {
    ember_runtime::interp::record_context_of(rt, exc);
    let keep = handled_kept(rt, code, pc);
    traceback.push(TraceEntry { code: code.id, pc });
    ember_runtime::interp::handle(rt, exc, traceback, keep);
}

/// [`catch_fresh`] when the traceback is known as the int it is kept as
/// (`interp::packed_traceback`) and the `try`'s [`try_depths`] are `depths`.
pub fn catch_fresh_packed(rt: &mut Rt, exc: Value, kept: Value, depths: (usize, usize)) {
    ember_runtime::interp::record_context_of(rt, exc);
    ember_runtime::interp::push_handled(rt, exc, kept_below(rt, depths));
    ember_runtime::interp::store_traceback(rt, exc, kept);
}

/// How many of the exceptions on `rt.exc_stack` stay handled when the handler of the
/// `try` around `pc` is entered: the frame's own ones since the `try` began end.
fn handled_kept(rt: &Rt, code: &Code, pc: u32) -> usize {
    kept_below(rt, try_depths(code, pc))
}

/// How many exceptions the frame handles at `pc`, inside a `try`, and how many it
/// handles in that `try`'s handler before the caught one.
pub fn try_depths(code: &Code, pc: u32) -> (usize, usize) {
    let pc = pc as usize;
    let handler = code.handler_at(pc).expect("a Try's pc is inside a try");
    (code.handled_depth(pc), handler.exc_depth as usize)
}

/// [`handled_kept`] of a `try` of depths `(handled, below)` ([`try_depths`]).
fn kept_below(rt: &Rt, (handled, below): (usize, usize)) -> usize {
    rt.exc_stack.len().saturating_sub(handled) + below
}

/// The virtual objects (`Insn::VirtualObject`) leaving at `state` makes, each once,
/// in the order the exit's entries first name them.
pub fn virtuals_of(f: &Function, state: &FrameState) -> SmallVec<[InsnId; 2]> {
    let mut virtuals = SmallVec::new();
    for v in state.exit_entries() {
        if matches!(f.insn(v), Insn::VirtualObject { .. }) && !virtuals.contains(&v) {
            virtuals.push(v);
        }
    }
    virtuals
}

/// Every word leaving compiled code at `state` saves, in order: one per entry of its
/// frames ([`FrameState::exit_entries`]; a virtual object's is not stored), then the
/// fields of each virtual object ([`virtuals_of`]), from which the exit makes it.
pub fn exit_words(f: &Function, state: &FrameState) -> impl Iterator<Item = InsnId> {
    let fields: SmallVec<[InsnId; 4]> = virtuals_of(f, state)
        .into_iter()
        .flat_map(|v| match f.insn(v) {
            Insn::VirtualObject { fields, .. } => fields.clone(),
            _ => unreachable!("virtuals_of lists VirtualObjects"),
        })
        .collect();
    state.exit_entries().collect::<SmallVec<[InsnId; 16]>>().into_iter().chain(fields)
}

/// Makes the virtual objects of `state` ([`virtuals_of`]) from the words of their
/// fields (`word(k)`: the `k`th of [`exit_words`]), calling `made(v, object)` on each
/// as it is made, which must root it (the next one allocates). Object fields are
/// rooted on `rt.handles` while their object is made.
pub fn materialise(
    rt: &mut Rt,
    f: &Function,
    state: &FrameState,
    word: impl Fn(usize) -> u64,
    mut made: impl FnMut(&mut Rt, InsnId, Value),
) {
    let mut k = state.exit_len();
    for v in virtuals_of(f, state) {
        let Insn::VirtualObject { kind, fields } = f.insn(v) else { unreachable!("virtuals_of lists VirtualObjects") };
        let words: SmallVec<[u64; 4]> = (k..k + fields.len()).map(&word).collect();
        k += fields.len();
        let mark = rt.handles.len();
        for (&field, &w) in fields.iter().zip(&words) {
            if f.ty(field).is_subtype(types::OptObject) {
                rt.handles.push(Value(w));
            }
        }
        let object = kind.make(rt, &words);
        rt.handles.truncate(mark);
        made(rt, v, object);
    }
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
