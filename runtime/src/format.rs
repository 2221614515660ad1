//! `format(value, spec)` (the format-spec mini-language behind f-strings and
//! `str.format`) and printf-style `%` formatting, for ints, floats and strs.

use crate::error::PyResult;
use crate::float::float_repr;
use crate::int::{IntRef, int_ref, int_to_string};
use crate::object::*;
use crate::ops::{py_repr, py_str};
use crate::raise;
use crate::value::Value;
use crate::vm::Rt;
use num_traits::Signed;

/// A parsed format spec: `[[fill]align][sign][z][#][0][width][grouping][.precision][type]`.
#[derive(Clone, Debug, Default)]
struct Spec {
    fill: Option<char>,
    align: Option<char>,
    sign: Option<char>,
    /// `z`: a float that rounds to zero prints without its minus sign.
    no_negative_zero: bool,
    alternate: bool,
    zero: bool,
    width: usize,
    grouping: Option<char>,
    precision: Option<usize>,
    ty: Option<char>,
}

fn parse_spec(spec: &str) -> PyResult<Spec> {
    let chars: Vec<char> = spec.chars().collect();
    let mut s = Spec::default();
    let mut i = 0;
    let is_align = |c: char| matches!(c, '<' | '>' | '^' | '=');
    if chars.len() >= 2 && is_align(chars[1]) {
        s.fill = Some(chars[0]);
        s.align = Some(chars[1]);
        i = 2;
    } else if !chars.is_empty() && is_align(chars[0]) {
        s.align = Some(chars[0]);
        i = 1;
    }
    if i < chars.len() && matches!(chars[i], '+' | '-' | ' ') {
        s.sign = Some(chars[i]);
        i += 1;
    }
    if i < chars.len() && chars[i] == 'z' {
        s.no_negative_zero = true;
        i += 1;
    }
    if i < chars.len() && chars[i] == '#' {
        s.alternate = true;
        i += 1;
    }
    if i < chars.len() && chars[i] == '0' {
        s.zero = true;
        i += 1;
    }
    let start = i;
    while i < chars.len() && chars[i].is_ascii_digit() {
        i += 1;
    }
    if i > start {
        s.width = format_width(&chars[start..i])?;
    }
    if i < chars.len() && matches!(chars[i], ',' | '_') {
        s.grouping = Some(chars[i]);
        i += 1;
    }
    if i < chars.len() && chars[i] == '.' {
        i += 1;
        let start = i;
        while i < chars.len() && chars[i].is_ascii_digit() {
            i += 1;
        }
        if i == start {
            return raise!(ValueError, "Format specifier missing precision");
        }
        s.precision = Some(chars[start..i].iter().collect::<String>().parse().unwrap_or(0));
    }
    if i < chars.len() {
        s.ty = Some(chars[i]);
        i += 1;
    }
    if i < chars.len() {
        return raise!(ValueError, "Invalid format specifier '{}' for object of type", spec);
    }
    if let (Some(sep), Some(ty)) = (s.grouping, s.ty) {
        let allowed = match sep {
            ',' => "deEfFgG%",
            _ => "deEfFgG%boxX",
        };
        if !allowed.contains(ty) {
            return raise!(ValueError, "Cannot specify '{}' with '{}'.", sep, ty);
        }
    }
    Ok(s)
}

/// `format(v, spec)`.
pub fn format_value(rt: &mut Rt, v: Value, spec: &str) -> PyResult<String> {
    if crate::classes::has_special(v, "__format__") {
        let s = rt.new_str(spec);
        let r = rt.with_roots(&[s], |rt| crate::classes::call_special(rt, v, "__format__", &[s]))?;
        return match r {
            Some(r) if class_of(r) == ClassId::Str => Ok(str_text(r).to_string()),
            Some(r) => raise!(TypeError, "__format__ must return a str, not {}", type_name(r)),
            None => unreachable!("checked __format__"),
        };
    }
    if spec.is_empty() {
        return py_str(rt, v);
    }
    if let Some(inner) = crate::classes::carried_scalar(rt, v) {
        return format_value(rt, inner, spec);
    }
    let s = parse_spec(spec)?;
    let bad_code = |ty: char| raise!(ValueError, "Unknown format code '{}' for object of type '{}'", ty, type_name(v));
    if let Some(d) = float_value(v) {
        return match s.ty {
            None | Some('e' | 'E' | 'f' | 'F' | 'g' | 'G' | '%' | 'n') => Ok(format_float(d, &s)),
            Some(t) => bad_code(t),
        };
    }
    if let Some(i) = int_ref(v) {
        return match s.ty {
            None | Some('d' | 'n' | 'b' | 'o' | 'x' | 'X' | 'c') => {
                if s.precision.is_some() {
                    return raise!(ValueError, "Precision not allowed in integer format specifier");
                }
                if s.no_negative_zero {
                    return raise!(ValueError, "Negative zero coercion (z) not allowed in integer format specifier");
                }
                format_int(i, &s)
            }
            Some('e' | 'E' | 'f' | 'F' | 'g' | 'G' | '%') => Ok(format_float(i.to_f64()?, &s)),
            Some(t) => bad_code(t),
        };
    }
    if class_of(v) == ClassId::Str {
        return format_str(str_text(v), &s);
    }
    // Other objects: format(str(v), spec), as object.__format__ does for an empty
    // spec; a non-empty one is an error.
    raise!(TypeError, "unsupported format string passed to {}.__format__", type_name(v))
}

/// `format(text, spec)` for a str value given as Rust text.
pub fn format_value_str(text: &str, spec: &str) -> PyResult<String> {
    format_str(text, &parse_spec(spec)?)
}

fn format_str(text: &str, s: &Spec) -> PyResult<String> {
    match s.ty {
        None | Some('s') => {
            if let Some(sep) = s.grouping {
                return raise!(ValueError, "Cannot specify '{}' with 's'.", sep);
            }
            if s.sign.is_some() {
                return raise!(ValueError, "Sign not allowed in string format specifier");
            }
            if s.no_negative_zero {
                return raise!(ValueError, "Negative zero coercion (z) not allowed in string format specifier");
            }
            if s.alternate {
                return raise!(ValueError, "Alternate form (#) not allowed in string format specifier");
            }
            if s.align == Some('=') {
                return raise!(ValueError, "'=' alignment not allowed in string format specifier");
            }
            let text: String = match s.precision {
                Some(p) => text.chars().take(p).collect(),
                None => text.to_string(),
            };
            // A `0` before the width fills with zeros when no fill is given.
            let zero_filled = Spec { fill: s.fill.or(s.zero.then_some('0')), ..s.clone() };
            Ok(pad(&text, &zero_filled, '<'))
        }
        Some(t) => raise!(ValueError, "Unknown format code '{}' for object of type 'str'", t),
    }
}

/// A width written in a format spec: padding to it must fit in memory.
fn format_width(digits: &[char]) -> PyResult<usize> {
    let Ok(width) = digits.iter().collect::<String>().parse::<usize>() else {
        return raise!(ValueError, "Too many decimal digits in format string");
    };
    Rt::check_alloc(width as u128, 1)?;
    Ok(width)
}

/// Pads `body` (already including any sign) to the spec's width.
fn pad(body: &str, s: &Spec, default_align: char) -> String {
    let len = body.chars().count();
    if len >= s.width {
        return body.to_string();
    }
    let fill = s.fill.unwrap_or(' ');
    let n = s.width - len;
    match s.align.unwrap_or(default_align) {
        '<' => format!("{body}{}", fill.to_string().repeat(n)),
        '^' => format!("{}{body}{}", fill.to_string().repeat(n / 2), fill.to_string().repeat(n - n / 2)),
        _ => format!("{}{body}", fill.to_string().repeat(n)),
    }
}

/// Pads a number: `sign` and `prefix` stay left of `=`-padding (and zero padding).
fn pad_number(sign: &str, prefix: &str, digits: &str, s: &Spec) -> String {
    let (align, fill) = match (s.align, s.fill) {
        (None, None) if s.zero => (Some('='), Some('0')),
        (a, f) => (a, f),
    };
    let spec = Spec { align, fill, ..s.clone() };
    if spec.align == Some('=') {
        let used = sign.chars().count() + prefix.chars().count() + digits.chars().count();
        let fill = spec.fill.unwrap_or(' ').to_string().repeat(spec.width.saturating_sub(used));
        return format!("{sign}{prefix}{fill}{digits}");
    }
    pad(&format!("{sign}{prefix}{digits}"), &spec, '>')
}

fn sign_of(negative: bool, s: &Spec) -> &'static str {
    match (negative, s.sign) {
        (true, _) => "-",
        (false, Some('+')) => "+",
        (false, Some(' ')) => " ",
        _ => "",
    }
}

/// Inserts `sep` every `every` digits from the right.
fn group(digits: &str, sep: char, every: usize) -> String {
    let chars: Vec<char> = digits.chars().collect();
    let mut out = String::new();
    for (i, c) in chars.iter().enumerate() {
        if i > 0 && (chars.len() - i).is_multiple_of(every) {
            out.push(sep);
        }
        out.push(*c);
    }
    out
}

fn format_int(i: IntRef, s: &Spec) -> PyResult<String> {
    let big = i.to_bigint();
    let negative = big.is_negative();
    let mag = big.abs();
    let (digits, prefix) = match s.ty {
        Some('b') => (mag.to_str_radix(2), "0b"),
        Some('o') => (mag.to_str_radix(8), "0o"),
        Some('x') => (mag.to_str_radix(16), "0x"),
        Some('X') => (mag.to_str_radix(16).to_uppercase(), "0X"),
        Some('c') => {
            let c = i.to_i64().and_then(|n| u32::try_from(n).ok()).and_then(char::from_u32);
            return match c {
                Some(c) => Ok(pad(&c.to_string(), s, '<')),
                None => raise!(OverflowError, "%c arg not in range(0x110000)"),
            };
        }
        _ => {
            let text = int_to_string(i)?;
            (text.trim_start_matches('-').to_string(), "")
        }
    };
    let digits = match s.grouping {
        Some(sep) => group(&digits, sep, if matches!(s.ty, Some('b' | 'o' | 'x' | 'X')) { 4 } else { 3 }),
        None => digits,
    };
    let prefix = if s.alternate { prefix } else { "" };
    Ok(pad_number(sign_of(negative, s), prefix, &digits, s))
}

/// Rust's `{:.p$e}` ("1.5e3") in Python's exponent style ("1.5e+03").
fn sci(d: f64, precision: usize, upper: bool) -> String {
    let raw = format!("{:.*e}", precision, d);
    let (mantissa, exp) = raw.split_once('e').expect("exponent");
    let exp: i32 = exp.parse().expect("exponent digits");
    let e = if upper { 'E' } else { 'e' };
    format!("{mantissa}{e}{}{:02}", if exp < 0 { '-' } else { '+' }, exp.abs())
}

/// The `g` presentation with `p` significant digits.
/// `d` with `p` significant digits in fixed or scientific notation, as 'g' formats
/// it. With `point_digit` (no format type given), fixed notation must keep a digit
/// after the point, so it ends one exponent sooner.
fn general(d: f64, p: usize, alternate: bool, upper: bool, point_digit: bool) -> String {
    let p = p.max(1);
    let exp: i32 = format!("{:.*e}", p - 1, d).split_once('e').expect("exponent").1.parse().expect("digits");
    let limit = if point_digit { p as i32 - 1 } else { p as i32 };
    let mut out = if -4 <= exp && exp < limit {
        format!("{:.*}", (p as i32 - 1 - exp) as usize, d)
    } else {
        sci(d, p - 1, upper)
    };
    if !alternate {
        let (num, exp_part) = match out.find(['e', 'E']) {
            Some(k) => (out[..k].to_string(), out[k..].to_string()),
            None => (out.clone(), String::new()),
        };
        let num = if num.contains('.') { num.trim_end_matches('0').trim_end_matches('.').to_string() } else { num };
        out = num + &exp_part;
    }
    out
}

fn format_float(d: f64, s: &Spec) -> String {
    let negative = d.is_sign_negative() && !d.is_nan();
    let a = d.abs();
    let upper = matches!(s.ty, Some('E' | 'F' | 'G'));
    let body = if !a.is_finite() {
        let t = if a.is_nan() { "nan" } else { "inf" };
        let t = if upper { t.to_uppercase() } else { t.to_string() };
        if s.ty == Some('%') { t + "%" } else { t }
    } else {
        match s.ty {
            Some('f' | 'F') => format!("{:.*}", s.precision.unwrap_or(6), a),
            Some('e' | 'E') => sci(a, s.precision.unwrap_or(6), upper),
            Some('g' | 'G' | 'n') => general(a, s.precision.unwrap_or(6), s.alternate, upper, false),
            Some('%') => format!("{:.*}%", s.precision.unwrap_or(6), a * 100.0),
            _ => match s.precision {
                // No type: like 'g', but fixed notation keeps a digit after the point.
                Some(p) => {
                    let g = general(a, p, s.alternate, false, true);
                    if g.contains(['.', 'e', 'n', 'i']) { g } else { g + ".0" }
                }
                None => float_repr(a),
            },
        }
    };
    let (int_part, rest) = match body.find(|c: char| !c.is_ascii_digit()) {
        Some(k) => (&body[..k], &body[k..]),
        None => (&body[..], ""),
    };
    let body = match s.grouping {
        Some(sep) if a.is_finite() => group(int_part, sep, 3) + rest,
        _ => body.clone(),
    };
    let rounds_to_zero = a.is_finite() && !body.contains(|c: char| ('1'..='9').contains(&c));
    let negative = negative && !(s.no_negative_zero && rounds_to_zero);
    pad_number(sign_of(negative, s), "", &body, s)
}

/// `text % args` (printf-style formatting).
pub fn percent_format(rt: &mut Rt, text: &str, args: Value) -> PyResult<String> {
    let (values, is_tuple): (Vec<Value>, bool) = match seq_to_vec(args).filter(|_| class_of(args) == ClassId::Tuple) {
        Some(items) => (items, true),
        None => (vec![args], false),
    };
    // As CPython: any argument with __getitem__ but a tuple or str may be a mapping
    // of `%(key)s` fields, and then needs no field at all (`'abc' % []`).
    let mapping = (!is_tuple && class_of(args) != ClassId::Str && crate::ops::has_getitem(args)).then_some(args);
    let mut next = 0;
    // After a `%(key)` field the argument is the mapping only: no positional field
    // takes it (as CPython).
    let keyed_used = std::cell::Cell::new(false);
    let mut take = || -> PyResult<Value> {
        let v = values.get(next).copied().filter(|_| !keyed_used.get());
        next += 1;
        match v {
            Some(v) => Ok(v),
            None => raise!(TypeError, "not enough arguments for format string"),
        }
    };
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::new();
    let mut i = 0;
    while i < chars.len() {
        if chars[i] != '%' {
            out.push(chars[i]);
            i += 1;
            continue;
        }
        i += 1;
        // `%(key)`: the value is mapping[key] instead of the next argument.
        let mut keyed = None;
        if chars.get(i) == Some(&'(') {
            let Some(map) = mapping else { return raise!(TypeError, "format requires a mapping") };
            let mut depth = 1;
            let start = i + 1;
            while depth > 0 {
                i += 1;
                match chars.get(i) {
                    Some('(') => depth += 1,
                    Some(')') => depth -= 1,
                    Some(_) => {}
                    None => return raise!(ValueError, "incomplete format key"),
                }
            }
            let key: String = chars[start..i].iter().collect();
            i += 1;
            let key = rt.new_str(&key);
            rt.handles.push(key);
            let v = crate::ops::getitem(rt, map, key);
            rt.handles.pop();
            keyed = Some(v?);
            keyed_used.set(true);
        }
        let mut s = Spec::default();
        let mut left = false;
        while i < chars.len() && matches!(chars[i], '-' | '+' | ' ' | '#' | '0') {
            match chars[i] {
                '-' => left = true,
                '+' => s.sign = Some('+'),
                ' ' => s.sign = s.sign.or(Some(' ')),
                '#' => s.alternate = true,
                _ => s.zero = true,
            }
            i += 1;
        }
        // A `*` width or precision is the next argument.
        let mut star = || -> PyResult<i64> {
            let v = take()?;
            match int_ref(v) {
                Some(n) => match n.to_i64() {
                    Some(n) => Ok(n),
                    None => raise!(OverflowError, "Python int too large to convert to C ssize_t"),
                },
                None => raise!(TypeError, "* wants int"),
            }
        };
        if chars.get(i) == Some(&'*') {
            let w = star()?;
            left |= w < 0;
            s.width = w.unsigned_abs() as usize;
            i += 1;
        } else {
            let start = i;
            while i < chars.len() && chars[i].is_ascii_digit() {
                i += 1;
            }
            s.width = if i > start { format_width(&chars[start..i])? } else { 0 };
        }
        if i < chars.len() && chars[i] == '.' {
            i += 1;
            if chars.get(i) == Some(&'*') {
                s.precision = Some(star()?.max(0) as usize);
                i += 1;
            } else {
                let start = i;
                while i < chars.len() && chars[i].is_ascii_digit() {
                    i += 1;
                }
                s.precision = Some(chars[start..i].iter().collect::<String>().parse().unwrap_or(0));
            }
        }
        let mut take = || keyed.map_or_else(&mut take, Ok);
        let Some(&ty) = chars.get(i) else {
            return raise!(ValueError, "incomplete format");
        };
        i += 1;
        if left {
            s.align = Some('<');
            s.zero = false;
        }
        let piece = match ty {
            '%' => {
                out.push('%');
                continue;
            }
            's' | 'r' | 'a' => {
                let v = take()?;
                let t = if ty == 's' { py_str(rt, v)? } else { py_repr(rt, v)? };
                let t: String = match s.precision {
                    Some(p) => t.chars().take(p).collect(),
                    None => t,
                };
                pad(&t, &s, '>')
            }
            'd' | 'i' | 'u' | 'x' | 'X' | 'o' => {
                let given = take()?;
                // An int or float subclass's instance converts as its number.
                let v = crate::classes::carried_scalar(rt, given).unwrap_or(given);
                let int = match (int_ref(v), float_value(v)) {
                    (Some(i), _) => i.to_bigint(),
                    // Only the decimal conversions truncate a float, as int() does.
                    (None, Some(d)) if matches!(ty, 'd' | 'i' | 'u') => {
                        let truncated = crate::int::int_from_f64(rt, d)?;
                        int_ref(truncated).expect("an int").to_bigint()
                    }
                    _ if ty != 'd' && ty != 'i' && ty != 'u' => {
                        return raise!(TypeError, "%{} format: an integer is required, not {}", ty, type_name(given));
                    }
                    _ => {
                        return raise!(
                            TypeError,
                            "%{} format: a real number is required, not {}",
                            ty,
                            type_name(given)
                        );
                    }
                };
                let negative = int.is_negative();
                let mag = int.abs();
                let mut digits = match ty {
                    'x' => mag.to_str_radix(16),
                    'X' => mag.to_str_radix(16).to_uppercase(),
                    'o' => mag.to_str_radix(8),
                    _ => crate::int::bigint_to_decimal(&mag)?,
                };
                if let Some(p) = s.precision {
                    while digits.len() < p {
                        digits.insert(0, '0');
                    }
                }
                let prefix = match (s.alternate, ty) {
                    (true, 'x') => "0x",
                    (true, 'X') => "0X",
                    (true, 'o') => "0o",
                    _ => "",
                };
                pad_number(sign_of(negative, &s), prefix, &digits, &s)
            }
            'e' | 'E' | 'f' | 'F' | 'g' | 'G' => {
                let given = take()?;
                let v = crate::classes::carried_scalar(rt, given).unwrap_or(given);
                let d = match (float_value(v), int_ref(v)) {
                    (Some(d), _) => d,
                    (None, Some(i)) => i.to_f64()?,
                    _ => return raise!(TypeError, "must be real number, not {}", type_name(given)),
                };
                s.ty = Some(ty);
                s.precision = Some(s.precision.unwrap_or(6));
                format_float(d, &s)
            }
            'c' => {
                let v = take()?;
                let c = if let Some(n) = int_ref(v).filter(|_| class_of(v) != ClassId::Float) {
                    match n.to_i64().and_then(|n| u32::try_from(n).ok()).and_then(char::from_u32) {
                        Some(c) => c.to_string(),
                        None => return raise!(OverflowError, "%c arg not in range(0x110000)"),
                    }
                } else if class_of(v) == ClassId::Str && str_char_len(v) == 1 {
                    str_text(v).to_string()
                } else {
                    return raise!(TypeError, "%c requires int or char");
                };
                pad(&c, &s, '>')
            }
            other => {
                return raise!(
                    ValueError,
                    "unsupported format character '{}' (0x{:x}) at index {}",
                    other,
                    other as u32,
                    i - 1
                );
            }
        };
        out.push_str(&piece);
    }
    if next < values.len() && mapping.is_none() {
        return raise!(TypeError, "not all arguments converted during string formatting");
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(d: f64, spec: &str) -> String {
        format_float(d, &parse_spec(spec).unwrap())
    }

    #[test]
    fn float_specs_match_cpython() {
        assert_eq!(f(1.23456, ".3f"), "1.235");
        assert_eq!(f(-2.5, "8.2f"), "   -2.50");
        assert_eq!(f(1234567.891, ",.2f"), "1,234,567.89");
        assert_eq!(f(0.000123456, ".3e"), "1.235e-04");
        assert_eq!(f(1e16, ".3"), "1e+16");
        assert_eq!(f(1.5, ".3"), "1.5");
        // Without a type, fixed notation needs room for a digit after the point.
        assert_eq!(f(100.0, ".3"), "1e+02");
        assert_eq!(f(123.456, ".3"), "1.23e+02");
        assert_eq!(f(100.0, ".4"), "100.0");
        assert_eq!(f(-0.0001, "z.2f"), "0.00");
        assert_eq!(f(-0.5, "z.0f"), "0");
        assert_eq!(f(-1.5, "z.0f"), "-2");
        assert_eq!(f(0.5, ".1%"), "50.0%");
        assert_eq!(f(123456789.0, "g"), "1.23457e+08");
        assert_eq!(f(0.0001, "g"), "0.0001");
        assert_eq!(f(2.0, "+08.3f"), "+002.000");
        assert_eq!(f(f64::INFINITY, "F"), "INF");
    }
}
