//! `bytearray`: mutable byte strings (`LayoutId::ByteArray`). Their bytes live in a
//! `RawArray` with room to grow (doubling, so appends are amortised O(1)). The
//! methods that do not change the bytes are `bytes`' (see [`method`]), answering
//! with bytearrays where bytes' answer with bytes.

use crate::builtins::Kw;
use crate::error::PyResult;
use crate::int::{IntRef, int_ref};
use crate::layout::{ByteArrayObject, LayoutId, RawArray};
use crate::object::*;
use crate::ops;
use crate::raise;
use crate::value::Value;
use crate::vm::Rt;

/// The methods only `bytearray` has (the others are `bytes`').
pub const OWN_METHODS: &[&str] = &["append", "extend", "pop", "insert", "remove", "clear", "reverse", "copy"];

fn object<'a>(v: Value) -> &'a mut ByteArrayObject {
    // SAFETY: a checked bytearray, live while the caller holds it.
    unsafe { &mut *checked_ptr::<ByteArrayObject>(v) }
}

/// The storage's room in bytes.
fn capacity(v: Value) -> usize {
    let data = object(v).data;
    // SAFETY: a bytearray's non-NULL `data` is a raw array it owns.
    if data.is_null() { 0 } else { unsafe { (*checked_ptr::<RawArray>(data)).len * 8 } }
}

fn storage<'a>(v: Value) -> &'a mut [u8] {
    let data = object(v).data;
    if data.is_null() {
        return &mut [];
    }
    // SAFETY: the raw array holds `len * 8` bytes; the bytearray owns it.
    unsafe {
        let a = &mut *checked_ptr::<RawArray>(data);
        std::slice::from_raw_parts_mut(a.items.as_mut_ptr().cast::<u8>(), a.len * 8)
    }
}

/// The bytes of bytearray `v` (valid until it next changes).
pub fn data<'a>(v: Value) -> &'a [u8] {
    let len = object(v).len;
    &storage(v)[..len]
}

/// The bytes of bytearray `v`, to change in place (valid until it next grows or
/// shrinks).
pub fn data_mut<'a>(v: Value) -> &'a mut [u8] {
    let len = object(v).len;
    &mut storage(v)[..len]
}

/// A new bytearray holding `bytes`.
pub fn new(rt: &mut Rt, bytes: &[u8]) -> Value {
    let h = rt.alloc(LayoutId::ByteArray, 0);
    let v = Value::from_ptr(h);
    object(v).len = 0;
    object(v).data = Value::NULL;
    rt.handles.push(v);
    splice(rt, v, 0, 0, bytes);
    rt.handles.pop();
    v
}

/// Replaces bytes `start..end` of bytearray `v` (rooted by the caller) with `with`
/// (which must not be `v`'s own bytes: copy those first).
fn splice(rt: &mut Rt, v: Value, start: usize, end: usize, with: &[u8]) {
    let len = object(v).len;
    let new_len = len - (end - start) + with.len();
    if new_len > capacity(v) {
        let room = new_len.max(capacity(v) * 2).max(16);
        let fresh = Value::from_ptr(rt.alloc(LayoutId::RawArray, room.div_ceil(8)));
        let old = data(v);
        // SAFETY: the fresh raw array holds at least `room` bytes.
        let to = unsafe {
            let a = &mut *checked_ptr::<RawArray>(fresh);
            std::slice::from_raw_parts_mut(a.items.as_mut_ptr().cast::<u8>(), a.len * 8)
        };
        to[..len].copy_from_slice(old);
        object(v).data = fresh;
    }
    let bytes = storage(v);
    bytes.copy_within(end..len, start + with.len());
    bytes[start..start + with.len()].copy_from_slice(with);
    object(v).len = new_len;
}

/// `bytearray(...)`: as `bytes(...)` makes its bytes.
pub fn construct(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    if let [source] = args {
        if let Some(bytes) = bytes_like(*source) {
            let copy = bytes.to_vec();
            return Ok(new(rt, &copy));
        }
    }
    let b = crate::bytes::construct_named(rt, "bytearray", args, kw)?;
    let copy = bytes_data(b).to_vec();
    Ok(new(rt, &copy))
}

/// `repr(b)`: `bytearray(b'...')`.
pub fn repr(v: Value) -> String {
    format!("bytearray({})", crate::bytes::bytes_repr(data(v)))
}

/// The index `i` of a bytearray of `len` bytes, negative counting from the end.
fn index(i: Value, len: usize) -> PyResult<usize> {
    let Some(i) = int_ref(i).and_then(IntRef::to_i64) else {
        return raise!(IndexError, "cannot fit 'int' into an index-sized integer");
    };
    let j = if i < 0 { i + len as i64 } else { i };
    if j < 0 || j >= len as i64 {
        return raise!(IndexError, "bytearray index out of range");
    }
    Ok(j as usize)
}

/// The bytes of what may be assigned to a bytearray slice or extend one: a
/// bytes-like object or an iterable of ints in range(0, 256).
fn bytes_of(rt: &mut Rt, v: Value, what: &str) -> PyResult<Vec<u8>> {
    if let Some(b) = bytes_like(v) {
        return Ok(b.to_vec());
    }
    if class_of(v) == ClassId::Str || ops::get_iter(rt, v).is_err() {
        return match what {
            "extend" if class_of(v) != ClassId::Str => {
                raise!(TypeError, "can't extend bytearray with {}", type_name(v))
            }
            "extend" => raise!(TypeError, "'str' object cannot be interpreted as an integer"),
            _ => raise!(TypeError, "can assign only bytes, buffers, or iterables of ints in range(0, 256)"),
        };
    }
    let mark = rt.handles.len();
    let items = ops::collect_iterable(rt, v);
    let r = items.and_then(|items| items.into_iter().map(crate::bytes::single_byte).collect());
    rt.handles.truncate(mark);
    r
}

/// `b[i]` and `b[i:j:k]`.
pub fn getitem(rt: &mut Rt, v: Value, idx: Value) -> PyResult<Value> {
    if is_layout(idx, LayoutId::Slice) {
        let [start, stop, step] = slice_parts(idx);
        let (start, _, step, count) = ops::slice_indices(start, stop, step, data(v).len())?;
        let picked: Vec<u8> = (0..count).map(|k| data(v)[(start + k as i64 * step) as usize]).collect();
        return Ok(new(rt, &picked));
    }
    let Some(i) = ops::index_int(rt, idx)? else {
        return raise!(TypeError, "bytearray indices must be integers or slices, not {}", type_name(idx));
    };
    let j = index(i, data(v).len())?;
    Ok(Value::small_int(i64::from(data(v)[j])))
}

/// `b[i] = x` and `b[i:j:k] = bytes`.
pub fn setitem(rt: &mut Rt, v: Value, idx: Value, value: Value) -> PyResult<()> {
    if is_layout(idx, LayoutId::Slice) {
        let with = bytes_of(rt, value, "assign")?;
        let [start, stop, step] = slice_parts(idx);
        let (start, stop, step, count) = ops::slice_indices(start, stop, step, data(v).len())?;
        if step == 1 {
            splice(rt, v, start as usize, (stop.max(start)) as usize, &with);
            return Ok(());
        }
        if with.len() != count {
            return raise!(
                ValueError,
                "attempt to assign bytes of size {} to extended slice of size {}",
                with.len(),
                count
            );
        }
        let bytes = storage(v);
        for (k, b) in with.into_iter().enumerate() {
            bytes[(start + k as i64 * step) as usize] = b;
        }
        return Ok(());
    }
    let Some(i) = ops::index_int(rt, idx)? else {
        return raise!(TypeError, "bytearray indices must be integers or slices, not {}", type_name(idx));
    };
    let j = index(i, data(v).len())?;
    storage(v)[j] = crate::bytes::single_byte(value)?;
    Ok(())
}

/// `del b[i]` and `del b[i:j:k]`.
pub fn delitem(rt: &mut Rt, v: Value, idx: Value) -> PyResult<()> {
    if is_layout(idx, LayoutId::Slice) {
        let [start, stop, step] = slice_parts(idx);
        let (start, _, step, count) = ops::slice_indices(start, stop, step, data(v).len())?;
        let doomed: Vec<usize> = (0..count).map(|k| (start + k as i64 * step) as usize).collect();
        let kept: Vec<u8> = data(v).iter().enumerate().filter(|(i, _)| !doomed.contains(i)).map(|(_, &b)| b).collect();
        let len = data(v).len();
        splice(rt, v, 0, len, &kept);
        return Ok(());
    }
    let Some(i) = ops::index_int(rt, idx)? else {
        return raise!(TypeError, "bytearray indices must be integers or slices, not {}", type_name(idx));
    };
    let j = index(i, data(v).len())?;
    splice(rt, v, j, j + 1, &[]);
    Ok(())
}

/// `b += other` (in place).
pub fn extend(rt: &mut Rt, v: Value, other: Value) -> PyResult<()> {
    let with = bytes_of(rt, other, "extend")?;
    let len = data(v).len();
    splice(rt, v, len, len, &with);
    Ok(())
}

/// `b *= n` (in place).
pub fn repeat_in_place(rt: &mut Rt, v: Value, n: usize) -> PyResult<()> {
    let once = data(v).to_vec();
    Rt::check_alloc(n as u128, once.len())?;
    let all = once.repeat(n);
    let len = once.len();
    splice(rt, v, 0, len, &all);
    Ok(())
}

/// The methods of `bytearray`: its own, which change it, and `bytes`' on a copy of
/// its bytes, whose bytes results become bytearrays.
pub fn method(rt: &mut Rt, v: Value, name: &str, args: &[Value], kw: &Kw) -> PyResult<Value> {
    if OWN_METHODS.contains(&name) {
        crate::methods::no_method_keywords(ClassId::ByteArray, name, kw)?;
    }
    let len = data(v).len();
    match (name, args) {
        ("append", [x]) => {
            let b = crate::bytes::single_byte(*x)?;
            splice(rt, v, len, len, &[b]);
            Ok(none())
        }
        ("extend", [x]) => extend(rt, v, *x).map(|_| none()),
        ("pop", [] | [_]) => {
            if len == 0 {
                return raise!(IndexError, "pop from empty bytearray");
            }
            let at = match args.first() {
                None => len - 1,
                Some(&i) => match index(i, len) {
                    Ok(at) => at,
                    Err(_) => return raise!(IndexError, "pop index out of range"),
                },
            };
            let b = data(v)[at];
            splice(rt, v, at, at + 1, &[]);
            Ok(Value::small_int(i64::from(b)))
        }
        ("insert", [i, x]) => {
            let Some(i) = int_ref(*i).and_then(IntRef::to_i64) else {
                return raise!(TypeError, "'{}' object cannot be interpreted as an integer", type_name(*i));
            };
            let b = crate::bytes::single_byte(*x)?;
            let at = if i < 0 { (i + len as i64).max(0) } else { i.min(len as i64) } as usize;
            splice(rt, v, at, at, &[b]);
            Ok(none())
        }
        ("remove", [x]) => {
            let b = crate::bytes::single_byte(*x)?;
            let Some(at) = data(v).iter().position(|&y| y == b) else {
                return raise!(ValueError, "value not found in bytearray");
            };
            splice(rt, v, at, at + 1, &[]);
            Ok(none())
        }
        ("clear", []) => {
            splice(rt, v, 0, len, &[]);
            Ok(none())
        }
        ("reverse", []) => {
            storage(v)[..len].reverse();
            Ok(none())
        }
        ("copy", []) => {
            let copy = data(v).to_vec();
            Ok(new(rt, &copy))
        }
        _ if OWN_METHODS.contains(&name) => {
            raise!(TypeError, "bytearray.{}() takes a different number of arguments ({} given)", name, args.len())
        }
        _ => {
            let copy = data(v).to_vec();
            let b = rt.new_bytes(&copy);
            let r = rt.with_roots(&[b], |rt| crate::bytes::bytes_method(rt, b, name, args, kw))?;
            rt.with_roots(&[r], |rt| as_bytearrays(rt, r))
        }
    }
}

/// A `bytes` method's result as `bytearray`'s: bytes become bytearrays, in a list too.
fn as_bytearrays(rt: &mut Rt, r: Value) -> PyResult<Value> {
    if is_layout(r, LayoutId::Bytes) {
        let copy = bytes_data(r).to_vec();
        return Ok(new(rt, &copy));
    }
    if is_layout(r, LayoutId::List) {
        for (i, item) in list_to_vec(r).into_iter().enumerate() {
            if is_layout(item, LayoutId::Bytes) {
                let copy = bytes_data(item).to_vec();
                let b = new(rt, &copy);
                set_list_item(r, i, b);
            }
        }
    }
    Ok(r)
}

/// `bytearray.fromhex(text)`.
pub fn fromhex(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    let b = crate::bytes::fromhex(rt, args, kw)?;
    let copy = bytes_data(b).to_vec();
    Ok(new(rt, &copy))
}
