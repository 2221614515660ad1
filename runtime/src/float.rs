//! Python `float`: CPython's `repr`, and arithmetic with CPython's special cases.

use crate::code::BinOp;
use crate::error::PyResult;
use crate::raise;

/// `repr(d)` as CPython prints it: the shortest digits that round-trip, fixed
/// notation for decimal exponents in [-4, 16), scientific (`1e+16`) otherwise.
pub fn float_repr(d: f64) -> String {
    if d.is_nan() {
        return "nan".into();
    }
    if d.is_infinite() {
        return if d > 0.0 { "inf".into() } else { "-inf".into() };
    }
    if d == 0.0 {
        return if d.is_sign_negative() { "-0.0".into() } else { "0.0".into() };
    }
    // Rust's `{:e}` gives the shortest digit count that round-trips ("1.2345e-5"), but
    // when two such strings are equally close to the double it may pick either;
    // CPython picks the correctly rounded one (half-even), which `{:.N$e}` computes.
    let shortest = format!("{:e}", d);
    let ndigits = shortest.split_once('e').expect("exponent").0.bytes().filter(u8::is_ascii_digit).count();
    let rounded = format!("{:.*e}", ndigits - 1, d);
    let sci = if rounded.parse::<f64>() == Ok(d) { rounded } else { shortest };
    let (mantissa, exp) = sci.split_once('e').expect("scientific notation");
    let exp: i32 = exp.parse().expect("exponent");
    let negative = mantissa.starts_with('-');
    let digits: String = mantissa.chars().filter(|c| c.is_ascii_digit()).collect();
    let mut out = String::new();
    if negative {
        out.push('-');
    }
    if (-4..16).contains(&exp) {
        if exp < 0 {
            out.push_str("0.");
            out.push_str(&"0".repeat((-exp - 1) as usize));
            out.push_str(&digits);
        } else {
            let point = exp as usize + 1;
            if digits.len() <= point {
                out.push_str(&digits);
                out.push_str(&"0".repeat(point - digits.len()));
                out.push_str(".0");
            } else {
                out.push_str(&digits[..point]);
                out.push('.');
                out.push_str(&digits[point..]);
            }
        }
    } else {
        out.push_str(&digits[..1]);
        if digits.len() > 1 {
            out.push('.');
            out.push_str(&digits[1..]);
        }
        out.push_str(&format!("e{}{:02}", if exp < 0 { '-' } else { '+' }, exp.abs()));
    }
    out
}

/// `a op b` for doubles (ints already converted).
pub fn float_binop(op: BinOp, a: f64, b: f64) -> PyResult<f64> {
    Ok(match op {
        BinOp::Add => a + b,
        BinOp::Sub => a - b,
        BinOp::Mul => a * b,
        BinOp::TrueDiv => {
            if b == 0.0 {
                return raise!(ZeroDivisionError, "float division by zero");
            }
            a / b
        }
        BinOp::FloorDiv => {
            if b == 0.0 {
                return raise!(ZeroDivisionError, "float floor division by zero");
            }
            float_divmod(a, b).0
        }
        BinOp::Mod => {
            if b == 0.0 {
                return raise!(ZeroDivisionError, "float modulo");
            }
            float_divmod(a, b).1
        }
        BinOp::Pow => float_pow(a, b)?,
        BinOp::LShift | BinOp::RShift | BinOp::And | BinOp::Or | BinOp::Xor => {
            unreachable!("bitwise ops on floats are rejected before this point")
        }
    })
}

/// CPython's `float_divmod` (b != 0).
pub fn float_divmod(a: f64, b: f64) -> (f64, f64) {
    let mut m = a % b;
    let mut div = (a - m) / b;
    if m != 0.0 {
        if (b < 0.0) != (m < 0.0) {
            m += b;
            div -= 1.0;
        }
    } else {
        m = 0.0f64.copysign(b);
    }
    let floordiv = if div != 0.0 {
        let mut f = div.floor();
        if div - f > 0.5 {
            f += 1.0;
        }
        f
    } else {
        0.0f64.copysign(a / b)
    };
    (floordiv, m)
}

/// CPython's `float_pow` (without the complex-number result).
pub fn float_pow(a: f64, b: f64) -> PyResult<f64> {
    if b == 0.0 {
        return Ok(1.0);
    }
    if a.is_nan() {
        return Ok(if b == 0.0 { 1.0 } else { a });
    }
    if b.is_nan() {
        return Ok(if a == 1.0 { 1.0 } else { b });
    }
    if b.is_infinite() {
        let aa = a.abs();
        return Ok(if aa == 1.0 {
            1.0
        } else if (b > 0.0) == (aa > 1.0) {
            f64::INFINITY
        } else {
            0.0
        });
    }
    if a.is_infinite() {
        let odd_int = b.floor() == b && (b % 2.0).abs() == 1.0;
        return Ok(if b > 0.0 {
            if odd_int { a } else { a.abs() }
        } else if odd_int {
            0.0f64.copysign(a)
        } else {
            0.0
        });
    }
    if a == 0.0 {
        if b < 0.0 {
            return raise!(ZeroDivisionError, "0.0 cannot be raised to a negative power");
        }
        let odd_int = b.floor() == b && (b % 2.0).abs() == 1.0;
        return Ok(if odd_int { a } else { 0.0 });
    }
    if a < 0.0 && b.floor() != b {
        return raise!(
            NotImplementedError,
            "complex numbers are not supported: negative number raised to a fractional power"
        );
    }
    let r = a.powf(b);
    if r.is_infinite() {
        return Err(crate::error::PyErr::errno(
            crate::error::ExcKind::OverflowError,
            34,
            "Numerical result out of range",
        ));
    }
    Ok(r)
}

/// `float(text)`, with CPython's syntax (whitespace, underscores, inf/nan spellings).
pub fn parse_float(text: &str) -> PyResult<f64> {
    let ascii = crate::strings::ascii_numeral(text);
    let s = ascii.trim_matches(char::is_whitespace);
    let bad = || raise!(ValueError, "could not convert string to float: {}", crate::strings::repr_str(text));
    if s.is_empty() || s.starts_with('_') || s.ends_with('_') || s.contains("__") {
        return bad();
    }
    let clean: String = if s.contains('_') {
        // Underscores are allowed only between digits.
        let b = s.as_bytes();
        for (i, &c) in b.iter().enumerate() {
            if c == b'_' && !(b[i - 1].is_ascii_digit() && b.get(i + 1).is_some_and(u8::is_ascii_digit)) {
                return bad();
            }
        }
        s.replace('_', "")
    } else {
        s.to_string()
    };
    let lower = clean.to_ascii_lowercase();
    let body = lower.trim_start_matches(['+', '-']);
    if lower.len() - body.len() > 1 {
        return bad();
    }
    let special = matches!(body, "inf" | "infinity" | "nan");
    if !special && !body.bytes().all(|c| c.is_ascii_digit() || matches!(c, b'.' | b'e' | b'+' | b'-')) {
        return bad();
    }
    match lower.parse::<f64>() {
        Ok(d) => Ok(d),
        Err(_) => bad(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn repr_matches_cpython() {
        let cases = [
            (0.1 + 0.2, "0.30000000000000004"),
            (1e16, "1e+16"),
            (1e15, "1000000000000000.0"),
            (1e-5, "1e-05"),
            (0.0001, "0.0001"),
            (1e22, "1e+22"),
            (123456789012345678.0, "1.2345678901234568e+17"),
            (-0.0, "-0.0"),
            (2.5, "2.5"),
            (1.0 / 3.0, "0.3333333333333333"),
            (100.0, "100.0"),
            (1.5e300, "1.5e+300"),
            (5e-324, "5e-324"),
            (-1234.5678, "-1234.5678"),
            (4.0e15 / 3.0, "1333333333333333.2"),
        ];
        for (d, want) in cases {
            assert_eq!(float_repr(d), want);
        }
    }

    #[test]
    fn divmod_signs_follow_the_divisor() {
        assert_eq!(float_divmod(7.0, -2.0), (-4.0, -1.0));
        assert_eq!(float_divmod(-7.0, 2.0), (-4.0, 1.0));
        assert_eq!(float_divmod(7.5, 2.0), (3.0, 1.5));
    }

    #[test]
    fn parse_accepts_python_spellings() {
        assert_eq!(parse_float(" 1_000.5 ").unwrap(), 1000.5);
        assert!(parse_float("-Infinity").unwrap().is_infinite());
        assert!(parse_float("nan").unwrap().is_nan());
        assert!(parse_float("1__0").is_err());
        assert!(parse_float("abc").is_err());
        assert!(parse_float("--1").is_err());
    }
}
