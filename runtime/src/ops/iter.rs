//! Iteration: `iter()`, `next()` over every builtin iterator, and collecting an iterable.

use super::*;
use crate::classes;
use crate::dict;
use crate::error::PyResult;
use crate::raise;
use crate::value::Value;
use crate::vm::Rt;

pub fn get_iter(rt: &mut Rt, v: Value) -> PyResult<Value> {
    if is_layout(v, LayoutId::Globals) {
        let d = crate::globals::snapshot(rt, v)?;
        return rt.with_roots(&[d], |rt| get_iter(rt, d));
    }
    // The builtin iterables first: no user class has their layouts (ember does not let
    // user classes subclass them), so none of them has an `__iter__` override.
    if v.is_ptr() {
        match layout_of(v) {
            LayoutId::Range => {
                let (start, stop, step) = range_parts(v);
                if let Some(it) = range_iter(rt, start, stop, step) {
                    return Ok(it);
                }
                // Bounds beyond 64 bits: a sequence iterator over the range itself.
                return Ok(new_seq_iter(rt, v, 0, 0));
            }
            LayoutId::List
            | LayoutId::Tuple
            | LayoutId::Str
            | LayoutId::Bytes
            | LayoutId::ByteArray
            | LayoutId::Dict
            | LayoutId::Set
            | LayoutId::FrozenSet
            | LayoutId::DictView => {
                let expected_len = match layout_of(v) {
                    LayoutId::Dict => dict::dict_len(v),
                    LayoutId::Set | LayoutId::FrozenSet => dict::set_len(v),
                    LayoutId::DictView => dict::dict_len(view_dict(v)),
                    _ => 0,
                };
                return Ok(new_seq_iter(rt, v, 0, expected_len));
            }
            LayoutId::RangeIter | LayoutId::SeqIter | LayoutId::Iter | LayoutId::Generator => return Ok(v),
            _ => {}
        }
    }
    if let Some(it) = classes::call_special(rt, v, "__iter__", &[])? {
        if !is_iterator(it) {
            return raise!(TypeError, "iter() returned non-iterator of type '{}'", type_name(it));
        }
        return Ok(it);
    }
    if let Some(inner) = classes::base_value(rt, v) {
        return get_iter(rt, inner);
    }
    if classes::has_special(v, "__getitem__") {
        // The old sequence protocol: v[0], v[1], ... until IndexError.
        return Ok(new_iter(rt, IterKind::GetItem, v, Value::NULL, 0));
    }
    raise!(TypeError, "'{}' object is not iterable", type_name(v))
}

/// An iterator over `range(start, stop, step)` whose values all fit 64 bits, without
/// the range object; None for bounds beyond that.
pub fn range_iter(rt: &mut Rt, start: i128, stop: i128, step: i128) -> Option<Value> {
    let len = range_len_of(start, stop, step);
    let last = start + len.saturating_sub(1) as i128 * step;
    let (Ok(start), Ok(step), Ok(_)) = (i64::try_from(start), i64::try_from(step), i64::try_from(last)) else {
        return None;
    };
    Some(new_range_iter(rt, start, len as u64, step))
}

/// A sequence iterator over `seq` (rooted by the caller) at item `index`;
/// `expected_len` is a dict's, set's or dict view's size when iteration began (0
/// for other sequences).
pub fn new_seq_iter(rt: &mut Rt, seq: Value, index: usize, expected_len: usize) -> Value {
    let h = rt.alloc(LayoutId::SeqIter, 0);
    // SAFETY: fresh iterator.
    unsafe {
        let it = h as *mut SeqIterObject;
        (*it).seq = seq;
        (*it).index = index;
        (*it).expected_len = expected_len;
    }
    Value::from_ptr(h)
}

/// A range iterator with these fields: its next value, the count of values left and
/// its step.
pub fn new_range_iter(rt: &mut Rt, next: i64, remaining: u64, step: i64) -> Value {
    let h = rt.alloc(LayoutId::RangeIter, 0);
    // SAFETY: fresh range iterator.
    unsafe {
        let it = h as *mut RangeIterObject;
        (*it).next = next;
        (*it).remaining = remaining;
        (*it).step = step;
    }
    Value::from_ptr(h)
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
                LayoutId::Set | LayoutId::FrozenSet => match dict::set_next(seq, iter.index) {
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
                LayoutId::Bytes | LayoutId::ByteArray => {
                    let data = bytes_like(seq).expect("checked layout");
                    if iter.index >= data.len() {
                        return Ok(None);
                    }
                    iter.index += 1;
                    Ok(Some(Value::small_int(i64::from(data[iter.index - 1]))))
                }
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
                    Ok(Some(rt.char_str(c)))
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
    // SAFETY: a checked iterator object, which the caller keeps rooted.
    let obj = unsafe { &mut *checked_ptr::<IterObject>(it) };
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
        IterKind::TextFile => crate::files::next_line(rt, it),
        IterKind::Callable => {
            if obj.index != 0 {
                return Ok(None);
            }
            let v = match crate::builtins::call_object(rt, a, &[], &[]) {
                Ok(v) => v,
                // The callable's StopIteration ends the iteration too.
                Err(e) if e.is_kind(crate::error::ExcKind::StopIteration) => {
                    obj.index = 1;
                    return Ok(None);
                }
                Err(e) => return Err(e),
            };
            rt.handles.push(v);
            if crate::ops::py_eq(rt, v, b)? {
                obj.index = 1;
                return Ok(None);
            }
            Ok(Some(v))
        }
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
    if let Some(items) = seq_to_vec(v) {
        return Ok(items);
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
