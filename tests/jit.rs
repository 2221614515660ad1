//! The code generator on other targets: every function of the benchmark suite
//! (the small-input copies in `programs/bench`) is compiled for aarch64 and for
//! x86-64 from the same lowering, with the profiles a real run gathered, and must
//! produce machine code; on x86-64 no branch of it may cross or end at a 32-byte
//! boundary (`ember_jit::branch_align` handles every function of the suite). Nothing
//! runs here: the aarch64 code is checked for being produced (`scripts/test-aarch64`
//! runs the conformance corpus under qemu where it can be installed).

use std::path::Path;

fn compile_bench_suite_for(triple: &str) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("programs/bench");
    let mut programs: Vec<_> = std::fs::read_dir(&dir)
        .expect("programs/bench")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "py"))
        .collect();
    programs.sort();
    assert!(programs.len() >= 5, "the benchmark copies are missing");
    let mut compiled = 0;
    for path in programs {
        let config = ember::Config { jit: ember::JitMode::Off, ..ember::Config::default() };
        let mut vm = ember::Vm::with_output(config, Box::new(std::io::sink()));
        vm.run_file(path.to_str().expect("utf-8 path")).expect("the program runs");
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
