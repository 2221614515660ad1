//! Builds the HIR of every function of the conformance corpus (`tests/programs`) and
//! the benchmark programs: the builder never panics, everything it builds verifies,
//! and the fraction it compiles is printed (`cargo test -p ember-hir --test corpus --
//! --nocapture`), with the reasons for the rest.

use ember_hir::build::build;
use ember_hir::verify::verify;
use ember_runtime::vm::Rt;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

fn programs(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("readable dir").flatten() {
        let path = entry.path();
        if path.is_dir() {
            programs(&path, out);
        } else if path.extension().is_some_and(|e| e == "py") {
            out.push(path);
        }
    }
}

#[test]
fn every_corpus_function_builds_or_says_why() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("workspace root");
    let mut files = Vec::new();
    programs(&root.join("tests/programs"), &mut files);
    programs(&root.join("benches/programs"), &mut files);
    files.sort();
    let (mut total, mut built) = (0, 0);
    let mut reasons: BTreeMap<String, usize> = BTreeMap::new();
    for file in &files {
        let source = std::fs::read_to_string(file).expect("readable program");
        let mut rt = Rt::new(Box::new(std::io::sink()));
        // Programs that fail to compile (syntax-error tests) have no functions to build.
        if ember_runtime::compile::compile_module(&mut rt, &source, &file.display().to_string()).is_err() {
            continue;
        }
        for &c in &rt.codes {
            // SAFETY: code objects live as long as the runtime.
            let code = unsafe { &*c };
            total += 1;
            match build(code, &rt) {
                Ok(f) => {
                    if let Err(e) = verify(&f) {
                        panic!("{}: {}: invalid HIR: {e}\n{f}", file.display(), code.qualname);
                    }
                    built += 1;
                }
                Err(why) => *reasons.entry(why.reason).or_default() += 1,
            }
        }
    }
    println!("built {built} of {total} code objects ({:.0}%)", 100.0 * built as f64 / total as f64);
    let mut by_count: Vec<_> = reasons.into_iter().collect();
    by_count.sort_by_key(|(_, n)| std::cmp::Reverse(*n));
    for (reason, n) in by_count {
        println!("{n:>5}  {reason}");
    }
    assert!(total > 0);
}
