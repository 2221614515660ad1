//! Where a compile's dumps go: to stderr as one text, or with `--dump-to DIR` to one
//! file per function, version and stage (`DIR/prog.f.v1.03-after-simplify.txt`), so
//! a pass's effect on one function is a `diff` of two files. Also the glob patterns
//! of `--jit-filter`.

use crate::stats::Unit;
use ember_hir::pipeline::DumpLog;
use ember_runtime::code::Code;
use std::collections::HashMap;
use std::path::PathBuf;

/// What names the dumps of one unit: its code and, for a compiled version, the unit
/// and the version's number (None for the dumps made without the tier: the bytecode,
/// the HIR under `--jit=off`).
#[derive(Copy, Clone)]
pub struct DumpName<'a> {
    pub code: &'a Code,
    pub version: Option<(Unit, u32)>,
}

impl DumpName<'_> {
    /// `qualname (file:line)[, version N[, entry at line L]]`: what the dumps are
    /// titled on stderr, and a compiled function's name in its HIR and Cranelift IR.
    pub fn title(&self) -> String {
        let code = self.code;
        let place = format!("{} ({}:{})", code.qualname, code.filename, code.first_line);
        match self.version {
            None => place,
            Some((Unit::Function, number)) => format!("{place}, version {number}"),
            Some((Unit::Entry { line, .. }, number)) => format!("{place}, version {number}, entry at line {line}"),
        }
    }

    /// The same as part of a file name, prefixed by the file's stem, with anything a
    /// file name should not hold replaced: `prog.f.v2-line7`.
    fn file_base(&self) -> String {
        let code = self.code;
        let module = std::path::Path::new(&*code.filename).file_stem().map(|s| s.to_string_lossy().into_owned());
        let version = match self.version {
            None => String::new(),
            Some((Unit::Function, number)) => format!(".v{number}"),
            Some((Unit::Entry { line, .. }, number)) => format!(".v{number}-line{line}"),
        };
        let base = match module {
            Some(module) => format!("{module}.{}{version}", code.qualname),
            None => format!("{}{version}", code.qualname),
        };
        file_safe(&base)
    }
}

/// The destination of the dumps of every compile.
pub struct DumpSink {
    dir: Option<PathBuf>,
    /// Per dumped unit (by file base), how many stage files it has so far: a
    /// version's HIR and its machine code are dumped at different times.
    written: HashMap<String, usize>,
    /// The directory could not be written: said once, then dumps go to stderr.
    failed: bool,
}

impl DumpSink {
    pub fn new(dir: Option<PathBuf>) -> DumpSink {
        DumpSink { dir, written: HashMap::new(), failed: false }
    }

    /// Sends the dumps of the unit `name` names on.
    pub fn emit(&mut self, name: DumpName, log: DumpLog) {
        if log.is_empty() {
            return;
        }
        let Some(dir) = self.dir.as_ref().filter(|_| !self.failed) else {
            eprint!("{}", log.text());
            return;
        };
        let base = name.file_base();
        let written = self.written.entry(base.clone()).or_default();
        for part in log.parts() {
            let extension = if part.stage == "hir-dot" { "dot" } else { "txt" };
            let path = dir.join(format!("{base}.{:02}-{}.{extension}", *written, file_safe(&part.stage)));
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

/// `text` with anything but ASCII letters, digits, `.`, `-` and `_` replaced by `_`.
fn file_safe(text: &str) -> String {
    text.chars().map(|c| if c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_') { c } else { '_' }).collect()
}

/// Whether `--jit-filter`'s patterns (`filter`; none: everything) select the
/// function named `qualname`.
pub fn selects(filter: &[String], qualname: &str) -> bool {
    filter.is_empty() || filter.iter().any(|pattern| glob_matches(pattern, qualname))
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
    use super::{file_safe, glob_matches};

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
    fn stage_names_become_file_names() {
        assert_eq!(file_safe("after simplify"), "after_simplify");
        assert_eq!(file_safe("run.<locals>.<lambda>.v1-line7"), "run._locals_._lambda_.v1-line7");
    }
}
