//! Methods of the builtin types (`str`, `list`), called by `CallMethod`.

use crate::error::{ExcKind, PyErr, PyResult};
use crate::int::int_ref;
use crate::object::*;
use crate::ops::{self, item_eq};
use crate::raise;
use crate::value::Value;
use crate::vm::Rt;

/// Checks a method's argument count. CPython names the type (`str.upper()`) for a
/// method taking no arguments or exactly one, and only the method otherwise.
pub(crate) fn arity(owner: &str, name: &str, args: &[Value], min: usize, max: usize) -> PyResult<()> {
    if args.len() < min || args.len() > max {
        return match (min, max) {
            (0, 0) => raise!(TypeError, "{}.{}() takes no arguments ({} given)", owner, name, args.len()),
            (1, 1) => raise!(TypeError, "{}.{}() takes exactly one argument ({} given)", owner, name, args.len()),
            _ if args.len() < min => {
                raise!(
                    TypeError,
                    "{} expected at least {} argument{}, got {}",
                    name,
                    min,
                    if min == 1 { "" } else { "s" },
                    args.len()
                )
            }
            _ => raise!(
                TypeError,
                "{} expected at most {} argument{}, got {}",
                name,
                max,
                if max == 1 { "" } else { "s" },
                args.len()
            ),
        };
    }
    Ok(())
}

fn index_arg(v: Value) -> PyResult<i64> {
    match int_ref(v) {
        Some(i) => Ok(i.to_i64().unwrap_or(if i.is_negative() { i64::MIN } else { i64::MAX })),
        None => raise!(TypeError, "'{}' object cannot be interpreted as an integer", type_name(v)),
    }
}

fn str_arg<'a>(method: &str, v: Value) -> PyResult<&'a str> {
    if class_of(v) == ClassId::Str {
        Ok(str_text(v))
    } else {
        raise!(TypeError, "{}() argument must be str, not {}", method, type_name(v))
    }
}

/// Clamps optional start/end arguments (by code point) like slice indices.
fn char_range(args: &[Value], len: usize) -> PyResult<(usize, usize)> {
    let get = |i: usize, default: i64| -> PyResult<i64> {
        match args.get(i) {
            Some(&v) if !is_none(v) => index_arg(v),
            _ => Ok(default),
        }
    };
    let clamp = |x: i64| -> usize {
        let x = if x < 0 { x + len as i64 } else { x };
        x.clamp(0, len as i64) as usize
    };
    Ok((clamp(get(0, 0)?), clamp(get(1, len as i64)?)))
}

pub fn str_method(rt: &mut Rt, recv: Value, name: &str, args: &[Value]) -> PyResult<Value> {
    let s = str_text(recv);
    let new_str = |rt: &mut Rt, t: &str| rt.new_str(t);
    match name {
        "upper" | "lower" | "strip" | "lstrip" | "rstrip" | "title" | "capitalize" | "swapcase" => {
            let chars = match args.first() {
                Some(&c) if !is_none(c) && name.ends_with("strip") => Some(str_arg(name, c)?),
                _ => {
                    arity("str", name, args, 0, if name.ends_with("strip") { 1 } else { 0 })?;
                    None
                }
            };
            let strip_set = |c: char| match chars {
                Some(set) => set.contains(c),
                None => c.is_whitespace(),
            };
            let t: String = match name {
                "upper" => s.to_uppercase(),
                "lower" => s.to_lowercase(),
                "strip" => s.trim_matches(strip_set).into(),
                "lstrip" => s.trim_start_matches(strip_set).into(),
                "rstrip" => s.trim_end_matches(strip_set).into(),
                "swapcase" => s
                    .chars()
                    .flat_map(|c| -> Vec<char> {
                        if c.is_uppercase() { c.to_lowercase().collect() } else { c.to_uppercase().collect() }
                    })
                    .collect(),
                "capitalize" => {
                    let mut cs = s.chars();
                    match cs.next() {
                        Some(f) => f.to_uppercase().chain(cs.flat_map(char::to_lowercase)).collect(),
                        None => String::new(),
                    }
                }
                _ => {
                    let mut out = String::new();
                    let mut prev_cased = false;
                    for c in s.chars() {
                        if prev_cased {
                            out.extend(c.to_lowercase());
                        } else {
                            out.extend(c.to_uppercase());
                        }
                        prev_cased = c.is_alphabetic();
                    }
                    out
                }
            };
            Ok(new_str(rt, &t))
        }
        "isdigit" | "isnumeric" | "isdecimal" | "isalpha" | "isalnum" | "isspace" | "isupper" | "islower" => {
            arity("str", name, args, 0, 0)?;
            let r = match name {
                "isdigit" | "isnumeric" | "isdecimal" => !s.is_empty() && s.chars().all(|c| c.is_numeric()),
                "isalpha" => !s.is_empty() && s.chars().all(char::is_alphabetic),
                "isalnum" => !s.is_empty() && s.chars().all(char::is_alphanumeric),
                "isspace" => !s.is_empty() && s.chars().all(char::is_whitespace),
                "isupper" => s.chars().any(char::is_uppercase) && !s.chars().any(char::is_lowercase),
                _ => s.chars().any(char::is_lowercase) && !s.chars().any(char::is_uppercase),
            };
            Ok(py_bool(r))
        }
        "startswith" | "endswith" => {
            arity("str", name, args, 1, 3)?;
            let (start, end) = char_range(&args[1..], str_char_len(recv))?;
            let (a, b) = (crate::strings::byte_offset(recv, start), crate::strings::byte_offset(recv, end.max(start)));
            let part = &s[a..b];
            let test = |p: &str| if name == "startswith" { part.starts_with(p) } else { part.ends_with(p) };
            let r = match class_of(args[0]) {
                ClassId::Str => test(str_text(args[0])),
                ClassId::Tuple => {
                    let mut any = false;
                    for &p in tuple_items(args[0]) {
                        any |= test(str_arg(name, p)?);
                    }
                    any
                }
                _ => {
                    return raise!(
                        TypeError,
                        "{} first arg must be str or a tuple of str, not {}",
                        name,
                        type_name(args[0])
                    );
                }
            };
            Ok(py_bool(r))
        }
        "find" | "rfind" | "index" | "rindex" | "count" => {
            arity("str", name, args, 1, 3)?;
            let sub = str_arg(name, args[0])?;
            let (start, end) = char_range(&args[1..], str_char_len(recv))?;
            let (a, b) = (crate::strings::byte_offset(recv, start), crate::strings::byte_offset(recv, end.max(start)));
            let part = &s[a..b];
            if name == "count" {
                let n = if sub.is_empty() { part.chars().count() + 1 } else { part.matches(sub).count() };
                return Ok(rt.new_int(n as i64));
            }
            let found = if name.starts_with('r') { part.rfind(sub) } else { part.find(sub) };
            match found {
                Some(byte) => Ok(rt.new_int((start + part[..byte].chars().count()) as i64)),
                None if name.ends_with("find") => Ok(Value::small_int(-1)),
                None => raise!(ValueError, "substring not found"),
            }
        }
        "replace" => {
            arity("str", name, args, 2, 3)?;
            let (old, new) = (str_arg(name, args[0])?, str_arg(name, args[1])?);
            let count = match args.get(2) {
                Some(&c) => index_arg(c)?,
                None => -1,
            };
            let t = if count < 0 { s.replace(old, new) } else { s.replacen(old, new, count as usize) };
            Ok(new_str(rt, &t))
        }
        "split" | "rsplit" => {
            arity("str", name, args, 0, 2)?;
            let sep = match args.first() {
                Some(&v) if !is_none(v) => Some(str_arg(name, v)?),
                _ => None,
            };
            let maxsplit = match args.get(1) {
                Some(&v) => index_arg(v)?,
                None => -1,
            };
            let mut parts: Vec<&str> = match sep {
                Some("") => return raise!(ValueError, "empty separator"),
                Some(sep) => {
                    if maxsplit < 0 {
                        s.split(sep).collect()
                    } else if name == "split" {
                        s.splitn(maxsplit as usize + 1, sep).collect()
                    } else {
                        let mut v: Vec<&str> = s.rsplitn(maxsplit as usize + 1, sep).collect();
                        v.reverse();
                        v
                    }
                }
                None => {
                    let words: Vec<&str> = s.split_whitespace().collect();
                    if maxsplit < 0 || words.len() <= maxsplit as usize {
                        words
                    } else if name == "split" {
                        // The first maxsplit words, then the rest of the string as is.
                        let mut out = Vec::new();
                        let mut rest = s.trim_start();
                        for _ in 0..maxsplit {
                            let end = rest.find(char::is_whitespace).unwrap_or(rest.len());
                            out.push(&rest[..end]);
                            rest = rest[end..].trim_start();
                        }
                        out.push(rest);
                        out
                    } else {
                        let mut out = Vec::new();
                        let mut rest = s.trim_end();
                        for _ in 0..maxsplit {
                            let start = rest.rfind(char::is_whitespace).map_or(0, |k| k + 1);
                            out.push(&rest[start..]);
                            rest = rest[..start].trim_end();
                        }
                        out.push(rest);
                        out.reverse();
                        out
                    }
                }
            };
            if sep.is_none() {
                parts.retain(|p| !p.is_empty());
            }
            let list = rt.new_list(&[]);
            rt.handles.push(list);
            for p in parts {
                let v = rt.new_str(p);
                rt.list_append(list, v);
            }
            rt.handles.pop();
            Ok(list)
        }
        "splitlines" => {
            arity("str", name, args, 0, 0)?;
            let lines: Vec<String> = s.lines().map(String::from).collect();
            let list = rt.new_list(&[]);
            rt.handles.push(list);
            for l in lines {
                let v = rt.new_str(&l);
                rt.list_append(list, v);
            }
            rt.handles.pop();
            Ok(list)
        }
        "join" => {
            arity("str", name, args, 1, 1)?;
            let mark = rt.handles.len();
            let items = ops::collect_iterable(rt, args[0]);
            let result = items.and_then(|items| {
                let mut total = s.len() as u128 * items.len().saturating_sub(1) as u128;
                for (i, &item) in items.iter().enumerate() {
                    if class_of(item) != ClassId::Str {
                        return raise!(
                            TypeError,
                            "sequence item {}: expected str instance, {} found",
                            i,
                            type_name(item)
                        );
                    }
                    total += str_text(item).len() as u128;
                }
                Rt::check_alloc(total, 1)?;
                let mut out = String::new();
                if out.try_reserve_exact(total as usize).is_err() {
                    return Err(PyErr::new(ExcKind::MemoryError, ""));
                }
                for (i, &item) in items.iter().enumerate() {
                    if i > 0 {
                        out.push_str(s);
                    }
                    out.push_str(str_text(item));
                }
                Ok(out)
            });
            rt.handles.truncate(mark);
            let out = result?;
            Ok(rt.new_str(&out))
        }
        "ljust" | "rjust" | "center" | "zfill" => {
            arity("str", name, args, 1, if name == "zfill" { 1 } else { 2 })?;
            let width = index_arg(args[0])?.max(0) as usize;
            let fill = match args.get(1) {
                Some(&f) if class_of(f) == ClassId::Str && str_char_len(f) == 1 => {
                    str_text(f).chars().next().expect("one char")
                }
                Some(_) => return raise!(TypeError, "The fill character must be exactly one character long"),
                None => ' ',
            };
            let len = str_char_len(recv);
            if len >= width {
                return Ok(recv);
            }
            Rt::check_alloc(width as u128, fill.len_utf8())?;
            let n = width - len;
            let f = |k: usize| fill.to_string().repeat(k);
            let t = match name {
                "ljust" => format!("{s}{}", f(n)),
                "rjust" => format!("{}{s}", f(n)),
                // CPython centres with the extra fill on the left when the width is odd.
                "center" => {
                    let left = n / 2 + (n & width & 1);
                    format!("{}{s}{}", f(left), f(n - left))
                }
                _ => {
                    let (sign, digits) = match s.chars().next() {
                        Some(c @ ('+' | '-')) => (c.to_string(), &s[1..]),
                        _ => (String::new(), s),
                    };
                    format!("{sign}{}{digits}", "0".repeat(n))
                }
            };
            Ok(new_str(rt, &t))
        }
        "format" => {
            let t = crate::str_format::format(rt, s, args, &[])?;
            Ok(new_str(rt, &t))
        }
        _ => Err(crate::classes::attribute_error(recv, name, format!("'str' object has no attribute '{name}'"))),
    }
}

/// Methods of `int` (and `bool`).
pub fn int_method(rt: &mut Rt, recv: Value, name: &str, args: &[Value]) -> PyResult<Value> {
    let Some(i) = int_ref(recv) else { unreachable!("an int receiver") };
    match name {
        "bit_length" | "bit_count" => {
            arity("int", name, args, 0, 0)?;
            let magnitude = i.to_bigint().magnitude().clone();
            let n = if name == "bit_length" { magnitude.bits() } else { magnitude.count_ones() };
            Ok(rt.new_int(n as i64))
        }
        _ => Err(crate::classes::attribute_error(recv, name, format!("'int' object has no attribute '{name}'"))),
    }
}

/// Methods of `float`.
pub fn float_method(recv: Value, name: &str, args: &[Value]) -> PyResult<Value> {
    let Some(d) = float_value(recv) else { unreachable!("a float receiver") };
    match name {
        "is_integer" => {
            arity("float", name, args, 0, 0)?;
            Ok(py_bool(d.is_finite() && d.fract() == 0.0))
        }
        _ => Err(crate::classes::attribute_error(recv, name, format!("'float' object has no attribute '{name}'"))),
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
                None => len - 1,
                Some(&v) => {
                    let i = index_arg(v)?;
                    let j = if i < 0 { i + len as i64 } else { i };
                    if j < 0 || j >= len as i64 {
                        return raise!(IndexError, "pop index out of range");
                    }
                    j as usize
                }
            };
            let items = list_items_mut(list);
            let v = items[i];
            items.copy_within(i + 1.., i);
            rt.list_truncate(list, len - 1);
            Ok(v)
        }
        "insert" => {
            arity("list", "insert", args, 2, 2)?;
            let len = list_len_cap(list).0 as i64;
            let i = index_arg(args[0])?;
            let i = if i < 0 { (i + len).max(0) } else { i.min(len) } as usize;
            rt.list_append(list, args[1]);
            let items = list_items_mut(list);
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
            let items = list_items(list).to_vec();
            let (start, end) = char_range(&args[1..], items.len())?;
            let mut count = 0;
            for (i, &v) in items.iter().enumerate().take(end).skip(start) {
                if item_eq(rt, v, args[0])? {
                    match name {
                        "count" => count += 1,
                        "index" => return Ok(Value::small_int(i as i64)),
                        _ => {
                            let len = items.len();
                            list_items_mut(list).copy_within(i + 1.., i);
                            rt.list_truncate(list, len - 1);
                            return Ok(none());
                        }
                    }
                }
            }
            match name {
                "count" => Ok(Value::small_int(count)),
                "index" => raise!(ValueError, "{} is not in list", ops::py_repr(rt, args[0])?),
                _ => raise!(ValueError, "list.remove(x): x not in list"),
            }
        }
        "reverse" => {
            arity("list", "reverse", args, 0, 0)?;
            list_items_mut(list).reverse();
            Ok(none())
        }
        "clear" => {
            arity("list", "clear", args, 0, 0)?;
            rt.list_truncate(list, 0);
            Ok(none())
        }
        "copy" => {
            arity("list", "copy", args, 0, 0)?;
            let items = list_items(list).to_vec();
            Ok(rt.new_list(&items))
        }
        _ => Err(crate::classes::attribute_error(list, name, format!("'list' object has no attribute '{name}'"))),
    }
}

/// `list.sort(key=None, reverse=False)`: CPython's timsort (`sort.rs`), so `<` is
/// asked of the same pairs in the same order. A comparison that fails leaves the
/// list in the partial order the sort reached, as CPython does.
pub fn list_sort(rt: &mut Rt, list: Value, key: Option<Value>, reverse: bool) -> PyResult<()> {
    let items = list_items(list).to_vec();
    let mark = rt.handles.len();
    let keys: Vec<Value> = match key {
        Some(k) => {
            let mut keys = Vec::with_capacity(items.len());
            for &item in &items {
                match crate::builtins::call_object(rt, k, &[item], &[]) {
                    Ok(kv) => {
                        rt.handles.push(kv);
                        keys.push(kv);
                    }
                    Err(e) => {
                        rt.handles.truncate(mark);
                        return Err(e);
                    }
                }
            }
            keys
        }
        None => items.clone(),
    };
    let mut order: Vec<usize> = (0..items.len()).collect();
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
    let sorted: Vec<Value> = order.iter().map(|&i| items[i]).collect();
    if list_items(list).len() != sorted.len() {
        // A comparison grew or shrank the list: it gets the sorted items back.
        rt.list_truncate(list, 0);
        for &v in &sorted {
            rt.list_append(list, v);
        }
        result?;
        return raise!(ValueError, "list modified during sort");
    }
    list_items_mut(list).copy_from_slice(&sorted);
    result
}

/// Whether values of builtin class `class` have a method `name` (for `obj.name`
/// without a call, `getattr` and `hasattr`).
pub fn has_builtin_method(class: ClassId, name: &str) -> bool {
    builtin_method_names(class).contains(&name)
}

/// The method names of builtin class `class`.
pub fn builtin_method_names(class: ClassId) -> &'static [&'static str] {
    const LIST: &[&str] =
        &["append", "pop", "insert", "extend", "index", "count", "remove", "reverse", "clear", "copy", "sort"];
    const STR: &[&str] = &[
        "upper",
        "lower",
        "strip",
        "lstrip",
        "rstrip",
        "title",
        "capitalize",
        "swapcase",
        "isdigit",
        "isnumeric",
        "isdecimal",
        "isalpha",
        "isalnum",
        "isspace",
        "isupper",
        "islower",
        "startswith",
        "endswith",
        "find",
        "rfind",
        "index",
        "rindex",
        "count",
        "replace",
        "split",
        "rsplit",
        "splitlines",
        "join",
        "ljust",
        "rjust",
        "center",
        "zfill",
        "format",
    ];
    const DICT: &[&str] =
        &["get", "setdefault", "pop", "popitem", "update", "clear", "copy", "keys", "values", "items"];
    const SET: &[&str] = &[
        "add",
        "remove",
        "discard",
        "pop",
        "clear",
        "copy",
        "update",
        "union",
        "intersection",
        "difference",
        "symmetric_difference",
        "issubset",
        "issuperset",
        "isdisjoint",
    ];
    const PROPERTY: &[&str] = &["setter", "getter", "deleter"];
    const INT: &[&str] = &["bit_length", "bit_count"];
    const FLOAT: &[&str] = &["is_integer"];
    match class {
        ClassId::Int | ClassId::Bool => INT,
        ClassId::Float => FLOAT,
        ClassId::List => LIST,
        ClassId::Str => STR,
        ClassId::Dict => DICT,
        ClassId::Set => SET,
        ClassId::Property => PROPERTY,
        _ => &[],
    }
}
