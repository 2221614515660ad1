pub fn run(n: u64) -> String {
    let n = std::hint::black_box(n as usize);
    let mut flags = vec![true; n + 1];
    flags[0] = false;
    flags[1] = false;
    let mut p = 2;
    while p * p <= n {
        if flags[p] {
            let mut m = p * p;
            while m <= n {
                flags[m] = false;
                m += p;
            }
        }
        p += 1;
    }
    flags.iter().filter(|&&f| f).count().to_string()
}
