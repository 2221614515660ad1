//! The interpreter's profiles, which the JIT's `specialise` pass reads: per code object a call count;
//! per loop back edge (`JumpBack`) a count; per arithmetic, compare, subscript, call,
//! `GET_ITER` and truth-testing jump instruction the set of runtime classes seen for
//! each operand, as a 16-bit mask.
//!
//! The masks follow the runtime representation (the HIR `Type` leaves): a small
//! int and a big int are different bits, as are an immediate and a heap double, and a
//! list whose items are stored as bytes (`BoolArray`) and one storing `Value`s.

use crate::code::{Code, Op};
use crate::layout::{Header, LayoutId, ListObject};
use crate::object::is_layout;
use crate::value::Value;
use std::fmt::Write;

pub const SEEN_SMALL_INT: u16 = 1 << 0;
pub const SEEN_FLONUM: u16 = 1 << 1;
/// A list whose storage is a `BoolArray` (instead of the `List` bit, which then means
/// a list storing `Value`s, or none yet).
pub const SEEN_BOOL_LIST: u16 = 1 << 14;
/// Heap objects: bit `1 + layout id` for the layouts up to `Function`.
pub const SEEN_OTHER: u16 = 1 << 15;
const _: () = assert!(1 << (1 + LayoutId::Function as u16) < SEEN_BOOL_LIST);

/// The profile bit of one value.
#[inline(always)]
pub fn class_bit(v: Value) -> u16 {
    if v.is_small_int() {
        SEEN_SMALL_INT
    } else if v.is_flonum() {
        SEEN_FLONUM
    } else if v.is_null() {
        0
    } else {
        // SAFETY: a non-null, non-immediate value points to a live object.
        let layout = unsafe { (*v.as_ptr::<Header>()).layout };
        if layout == LayoutId::List as u16 && holds_bools(v) {
            SEEN_BOOL_LIST
        } else if layout <= LayoutId::Function as u16 {
            1 << (1 + layout)
        } else {
            SEEN_OTHER
        }
    }
}

/// Whether the list `v` stores its items as bytes.
#[inline(always)]
fn holds_bools(v: Value) -> bool {
    // SAFETY: a checked list, live while the caller holds it.
    is_layout(unsafe { (*crate::object::checked_ptr::<ListObject>(v)).items }, LayoutId::BoolArray)
}

/// Each profile bit with its name in dumps and HIR filetests.
const BIT_NAMES: [(u16, &str); 16] = [
    (SEEN_SMALL_INT, "smallint"),
    (SEEN_FLONUM, "float(imm)"),
    (1 << (1 + LayoutId::None as u16), "None"),
    (1 << (1 + LayoutId::Bool as u16), "bool"),
    (1 << (1 + LayoutId::Float as u16), "float(heap)"),
    (1 << (1 + LayoutId::BigInt as u16), "bigint"),
    (1 << (1 + LayoutId::Str as u16), "str"),
    (1 << (1 + LayoutId::Tuple as u16), "tuple"),
    (1 << (1 + LayoutId::List as u16), "list"),
    (1 << (1 + LayoutId::ValueArray as u16), "array"),
    (1 << (1 + LayoutId::Range as u16), "range"),
    (1 << (1 + LayoutId::RangeIter as u16), "range_iterator"),
    (1 << (1 + LayoutId::SeqIter as u16), "seq_iterator"),
    (1 << (1 + LayoutId::Function as u16), "function"),
    (SEEN_BOOL_LIST, "list(bools)"),
    (SEEN_OTHER, "other"),
];

/// Names of the bits in a mask, e.g. `smallint|float(heap)` (`-` for none).
pub fn describe(mask: u16) -> String {
    if mask == 0 {
        return "-".into();
    }
    let parts: Vec<&str> = BIT_NAMES.iter().filter(|&&(bit, _)| mask & bit != 0).map(|&(_, name)| name).collect();
    parts.join("|")
}

/// The mask `describe` prints as `text`; None when a name is unknown.
pub fn parse_mask(text: &str) -> Option<u16> {
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
            | Op::Compare(_)
            | Op::CompareJump { .. }
            | Op::Subscr
            | Op::StoreSubscr
            | Op::Call(_)
            | Op::CallKw { .. }
            | Op::CallMethod { .. }
            | Op::CallMethodKw { .. }
            | Op::GetIter
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
            let (left, right) = (word as u16, (word >> 16) as u16);
            let _ = write!(out, "  @{pc} line {line} {}: {}", op_name(op), describe(left));
            if right != 0 {
                let _ = write!(out, " , {}", describe(right));
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
        Op::Compare(c) | Op::CompareJump { op: c, .. } => format!("compare {}", c.symbol()),
        Op::Subscr => "subscr".into(),
        Op::StoreSubscr => "store_subscr".into(),
        Op::Call(_) | Op::CallKw { .. } => "call".into(),
        Op::CallMethod { .. } | Op::CallMethodKw { .. } => "call_method".into(),
        other => format!("{other:?}"),
    }
}
