//! Methods of `str` (but `format`, in `str_format`).

use super::{arity, char_range, index_arg};
use crate::error::{ExcKind, PyErr, PyResult};
use crate::object::*;
use crate::ops::{self};
use crate::raise;
use crate::strings::is_py_space;
use crate::value::Value;
use crate::vm::Rt;

fn str_arg<'a>(method: &str, v: Value) -> PyResult<&'a str> {
    if class_of(v) == ClassId::Str {
        Ok(str_text(v))
    } else {
        raise!(TypeError, "{}() argument must be str, not {}", method, type_name(v))
    }
}

pub fn str_method(rt: &mut Rt, recv: Value, name: &str, args: &[Value]) -> PyResult<Value> {
    let s = str_text(recv);
    // Instances of str and int subclasses are taken as their strs and ints, but by
    // `format`, which formats them as themselves.
    let unwrapped: smallvec::SmallVec<[Value; 4]>;
    let args = if name == "format" {
        args
    } else {
        unwrapped = args.iter().map(|&a| crate::classes::carried_scalar(rt, a).unwrap_or(a)).collect();
        &unwrapped[..]
    };
    let new_str = |rt: &mut Rt, t: &str| rt.new_str(t);
    match name {
        "upper" | "lower" | "strip" | "lstrip" | "rstrip" | "title" | "capitalize" | "swapcase" => {
            case_or_strip(rt, s, name, args)
        }
        "isdigit" | "isnumeric" | "isdecimal" | "isalpha" | "isalnum" | "isspace" | "isupper" | "islower" => {
            arity("str", name, args, 0, 0)?;
            let r = match name {
                "isdecimal" => !s.is_empty() && s.chars().all(|c| crate::strings::decimal_value(c).is_some()),
                "isdigit" => !s.is_empty() && s.chars().all(crate::strings::is_digit_char),
                "isnumeric" => !s.is_empty() && s.chars().all(crate::strings::is_numeric_char),
                "isalpha" => !s.is_empty() && s.chars().all(crate::strings::is_alpha_char),
                // CPython's: a letter, or a char with any numeric type.
                "isalnum" => {
                    !s.is_empty()
                        && s.chars().all(|c| crate::strings::is_alpha_char(c) || crate::strings::is_numeric_char(c))
                }
                "isspace" => !s.is_empty() && s.chars().all(is_py_space),
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
                let n = match *sub.as_bytes() {
                    [] => part.chars().count() + 1,
                    [byte] => part.bytes().filter(|&b| b == byte).count(),
                    _ => part.matches(sub).count(),
                };
                return Ok(rt.new_int(n as i64));
            }
            let found = crate::strings::find_str(part, sub, name.starts_with('r'));
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
        "split" | "rsplit" => split(rt, s, name, args),
        "splitlines" => {
            arity("str", name, args, 0, 1)?;
            let keepends = match args.first() {
                Some(&v) => crate::ops::truthy(rt, v)?,
                None => false,
            };
            Ok(rt.new_str_list(&split_lines(s, keepends)))
        }
        "join" => join(rt, s, name, args),
        "partition" | "rpartition" => {
            arity("str", name, args, 1, 1)?;
            if class_of(args[0]) != ClassId::Str {
                return raise!(TypeError, "must be str, not {}", type_name(args[0]));
            }
            let sep = str_text(args[0]);
            if sep.is_empty() {
                return raise!(ValueError, "empty separator");
            }
            let found = crate::strings::find_str(s, sep, name == "rpartition");
            // As in CPython, the separator found is the one given, the str not split
            // is the receiver itself, and an empty part is the empty str.
            let items = match found {
                Some(i) => {
                    let mark = rt.handles.len();
                    let head = rt.new_str(&s[..i]);
                    rt.handles.push(head);
                    let tail = rt.new_str(&s[i + sep.len()..]);
                    rt.handles.push(tail);
                    let t = rt.new_tuple(&[head, args[0], tail]);
                    rt.handles.truncate(mark);
                    return Ok(t);
                }
                None if name == "partition" => [recv, rt.intern(""), rt.intern("")],
                None => [rt.intern(""), rt.intern(""), recv],
            };
            Ok(rt.new_tuple(&items))
        }
        "removeprefix" | "removesuffix" => {
            arity("str", name, args, 1, 1)?;
            let affix = str_arg(name, args[0])?;
            let rest = if name == "removeprefix" { s.strip_prefix(affix) } else { s.strip_suffix(affix) };
            match rest {
                Some(rest) if !affix.is_empty() => Ok(new_str(rt, rest)),
                _ => Ok(recv),
            }
        }
        "expandtabs" => {
            arity("str", name, args, 0, 1)?;
            let tabsize = match args.first() {
                Some(&v) => index_arg(v)?,
                None => 8,
            };
            Ok(new_str(rt, &expand_tabs(s, tabsize)))
        }
        "casefold" => {
            arity("str", name, args, 0, 0)?;
            if !s.is_ascii() {
                return raise!(NotImplementedError, "str.casefold() of non-ASCII text is not supported by ember yet");
            }
            Ok(new_str(rt, &s.to_ascii_lowercase()))
        }
        "isascii" | "isidentifier" | "isprintable" | "istitle" => {
            arity("str", name, args, 0, 0)?;
            let r = match name {
                "isascii" => s.is_ascii(),
                "isidentifier" => {
                    let mut chars = s.chars();
                    chars.next().is_some_and(|c| c == '_' || unicode_ident::is_xid_start(c))
                        && chars.all(unicode_ident::is_xid_continue)
                }
                "isprintable" if s.is_ascii() => s.bytes().all(|b| (0x20..0x7f).contains(&b)),
                "isprintable" => {
                    return raise!(
                        NotImplementedError,
                        "str.isprintable() of non-ASCII text is not supported by ember yet"
                    );
                }
                _ => is_title(s),
            };
            Ok(py_bool(r))
        }
        "ljust" | "rjust" | "center" | "zfill" => pad(rt, recv, name, args),
        "format" => {
            let t = crate::str_format::format(rt, s, args, &[])?;
            Ok(new_str(rt, &t))
        }
        "format_map" => {
            arity("str", name, args, 1, 1)?;
            let t = crate::str_format::format_map(rt, s, args[0])?;
            Ok(new_str(rt, &t))
        }
        "translate" => {
            arity("str", name, args, 1, 1)?;
            let t = translate(rt, s, args[0])?;
            Ok(new_str(rt, &t))
        }
        "maketrans" => str_maketrans(rt, args, &[]),
        _ => Err(crate::classes::attribute_error(recv, name, format!("'str' object has no attribute '{name}'"))),
    }
}

/// `s.expandtabs(tabsize)`: each tab becomes the spaces up to the next multiple of
/// `tabsize` columns (none when `tabsize` is not positive); line ends reset the column.
fn expand_tabs(s: &str, tabsize: i64) -> String {
    let mut out = String::with_capacity(s.len());
    let mut column: i64 = 0;
    for c in s.chars() {
        match c {
            '\t' => {
                if tabsize > 0 {
                    let spaces = tabsize - column % tabsize;
                    out.extend(std::iter::repeat_n(' ', spaces as usize));
                    column += spaces;
                }
            }
            '\n' | '\r' => {
                out.push(c);
                column = 0;
            }
            _ => {
                out.push(c);
                column += 1;
            }
        }
    }
    out
}

/// `s.istitle()`: it has a cased character, every uppercase one follows an uncased
/// one and every lowercase one a cased one.
fn is_title(s: &str) -> bool {
    let mut cased_before = false;
    let mut any_cased = false;
    for c in s.chars() {
        if c.is_uppercase() {
            if cased_before {
                return false;
            }
            cased_before = true;
            any_cased = true;
        } else if c.is_lowercase() {
            if !cased_before {
                return false;
            }
            cased_before = true;
            any_cased = true;
        } else {
            cased_before = false;
        }
    }
    any_cased
}

/// The lines of `s` as `str.splitlines` finds them: split at every line boundary
/// Python knows (`\r\n` is one), each line with its boundary when `keepends`.
fn split_lines(s: &str, keepends: bool) -> Vec<&str> {
    let is_boundary = |c: char| {
        matches!(c, '\n' | '\r' | '\x0b' | '\x0c' | '\x1c' | '\x1d' | '\x1e' | '\u{85}' | '\u{2028}' | '\u{2029}')
    };
    let mut lines = Vec::new();
    let mut start = 0;
    let mut chars = s.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        if !is_boundary(c) {
            continue;
        }
        let mut end = i + c.len_utf8();
        if c == '\r' && chars.peek().is_some_and(|&(_, n)| n == '\n') {
            chars.next();
            end += 1;
        }
        lines.push(&s[start..if keepends { end } else { i }]);
        start = end;
    }
    if start < s.len() {
        lines.push(&s[start..]);
    }
    lines
}

/// `upper`, `lower`, `title`, `capitalize`, `swapcase` and the `strip`s.
fn case_or_strip(rt: &mut Rt, s: &str, name: &str, args: &[Value]) -> PyResult<Value> {
    let chars = match args.first() {
        Some(&c) if !is_none(c) && name.ends_with("strip") => Some(str_arg(name, c)?),
        _ => {
            arity("str", name, args, 0, if name.ends_with("strip") { 1 } else { 0 })?;
            None
        }
    };
    let strip_set = |c: char| match chars {
        Some(set) => set.contains(c),
        None => is_py_space(c),
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
    Ok(rt.new_str(&t))
}

/// `split` and `rsplit`.
fn split(rt: &mut Rt, s: &str, name: &str, args: &[Value]) -> PyResult<Value> {
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
            if maxsplit < 0 && sep.len() == 1 {
                // One byte (so an ASCII char): a byte search, not a substring one.
                s.split(char::from(sep.as_bytes()[0])).collect()
            } else if maxsplit < 0 {
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
            let words: Vec<&str> = s.split(is_py_space).filter(|w| !w.is_empty()).collect();
            if maxsplit < 0 || words.len() <= maxsplit as usize {
                words
            } else if name == "split" {
                // The first maxsplit words, then the rest of the string as is.
                let mut out = Vec::new();
                let mut rest = s.trim_start_matches(is_py_space);
                for _ in 0..maxsplit {
                    let end = rest.find(is_py_space).unwrap_or(rest.len());
                    out.push(&rest[..end]);
                    rest = rest[end..].trim_start_matches(is_py_space);
                }
                out.push(rest);
                out
            } else {
                let mut out = Vec::new();
                let mut rest = s.trim_end_matches(is_py_space);
                for _ in 0..maxsplit {
                    let start =
                        rest.rfind(is_py_space).map_or(0, |k| k + rest[k..].chars().next().map_or(1, char::len_utf8));
                    out.push(&rest[start..]);
                    rest = rest[..start].trim_end_matches(is_py_space);
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
    Ok(rt.new_str_list(&parts))
}

/// `join`.
fn join(rt: &mut Rt, s: &str, name: &str, args: &[Value]) -> PyResult<Value> {
    arity("str", name, args, 1, 1)?;
    let mark = rt.handles.len();
    let items = ops::collect_iterable(rt, args[0]);
    let result = items.and_then(|items| {
        let mut total = s.len() as u128 * items.len().saturating_sub(1) as u128;
        let carried_str =
            |item: Value| crate::classes::carried_scalar(rt, item).filter(|&s| class_of(s) == ClassId::Str);
        let items: Vec<Value> = items.iter().map(|&item| carried_str(item).unwrap_or(item)).collect();
        for (i, &item) in items.iter().enumerate() {
            if class_of(item) != ClassId::Str {
                return raise!(TypeError, "sequence item {}: expected str instance, {} found", i, type_name(item));
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

/// `ljust`, `rjust`, `center` and `zfill`.
fn pad(rt: &mut Rt, recv: Value, name: &str, args: &[Value]) -> PyResult<Value> {
    let s = str_text(recv);
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
    Ok(rt.new_str(&t))
}

/// `s.translate(table)`: each character's code point looked up in `table` (rooted by
/// the caller); a missing one stays, None deletes it, an int or str replaces it.
fn translate(rt: &mut Rt, s: &str, table: Value) -> PyResult<String> {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        let code = Value::small_int(c as i64);
        let replacement = match ops::getitem(rt, table, code) {
            Ok(v) => crate::classes::carried_scalar(rt, v).unwrap_or(v),
            Err(e) if e.is_kind(ExcKind::LookupError) => {
                out.push(c);
                continue;
            }
            Err(e) => return Err(e),
        };
        if is_none(replacement) {
            continue;
        }
        if class_of(replacement) == ClassId::Str {
            out.push_str(str_text(replacement));
            continue;
        }
        let Some(i) = crate::int::int_ref(replacement) else {
            return raise!(TypeError, "character mapping must return integer, None or str");
        };
        match i.to_i64().and_then(|n| u32::try_from(n).ok()).and_then(char::from_u32) {
            Some(r) => out.push(r),
            None => return raise!(ValueError, "character mapping must be in range(0x110000)"),
        }
    }
    Ok(out)
}

/// `str.maketrans(x[, y[, z]])`, a staticmethod: the dict `translate` takes, from a
/// dict of characters (or code points), or from two equal-length strs of characters
/// and their replacements plus a str of characters to delete.
pub(crate) fn str_maketrans(rt: &mut Rt, args: &[Value], kw: &crate::builtins::Kw) -> PyResult<Value> {
    super::no_method_keywords(ClassId::Str, "maketrans", kw)?;
    arity("str", "maketrans", args, 1, 3)?;
    let args: Vec<Value> = args.iter().map(|&a| crate::classes::carried_scalar(rt, a).unwrap_or(a)).collect();
    let table = rt.new_dict();
    rt.with_roots(&[table], |rt| {
        let code_of = |c: char| Value::small_int(c as i64);
        if let [x] = args[..] {
            if class_of(x) != ClassId::Dict {
                return raise!(TypeError, "if you give only one argument to maketrans it must be a dict");
            }
            for (k, v) in crate::dict::dict_items(x) {
                let k = crate::classes::carried_scalar(rt, k).unwrap_or(k);
                let key = if class_of(k) == ClassId::Str {
                    let mut chars = str_text(k).chars();
                    match (chars.next(), chars.next()) {
                        (Some(c), None) => code_of(c),
                        _ => return raise!(ValueError, "string keys in translate table must be of length 1"),
                    }
                } else if crate::int::int_ref(k).is_some() {
                    k
                } else {
                    return raise!(TypeError, "keys in translate table must be strings or integers");
                };
                crate::dict::dict_set(rt, table, key, v)?;
            }
            return Ok(table);
        }
        let from = str_arg("maketrans", args[0])?;
        let to = str_arg("maketrans", args[1])?;
        if from.chars().count() != to.chars().count() {
            return raise!(ValueError, "the first two maketrans arguments must have equal length");
        }
        for (a, b) in from.chars().zip(to.chars()) {
            crate::dict::dict_set(rt, table, code_of(a), code_of(b))?;
        }
        if let Some(&delete) = args.get(2) {
            for c in str_arg("maketrans", delete)?.chars() {
                crate::dict::dict_set(rt, table, code_of(c), none())?;
            }
        }
        Ok(table)
    })
}
