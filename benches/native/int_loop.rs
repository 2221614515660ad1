pub fn run(n: u64) -> String {
    let n = std::hint::black_box(n as i64);
    let mut total: i64 = 0;
    let mut i: i64 = 0;
    while i < n {
        total += (i * i) % 7;
        if total > 1_000_000 {
            total -= 999_983;
        }
        i += 1;
    }
    total.to_string()
}
