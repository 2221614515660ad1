//! `len`, ranges, subscripts and slices.

use super::*;
use crate::classes;
use crate::dict;
use crate::error::PyResult;
use crate::int::{IntRef, int_ref};
use crate::raise;
use crate::strings::byte_offset;
use crate::value::Value;
use crate::vm::Rt;

pub(super) fn range_values(v: Value) -> (Value, Value, Value) {
    // SAFETY: a checked range, live while the caller holds it.
    unsafe {
        let r = &*checked_ptr::<RangeObject>(v);
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
    // The usual step, without a 128-bit division.
    if step == 1 {
        return (stop - start).max(0) as u128;
    }
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

pub(super) fn range_contains(v: Value, i: i128) -> bool {
    let (start, stop, step) = range_parts(v);
    let in_bounds = if step > 0 { start <= i && i < stop } else { stop < i && i <= start };
    in_bounds && (i - start) % step == 0
}

// ---- len, subscripts, slices ----

pub fn py_len(rt: &mut Rt, v: Value) -> PyResult<usize> {
    // The builtin containers first: no user class has their layouts (ember does not
    // let user classes subclass them), so none of them has a `__len__` override.
    if v.is_ptr() {
        match layout_of(v) {
            LayoutId::Str => return Ok(str_char_len(v)),
            LayoutId::Bytes => return Ok(bytes_data(v).len()),
            LayoutId::ByteArray => return Ok(crate::bytearray::data(v).len()),
            LayoutId::List => return Ok(list_len_cap(v).0),
            LayoutId::Tuple => return Ok(tuple_items(v).len()),
            LayoutId::Dict => return Ok(dict::dict_len(v)),
            LayoutId::Set | LayoutId::FrozenSet => return Ok(dict::set_len(v)),
            LayoutId::DictView => return Ok(dict::dict_len(view_dict(v))),
            LayoutId::Globals => return Ok(crate::globals::len(rt, v)),
            LayoutId::Range => {
                return match usize::try_from(range_len(v)) {
                    Ok(n) if n <= isize::MAX as usize => Ok(n),
                    _ => raise!(OverflowError, "Python int too large to convert to C ssize_t"),
                };
            }
            _ => {}
        }
    }
    if let Some(r) = classes::call_special(rt, v, "__len__", &[])? {
        return match int_ref(r).and_then(IntRef::to_i64) {
            Some(n) if n >= 0 => Ok(n as usize),
            Some(_) => raise!(ValueError, "__len__() should return >= 0"),
            None => raise!(TypeError, "'{}' object cannot be interpreted as an integer", type_name(r)),
        };
    }
    if let Some(inner) = classes::base_value(rt, v) {
        return py_len(rt, inner);
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
            LayoutId::List
            | LayoutId::Tuple
            | LayoutId::Str
            | LayoutId::Bytes
            | LayoutId::ByteArray
            | LayoutId::Dict
            | LayoutId::Range => true,
            LayoutId::Instance => classes::has_special(obj, "__getitem__"),
            _ => false,
        }
}

pub fn getitem(rt: &mut Rt, obj: Value, idx: Value) -> PyResult<Value> {
    if let Some(r) = classes::call_special(rt, obj, "__getitem__", &[idx])? {
        return Ok(r);
    }
    if is_layout(obj, LayoutId::Globals) {
        return crate::globals::getitem(rt, obj, idx);
    }
    if is_layout(obj, LayoutId::ByteArray) {
        return crate::bytearray::getitem(rt, obj, idx);
    }
    if let Some(inner) = classes::base_value(rt, obj) {
        return getitem_of_base(rt, obj, inner, idx);
    }
    let is_int = int_ref(idx).is_some();
    if obj.is_ptr() {
        match layout_of(obj) {
            LayoutId::Bytes if is_int => {
                let data = bytes_data(obj);
                let Some(i) = int_ref(idx).and_then(IntRef::to_i64) else {
                    return raise!(IndexError, "cannot fit 'int' into an index-sized integer");
                };
                let j = if i < 0 { i + data.len() as i64 } else { i };
                if j < 0 || j >= data.len() as i64 {
                    return raise!(IndexError, "index out of range");
                }
                return Ok(Value::small_int(i64::from(data[j as usize])));
            }
            LayoutId::List | LayoutId::Tuple | LayoutId::Str | LayoutId::Bytes | LayoutId::Range
                if is_layout(idx, LayoutId::Slice) =>
            {
                let [start, stop, step] = slice_parts(idx);
                return get_slice(rt, obj, start, stop, step);
            }
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
                return Ok(rt.char_of(obj, i));
            }
            LayoutId::Range if is_int => {
                let (start, _, step) = range_parts(obj);
                let i = seq_index(idx, py_len(rt, obj)?, "range object")?;
                return Ok(rt.new_int_i128(start + i as i128 * step));
            }
            LayoutId::List | LayoutId::Tuple | LayoutId::Str | LayoutId::Bytes | LayoutId::Range
                if index_hook(rt, idx)?.is_some() =>
            {
                let i = index_hook(rt, idx)?.expect("checked");
                return getitem(rt, obj, i);
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
            LayoutId::Bytes => {
                return raise!(TypeError, "byte indices must be integers or slices, not {}", type_name(idx));
            }
            // `list[int]`: a `types.GenericAlias` (ember's is Python).
            LayoutId::Type
                if matches!(
                    type_class(obj),
                    Some(
                        ClassId::List
                            | ClassId::Dict
                            | ClassId::Tuple
                            | ClassId::Set
                            | ClassId::FrozenSet
                            | ClassId::Type
                    )
                ) =>
            {
                return crate::stdlib::call(rt, "_generic_alias", "alias", &[obj, idx]);
            }
            // `C[x]` of a class: its `__class_getitem__` (a class method), as CPython's.
            LayoutId::Class => {
                if classes::lookup(obj, "__class_getitem__", None).is_some() {
                    let bound = classes::getattr(rt, obj, "__class_getitem__")?;
                    return rt.with_roots(&[bound], |rt| crate::builtins::call_object(rt, bound, &[idx], &[]));
                }
                return raise!(TypeError, "type '{}' is not subscriptable", classes::class_name(obj));
            }
            _ => {}
        }
    }
    raise!(TypeError, "'{}' object is not subscriptable", type_name(obj))
}

/// `obj[idx]` on the container `inner` instance `obj` of a subclass carries: a dict
/// subclass's `__missing__` answers for missing keys.
fn getitem_of_base(rt: &mut Rt, obj: Value, inner: Value, idx: Value) -> PyResult<Value> {
    if is_layout(inner, LayoutId::Dict) {
        if let Some(v) = dict::dict_get(rt, inner, idx)? {
            return Ok(v);
        }
        if let Some(v) = classes::call_special(rt, obj, "__missing__", &[idx])? {
            return Ok(v);
        }
    }
    getitem(rt, inner, idx)
}

/// `v.__index__()` for an instance whose class defines it (an int, or TypeError);
/// None for anything else.
pub fn index_hook(rt: &mut Rt, v: Value) -> PyResult<Option<Value>> {
    number_hook(rt, v, "__index__")
}

/// `v` where Python takes an integer (`range`, `hex`, slice bounds): an int, or what
/// `__index__` gives (an int subclass's instance is its int); None for anything else.
pub fn index_int(rt: &mut Rt, v: Value) -> PyResult<Option<Value>> {
    if int_ref(v).is_some() {
        return Ok(Some(v));
    }
    index_hook(rt, v)
}

/// Slice bounds with `__index__` applied to those that are neither ints nor None
/// (the results are pushed on `rt.handles`; the caller restores its mark).
fn slice_bounds(rt: &mut Rt, bounds: [Value; 3]) -> PyResult<[Value; 3]> {
    let mut out = bounds;
    for v in &mut out {
        if !is_none(*v) {
            if let Some(i) = index_int(rt, *v)? {
                rt.handles.push(i);
                *v = i;
            }
        }
    }
    Ok(out)
}

/// `v.name()` for a conversion method that must return an int (`__index__`,
/// `__int__`) of an instance whose class defines it; None for anything else.
pub fn number_hook(rt: &mut Rt, v: Value, name: &str) -> PyResult<Option<Value>> {
    match classes::call_special(rt, v, name, &[])? {
        Some(i) if int_ref(i).is_some() => Ok(Some(i)),
        Some(other) => raise!(TypeError, "{} returned non-int (type {})", name, type_name(other)),
        // An int subclass's instance is its int.
        None => Ok(classes::carried_scalar(rt, v).filter(|&i| int_ref(i).is_some())),
    }
}

/// `v.__float__()` for an instance whose class defines it (a float, or TypeError);
/// None for anything else.
pub fn float_hook(rt: &mut Rt, v: Value) -> PyResult<Option<Value>> {
    match classes::call_special(rt, v, "__float__", &[])? {
        Some(f) if float_value(f).is_some() => Ok(Some(f)),
        Some(other) => {
            let class = classes::class_name(classes::type_of(v));
            raise!(TypeError, "{}.__float__ returned non-float (type {})", class, type_name(other))
        }
        None => Ok(None),
    }
}

pub fn setitem(rt: &mut Rt, obj: Value, idx: Value, value: Value) -> PyResult<()> {
    if classes::call_special(rt, obj, "__setitem__", &[idx, value])?.is_some() {
        return Ok(());
    }
    if let Some(inner) = classes::base_value(rt, obj) {
        return setitem(rt, inner, idx, value);
    }
    if is_layout(obj, LayoutId::Dict) {
        return dict::dict_set(rt, obj, idx, value);
    }
    if is_layout(obj, LayoutId::Globals) {
        return crate::globals::setitem(rt, obj, idx, value);
    }
    if is_layout(obj, LayoutId::ByteArray) {
        return crate::bytearray::setitem(rt, obj, idx, value);
    }
    if is_layout(obj, LayoutId::List) {
        if is_layout(idx, LayoutId::Slice) {
            let [start, stop, step] = slice_parts(idx);
            return set_slice(rt, obj, start, stop, step, value);
        }
        if int_ref(idx).is_none() {
            if let Some(i) = index_hook(rt, idx)? {
                return setitem(rt, obj, i, value);
            }
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
    if let Some(inner) = classes::base_value(rt, obj) {
        return delitem(rt, inner, idx);
    }
    if is_layout(obj, LayoutId::Dict) {
        return match dict::dict_remove(rt, obj, idx)? {
            Some(_) => Ok(()),
            None => key_error(rt, idx),
        };
    }
    if is_layout(obj, LayoutId::Globals) {
        return crate::globals::delitem(rt, obj, idx);
    }
    if is_layout(obj, LayoutId::ByteArray) {
        return crate::bytearray::delitem(rt, obj, idx);
    }
    if is_layout(obj, LayoutId::List) {
        if is_layout(idx, LayoutId::Slice) {
            let [start, stop, step] = slice_parts(idx);
            return delete_slice(rt, obj, start, stop, step);
        }
        if int_ref(idx).is_none() {
            if let Some(i) = index_hook(rt, idx)? {
                return delitem(rt, obj, i);
            }
            return raise!(TypeError, "list indices must be integers or slices, not {}", type_name(idx));
        }
        let len = list_len_cap(obj).0;
        let i = seq_index(idx, len, "list assignment")?;
        rt.list_remove(obj, i);
        return Ok(());
    }
    raise!(TypeError, "'{}' object doesn't support item deletion", type_name(obj))
}

/// `obj[start:stop:step]` (or its assignment of `value`, or its deletion) on an
/// instance whose class defines the item method `method`: the method called with a
/// slice object; None for any other object. The bounds are rooted by the caller.
fn call_slice_hook(
    rt: &mut Rt,
    obj: Value,
    method: &str,
    [start, stop, step]: [Value; 3],
    value: Option<Value>,
) -> PyResult<Option<Value>> {
    if !classes::has_special(obj, method) {
        return Ok(None);
    }
    let slice = rt.new_slice(start, stop, step);
    let args: smallvec::SmallVec<[Value; 2]> = std::iter::once(slice).chain(value).collect();
    rt.with_roots(&[slice], |rt| classes::call_special(rt, obj, method, &args))
}

/// Runs `body` on the slice bounds with `__index__` applied (see [`slice_bounds`]),
/// keeping what that made rooted while it runs.
pub fn with_slice_bounds<T>(
    rt: &mut Rt,
    bounds: [Value; 3],
    body: impl FnOnce(&mut Rt, [Value; 3]) -> PyResult<T>,
) -> PyResult<T> {
    let mark = rt.handles.len();
    let r = slice_bounds(rt, bounds).and_then(|b| body(rt, b));
    rt.handles.truncate(mark);
    r
}

/// `del obj[start:stop:step]`.
pub fn delete_slice(rt: &mut Rt, obj: Value, start: Value, stop: Value, step: Value) -> PyResult<()> {
    if call_slice_hook(rt, obj, "__delitem__", [start, stop, step], None)?.is_some() {
        return Ok(());
    }
    with_slice_bounds(rt, [start, stop, step], |rt, [start, stop, step]| delete_slice_of(rt, obj, start, stop, step))
}

fn delete_slice_of(rt: &mut Rt, obj: Value, start: Value, stop: Value, step: Value) -> PyResult<()> {
    let obj = classes::unwrap_base(rt, obj);
    if is_layout(obj, LayoutId::ByteArray) {
        let s = rt.new_slice(start, stop, step);
        return rt.with_roots(&[s], |rt| crate::bytearray::delitem(rt, obj, s));
    }
    if !is_layout(obj, LayoutId::List) {
        return raise!(TypeError, "'{}' object doesn't support item deletion", type_name(obj));
    }
    let items = list_to_vec(obj);
    let (start, _, step, count) = slice_indices(start, stop, step, items.len())?;
    let doomed: std::collections::HashSet<usize> = (0..count).map(|k| (start + k as i64 * step) as usize).collect();
    let kept: Vec<Value> = items.iter().enumerate().filter(|(i, _)| !doomed.contains(i)).map(|(_, &v)| v).collect();
    // SAFETY: `kept` is no longer than the list and nothing runs while the slice is used.
    let items = unsafe { list_items_for(obj, &kept) };
    items[..kept.len()].copy_from_slice(&kept);
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
    // Beyond 64 bits a step only ever takes one item: clamped, it finds the same bounds.
    let step = bound(step)?.unwrap_or(1).clamp(-(i64::MAX as i128), i64::MAX as i128);
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
    if let Some(r) = call_slice_hook(rt, obj, "__getitem__", [start, stop, step], None)? {
        return Ok(r);
    }
    with_slice_bounds(rt, [start, stop, step], |rt, [start, stop, step]| get_slice_of(rt, obj, start, stop, step))
}

fn get_slice_of(rt: &mut Rt, obj: Value, start: Value, stop: Value, step: Value) -> PyResult<Value> {
    let obj = classes::unwrap_base(rt, obj);
    if is_layout(obj, LayoutId::ByteArray) {
        let s = rt.new_slice(start, stop, step);
        return rt.with_roots(&[s], |rt| crate::bytearray::getitem(rt, obj, s));
    }
    let class = class_of(obj);
    match class {
        ClassId::List | ClassId::Tuple => {
            // SAFETY: the items are copied out before anything allocates.
            let items = unsafe { seq_items(obj) }.expect("seq");
            let (start, _, step, count) = slice_indices(start, stop, step, items.len())?;
            // (On the stack for short slices: a slice's own copy is made just below.)
            let picked: smallvec::SmallVec<[Value; 32]> =
                (0..count).map(|k| items[(start + k as i64 * step) as usize]).collect();
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
        ClassId::Bytes => {
            let data = bytes_data(obj);
            let (start, _, step, count) = slice_indices(start, stop, step, data.len())?;
            let picked: Vec<u8> = (0..count).map(|k| data[(start + k as i64 * step) as usize]).collect();
            Ok(rt.new_bytes(&picked))
        }
        ClassId::Range => {
            let (rstart, _, rstep) = range_parts(obj);
            let (start, stop, step, _) = slice_indices(start, stop, step, py_len(rt, obj)?)?;
            // CPython's bounds: the slice's own start and stop mapped into the range.
            let first = rstart + start as i128 * rstep;
            let new_step = rstep * step as i128;
            let end = rstart + stop as i128 * rstep;
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
    if call_slice_hook(rt, obj, "__setitem__", [start, stop, step], Some(value))?.is_some() {
        return Ok(());
    }
    with_slice_bounds(rt, [start, stop, step], |rt, [start, stop, step]| {
        set_slice_of(rt, obj, start, stop, step, value)
    })
}

fn set_slice_of(rt: &mut Rt, obj: Value, start: Value, stop: Value, step: Value, value: Value) -> PyResult<()> {
    let obj = classes::unwrap_base(rt, obj);
    if is_layout(obj, LayoutId::ByteArray) {
        let s = rt.new_slice(start, stop, step);
        return rt.with_roots(&[s], |rt| crate::bytearray::setitem(rt, obj, s, value));
    }
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
    let new_items: Vec<Value> = match seq_to_vec(value) {
        Some(items) => items,
        None => {
            rt.handles.push(obj);
            let tmp = rt.new_list(&[]);
            rt.handles.push(tmp);
            match list_extend(rt, tmp, value) {
                Ok(()) => list_to_vec(tmp),
                Err(_) => return raise!(TypeError, "can only assign an iterable"),
            }
        }
    };
    let old = list_to_vec(obj);
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
    // SAFETY: the list has not changed since `old` was read (nothing ran since), so
    // every index below is within it; nothing runs while the slice is used.
    let items = unsafe { list_items_for(obj, &new_items) };
    for (k, v) in new_items.into_iter().enumerate() {
        items[(start + k as i64 * step_n) as usize] = v;
    }
    Ok(())
}
