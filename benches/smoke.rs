//! Smoke test of the benchmark harness: `--quick` on two programs, every engine that
//! is available. Checks that it runs, that the engines agree and that the reports are
//! written; it asserts nothing about timings.

fn main() {
    let ember = std::path::Path::new(env!("CARGO_BIN_EXE_ember"));
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().is_some_and(|a| a == "--native") {
        std::process::exit(ember_benches::main(ember, &args));
    }
    if args.iter().any(|a| a == "--list") {
        // `cargo test -- --list` support: one test.
        println!("bench_smoke: test");
        return;
    }
    let out = std::env::temp_dir().join(format!("ember-bench-smoke-{}", std::process::id()));
    let status = ember_benches::main(
        ember,
        &["--quick", "--out", out.to_str().expect("utf-8 temp dir"), "int_loop", "fib"].map(String::from),
    );
    assert_eq!(status, 0, "the harness failed");
    let md = std::fs::read_to_string(out.join("report.md")).expect("report.md written");
    let json = std::fs::read_to_string(out.join("report.json")).expect("report.json written");
    let svg = std::fs::read_to_string(out.join("speedup.svg")).expect("speedup.svg written");
    assert!(md.contains("| int_loop |") && md.contains("| fib |"), "both programs in the table:\n{md}");
    assert!(!md.contains("MISMATCH"), "engines disagree:\n{md}");
    assert!(json.contains("\"program\": \"fib\""), "JSON report lists the programs");
    assert!(svg.contains("<svg"), "the chart is an SVG");
    let _ = std::fs::remove_dir_all(&out);
    println!("bench_smoke: ok");
}
