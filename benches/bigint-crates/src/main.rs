//! Times three big-int crates on the work ember's big ints do in the bigint benchmark
//! and the corpus: long runs of additions (a Fibonacci number of 4,180 digits),
//! products with small ints (a factorial), a remainder, decimal conversion both ways,
//! and products and quotients of numbers of 10,000 and 100,000 digits. The crates
//! take turns, seven rounds, so that a noisy machine slows them alike; each case
//! prints its best time per crate, and every crate must give the same answers.

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

/// Runs `f` once: its answer and its time in seconds.
fn timed(mut f: impl FnMut() -> String) -> (String, f64) {
    let start = Instant::now();
    let answer = f();
    (answer, start.elapsed().as_secs_f64())
}

fn parse<T: Big>(s: &str) -> T
where
    for<'a> &'a T: Add<&'a T, Output = T> + Mul<&'a T, Output = T> + Rem<&'a T, Output = T>,
{
    s.parse().ok().expect("decimal digits")
}

/// The cases for one crate, once: each case's name, answer and time.
fn cases<T: Big>(digits: &[(String, String)]) -> Vec<(String, String, f64)>
where
    for<'a> &'a T: Add<&'a T, Output = T> + Mul<&'a T, Output = T> + Rem<&'a T, Output = T>,
{
    let mut out = Vec::new();
    let (fib, seconds) = timed(|| {
        let (mut a, mut b) = (T::small(0), T::small(1));
        for _ in 0..20_000 {
            let c = &a + &b;
            a = b;
            b = c;
        }
        a.to_string()
    });
    let (decimal, decimal_seconds) = timed(|| parse::<T>(&fib).to_string());
    out.push(("fibonacci(20000) by additions".to_string(), fib, seconds));
    out.push(("str and int of 4180 digits".to_string(), decimal, decimal_seconds));
    let (factorial, seconds) = timed(|| {
        let mut f = T::small(1);
        for i in 1..3000 {
            f = &f * &T::small(i);
        }
        (&f % &T::small(998_244_353)).to_string()
    });
    out.push(("3000! by small ints, mod p".to_string(), factorial, seconds));
    for (a, b) in digits {
        let (answer, seconds) = timed(|| {
            let (a, b) = (parse::<T>(a), parse::<T>(b));
            let m = &a * &b;
            let q = m.quotient(&b);
            let r = &m % &(&b + &T::small(1));
            format!("{} {}", q == a, r.to_string().len())
        });
        out.push((format!("a*b, a*b//b, a*b%(b+1): {} digits", a.len()), answer, seconds));
    }
    out
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
    let names = [num_bigint::BigInt::NAME, dashu_int::IBig::NAME, ibig::IBig::NAME];
    // best[crate][case]: the least time seen; answers[crate]: the last round's.
    let mut best: Vec<Vec<f64>> = vec![Vec::new(); names.len()];
    let mut answers: Vec<Vec<String>> = vec![Vec::new(); names.len()];
    for _ in 0..7 {
        let rounds =
            [cases::<num_bigint::BigInt>(&digits), cases::<dashu_int::IBig>(&digits), cases::<ibig::IBig>(&digits)];
        for (k, round) in rounds.into_iter().enumerate() {
            best[k].resize(round.len(), f64::MAX);
            answers[k] = round.iter().map(|(_, answer, _)| answer.clone()).collect();
            for (j, (_, _, seconds)) in round.iter().enumerate() {
                best[k][j] = best[k][j].min(*seconds);
            }
        }
    }
    assert!(answers.iter().all(|a| *a == answers[0]), "the crates disagree");
    let case_names: Vec<String> = cases::<num_bigint::BigInt>(&digits).into_iter().map(|(name, _, _)| name).collect();
    println!("{:40} {:>11} {:>11} {:>11}   (best of 7, ms)", "case", names[0], names[1], names[2]);
    for (j, case) in case_names.iter().enumerate() {
        println!("{case:40} {:11.3} {:11.3} {:11.3}", best[0][j] * 1e3, best[1][j] * 1e3, best[2][j] * 1e3);
    }
}
