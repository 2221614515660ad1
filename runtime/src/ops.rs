//! The generic (slow-path) semantics of Python operations on any values: arithmetic,
//! comparison, truth, `repr`/`str`, subscripts, slices, iteration, `len`.
//! The interpreter inlines fast paths for small ints and floats and calls these for
//! everything else; compiled code calls them through the JIT's runtime helpers.

use crate::classes;
use crate::code::{BinOp, CmpOp};
use crate::dict;
use crate::error::PyResult;
use crate::float::{float_binop, float_repr};
use crate::int::{IntRef, int_binop, int_cmp, int_cmp_float, int_ref, int_to_string, int_truediv};
use crate::layout::*;
use crate::object::*;
use crate::raise;
use crate::strings::{byte_offset, char_at, repr_str};
use crate::value::Value;
use crate::vm::Rt;
use std::cmp::Ordering;

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
    if is_layout(v, LayoutId::Instance) {
        if let Some(r) = classes::call_special(rt, v, "__bool__", &[])? {
            if !is_layout(r, LayoutId::Bool) {
                return raise!(TypeError, "__bool__ should return bool, returned {}", type_name(r));
            }
            return Ok(r == true_value());
        }
        if classes::has_special(v, "__len__") {
            return Ok(py_len(rt, v)? != 0);
        }
        return Ok(true);
    }
    Ok(truthy_builtin(v))
}

/// The special-method names of a binary operator: (forward, reflected, in-place).
fn dunders(op: BinOp) -> (&'static str, &'static str, &'static str) {
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
    if let Some(r) = classes::call_special(rt, a, forward, &[b])? {
        if r != classes::not_implemented() {
            return Ok(Some(r));
        }
    }
    if let Some(r) = classes::call_special(rt, b, reflected, &[a])? {
        if r != classes::not_implemented() {
            return Ok(Some(r));
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
    for (x, y, name) in [(a, b, forward), (b, a, reflected)] {
        if let Some(r) = classes::call_special(rt, x, name, &[y])? {
            if r != classes::not_implemented() {
                rt.handles.push(r);
                let t = truthy(rt, r);
                rt.handles.pop();
                return t.map(Some);
            }
        }
    }
    if op == CmpOp::Ne {
        if let Some(eq) = instance_compare(rt, CmpOp::Eq, a, b)? {
            return Ok(Some(!eq));
        }
    }
    Ok(None)
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
        LayoutId::Tuple => !tuple_items(v).is_empty(),
        LayoutId::List => list_len_cap(v).0 != 0,
        LayoutId::Range => range_len(v) != 0,
        LayoutId::Dict => dict::dict_len(v) != 0,
        LayoutId::Set => dict::set_len(v) != 0,
        LayoutId::DictView => dict::dict_len(view_dict(v)) != 0,
        _ => true,
    }
}

fn view_dict(v: Value) -> Value {
    // SAFETY: callers pass a dict view.
    unsafe { (*v.as_ptr::<DictViewObject>()).dict }
}

/// The dict of a dict or of a dict view.
fn dict_of(v: Value) -> Value {
    if is_layout(v, LayoutId::DictView) { view_dict(v) } else { v }
}

fn view_kind(v: Value) -> usize {
    // SAFETY: callers pass a dict view.
    unsafe { (*v.as_ptr::<DictViewObject>()).kind }
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
    let mark = rt.handles.len();
    rt.handles.push(key);
    let class = rt.exc_classes[crate::error::ExcKind::KeyError as usize];
    let made = classes::instantiate(rt, class, &[key], &[]);
    rt.handles.truncate(mark);
    Err(crate::interp::raise_value(rt, made?)?)
}

/// `KeyError(message)` of the runtime's own, such as `{}.popitem()`'s.
pub fn key_error_text<T>(rt: &mut Rt, message: &str) -> PyResult<T> {
    let text = rt.new_str(message);
    key_error(rt, text)
}

// ---- arithmetic ----

fn unsupported<T>(op: &str, a: Value, b: Value) -> PyResult<T> {
    raise!(TypeError, "unsupported operand type(s) for {}: '{}' and '{}'", op, type_name(a), type_name(b))
}

/// `a op b` (or `a op= b` when `inplace`) for any values.
pub fn binary_op(rt: &mut Rt, op: BinOp, a: Value, b: Value, inplace: bool) -> PyResult<Value> {
    // The operator as CPython's TypeError names it (`+=` for `x += y`).
    let symbol = || match (inplace, op) {
        (true, BinOp::Pow) => "**=".to_string(),
        (true, _) => format!("{}=", op.symbol()),
        (false, _) => op.symbol().to_string(),
    };
    if is_layout(a, LayoutId::Instance) || is_layout(b, LayoutId::Instance) {
        if let Some(r) = instance_binop(rt, op, a, b, inplace)? {
            return Ok(r);
        }
        return unsupported(&symbol(), a, b);
    }
    if let (Some(x), Some(y)) = (num(a), num(b)) {
        return match (x, y) {
            (Num::Int(x), Num::Int(y)) => match op {
                BinOp::And | BinOp::Or | BinOp::Xor if is_layout(a, LayoutId::Bool) && is_layout(b, LayoutId::Bool) => {
                    let (p, q) = (a == true_value(), b == true_value());
                    Ok(py_bool(match op {
                        BinOp::And => p & q,
                        BinOp::Or => p | q,
                        _ => p ^ q,
                    }))
                }
                BinOp::TrueDiv => {
                    let d = int_truediv(x, y)?;
                    Ok(rt.new_float(d))
                }
                BinOp::Pow if y.is_negative() => {
                    let d = crate::float::float_pow(x.to_f64()?, y.to_f64()?)?;
                    Ok(rt.new_float(d))
                }
                _ => int_binop(rt, op, x, y),
            },
            (x, y) => {
                if matches!(op, BinOp::LShift | BinOp::RShift | BinOp::And | BinOp::Or | BinOp::Xor) {
                    return unsupported(&symbol(), a, b);
                }
                let d = float_binop(op, to_f64(&x)?, to_f64(&y)?)?;
                Ok(rt.new_float(d))
            }
        };
    }
    let (ca, cb) = (class_of(a), class_of(b));
    match (op, ca, cb) {
        (BinOp::Add, ClassId::Str, ClassId::Str) => {
            let s = [str_text(a), str_text(b)].concat();
            Ok(rt.new_str(&s))
        }
        (BinOp::Add, ClassId::Str, _) => {
            raise!(TypeError, "can only concatenate str (not \"{}\") to str", type_name(b))
        }
        (BinOp::Add, ClassId::List, ClassId::List) => {
            if inplace {
                list_extend(rt, a, b)?;
                return Ok(a);
            }
            let items = [list_items(a), list_items(b)].concat();
            Ok(rt.new_list(&items))
        }
        (BinOp::Add, ClassId::List, _) if inplace => {
            list_extend(rt, a, b)?;
            Ok(a)
        }
        (BinOp::Add, ClassId::List, _) => {
            raise!(TypeError, "can only concatenate list (not \"{}\") to list", type_name(b))
        }
        (BinOp::Add, ClassId::Tuple, ClassId::Tuple) => {
            let items = [tuple_items(a), tuple_items(b)].concat();
            Ok(rt.new_tuple(&items))
        }
        (BinOp::Add, ClassId::Tuple, _) => {
            raise!(TypeError, "can only concatenate tuple (not \"{}\") to tuple", type_name(b))
        }
        (BinOp::Or | BinOp::And | BinOp::Sub | BinOp::Xor, ClassId::Set, ClassId::Set) => {
            dict::set_binop(rt, op, a, b, inplace)
        }
        (BinOp::Or, ClassId::Dict, ClassId::Dict) => {
            let target = if inplace {
                a
            } else {
                let d = rt.new_dict();
                rt.handles.push(d);
                for (k, v) in dict::dict_items(a) {
                    dict::dict_set(rt, d, k, v)?;
                }
                rt.handles.pop();
                d
            };
            rt.handles.push(target);
            for (k, v) in dict::dict_items(b) {
                dict::dict_set(rt, target, k, v)?;
            }
            rt.handles.pop();
            Ok(target)
        }
        (BinOp::Mul, ClassId::Str | ClassId::List | ClassId::Tuple, _) => repeat(rt, a, b, inplace),
        (BinOp::Mul, _, ClassId::Str | ClassId::List | ClassId::Tuple) => repeat(rt, b, a, false),
        (BinOp::Mod, ClassId::Str, _) => {
            let s = crate::format::percent_format(rt, str_text(a), b)?;
            Ok(rt.new_str(&s))
        }
        _ => unsupported(&symbol(), a, b),
    }
}

/// `seq * count`.
fn repeat(rt: &mut Rt, seq: Value, count: Value, inplace: bool) -> PyResult<Value> {
    let Some(n) = int_ref(count) else {
        return raise!(TypeError, "can't multiply sequence by non-int of type '{}'", type_name(count));
    };
    let n = match n.to_i64() {
        Some(n) => n.max(0) as usize,
        None if n.is_negative() => 0,
        None => return raise!(OverflowError, "cannot fit 'int' into an index-sized integer"),
    };
    match class_of(seq) {
        ClassId::Str => {
            let s = str_text(seq);
            if s.len().checked_mul(n).is_none_or(|total| total > isize::MAX as usize) {
                return raise!(OverflowError, "repeated string is too long");
            }
            Rt::check_alloc(n as u128, s.len())?;
            let r = s.repeat(n);
            Ok(rt.new_str(&r))
        }
        ClassId::List => {
            let (len, _) = list_len_cap(seq);
            let total = checked_total(len, n)?;
            // Read without widening: `seq` may be a long list of bools.
            let items: Vec<Value> = (0..len).map(|i| list_item(seq, i)).collect();
            if inplace {
                rt.list_truncate(seq, 0);
                rt.list_reserve(seq, total);
                for _ in 0..n {
                    for &v in &items {
                        rt.list_append(seq, v);
                    }
                }
                return Ok(seq);
            }
            let bools = !items.is_empty() && items.iter().all(|&v| is_layout(v, LayoutId::Bool));
            let storage = if bools { LayoutId::BoolArray } else { LayoutId::ValueArray };
            let list = rt.new_list_with_storage(total, storage);
            // SAFETY: the new list's storage has room for `total` items (bytes for bool
            // storage); `seq` is rooted by the caller, so `items` stay alive.
            unsafe {
                let l = list.as_ptr::<ListObject>();
                if total > 0 {
                    let dst = (*(*l).items.as_ptr::<ValueArray>()).items.as_mut_ptr();
                    if bools {
                        let dst = dst as *mut u8;
                        if let [only] = items[..] {
                            std::ptr::write_bytes(dst, (only == true_value()) as u8, total);
                        } else {
                            for k in 0..total {
                                *dst.add(k) = (items[k % len] == true_value()) as u8;
                            }
                        }
                    } else {
                        for k in 0..n {
                            std::ptr::copy_nonoverlapping(items.as_ptr(), dst.add(k * len), len);
                        }
                    }
                }
                (*l).len = total;
            }
            Ok(list)
        }
        _ => {
            let items = tuple_items(seq);
            let total = checked_total(items.len(), n)?;
            let mut all = Vec::with_capacity(total);
            for _ in 0..n {
                all.extend_from_slice(items);
            }
            Ok(rt.new_tuple(&all))
        }
    }
}

/// The item count of a list or tuple repeated `n` times, if it fits in memory.
fn checked_total(len: usize, n: usize) -> PyResult<usize> {
    Rt::check_alloc(len as u128 * n as u128, std::mem::size_of::<Value>())?;
    Ok(len * n)
}

/// `list.extend(iterable)` / `list += iterable`.
pub fn list_extend(rt: &mut Rt, list: Value, iterable: Value) -> PyResult<()> {
    if let Some(items) = seq_items(iterable) {
        let items = items.to_vec();
        for v in items {
            rt.list_append(list, v);
        }
        return Ok(());
    }
    if is_layout(iterable, LayoutId::Range) {
        // Its length is known: more items than fit in memory fail before the first.
        let total = list_len_cap(list).0 as u128 + range_len(iterable);
        Rt::check_alloc(total, std::mem::size_of::<Value>())?;
        rt.list_reserve(list, total as usize);
    }
    let mark = rt.handles.len();
    rt.handles.push(list);
    let it = get_iter(rt, iterable)?;
    rt.handles.push(it);
    let result = (|| {
        while let Some(v) = iter_next(rt, it)? {
            rt.list_append(list, v);
        }
        Ok(())
    })();
    rt.handles.truncate(mark);
    result
}

pub fn negate(rt: &mut Rt, v: Value) -> PyResult<Value> {
    if let Some(r) = classes::call_special(rt, v, "__neg__", &[])? {
        return Ok(r);
    }
    if let Some(i) = int_ref(v) {
        return Ok(crate::int::int_neg(rt, i));
    }
    if let Some(d) = float_value(v) {
        return Ok(rt.new_float(-d));
    }
    raise!(TypeError, "bad operand type for unary -: '{}'", type_name(v))
}

pub fn positive(v: Value) -> PyResult<Value> {
    if int_ref(v).is_some() {
        return Ok(crate::int::int_canonical(v));
    }
    if float_value(v).is_some() {
        return Ok(v);
    }
    raise!(TypeError, "bad operand type for unary +: '{}'", type_name(v))
}

pub fn invert(rt: &mut Rt, v: Value) -> PyResult<Value> {
    if let Some(r) = classes::call_special(rt, v, "__invert__", &[])? {
        return Ok(r);
    }
    if let Some(i) = int_ref(v) {
        return Ok(crate::int::int_invert(rt, i));
    }
    raise!(TypeError, "bad operand type for unary ~: '{}'", type_name(v))
}

// ---- comparison ----

/// `a == b`.
pub fn py_eq(rt: &mut Rt, a: Value, b: Value) -> PyResult<bool> {
    if is_layout(a, LayoutId::Instance) || is_layout(b, LayoutId::Instance) {
        return Ok(instance_compare(rt, CmpOp::Eq, a, b)?.unwrap_or(a == b));
    }
    if a == b {
        // Identity implies equality except for NaN.
        return Ok(float_value(a).is_none_or(|d| !d.is_nan()));
    }
    if let (Some(x), Some(y)) = (num(a), num(b)) {
        return Ok(match (x, y) {
            (Num::Int(x), Num::Int(y)) => int_cmp(x, y) == Ordering::Equal,
            (Num::Int(i), Num::Float(d)) | (Num::Float(d), Num::Int(i)) => {
                !d.is_nan() && int_cmp_float(i, d) == Ordering::Equal
            }
            (Num::Float(x), Num::Float(y)) => x == y,
        });
    }
    if !a.is_ptr() || !b.is_ptr() {
        return Ok(false);
    }
    match (layout_of(a), layout_of(b)) {
        (LayoutId::Str, LayoutId::Str) => Ok(str_text(a) == str_text(b)),
        (LayoutId::List, LayoutId::List) | (LayoutId::Tuple, LayoutId::Tuple) => {
            let (x, y) = (seq_items(a).expect("seq"), seq_items(b).expect("seq"));
            if x.len() != y.len() {
                return Ok(false);
            }
            nested(rt, " in comparison", |rt| {
                for (&p, &q) in x.iter().zip(y) {
                    if !item_eq(rt, p, q)? {
                        return Ok(false);
                    }
                }
                Ok(true)
            })
        }
        (LayoutId::Dict, LayoutId::Dict) => dict::dict_eq(rt, a, b),
        (LayoutId::Set, LayoutId::Set) => Ok(dict::set_len(a) == dict::set_len(b) && dict::set_is_subset(rt, a, b)?),
        (LayoutId::Range, LayoutId::Range) => {
            let (x, y) = (range_parts(a), range_parts(b));
            let (lx, ly) = (range_len(a), range_len(b));
            Ok(lx == ly && (lx == 0 || (x.0 == y.0 && (lx == 1 || x.2 == y.2))))
        }
        _ => Ok(false),
    }
}

/// Equality of container items: identity first, as CPython's containers compare
/// (`[nan] == [nan]` holds when both lists hold the same NaN object).
pub fn item_eq(rt: &mut Rt, a: Value, b: Value) -> PyResult<bool> {
    if a == b { Ok(true) } else { py_eq(rt, a, b) }
}

/// `a op b` for the ordering operators, as a Rust bool.
pub fn compare_order(rt: &mut Rt, op: CmpOp, a: Value, b: Value) -> PyResult<bool> {
    let ord = |o: Ordering| match op {
        CmpOp::Lt => o == Ordering::Less,
        CmpOp::Le => o != Ordering::Greater,
        CmpOp::Gt => o == Ordering::Greater,
        CmpOp::Ge => o != Ordering::Less,
        _ => unreachable!("not an ordering operator"),
    };
    if is_layout(a, LayoutId::Instance) || is_layout(b, LayoutId::Instance) {
        if let Some(r) = instance_compare(rt, op, a, b)? {
            return Ok(r);
        }
    }
    if let (Some(x), Some(y)) = (num(a), num(b)) {
        return Ok(match (x, y) {
            (Num::Int(x), Num::Int(y)) => ord(int_cmp(x, y)),
            (Num::Int(i), Num::Float(d)) => !d.is_nan() && ord(int_cmp_float(i, d)),
            (Num::Float(d), Num::Int(i)) => !d.is_nan() && ord(int_cmp_float(i, d).reverse()),
            (Num::Float(x), Num::Float(y)) => match x.partial_cmp(&y) {
                Some(o) => ord(o),
                None => false,
            },
        });
    }
    let same = a.is_ptr() && b.is_ptr() && layout_of(a) == layout_of(b);
    if same {
        match layout_of(a) {
            LayoutId::Str => return Ok(ord(str_text(a).cmp(str_text(b)))),
            LayoutId::List | LayoutId::Tuple => {
                let (x, y) = (seq_items(a).expect("seq"), seq_items(b).expect("seq"));
                return nested(rt, " in comparison", |rt| {
                    for (&p, &q) in x.iter().zip(y) {
                        if !item_eq(rt, p, q)? {
                            return compare_order(rt, op, p, q);
                        }
                    }
                    Ok(ord(x.len().cmp(&y.len())))
                });
            }
            LayoutId::Set => {
                let (la, lb) = (dict::set_len(a), dict::set_len(b));
                return Ok(match op {
                    CmpOp::Le => dict::set_is_subset(rt, a, b)?,
                    CmpOp::Lt => la < lb && dict::set_is_subset(rt, a, b)?,
                    CmpOp::Ge => dict::set_is_subset(rt, b, a)?,
                    _ => la > lb && dict::set_is_subset(rt, b, a)?,
                });
            }
            _ => {}
        }
    }
    raise!(TypeError, "'{}' not supported between instances of '{}' and '{}'", op.symbol(), type_name(a), type_name(b))
}

/// `a op b` for every comparison operator.
pub fn compare(rt: &mut Rt, op: CmpOp, a: Value, b: Value) -> PyResult<bool> {
    match op {
        CmpOp::Eq => py_eq(rt, a, b),
        CmpOp::Ne => py_eq(rt, a, b).map(|e| !e),
        CmpOp::Is => Ok(a == b),
        CmpOp::IsNot => Ok(a != b),
        CmpOp::In => contains(rt, b, a),
        CmpOp::NotIn => contains(rt, b, a).map(|c| !c),
        CmpOp::Lt | CmpOp::Le | CmpOp::Gt | CmpOp::Ge => compare_order(rt, op, a, b),
    }
}

/// `item in container`.
pub fn contains(rt: &mut Rt, container: Value, item: Value) -> PyResult<bool> {
    if is_layout(container, LayoutId::Instance) {
        if let Some(r) = classes::call_special(rt, container, "__contains__", &[item])? {
            rt.handles.push(r);
            let t = truthy(rt, r);
            rt.handles.pop();
            return t;
        }
        if classes::has_special(container, "__iter__") {
            let mark = rt.handles.len();
            let r = (|| {
                let it = get_iter(rt, container)?;
                rt.handles.push(it);
                while let Some(x) = iter_next(rt, it)? {
                    if item_eq(rt, x, item)? {
                        return Ok(true);
                    }
                }
                Ok(false)
            })();
            rt.handles.truncate(mark);
            return r;
        }
    }
    if container.is_ptr() {
        match layout_of(container) {
            LayoutId::Str => {
                if class_of(item) != ClassId::Str {
                    return raise!(TypeError, "'in <string>' requires string as left operand, not {}", type_name(item));
                }
                return Ok(str_text(container).contains(str_text(item)));
            }
            LayoutId::List | LayoutId::Tuple => {
                for &v in seq_items(container).expect("seq") {
                    if item_eq(rt, v, item)? {
                        return Ok(true);
                    }
                }
                return Ok(false);
            }
            LayoutId::Dict => return Ok(dict::dict_get(rt, container, item)?.is_some()),
            LayoutId::Set => return dict::set_contains(rt, container, item),
            LayoutId::DictView => {
                let d = view_dict(container);
                return match view_kind(container) {
                    0 => Ok(dict::dict_get(rt, d, item)?.is_some()),
                    1 => {
                        for (_, v) in dict::dict_items(d) {
                            if item_eq(rt, v, item)? {
                                return Ok(true);
                            }
                        }
                        Ok(false)
                    }
                    _ => match seq_items(item).filter(|p| p.len() == 2 && is_layout(item, LayoutId::Tuple)) {
                        Some(pair) => match dict::dict_get(rt, d, pair[0])? {
                            Some(v) => item_eq(rt, v, pair[1]),
                            None => Ok(false),
                        },
                        None => Ok(false),
                    },
                };
            }
            LayoutId::Range => {
                let Some(i) = int_ref(item).and_then(IntRef::to_i128) else {
                    // A float equal to an int in the range is in it.
                    if let Some(d) = float_value(item).filter(|d| d.fract() == 0.0 && d.abs() < 1e38) {
                        return Ok(range_contains(container, d as i128));
                    }
                    return Ok(false);
                };
                return Ok(range_contains(container, i));
            }
            _ => {}
        }
    }
    raise!(TypeError, "argument of type '{}' is not iterable", type_name(container))
}

// ---- repr / str ----

/// `ascii(v)`: the repr with every non-ASCII character escaped (`\xe9`, `\u20ac`,
/// `\U0001f600`).
pub fn ascii(rt: &mut Rt, v: Value) -> PyResult<String> {
    let repr = py_repr(rt, v)?;
    let mut out = String::with_capacity(repr.len());
    for c in repr.chars() {
        match c as u32 {
            0..=0x7f => out.push(c),
            n @ 0x80..=0xff => out.push_str(&format!("\\x{n:02x}")),
            n @ 0x100..=0xffff => out.push_str(&format!("\\u{n:04x}")),
            n => out.push_str(&format!("\\U{n:08x}")),
        }
    }
    Ok(out)
}

pub fn py_repr(rt: &mut Rt, v: Value) -> PyResult<String> {
    let mut out = String::new();
    write_repr(rt, &mut out, v, &mut Vec::new())?;
    Ok(out)
}

pub fn py_str(rt: &mut Rt, v: Value) -> PyResult<String> {
    if is_layout(v, LayoutId::Str) {
        return Ok(str_text(v).to_string());
    }
    if is_layout(v, LayoutId::Instance) {
        if classes::lookup(classes::instance(v).class, "__str__", None).is_some() {
            // CPython names the call of the method when it is one too many.
            if rt.depth >= rt.recursion_limit {
                return raise!(RecursionError, "maximum recursion depth exceeded while calling a Python object");
            }
            let r = classes::call_special(rt, v, "__str__", &[])?.expect("found above");
            if !is_layout(r, LayoutId::Str) {
                return raise!(TypeError, "__str__ returned non-string (type {})", type_name(r));
            }
            return Ok(str_text(r).to_string());
        }
        if classes::is_exception_class(classes::instance(v).class) {
            return exception_str(rt, v);
        }
    }
    py_repr(rt, v)
}

/// The args of an exception instance (an empty tuple if `__init__` never set them).
pub fn exception_args(v: Value) -> Vec<Value> {
    let d = classes::instance(v).dict;
    let args = if d.is_null() { None } else { dict::dict_get_str(d, "args") };
    args.and_then(seq_items).map(<[Value]>::to_vec).unwrap_or_default()
}

/// `str(exc)`: "" for no args, str(arg) for one (repr for KeyError), str(args) else.
fn exception_str(rt: &mut Rt, v: Value) -> PyResult<String> {
    let args = exception_args(v);
    match args.len() {
        0 => Ok(String::new()),
        1 if classes::exception_kind(classes::instance(v).class) == Some(crate::error::ExcKind::KeyError) => {
            py_repr(rt, args[0])
        }
        1 => py_str(rt, args[0]),
        _ => {
            let t = rt.new_tuple(&args);
            py_repr(rt, t)
        }
    }
}

fn write_repr(rt: &mut Rt, out: &mut String, v: Value, active: &mut Vec<Value>) -> PyResult<()> {
    // Nested containers count against the recursion limit, as in CPython.
    if rt.depth as usize + active.len() >= rt.recursion_limit as usize {
        // CPython names the call of a `__repr__` method, and a container's own repr.
        let what =
            if is_layout(v, LayoutId::Instance) { "calling a Python object" } else { "getting the repr of an object" };
        return raise!(RecursionError, "maximum recursion depth exceeded while {}", what);
    }
    if is_layout(v, LayoutId::Instance) {
        let cls = classes::instance(v).class;
        if let Some(r) = classes::call_special(rt, v, "__repr__", &[])? {
            if !is_layout(r, LayoutId::Str) {
                return raise!(TypeError, "__repr__ returned non-string (type {})", type_name(r));
            }
            out.push_str(str_text(r));
        } else if classes::is_exception_class(cls) {
            let args = exception_args(v);
            out.push_str(classes::class_name(cls));
            if args.len() == 1 {
                out.push('(');
                write_repr(rt, out, args[0], active)?;
                out.push(')');
            } else {
                let t = rt.new_tuple(&args);
                write_repr(rt, out, t, active)?;
            }
        } else {
            out.push_str(&format!("<__main__.{} object at {:#x}>", classes::class_qualname(cls), v.raw()));
        }
        return Ok(());
    }
    if let Some(i) = int_ref(v).filter(|_| !is_layout(v, LayoutId::Bool)) {
        out.push_str(&int_to_string(i)?);
        return Ok(());
    }
    if let Some(d) = float_value(v) {
        out.push_str(&float_repr(d));
        return Ok(());
    }
    match layout_of(v) {
        LayoutId::None => out.push_str("None"),
        LayoutId::Bool => out.push_str(if v == true_value() { "True" } else { "False" }),
        LayoutId::Str => out.push_str(&repr_str(str_text(v))),
        LayoutId::List | LayoutId::Tuple => {
            let is_list = layout_of(v) == LayoutId::List;
            if active.contains(&v) {
                out.push_str(if is_list { "[...]" } else { "(...)" });
                return Ok(());
            }
            active.push(v);
            out.push(if is_list { '[' } else { '(' });
            let items = seq_items(v).expect("seq");
            for (i, &item) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_repr(rt, out, item, active)?;
            }
            if !is_list && items.len() == 1 {
                out.push(',');
            }
            out.push(if is_list { ']' } else { ')' });
            active.pop();
        }
        LayoutId::Dict => {
            if active.contains(&v) {
                out.push_str("{...}");
                return Ok(());
            }
            active.push(v);
            out.push('{');
            for (i, (k, val)) in dict::dict_items(v).into_iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_repr(rt, out, k, active)?;
                out.push_str(": ");
                write_repr(rt, out, val, active)?;
            }
            out.push('}');
            active.pop();
        }
        LayoutId::Set => {
            let items = dict::set_items(v);
            if items.is_empty() {
                out.push_str("set()");
                return Ok(());
            }
            if active.contains(&v) {
                out.push_str("set(...)");
                return Ok(());
            }
            active.push(v);
            out.push('{');
            for (i, k) in items.into_iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_repr(rt, out, k, active)?;
            }
            out.push('}');
            active.pop();
        }
        LayoutId::DictView => {
            let kind = view_kind(v);
            out.push_str(["dict_keys([", "dict_values([", "dict_items(["][kind.min(2)]);
            for (i, (k, val)) in dict::dict_items(view_dict(v)).into_iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                match kind {
                    0 => write_repr(rt, out, k, active)?,
                    1 => write_repr(rt, out, val, active)?,
                    _ => {
                        out.push('(');
                        write_repr(rt, out, k, active)?;
                        out.push_str(", ");
                        write_repr(rt, out, val, active)?;
                        out.push(')');
                    }
                }
            }
            out.push_str("])");
        }
        LayoutId::Range => {
            let (start, stop, step) = range_values(v);
            out.push_str(&format!("range({}, {}", py_repr(rt, start)?, py_repr(rt, stop)?));
            if int_ref(step).and_then(IntRef::to_i64) != Some(1) {
                out.push_str(&format!(", {}", py_repr(rt, step)?));
            }
            out.push(')');
        }
        LayoutId::Function => out.push_str(&format!("<function {} at {:#x}>", code_of_function(v).qualname, v.raw())),
        LayoutId::Builtin => out.push_str(&format!("<built-in function {}>", crate::builtins::builtin_name(v))),
        LayoutId::Type => out.push_str(&format!("<class '{}'>", type_class(v).expect("type").name())),
        LayoutId::Class => {
            let builtin = classes::class_obj(v).exc_kind != 0;
            let module = if builtin { "" } else { "__main__." };
            out.push_str(&format!("<class '{}{}'>", module, classes::class_qualname(v)));
        }
        LayoutId::Method => {
            // SAFETY: checked layout.
            let (f, s) = unsafe {
                let m = &*v.as_ptr::<MethodObject>();
                (m.func, m.self_)
            };
            // A function names itself by its qualname (the class that defined it).
            let qualname = if is_layout(f, LayoutId::Function) {
                code_of_function(f).qualname.to_string()
            } else {
                let owner = classes::class_name(if classes::is_class(s) { s } else { classes::type_of(s) });
                let fname = if is_layout(f, LayoutId::Str) { str_text(f) } else { "?" };
                format!("{owner}.{fname}")
            };
            out.push_str(&format!("<bound method {qualname} of "));
            write_repr(rt, out, s, active)?;
            out.push('>');
        }
        LayoutId::NotImplemented => out.push_str("NotImplemented"),
        LayoutId::Generator => {
            // SAFETY: checked layout.
            let f = unsafe { (*v.as_ptr::<GeneratorObject>()).func };
            out.push_str(&format!("<generator object {} at {:#x}>", code_of_function(f).qualname, v.raw()));
        }
        LayoutId::Module => out.push_str(&format!("<module '{}' (built-in)>", crate::modules::module_name(v))),
        _ => out.push_str(&format!("<{} object at {:#x}>", type_name(v), v.raw())),
    }
    Ok(())
}

// ---- ranges ----

fn range_values(v: Value) -> (Value, Value, Value) {
    // SAFETY: callers pass a range.
    unsafe {
        let r = &*v.as_ptr::<RangeObject>();
        (r.start, r.stop, r.step)
    }
}

/// A range's (start, stop, step); `range()` only accepts bounds that fit i128.
pub fn range_parts(v: Value) -> (i128, i128, i128) {
    let (a, b, c) = range_values(v);
    let get = |x: Value| int_ref(x).and_then(IntRef::to_i128).expect("range bounds fit i128");
    (get(a), get(b), get(c))
}

pub fn range_len_of(start: i128, stop: i128, step: i128) -> u128 {
    if step > 0 && start < stop {
        ((stop - start - 1) / step + 1) as u128
    } else if step < 0 && start > stop {
        ((start - stop - 1) / (-step) + 1) as u128
    } else {
        0
    }
}

pub fn range_len(v: Value) -> u128 {
    let (a, b, c) = range_parts(v);
    range_len_of(a, b, c)
}

fn range_contains(v: Value, i: i128) -> bool {
    let (start, stop, step) = range_parts(v);
    let in_bounds = if step > 0 { start <= i && i < stop } else { stop < i && i <= start };
    in_bounds && (i - start) % step == 0
}

// ---- len, subscripts, slices ----

pub fn py_len(rt: &mut Rt, v: Value) -> PyResult<usize> {
    if let Some(r) = classes::call_special(rt, v, "__len__", &[])? {
        return match int_ref(r).and_then(IntRef::to_i64) {
            Some(n) if n >= 0 => Ok(n as usize),
            Some(_) => raise!(ValueError, "__len__() should return >= 0"),
            None => raise!(TypeError, "'{}' object cannot be interpreted as an integer", type_name(r)),
        };
    }
    if v.is_ptr() {
        match layout_of(v) {
            LayoutId::Str => return Ok(str_char_len(v)),
            LayoutId::List => return Ok(list_len_cap(v).0),
            LayoutId::Tuple => return Ok(tuple_items(v).len()),
            LayoutId::Dict => return Ok(dict::dict_len(v)),
            LayoutId::Set => return Ok(dict::set_len(v)),
            LayoutId::DictView => return Ok(dict::dict_len(view_dict(v))),
            LayoutId::Range => {
                return match usize::try_from(range_len(v)) {
                    Ok(n) if n <= isize::MAX as usize => Ok(n),
                    _ => raise!(OverflowError, "Python int too large to convert to C ssize_t"),
                };
            }
            _ => {}
        }
    }
    raise!(TypeError, "object of type '{}' has no len()", type_name(v))
}

/// Resolves index `idx` into a sequence of `len` items; `what` names the sequence in
/// the IndexError message.
fn seq_index(idx: Value, len: usize, what: &str) -> PyResult<usize> {
    let Some(i) = int_ref(idx) else { unreachable!("checked by caller") };
    let Some(i) = i.to_i64() else {
        return raise!(IndexError, "cannot fit 'int' into an index-sized integer");
    };
    let j = if i < 0 { i + len as i64 } else { i };
    if j < 0 || j >= len as i64 {
        return raise!(IndexError, "{} index out of range", what);
    }
    Ok(j as usize)
}

/// Whether `obj[key]` is defined for `obj` at all (CPython's mapping check).
pub fn has_getitem(obj: Value) -> bool {
    obj.is_ptr()
        && match layout_of(obj) {
            LayoutId::List | LayoutId::Tuple | LayoutId::Str | LayoutId::Dict | LayoutId::Range => true,
            LayoutId::Instance => classes::has_special(obj, "__getitem__"),
            _ => false,
        }
}

pub fn getitem(rt: &mut Rt, obj: Value, idx: Value) -> PyResult<Value> {
    if let Some(r) = classes::call_special(rt, obj, "__getitem__", &[idx])? {
        return Ok(r);
    }
    let is_int = int_ref(idx).is_some();
    if obj.is_ptr() {
        match layout_of(obj) {
            LayoutId::Dict => {
                return match dict::dict_get(rt, obj, idx)? {
                    Some(v) => Ok(v),
                    None => key_error(rt, idx),
                };
            }
            LayoutId::List if is_int => {
                let (len, _) = list_len_cap(obj);
                return Ok(list_item(obj, seq_index(idx, len, "list")?));
            }
            LayoutId::Tuple if is_int => {
                let items = tuple_items(obj);
                return Ok(items[seq_index(idx, items.len(), "tuple")?]);
            }
            LayoutId::Str if is_int => {
                let i = seq_index(idx, str_char_len(obj), "string")?;
                let c = char_at(obj, i);
                return Ok(rt.new_str(c));
            }
            LayoutId::Range if is_int => {
                let (start, _, step) = range_parts(obj);
                let i = seq_index(idx, py_len(rt, obj)?, "range object")?;
                return Ok(rt.new_int_i128(start + i as i128 * step));
            }
            LayoutId::List => {
                return raise!(TypeError, "list indices must be integers or slices, not {}", type_name(idx));
            }
            LayoutId::Tuple => {
                return raise!(TypeError, "tuple indices must be integers or slices, not {}", type_name(idx));
            }
            LayoutId::Str => {
                return raise!(TypeError, "string indices must be integers, not '{}'", type_name(idx));
            }
            LayoutId::Range => {
                return raise!(TypeError, "range indices must be integers or slices, not {}", type_name(idx));
            }
            _ => {}
        }
    }
    raise!(TypeError, "'{}' object is not subscriptable", type_name(obj))
}

pub fn setitem(rt: &mut Rt, obj: Value, idx: Value, value: Value) -> PyResult<()> {
    if classes::call_special(rt, obj, "__setitem__", &[idx, value])?.is_some() {
        return Ok(());
    }
    if is_layout(obj, LayoutId::Dict) {
        return dict::dict_set(rt, obj, idx, value);
    }
    if is_layout(obj, LayoutId::List) {
        if int_ref(idx).is_none() {
            return raise!(TypeError, "list indices must be integers or slices, not {}", type_name(idx));
        }
        let (len, _) = list_len_cap(obj);
        set_list_item(obj, seq_index(idx, len, "list assignment")?, value);
        return Ok(());
    }
    raise!(TypeError, "'{}' object does not support item assignment", type_name(obj))
}

/// `del obj[idx]`.
pub fn delitem(rt: &mut Rt, obj: Value, idx: Value) -> PyResult<()> {
    if classes::call_special(rt, obj, "__delitem__", &[idx])?.is_some() {
        return Ok(());
    }
    if is_layout(obj, LayoutId::Dict) {
        return match dict::dict_remove(rt, obj, idx)? {
            Some(_) => Ok(()),
            None => key_error(rt, idx),
        };
    }
    if is_layout(obj, LayoutId::List) {
        if int_ref(idx).is_none() {
            return raise!(TypeError, "list indices must be integers or slices, not {}", type_name(idx));
        }
        let len = list_len_cap(obj).0;
        let i = seq_index(idx, len, "list assignment")?;
        list_items_mut(obj).copy_within(i + 1.., i);
        rt.list_truncate(obj, len - 1);
        return Ok(());
    }
    raise!(TypeError, "'{}' object doesn't support item deletion", type_name(obj))
}

/// `del obj[start:stop:step]` for lists.
pub fn delete_slice(rt: &mut Rt, obj: Value, start: Value, stop: Value, step: Value) -> PyResult<()> {
    if !is_layout(obj, LayoutId::List) {
        return raise!(TypeError, "'{}' object doesn't support item deletion", type_name(obj));
    }
    let items = list_items(obj).to_vec();
    let (start, _, step, count) = slice_indices(start, stop, step, items.len())?;
    let doomed: std::collections::HashSet<usize> = (0..count).map(|k| (start + k as i64 * step) as usize).collect();
    let kept: Vec<Value> = items.iter().enumerate().filter(|(i, _)| !doomed.contains(i)).map(|(_, &v)| v).collect();
    list_items_mut(obj)[..kept.len()].copy_from_slice(&kept);
    rt.list_truncate(obj, kept.len());
    Ok(())
}

/// Python's slice.indices(len): (start, stop, step, count).
pub fn slice_indices(start: Value, stop: Value, step: Value, len: usize) -> PyResult<(i64, i64, i64, usize)> {
    let bound = |v: Value| -> PyResult<Option<i128>> {
        if is_none(v) {
            return Ok(None);
        }
        match int_ref(v) {
            Some(i) => {
                Ok(Some(i.to_i128().unwrap_or(if i.is_negative() { i64::MIN as i128 } else { i64::MAX as i128 })))
            }
            None => raise!(TypeError, "slice indices must be integers or None or have an __index__ method"),
        }
    };
    let step = bound(step)?.unwrap_or(1);
    if step == 0 {
        return raise!(ValueError, "slice step cannot be zero");
    }
    let len = len as i128;
    let adjust = |v: Option<i128>, default: i128, lo: i128, hi: i128| -> i128 {
        match v {
            None => default,
            Some(mut x) => {
                if x < 0 {
                    x += len;
                    if x < lo {
                        x = lo;
                    }
                } else if x > hi {
                    x = hi;
                }
                x
            }
        }
    };
    let (start, stop) = if step > 0 {
        (adjust(bound(start)?, 0, 0, len), adjust(bound(stop)?, len, 0, len))
    } else {
        (adjust(bound(start)?, len - 1, -1, len - 1), adjust(bound(stop)?, -1, -1, len - 1))
    };
    let count = if step > 0 {
        if start < stop { (stop - start - 1) / step + 1 } else { 0 }
    } else if stop < start {
        (start - stop - 1) / (-step) + 1
    } else {
        0
    };
    Ok((start as i64, stop as i64, step as i64, count as usize))
}

pub fn get_slice(rt: &mut Rt, obj: Value, start: Value, stop: Value, step: Value) -> PyResult<Value> {
    let class = class_of(obj);
    match class {
        ClassId::List | ClassId::Tuple => {
            let items = seq_items(obj).expect("seq");
            let (start, _, step, count) = slice_indices(start, stop, step, items.len())?;
            let picked: Vec<Value> = (0..count).map(|k| items[(start + k as i64 * step) as usize]).collect();
            Ok(if class == ClassId::List { rt.new_list(&picked) } else { rt.new_tuple(&picked) })
        }
        ClassId::Str => {
            let (start, _, step, count) = slice_indices(start, stop, step, str_char_len(obj))?;
            let text = str_text(obj);
            let s: String = if step == 1 {
                let a = byte_offset(obj, start as usize);
                let b = byte_offset(obj, start as usize + count);
                text[a..b].to_string()
            } else if str_is_ascii(obj) {
                (0..count).map(|k| text.as_bytes()[(start + k as i64 * step) as usize] as char).collect()
            } else {
                let chars: Vec<char> = text.chars().collect();
                (0..count).map(|k| chars[(start + k as i64 * step) as usize]).collect()
            };
            Ok(rt.new_str(&s))
        }
        ClassId::Range => {
            let (rstart, _, rstep) = range_parts(obj);
            let (start, _, step, count) = slice_indices(start, stop, step, py_len(rt, obj)?)?;
            let first = rstart + start as i128 * rstep;
            let new_step = rstep * step as i128;
            let end = first + count as i128 * new_step;
            let mark = rt.handles.len();
            for bound in [first, end, new_step] {
                let v = rt.new_int_i128(bound);
                rt.handles.push(v);
            }
            let (a, b, c) = (rt.handles[mark], rt.handles[mark + 1], rt.handles[mark + 2]);
            let r = rt.new_range(a, b, c);
            rt.handles.truncate(mark);
            Ok(r)
        }
        _ => raise!(TypeError, "'{}' object is not subscriptable", type_name(obj)),
    }
}

pub fn set_slice(rt: &mut Rt, obj: Value, start: Value, stop: Value, step: Value, value: Value) -> PyResult<()> {
    if !is_layout(obj, LayoutId::List) {
        return raise!(TypeError, "'{}' object does not support item assignment", type_name(obj));
    }
    // The new items stay rooted (by `value` or the temporary list in the handle
    // scope) until the list has been rebuilt.
    let mark = rt.handles.len();
    let result = set_slice_rooted(rt, obj, start, stop, step, value);
    rt.handles.truncate(mark);
    result
}

fn set_slice_rooted(rt: &mut Rt, obj: Value, start: Value, stop: Value, step: Value, value: Value) -> PyResult<()> {
    let new_items: Vec<Value> = match seq_items(value) {
        Some(items) => items.to_vec(),
        None => {
            rt.handles.push(obj);
            let tmp = rt.new_list(&[]);
            rt.handles.push(tmp);
            match list_extend(rt, tmp, value) {
                Ok(()) => list_items(tmp).to_vec(),
                Err(_) => return raise!(TypeError, "can only assign an iterable"),
            }
        }
    };
    let old = list_items(obj).to_vec();
    let (start, stop, step_n, count) = slice_indices(start, stop, step, old.len())?;
    if step_n == 1 {
        let stop = (stop.max(start)) as usize;
        let start = start as usize;
        let mut result = Vec::with_capacity(old.len() - (stop - start) + new_items.len());
        result.extend_from_slice(&old[..start]);
        result.extend_from_slice(&new_items);
        result.extend_from_slice(&old[stop..]);
        rt.list_truncate(obj, 0);
        rt.list_reserve(obj, result.len());
        for v in result {
            rt.list_append(obj, v);
        }
        return Ok(());
    }
    if new_items.len() != count {
        return raise!(
            ValueError,
            "attempt to assign sequence of size {} to extended slice of size {}",
            new_items.len(),
            count
        );
    }
    let items = list_items_mut(obj);
    for (k, v) in new_items.into_iter().enumerate() {
        items[(start + k as i64 * step_n) as usize] = v;
    }
    Ok(())
}

// ---- iteration ----

pub fn get_iter(rt: &mut Rt, v: Value) -> PyResult<Value> {
    if let Some(it) = classes::call_special(rt, v, "__iter__", &[])? {
        if !is_iterator(it) {
            return raise!(TypeError, "iter() returned non-iterator of type '{}'", type_name(it));
        }
        return Ok(it);
    }
    if classes::has_special(v, "__getitem__") {
        // The old sequence protocol: v[0], v[1], ... until IndexError.
        return Ok(new_iter(rt, IterKind::GetItem, v, Value::NULL, 0));
    }
    if v.is_ptr() {
        match layout_of(v) {
            LayoutId::Range => {
                let (start, stop, step) = range_parts(v);
                let len = range_len_of(start, stop, step);
                let last = start + len.saturating_sub(1) as i128 * step;
                if let (Ok(start), Ok(step), Ok(_)) = (i64::try_from(start), i64::try_from(step), i64::try_from(last)) {
                    let h = rt.alloc(LayoutId::RangeIter, 0);
                    // SAFETY: fresh range iterator.
                    unsafe {
                        let it = h as *mut RangeIterObject;
                        (*it).next = start;
                        (*it).remaining = len as u64;
                        (*it).step = step;
                    }
                    return Ok(Value::from_ptr(h));
                }
                // Bounds beyond 64 bits: a sequence iterator over the range itself.
                let h = rt.alloc(LayoutId::SeqIter, 0);
                // SAFETY: fresh iterator; `v` is rooted by the caller.
                unsafe { (*(h as *mut SeqIterObject)).seq = v };
                return Ok(Value::from_ptr(h));
            }
            LayoutId::List | LayoutId::Tuple | LayoutId::Str | LayoutId::Dict | LayoutId::Set | LayoutId::DictView => {
                let h = rt.alloc(LayoutId::SeqIter, 0);
                // SAFETY: fresh iterator; `v` is rooted by the caller.
                unsafe {
                    let it = h as *mut SeqIterObject;
                    (*it).seq = v;
                    (*it).index = 0;
                    (*it).expected_len = match layout_of(v) {
                        LayoutId::Dict => dict::dict_len(v),
                        LayoutId::Set => dict::set_len(v),
                        LayoutId::DictView => dict::dict_len(view_dict(v)),
                        _ => 0,
                    };
                }
                return Ok(Value::from_ptr(h));
            }
            LayoutId::RangeIter | LayoutId::SeqIter | LayoutId::Iter | LayoutId::Generator => return Ok(v),
            _ => {}
        }
    }
    raise!(TypeError, "'{}' object is not iterable", type_name(v))
}

/// The iterator's next value, or None when exhausted.
/// Whether `next()` applies to `v`: a built-in iterator or generator, or an instance
/// whose class defines `__next__`.
pub fn is_iterator(v: Value) -> bool {
    v.is_ptr()
        && match layout_of(v) {
            LayoutId::RangeIter | LayoutId::SeqIter | LayoutId::Iter | LayoutId::Generator => true,
            LayoutId::Instance => classes::has_special(v, "__next__"),
            _ => false,
        }
}

pub fn iter_next(rt: &mut Rt, it: Value) -> PyResult<Option<Value>> {
    if !it.is_ptr() {
        return raise!(TypeError, "'{}' object is not an iterator", type_name(it));
    }
    if is_layout(it, LayoutId::Instance) {
        return match classes::call_special(rt, it, "__next__", &[]) {
            Ok(Some(v)) => Ok(Some(v)),
            Ok(None) => raise!(TypeError, "'{}' object is not an iterator", type_name(it)),
            Err(e) if e.is_kind(crate::error::ExcKind::StopIteration) => Ok(None),
            Err(e) => Err(e),
        };
    }
    match layout_of(it) {
        LayoutId::RangeIter => {
            // SAFETY: checked layout.
            let it = unsafe { &mut *it.as_ptr::<RangeIterObject>() };
            if it.remaining == 0 {
                return Ok(None);
            }
            it.remaining -= 1;
            let v = it.next;
            it.next = it.next.wrapping_add(it.step);
            Ok(Some(rt.new_int(v)))
        }
        LayoutId::SeqIter => {
            // SAFETY: checked layout.
            let iter = unsafe { &mut *it.as_ptr::<SeqIterObject>() };
            let seq = iter.seq;
            match layout_of(seq) {
                LayoutId::List => {
                    if iter.index >= list_len_cap(seq).0 {
                        return Ok(None);
                    }
                    iter.index += 1;
                    Ok(Some(list_item(seq, iter.index - 1)))
                }
                LayoutId::Tuple => {
                    let items = tuple_items(seq);
                    if iter.index >= items.len() {
                        return Ok(None);
                    }
                    iter.index += 1;
                    Ok(Some(items[iter.index - 1]))
                }
                LayoutId::Dict | LayoutId::DictView if dict::dict_len(dict_of(seq)) != iter.expected_len => {
                    raise!(RuntimeError, "dictionary changed size during iteration")
                }
                LayoutId::Set if dict::set_len(seq) != iter.expected_len => {
                    raise!(RuntimeError, "Set changed size during iteration")
                }
                LayoutId::Dict => match dict::dict_next(seq, iter.index) {
                    Some((next, k, _)) => {
                        iter.index = next;
                        Ok(Some(k))
                    }
                    None => Ok(None),
                },
                LayoutId::Set => match dict::set_next(seq, iter.index) {
                    Some((next, k)) => {
                        iter.index = next;
                        Ok(Some(k))
                    }
                    None => Ok(None),
                },
                LayoutId::DictView => match dict::dict_next(view_dict(seq), iter.index) {
                    Some((next, k, v)) => {
                        iter.index = next;
                        Ok(Some(match view_kind(seq) {
                            0 => k,
                            1 => v,
                            _ => rt.new_tuple(&[k, v]),
                        }))
                    }
                    None => Ok(None),
                },
                LayoutId::Range => {
                    let (start, stop, step) = range_parts(seq);
                    if iter.index as u128 >= range_len_of(start, stop, step) {
                        return Ok(None);
                    }
                    iter.index += 1;
                    Ok(Some(rt.new_int_i128(start + (iter.index as i128 - 1) * step)))
                }
                _ => {
                    let text = str_text(seq);
                    if iter.index >= text.len() {
                        return Ok(None);
                    }
                    let c = text[iter.index..].chars().next().expect("char boundary");
                    iter.index += c.len_utf8();
                    let mut buf = [0u8; 4];
                    Ok(Some(rt.new_str(c.encode_utf8(&mut buf))))
                }
            }
        }
        LayoutId::Iter => builtin_iter_next(rt, it),
        LayoutId::Generator => crate::interp::generator_resume(rt, it, none()),
        _ => raise!(TypeError, "'{}' object is not an iterator", type_name(it)),
    }
}

/// A new builtin lazy iterator (the caller roots `a` and `b`).
pub fn new_iter(rt: &mut Rt, kind: IterKind, a: Value, b: Value, index: i64) -> Value {
    let h = rt.alloc(LayoutId::Iter, 0);
    // SAFETY: fresh iterator object.
    unsafe {
        let it = h as *mut IterObject;
        (*it).kind = kind;
        (*it).a = a;
        (*it).b = b;
        (*it).index = index;
    }
    Value::from_ptr(h)
}

/// Next items of each iterator in the tuple `iters`, or None when one is exhausted.
/// The items are pushed on `rt.handles` (the caller truncates).
fn next_of_each(rt: &mut Rt, iters: Value) -> PyResult<Option<Vec<Value>>> {
    let mut items = Vec::new();
    for &sub in tuple_items(iters) {
        match iter_next(rt, sub)? {
            Some(x) => {
                rt.handles.push(x);
                items.push(x);
            }
            None => return Ok(None),
        }
    }
    Ok(Some(items))
}

fn builtin_iter_next(rt: &mut Rt, it: Value) -> PyResult<Option<Value>> {
    // SAFETY: callers pass an iterator object, which the caller keeps rooted.
    let obj = unsafe { &mut *it.as_ptr::<IterObject>() };
    let (a, b) = (obj.a, obj.b);
    let mark = rt.handles.len();
    let result = (|| match obj.kind {
        IterKind::Enumerate => {
            let Some(x) = iter_next(rt, a)? else { return Ok(None) };
            rt.handles.push(x);
            let i = rt.new_int(obj.index);
            rt.handles.push(i);
            obj.index += 1;
            Ok(Some(rt.new_tuple(&[i, x])))
        }
        IterKind::Zip => match next_of_each(rt, a)? {
            Some(items) => Ok(Some(rt.new_tuple(&items))),
            None => Ok(None),
        },
        IterKind::Map => match next_of_each(rt, b)? {
            Some(items) => crate::builtins::call_object(rt, a, &items, &[]).map(Some),
            None => Ok(None),
        },
        IterKind::Filter => loop {
            let Some(x) = iter_next(rt, b)? else { return Ok(None) };
            rt.handles.push(x);
            let keep = if is_none(a) {
                truthy(rt, x)?
            } else {
                let r = crate::builtins::call_object(rt, a, &[x], &[])?;
                truthy(rt, r)?
            };
            if keep {
                return Ok(Some(x));
            }
        },
        IterKind::GetItem => {
            let idx = rt.new_int(obj.index);
            match getitem(rt, a, idx) {
                Ok(v) => {
                    obj.index += 1;
                    Ok(Some(v))
                }
                Err(e)
                    if e.is_kind(crate::error::ExcKind::IndexError)
                        || e.is_kind(crate::error::ExcKind::StopIteration) =>
                {
                    Ok(None)
                }
                Err(e) => Err(e),
            }
        }
        IterKind::Reversed => {
            let len = py_len(rt, a)? as i64;
            let i = obj.index.min(len) - 1;
            if i < 0 {
                obj.index = 0;
                return Ok(None);
            }
            obj.index = i;
            let idx = Value::small_int(i);
            getitem(rt, a, idx).map(Some)
        }
    })();
    rt.handles.truncate(mark);
    result
}

/// Collects any iterable into a Vec. The values are kept alive by `rt.handles` until
/// the caller's handle mark is restored: callers must truncate `rt.handles` to the
/// length they saw before calling.
pub fn collect_iterable(rt: &mut Rt, v: Value) -> PyResult<Vec<Value>> {
    if let Some(items) = seq_items(v) {
        return Ok(items.to_vec());
    }
    if is_layout(v, LayoutId::Range) {
        // A handle and a Vec slot per item.
        Rt::check_alloc(range_len(v), 2 * std::mem::size_of::<Value>())?;
    }
    let it = get_iter(rt, v)?;
    rt.handles.push(it);
    let mut out = Vec::new();
    while let Some(x) = iter_next(rt, it)? {
        rt.handles.push(x);
        out.push(x);
    }
    Ok(out)
}
