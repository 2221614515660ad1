//! Times three big-int crates on the work ember's big ints do in the bigint benchmark
//! and the corpus: long runs of additions (a Fibonacci number of 4,180 digits),
//! products with small ints (a factorial), a remainder, decimal conversion both ways,
//! and products and quotients of numbers of 10,000 and 100,000 digits. Each case
//! prints the best of seven runs; every crate must give the same answers.

use std::ops::{Add, Mul, Rem};
use std::str::FromStr;
use std::time::Instant;

/// What the cases need of a crate's signed big int.
trait Big: Sized + Clone + FromStr + ToString + PartialEq
where
    for<'a> &'a Self: Add<&'a Self, Output = Self> + Mul<&'a Self, Output = Self> + Rem<&'a Self, Output = Self>,
{
    const NAME: &'static str;
    fn small(i: u32) -> Self;
    fn quotient(&self, by: &Self) -> Self;
}

impl Big for num_bigint::BigInt {
    const NAME: &'static str = "num-bigint";
    fn small(i: u32) -> Self {
        i.into()
    }
    fn quotient(&self, by: &Self) -> Self {
        self / by
    }
}

impl Big for dashu_int::IBig {
    const NAME: &'static str = "dashu-int";
    fn small(i: u32) -> Self {
        i.into()
    }
    fn quotient(&self, by: &Self) -> Self {
        self / by
    }
}

impl Big for ibig::IBig {
    const NAME: &'static str = "ibig";
    fn small(i: u32) -> Self {
        i.into()
    }
    fn quotient(&self, by: &Self) -> Self {
        self / by
    }
}

/// Runs `f` seven times; prints the best time; returns its answer.
fn timed(case: &str, crate_name: &str, mut f: impl FnMut() -> String) -> String {
    let mut best = f64::MAX;
    let mut answer = String::new();
    for _ in 0..7 {
        let start = Instant::now();
        answer = f();
        best = best.min(start.elapsed().as_secs_f64());
    }
    println!("{case:40} {crate_name:11} {:9.3} ms", best * 1e3);
    answer
}

fn parse<T: Big>(s: &str) -> T
where
    for<'a> &'a T: Add<&'a T, Output = T> + Mul<&'a T, Output = T> + Rem<&'a T, Output = T>,
{
    s.parse().ok().expect("decimal digits")
}

/// The cases for one crate: their answers, in order.
fn cases<T: Big>(digits: &[(String, String)]) -> Vec<String>
where
    for<'a> &'a T: Add<&'a T, Output = T> + Mul<&'a T, Output = T> + Rem<&'a T, Output = T>,
{
    let mut answers = Vec::new();
    let fib = timed("fibonacci(20000) by additions", T::NAME, || {
        let (mut a, mut b) = (T::small(0), T::small(1));
        for _ in 0..20_000 {
            let c = &a + &b;
            a = b;
            b = c;
        }
        a.to_string()
    });
    answers.push(timed("str and int of 4180 digits", T::NAME, || parse::<T>(&fib).to_string()));
    answers.push(fib);
    answers.push(timed("3000! by small ints, mod p", T::NAME, || {
        let mut f = T::small(1);
        for i in 1..3000 {
            f = &f * &T::small(i);
        }
        (&f % &T::small(998_244_353)).to_string()
    }));
    for (a, b) in digits {
        answers.push(timed(&format!("a*b, a*b//b, a*b%(b+1): {} digits", a.len()), T::NAME, || {
            let (a, b) = (parse::<T>(a), parse::<T>(b));
            let m = &a * &b;
            let q = m.quotient(&b);
            let r = &m % &(&b + &T::small(1));
            format!("{} {}", q == a, r.to_string().len())
        }));
    }
    answers
}

fn main() {
    let digits: Vec<(String, String)> = [10_000usize, 100_000]
        .iter()
        .map(|&n| {
            let a = (0..n).map(|i| char::from(b'1' + (i * 7 % 9) as u8)).collect();
            let b = (0..n / 2).map(|i| char::from(b'1' + (i * 5 % 9) as u8)).collect();
            (a, b)
        })
        .collect();
    let num = cases::<num_bigint::BigInt>(&digits);
    let dashu = cases::<dashu_int::IBig>(&digits);
    let ibig = cases::<ibig::IBig>(&digits);
    assert!(num == dashu && dashu == ibig, "the crates disagree");
}
