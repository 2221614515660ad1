//! Delta debugging of a failing program over its statements.
//!
//! A statement is a line with the more-indented lines under it; a compound statement
//! takes its `elif`/`else`/`except`/`finally` clauses along, and each clause is also
//! removable on its own. A block left empty gets a `pass`. A candidate is kept when
//! CPython still runs it the way it ran the original (same status, and the same
//! exception type on the last stderr line) and ember still fails the same way in the
//! same mode; when the original ran correctly with `--jit=off`, the candidate must too,
//! so a JIT bug does not shrink into a different interpreter bug.

use crate::run::{Class, Config, Mode, classify, mode, panic_site, run_ember, run_python, write_program};
use std::time::Instant;

fn indent(line: &str) -> usize {
    line.len() - line.trim_start().len()
}

fn is_blank(line: &str) -> bool {
    let t = line.trim();
    t.is_empty() || t.starts_with('#')
}

fn is_clause(line: &str) -> bool {
    let t = line.trim_start();
    t.starts_with("elif ") || t.starts_with("else:") || t.starts_with("except") || t.starts_with("finally:")
}

/// The end (exclusive) of the statement or clause starting at `i`, without clauses.
fn block_end(lines: &[String], i: usize) -> usize {
    let ind = indent(&lines[i]);
    let mut j = i + 1;
    while j < lines.len() && (is_blank(&lines[j]) || indent(&lines[j]) > ind) {
        j += 1;
    }
    j
}

/// Removable line ranges `[start, end)`: every statement with its clauses, and every
/// clause alone.
pub fn units(lines: &[String]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    for i in 0..lines.len() {
        if is_blank(&lines[i]) {
            continue;
        }
        let end = block_end(lines, i);
        if is_clause(&lines[i]) {
            out.push((i, end));
            continue;
        }
        let ind = indent(&lines[i]);
        let mut j = end;
        while j < lines.len() && indent(&lines[j]) == ind && is_clause(&lines[j]) {
            j = block_end(lines, j);
        }
        out.push((i, j));
    }
    out
}

/// `lines` without `[s, e)`, with `pass` where that empties a block.
pub fn remove(lines: &[String], s: usize, e: usize) -> Vec<String> {
    let mut out: Vec<String> = lines[..s].to_vec();
    let prev = (0..s).rev().find(|&k| !is_blank(&lines[k]));
    let next = (e..lines.len()).find(|&k| !is_blank(&lines[k]));
    if let Some(p) = prev {
        let header = lines[p].trim_end().ends_with(':');
        let opened = indent(&lines[s]) > indent(&lines[p]);
        let closed = next.is_none_or(|n| indent(&lines[n]) <= indent(&lines[p]));
        if header && opened && closed {
            out.push(format!("{}pass", &lines[s][..indent(&lines[s])]));
        }
    }
    out.extend_from_slice(&lines[e..]);
    out
}

/// The fine-grained reductions, each with its candidates numbered `0..count`.
#[derive(Clone, Copy)]
enum Pass {
    /// Remove statement or clause `k`.
    Remove,
    /// Replace compound statement `k` (not a `def` or `class`) by its first body.
    Unwrap,
    /// Remove one element of a list literal (the `k`-th element over the program).
    Elements,
    /// Halve the `k`-th `range(N)` bound.
    Ranges,
}

impl Pass {
    fn count(self, lines: &[String]) -> usize {
        match self {
            Pass::Remove | Pass::Unwrap => units(lines).len(),
            Pass::Elements => lines.iter().map(|l| list_elements(l).map_or(0, |(_, items)| items.len())).sum(),
            Pass::Ranges => lines.iter().map(|l| range_bounds(l).len()).sum(),
        }
    }

    fn apply(self, lines: &[String], k: usize) -> Option<Vec<String>> {
        match self {
            Pass::Remove => {
                let (s, e) = *units(lines).get(k)?;
                Some(remove(lines, s, e))
            }
            Pass::Unwrap => {
                let (s, _) = *units(lines).get(k)?;
                unwrap(lines, s)
            }
            Pass::Elements => {
                let mut k = k;
                for (i, line) in lines.iter().enumerate() {
                    let Some((open, items)) = list_elements(line) else { continue };
                    if k >= items.len() {
                        k -= items.len();
                        continue;
                    }
                    if items.len() < 2 {
                        return None;
                    }
                    let kept: Vec<&str> =
                        items.iter().enumerate().filter(|&(j, _)| j != k).map(|(_, s)| s.as_str()).collect();
                    let close = open + 1 + items_len(&line[open + 1..])?;
                    let mut out = lines.to_vec();
                    out[i] = format!("{}{}{}", &line[..=open], kept.join(", "), &line[close..]);
                    return Some(out);
                }
                None
            }
            Pass::Ranges => {
                let mut k = k;
                for (i, line) in lines.iter().enumerate() {
                    let bounds = range_bounds(line);
                    if k >= bounds.len() {
                        k -= bounds.len();
                        continue;
                    }
                    let (at, len, n) = bounds[k];
                    let mut out = lines.to_vec();
                    out[i] = format!("{}{}{}", &line[..at], n / 2, &line[at + len..]);
                    return Some(out);
                }
                None
            }
        }
    }
}

/// `lines` with the compound statement at `s` replaced by its first body, dedented.
fn unwrap(lines: &[String], s: usize) -> Option<Vec<String>> {
    let header = lines[s].trim_start();
    if !header.trim_end().ends_with(':') || header.starts_with("def ") || header.starts_with("class ") {
        return None;
    }
    if is_clause(&lines[s]) {
        return None;
    }
    let body_end = block_end(lines, s);
    let mut end = body_end;
    while end < lines.len() && indent(&lines[end]) == indent(&lines[s]) && is_clause(&lines[end]) {
        end = block_end(lines, end);
    }
    let first = (s + 1..body_end).find(|&k| !is_blank(&lines[k]))?;
    let shift = indent(&lines[first]).checked_sub(indent(&lines[s]))?;
    let mut out: Vec<String> = lines[..s].to_vec();
    for line in &lines[s + 1..body_end] {
        let cut = shift.min(indent(line));
        out.push(line[cut..].to_string());
    }
    out.extend_from_slice(&lines[end..]);
    Some(out)
}

/// For a line `NAME = [a, b, ...]`: the index of `[` and the elements.
fn list_elements(line: &str) -> Option<(usize, Vec<String>)> {
    let eq = line.find(" = [")?;
    if !line.trim_end().ends_with(']') {
        return None;
    }
    let open = eq + 3;
    let len = items_len(&line[open + 1..])?;
    let inner = &line[open + 1..open + 1 + len];
    if inner.trim().is_empty() {
        return None;
    }
    Some((open, split_top_level(inner)))
}

/// The length of the text up to the bracket closing an opened one.
fn items_len(text: &str) -> Option<usize> {
    top_level_chars(text).into_iter().find(|&(_, c)| matches!(c, ']' | ')' | '}')).map(|(i, _)| i)
}

fn split_top_level(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut start = 0;
    for (i, _) in top_level_chars(text).into_iter().filter(|&(_, c)| c == ',') {
        out.push(text[start..i].trim().to_string());
        start = i + 1;
    }
    out.push(text[start..].trim().to_string());
    out
}

/// The characters of `text` outside string literals and brackets, with their offsets.
/// A closing bracket that `text` did not open ends the scan and is the last one given.
fn top_level_chars(text: &str) -> Vec<(usize, char)> {
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut quote: Option<char> = None;
    for (i, c) in text.char_indices() {
        match quote {
            Some(q) if c == q => quote = None,
            Some(_) => {}
            None => match c {
                '\'' | '"' => quote = Some(c),
                '[' | '(' | '{' => depth += 1,
                ']' | ')' | '}' if depth == 0 => {
                    out.push((i, c));
                    break;
                }
                ']' | ')' | '}' => depth -= 1,
                _ if depth == 0 => out.push((i, c)),
                _ => {}
            },
        }
    }
    out
}

/// The `N` of each `range(N)` or `range(N, ...)` with a literal `N > 10`: (offset,
/// length, value).
fn range_bounds(line: &str) -> Vec<(usize, usize, u64)> {
    let mut out = Vec::new();
    let mut from = 0;
    while let Some(at) = line[from..].find("range(") {
        let start = from + at + "range(".len();
        let digits = line[start..].chars().take_while(char::is_ascii_digit).count();
        let after = line[start + digits..].chars().next();
        if digits > 0 && matches!(after, Some(')') | Some(',')) {
            if let Ok(n) = line[start..start + digits].parse::<u64>() {
                if n > 10 {
                    out.push((start, digits, n));
                }
            }
        }
        from = start;
    }
    out
}

fn join(lines: &[String]) -> String {
    let mut s = lines.join("\n");
    s.push('\n');
    s
}

/// What a candidate must still do.
struct Target<'a> {
    cfg: &'a Config,
    mode: Mode,
    class: Class,
    status: Option<i32>,
    /// The exception type on CPython's last stderr line (empty when it exited 0).
    error_type: String,
    panic: Option<String>,
    interp_ok: bool,
    name: String,
    tests: usize,
}

fn error_type(last: &str) -> String {
    last.split(':').next().unwrap_or("").to_string()
}

impl Target<'_> {
    fn interesting(&mut self, lines: &[String]) -> bool {
        self.tests += 1;
        let path = write_program(self.cfg, &self.name, &join(lines));
        let reference = run_python(self.cfg, &path);
        if reference.timed_out
            || reference.status != self.status
            || error_type(reference.stderr_last()) != self.error_type
        {
            return false;
        }
        let out = run_ember(self.cfg, &self.mode, &path);
        let (class, _) = classify(&reference, &out);
        if class != self.class || (self.panic.is_some() && panic_site(&out.stderr) != self.panic) {
            return false;
        }
        if self.interp_ok {
            let off = mode("off").expect("the off mode");
            let interp = run_ember(self.cfg, &off, &path);
            if classify(&reference, &interp).0 != Class::Ok {
                return false;
            }
        }
        true
    }
}

/// The result of shrinking.
pub struct Shrunk {
    pub source: String,
    pub tests: usize,
    /// Whether the shrunk program still failed when checked at the end.
    pub confirmed: bool,
}

/// Shrinks `source`, which fails in `mode` with `class`, for at most `budget`.
pub fn shrink(cfg: &Config, seed: u64, source: &str, mode: Mode, class: Class, budget: std::time::Duration) -> Shrunk {
    let start = Instant::now();
    let name = format!("shrink-{seed}-{}.py", mode.name);
    let path = write_program(cfg, &name, source);
    let reference = run_python(cfg, &path);
    let out = run_ember(cfg, &mode, &path);
    let off = crate::run::mode("off").expect("the off mode");
    let interp_ok = mode.name != "off" && classify(&reference, &run_ember(cfg, &off, &path)).0 == Class::Ok;
    let mut target = Target {
        cfg,
        mode,
        class,
        status: reference.status,
        error_type: error_type(reference.stderr_last()),
        panic: panic_site(&out.stderr),
        interp_ok,
        name,
        tests: 0,
    };
    let mut lines: Vec<String> = source.lines().map(str::to_string).collect();
    if !target.interesting(&lines) {
        // Flaky (or timing-dependent): keep the original.
        let _ = std::fs::remove_file(cfg.work_dir.join(&target.name));
        return Shrunk { source: source.to_string(), tests: target.tests, confirmed: false };
    }
    let out_of_time = |start: &Instant| start.elapsed() > budget;

    // Coarse: chunks of top-level statements, halving the chunk size.
    let top = |lines: &[String]| -> Vec<(usize, usize)> {
        units(lines).into_iter().filter(|&(s, _)| indent(&lines[s]) == 0).collect()
    };
    let mut chunk = top(&lines).len() / 2;
    while chunk >= 1 && !out_of_time(&start) {
        let mut i = 0;
        loop {
            let tops = top(&lines);
            if i >= tops.len() || out_of_time(&start) {
                break;
            }
            let j = (i + chunk).min(tops.len());
            let (s, e) = (tops[i].0, tops[j - 1].1);
            let candidate = remove(&lines, s, e);
            if target.interesting(&candidate) {
                lines = candidate;
            } else {
                i += chunk;
            }
        }
        chunk /= 2;
    }
    // Fine: statements and clauses, then simplifications, until nothing changes.
    loop {
        let mut changed = false;
        for pass in [Pass::Remove, Pass::Unwrap, Pass::Elements, Pass::Ranges] {
            let mut k = pass.count(&lines);
            while k > 0 && !out_of_time(&start) {
                k -= 1;
                if let Some(candidate) = pass.apply(&lines, k) {
                    if candidate != lines && target.interesting(&candidate) {
                        lines = candidate;
                        changed = true;
                    }
                }
            }
        }
        if !changed || out_of_time(&start) {
            break;
        }
    }
    let confirmed = target.interesting(&lines);
    let _ = std::fs::remove_file(cfg.work_dir.join(&target.name));
    Shrunk { source: join(&lines), tests: target.tests, confirmed }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(s: &str) -> Vec<String> {
        s.lines().map(str::to_string).collect()
    }

    #[test]
    fn statements_take_their_clauses() {
        let src = lines("x = 1\nif x:\n    y = 2\nelse:\n    y = 3\nprint(y)\n");
        let u = units(&src);
        assert_eq!(u, vec![(0, 1), (1, 5), (2, 3), (3, 5), (4, 5), (5, 6)]);
    }

    #[test]
    fn simplifications() {
        let src = lines("try:\n    x = 1\n    y = 2\nexcept E:\n    pass\nprint(x)\n");
        assert_eq!(unwrap(&src, 0), Some(lines("x = 1\ny = 2\nprint(x)\n")));
        assert_eq!(unwrap(&lines("def f():\n    pass\n"), 0), None);
        let (open, items) = list_elements("pa_1 = [1, 'a,b', [2, 3], f(4, 5)]").expect("a list");
        assert_eq!((open, items), (7, vec!["1".into(), "'a,b'".into(), "[2, 3]".into(), "f(4, 5)".into()]));
        let src = lines("xs = [1, [2], 3]\n");
        assert_eq!(Pass::Elements.apply(&src, 1), Some(lines("xs = [1, 3]\n")));
        assert_eq!(
            range_bounds("for i in range(400): range(7) range(n) range(30, 2)"),
            vec![(15, 3, 400), (45, 2, 30)]
        );
        assert_eq!(Pass::Ranges.apply(&lines("for i in range(400):\n"), 0), Some(lines("for i in range(200):\n")));
    }

    #[test]
    fn emptied_blocks_get_pass() {
        let src = lines("def f():\n    return 1\nprint(f())\n");
        assert_eq!(remove(&src, 1, 2), lines("def f():\n    pass\nprint(f())\n"));
        let src = lines("for i in range(3):\n    a = i\n    b = i\n");
        assert_eq!(remove(&src, 1, 2), lines("for i in range(3):\n    b = i\n"));
        let src = lines("try:\n    a = 1\nexcept E:\n    b = 2\n");
        assert_eq!(remove(&src, 3, 4), lines("try:\n    a = 1\nexcept E:\n    pass\n"));
    }
}
