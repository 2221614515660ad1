//! Driver loops: how a segment calls its hot function many times, reads arguments
//! from its pools, samples the results and catches the exceptions.

use super::values::Val;
use super::{Gen, Out};

/// How a driver loop picks an argument from its pool each iteration.
pub(super) struct Source {
    pub(super) text: String,
    /// Values the source produces besides the pool's (a counter's range).
    pub(super) extra: Vec<Val>,
    pub(super) uses_pool: bool,
}

impl Gen {
    /// How a driver loop of `iters` iterations reads its argument from `pool` (a list
    /// of `len` values named `name`). `counter` is the counter form, if allowed.
    pub(super) fn source(&mut self, name: &str, len: usize, iters: usize, counter: Option<(&str, i64, i64)>) -> Source {
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
    pub(super) fn sample_cond(&mut self, iters: usize, samples: usize) -> String {
        let k = (iters / samples.max(1)).max(1);
        let r = self.rng.below(k);
        format!("i % {k} == {r}")
    }

    pub(super) fn handler(&mut self, o: &mut Out, indent: usize, target: &str) {
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

    /// The loop calling a segment's hot function (`call`, after the `setup` lines)
    /// `iters` times, sampling about `samples` results into a list printed with the
    /// function's name. Four forms: at module level with a `try` around the call; the
    /// same inside a function; inside a function without `try` (so the loop itself can
    /// be compiled and entered by OSR) calling the function through a helper that
    /// catches; or inside a function without `try`, the first exception ending the loop.
    pub(super) fn drive(&mut self, o: &mut Out, n: usize, iters: usize, setup: &[String], call: &str, samples: usize) {
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
}
