#[derive(Clone, Copy)]
struct Body {
    x: f64,
    y: f64,
    z: f64,
    vx: f64,
    vy: f64,
    vz: f64,
    mass: f64,
}

fn body(x: f64, y: f64, z: f64, vx: f64, vy: f64, vz: f64, mass: f64) -> Body {
    Body { x, y, z, vx, vy, vz, mass }
}

fn energy(bodies: &[Body]) -> f64 {
    let mut e = 0.0;
    for (i, a) in bodies.iter().enumerate() {
        e += 0.5 * a.mass * (a.vx * a.vx + a.vy * a.vy + a.vz * a.vz);
        for b in &bodies[i + 1..] {
            let (dx, dy, dz) = (a.x - b.x, a.y - b.y, a.z - b.z);
            e -= a.mass * b.mass / (dx * dx + dy * dy + dz * dz).sqrt();
        }
    }
    e
}

fn advance(bodies: &mut [Body], dt: f64) {
    let n = bodies.len();
    for i in 0..n {
        for j in i + 1..n {
            let (a, b) = (bodies[i], bodies[j]);
            let (dx, dy, dz) = (a.x - b.x, a.y - b.y, a.z - b.z);
            let d2 = dx * dx + dy * dy + dz * dz;
            let mag = dt / (d2 * d2.sqrt());
            let bm = b.mass * mag;
            let am = a.mass * mag;
            bodies[i].vx -= dx * bm;
            bodies[i].vy -= dy * bm;
            bodies[i].vz -= dz * bm;
            bodies[j].vx += dx * am;
            bodies[j].vy += dy * am;
            bodies[j].vz += dz * am;
        }
    }
    for a in bodies.iter_mut() {
        a.x += dt * a.vx;
        a.y += dt * a.vy;
        a.z += dt * a.vz;
    }
}

pub fn run(n: u64) -> String {
    let mut bodies = vec![
        body(0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 39.47),
        body(4.84, -1.16, -0.10, 0.606, 2.81, -0.02, 0.037),
        body(8.34, 4.12, -0.40, -1.01, 1.82, 0.008, 0.011),
        body(12.89, -15.11, -0.22, 1.08, 0.868, -0.01, 0.0017),
        body(15.37, -25.91, 0.17, 0.979, 0.594, -0.034, 0.002),
    ];
    for _ in 0..std::hint::black_box(n) {
        advance(&mut bodies, 0.001);
    }
    super::fixed9(energy(&bodies))
}
