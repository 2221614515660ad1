//! ember: a JIT compiler for a Python 3 subset. This crate is the embedding API ([`Vm`])
//! and the command-line front end ([`cli`]); the runtime, interpreter and (later) the
//! JIT live in the workspace's other crates.
//!
//! ```no_run
//! let mut vm = ember::Vm::new(ember::Config::default());
//! vm.run_source("def sq(x):\n    return x * x\n", "<embed>").unwrap();
//! let r = vm.call("sq", &[ember::Arg::Int(7)]).unwrap();
//! assert_eq!(vm.to_i64(r), Some(49));
//! ```

pub mod cli;
pub mod explain;

use ember_runtime::code::Code;
use ember_runtime::error::{CompileError, ExcKind};
use ember_runtime::{PyErr, Rt, Value};
use std::io::Write;

/// When compiled code is used.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum JitMode {
    /// Interpret only.
    Off,
    /// Compile hot functions and loops (thresholds).
    #[default]
    Auto,
    /// Compile every function at its first call.
    All,
}

/// What runs compiled functions.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum JitBackend {
    /// Machine code through Cranelift.
    #[default]
    Cranelift,
    /// Build each function's HIR and run it in the HIR interpreter (for testing the
    /// middle end; slower than the bytecode interpreter).
    Hir,
}

/// Calls before `--jit=auto` compiles a function.
pub const AUTO_CALL_THRESHOLD: u64 = 100;
/// Back-edges of one loop before `--jit=auto` (or `all`) compiles it with an
/// on-stack-replacement entry.
pub const AUTO_LOOP_THRESHOLD: u32 = 1000;

/// What `--dump` can print (to stderr).
#[derive(Copy, Clone, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Dump {
    /// The bytecode of every code object, after compilation.
    Bytecode,
    /// The HIR the builder makes of every code object (or why it cannot), after
    /// compilation.
    Hir,
    /// The HIR after the passes.
    HirOpt,
    /// The HIR after each pass.
    HirPasses,
    /// The Cranelift IR of each function the JIT compiles.
    Clif,
    /// The machine code of each function the JIT compiles, disassembled (with the
    /// names of the helpers it calls).
    Asm,
    /// The control-flow graph of the HIR after the passes, in Graphviz's language
    /// (`dot -Tsvg`).
    HirDot,
}

/// A writer that passes each write straight on (`-u`).
struct Unbuffered<W: Write>(W);

impl<W: Write> Write for Unbuffered<W> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.write_all(buf)?;
        self.0.flush()?;
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.0.flush()
    }
}

/// How a [`Vm`] runs programs.
#[derive(Clone, Debug, Default)]
pub struct Config {
    pub jit: JitMode,
    pub jit_backend: JitBackend,
    /// Calls before a function is compiled under `--jit=auto` (None: the default).
    pub jit_call_threshold: Option<u64>,
    /// Back-edges of a loop before it is compiled with an OSR entry (None: default).
    pub jit_loop_threshold: Option<u32>,
    /// Keep compiled branches off 32-byte boundaries (None: the default, on Intel
    /// cores only).
    pub jit_align_branches: Option<bool>,
    /// Inline calls of small known Python functions (None: the default, on).
    pub jit_inline: Option<bool>,
    /// Run Cranelift on a thread of its own under `--jit=auto` (None: the default,
    /// on unless something is dumped, so that dumps come out in compile order).
    pub jit_compile_thread: Option<bool>,
    /// Print one line per deoptimisation to stderr.
    pub trace_deopt: bool,
    /// Print JIT statistics to stderr when the program ends.
    pub jit_stats: bool,
    /// Write `/tmp/perf-PID.map` naming compiled code for `perf report`.
    pub perf_map: bool,
    /// Write `jit-PID.dump` in the current directory for `perf inject --jit`.
    pub perf_jitdump: bool,
    pub dumps: Vec<Dump>,
    /// Write the dumps to files in this directory instead of to stderr.
    pub dump_to: Option<std::path::PathBuf>,
    /// Compile and dump only the functions whose qualname matches one of these glob
    /// patterns (all when empty).
    pub jit_filter: Vec<String>,
    /// Print the interpreter's profiles (call counts, loop counts, operand classes) to
    /// stderr after the program ends.
    pub profile_dump: bool,
    /// Collect at every allocation (also set by `EMBER_GC_STRESS=1`).
    pub gc_stress: bool,
    /// Make every guard and checked operation of compiled code fail the first time it
    /// runs (also set by `EMBER_DEOPT_STRESS=1`).
    pub deopt_stress: bool,
    /// Run only this many passes of the HIR pipeline (all when None).
    pub hir_passes: Option<usize>,
    /// Write program output at once (`-u`), not line by line to a terminal or in
    /// blocks to anything else.
    pub unbuffered: bool,
    /// `ember explain`: count executions (interpreted and compiled), keep every
    /// compiled function's dumps and records for the page made after the run.
    pub explain: bool,
}

/// Why running a program failed.
#[derive(Debug)]
pub enum Error {
    /// The source could not be read (`path` as CPython prints it: absolute).
    Io { path: String, error: std::io::Error },
    /// A directory without a `__main__.py` was given as the program.
    NoMain { path: String },
    /// A SyntaxError or NotImplementedError found before running.
    Compile(CompileError),
    /// An uncaught Python exception; `traceback` is the text CPython would print.
    Exception { error: Box<PyErr>, traceback: String },
    /// `ember -m NAME` found no module NAME.
    NoModule { name: String },
    /// An uncaught SystemExit: the process ends with `status`, printing `message`
    /// (its code when that is not an int or None) and no traceback.
    Exit { status: i32, message: Option<String> },
}

impl Error {
    /// Whether the program died of an uncaught KeyboardInterrupt (Ctrl-C), which
    /// ends the process by SIGINT.
    pub fn is_keyboard_interrupt(&self) -> bool {
        matches!(self, Error::Exception { error, .. } if error.kind == ExcKind::KeyboardInterrupt)
    }

    /// The process exit status CPython uses for this failure.
    pub fn exit_code(&self) -> i32 {
        match self {
            Error::Io { .. } => 2,
            Error::NoMain { .. } | Error::NoModule { .. } | Error::Compile(_) | Error::Exception { .. } => 1,
            Error::Exit { status, .. } => *status,
        }
    }
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Error::Io { path, error } => {
                // CPython's form: `[Errno 2] No such file or directory`.
                let text = error.to_string();
                match error.raw_os_error() {
                    Some(code) => {
                        let text = text.strip_suffix(&format!(" (os error {code})")).unwrap_or(&text);
                        write!(f, "ember: can't open file '{path}': [Errno {code}] {text}")
                    }
                    None => write!(f, "ember: can't open file '{path}': {text}"),
                }
            }
            Error::NoMain { path } => write!(f, "ember: can't find '__main__' module in '{path}'"),
            Error::NoModule { name } => write!(f, "ember: No module named {name}"),
            Error::Compile(e) => write!(f, "{e}"),
            Error::Exception { traceback, .. } => write!(f, "{}", traceback.trim_end()),
            Error::Exit { message, .. } => write!(f, "{}", message.as_deref().unwrap_or("")),
        }
    }
}

impl std::error::Error for Error {}

/// An argument for [`Vm::call`].
#[derive(Clone, Debug)]
pub enum Arg<'a> {
    Int(i64),
    Float(f64),
    Str(&'a str),
    Bool(bool),
    None,
}

/// One Python VM: a heap, module globals, the interpreter.
pub struct Vm {
    rt: Rt,
    config: Config,
    /// The Cranelift tier, when it is the installed one (for `--jit-stats`).
    jit: Option<std::rc::Rc<ember_jit::JitTier>>,
}

/// The HIR dumps `config` asks for.
fn hir_dumps(config: &Config) -> ember_hir::pipeline::HirDumps {
    ember_hir::pipeline::HirDumps {
        built: config.dumps.contains(&Dump::Hir),
        passes: config.dumps.contains(&Dump::HirPasses),
        optimised: config.dumps.contains(&Dump::HirOpt),
        dot: config.dumps.contains(&Dump::HirDot),
    }
}

impl Vm {
    /// A VM writing program output to stdout: as `python3` does, a line at a time
    /// to a terminal, in blocks to a file or pipe, at once with `-u`.
    pub fn new(config: Config) -> Vm {
        use std::io::IsTerminal;
        let out: Box<dyn Write> = if config.unbuffered {
            Box::new(Unbuffered(std::io::stdout()))
        } else if std::io::stdout().is_terminal() {
            Box::new(std::io::stdout())
        } else {
            Box::new(std::io::BufWriter::new(std::io::stdout()))
        };
        Vm::with_output(config, out)
    }

    /// Sets the program's `sys.argv`.
    pub fn set_argv(&mut self, argv: &[String]) {
        self.rt.set_argv(argv);
    }

    /// Runs module `name` as the `__main__` module (`ember -m NAME`), as `python -m`
    /// does: `NAME.py`, or the package directory `NAME` with its `__main__.py`, found
    /// from the current directory (`a.b` is `a/b.py` in package `a`, which is
    /// imported first).
    pub fn run_module(&mut self, name: &str) -> Result<(), Error> {
        let no_module = || Error::NoModule { name: name.to_string() };
        if name.is_empty() || name.contains('/') || name.split('.').any(str::is_empty) {
            return Err(no_module());
        }
        let cwd = absolute_path(".");
        let path: std::path::PathBuf = std::iter::once(cwd.as_str()).chain(name.split('.')).collect();
        let file = path.with_extension("py");
        let package_main = path.join("__main__.py");
        let (found, package) = if file.is_file() {
            (file, name.rsplit_once('.').map(|(parent, _)| parent))
        } else if package_main.is_file() {
            (package_main, Some(name))
        } else {
            return Err(no_module());
        };
        let file = found.display().to_string();
        self.rt.set_argv0(&file);
        let bytes = std::fs::read(&file).map_err(|error| Error::Io { path: file.clone(), error })?;
        let source = ember_runtime::syntax::source::decode_source(&bytes, &file).map_err(Error::Compile)?;
        self.run_main(&source, &file, cwd, package)
    }

    /// A VM writing program output to `out`.
    pub fn with_output(config: Config, out: Box<dyn Write>) -> Vm {
        let mut rt = Rt::new(out);
        rt.heap.stress |= config.gc_stress;
        rt.count_executions = config.explain;
        let threshold = match config.jit {
            JitMode::Off => None,
            JitMode::Auto => Some(config.jit_call_threshold.unwrap_or(AUTO_CALL_THRESHOLD)),
            JitMode::All => Some(1),
        };
        let stress = config.deopt_stress || std::env::var("EMBER_DEOPT_STRESS").is_ok_and(|v| v == "1");
        let mut jit = None;
        match (threshold, config.jit_backend) {
            (None, _) => {}
            (Some(threshold), JitBackend::Hir) => {
                rt.tier = Some(std::rc::Rc::new(ember_hir::backend::HirTier::new(
                    threshold,
                    stress,
                    hir_dumps(&config),
                    config.hir_passes,
                )));
            }
            (Some(threshold), JitBackend::Cranelift) => {
                use ember_jit::JitFlags;
                let mut flags = JitFlags::empty();
                flags.set(JitFlags::DEOPT_STRESS, stress);
                flags.set(JitFlags::DUMP_CLIF, config.dumps.contains(&Dump::Clif));
                flags.set(JitFlags::DUMP_ASM, config.dumps.contains(&Dump::Asm));
                flags.set(JitFlags::TRACE_DEOPT, config.trace_deopt);
                flags.set(JitFlags::PERF_MAP, config.perf_map);
                flags.set(JitFlags::STATS, config.jit_stats);
                flags.set(JitFlags::PERF_JITDUMP, config.perf_jitdump);
                if config.explain {
                    flags |= JitFlags::STATS | JitFlags::COUNT_EXECUTIONS | JitFlags::DUMP_ASM;
                }
                flags.set(
                    JitFlags::ALIGN_BRANCHES,
                    config.jit_align_branches.unwrap_or_else(ember_jit::branch_align::helps_host),
                );
                let hir_dumps = match config.explain {
                    true => ember_hir::pipeline::HirDumps { built: true, passes: true, ..Default::default() },
                    false => hir_dumps(&config),
                };
                let options = ember_jit::JitOptions {
                    call_threshold: threshold,
                    loop_threshold: config.jit_loop_threshold.unwrap_or(AUTO_LOOP_THRESHOLD).max(1),
                    flags,
                    hir_dumps,
                    hir_passes: config.hir_passes,
                    inline: config.jit_inline.unwrap_or(true),
                    compile_thread: config.jit == JitMode::Auto
                        && config.jit_compile_thread.unwrap_or(config.dumps.is_empty() && config.hir_passes.is_none()),
                    filter: config.jit_filter.clone(),
                    dump_to: config.dump_to.clone(),
                    keep_dumps: config.explain,
                };
                match ember_jit::JitTier::new(options) {
                    Ok(tier) => {
                        rt.osr_threshold = tier.options().loop_threshold;
                        rt.tier = Some(tier.clone());
                        jit = Some(tier);
                    }
                    // No JIT on this machine: interpret (and say so once).
                    Err(e) => eprintln!("ember: the JIT is off: {e}"),
                }
            }
        }
        Vm { rt, config, jit }
    }

    /// The runtime, for embedders that work with its values directly.
    pub fn runtime(&mut self) -> &mut Rt {
        &mut self.rt
    }

    pub fn config(&self) -> &Config {
        &self.config
    }

    /// Runs a file as the `__main__` module. Tracebacks name it by its absolute path,
    /// as CPython (3.9+) does for the main script.
    /// A directory runs its `__main__.py`, as CPython does. The source is decoded as
    /// CPython decodes it (a coding declaration, else UTF-8).
    pub fn run_file(&mut self, path: &str) -> Result<(), Error> {
        let mut file = absolute_path(path);
        if std::path::Path::new(path).is_dir() {
            let main = std::path::Path::new(path).join("__main__.py");
            if !main.is_file() {
                return Err(Error::NoMain { path: file });
            }
            file = absolute_path(&main.display().to_string());
        }
        let bytes = std::fs::read(&file).map_err(|error| Error::Io { path: file.clone(), error })?;
        let source = ember_runtime::syntax::source::decode_source(&bytes, &file).map_err(Error::Compile)?;
        self.run_source(&source, &file)
    }

    /// Runs `source` as the `__main__` module; `filename` appears in tracebacks. Its
    /// imports find modules next to the file `filename` names, else in the current
    /// directory.
    pub fn run_source(&mut self, source: &str, filename: &str) -> Result<(), Error> {
        let is_file = !ember_runtime::traceback::is_pseudo_filename(filename);
        let dir = std::path::Path::new(filename).parent().filter(|_| is_file);
        let search = dir.map_or(String::new(), |d| d.display().to_string());
        self.run_main(source, filename, search, None)
    }

    /// Runs `source` as the `__main__` module with `sys.path` holding `search` and
    /// relative imports starting from `package`, imported first.
    fn run_main(&mut self, source: &str, filename: &str, search: String, package: Option<&str>) -> Result<(), Error> {
        self.rt.set_sys_path(&[search]);
        let is_file = !ember_runtime::traceback::is_pseudo_filename(filename);
        ember_runtime::import::set_main(&mut self.rt, is_file.then_some(filename), package)
            .map_err(|e| self.exception(e))?;
        if let Some(package) = package {
            ember_runtime::import::import_absolute(&mut self.rt, package).map_err(|e| self.exception(e))?;
        }
        let first_new_code = self.rt.codes.len();
        let code =
            ember_runtime::bytecode_gen::compile_module(&mut self.rt, source, filename).map_err(Error::Compile)?;
        if self.config.dumps.contains(&Dump::Bytecode) {
            let mut sink = ember_jit::dump_files::DumpSink::new(self.config.dump_to.clone());
            for k in first_new_code..self.rt.codes.len() {
                // SAFETY: code objects live as long as the VM.
                let c = unsafe { &*self.rt.codes[k] };
                if ember_jit::dump_files::selects(&self.config.jit_filter, &c.qualname) {
                    let mut log = ember_hir::pipeline::DumpLog::default();
                    log.add("bytecode", disassemble(c, &mut self.rt));
                    sink.emit(ember_jit::dump_files::DumpName { code: c, version: None }, log);
                }
            }
        }
        let main = self.rt.intern("__main__");
        self.rt.set_global("__name__", main);
        // A program from a file knows its path; one from `-c` or stdin has none.
        if is_file {
            let file = self.rt.intern(filename);
            self.rt.set_global("__file__", file);
        }
        // SAFETY: code objects live as long as the VM.
        let result = ember_runtime::interp::run_module(&mut self.rt, unsafe { &*code });
        self.rt.flush_out();
        // Without a tier to dump functions as it compiles them, show what it would
        // compile: every function's HIR with the profiles this run gathered.
        let dumps = hir_dumps(&self.config);
        if self.rt.tier.is_none() && dumps.any() {
            let mut sink = ember_jit::dump_files::DumpSink::new(self.config.dump_to.clone());
            for k in first_new_code..self.rt.codes.len() {
                // SAFETY: code objects live as long as the VM.
                let c = unsafe { &*self.rt.codes[k] };
                if !ember_jit::dump_files::selects(&self.config.jit_filter, &c.qualname) {
                    continue;
                }
                let mut log = ember_hir::pipeline::DumpLog::default();
                let _ = ember_hir::pipeline::build_and_optimise(
                    c,
                    &mut self.rt,
                    true,
                    dumps,
                    self.config.hir_passes,
                    &mut log,
                    &mut Default::default(),
                );
                sink.emit(ember_jit::dump_files::DumpName { code: c, version: None }, log);
            }
        }
        result.map(|_| ()).map_err(|e| self.exception(e))
    }

    fn exception(&mut self, error: Box<PyErr>) -> Error {
        if error.kind == ExcKind::SystemExit {
            return self.system_exit(&error);
        }
        // The exception and what it chains to stay alive while they are printed.
        self.rt.handles.push(error.value);
        let summary = self.exception_summary(&error);
        let chain = self.exception_chain(error.value);
        self.rt.handles.pop();
        let mut traceback = String::new();
        for (entries, summary, joint) in &chain {
            if let Some(entries) = entries {
                traceback += &ember_runtime::traceback::format_traceback(&self.rt, entries);
            }
            traceback += &format!("{summary}\n\n{joint}\n\n");
        }
        traceback += &ember_runtime::traceback::format_exception(&self.rt, &error, &summary);
        Error::Exception { error, traceback }
    }

    /// The exceptions chained to the uncaught exception `exc`, outermost first: each
    /// one's traceback (None when it was never raised), summary line, and the
    /// sentence CPython prints between it and the next.
    fn exception_chain(&mut self, exc: Value) -> Vec<(Option<ember_runtime::error::Traceback>, String, &'static str)> {
        const CAUSE: &str = "The above exception was the direct cause of the following exception:";
        const CONTEXT: &str = "During handling of the above exception, another exception occurred:";
        let mut chain = Vec::new();
        let mut seen = vec![exc];
        let mut current = exc;
        while !current.is_null() {
            let attr = |rt: &mut Rt, name: &str| ember_runtime::classes::getattr(rt, current, name).ok();
            let cause = attr(&mut self.rt, "__cause__").filter(|&c| !ember_runtime::object::is_none(c));
            let suppress =
                attr(&mut self.rt, "__suppress_context__").is_some_and(|s| s == ember_runtime::object::py_bool(true));
            let context = attr(&mut self.rt, "__context__").filter(|&c| !ember_runtime::object::is_none(c));
            let (next, joint) = match (cause, context) {
                (Some(cause), _) => (cause, CAUSE),
                (None, Some(context)) if !suppress => (context, CONTEXT),
                _ => break,
            };
            if seen.contains(&next) {
                break;
            }
            seen.push(next);
            let entries = ember_runtime::interp::kept_traceback(&self.rt, next);
            let summary = self.value_summary(next);
            chain.push((entries, summary, joint));
            current = next;
        }
        chain.reverse();
        chain
    }

    /// How an uncaught SystemExit ends the process, from its code (`exc.code`: None
    /// without arguments, the argument with one, the tuple of them with more): None is
    /// status 0, an int is the status (as the OS keeps it, its low byte), anything else
    /// is printed and is status 1.
    fn system_exit(&mut self, error: &PyErr) -> Error {
        if error.value.is_null() {
            return Error::Exit { status: 0, message: None };
        }
        let code = ember_runtime::ops::system_exit_code(&mut self.rt, error.value);
        if ember_runtime::object::is_none(code) {
            return Error::Exit { status: 0, message: None };
        }
        if let Some(n) = ember_runtime::int::int_ref(code) {
            let status = n.to_i64().map_or(-1, |n| n as i32);
            return Error::Exit { status, message: None };
        }
        self.rt.handles.push(code);
        let text = ember_runtime::ops::py_str(&mut self.rt, code).unwrap_or_else(|_| "<exception str() failed>".into());
        self.rt.handles.pop();
        Error::Exit { status: 1, message: Some(text) }
    }

    /// The last line of the traceback: `Class: str(exc)`.
    fn exception_summary(&mut self, error: &PyErr) -> String {
        if error.value.is_null() {
            return error.summary();
        }
        self.value_summary(error.value)
    }

    /// `Class: str(exc)` for exception object `v`.
    fn value_summary(&mut self, v: Value) -> String {
        let class = ember_runtime::classes::type_of(v);
        let name = match ember_runtime::classes::class_module(class) {
            "__main__" => ember_runtime::classes::class_qualname(class).to_string(),
            _ => ember_runtime::classes::class_full_name(class),
        };
        self.rt.handles.push(v);
        let text =
            ember_runtime::ops::py_str(&mut self.rt, v).unwrap_or_else(|_| "<exception str() failed>".to_string());
        self.rt.handles.pop();
        if text.is_empty() { name.to_string() } else { format!("{name}: {text}") }
    }

    /// Calls the global function `name` with `args`. The result is valid until the next
    /// call into the VM (it is not a GC root).
    pub fn call(&mut self, name: &str, args: &[Arg]) -> Result<Value, Error> {
        let Some(f) = self.rt.get_global(name) else {
            let e = PyErr::new(ember_runtime::ExcKind::NameError, format!("name '{name}' is not defined"));
            return Err(self.exception(e));
        };
        let mark = self.rt.handles.len();
        let mut values = Vec::with_capacity(args.len());
        for a in args {
            let v = match *a {
                Arg::Int(i) => self.rt.new_int(i),
                Arg::Float(d) => self.rt.new_float(d),
                Arg::Str(s) => self.rt.new_str(s),
                Arg::Bool(b) => ember_runtime::object::py_bool(b),
                Arg::None => ember_runtime::object::none(),
            };
            self.rt.handles.push(v);
            values.push(v);
        }
        let r = ember_runtime::interp::call_function(&mut self.rt, f, &values);
        self.rt.handles.truncate(mark);
        self.rt.flush_out();
        r.map_err(|e| self.exception(e))
    }

    /// `repr(v)`.
    pub fn repr(&mut self, v: Value) -> String {
        self.rt.handles.push(v);
        let r = ember_runtime::ops::py_repr(&mut self.rt, v).unwrap_or_else(|e| format!("<repr failed: {e}>"));
        self.rt.handles.pop();
        r
    }

    /// The value of an int that fits 64 bits.
    pub fn to_i64(&self, v: Value) -> Option<i64> {
        ember_runtime::int::int_ref(v).and_then(|i| i.to_i64())
    }

    /// The profile dump text (what `--profile-dump` prints).
    pub fn profile_dump(&self) -> String {
        self.rt
            .codes
            .iter()
            // SAFETY: code objects live as long as the VM.
            .map(|&c| ember_runtime::profile::dump_code(unsafe { &*c }))
            .collect()
    }

    /// What `--jit-stats` prints (None without the Cranelift tier).
    pub fn jit_stats(&self) -> Option<String> {
        self.jit.as_ref().map(|t| t.report())
    }

    /// Heap statistics (collections, bytes allocated).
    pub fn heap_stats(&self) -> ember_runtime::heap::HeapStats {
        self.rt.heap.stats
    }
}

/// A readable listing of one code object's bytecode: each instruction with what its
/// operand names (a constant's repr, a local's, global's or attribute's name, the
/// code a function is made of).
pub fn disassemble(code: &Code, rt: &mut Rt) -> String {
    use std::fmt::Write;
    let mut out = String::new();
    let _ = writeln!(
        out,
        "code {} ({}:{}) locals={:?} stack={}",
        code.qualname, code.filename, code.first_line, code.varnames, code.stack_size
    );
    let mut last_line = 0;
    for (pc, op) in code.ops.iter().enumerate() {
        let line = code.line_of(pc);
        let line_col = if line != last_line { format!("{line:>4}") } else { "    ".into() };
        last_line = line;
        let op_text = format!("{op:?}");
        match operand_note(code, rt, op) {
            Some(note) => {
                let _ = writeln!(out, "{line_col} {pc:>5}  {op_text:<32} ({note})");
            }
            None => {
                let _ = writeln!(out, "{line_col} {pc:>5}  {op_text}");
            }
        }
    }
    out
}

/// What the operand of `op` names, for [`disassemble`].
fn operand_note(code: &Code, rt: &mut Rt, op: &ember_runtime::code::Op) -> Option<String> {
    use ember_runtime::code::Op;
    let local = |i: u32| code.varnames.get(i as usize).map(|n| n.to_string());
    let name = |i: u32| code.names.get(i as usize).map(|n| n.to_string());
    let attribute = |i: u32| name(i).map(|n| format!(".{n}"));
    match *op {
        Op::LoadConst(i) => {
            let c = *code.consts.get(i as usize)?;
            if ember_runtime::object::is_layout(c, ember_runtime::layout::LayoutId::Code) {
                return Some(format!("code {}", ember_runtime::object::code_of(c).qualname));
            }
            let text = ember_runtime::ops::py_repr(rt, c).ok()?;
            const LONGEST: usize = 40;
            Some(match text.char_indices().nth(LONGEST) {
                Some((cut, _)) => format!("{}...", &text[..cut]),
                None => text,
            })
        }
        Op::LoadFast(i)
        | Op::StoreFast(i)
        | Op::LoadFastShare(i)
        | Op::DeleteFast(i)
        | Op::AppendLocal { local: i, .. }
        | Op::LoadDeref(i)
        | Op::StoreDeref(i)
        | Op::DeleteDeref(i)
        | Op::LoadClosure(i)
        | Op::MakeCell(i) => local(i),
        Op::LoadGlobal(g) | Op::StoreGlobal(g) | Op::DeleteGlobal(g) => {
            rt.global_names.get(g as usize).map(|n| n.to_string())
        }
        Op::LoadAttr(i) | Op::StoreAttr(i) | Op::DeleteAttr(i) => attribute(i),
        Op::CallMethod { name: i, .. } | Op::CallMethodKw { name: i, .. } => attribute(u32::from(i)),
        Op::LoadName(i) | Op::StoreName(i) | Op::DeleteName(i) | Op::ImportModule(i) | Op::ImportFrom(i) => name(i),
        Op::BuildClass { name: i, .. } => name(u32::from(i)).map(|n| format!("class {n}")),
        Op::MakeFunction { code: i, .. } => {
            let c = *code.consts.get(usize::from(i))?;
            ember_runtime::object::is_layout(c, ember_runtime::layout::LayoutId::Code)
                .then(|| format!("code {}", ember_runtime::object::code_of(c).qualname))
        }
        _ => None,
    }
}

/// `os.path.abspath`: joins the current directory and normalises `.`/`..` lexically.
fn absolute_path(path: &str) -> String {
    use std::path::{Component, Path, PathBuf};
    let p = Path::new(path);
    let joined = if p.is_absolute() {
        p.to_path_buf()
    } else {
        match std::env::current_dir() {
            Ok(d) => d.join(p),
            Err(_) => return path.to_string(),
        }
    };
    let mut out = PathBuf::new();
    for c in joined.components() {
        match c {
            Component::CurDir => {}
            Component::ParentDir => {
                out.pop();
            }
            other => out.push(other.as_os_str()),
        }
    }
    out.display().to_string()
}
