//! Segments on control flow: closures, recursion, exceptions, generators, rebound
//! globals, while loops, and the uncaught exception that may end a program.

use super::values::{CMPOPS, Kind};
use super::{Gen, Out};

impl Gen {
    /// Closures over counters with `nonlocal`, late-binding lambdas.
    pub(super) fn seg_closures(&mut self, o: &mut Out) {
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
    pub(super) fn seg_recursion(&mut self, o: &mut Out) {
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
    pub(super) fn seg_exceptions(&mut self, o: &mut Out) {
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
    pub(super) fn seg_generators(&mut self, o: &mut Out) {
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

    /// Globals rebound and builtins shadowed while functions using them are compiled.
    pub(super) fn seg_globals(&mut self, o: &mut Out) {
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

    /// Counted while loops with break / continue / else, and for/else.
    pub(super) fn seg_while(&mut self, o: &mut Out) {
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
    pub(super) fn seg_uncaught(&mut self, o: &mut Out) -> &'static str {
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
