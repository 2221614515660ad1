//! The program generator: a deterministic function from a seed to a terminating Python
//! program in ember's subset, built from randomly chosen and parameterised segments.
//!
//! Each segment defines its own names (suffixed with a unique number), runs its loops
//! with fixed bounds, catches every exception it may provoke and prints a bounded
//! amount of output. The segments aim at the JIT: functions called hundreds of times
//! with arguments whose types change after the function is hot, loops long enough for
//! on-stack replacement whose locals change type, class attributes and globals changed
//! after the code using them was compiled, and the corners of the number semantics.

mod drive;
mod expressions;
mod rng;
mod seg_control;
mod seg_data;
mod seg_numbers;
mod values;

pub use rng::Rng;

/// A generated program.
#[derive(Clone, Debug)]
pub struct Program {
    pub seed: u64,
    pub source: String,
    /// The exception type the program deliberately leaves uncaught at its end, if any:
    /// CPython then exits with status 1 and this name starts its last stderr line.
    pub expected_error: Option<&'static str>,
}

/// The program of `seed`.
pub fn generate(seed: u64) -> Program {
    let mut g = Gen { rng: Rng::new(seed), next_id: 0, uses_math: false, num_class: false };
    let target = g.rng.between(40, 135) as usize;
    let mut body: Vec<String> = Vec::new();
    if g.rng.chance(35) {
        g.num_class = true;
        body.extend(NUM_CLASS.lines().map(str::to_string));
    }
    let mut attempts = 0;
    while body.len() < target && attempts < 40 {
        attempts += 1;
        let mut o = Out::default();
        let kind = g.rng.weighted(SEGMENT_WEIGHTS);
        g.segment(kind, &mut o);
        if body.len() + o.lines.len() <= MAX_BODY {
            body.extend(o.lines);
        }
    }
    if g.num_class {
        body.push("print('Num calls', Num.calls)".to_string());
    }
    let mut expected_error = None;
    if g.rng.chance(12) {
        let mut o = Out::default();
        expected_error = Some(g.seg_uncaught(&mut o));
        body.extend(o.lines);
    } else {
        body.push("print('done')".to_string());
    }
    let mut source = format!("# ember-fuzz program, seed {seed}\n");
    if g.uses_math {
        source.push_str("import math\n");
    }
    for line in body {
        source.push_str(&line);
        source.push('\n');
    }
    Program { seed, source, expected_error }
}

/// Lines of the segments, leaving room for the header (2 lines), the `Num` count and
/// the uncaught-exception ending (7 lines).
const MAX_BODY: usize = 140;

/// A user class with operator methods, mixed into the value pools of some programs.
/// Each special method counts its calls, printed at the end: compiled code must call
/// them exactly as often as the interpreter.
const NUM_CLASS: &str = "\
class Num:
    calls = 0
    def __init__(self, v):
        self.v = v
    def __repr__(self):
        return 'Num(' + repr(self.v) + ')'
    def __add__(self, o):
        Num.calls += 1
        return Num(self.v + (o.v if isinstance(o, Num) else o))
    def __radd__(self, o):
        Num.calls += 1
        return Num(o + self.v)
    def __sub__(self, o):
        Num.calls += 1
        return Num(self.v - (o.v if isinstance(o, Num) else o))
    def __mul__(self, o):
        Num.calls += 1
        return Num(self.v * (o.v if isinstance(o, Num) else o))
    def __neg__(self):
        return Num(-self.v)
    def __lt__(self, o):
        Num.calls += 1
        return self.v < (o.v if isinstance(o, Num) else o)
    def __le__(self, o):
        Num.calls += 1
        return self.v <= (o.v if isinstance(o, Num) else o)
    def __eq__(self, o):
        Num.calls += 1
        return self.v == (o.v if isinstance(o, Num) else o)
    def __bool__(self):
        Num.calls += 1
        return self.v != 0
    def __len__(self):
        return abs(int(self.v)) % 5";

const SEGMENT_WEIGHTS: &[u32] = &[
    5, // poly-typed operators in a hot function
    3, // numeric loop with locals changing type (OSR)
    3, // containers
    3, // classes changed while in use
    2, // closures
    2, // recursion
    2, // exceptions through functions
    2, // generators
    2, // formatting and str methods
    2, // float corners
    2, // big ints near the small-int boundary
    2, // globals and builtins rebound
    2, // and / or / not, truth, chained comparisons
    1, // while loops, break / continue / else
    3, // loops over lists mutated while they run
    2, // instance attributes and subscripts updated in loops
    1, // strings built and indexed in loops
    2, // tuples returned to be unpacked, starred targets
    2, // methods dispatched over a class hierarchy, then isinstance and attributes
];

#[derive(Default)]
struct Out {
    lines: Vec<String>,
}

impl Out {
    fn l(&mut self, indent: usize, text: impl AsRef<str>) {
        self.lines.push(format!("{}{}", "    ".repeat(indent), text.as_ref()));
    }
}

struct Gen {
    rng: Rng,
    next_id: usize,
    uses_math: bool,
    /// The program defines `Num` (see [`NUM_CLASS`]), so pools may hold instances.
    num_class: bool,
}

impl Gen {
    fn id(&mut self) -> usize {
        self.next_id += 1;
        self.next_id
    }

    fn segment(&mut self, kind: usize, o: &mut Out) {
        match kind {
            0 => self.seg_polyop(o),
            1 => self.seg_typed_loop(o),
            2 => self.seg_containers(o),
            3 => self.seg_class(o),
            4 => self.seg_closures(o),
            5 => self.seg_recursion(o),
            6 => self.seg_exceptions(o),
            7 => self.seg_generators(o),
            8 => self.seg_format(o),
            9 => self.seg_float_corners(o),
            10 => self.seg_bigint(o),
            11 => self.seg_globals(o),
            12 => self.seg_logic(o),
            13 => self.seg_while(o),
            14 => self.seg_seq_loops(o),
            15 => self.seg_attr_loop(o),
            16 => self.seg_str_loop(o),
            17 => self.seg_unpack(o),
            _ => self.seg_dispatch(o),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_program() {
        for seed in [0, 1, 7, 12345, u64::MAX] {
            assert_eq!(generate(seed).source, generate(seed).source);
        }
        assert_ne!(generate(1).source, generate(2).source);
    }

    #[test]
    fn programs_are_40_to_150_lines() {
        for seed in 0..500 {
            let p = generate(seed);
            let n = p.source.lines().count();
            assert!((40..=150).contains(&n), "seed {seed}: {n} lines");
        }
    }
}
