//! The calling convention of compiled code.
//!
//! Every compiled function (a normal entry or an on-stack-replacement entry) has the
//! one signature [`EntryFn`]: `fn(ctx, frame) -> word`. `frame` points at the
//! interpreter frame's first local on the VM value stack. The frame is always
//! allocated (by the interpreter's call path or by a direct call): it is where a
//! deoptimisation rebuilds the interpreter's state, and the slots above its operand
//! stack hold the compiled code's object values where the collector sees them:
//!
//! ```text
//!   frame[0 .. nlocals]                 locals (arguments first)
//!   frame[nlocals .. nlocals + d]       an OSR entry's operand stack (d values)
//!   frame[nlocals + d + s]              slot s: an object value the collector must
//!                                       see (see `roots`)
//! ```
//!
//! Compiled code does not use the interpreter's operand stack: its slots start right
//! after what the entry took over, and a deopt writes the operand stack over them
//! (from the values the cold block passed). The code clears its slots (and, for a
//! normal entry, the locals after the arguments) before anything can collect.
//!
//! The result is a `Value` word, or [`EXC`] when an exception is pending in
//! [`Ctx::error`] (its traceback already has this frame's line). Runtime helpers
//! called from compiled code return the same way.

use ember_runtime::error::PyErr;
use ember_runtime::value::Value;
use ember_runtime::vm::Rt;

/// The word compiled code and its helpers return when an exception is pending. It is
/// no `Value`: not NULL, not a small int (bit 0 clear), not a flonum (bits 1:0 are
/// not 10), not an aligned pointer.
pub const EXC: u64 = 4;

/// The entry of every compiled function.
pub type EntryFn = unsafe extern "C" fn(ctx: *mut Ctx, frame: *mut Value) -> u64;

/// What a compiled call site reads to enter a compiled callee directly: the first
/// field of the callee's current version, which `Code::tier_slot` points at.
#[repr(C)]
pub struct DirectCall {
    pub entry: EntryFn,
    /// The argument count a direct call passes (the positional parameters), or
    /// `u64::MAX` when calls must bind arguments in the runtime (keyword-only
    /// parameters, `*args`, `**kwargs`).
    pub argc: u64,
    /// Frame words from the first local to the last slot: locals, operand stack and
    /// the code's value slots. All but the arguments start NULL.
    pub frame_words: u64,
}

impl DirectCall {
    /// The `argc` of every version of `code`.
    pub fn argc_of(code: &ember_runtime::code::Code) -> u64 {
        let p = &code.params;
        let simple = p.keyword_only == 0 && !p.varargs && !p.varkw;
        if simple { p.positional as u64 } else { u64::MAX }
    }
}

/// What compiled code and its helpers share: the runtime and the pending exception.
/// One per VM; compiled code passes it to every helper as the first argument.
pub struct Ctx {
    /// Set from the `&mut Rt` each time the tier enters compiled code.
    pub rt: *mut Rt,
    /// The exception being propagated when a helper returned [`EXC`].
    pub error: Option<Box<PyErr>>,
    /// The tier (deopt bookkeeping and recompilation).
    pub tier: *const crate::tier::JitTier,
    /// How often compiled code left an attribute or method operation to the runtime
    /// (`--jit-stats`).
    pub runtime_lookups: RuntimeLookups,
    /// Where a helper called through a register-preserving trampoline leaves its
    /// result ([`crate::preserving`]).
    pub scratch: u64,
}

/// Counts of the attribute loads, attribute stores and method calls compiled code
/// could not do inline (no cached shape or receiver matched, or none was cached), so
/// the runtime looked the name up.
#[derive(Default, Clone, Copy)]
pub struct RuntimeLookups {
    pub loads: u64,
    pub stores: u64,
    pub method_calls: u64,
}

impl Ctx {
    /// The runtime.
    ///
    /// # Safety
    /// Only while compiled code runs: `rt` was set from a live `&mut Rt` whose owner
    /// is blocked in the call into compiled code.
    pub unsafe fn rt<'a>(&self) -> &'a mut Rt {
        // SAFETY: forwarded from the caller.
        unsafe { &mut *self.rt }
    }
}
