//! Runtime helpers called from compiled code: the high-level HIR operations that
//! `lower` left generic, and the slow paths of inline ones (boxing a double that is
//! not a flonum, a type guard no single tag test proves).
//!
//! Each takes the [`Ctx`] first and returns a `Value` word, or [`EXC`] with the
//! exception in `ctx.error`. The compiled caller then branches to its error exit,
//! which adds the frame's traceback line ([`trace`]). Operands are raw words, and the
//! objects among them are rooted: compiled code stores every object value in the
//! frame's slots before it can be passed anywhere.
//!
//! SAFETY (for every helper here): compiled code passes a live `Ctx`, `Code` and
//! `Helper` pointers owned by the compiled version it runs, and operands of the
//! types the HIR gave them (the verifier checks machine types per operand).

// The contract above is every helper's `# Safety` section: only compiled code calls them.
#![allow(clippy::missing_safety_doc)]

use crate::abi::{Ctx, EXC};
use crate::deopt::DeoptInfo;
use ember_hir::Type;
use ember_hir::helper_ops::{call_helper, call_with_keywords};
use ember_hir::ir::{Helper, RaiseKind};
use ember_runtime::code::{BinOp, CmpOp, Code};
use ember_runtime::error::PyResult;
use ember_runtime::object::{self, py_bool};
use ember_runtime::ops;
use ember_runtime::value::Value;

/// Turns a result into a word for compiled code.
fn word(ctx: &mut Ctx, r: PyResult<Value>) -> u64 {
    match r {
        Ok(v) => v.raw(),
        Err(e) => {
            ctx.error = Some(e);
            EXC
        }
    }
}

/// `Ok(())` as the word 1.
fn done(ctx: &mut Ctx, r: PyResult<()>) -> u64 {
    word(ctx, r.map(|()| Value(1)))
}

macro_rules! ctx {
    ($ctx:ident) => {{
        // SAFETY: see the module comment.
        let ctx = unsafe { &mut *$ctx };
        // SAFETY: see `Ctx::rt`.
        let rt = unsafe { ctx.rt() };
        (ctx, rt)
    }};
}

/// The operands at `args[..n]`.
fn slice<'a>(args: *const Value, n: u64) -> &'a [Value] {
    if n == 0 {
        return &[];
    }
    // SAFETY: compiled code passes a stack slot holding `n` values.
    unsafe { std::slice::from_raw_parts(args, n as usize) }
}

fn code<'a>(code: *const Code) -> &'a Code {
    // SAFETY: code objects live as long as the runtime.
    unsafe { &*code }
}

/// Adds the traceback lines of function-wide pc `pc` to the pending exception (the
/// compiled frame's error exit): in inlined code, the callee's line, then its
/// caller's at the call, each inlined frame ending (its recursion depth with it) as
/// the interpreter's would.
///
/// # Safety
/// Called by compiled code only: `info` is the running version's metadata.
pub unsafe extern "C" fn trace(ctx: *mut Ctx, info: *const crate::deopt::DeoptInfo, pc: u32) -> u64 {
    // SAFETY: see the module comment.
    let ctx = unsafe { &mut *ctx };
    // SAFETY: see the module comment.
    let rt = unsafe { ctx.rt() };
    // SAFETY: forwarded from the caller.
    let info = unsafe { &*info };
    if let Some(e) = ctx.error.as_mut() {
        // This frame may be handling exceptions, which end with it: the context is
        // recorded while they are there to see.
        if !e.context_recorded {
            ember_runtime::interp::record_context(rt, e);
        }
        let pc = end_inlined_frames(rt, info, pc, |code, pc| e.add_frame(code, pc));
        let code = self::code(info.code);
        e.add_frame(code, pc as usize);
        // A direct call from compiled code does not pass through the runtime's call,
        // which would end them.
        let handled = rt.exc_stack.len().saturating_sub(code.handled_depth(pc as usize));
        rt.exc_stack.truncate(handled);
    }
    EXC
}

/// Adds the traceback line of each inlined frame function-wide pc `pc` is in to `e`,
/// innermost first, and ends the frame (its recursion depth, when compiled code
/// counted it), as the interpreter's return by exception would; returns the pc of the
/// call in the function's own frame (`pc` itself outside inlined code).
fn end_inlined_frames(
    rt: &mut ember_runtime::vm::Rt,
    info: &crate::deopt::DeoptInfo,
    pc: u32,
    mut add_frame: impl FnMut(&Code, usize),
) -> u32 {
    let (frames, pc) = inlined_frames(&info.f, pc);
    for frame in frames {
        add_frame(frame.code, frame.pc as usize);
        if frame.counts_depth {
            rt.depth -= 1;
        }
    }
    pc
}

/// An inlined frame a function-wide pc is in.
pub struct InlinedAt {
    pub code: &'static Code,
    /// The frame's own pc.
    pub pc: u32,
    /// Whether compiled code counts its recursion depth.
    pub counts_depth: bool,
}

/// The inlined frames function-wide pc `pc` of `f` is in, innermost first, and the pc
/// of the call in the function's own frame (`pc` itself outside inlined code).
pub fn inlined_frames(f: &ember_hir::ir::Function, mut pc: u32) -> (smallvec::SmallVec<[InlinedAt; 2]>, u32) {
    let mut frames = smallvec::SmallVec::new();
    while let Some(k) = f.site(pc).frame {
        let inlined = &f.inlined[k];
        frames.push(InlinedAt {
            code: inlined.code.get(),
            pc: pc - inlined.pc_base,
            counts_depth: inlined.counts_depth,
        });
        pc = inlined.call_pc;
    }
    (frames, pc)
}

/// The landing of a `Try`: the pending exception, raised at function-wide pc `pc` by
/// the instruction of site `site`, becomes the one the frame handles (in inlined
/// code, after the callees' lines are added and their frames end, as [`trace`]
/// does), and the first `n` words of `buf` (the function's own frame's values at the
/// site, an entry already in its frame slot not stored) become the landing block's
/// objects, machine values boxed.
///
/// # Safety
/// Called by compiled code only: `frame` is its frame, `info` its metadata, `buf` a
/// stack slot of `n` words.
pub unsafe extern "C" fn catch(
    ctx: *mut Ctx,
    frame: *mut Value,
    info: *const crate::deopt::DeoptInfo,
    site: u64,
    buf: *mut u64,
    pc: u64,
    n: u64,
) {
    let (ctx, rt) = ctx!(ctx);
    let mut err = ctx.error.take().expect("an exception is pending");
    // SAFETY: forwarded from the caller.
    unsafe { land(rt, frame, &*info, site, buf, pc, n, &mut err) }
}

/// `raise exc` inside a `try` of the same function: [`catch`] of what it raises, with
/// no heap error in between when `exc` is an exception instance.
///
/// # Safety
/// As for [`catch`].
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn raise_caught(
    ctx: *mut Ctx,
    frame: *mut Value,
    info: *const crate::deopt::DeoptInfo,
    site: u64,
    buf: *mut u64,
    pc: u64,
    n: u64,
    exc: Value,
) {
    let (_, rt) = ctx!(ctx);
    // SAFETY: forwarded from the caller.
    let info = unsafe { &*info };
    let mut err = match ember_runtime::interp::raised_instance(rt, exc) {
        Some(err) => err,
        None => *ember_hir::helper_ops::raise(rt, RaiseKind::Value, exc),
    };
    // SAFETY: forwarded from the caller.
    unsafe { land(rt, frame, info, site, buf, pc, n, &mut err) }
}

/// `raise exc` inside a `try` of the same compiled function, raised at function-wide
/// pc `pc`, when `exc` is an exception instance raised for the first time (what such
/// code nearly always raises): it becomes the handled exception as [`raise_caught`]
/// makes it, with no error made, and the word 1 tells the compiled code to enter the
/// handler with its own values. Otherwise 0, having done nothing: the code takes
/// its landing.
///
/// # Safety
/// Called by compiled code only, `info` its metadata.
pub unsafe extern "C" fn raise_fresh(ctx: *mut Ctx, info: *const crate::deopt::DeoptInfo, pc: u64, exc: Value) -> u64 {
    let (_, rt) = ctx!(ctx);
    if !ember_runtime::interp::is_fresh_exception(rt, exc) {
        return 0;
    }
    // SAFETY: forwarded from the caller.
    let info = unsafe { &*info };
    let mut traceback = ember_runtime::error::Traceback::new();
    let pc = end_inlined_frames(rt, info, pc as u32, |code, pc| {
        traceback.push(ember_runtime::error::TraceEntry { code: code.id, pc: pc as u32 });
    });
    ember_hir::exit::catch_fresh(rt, code(info.code), pc, exc, &mut traceback);
    1
}

/// [`raise_fresh`] where the compiled code knows the rest: `kept`, the traceback
/// the exception is caught with (one packed int: `interp::packed_traceback`),
/// `counted`, how many of the inlined frames it leaves count their depth, and
/// `depths`, the `try`'s handled depth above its handler's (`exit::try_depths`), and
/// `typed`, 1 when `exc`'s type says it is an exception instance.
pub unsafe extern "C" fn raise_fresh_packed(
    ctx: *mut Ctx,
    exc: Value,
    kept: Value,
    counted: u64,
    depths: u64,
    typed: u64,
) -> u64 {
    let (_, rt) = ctx!(ctx);
    let fresh = match typed {
        0 => ember_runtime::interp::is_fresh_exception(rt, exc),
        _ => !ember_runtime::interp::has_kept_traceback(rt, exc),
    };
    if !fresh {
        return 0;
    }
    rt.depth -= counted as u32;
    ember_hir::exit::catch_fresh_packed(rt, exc, kept, ((depths >> 32) as usize, depths as u32 as usize));
    1
}

/// What [`catch`] and [`raise_caught`] do with the exception `err`.
///
/// # Safety
/// As for [`catch`].
#[allow(clippy::too_many_arguments)]
unsafe fn land(
    rt: &mut ember_runtime::vm::Rt,
    frame: *mut Value,
    info: &crate::deopt::DeoptInfo,
    site: u64,
    buf: *mut u64,
    pc: u64,
    n: u64,
    err: &mut ember_runtime::error::PyErr,
) {
    let landing = info.landing(site as usize, n as usize);
    let words = &landing.words;
    let pc = end_inlined_frames(rt, info, pc as u32, |code, pc| err.add_frame(code, pc));
    // SAFETY: code objects live as long as the runtime.
    ember_hir::exit::catch(rt, unsafe { &*info.code }, pc, err);
    // SAFETY: `frame` is the compiled frame and `buf` holds the landing's words.
    let raw = |k: usize| unsafe { words[k].source.word(frame, buf, k) };
    // The machine value to box of entry `k`, with its type.
    let machine = |k: usize| words[k].boxed_from;
    // When no box allocates, the words are written in place.
    if !landing.allocates {
        for k in 0..words.len() {
            let word = match machine(k) {
                Some(ty) => ember_hir::exit::boxed(rt, ty, raw(k)).raw(),
                None => raw(k),
            };
            // SAFETY: `buf` holds `n` words.
            unsafe { *buf.add(k) = word };
        }
        return;
    }
    // The objects stay where the collector sees them (their frame slots, or the
    // frame's own locals) while the machine values are boxed; the boxes go to
    // `rt.handles` until every word is written.
    let mark = rt.handles.len();
    for k in 0..words.len() {
        let x = match machine(k) {
            Some(ty) => ember_hir::exit::boxed(rt, ty, raw(k)),
            None => Value(raw(k)),
        };
        rt.handles.push(x);
    }
    for k in 0..n as usize {
        // SAFETY: `buf` holds `n` words.
        unsafe { *buf.add(k) = rt.handles[mark + k].raw() };
    }
    rt.handles.truncate(mark);
}

/// Whether two exact strs of one byte length, not both interned, have the same text
/// (`StrEq`'s slow path): 1 or 0. Cannot fail or collect.
pub extern "C" fn str_eq(a: Value, b: Value) -> u64 {
    ember_runtime::object::str_eq(a, b) as u64
}

/// The exception the frame is handling (a handler's landing block reads it).
pub unsafe extern "C" fn caught_exception(ctx: *mut Ctx) -> u64 {
    let (_, rt) = ctx!(ctx);
    rt.exc_stack.last().expect("a handler's exception is being handled").value.raw()
}

/// The end of a handler ([`Helper::PopExcInfo`]): the exception it handled ends.
pub unsafe extern "C" fn pop_exc_info(ctx: *mut Ctx) {
    let (_, rt) = ctx!(ctx);
    rt.exc_stack.pop();
}

/// What `BaseException.__init__(obj, *args)` does ([`Helper::ExceptionInit`]): `args`
/// points at `n` objects. The word 1, or EXC.
///
/// # Safety
/// Called by compiled code only, with a stack slot of `n` objects.
pub unsafe extern "C" fn exception_init(ctx: *mut Ctx, obj: Value, args: *const Value, n: u64) -> u64 {
    let (ctx, rt) = ctx!(ctx);
    // SAFETY: the caller passes `n` objects (none: a NULL pointer, not read).
    let args = if n == 0 { &[][..] } else { unsafe { std::slice::from_raw_parts(args, n as usize) } };
    done(ctx, ember_runtime::classes::init_exception_args(rt, obj, args))
}

/// Compiled code saw a SIGINT pending: makes the KeyboardInterrupt the pending
/// exception (the code then leaves through its error exit or handler).
pub unsafe extern "C" fn raise_interrupt(ctx: *mut Ctx) {
    // SAFETY: see the module comment.
    let ctx = unsafe { &mut *ctx };
    ctx.error = Some(ember_runtime::interrupt::take());
}

pub unsafe extern "C" fn load_global(ctx: *mut Ctx, code: *const Code, slot: u32) -> u64 {
    let (ctx, rt) = ctx!(ctx);
    let mut v = rt.globals[slot as usize];
    if v.is_null() {
        v = rt.global_builtins[slot as usize];
    }
    if v.is_null() {
        let global = rt.global_names[slot as usize].clone();
        ctx.error = Some(rt.name_error(self::code(code), &global));
        return EXC;
    }
    v.raw()
}

/// Stores a global; cannot fail (`StoreGlobal` raises nothing, see its effects).
pub unsafe extern "C" fn store_global(ctx: *mut Ctx, slot: u32, v: Value) {
    let (_, rt) = ctx!(ctx);
    rt.store_global(slot, v);
}

pub unsafe extern "C" fn unbound_local(ctx: *mut Ctx, code: *const Code, local: u32) -> u64 {
    let (ctx, _) = ctx!(ctx);
    ctx.error = Some(ember_runtime::interp::unbound_local_error(self::code(code), local as usize));
    EXC
}

pub unsafe extern "C" fn unbound_cell(ctx: *mut Ctx, code: *const Code, local: u32) -> u64 {
    let (ctx, _) = ctx!(ctx);
    ctx.error = Some(ember_runtime::interp::unbound_cell_error(self::code(code), local as usize));
    EXC
}

pub unsafe extern "C" fn binary_op(ctx: *mut Ctx, op: BinOp, inplace: u32, a: Value, b: Value) -> u64 {
    let (ctx, rt) = ctx!(ctx);
    word(ctx, ops::binary_op(rt, op, a, b, inplace != 0))
}

/// `a op b` of two exact ints ([`Helper::IntArith`]) that compiled code's small-int
/// path did not finish: a big operand or result, or an operator it leaves to the
/// runtime.
pub unsafe extern "C" fn int_arith(ctx: *mut Ctx, op: BinOp, a: Value, b: Value) -> u64 {
    let (ctx, rt) = ctx!(ctx);
    word(ctx, ember_runtime::int::exact_int_binop(rt, op, a, b))
}

pub unsafe extern "C" fn compare(ctx: *mut Ctx, op: CmpOp, a: Value, b: Value) -> u64 {
    let (ctx, rt) = ctx!(ctx);
    word(ctx, ops::compare(rt, op, a, b).map(py_bool))
}

/// `op` is an [`ember_hir::ir::UnaryOp`] as a number.
pub unsafe extern "C" fn unary_op(ctx: *mut Ctx, op: u32, v: Value) -> u64 {
    use ember_hir::ir::UnaryOp;
    let (ctx, rt) = ctx!(ctx);
    let r = match op {
        x if x == UnaryOp::Neg as u32 => ops::negate(rt, v),
        x if x == UnaryOp::Pos as u32 => ops::positive(rt, v),
        x if x == UnaryOp::Invert as u32 => ops::invert(rt, v),
        _ => ops::truthy(rt, v).map(|t| py_bool(!t)),
    };
    word(ctx, r)
}

/// 0 or 1 (or EXC).
pub unsafe extern "C" fn truthy(ctx: *mut Ctx, v: Value) -> u64 {
    let (ctx, rt) = ctx!(ctx);
    match ops::truthy(rt, v) {
        Ok(t) => t as u64,
        Err(e) => {
            ctx.error = Some(e);
            EXC
        }
    }
}

pub unsafe extern "C" fn get_item(ctx: *mut Ctx, c: Value, i: Value) -> u64 {
    let (ctx, rt) = ctx!(ctx);
    word(ctx, ops::getitem(rt, c, i))
}

pub unsafe extern "C" fn set_item(ctx: *mut Ctx, c: Value, i: Value, v: Value) -> u64 {
    let (ctx, rt) = ctx!(ctx);
    done(ctx, ops::setitem(rt, c, i, v))
}

/// `o.name` for the attribute load at bytecode `pc` of `code`, which compiled code
/// could not do inline: through the interpreter's inline cache, which learns the
/// shape (see [`missed`]).
pub unsafe extern "C" fn load_attr(ctx: *mut Ctx, code: *const Code, n: u32, o: Value, pc: u64) -> u64 {
    let (ctx, rt) = ctx!(ctx);
    ctx.runtime_lookups.loads += 1;
    let code = self::code(code);
    let r = ember_runtime::interp::cached_load_attr(rt, code, pc as usize, o, &code.names[n as usize]);
    missed(ctx, code, ember_runtime::interp::attr_cache_has_room(code, pc as usize));
    word(ctx, r)
}

/// `o.name = v` for the attribute store at bytecode `pc` of `code`, as [`load_attr`].
pub unsafe extern "C" fn store_attr(ctx: *mut Ctx, code: *const Code, n: u32, o: Value, v: Value, pc: u64) -> u64 {
    let (ctx, rt) = ctx!(ctx);
    ctx.runtime_lookups.stores += 1;
    let code = self::code(code);
    let r = ember_runtime::interp::cached_store_attr(rt, code, pc as usize, o, &code.names[n as usize], v);
    missed(ctx, code, ember_runtime::interp::attr_cache_has_room(code, pc as usize));
    done(ctx, r)
}

/// Notes that compiled code of `code` left an attribute or method operation to the
/// runtime at a site that is not megamorphic (`site_has_room`): the site's cache now
/// knows a receiver the compiled code does not, so misses count towards replacing
/// the function's version (see `JitTier::note_miss`).
fn missed(ctx: &Ctx, code: &Code, site_has_room: bool) {
    if site_has_room {
        // SAFETY: the tier outlives the compiled code it runs.
        unsafe { &*ctx.tier }.note_miss(code);
    }
}

/// A generic operation at bytecode `pc` that had never run when its version was
/// compiled (so it has no guards): its operands go to the instruction's profile, and
/// the run counts as a miss of the version, which is replaced from the profiles
/// after enough of them (see [`crate::tier::count_miss`]). 1 when this miss used
/// the version up (the caller deopts before the operation), else 0.
///
/// # Safety
/// `info` is the running version's metadata.
pub unsafe extern "C" fn learn_profile(info: *const DeoptInfo, pc: u64, left: Value, right: Value) -> u64 {
    // SAFETY: forwarded from the caller; code objects live as long as the runtime.
    let (info, code) = unsafe { (&*info, &*(*info).code) };
    ember_runtime::profile::record(code, pc as usize, left, right);
    crate::tier::count_miss(code, info) as u64
}

/// `NumberToDouble`'s slow path (an operand that is no small int or float): 1 with
/// `float(v)` stored at `out` when `v` is an int within the double range, else 0
/// (the caller deopts). Allocates nothing.
pub unsafe extern "C" fn number_to_double(v: Value, out: *mut f64) -> u64 {
    match ember_hir::lowops::number_to_double(v) {
        Some(d) => {
            // SAFETY: the caller passes a stack slot of 8 bytes.
            unsafe { *out = d };
            1
        }
        None => 0,
    }
}

/// `callee(*args)` through the runtime's call (compiled code has already tried a
/// direct call); a compiled callee is still entered by the tier, without the
/// interpreter's loop.
pub unsafe extern "C" fn call(ctx: *mut Ctx, callee: Value, args: *const Value, n: u64) -> u64 {
    let (ctx, rt) = ctx!(ctx);
    word(ctx, ember_runtime::interp::call_function(rt, callee, slice(args, n)))
}

/// `f(*args)` of the builtin function `f` (a `CallFunction` whose callee is known to
/// be one): straight to it, without `call_function`'s protocol for any callee. The
/// caller keeps the arguments rooted.
pub unsafe extern "C" fn call_builtin(ctx: *mut Ctx, f: Value, args: *const Value, n: u64) -> u64 {
    let (ctx, rt) = ctx!(ctx);
    word(ctx, ember_runtime::builtins::call_object(rt, f, slice(args, n), &[]))
}

/// A new, uninitialised instance of user class `class` (allocates: the caller has
/// rooted its live objects).
pub unsafe extern "C" fn new_instance(ctx: *mut Ctx, class: Value) -> u64 {
    let (_, rt) = ctx!(ctx);
    ember_runtime::classes::new_instance(rt, class).raw()
}

/// The runtime's initialisation of the new instance `obj` of `class` with the `n`
/// arguments at `args` (`InitInstance` when its cached `__init__` went stale): None
/// or EXC.
pub unsafe extern "C" fn initialise(ctx: *mut Ctx, class: Value, obj: Value, args: *const Value, n: u64) -> u64 {
    let (ctx, rt) = ctx!(ctx);
    let r = ember_runtime::classes::initialise(rt, class, obj, slice(args, n), &[]);
    word(ctx, r.map(|()| ember_runtime::object::none()))
}

/// A generator's compiled `Yield` wrote its frame: records where it resumes, and the
/// height of its frame (locals and operand stack), as the interpreter's `Yield` does.
pub unsafe extern "C" fn suspended(ctx: *mut Ctx, pc: u64, height: u64) {
    let (_, rt) = ctx!(ctx);
    rt.yielded = Some((pc as usize, height as usize));
}

/// Raises the TypeError for an `__init__` that returned `r`, not None: EXC.
pub unsafe extern "C" fn init_returned(ctx: *mut Ctx, r: Value) -> u64 {
    let (ctx, _) = ctx!(ctx);
    word(ctx, ember_runtime::classes::check_init_result(r).map(|()| r))
}

pub unsafe extern "C" fn call_kw(ctx: *mut Ctx, callee: Value, args: *const Value, n: u64, kwnames: Value) -> u64 {
    let (ctx, rt) = ctx!(ctx);
    word(ctx, call_with_keywords(rt, callee, slice(args, n), kwnames))
}

/// `recv.name(*args)` for the `CallMethod` at bytecode `pc` of `code` (whose method
/// cache it uses).
pub unsafe extern "C" fn call_method(
    ctx: *mut Ctx,
    code: *const Code,
    n: u32,
    recv: Value,
    args: *const Value,
    nargs: u64,
    pc: u64,
) -> u64 {
    let (ctx, rt) = ctx!(ctx);
    ctx.runtime_lookups.method_calls += 1;
    let code = self::code(code);
    // A site the interpreter never reached before the compile has no profile yet:
    // the next version learns the receiver's class from this call.
    ember_runtime::profile::record(code, pc as usize, recv, Value::NULL);
    let r = ember_runtime::interp::call_method(
        rt,
        Some((code, pc as usize)),
        recv,
        &code.names[n as usize],
        slice(args, nargs),
    );
    missed(ctx, code, code.method_cache_has_room(pc as usize));
    word(ctx, r)
}

pub unsafe extern "C" fn build_list(ctx: *mut Ctx, items: *const Value, n: u64) -> u64 {
    let (_, rt) = ctx!(ctx);
    rt.new_list(slice(items, n)).raw()
}

pub unsafe extern "C" fn build_tuple(ctx: *mut Ctx, items: *const Value, n: u64) -> u64 {
    let (_, rt) = ctx!(ctx);
    rt.new_tuple(slice(items, n)).raw()
}

pub unsafe extern "C" fn get_iter(ctx: *mut Ctx, v: Value) -> u64 {
    let (ctx, rt) = ctx!(ctx);
    word(ctx, ops::get_iter(rt, v))
}

/// The next item, NULL when the iterator is exhausted, or EXC.
pub unsafe extern "C" fn iter_next(ctx: *mut Ctx, it: Value) -> u64 {
    let (ctx, rt) = ctx!(ctx);
    word(ctx, ops::iter_next(rt, it).map(|v| v.unwrap_or(Value::NULL)))
}

pub unsafe extern "C" fn make_function(ctx: *mut Ctx, inner: Value, d: Value, k: Value, c: Value) -> u64 {
    let (_, rt) = ctx!(ctx);
    let inner = ember_runtime::object::code_of(inner);
    rt.new_function(inner, d, k, c).raw()
}

pub unsafe extern "C" fn make_cell(ctx: *mut Ctx, v: Value) -> u64 {
    let (_, rt) = ctx!(ctx);
    rt.new_cell(v).raw()
}

/// Free variable `index` of the running function, which sits just below the frame.
pub unsafe extern "C" fn free_var(frame: *const Value, index: u32) -> u64 {
    // SAFETY: every call puts the function in the slot below its frame.
    let func = unsafe { *frame.sub(1) };
    ember_hir::lowops::function_cell(func, index).raw()
}

pub unsafe extern "C" fn list_append(ctx: *mut Ctx, l: Value, v: Value) -> u64 {
    let (_, rt) = ctx!(ctx);
    rt.list_append(l, v);
    1
}

/// `list.pop()` of an exact list ([`Helper::ListPop`]), without the helper dispatch.
pub unsafe extern "C" fn list_pop(ctx: *mut Ctx, l: Value) -> u64 {
    let (ctx, rt) = ctx!(ctx);
    word(ctx, rt.list_pop(l))
}

/// Char `i` (in range) of the str `s`, as a str (`Insn::StrChar` off its fast path);
/// may allocate, cannot raise.
pub unsafe extern "C" fn str_char(ctx: *mut Ctx, s: Value, i: u64) -> u64 {
    let (_, rt) = ctx!(ctx);
    rt.char_of(s, i as usize).raw()
}

/// The one-char str of the valid code point `c` (`Insn::CharStr` off its fast
/// path); may allocate, cannot raise.
pub unsafe extern "C" fn char_str(ctx: *mut Ctx, c: u64) -> u64 {
    let (_, rt) = ctx!(ctx);
    let c = u32::try_from(c).ok().and_then(char::from_u32).expect("a valid code point");
    rt.char_str(c).raw()
}

/// The first char of the non-empty str `s`, as a code point (`Insn::StrOrd` of a
/// non-ASCII str). Neither allocates nor raises.
pub extern "C" fn first_code_point(s: Value) -> u64 {
    ember_runtime::object::str_text(s).chars().next().map_or(0, u64::from)
}

/// `s + w` of two exact strs at an append site ([`Helper::AppendStr`]).
pub unsafe extern "C" fn append_str(ctx: *mut Ctx, s: Value, w: Value) -> u64 {
    let (ctx, rt) = ctx!(ctx);
    word(ctx, Ok(rt.append_str(s, w)))
}

/// Makes a str an append site owned an ordinary one ([`Helper::ShareStr`]); compiled
/// code calls it for heap objects only. Neither allocates nor raises.
pub extern "C" fn share_str(v: Value) {
    ember_runtime::vm::share_str(v)
}

/// A new object of kind `ObjectKind::ALL[kind]` with its fields' `words`
/// (`Insn::NewObject`). Allocates; cannot raise.
///
/// # Safety
/// `words` holds one word per field of the kind; its objects are rooted.
pub unsafe extern "C" fn new_object(ctx: *mut Ctx, kind: u64, words: *const u64) -> u64 {
    let (_, rt) = ctx!(ctx);
    let kind = ember_hir::ir::ObjectKind::ALL[kind as usize];
    // SAFETY: one word per field (the caller's promise).
    let words = unsafe { std::slice::from_raw_parts(words, kind.fields().len()) };
    kind.make(rt, words).raw()
}

/// `iter(range(start, stop, step))` of three ints ([`Helper::NewRangeIter`]).
pub unsafe extern "C" fn new_range_iter(ctx: *mut Ctx, start: Value, stop: Value, step: Value) -> u64 {
    let (ctx, rt) = ctx!(ctx);
    word(ctx, ember_runtime::builtins::make_range_iter(rt, &[start, stop, step]))
}

/// `len(v)` ([`Helper::Len`]) of what compiled code does not read itself.
pub unsafe extern "C" fn len(ctx: *mut Ctx, v: Value) -> u64 {
    let (ctx, rt) = ctx!(ctx);
    let n = ember_runtime::ops::py_len(rt, v);
    word(ctx, n.map(|n| rt.new_int(n as i64)))
}

/// `d[k]` of an exact dict ([`Helper::DictGetItem`]).
pub unsafe extern "C" fn dict_get_item(ctx: *mut Ctx, d: Value, k: Value) -> u64 {
    let (ctx, rt) = ctx!(ctx);
    word(ctx, ember_runtime::dict::dict_getitem(rt, d, k))
}

/// `d[k] = v` of an exact dict ([`Helper::DictSetItem`]); a NULL-free word.
pub unsafe extern "C" fn dict_set_item(ctx: *mut Ctx, d: Value, k: Value, v: Value) -> u64 {
    let (ctx, rt) = ctx!(ctx);
    word(ctx, ember_runtime::dict::dict_set(rt, d, k, v).map(|_| Value(1)))
}

/// `k in d` of an exact dict ([`Helper::DictContains`]), as a bool object.
pub unsafe extern "C" fn dict_contains(ctx: *mut Ctx, d: Value, k: Value) -> u64 {
    let (ctx, rt) = ctx!(ctx);
    word(ctx, ember_runtime::dict::dict_contains(rt, d, k).map(py_bool))
}

/// `k in s` of an exact set or frozenset ([`Helper::SetContains`]), as a bool object.
pub unsafe extern "C" fn set_contains(ctx: *mut Ctx, s: Value, k: Value) -> u64 {
    let (ctx, rt) = ctx!(ctx);
    word(ctx, ember_runtime::dict::set_contains(rt, s, k).map(py_bool))
}

/// `s.add(k)` of an exact set ([`Helper::SetAdd`]); a NULL-free word.
pub unsafe extern "C" fn set_add(ctx: *mut Ctx, s: Value, k: Value) -> u64 {
    let (ctx, rt) = ctx!(ctx);
    word(ctx, ember_runtime::dict::set_add(rt, s, k).map(|_| Value(1)))
}

/// `d.get(k, default)` of an exact dict ([`Helper::DictGet`]; `default` NULL when not
/// given).
pub unsafe extern "C" fn dict_get(ctx: *mut Ctx, d: Value, k: Value, default: Value) -> u64 {
    let (ctx, rt) = ctx!(ctx);
    let default = (!default.is_null()).then_some(default);
    word(ctx, ember_runtime::dict::dict_get_or(rt, d, k, default))
}

/// The `count` items of `seq` as a tuple.
pub unsafe extern "C" fn unpack(ctx: *mut Ctx, seq: Value, count: u32) -> u64 {
    let (ctx, rt) = ctx!(ctx);
    // An exact tuple of that length is its own items (it never changes).
    if object::is_layout(seq, ember_runtime::layout::LayoutId::Tuple)
        && object::tuple_items(seq).len() == count as usize
    {
        return seq.raw();
    }
    let mark = rt.handles.len();
    let items = ember_runtime::interp::unpack(rt, seq, count as usize);
    let r = items.map(|items| rt.new_tuple(&items));
    rt.handles.truncate(mark);
    word(ctx, r)
}

pub unsafe extern "C" fn get_slice(ctx: *mut Ctx, c: Value, a: Value, b: Value, st: Value) -> u64 {
    let (ctx, rt) = ctx!(ctx);
    word(ctx, ops::get_slice(rt, c, a, b, st))
}

pub unsafe extern "C" fn set_slice(ctx: *mut Ctx, c: Value, a: Value, b: Value, st: Value, v: Value) -> u64 {
    let (ctx, rt) = ctx!(ctx);
    done(ctx, ops::set_slice(rt, c, a, b, st, v))
}

/// `kind` is a [`RaiseKind`] as a number. Always EXC.
pub unsafe extern "C" fn raise(ctx: *mut Ctx, kind: u32, v: Value) -> u64 {
    let (ctx, rt) = ctx!(ctx);
    let kind = [RaiseKind::Reraise, RaiseKind::Value, RaiseKind::Assert, RaiseKind::Caught]
        .into_iter()
        .find(|&k| k as u32 == kind)
        .expect("a raise kind");
    ctx.error = Some(ember_hir::helper_ops::raise(rt, kind, v));
    EXC
}

/// One of the runtime's helpers for rare operations ([`Helper`]); NULL-free words
/// for those without a result.
pub unsafe extern "C" fn run_helper(
    ctx: *mut Ctx,
    code: *const Code,
    info: *const crate::deopt::DeoptInfo,
    helper: *const Helper,
    args: *const Value,
    n: u64,
) -> u64 {
    let (ctx, rt) = ctx!(ctx);
    // SAFETY: the helper lives in the compiled version's HIR, which `info` holds.
    let (helper, info) = unsafe { (&*helper, &*info) };
    let r = call_helper(rt, self::code(code), Some(&info.f.names), helper, slice(args, n));
    word(ctx, r.map(|v| if v.is_null() { Value(1) } else { v }))
}

/// Stores a value a bool storage cannot hold: widens the storage in place first.
/// Allocates nothing.
pub unsafe extern "C" fn set_storage_item(storage: Value, index: u64, v: Value) {
    // SAFETY: compiled code passes a list's storage and a checked index.
    unsafe { object::set_storage_item(storage, index as usize, v) }
}

/// Whether `v` has type `*ty` (a guard no single tag test decides).
pub unsafe extern "C" fn type_matches(v: Value, ty: *const Type) -> u64 {
    // SAFETY: the type lives in the compiled version's metadata.
    Type::from_value(v).is_subtype(unsafe { *ty }) as u64
}

/// Moves instance `obj` to shape `to`, a child of its shape, with `value` in the slot
/// `to` adds (`StoreAttrCached` adding an attribute past the inline slots; allocates:
/// the caller has rooted its live objects).
pub unsafe extern "C" fn add_slot(ctx: *mut Ctx, obj: Value, to: u64, value: Value) {
    let (_, rt) = ctx!(ctx);
    ember_runtime::instance_attrs::add_slot(rt, obj, to as u32, value);
}

/// Whether `v` is an instance of one of the `n` classes at `classes` or of a
/// subclass (`Insn::IsInstance`).
pub unsafe extern "C" fn is_instance(v: Value, classes: *const Value, n: u64) -> u64 {
    ember_hir::lowops::is_instance(v, slice(classes, n)) as u64
}

/// A float object for `d` (allocates: the caller has rooted its live objects).
pub unsafe extern "C" fn new_float(ctx: *mut Ctx, d: f64) -> u64 {
    let (_, rt) = ctx!(ctx);
    rt.new_float(d).raw()
}

/// A double operation with no single machine instruction (floor division, modulo):
/// writes the result to `out` and returns 1, or returns 0 where Python raises (the
/// compiled code deopts and the interpreter raises).
pub unsafe extern "C" fn float_arith(op: BinOp, a: f64, b: f64, out: *mut f64) -> u64 {
    match ember_hir::lowops::float_arith(op, a, b) {
        Some(r) => {
            // SAFETY: `out` is a stack slot of the caller.
            unsafe { *out = r };
            1
        }
        None => 0,
    }
}
