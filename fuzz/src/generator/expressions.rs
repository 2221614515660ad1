//! Expression builders: typed arithmetic over loop variables, unary operators, tests,
//! format expressions, and the containers and keys segments index with.

use super::Gen;
use super::values::CMPOPS;

impl Gen {
    // ----- typed numeric expressions --------------------------------------------

    /// An arithmetic expression over `vars` (name, may be float). With `allow_float`
    /// false the expression is an int (or bool) whenever its variables are.
    pub(super) fn nexpr(&mut self, vars: &[(&str, bool)], depth: u32, allow_float: bool) -> (String, bool) {
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
    pub(super) fn carry_op(&mut self, may_float: bool) -> &'static str {
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

    // ----- operands, tests and formats of particular segments -----------------

    pub(super) fn unary(&mut self, c: &str) -> String {
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

    pub(super) fn test_expr(&mut self) -> String {
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

    pub(super) fn coll(&mut self, n: usize) -> String {
        match self.rng.below(5) {
            0 | 1 => format!("L_{n}"),
            2 => format!("D_{n}"),
            3 => format!("T_{n}"),
            _ => "'abcdef'".to_string(),
        }
    }

    pub(super) fn key(&mut self) -> String {
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

    pub(super) fn fmt_expr(&mut self) -> String {
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
}

fn int_vars<'a>(vars: &[(&'a str, bool)]) -> Vec<(&'a str, bool)> {
    vars.iter().copied().filter(|(_, f)| !f).collect()
}
