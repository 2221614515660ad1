//! Comparison on any values: `==`, ordering, `in`.

use super::*;
use crate::classes;
use crate::code::CmpOp;
use crate::dict;
use crate::error::PyResult;
use crate::int::{IntRef, int_cmp, int_cmp_float, int_ref};
use crate::raise;
use crate::value::Value;
use crate::vm::Rt;
use std::cmp::Ordering;

/// `a == b` when no code can run to decide it (dict and set keys, `in` of a list or
/// tuple): the same object, two small ints, two strs, a small int and a str, or two
/// tuples whose items compare so (in order, as tuple comparison goes); None otherwise.
#[inline]
pub fn plain_eq(a: Value, b: Value) -> Option<bool> {
    plain_eq_within(a, b, PLAIN_TUPLE_DEPTH)
}

/// How deeply nested tuples [`plain_eq`] compares itself; deeper ones go to `py_eq`,
/// which counts the depth against the recursion limit as CPython does.
const PLAIN_TUPLE_DEPTH: u32 = 16;

fn plain_eq_within(a: Value, b: Value, depth: u32) -> Option<bool> {
    if a == b {
        return Some(true);
    }
    let is_str = |v: Value| is_layout(v, LayoutId::Str);
    match (a.is_small_int(), b.is_small_int()) {
        (true, true) => Some(false),
        (true, false) => is_str(b).then_some(false),
        (false, true) => is_str(a).then_some(false),
        (false, false) if is_str(a) && is_str(b) => Some(str_text(a) == str_text(b)),
        (false, false) if depth > 0 && is_layout(a, LayoutId::Tuple) && is_layout(b, LayoutId::Tuple) => {
            // The first unequal pair decides, then the lengths; None as soon as a pair
            // needs code to compare.
            let (x, y) = (tuple_items(a), tuple_items(b));
            for (&p, &q) in x.iter().zip(y) {
                if !plain_eq_within(p, q, depth - 1)? {
                    return Some(false);
                }
            }
            Some(x.len() == y.len())
        }
        (false, false) => None,
    }
}

/// `a == b`.
pub fn py_eq(rt: &mut Rt, a: Value, b: Value) -> PyResult<bool> {
    if a.is_small_int() && b.is_small_int() {
        return Ok(a == b);
    }
    if classes::takes_specials(a) || classes::takes_specials(b) {
        if let Some(r) = instance_compare(rt, CmpOp::Eq, a, b)? {
            return Ok(r);
        }
        let (x, y) = (classes::unwrap_base(rt, a), classes::unwrap_base(rt, b));
        if (x, y) != (a, b) {
            return py_eq(rt, x, y);
        }
        return Ok(a == b);
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
    match (set_as_one(layout_of(a)), set_as_one(layout_of(b))) {
        (LayoutId::Str, LayoutId::Str) => Ok(crate::object::str_eq(a, b)),
        (LayoutId::Bytes, LayoutId::Bytes) => Ok(bytes_like(a) == bytes_like(b)),
        (LayoutId::List, LayoutId::List) | (LayoutId::Tuple, LayoutId::Tuple) => {
            if seq_len(a) != seq_len(b) {
                return Ok(false);
            }
            // By index, re-reading the lengths: an item's `__eq__` may change a list.
            nested(rt, " in comparison", |rt| {
                let mut i = 0;
                while i < seq_len(a) && i < seq_len(b) {
                    if !item_eq(rt, seq_item(a, i), seq_item(b, i))? {
                        return Ok(false);
                    }
                    i += 1;
                }
                Ok(seq_len(a) == seq_len(b))
            })
        }
        (LayoutId::Dict, LayoutId::Dict) => dict::dict_eq(rt, a, b),
        (LayoutId::Set, LayoutId::Set) => Ok(dict::set_len(a) == dict::set_len(b) && dict::set_is_subset(rt, a, b)?),
        // Keys and items views are set-like: equal to a set (or view) of the same items.
        (LayoutId::DictView, LayoutId::Set | LayoutId::DictView) | (LayoutId::Set, LayoutId::DictView)
            if is_set_like(a) && is_set_like(b) =>
        {
            let (x, y) = (set_of(rt, a)?, set_of(rt, b)?);
            rt.with_roots(&[x, y], |rt| py_eq(rt, x, y))
        }
        (LayoutId::Range, LayoutId::Range) => {
            let (x, y) = (range_parts(a), range_parts(b));
            let (lx, ly) = (range_len(a), range_len(b));
            Ok(lx == ly && (lx == 0 || (x.0 == y.0 && (lx == 1 || x.2 == y.2))))
        }
        // Slices compare as the tuples (start, stop, step).
        (LayoutId::Slice, LayoutId::Slice) => {
            let x = rt.new_tuple(&slice_parts(a));
            rt.with_roots(&[x], |rt| {
                let y = rt.new_tuple(&slice_parts(b));
                rt.with_roots(&[y], |rt| py_eq(rt, x, y))
            })
        }
        _ => Ok(false),
    }
}

/// Whether `v` is a set or a dict's keys or items view (a values view is not).
pub fn is_set_like(v: Value) -> bool {
    matches!(class_of(v), ClassId::Set | ClassId::FrozenSet | ClassId::DictKeys | ClassId::DictItems)
}

/// The layout a comparison treats `l` as: sets and frozensets compare alike, and
/// bytes and bytearrays.
fn set_as_one(l: LayoutId) -> LayoutId {
    match l {
        LayoutId::FrozenSet => LayoutId::Set,
        LayoutId::ByteArray => LayoutId::Bytes,
        l => l,
    }
}

/// A set of the items of set-like `v` (`v` itself when it is a set; a view's
/// operators make sets, with frozensets too).
pub fn set_of(rt: &mut Rt, v: Value) -> PyResult<Value> {
    if is_layout(v, LayoutId::Set) {
        return Ok(v);
    }
    crate::builtins::call_object(rt, ClassId::Set.type_object(), &[v], &[])
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
    if classes::takes_specials(a) || classes::takes_specials(b) {
        if let Some(r) = instance_compare(rt, op, a, b)? {
            return Ok(r);
        }
        let (x, y) = (classes::unwrap_base(rt, a), classes::unwrap_base(rt, b));
        if (x, y) != (a, b) {
            return compare_order(rt, op, x, y);
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
    let same = a.is_ptr() && b.is_ptr() && set_as_one(layout_of(a)) == set_as_one(layout_of(b));
    if same {
        match set_as_one(layout_of(a)) {
            LayoutId::Str => return Ok(ord(str_text(a).cmp(str_text(b)))),
            LayoutId::Bytes => return Ok(ord(bytes_like(a).cmp(&bytes_like(b)))),
            LayoutId::Slice => {
                let x = rt.new_tuple(&slice_parts(a));
                return rt.with_roots(&[x], |rt| {
                    let y = rt.new_tuple(&slice_parts(b));
                    rt.with_roots(&[y], |rt| compare_order(rt, op, x, y))
                });
            }
            LayoutId::List | LayoutId::Tuple => {
                // By index, re-reading lengths and items: an item's `__eq__` may
                // change a list (CPython orders the items found at the first
                // difference after the comparisons).
                return nested(rt, " in comparison", |rt| {
                    let mut i = 0;
                    while i < seq_len(a) && i < seq_len(b) {
                        if !item_eq(rt, seq_item(a, i), seq_item(b, i))? {
                            break;
                        }
                        i += 1;
                    }
                    if i < seq_len(a) && i < seq_len(b) {
                        compare_order(rt, op, seq_item(a, i), seq_item(b, i))
                    } else {
                        Ok(ord(seq_len(a).cmp(&seq_len(b))))
                    }
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
        CmpOp::Ne => {
            // A class's own `__ne__` decides (else its `__eq__`, inverted).
            if classes::takes_specials(a) || classes::takes_specials(b) {
                if let Some(r) = instance_compare(rt, CmpOp::Ne, a, b)? {
                    return Ok(r);
                }
                // Every method declined: the containers subclasses' instances carry
                // compare, else identity decides.
                let (x, y) = (classes::unwrap_base(rt, a), classes::unwrap_base(rt, b));
                return if (x, y) != (a, b) { compare(rt, CmpOp::Ne, x, y) } else { Ok(a != b) };
            }
            py_eq(rt, a, b).map(|e| !e)
        }
        CmpOp::Is => Ok(a == b),
        CmpOp::IsNot => Ok(a != b),
        CmpOp::In => contains(rt, b, a),
        CmpOp::NotIn => contains(rt, b, a).map(|c| !c),
        CmpOp::Lt | CmpOp::Le | CmpOp::Gt | CmpOp::Ge => compare_order(rt, op, a, b),
    }
}

/// `item in container`.
pub fn contains(rt: &mut Rt, container: Value, item: Value) -> PyResult<bool> {
    if is_layout(container, LayoutId::Globals) {
        return crate::globals::contains(rt, container, item);
    }
    if classes::takes_specials(container) {
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
        if let Some(inner) = classes::base_value(rt, container) {
            return contains(rt, inner, item);
        }
    }
    if container.is_ptr() {
        match layout_of(container) {
            LayoutId::Bytes | LayoutId::ByteArray => return crate::bytes::contains(container, item),
            LayoutId::Str => {
                if class_of(item) != ClassId::Str {
                    return raise!(TypeError, "'in <string>' requires string as left operand, not {}", type_name(item));
                }
                return Ok(str_text(container).contains(str_text(item)));
            }
            LayoutId::List | LayoutId::Tuple => {
                if layout_of(container) == LayoutId::List
                    // SAFETY: nothing runs while the items are searched.
                    && let Some(items) = unsafe { same_kind_items(container, item) }
                {
                    return Ok(items.contains(&item));
                }
                // By index, re-reading the length: an item's `__eq__` may change a list.
                let mut i = 0;
                while i < seq_len(container) {
                    let x = seq_item(container, i);
                    let equal = match plain_eq(x, item) {
                        Some(equal) => equal,
                        None => item_eq(rt, x, item)?,
                    };
                    if equal {
                        return Ok(true);
                    }
                    i += 1;
                }
                return Ok(false);
            }
            LayoutId::Dict => return dict::dict_contains(rt, container, item),
            LayoutId::Set | LayoutId::FrozenSet => return dict::set_contains(rt, container, item),
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
                    _ => match Some(item)
                        .filter(|&t| is_layout(t, LayoutId::Tuple))
                        .map(tuple_items)
                        .filter(|p| p.len() == 2)
                    {
                        Some(pair) => match dict::dict_get(rt, d, pair[0])? {
                            Some(v) => item_eq(rt, v, pair[1]),
                            None => Ok(false),
                        },
                        None => Ok(false),
                    },
                };
            }
            LayoutId::Range => {
                // An int or float subclass's instance is looked for as its number.
                let item = classes::carried_scalar(rt, item).unwrap_or(item);
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
