//! Builds the HIR of every function of the conformance corpus (`tests/programs`) and
//! the benchmark programs: the builder never panics, everything it builds verifies
//! after every pass, its text parses back to the same text as built and after the
//! pipeline, and the fraction it compiles is printed (`cargo test -p ember-hir --test
//! corpus -- --nocapture`), with the reasons for the rest.

use ember_hir::build::{NotCompilable, build, build_generator_entries};
use ember_hir::ir::Function;
use ember_hir::parse::{ParseContext, names_for, parse_function};
use ember_hir::verify::verify;
use ember_runtime::code::Code;
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

/// `f`'s text parses back to a function that verifies and prints the same text.
fn round_trip(rt: &mut Rt, code: &Code, f: &Function) {
    let mut names = names_for(f);
    let text = f.display_with(&names).to_string();
    let mut cx = ParseContext { rt, names: &mut names, code: Some(code) };
    let parsed = parse_function(&text, &mut cx).unwrap_or_else(|e| panic!("{}: {e}\n{text}", code.qualname));
    if let Err(e) = verify(&parsed) {
        panic!("{}: the parsed HIR does not verify: {e}\n{text}", code.qualname);
    }
    let again = parsed.display_with(&names).to_string();
    assert_eq!(text, again, "{}: parse(print(f)) prints differently", code.qualname);
}

/// The HIR of `code`: a function's, or each entry of a generator's.
fn build_entries(code: &Code, rt: &mut Rt) -> Result<Vec<Function>, NotCompilable> {
    if !code.is_generator {
        return Ok(vec![build(code, rt)?]);
    }
    Ok(build_generator_entries(code, rt, true)?.into_iter().map(|(_, _, f)| f).collect())
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
        if ember_runtime::bytecode_gen::compile_module(&mut rt, &source, &file.display().to_string()).is_err() {
            continue;
        }
        for c in rt.codes.clone() {
            // SAFETY: code objects live as long as the runtime.
            let code = unsafe { &*c };
            total += 1;
            match build_entries(code, &mut rt) {
                Ok(entries) => {
                    for mut f in entries {
                        if let Err(e) = verify(&f) {
                            panic!("{}: {}: invalid HIR: {e}\n{f}", file.display(), code.qualname);
                        }
                        round_trip(&mut rt, code, &f);
                        ember_hir::passes::optimise(&mut f, |pass, f| {
                            if let Err(e) = verify(f) {
                                panic!("{}: {}: invalid HIR after {pass}: {e}\n{f}", file.display(), code.qualname);
                            }
                        })
                        .unwrap_or_else(|e| panic!("{}: {}: {e}", file.display(), code.qualname));
                        round_trip(&mut rt, code, &f);
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
