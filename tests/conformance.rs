//! The conformance corpus: every `programs/**/*.py` must print exactly what CPython 3.11
//! printed (checked-in `.stdout`), exit with the same status and end stderr with the
//! same line (`.meta`). Each program runs once normally and once with
//! `EMBER_GC_STRESS=1` (a collection at every allocation).
//!
//! The programs run in child processes (a crash fails one test, not the run): this
//! test binary re-executes itself as the `ember` command line when `EMBER_AS_CLI` is
//! set. Regenerate the expectations with `scripts/regen-expected`.

use libtest_mimic::{Arguments, Failed, Trial};
use std::path::{Path, PathBuf};
use std::process::Command;

fn main() {
    if std::env::var_os("EMBER_AS_CLI").is_some() {
        let args: Vec<String> = std::env::args().collect();
        std::process::exit(ember::cli::main_on_big_stack(args));
    }
    let args = Arguments::from_args();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("programs");
    let mut programs = Vec::new();
    collect(&root, &mut programs);
    programs.sort();
    assert!(programs.len() >= 60, "the corpus is missing: found {} programs under {}", programs.len(), root.display());
    let mut trials = Vec::new();
    for path in programs {
        let name = path.strip_prefix(&root).expect("under root").with_extension("").display().to_string();
        for (mode, env) in [("interp", None), ("gc_stress", Some(("EMBER_GC_STRESS", "1")))] {
            let path = path.clone();
            trials.push(Trial::test(format!("{name}::{mode}"), move || check(&path, env)));
        }
    }
    libtest_mimic::run(&args, trials).exit();
}

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("read programs dir") {
        let path = entry.expect("dir entry").path();
        if path.is_dir() {
            collect(&path, out);
        } else if path.extension().is_some_and(|e| e == "py") {
            out.push(path);
        }
    }
}

struct Expected {
    stdout: String,
    status: i32,
    stderr_last: String,
}

fn expected(path: &Path) -> Result<Expected, Failed> {
    let read = |ext: &str| {
        std::fs::read_to_string(path.with_extension(ext)).map_err(|e| {
            Failed::from(format!("missing {ext} file for {} ({e}): run scripts/regen-expected", path.display()))
        })
    };
    let stdout = read("stdout")?;
    let meta = read("meta")?;
    let mut status = None;
    let mut stderr_last = String::new();
    for line in meta.lines() {
        if let Some(s) = line.strip_prefix("status:") {
            status = s.trim().parse().ok();
        } else if let Some(s) = line.strip_prefix("stderr:") {
            stderr_last = s.trim().to_string();
        }
    }
    let status = status.ok_or_else(|| Failed::from(format!("bad meta file for {}", path.display())))?;
    Ok(Expected { stdout, status, stderr_last })
}

fn check(path: &Path, env: Option<(&str, &str)>) -> Result<(), Failed> {
    let want = expected(path)?;
    let dir = path.parent().expect("file has a dir");
    let file = path.file_name().expect("file name");
    let mut cmd = Command::new(std::env::current_exe().expect("test binary path"));
    cmd.env("EMBER_AS_CLI", "1").current_dir(dir).arg("run").arg(file);
    cmd.env_remove("EMBER_GC_STRESS");
    if let Some((k, v)) = env {
        cmd.env(k, v);
    }
    let out = cmd.output().map_err(|e| Failed::from(format!("cannot run ember: {e}")))?;
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    let stderr_last = stderr.lines().rev().find(|l| !l.trim().is_empty()).unwrap_or("").trim().to_string();
    let status = out.status.code().unwrap_or(-1);
    let mut problems = Vec::new();
    if stdout != want.stdout {
        problems.push(format!("stdout differs\n--- expected\n{}\n--- got\n{}", want.stdout, stdout));
    }
    if status != want.status {
        problems.push(format!("exit status {status}, expected {}", want.status));
    }
    if stderr_last != want.stderr_last {
        problems
            .push(format!("stderr ends with {stderr_last:?}, expected {:?}\n--- stderr\n{stderr}", want.stderr_last));
    }
    if problems.is_empty() { Ok(()) } else { Err(problems.join("\n").into()) }
}
