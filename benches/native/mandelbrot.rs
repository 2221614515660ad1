pub fn run(n: u64) -> String {
    let n = std::hint::black_box(n as i64);
    let nf = n as f64;
    let mut inside = 0;
    for y in 0..n {
        let ci = 2.0 * y as f64 / nf - 1.0;
        for x in 0..n {
            let cr = 2.5 * x as f64 / nf - 2.0;
            let (mut zr, mut zi) = (0.0f64, 0.0f64);
            let mut k = 0;
            while k < 50 && zr * zr + zi * zi <= 4.0 {
                let t = zr * zr - zi * zi + cr;
                zi = 2.0 * zr * zi + ci;
                zr = t;
                k += 1;
            }
            if k == 50 {
                inside += 1;
            }
        }
    }
    inside.to_string()
}
