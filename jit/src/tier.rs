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
use crate::deopt::{DeoptInfo, Seen};
use crate::dump_files::DumpName;
use crate::stats::{DeoptSite, Stats, Unit, VersionRecord};
use ember_hir::build::{OsrEntry, build, build_osr};
use ember_hir::ir::InsnId;
use ember_hir::phase_times::PhaseTimes;
use ember_hir::pipeline::{DumpLog, HirDumps, optimise};
use ember_runtime::code::Code;
use ember_runtime::error::{ExcKind, PyErr, PyResult};
use ember_runtime::value::Value;
use ember_runtime::vm::tier_policy;
use ember_runtime::vm::{Rt, STACK_SLOTS, Tier};
use rustc_hash::FxHashMap;
use std::cell::{Cell, RefCell, UnsafeCell};
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
    /// `--jit-filter`: only functions whose qualname matches one of these glob
    /// patterns (`*` any run of characters, `?` one) are compiled; all when empty.
    pub filter: Vec<String>,
    /// `--dump-to`: the dumps go to files in this directory, not to stderr.
    pub dump_to: Option<std::path::PathBuf>,
    /// Keep the dumps in memory (`ember explain`) instead of printing them.
    pub keep_dumps: bool,
}

bitflags::bitflags! {
    /// The tier's switches.
    #[derive(Copy, Clone, Debug, PartialEq, Eq)]
    pub struct JitFlags: u16 {
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
        /// `--jit-stats` (or anything else that reads the per-function records):
        /// deopts record what their operands were.
        const STATS = 1 << 6;
        /// `--perf-jitdump`: write `jit-PID.dump` ([`crate::jitdump`]).
        const PERF_JITDUMP = 1 << 7;
        /// `ember explain`: compiled code counts its blocks' executions
        /// ([`DeoptInfo::block_counts`]).
        const COUNT_EXECUTIONS = 1 << 8;
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
            filter: Vec::new(),
            dump_to: None,
            keep_dumps: false,
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
    memory: CodeMemory,
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
    unit: Unit,
    /// Its number among its unit's versions.
    number: u32,
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
    /// Where the dumps of each compile go.
    dumps: RefCell<crate::dump_files::DumpSink>,
    /// When the tier was made (about when the program started).
    created: Instant,
    /// `--perf-jitdump`: each version's code, for `perf inject --jit`.
    jitdump: RefCell<Option<crate::jitdump::JitDump>>,
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
        let jitdump = if options.flags.contains(JitFlags::PERF_JITDUMP) {
            let dir = std::env::current_dir().map_err(|e| format!("--perf-jitdump: {e}"))?;
            let dump = crate::jitdump::JitDump::create(&dir)
                .map_err(|e| format!("--perf-jitdump: cannot write a jit dump in {}: {e}", dir.display()))?;
            Some(dump)
        } else {
            None
        };
        if options.flags.contains(JitFlags::DUMP_ASM) {
            crate::disasm::prepare();
        }
        let dumps = crate::dump_files::DumpSink::new(options.dump_to.clone());
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
            dumps: RefCell::new(dumps),
            created: Instant::now(),
            jitdump: RefCell::new(jitdump),
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
        let v = self.current_or_compile(slot, code, Unit::Function, runtime, |title, speculate, out, times| {
            let built = build(code, rt);
            times.lap("build");
            let mut f = built.map_err(|e| e.to_string())?;
            f.speculate = speculate;
            let mut inline = self.options.inline.then(|| ember_hir::pipeline::inliner(rt, code));
            let inliner = inline.as_mut().map(|i| i as ember_hir::passes::Inliner);
            optimise(f, title, self.options.hir_dumps, self.options.hir_passes, inliner, out, times)
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
        unit: Unit,
        runtime: crate::codegen::RuntimePlaces,
        make_hir: impl FnOnce(&str, bool, &mut DumpLog, &mut PhaseTimes) -> Result<ember_hir::ir::Function, String>,
    ) -> Option<Rc<Version>> {
        if slot.failed || self.compiling.get() {
            return None;
        }
        if !crate::dump_files::selects(&self.options.filter, &code.qualname) {
            slot.failed = true;
            self.stats.borrow_mut().function(code).refusals.push((unit, "not selected by --jit-filter".to_string()));
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
            return self.install(slot, code, unit, result, elapsed, &times);
        }
        if let Some(v) = &slot.current {
            if !v.exhausted() {
                return Some(v.clone());
            }
        }
        let speculate = tier_policy::speculates(slot.versions);
        self.compiling.set(true);
        let started = Instant::now();
        let mut dump = DumpLog::default();
        let mut times = PhaseTimes::start();
        let name = DumpName { code, version: Some((unit, slot.versions + 1)) };
        let lowered = make_hir(&name.title(), speculate, &mut dump, &mut times)
            .and_then(|f| self.lower(f, code, unit, runtime, slot.versions, &mut times));
        self.compiling.set(false);
        self.emit_dumps(name, dump);
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
        self.install(slot, code, unit, result, started.elapsed(), &times)
    }

    /// Makes a compile's outcome `slot`'s: a new current version (retiring the one it
    /// replaces), or the reason the code stays interpreted.
    fn install(
        &self,
        slot: &mut Slot,
        code: &Code,
        unit: Unit,
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
                stats.function(code).versions.push(VersionRecord {
                    unit,
                    number: slot.versions,
                    speculates: !v.last,
                    compiled_at: self.created.elapsed(),
                    compile_time: elapsed,
                    phases: times.laps().to_vec(),
                    code_bytes: v.memory.size(),
                    inlined_calls: v.info.f.inlined.len(),
                    inlined: v.info.f.inlined.iter().fold(Vec::new(), |mut ids, i| {
                        let id = i.code.get().id;
                        if !ids.contains(&id) {
                            ids.push(id);
                        }
                        ids
                    }),
                });
                slot.current.replace(v)
            }
            Err(reason) => {
                stats.function(code).refusals.push((unit, reason.clone()));
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
        unit: Unit,
        runtime: crate::codegen::RuntimePlaces,
        made_before: u32,
        times: &mut PhaseTimes,
    ) -> Result<(Box<cranelift_codegen::Context>, Lowered), String> {
        let last = !tier_policy::speculates(made_before);
        let osr_stack = unit.osr_stack();
        let number = made_before + 1;
        let mut info = Box::new(DeoptInfo::new(f, code));
        if self.options.flags.contains(JitFlags::COUNT_EXECUTIONS) {
            info.count_blocks();
        }
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
            &DumpName { code, version: Some((unit, number)) }.title(),
            self.options.flags,
            times,
        )
        .map_err(|e| e.0)?;
        Ok((clif, Lowered { info, loader, loop_free, last, unit, number }))
    }

    /// Loads a version's machine code: the version (its code's dumps printed).
    fn load(
        &self,
        lowered: Lowered,
        code: &Code,
        code_bytes: Emitted,
        times: &mut PhaseTimes,
    ) -> Result<Rc<Version>, String> {
        let Lowered { mut info, loader, loop_free, last, unit, number } = lowered;
        let name = DumpName { code, version: Some((unit, number)) };
        let compiled = loader
            .load(self.isa_for(loop_free), &name.title(), self.options.flags, code_bytes, times)
            .map_err(|e| e.0)?;
        self.emit_dumps(name, compiled.dump);
        info.sites = compiled.sites;
        let slots = compiled.slots as usize;
        let memory = compiled.memory;
        // Profilers name the code by function, and an entry's code by its line too.
        let symbol = match unit {
            Unit::Entry { line, .. } => format!("ember:{} (entry at line {line})", code.qualname),
            Unit::Function => format!("ember:{}", code.qualname),
        };
        if let Some(map) = self.perf_map.borrow_mut().as_mut() {
            use std::io::Write;
            let _ = writeln!(map, "{:x} {:x} {symbol}", memory.address() as usize, memory.size());
        }
        if let Some(dump) = self.jitdump.borrow_mut().as_mut() {
            // SAFETY: the version's memory holds `size` bytes of its code.
            let bytes = unsafe { std::slice::from_raw_parts(memory.address(), memory.size()) };
            if let Err(e) = dump.code_load(&symbol, memory.address() as u64, bytes) {
                eprintln!("ember: cannot write {}: {e}", dump.path().display());
            }
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
            frame_words: (code.nlocals as usize + unit.osr_stack().unwrap_or(0) + slots) as u64,
        };
        Ok(Rc::new(Version { direct, info, memory, last }))
    }

    /// Releases the code of replaced versions (no compiled code runs now).
    fn free_retired(&self) {
        let retired = std::mem::take(&mut *self.retired.borrow_mut());
        // A replaced version's executions still count (`ember explain`).
        retired.iter().for_each(|v| v.info.fold_block_counts());
        self.stats.borrow_mut().freed += retired.len() as u64;
        drop(retired);
    }

    /// Whether deopts describe their failing operands (`--trace-deopt`,
    /// `--jit-stats`): reading them costs a little at each deopt.
    pub fn records_operands(&self) -> bool {
        self.options.flags.intersects(JitFlags::TRACE_DEOPT | JitFlags::STATS)
    }

    /// Records a deopt at site `at` (stats, `--trace-deopt`), whose operands were
    /// `seen` ([`crate::deopt::describe_operands`]); a version that has deopted too
    /// often stops being entered, so its next call recompiles it.
    pub fn note_deopt(&self, code: &Code, info: &DeoptInfo, at: InsnId, forced: bool, seen: Option<Seen>) {
        let reason = if forced { "stress".to_string() } else { crate::deopt::reason(&info.f, at) };
        let pc = info.f.insn(at).frame_state().map_or(0, |s| s.pc);
        // A site in inlined code is at a line of the callee's.
        let place = info.f.site(pc);
        let (site_code, site_pc) = match place.frame {
            Some(k) => (info.f.inlined[k].code.get(), place.pc),
            None => (code, pc),
        };
        let line = site_code.line_of(site_pc as usize);
        let inlined_from = place.frame.map(|_| site_code.qualname.clone());
        if self.options.flags.contains(JitFlags::TRACE_DEOPT) {
            let place = match &inlined_from {
                Some(callee) => format!("line {line} in inlined {callee}"),
                None => format!("line {line}"),
            };
            let seen =
                seen.as_ref().filter(|s| !s.values.is_empty()).map_or(String::new(), |s| format!("; saw {}", s.values));
            eprintln!(
                "deopt: {} ({}:{}) {place} (bytecode {site_pc}): {reason}{seen} [{}]",
                code.qualname,
                code.filename,
                code.first_line,
                info.f.insn_text(at).split(" @").next().unwrap_or_default()
            );
        }
        let mut stats = self.stats.borrow_mut();
        *stats.deopts.entry(reason.clone()).or_default() += 1;
        let site = DeoptSite { line, inlined_from, reason };
        let (count, kinds) = stats.function(code).deopts.entry(site).or_default();
        *count += 1;
        if let Some(seen) = seen.filter(|s| !s.kinds.is_empty()) {
            *kinds.entry(seen.kinds).or_default() += 1;
        }
        drop(stats);
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
        // SAFETY: no compiled code runs while the report is made.
        let lookups = unsafe { (*self.ctx.get()).runtime_lookups };
        self.stats.borrow().report(lookups)
    }

    /// What the tier did with each function it compiled or tried to compile.
    pub fn function_records(&self) -> Vec<crate::stats::FunctionRecord> {
        self.stats.borrow().functions().into_iter().cloned().collect()
    }

    /// Adds the executions counted in compiled code so far to the bytecode's
    /// execution counts (`JitFlags::COUNT_EXECUTIONS`; retired versions did when
    /// they were freed).
    pub fn fold_execution_counts(&self) {
        let functions = self.functions.borrow();
        let entries = self.entries.borrow();
        for slot in functions.values().chain(entries.values()) {
            if let Some(v) = &slot.current {
                v.info.fold_block_counts();
            }
        }
        for v in self.retired.borrow().iter() {
            v.info.fold_block_counts();
        }
    }

    /// Sends a compile's dumps on: into its function's record for `ember explain`
    /// (`JitOptions::keep_dumps`), else to the sink (stderr or `--dump-to`).
    fn emit_dumps(&self, name: DumpName, log: DumpLog) {
        if !self.options.keep_dumps {
            self.dumps.borrow_mut().emit(name, log);
            return;
        }
        if log.is_empty() {
            return;
        }
        let title = name.title();
        let mut stats = self.stats.borrow_mut();
        let kept = &mut stats.function(name.code).dumps;
        match kept.iter_mut().find(|(t, _)| *t == title) {
            Some((_, earlier)) => earlier.extend(log),
            None => kept.push((title, log)),
        }
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
        let v = self.current_or_compile(
            slot,
            code,
            Unit::entry(code, pc, depth),
            runtime,
            |title, speculate, out, times| {
                // SAFETY: the frame's locals and operand stack are live.
                let values = unsafe { std::slice::from_raw_parts(rt.stack.add(base), code.nlocals as usize + depth) };
                let entry = OsrEntry { pc: pc as u32, values };
                let built = build_osr(code, rt, entry, speculate);
                times.lap("build");
                let f = built.map_err(|e| e.to_string())?;
                let mut inline = self.options.inline.then(|| ember_hir::pipeline::inliner(rt, code));
                let inliner = inline.as_mut().map(|i| i as ember_hir::passes::Inliner);
                optimise(f, title, self.options.hir_dumps, self.options.hir_passes, inliner, out, times)
                    .map_err(|e| e.to_string())
            },
        )?;
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
        let mut stats = self.stats.borrow_mut();
        stats.osr_entries += 1;
        stats.function(code).osr_entries += 1;
        drop(stats);
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
