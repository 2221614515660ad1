//! The tiering policy and the compiled versions of functions.
//!
//! - A function is compiled when its call count reaches the call threshold (1 under
//!   `--jit=all`), with the profiles the interpreter gathered until then.
//! - A loop whose back-edge count crosses the loop threshold is compiled with an
//!   entry at its header (on-stack replacement, [`ember_hir::build::build_osr`]); the
//!   running call continues in compiled code.
//! - A version that deopts [`tier_policy::DEOPT_LIMIT`] times is replaced by one compiled from the
//!   profiles gathered since; the [`tier_policy::MAX_VERSIONS`]th is built without speculation and
//!   kept. A replaced version's code memory is freed when its last activation returns.
//! - Calls from compiled code to compiled functions skip the interpreter: the call
//!   site reads the callee's current version through `Code::tier_slot`
//!   ([`crate::abi::DirectCall`]) and enters it (`codegen`'s `call_function`).

use crate::abi::{Ctx, DirectCall, EXC, EntryFn};
use crate::code_memory::{CodeMemory, Emitted, Isa, Loader};
use crate::compile_thread::{CompileThread, Ticket};
use crate::deopt::DeoptInfo;
use ember_hir::build::{OsrEntry, build, build_osr};
use ember_hir::ir::InsnId;
use ember_hir::phase_times::PhaseTimes;
use ember_hir::pipeline::{HirDumps, optimise};
use ember_runtime::code::Code;
use ember_runtime::error::{ExcKind, PyErr, PyResult};
use ember_runtime::value::Value;
use ember_runtime::vm::tier_policy;
use ember_runtime::vm::{Rt, STACK_SLOTS, Tier};
use rustc_hash::FxHashMap;
use std::cell::{Cell, RefCell, UnsafeCell};
use std::collections::BTreeMap;
use std::rc::Rc;
use std::time::{Duration, Instant};

/// How the tier behaves (the command line's `--jit*` and `--dump` options).
#[derive(Clone, Debug)]
pub struct JitOptions {
    /// Calls before a function is compiled (1: at its first call).
    pub call_threshold: u64,
    /// Back-edges of one loop between OSR attempts.
    pub loop_threshold: u32,
    pub flags: JitFlags,
    pub hir_dumps: HirDumps,
    /// Run only the first passes of the HIR pipeline (testing).
    pub hir_passes: Option<usize>,
    /// Whether calls of small known functions are inlined (`--jit-inline`).
    pub inline: bool,
    /// Whether Cranelift runs on a thread of its own while the interpreter goes on
    /// (`--jit-compile-thread`; [`crate::compile_thread`]). Off, a compile finishes
    /// before the code that asked for it goes on, so what is compiled when is the
    /// same on every run.
    pub compile_thread: bool,
}

bitflags::bitflags! {
    /// The tier's switches.
    #[derive(Copy, Clone, Debug, PartialEq, Eq)]
    pub struct JitFlags: u8 {
        /// `EMBER_DEOPT_STRESS`: every deopt site fails the first time it runs.
        const DEOPT_STRESS = 1 << 0;
        /// `--dump=clif`: the Cranelift IR of each compiled function.
        const DUMP_CLIF = 1 << 1;
        /// `--dump=asm`: its machine code, disassembled.
        const DUMP_ASM = 1 << 2;
        /// `--trace-deopt`: one line on stderr per deopt.
        const TRACE_DEOPT = 1 << 3;
        /// `--perf-map`: name compiled code in `/tmp/perf-PID.map`.
        const PERF_MAP = 1 << 4;
        /// Keep x86-64 branches off 32-byte boundaries ([`crate::branch_align`]); on by
        /// default where it helps (`branch_align::helps_host`).
        const ALIGN_BRANCHES = 1 << 5;
    }
}

impl Default for JitOptions {
    fn default() -> JitOptions {
        JitOptions {
            call_threshold: 100,
            loop_threshold: 1000,
            flags: if crate::branch_align::helps_host() { JitFlags::ALIGN_BRANCHES } else { JitFlags::empty() },
            hir_dumps: HirDumps::default(),
            hir_passes: None,
            inline: true,
            compile_thread: false,
        }
    }
}

/// One compiled version of a function or of a loop's OSR entry.
#[repr(C)]
pub struct Version {
    /// First: compiled call sites read it through `Code::tier_slot`.
    direct: DirectCall,
    /// Boxed: compiled code holds its address.
    info: Box<DeoptInfo>,
    /// Owns the machine code; freed with the version.
    _memory: CodeMemory,
    /// Built without speculation: kept whatever it deopts.
    last: bool,
}

impl Version {
    fn exhausted(&self) -> bool {
        !self.last && tier_policy::exhausted(self.info.deopts.get())
    }
}

/// The versions of one function or loop entry.
#[derive(Default)]
struct Slot {
    current: Option<Rc<Version>>,
    versions: u32,
    /// It cannot be compiled (it stays interpreted; `--jit-stats` has the reason).
    failed: bool,
    /// A generator's resumes at this entry so far (compiled at the call threshold).
    resumes: u64,
    /// The next version, while the compile thread makes its machine code.
    pending: Option<Pending>,
}

/// A version translated to Cranelift IR, waiting for its machine code.
struct Lowered {
    info: Box<DeoptInfo>,
    loader: Loader,
    loop_free: bool,
    /// Built without speculation (see [`Version::last`]).
    last: bool,
    osr_stack: Option<usize>,
}

/// A version the compile thread is making.
struct Pending {
    ticket: Ticket,
    lowered: Lowered,
    /// The compile's time so far (on this thread), in all and by phase.
    elapsed: Duration,
    times: PhaseTimes,
}

/// A line of `JitTier::resume_cache`: the code's address, the pc and the version's.
type ResumeLine = (usize, usize, usize);
const RESUME_CACHE_LINES: usize = 8;

/// Runtime lookups by a version's compiled code (at sites that are not megamorphic)
/// that count as one deopt (see `JitTier::note_miss`).
const MISSES_PER_DEOPT: u64 = 64;

/// What `--jit-stats` prints.
#[derive(Default)]
struct Stats {
    compiled: u64,
    /// Of them, compiled without Cranelift's optimiser (no loop).
    loop_free: u64,
    osr_compiled: u64,
    /// Calls inlined into the versions compiled.
    inlined_calls: u64,
    osr_entries: u64,
    /// Generator starts and resumes that ran compiled code.
    generator_resumes: u64,
    failed: BTreeMap<String, u64>,
    deopts: BTreeMap<String, u64>,
    compile_times: Vec<Duration>,
    /// The compiles' time by phase, summed over them.
    compile_phases: PhaseTimes,
    /// Compiles whose Cranelift part ran on the compile thread, and its time.
    threaded: u64,
    threaded_time: Duration,
    code_bytes: usize,
    /// Of `code_bytes`, NOPs and filler that keep branches off 32-byte boundaries.
    padding_bytes: usize,
    /// Replaced versions whose code memory was released.
    freed: u64,
}

pub struct JitTier {
    options: JitOptions,
    isa: Isa,
    /// For functions without a loop: Cranelift's optimiser (GVN, LICM, alias
    /// analysis over e-graphs) buys them little after ember's own passes, and
    /// skipping it takes 10-15% off compile time on method-heavy programs (solver,
    /// scheduler), whose whole-process time did not grow.
    loop_free_isa: Isa,
    /// Boxed so its address, which compiled code receives, never changes.
    ctx: Box<UnsafeCell<Ctx>>,
    functions: RefCell<FxHashMap<*const Code, Slot>>,
    /// The versions entered in the middle of a function, by pc: loops' OSR entries
    /// and generators' starts and resume points.
    entries: RefCell<FxHashMap<(*const Code, usize), Slot>>,
    stats: RefCell<Stats>,
    perf_map: RefCell<Option<std::fs::File>>,
    /// Compiles in progress (a compile never runs Python code, but keep it honest).
    compiling: Cell<bool>,
    /// Entries into compiled code from the interpreter now running.
    active: Cell<u32>,
    /// The versions of recent generator resumes, direct-mapped by (code, pc): a
    /// resume, as frequent as the generator's items, skips the map. Cleared whenever
    /// a version is replaced, so each line names a slot's current version.
    resume_cache: [Cell<ResumeLine>; RESUME_CACHE_LINES],
    /// Replaced versions, freed once no compiled code runs (an activation of one may
    /// still be on the stack when it is replaced).
    retired: RefCell<Vec<Rc<Version>>>,
    compile_thread: CompileThread,
}

impl JitTier {
    /// The tier for the host machine. Returned in an `Rc` because compiled code keeps
    /// a pointer to it.
    pub fn new(options: JitOptions) -> Result<Rc<JitTier>, String> {
        let isa = Isa::host(true)?;
        let loop_free_isa = Isa::host(false)?;
        let perf_map = if options.flags.contains(JitFlags::PERF_MAP) {
            let path = format!("/tmp/perf-{}.map", std::process::id());
            Some(std::fs::File::create(&path).map_err(|e| format!("cannot create {path}: {e}"))?)
        } else {
            None
        };
        let tier = Rc::new(JitTier {
            options,
            isa,
            loop_free_isa,
            ctx: Box::new(UnsafeCell::new(Ctx {
                rt: std::ptr::null_mut(),
                error: None,
                tier: std::ptr::null(),
                runtime_lookups: Default::default(),
                scratch: 0,
            })),
            functions: RefCell::new(FxHashMap::default()),
            entries: RefCell::new(FxHashMap::default()),
            stats: RefCell::new(Stats::default()),
            perf_map: RefCell::new(perf_map),
            compiling: Cell::new(false),
            active: Cell::new(0),
            resume_cache: Default::default(),
            retired: RefCell::new(Vec::new()),
            compile_thread: CompileThread::default(),
        });
        // SAFETY: nothing else uses the context yet.
        unsafe { (*tier.ctx.get()).tier = Rc::as_ptr(&tier) };
        Ok(tier)
    }

    pub fn options(&self) -> &JitOptions {
        &self.options
    }

    /// Runs `version` in the frame at `base` (the interpreter frame is set up: the
    /// arguments, or for an OSR entry the running frame's locals and operand stack,
    /// are in place).
    fn enter(&self, rt: &mut Rt, version: &Version, base: usize) -> PyResult<Value> {
        let top = base + version.direct.frame_words as usize;
        if top >= STACK_SLOTS {
            return Err(PyErr::new(ExcKind::RecursionError, "maximum recursion depth exceeded"));
        }
        // The code clears its own frame above what the caller passed.
        rt.sp = top;
        let ctx = self.ctx.get();
        // SAFETY: the context is only used by compiled code this call runs, which
        // gets the runtime through this pointer while `rt` is lent to it.
        unsafe { (*ctx).rt = rt as *mut Rt };
        self.active.set(self.active.get() + 1);
        // SAFETY: the entry was compiled for the frame layout set up above; the
        // version's code stays mapped while compiled code runs (see `retired`).
        let r = unsafe { (version.direct.entry)(ctx, rt.stack.add(base)) };
        self.active.set(self.active.get() - 1);
        if self.active.get() == 0 && !self.retired.borrow().is_empty() {
            self.free_retired();
        }
        rt.sp = base;
        if r == EXC {
            // SAFETY: as above; compiled code has returned.
            let e = unsafe { (*ctx).error.take() };
            Err(e.expect("compiled code returned EXC with an exception pending"))
        } else {
            Ok(Value(r))
        }
    }

    /// The current version of `code`, compiling it (again) when needed.
    fn function<'a>(&self, rt: &mut Rt, code: &Code) -> Option<&'a Version> {
        if let Some(v) = current(code) {
            return Some(v);
        }
        let mut functions = self.functions.borrow_mut();
        let slot = functions.entry(code as *const Code).or_default();
        let runtime = crate::codegen::RuntimePlaces::of(rt);
        let v = self.current_or_compile(slot, code, None, runtime, |speculate, out, times| {
            let built = build(code, rt);
            times.lap("build");
            let mut f = built.map_err(|e| e.to_string())?;
            f.speculate = speculate;
            let mut inline = self.options.inline.then(|| ember_hir::pipeline::inliner(rt, code));
            let inliner = inline.as_mut().map(|i| i as ember_hir::passes::Inliner);
            optimise(f, &code.qualname, self.options.hir_dumps, self.options.hir_passes, inliner, out, times)
                .map_err(|e| e.to_string())
        })?;
        code.tier_slot.set(Rc::as_ptr(&v) as usize);
        current(code)
    }

    /// `slot`'s current version, or a new one from `make_hir` when there is none or
    /// it deopted too often. With the compile thread, a new version is ready at a
    /// later call: until then there is none (the interpreter runs the code).
    fn current_or_compile(
        &self,
        slot: &mut Slot,
        code: &Code,
        osr_stack: Option<usize>,
        runtime: crate::codegen::RuntimePlaces,
        make_hir: impl FnOnce(bool, &mut String, &mut PhaseTimes) -> Result<ember_hir::ir::Function, String>,
    ) -> Option<Rc<Version>> {
        if slot.failed || self.compiling.get() {
            return None;
        }
        if let Some(ticket) = slot.pending.as_ref().map(|p| p.ticket) {
            let finished = self.compile_thread.take(ticket)?;
            let Pending { lowered, elapsed, mut times, .. } = slot.pending.take().expect("checked above");
            let started = Instant::now();
            times.restart_lap();
            times.add_all(&finished.times);
            let result =
                finished.code.map_err(|e| e.0).and_then(|code_bytes| self.load(lowered, code, code_bytes, &mut times));
            let threaded_time = finished.times.total();
            let mut stats = self.stats.borrow_mut();
            stats.threaded += 1;
            stats.threaded_time += threaded_time;
            drop(stats);
            let elapsed = elapsed + threaded_time + started.elapsed();
            return self.install(slot, result, elapsed, &times);
        }
        if let Some(v) = &slot.current {
            if !v.exhausted() {
                return Some(v.clone());
            }
        }
        let speculate = tier_policy::speculates(slot.versions);
        self.compiling.set(true);
        let started = Instant::now();
        let mut dump = String::new();
        let mut times = PhaseTimes::start();
        let lowered = make_hir(speculate, &mut dump, &mut times)
            .and_then(|f| self.lower(f, code, osr_stack, runtime, slot.versions, &mut times));
        self.compiling.set(false);
        eprint!("{dump}");
        let result = match lowered {
            Ok((clif, lowered)) => {
                let align = self.options.flags.contains(JitFlags::ALIGN_BRANCHES);
                let isa = self.isa_for(lowered.loop_free);
                let handed_over = if self.options.compile_thread {
                    self.compile_thread.submit(isa, clif, lowered.loader.id(), align)
                } else {
                    Err(clif)
                };
                match handed_over {
                    Ok(ticket) => {
                        slot.pending = Some(Pending { ticket, lowered, elapsed: started.elapsed(), times });
                        return None;
                    }
                    Err(mut clif) => {
                        crate::code_memory::compile_clif(isa, &mut clif, lowered.loader.id(), align, &mut times)
                            .map_err(|e| e.0)
                            .and_then(|code_bytes| self.load(lowered, code, code_bytes, &mut times))
                    }
                }
            }
            Err(reason) => Err(reason),
        };
        self.install(slot, result, started.elapsed(), &times)
    }

    /// Makes a compile's outcome `slot`'s: a new current version (retiring the one it
    /// replaces), or the reason the code stays interpreted.
    fn install(
        &self,
        slot: &mut Slot,
        result: Result<Rc<Version>, String>,
        elapsed: Duration,
        times: &PhaseTimes,
    ) -> Option<Rc<Version>> {
        let mut stats = self.stats.borrow_mut();
        let replaced = match result {
            Ok(v) => {
                stats.compile_times.push(elapsed);
                stats.compile_phases.add_all(times);
                slot.versions += 1;
                slot.current.replace(v)
            }
            Err(reason) => {
                *stats.failed.entry(reason).or_default() += 1;
                slot.failed = true;
                slot.current.take()
            }
        };
        drop(stats);
        if replaced.is_some() {
            self.resume_cache.iter().for_each(|line| line.set((0, 0, 0)));
        }
        self.retired.borrow_mut().extend(replaced);
        if self.active.get() == 0 {
            self.free_retired();
        }
        slot.current.clone()
    }

    /// The target a function is compiled for: with Cranelift's optimiser when it has
    /// a loop.
    fn isa_for(&self, loop_free: bool) -> &Isa {
        if loop_free { &self.loop_free_isa } else { &self.isa }
    }

    /// Optimised HIR → Cranelift IR, for the version of its slot that follows
    /// `made_before` others.
    fn lower(
        &self,
        f: ember_hir::ir::Function,
        code: &Code,
        osr_stack: Option<usize>,
        runtime: crate::codegen::RuntimePlaces,
        made_before: u32,
        times: &mut PhaseTimes,
    ) -> Result<(Box<cranelift_codegen::Context>, Lowered), String> {
        let last = !tier_policy::speculates(made_before);
        let info = Box::new(DeoptInfo::new(f, code));
        info.successor_speculates.set(tier_policy::speculates(made_before + 1));
        times.lap("deopt info");
        let info_ptr: *const DeoptInfo = &*info;
        let loop_free = !info.f.has_loop();
        let (clif, loader) = crate::code_memory::lower(
            self.isa_for(loop_free),
            &crate::codegen::Context {
                f: &info.f,
                code,
                runtime,
                deopt_info: info_ptr,
                stress: self.options.flags.contains(JitFlags::DEOPT_STRESS),
                osr_stack,
            },
            &code.qualname,
            self.options.flags,
            times,
        )
        .map_err(|e| e.0)?;
        Ok((clif, Lowered { info, loader, loop_free, last, osr_stack }))
    }

    /// Loads a version's machine code: the version (its code's dumps printed).
    fn load(
        &self,
        lowered: Lowered,
        code: &Code,
        code_bytes: Emitted,
        times: &mut PhaseTimes,
    ) -> Result<Rc<Version>, String> {
        let Lowered { mut info, loader, loop_free, last, osr_stack } = lowered;
        let compiled = loader
            .load(self.isa_for(loop_free), &code.qualname, self.options.flags, code_bytes, times)
            .map_err(|e| e.0)?;
        eprint!("{}", compiled.dump);
        info.sites = compiled.sites;
        let slots = compiled.slots as usize;
        let memory = compiled.memory;
        if let Some(map) = self.perf_map.borrow_mut().as_mut() {
            use std::io::Write;
            let _ = writeln!(map, "{:x} {:x} ember:{}", memory.address() as usize, memory.size(), code.qualname);
        }
        let mut stats = self.stats.borrow_mut();
        stats.compiled += 1;
        stats.loop_free += loop_free as u64;
        stats.inlined_calls += info.f.inlined.len() as u64;
        stats.code_bytes += memory.size();
        stats.padding_bytes += compiled.padding;
        // SAFETY: the code was compiled with the `EntryFn` signature.
        let entry = unsafe { std::mem::transmute::<*const u8, EntryFn>(memory.address()) };
        let direct = DirectCall {
            entry,
            argc: DirectCall::argc_of(code),
            frame_words: (code.nlocals as usize + osr_stack.unwrap_or(0) + slots) as u64,
        };
        Ok(Rc::new(Version { direct, info, _memory: memory, last }))
    }

    /// Releases the code of replaced versions (no compiled code runs now).
    fn free_retired(&self) {
        let retired = std::mem::take(&mut *self.retired.borrow_mut());
        self.stats.borrow_mut().freed += retired.len() as u64;
        drop(retired);
    }

    /// Records a deopt (stats, `--trace-deopt`); a version that has deopted too often
    /// stops being entered, so its next call recompiles it.
    pub fn note_deopt(&self, code: &Code, info: &DeoptInfo, at: InsnId, forced: bool) {
        let reason = if forced { "stress".to_string() } else { crate::deopt::reason(&info.f, at) };
        if self.options.flags.contains(JitFlags::TRACE_DEOPT) {
            let pc = info.f.insn(at).frame_state().map_or(0, |s| s.pc);
            eprintln!(
                "deopt: {} line {} (bytecode {pc}): {}: {reason}",
                code.qualname,
                code.line_of(pc as usize),
                info.f.insn_text(at).split(" @").next().unwrap_or_default()
            );
        }
        *self.stats.borrow_mut().deopts.entry(reason).or_default() += 1;
        retire_if_used_up(code, info);
    }

    /// Compiled code of `code` left an attribute or method operation to the runtime
    /// at a site whose inline cache has since learnt the receiver: every
    /// [`MISSES_PER_DEOPT`] such misses count as a deopt of the function's current
    /// version, so a version compiled before its sites saw their receivers is
    /// replaced like one that deopts.
    pub fn note_miss(&self, code: &Code) {
        if let Some(v) = current(code) {
            count_miss(code, &v.info);
        }
    }

    /// What `--jit-stats` prints.
    pub fn report(&self) -> String {
        use std::fmt::Write;
        let s = self.stats.borrow();
        let mut out = String::new();
        let mut times: Vec<Duration> = s.compile_times.clone();
        times.sort();
        let median = times.get(times.len() / 2).copied().unwrap_or_default();
        let total: Duration = times.iter().sum();
        let _ = writeln!(
            out,
            "jit: functions compiled: {} (of them entered mid-function, OSR or generator resume: {}; without a loop, so without Cranelift's optimiser: {})",
            s.compiled, s.osr_compiled, s.loop_free
        );
        let _ = writeln!(out, "jit: calls inlined: {}", s.inlined_calls);
        let _ = writeln!(out, "jit: OSR entries taken: {}", s.osr_entries);
        let _ = writeln!(out, "jit: generator resumes in compiled code: {}", s.generator_resumes);
        let _ = writeln!(out, "jit: replaced versions freed: {}", s.freed);
        let _ = writeln!(
            out,
            "jit: compile time: total {:.3} ms, median {:.3} ms per function; code {} bytes ({} of branch alignment)",
            total.as_secs_f64() * 1e3,
            median.as_secs_f64() * 1e3,
            s.code_bytes,
            s.padding_bytes
        );
        if s.threaded > 0 {
            let _ = writeln!(
                out,
                "jit: on the compile thread: Cranelift's part of {} compiles, {:.3} ms",
                s.threaded,
                s.threaded_time.as_secs_f64() * 1e3
            );
        }
        let all = s.compile_phases.total().as_secs_f64().max(f64::MIN_POSITIVE);
        let phases: Vec<String> = s
            .compile_phases
            .laps()
            .iter()
            .map(|&(name, t)| format!("{name} {:.3} ms ({:.0}%)", t.as_secs_f64() * 1e3, t.as_secs_f64() / all * 100.0))
            .collect();
        if !phases.is_empty() {
            let _ = writeln!(out, "jit: compile time by phase: {}", phases.join(", "));
        }
        let failed: u64 = s.failed.values().sum();
        let _ = writeln!(out, "jit: not compiled: {failed}");
        for (reason, n) in &s.failed {
            let _ = writeln!(out, "jit:   {n} × {reason}");
        }
        // SAFETY: no compiled code runs while the report is made.
        let lookups = unsafe { (*self.ctx.get()).runtime_lookups };
        let _ = writeln!(
            out,
            "jit: attribute and method operations left to the runtime: {} loads, {} stores, {} method calls",
            lookups.loads, lookups.stores, lookups.method_calls
        );
        let deopts: u64 = s.deopts.values().sum();
        let _ = writeln!(out, "jit: deopts: {deopts}");
        for (reason, n) in &s.deopts {
            let _ = writeln!(out, "jit:   {n} × {reason}");
        }
        out
    }
}

/// Stops entering `code`'s current version once `info`, its deopt record, has used
/// up its deopts: the next call compiles a new version. Only the function's own
/// version is entered through its tier slot (an OSR version is looked up by loop at
/// each entry).
fn retire_if_used_up(code: &Code, info: &DeoptInfo) {
    let is_current = current(code).is_some_and(|v| std::ptr::eq(&*v.info, info));
    if tier_policy::exhausted(info.deopts.get()) && is_current {
        code.tier_slot.set(0);
    }
}

/// Counts a runtime operation of `info`'s version that a version compiled from the
/// profiles gathered since would have done inline: every [`MISSES_PER_DEOPT`] count
/// as one deopt (unless the next version would no longer speculate, so that misses
/// never cost a function its speculation). True when this miss used the version up:
/// compiled code that can leave then should, so that the frame running it (an OSR
/// entry's loop may run for the rest of the program) moves to the next version.
pub fn count_miss(code: &Code, info: &DeoptInfo) -> bool {
    let misses = info.misses.get() + 1;
    info.misses.set(misses);
    if misses.is_multiple_of(MISSES_PER_DEOPT) && info.successor_speculates.get() {
        info.deopts.set(info.deopts.get() + 1);
        retire_if_used_up(code, info);
        return tier_policy::exhausted(info.deopts.get());
    }
    false
}

/// The current version of `code`, from its tier slot.
fn current<'a>(code: &Code) -> Option<&'a Version> {
    let p = code.tier_slot.get() as *const Version;
    // SAFETY: the slot holds the address of the version its tier entry keeps alive;
    // the slot is cleared or replaced before that version is retired, and retired
    // versions live until no compiled code runs.
    unsafe { p.as_ref() }
}

impl JitTier {
    /// The current version entered at `pc` from the running frame at `base` (with
    /// `depth` values on its operand stack), compiling it when needed: a loop's OSR
    /// entry, or where a generator starts or resumes. Both are the same code for the
    /// same pc, so they share their slot.
    fn entry(&self, rt: &mut Rt, code: &Code, base: usize, pc: usize, depth: usize) -> Option<Rc<Version>> {
        let mut entries = self.entries.borrow_mut();
        let slot = entries.entry((code as *const Code, pc)).or_default();
        let fresh = slot.current.as_ref().is_none_or(|v| v.exhausted());
        let runtime = crate::codegen::RuntimePlaces::of(rt);
        let v = self.current_or_compile(slot, code, Some(depth), runtime, |speculate, out, times| {
            // SAFETY: the frame's locals and operand stack are live.
            let values = unsafe { std::slice::from_raw_parts(rt.stack.add(base), code.nlocals as usize + depth) };
            let entry = OsrEntry { pc: pc as u32, values };
            let built = build_osr(code, rt, entry, speculate);
            times.lap("build");
            let f = built.map_err(|e| e.to_string())?;
            let mut inline = self.options.inline.then(|| ember_hir::pipeline::inliner(rt, code));
            let inliner = inline.as_mut().map(|i| i as ember_hir::passes::Inliner);
            optimise(f, &code.qualname, self.options.hir_dumps, self.options.hir_passes, inliner, out, times)
                .map_err(|e| e.to_string())
        })?;
        if fresh {
            self.stats.borrow_mut().osr_compiled += 1;
        }
        Some(v)
    }
}

impl Tier for JitTier {
    fn run(&self, rt: &mut Rt, code: &Code, base: usize) -> Option<PyResult<Value>> {
        if code.call_count.get() < self.options.call_threshold {
            return None;
        }
        let version = self.function(rt, code)?;
        Some(self.enter(rt, version, base))
    }

    fn osr(&self, rt: &mut Rt, code: &Code, base: usize, pc: usize, depth: usize) -> Option<PyResult<Value>> {
        let version = self.entry(rt, code, base, pc, depth)?;
        self.stats.borrow_mut().osr_entries += 1;
        Some(self.enter(rt, &version, base))
    }

    fn resume(&self, rt: &mut Rt, code: &Code, base: usize, pc: usize, depth: usize) -> Option<PyResult<Value>> {
        let address = code as *const Code as usize;
        let line = &self.resume_cache[((address >> 4) ^ pc) % RESUME_CACHE_LINES];
        if let (a, p, v) = line.get()
            && (a, p) == (address, pc)
        {
            // SAFETY: a line names a slot's current version (see `resume_cache`).
            let version = unsafe { &*(v as *const Version) };
            if !version.exhausted() {
                self.stats.borrow_mut().generator_resumes += 1;
                return Some(self.enter(rt, version, base));
            }
        }
        {
            let mut entries = self.entries.borrow_mut();
            let slot = entries.entry((code as *const Code, pc)).or_default();
            slot.resumes += 1;
            if slot.current.is_none() && slot.resumes < self.options.call_threshold {
                return None;
            }
        }
        let version = self.entry(rt, code, base, pc, depth)?;
        line.set((address, pc, Rc::as_ptr(&version) as usize));
        self.stats.borrow_mut().generator_resumes += 1;
        Some(self.enter(rt, &version, base))
    }
}
