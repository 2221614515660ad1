//! Arithmetic on any values: binary operators (with `__add__`/`__radd__` dispatch), sequence repetition and concatenation, unary operators.

use super::*;
use crate::classes;
use crate::code::BinOp;
use crate::dict;
use crate::error::PyResult;
use crate::float::float_binop;
use crate::int::{int_binop, int_ref, int_truediv};
use crate::raise;
use crate::value::Value;
use crate::vm::Rt;

fn unsupported<T>(op: &str, a: Value, b: Value) -> PyResult<T> {
    raise!(TypeError, "unsupported operand type(s) for {}: '{}' and '{}'", op, type_name(a), type_name(b))
}

/// Whether `a | b` makes a `types.UnionType`: both are classes or None (not both
/// None), and no metaclass of theirs defines `|`.
fn union_operands(a: Value, b: Value) -> bool {
    let typeish = |v: Value| classes::is_class(v) || is_none(v);
    let own_or = |v: Value| {
        classes::metaclass_lookup(v, "__or__").is_some() || classes::metaclass_lookup(v, "__ror__").is_some()
    };
    typeish(a) && typeish(b) && !(is_none(a) && is_none(b)) && !own_or(a) && !own_or(b)
}

/// `a op b` (or `a op= b` when `inplace`) for any values.
/// `s += w` (`s + w` when not `inplace`) at an append site (`Op::AppendLocal`): two
/// exact strs through `Rt::append_str`, which may extend `s` in place; other operands
/// as [`binary_op`] adds them.
pub fn append(rt: &mut Rt, s: Value, w: Value, inplace: bool) -> PyResult<Value> {
    if is_layout(s, LayoutId::Str) && is_layout(w, LayoutId::Str) {
        Ok(rt.append_str(s, w))
    } else {
        binary_op(rt, BinOp::Add, s, w, inplace)
    }
}

pub fn binary_op(rt: &mut Rt, op: BinOp, a: Value, b: Value, inplace: bool) -> PyResult<Value> {
    // The operator as CPython's TypeError names it (`+=` for `x += y`).
    let symbol = || match (inplace, op) {
        (true, BinOp::Pow) => "**=".to_string(),
        (true, _) => format!("{}=", op.symbol()),
        (false, _) => op.symbol().to_string(),
    };
    if op == BinOp::Or && union_operands(a, b) {
        let r = crate::stdlib::call(rt, "_generic_alias", "union", &[a, b])?;
        if r != classes::not_implemented() {
            return Ok(r);
        }
    }
    if classes::takes_specials(a) || classes::takes_specials(b) {
        // Python code may keep the operands: an append site's str is no longer only
        // its local's (see `Rt::append_str`).
        crate::vm::share_str(a);
        crate::vm::share_str(b);
        if let Some(r) = instance_binop(rt, op, a, b, inplace)? {
            return Ok(r);
        }
        // Neither instance method applies: the builtin containers instances of their
        // subclasses carry, and builtin operands, do their own operation (and name the
        // error: "can't multiply sequence by non-int", ...).
        // (Unless the class overrides the operation: its method declined.)
        let (forward, reflected, _) = super::dunders(op);
        let overrides = classes::has_special(a, forward) || classes::has_special(b, reflected);
        let x = classes::unwrap_base(rt, a);
        // `text % args` takes its arguments as they are (`%s` uses their `__str__`,
        // a mapping its `__getitem__`), but a tuple subclass's instance as its tuple.
        let y = match classes::base_value(rt, b) {
            Some(inner) if op == BinOp::Mod && class_of(x) == ClassId::Str && class_of(inner) != ClassId::Tuple => b,
            _ => classes::unwrap_base(rt, b),
        };
        if (x, y) != (a, b) && !overrides {
            let r = binary_op(rt, op, x, y, inplace)?;
            // `s += t` on a list subclass extends its list and keeps the instance.
            return Ok(if inplace && r == x && x != a { a } else { r });
        }
        if classes::takes_specials(a) && classes::takes_specials(b) {
            return unsupported(&symbol(), a, b);
        }
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
            Ok(crate::vm::str_sum_without_copy(a, b).unwrap_or_else(|| rt.concat_strs(&[a, b])))
        }
        (BinOp::Add, ClassId::Str, _) => {
            raise!(TypeError, "can only concatenate str (not \"{}\") to str", type_name(b))
        }
        (BinOp::Add, ClassId::List, ClassId::List) => {
            if inplace {
                list_extend(rt, a, b)?;
                return Ok(a);
            }
            // SAFETY: both lists are copied before anything allocates.
            let items = unsafe { [list_items(a), list_items(b)].concat() };
            Ok(rt.new_list(&items))
        }
        (BinOp::Add, ClassId::List, _) if inplace => {
            list_extend(rt, a, b)?;
            Ok(a)
        }
        (BinOp::Add, ClassId::List, _) => {
            raise!(TypeError, "can only concatenate list (not \"{}\") to list", type_name(b))
        }
        (BinOp::Add, ClassId::ByteArray, _) if inplace && bytes_like(b).is_some() => {
            crate::bytearray::extend(rt, a, b)?;
            Ok(a)
        }
        (BinOp::Add, ClassId::Bytes | ClassId::ByteArray, _) => {
            let Some(tail) = bytes_like(b) else {
                return raise!(TypeError, "can't concat {} to {}", type_name(b), type_name(a));
            };
            let joined = [bytes_like(a).expect("bytes-like"), tail].concat();
            // The left operand's type decides the result's.
            Ok(if class_of(a) == ClassId::Bytes { rt.new_bytes(&joined) } else { crate::bytearray::new(rt, &joined) })
        }
        (BinOp::Mod, ClassId::Bytes | ClassId::ByteArray, _) => {
            raise!(NotImplementedError, "%-formatting of bytes is not supported by ember yet")
        }
        (BinOp::Add, ClassId::Tuple, ClassId::Tuple) => {
            let items = [tuple_items(a), tuple_items(b)].concat();
            Ok(rt.new_tuple(&items))
        }
        (BinOp::Add, ClassId::Tuple, _) => {
            raise!(TypeError, "can only concatenate tuple (not \"{}\") to tuple", type_name(b))
        }
        (
            BinOp::Or | BinOp::And | BinOp::Sub | BinOp::Xor,
            ClassId::Set | ClassId::FrozenSet,
            ClassId::Set | ClassId::FrozenSet,
        ) => dict::set_binop(rt, op, a, b, inplace),
        // A dict's keys or items view with a set or view: the set operation, on new sets.
        (BinOp::Or | BinOp::And | BinOp::Sub | BinOp::Xor, _, _)
            if crate::ops::is_set_like(a) && crate::ops::is_set_like(b) =>
        {
            let x = crate::ops::set_of(rt, a)?;
            rt.with_roots(&[x], |rt| {
                let y = crate::ops::set_of(rt, b)?;
                rt.with_roots(&[y], |rt| dict::set_binop(rt, op, x, y, false))
            })
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
        (BinOp::Mul, ClassId::Str | ClassId::Bytes | ClassId::ByteArray | ClassId::List | ClassId::Tuple, _) => {
            repeat(rt, a, b, inplace)
        }
        (BinOp::Mul, _, ClassId::Str | ClassId::Bytes | ClassId::ByteArray | ClassId::List | ClassId::Tuple) => {
            repeat(rt, b, a, false)
        }
        (BinOp::Mod, ClassId::Str, _) => {
            let s = crate::format::percent_format(rt, str_text(a), b)?;
            Ok(rt.new_str(&s))
        }
        _ => unsupported(&symbol(), a, b),
    }
}

/// `seq * count`.
fn repeat(rt: &mut Rt, seq: Value, count: Value, inplace: bool) -> PyResult<Value> {
    let Some(count) = super::index_int(rt, count)? else {
        return raise!(TypeError, "can't multiply sequence by non-int of type '{}'", type_name(count));
    };
    let n = int_ref(count).expect("an int");
    // Like CPython's index-sized integer: a count outside 64 bits overflows whatever
    // its sign (a negative one inside them repeats zero times).
    let Some(n) = n.to_i64() else {
        return raise!(OverflowError, "cannot fit 'int' into an index-sized integer");
    };
    let n = n.max(0) as usize;
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
        ClassId::Bytes | ClassId::ByteArray => {
            let data = bytes_like(seq).expect("bytes-like");
            if data.len().checked_mul(n).is_none_or(|total| total > isize::MAX as usize) {
                return raise!(OverflowError, "repeated bytes are too long");
            }
            let class = class_of(seq);
            if inplace && class == ClassId::ByteArray {
                crate::bytearray::repeat_in_place(rt, seq, n)?;
                return Ok(seq);
            }
            Rt::check_alloc(n as u128, data.len())?;
            let r = data.repeat(n);
            Ok(if class == ClassId::Bytes { rt.new_bytes(&r) } else { crate::bytearray::new(rt, &r) })
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
            let storage = if bools { LayoutId::BoolArray } else { storage_for_items(&items) };
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
    if let Some(items) = seq_to_vec(iterable) {
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
    if let Some(inner) = classes::carried_scalar(rt, v) {
        return negate(rt, inner);
    }
    raise!(TypeError, "bad operand type for unary -: '{}'", type_name(v))
}

pub fn positive(rt: &mut Rt, v: Value) -> PyResult<Value> {
    if let Some(r) = classes::call_special(rt, v, "__pos__", &[])? {
        return Ok(r);
    }
    if int_ref(v).is_some() {
        return Ok(crate::int::int_canonical(v));
    }
    if float_value(v).is_some() {
        return Ok(v);
    }
    if let Some(inner) = classes::carried_scalar(rt, v) {
        return positive(rt, inner);
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
    if let Some(inner) = classes::carried_scalar(rt, v) {
        return invert(rt, inner);
    }
    raise!(TypeError, "bad operand type for unary ~: '{}'", type_name(v))
}
