//! The bad-input corpus: every `bad_input/**/*.py` is a program CPython 3.11 rejects,
//! fails on, or runs at a limit (syntax, indentation and scope errors, bad source
//! bytes, run-time errors, recursion, huge numbers and allocations), with CPython's
//! results next to it (`.stdout`, `.meta`: exit status, last stderr line and the
//! `File "...", line N` it names); `bad_input/cli/*.args` run ember on a path that does
//! not exist or is a directory. A program using a construct ember deliberately does
//! not support has a `.ember-meta` override instead: ember must refuse it before
//! running with a `NotImplementedError` naming the file and line.
//!
//! Each case runs in four modes: interpreted (`--jit=off`), every function compiled
//! at its first call (`--jit=all`), the same with `EMBER_DEOPT_STRESS=1`, and the
//! default `--jit=auto` thresholds. Besides the expectations, no run may panic, exit
//! with status 101, die by a signal or take more than a minute. The children run
//! with a 4 GiB address-space limit, as CPython did when the expectations were made,
//! so a huge allocation fails instead of filling the machine's memory.
//!
//! Regenerate the corpus and its expectations with `scripts/gen-bad-input`.

use libtest_mimic::{Arguments, Failed, Trial};
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The address-space limit of each run (bytes), as `scripts/gen-bad-input` sets it.
const ADDRESS_SPACE_LIMIT: u64 = 4 << 30;
const TIMEOUT: Duration = Duration::from_secs(60);

fn main() {
    if std::env::var_os("EMBER_AS_CLI").is_some() {
        if let Some(limit) = std::env::var("EMBER_TEST_ADDRESS_SPACE").ok().and_then(|v| v.parse::<u64>().ok()) {
            let rl = libc::rlimit { rlim_cur: limit as libc::rlim_t, rlim_max: limit as libc::rlim_t };
            // SAFETY: setrlimit reads the struct; no other thread is running yet.
            unsafe { libc::setrlimit(libc::RLIMIT_AS, &rl) };
        }
        let args: Vec<String> = std::env::args().collect();
        std::process::exit(ember::cli::main_on_big_stack(args));
    }
    let args = Arguments::from_args();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("bad_input");
    let mut cases = Vec::new();
    collect(&root, &mut cases);
    cases.sort();
    assert!(
        cases.len() >= 300,
        "the bad-input corpus is missing: found {} cases under {}",
        cases.len(),
        root.display()
    );
    let mut trials = Vec::new();
    for path in cases {
        let name = path.strip_prefix(&root).expect("under root").with_extension("").display().to_string();
        let off: &[&str] = &["--jit=off"];
        let all: &[&str] = &["--jit=all"];
        let auto: &[&str] = &["--jit=auto"];
        let deopt_stress = Some(("EMBER_DEOPT_STRESS", "1"));
        for (mode, flags, env) in [
            ("interp", off, None),
            ("jit", all, None),
            ("jit_deopt_stress", all, deopt_stress),
            ("jit_auto", auto, None),
        ] {
            let path = path.clone();
            trials.push(Trial::test(format!("{name}::{mode}"), move || check(&path, flags, env)));
        }
    }
    libtest_mimic::run(&args, trials).exit();
}

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("read bad_input dir") {
        let path = entry.expect("dir entry").path();
        if path.is_dir() {
            collect(&path, out);
        } else if path.extension().is_some_and(|e| e == "py" || e == "args") {
            out.push(path);
        }
    }
}

/// What a run must produce.
struct Expected {
    stdout: String,
    status: i32,
    /// The last non-empty stderr line, or (for `.ember-meta`) a prefix of it.
    stderr_last: String,
    stderr_is_prefix: bool,
    /// `FILE:LINE`: the last `File "...", line N` of stderr names FILE (by its base
    /// name) and N.
    location: Option<(String, u32)>,
}

fn read(path: &Path) -> Result<String, Failed> {
    std::fs::read_to_string(path)
        .map_err(|e| Failed::from(format!("cannot read {} ({e}): run scripts/gen-bad-input", path.display())))
}

fn expected(path: &Path, dir: &Path) -> Result<Expected, Failed> {
    let ember_meta = path.with_extension("ember-meta");
    let (meta, stdout, is_override) = if ember_meta.exists() {
        (read(&ember_meta)?, String::new(), true)
    } else {
        (read(&path.with_extension("meta"))?, read(&path.with_extension("stdout"))?, false)
    };
    let mut want = Expected { stdout, status: -1, stderr_last: String::new(), stderr_is_prefix: false, location: None };
    let mut status = None;
    for line in meta.lines() {
        let (key, value) = line.split_once(':').unwrap_or((line, ""));
        let value = value.trim();
        match key {
            "status" => status = value.parse().ok(),
            "stderr" => {
                want.stderr_last = value.replace("{exe}", "ember").replace("{dir}", &dir.display().to_string());
            }
            "stderr-prefix" => {
                want.stderr_last = value.to_string();
                want.stderr_is_prefix = true;
            }
            "where" => {
                want.location = value.rsplit_once(':').and_then(|(f, n)| Some((f.to_string(), n.parse().ok()?)));
            }
            _ => {}
        }
    }
    want.status = status.ok_or_else(|| Failed::from(format!("bad meta file for {}", path.display())))?;
    if is_override && !want.stderr_last.starts_with("NotImplementedError") {
        return Err(format!("{}: an override must expect a NotImplementedError", ember_meta.display()).into());
    }
    Ok(want)
}

struct Output {
    stdout: String,
    stderr: String,
    /// The exit status, or None when a signal ended the process.
    status: Option<i32>,
    signal: Option<i32>,
    timed_out: bool,
}

/// Runs the ember command line with `args` in `dir`, with the address-space limit
/// and the time limit.
fn ember(dir: &Path, args: &[&str], env: Option<(&str, &str)>) -> Result<Output, Failed> {
    use std::os::unix::process::ExitStatusExt;
    let mut cmd = Command::new(std::env::current_exe().expect("test binary path"));
    cmd.env("EMBER_AS_CLI", "1").env("EMBER_TEST_ADDRESS_SPACE", ADDRESS_SPACE_LIMIT.to_string());
    cmd.current_dir(dir).args(args).stdin(Stdio::null()).stdout(Stdio::piped()).stderr(Stdio::piped());
    cmd.env_remove("EMBER_GC_STRESS").env_remove("EMBER_DEOPT_STRESS");
    if let Some((k, v)) = env {
        cmd.env(k, v);
    }
    let mut child = cmd.spawn().map_err(|e| Failed::from(format!("cannot run ember: {e}")))?;
    let reader = |mut pipe: Box<dyn Read + Send>| {
        std::thread::spawn(move || {
            let mut buf = Vec::new();
            let _ = pipe.read_to_end(&mut buf);
            String::from_utf8_lossy(&buf).into_owned()
        })
    };
    let out = reader(Box::new(child.stdout.take().expect("stdout pipe")));
    let err = reader(Box::new(child.stderr.take().expect("stderr pipe")));
    let start = Instant::now();
    let mut timed_out = false;
    let status = loop {
        match child.try_wait().map_err(|e| Failed::from(e.to_string()))? {
            Some(s) => break s,
            None if start.elapsed() > TIMEOUT => {
                timed_out = true;
                let _ = child.kill();
                break child.wait().map_err(|e| Failed::from(e.to_string()))?;
            }
            None => std::thread::sleep(Duration::from_millis(5)),
        }
    };
    Ok(Output {
        stdout: out.join().unwrap_or_default(),
        stderr: err.join().unwrap_or_default(),
        status: status.code(),
        signal: status.signal(),
        timed_out,
    })
}

/// The file base name and line of the last `File "...", line N` line of `stderr`.
fn last_location(stderr: &str) -> Option<(String, u32)> {
    stderr.lines().rev().find_map(|l| {
        let rest = l.trim_start().strip_prefix("File \"")?;
        let (file, rest) = rest.split_once("\", line ")?;
        let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
        let base = file.rsplit('/').next().unwrap_or(file).to_string();
        Some((base, digits.parse().ok()?))
    })
}

/// Runs one case with `ember [flags] run FILE` and compares with its expectations.
fn check(path: &Path, flags: &[&str], env: Option<(&str, &str)>) -> Result<(), Failed> {
    let dir = path.parent().expect("file has a dir");
    let want = expected(path, dir)?;
    let arg = if path.extension().is_some_and(|e| e == "args") {
        read(path)?.trim_end_matches('\n').to_string()
    } else {
        path.file_name().expect("file name").to_str().expect("utf-8 file name").to_string()
    };
    let args: Vec<&str> = flags.iter().copied().chain(["run", arg.as_str()]).collect();
    let out = ember(dir, &args, env)?;
    let stderr_last = out.stderr.lines().rev().find(|l| !l.trim().is_empty()).unwrap_or("").trim().to_string();
    let mut problems = Vec::new();
    if out.timed_out {
        problems.push(format!("timed out after {} s", TIMEOUT.as_secs()));
    }
    if let Some(sig) = out.signal {
        problems.push(format!("killed by signal {sig}"));
    }
    if out.status == Some(101) || out.stderr.contains("panicked at") {
        problems.push("ember panicked".to_string());
    }
    if out.stdout != want.stdout {
        problems.push(format!("stdout differs\n--- expected\n{}\n--- got\n{}", want.stdout, out.stdout));
    }
    if out.status != Some(want.status) {
        problems.push(format!("exit status {:?}, expected {}", out.status, want.status));
    }
    let stderr_ok = if want.stderr_is_prefix {
        stderr_last.starts_with(&want.stderr_last)
    } else {
        stderr_last == want.stderr_last
    };
    if !stderr_ok {
        let how = if want.stderr_is_prefix { "starting with" } else { "" };
        problems.push(format!("stderr ends with {stderr_last:?}, expected {how} {:?}", want.stderr_last));
    }
    if let Some((file, line)) = &want.location {
        match last_location(&out.stderr) {
            Some((f, l)) if f == *file && l == *line => {}
            got => problems.push(format!("stderr names {got:?}, expected {file} line {line}")),
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(format!("{}\n--- stderr\n{}", problems.join("\n"), out.stderr).into())
    }
}
