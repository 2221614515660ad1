//! Deoptimisation: leaving compiled code for the interpreter without patching code.
//!
//! Each deopt site (a guard, or an operation whose check failed) has a cold block in
//! the compiled code (see [`crate::codegen`]) that stores the values of the site's
//! frame state in a stack slot and calls [`deoptimise`] with the site's index.
//! `deoptimise` writes the objects into the interpreter frame, boxes the machine
//! values, writes them too, and runs
//! the rest of the call in the interpreter from the site's bytecode (which
//! re-executes the instruction that failed). Its result becomes the compiled call's
//! result, so the compiled frame just returns it.

use crate::abi::{Ctx, EXC};
use crate::codegen::Repr;
use ember_hir::exit::{ExitFrame, boxed, exit_frames, frame_holding, resume_frames};
use ember_hir::ir::{Function, Insn, InsnId};
use ember_runtime::code::Code;
use ember_runtime::value::Value;
use std::cell::{Cell, RefCell};
use std::rc::Rc;

/// What a compiled version needs at its deopt sites. Boxed: compiled code holds its
/// address.
pub struct DeoptInfo {
    /// The optimised HIR the code was made from (frame states and types).
    pub f: Function,
    pub code: *const Code,
    /// The instruction of each deopt site, by site index.
    pub sites: Vec<InsnId>,
    /// Deopts of this version so far.
    pub deopts: Cell<u64>,
    /// Operations its code left to the runtime that a version compiled from newer
    /// profiles would do inline (see [`crate::tier::count_miss`]).
    pub misses: Cell<u64>,
    /// Whether the version replacing it would still speculate: only then do misses
    /// count towards replacing it.
    pub successor_speculates: Cell<bool>,
    /// Sites `EMBER_DEOPT_STRESS` has already failed once.
    stressed: RefCell<Vec<bool>>,
    /// How each `Try` landing passes its frame-state words, by site, made at its
    /// first exception (see [`DeoptInfo::landing`]).
    landings: RefCell<Vec<Option<Rc<Landing>>>>,
    /// Set when the current deopt was forced by the stress mode.
    forced: Cell<bool>,
    /// With `JitFlags::COUNT_EXECUTIONS`, how many times compiled code entered each
    /// HIR block, by block index (empty otherwise); [`DeoptInfo::fold_block_counts`]
    /// adds them to the bytecode instructions' execution counts.
    pub block_counts: Box<[Cell<u64>]>,
}

impl DeoptInfo {
    pub fn new(f: Function, code: &Code) -> DeoptInfo {
        DeoptInfo {
            f,
            code,
            sites: Vec::new(),
            deopts: Cell::new(0),
            misses: Cell::new(0),
            successor_speculates: Cell::new(false),
            stressed: RefCell::new(Vec::new()),
            forced: Cell::new(false),
            landings: RefCell::new(Vec::new()),
            block_counts: Box::new([]),
        }
    }

    /// Makes the code count its blocks' executions (see `block_counts`).
    pub fn count_blocks(&mut self) {
        self.block_counts = (0..self.f.blocks.len()).map(|_| Cell::new(0)).collect();
    }

    /// Adds the executions of the compiled blocks since the last call to the
    /// execution counts of the bytecode instructions they run, so `ember explain`
    /// counts a line however it ran. A block runs the instructions from the first to
    /// the last its frame states name, in each code it holds (the callee's for
    /// inlined code): the pure operations between them (float arithmetic, say) have
    /// no frame state of their own.
    pub fn fold_block_counts(&self) {
        for (block, count) in self.f.blocks.keys().zip(self.block_counts.iter()) {
            let n = count.replace(0);
            if n == 0 {
                continue;
            }
            // Per code: the lowest and highest pc the block's states name.
            let mut spans: Vec<(*const Code, u32, u32)> = Vec::new();
            for &i in &self.f.block(block).insns {
                let Some(state) = self.f.insn(i).frame_state() else { continue };
                let site = self.f.site(state.pc);
                let code = match site.frame {
                    Some(k) => self.f.inlined[k].code.get() as *const Code,
                    None => self.code,
                };
                match spans.iter_mut().find(|(c, ..)| *c == code) {
                    Some((_, low, high)) => {
                        *low = (*low).min(site.pc);
                        *high = (*high).max(site.pc);
                    }
                    None => spans.push((code, site.pc, site.pc)),
                }
            }
            for (code, low, high) in spans {
                for pc in low..=high {
                    // SAFETY: code objects live as long as the runtime.
                    unsafe { (*code).count_executions(pc as usize, n) };
                }
            }
        }
    }

    /// How the landing of raising site `site` passes the first `n` entries of the
    /// site's frame state, worked out from the HIR once per site.
    pub fn landing(&self, site: usize, n: usize) -> Rc<Landing> {
        let mut landings = self.landings.borrow_mut();
        if landings.len() <= site {
            landings.resize(site + 1, None);
        }
        landings[site]
            .get_or_insert_with(|| {
                let f = &self.f;
                let state = f.insn(self.sites[site]).frame_state().expect("a raising instruction has a frame state");
                // Inside inlined code, the handler is the function's own frame's.
                let state = state.outermost();
                let word = |(k, v): (usize, InsnId)| {
                    let source = entry_source(f, usize::MAX, k, v);
                    // `passes::virtuals` keeps the objects a `Try` may see.
                    assert_ne!(source, EntrySource::Virtual, "a virtual object at a Try's landing");
                    let machine = Repr::of(f.ty(v)) != Repr::Object && source != EntrySource::InFrame;
                    LandingWord { source, boxed_from: machine.then(|| f.ty(v)) }
                };
                let words: Box<[LandingWord]> = state.entries().take(n).enumerate().map(word).collect();
                // Boxing an int or a bool allocates nothing; only a float box can
                // make the collector run.
                let allocates =
                    words.iter().any(|w| w.boxed_from.is_some_and(|ty| !ember_hir::exit::boxes_without_allocating(ty)));
                Rc::new(Landing { words, allocates })
            })
            .clone()
    }
}

/// Where leaving compiled code (a deopt, a `Try` landing, a generator's suspension)
/// finds the word of one frame-state entry. Compiled code stores only the `Stored`
/// ones; the others cost it nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EntrySource {
    /// In its frame slot already (see [`already_in_frame`]); always an object.
    InFrame,
    /// A constant of the HIR: this word (an object, or a machine value's bits).
    /// An unbound local is the constant NULL, so most functions have many.
    Constant(u64),
    /// In the exit's buffer, where compiled code stored it.
    Stored,
    /// A virtual object (`Insn::VirtualObject`): the exit makes it from its fields'
    /// words, which follow the entries' in the buffer (`hir::exit::exit_words`).
    Virtual,
}

impl EntrySource {
    /// The word of frame-state entry `k` (an object, or a machine value's bits): from
    /// its frame slot, the HIR's constant, or the exit's buffer.
    ///
    /// # Safety
    /// `frame` is the frame of the compiled code leaving, and `buf` holds the words
    /// its exit stored, one per entry position.
    pub unsafe fn word(self, frame: *const Value, buf: *const u64, k: usize) -> u64 {
        // SAFETY: an entry in its frame slot is an entry parameter's, which compiled
        // code never overwrites; the exit stored every other entry's word in `buf`.
        unsafe {
            match self {
                EntrySource::InFrame => (*frame.add(k)).raw(),
                EntrySource::Constant(word) => word,
                EntrySource::Stored => *buf.add(k),
                EntrySource::Virtual => unreachable!("a virtual object has no word until it is made"),
            }
        }
    }
}

/// Where leaving compiled code finds frame-state entry `v` at `position` (locals
/// first, then the operand stack, frame after frame: [`FrameState::exit_entries`]),
/// when the first `own` positions are the running function's frame's.
///
/// [`FrameState::exit_entries`]: ember_hir::ir::FrameState::exit_entries
pub fn entry_source(f: &Function, own: usize, position: usize, v: InsnId) -> EntrySource {
    if position < own && already_in_frame(f, position, v) {
        return EntrySource::InFrame;
    }
    match f.insn(v) {
        Insn::Const { value } => EntrySource::Constant(value.raw()),
        Insn::PrimConst { bits } => EntrySource::Constant(*bits),
        Insn::VirtualObject { .. } => EntrySource::Virtual,
        _ => EntrySource::Stored,
    }
}

/// How a `Try` landing passes its frame-state values (see [`DeoptInfo::landing`]).
#[derive(Debug)]
pub struct Landing {
    pub words: Box<[LandingWord]>,
    /// Whether boxing a word may allocate (and so collect).
    pub allocates: bool,
}

/// How a `Try` landing passes one frame-state value.
#[derive(Clone, Copy, Debug)]
pub struct LandingWord {
    pub source: EntrySource,
    /// The machine type of a value to box; None for an object.
    pub boxed_from: Option<ember_hir::Type>,
}

/// Why a deopt site fails, for `--trace-deopt` and `--jit-stats`.
pub fn reason(f: &Function, at: InsnId) -> String {
    match f.insn(at) {
        Insn::GuardType { ty, .. } => format!("type guard: expected {ty}"),
        Insn::GuardIs { expected, .. } => format!("identity guard: expected the {}", describe_value(*expected).0),
        Insn::GuardShape { shape, store: false, .. } => format!("shape guard: expected an instance with shape {shape}"),
        Insn::GuardShape { shape, store: true, .. } => {
            format!("shape guard: expected an instance with shape {shape} whose class only stores attributes")
        }
        Insn::GuardCode { code, .. } => format!("callee guard: expected a function of {}", code.get().qualname),
        Insn::GuardVersions { versions, .. } => {
            let classes: Vec<String> = versions.iter().map(|&(c, _)| describe_value(c).0).collect();
            format!("class guard: one of {} changed", classes.join(", "))
        }
        Insn::IntArith { op, .. } => format!("int {} (overflow or invalid operand)", op.symbol()),
        Insn::IntNeg { .. } => "int negation overflow".to_string(),
        Insn::FloatSqrt { .. } => "square root of a negative number".to_string(),
        Insn::FloatArith { op, .. } => format!("float {} (zero divisor)", op.symbol()),
        Insn::CheckIndex { .. } => "index out of range".to_string(),
        Insn::CheckRangeSmall { .. } => "range values outside the small-int range".to_string(),
        Insn::CheckDepth { .. } => "an inlined call would exceed the recursion limit".to_string(),
        Insn::Deopt { .. } => "a method call's receiver of a kind its cache never saw".to_string(),
        // `learn_if_unprofiled`: the version's unprofiled code ran often enough that
        // a version compiled from the profiles it gathered replaces it.
        Insn::BinaryOp { .. }
        | Insn::Compare { .. }
        | Insn::UnaryOp { .. }
        | Insn::GetItem { .. }
        | Insn::SetItem { .. } => "code unprofiled when compiled ran often (recompiling)".to_string(),
        Insn::GuardStorage { storage, .. } => {
            format!("list does not store {} (its storage was widened)", storage.name())
        }
        other => format!("{other:?}"),
    }
}

/// What the failing operands of a deopt site were (see [`describe_operands`]).
#[derive(Clone, Debug, Default)]
pub struct Seen {
    /// Their kinds ("float", "P instance with shape 2"): what `--jit-stats` counts.
    pub kinds: String,
    /// The same with the numbers' values ("float 0.5"): what `--trace-deopt` prints.
    pub values: String,
}

/// What the operands of failing deopt site `at` were, as far as its frame state
/// holds them: the type a guard did not expect, or the values an operation could
/// not take. `value(rt, k, v)` is frame-state entry `k`'s object (see
/// [`with_frame_values`]).
pub fn describe_operands(
    rt: &mut ember_runtime::vm::Rt,
    f: &Function,
    at: InsnId,
    value: &mut dyn FnMut(&mut ember_runtime::vm::Rt, usize, InsnId) -> Value,
) -> Seen {
    let Some(state) = f.insn(at).frame_state() else { return Seen::default() };
    let entries: Vec<InsnId> = state.exit_entries().collect();
    let mut operands = Vec::new();
    f.insn(at).for_each_direct_operand(|v| operands.push(v));
    let (mut kinds, mut values) = (Vec::new(), Vec::new());
    for operand in operands {
        // A machine operand is the unboxing of an object the state still holds.
        let object = match f.insn(operand) {
            Insn::Unbox { value, .. } => *value,
            _ => operand,
        };
        let wanted = f.unguarded(object);
        if let Some(k) = entries.iter().position(|&e| e == object || f.unguarded(e) == wanted) {
            let v = value(rt, k, entries[k]);
            if !v.is_null() {
                let (kind, number) = describe_value(v);
                values.push(match number {
                    Some(n) => format!("{kind} {n}"),
                    None => kind.clone(),
                });
                kinds.push(kind);
            }
        }
    }
    Seen { kinds: kinds.join(", "), values: values.join(", ") }
}

/// A value as a deopt report names it: its kind (its type, an instance's shape, a
/// function's name) and, for a number, its value (what overflowed or divided by
/// zero).
fn describe_value(v: Value) -> (String, Option<String>) {
    use ember_runtime::classes::{class_qualname, type_of};
    use ember_runtime::int::IntRef;
    use ember_runtime::layout::LayoutId;
    use ember_runtime::object::{float_value, is_layout};
    let class = class_qualname(type_of(v)).to_string();
    match ember_runtime::int::int_ref(v) {
        Some(IntRef::Small(n)) => return (class, Some(n.to_string())),
        Some(IntRef::Big { limbs, .. }) => return (class, Some(format!("of {} bits", 64 * limbs.len()))),
        None => {}
    }
    if let Some(d) = float_value(v) {
        return (class, Some(format!("{d:?}")));
    }
    let kind = if is_layout(v, LayoutId::Instance) {
        format!("{class} instance with shape {}", ember_runtime::instance_attrs::shape_of(v))
    } else if is_layout(v, LayoutId::Function) {
        format!("function {}", ember_runtime::object::code_of_function(v).qualname)
    } else if is_layout(v, LayoutId::Class) || is_layout(v, LayoutId::Type) {
        format!("class {}", class_qualname(v))
    } else {
        class
    };
    (kind, None)
}

/// `EMBER_DEOPT_STRESS`: 1 the first time site `site` runs, else 0.
///
/// # Safety
/// `info` is the live metadata of the running version.
pub unsafe extern "C" fn stress(info: *const DeoptInfo, site: u64) -> u64 {
    // SAFETY: forwarded from the caller.
    let info = unsafe { &*info };
    let mut stressed = info.stressed.borrow_mut();
    if stressed.len() < info.sites.len() {
        stressed.resize(info.sites.len(), false);
    }
    let first = !std::mem::replace(&mut stressed[site as usize], true);
    info.forced.set(first);
    first as u64
}

/// Finishes the call in the interpreter from deopt site `site`; returns its result
/// (or EXC). `machine[k]` holds the word of frame-state entry `k` (locals, then
/// stack): an object, or a machine value to box.
///
/// # Safety
/// Called by compiled code only: `frame` is its frame, `info` its metadata, `machine`
/// a stack slot with one word per frame-state entry.
pub unsafe extern "C" fn deoptimise(
    ctx: *mut Ctx,
    frame: *mut Value,
    info: *const DeoptInfo,
    site: u64,
    machine: *const u64,
) -> u64 {
    // SAFETY: forwarded from the caller.
    let (ctx, info) = unsafe { (&mut *ctx, &*info) };
    // SAFETY: see `Ctx::rt`; code objects live as long as the runtime.
    let (rt, code) = unsafe { (ctx.rt(), &*info.code) };
    let at = info.sites[site as usize];
    let forced = info.forced.replace(false);
    info.deopts.set(info.deopts.get() + 1);
    // SAFETY: the tier outlives compiled code.
    let tier = unsafe { &*ctx.tier };
    // SAFETY: forwarded from the caller.
    let result = unsafe {
        with_frame_values(rt, info, at, frame, machine, |rt, frames, value| {
            // What the failing operands were, read before the interpreter moves on.
            let seen = (tier.records_operands() && !forced).then(|| describe_operands(rt, &info.f, at, value));
            tier.note_deopt(code, info, at, forced, seen);
            resume_frames(rt, frames, value)
        })
    };
    match result {
        Ok(v) => v.raw(),
        Err(e) => {
            ctx.error = Some(e);
            EXC
        }
    }
}

/// Suspends a generator at the `Yield` of site `site`: writes the frame for its frame
/// state as [`deoptimise`] does, records where it resumes, and returns `yielded`.
///
/// # Safety
/// As for [`deoptimise`]; `yielded` is an object.
pub unsafe extern "C" fn suspend(
    ctx: *mut Ctx,
    frame: *mut Value,
    info: *const DeoptInfo,
    site: u64,
    machine: *const u64,
    yielded: Value,
) -> u64 {
    // SAFETY: forwarded from the caller.
    let (ctx, info) = unsafe { (&mut *ctx, &*info) };
    // SAFETY: see `Ctx::rt`; code objects live as long as the runtime.
    let (rt, code) = unsafe { (ctx.rt(), &*info.code) };
    let at = info.sites[site as usize];
    // SAFETY: forwarded from the caller.
    let v = unsafe {
        with_frame_values(rt, info, at, frame, machine, |rt, frames, value| {
            let [own] = frames else { unreachable!("a generator has no inlined code") };
            ember_hir::exit::suspend(rt, code, own.base, own.state, yielded, value)
        })
    };
    v.raw()
}

/// Leaving compiled code at site `at` (a deopt, or a generator's `Yield`): makes the
/// interpreter frames (the running one's, and one per inlined call the site is in:
/// [`exit_frames`]), writes the objects of the frame states into them first (below
/// `rt.sp`, so rooted, before boxing the machine values allocates), then runs `leave`
/// with the frames and each entry's object (`hir::exit`'s callback).
///
/// # Safety
/// `frame` is the running compiled code's frame; `machine` holds the word of each
/// frame-state entry the exit stored ([`EntrySource::Stored`]).
unsafe fn with_frame_values<R>(
    rt: &mut ember_runtime::vm::Rt,
    info: &DeoptInfo,
    at: InsnId,
    frame: *mut Value,
    machine: *const u64,
    leave: impl FnOnce(
        &mut ember_runtime::vm::Rt,
        &[ExitFrame],
        &mut dyn FnMut(&mut ember_runtime::vm::Rt, usize, InsnId) -> Value,
    ) -> R,
) -> R {
    // SAFETY: code objects live as long as the runtime.
    let code = unsafe { &*info.code };
    let f = &info.f;
    let state = f.insn(at).frame_state().expect("exit sites have a frame state");
    // SAFETY: `frame` points into the VM stack, which starts at `rt.stack`.
    let base = unsafe { frame.offset_from(rt.stack) } as usize;
    let frames = exit_frames(rt, f, code, base, state);
    let slot = |k: usize| frame_holding(&frames, k).slot(k);
    let own = frames[0].state.entries().count();
    let sources: Vec<EntrySource> = state.exit_entries().enumerate().map(|(k, v)| entry_source(f, own, k, v)).collect();
    // SAFETY: forwarded from the caller.
    let word = |k: usize| unsafe { sources[k].word(frame, machine, k) };
    for (k, v) in state.exit_entries().enumerate() {
        let object = match sources[k] {
            EntrySource::InFrame => continue,
            // Made below; the slot must hold no stale word meanwhile.
            EntrySource::Virtual => Value::NULL,
            _ if Repr::of(f.ty(v)) == Repr::Object => Value(word(k)),
            _ => continue,
        };
        // SAFETY: inside the frame the tier allocated.
        unsafe { *rt.stack.add(slot(k)) = object };
    }
    // The virtual objects, each into every slot naming it (rooting it there). Their
    // fields' words follow the entries' in the buffer.
    // SAFETY: forwarded from the caller: the exit stored every field's word.
    let field_word = |k: usize| unsafe { *machine.add(k) };
    ember_hir::exit::materialise(rt, f, state, field_word, |rt, virtual_object, object| {
        for (k, v) in state.exit_entries().enumerate() {
            if v == virtual_object {
                // SAFETY: inside the frame the tier allocated.
                unsafe { *rt.stack.add(slot(k)) = object };
            }
        }
    });
    leave(rt, &frames, &mut |rt, k, v| {
        let t = f.ty(v);
        if matches!(sources[k], EntrySource::InFrame | EntrySource::Virtual) {
            // SAFETY: inside the frame; the slot holds the entry's object.
            return unsafe { *rt.stack.add(slot(k)) };
        }
        match Repr::of(t) {
            Repr::Object => Value(word(k)),
            _ => boxed(rt, t, word(k)),
        }
    })
}

/// Whether the frame-state entry at `position` (locals first, then the operand stack)
/// is already in its frame slot: an entry parameter, or a guard of one, read from that
/// very slot. Compiled code never writes the frame's locals and operand stack (only
/// the slots above them), so the slot still holds it, and neither the cold block nor
/// the deopt need to move it. That keeps values that only a deopt reads (a loop's
/// unchanged locals, say) out of registers.
pub fn already_in_frame(f: &Function, position: usize, v: InsnId) -> bool {
    // A state lists every local, then the stack: its positions are frame slots, as
    // the entry parameters' indexes are.
    let v = f.unguarded(v);
    matches!(f.insn(v), Insn::Param { index } if *index as usize == position)
        && f.block(f.entry).params.get(position) == Some(&v)
}
