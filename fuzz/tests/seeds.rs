//! A fixed range of generated programs must print what CPython prints in every ember
//! mode but GC stress (too slow for every seed). The programs run in child processes:
//! this test binary re-executes itself as the `ember` command line when `EMBER_AS_CLI`
//! is set.
//!
//! `KNOWN_FAILURES` lists the seeds of the range that show ember bugs not fixed yet;
//! they run as ignored tests (`cargo test -p ember-fuzz --release -- --ignored`).
//! Remove a seed from it once its bug is fixed, and widen `SEEDS` when all pass.

use ember_fuzz::run::{Config, Ember, default_modes, find_python, run_seed};
use libtest_mimic::{Arguments, Failed, Trial};
use std::sync::Arc;
use std::time::Duration;

/// Fewer seeds in unoptimised builds, where ember is many times slower.
const SEEDS: std::ops::Range<u64> = if cfg!(debug_assertions) { 0..40 } else { 0..150 };

/// Seeds of `SEEDS` failing with the ember of today (see fuzz/README.md): none.
const KNOWN_FAILURES: &[u64] = &[];

fn main() {
    if std::env::var_os("EMBER_AS_CLI").is_some() {
        let args: Vec<String> = std::env::args().collect();
        std::process::exit(ember::cli::main_on_big_stack(args));
    }
    let args = Arguments::from_args();
    let work_dir = std::env::temp_dir().join(format!("ember-fuzz-test-{}", std::process::id()));
    let cfg = Arc::new(Config {
        ember: Ember::current_exe(),
        python: find_python(),
        timeout: Duration::from_secs(30),
        modes: default_modes(false),
        work_dir: work_dir.clone(),
    });
    let trials = SEEDS
        .map(|seed| {
            let cfg = Arc::clone(&cfg);
            Trial::test(format!("seed_{seed:03}"), move || check(&cfg, seed))
                .with_ignored_flag(KNOWN_FAILURES.contains(&seed))
        })
        .collect();
    let conclusion = libtest_mimic::run(&args, trials);
    let _ = std::fs::remove_dir_all(&work_dir);
    conclusion.exit();
}

fn check(cfg: &Config, seed: u64) -> Result<(), Failed> {
    let report = run_seed(cfg, seed);
    if let Some(bug) = report.generator_bug {
        return Err(format!("generator bug: {bug}").into());
    }
    let failures: Vec<String> =
        report.failures().map(|r| format!("[{}] {}: {}", r.mode.name, r.class.name(), r.detail)).collect();
    if failures.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "{}\nreproduce and shrink: cargo run --release -p ember-fuzz -- --seeds {seed} --shrink",
            failures.join("\n")
        )
        .into())
    }
}
