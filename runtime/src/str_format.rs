//! `str.format`: replacement fields `{name!conversion:spec}` as CPython parses them.
//!
//! A field's name is an argument (a positional index, numbered automatically when
//! empty, or a keyword) followed by any chain of `.attribute` and `[key]` lookups; its
//! spec may itself hold replacement fields (`{:>{width}}`), nested at most once more.

use crate::error::PyResult;
use crate::ops::{self, py_str};
use crate::raise;
use crate::value::Value;
use crate::vm::Rt;

/// How `{}` fields are numbered: not yet known, automatically (the next index), or
/// manually (CPython refuses to mix the two).
enum Numbering {
    Unknown,
    Auto(usize),
    Manual,
}

struct Formatter<'a> {
    args: &'a [Value],
    kwargs: &'a [(&'a str, Value)],
    /// `format_map`'s mapping, which names fields instead of `args` and `kwargs`.
    mapping: Option<Value>,
    numbering: Numbering,
}

/// `template.format(*args, **kwargs)`. The arguments are rooted by the caller.
pub fn format(rt: &mut Rt, template: &str, args: &[Value], kwargs: &[(&str, Value)]) -> PyResult<String> {
    let mut f = Formatter { args, kwargs, mapping: None, numbering: Numbering::Unknown };
    f.render(rt, template, 2)
}

/// `template.format_map(mapping)`: fields name keys of `mapping` (rooted by the caller),
/// looked up as `mapping[name]` when the field is formatted.
pub fn format_map(rt: &mut Rt, template: &str, mapping: Value) -> PyResult<String> {
    let mut f = Formatter { args: &[], kwargs: &[], mapping: Some(mapping), numbering: Numbering::Unknown };
    f.render(rt, template, 2)
}

impl Formatter<'_> {
    /// Renders `text`; `depth` is how many more levels of fields may nest in specs.
    fn render(&mut self, rt: &mut Rt, text: &str, depth: u32) -> PyResult<String> {
        if depth == 0 {
            return raise!(ValueError, "Max string recursion exceeded");
        }
        let mut out = String::new();
        let mut rest = text;
        while let Some(at) = rest.find(['{', '}']) {
            out.push_str(&rest[..at]);
            let brace = rest.as_bytes()[at];
            let after = &rest[at + 1..];
            if after.as_bytes().first() == Some(&brace) {
                out.push(brace as char);
                rest = &after[1..];
                continue;
            }
            if brace == b'}' {
                return raise!(ValueError, "Single '}}' encountered in format string");
            }
            if after.is_empty() {
                return raise!(ValueError, "Single '{{' encountered in format string");
            }
            let end = field_end(after)?;
            self.field(rt, &after[..end], depth, &mut out)?;
            rest = &after[end + 1..];
        }
        out.push_str(rest);
        Ok(out)
    }

    /// Formats one replacement field (the text between its braces) onto `out`.
    fn field(&mut self, rt: &mut Rt, field: &str, depth: u32, out: &mut String) -> PyResult<()> {
        let (name, conversion, spec) = split_field(field)?;
        let value = self.lookup(rt, name)?;
        let mark = rt.handles.len();
        rt.handles.push(value);
        let result = (|| {
            let spec = if spec.contains(['{', '}']) { self.render(rt, spec, depth - 1)? } else { spec.to_string() };
            match conversion {
                None => crate::format::format_value(rt, value, &spec),
                Some('r') => crate::format::format_value_str(&ops::py_repr(rt, value)?, &spec),
                Some('a') => crate::format::format_value_str(&ops::ascii(rt, value)?, &spec),
                Some('s') => crate::format::format_value_str(&py_str(rt, value)?, &spec),
                Some(other) => raise!(ValueError, "Unknown conversion specifier {}", other),
            }
        })();
        rt.handles.truncate(mark);
        out.push_str(&result?);
        Ok(())
    }

    /// The value a field name names: the argument, then each `.attr` and `[key]`.
    fn lookup(&mut self, rt: &mut Rt, name: &str) -> PyResult<Value> {
        let first_end = name.find(['.', '[']).unwrap_or(name.len());
        let (first, mut rest) = name.split_at(first_end);
        let mut value = self.argument(rt, first)?;
        let mark = rt.handles.len();
        while !rest.is_empty() {
            rt.handles.push(value);
            let r = if let Some(after) = rest.strip_prefix('.') {
                let end = after.find(['.', '[']).unwrap_or(after.len());
                let attr = &after[..end];
                rest = &after[end..];
                if attr.is_empty() {
                    raise!(ValueError, "Empty attribute in format string")
                } else {
                    crate::classes::getattr(rt, value, attr)
                }
            } else if let Some(after) = rest.strip_prefix('[') {
                let Some(end) = after.find(']') else {
                    rt.handles.truncate(mark);
                    return raise!(ValueError, "Missing ']' in format string");
                };
                let key = &after[..end];
                rest = &after[end + 1..];
                if !rest.is_empty() && !rest.starts_with(['.', '[']) {
                    rt.handles.truncate(mark);
                    return raise!(ValueError, "Only '.' or '[' may follow ']' in format field specifier");
                }
                if key.is_empty() {
                    raise!(ValueError, "Empty attribute in format string")
                } else {
                    let key = match key.parse::<i64>() {
                        Ok(i) if key.bytes().all(|b| b.is_ascii_digit()) => rt.new_int(i),
                        _ => rt.new_str(key),
                    };
                    ops::getitem(rt, value, key)
                }
            } else {
                unreachable!("the rest of a field name starts with '.' or '['")
            };
            rt.handles.truncate(mark);
            value = r?;
        }
        Ok(value)
    }

    /// The positional or keyword argument a field name starts with.
    fn argument(&mut self, rt: &mut Rt, first: &str) -> PyResult<Value> {
        if let Some(mapping) = self.mapping {
            if first.is_empty() || first.bytes().all(|b| b.is_ascii_digit()) {
                return raise!(ValueError, "Format string contains positional fields");
            }
            let key = rt.new_str(first);
            return rt.with_roots(&[key], |rt| ops::getitem(rt, mapping, key));
        }
        let index = if first.is_empty() {
            match self.numbering {
                Numbering::Manual => {
                    return raise!(
                        ValueError,
                        "cannot switch from manual field specification to automatic field numbering"
                    );
                }
                Numbering::Unknown => 0,
                Numbering::Auto(next) => next,
            }
        } else if first.bytes().all(|b| b.is_ascii_digit()) {
            if let Numbering::Auto(_) = self.numbering {
                return raise!(
                    ValueError,
                    "cannot switch from automatic field numbering to manual field specification"
                );
            }
            self.numbering = Numbering::Manual;
            match first.parse::<usize>() {
                Ok(i) => i,
                Err(_) => return raise!(ValueError, "Too many decimal digits in format string"),
            }
        } else {
            return match self.kwargs.iter().find(|(k, _)| *k == first) {
                Some(&(_, v)) => Ok(v),
                None => ops::key_error_text(rt, first),
            };
        };
        if first.is_empty() {
            self.numbering = Numbering::Auto(index + 1);
        }
        match self.args.get(index) {
            Some(&v) => Ok(v),
            None => raise!(IndexError, "Replacement index {} out of range for positional args tuple", index),
        }
    }
}

/// Where the field that `text` starts (just after its `{`) ends: the index of its
/// closing `}`, counting the braces of fields nested in its spec.
fn field_end(text: &str) -> PyResult<usize> {
    let mut nesting = 0usize;
    let mut in_brackets = false;
    for (i, b) in text.bytes().enumerate() {
        match b {
            b'[' if nesting == 0 => in_brackets = true,
            b']' if nesting == 0 => in_brackets = false,
            b'{' if !in_brackets => nesting += 1,
            b'}' if !in_brackets || nesting == 0 => {
                if nesting == 0 {
                    return Ok(i);
                }
                nesting -= 1;
            }
            _ => {}
        }
    }
    raise!(ValueError, "expected '}}' before end of string")
}

/// A field's name, conversion character and spec (`name!c:spec`).
fn split_field(field: &str) -> PyResult<(&str, Option<char>, &str)> {
    // The name ends at the first '!' or ':' outside a `[key]`.
    let mut in_brackets = false;
    let mut name_end = field.len();
    for (i, b) in field.bytes().enumerate() {
        match b {
            b'[' => in_brackets = true,
            b']' => in_brackets = false,
            b'!' | b':' if !in_brackets => {
                name_end = i;
                break;
            }
            _ => {}
        }
    }
    let (name, rest) = field.split_at(name_end);
    let Some(after) = rest.strip_prefix('!') else {
        return Ok((name, None, rest.strip_prefix(':').unwrap_or(rest)));
    };
    let mut chars = after.chars();
    let Some(conversion) = chars.next() else {
        return raise!(ValueError, "end of string while looking for conversion specifier");
    };
    let rest = chars.as_str();
    match rest.strip_prefix(':') {
        Some(spec) => Ok((name, Some(conversion), spec)),
        None if rest.is_empty() => Ok((name, Some(conversion), "")),
        None => raise!(ValueError, "expected ':' after conversion specifier"),
    }
}
