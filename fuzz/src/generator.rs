//! The program generator: a deterministic function from a seed to a terminating Python
//! program in ember's subset, built from randomly chosen and parameterised segments.
//!
//! Each segment defines its own names (suffixed with a unique number), runs its loops
//! with fixed bounds, catches every exception it may provoke and prints a bounded
//! amount of output. The segments aim at the JIT: functions called hundreds of times
//! with arguments whose types change after the function is hot, loops long enough for
//! on-stack replacement whose locals change type, class attributes and globals changed
//! after the code using them was compiled, and the corners of the number semantics.

/// splitmix64: tiny, fast, and good enough for choosing program shapes.
pub struct Rng {
    state: u64,
}

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng { state: seed.wrapping_mul(0x2545_F491_4F6C_DD1D) ^ 0x5851_F42D_4C95_7F2D }
    }

    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        assert!(n > 0, "Rng::below(0)");
        ((self.next_u64() >> 11) % n as u64) as usize
    }

    /// A number in `lo..=hi`.
    pub fn between(&mut self, lo: i64, hi: i64) -> i64 {
        lo + self.below((hi - lo + 1) as usize) as i64
    }

    pub fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }

    pub fn pick<'a, T>(&mut self, xs: &'a [T]) -> &'a T {
        &xs[self.below(xs.len())]
    }

    /// An index into `weights`, chosen with probability proportional to its weight.
    pub fn weighted(&mut self, weights: &[u32]) -> usize {
        let total: u32 = weights.iter().sum();
        let mut x = self.below(total as usize) as u32;
        for (i, &w) in weights.iter().enumerate() {
            if x < w {
                return i;
            }
            x -= w;
        }
        weights.len() - 1
    }
}

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

const NUMS: &[&str] = &["Num(0)", "Num(1)", "Num(-3)", "Num(2.5)", "Num(7)", "Num(-0.5)", "Num(True)"];

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

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    Tiny,
    Small,
    Big,
    Float,
    Corner,
    Bool,
    Str,
    List,
    Tuple,
    NoneV,
    /// An instance of `Num`.
    Obj,
}

/// A literal, with what the generator needs to know to avoid explosive combinations.
#[derive(Clone, Debug)]
struct Val {
    text: String,
    kind: Kind,
    num: Option<f64>,
}

impl Val {
    fn is_seq(&self) -> bool {
        matches!(self.kind, Kind::Str | Kind::List | Kind::Tuple)
    }
    fn is_intlike(&self) -> bool {
        matches!(self.kind, Kind::Tiny | Kind::Small | Kind::Big | Kind::Bool)
    }
    fn is_float(&self) -> bool {
        matches!(self.kind, Kind::Float | Kind::Corner)
    }
    fn int(n: i64) -> Val {
        Val { text: n.to_string(), kind: Kind::Small, num: Some(n as f64) }
    }
}

const TINY: &[i64] = &[-2, -1, 0, 1, 2, 3, 4, 5];
const SMALL: &[i64] = &[-7, -1, 0, 1, 3, 7, 10, 13, 100, 255, 1000, -1000, 12345, 65536];
const BIG: &[(&str, f64)] = &[
    ("2**62", 4.611686018427388e18),
    ("2**62 - 1", 4.611686018427388e18),
    ("-2**62", -4.611686018427388e18),
    ("-2**62 - 1", -4.611686018427388e18),
    ("2**63", 9.223372036854776e18),
    ("2**63 - 1", 9.223372036854776e18),
    ("-2**63", -9.223372036854776e18),
    ("-2**63 - 1", -9.223372036854776e18),
    ("2**64 + 3", 1.8446744073709552e19),
    ("4611686018427387903", 4.611686018427388e18),
    ("-4611686018427387905", -4.611686018427388e18),
    ("10**20", 1e20),
    ("3**40", 1.2157665459056929e19),
    ("-(2**62 + 12345)", -4.611686018427388e18),
];
const FLOATS: &[(&str, f64)] = &[
    ("0.5", 0.5),
    ("-1.5", -1.5),
    ("2.25", 2.25),
    ("3.0", 3.0),
    ("0.1", 0.1),
    ("-7.0", -7.0),
    ("1e16", 1e16),
    ("123.456", 123.456),
    ("0.001", 0.001),
    ("2.5e-05", 2.5e-05),
    ("1e100", 1e100),
    ("-0.75", -0.75),
    ("2.5", 2.5),
    ("-0.5", -0.5),
    ("9007199254740993.0", 9007199254740992.0),
];
const CORNERS: &[(&str, f64)] = &[
    ("0.0", 0.0),
    ("-0.0", -0.0),
    ("float('inf')", f64::INFINITY),
    ("float('-inf')", f64::NEG_INFINITY),
    ("float('nan')", f64::NAN),
    ("1e308", 1e308),
    ("-1e308", -1e308),
    ("5e-324", 5e-324),
    ("2.2250738585072014e-308", 2.2250738585072014e-308),
    ("1.7976931348623157e+308", f64::MAX),
];
const STRS: &[&str] = &["''", "'a'", "'xyz'", "'7'", "'Ab c'", "'-3'", "'2.5'", "'nan'", "'é日本'", "'ß'"];
const LISTS: &[&str] = &["[]", "[1, 2]", "[3.5, 'q']", "[None]", "[[0], 1]"];
const TUPLES: &[&str] = &["()", "(1, 2)", "(0.5, 't')", "(True,)"];

const BINOPS: &[&str] = &["+", "-", "*", "/", "//", "%", "**", "<<", ">>", "&", "|", "^"];
/// Operators that cannot make a value explode whatever their operands.
const TAME_OPS: &[&str] = &["+", "-", "/", "//", "%", "&", "|", "^", ">>"];
const CMPOPS: &[&str] = &["<", "<=", ">", ">=", "==", "!="];

#[derive(Clone, Copy, PartialEq, Eq)]
enum Mix {
    /// int, float, bool: arithmetic mostly succeeds.
    Numeric,
    /// Every kind: many operations raise TypeError.
    Any,
}

/// Is `l op r` able to allocate absurd amounts of memory, take absurdly long, or leave
/// the subset (complex numbers), or hit a known ember difference the generator avoids?
fn dangerous(op: &str, l: &Val, r: &Val) -> bool {
    let mag = |v: &Val| if v.is_intlike() { v.num.unwrap_or(0.0).abs() } else { 0.0 };
    match op {
        "*" => (l.is_seq() && mag(r) > 50.0) || (r.is_seq() && mag(l) > 50.0),
        "**" => {
            let big_exponent = r.is_intlike() && r.num.unwrap_or(0.0) > 8.0;
            let fractional = r.is_float() && r.num.is_some_and(|x| x.is_finite() && x.fract() != 0.0);
            let negative_base = l.num.is_some_and(|x| x.is_finite() && x < 0.0) && l.kind != Kind::Bool;
            big_exponent || (fractional && negative_base)
        }
        "<<" => r.is_intlike() && r.num.unwrap_or(0.0) > 64.0,
        // ember: `'...' % []` (a mapping-like right operand) raises TypeError where
        // CPython formats nothing.
        "%" => l.kind == Kind::Str && r.kind == Kind::List,
        _ => false,
    }
}

struct Gen {
    rng: Rng,
    next_id: usize,
    uses_math: bool,
    /// The program defines `Num` (see [`NUM_CLASS`]), so pools may hold instances.
    num_class: bool,
}

/// How a driver loop picks an argument from its pool each iteration.
struct Source {
    text: String,
    /// Values the source produces besides the pool's (a counter's range).
    extra: Vec<Val>,
    uses_pool: bool,
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
            _ => self.seg_str_loop(o),
        }
    }

    // ----- values -------------------------------------------------------------------

    fn val(&mut self, kind: Kind) -> Val {
        let num = |text: &str, n: f64, kind: Kind| Val { text: text.to_string(), kind, num: Some(n) };
        match kind {
            Kind::Tiny => Val { kind, ..Val::int(*self.rng.pick(TINY)) },
            Kind::Small => Val::int(*self.rng.pick(SMALL)),
            Kind::Big => {
                let (t, n) = *self.rng.pick(BIG);
                num(t, n, kind)
            }
            Kind::Float => {
                let (t, n) = *self.rng.pick(FLOATS);
                num(t, n, kind)
            }
            Kind::Corner => {
                let (t, n) = *self.rng.pick(CORNERS);
                num(t, n, kind)
            }
            Kind::Bool => {
                if self.rng.chance(50) {
                    num("True", 1.0, kind)
                } else {
                    num("False", 0.0, kind)
                }
            }
            Kind::Str => Val { text: self.rng.pick(STRS).to_string(), kind, num: None },
            Kind::List => Val { text: self.rng.pick(LISTS).to_string(), kind, num: None },
            Kind::Tuple => Val { text: self.rng.pick(TUPLES).to_string(), kind, num: None },
            Kind::NoneV => Val { text: "None".into(), kind, num: None },
            Kind::Obj => Val { text: self.rng.pick(NUMS).to_string(), kind, num: None },
        }
    }

    fn kind(&mut self, mix: Mix) -> Kind {
        const KINDS: &[Kind] = &[
            Kind::Tiny,
            Kind::Small,
            Kind::Big,
            Kind::Float,
            Kind::Corner,
            Kind::Bool,
            Kind::Str,
            Kind::List,
            Kind::Tuple,
            Kind::NoneV,
            Kind::Obj,
        ];
        let obj = if self.num_class { 2 } else { 0 };
        let weights: &[u32] = match mix {
            Mix::Numeric => &[2, 3, 3, 3, 2, 1, 0, 0, 0, 0, obj],
            Mix::Any => &[2, 3, 3, 3, 2, 2, 2, 1, 1, 1, obj],
        };
        KINDS[self.rng.weighted(weights)]
    }

    /// A pool of values; the first is usually a small int, the type a function sees
    /// while it gets hot.
    fn pool(&mut self, len: usize, mix: Mix) -> Vec<Val> {
        let mut out = Vec::new();
        for i in 0..len {
            let kind = if i == 0 && self.rng.chance(75) {
                if self.rng.chance(50) { Kind::Small } else { Kind::Tiny }
            } else {
                self.kind(mix)
            };
            out.push(self.val(kind));
        }
        out
    }

    /// A pool of `lo..=hi` values, all numeric with probability `numeric_pct`.
    fn pool_in(&mut self, lo: i64, hi: i64, numeric_pct: usize) -> Vec<Val> {
        let len = self.rng.between(lo, hi) as usize;
        let mix = if self.rng.chance(numeric_pct) { Mix::Numeric } else { Mix::Any };
        self.pool(len, mix)
    }

    /// A number (int, float or bool; never a `Num`).
    fn numeric(&mut self) -> Val {
        loop {
            let k = self.kind(Mix::Numeric);
            if k != Kind::Obj {
                return self.val(k);
            }
        }
    }

    /// A numeric value other than nan (for values that get sorted).
    fn numeric_no_nan(&mut self) -> Val {
        loop {
            let v = self.numeric();
            if !v.text.contains("nan") {
                return v;
            }
        }
    }

    fn int_val(&mut self) -> Val {
        let k = *self.rng.pick(&[Kind::Tiny, Kind::Small, Kind::Small, Kind::Big, Kind::Bool]);
        self.val(k)
    }

    /// Replaces values of `right` until no pair of `left` x `right` is dangerous.
    fn sanitize(&mut self, op: &str, left: &[Val], right: &mut [Val]) {
        for r in right.iter_mut() {
            let mut tries = 0;
            while left.iter().any(|l| dangerous(op, l, r)) {
                tries += 1;
                *r = if tries < 5 { self.val(Kind::Tiny) } else { Val::int(2) };
            }
        }
    }

    fn list_text(vals: &[Val]) -> String {
        let items: Vec<&str> = vals.iter().map(|v| v.text.as_str()).collect();
        format!("[{}]", items.join(", "))
    }

    /// How a driver loop of `iters` iterations reads its argument from `pool` (a list
    /// of `len` values named `name`). `counter` is the counter form, if allowed.
    fn source(&mut self, name: &str, len: usize, iters: usize, counter: Option<(&str, i64, i64)>) -> Source {
        let choice = self.rng.below(if counter.is_some() { 5 } else { 4 });
        let pool = |text: String| Source { text, extra: Vec::new(), uses_pool: true };
        match choice {
            0 => {
                let phase = (iters / len / self.rng.between(1, 3) as usize).max(1);
                pool(format!("{name}[(i // {phase}) % len({name})]"))
            }
            1 => pool(format!("{name}[i % len({name})]")),
            2 => {
                let t = self.rng.between(iters as i64 / 4, iters as i64 * 3 / 4);
                let k = self.rng.pick(&[1, 3, 7]);
                pool(format!("{name}[0] if i < {t} else {name}[(i * {k}) % len({name})]"))
            }
            3 => {
                let t = self.rng.between(iters as i64 / 3, iters as i64 * 4 / 5);
                pool(format!("{name}[0] if i < {t} else {name}[-1]"))
            }
            _ => {
                let (text, lo, hi) = counter.expect("counter source allowed");
                Source { text: text.to_string(), extra: vec![Val::int(lo), Val::int(hi)], uses_pool: false }
            }
        }
    }

    /// `if i % k == r:` sampling about `samples` of `iters` iterations.
    fn sample_cond(&mut self, iters: usize, samples: usize) -> String {
        let k = (iters / samples.max(1)).max(1);
        let r = self.rng.below(k);
        format!("i % {k} == {r}")
    }

    fn handler(&mut self, o: &mut Out, indent: usize, target: &str) {
        if self.rng.chance(30) {
            o.l(indent, "except ZeroDivisionError:");
            o.l(indent + 1, format!("{target} = 'ZDE'"));
        }
        if self.rng.chance(20) {
            o.l(indent, "except (KeyError, IndexError) as e:");
            o.l(indent + 1, format!("{target} = 'LK' + type(e).__name__"));
        }
        o.l(indent, "except Exception as e:");
        o.l(indent + 1, format!("{target} = type(e).__name__"));
    }

    // ----- typed numeric expressions --------------------------------------------

    /// An arithmetic expression over `vars` (name, may be float). With `allow_float`
    /// false the expression is an int (or bool) whenever its variables are.
    fn nexpr(&mut self, vars: &[(&str, bool)], depth: u32, allow_float: bool) -> (String, bool) {
        if depth == 0 || self.rng.chance(30) {
            return self.nleaf(vars, allow_float);
        }
        let d = depth - 1;
        match self.rng.below(18) {
            0..=2 => {
                let op = *self.rng.pick(&["+", "-", "*"]);
                let (a, fa) = self.nexpr(vars, d, allow_float);
                let (b, fb) = self.nexpr(vars, d, allow_float);
                (format!("({a} {op} {b})"), fa || fb)
            }
            3 | 4 => {
                let op = *self.rng.pick(&["//", "%"]);
                let (a, fa) = self.nexpr(vars, d, allow_float);
                if allow_float && self.rng.chance(25) {
                    let k = self.rng.pick(&["2.5", "0.75", "-3.5"]);
                    (format!("({a} {op} {k})"), true)
                } else {
                    let k = self.rng.pick(&["3", "7", "10", "97", "-4", "1000003", "2**33"]);
                    (format!("({a} {op} {k})"), fa)
                }
            }
            5 if allow_float => {
                let (a, _) = self.nexpr(vars, d, allow_float);
                let k = self.rng.pick(&["3", "7.5", "-2", "1e-3", "10**6"]);
                (format!("({a} / {k})"), true)
            }
            6 | 7 => {
                let op = *self.rng.pick(&["&", "|", "^"]);
                let (a, _) = self.nexpr(&int_vars(vars), d, false);
                let (b, _) = self.nexpr(&int_vars(vars), d, false);
                (format!("({a} {op} {b})"), false)
            }
            8 => {
                let (a, _) = self.nexpr(&int_vars(vars), d, false);
                let k = self.rng.between(0, 9);
                if self.rng.chance(50) {
                    (format!("({a} >> {k})"), false)
                } else {
                    (format!("(({a} & 0xffff) << {k})"), false)
                }
            }
            9 => {
                let (a, fa) = self.nexpr(vars, d, allow_float);
                (format!("abs({a})"), fa)
            }
            10 => {
                let (a, fa) = self.nexpr(vars, d, allow_float);
                (format!("(-{a})"), fa)
            }
            11 => {
                let f = *self.rng.pick(&["min", "max"]);
                let (a, fa) = self.nexpr(vars, d, allow_float);
                let (b, fb) = self.nexpr(vars, d, allow_float);
                (format!("{f}({a}, {b})"), fa || fb)
            }
            12 => {
                let (a, fa) = self.nexpr(vars, d, allow_float);
                let (b, fb) = self.nexpr(vars, d, allow_float);
                let (c, _) = self.nleaf(vars, true);
                let (e, _) = self.nleaf(vars, true);
                let op = *self.rng.pick(CMPOPS);
                (format!("({a} if {c} {op} {e} else {b})"), fa || fb)
            }
            13 => {
                let (a, _) = self.nleaf(&int_vars(vars), false);
                (format!("({a} ** 2)"), false)
            }
            14 => {
                let (a, _) = self.nexpr(vars, d, allow_float);
                let (b, _) = self.nexpr(vars, d, allow_float);
                let op = *self.rng.pick(CMPOPS);
                (format!("({a} {op} {b})"), false)
            }
            15 if allow_float => {
                let (a, _) = self.nexpr(vars, d, allow_float);
                (format!("float({a})"), true)
            }
            16 => {
                let (a, fa) = self.nexpr(vars, d, allow_float);
                // `round(x)` of a float makes an int, which NaN and infinities cannot be.
                let two_digits = self.rng.chance(50);
                if two_digits || fa { (format!("round({a}, 2)"), fa) } else { (format!("round({a})"), false) }
            }
            _ => {
                let (a, fa) = self.nexpr(vars, d, allow_float);
                let (b, fb) = self.nleaf(vars, allow_float);
                (format!("({a} + {b})"), fa || fb)
            }
        }
    }

    /// The operator combining a loop-carried variable with its update.
    fn carry_op(&mut self, may_float: bool) -> &'static str {
        let ops: &[&'static str] = if may_float { &["+", "-", "*"] } else { &["+", "-", "*", "^", "|", "+"] };
        ops[self.rng.below(ops.len())]
    }

    fn nleaf(&mut self, vars: &[(&str, bool)], allow_float: bool) -> (String, bool) {
        let usable: Vec<&(&str, bool)> = vars.iter().filter(|(_, f)| allow_float || !f).collect();
        if !usable.is_empty() && self.rng.chance(65) {
            let (name, f) = **self.rng.pick(&usable);
            return (name.to_string(), f);
        }
        if allow_float && self.rng.chance(25) {
            let k = self.rng.pick(&["0.5", "1.5", "2.0", "-0.25", "0.001", "3.75"]);
            return (k.to_string(), true);
        }
        let k = self.rng.pick(&["1", "2", "3", "7", "10", "97", "255", "1000", "-5", "2**31", "2**62 - 1", "True"]);
        (k.to_string(), false)
    }

    // ----- segments ------------------------------------------------------------------

    /// A function applying operators to arguments whose types change once it is hot.
    fn seg_polyop(&mut self, o: &mut Out) {
        let n = self.id();
        let op = *self.rng.pick(BINOPS);
        let iters = self.rng.between(250, 1500) as usize;
        let (la, lb, lc) = (self.rng.between(2, 6) as usize, self.rng.between(2, 5) as usize, self.rng.between(2, 5));
        let mix_a = if self.rng.chance(50) { Mix::Numeric } else { Mix::Any };
        let mix_b = if self.rng.chance(50) { Mix::Numeric } else { Mix::Any };
        let pa = self.pool(la, mix_a);
        let mut pb = self.pool(lb, mix_b);
        let pc = self.pool(lc as usize, Mix::Any);
        let sa = self.source(&format!("pa_{n}"), pa.len(), iters, Some(("i % 50 - 10", -10, 39)));
        let sb = self.source(&format!("pb_{n}"), pb.len(), iters, Some(("i % 9 - 2", -2, 6)));
        let sc = self.source(&format!("pc_{n}"), pc.len(), iters, None);
        let mut left = pa.clone();
        left.extend(sa.extra.iter().cloned());
        self.sanitize(op, &left, &mut pb);

        // The signature and the call: positional, keywords, a default, star-args.
        let (sig, call) = match self.rng.weighted(&[6, 1, 1, 1, 1]) {
            0 => ("a, b, c", format!("f_{n}(a, b, c)")),
            1 => ("a, b, c", format!("f_{n}(a, c=c, b=b)")),
            2 => ("a, b, c=None", format!("f_{n}(a, b, *([c] if i % 4 else []))")),
            3 => ("a, *rest", format!("f_{n}(a, b, c)")),
            _ => ("a, b, c, **kw", format!("f_{n}(a, b, c, k=i)")),
        };
        o.l(0, format!("def f_{n}({sig}):"));
        if sig == "a, *rest" {
            o.l(1, "b, c = rest");
        }
        if self.rng.chance(25) {
            // A result nobody uses: its guards and side effects must stay.
            let e = match self.rng.below(4) {
                0 => format!("a {} b", self.rng.pick(CMPOPS)),
                1 => format!("a {} b", self.rng.pick(&["+", "-", "&", "|", "^", ">>", "//"])),
                2 => "not c".to_string(),
                _ => format!("c {} 1", self.rng.pick(&["&", "<=", "+", "=="])),
            };
            o.l(1, e);
        }
        o.l(1, format!("x = a {op} b"));
        if self.rng.chance(30) {
            let op2 = *self.rng.pick(TAME_OPS);
            let k = self.numeric();
            o.l(1, format!("x {op2}= {}", k.text));
        }
        let un = self.unary("c");
        o.l(1, format!("y = {un}"));
        let test = self.test_expr();
        o.l(1, format!("if {test}:"));
        let op3 = *self.rng.pick(TAME_OPS);
        let k = self.numeric();
        o.l(2, format!("z = x {op3} {}", k.text));
        o.l(1, "else:");
        o.l(2, "z = y");
        let ret = *self.rng.pick(&["x", "(x, z)", "[y, z]", "z", "(x, y, z)"]);
        o.l(1, format!("return {ret}"));
        if sa.uses_pool {
            o.l(0, format!("pa_{n} = {}", Self::list_text(&pa)));
        }
        if sb.uses_pool {
            o.l(0, format!("pb_{n} = {}", Self::list_text(&pb)));
        }
        o.l(0, format!("pc_{n} = {}", Self::list_text(&pc)));
        let setup = [format!("a = {}", sa.text), format!("b = {}", sb.text), format!("c = {}", sc.text)];
        let samples = self.rng.between(6, 16) as usize;
        self.drive(o, n, iters, &setup, &call, samples);
    }

    /// The loop calling a segment's hot function (`call`, after the `setup` lines)
    /// `iters` times, sampling about `samples` results into a list printed with the
    /// function's name. Four forms: at module level with a `try` around the call; the
    /// same inside a function; inside a function without `try` (so the loop itself can
    /// be compiled and entered by OSR) calling the function through a helper that
    /// catches; or inside a function without `try`, the first exception ending the loop.
    fn drive(&mut self, o: &mut Out, n: usize, iters: usize, setup: &[String], call: &str, samples: usize) {
        let label = call.split('(').next().expect("a call");
        let cond = self.sample_cond(iters, samples);
        match self.rng.weighted(&[5, 2, 2, 2]) {
            0 => {
                o.l(0, format!("out_{n} = []"));
                o.l(0, format!("for i in range({iters}):"));
                for line in setup {
                    o.l(1, line);
                }
                o.l(1, "try:");
                o.l(2, format!("r = {call}"));
                self.handler(o, 1, "r");
                o.l(1, format!("if {cond}:"));
                o.l(2, format!("out_{n}.append(r)"));
                o.l(0, format!("print('{label}', out_{n})"));
            }
            1 => {
                o.l(0, format!("def drive_{n}():"));
                o.l(1, "out = []");
                o.l(1, format!("for i in range({iters}):"));
                for line in setup {
                    o.l(2, line);
                }
                o.l(2, "try:");
                o.l(3, format!("r = {call}"));
                self.handler(o, 2, "r");
                o.l(2, format!("if {cond}:"));
                o.l(3, "out.append(r)");
                o.l(1, "return out");
                o.l(0, format!("print('{label}', drive_{n}())"));
            }
            2 => {
                // The loop has no `try` (it can be compiled); the exceptions are caught
                // in a helper between it and the hot function.
                let (func, args) = call.split_once('(').expect("a call");
                o.l(0, format!("def guard_{n}(f, *args, **kw):"));
                o.l(1, "try:");
                o.l(2, "return f(*args, **kw)");
                o.l(1, "except Exception as e:");
                o.l(2, "return type(e).__name__");
                o.l(0, format!("def drive_{n}():"));
                o.l(1, "out = []");
                o.l(1, format!("for i in range({iters}):"));
                for line in setup {
                    o.l(2, line);
                }
                o.l(2, format!("r = guard_{n}({func}, {args}"));
                o.l(2, format!("if {cond}:"));
                o.l(3, "out.append(r)");
                o.l(1, "return out");
                o.l(0, format!("print('{label}', drive_{n}())"));
            }
            _ => {
                o.l(0, format!("out_{n} = []"));
                o.l(0, format!("def drive_{n}():"));
                o.l(1, format!("for i in range({iters}):"));
                for line in setup {
                    o.l(2, line);
                }
                o.l(2, format!("r = {call}"));
                o.l(2, format!("if {cond}:"));
                o.l(3, format!("out_{n}.append(r)"));
                o.l(1, "return i");
                o.l(0, "try:");
                o.l(1, format!("out_{n}.append(drive_{n}())"));
                o.l(0, "except Exception as e:");
                o.l(1, format!("out_{n}.append('stop:' + type(e).__name__)"));
                o.l(0, format!("print('{label}', out_{n})"));
            }
        }
    }

    fn unary(&mut self, c: &str) -> String {
        let forms = [
            "-{}",
            "+{}",
            "~{}",
            "not {}",
            "abs({})",
            "int({})",
            "float({})",
            "str({})",
            "len({})",
            "round({})",
            "bool({})",
            "repr({})",
            "{}[0]",
            "{}[-1:]",
        ];
        self.rng.pick(&forms).replace("{}", c)
    }

    fn test_expr(&mut self) -> String {
        let c1 = *self.rng.pick(CMPOPS);
        let c2 = *self.rng.pick(CMPOPS);
        match self.rng.below(12) {
            0 => format!("a {c1} b"),
            1 => format!("0 {c1} a {c2} 100"),
            2 => format!("a {c1} b {c2} c"),
            3 => "a and not c".into(),
            4 => "x".into(),
            5 => "not y".into(),
            6 => "x != x".into(),
            7 => "isinstance(x, (int, float))".into(),
            8 => "type(x) is float".into(),
            9 => format!("x is None or b in pc_{}", self.next_id),
            10 => format!("(a or c) {c1} b"),
            _ => format!("b {c1} {} {c2} a", self.numeric().text),
        }
    }

    /// A function whose loop runs long enough for OSR, with locals changing type.
    fn seg_typed_loop(&mut self, o: &mut Out) {
        let n = self.id();
        let fa = self.rng.chance(40);
        let fu = self.rng.chance(40);
        let fw = self.rng.chance(30);
        let vars = [("acc", fa), ("u", fu), ("w", fw), ("i", false), ("n", false)];
        let modulus = |g: &mut Gen, f: bool| -> String {
            if f && g.rng.chance(30) {
                g.rng.pick(&["7.5", "1e10", "-3.25"]).to_string()
            } else {
                g.rng
                    .pick(&[
                        "97",
                        "1000003",
                        "2**31 - 1",
                        "2**61 - 1",
                        "2**62",
                        "2**62 + 1",
                        "2**63 + 9",
                        "2**64",
                        "-1000003",
                    ])
                    .to_string()
            }
        };
        let use_while = self.rng.chance(25);
        let helper = self.rng.chance(40);
        if helper {
            o.l(0, format!("def hp_{n}(a, b):"));
            let body = *self.rng.pick(&[
                "return a * 2 if a % 3 else b",
                "return a - b if a > b else b - a",
                "return (a ^ 5) if isinstance(b, int) else a",
                "return a + 0.5 if a % 11 == 0 else a",
                "return b if b else a",
            ]);
            o.l(1, body);
        }
        o.l(0, format!("def g_{n}(n, s, t):"));
        o.l(1, "acc = s");
        o.l(1, "u = t");
        let w0 = if fw { self.numeric().text } else { self.int_val().text };
        o.l(1, format!("w = {w0}"));
        let hist = self.rng.chance(40);
        if hist {
            o.l(1, "hist = []");
        }
        if use_while {
            o.l(1, "i = -1");
            o.l(1, "while i < n - 1:");
            o.l(2, "i += 1");
        } else {
            o.l(1, "for i in range(n):");
        }
        // Type transitions partway.
        for _ in 0..self.rng.between(0, 2) {
            let at = *self.rng.pick(&["n // 2", "n - 3", "100", "n // 3", "1000", "periodic", "periodic"]);
            let mut options =
                vec!["acc = acc * 2**40 + 2**62", "w = 2**62 - 1", "acc = -acc", "w = True", "u = 2**63 + i"];
            if fa {
                options.extend(["acc = acc + 0.5", "acc = float(acc)", "acc = acc / 3"]);
            }
            if fu {
                options.extend(["u = float(u)", "u = -0.0"]);
            }
            if fw {
                options.extend(["w = w * 1.5", "w = float('inf')"]);
            }
            let stmt = *self.rng.pick(&options);
            if at == "periodic" {
                let k = self.rng.between(2, 7);
                o.l(2, format!("if i % {k} == {}:", self.rng.between(0, k - 1)));
            } else {
                o.l(2, format!("if i == {at}:"));
            }
            o.l(3, stmt);
        }
        let (e, _) = self.nexpr(&vars, 3, fa);
        let m = modulus(self, fa);
        let op = self.carry_op(fa);
        o.l(2, format!("acc = (acc {op} {e}) % {m}"));
        if helper {
            // hp may return a float (its `+ 0.5` form): only float variables take it.
            let target = if fa {
                "acc"
            } else if fu {
                "u"
            } else {
                "t_"
            };
            if target == "t_" {
                o.l(2, format!("t_ = hp_{n}(i, w)"));
            } else {
                let m = modulus(self, true);
                o.l(2, format!("{target} = ({target} + hp_{n}(i, {target})) % {m}"));
            }
        }
        if fa == fu && self.rng.chance(30) {
            o.l(2, "acc, u = u, acc");
        }
        let lhs = *self.rng.pick(&["acc", "u", "w", "i", "(i % 7)", "(acc + u)"]);
        let (c2, _) = self.nexpr(&vars, 1, true);
        let cmp = *self.rng.pick(CMPOPS);
        o.l(2, format!("if {lhs} {cmp} {c2}:"));
        let (e, _) = self.nexpr(&vars, 2, fu);
        let m = modulus(self, fu);
        let op = self.carry_op(fu);
        o.l(3, format!("u = (u {op} {e}) % {m}"));
        match self.rng.below(3) {
            0 => {
                o.l(2, "else:");
                let (e, _) = self.nexpr(&vars, 2, fw);
                let m = modulus(self, fw);
                let op = self.carry_op(fw);
                o.l(3, format!("w = (w {op} {e}) % {m}"));
            }
            1 => {
                o.l(2, format!("elif i % {} == 1:", self.rng.between(2, 9)));
                o.l(3, "continue");
                let (e, _) = self.nexpr(&vars, 1, fw);
                let m = modulus(self, fw);
                let op = self.carry_op(fw);
                o.l(2, format!("w = (w {op} {e}) % {m}"));
            }
            _ => {}
        }
        if hist {
            let k = self.rng.pick(&[97, 211, 500]);
            o.l(2, format!("if i % {k} == 0:"));
            o.l(3, "hist.append(acc)");
            o.l(1, "return acc, u, w, hist[-3:]");
        } else {
            o.l(1, "return acc, u, w");
        }
        if self.rng.chance(40) {
            o.l(0, "for j in range(150):");
            o.l(1, format!("r = g_{n}(j % 20, j, 1)"));
            o.l(0, "print('warm', r)");
        } else if self.rng.chance(40) {
            let s = if fa { self.numeric() } else { self.int_val() };
            let t = if fu { self.numeric() } else { self.int_val() };
            let calls = self.rng.between(200, 1500);
            let m = self.rng.between(3, 17);
            o.l(0, "try:");
            o.l(1, format!("res_{n} = [g_{n}(k % {m}, {}, {}) for k in range({calls})]", s.text, t.text));
            o.l(1, format!("print('many', res_{n}[-4:])"));
            o.l(0, "except Exception as e:");
            o.l(1, "print('many', type(e).__name__)");
        }
        let mut calls = Vec::new();
        for _ in 0..self.rng.between(2, 4) {
            let count = *self.rng.pick(&[30, 300, 1100, 1500, 2500]);
            let s = if fa { self.numeric() } else { self.int_val() };
            let t = if fu { self.numeric() } else { self.int_val() };
            calls.push(format!("({count}, {}, {})", s.text, t.text));
        }
        if self.rng.chance(15) {
            let bad = self.rng.pick(&["'x'", "None", "[1]"]);
            calls.push(format!("(50, {bad}, 1)"));
        }
        o.l(0, format!("for args in [{}]:", calls.join(", ")));
        o.l(1, "try:");
        o.l(2, format!("print('g_{n}', g_{n}(*args))"));
        o.l(1, "except Exception as e:");
        o.l(2, format!("print('g_{n}', type(e).__name__)"));
    }

    /// Lists, dicts, tuples and int sets mutated in a hot function; bad indices and keys.
    fn seg_containers(&mut self, o: &mut Out) {
        let n = self.id();
        let iters = self.rng.between(200, 1200) as usize;
        let cap = self.rng.between(4, 14);
        let vs = self.pool_in(2, 5, 60);
        o.l(0, format!("def get_{n}(c, k):"));
        o.l(1, *self.rng.pick(&["return c[k]", "return c[k] + 1", "return c[k:k + 2]", "return c[-k]"]));
        o.l(0, format!("def upd_{n}(lst, d, s, i, v):"));
        o.l(1, *self.rng.pick(&["lst.append(v)", "lst.insert(0, v)", "lst.append(i)", "lst += [v, i]"]));
        o.l(1, format!("if len(lst) > {cap}:"));
        o.l(2, *self.rng.pick(&["lst.pop(0)", "del lst[0]", "lst.pop()", "del lst[:2]", "lst.remove(lst[-1])"]));
        let dkey = *self.rng.pick(&["i % 7", "'k' + str(i % 5)", "(i % 3, i % 2)", "i % 4 - 2"]);
        let dval = *self.rng.pick(&["1", "v", "i"]);
        o.l(1, format!("d[{dkey}] = d.get({dkey}, 0) + {dval}"));
        let m = self.rng.between(5, 40);
        o.l(1, format!("s.add(i % {m})"));
        // ember's set iteration order differs from CPython's once a set has had
        // elements removed (the interpreter's, not the JIT's): such sets are mostly
        // printed sorted, so the difference shows up in a few seeds only.
        let discards = self.rng.chance(60);
        let sorted_sets = discards && self.rng.chance(95);
        if discards {
            o.l(1, format!("s.discard((i * 3) % {m})"));
        }
        if self.rng.chance(50) {
            let e = *self.rng.pick(&["v", "i * 2", "lst[0]", "-i"]);
            o.l(1, format!("lst[i % len(lst)] = {e}"));
        }
        if self.rng.chance(30) {
            o.l(1, format!("lst[1:3] = [i, {}]", self.val(Kind::Small).text));
        }
        if self.rng.chance(30) {
            o.l(1, "a, b = lst[0], lst[-1]");
            o.l(1, "lst[0], lst[-1] = b, a");
        }
        o.l(1, "return len(lst) + len(d) * 100 + len(s) * 10000");
        let l0: Vec<Val> = (0..self.rng.between(1, 5)).map(|_| self.val(Kind::Small)).collect();
        o.l(0, format!("L_{n} = {}", Self::list_text(&l0)));
        o.l(0, format!("D_{n} = {{}}"));
        o.l(0, format!("S_{n} = {{1, 2, {}}}", self.rng.between(3, 60)));
        o.l(0, format!("vs_{n} = {}", Self::list_text(&vs)));
        o.l(0, format!("T_{n} = (3, 1.5, 'tu', None, 2**62)"));
        o.l(0, format!("tot_{n} = 0"));
        o.l(0, format!("errs_{n} = {{}}"));
        o.l(0, format!("for i in range({iters}):"));
        let sv = self.source(&format!("vs_{n}"), vs.len(), iters, None);
        o.l(1, format!("v = {}", sv.text));
        o.l(1, "try:");
        o.l(2, format!("tot_{n} += upd_{n}(L_{n}, D_{n}, S_{n}, i, v)"));
        o.l(2, format!("tot_{n} += get_{n}({}, {})", self.coll(n), self.key()));
        o.l(2, format!("if abs(tot_{n}) > 2**80:"));
        o.l(3, format!("tot_{n} = tot_{n} % 1000003"));
        o.l(1, "except Exception as e:");
        o.l(2, format!("errs_{n}[type(e).__name__] = errs_{n}.get(type(e).__name__, 0) + 1"));
        o.l(0, format!("print('tot_{n}', tot_{n}, len(L_{n}), L_{n}[:6], errs_{n})"));
        let show = |e: String| if sorted_sets { format!("sorted({e})") } else { e };
        o.l(
            0,
            format!("print(D_{n}, {}, sorted(S_{n})[:5], {} in S_{n})", show(format!("S_{n}")), self.rng.between(0, 9)),
        );
        match self.rng.below(4) {
            0 => o.l(
                0,
                format!(
                    "print([x * 2 for x in L_{n} if isinstance(x, int)], {}, T_{n}[1:3])",
                    show(format!("{{x % 5 for x in S_{n}}}"))
                ),
            ),
            1 => o.l(
                0,
                format!("print({{k: D_{n}[k] for k in list(D_{n})[:3]}}, list(D_{n}.items())[-2:], T_{n}[::-1])"),
            ),
            2 => {
                o.l(0, format!("S2_{n} = {{x * 3 % 17 for x in range(12)}}"));
                let ops: Vec<String> =
                    ["|", "&", "-", "^"].iter().map(|op| show(format!("S_{n} {op} S2_{n}"))).collect();
                o.l(0, format!("print({}, len(S2_{n}))", ops.join(", ")));
            }
            _ => {
                let probe = self.val(Kind::Small).text;
                o.l(0, "try:");
                o.l(1, format!("print(L_{n}.index({probe}), L_{n}.count({probe}))"));
                o.l(0, "except ValueError as e:");
                o.l(1, format!("print('ValueError', L_{n}.count({probe}))"));
            }
        }
        if self.rng.chance(50) {
            o.l(0, "try:");
            let stmt = *self.rng.pick(&[
                "print(D_N.pop('missing'))",
                "del D_N[(9, 9)]",
                "print(T_N[7])",
                "a, b = T_N",
                "print(L_N[len(L_N)])",
                "print(D_N.pop('missing', 'dflt'), D_N.setdefault(99, [1]))",
            ]);
            o.l(1, stmt.replace("_N", &format!("_{n}")));
            o.l(0, "except (KeyError, IndexError, ValueError) as e:");
            o.l(1, "print(type(e).__name__)");
        }
    }

    fn coll(&mut self, n: usize) -> String {
        match self.rng.below(5) {
            0 | 1 => format!("L_{n}"),
            2 => format!("D_{n}"),
            3 => format!("T_{n}"),
            _ => "'abcdef'".to_string(),
        }
    }

    fn key(&mut self) -> String {
        self.rng
            .pick(&[
                "i % 11 - 5",
                "i % 7",
                "'k' + str(i % 4)",
                "(i % 3, 0)",
                "i % 9 - 4",
                "(i % 5) * 1.0",
                "i % 2 == 0",
            ])
            .to_string()
    }

    /// A class whose attributes and methods change after the code using them is hot.
    fn seg_class(&mut self, o: &mut Out) {
        let n = self.id();
        let iters = self.rng.between(300, 1200);
        let op = *self.rng.pick(&["+", "*", "-"]);
        let kval = self.numeric().text;
        let has_prop = self.rng.chance(40);
        let has_lt = self.rng.chance(40);
        let has_add = self.rng.chance(40);
        o.l(0, format!("class C_{n}:"));
        o.l(1, format!("k = {kval}"));
        o.l(1, "def __init__(self, v):");
        o.l(2, "self.v = v");
        o.l(1, "def m(self, x):");
        o.l(2, format!("return self.v {op} x + self.k"));
        o.l(1, "def __repr__(self):");
        if self.rng.chance(50) {
            o.l(2, format!("return 'C_{n}(' + repr(self.v) + ')'"));
        } else {
            o.l(2, format!("return f'C_{n}({{self.v!r}})'"));
        }
        if has_prop {
            o.l(1, "@property");
            o.l(1, "def dbl(self):");
            o.l(2, "return self.v * 2");
        }
        if has_lt {
            o.l(1, "def __lt__(self, other):");
            o.l(2, "return self.v < other.v");
        }
        if has_add {
            o.l(1, "def __add__(self, other):");
            o.l(2, format!("return C_{n}(self.v + (other.v if isinstance(other, C_{n}) else other))"));
        }
        o.l(0, format!("class D_{n}(C_{n}):"));
        match self.rng.below(3) {
            0 => {
                o.l(1, "def m(self, x):");
                o.l(2, "return super().m(x) * 2");
            }
            1 => {
                o.l(1, "k = 0.5");
            }
            _ => {
                o.l(1, "def __init__(self, v):");
                o.l(2, "super().__init__(v)");
                o.l(2, "self.k = -1");
            }
        }
        o.l(0, format!("def use_{n}(o, i):"));
        let e = *self.rng.pick(&[
            "o.m(i) + o.k",
            "o.m(i)",
            "o.v + o.k * i",
            "getattr(o, 'w', 0) + o.m(1)",
            "o.m(i) if hasattr(o, 'k') else -1",
        ]);
        let e = if has_prop && self.rng.chance(60) { format!("{e} + o.dbl") } else { e.to_string() };
        o.l(1, format!("return {e}"));
        let mut objs = Vec::new();
        for _ in 0..self.rng.between(2, 4) {
            let cls = if self.rng.chance(60) { "C" } else { "D" };
            let v = if self.rng.chance(70) { self.numeric_no_nan() } else { self.val(Kind::Str) };
            objs.push(format!("{cls}_{n}({})", v.text));
        }
        o.l(0, format!("objs_{n} = [{}]", objs.join(", ")));
        let mut events: Vec<(i64, String)> = Vec::new();
        let possible = [
            format!("C_{n}.k = {}", self.numeric().text),
            format!("C_{n}.m = lambda self, x: x - self.v"),
            format!("objs_{n}[0].k = 'z'"),
            format!("del C_{n}.k"),
            format!("objs_{n}[-1].v = {}", self.numeric_no_nan().text),
            format!("setattr(objs_{n}[0], 'w', 2.5)"),
            format!("objs_{n}.append(D_{n}({}))", self.numeric_no_nan().text),
            format!("C_{n}.m = C_{n}.__repr__"),
        ];
        for _ in 0..self.rng.between(1, 3) {
            let at = self.rng.between(iters / 5, iters - 10);
            let stmt = self.rng.pick(&possible).clone();
            if !events.iter().any(|(_, s)| *s == stmt) {
                events.push((at, stmt));
            }
        }
        events.sort();
        let mut setup = Vec::new();
        for (at, stmt) in events {
            setup.push(format!("if i == {at}:"));
            setup.push(format!("    {stmt}"));
        }
        let call = format!("use_{n}(objs_{n}[i % len(objs_{n})], i)");
        self.drive(o, n, iters as usize, &setup, &call, 12);
        o.l(0, format!("print(objs_{n}, [isinstance(x, D_{n}) for x in objs_{n}], hasattr(C_{n}, 'k'))"));
        if has_lt || has_add {
            o.l(0, "try:");
            if has_lt {
                o.l(1, format!("print(sorted(objs_{n}), objs_{n}[0] < objs_{n}[1])"));
            }
            if has_add {
                o.l(1, format!("print(objs_{n}[0] + objs_{n}[1], objs_{n}[0] + 1)"));
            }
            o.l(0, "except Exception as e:");
            o.l(1, "print(type(e).__name__)");
        }
    }

    /// Closures over counters with `nonlocal`, late-binding lambdas.
    fn seg_closures(&mut self, o: &mut Out) {
        let n = self.id();
        let iters = self.rng.between(200, 1200) as usize;
        let m = *self.rng.pick(&["1000003", "2**61 - 1", "2**64", "97", "7.5"]);
        o.l(0, format!("def mk_{n}(step):"));
        o.l(1, format!("total = {}", self.rng.pick(&["0", "0.0", "2**62 - 2", "True"])));
        o.l(1, "calls = 0");
        o.l(1, "def inc(v):");
        o.l(2, "nonlocal total, calls");
        o.l(2, "calls += 1");
        o.l(2, format!("total = (total + v * step) % {m}"));
        o.l(2, "return total");
        o.l(1, "def peek():");
        o.l(2, "return total, calls");
        o.l(1, "return inc, peek");
        let s1 = self.numeric().text;
        let s2 = self.val(Kind::Tiny).text;
        o.l(0, format!("inc_{n}, peek_{n} = mk_{n}({s1})"));
        o.l(0, format!("inc2_{n}, peek2_{n} = mk_{n}({s2})"));
        let vs = self.pool_in(2, 5, 70);
        o.l(0, format!("vs_{n} = {}", Self::list_text(&vs)));
        o.l(0, format!("for i in range({iters}):"));
        let sv = self.source(&format!("vs_{n}"), vs.len(), iters, Some(("i", 0, iters as i64)));
        o.l(1, format!("v = {}", sv.text));
        o.l(1, "try:");
        o.l(2, format!("inc_{n}(v)"));
        o.l(2, "if i % 3 == 0:");
        o.l(3, format!("inc2_{n}(v)"));
        o.l(1, "except Exception as e:");
        let cond = self.sample_cond(iters, 5);
        o.l(2, format!("if {cond}:"));
        o.l(3, format!("print('inc_{n}', i, type(e).__name__)"));
        o.l(0, format!("print(peek_{n}(), peek2_{n}())"));
        o.l(0, format!("fs_{n} = [lambda x, k=k: x * k + 1 for k in range(4)]"));
        o.l(0, format!("gs_{n} = [lambda x: x + k for k in range(3)]"));
        o.l(0, format!("print([f(3) for f in fs_{n}], [g(10) for g in gs_{n}])"));
        if self.rng.chance(60) {
            o.l(0, format!("def outer_{n}(a):"));
            o.l(1, "def mid(b):");
            o.l(2, "def inner(c):");
            o.l(3, "nonlocal b");
            o.l(3, "b = b + c");
            o.l(3, "return a + b");
            o.l(2, "return inner");
            o.l(1, "return mid(a * 2)");
            let a = self.numeric().text;
            o.l(0, format!("h_{n} = outer_{n}({a})"));
            o.l(0, format!("for j in range({}):", self.rng.between(50, 300)));
            o.l(1, format!("r = h_{n}(j % 3)"));
            o.l(0, format!("print('h_{n}', r, h_{n}(0.5))"));
        }
    }

    /// Bounded recursion, mutual recursion, exceptions from deep frames.
    fn seg_recursion(&mut self, o: &mut Out) {
        let n = self.id();
        let iters = self.rng.between(150, 500) as usize;
        let depth = self.rng.between(5, 45);
        let m = *self.rng.pick(&["1000003", "2**62", "2**63 + 1", "2**61 - 1", "9.5"]);
        let mul = *self.rng.pick(&["2", "3", "-1", "2**20", "0.5"]);
        o.l(0, format!("def rec_{n}(k, acc):"));
        o.l(1, "if k <= 0:");
        o.l(2, "return acc");
        if self.rng.chance(60) {
            let trig = self.rng.between(1, depth);
            let cmp = *self.rng.pick(CMPOPS);
            let v = self.numeric().text;
            o.l(1, format!("if k == {trig} and acc {cmp} {v}:"));
            o.l(2, "raise ValueError('deep')");
        }
        o.l(1, format!("return rec_{n}(k - 1, (acc * {mul} + k) % {m})"));
        o.l(0, format!("def ev_{n}(k):"));
        o.l(1, format!("return True if k == 0 else od_{n}(k - 1)"));
        o.l(0, format!("def od_{n}(k):"));
        o.l(1, format!("return False if k == 0 else ev_{n}(k - 1)"));
        let vs = self.pool_in(2, 5, 75);
        o.l(0, format!("vs_{n} = {}", Self::list_text(&vs)));
        o.l(0, format!("out_{n} = []"));
        o.l(0, format!("for i in range({iters}):"));
        let sv = self.source(&format!("vs_{n}"), vs.len(), iters, None);
        o.l(1, format!("s = {}", sv.text));
        o.l(1, "try:");
        o.l(2, format!("r = rec_{n}(i % {depth}, s)"));
        o.l(1, "except ValueError as e:");
        o.l(2, "r = 'VE:' + str(e)");
        o.l(1, "except Exception as e:");
        o.l(2, "r = type(e).__name__");
        let cond = self.sample_cond(iters, 10);
        o.l(1, format!("if {cond}:"));
        o.l(2, format!("out_{n}.append(r)"));
        o.l(
            0,
            format!(
                "print('rec_{n}', out_{n}, ev_{n}({}), od_{n}({}))",
                self.rng.between(0, 40),
                self.rng.between(0, 40)
            ),
        );
        if self.rng.chance(50) {
            o.l(0, format!("def fib_{n}(k):"));
            o.l(1, format!("return k if k < 2 else fib_{n}(k - 1) + fib_{n}(k - 2)"));
            let start = *self.rng.pick(&["0", "0.5", "True", "-3", "1.5"]);
            o.l(0, format!("print([fib_{n}(j) for j in range({})], fib_{n}({start}))", self.rng.between(5, 15)));
        }
    }

    /// User exception classes raised in compiled functions and caught by callers.
    fn seg_exceptions(&mut self, o: &mut Out) {
        let n = self.id();
        let iters = self.rng.between(200, 900) as usize;
        let (a, b, c) = (self.rng.between(3, 11), self.rng.between(4, 13), self.rng.between(5, 17));
        o.l(0, format!("class E_{n}(Exception):"));
        o.l(1, "pass");
        o.l(0, format!("class F_{n}(E_{n}):"));
        o.l(1, "def __init__(self, code):");
        o.l(2, "super().__init__('F', code)");
        o.l(2, "self.code = code");
        o.l(0, format!("def chk_{n}(x):"));
        o.l(1, format!("if x % {a} == 0:"));
        o.l(2, format!("raise F_{n}(x)"));
        o.l(1, format!("if x % {b} == 1:"));
        o.l(2, format!("raise E_{n}('plain')"));
        o.l(1, format!("if x % {c} == 2:"));
        o.l(2, "return 7 // (x - x)");
        o.l(1, format!("if x % {c} == 3:"));
        o.l(2, "return [1, 2][x]");
        o.l(1, "return x * 2");
        o.l(0, format!("def mid_{n}(x):"));
        o.l(1, format!("return chk_{n}(x) + 1"));
        let vs = self.pool_in(1, 4, 70);
        o.l(0, format!("vs_{n} = {}", Self::list_text(&vs)));
        o.l(0, format!("cnt_{n} = {{}}"));
        o.l(0, format!("fin_{n} = 0"));
        o.l(0, format!("for i in range({iters}):"));
        let sv = self.source(&format!("vs_{n}"), vs.len(), iters, Some(("i", 0, 0)));
        o.l(1, format!("v = {}", sv.text));
        o.l(1, "try:");
        o.l(2, format!("r = mid_{n}(v)"));
        o.l(1, format!("except F_{n} as e:"));
        o.l(2, "key = 'F' + str(e.code % 3)");
        o.l(1, format!("except E_{n} as e:"));
        o.l(2, "key = 'E' + str(len(e.args))");
        o.l(1, "except (ZeroDivisionError, IndexError) as e:");
        o.l(2, "key = type(e).__name__");
        o.l(1, "except Exception as e:");
        o.l(2, "key = 'other:' + type(e).__name__");
        o.l(1, "else:");
        o.l(2, "key = 'ok'");
        o.l(1, "finally:");
        o.l(2, format!("fin_{n} += 1"));
        o.l(1, format!("cnt_{n}[key] = cnt_{n}.get(key, 0) + 1"));
        o.l(0, format!("print('cnt_{n}', cnt_{n}, fin_{n})"));
        if self.rng.chance(60) {
            let t = self.rng.between(0, 8);
            o.l(0, format!("log_{n} = []"));
            o.l(0, format!("def tf_{n}(x):"));
            o.l(1, "try:");
            o.l(2, format!("if x > {t}:"));
            o.l(3, "raise ValueError(x)");
            o.l(2, "return 'body'");
            o.l(1, "except ValueError as e:");
            o.l(2, "return 'caught ' + str(e.args[0])");
            o.l(1, "finally:");
            o.l(2, format!("log_{n}.append(x)"));
            o.l(0, format!("print([tf_{n}(j) for j in range(10)], log_{n})"));
        }
        if self.rng.chance(50) {
            o.l(0, format!("def rr_{n}(x):"));
            o.l(1, "try:");
            o.l(2, "return 10 // x");
            o.l(1, "except ZeroDivisionError:");
            if self.rng.chance(50) {
                o.l(2, "raise KeyError('k') from None");
            } else {
                o.l(2, "raise");
            }
            o.l(0, "try:");
            o.l(1, format!("print(rr_{n}(3), rr_{n}(0))"));
            o.l(0, "except (KeyError, ZeroDivisionError) as e:");
            o.l(1, "print(type(e).__name__, e.args)");
        }
    }

    /// Generators with changing yield types, `yield from`, `next`.
    fn seg_generators(&mut self, o: &mut Out) {
        let n = self.id();
        let iters = self.rng.between(120, 400) as usize;
        let f = *self.rng.pick(&["1", "0.5", "2", "-1"]);
        o.l(0, format!("def gen_{n}(n, s):"));
        o.l(1, "v = s");
        o.l(1, "for i in range(n):");
        o.l(2, format!("if i % {} == 0:", self.rng.between(2, 4)));
        o.l(3, "yield i");
        o.l(2, "elif i % 3 == 1:");
        o.l(3, "yield v");
        o.l(2, "else:");
        o.l(3, "v = v + i");
        o.l(3, format!("yield v * {f}"));
        o.l(0, format!("def pipe_{n}(n, s):"));
        o.l(1, format!("yield from gen_{n}(n, s)"));
        o.l(1, "yield -1");
        let vs = self.pool_in(1, 4, 70);
        o.l(0, format!("vs_{n} = {}", Self::list_text(&vs)));
        o.l(0, format!("tot_{n} = 0"));
        o.l(0, format!("for i in range({iters}):"));
        let sv = self.source(&format!("vs_{n}"), vs.len(), iters, Some(("i", 0, 0)));
        o.l(1, format!("s = {}", sv.text));
        o.l(1, "try:");
        o.l(2, format!("for x in {}_{n}(i % 9, s):", self.rng.pick(&["gen", "pipe"])));
        o.l(3, format!("tot_{n} = (tot_{n} + x) % 1000003"));
        o.l(1, "except Exception as e:");
        o.l(2, format!("tot_{n} += 1"));
        o.l(0, format!("print('gen_{n}', tot_{n})"));
        let s = self.numeric().text;
        o.l(0, format!("print(list(pipe_{n}(5, {s})), sum(x * x for x in range(20) if x % 3))"));
        o.l(0, format!("g_{n} = gen_{n}(2, 1)"));
        o.l(0, format!("print(next(g_{n}), next(g_{n}), next(g_{n}, 'end'))"));
        o.l(0, "try:");
        o.l(1, format!("next(g_{n})"));
        o.l(0, "except StopIteration:");
        o.l(1, "print('stop')");
        if self.rng.chance(50) {
            o.l(0, "try:");
            o.l(1, format!("print(max(gen_{n}(7, {})), any(x == 3 for x in gen_{n}(5, 1)))", self.numeric().text));
            o.l(0, "except Exception as e:");
            o.l(1, "print(type(e).__name__)");
        }
    }

    /// f-strings, %-formatting and str.format on values of changing types.
    fn seg_format(&mut self, o: &mut Out) {
        let n = self.id();
        let iters = self.rng.between(150, 800) as usize;
        o.l(0, format!("def fm_{n}(v, w):"));
        let e1 = self.fmt_expr();
        let e2 = self.fmt_expr();
        o.l(1, format!("s = {e1}"));
        o.l(1, format!("t = {e2}"));
        o.l(1, *self.rng.pick(&["return s + '|' + t", "return (s, t)", "return s + str(len(t))"]));
        let vs = self.pool_in(2, 6, 0);
        let ws = self.pool_in(2, 4, 60);
        o.l(0, format!("vs_{n} = {}", Self::list_text(&vs)));
        o.l(0, format!("ws_{n} = {}", Self::list_text(&ws)));
        let sv = self.source(&format!("vs_{n}"), vs.len(), iters, Some(("i", 0, 0)));
        let sw = self.source(&format!("ws_{n}"), ws.len(), iters, None);
        let call = format!("fm_{n}({}, {})", sv.text, sw.text);
        self.drive(o, n, iters, &[], &call, 8);
    }

    fn fmt_expr(&mut self) -> String {
        const SPECS: &[&str] = &[
            ">8", "<6", "^7", ".3f", ".2e", "d", "x", "08.2f", ",", "_", ".1%", "g", ".4g", "*^9", "+.1f", "#x", "b",
            "o", "e", "+", " ", "=+8", "010", ".0f", "s", "X", ",.2f", ".3", "10.4", "E", ".10g",
        ];
        let spec = *self.rng.pick(SPECS);
        let spec2 = *self.rng.pick(SPECS);
        match self.rng.below(16) {
            0 => "f'{v!r}'".into(),
            1 => format!("f'{{v:{spec}}}'"),
            2 => format!("f'<{{v}}|{{w:{spec}}}>'"),
            3 => format!("f'{{v!r:>{}}}{{w!s}}'", self.rng.between(3, 12)),
            4 => format!("'{{:{spec}}}'.format(v)"),
            5 => "'{0!r}-{1}-{0}'.format(v, w)".into(),
            6 => format!("format(w, '{spec2}')"),
            7 => {
                let p = *self.rng.pick(&[
                    "%s", "%r", "%d", "%i", "%5.2f", "%x", "%X", "%-6s|", "%+.3e", "%05d", "%i%%", "%o", "%g", "%.3g",
                    "%e", "%10.4f", "% d", "%#x", "%.2s",
                ]);
                format!("'{p}' % (v,)")
            }
            8 => "'%s/%r' % (v, w)".into(),
            9 => "str(v) + '/' + repr(w)".into(),
            10 => {
                let m = *self.rng.pick(&[
                    "upper()",
                    "lower()",
                    "strip('-')",
                    "split('.')",
                    "find('1')",
                    "replace('0', 'o')",
                    "startswith('-')",
                    "endswith('0')",
                    "isdigit()",
                ]);
                format!("str(v).{m}")
            }
            11 => "'-'.join([str(v), str(w), repr(v)[:3]])".into(),
            12 => "str(w)[::-1] + str(v)[1:4]".into(),
            13 => "str(len(repr(v))) + str(v) * 2".into(),
            14 => "f'{v!r:^{len(str(w))}}'".into(),
            _ => "repr((v, w))".into(),
        }
    }

    /// Arithmetic over float corner values in a hot function.
    fn seg_float_corners(&mut self, o: &mut Out) {
        let n = self.id();
        let mut vals: Vec<String> = Vec::new();
        for _ in 0..self.rng.between(5, 9) {
            let v = if self.rng.chance(70) { self.val(Kind::Corner) } else { self.numeric() };
            vals.push(v.text);
        }
        let cols = self.rng.between(3, vals.len() as i64);
        let ops = [
            "a + b",
            "a - b",
            "a * b",
            "a / b",
            "a // b",
            "a % b",
            "divmod(a, b)",
            "min(a, b)",
            "max(a, b)",
            "a == b",
            "a < b",
            "a <= b",
            "a != b",
            "round(a)",
            "round(a, 1)",
            "int(a)",
            "math.floor(a)",
            "math.ceil(a)",
            "math.sqrt(a)",
            "math.fabs(a)",
            "math.exp(b)",
            "math.log(a)",
            "math.atan2(a, b)",
            "-a",
            "abs(a)",
            "a ** 2",
            "abs(a) ** 0.5",
            "a ** -1",
            "float(a) == int(b)",
        ];
        let k = self.rng.between(1, 3);
        let mut chosen = Vec::new();
        for _ in 0..k {
            chosen.push(*self.rng.pick(&ops));
        }
        if chosen.iter().any(|e| e.contains("math.")) {
            self.uses_math = true;
        }
        o.l(0, format!("def fop_{n}(a, b):"));
        o.l(1, format!("return {}", chosen.join(", ")));
        o.l(0, format!("fc_{n} = [{}]", vals.join(", ")));
        // Enough calls for fop to get hot at the default threshold (100 calls).
        let reps = self.rng.between(1, 3) * (120 / (vals.len() as i64 * cols) + 1);
        o.l(0, format!("for rep in range({reps}):"));
        o.l(1, format!("rows_{n} = []"));
        o.l(1, format!("for a in fc_{n}:"));
        o.l(2, "row = []");
        o.l(2, format!("for b in fc_{n}[:{cols}]:"));
        o.l(3, "try:");
        o.l(4, format!("row.append(fop_{n}(a, b))"));
        o.l(3, "except Exception as e:");
        o.l(4, "row.append(type(e).__name__[:5])");
        o.l(2, format!("rows_{n}.append(row)"));
        o.l(0, format!("for row in rows_{n}:"));
        o.l(1, format!("print('fc_{n}', row)"));
    }

    /// Ints near the 63-bit small-int boundary and the 64-bit word.
    fn seg_bigint(&mut self, o: &mut Out) {
        let n = self.id();
        let iters = self.rng.between(200, 1500) as usize;
        let base = *self.rng.pick(&[
            "2**62 - 5",
            "-2**62 + 5",
            "2**63 - 5",
            "-2**63 + 5",
            "2**31 - 3",
            "4611686018427387900",
            "-(2**62) - 3",
            "2**64 - 2",
        ]);
        let exprs = [
            "x + k",
            "x - k",
            "x * k",
            "x * -k",
            "-x",
            "abs(x)",
            "~x",
            "x // k if k else 0",
            "x % (k or 7)",
            "x << k",
            "x >> k",
            "x & (2**62 - 1)",
            "x | k",
            "x ^ -k",
            "(x + k) * 2",
            "x * 2 - x",
            "divmod(x, -3)",
            "x // -1",
            "x ** 2 % 1000003",
            "x == 2**62",
            "x < 2**62 - 1",
            "type(x + k).__name__",
            "float(x)",
            "x / 3",
            "(x * 7 + 1) / 9",
            "x / (k + 0.5)",
            "x == float(x)",
            "x < float(x) + k",
            "float(x) > x - 1",
            "x + 0.5 > x",
            "x // 2.0",
            "x % 2.5",
        ];
        let mut chosen = Vec::new();
        for _ in 0..self.rng.between(2, 5) {
            chosen.push(*self.rng.pick(&exprs));
        }
        o.l(0, format!("def bi_{n}(x, k):"));
        o.l(1, format!("return ({},)", chosen.join(", ")));
        o.l(0, format!("out_{n} = []"));
        o.l(0, format!("for i in range({iters}):"));
        let step = *self.rng.pick(&["i % 10", "i", "-i", "i * 3 % 11"]);
        o.l(1, format!("x = {base} + {step}"));
        o.l(1, format!("r = bi_{n}(x, i % {})", self.rng.between(2, 6)));
        let cond = self.sample_cond(iters, 6);
        o.l(1, format!("if {cond}:"));
        o.l(2, format!("out_{n}.append(r)"));
        o.l(0, format!("print('bi_{n}', out_{n})"));
        // A counter crossing the boundary inside an OSR-compiled loop.
        let start = *self.rng.pick(&["2**62 - 600", "-2**62 + 600", "2**63 - 600", "4611686018427387000"]);
        let step = *self.rng.pick(&["1", "-1", "3", "i % 3"]);
        o.l(0, format!("def cross_{n}(t):"));
        o.l(1, "kinds = []");
        o.l(1, format!("for i in range({}):", self.rng.between(1000, 2400)));
        o.l(2, format!("t += {step}"));
        o.l(2, "if i % 400 == 0:");
        o.l(3, "kinds.append(t % 1000)");
        o.l(1, "return t, kinds");
        o.l(0, format!("print('cross_{n}', cross_{n}({start}), cross_{n}(0))"));
        if self.rng.chance(50) {
            // A range whose counter itself crosses the boundary.
            let (lo, hi, step) = *self.rng.pick(&[
                ("2**62 - 700", "2**62 + 700", "1"),
                ("-2**62 + 500", "-2**62 - 500", "-1"),
                ("2**63 - 300", "2**63 + 300", "3"),
                ("2**62 - 5", "2**62 + 5", "1"),
                ("-5", "2**62 + 5", "2**60"),
            ]);
            o.l(0, format!("def rng_{n}(lo, hi, step):"));
            o.l(1, "t = 0");
            o.l(1, "last = None");
            o.l(1, "for i in range(lo, hi, step):");
            o.l(2, format!("t = (t + (i {} 7)) % 1000003", self.rng.pick(&["%", "&", "//", "^"])));
            o.l(2, "last = i");
            o.l(1, "return t, last");
            o.l(0, format!("for j in range({}):", self.rng.between(2, 120)));
            o.l(1, format!("r = rng_{n}(j, j + 20, 1 + j % 3)"));
            o.l(0, format!("print('rng_{n}', r, rng_{n}({lo}, {hi}, {step}))"));
        }
    }

    /// Globals rebound and builtins shadowed while functions using them are compiled.
    fn seg_globals(&mut self, o: &mut Out) {
        let n = self.id();
        let iters = self.rng.between(300, 1500);
        o.l(0, format!("G_{n} = 0"));
        o.l(0, format!("H_{n} = {}", self.val(Kind::Small).text));
        o.l(0, format!("def helper_{n}(v):"));
        o.l(1, "return v + 1");
        o.l(0, format!("def helper2_{n}(v):"));
        o.l(1, "return v * 2.5");
        o.l(0, format!("def gf_{n}(x):"));
        o.l(1, format!("global G_{n}"));
        o.l(1, format!("G_{n} = (G_{n} + x * H_{n}) % 1000003"));
        let builtin = *self.rng.pick(&["abs", "len", "max", "min", "str"]);
        let call = match builtin {
            "len" => "len([x, 1])",
            "max" | "min" => "BUILTIN(x, 3)",
            _ => "BUILTIN(x)",
        }
        .replace("BUILTIN", builtin);
        o.l(1, format!("return helper_{n}(G_{n}), {call}"));
        o.l(0, format!("out_{n} = []"));
        o.l(0, format!("for i in range({iters}):"));
        let mut events = Vec::new();
        let possible = [
            format!("H_{n} = 2.5"),
            format!("helper_{n} = helper2_{n}"),
            format!("H_{n} = 'x'"),
            format!("H_{n} = 2**62"),
            format!("{builtin} = lambda *a: 42"),
            format!("G_{n} = -1.5"),
        ];
        for _ in 0..self.rng.between(1, 3) {
            events.push((self.rng.between(iters / 5, iters - 10), self.rng.pick(&possible).clone()));
        }
        events.sort();
        for (at, stmt) in &events {
            o.l(1, format!("if i == {at}:"));
            o.l(2, stmt);
        }
        o.l(1, "try:");
        o.l(2, format!("r = gf_{n}(i)"));
        self.handler(o, 1, "r");
        let cond = self.sample_cond(iters as usize, 8);
        o.l(1, format!("if {cond}:"));
        o.l(2, format!("out_{n}.append(r)"));
        o.l(0, format!("print('G_{n}', G_{n}, out_{n})"));
        if events.iter().any(|(_, s)| s.starts_with(builtin)) {
            o.l(0, format!("del {builtin}"));
        }
    }

    /// `and`/`or`/`not` returning operands, truth tests, chained comparisons.
    fn seg_logic(&mut self, o: &mut Out) {
        let n = self.id();
        let iters = self.rng.between(200, 1000) as usize;
        o.l(0, format!("def lg_{n}(a, b, c):"));
        let mut results = Vec::new();
        let forms = [
            "a and b or c",
            "not a or (b and not c)",
            "a if b else c",
            "(a == b) + (b != c) + (a is None) + (c is not None)",
            "a or b or c",
            "not not a",
            "bool(a) is bool(b)",
            "(a or 0) and (c or 1)",
            "a < b < c",
            "a == b == c",
            "b <= a > c",
            "a != b != c",
            "a in (b, c)",
            "[a] == [b]",
        ];
        for (i, _) in (0..self.rng.between(2, 4)).enumerate() {
            let f = *self.rng.pick(&forms);
            o.l(1, format!("r{i} = {f}"));
            results.push(format!("r{i}"));
        }
        o.l(1, "if a:");
        o.l(2, "t = 1");
        o.l(1, "elif not b:");
        o.l(2, "t = 2");
        o.l(1, "else:");
        o.l(2, "t = 3");
        results.push("t".into());
        o.l(1, format!("return {}", results.join(", ")));
        let pools: Vec<Vec<Val>> = (0..3).map(|_| self.pool_in(2, 5, 0)).collect();
        for (name, p) in ["pa", "pb", "pc"].iter().zip(&pools) {
            o.l(0, format!("{name}_{n} = {}", Self::list_text(p)));
        }
        let mut args = Vec::new();
        for (name, p) in ["pa", "pb", "pc"].iter().zip(&pools) {
            args.push(self.source(&format!("{name}_{n}"), p.len(), iters, None).text);
        }
        let call = format!("lg_{n}({})", args.join(", "));
        self.drive(o, n, iters, &[], &call, 10);
    }

    /// Loops reading lists (by index and by iteration) whose element types change
    /// between calls, and which the loop itself mutates.
    fn seg_seq_loops(&mut self, o: &mut Out) {
        let n = self.id();
        let k = self.numeric().text;
        o.l(0, format!("def sl_{n}(xs, k):"));
        o.l(1, "t = 0");
        let extra = if self.rng.chance(25) { " + 1" } else { "" };
        o.l(1, format!("for i in range(len(xs){extra}):"));
        o.l(2, "x = xs[i]");
        if self.rng.chance(60) {
            let at = self.rng.between(0, 6);
            let m = *self.rng.pick(&[
                "xs.append(x)",
                "xs[0] = 2.5",
                "xs.pop()",
                "xs.insert(0, -x)",
                "del xs[-1]",
                "xs[-1] = 2**63",
                "xs.reverse()",
                "xs[i] = None",
                "xs.extend(xs[:2])",
            ]);
            o.l(2, format!("if i == {at} and len(xs) < 40:"));
            o.l(3, m);
        }
        let e = *self.rng.pick(&[
            "t + x * k",
            "t - x",
            "(t ^ x) + k",
            "t + x // 3",
            "t * 3 + x",
            "max(t, x)",
            "t + (x if x else k)",
        ]);
        o.l(2, format!("t = {e}"));
        o.l(2, "if abs(t) > 2**90:");
        o.l(3, "t = t % 1000003");
        o.l(1, "for x in xs:");
        if self.rng.chance(50) {
            let c = *self.rng.pick(&["x == 3", "len(xs) % 3 == 0", "x is None", "not x", "x > 100"]);
            let m = *self.rng.pick(&["xs.append(7)", "xs.append(x)", "xs.remove(x)", "xs.pop(0)", "xs[0] = x"]);
            o.l(2, format!("if {c} and len(xs) < 40:"));
            o.l(3, m);
        }
        o.l(2, format!("t = t {} x", self.rng.pick(&["-", "+", "|", "*"])));
        o.l(2, "if abs(t) > 2**90:");
        o.l(3, "t = t % 1000003");
        if self.rng.chance(50) {
            o.l(1, "j = 0");
            o.l(1, "while j < len(xs):");
            o.l(2, format!("t += xs[j] {} j", self.rng.pick(&["*", "+", "-", "&"])));
            o.l(2, format!("j += {}", self.rng.between(1, 3)));
        }
        if self.rng.chance(40) {
            o.l(1, "d = {'a': 1, 'b': 2}");
            o.l(1, "for key in d:");
            o.l(2, "if len(d) < 3 + len(xs) % 2:");
            o.l(3, "d[key + key] = t");
            o.l(1, "t = t + len(d)");
        }
        o.l(1, "return t, len(xs), xs[-2:]");
        let lists: Vec<String> = (0..self.rng.between(2, 4))
            .map(|_| {
                let kind = *self.rng.pick(&[
                    Kind::Small,
                    Kind::Small,
                    Kind::Tiny,
                    Kind::Float,
                    Kind::Big,
                    Kind::Bool,
                    Kind::Corner,
                ]);
                let mixed = self.rng.chance(30);
                let vals: Vec<Val> =
                    (0..self.rng.between(0, 8)).map(|_| if mixed { self.numeric() } else { self.val(kind) }).collect();
                Self::list_text(&vals)
            })
            .collect();
        o.l(0, format!("data_{n} = [{}]", lists.join(", ")));
        let iters = self.rng.between(150, 600) as usize;
        let phase = (iters / lists.len()).max(1);
        let fresh = self.rng.chance(70);
        let setup = if fresh {
            vec![format!("xs = list(data_{n}[(i // {phase}) % len(data_{n})])")]
        } else {
            vec![format!("xs = data_{n}[(i // {phase}) % len(data_{n})]")]
        };
        self.drive(o, n, iters, &setup, &format!("sl_{n}(xs, {k})"), 10);
        if !fresh {
            o.l(0, format!("print(data_{n})"));
        }
    }

    /// A loop updating an object's attributes and a list's and dict's items in place
    /// (`p.x += ...`, `xs[j] += ...`), the objects' field types differing.
    fn seg_attr_loop(&mut self, o: &mut Out) {
        let n = self.id();
        let m = *self.rng.pick(&["1000003", "2**62", "2**64 + 1", "7.5", "97"]);
        o.l(0, format!("class P_{n}:"));
        o.l(1, "def __init__(self, x, y):");
        o.l(2, "self.x = x");
        o.l(2, "self.y = y");
        o.l(2, "self.log = [0, 0, 0]");
        o.l(0, format!("def step_{n}(p, k, d):"));
        o.l(1, "for i in range(k):");
        let e = *self.rng.pick(&["p.y * i", "p.y", "i", "p.y - i", "p.x * p.y"]);
        if self.rng.chance(50) {
            o.l(2, format!("p.x += {e}"));
            o.l(2, format!("p.x %= {m}"));
        } else {
            o.l(2, format!("p.x = (p.x + {e}) % {m}"));
        }
        let k = self.rng.between(2, 5);
        o.l(2, format!("if i % {k} == 0:"));
        o.l(3, *self.rng.pick(&["p.y = -p.y", "p.y = p.y * 0.5", "p.y = p.y + 1", "p.y = p.x % 10", "p.y = not p.y"]));
        o.l(2, format!("p.log[i % 3] += {}", self.rng.pick(&["1", "p.y", "i", "0.5"])));
        o.l(2, format!("d[i % {}] = d.get(i % 4, 0) + p.x", self.rng.between(2, 5)));
        if self.rng.chance(30) {
            o.l(2, "if i == 7:");
            o.l(3, *self.rng.pick(&["p.z = 1", "del p.log", "p.x = None", "p.y = None"]));
        }
        o.l(1, "return p.x, p.y, p.log");
        let mut ps = Vec::new();
        for _ in 0..self.rng.between(2, 4) {
            let x = self.numeric().text;
            let y = self.numeric().text;
            ps.push(format!("P_{n}({x}, {y})"));
        }
        o.l(0, format!("ps_{n} = [{}]", ps.join(", ")));
        o.l(0, format!("d_{n} = {{}}"));
        let iters = self.rng.between(150, 600) as usize;
        let setup = vec![format!("p = ps_{n}[(i // {}) % len(ps_{n})]", (iters / 3).max(1))];
        let call = format!("step_{n}(p, i % {}, d_{n})", self.rng.between(5, 25));
        self.drive(o, n, iters, &setup, &call, 8);
        o.l(0, format!("print(d_{n}, [(p.x, p.y) for p in ps_{n}])"));
    }

    /// Strings built, indexed and scanned in a loop.
    fn seg_str_loop(&mut self, o: &mut Out) {
        let n = self.id();
        o.l(0, format!("def sb_{n}(n, s):"));
        o.l(1, "out = s");
        o.l(1, "cnt = 0");
        o.l(1, "for i in range(n):");
        o.l(2, "ch = out[i % len(out)]");
        o.l(
            2,
            format!(
                "if {}:",
                self.rng.pick(&["ch == 'a' or ch.isdigit()", "ch < 'm'", "ord(ch) % 3 == 0", "ch in 'aeiou'"])
            ),
        );
        o.l(3, "cnt += 1");
        o.l(2, "if len(out) < 60:");
        o.l(3, format!("out = out + chr({} + (i * 7 + ord(ch)) % 26)", self.rng.pick(&["97", "65", "0x3b1"])));
        o.l(2, "else:");
        o.l(3, format!("out = out[{}:] + ch", self.rng.between(1, 9)));
        o.l(1, "return out[-12:], cnt, out.find('b'), out.count('a'), out[::7]");
        let seeds = ["''", "'abc'", "'x1'", "'é日本'", "'zz' * 3", "'a'"];
        let chosen: Vec<&str> = (0..self.rng.between(2, 4)).map(|_| *self.rng.pick(&seeds)).collect();
        o.l(0, format!("ss_{n} = [{}]", chosen.join(", ")));
        let iters = self.rng.between(150, 500) as usize;
        let call = format!("sb_{n}(i % {}, ss_{n}[i % len(ss_{n})])", self.rng.between(10, 90));
        self.drive(o, n, iters, &[], &call, 8);
    }

    /// Counted while loops with break / continue / else, and for/else.
    fn seg_while(&mut self, o: &mut Out) {
        let n = self.id();
        let limit = self.rng.between(50, 5000);
        let skip = self.rng.between(2, 9);
        let m = self.rng.between(5, 31);
        o.l(0, format!("def w_{n}(n, s):"));
        o.l(1, "i = 0");
        o.l(1, "found = -1");
        o.l(1, "while i < n:");
        o.l(2, "i += 1");
        o.l(2, format!("if i % {skip} == 0:"));
        o.l(3, "continue");
        o.l(2, format!("s += i * i % {m}"));
        o.l(2, format!("if s > {limit} and found < 0:"));
        o.l(3, "found = i");
        if self.rng.chance(50) {
            o.l(3, "break");
        }
        o.l(1, "else:");
        o.l(2, "s = -s");
        o.l(1, "for j in range(3):");
        o.l(2, "if j == found:");
        o.l(3, "break");
        o.l(1, "else:");
        o.l(2, "j = None");
        o.l(1, "return s, found, j");
        let calls: Vec<String> = (0..self.rng.between(2, 4))
            .map(|_| {
                let count = *self.rng.pick(&[5, 50, 1200, 3000]);
                let s = self.numeric().text;
                format!("w_{n}({count}, {s})")
            })
            .collect();
        o.l(0, format!("for j in range({}):", self.rng.between(1, 150)));
        o.l(1, format!("r = w_{n}(j % 10, j)"));
        o.l(0, format!("print('w_{n}', r)"));
        for c in calls {
            o.l(0, "try:");
            o.l(1, format!("print({c})"));
            o.l(0, "except Exception as e:");
            o.l(1, "print(type(e).__name__)");
        }
    }

    /// The program's last statements: an exception left uncaught after the function
    /// raising it was called (and compiled) many times. Returns its type name.
    fn seg_uncaught(&mut self, o: &mut Out) -> &'static str {
        let n = self.id();
        let (body, good, bad, name) = *self.rng.pick(&[
            ("return 10 // x", "i % 3 + 1", "0", "ZeroDivisionError"),
            ("return [1, 2, 3][x]", "i % 3", "5", "IndexError"),
            ("return {1: 'a', 2: 'b', 3: 'c'}[x]", "i % 3 + 1", "7", "KeyError"),
            ("return 12 + x", "i", "'q'", "TypeError"),
            ("return x.upper()", "'s' * (i % 3)", "5", "AttributeError"),
            ("return int(x)", "str(i)", "'x1'", "ValueError"),
        ]);
        o.l(0, format!("def boom_{n}(x):"));
        o.l(1, body);
        o.l(0, format!("for i in range({}):", self.rng.between(150, 400)));
        o.l(1, format!("r = boom_{n}({good})"));
        o.l(0, "print('last', r)");
        o.l(0, format!("boom_{n}({bad})"));
        o.l(0, "print('unreachable')");
        name
    }
}

fn int_vars<'a>(vars: &[(&'a str, bool)]) -> Vec<(&'a str, bool)> {
    vars.iter().copied().filter(|(_, f)| !f).collect()
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

    #[test]
    fn dangerous_pairs() {
        let s = Val { text: "'a'".into(), kind: Kind::Str, num: None };
        let big = Val { text: "2**62".into(), kind: Kind::Big, num: Some(4.6e18) };
        let neg = Val { text: "-1.5".into(), kind: Kind::Float, num: Some(-1.5) };
        let half = Val { text: "0.5".into(), kind: Kind::Float, num: Some(0.5) };
        assert!(dangerous("*", &s, &big));
        assert!(dangerous("*", &big, &s));
        assert!(!dangerous("*", &s, &Val::int(3)));
        assert!(dangerous("**", &neg, &half));
        assert!(dangerous("**", &Val::int(2), &big));
        assert!(!dangerous("**", &big, &Val::int(8)));
        assert!(dangerous("<<", &Val::int(1), &Val::int(100)));
    }
}
