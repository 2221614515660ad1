//! Segments on data: containers, classes changed while in use, lists and attributes
//! mutated in loops, strings built in loops, and formatting.

use super::values::{Kind, Val};
use super::{Gen, Out};

impl Gen {
    /// Lists, dicts, tuples and int sets mutated in a hot function; bad indices and keys.
    pub(super) fn seg_containers(&mut self, o: &mut Out) {
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

    /// A class whose attributes and methods change after the code using them is hot.
    pub(super) fn seg_class(&mut self, o: &mut Out) {
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

    /// Tuples a function returns for its caller to unpack (which inlining makes
    /// without the tuple), nested and starred targets, and unpacking the wrong
    /// number of values, on values of changing types.
    pub(super) fn seg_unpack(&mut self, o: &mut Out) {
        let n = self.id();
        let iters = self.rng.between(150, 800) as usize;
        o.l(0, format!("def up_{n}(a, b):"));
        o.l(1, *self.rng.pick(&["return a, b", "return b, a", "return a, (b, a)", "return (a, b, a)"]));
        o.l(0, format!("def uu_{n}(v, w, i):"));
        match self.rng.below(4) {
            0 => {
                o.l(1, "try:");
                o.l(2, format!("x, y = up_{n}(v, w)"));
                o.l(1, "except ValueError as e:");
                o.l(2, "return str(e)");
                o.l(1, "return (y, x)");
            }
            1 => {
                o.l(1, format!("first, *rest = up_{n}(v, w)"));
                o.l(1, "*init, last = [w, v, i]");
                o.l(1, "return (first, rest, init, last)");
            }
            2 => {
                o.l(1, "try:");
                o.l(2, format!("x, (y, z) = up_{n}(v, w)"));
                o.l(1, "except (ValueError, TypeError) as e:");
                o.l(2, "return type(e).__name__");
                o.l(1, "return [x, y, z]");
            }
            _ => {
                o.l(1, "try:");
                o.l(2, "a, *b, c = [v] * (i % 4) + [w]");
                o.l(1, "except ValueError as e:");
                o.l(2, "return str(e)");
                o.l(1, "return (a, b, c)");
            }
        }
        let vs = self.pool_in(2, 6, 50);
        let ws = self.pool_in(2, 4, 50);
        o.l(0, format!("vs_{n} = {}", Self::list_text(&vs)));
        o.l(0, format!("ws_{n} = {}", Self::list_text(&ws)));
        let sv = self.source(&format!("vs_{n}"), vs.len(), iters, Some(("i", 0, 0)));
        let sw = self.source(&format!("ws_{n}"), ws.len(), iters, None);
        let call = format!("uu_{n}({}, {}, i)", sv.text, sw.text);
        self.drive(o, n, iters, &[], &call, 8);
    }

    /// f-strings, %-formatting and str.format on values of changing types.
    pub(super) fn seg_format(&mut self, o: &mut Out) {
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

    /// Loops reading lists (by index and by iteration) whose element types change
    /// between calls, and which the loop itself mutates.
    pub(super) fn seg_seq_loops(&mut self, o: &mut Out) {
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
    pub(super) fn seg_attr_loop(&mut self, o: &mut Out) {
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

    /// A method dispatched over three or four classes (some subclasses of others,
    /// their instances of different shapes), then `isinstance` of the receiver and its
    /// attributes read and written: what an inlined dispatch proves about the receiver
    /// (`dispatch_facts`), and slots read again (`simplify`). Mid-loop, a method may
    /// give its receiver a new attribute, an instance may go to dictionary mode, a
    /// class may gain a property, or an instance of a class not seen yet may arrive.
    pub(super) fn seg_dispatch(&mut self, o: &mut Out) {
        let n = self.id();
        o.l(0, format!("class A_{n}:"));
        o.l(1, "def __init__(self, a, b):");
        o.l(2, "self.a = a");
        o.l(2, "self.b = b");
        o.l(1, "def step(self, i):");
        o.l(2, *self.rng.pick(&["return self.a + i", "return self.a * self.a - i", "return self.b"]));
        o.l(0, format!("class B_{n}(A_{n}):"));
        o.l(1, "def step(self, i):");
        let grow =
            *self.rng.pick(&["self.a += 1", "self.b = self.a + i", "self.extra = i", "self.a = self.a % 97 + 1"]);
        o.l(2, grow);
        o.l(2, "return self.a + self.b");
        o.l(0, format!("class C_{n}:"));
        o.l(1, "def __init__(self, a):");
        if self.rng.chance(50) {
            o.l(2, "self.pad = 0");
        }
        o.l(2, "self.a = a");
        o.l(2, "self.b = -a");
        o.l(1, "def step(self, i):");
        o.l(2, *self.rng.pick(&["return self.a * 2", "return i - self.b", "return self.a + self.a"]));
        let late = self.rng.below(5);
        if late == 0 {
            o.l(0, format!("class D_{n}(C_{n}):"));
            o.l(1, "def step(self, i):");
            o.l(2, "return 7");
        }
        let tests = [
            format!("A_{n}"),
            format!("B_{n}"),
            format!("C_{n}"),
            format!("(B_{n}, C_{n})"),
            "object".to_string(),
            "int".to_string(),
        ];
        let test = self.rng.pick(&tests).clone();
        o.l(0, format!("def disp_{n}(objs, i):"));
        o.l(1, "t = objs[i % len(objs)]");
        o.l(1, "acc = t.step(i)");
        o.l(1, format!("if isinstance(t, {test}):"));
        o.l(2, *self.rng.pick(&["acc += t.a", "acc += 1", "t.b = t.a"]));
        o.l(1, *self.rng.pick(&["acc += t.a + t.b", "t.a = t.a % 50", "acc -= t.b * t.b", "acc += t.a * t.a"]));
        let iters = self.rng.between(200, 900) as usize;
        let at = self.rng.between(20, iters as i64 / 2);
        o.l(1, format!("if i == {at}:"));
        let change = match late {
            0 => format!("objs.append(D_{n}(3))"),
            1 => "objs[0].__dict__['q'] = 1".to_string(),
            2 => format!("A_{n}.b = property(lambda self: 5)"),
            3 => "del objs[-1].b".to_string(),
            _ => format!("objs.append(B_{n}(1, 2))"),
        };
        o.l(2, change);
        o.l(1, "return acc");
        let mut objs = Vec::new();
        for _ in 0..self.rng.between(3, 5) {
            let a = self.rng.between(0, 30);
            objs.push(match self.rng.below(3) {
                0 => format!("A_{n}({a}, {})", self.rng.between(0, 9)),
                1 => format!("B_{n}({a}, {})", self.rng.between(0, 9)),
                _ => format!("C_{n}({a})"),
            });
        }
        o.l(0, format!("objs_{n} = [{}]", objs.join(", ")));
        let call = format!("disp_{n}(objs_{n}, i)");
        self.drive(o, n, iters, &[], &call, 8);
    }

    /// Strings built, indexed and scanned in a loop.
    pub(super) fn seg_str_loop(&mut self, o: &mut Out) {
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
}
