//! Segments on operators and number semantics: poly-typed operators in a hot function,
//! loops whose locals change type, float corners, big ints, and `and`/`or`/`not`.

use super::values::{BINOPS, CMPOPS, Kind, Mix, TAME_OPS, Val};
use super::{Gen, Out};

impl Gen {
    /// A function applying operators to arguments whose types change once it is hot.
    pub(super) fn seg_polyop(&mut self, o: &mut Out) {
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

    /// A function whose loop runs long enough for OSR, with locals changing type.
    pub(super) fn seg_typed_loop(&mut self, o: &mut Out) {
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

    /// Arithmetic over float corner values in a hot function.
    pub(super) fn seg_float_corners(&mut self, o: &mut Out) {
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
    pub(super) fn seg_bigint(&mut self, o: &mut Out) {
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

    /// `and`/`or`/`not` returning operands, truth tests, chained comparisons.
    pub(super) fn seg_logic(&mut self, o: &mut Out) {
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
}
