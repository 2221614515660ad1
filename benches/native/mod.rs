//! Native Rust ports of suite programs: the physical limit to compare against. Each
//! `run(n)` returns exactly the line the Python program prints for `print(run(n))`.

mod bodies;
mod fib;
mod int_loop;
mod mandelbrot;
mod matvec;
mod sieve;

/// The port of `program`, if there is one.
pub fn port(program: &str) -> Option<fn(u64) -> String> {
    Some(match program {
        "int_loop" => int_loop::run,
        "fib" => fib::run,
        "mandelbrot" => mandelbrot::run,
        "sieve" => sieve::run,
        "matvec" => matvec::run,
        "bodies" => bodies::run,
        _ => return None,
    })
}

/// Formats like Python's `f"{x:.9f}"`.
fn fixed9(x: f64) -> String {
    format!("{x:.9}")
}
