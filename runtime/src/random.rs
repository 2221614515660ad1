//! `_random`: the core of the `random` module (`runtime/stdlib/random.py`): the
//! Mersenne Twister (MT19937) that CPython's `random` uses, so a seed gives
//! CPython's sequences, and SHA-512 for seeding from strs and bytes as CPython's
//! version 2 seeding does.
//!
//! A generator's state lives in a bytearray the Python side owns (624 32-bit words
//! and the next word's index, little-endian): the functions here read and advance it
//! in place, so a call costs one builtin call.

use crate::builtins::Kw;
use crate::error::PyResult;
use crate::int::{IntRef, int_ref};
use crate::object::*;
use crate::raise;
use crate::value::Value;
use crate::vm::Rt;
use num_bigint::BigUint;

const N: usize = 624;
const M: usize = 397;
/// The state's size in bytes: the words, then the index.
const STATE_BYTES: usize = N * 4 + 4;

struct Mt<'a> {
    bytes: &'a mut [u8],
}

impl Mt<'_> {
    fn word(&self, i: usize) -> u32 {
        u32::from_le_bytes(self.bytes[i * 4..i * 4 + 4].try_into().expect("4 bytes"))
    }

    fn set_word(&mut self, i: usize, w: u32) {
        self.bytes[i * 4..i * 4 + 4].copy_from_slice(&w.to_le_bytes());
    }

    fn index(&self) -> usize {
        self.word(N) as usize
    }

    fn set_index(&mut self, i: usize) {
        self.set_word(N, i as u32);
    }

    fn init_genrand(&mut self, seed: u32) {
        self.set_word(0, seed);
        for i in 1..N {
            let prev = self.word(i - 1);
            self.set_word(i, 1_812_433_253u32.wrapping_mul(prev ^ (prev >> 30)).wrapping_add(i as u32));
        }
        self.set_index(N);
    }

    /// Seeds from the words of a key, as the reference `init_by_array` does.
    fn init_by_array(&mut self, key: &[u32]) {
        self.init_genrand(19_650_218);
        let (mut i, mut j) = (1usize, 0usize);
        for _ in 0..N.max(key.len()) {
            let prev = self.word(i - 1);
            let mixed = (self.word(i) ^ (prev ^ (prev >> 30)).wrapping_mul(1_664_525))
                .wrapping_add(key[j])
                .wrapping_add(j as u32);
            self.set_word(i, mixed);
            i += 1;
            j += 1;
            if i >= N {
                self.set_word(0, self.word(N - 1));
                i = 1;
            }
            if j >= key.len() {
                j = 0;
            }
        }
        for _ in 0..N - 1 {
            let prev = self.word(i - 1);
            let mixed = (self.word(i) ^ (prev ^ (prev >> 30)).wrapping_mul(1_566_083_941)).wrapping_sub(i as u32);
            self.set_word(i, mixed);
            i += 1;
            if i >= N {
                self.set_word(0, self.word(N - 1));
                i = 1;
            }
        }
        self.set_word(0, 0x8000_0000);
        self.set_index(N);
    }

    fn twist(&mut self) {
        let mix = |upper: u32, lower: u32| {
            let y = (upper & 0x8000_0000) | (lower & 0x7fff_ffff);
            (y >> 1) ^ if y & 1 == 1 { 0x9908_b0df } else { 0 }
        };
        for k in 0..N {
            let next = self.word((k + 1) % N);
            let w = self.word((k + M) % N) ^ mix(self.word(k), next);
            self.set_word(k, w);
        }
        self.set_index(0);
    }

    fn next_u32(&mut self) -> u32 {
        if self.index() >= N {
            self.twist();
        }
        let i = self.index();
        let mut y = self.word(i);
        self.set_index(i + 1);
        y ^= y >> 11;
        y ^= (y << 7) & 0x9d2c_5680;
        y ^= (y << 15) & 0xefc6_0000;
        y ^ (y >> 18)
    }

    /// A float in [0, 1) of 53 random bits.
    fn next_f64(&mut self) -> f64 {
        let a = (self.next_u32() >> 5) as f64;
        let b = (self.next_u32() >> 6) as f64;
        (a * 67_108_864.0 + b) * (1.0 / 9_007_199_254_740_992.0)
    }
}

/// The generator whose state is the bytearray `state`.
fn generator<'a>(state: Value) -> PyResult<Mt<'a>> {
    if !is_layout(state, crate::layout::LayoutId::ByteArray) || crate::bytearray::data(state).len() != STATE_BYTES {
        return raise!(TypeError, "a random generator's state must be a bytearray of {} bytes", STATE_BYTES);
    }
    Ok(Mt { bytes: crate::bytearray::data_mut(state) })
}

fn arg<'a>(args: &'a [Value], n: usize, name: &str) -> PyResult<&'a [Value]> {
    if args.len() != n {
        return raise!(TypeError, "_random.{}() takes {} arguments ({} given)", name, n, args.len());
    }
    Ok(args)
}

/// `_random.seed_words(state, words)`: seeds from a list of 32-bit ints.
pub fn seed_words(_rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    crate::builtins::no_keywords("seed_words", kw)?;
    let args = arg(args, 2, "seed_words")?;
    let Some(items) = seq_to_vec(args[1]) else { return raise!(TypeError, "seed words must be a list") };
    let key: Vec<u32> = items.iter().map(|&w| int_ref(w).and_then(IntRef::to_i64).unwrap_or(0) as u32).collect();
    let key = if key.is_empty() { vec![0] } else { key };
    generator(args[0])?.init_by_array(&key);
    Ok(none())
}

/// `_random.random(state)`: the next float in [0, 1).
pub fn random(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    crate::builtins::no_keywords("random", kw)?;
    let args = arg(args, 1, "random")?;
    let x = generator(args[0])?.next_f64();
    Ok(rt.new_float(x))
}

/// `_random.getrandbits(state, k)`: an int of `k` random bits, built from 32-bit
/// words least significant first (the last word keeps its high bits).
pub fn getrandbits(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    crate::builtins::no_keywords("getrandbits", kw)?;
    let args = arg(args, 2, "getrandbits")?;
    let Some(k) = int_ref(args[1]).and_then(IntRef::to_i64) else {
        return raise!(TypeError, "'{}' object cannot be interpreted as an integer", type_name(args[1]));
    };
    if k < 0 {
        return raise!(ValueError, "number of bits must be non-negative");
    }
    let mut mt = generator(args[0])?;
    if k <= 32 {
        let r = if k == 0 { 0 } else { mt.next_u32() >> (32 - k) };
        return Ok(Value::small_int(i64::from(r)));
    }
    Rt::check_alloc(k as u128 / 8, 1)?;
    let mut words = Vec::with_capacity((k as usize).div_ceil(32));
    let mut left = k;
    while left > 0 {
        let mut w = mt.next_u32();
        if left < 32 {
            w >>= 32 - left;
        }
        words.push(w);
        left -= 32;
    }
    let n = num_bigint::BigInt::from(BigUint::new(words));
    Ok(rt.new_bigint(&n))
}

/// `_random.getstate(state)`: the 624 words and the index, as a tuple of ints.
pub fn getstate(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    crate::builtins::no_keywords("getstate", kw)?;
    let args = arg(args, 1, "getstate")?;
    let mt = generator(args[0])?;
    let items: Vec<Value> = (0..=N).map(|i| Value::small_int(i64::from(mt.word(i)))).collect();
    Ok(rt.new_tuple(&items))
}

/// `_random.setstate(state, words)`: restores what `getstate` gave.
pub fn setstate(_rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    crate::builtins::no_keywords("setstate", kw)?;
    let args = arg(args, 2, "setstate")?;
    let Some(items) = seq_to_vec(args[1]).filter(|items| items.len() == N + 1) else {
        return raise!(ValueError, "state vector is the wrong size");
    };
    let mut words = Vec::with_capacity(N + 1);
    for &w in &items {
        match int_ref(w).and_then(IntRef::to_i64).filter(|w| (0..=u32::MAX as i64).contains(w)) {
            Some(w) => words.push(w as u32),
            None => return raise!(OverflowError, "Python int too large to convert to C unsigned long"),
        }
    }
    if words[N] as usize > N {
        return raise!(ValueError, "invalid state");
    }
    let mut mt = generator(args[0])?;
    for (i, w) in words.into_iter().enumerate() {
        mt.set_word(i, w);
    }
    Ok(none())
}

/// `_random.bind(function, state)`: one of this module's functions with its state
/// argument bound, so that `random.random()` is a single builtin call.
pub fn bind(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    crate::builtins::no_keywords("bind", kw)?;
    let args = arg(args, 2, "bind")?;
    if !is_layout(args[0], crate::layout::LayoutId::Builtin) {
        return raise!(TypeError, "_random.bind() binds a builtin function");
    }
    generator(args[1])?;
    Ok(crate::classes::new_method(rt, args[0], args[1]))
}

/// `_random.sha512(data)`: the SHA-512 digest of bytes.
pub fn sha512(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    crate::builtins::no_keywords("sha512", kw)?;
    let args = arg(args, 1, "sha512")?;
    let Some(data) = bytes_like(args[0]).map(<[u8]>::to_vec) else {
        return raise!(TypeError, "a bytes-like object is required, not '{}'", type_name(args[0]));
    };
    Ok(rt.new_bytes(&sha512_digest(&data)))
}

/// The first 64 bits of the fractional part of the `root`th root of each of the
/// first `count` primes: SHA-512's constants, derived rather than tabulated.
fn root_fractions(count: usize, root: u32) -> Vec<u64> {
    let primes = (2u64..).filter(|&n| (2..n).take_while(|d| d * d <= n).all(|d| n % d != 0)).take(count);
    primes
        .map(|p| {
            // floor(p^(1/root) * 2^64) = the integer root of p * 2^(64 * root).
            let scaled = BigUint::from(p) << (64 * root as usize);
            let r = scaled.nth_root(root);
            let low: BigUint = r & BigUint::from(u64::MAX);
            low.to_u64_digits().first().copied().unwrap_or(0)
        })
        .collect()
}

fn sha512_digest(data: &[u8]) -> Vec<u8> {
    static CONSTANTS: std::sync::OnceLock<(Vec<u64>, Vec<u64>)> = std::sync::OnceLock::new();
    let (initial, rounds) = CONSTANTS.get_or_init(|| (root_fractions(8, 2), root_fractions(80, 3)));
    let mut h: [u64; 8] = initial.as_slice().try_into().expect("8 words");
    let mut message = data.to_vec();
    message.push(0x80);
    while message.len() % 128 != 112 {
        message.push(0);
    }
    message.extend_from_slice(&((data.len() as u128) * 8).to_be_bytes());
    for block in message.chunks(128) {
        let mut w = [0u64; 80];
        for (i, word) in block.chunks(8).enumerate() {
            w[i] = u64::from_be_bytes(word.try_into().expect("8 bytes"));
        }
        for i in 16..80 {
            let s0 = w[i - 15].rotate_right(1) ^ w[i - 15].rotate_right(8) ^ (w[i - 15] >> 7);
            let s1 = w[i - 2].rotate_right(19) ^ w[i - 2].rotate_right(61) ^ (w[i - 2] >> 6);
            w[i] = w[i - 16].wrapping_add(s0).wrapping_add(w[i - 7]).wrapping_add(s1);
        }
        let [mut a, mut b, mut c, mut d, mut e, mut f, mut g, mut hh] = h;
        for i in 0..80 {
            let s1 = e.rotate_right(14) ^ e.rotate_right(18) ^ e.rotate_right(41);
            let ch = (e & f) ^ (!e & g);
            let t1 = hh.wrapping_add(s1).wrapping_add(ch).wrapping_add(rounds[i]).wrapping_add(w[i]);
            let s0 = a.rotate_right(28) ^ a.rotate_right(34) ^ a.rotate_right(39);
            let maj = (a & b) ^ (a & c) ^ (b & c);
            let t2 = s0.wrapping_add(maj);
            hh = g;
            g = f;
            f = e;
            e = d.wrapping_add(t1);
            d = c;
            c = b;
            b = a;
            a = t1.wrapping_add(t2);
        }
        for (x, y) in h.iter_mut().zip([a, b, c, d, e, f, g, hh]) {
            *x = x.wrapping_add(y);
        }
    }
    h.iter().flat_map(|x| x.to_be_bytes()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sha512_matches_the_standard_vectors() {
        let hex = |d: Vec<u8>| d.iter().map(|b| format!("{b:02x}")).collect::<String>();
        assert_eq!(
            hex(sha512_digest(b"abc")),
            "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a\
             2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f"
        );
        assert_eq!(
            hex(sha512_digest(b"")),
            "cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce\
             47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e"
        );
    }

    #[test]
    fn mt19937_matches_the_reference_output() {
        let mut bytes = vec![0u8; STATE_BYTES];
        let mut mt = Mt { bytes: &mut bytes };
        mt.init_by_array(&[0x123, 0x234, 0x345, 0x456]);
        let first: Vec<u32> = (0..3).map(|_| mt.next_u32()).collect();
        assert_eq!(first, [1_067_595_299, 955_945_823, 477_289_528]);
    }
}
