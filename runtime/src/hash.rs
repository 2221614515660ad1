//! `hash(v)`: CPython's algorithms for numbers (so `hash(1) == hash(1.0)` and int sets
//! iterate in CPython's order) and tuples; FNV-1a for str (CPython randomises str
//! hashes, so no program can depend on their values).

use crate::error::PyResult;
use crate::int::{IntRef, int_ref};
use crate::layout::{LayoutId, StrObject};
use crate::object::*;
use crate::raise;
use crate::value::Value;
use crate::vm::Rt;

const HASH_BITS: u32 = 61;
const HASH_MODULUS: u64 = (1 << HASH_BITS) - 1;
const HASH_INF: i64 = 314159;

fn fix(h: i64) -> i64 {
    if h == -1 { -2 } else { h }
}

/// What `hash(x)` gives for the int a `__hash__` method returned: the int itself when
/// it fits a machine word (-1 becomes -2), else the int's own hash.
fn hash_of_hash_result(i: IntRef) -> i64 {
    match i.to_i64() {
        Some(n) => fix(n),
        None => fix(hash_int(i)),
    }
}

/// `hash(n)` of a small int: itself, reduced modulo 2**61 - 1 only past it (-1 becomes
/// -2), without the big-int path.
#[inline(always)]
pub fn hash_small_int(n: i64) -> i64 {
    let m = n.unsigned_abs();
    let m = if m < HASH_MODULUS { m } else { m % HASH_MODULUS } as i64;
    fix(if n < 0 { -m } else { m })
}

pub fn hash_int(i: IntRef) -> i64 {
    let (negative, m) = match i {
        IntRef::Small(n) => return hash_small_int(n),
        // The magnitude modulo 2**61 - 1, limb by limb from the top, without
        // building a bigint.
        IntRef::Big { negative, limbs } => {
            let m = limbs
                .iter()
                .rev()
                .fold(0u64, |acc, &limb| ((((acc as u128) << 64) | limb as u128) % HASH_MODULUS as u128) as u64);
            (negative, m)
        }
    };
    fix(if negative { -(m as i64) } else { m as i64 })
}

/// CPython's `_Py_HashDouble` (NaN hashes by identity, passed as `identity`).
pub fn hash_float(d: f64, identity: u64) -> i64 {
    if d.is_nan() {
        return fix((identity >> 4) as i64);
    }
    if d.is_infinite() {
        return if d > 0.0 { HASH_INF } else { -HASH_INF };
    }
    let (mut m, mut e) = frexp(d);
    let mut sign = 1i64;
    if m < 0.0 {
        sign = -1;
        m = -m;
    }
    let mut x: u64 = 0;
    while m != 0.0 {
        x = ((x << 28) & HASH_MODULUS) | (x >> (HASH_BITS - 28));
        m *= 268435456.0;
        e -= 28;
        let y = m as u64;
        m -= y as f64;
        x += y;
        if x >= HASH_MODULUS {
            x -= HASH_MODULUS;
        }
    }
    let e = if e >= 0 { e % HASH_BITS as i32 } else { HASH_BITS as i32 - 1 - ((-1 - e) % HASH_BITS as i32) };
    let e = e as u32;
    x = ((x << e) & HASH_MODULUS) | (x >> (HASH_BITS - e));
    fix(x as i64 * sign)
}

/// C's `frexp`: `d = m * 2**e` with 0.5 <= |m| < 1.
fn frexp(d: f64) -> (f64, i32) {
    if d == 0.0 {
        return (d, 0);
    }
    let bits = d.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i32;
    if exp == 0 {
        // Subnormal: scale up first.
        let (m, e) = frexp(d * 2f64.powi(64));
        return (m, e - 64);
    }
    let m = f64::from_bits((bits & !(0x7ff << 52)) | (1022 << 52));
    (m, exp - 1022)
}

fn hash_str(v: Value) -> i64 {
    // SAFETY: a checked str, live while the caller holds it.
    let o = unsafe { &mut *checked_ptr::<StrObject>(v) };
    if o.hash != -1 {
        return o.hash;
    }
    let h = hash_text(str_text(v));
    o.hash = h;
    h
}

/// The hash of a str with this text (FNV-1a over the UTF-8 bytes).
pub fn hash_text(s: &str) -> i64 {
    hash_bytes(s.as_bytes())
}

/// The hash of bytes `data` (an ASCII str and the bytes of its text hash alike, as in
/// CPython).
fn hash_bytes(data: &[u8]) -> i64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in data {
        h ^= b as u64;
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    fix(h as i64)
}

/// CPython's tuple hash (xxHash-based).
fn hash_tuple(rt: &mut Rt, items: &[Value]) -> PyResult<i64> {
    const P1: u64 = 11400714785074694791;
    const P2: u64 = 14029467366897019727;
    const P5: u64 = 2870177450012600261;
    let mut acc = P5;
    for &item in items {
        let lane = py_hash(rt, item)? as u64;
        acc = acc.wrapping_add(lane.wrapping_mul(P2));
        acc = acc.rotate_left(31);
        acc = acc.wrapping_mul(P1);
    }
    acc = acc.wrapping_add(items.len() as u64 ^ (P5 ^ 3527539));
    Ok(if acc == u64::MAX { 1546275796 } else { acc as i64 })
}

/// The hash of an object that hashes by identity (`object.__hash__`).
pub fn identity_hash(v: Value) -> i64 {
    fix(v.raw().rotate_right(4) as i64)
}

/// `hash(v)` by the `__hash__` its class (or metaclass) has, `hook`: an error if that
/// is None (unhashable), None if there is none.
fn hash_by_method(rt: &mut Rt, v: Value, hook: Option<Value>) -> Option<PyResult<i64>> {
    let hook = hook?;
    if is_none(hook) {
        return Some(raise!(TypeError, "unhashable type: '{}'", type_name(v)));
    }
    Some(crate::classes::call_special(rt, v, "__hash__", &[]).and_then(|r| match r.and_then(int_ref) {
        Some(i) => Ok(hash_of_hash_result(i)),
        None => raise!(TypeError, "__hash__ method should return an integer"),
    }))
}

/// `hash(v)`.
#[inline]
pub fn py_hash(rt: &mut Rt, v: Value) -> PyResult<i64> {
    if v.is_small_int() {
        return Ok(hash_small_int(v.as_small_int()));
    }
    py_hash_of_object(rt, v)
}

/// [`py_hash`] of anything but a small int (kept out of line, so the small-int case
/// inlines into dict and set lookups).
fn py_hash_of_object(rt: &mut Rt, v: Value) -> PyResult<i64> {
    if let Some(d) = float_value(v) {
        // Equal to the int hash for integral values, by construction.
        return Ok(hash_float(d, v.raw()));
    }
    if let Some(i) = int_ref(v) {
        return Ok(hash_int(i));
    }
    match layout_of(v) {
        LayoutId::Str => Ok(hash_str(v)),
        LayoutId::Bytes => {
            // SAFETY: a checked bytes object, live while the caller holds it.
            let o = unsafe { &mut *checked_ptr::<crate::layout::BytesObject>(v) };
            if o.hash == -1 {
                o.hash = hash_bytes(bytes_data(v));
            }
            Ok(o.hash)
        }
        LayoutId::Tuple => hash_tuple(rt, tuple_items(v)),
        LayoutId::FrozenSet => Ok(hash_frozenset(v)),
        LayoutId::List | LayoutId::Dict | LayoutId::Set | LayoutId::Slice | LayoutId::ByteArray | LayoutId::Globals => {
            raise!(TypeError, "unhashable type: '{}'", type_name(v))
        }
        // A class hashes by identity unless its metaclass says otherwise.
        LayoutId::Class => {
            let hook = crate::classes::metaclass_lookup(v, "__hash__").map(|(_, h)| h);
            hash_by_method(rt, v, hook).unwrap_or_else(|| Ok(identity_hash(v)))
        }
        LayoutId::Instance => {
            match hash_by_method(rt, v, crate::classes::lookup(crate::classes::instance(v).class, "__hash__", None)) {
                Some(r) => r,
                // A subclass of tuple, int, float or str hashes its builtin value; list,
                // dict and set set `__hash__` to None, for their subclasses too.
                None if crate::classes::carried_class(crate::classes::instance(v).class).is_some() => {
                    let hashable = |b: Value| !matches!(class_of(b), ClassId::List | ClassId::Dict | ClassId::Set);
                    match crate::classes::base_value(rt, v).filter(|&b| hashable(b)) {
                        Some(t) => py_hash(rt, t),
                        None => raise!(TypeError, "unhashable type: '{}'", type_name(v)),
                    }
                }
                None => Ok(identity_hash(v)),
            }
        }
        // Identity hash, as CPython's object.__hash__ (address rotated by 4 bits).
        _ => Ok(identity_hash(v)),
    }
}

/// A frozenset's hash, CPython's (`frozenset_hash`): the element hashes, each with its
/// bits spread, combined by xor so that the order of the table does not matter, then
/// mixed with the size and once more so that nested frozensets differ.
fn hash_frozenset(v: Value) -> i64 {
    let spread = |h: u64| ((h ^ 89_869_747) ^ (h << 16)).wrapping_mul(3_644_798_167);
    let entries = crate::dict::set_live_hashes(v);
    let mut h = entries.iter().fold(0u64, |acc, &e| acc ^ spread(e));
    h ^= (entries.len() as u64 + 1).wrapping_mul(1_927_868_237);
    h ^= (h >> 11) ^ (h >> 25);
    h = h.wrapping_mul(69_069).wrapping_add(907_133_923);
    if h == u64::MAX {
        h = 590_923_713;
    }
    h as i64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tuples_hash_like_cpython() {
        let mut rt = Rt::new(Box::new(std::io::sink()));
        assert_eq!(hash_tuple(&mut rt, &[Value::small_int(1), Value::small_int(2)]).unwrap(), -3550055125485641917);
        assert_eq!(hash_tuple(&mut rt, &[]).unwrap(), 5740354900026072187);
    }

    #[test]
    fn numbers_hash_like_cpython() {
        assert_eq!(hash_int(IntRef::Small(-1)), -2);
        assert_eq!(hash_int(IntRef::Small(1 << 61)), 1);
        assert_eq!(hash_float(0.5, 0), 1152921504606846976);
        assert_eq!(hash_float(1.5, 0), 1152921504606846977);
        assert_eq!(hash_float(-2.25, 0), -576460752303423490);
        assert_eq!(hash_float(1e300, 0), 1224995262755759164);
    }
}
