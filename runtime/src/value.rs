//! `Value`: one 64-bit word, Ruby-style tagging.
//!
//! ```text
//!   ...iiiiiii1   small int ("fixnum"): 63-bit two's complement, value = word >> 1
//!   ...dddddd10   immediate double ("flonum"): a double whose exponent lies in
//!                 [2^-255, 2^256), rotated so the tag fits; +0.0 has its own code
//!   ...ppppp000   pointer to a heap object (8-byte aligned); 0 is NULL ("no value")
//! ```
//!
//! Why this tagging and not NaN-boxing (see `docs/architecture.md` for the numbers):
//! NaN-boxing keeps every double immediate but leaves ints 32 or 48 bits wide, and every
//! pointer use pays an unmasking step. The benchmarks are int-heavy first (loop counters,
//! indices, sums, hash keys that need the full 64 bits): fixnums give 63 bits with a
//! one-instruction tag test (`word & 1`), add/sub work on the tagged words directly, and
//! pointers need no decoding at all. Doubles met in real programs (coordinates,
//! velocities, accumulators) fall in the flonum range almost always; the exceptions
//! (`inf`, `nan`, `-0.0`, subnormals, > 2^256) go to a heap float.

use std::fmt;

/// Tag bits.
pub const INT_TAG: u64 = 1;
pub const FLONUM_TAG: u64 = 2;
pub const FLONUM_MASK: u64 = 3;
pub const PTR_MASK: u64 = 7;

/// Largest/smallest int that is immediate.
pub const SMALL_INT_MAX: i64 = (1 << 62) - 1;
pub const SMALL_INT_MIN: i64 = -(1 << 62);

/// The flonum code of +0.0 (its exponent is outside the flonum range).
pub const FLONUM_ZERO: u64 = 0x8000_0000_0000_0002;
/// A double is a flonum when the top three bits of its pattern (`bits >>
/// FLONUM_TOP_SHIFT`) are `FLONUM_TOPS` (an exponent in [2^-255, 2^256)), except for
/// `FLONUM_EXCLUDED`, whose code would be `FLONUM_ZERO`.
pub const FLONUM_TOP_SHIFT: u32 = 60;
pub const FLONUM_TOPS: [u64; 2] = [3, 4];
pub const FLONUM_EXCLUDED: u64 = 0x3000_0000_0000_0000;
/// A flonum's word is the double's bits rotated left by this much (the exponent's top
/// bits, known from the range, make room for the tag), with the tag in the low bits;
/// decoding puts the exponent's top bits back in place of the tag and rotates back.
/// Those bits are 0b10 (the tag itself) when bit 63 is 0 and 0b01 when it is 1: the
/// word's own low bits, or both flipped, so the word xor `(word >> 63 arithmetic) &
/// FLONUM_MASK` (`Value::flonum_value`; compiled code does the same).
pub const FLONUM_ROTATION: u32 = 3;

#[derive(Copy, Clone, PartialEq, Eq, Hash)]
#[repr(transparent)]
pub struct Value(pub u64);

impl Value {
    /// "No value": an unbound local, an empty slot. Never visible to Python code.
    pub const NULL: Value = Value(0);

    #[inline(always)]
    pub fn raw(self) -> u64 {
        self.0
    }

    #[inline(always)]
    pub fn is_null(self) -> bool {
        self.0 == 0
    }

    // ---- small ints ----

    #[inline(always)]
    pub fn is_small_int(self) -> bool {
        self.0 & INT_TAG != 0
    }

    /// Encodes `i` if it fits in 63 bits.
    #[inline(always)]
    pub fn try_small_int(i: i64) -> Option<Value> {
        if (SMALL_INT_MIN..=SMALL_INT_MAX).contains(&i) { Some(Value(((i << 1) | 1) as u64)) } else { None }
    }

    /// Encodes `i`, which the caller knows fits in 63 bits.
    #[inline(always)]
    pub fn small_int(i: i64) -> Value {
        debug_assert!((SMALL_INT_MIN..=SMALL_INT_MAX).contains(&i));
        Value(((i << 1) | 1) as u64)
    }

    #[inline(always)]
    pub fn as_small_int(self) -> i64 {
        debug_assert!(self.is_small_int());
        (self.0 as i64) >> 1
    }

    // ---- flonums ----

    #[inline(always)]
    pub fn is_flonum(self) -> bool {
        self.0 & FLONUM_MASK == FLONUM_TAG
    }

    /// Encodes `d` as an immediate if its exponent is in the flonum range.
    #[inline(always)]
    pub fn try_flonum(d: f64) -> Option<Value> {
        let bits = d.to_bits();
        let top = (bits >> FLONUM_TOP_SHIFT) & 7;
        if FLONUM_TOPS.contains(&top) && bits != FLONUM_EXCLUDED {
            Some(Value((bits.rotate_left(FLONUM_ROTATION) & !1) | FLONUM_TAG))
        } else if bits == 0 {
            Some(Value(FLONUM_ZERO))
        } else {
            None
        }
    }

    #[inline(always)]
    pub fn flonum_value(self) -> f64 {
        debug_assert!(self.is_flonum());
        if self.0 == FLONUM_ZERO {
            return 0.0;
        }
        let flip = ((self.0 as i64) >> 63) as u64 & FLONUM_MASK;
        let bits = (self.0 ^ flip).rotate_right(FLONUM_ROTATION);
        f64::from_bits(bits)
    }

    // ---- pointers ----

    #[inline(always)]
    pub fn is_ptr(self) -> bool {
        self.0 & PTR_MASK == 0 && self.0 != 0
    }

    #[inline(always)]
    pub fn from_ptr<T>(p: *const T) -> Value {
        debug_assert!(p as u64 & PTR_MASK == 0 && !p.is_null());
        Value(p as u64)
    }

    #[inline(always)]
    pub fn as_ptr<T>(self) -> *mut T {
        debug_assert!(self.is_ptr());
        self.0 as *mut T
    }
}

impl fmt::Debug for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_null() {
            write!(f, "NULL")
        } else if self.is_small_int() {
            write!(f, "int({})", self.as_small_int())
        } else if self.is_flonum() {
            write!(f, "float({:?})", self.flonum_value())
        } else {
            write!(f, "ptr({:#x})", self.0)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_ints_round_trip() {
        for i in [0, 1, -1, 42, SMALL_INT_MAX, SMALL_INT_MIN, 1 << 40, -(1 << 40)] {
            let v = Value::try_small_int(i).unwrap();
            assert!(v.is_small_int() && !v.is_flonum() && !v.is_ptr());
            assert_eq!(v.as_small_int(), i);
        }
        assert!(Value::try_small_int(SMALL_INT_MAX + 1).is_none());
        assert!(Value::try_small_int(SMALL_INT_MIN - 1).is_none());
        assert!(Value::try_small_int(i64::MAX).is_none());
    }

    #[test]
    fn flonums_round_trip_bitwise() {
        let cases = [0.0, 1.0, -1.0, 0.1, 2.5, -3.75, 1e16, 1e-16, 1e76, -1e-76, 123456.789, 4.0, 0.5];
        for d in cases {
            let v = Value::try_flonum(d).unwrap_or_else(|| panic!("{d} not a flonum"));
            assert!(v.is_flonum() && !v.is_small_int() && !v.is_ptr());
            assert_eq!(v.flonum_value().to_bits(), d.to_bits());
        }
    }

    #[test]
    fn out_of_range_doubles_are_not_flonums() {
        for d in [
            -0.0,
            f64::INFINITY,
            f64::NEG_INFINITY,
            f64::NAN,
            1e300,
            1e-300,
            f64::MIN_POSITIVE / 2.0,
            f64::from_bits(0x3000_0000_0000_0000),
        ] {
            assert!(Value::try_flonum(d).is_none(), "{d:e} should be boxed");
        }
    }

    #[test]
    fn flonum_range_is_exactly_the_two_exponent_octants() {
        // Exhaustive over exponents: an exponent is immediate iff its top 3 bits are 011 or 100.
        for exp in 0u64..2048 {
            let d = f64::from_bits((exp << 52) | 0x5555);
            let top = exp >> 8;
            assert_eq!(Value::try_flonum(d).is_some(), top == 3 || top == 4, "exp {exp}");
            if let Some(v) = Value::try_flonum(-d) {
                assert_eq!(v.flonum_value().to_bits(), (-d).to_bits());
            }
        }
    }
}
