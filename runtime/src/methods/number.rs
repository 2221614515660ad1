//! Methods of `int` and `float`.

use super::arity;
use crate::error::PyResult;
use crate::int::int_ref;
use crate::object::*;
use crate::raise;
use crate::value::Value;
use crate::vm::Rt;

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
        "as_integer_ratio" | "conjugate" => {
            arity("int", name, args, 0, 0)?;
            // A bool's answers are plain ints.
            let n = crate::int::int_canonical(recv);
            if name == "conjugate" {
                return Ok(n);
            }
            // `n` is the receiver or an immediate: the caller keeps it rooted.
            Ok(rt.new_tuple(&[n, Value::small_int(1)]))
        }
        _ => Err(crate::classes::attribute_error(recv, name, format!("'int' object has no attribute '{name}'"))),
    }
}

/// Methods of `float`.
pub fn float_method(rt: &mut Rt, recv: Value, name: &str, args: &[Value]) -> PyResult<Value> {
    let Some(d) = float_value(recv) else { unreachable!("a float receiver") };
    match name {
        "is_integer" => {
            arity("float", name, args, 0, 0)?;
            Ok(py_bool(d.is_finite() && d.fract() == 0.0))
        }
        "conjugate" => {
            arity("float", name, args, 0, 0)?;
            Ok(recv)
        }
        "fromhex" => {
            arity("float", name, args, 1, 1)?;
            float_fromhex(rt, &[ClassId::Float.type_object(), args[0]], &[])
        }
        "hex" => {
            arity("float", name, args, 0, 0)?;
            Ok(rt.new_str(&float_hex(d)))
        }
        "as_integer_ratio" => {
            arity("float", name, args, 0, 0)?;
            if d.is_infinite() {
                return raise!(OverflowError, "cannot convert Infinity to integer ratio");
            }
            if d.is_nan() {
                return raise!(ValueError, "cannot convert NaN to integer ratio");
            }
            let (numerator, denominator) = float_ratio(d);
            let n = rt.new_bigint(&numerator);
            rt.handles.push(n);
            let m = rt.new_bigint(&denominator);
            rt.handles.push(m);
            let pair = rt.new_tuple(&[n, m]);
            rt.handles.truncate(rt.handles.len() - 2);
            Ok(pair)
        }
        _ => Err(crate::classes::attribute_error(recv, name, format!("'float' object has no attribute '{name}'"))),
    }
}

/// The exact value of finite `d` as a fraction in lowest terms (the denominator a
/// power of two).
fn float_ratio(d: f64) -> (num_bigint::BigInt, num_bigint::BigInt) {
    use num_bigint::BigInt;
    let bits = d.to_bits();
    let exponent_bits = ((bits >> 52) & 0x7ff) as i64;
    let fraction = bits & ((1 << 52) - 1);
    let (mut mantissa, mut exponent) = match exponent_bits {
        _ if d == 0.0 => (0, 0),
        0 => (fraction, -1074),
        _ => (fraction | (1 << 52), exponent_bits - 1075),
    };
    while mantissa != 0 && mantissa % 2 == 0 && exponent < 0 {
        mantissa /= 2;
        exponent += 1;
    }
    let sign = if d.is_sign_negative() && mantissa != 0 { -1 } else { 1 };
    let numerator = BigInt::from(mantissa) * sign;
    if exponent >= 0 {
        (numerator << exponent as usize, BigInt::from(1))
    } else {
        (numerator, BigInt::from(1) << (-exponent) as usize)
    }
}

/// `float.hex()`: `[-]0x1.<13 hex digits>p<exponent>` (subnormals `0x0.…p-1022`).
fn float_hex(d: f64) -> String {
    if d.is_nan() {
        return "nan".into();
    }
    if d.is_infinite() {
        return if d < 0.0 { "-inf" } else { "inf" }.into();
    }
    let sign = if d.is_sign_negative() { "-" } else { "" };
    if d == 0.0 {
        return format!("{sign}0x0.0p+0");
    }
    let bits = d.to_bits();
    let exponent_bits = ((bits >> 52) & 0x7ff) as i64;
    let fraction = bits & ((1 << 52) - 1);
    let (lead, exponent) = if exponent_bits == 0 { (0, -1022) } else { (1, exponent_bits - 1023) };
    format!("{sign}0x{lead}.{fraction:013x}p{exponent:+}")
}

/// `cls.fromhex(s)`, the classmethod of `float` (`args[0]` is `cls`): the float that
/// the hexadecimal string `s` (`float.hex`'s form, with optional `0x`, point and `p`
/// exponent) names, rounded half to even.
pub(crate) fn float_fromhex(rt: &mut Rt, args: &[Value], kw: &crate::builtins::Kw) -> PyResult<Value> {
    super::no_method_keywords(ClassId::Float, "fromhex", kw)?;
    let Some((&cls, args)) = args.split_first() else {
        return raise!(TypeError, "descriptor 'fromhex' of 'float' object needs an argument");
    };
    arity("float", "fromhex", args, 1, 1)?;
    if class_of(args[0]) != ClassId::Str {
        return raise!(TypeError, "bad argument type for built-in operation");
    }
    let d = match parse_hex_float(str_text(args[0])) {
        Some(Ok(d)) => d,
        Some(Err(())) => return raise!(OverflowError, "hexadecimal value too large to represent as a float"),
        None => return raise!(ValueError, "invalid hexadecimal floating-point string"),
    };
    let f = rt.new_float(d);
    if cls == ClassId::Float.type_object() {
        return Ok(f);
    }
    rt.with_roots(&[f], |rt| crate::builtins::call_object(rt, cls, &[f], &[]))
}

/// The value of hexadecimal float text: None when it is malformed, `Err` when it
/// overflows.
fn parse_hex_float(text: &str) -> Option<Result<f64, ()>> {
    use num_bigint::BigUint;
    let s = text.trim_matches(|c: char| c.is_ascii_whitespace());
    let (negative, s) = match s.as_bytes().first() {
        Some(b'-') => (true, &s[1..]),
        Some(b'+') => (false, &s[1..]),
        _ => (false, s),
    };
    let signed = |d: f64| if negative { -d } else { d };
    let lower = s.to_ascii_lowercase();
    if matches!(lower.as_str(), "inf" | "infinity") {
        return Some(Ok(signed(f64::INFINITY)));
    }
    if lower == "nan" {
        return Some(Ok(f64::NAN));
    }
    let s = lower.strip_prefix("0x").unwrap_or(&lower);
    let (digits, exponent) = match s.split_once('p') {
        Some((d, e)) => {
            let e = e.strip_prefix('+').unwrap_or(e);
            let unsigned = e.strip_prefix('-').unwrap_or(e);
            if unsigned.is_empty() || !unsigned.bytes().all(|b| b.is_ascii_digit()) {
                return None;
            }
            // An exponent beyond any float's range still rounds to 0 or overflows.
            (
                d,
                e.parse::<i64>()
                    .unwrap_or(if e.starts_with('-') { -100_000 } else { 100_000 })
                    .clamp(-100_000, 100_000),
            )
        }
        None => (s, 0),
    };
    let (whole, fraction) = digits.split_once('.').unwrap_or((digits, ""));
    if whole.is_empty() && fraction.is_empty() {
        return None;
    }
    let all: String = [whole, fraction].concat();
    if !all.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    let mantissa = BigUint::parse_bytes(all.as_bytes(), 16).unwrap_or_default();
    let exponent = exponent - 4 * fraction.len() as i64;
    if mantissa.bits() == 0 {
        return Some(Ok(signed(0.0)));
    }
    // The value is mantissa * 2^exponent; keep the 53 bits (fewer when subnormal)
    // from its top bit, rounding the rest half to even.
    let top = mantissa.bits() as i64 - 1 + exponent;
    if top > 1023 {
        return Some(Err(()));
    }
    let lsb = (top - 52).max(-1074);
    let shift = lsb - exponent;
    let kept: u64 = if shift <= 0 {
        let exact: BigUint = mantissa << (-shift) as u64;
        exact.try_into().expect("at most 53 bits")
    } else {
        let shift = shift as u64;
        let kept: BigUint = &mantissa >> shift;
        let rest = &mantissa - (&kept << shift);
        let half = BigUint::from(1u8) << (shift - 1);
        let kept: u64 = kept.try_into().expect("at most 53 bits");
        if rest > half || (rest == half && kept & 1 == 1) { kept + 1 } else { kept }
    };
    // `kept * 2^lsb` is a float exactly (at most 2^53 on a grid the format has); a
    // subnormal one is scaled in two exact steps so that no power of two underflows.
    let d = if lsb >= -1022 {
        kept as f64 * 2f64.powi(lsb as i32)
    } else {
        kept as f64 * 2f64.powi((lsb + 64) as i32) * 2f64.powi(-64)
    };
    if d.is_infinite() {
        return Some(Err(()));
    }
    Some(Ok(signed(d)))
}

/// The `byteorder` and `signed` arguments of `int.to_bytes` and `int.from_bytes`:
/// whether the order is little-endian, and whether signed.
fn byte_order(name: &str, byteorder: Option<Value>, signed: Option<Value>) -> PyResult<(bool, bool)> {
    let little = match byteorder {
        None => false,
        Some(o) if class_of(o) == ClassId::Str => match str_text(o) {
            "big" => false,
            "little" => true,
            _ => return raise!(ValueError, "byteorder must be either 'little' or 'big'"),
        },
        Some(o) => {
            return raise!(TypeError, "{}() argument 'byteorder' must be str, not {}", name, type_name(o));
        }
    };
    let signed = signed.is_some_and(|s| s == true_value() || int_ref(s).is_some_and(|i| !i.is_zero()));
    Ok((little, signed))
}

/// `n.to_bytes(length=1, byteorder='big', *, signed=False)`.
pub(crate) fn int_to_bytes(rt: &mut Rt, n: Value, args: &[Value], kw: &crate::builtins::Kw) -> PyResult<Value> {
    const PARAMS: &[&str] = &["length", "byteorder", "signed"];
    if args.len() > 2 {
        return raise!(TypeError, "to_bytes() takes at most 2 positional arguments ({} given)", args.len());
    }
    let length = crate::builtins::keyword("to_bytes", kw, PARAMS, "length")?.or(args.first().copied());
    let byteorder = crate::builtins::keyword("to_bytes", kw, PARAMS, "byteorder")?.or(args.get(1).copied());
    let signed = crate::builtins::keyword("to_bytes", kw, PARAMS, "signed")?;
    let length = match length {
        None => 1,
        Some(l) => match int_ref(l).and_then(|i| i.to_i64()) {
            Some(l) if l < 0 => return raise!(ValueError, "length argument must be non-negative"),
            Some(l) => l as usize,
            None => return raise!(TypeError, "'{}' object cannot be interpreted as an integer", type_name(l)),
        },
    };
    let (little, signed) = byte_order("to_bytes", byteorder, signed)?;
    let value = int_ref(n).expect("an int receiver").to_bigint();
    if value.sign() == num_bigint::Sign::Minus && !signed {
        return raise!(OverflowError, "can't convert negative int to unsigned");
    }
    let mut data = value.to_signed_bytes_le();
    // Drop what two's complement needs no byte for, for an unsigned value.
    if !signed && data.len() > 1 && data.last() == Some(&0) {
        data.pop();
    }
    if !signed && data == [0] && length == 0 {
        data.clear();
    }
    if data.len() > length {
        return raise!(OverflowError, "int too big to convert");
    }
    let fill = if value.sign() == num_bigint::Sign::Minus { 0xff } else { 0 };
    data.resize(length, fill);
    if !little {
        data.reverse();
    }
    Ok(rt.new_bytes(&data))
}

/// `cls.from_bytes(bytes, byteorder='big', *, signed=False)`, the classmethod of
/// `int` (`args[0]` is `cls`).
pub(crate) fn int_from_bytes(rt: &mut Rt, args: &[Value], kw: &crate::builtins::Kw) -> PyResult<Value> {
    const PARAMS: &[&str] = &["bytes", "byteorder", "signed"];
    let Some((&cls, args)) = args.split_first() else {
        return raise!(TypeError, "descriptor 'from_bytes' of 'int' object needs an argument");
    };
    if args.len() > 2 {
        return raise!(TypeError, "from_bytes() takes at most 2 positional arguments ({} given)", args.len());
    }
    let source = crate::builtins::keyword("from_bytes", kw, PARAMS, "bytes")?.or(args.first().copied());
    let byteorder = crate::builtins::keyword("from_bytes", kw, PARAMS, "byteorder")?.or(args.get(1).copied());
    let signed = crate::builtins::keyword("from_bytes", kw, PARAMS, "signed")?;
    let Some(source) = source else {
        return raise!(TypeError, "from_bytes() missing required argument 'bytes' (pos 1)");
    };
    let (little, signed) = byte_order("from_bytes", byteorder, signed)?;
    let data = if let Some(data) = bytes_like(source) {
        data.to_vec()
    } else if crate::ops::get_iter(rt, source).is_ok() && class_of(source) != ClassId::Str {
        // An iterable of ints (not an int, which `bytes()` takes as a length).
        let b = crate::bytes::construct(rt, &[source], &[])?;
        bytes_data(b).to_vec()
    } else {
        return raise!(TypeError, "cannot convert '{}' object to bytes", type_name(source));
    };
    let value = match (little, signed) {
        (true, true) => num_bigint::BigInt::from_signed_bytes_le(&data),
        (false, true) => num_bigint::BigInt::from_signed_bytes_be(&data),
        (true, false) => num_bigint::BigInt::from_bytes_le(num_bigint::Sign::Plus, &data),
        (false, false) => num_bigint::BigInt::from_bytes_be(num_bigint::Sign::Plus, &data),
    };
    let n = rt.new_bigint(&value);
    if cls == ClassId::Int.type_object() {
        return Ok(n);
    }
    rt.with_roots(&[n], |rt| crate::builtins::call_object(rt, cls, &[n], &[]))
}
