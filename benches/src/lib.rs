//! The hot-loop benchmark harness: every program of `benches/programs/` under ember
//! (interpreter only and default mode), CPython, PyPy (when installed) and a native
//! Rust port (`benches/native/`, where one exists), in one run, reported as ratios.
//!
//! Two measurements per program and engine:
//! - whole process: one warm-up, then `runs` timed runs (median, min, max wall time and
//!   peak RSS of the child, from `wait4`); the engines take turns, one timed run each
//!   per round, so drifting load on a shared machine does not favour one of them;
//! - steady state: a driver calls `run(n)` repeatedly in one process and times each
//!   call with `time.perf_counter()`; the median of the last calls separates peak speed
//!   from start-up and JIT warm-up.
//!
//! Every engine's printed result must equal CPython's; a mismatch is reported loudly
//! and its timing is not used. A program ember cannot run is reported "unsupported"
//! with the error's last line. `cargo bench` runs it (`benches/suite.rs`).

#[path = "../native/mod.rs"]
pub mod native;

pub mod report;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// A way of running a benchmark program; each is one column of the report.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, serde::Serialize, clap::ValueEnum)]
pub enum Engine {
    /// ember with the JIT off (`--jit=off`): the interpreter alone
    #[serde(rename = "ember-interp")]
    #[value(name = "ember-interp")]
    EmberInterp,
    /// ember in its default mode (the JIT compiles hot functions and loops)
    #[serde(rename = "ember")]
    #[value(name = "ember")]
    Ember,
    /// CPython (`python3`), the reference: every engine must print what it prints
    #[serde(rename = "cpython")]
    #[value(name = "cpython")]
    CPython,
    /// PyPy (`pypy3` on PATH; skipped when absent, see scripts/install-pypy)
    #[serde(rename = "pypy")]
    #[value(name = "pypy")]
    PyPy,
    /// The program ported to Rust (benches/native/), where a port exists
    #[serde(rename = "native")]
    #[value(name = "native")]
    Native,
}

impl Engine {
    /// Every engine, in the order of the report's columns.
    pub const ALL: [Engine; 5] = [Engine::EmberInterp, Engine::Ember, Engine::CPython, Engine::PyPy, Engine::Native];

    /// The engine's name on the command line and in the reports.
    pub fn name(self) -> &'static str {
        match self {
            Engine::EmberInterp => "ember-interp",
            Engine::Ember => "ember",
            Engine::CPython => "cpython",
            Engine::PyPy => "pypy",
            Engine::Native => "native",
        }
    }
}

/// The harness's command line as clap reads it; [`Options`] is what the harness uses.
#[derive(clap::Parser, Debug)]
#[command(
    name = "cargo bench --",
    bin_name = "cargo bench --",
    about = "The hot-loop benchmark suite: every program of benches/programs/ under ember \
             (interpreter only and default mode), CPython, PyPy and native Rust ports, reported as ratios",
    after_help = "Progress goes to stderr, a line per run. The reports go to the --out directory: \
                  report.md (the tables, also printed), report.json, and speedup.svg (the speedup over CPython \
                  of each program).\n\n\
                  Examples:\n  \
                  cargo bench                                    the whole suite (minutes)\n  \
                  cargo bench -- --quick                         check that every program runs\n  \
                  cargo bench -- --engines ember,cpython fib     one program, two engines"
)]
struct Cli {
    /// A check that every program runs, not a measurement: each program's N cut (to
    /// 1/50, or 1/3 when small), one timed run (unless --runs), two steady-state calls
    #[arg(long)]
    quick: bool,

    /// The engines to run, comma-separated [default: all]. CPython's output is the
    /// reference, and every ratio needs both of its engines
    #[arg(long, value_enum, value_delimiter = ',', value_name = "ENGINE,...", hide_default_value = true)]
    engines: Vec<Engine>,

    /// Timed runs of each program per engine, after one warm-up run; their median is
    /// reported (0 reports the warm-up run) [default: 3, or 1 with --quick]
    #[arg(long, value_name = "N")]
    runs: Option<usize>,

    /// Where to write the reports [default: target/bench-report in the workspace]
    #[arg(long, value_name = "DIR")]
    out: Option<PathBuf>,

    // `cargo bench` appends `--bench` to the harness's arguments; it means nothing
    // here. Counted rather than a flag so that a second one is no error either.
    #[arg(long = "bench", hide = true, action = clap::ArgAction::Count)]
    _bench: u8,

    /// Run only the programs whose name contains one of these (e.g. `fib sieve`);
    /// all programs when none is given
    #[arg(value_name = "FILTER")]
    filters: Vec<String>,
}

/// Harness options (`cargo bench -- [--quick] [--engines a,b] [--runs N] [--out DIR] [FILTER...]`;
/// `cargo bench -- --help` describes them).
#[derive(Clone, Debug)]
pub struct Options {
    /// Cut inputs and fewer runs: checks the harness rather than measuring.
    pub quick: bool,
    /// The engines to run, each once, in the order given.
    pub engines: Vec<Engine>,
    /// Timed whole-process runs per program and engine, after the warm-up.
    pub runs: usize,
    /// Calls of `run(n)` in the steady-state measurement.
    pub steady_calls: usize,
    /// Substrings of program names to run; empty runs them all.
    pub filters: Vec<String>,
    /// Where the reports go.
    pub out_dir: PathBuf,
}

impl Options {
    /// Reads the harness's arguments (without the program name). Err carries clap's
    /// message, which is also how `--help` comes back: print it with
    /// [`clap::Error::print`] and exit with [`clap::Error::exit_code`].
    pub fn parse(args: &[String], default_out: PathBuf) -> Result<Options, clap::Error> {
        use clap::Parser;
        let cli = Cli::try_parse_from(std::iter::once("cargo bench --").chain(args.iter().map(String::as_str)))?;
        let mut engines = Vec::new();
        // Running an engine twice would only overwrite its first results.
        for e in if cli.engines.is_empty() { Engine::ALL.to_vec() } else { cli.engines } {
            if !engines.contains(&e) {
                engines.push(e);
            }
        }
        Ok(Options {
            quick: cli.quick,
            engines,
            runs: cli.runs.unwrap_or(if cli.quick { 1 } else { 3 }),
            steady_calls: if cli.quick { 2 } else { 5 },
            filters: cli.filters,
            out_dir: cli.out.unwrap_or(default_out),
        })
    }
}

/// One engine's whole-process timings.
#[derive(Clone, Debug, Default, serde::Serialize)]
pub struct ProcessStats {
    pub median_s: f64,
    pub min_s: f64,
    pub max_s: f64,
    pub peak_rss_kib: u64,
}

/// What one engine did with one program.
#[derive(Clone, Debug, serde::Serialize)]
#[serde(tag = "status", rename_all = "snake_case")]
pub enum Outcome {
    /// It printed CPython's result; `steady_median_s` is None without a steady-state
    /// measurement (native ports, or a driver that failed).
    Ok { output: String, process: ProcessStats, steady_median_s: Option<f64> },
    /// It failed; `error` is the last line of its stderr.
    Unsupported { error: String },
    /// It printed something else than CPython did.
    Mismatch { output: String, expected: String },
    /// It was not run (not installed, no native port).
    Skipped { why: String },
}

/// What every engine did with one program.
#[derive(Clone, Debug, serde::Serialize)]
pub struct ProgramResult {
    /// The program's file name without `.py`.
    pub program: String,
    /// The `N` it ran with (cut under `--quick`).
    pub n: u64,
    /// By engine name ([`Engine::name`]).
    pub results: BTreeMap<String, Outcome>,
}

struct Setup {
    ember: PathBuf,
    python: Option<PathBuf>,
    pypy: Option<PathBuf>,
    /// This executable, which runs the native ports with `--native PROGRAM N`.
    native_runner: PathBuf,
    scratch: PathBuf,
}

/// Entry point shared by `cargo bench` and the smoke test. `args` are the harness
/// options; returns the process exit status.
pub fn main(ember: &Path, args: &[String]) -> i32 {
    if let [flag, program, n, ..] = args {
        if flag == "--native" {
            let port = native::port(program).expect("a native port");
            println!("{}", port(n.parse().expect("n")));
            return 0;
        }
    }
    let workspace = Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("workspace").to_path_buf();
    let options = match Options::parse(args, workspace.join("target/bench-report")) {
        Ok(o) => o,
        Err(e) => {
            // Help goes to stdout with status 0, a usage error to stderr with status 2.
            let _ = e.print();
            return e.exit_code();
        }
    };
    let setup = Setup {
        ember: ember.to_path_buf(),
        python: find_python(),
        pypy: which("pypy3"),
        native_runner: std::env::current_exe().expect("harness path"),
        scratch: std::env::temp_dir().join(format!("ember-bench-{}", std::process::id())),
    };
    std::fs::create_dir_all(&setup.scratch).expect("scratch dir");
    let programs_dir = workspace.join("benches/programs");
    let mut programs: Vec<PathBuf> = std::fs::read_dir(&programs_dir)
        .expect("benches/programs")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "py"))
        .filter(|p| {
            let stem = p.file_stem().expect("stem").to_string_lossy();
            options.filters.is_empty() || options.filters.iter().any(|f| stem.contains(f.as_str()))
        })
        .collect();
    programs.sort();
    if setup.pypy.is_none() && options.engines.contains(&Engine::PyPy) {
        eprintln!("bench: pypy3 not found: skipping PyPy (install it with scripts/install-pypy)");
    }
    let started = Instant::now();
    let mut results = Vec::new();
    for (i, path) in programs.iter().enumerate() {
        let progress = report::Progress { index: i + 1, total: programs.len() };
        let r = bench_program(&setup, &options, path, progress);
        progress.result(&r);
        results.push(r);
    }
    let _ = std::fs::remove_dir_all(&setup.scratch);
    let text = report::write_reports(&results, &options, started.elapsed());
    println!("{text}");
    println!("reports written to {}", options.out_dir.display());
    0
}

fn which(name: &str) -> Option<PathBuf> {
    std::env::var_os("PATH")?.to_str()?.split(':').map(|d| Path::new(d).join(name)).find(|p| p.is_file())
}

/// The real CPython binary (the `python3` on PATH may be a slow launcher shim).
fn find_python() -> Option<PathBuf> {
    let out = Command::new("python3").args(["-c", "import sys; print(sys.executable)"]).output().ok()?;
    let path = PathBuf::from(String::from_utf8_lossy(&out.stdout).trim());
    path.is_file().then_some(path)
}

/// `N = ...` of a benchmark program.
fn program_n(source: &str) -> Option<u64> {
    source.lines().find_map(|l| l.strip_prefix("N = ")).and_then(|v| v.trim().replace('_', "").parse().ok())
}

/// A smaller n for `--quick`.
fn quick_n(n: u64) -> u64 {
    if n <= 1000 { (n / 3).max(5) } else { n / 50 }
}

fn with_n(source: &str, n: u64) -> String {
    source
        .lines()
        .map(|l| if l.starts_with("N = ") { format!("N = {n}") } else { l.to_string() })
        .collect::<Vec<_>>()
        .join("\n")
        + "\n"
}

fn bench_program(setup: &Setup, o: &Options, path: &Path, progress: report::Progress) -> ProgramResult {
    let name = path.file_stem().expect("stem").to_string_lossy().to_string();
    let source = std::fs::read_to_string(path).expect("read program");
    let full_n = program_n(&source).expect("program defines N");
    let n = if o.quick { quick_n(full_n) } else { full_n };
    let dir = setup.scratch.join(&name);
    std::fs::create_dir_all(&dir).expect("program scratch dir");
    let program = dir.join(format!("{name}.py"));
    std::fs::write(&program, with_n(&source, n)).expect("write program");

    // CPython first: its output is the reference.
    let mut order = o.engines.clone();
    order.sort_by_key(|e| *e != Engine::CPython);
    let mut expected: Option<String> = None;
    let mut results = BTreeMap::new();
    let mut timed = Vec::new();
    for engine in order {
        let job = Job { setup, options: o, engine, name: &name, program: &program, source: &source, n, progress };
        match warm_up(&job, expected.as_deref()) {
            Ok(warm) => {
                if engine == Engine::CPython {
                    expected = Some(warm.output.clone());
                }
                timed.push((job, warm, Vec::new()));
            }
            Err(outcome) => {
                results.insert(engine.name().to_string(), outcome);
            }
        }
    }
    // The timed runs take turns (one of each engine, then again), so a change in the
    // machine's load while the program is measured touches every engine alike and
    // the ratios stay fair.
    for round in 1..=o.runs {
        for (job, warm, times) in timed.iter_mut().filter(|(_, warm, _)| warm.error.is_none()) {
            progress.step(&name, job.engine, &format!("run {round}/{}", o.runs));
            match run_process(&warm.cmd) {
                Ok(r) => {
                    times.push(r.wall.as_secs_f64());
                    warm.peak_rss_kib = warm.peak_rss_kib.max(r.peak_rss_kib);
                }
                Err(error) => {
                    eprintln!("bench: {} failed on {}: {error}", job.engine.name(), job.name);
                    warm.error = Some(error);
                }
            }
        }
    }
    for (job, warm, mut times) in timed {
        let outcome = match warm.error {
            Some(error) => Outcome::Unsupported { error },
            None => {
                if times.is_empty() {
                    times.push(warm.wall_s);
                }
                times.sort_by(f64::total_cmp);
                let process = ProcessStats {
                    median_s: median(&times),
                    min_s: times[0],
                    max_s: *times.last().expect("a run"),
                    peak_rss_kib: warm.peak_rss_kib,
                };
                let steady_median_s = steady_state(&job, &warm.output);
                Outcome::Ok { output: warm.output, process, steady_median_s }
            }
        };
        results.insert(job.engine.name().to_string(), outcome);
    }
    ProgramResult { program: name, n, results }
}

/// One engine on one program.
#[derive(Copy, Clone)]
struct Job<'a> {
    setup: &'a Setup,
    options: &'a Options,
    engine: Engine,
    name: &'a str,
    /// The program file (with this run's `N`).
    program: &'a Path,
    /// The program's original text.
    source: &'a str,
    n: u64,
    progress: report::Progress,
}

/// An engine that ran a program once, correctly, and is ready for timed runs.
struct WarmedUp {
    cmd: Vec<String>,
    output: String,
    wall_s: f64,
    peak_rss_kib: u64,
    /// A later timed run failed.
    error: Option<String>,
}

/// The warm-up run, which is also the correctness check; Err is the engine's final
/// outcome (skipped, unsupported, or a wrong answer).
fn warm_up(job: &Job, expected: Option<&str>) -> Result<WarmedUp, Outcome> {
    let Job { setup, engine, name, program, n, progress, .. } = *job;
    let program_s = program.to_string_lossy().to_string();
    let cmd: Vec<String> = match engine {
        Engine::EmberInterp => vec![setup.ember.display().to_string(), "--jit=off".into(), "run".into(), program_s],
        Engine::Ember => vec![setup.ember.display().to_string(), "run".into(), program_s],
        Engine::CPython => match &setup.python {
            Some(p) => vec![p.display().to_string(), program_s],
            None => return Err(Outcome::Skipped { why: "python3 not found".into() }),
        },
        Engine::PyPy => match &setup.pypy {
            Some(p) => vec![p.display().to_string(), program_s],
            None => return Err(Outcome::Skipped { why: "pypy3 not installed".into() }),
        },
        Engine::Native => {
            if native::port(name).is_none() {
                return Err(Outcome::Skipped { why: "no native port".into() });
            }
            vec![setup.native_runner.display().to_string(), "--native".into(), name.into(), n.to_string()]
        }
    };
    progress.step(name, engine, "warm-up");
    let first = run_process(&cmd).map_err(|error| Outcome::Unsupported { error })?;
    let output = first.stdout.trim().to_string();
    if let Some(want) = expected
        && output != want
    {
        eprintln!("bench: MISMATCH: {} printed {:?} for {}, CPython printed {:?}", engine.name(), output, name, want);
        return Err(Outcome::Mismatch { output, expected: want.to_string() });
    }
    Ok(WarmedUp { cmd, output, wall_s: first.wall.as_secs_f64(), peak_rss_kib: first.peak_rss_kib, error: None })
}

fn median(sorted: &[f64]) -> f64 {
    let m = sorted.len() / 2;
    if sorted.len() % 2 == 1 { sorted[m] } else { (sorted[m - 1] + sorted[m]) / 2.0 }
}

struct ProcessRun {
    stdout: String,
    wall: Duration,
    peak_rss_kib: u64,
}

/// Runs a command; Err with the last line of stderr if it fails.
fn run_process(cmd: &[String]) -> Result<ProcessRun, String> {
    let start = Instant::now();
    let mut child = Command::new(&cmd[0])
        .args(&cmd[1..])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start {}: {e}", cmd[0]))?;
    let mut stdout = String::new();
    let mut stderr = String::new();
    use std::io::Read;
    let mut out_pipe = child.stdout.take().expect("stdout");
    let mut err_pipe = child.stderr.take().expect("stderr");
    let err_reader = std::thread::spawn(move || {
        let mut s = String::new();
        let _ = err_pipe.read_to_string(&mut s);
        s
    });
    let _ = out_pipe.read_to_string(&mut stdout);
    stderr.push_str(&err_reader.join().unwrap_or_default());
    let (status, rss) = wait_with_rusage(child.id() as libc::pid_t);
    let wall = start.elapsed();
    if status != 0 {
        let last = stderr.lines().rev().find(|l| !l.trim().is_empty()).unwrap_or("(no error output)");
        return Err(last.trim().to_string());
    }
    Ok(ProcessRun { stdout, wall, peak_rss_kib: rss })
}

/// Reaps `pid` and returns its exit status and peak RSS in KiB.
fn wait_with_rusage(pid: libc::pid_t) -> (i32, u64) {
    let mut status = 0;
    // SAFETY: `rusage` is plain data that wait4 fills; `pid` is our own child, which
    // nothing else waits for (the `Child` handle is dropped without waiting).
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: as above.
    let r = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
    if r < 0 {
        return (-1, 0);
    }
    let code = if libc::WIFEXITED(status) { libc::WEXITSTATUS(status) } else { 128 + libc::WTERMSIG(status) };
    (code, usage.ru_maxrss as u64)
}

/// Median of the last calls of `run(n)` in one process, or None when the engine has
/// no driver (native) or the driver failed.
fn steady_state(job: &Job, expected: &str) -> Option<f64> {
    let Job { setup, options: o, engine, name, program, source, n, progress } = *job;
    let calls = o.steady_calls;
    let dir = program.parent().expect("dir");
    let cmd: Vec<String> = match engine {
        Engine::Native => return None,
        Engine::CPython | Engine::PyPy => {
            let driver = dir.join("driver.py");
            std::fs::write(&driver, PYTHON_DRIVER).ok()?;
            let exe = if engine == Engine::CPython { setup.python.clone()? } else { setup.pypy.clone()? };
            vec![
                exe.display().to_string(),
                driver.display().to_string(),
                program.display().to_string(),
                n.to_string(),
                calls.to_string(),
            ]
        }
        Engine::Ember | Engine::EmberInterp => {
            // ember has no import of files: the driver is the program with its main
            // guard disabled, followed by the timing loop.
            let body = with_n(source, n).replace("if __name__ == \"__main__\":", "if False:");
            let file = dir.join(format!("{name}_steady.py"));
            std::fs::write(&file, body + &ember_driver(calls)).ok()?;
            let mut c = vec![setup.ember.display().to_string()];
            if engine == Engine::EmberInterp {
                c.push("--jit=off".into());
            }
            c.push("run".into());
            c.push(file.display().to_string());
            c
        }
    };
    progress.step(name, engine, &format!("steady state ({calls} calls)"));
    let run = match run_process(&cmd) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("bench: steady-state driver failed for {} on {name}: {e}", engine.name());
            return None;
        }
    };
    let mut times = Vec::new();
    let mut result = None;
    for line in run.stdout.lines() {
        if let Some(t) = line.strip_prefix("ember-bench-time ") {
            times.push(t.trim().parse::<f64>().ok()?);
        } else if let Some(r) = line.strip_prefix("ember-bench-result ") {
            result = Some(r.trim().to_string());
        }
    }
    if result.as_deref() != Some(expected) {
        eprintln!(
            "bench: MISMATCH in steady state: {} printed {result:?} for {name}, expected {expected:?}",
            engine.name()
        );
        return None;
    }
    // The last half of the calls (at least one) is the steady state.
    let mut last: Vec<f64> = times[times.len() / 2..].to_vec();
    last.sort_by(f64::total_cmp);
    (!last.is_empty()).then(|| median(&last))
}

const PYTHON_DRIVER: &str = r#"import importlib.util, sys, time
spec = importlib.util.spec_from_file_location("benchmark", sys.argv[1])
module = importlib.util.module_from_spec(spec)
spec.loader.exec_module(module)
n, calls = int(sys.argv[2]), int(sys.argv[3])
for _ in range(calls):
    t0 = time.perf_counter()
    result = module.run(n)
    t1 = time.perf_counter()
    print("ember-bench-time", t1 - t0)
print("ember-bench-result", result)
"#;

fn ember_driver(calls: usize) -> String {
    format!(
        "\nimport time\nfor _ in range({calls}):\n    t0 = time.perf_counter()\n    result = run(N)\n    t1 = time.perf_counter()\n    print(\"ember-bench-time\", t1 - t0)\nprint(\"ember-bench-result\", result)\n"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Result<Options, clap::Error> {
        Options::parse(&args.iter().map(|a| a.to_string()).collect::<Vec<_>>(), PathBuf::from("default-out"))
    }

    #[test]
    fn options_defaults() {
        let o = parse(&[]).unwrap();
        assert!(!o.quick);
        assert_eq!(o.engines, Engine::ALL.to_vec());
        assert_eq!((o.runs, o.steady_calls), (3, 5));
        assert!(o.filters.is_empty());
        assert_eq!(o.out_dir, PathBuf::from("default-out"));
    }

    #[test]
    fn options_old_spellings() {
        // As `cargo bench -- --quick --engines ember,cpython fib` runs it: cargo adds --bench.
        let o = parse(&["--bench", "--quick", "--engines", "ember,cpython", "fib"]).unwrap();
        assert!(o.quick);
        assert_eq!((o.runs, o.steady_calls), (1, 2));
        assert_eq!(o.engines, vec![Engine::Ember, Engine::CPython]);
        assert_eq!(o.filters, vec!["fib".to_string()]);

        let o = parse(&["--runs", "5", "--out", "/tmp/r", "sieve", "fib", "--bench"]).unwrap();
        assert_eq!(o.runs, 5);
        assert_eq!(o.out_dir, PathBuf::from("/tmp/r"));
        assert_eq!(o.filters, vec!["sieve".to_string(), "fib".to_string()]);

        let o = parse(&["--engines", "ember-interp,pypy,native"]).unwrap();
        assert_eq!(o.engines, vec![Engine::EmberInterp, Engine::PyPy, Engine::Native]);
    }

    #[test]
    fn options_new_spellings() {
        let o = parse(&["--engines=ember", "--engines", "cpython,ember", "--runs=2", "--out=x"]).unwrap();
        assert_eq!(o.engines, vec![Engine::Ember, Engine::CPython], "repeats add engines, once each");
        assert_eq!(o.runs, 2);
        assert_eq!(o.out_dir, PathBuf::from("x"));
        // An explicit --runs wins over --quick's single run.
        let o = parse(&["--quick", "--runs", "3"]).unwrap();
        assert_eq!((o.runs, o.steady_calls), (3, 2));
        assert!(parse(&["--bench", "--bench"]).is_ok(), "cargo's --bench, even twice");
    }

    #[test]
    fn options_errors() {
        use clap::error::ErrorKind;
        assert_eq!(parse(&["--nope"]).unwrap_err().kind(), ErrorKind::UnknownArgument);
        assert_eq!(parse(&["--engines", "ember,jython"]).unwrap_err().kind(), ErrorKind::InvalidValue);
        assert_eq!(parse(&["--runs", "many"]).unwrap_err().kind(), ErrorKind::ValueValidation);
        assert_eq!(parse(&["--runs"]).unwrap_err().kind(), ErrorKind::InvalidValue);
        assert_eq!(parse(&["--out"]).unwrap_err().kind(), ErrorKind::InvalidValue);
        let e = parse(&["--engines", "jython"]).unwrap_err();
        assert_eq!(e.exit_code(), 2);
        assert!(e.to_string().contains("cpython"), "the error lists the engines: {e}");
    }

    #[test]
    fn options_help() {
        for flag in ["--help", "-h"] {
            let e = parse(&["--bench", flag]).unwrap_err();
            assert_eq!(e.kind(), clap::error::ErrorKind::DisplayHelp);
            assert_eq!(e.exit_code(), 0, "help is no error");
            let help = e.to_string();
            for part in ["Usage: cargo bench -- [OPTIONS] [FILTER]...", "--quick", "--engines", "--runs", "--out"] {
                assert!(help.contains(part), "{part} missing from the help:\n{help}");
            }
            assert!(!help.contains("--bench"), "cargo's own --bench is not the user's business:\n{help}");
            if flag == "--help" {
                for engine in Engine::ALL {
                    assert!(help.contains(engine.name()), "{} missing from the help:\n{help}", engine.name());
                }
            }
        }
    }

    #[test]
    fn clap_definition_is_consistent() {
        use clap::CommandFactory;
        Cli::command().debug_assert();
    }

    #[test]
    fn program_n_reads_underscored_literals() {
        assert_eq!(program_n("# x\nN = 8_000_000\n"), Some(8_000_000));
        assert_eq!(with_n("N = 5\nprint(N)", 7), "N = 7\nprint(N)\n");
        assert_eq!(quick_n(34), 11);
        assert_eq!(quick_n(10_000_000), 200_000);
    }

    #[test]
    fn native_ports_match_the_python_results() {
        // The values CPython prints for these n (tests/programs/bench/*.stdout).
        assert_eq!(native::port("fib").unwrap()(20), "6765");
        assert_eq!(native::port("int_loop").unwrap()(100_000), "199999");
        assert_eq!(native::port("sieve").unwrap()(100_000), "9592");
        assert_eq!(native::port("mandelbrot").unwrap()(60), "1152");
    }
}
