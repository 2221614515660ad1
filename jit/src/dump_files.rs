//! Where a compile's dumps go: to stderr as one text, or with `--dump-to DIR` to one
//! file per function, version and stage (`DIR/prog.f.v1.03-after-simplify.txt`), so
//! a pass's effect on one function is a `diff` of two files. Also the glob patterns
//! of `--jit-filter`.

use ember_hir::pipeline::DumpLog;
use std::collections::HashMap;
use std::path::PathBuf;

/// The destination of the dumps of every compile.
pub struct DumpSink {
    dir: Option<PathBuf>,
    /// Per dumped version (by title), how many stage files it has so far: a
    /// version's HIR and its machine code are dumped at different times.
    written: HashMap<String, usize>,
    /// The directory could not be written: said once, then dumps go to stderr.
    failed: bool,
    /// Kept instead (`ember explain`): each version's dumps under its title.
    kept: Option<Vec<(String, DumpLog)>>,
}

impl DumpSink {
    pub fn new(dir: Option<PathBuf>) -> DumpSink {
        DumpSink { dir, written: HashMap::new(), failed: false, kept: None }
    }

    /// A sink that keeps every dump (see [`DumpSink::take_kept`]).
    pub fn keeping() -> DumpSink {
        DumpSink { kept: Some(Vec::new()), ..DumpSink::new(None) }
    }

    /// The dumps kept so far, by title, in the order they were made.
    pub fn take_kept(&mut self) -> Vec<(String, DumpLog)> {
        self.kept.as_mut().map(std::mem::take).unwrap_or_default()
    }

    /// Sends the dumps of the version titled `title` ([`crate::stats::title`]) on.
    pub fn emit(&mut self, title: &str, log: DumpLog) {
        if log.is_empty() {
            return;
        }
        if let Some(kept) = self.kept.as_mut() {
            match kept.iter_mut().find(|(t, _)| t == title) {
                Some((_, earlier)) => earlier.extend(log),
                None => kept.push((title.to_string(), log)),
            }
            return;
        }
        let Some(dir) = self.dir.as_ref().filter(|_| !self.failed) else {
            eprint!("{}", log.text());
            return;
        };
        let base = file_stem(title);
        let written = self.written.entry(title.to_string()).or_default();
        for part in log.parts() {
            let extension = if part.stage == "hir-dot" { "dot" } else { "txt" };
            let path = dir.join(format!("{base}.{:02}-{}.{extension}", *written, file_stem(&part.stage)));
            *written += 1;
            let result = std::fs::create_dir_all(dir).and_then(|()| std::fs::write(&path, &part.text));
            if let Err(e) = result {
                eprintln!("ember: --dump-to: cannot write {}: {e}; dumping to stderr instead", path.display());
                self.failed = true;
                eprint!("{}", log.text());
                return;
            }
        }
    }
}

/// A title as part of a file name: the function's qualname and version (and entry
/// line), prefixed by its file's stem, with anything a file name should not hold
/// replaced. `f (/home/a/prog.py:3), version 2, entry at line 7` gives
/// `prog.f.v2-line7`.
fn file_stem(title: &str) -> String {
    let (name, rest) = title.split_once(" (").unwrap_or((title, ""));
    let module = rest
        .split_once("), ")
        .map(|(place, _)| place.rsplit_once(':').map_or(place, |(file, _)| file))
        .and_then(|file| std::path::Path::new(file).file_stem())
        .map(|stem| format!("{}.", stem.to_string_lossy()))
        .unwrap_or_default();
    let version = rest
        .split(", ")
        .filter_map(|part| {
            if let Some(n) = part.strip_prefix("version ") {
                Some(format!(".v{n}"))
            } else {
                part.strip_prefix("entry at line ").map(|line| format!("-line{line}"))
            }
        })
        .collect::<String>();
    format!("{module}{name}{version}")
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_') { c } else { '_' })
        .collect()
}

/// Whether `text` matches glob `pattern`: `*` stands for any run of characters
/// (dots too), `?` for one character, anything else for itself.
pub fn glob_matches(pattern: &str, text: &str) -> bool {
    let (p, t): (Vec<char>, Vec<char>) = (pattern.chars().collect(), text.chars().collect());
    // Backtracking to the last `*` is enough: each `*` only ever needs to grow.
    let (mut i, mut j) = (0, 0);
    let mut star: Option<(usize, usize)> = None;
    while j < t.len() {
        match p.get(i) {
            Some('*') => {
                star = Some((i, j));
                i += 1;
            }
            Some(&c) if c == '?' || c == t[j] => {
                i += 1;
                j += 1;
            }
            _ => match star {
                Some((si, sj)) => {
                    star = Some((si, sj + 1));
                    i = si + 1;
                    j = sj + 1;
                }
                None => return false,
            },
        }
    }
    p[i..].iter().all(|&c| c == '*')
}

#[cfg(test)]
mod tests {
    use super::{file_stem, glob_matches};

    #[test]
    fn globs_match_qualnames() {
        assert!(glob_matches("f", "f"));
        assert!(!glob_matches("f", "fg"));
        assert!(glob_matches("Kernel.*", "Kernel.schedule"));
        assert!(!glob_matches("Kernel.*", "Task.run"));
        assert!(glob_matches("*.run", "IdleTask.run"));
        assert!(glob_matches("*run*", "run.<locals>.<lambda>"));
        assert!(glob_matches("?.x", "P.x"));
        assert!(!glob_matches("?.x", "PP.x"));
        assert!(glob_matches("*", ""));
        assert!(glob_matches("a*b*c", "aXbYbZc"));
        assert!(!glob_matches("a*b*c", "aXbYbZ"));
    }

    #[test]
    fn titles_become_file_names() {
        assert_eq!(file_stem("f (/home/a/prog.py:3), version 2"), "prog.f.v2");
        assert_eq!(
            file_stem("run.<locals>.<lambda> (x.py:1), version 1, entry at line 7"),
            "x.run._locals_._lambda_.v1-line7"
        );
        assert_eq!(file_stem("after simplify"), "after_simplify");
    }
}
