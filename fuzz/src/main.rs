//! `ember-fuzz --seeds A..B [options]`: generate programs, run them in CPython and in
//! ember's modes, report differences, optionally shrink the failures.

use ember_fuzz::generator::generate;
use ember_fuzz::run::{CLASSES, Class, Config, Ember, Mode, SeedReport, default_modes, find_python, mode, run_seed};
use ember_fuzz::shrink::shrink;
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

const USAGE: &str = "usage: ember-fuzz --seeds A..B [--jobs N] [--ember PATH] [--out DIR] [--timeout SECS]
                  [--gc-stress] [--modes M1,M2,...] [--shrink] [--shrink-budget SECS]
                  [--python PATH]
       ember-fuzz --print SEED
modes: off auto all deopt quick gc quick-deopt hir (default: off auto all deopt quick, plus gc
with --gc-stress)";

struct Args {
    seeds: std::ops::Range<u64>,
    jobs: usize,
    ember: Option<PathBuf>,
    out: PathBuf,
    timeout: Duration,
    gc_stress: bool,
    modes: Option<Vec<Mode>>,
    shrink: bool,
    shrink_budget: Duration,
    python: Option<PathBuf>,
    print: Option<u64>,
}

fn parse_seeds(s: &str) -> Result<std::ops::Range<u64>, String> {
    let bad = || format!("bad seed range `{s}` (want A..B or N)");
    if let Some((a, b)) = s.split_once("..") {
        let a: u64 = a.parse().map_err(|_| bad())?;
        let b: u64 = b.parse().map_err(|_| bad())?;
        if a >= b {
            return Err(bad());
        }
        Ok(a..b)
    } else {
        let a: u64 = s.parse().map_err(|_| bad())?;
        Ok(a..a + 1)
    }
}

fn parse_args() -> Result<Args, String> {
    let mut args = Args {
        seeds: 0..0,
        jobs: 2,
        ember: None,
        out: PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/failures")),
        timeout: Duration::from_secs(10),
        gc_stress: false,
        modes: None,
        shrink: false,
        shrink_budget: Duration::from_secs(300),
        python: None,
        print: None,
    };
    let mut it = std::env::args().skip(1);
    while let Some(arg) = it.next() {
        let (flag, inline) = match arg.split_once('=') {
            Some((f, v)) if f.starts_with("--") => (f.to_string(), Some(v.to_string())),
            _ => (arg.clone(), None),
        };
        let mut value = || inline.clone().or_else(|| it.next()).ok_or_else(|| format!("{flag} needs a value"));
        let secs = |v: String| -> Result<Duration, String> {
            v.parse::<f64>().ok().filter(|s| *s > 0.0).map(Duration::from_secs_f64).ok_or(format!("bad seconds `{v}`"))
        };
        match flag.as_str() {
            "--seeds" => args.seeds = parse_seeds(&value()?)?,
            "--jobs" | "-j" => {
                args.jobs = value()?.parse().ok().filter(|&j| j > 0).ok_or("bad --jobs")?;
            }
            "--ember" => args.ember = Some(PathBuf::from(value()?)),
            "--out" => args.out = PathBuf::from(value()?),
            "--timeout" => args.timeout = secs(value()?)?,
            "--gc-stress" => args.gc_stress = true,
            "--modes" => {
                let mut modes = Vec::new();
                for name in value()?.split(',') {
                    modes.push(mode(name).ok_or_else(|| format!("unknown mode `{name}`"))?);
                }
                args.modes = Some(modes);
            }
            "--shrink" => args.shrink = true,
            "--shrink-budget" => args.shrink_budget = secs(value()?)?,
            "--python" => args.python = Some(PathBuf::from(value()?)),
            "--print" => args.print = Some(value()?.parse().map_err(|_| "bad --print seed")?),
            "--help" | "-h" => {
                println!("{USAGE}");
                std::process::exit(0);
            }
            _ => return Err(format!("unknown argument `{arg}`")),
        }
    }
    if args.print.is_none() && args.seeds.is_empty() {
        return Err("--seeds is required".into());
    }
    Ok(args)
}

fn main() {
    if std::env::var_os("EMBER_AS_CLI").is_some() {
        let args: Vec<String> = std::env::args().collect();
        std::process::exit(ember::cli::main_on_big_stack(args));
    }
    let args = match parse_args() {
        Ok(a) => a,
        Err(msg) => {
            eprintln!("ember-fuzz: {msg}\n{USAGE}");
            std::process::exit(2);
        }
    };
    if let Some(seed) = args.print {
        print!("{}", generate(seed).source);
        return;
    }
    let ember = match &args.ember {
        Some(path) => Ember { path: path.clone(), as_cli: false },
        None => Ember::current_exe(),
    };
    let work_dir = std::env::temp_dir().join(format!("ember-fuzz-{}", std::process::id()));
    let cfg = Config {
        ember,
        python: args.python.clone().unwrap_or_else(find_python),
        timeout: args.timeout,
        modes: args.modes.clone().unwrap_or_else(|| default_modes(args.gc_stress)),
        work_dir: work_dir.clone(),
    };
    let start = Instant::now();
    let reports = run_all(&cfg, &args);
    let failed = summarize(&cfg, &reports, start.elapsed());
    if args.shrink && !failed.is_empty() {
        shrink_all(&cfg, &args, &reports);
    }
    let _ = std::fs::remove_dir_all(&work_dir);
    if !failed.is_empty() {
        std::process::exit(1);
    }
}

/// Runs every seed on `args.jobs` threads, printing a line per non-OK result.
fn run_all(cfg: &Config, args: &Args) -> Vec<SeedReport> {
    let next = AtomicU64::new(args.seeds.start);
    let (tx, rx) = mpsc::channel::<SeedReport>();
    let mut reports = Vec::new();
    std::thread::scope(|s| {
        for _ in 0..args.jobs {
            let tx = tx.clone();
            let next = &next;
            s.spawn(move || {
                loop {
                    let seed = next.fetch_add(1, Ordering::Relaxed);
                    if seed >= args.seeds.end {
                        break;
                    }
                    if tx.send(run_seed(cfg, seed)).is_err() {
                        break;
                    }
                }
            });
        }
        drop(tx);
        for report in rx {
            if let Some(bug) = &report.generator_bug {
                println!("seed {} GENERATOR-BUG: {bug}", report.seed);
            }
            for r in &report.results {
                if r.class != Class::Ok {
                    println!("seed {} [{}] {}: {}", report.seed, r.mode.name, r.class.name(), r.detail);
                }
            }
            reports.push(report);
        }
    });
    reports.sort_by_key(|r| r.seed);
    reports
}

/// Prints the per-mode counts; returns the failing seeds.
fn summarize(cfg: &Config, reports: &[SeedReport], wall: Duration) -> Vec<u64> {
    let mut counts: BTreeMap<(&str, Class), usize> = BTreeMap::new();
    for report in reports {
        for r in &report.results {
            *counts.entry((r.mode.name, r.class)).or_default() += 1;
        }
    }
    println!();
    print!("{:<12}", "mode");
    for class in CLASSES {
        print!("{:>13}", class.name());
    }
    println!();
    for m in &cfg.modes {
        print!("{:<12}", m.name);
        for &class in CLASSES {
            print!("{:>13}", counts.get(&(m.name, class)).copied().unwrap_or(0));
        }
        println!();
    }
    let generator_bugs: Vec<u64> = reports.iter().filter(|r| r.generator_bug.is_some()).map(|r| r.seed).collect();
    let failed: Vec<u64> = reports.iter().filter(|r| r.failures().next().is_some()).map(|r| r.seed).collect();
    let unsupported = reports.iter().filter(|r| r.results.iter().any(|m| m.class == Class::Unsupported)).count();
    println!(
        "\n{} seeds, {} failing, {} unsupported, {} generator bugs, wall time {:.1} s",
        reports.len(),
        failed.len(),
        unsupported,
        generator_bugs.len(),
        wall.as_secs_f64()
    );
    if !generator_bugs.is_empty() {
        println!("generator bugs: {generator_bugs:?}");
    }
    for report in reports.iter().filter(|r| r.failures().next().is_some()) {
        let modes: Vec<String> = report.failures().map(|r| format!("{} {}", r.mode.name, r.class.name())).collect();
        println!("failing seed {}: {}", report.seed, modes.join(", "));
    }
    failed
}

/// Shrinks each failing seed in its first failing mode and writes it to `args.out`.
fn shrink_all(cfg: &Config, args: &Args, reports: &[SeedReport]) {
    if let Err(e) = std::fs::create_dir_all(&args.out) {
        eprintln!("ember-fuzz: cannot create {}: {e}", args.out.display());
        return;
    }
    let jobs: Vec<&SeedReport> = reports.iter().filter(|r| r.failures().next().is_some()).collect();
    println!("\nshrinking {} programs (budget {:.0} s each)", jobs.len(), args.shrink_budget.as_secs_f64());
    let next = AtomicU64::new(0);
    std::thread::scope(|s| {
        for _ in 0..args.jobs {
            s.spawn(|| {
                loop {
                    let k = next.fetch_add(1, Ordering::Relaxed) as usize;
                    let Some(report) = jobs.get(k) else { break };
                    let first = report.failures().next().expect("a failing mode");
                    let t = Instant::now();
                    let shrunk =
                        shrink(cfg, report.seed, &report.program.source, first.mode, first.class, args.shrink_budget);
                    let others: Vec<String> =
                        report.failures().map(|r| format!("{} {}", r.mode.name, r.class.name())).collect();
                    let mut text = format!(
                        "# ember-fuzz seed {}: {} in mode {} (`{}`), shrunk\n# the original program: {}\n# failing modes of the original: {}\n",
                        report.seed,
                        first.class.name(),
                        first.mode.name,
                        first.mode.describe(),
                        first.detail.replace('\n', " "),
                        others.join(", "),
                    );
                    if !shrunk.confirmed {
                        text.push_str("# (not reproduced while shrinking: the original program follows)\n");
                    }
                    text.extend(
                        shrunk
                            .source
                            .lines()
                            .filter(|l| !l.starts_with("# ember-fuzz program"))
                            .map(|l| format!("{l}\n")),
                    );
                    let path = args.out.join(format!("seed-{}-{}.py", report.seed, first.mode.name));
                    match std::fs::write(&path, text) {
                        Ok(()) => println!(
                            "seed {}: {} lines -> {} lines in {} tests, {:.0} s: {}",
                            report.seed,
                            report.program.source.lines().count(),
                            shrunk.source.lines().count(),
                            shrunk.tests,
                            t.elapsed().as_secs_f64(),
                            path.display()
                        ),
                        Err(e) => eprintln!("ember-fuzz: cannot write {}: {e}", path.display()),
                    }
                }
            });
        }
    });
}
