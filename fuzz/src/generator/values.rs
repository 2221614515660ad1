//! Literal values: their kinds, the pools segments draw arguments from, and the
//! operand pairs kept apart because they would explode or hit a known ember difference.

use super::Gen;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Kind {
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
pub(super) struct Val {
    pub(super) text: String,
    pub(super) kind: Kind,
    pub(super) num: Option<f64>,
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
    pub(super) fn int(n: i64) -> Val {
        Val { text: n.to_string(), kind: Kind::Small, num: Some(n as f64) }
    }
}

const NUMS: &[&str] = &["Num(0)", "Num(1)", "Num(-3)", "Num(2.5)", "Num(7)", "Num(-0.5)", "Num(True)"];

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

pub(super) const BINOPS: &[&str] = &["+", "-", "*", "/", "//", "%", "**", "<<", ">>", "&", "|", "^"];
/// Operators that cannot make a value explode whatever their operands.
pub(super) const TAME_OPS: &[&str] = &["+", "-", "/", "//", "%", "&", "|", "^", ">>"];
pub(super) const CMPOPS: &[&str] = &["<", "<=", ">", ">=", "==", "!="];

#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Mix {
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

impl Gen {
    pub(super) fn val(&mut self, kind: Kind) -> Val {
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
    pub(super) fn pool(&mut self, len: usize, mix: Mix) -> Vec<Val> {
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
    pub(super) fn pool_in(&mut self, lo: i64, hi: i64, numeric_pct: usize) -> Vec<Val> {
        let len = self.rng.between(lo, hi) as usize;
        let mix = if self.rng.chance(numeric_pct) { Mix::Numeric } else { Mix::Any };
        self.pool(len, mix)
    }

    /// A number (int, float or bool; never a `Num`).
    pub(super) fn numeric(&mut self) -> Val {
        loop {
            let k = self.kind(Mix::Numeric);
            if k != Kind::Obj {
                return self.val(k);
            }
        }
    }

    /// A numeric value other than nan (for values that get sorted).
    pub(super) fn numeric_no_nan(&mut self) -> Val {
        loop {
            let v = self.numeric();
            if !v.text.contains("nan") {
                return v;
            }
        }
    }

    pub(super) fn int_val(&mut self) -> Val {
        let k = *self.rng.pick(&[Kind::Tiny, Kind::Small, Kind::Small, Kind::Big, Kind::Bool]);
        self.val(k)
    }

    /// Replaces values of `right` until no pair of `left` x `right` is dangerous.
    pub(super) fn sanitize(&mut self, op: &str, left: &[Val], right: &mut [Val]) {
        for r in right.iter_mut() {
            let mut tries = 0;
            while left.iter().any(|l| dangerous(op, l, r)) {
                tries += 1;
                *r = if tries < 5 { self.val(Kind::Tiny) } else { Val::int(2) };
            }
        }
    }

    pub(super) fn list_text(vals: &[Val]) -> String {
        let items: Vec<&str> = vals.iter().map(|v| v.text.as_str()).collect();
        format!("[{}]", items.join(", "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
