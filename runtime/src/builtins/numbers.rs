//! Numeric builtins: `abs`, `min`, `max`, `sum`, `divmod`, `pow`, `ord`, `chr`, `round`, `hex`, `oct`, `bin`.

use super::*;
use crate::error::PyResult;
use crate::int::{IntRef, int_abs, int_ref};
use crate::ops::{self, compare_order};
use crate::raise;
use crate::value::Value;
use crate::vm::Rt;

pub(super) fn builtin_abs(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("abs", kw)?;
    arity("abs", args, 1, 1)?;
    let v = args[0];
    if int_ref(v).is_some() {
        return Ok(int_abs(rt, v));
    }
    if let Some(d) = float_value(v) {
        return Ok(rt.new_float(d.abs()));
    }
    if let Some(r) = crate::classes::call_special(rt, v, "__abs__", &[])? {
        return Ok(r);
    }
    if let Some(inner) = crate::classes::carried_scalar(rt, v) {
        return builtin_abs(rt, &[inner], &[]);
    }
    raise!(TypeError, "bad operand type for abs(): '{}'", type_name(v))
}

fn min_max(rt: &mut Rt, args: &[Value], kw: &Kw, name: &str, op: crate::code::CmpOp) -> PyResult<Value> {
    let key = keyword(name, kw, &["key", "default"], "key")?.filter(|k| !is_none(*k));
    let default = keyword(name, kw, &["key", "default"], "default")?;
    if let [seq] = args
        && key.is_none()
        // SAFETY: `numeric_extreme` runs no code and allocates nothing; the caller
        // keeps the argument live.
        && let Some(best) = unsafe { crate::object::seq_items(*seq) }.and_then(|items| numeric_extreme(items, op))
    {
        return Ok(best);
    }
    let mark = rt.handles.len();
    let result = (|| {
        let items = match args.len() {
            0 => return raise!(TypeError, "{} expected at least 1 argument, got 0", name),
            1 => ops::collect_iterable(rt, args[0])?,
            _ => {
                if default.is_some() {
                    return raise!(
                        TypeError,
                        "Cannot specify a default for {}() with multiple positional arguments",
                        name
                    );
                }
                args.to_vec()
            }
        };
        if items.is_empty() {
            return match default {
                Some(d) => Ok(d),
                None => raise!(ValueError, "{}() arg is an empty sequence", name),
            };
        }
        if key.is_none()
            && let Some(best) = numeric_extreme(&items, op)
        {
            return Ok(best);
        }
        let mut best = items[0];
        let mut best_key = match key {
            Some(k) => call_object(rt, k, &[best], &[])?,
            None => best,
        };
        rt.handles.push(best_key);
        for &item in &items[1..] {
            let k = match key {
                Some(kf) => call_object(rt, kf, &[item], &[])?,
                None => item,
            };
            if compare_order(rt, op, k, best_key)? {
                best = item;
                best_key = k;
                rt.handles.push(k);
            }
        }
        Ok(best)
    })();
    rt.handles.truncate(mark);
    result
}

/// The first extreme (least for `Lt`, greatest for `Gt`) of `items` when all are small
/// ints or all floats: what comparing them generically gives (a NaN compares false,
/// so it neither wins nor loses), without the generic comparison. None otherwise.
fn numeric_extreme(items: &[Value], op: crate::code::CmpOp) -> Option<Value> {
    fn wins<T: PartialOrd>(op: crate::code::CmpOp, x: T, best: T) -> bool {
        if op == crate::code::CmpOp::Gt { x > best } else { x < best }
    }
    let (&first, rest) = items.split_first()?;
    let mut best = first;
    if first.is_small_int() {
        let mut b = first.as_small_int();
        for &v in rest {
            if !v.is_small_int() {
                return None;
            }
            let x = v.as_small_int();
            if wins(op, x, b) {
                (best, b) = (v, x);
            }
        }
    } else {
        let mut b = float_value(first)?;
        for &v in rest {
            let x = float_value(v)?;
            if wins(op, x, b) {
                (best, b) = (v, x);
            }
        }
    }
    Some(best)
}

/// The `sum` of `items` from `start` when all are small ints or floats, without the
/// generic `+`: ints add exactly while they stay small, a float turns the total into
/// a double (an int converted as `float(int)` does), then doubles add in order, as
/// CPython 3.11's own fast paths do. None when another value comes or the int total
/// leaves the small-int range (the generic loop then does it all; nothing has run).
fn sum_numbers(rt: &mut Rt, start: Value, items: &[Value]) -> Option<Value> {
    let mut int_total = if start.is_small_int() { Some(start.as_small_int()) } else { None };
    let mut float_total = if int_total.is_none() { Some(float_value(start)?) } else { None };
    for &v in items {
        match (int_total, float_total) {
            (Some(total), _) if v.is_small_int() => {
                let t = total.checked_add(v.as_small_int())?;
                Value::try_small_int(t)?;
                int_total = Some(t);
            }
            (Some(total), _) => {
                float_total = Some(total as f64 + float_value(v)?);
                int_total = None;
            }
            (None, Some(total)) if v.is_small_int() => float_total = Some(total + v.as_small_int() as f64),
            (None, Some(total)) => float_total = Some(total + float_value(v)?),
            (None, None) => unreachable!("one total is kept"),
        }
    }
    match (int_total, float_total) {
        (Some(t), _) => Some(Value::small_int(t)),
        (None, Some(t)) => Some(rt.new_float(t)),
        (None, None) => None,
    }
}

pub(super) fn builtin_min(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    min_max(rt, args, kw, "min", crate::code::CmpOp::Lt)
}

pub(super) fn builtin_max(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    min_max(rt, args, kw, "max", crate::code::CmpOp::Gt)
}

pub(super) fn builtin_sum(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    let start_kw = keyword("sum", kw, &["start"], "start")?;
    if args.is_empty() || args.len() > 2 {
        return raise!(TypeError, "sum() takes at most 2 arguments ({} given)", args.len() + kw.len());
    }
    let start = args.get(1).copied().or(start_kw).unwrap_or(Value::small_int(0));
    if class_of(start) == ClassId::Str {
        return raise!(TypeError, "sum() can't sum strings [use ''.join(seq) instead]");
    }
    // A list or tuple of small ints or floats is summed in place.
    // SAFETY: `sum_numbers` reads the items before it allocates anything (the float
    // it returns), runs no code, and the caller keeps the argument live.
    if let Some(total) = unsafe { crate::object::seq_items(args[0]) }.and_then(|items| sum_numbers(rt, start, items)) {
        return Ok(total);
    }
    let mark = rt.handles.len();
    let result = (|| {
        let items = ops::collect_iterable(rt, args[0])?;
        if let Some(total) = sum_numbers(rt, start, &items) {
            return Ok(total);
        }
        rt.handles.extend_from_slice(&items);
        let mut acc = start;
        for item in items {
            rt.handles.push(acc);
            acc = ops::binary_op(rt, crate::code::BinOp::Add, acc, item, false)?;
        }
        Ok(acc)
    })();
    rt.handles.truncate(mark);
    result
}

pub(super) fn builtin_divmod(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("divmod", kw)?;
    if args.len() != 2 {
        return raise!(TypeError, "divmod expected 2 arguments, got {}", args.len());
    }
    let (a, b) = (args[0], args[1]);
    // An instance's `__divmod__`, else the other operand's `__rdivmod__`.
    for (x, y, name) in [(a, b, "__divmod__"), (b, a, "__rdivmod__")] {
        if let Some(r) = crate::classes::call_special(rt, x, name, &[y])? {
            if r != crate::classes::not_implemented() {
                return Ok(r);
            }
        }
    }
    let number = |v: Value| int_ref(v).is_some() || float_value(v).is_some();
    let (a, b) =
        (crate::classes::carried_scalar(rt, a).unwrap_or(a), crate::classes::carried_scalar(rt, b).unwrap_or(b));
    if !number(a) || !number(b) {
        return raise!(
            TypeError,
            "unsupported operand type(s) for divmod(): '{}' and '{}'",
            type_name(a),
            type_name(b)
        );
    }
    if float_value(b) == Some(0.0) || (float_value(a).is_some() && int_ref(b).is_some_and(|i| i.is_zero())) {
        return raise!(ZeroDivisionError, "float divmod()");
    }
    let q = ops::binary_op(rt, crate::code::BinOp::FloorDiv, a, b, false)?;
    rt.handles.push(q);
    let r = ops::binary_op(rt, crate::code::BinOp::Mod, a, b, false);
    let r = r.map(|r| {
        rt.handles.push(r);
        let t = rt.new_tuple(&[q, r]);
        rt.handles.pop();
        t
    });
    rt.handles.pop();
    r
}

pub(super) fn builtin_pow(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    let modulus = keyword("pow", kw, &["base", "exp", "mod"], "mod")?.or(args.get(2).copied());
    let base = args.first().copied().or(keyword("pow", kw, &["base", "exp", "mod"], "base")?);
    let exp = args.get(1).copied().or(keyword("pow", kw, &["base", "exp", "mod"], "exp")?);
    let (Some(base), Some(exp)) = (base, exp) else {
        return raise!(TypeError, "pow() missing required argument 'exp' (pos 2)");
    };
    match modulus.filter(|m| !is_none(*m)) {
        None => ops::binary_op(rt, crate::code::BinOp::Pow, base, exp, false),
        Some(m) => {
            let [base, exp, m] = [base, exp, m].map(|v| crate::classes::carried_scalar(rt, v).unwrap_or(v));
            let (Some(b), Some(e), Some(m)) = (int_ref(base), int_ref(exp), int_ref(m)) else {
                return raise!(TypeError, "pow() 3rd argument not allowed unless all arguments are integers");
            };
            let (b, e, m) = (b.to_bigint(), e.to_bigint(), m.to_bigint());
            use num_traits::{Signed, Zero};
            if m.is_zero() {
                return raise!(ValueError, "pow() 3rd argument cannot be 0");
            }
            let b = if e.is_negative() {
                match b.modinv(&m) {
                    Some(inv) => inv,
                    None => return raise!(ValueError, "base is not invertible for the given modulus"),
                }
            } else {
                b
            };
            let r = b.modpow(&e.abs(), &m);
            // Python's result has the sign of the modulus.
            let r = if !r.is_zero() && r.is_negative() != m.is_negative() { r + &m } else { r };
            Ok(rt.new_bigint(&r))
        }
    }
}

pub(super) fn builtin_ord(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("ord", kw)?;
    arity("ord", args, 1, 1)?;
    let v = args[0];
    if class_of(v) != ClassId::Str {
        return raise!(TypeError, "ord() expected string of length 1, but {} found", type_name(v));
    }
    let n = str_char_len(v);
    if n != 1 {
        return raise!(TypeError, "ord() expected a character, but string of length {} found", n);
    }
    Ok(rt.new_int(str_text(v).chars().next().expect("one char") as i64))
}

pub(super) fn builtin_chr(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("chr", kw)?;
    arity("chr", args, 1, 1)?;
    let Some(i) = int_ref(args[0]) else {
        return raise!(TypeError, "'{}' object cannot be interpreted as an integer", type_name(args[0]));
    };
    // CPython converts the argument to a C int first.
    if i.to_i64().is_none_or(|n| i32::try_from(n).is_err()) {
        return raise!(OverflowError, "Python int too large to convert to C int");
    }
    match i.to_i64().and_then(|n| u32::try_from(n).ok()).and_then(char::from_u32) {
        Some(c) => Ok(rt.char_str(c)),
        None if i.to_i64().is_some_and(|n| (0xd800..0xe000).contains(&n)) => {
            raise!(NotImplementedError, "chr() of a lone surrogate is not supported by ember yet (its strs are UTF-8)")
        }
        None => raise!(ValueError, "chr() arg not in range(0x110000)"),
    }
}

/// `d` rounded to a multiple of `10**k` (`round(d, -k)`), half to even on `d`'s exact
/// binary value, then correctly rounded to a double, as CPython's dtoa-based
/// rounding does (scaling by a power of ten in floating point is off by an ulp for
/// large values).
fn round_to_tens(d: f64, k: u32) -> f64 {
    use num_bigint::BigInt;
    use num_integer::Integer;
    let bits = d.to_bits();
    let exponent = ((bits >> 52) & 0x7ff) as i64;
    let fraction = bits & ((1 << 52) - 1);
    let (mantissa, exp2) = if exponent == 0 { (fraction, -1074) } else { (fraction | (1 << 52), exponent - 1075) };
    let mut num = BigInt::from(mantissa);
    if d.is_sign_negative() {
        num = -num;
    }
    let mut den = BigInt::from(10).pow(k);
    if exp2 >= 0 {
        num <<= exp2 as usize;
    } else {
        den <<= (-exp2) as usize;
    }
    let (q, r) = num.div_mod_floor(&den);
    let twice: BigInt = r * 2;
    let q = if twice > den || (twice == den && q.is_odd()) { q + 1 } else { q };
    let text = format!("{}e{k}", q);
    let r: f64 = text.parse().expect("decimal text");
    if r == 0.0 { 0.0f64.copysign(d) } else { r }
}

pub(super) fn builtin_round(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    let ndigits = keyword("round", kw, &["number", "ndigits"], "ndigits")?.or(args.get(1).copied());
    if args.is_empty() || args.len() > 2 {
        return raise!(TypeError, "round() takes at most 2 arguments ({} given)", args.len());
    }
    let v = args[0];
    let nd = match ndigits.filter(|n| !is_none(*n)) {
        None => None,
        Some(n) => match int_ref(n).and_then(IntRef::to_i64) {
            Some(n) => Some(n),
            None => return raise!(TypeError, "'{}' object cannot be interpreted as an integer", type_name(n)),
        },
    };
    if let Some(d) = float_value(v) {
        return match nd {
            None => crate::int::int_from_f64(rt, d.round_ties_even()),
            Some(n) if !d.is_finite() => {
                let _ = n;
                Ok(rt.new_float(d))
            }
            Some(n) if n >= 0 => {
                // Correctly rounded decimal text (half-even on the exact binary value).
                let r: f64 = format!("{:.*}", n.min(400) as usize, d).parse().expect("decimal text");
                Ok(rt.new_float(r))
            }
            Some(n) => Ok(rt.new_float(round_to_tens(d, (-n).min(400) as u32))),
        };
    }
    if let Some(i) = int_ref(v) {
        return match nd {
            Some(n) if n < 0 => {
                use num_integer::Integer;
                let x = i.to_bigint();
                let m = num_bigint::BigInt::from(10).pow((-n) as u32);
                let (q, r) = x.div_mod_floor(&m);
                let twice = &r * 2;
                let q = if twice > m || (twice == m && q.is_odd()) { q + 1 } else { q };
                Ok(rt.new_bigint(&(q * m)))
            }
            _ => Ok(crate::int::int_canonical(v)),
        };
    }
    let given_ndigits: Vec<Value> = ndigits.into_iter().collect();
    if let Some(r) = crate::classes::call_special(rt, v, "__round__", &given_ndigits)? {
        return Ok(r);
    }
    if let Some(inner) = crate::classes::carried_scalar(rt, v) {
        return builtin_round(rt, &[&[inner], &given_ndigits[..]].concat(), &[]);
    }
    raise!(TypeError, "type {} doesn't define __round__ method", type_name(v))
}

fn radix_string(rt: &mut Rt, args: &[Value], kw: &Kw, name: &str, spec: &str) -> PyResult<Value> {
    no_keywords(name, kw)?;
    arity(name, args, 1, 1)?;
    let Some(i) = crate::ops::index_int(rt, args[0])? else {
        return raise!(TypeError, "'{}' object cannot be interpreted as an integer", type_name(args[0]));
    };
    let s = rt.with_roots(&[i], |rt| crate::format::format_value(rt, crate::int::int_canonical(i), spec))?;
    Ok(rt.new_str(&s))
}

pub(super) fn builtin_hex(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    radix_string(rt, args, kw, "hex", "#x")
}

pub(super) fn builtin_oct(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    radix_string(rt, args, kw, "oct", "#o")
}

pub(super) fn builtin_bin(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    radix_string(rt, args, kw, "bin", "#b")
}
