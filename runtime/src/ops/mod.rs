//! The generic (slow-path) semantics of Python operations on any values: arithmetic,
//! comparison, truth, `repr`/`str`, subscripts, slices, iteration, `len`.
//! The interpreter inlines fast paths for small ints and floats and calls these for
//! everything else; compiled code calls them through the JIT's runtime helpers.
//!
//! This module holds truth and the instance-dunder dispatch the others share;
//! `arith`, `compare`, `repr`, `subscript` (with `len` and ranges) and
//! `iter` hold one family each. Everything is re-exported here, so callers name
//! `ops::binary_op`, not the file it lives in.

use crate::classes;
use crate::code::{BinOp, CmpOp};
use crate::dict;
use crate::error::PyResult;
use crate::int::{IntRef, int_ref};
use crate::layout::*;
use crate::object::*;
use crate::raise;
use crate::value::Value;
use crate::vm::Rt;

mod arith;
mod compare;
mod iter;
mod repr;
mod subscript;

pub use arith::*;
pub use compare::*;
pub use iter::*;
pub use repr::*;
pub use subscript::*;

/// A number operand: int or float (bools are ints).
enum Num<'a> {
    Int(IntRef<'a>),
    Float(f64),
}

fn num(v: Value) -> Option<Num<'static>> {
    if let Some(d) = float_value(v) {
        return Some(Num::Float(d));
    }
    int_ref(v).map(Num::Int)
}

fn to_f64(n: &Num) -> PyResult<f64> {
    match n {
        Num::Int(i) => i.to_f64(),
        Num::Float(d) => Ok(*d),
    }
}

// ---- truth ----

pub fn truthy(rt: &mut Rt, v: Value) -> PyResult<bool> {
    if classes::takes_specials(v) {
        if let Some(r) = classes::call_special(rt, v, "__bool__", &[])? {
            if !is_layout(r, LayoutId::Bool) {
                return raise!(TypeError, "__bool__ should return bool, returned {}", type_name(r));
            }
            return Ok(r == true_value());
        }
        if classes::has_special(v, "__len__") {
            return Ok(py_len(rt, v)? != 0);
        }
        if let Some(inner) = classes::base_value(rt, v) {
            return Ok(truthy_builtin(inner));
        }
        return Ok(true);
    }
    Ok(truthy_builtin(v))
}

/// The special-method names of a binary operator: (forward, reflected, in-place).
pub(crate) fn dunders(op: BinOp) -> (&'static str, &'static str, &'static str) {
    match op {
        BinOp::Add => ("__add__", "__radd__", "__iadd__"),
        BinOp::Sub => ("__sub__", "__rsub__", "__isub__"),
        BinOp::Mul => ("__mul__", "__rmul__", "__imul__"),
        BinOp::TrueDiv => ("__truediv__", "__rtruediv__", "__itruediv__"),
        BinOp::FloorDiv => ("__floordiv__", "__rfloordiv__", "__ifloordiv__"),
        BinOp::Mod => ("__mod__", "__rmod__", "__imod__"),
        BinOp::Pow => ("__pow__", "__rpow__", "__ipow__"),
        BinOp::LShift => ("__lshift__", "__rlshift__", "__ilshift__"),
        BinOp::RShift => ("__rshift__", "__rrshift__", "__irshift__"),
        BinOp::And => ("__and__", "__rand__", "__iand__"),
        BinOp::Or => ("__or__", "__ror__", "__ior__"),
        BinOp::Xor => ("__xor__", "__rxor__", "__ixor__"),
    }
}

/// A binary operator on instances: `a.__op__(b)`, then `b.__rop__(a)`; None when
/// neither applies (the caller raises the TypeError).
fn instance_binop(rt: &mut Rt, op: BinOp, a: Value, b: Value, inplace: bool) -> PyResult<Option<Value>> {
    let (forward, reflected, in_place) = dunders(op);
    if inplace {
        if let Some(r) = classes::call_special(rt, a, in_place, &[b])? {
            if r != classes::not_implemented() {
                return Ok(Some(r));
            }
        }
    }
    // A right operand of a subclass that overrides the reflected method goes first,
    // as in CPython.
    let (ta, tb) = (classes::type_of(a), classes::type_of(b));
    let lookup = |t: Value| if classes::is_class(t) { classes::lookup(t, reflected, None) } else { None };
    let subclass_first = ta != tb && classes::is_subclass(tb, ta) && {
        let rb = lookup(tb);
        rb.is_some() && rb != lookup(ta)
    };
    // Operands of one class: its forward method declining is the answer.
    let order: &[(Value, &str, Value)] = if subclass_first {
        &[(b, reflected, a), (a, forward, b)]
    } else if ta == tb {
        &[(a, forward, b)]
    } else {
        &[(a, forward, b), (b, reflected, a)]
    };
    for &(x, name, y) in order {
        if let Some(r) = classes::call_special(rt, x, name, &[y])? {
            if r != classes::not_implemented() {
                return Ok(Some(r));
            }
        }
    }
    Ok(None)
}

/// A rich comparison on instances (`__eq__`, `__lt__`, ... then the reflection).
fn instance_compare(rt: &mut Rt, op: CmpOp, a: Value, b: Value) -> PyResult<Option<bool>> {
    let (forward, reflected) = match op {
        CmpOp::Eq => ("__eq__", "__eq__"),
        CmpOp::Ne => ("__ne__", "__ne__"),
        CmpOp::Lt => ("__lt__", "__gt__"),
        CmpOp::Le => ("__le__", "__ge__"),
        CmpOp::Gt => ("__gt__", "__lt__"),
        CmpOp::Ge => ("__ge__", "__le__"),
        _ => return Ok(None),
    };
    // A right operand of a subclass overriding the reflected method goes first.
    let (ta, tb) = (classes::type_of(a), classes::type_of(b));
    let lookup = |t: Value, name: &str| if classes::is_class(t) { classes::lookup(t, name, None) } else { None };
    let subclass_first = ta != tb
        && classes::is_subclass(tb, ta)
        && lookup(tb, reflected).is_some_and(|r| Some(r) != lookup(ta, reflected));
    let order =
        if subclass_first { [(b, a, reflected), (a, b, forward)] } else { [(a, b, forward), (b, a, reflected)] };
    for (x, y, name) in order {
        if let Some(r) = compare_side(rt, x, y, name)? {
            return Ok(Some(r));
        }
    }
    Ok(None)
}

/// `x.name(y)` for one side of a rich comparison; None when `x`'s class has no such
/// method or it returns NotImplemented. A class without its own `__ne__` has
/// `object.__ne__`, which inverts its `__eq__`.
fn compare_side(rt: &mut Rt, x: Value, y: Value, name: &str) -> PyResult<Option<bool>> {
    let inverted = name == "__ne__" && !classes::has_special(x, "__ne__");
    let method = if inverted { "__eq__" } else { name };
    let Some(r) = classes::call_special(rt, x, method, &[y])? else { return Ok(None) };
    if r == classes::not_implemented() {
        return Ok(None);
    }
    // The result is the value of `a == b` as written, which ember's comparisons
    // (bools in the interpreter and compiled code) cannot hold.
    if !is_layout(r, LayoutId::Bool) {
        return raise!(
            NotImplementedError,
            "a comparison method returning a non-bool value ('{}' from {}) is not supported by ember yet",
            type_name(r),
            method
        );
    }
    Ok(Some((r == true_value()) != inverted))
}

/// Truth of a builtin value (no user `__bool__`/`__len__`).
pub fn truthy_builtin(v: Value) -> bool {
    if v.is_small_int() {
        return v.as_small_int() != 0;
    }
    if v.is_flonum() {
        return v.flonum_value() != 0.0;
    }
    match layout_of(v) {
        LayoutId::None => false,
        LayoutId::Bool => v == true_value(),
        LayoutId::Float => heap_float_value(v) != 0.0,
        LayoutId::BigInt => true,
        LayoutId::Str => str_char_len(v) != 0,
        LayoutId::Bytes => !bytes_data(v).is_empty(),
        LayoutId::ByteArray => !crate::bytearray::data(v).is_empty(),
        LayoutId::Tuple => !tuple_items(v).is_empty(),
        LayoutId::List => list_len_cap(v).0 != 0,
        LayoutId::Range => range_len(v) != 0,
        LayoutId::Dict => dict::dict_len(v) != 0,
        LayoutId::Set | LayoutId::FrozenSet => dict::set_len(v) != 0,
        LayoutId::DictView => dict::dict_len(view_dict(v)) != 0,
        _ => true,
    }
}

fn view_dict(v: Value) -> Value {
    // SAFETY: a checked dict view, live while the caller holds it.
    unsafe { (*checked_ptr::<DictViewObject>(v)).dict }
}

/// The dict of a dict or of a dict view.
fn dict_of(v: Value) -> Value {
    if is_layout(v, LayoutId::DictView) { view_dict(v) } else { v }
}

fn view_kind(v: Value) -> usize {
    // SAFETY: a checked dict view, live while the caller holds it.
    unsafe { (*checked_ptr::<DictViewObject>(v)).kind }
}

/// Runs `f` one level deeper in the recursion count (Python frames and nested
/// containers together), raising RecursionError past the limit like CPython.
pub fn nested<T>(rt: &mut Rt, what: &str, f: impl FnOnce(&mut Rt) -> PyResult<T>) -> PyResult<T> {
    if rt.depth >= rt.recursion_limit {
        return raise!(RecursionError, "maximum recursion depth exceeded{}", what);
    }
    rt.depth += 1;
    let r = f(rt);
    rt.depth -= 1;
    r
}

/// `KeyError(key)`: the exception's `args` is `(key,)`, and its text the key's repr.
pub fn key_error<T>(rt: &mut Rt, key: Value) -> PyResult<T> {
    Err(crate::interp::raise_builtin(rt, crate::error::ExcKind::KeyError, &[key]))
}

/// `KeyError(message)` of the runtime's own, such as `{}.popitem()`'s.
pub fn key_error_text<T>(rt: &mut Rt, message: &str) -> PyResult<T> {
    let text = rt.new_str(message);
    key_error(rt, text)
}

// ---- arithmetic ----

// ---- comparison ----

// ---- repr / str ----

// ---- ranges ----

// ---- iteration ----
