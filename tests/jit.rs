//! The code generator on other targets: every function of the benchmark suite
//! (the small-input copies in `programs/bench`) is compiled for aarch64 and for
//! x86-64 from the same lowering, with the profiles a real run gathered, and must
//! produce machine code that Cranelift's verifier accepts; on x86-64 no branch of
//! it may cross or end at a 32-byte boundary (`ember_jit::branch_align` handles
//! every function of the suite). So are the exception-handling programs of the
//! corpus, whose handlers are reached from the middle of blocks. Nothing runs here:
//! the aarch64 code is checked for being produced (`scripts/test-aarch64` runs the
//! conformance corpus under qemu where it can be installed).

use std::path::Path;

/// The programs of `programs/DIR`, sorted.
fn programs_in(dir: &str) -> Vec<std::path::PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("programs").join(dir);
    let mut programs: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "py"))
        .collect();
    programs.sort();
    programs
}

fn compile_bench_suite_for(triple: &str) {
    let programs = programs_in("bench");
    assert!(programs.len() >= 5, "the benchmark copies are missing");
    compile_programs_for(programs, triple);
}

fn compile_programs_for(programs: Vec<std::path::PathBuf>, triple: &str) {
    let mut compiled = 0;
    for path in programs {
        let config = ember::Config { jit: ember::JitMode::Off, ..ember::Config::default() };
        let mut vm = ember::Vm::with_output(config, Box::new(std::io::sink()));
        // A program ending with an uncaught exception still gathered its profiles.
        let _ = vm.run_file(path.to_str().expect("utf-8 path"));
        let rt = vm.runtime();
        // SAFETY: code objects live as long as the VM.
        let codes: Vec<&ember_runtime::code::Code> = rt.codes.iter().map(|&c| unsafe { &*c }).collect();
        let results = ember_jit::cross_compile(rt, &codes, triple).expect("a Cranelift target");
        for (name, result) in results {
            match result {
                Ok(code) => {
                    assert!(!code.is_empty(), "{}: {name} compiled to no code for {triple}", path.display());
                    if triple.starts_with("x86_64") {
                        let misplaced = ember_jit::branch_align::misplaced_branches(&code);
                        assert_eq!(
                            misplaced,
                            Some(vec![]),
                            "{}: {name}: branches cross or end at 32-byte boundaries",
                            path.display()
                        );
                    }
                    compiled += 1;
                }
                Err(why) => panic!("{}: {name} did not compile for {triple}: {why}", path.display()),
            }
        }
    }
    assert!(compiled >= 10, "only {compiled} functions compiled for {triple}");
}

#[test]
fn bench_suite_compiles_for_aarch64() {
    compile_bench_suite_for("aarch64-unknown-linux-gnu");
}

#[test]
fn bench_suite_compiles_for_x86_64() {
    compile_bench_suite_for("x86_64-unknown-linux-gnu");
}

#[test]
fn exception_programs_compile_for_x86_64() {
    let mut programs = programs_in("exceptions");
    programs.extend(programs_in("errors"));
    assert!(programs.len() >= 10, "the exception programs are missing");
    // Some recurse to the recursion limit, which takes the stack the CLI gives them.
    std::thread::Builder::new()
        .stack_size(512 << 20)
        .spawn(|| compile_programs_for(programs, "x86_64-unknown-linux-gnu"))
        .expect("a thread")
        .join()
        .expect("every function compiles");
}
