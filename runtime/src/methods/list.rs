//! Methods of `list` (and `tuple`'s `count` and `index`), and the sort behind
//! `list.sort` and `sorted`.

use super::{arity, char_range, index_arg};
use crate::error::PyResult;
use crate::object::*;
use crate::ops::{self, item_eq};
use crate::raise;
use crate::value::Value;
use crate::vm::Rt;

/// `tuple.count(x)` and `tuple.index(x[, start[, stop]])`.
pub(super) fn tuple_method(rt: &mut Rt, tuple: Value, name: &str, args: &[Value]) -> PyResult<Value> {
    if !matches!(name, "count" | "index") {
        return Err(crate::classes::attribute_error(tuple, name, format!("'tuple' object has no attribute '{name}'")));
    }
    arity("tuple", name, args, 1, if name == "index" { 3 } else { 1 })?;
    let len = tuple_items(tuple).len();
    let (start, end) = char_range(&args[1..], len)?;
    let mut count = 0;
    for i in start..end.min(len) {
        // The tuple cannot change, but an item's `__eq__` may run any code.
        if item_eq(rt, tuple_items(tuple)[i], args[0])? {
            if name == "index" {
                return Ok(Value::small_int(i as i64));
            }
            count += 1;
        }
    }
    match name {
        "count" => Ok(Value::small_int(count)),
        _ => raise!(ValueError, "tuple.index(x): x not in tuple"),
    }
}

pub fn list_method(rt: &mut Rt, list: Value, name: &str, args: &[Value]) -> PyResult<Value> {
    match name {
        "append" => {
            arity("list", "append", args, 1, 1)?;
            rt.list_append(list, args[0]);
            Ok(none())
        }
        "pop" => {
            arity("list", "pop", args, 0, 1)?;
            let len = list_len_cap(list).0;
            if len == 0 {
                return raise!(IndexError, "pop from empty list");
            }
            let i = match args.first() {
                None => return rt.list_pop(list),
                Some(&v) => {
                    let i = index_arg(v)?;
                    let j = if i < 0 { i + len as i64 } else { i };
                    if j < 0 || j >= len as i64 {
                        return raise!(IndexError, "pop index out of range");
                    }
                    j as usize
                }
            };
            Ok(rt.list_remove(list, i))
        }
        "insert" => {
            arity("list", "insert", args, 2, 2)?;
            let len = list_len_cap(list).0 as i64;
            let i = index_arg(args[0])?;
            let i = if i < 0 { (i + len).max(0) } else { i.min(len) } as usize;
            rt.list_append(list, args[1]);
            // SAFETY: read after the append (which may move the storage and made it
            // hold `args[1]`); nothing runs while the slice is used; the items move.
            let items = unsafe { list_items_reorder(list) };
            items.copy_within(i..items.len() - 1, i + 1);
            items[i] = args[1];
            Ok(none())
        }
        "extend" => {
            arity("list", "extend", args, 1, 1)?;
            ops::list_extend(rt, list, args[0])?;
            Ok(none())
        }
        "index" | "count" | "remove" => {
            arity("list", name, args, 1, if name == "index" { 3 } else { 1 })?;
            let (start, end) = char_range(&args[1..], list_len_cap(list).0)?;
            // Without an explicit stop the search runs to the end of the list as it is
            // then (an item's `__eq__` may grow it), as CPython's does.
            let end = if args.len() == 3 { end } else { usize::MAX };
            let mut count = 0;
            let mut found = None;
            // SAFETY: nothing runs while the items are searched.
            if let Some(items) = unsafe { same_kind_items(list, args[0]) } {
                // Int or float storage searched for its own kind: words compare.
                let lo = start.min(items.len());
                let span = &items[lo..end.min(items.len()).max(lo)];
                let mut hits = span.iter().enumerate().filter(|&(_, &x)| x == args[0]).map(|(k, _)| lo + k);
                if name == "count" {
                    count = hits.count() as i64;
                } else {
                    found = hits.next();
                }
            } else {
                // By index, re-reading the length: an item's `__eq__` may change the
                // list.
                let mut i = start;
                while i < end && i < list_len_cap(list).0 {
                    if item_eq(rt, list_item(list, i), args[0])? {
                        if name != "count" {
                            found = Some(i);
                            break;
                        }
                        count += 1;
                    }
                    i += 1;
                }
            }
            match (name, found) {
                ("count", _) => Ok(Value::small_int(count)),
                ("index", Some(i)) => Ok(Value::small_int(i as i64)),
                ("index", None) => raise!(ValueError, "{} is not in list", ops::py_repr(rt, args[0])?),
                (_, Some(i)) => {
                    rt.list_remove(list, i);
                    Ok(none())
                }
                (_, None) => raise!(ValueError, "list.remove(x): x not in list"),
            }
        }
        "reverse" => {
            arity("list", "reverse", args, 0, 0)?;
            // SAFETY: nothing runs while the slice is used; the items only move.
            unsafe { list_items_reorder(list) }.reverse();
            Ok(none())
        }
        "clear" => {
            arity("list", "clear", args, 0, 0)?;
            rt.list_truncate(list, 0);
            Ok(none())
        }
        "copy" => {
            arity("list", "copy", args, 0, 0)?;
            let items = list_to_vec(list);
            Ok(rt.new_list(&items))
        }
        _ => Err(crate::classes::attribute_error(list, name, format!("'list' object has no attribute '{name}'"))),
    }
}

/// `list.sort(key=None, reverse=False)`: CPython's timsort (`sort.rs`), so `<` is
/// asked of the same pairs in the same order. As in CPython, the list is empty while
/// the keys are made and compared (its items live in `rt.handles` meanwhile); a
/// comparison that put anything into it makes the sort raise ValueError, and the list
/// gets the sorted items back either way. A comparison that fails leaves the list in
/// the partial order the sort reached, as CPython does.
pub fn list_sort(rt: &mut Rt, list: Value, key: Option<Value>, reverse: bool) -> PyResult<()> {
    if key.is_none() && sort_number_storage(list, reverse) {
        return Ok(());
    }
    let items = list_to_vec(list);
    let mark = rt.handles.len();
    rt.handles.extend_from_slice(&items);
    rt.list_truncate(list, 0);
    let sorted = sort_items(rt, &items, key, reverse);
    let modified = list_len_cap(list).0 != 0;
    let order = match &sorted {
        Ok(order) | Err((order, _)) => order,
    };
    rt.list_truncate(list, 0);
    rt.list_reserve(list, items.len());
    for &i in order {
        rt.list_append(list, items[i]);
    }
    rt.handles.truncate(mark);
    if let Err((_, e)) = sorted {
        return Err(e);
    }
    if modified {
        return raise!(ValueError, "list modified during sort");
    }
    Ok(())
}

/// The order of `items` (rooted by the caller) that `list.sort` gives them: their
/// indices sorted by key; with the error and the partial order reached when a key or
/// a comparison fails (no key made: the order as it was).
fn sort_items(
    rt: &mut Rt,
    items: &[Value],
    key: Option<Value>,
    reverse: bool,
) -> Result<Vec<usize>, (Vec<usize>, Box<crate::error::PyErr>)> {
    let mut order: Vec<usize> = (0..items.len()).collect();
    let mark = rt.handles.len();
    let keys: Vec<Value> = match key {
        Some(k) => {
            let mut keys = Vec::with_capacity(items.len());
            for &item in items {
                match crate::builtins::call_object(rt, k, &[item], &[]) {
                    Ok(kv) => {
                        rt.handles.push(kv);
                        keys.push(kv);
                    }
                    Err(e) => {
                        rt.handles.truncate(mark);
                        return Err((order, e));
                    }
                }
            }
            keys
        }
        None => items.to_vec(),
    };
    // Reversed before and after, so equal items keep their order (stability).
    if reverse {
        order.reverse();
    }
    let result =
        crate::sort::timsort(&mut order, |a, b| ops::compare_order(rt, crate::code::CmpOp::Lt, keys[a], keys[b]));
    if reverse {
        order.reverse();
    }
    rt.handles.truncate(mark);
    match result {
        Ok(()) => Ok(order),
        Err(e) => Err((order, e)),
    }
}
