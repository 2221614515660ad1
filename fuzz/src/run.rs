//! Running a program under CPython and ember, and classifying the difference.

use crate::generator::{Program, generate};
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// How to start ember.
#[derive(Clone, Debug)]
pub struct Ember {
    pub path: PathBuf,
    /// The binary is not `ember` but a program that becomes its command line when
    /// `EMBER_AS_CLI` is set (this crate's binary and test harness).
    pub as_cli: bool,
}

impl Ember {
    /// The running executable, re-executed as the ember command line.
    pub fn current_exe() -> Ember {
        Ember { path: std::env::current_exe().expect("the path of the running executable"), as_cli: true }
    }
}

/// One way of running ember.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mode {
    pub name: &'static str,
    pub args: &'static [&'static str],
    pub env: Option<(&'static str, &'static str)>,
}

pub const MODES: &[Mode] = &[
    Mode { name: "off", args: &["--jit=off"], env: None },
    Mode { name: "auto", args: &[], env: None },
    Mode { name: "all", args: &["--jit=all"], env: None },
    Mode { name: "deopt", args: &["--jit=all"], env: Some(("EMBER_DEOPT_STRESS", "1")) },
    Mode { name: "quick", args: &["--jit-call-threshold=2", "--jit-loop-threshold=10"], env: None },
    Mode { name: "gc", args: &["--jit=all"], env: Some(("EMBER_GC_STRESS", "1")) },
    // Not run by default: select with --modes.
    Mode {
        name: "quick-deopt",
        args: &["--jit-call-threshold=2", "--jit-loop-threshold=10"],
        env: Some(("EMBER_DEOPT_STRESS", "1")),
    },
    Mode { name: "hir", args: &["--jit=all", "--jit-backend=hir"], env: None },
];

pub fn mode(name: &str) -> Option<Mode> {
    MODES.iter().copied().find(|m| m.name == name)
}

/// The modes run unless `--modes` says otherwise; `gc` only with `gc_stress`.
pub fn default_modes(gc_stress: bool) -> Vec<Mode> {
    let mut names = vec!["off", "auto", "all", "deopt", "quick"];
    if gc_stress {
        names.push("gc");
    }
    names.into_iter().filter_map(mode).collect()
}

impl Mode {
    /// The command line and environment, as a reader would type them.
    pub fn describe(&self) -> String {
        let env = self.env.map(|(k, v)| format!("{k}={v} ")).unwrap_or_default();
        let args = if self.args.is_empty() { String::new() } else { format!(" {}", self.args.join(" ")) };
        format!("{env}ember{args} run")
    }
}

#[derive(Clone, Debug)]
pub struct Config {
    pub ember: Ember,
    pub python: PathBuf,
    pub timeout: Duration,
    pub modes: Vec<Mode>,
    /// Where programs are written while they run.
    pub work_dir: PathBuf,
}

/// Finds the real CPython binary behind `python3` (a slow launcher shim here).
pub fn find_python() -> PathBuf {
    let out = Command::new("python3").args(["-c", "import sys; print(sys.executable)"]).output();
    match out {
        Ok(out) if out.status.success() => {
            let path = String::from_utf8_lossy(&out.stdout).trim().to_string();
            if path.is_empty() { PathBuf::from("python3") } else { PathBuf::from(path) }
        }
        _ => PathBuf::from("python3"),
    }
}

/// What a process did.
#[derive(Clone, Debug, Default)]
pub struct RunOutput {
    pub stdout: String,
    pub stderr: String,
    /// The exit status, `None` when killed by a signal or timed out.
    pub status: Option<i32>,
    pub signal: Option<i32>,
    pub timed_out: bool,
    pub elapsed: Duration,
}

impl RunOutput {
    pub fn stderr_last(&self) -> &str {
        self.stderr.trim_end().lines().last().unwrap_or("").trim_end()
    }
}

/// Output beyond this many bytes per stream is dropped (a runaway program).
const OUTPUT_CAP: usize = 4 << 20;

fn read_capped(mut r: impl Read) -> Vec<u8> {
    let mut out = Vec::new();
    let mut buf = [0u8; 65536];
    loop {
        match r.read(&mut buf) {
            Ok(0) | Err(_) => break,
            Ok(n) => {
                if out.len() < OUTPUT_CAP {
                    out.extend_from_slice(&buf[..n.min(OUTPUT_CAP - out.len())]);
                }
            }
        }
    }
    out
}

/// Runs `cmd` with a time limit, capturing its output.
pub fn run_command(mut cmd: Command, timeout: Duration) -> std::io::Result<RunOutput> {
    cmd.stdin(Stdio::null()).stdout(Stdio::piped()).stderr(Stdio::piped());
    let start = Instant::now();
    let mut child = cmd.spawn()?;
    let stdout = child.stdout.take().expect("piped stdout");
    let stderr = child.stderr.take().expect("piped stderr");
    let out_reader = std::thread::spawn(move || read_capped(stdout));
    let err_reader = std::thread::spawn(move || read_capped(stderr));
    let mut timed_out = false;
    let mut pause = Duration::from_millis(1);
    let status = loop {
        if let Some(status) = child.try_wait()? {
            break status;
        }
        if start.elapsed() >= timeout {
            timed_out = true;
            let _ = child.kill();
            break child.wait()?;
        }
        std::thread::sleep(pause);
        pause = (pause * 2).min(Duration::from_millis(20));
    };
    let elapsed = start.elapsed();
    let stdout = out_reader.join().unwrap_or_default();
    let stderr = err_reader.join().unwrap_or_default();
    #[cfg(unix)]
    let signal = {
        use std::os::unix::process::ExitStatusExt;
        status.signal()
    };
    #[cfg(not(unix))]
    let signal = None;
    Ok(RunOutput {
        stdout: String::from_utf8_lossy(&stdout).into_owned(),
        stderr: String::from_utf8_lossy(&stderr).into_owned(),
        status: if timed_out { None } else { status.code() },
        signal: if timed_out { None } else { signal },
        timed_out,
        elapsed,
    })
}

pub fn run_python(cfg: &Config, file: &Path) -> RunOutput {
    let mut cmd = Command::new(&cfg.python);
    cmd.arg(file).env("PYTHONHASHSEED", "0").env_remove("PYTHONSTARTUP");
    if let Some(dir) = file.parent() {
        cmd.current_dir(dir);
    }
    run_command(cmd, cfg.timeout)
        .unwrap_or_else(|e| RunOutput { stderr: format!("cannot run python: {e}"), ..Default::default() })
}

pub fn run_ember(cfg: &Config, mode: &Mode, file: &Path) -> RunOutput {
    let mut cmd = Command::new(&cfg.ember.path);
    if cfg.ember.as_cli {
        cmd.env("EMBER_AS_CLI", "1");
    }
    cmd.env_remove("EMBER_GC_STRESS").env_remove("EMBER_DEOPT_STRESS").env_remove("EMBER_GC_VERIFY");
    if let Some((k, v)) = mode.env {
        cmd.env(k, v);
    }
    cmd.args(mode.args).arg("run").arg(file);
    if let Some(dir) = file.parent() {
        cmd.current_dir(dir);
    }
    run_command(cmd, cfg.timeout)
        .unwrap_or_else(|e| RunOutput { stderr: format!("cannot run ember: {e}"), ..Default::default() })
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Class {
    Ok,
    Unsupported,
    Wrong,
    Crash,
    Hang,
}

pub const CLASSES: &[Class] = &[Class::Ok, Class::Wrong, Class::Crash, Class::Hang, Class::Unsupported];

impl Class {
    pub fn name(self) -> &'static str {
        match self {
            Class::Ok => "OK",
            Class::Unsupported => "UNSUPPORTED",
            Class::Wrong => "WRONG",
            Class::Crash => "CRASH",
            Class::Hang => "HANG",
        }
    }

    /// WRONG, CRASH and HANG fail a run; UNSUPPORTED is counted apart.
    pub fn is_failure(self) -> bool {
        matches!(self, Class::Wrong | Class::Crash | Class::Hang)
    }
}

/// The panic location in a Rust panic message (`panicked at FILE:LINE:COL`), if any.
pub fn panic_site(stderr: &str) -> Option<String> {
    let at = stderr.find("panicked at ")?;
    let rest = &stderr[at + "panicked at ".len()..];
    Some(rest.lines().next().unwrap_or("").trim_end_matches(':').to_string())
}

/// Compares ember's run with CPython's.
pub fn classify(reference: &RunOutput, out: &RunOutput) -> (Class, String) {
    if out.timed_out {
        return (Class::Hang, format!("no exit within {:.1} s", out.elapsed.as_secs_f64()));
    }
    if let Some(site) = panic_site(&out.stderr) {
        let first = out.stderr[out.stderr.find("panicked at ").unwrap_or(0)..].lines().nth(1).unwrap_or("");
        return (Class::Crash, format!("panic at {site}: {}", clip(first)));
    }
    if let Some(sig) = out.signal {
        return (Class::Crash, format!("killed by signal {sig}; stderr: {}", out.stderr_last()));
    }
    if out.stderr.contains("fatal runtime error") || matches!(out.status, Some(70 | 101 | 134 | 139)) {
        return (Class::Crash, format!("exit status {:?}; stderr: {}", out.status, out.stderr_last()));
    }
    let last = out.stderr_last();
    let ref_last = reference.stderr_last();
    if last.starts_with("NotImplementedError") && !ref_last.starts_with("NotImplementedError") {
        return (Class::Unsupported, last.to_string());
    }
    if out.stdout != reference.stdout {
        return (Class::Wrong, first_difference(&reference.stdout, &out.stdout));
    }
    if out.status != reference.status {
        return (Class::Wrong, format!("exit status {:?}, CPython {:?}; stderr: {last}", out.status, reference.status));
    }
    if last != ref_last {
        return (Class::Wrong, format!("last stderr line `{last}`, CPython `{ref_last}`"));
    }
    (Class::Ok, String::new())
}

fn clip(s: &str) -> String {
    const MAX: usize = 160;
    if s.chars().count() <= MAX { s.to_string() } else { format!("{}...", s.chars().take(MAX).collect::<String>()) }
}

/// "stdout line N: expected `...`, got `...`".
pub fn first_difference(expected: &str, got: &str) -> String {
    let e: Vec<&str> = expected.lines().collect();
    let g: Vec<&str> = got.lines().collect();
    for i in 0..e.len().max(g.len()) {
        let (a, b) = (e.get(i), g.get(i));
        if a != b {
            let show = |x: Option<&&str>| x.map(|s| format!("`{}`", clip(s))).unwrap_or_else(|| "end of output".into());
            return format!("stdout line {}: CPython {}, ember {}", i + 1, show(a), show(b));
        }
    }
    "stdout differs in its final newline".into()
}

/// Why CPython's run shows the generator made a mistake, if it does.
pub fn generator_problem(program: &Program, reference: &RunOutput) -> Option<String> {
    if reference.timed_out {
        return Some(format!("CPython timed out after {:.1} s", reference.elapsed.as_secs_f64()));
    }
    let last = reference.stderr_last();
    match program.expected_error {
        None if reference.status != Some(0) => {
            return Some(format!("CPython exit status {:?}: {last}", reference.status));
        }
        None if !reference.stderr.is_empty() => return Some(format!("CPython wrote to stderr: {last}")),
        Some(name) if reference.status != Some(1) || !last.starts_with(name) => {
            return Some(format!("CPython exit status {:?}, expected {name}: {last}", reference.status));
        }
        _ => {}
    }
    let lines = reference.stdout.lines().count();
    if lines > 400 {
        return Some(format!("CPython printed {lines} lines"));
    }
    None
}

/// The result of one mode on one seed.
#[derive(Clone, Debug)]
pub struct ModeResult {
    pub mode: Mode,
    pub class: Class,
    pub detail: String,
}

#[derive(Clone, Debug)]
pub struct SeedReport {
    pub seed: u64,
    pub program: Program,
    pub generator_bug: Option<String>,
    pub reference: RunOutput,
    pub results: Vec<ModeResult>,
}

impl SeedReport {
    pub fn failures(&self) -> impl Iterator<Item = &ModeResult> {
        self.results.iter().filter(|r| r.class.is_failure())
    }
}

/// Writes `source` to a fresh file under the work directory and returns its path.
pub fn write_program(cfg: &Config, name: &str, source: &str) -> PathBuf {
    std::fs::create_dir_all(&cfg.work_dir).expect("create the work directory");
    let path = cfg.work_dir.join(name);
    std::fs::write(&path, source).expect("write the program");
    path
}

/// Generates the program of `seed` and runs it in CPython and every configured mode.
pub fn run_seed(cfg: &Config, seed: u64) -> SeedReport {
    let program = generate(seed);
    let path = write_program(cfg, &format!("seed-{seed}.py"), &program.source);
    let reference = run_python(cfg, &path);
    let mut report = SeedReport {
        seed,
        generator_bug: generator_problem(&program, &reference),
        program,
        reference,
        results: Vec::new(),
    };
    if report.generator_bug.is_none() {
        for mode in &cfg.modes {
            let out = run_ember(cfg, mode, &path);
            let (class, detail) = classify(&report.reference, &out);
            report.results.push(ModeResult { mode: *mode, class, detail });
        }
    }
    let _ = std::fs::remove_file(&path);
    report
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicU64, Ordering};

    fn cfg(tag: &str) -> Config {
        Config {
            ember: Ember::current_exe(),
            python: find_python(),
            timeout: Duration::from_secs(20),
            modes: Vec::new(),
            work_dir: std::env::temp_dir().join(format!("ember-fuzz-unit-{tag}-{}", std::process::id())),
        }
    }

    /// Every program of seeds 0..200 runs in CPython as the generator meant it to:
    /// within the time limit, with status 0 and nothing on stderr (or the intended
    /// uncaught exception).
    #[test]
    fn generated_programs_run_in_cpython() {
        let cfg = cfg("cpython");
        let next = AtomicU64::new(0);
        let problems = std::sync::Mutex::new(Vec::new());
        std::thread::scope(|s| {
            for _ in 0..2 {
                s.spawn(|| {
                    loop {
                        let seed = next.fetch_add(1, Ordering::Relaxed);
                        if seed >= 200 {
                            break;
                        }
                        let program = generate(seed);
                        let path = write_program(&cfg, &format!("seed-{seed}.py"), &program.source);
                        let reference = run_python(&cfg, &path);
                        if let Some(p) = generator_problem(&program, &reference) {
                            problems.lock().unwrap().push(format!("seed {seed}: {p}"));
                        }
                        let _ = std::fs::remove_file(&path);
                    }
                });
            }
        });
        let _ = std::fs::remove_dir_all(&cfg.work_dir);
        let problems = problems.into_inner().unwrap();
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }

    #[test]
    fn classification() {
        let ok = RunOutput { stdout: "1\n".into(), status: Some(0), ..Default::default() };
        assert_eq!(classify(&ok, &ok.clone()).0, Class::Ok);
        let wrong = RunOutput { stdout: "2\n".into(), status: Some(0), ..Default::default() };
        assert_eq!(classify(&ok, &wrong).0, Class::Wrong);
        let panic = RunOutput {
            stdout: "1\n".into(),
            stderr: "thread 'ember-main' panicked at hir/src/x.rs:1:2:\nboom\n".into(),
            status: Some(70),
            ..Default::default()
        };
        let (class, detail) = classify(&ok, &panic);
        assert_eq!((class, detail.as_str()), (Class::Crash, "panic at hir/src/x.rs:1:2: boom"));
        let hang = RunOutput { timed_out: true, ..Default::default() };
        assert_eq!(classify(&ok, &hang).0, Class::Hang);
        let unsupported = RunOutput {
            stderr: "NotImplementedError: 'x' is not supported\n".into(),
            status: Some(1),
            ..Default::default()
        };
        assert_eq!(classify(&ok, &unsupported).0, Class::Unsupported);
        let status = RunOutput { stdout: "1\n".into(), status: Some(1), ..Default::default() };
        assert_eq!(classify(&ok, &status).0, Class::Wrong);
    }

    #[test]
    fn commands_time_out() {
        let mut cmd = Command::new("sleep");
        cmd.arg("5");
        let out = run_command(cmd, Duration::from_millis(200)).expect("run sleep");
        assert!(out.timed_out && out.elapsed < Duration::from_secs(4));
    }
}
