//! What the tier did, in totals and per function: the data behind `--jit-stats` (and
//! anything else that explains a run, such as `ember explain`).
//!
//! Totals answer "how much"; the per-function records answer "where": which
//! function was compiled how often and at what cost, which one stayed interpreted
//! and why, and which guard failed on what.

use crate::abi::RuntimeLookups;
use ember_hir::phase_times::PhaseTimes;
use ember_hir::pipeline::DumpLog;
use ember_runtime::code::Code;
use rustc_hash::FxHashMap;
use std::collections::BTreeMap;
use std::fmt::Write;
use std::rc::Rc;
use std::time::Duration;

/// Where a compiled unit starts: at the function's entry, or in its middle (a loop's
/// OSR entry, or where a generator starts or resumes).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Unit {
    Function,
    /// Entered at bytecode `pc`, on source line `line`, with `depth` values on the
    /// operand stack.
    Entry {
        pc: u32,
        line: u32,
        depth: u32,
    },
}

impl Unit {
    /// The unit of `code` entered at `pc` with `depth` values on its operand stack.
    pub fn entry(code: &Code, pc: usize, depth: usize) -> Unit {
        Unit::Entry { pc: pc as u32, line: code.line_of(pc), depth: depth as u32 }
    }

    /// The operand stack an entry starts with (None for a function's entry).
    pub fn osr_stack(self) -> Option<usize> {
        match self {
            Unit::Function => None,
            Unit::Entry { depth, .. } => Some(depth as usize),
        }
    }
}

impl std::fmt::Display for Unit {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Unit::Function => write!(f, "function"),
            Unit::Entry { line, .. } => write!(f, "entry at line {line}"),
        }
    }
}

/// One compiled version.
#[derive(Clone, Debug)]
pub struct VersionRecord {
    pub unit: Unit,
    /// 1 for a unit's first version; more for a recompile after deopts.
    pub number: u32,
    /// Compiled with speculation (guards from the profiles); the last version of a
    /// unit is not.
    pub speculates: bool,
    /// When it was installed, from the tier's start (about the program's).
    pub compiled_at: Duration,
    pub compile_time: Duration,
    pub phases: Vec<(&'static str, Duration)>,
    pub code_bytes: usize,
    pub inlined_calls: usize,
    /// The code objects inlined into it (each once), by `Code::id`.
    pub inlined: Vec<u32>,
}

impl VersionRecord {
    /// Its compile time by phase, in ms, leaving out phases under 10 µs:
    /// `build 0.04, simplify 0.37, cranelift 0.75`.
    pub fn phase_text(&self) -> String {
        let phases: Vec<String> = self
            .phases
            .iter()
            .filter(|(_, t)| *t >= Duration::from_micros(10))
            .map(|&(name, t)| format!("{name} {:.2}", ms(t)))
            .collect();
        phases.join(", ")
    }
}

/// A deopt site of one function, as `--jit-stats` groups them.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct DeoptSite {
    /// The source line of the instruction that failed (in the function that holds
    /// it, which is an inlined callee's when the site is in inlined code).
    pub line: u32,
    /// The qualname of that function when it is not the compiled one.
    pub inlined_from: Option<Rc<str>>,
    /// What the site checks ("type guard Fixnum").
    pub reason: String,
}

/// A function's record: everything the tier did with it.
#[derive(Clone, Debug, Default)]
pub struct FunctionRecord {
    /// Its code object's `Code::id`.
    pub code_id: u32,
    pub qualname: Rc<str>,
    pub filename: Rc<str>,
    pub first_line: u32,
    pub versions: Vec<VersionRecord>,
    /// Why a unit was not compiled (it stays interpreted).
    pub refusals: Vec<(Unit, String)>,
    /// Entries into its compiled loop entries from the interpreter.
    pub osr_entries: u64,
    /// Deopts by site: how many, and of them what the failing operands were (see
    /// [`crate::deopt::describe_operands`]) when that was recorded.
    pub deopts: BTreeMap<DeoptSite, (u64, BTreeMap<String, u64>)>,
    /// With `JitOptions::keep_dumps`, each version's dumps under its title.
    pub dumps: Vec<(String, DumpLog)>,
}

impl FunctionRecord {
    /// Versions compiled to replace an earlier one.
    pub fn recompiles(&self) -> usize {
        self.versions.iter().filter(|v| v.number > 1).count()
    }

    pub fn deopt_count(&self) -> u64 {
        self.deopts.values().map(|(n, _)| n).sum()
    }

    pub fn compile_time(&self) -> Duration {
        self.versions.iter().map(|v| v.compile_time).sum()
    }
}

/// Totals and per-function records of one run.
#[derive(Default)]
pub struct Stats {
    pub compiled: u64,
    /// Of them, compiled without Cranelift's optimiser (no loop).
    pub loop_free: u64,
    pub osr_compiled: u64,
    /// Calls inlined into the versions compiled.
    pub inlined_calls: u64,
    pub osr_entries: u64,
    /// Generator starts and resumes that ran compiled code.
    pub generator_resumes: u64,
    pub failed: BTreeMap<String, u64>,
    pub deopts: BTreeMap<String, u64>,
    pub compile_times: Vec<Duration>,
    /// The compiles' time by phase, summed over them.
    pub compile_phases: PhaseTimes,
    /// Compiles whose Cranelift part ran on the compile thread, and its time.
    pub threaded: u64,
    pub threaded_time: Duration,
    pub code_bytes: usize,
    /// Of `code_bytes`, NOPs and filler that keep branches off 32-byte boundaries.
    pub padding_bytes: usize,
    /// Replaced versions whose code memory was released.
    pub freed: u64,
    functions: FxHashMap<*const Code, FunctionRecord>,
}

impl Stats {
    /// `code`'s record, made on first use.
    pub fn function(&mut self, code: &Code) -> &mut FunctionRecord {
        self.functions.entry(code as *const Code).or_insert_with(|| FunctionRecord {
            code_id: code.id,
            qualname: code.qualname.clone(),
            filename: code.filename.clone(),
            first_line: code.first_line,
            ..FunctionRecord::default()
        })
    }

    /// The records of every function the tier compiled or tried to, in source order.
    pub fn functions(&self) -> Vec<&FunctionRecord> {
        let mut all: Vec<&FunctionRecord> = self.functions.values().collect();
        all.sort_by(|a, b| (&a.filename, a.first_line, &a.qualname).cmp(&(&b.filename, b.first_line, &b.qualname)));
        all
    }

    /// What `--jit-stats` prints: the totals, then one entry per function.
    pub fn report(&self, lookups: RuntimeLookups) -> String {
        let mut out = String::new();
        let mut times: Vec<Duration> = self.compile_times.clone();
        times.sort();
        let median = times.get(times.len() / 2).copied().unwrap_or_default();
        let total: Duration = times.iter().sum();
        let _ = writeln!(
            out,
            "jit: functions compiled: {} (of them entered mid-function, OSR or generator resume: {}; without a loop, so without Cranelift's optimiser: {})",
            self.compiled, self.osr_compiled, self.loop_free
        );
        let _ = writeln!(out, "jit: calls inlined: {}", self.inlined_calls);
        let _ = writeln!(out, "jit: OSR entries taken: {}", self.osr_entries);
        let _ = writeln!(out, "jit: generator resumes in compiled code: {}", self.generator_resumes);
        let _ = writeln!(out, "jit: replaced versions freed: {}", self.freed);
        let _ = writeln!(
            out,
            "jit: compile time: total {:.3} ms, median {:.3} ms per function; code {} bytes ({} of branch alignment)",
            ms(total),
            ms(median),
            self.code_bytes,
            self.padding_bytes
        );
        if self.threaded > 0 {
            let _ = writeln!(
                out,
                "jit: on the compile thread: Cranelift's part of {} compiles, {:.3} ms",
                self.threaded,
                ms(self.threaded_time)
            );
        }
        let all = self.compile_phases.total().as_secs_f64().max(f64::MIN_POSITIVE);
        let phases: Vec<String> = self
            .compile_phases
            .laps()
            .iter()
            .map(|&(name, t)| format!("{name} {:.3} ms ({:.0}%)", ms(t), t.as_secs_f64() / all * 100.0))
            .collect();
        if !phases.is_empty() {
            let _ = writeln!(out, "jit: compile time by phase: {}", phases.join(", "));
        }
        let failed: u64 = self.failed.values().sum();
        let _ = writeln!(out, "jit: not compiled: {failed}");
        for (reason, n) in &self.failed {
            let _ = writeln!(out, "jit:   {n} × {reason}");
        }
        let _ = writeln!(
            out,
            "jit: attribute and method operations left to the runtime: {} loads, {} stores, {} method calls",
            lookups.loads, lookups.stores, lookups.method_calls
        );
        let deopts: u64 = self.deopts.values().sum();
        let _ = writeln!(out, "jit: deopts: {deopts}");
        for (reason, n) in &self.deopts {
            let _ = writeln!(out, "jit:   {n} × {reason}");
        }
        let functions = self.functions();
        if !functions.is_empty() {
            let _ = writeln!(out, "jit: per function:");
        }
        for record in functions {
            out += &function_report(record);
        }
        out
    }
}

/// A duration in milliseconds.
fn ms(t: Duration) -> f64 {
    t.as_secs_f64() * 1e3
}

/// One function's part of `--jit-stats`: a title line (qualname, file:line), then a
/// line per compiled version, refusal and deopt site.
fn function_report(r: &FunctionRecord) -> String {
    let mut out = String::new();
    let mut title = format!("jit:   {} ({}:{})", r.qualname, r.filename, r.first_line);
    let mut notes = Vec::new();
    if r.osr_entries > 0 {
        notes.push(format!("{} OSR entries taken", r.osr_entries));
    }
    if r.recompiles() > 0 {
        notes.push(format!("{} recompiled", r.recompiles()));
    }
    if r.deopt_count() > 0 {
        notes.push(format!("{} deopts", r.deopt_count()));
    }
    if !notes.is_empty() {
        title += &format!(": {}", notes.join(", "));
    }
    let _ = writeln!(out, "{title}");
    for v in &r.versions {
        let inlined = match v.inlined_calls {
            0 => String::new(),
            n => format!(", {n} calls inlined"),
        };
        let speculates = if v.speculates { "" } else { ", without speculation" };
        let _ = writeln!(
            out,
            "jit:     version {} of the {}: {:.3} ms ({} ms), {} bytes{inlined}{speculates}",
            v.number,
            v.unit,
            ms(v.compile_time),
            v.phase_text(),
            v.code_bytes
        );
    }
    for (unit, reason) in &r.refusals {
        let _ = writeln!(out, "jit:     not compiled ({unit}): {reason}");
    }
    for (site, (n, seen)) in &r.deopts {
        let place = match &site.inlined_from {
            Some(callee) => format!("line {} (in inlined {callee})", site.line),
            None => format!("line {}", site.line),
        };
        let seen: Vec<String> = seen.iter().map(|(what, k)| format!("{what} ×{k}")).collect();
        let seen = if seen.is_empty() { String::new() } else { format!("; saw {}", seen.join(", ")) };
        let _ = writeln!(out, "jit:     {n} × deopt at {place}: {}{seen}", site.reason);
    }
    out
}
