//! Python `int`: 63-bit immediates, big ints as GC arrays of 64-bit limbs.
//!
//! Arithmetic takes the cheapest exact path: i64 for two small ints, i128 when both
//! operands fit (the common case of values just past 63 bits: the "64-bit ints on the
//! heap" case), `num-bigint` otherwise. Results are always canonical: a value that fits
//! 63 bits is returned as a small int.

use crate::code::BinOp;
use crate::error::PyResult;
use crate::layout::BoolObject;
use crate::layout::{BIGINT_NEGATIVE, BigIntObject, LayoutId};
use crate::object::is_layout;
use crate::raise;
use crate::value::Value;
use crate::vm::Rt;
use num_bigint::{BigInt, BigUint, Sign};
use num_integer::Integer;
use num_traits::{One, Signed, ToPrimitive, Zero};
use std::cmp::Ordering;

/// CPython's default `sys.int_info.default_max_str_digits`.
pub const MAX_STR_DIGITS: usize = 4300;

/// An int operand, read without allocating.
#[derive(Copy, Clone, Debug)]
pub enum IntRef<'a> {
    Small(i64),
    Big { negative: bool, limbs: &'a [u64] },
}

/// Views `v` as an int if it is one (bools count: `True + 1 == 2`).
#[inline]
pub fn int_ref<'a>(v: Value) -> Option<IntRef<'a>> {
    if v.is_small_int() {
        return Some(IntRef::Small(v.as_small_int()));
    }
    if !v.is_ptr() {
        return None;
    }
    if is_layout(v, LayoutId::BigInt) {
        // SAFETY: checked layout; `len` limbs follow the header.
        unsafe {
            let o = &*v.as_ptr::<BigIntObject>();
            let limbs = std::slice::from_raw_parts(o.limbs.as_ptr(), o.len);
            return Some(IntRef::Big { negative: o.header.flags & BIGINT_NEGATIVE != 0, limbs });
        }
    }
    if is_layout(v, LayoutId::Bool) {
        // SAFETY: checked layout.
        return Some(IntRef::Small(unsafe { (*v.as_ptr::<BoolObject>()).value }));
    }
    None
}

pub fn is_int(v: Value) -> bool {
    v.is_small_int() || is_layout(v, LayoutId::BigInt) || is_layout(v, LayoutId::Bool)
}

impl IntRef<'_> {
    pub fn to_i128(self) -> Option<i128> {
        match self {
            IntRef::Small(i) => Some(i as i128),
            IntRef::Big { negative, limbs } => {
                if limbs.len() > 2 {
                    return None;
                }
                let mag = limbs[0] as u128 | (limbs.get(1).copied().unwrap_or(0) as u128) << 64;
                if negative {
                    if mag <= i128::MAX as u128 + 1 { Some((mag as i128).wrapping_neg()) } else { None }
                } else {
                    i128::try_from(mag).ok()
                }
            }
        }
    }

    pub fn to_i64(self) -> Option<i64> {
        self.to_i128().and_then(|i| i64::try_from(i).ok())
    }

    pub fn to_bigint(self) -> BigInt {
        match self {
            IntRef::Small(i) => BigInt::from(i),
            IntRef::Big { negative, limbs } => {
                let mut digits = Vec::with_capacity(limbs.len() * 2);
                for &l in limbs {
                    digits.push(l as u32);
                    digits.push((l >> 32) as u32);
                }
                let mag = BigUint::new(digits);
                BigInt::from_biguint(if negative { Sign::Minus } else { Sign::Plus }, mag)
            }
        }
    }

    pub fn is_negative(self) -> bool {
        match self {
            IntRef::Small(i) => i < 0,
            IntRef::Big { negative, .. } => negative,
        }
    }

    pub fn is_zero(self) -> bool {
        matches!(self, IntRef::Small(0))
    }

    /// Nearest double, or OverflowError.
    pub fn to_f64(self) -> PyResult<f64> {
        match self {
            IntRef::Small(i) => Ok(i as f64),
            IntRef::Big { negative, limbs } => {
                let d = limbs_to_f64(limbs);
                if d.is_infinite() {
                    return raise!(OverflowError, "int too large to convert to float");
                }
                Ok(if negative { -d } else { d })
            }
        }
    }
}

/// The double nearest the magnitude `limbs` (little-endian), ties to even; infinity
/// when it is too large. Without building a bigint: the top 64 bits, with the lowest
/// set when any bit below them is (so rounding them to 53 sees every tie right), are
/// converted and scaled by the power of two they stand for.
fn limbs_to_f64(limbs: &[u64]) -> f64 {
    let Some(top) = limbs.iter().rposition(|&l| l != 0) else { return 0.0 };
    let bits = top * 64 + (64 - limbs[top].leading_zeros() as usize);
    if bits <= 64 {
        return limbs[0] as f64;
    }
    let shift = bits - 64;
    let (word, offset) = (shift / 64, shift % 64);
    let mut high = limbs[word] >> offset;
    if offset != 0 {
        high |= limbs[word + 1] << (64 - offset);
    }
    let below = limbs[..word].iter().any(|&l| l != 0) || (offset != 0 && limbs[word] << (64 - offset) != 0);
    let mantissa = (high | below as u64) as f64;
    if shift > 1100 {
        return f64::INFINITY;
    }
    mantissa * 2f64.powi(shift as i32)
}

impl Rt {
    #[inline]
    pub fn new_int(&mut self, i: i64) -> Value {
        match Value::try_small_int(i) {
            Some(v) => v,
            None => self.new_int_i128(i as i128),
        }
    }

    pub fn new_int_i128(&mut self, i: i128) -> Value {
        if let Ok(small) = i64::try_from(i) {
            if let Some(v) = Value::try_small_int(small) {
                return v;
            }
        }
        let mag = i.unsigned_abs();
        let lo = mag as u64;
        let hi = (mag >> 64) as u64;
        if hi == 0 { self.alloc_bigint(i < 0, &[lo]) } else { self.alloc_bigint(i < 0, &[lo, hi]) }
    }

    pub fn new_bigint(&mut self, b: &BigInt) -> Value {
        if let Some(i) = b.to_i128() {
            return self.new_int_i128(i);
        }
        let limbs = b.magnitude().to_u64_digits();
        self.alloc_bigint(b.is_negative(), &limbs)
    }

    fn alloc_bigint(&mut self, negative: bool, limbs: &[u64]) -> Value {
        debug_assert!(limbs.last().is_some_and(|&l| l != 0));
        let h = self.alloc(LayoutId::BigInt, limbs.len());
        // SAFETY: fresh big-int object with room for `limbs.len()` limbs.
        unsafe {
            let o = h as *mut BigIntObject;
            if negative {
                (*o).header.flags |= BIGINT_NEGATIVE;
            }
            std::ptr::copy_nonoverlapping(limbs.as_ptr(), (*o).limbs.as_mut_ptr(), limbs.len());
        }
        Value::from_ptr(h)
    }

    /// An immortal int constant.
    pub fn new_immortal_bigint(&mut self, b: &BigInt) -> Value {
        if let Some(small) = b.to_i64().and_then(Value::try_small_int) {
            return small;
        }
        let limbs = b.magnitude().to_u64_digits();
        let size = crate::layout::LAYOUTS[LayoutId::BigInt as usize].size_for(limbs.len());
        let h = self
            .heap
            .alloc_immortal(size, crate::layout::Header::new(LayoutId::BigInt, crate::layout::GcBits::empty()));
        // SAFETY: fresh immortal big-int of the right size.
        unsafe {
            let o = h as *mut BigIntObject;
            (*o).len = limbs.len();
            if b.is_negative() {
                (*o).header.flags |= BIGINT_NEGATIVE;
            }
            std::ptr::copy_nonoverlapping(limbs.as_ptr(), (*o).limbs.as_mut_ptr(), limbs.len());
        }
        Value::from_ptr(h)
    }
}

/// `a op b` for two ints. Returns None for `/` (true division is float arithmetic).
pub fn int_binop(rt: &mut Rt, op: BinOp, a: IntRef, b: IntRef) -> PyResult<Value> {
    if let (Some(x), Some(y)) = (a.to_i128(), b.to_i128()) {
        if let Some(r) = i128_binop(op, x, y)? {
            return Ok(rt.new_int_i128(r));
        }
    }
    big_binop(rt, op, a, b)
}

/// `a op b` for two values the caller knows are ints (compiled code's big-int
/// arithmetic, `Helper::IntArith`): `int_binop` without the operator dispatch, which
/// takes anything else.
pub fn exact_int_binop(rt: &mut Rt, op: BinOp, a: Value, b: Value) -> PyResult<Value> {
    match (int_ref(a), int_ref(b)) {
        (Some(x), Some(y)) if !matches!(op, BinOp::TrueDiv | BinOp::Pow) => int_binop(rt, op, x, y),
        _ => crate::ops::binary_op(rt, op, a, b, false),
    }
}

// ---- Python's semantics on small ints ----
// One definition, used by the interpreter's fast paths, the HIR's low-level
// operations (`hir::lowops`, which the HIR interpreter runs and `simplify` folds
// with) and so, through its tests, the code generator. Each returns None when the
// result leaves the small-int range or the operation raises: the caller takes the
// general path, which makes the big int or the exception.

fn in_small_range(i: i64) -> Option<i64> {
    (crate::value::SMALL_INT_MIN..=crate::value::SMALL_INT_MAX).contains(&i).then_some(i)
}

/// `a // b`: the quotient rounded toward negative infinity.
pub fn small_floor_div(a: i64, b: i64) -> Option<i64> {
    if b == 0 {
        return None;
    }
    let q = a.checked_div(b)?;
    in_small_range(if a % b != 0 && ((a < 0) != (b < 0)) { q - 1 } else { q })
}

/// `a % b`: the remainder with the divisor's sign.
pub fn small_mod(a: i64, b: i64) -> Option<i64> {
    if b == 0 {
        return None;
    }
    let r = a.checked_rem(b)?;
    Some(if r != 0 && ((r < 0) != (b < 0)) { r + b } else { r })
}

/// `a << b` (a negative count raises ValueError).
pub fn small_lshift(a: i64, b: i64) -> Option<i64> {
    if b < 0 {
        return None;
    }
    if a == 0 {
        return Some(0);
    }
    if b >= 63 {
        return None;
    }
    let r = a << b;
    if r >> b != a { None } else { in_small_range(r) }
}

/// `a >> b` (a negative count raises ValueError).
pub fn small_rshift(a: i64, b: i64) -> Option<i64> {
    (b >= 0).then(|| a >> b.min(63))
}

/// The i128 fast path; `Ok(None)` when the result needs the big-int path.
fn i128_binop(op: BinOp, x: i128, y: i128) -> PyResult<Option<i128>> {
    Ok(match op {
        BinOp::Add => x.checked_add(y),
        BinOp::Sub => x.checked_sub(y),
        BinOp::Mul => x.checked_mul(y),
        BinOp::FloorDiv => {
            if y == 0 {
                return raise!(ZeroDivisionError, "integer division or modulo by zero");
            }
            x.checked_div_euclid(y).map(|_| Integer::div_floor(&x, &y))
        }
        BinOp::Mod => {
            if y == 0 {
                return raise!(ZeroDivisionError, "integer modulo by zero");
            }
            // A dividend already in [0, 2y) needs no division (running sums reduced
            // by a modulus, as in bigint.py); 128-bit division is a slow library call.
            if y > 0 && (0..y).contains(&x) {
                Some(x)
            } else if y > 0 && x >= y && x - y < y {
                Some(x - y)
            } else if let (Ok(a), Ok(b)) = (i64::try_from(x), i64::try_from(y)) {
                a.checked_rem_euclid(b).map(|_| Integer::mod_floor(&a, &b) as i128)
            } else {
                x.checked_rem_euclid(y).map(|_| Integer::mod_floor(&x, &y))
            }
        }
        BinOp::And => Some(x & y),
        BinOp::Or => Some(x | y),
        BinOp::Xor => Some(x ^ y),
        BinOp::LShift => {
            if y < 0 {
                return raise!(ValueError, "negative shift count");
            }
            if x == 0 {
                Some(0)
            } else if y < 126 && x.unsigned_abs().leading_zeros() as i128 > y + 1 {
                Some(x << y)
            } else {
                None
            }
        }
        BinOp::RShift => {
            if y < 0 {
                return raise!(ValueError, "negative shift count");
            }
            Some(x >> y.min(127))
        }
        BinOp::Pow => {
            if y < 0 {
                unreachable!("negative int powers are float arithmetic");
            }
            match u32::try_from(y) {
                Ok(e) => x.checked_pow(e),
                Err(_) => None,
            }
        }
        BinOp::TrueDiv => unreachable!("true division is float arithmetic"),
    })
}

fn big_binop(rt: &mut Rt, op: BinOp, a: IntRef, b: IntRef) -> PyResult<Value> {
    let x = a.to_bigint();
    let y = b.to_bigint();
    let r = match op {
        BinOp::Add => x + y,
        BinOp::Sub => x - y,
        BinOp::Mul => x * y,
        BinOp::FloorDiv => {
            if y.is_zero() {
                return raise!(ZeroDivisionError, "integer division or modulo by zero");
            }
            x.div_floor(&y)
        }
        BinOp::Mod => {
            if y.is_zero() {
                return raise!(ZeroDivisionError, "integer modulo by zero");
            }
            x.mod_floor(&y)
        }
        BinOp::And => x & y,
        BinOp::Or => x | y,
        BinOp::Xor => x ^ y,
        BinOp::LShift => {
            if y.is_negative() {
                return raise!(ValueError, "negative shift count");
            }
            if x.is_zero() {
                x
            } else {
                let Some(s) = y.to_usize().filter(|&s| s <= isize::MAX as usize) else {
                    return raise!(OverflowError, "too many digits in integer");
                };
                Rt::check_alloc((s as u128 + x.bits() as u128) / 8 + 1, 1)?;
                x << s
            }
        }
        BinOp::RShift => {
            if y.is_negative() {
                return raise!(ValueError, "negative shift count");
            }
            match y.to_usize() {
                Some(s) => x >> s,
                None => {
                    if x.is_negative() {
                        BigInt::from(-1)
                    } else {
                        BigInt::zero()
                    }
                }
            }
        }
        BinOp::Pow => {
            if x.is_zero() || x.is_one() {
                x
            } else if x == BigInt::from(-1) {
                if y.is_even() { BigInt::one() } else { x }
            } else {
                let Some(e) = y.to_u32().filter(|&e| (e as u64) * x.bits() < (1 << 36)) else {
                    return raise!(OverflowError, "exponent too large");
                };
                num_traits::pow(x, e as usize)
            }
        }
        BinOp::TrueDiv => unreachable!("true division is float arithmetic"),
    };
    Ok(rt.new_bigint(&r))
}

/// `a / b` for ints, correctly rounded.
pub fn int_truediv(a: IntRef, b: IntRef) -> PyResult<f64> {
    if b.is_zero() {
        return raise!(ZeroDivisionError, "division by zero");
    }
    const EXACT: i128 = 1 << 53;
    if let (Some(x), Some(y)) = (a.to_i128(), b.to_i128()) {
        if x.abs() <= EXACT && y.abs() <= EXACT {
            return Ok(x as f64 / y as f64);
        }
    }
    let x = a.to_bigint();
    let y = b.to_bigint();
    let negative = x.is_negative() != y.is_negative();
    let (n, d) = (x.magnitude().clone(), y.magnitude().clone());
    if n.is_zero() {
        return Ok(if negative { -0.0 } else { 0.0 });
    }
    // Scale so the quotient has 55-56 bits, keep a sticky bit, let the u64->f64
    // conversion round once, then scale back exactly.
    let shift: i64 = 55 + d.bits() as i64 - n.bits() as i64;
    let (n, d) = if shift >= 0 { (n << shift as usize, d) } else { (n, d << (-shift) as usize) };
    let (q, r) = n.div_rem(&d);
    let mut q = q.to_u64().expect("quotient fits 64 bits");
    if !r.is_zero() {
        q |= 1;
    }
    let mut result = q as f64;
    let mut e = -shift;
    while e > 0 {
        let step = e.min(1000);
        result *= 2f64.powi(step as i32);
        e -= step;
    }
    while e < 0 {
        let step = (-e).min(1000);
        result /= 2f64.powi(step as i32);
        e += step;
    }
    if result.is_infinite() {
        return raise!(OverflowError, "integer division result too large for a float");
    }
    Ok(if negative { -result } else { result })
}

pub fn int_cmp(a: IntRef, b: IntRef) -> Ordering {
    match (a, b) {
        (IntRef::Small(x), IntRef::Small(y)) => x.cmp(&y),
        _ => match (a.to_i128(), b.to_i128()) {
            (Some(x), Some(y)) => x.cmp(&y),
            _ => a.to_bigint().cmp(&b.to_bigint()),
        },
    }
}

/// Compares an int with a finite or infinite (not NaN) double, exactly.
pub fn int_cmp_float(a: IntRef, d: f64) -> Ordering {
    debug_assert!(!d.is_nan());
    if d.is_infinite() {
        return if d > 0.0 { Ordering::Less } else { Ordering::Greater };
    }
    if let IntRef::Small(i) = a {
        if i.unsigned_abs() < (1u64 << 53) {
            return (i as f64).partial_cmp(&d).expect("not NaN");
        }
    }
    let floor = d.floor();
    let has_fraction = floor != d;
    let fb = BigInt::from_f64(floor).expect("finite");
    match a.to_bigint().cmp(&fb) {
        Ordering::Equal if has_fraction => Ordering::Less,
        o => o,
    }
}

use num_traits::FromPrimitive;

pub fn int_neg(rt: &mut Rt, a: IntRef) -> Value {
    match a.to_i128() {
        Some(x) => rt.new_int_i128(-x),
        None => rt.new_bigint(&-a.to_bigint()),
    }
}

/// `abs(v)` for an int or bool `v`.
pub fn int_abs(rt: &mut Rt, v: Value) -> Value {
    let a = int_ref(v).expect("an int");
    if a.is_negative() { int_neg(rt, a) } else { int_canonical(v) }
}

pub fn int_invert(rt: &mut Rt, a: IntRef) -> Value {
    match a.to_i128() {
        Some(x) => rt.new_int_i128(!x),
        None => rt.new_bigint(&!a.to_bigint()),
    }
}

/// The int value `v` (an int or bool) as an int: bools become small ints; ints are
/// returned as they are (no allocation).
pub fn int_canonical(v: Value) -> Value {
    match int_ref(v) {
        Some(IntRef::Small(i)) if !v.is_small_int() => Value::small_int(i),
        Some(_) => v,
        None => panic!("int_canonical of a non-int"),
    }
}

/// Decimal text, subject to CPython's 4300-digit limit.
pub fn int_to_string(a: IntRef) -> PyResult<String> {
    match a {
        IntRef::Small(i) => Ok(i.to_string()),
        IntRef::Big { .. } => bigint_to_decimal(&a.to_bigint()),
    }
}

/// Decimal text of `b`, subject to CPython's 4300-digit limit.
pub fn bigint_to_decimal(b: &BigInt) -> PyResult<String> {
    // More than 4300 digits for sure: refuse before the quadratic conversion.
    if b.bits() > (MAX_STR_DIGITS as u64 + 1) * 3322 / 1000 + 64 {
        return str_digits_error();
    }
    let s = b.to_string();
    if s.len() - s.starts_with('-') as usize > MAX_STR_DIGITS {
        return str_digits_error();
    }
    Ok(s)
}

fn str_digits_error<T>() -> PyResult<T> {
    raise!(
        ValueError,
        "Exceeds the limit ({MAX_STR_DIGITS} digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit"
    )
}

/// `int(text, base)`, with CPython's syntax (whitespace, sign, underscores, prefixes).
pub fn parse_int(rt: &mut Rt, text: &str, base: u32) -> PyResult<Value> {
    if let Some(i) = (base == 10).then(|| short_decimal(text)).flatten() {
        return Ok(rt.new_int(i));
    }
    let invalid =
        || raise!(ValueError, "invalid literal for int() with base {}: {}", base, crate::strings::repr_str(text));
    let ascii = crate::strings::ascii_numeral(text);
    let s = ascii.trim_matches(char::is_whitespace);
    let (negative, s) = match s.as_bytes().first() {
        Some(b'-') => (true, &s[1..]),
        Some(b'+') => (false, &s[1..]),
        _ => (false, s),
    };
    let lower = s.to_ascii_lowercase();
    let prefixed = |p: &str| lower.len() > 2 && lower.starts_with(p);
    let (base, digits) = match base {
        0 if prefixed("0x") => (16, &s[2..]),
        0 if prefixed("0o") => (8, &s[2..]),
        0 if prefixed("0b") => (2, &s[2..]),
        0 => {
            if lower.len() > 1 && lower.starts_with('0') && lower.bytes().any(|c| c != b'0' && c != b'_') {
                return invalid();
            }
            (10, s)
        }
        16 if prefixed("0x") => (16, &s[2..]),
        8 if prefixed("0o") => (8, &s[2..]),
        2 if prefixed("0b") => (2, &s[2..]),
        b => (b, s),
    };
    let digits = digits.strip_prefix('_').filter(|_| digits.len() != s.len()).unwrap_or(digits);
    if digits.is_empty() || digits.starts_with('_') || digits.ends_with('_') || digits.contains("__") {
        return invalid();
    }
    let clean: String = digits.chars().filter(|&c| c != '_').collect();
    if !clean.chars().all(|c| c.is_digit(base)) {
        return invalid();
    }
    if !base.is_power_of_two() && clean.len() > MAX_STR_DIGITS {
        return raise!(
            ValueError,
            "Exceeds the limit ({MAX_STR_DIGITS} digits) for integer string conversion: value has {} digits; use sys.set_int_max_str_digits() to increase the limit",
            clean.len()
        );
    }
    if let Ok(i) = i64::from_str_radix(&clean, base) {
        return Ok(rt.new_int(if negative { -i } else { i }));
    }
    let mag = BigInt::parse_bytes(clean.as_bytes(), base).expect("validated digits");
    Ok(rt.new_bigint(&if negative { -mag } else { mag }))
}

/// `text` when it is a sign and at most 18 decimal digits, nothing else (what
/// `int()` of a str nearly always gets): its value, without `parse_int`'s general
/// checks.
fn short_decimal(text: &str) -> Option<i64> {
    let (negative, digits) = match text.as_bytes() {
        [b'-', rest @ ..] => (true, rest),
        [b'+', rest @ ..] => (false, rest),
        rest => (false, rest),
    };
    if digits.is_empty() || digits.len() > 18 || !digits.iter().all(u8::is_ascii_digit) {
        return None;
    }
    let magnitude = digits.iter().fold(0i64, |n, &d| n * 10 + i64::from(d - b'0'));
    Some(if negative { -magnitude } else { magnitude })
}

/// Truncates a double to an int (`int(3.9) == 3`).
pub fn int_from_f64(rt: &mut Rt, d: f64) -> PyResult<Value> {
    if d.is_nan() {
        return raise!(ValueError, "cannot convert float NaN to integer");
    }
    if d.is_infinite() {
        return raise!(OverflowError, "cannot convert float infinity to integer");
    }
    let t = d.trunc();
    if t.abs() < 9.0e18 {
        return Ok(rt.new_int(t as i64));
    }
    Ok(rt.new_bigint(&BigInt::from_f64(t).expect("finite")))
}

#[cfg(test)]
mod limbs_tests {
    use super::limbs_to_f64;
    use num_bigint::BigUint;
    use num_traits::ToPrimitive;

    /// Agrees with num-bigint's correctly rounded conversion, ties and carries included.
    #[test]
    fn limbs_convert_like_bigint() {
        let mut cases: Vec<Vec<u64>> = vec![vec![0, 1], vec![u64::MAX, u64::MAX], vec![1, 0, 1], vec![0, 0, 0, 1]];
        // Exactly halfway between two doubles, with and without a sticky bit far below.
        cases.push(vec![1 << 10, 1]);
        cases.push(vec![(1 << 10) | 1, 1]);
        cases.push(vec![0, 1 << 10, 1 << 63]);
        cases.push(vec![1, 1 << 10, 1 << 63]);
        cases.push(vec![0x0123_4567_89ab_cdef, 0xfedc_ba98_7654_3210, 0x0f0f]);
        cases.push(vec![u64::MAX; 16]);
        cases.push(vec![u64::MAX; 17]);
        let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
        for n in 2..9 {
            for _ in 0..50 {
                let limbs: Vec<u64> = (0..n)
                    .map(|_| {
                        x ^= x << 13;
                        x ^= x >> 7;
                        x ^= x << 17;
                        x
                    })
                    .collect();
                cases.push(limbs);
            }
        }
        for limbs in cases {
            let digits: Vec<u32> = limbs.iter().flat_map(|&l| [l as u32, (l >> 32) as u32]).collect();
            let expected = BigUint::new(digits).to_f64().unwrap_or(f64::INFINITY);
            assert_eq!(limbs_to_f64(&limbs), expected, "{limbs:x?}");
        }
    }
}
