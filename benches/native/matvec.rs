fn a(i: usize, j: usize) -> f64 {
    1.0 / (((i + j) * (i + j + 1) / 2 + i + 1) as f64)
}

fn mul(v: &[f64], n: usize, transpose: bool) -> Vec<f64> {
    (0..n)
        .map(|i| {
            let mut s = 0.0;
            for (j, vj) in v.iter().enumerate().take(n) {
                s += if transpose { a(j, i) } else { a(i, j) } * vj;
            }
            s
        })
        .collect()
}

pub fn run(n: u64) -> String {
    let n = std::hint::black_box(n as usize);
    let mut u = vec![1.0; n];
    let mut v = u.clone();
    for _ in 0..10 {
        v = mul(&mul(&u, n, false), n, true);
        u = mul(&mul(&v, n, false), n, true);
    }
    let (mut vbv, mut vv) = (0.0, 0.0);
    for i in 0..n {
        vbv += u[i] * v[i];
        vv += v[i] * v[i];
    }
    super::fixed9((vbv / vv).powf(0.5))
}
