//! What the low-level instructions compute, in one place: the HIR interpreter runs
//! these functions, `simplify` folds constants with them, and `lower` and the verifier
//! ask which operations exist and which can fail. The code generator must agree.

use crate::{Spec, Type, types};
use ember_runtime::code::{BinOp, CmpOp};
use ember_runtime::float::float_binop;
use ember_runtime::int;
use ember_runtime::value::{SMALL_INT_MAX, SMALL_INT_MIN, Value};

/// Whether `op` exists as an `IntArith`, and whether it can fail (then it carries a
/// frame state). Integer `/` and `**` are not low-level operations.
pub fn int_op_can_fail(op: BinOp) -> Option<bool> {
    match op {
        BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::FloorDiv | BinOp::Mod | BinOp::LShift | BinOp::RShift => {
            Some(true)
        }
        BinOp::And | BinOp::Or | BinOp::Xor => Some(false),
        BinOp::TrueDiv | BinOp::Pow => None,
    }
}

/// Whether `op` exists as a `FloatArith`, and whether it can fail (a zero divisor).
pub fn float_op_can_fail(op: BinOp) -> Option<bool> {
    match op {
        BinOp::Add | BinOp::Sub | BinOp::Mul => Some(false),
        BinOp::TrueDiv | BinOp::FloorDiv | BinOp::Mod => Some(true),
        BinOp::Pow | BinOp::LShift | BinOp::RShift | BinOp::And | BinOp::Or | BinOp::Xor => None,
    }
}

/// Whether `op` is an ordering or equality comparison, which the low-level compares
/// implement (not `is`, `in`).
pub fn is_value_comparison(op: CmpOp) -> bool {
    matches!(op, CmpOp::Lt | CmpOp::Le | CmpOp::Eq | CmpOp::Ne | CmpOp::Gt | CmpOp::Ge)
}

fn small(i: i64) -> Option<i64> {
    (SMALL_INT_MIN..=SMALL_INT_MAX).contains(&i).then_some(i)
}

/// Whether an `IntArith` of `op` may go without a frame state by wrapping at 64 bits.
pub fn int_op_can_wrap(op: BinOp) -> bool {
    matches!(op, BinOp::Add | BinOp::Sub | BinOp::Mul)
}

/// An `IntArith` without a frame state: addition, subtraction and multiplication
/// wrap at 64 bits (an iterator's bookkeeping, or operands that cannot leave the
/// small-int range); the other operations are [`int_arith`]'s, which cannot fail
/// where they have no frame state.
pub fn int_arith_unchecked(op: BinOp, a: i64, b: i64) -> Option<i64> {
    match op {
        BinOp::Add => Some(a.wrapping_add(b)),
        BinOp::Sub => Some(a.wrapping_sub(b)),
        BinOp::Mul => Some(a.wrapping_mul(b)),
        _ => int_arith(op, a, b),
    }
}

/// `a op b` on small ints, with Python's semantics; None when the operation leaves
/// compiled code (a result outside the small-int range, a zero divisor, a negative
/// shift count).
pub fn int_arith(op: BinOp, a: i64, b: i64) -> Option<i64> {
    match op {
        BinOp::Add => small(a.checked_add(b)?),
        BinOp::Sub => small(a.checked_sub(b)?),
        BinOp::Mul => small(a.checked_mul(b)?),
        BinOp::FloorDiv => int::small_floor_div(a, b),
        BinOp::Mod => int::small_mod(a, b),
        BinOp::LShift => int::small_lshift(a, b),
        BinOp::RShift => int::small_rshift(a, b),
        BinOp::And => Some(a & b),
        BinOp::Or => Some(a | b),
        BinOp::Xor => Some(a ^ b),
        BinOp::TrueDiv | BinOp::Pow => None,
    }
}

/// `-a` on a small int; None when it leaves the small-int range.
pub fn int_neg(a: i64) -> Option<i64> {
    small(a.checked_neg()?)
}

/// `a op b` on doubles, with Python's semantics; None for a zero divisor.
pub fn float_arith(op: BinOp, a: f64, b: f64) -> Option<f64> {
    match op {
        BinOp::Add => Some(a + b),
        BinOp::Sub => Some(a - b),
        BinOp::Mul => Some(a * b),
        BinOp::TrueDiv | BinOp::FloorDiv | BinOp::Mod => float_binop(op, a, b).ok(),
        _ => None,
    }
}

/// A comparison, given the two operands' ordering (None: unordered, a NaN).
pub fn compare(op: CmpOp, ord: Option<std::cmp::Ordering>) -> bool {
    use std::cmp::Ordering::*;
    match op {
        CmpOp::Lt => ord == Some(Less),
        CmpOp::Le => matches!(ord, Some(Less | Equal)),
        CmpOp::Eq => ord == Some(Equal),
        CmpOp::Ne => ord != Some(Equal),
        CmpOp::Gt => ord == Some(Greater),
        CmpOp::Ge => matches!(ord, Some(Greater | Equal)),
        CmpOp::Is | CmpOp::IsNot | CmpOp::In | CmpOp::NotIn => unreachable!("not a value comparison"),
    }
}

/// The machine type `Unbox` gives for an object of type `t`, keeping a known value;
/// None when `t` has no unboxed form.
pub fn unboxed_type(t: Type) -> Option<Type> {
    let v = t.object_spec();
    if t.is_bottom() {
        None
    } else if t.is_subtype(types::Fixnum) {
        Some(v.map_or(types::CInt64, |v| Type::from_cint64(v.as_small_int())))
    } else if t.is_subtype(types::FloatExact) {
        Some(v.and_then(ember_runtime::object::float_value).map_or(types::CDouble, Type::from_cdouble))
    } else if t.is_subtype(types::Bool) {
        Some(v.map_or(types::CBool, |v| Type::from_cbool(v == ember_runtime::object::true_value())))
    } else {
        None
    }
}

/// The object type `Box` gives for a machine value of type `t`, keeping a known value
/// where the box is a fixed object (a small int, a flonum, a bool).
pub fn boxed_type(t: Type) -> Option<Type> {
    if t.is_bottom() {
        return None;
    }
    let spec = t.spec();
    if t.is_subtype(types::CBool) {
        Some(match spec {
            Spec::Int(c) => Type::from_value(ember_runtime::object::py_bool(c != 0)),
            _ => types::Bool,
        })
    } else if t.is_subtype(types::CInt64) {
        Some(match spec {
            Spec::Int(i) => Type::from_value(Value::small_int(i)),
            _ => types::Fixnum,
        })
    } else if t.is_subtype(types::CDouble) {
        Some(match spec {
            Spec::Double(d) => Value::try_flonum(f64::from_bits(d)).map_or(types::FloatExact, Type::from_value),
            _ => types::FloatExact,
        })
    } else {
        None
    }
}

/// What `NumberToDouble` computes: `float(v)` of an int or a float, None (the
/// deopt) for anything else or an int beyond the double range.
pub fn number_to_double(v: Value) -> Option<f64> {
    ember_runtime::object::float_value(v).or_else(|| int::int_ref(v)?.to_f64().ok())
}

/// What `FloatSqrt` computes: `math.sqrt`, None (the deopt) below zero.
pub fn float_sqrt(a: f64) -> Option<f64> {
    (a >= 0.0 || a.is_nan()).then(|| a.sqrt())
}

/// What `IsInstance` computes: whether `v` is an instance of one of `classes` or of a
/// subclass (the HIR interpreter, and compiled code past its exact-class test).
pub fn is_instance(v: Value, classes: &[Value]) -> bool {
    let class = ember_runtime::classes::type_of(v);
    classes.iter().any(|&c| ember_runtime::classes::is_subclass(class, c))
}

/// What `InstanceHas` computes: whether `v` is an
/// instance of exactly `class` with shape `shape`.
pub fn instance_has(v: Value, class: Value, shape: u32) -> bool {
    ember_runtime::object::is_layout(v, ember_runtime::layout::LayoutId::Instance)
        && ember_runtime::classes::instance(v).class == class
        && ember_runtime::instance_attrs::shape_of(v) == shape
}

/// What `GuardCode` tests: whether `v` is a Python function of code `code`.
pub fn has_code(v: Value, code: &ember_runtime::code::Code) -> bool {
    ember_runtime::object::is_layout(v, ember_runtime::layout::LayoutId::Function)
        && std::ptr::eq(ember_runtime::object::code_of_function(v), code)
}

/// Cell `index` of the closure of function `f`: what `FreeVar` reads of the running
/// function, and `FunctionCell` of a function inlined.
pub fn function_cell(f: Value, index: u32) -> Value {
    ember_runtime::object::tuple_items(ember_runtime::object::function_obj(f).closure)[index as usize]
}

/// What `IsInstance` gives for any value of type `t`, when the type decides it.
pub fn is_instance_of_type(t: Type, classes: &[Value]) -> Option<bool> {
    let of = |c: Value| Type::from_class(c);
    if classes.iter().any(|&c| t.is_subtype(of(c))) {
        Some(true)
    } else if classes.iter().all(|&c| (t & of(c)).is_bottom()) {
        Some(false)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The small-int operations agree with Python's arbitrary-precision ones (i128
    /// here) wherever they do not leave compiled code, and leave it exactly when the
    /// result is not a small int or Python would raise.
    #[test]
    fn int_arith_is_python_arithmetic_on_small_ints() {
        let samples = [0, 1, -1, 2, -2, 3, 7, -7, 62, 63, 64, SMALL_INT_MAX, SMALL_INT_MIN, SMALL_INT_MAX / 3, -12345];
        for op in [BinOp::Add, BinOp::Sub, BinOp::Mul, BinOp::FloorDiv, BinOp::Mod, BinOp::LShift, BinOp::RShift] {
            for &a in &samples {
                for &b in &samples {
                    let (x, y) = (a as i128, b as i128);
                    let python_mod = |x: i128, y: i128| {
                        let r = x.rem_euclid(y);
                        if y < 0 && r != 0 { r + y } else { r }
                    };
                    let exact: Option<i128> = match op {
                        BinOp::Add => Some(x + y),
                        BinOp::Sub => Some(x - y),
                        BinOp::Mul => x.checked_mul(y),
                        BinOp::FloorDiv => (y != 0).then(|| (x - python_mod(x, y)) / y),
                        BinOp::Mod => (y != 0).then(|| python_mod(x, y)),
                        BinOp::LShift if x == 0 => (y >= 0).then_some(0),
                        BinOp::LShift => {
                            (0..100).contains(&y).then(|| x.checked_shl(y as u32)).flatten().filter(|r| r >> y == x)
                        }
                        BinOp::RShift => (y >= 0).then(|| x >> y.min(127)),
                        _ => unreachable!(),
                    };
                    let small_exact = exact.filter(|r| (SMALL_INT_MIN as i128..=SMALL_INT_MAX as i128).contains(r));
                    assert_eq!(int_arith(op, a, b).map(|r| r as i128), small_exact, "{a} {op:?} {b}");
                }
            }
        }
    }

    #[test]
    fn float_division_by_zero_leaves() {
        assert_eq!(float_arith(BinOp::TrueDiv, 1.0, 0.0), None);
        assert_eq!(float_arith(BinOp::Mod, -7.5, 2.0), Some(0.5));
        assert_eq!(float_arith(BinOp::FloorDiv, -7.5, 2.0), Some(-4.0));
    }
}
