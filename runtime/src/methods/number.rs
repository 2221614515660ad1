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
