fn fib(n: i64) -> i64 {
    if n < 2 { n } else { fib(n - 1) + fib(n - 2) }
}

pub fn run(n: u64) -> String {
    fib(std::hint::black_box(n as i64)).to_string()
}
