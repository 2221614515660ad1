//! The interpreter's profiles, which the JIT's `specialise` pass reads: per code object a call count;
//! per loop back edge (`JumpBack`) a count; per arithmetic, compare, subscript, call,
//! `GET_ITER` and truth-testing jump instruction the set of runtime classes seen for
//! each operand, as a 32-bit [`ClassMask`] (for a call: the callee, and the argument
//! of a one-argument call); the two masks share one 64-bit profile word.
//!
//! The masks follow the runtime representation (the HIR `Type` leaves): a small
//! int and a big int are different bits, as are an immediate and a heap double, and a
//! list by its storage: bools stored as bytes (`BoolArray`), small ints
//! (`IntArray`), immediate floats (`FloatArray`) or any `Value`s.

use crate::code::{Code, Op};
use crate::layout::{Header, LayoutId, ListObject};
use crate::object::is_layout;
use crate::value::Value;
use std::fmt::Write;

/// The classes one operand of a profiled instruction has been: a set of the bits
/// below.
pub type ClassMask = u32;

pub const SEEN_SMALL_INT: ClassMask = 1 << 0;
pub const SEEN_FLONUM: ClassMask = 1 << 1;
/// A list whose storage is a `BoolArray` (instead of the `List` bit, which then means
/// a list storing any `Value`s, or none yet).
pub const SEEN_BOOL_LIST: ClassMask = 1 << 14;
/// Heap objects of a layout after `Function` (the profiled layouts have a bit each,
/// [`layout_bit`]).
pub const SEEN_OTHER: ClassMask = 1 << 15;
/// A list whose storage is an `IntArray`.
pub const SEEN_INT_LIST: ClassMask = 1 << 16;
/// A list whose storage is a `FloatArray`.
pub const SEEN_FLOAT_LIST: ClassMask = 1 << 17;
/// Every list bit.
pub const SEEN_ANY_LIST: ClassMask = SEEN_BOOL_LIST | SEEN_INT_LIST | SEEN_FLOAT_LIST | layout_bit(LayoutId::List);

/// The two operands' masks of a profile word (the second NULL for one operand).
#[inline(always)]
pub fn operand_masks(word: u64) -> [ClassMask; 2] {
    [word as ClassMask, (word >> 32) as ClassMask]
}
/// A dict. It takes the bit of `ValueArray`, a list's storage, which is never an
/// operand.
pub const SEEN_DICT: ClassMask = 1 << (1 + LayoutId::ValueArray as u16);
/// The last layout with a bit of its own.
pub const LAST_PROFILED_LAYOUT: LayoutId = LayoutId::Function;
const _: () = assert!(layout_bit(LAST_PROFILED_LAYOUT) < SEEN_BOOL_LIST);

/// The bit of heap objects of layout `l` (up to [`LAST_PROFILED_LAYOUT`]): bit
/// `1 + layout id`.
pub const fn layout_bit(l: LayoutId) -> ClassMask {
    if matches!(l, LayoutId::Dict) {
        return SEEN_DICT;
    }
    assert!(l as u16 <= LAST_PROFILED_LAYOUT as u16, "layout without a profile bit");
    assert!(!matches!(l, LayoutId::ValueArray), "a list's storage is never an operand");
    1 << (1 + l as u16)
}

/// The layout whose bit `mask` is, if it is exactly one layout's bit.
pub fn layout_of_bit(mask: ClassMask) -> Option<LayoutId> {
    if mask == SEEN_DICT {
        return Some(LayoutId::Dict);
    }
    (mask.is_power_of_two() && mask.trailing_zeros() >= 1 && mask.trailing_zeros() <= 1 + LAST_PROFILED_LAYOUT as u32)
        .then(|| LayoutId::from_u16(mask.trailing_zeros() as u16 - 1))
}

/// The profile bit of one value.
#[inline(always)]
pub fn class_bit(v: Value) -> ClassMask {
    if v.is_small_int() {
        SEEN_SMALL_INT
    } else if v.is_flonum() {
        SEEN_FLONUM
    } else if v.is_null() {
        0
    } else {
        // SAFETY: a non-null, non-immediate value points to a live object.
        let layout = unsafe { (*v.as_ptr::<Header>()).layout };
        if layout == LayoutId::List as u16 {
            list_bit(v)
        } else if layout == LayoutId::Dict as u16 {
            SEEN_DICT
        } else if layout <= LAST_PROFILED_LAYOUT as u16 && layout != LayoutId::ValueArray as u16 {
            1 << (1 + layout)
        } else {
            SEEN_OTHER
        }
    }
}

/// Adds the classes of an instruction's operands (`right` NULL for one operand) to
/// the profile of instruction `pc` of `code`.
#[inline(always)]
pub fn record(code: &Code, pc: usize, left: Value, right: Value) {
    let cell = &code.profile[pc];
    let bits = class_bit(left) as u64 | (class_bit(right) as u64) << 32;
    let old = cell.get();
    if old | bits != old {
        cell.set(old | bits);
    }
}

/// Notes that the arithmetic instruction `pc` of `code` made big int `result` from
/// small ints `left` and `right` (the interpreter's slow path, so free for the fast
/// one). Operand classes cannot say this: both operands are small ints.
#[inline]
pub fn record_overflow(code: &Code, pc: usize, left: Value, right: Value, result: Value) {
    if left.is_small_int() && right.is_small_int() && is_layout(result, LayoutId::BigInt) {
        code.overflowed[pc].set(true);
    }
}

/// The instructions of `code` whose arithmetic overflowed (see [`record_overflow`]).
/// Notes that call instruction `pc` of `code` calls `callee`: when it is a Python
/// function, its code (a code object lives as long as the runtime, so its address
/// names it for good), or [`crate::code::POLYMORPHIC_CALL`] once two differ. The
/// JIT inlines the one code a call site calls behind a test of the callee's code
/// (closures: each call of `make_adder` makes a new function of one code).
#[inline(always)]
pub fn record_call_target(code: &Code, pc: usize, callee: Value) {
    if !crate::object::is_layout(callee, LayoutId::Function) {
        return;
    }
    let target = crate::object::code_of_function(callee) as *const Code as usize;
    let seen = &code.call_targets[pc];
    match seen.get() {
        0 => seen.set(target),
        t if t == target || t == crate::code::POLYMORPHIC_CALL => {}
        _ => seen.set(crate::code::POLYMORPHIC_CALL),
    }
}

pub fn overflowed_sites(code: &Code) -> Vec<u32> {
    (code.overflowed.iter().enumerate()).filter(|(_, o)| o.get()).map(|(pc, _)| pc as u32).collect()
}

/// The bit of the list `v`, which tells its storage.
#[inline(always)]
fn list_bit(v: Value) -> ClassMask {
    // SAFETY: a checked list, live while the caller holds it.
    let storage = unsafe { (*crate::object::checked_ptr::<ListObject>(v)).items };
    if storage.is_null() {
        return layout_bit(LayoutId::List);
    }
    match crate::object::layout_of(storage) {
        LayoutId::BoolArray => SEEN_BOOL_LIST,
        LayoutId::IntArray => SEEN_INT_LIST,
        LayoutId::FloatArray => SEEN_FLOAT_LIST,
        _ => layout_bit(LayoutId::List),
    }
}

/// Each profile bit with its name in dumps and HIR filetests.
const BIT_NAMES: [(ClassMask, &str); 18] = [
    (SEEN_SMALL_INT, "smallint"),
    (SEEN_FLONUM, "float(imm)"),
    (layout_bit(LayoutId::None), "None"),
    (layout_bit(LayoutId::Bool), "bool"),
    (layout_bit(LayoutId::Float), "float(heap)"),
    (layout_bit(LayoutId::BigInt), "bigint"),
    (layout_bit(LayoutId::Str), "str"),
    (layout_bit(LayoutId::Tuple), "tuple"),
    (layout_bit(LayoutId::List), "list"),
    (SEEN_DICT, "dict"),
    (layout_bit(LayoutId::Range), "range"),
    (layout_bit(LayoutId::RangeIter), "range_iterator"),
    (layout_bit(LayoutId::SeqIter), "seq_iterator"),
    (layout_bit(LayoutId::Function), "function"),
    (SEEN_BOOL_LIST, "list(bools)"),
    (SEEN_OTHER, "other"),
    (SEEN_INT_LIST, "list(ints)"),
    (SEEN_FLOAT_LIST, "list(floats)"),
];

/// Names of the bits in a mask, e.g. `smallint|float(heap)` (`-` for none).
pub fn describe(mask: ClassMask) -> String {
    if mask == 0 {
        return "-".into();
    }
    let parts: Vec<&str> = BIT_NAMES.iter().filter(|&&(bit, _)| mask & bit != 0).map(|&(_, name)| name).collect();
    parts.join("|")
}

/// The mask `describe` prints as `text`; None when a name is unknown.
pub fn parse_mask(text: &str) -> Option<ClassMask> {
    let text = text.trim();
    if text == "-" {
        return Some(0);
    }
    text.split('|')
        .try_fold(0, |mask, name| BIT_NAMES.iter().find(|&&(_, n)| n == name.trim()).map(|&(bit, _)| mask | bit))
}

/// Whether `op` records operand classes.
pub fn is_profiled(op: &Op) -> bool {
    matches!(
        op,
        Op::Binary(_)
            | Op::Inplace(_)
            | Op::AppendLocal { .. }
            | Op::Compare(_)
            | Op::CompareJump { .. }
            | Op::Subscr
            | Op::StoreSubscr
            | Op::Call(_)
            | Op::CallKw { .. }
            | Op::CallMethod { .. }
            | Op::CallMethodKw { .. }
            | Op::GetIter
            | Op::Neg
            | Op::Invert
            | Op::Not
            | Op::PopJumpIfFalse(_)
            | Op::PopJumpIfTrue(_)
            | Op::JumpIfFalseOrPop(_)
            | Op::JumpIfTrueOrPop(_)
    )
}

/// The text of `--profile-dump` for one code object.
pub fn dump_code(code: &Code) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "function {} ({}:{}): calls={}",
        code.name,
        code.filename,
        code.first_line,
        code.call_count.get()
    );
    for (pc, op) in code.ops.iter().enumerate() {
        let word = code.profile[pc].get();
        let line = code.line_of(pc);
        if let Op::JumpBack(target) = op {
            let _ = writeln!(out, "  loop @{target} (line {line}): back-edges={word}");
        } else if is_profiled(op) && word != 0 {
            let [left, right] = operand_masks(word);
            let _ = write!(out, "  @{pc} line {line} {}: {}", op_name(op), describe(left));
            if right != 0 {
                let _ = write!(out, " , {}", describe(right));
            }
            if code.overflowed[pc].get() {
                out.push_str(" (overflowed)");
            }
            out.push('\n');
        }
    }
    out
}

fn op_name(op: &Op) -> String {
    match op {
        Op::Binary(b) => format!("binary {}", b.symbol()),
        Op::Inplace(b) => format!("inplace {}=", b.symbol()),
        Op::AppendLocal { inplace: true, .. } => "append +=".into(),
        Op::AppendLocal { inplace: false, .. } => "append +".into(),
        Op::Compare(c) | Op::CompareJump { op: c, .. } => format!("compare {}", c.symbol()),
        Op::Subscr => "subscr".into(),
        Op::StoreSubscr => "store_subscr".into(),
        Op::Call(_) | Op::CallKw { .. } => "call".into(),
        Op::CallMethod { .. } | Op::CallMethodKw { .. } => "call_method".into(),
        Op::Neg => "unary -".into(),
        Op::Invert => "unary ~".into(),
        Op::Not => "not".into(),
        other => format!("{other:?}"),
    }
}
