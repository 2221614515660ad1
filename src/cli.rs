//! The `ember` command line: a thin layer over [`crate::Vm`].

use crate::{Config, Dump, JitBackend, JitMode, Vm};
use clap::{Parser, Subcommand};

/// ember's own options, which come before the program (and, in the `run FILE` form,
/// between `run` and the file).
#[derive(Parser, Debug)]
#[command(
    name = "ember",
    about = "A JIT compiler for a Python 3 subset; runs programs as `python3` does",
    override_usage = "ember [OPTIONS] [-u] (FILE | -c CODE | -m MODULE | -) [ARGS]...\n       \
                      ember [OPTIONS] run FILE [ARGS]...\n       \
                      ember [OPTIONS] explain FILE [ARGS]...\n       \
                      ember lattice EXPR [--classes FILE]",
    after_help = "Everything after the program (FILE, -c CODE, -m MODULE or -) is the program's: \
                  it becomes sys.argv[1:].\n  -u  unbuffered output\n  -V, --version  print ember's version \
                  and the Python version it follows\n\n`ember explain FILE` runs the program, then writes \
                  FILE's stem + .explain.html (or --explain-output): one page with the source and each line's \
                  execution count, every function's bytecode, HIR after each pass, machine code, deopts and \
                  compile times"
)]
pub struct Cli {
    #[command(flatten)]
    pub options: Options,
}

/// `ember lattice EXPR [--classes FILE]`.
#[derive(Parser, Debug)]
#[command(name = "ember")]
struct LatticeCli {
    #[command(subcommand)]
    command: Command,
}

/// The options that tune ember itself (never the program's).
#[derive(clap::Args, Debug, Clone)]
pub struct Options {
    /// When to compile: off (interpret only), auto (hot functions and loops), all
    /// (every function at its first call).
    #[arg(long, global = true, value_enum, default_value_t = JitMode::Auto)]
    pub jit: JitMode,

    /// Calls of a function before `--jit=auto` compiles it.
    #[arg(long, global = true, value_name = "N")]
    pub jit_call_threshold: Option<u64>,

    /// Back-edges of a loop before it is compiled and entered mid-call (on-stack
    /// replacement).
    #[arg(long, global = true, value_name = "N")]
    pub jit_loop_threshold: Option<u32>,

    /// Pad compiled x86-64 code so no branch crosses or ends at a 32-byte boundary
    /// (Intel's JCC erratum): on or off (default: on for Intel processors).
    #[arg(long, global = true, value_name = "on|off", value_parser = clap::builder::BoolishValueParser::new())]
    pub jit_align_branches: Option<bool>,

    /// Inline calls of small known Python functions into their callers: on or off
    /// (default: on).
    #[arg(long, global = true, value_name = "on|off", value_parser = clap::builder::BoolishValueParser::new())]
    pub jit_inline: Option<bool>,

    /// Run Cranelift on a second thread while the program goes on interpreted, under
    /// --jit=auto: on or off (default: on, unless --dump is given)
    #[arg(long, global = true, value_name = "on|off", value_parser = clap::builder::BoolishValueParser::new())]
    pub jit_compile_thread: Option<bool>,

    /// What runs compiled functions: machine code (cranelift), or the HIR
    /// interpreter (hir, for testing the middle end).
    #[arg(long, global = true, value_enum, default_value_t = JitBackend::Cranelift)]
    pub jit_backend: JitBackend,

    /// Print a line to stderr at each deoptimisation (function, line, guard, reason).
    #[arg(long, global = true)]
    pub trace_deopt: bool,

    /// Print JIT statistics to stderr when the program ends.
    #[arg(long, global = true)]
    pub jit_stats: bool,

    /// Write /tmp/perf-PID.map so `perf report` names compiled functions.
    #[arg(long, global = true)]
    pub perf_map: bool,

    /// Write jit-PID.dump in the current directory: each compiled function's code,
    /// for `perf inject --jit` and `perf annotate` (record with `perf record -k mono`).
    #[arg(long, global = true)]
    pub perf_jitdump: bool,

    /// Print internal representations to stderr (comma-separated).
    #[arg(long, global = true, value_enum, value_delimiter = ',')]
    pub dump: Vec<Dump>,

    /// Write the dumps to files in DIR, one per function, version and stage, instead
    /// of to stderr.
    #[arg(long, global = true, value_name = "DIR")]
    pub dump_to: Option<std::path::PathBuf>,

    /// Compile (and dump) only the functions whose qualname matches one of these
    /// comma-separated glob patterns (`*` any characters, `?` one): `run`,
    /// `Kernel.*`, `*.<lambda>`.
    #[arg(long, global = true, value_name = "PATTERN", value_delimiter = ',')]
    pub jit_filter: Vec<String>,

    /// With `ember explain`: where the page goes (default: the program's stem +
    /// .explain.html, in the current directory).
    #[arg(long, global = true, value_name = "PATH")]
    pub explain_output: Option<std::path::PathBuf>,

    /// Print the interpreter's profiles to stderr when the program ends.
    #[arg(long, global = true)]
    pub profile_dump: bool,

    /// Print heap statistics (collections, allocations per object layout) to stderr
    /// when the program ends.
    #[arg(long, global = true)]
    pub gc_stats: bool,

    /// Run only the first K passes of the HIR pipeline (testing each pass: the
    /// corpus must give the same output after every prefix).
    #[arg(long, global = true, value_name = "K", hide = true)]
    pub hir_passes: Option<usize>,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Evaluate an expression over the JIT's type lattice: types in the HIR notation
    /// (`LongExact[5]`, `{List|Unicode}`, `User[Point:Exact]`) combined with `|`, `&`,
    /// `-` and parentheses, or a relation (`<`, `<=`, `>`, `>=`, `==`, `!=`,
    /// `couldBe`) between two of them, which prints `true` or `false` last.
    Lattice {
        /// The expression, e.g. "Long - Bool" or "LongExact[5] < Long".
        #[arg(allow_hyphen_values = true)]
        expr: String,
        /// Run this Python file first, so its classes and module-level objects can be
        /// named (`User[MyClass]`, `ObjectUser[my_obj]`).
        #[arg(long, value_name = "FILE")]
        classes: Option<String>,
    },
}

/// What a command line asks ember to run.
#[derive(Debug, PartialEq)]
enum Program {
    File(String),
    Code(String),
    Module(String),
    /// The program is standard input (`-`, or nothing named and stdin not a terminal).
    Stdin,
    /// Nothing named, and standard input is a terminal (where python3 would prompt).
    Nothing,
}

/// A command line split as `python3` splits its own: ember's options, then what to
/// run, then the program's arguments, which ember never reads.
#[derive(Debug, PartialEq)]
struct CommandLine {
    /// ember's options, for [`Cli`] to parse.
    options: Vec<String>,
    program: Program,
    /// The program's `sys.argv`.
    argv: Vec<String>,
    unbuffered: bool,
    /// `ember explain`: write the page of what the JIT did after the run.
    explain: bool,
}

/// How a command line ended early: what to print and the exit status.
#[derive(Debug, PartialEq)]
enum Early {
    /// Print to stdout, then exit 0 (`--version`, `--help`).
    Print(String),
    /// Print to stderr, then exit 2 (a command-line error).
    Usage(String),
    /// `ember lattice ...`.
    Lattice,
}

/// The long options of [`Cli`] that take a value, which may come as the next word.
fn options_taking_values() -> Vec<String> {
    use clap::CommandFactory;
    Cli::command()
        .get_arguments()
        .filter(|a| a.get_action().takes_values())
        .filter_map(|a| a.get_long().map(|l| format!("--{l}")))
        .collect()
}

/// Splits `args` (the program name first) into a [`CommandLine`].
fn split_command_line(args: &[String], stdin_is_terminal: bool) -> Result<CommandLine, Early> {
    let valued = options_taking_values();
    let mut options = Vec::new();
    let mut unbuffered = false;
    let mut explain = false;
    let mut i = 1;
    let rest = |from: usize| args.get(from..).unwrap_or_default().to_vec();
    while let Some(arg) = args.get(i) {
        let program_with_argv0 = |program: Program, argv0: &str, from: usize| {
            let mut argv = vec![argv0.to_string()];
            argv.extend(rest(from));
            (program, argv)
        };
        let (program, argv) = match arg.as_str() {
            "lattice" if i == 1 => return Err(Early::Lattice),
            // `run` names the file; ember's options may still come before it.
            "run" => {
                i += 1;
                continue;
            }
            "explain" if i == 1 => {
                explain = true;
                i += 1;
                continue;
            }
            "-V" | "--version" => {
                return Err(Early::Print(format!("ember {} (Python 3.11)\n", env!("CARGO_PKG_VERSION"))));
            }
            "-h" | "--help" => {
                use clap::CommandFactory;
                return Err(Early::Print(Cli::command().render_help().to_string()));
            }
            "-u" => {
                unbuffered = true;
                i += 1;
                continue;
            }
            "-c" | "-m" => {
                let Some(value) = args.get(i + 1) else {
                    return Err(Early::Usage(format!("Argument expected for the {arg} option")));
                };
                if arg == "-c" {
                    program_with_argv0(Program::Code(value.clone()), "-c", i + 2)
                } else {
                    program_with_argv0(Program::Module(value.clone()), value, i + 2)
                }
            }
            "-" => program_with_argv0(Program::Stdin, "-", i + 1),
            option if option.starts_with("--") => {
                options.push(option.to_string());
                if !option.contains('=') && valued.iter().any(|v| v == option) {
                    if let Some(value) = args.get(i + 1) {
                        options.push(value.clone());
                        i += 1;
                    }
                }
                i += 1;
                continue;
            }
            option if option.starts_with('-') && option.len() > 1 => {
                return Err(Early::Usage(format!("Unknown option: {option}")));
            }
            file => program_with_argv0(Program::File(file.to_string()), file, i + 1),
        };
        return Ok(CommandLine { options, program, argv, unbuffered, explain });
    }
    let program = if stdin_is_terminal { Program::Nothing } else { Program::Stdin };
    Ok(CommandLine { options, program, argv: vec![String::new()], unbuffered, explain })
}

/// Runs the command line `args` (including the program name); returns the exit status.
pub fn main_with_args(args: impl IntoIterator<Item = String>) -> i32 {
    use std::io::IsTerminal;
    let args: Vec<String> = args.into_iter().collect();
    let line = match split_command_line(&args, std::io::stdin().is_terminal()) {
        Ok(line) => line,
        Err(Early::Print(text)) => {
            print!("{text}");
            return 0;
        }
        Err(Early::Usage(message)) => {
            eprintln!(
                "{message}\nusage: ember [OPTIONS] (FILE | -c CODE | -m MODULE | -) [ARGS]...\nTry `ember -h' for more information."
            );
            return 2;
        }
        Err(Early::Lattice) => return lattice_command(&args),
    };
    let mut clap_args = vec![args.first().cloned().unwrap_or_else(|| "ember".into())];
    clap_args.extend(line.options.iter().cloned());
    let cli = match Cli::try_parse_from(clap_args) {
        Ok(cli) => cli,
        Err(e) => {
            let _ = e.print();
            return if e.use_stderr() { 2 } else { 0 };
        }
    };
    let options = &cli.options;
    for warning in ineffective_options(options) {
        eprintln!("ember: {warning}");
    }
    if line.explain && !matches!(line.program, Program::File(_)) {
        eprintln!("ember explain: give the program as a FILE");
        return 2;
    }
    ember_runtime::interrupt::install();
    let mut config = config_of(options, line.unbuffered);
    config.explain = line.explain;
    let started = std::time::Instant::now();
    let mut vm = Vm::new(config);
    vm.set_argv(&line.argv);
    let result = match &line.program {
        Program::File(file) => vm.run_file(file),
        Program::Code(code) => vm.run_source(code, "<string>"),
        Program::Module(module) => vm.run_module(module),
        Program::Stdin => {
            let mut source = String::new();
            match std::io::Read::read_to_string(&mut std::io::stdin(), &mut source) {
                Ok(_) => vm.run_source(&source, "<stdin>"),
                Err(e) => {
                    eprintln!("ember: can't read the program from standard input: {e}");
                    return 2;
                }
            }
        }
        Program::Nothing => {
            eprintln!(
                "ember: the interactive prompt is not supported by ember yet; give a FILE, -c CODE, -m MODULE \
                 or a program on standard input"
            );
            return 2;
        }
    };
    if vm.config().profile_dump {
        eprint!("{}", vm.profile_dump());
    }
    if options.jit_stats {
        if let Some(stats) = vm.jit_stats() {
            eprint!("{stats}");
        }
    }
    if options.gc_stats {
        eprint!("{}", vm.heap_stats());
    }
    if let Err(e) = &result {
        let report = e.to_string();
        if !report.is_empty() {
            eprintln!("{report}");
        }
    }
    if let (true, Program::File(file)) = (line.explain, &line.program) {
        let outcome = match &result {
            Ok(()) => "it exited with status 0".to_string(),
            Err(e) => {
                let last = e.to_string().lines().last().unwrap_or_default().to_string();
                format!("it exited with status {}: {last}", e.exit_code())
            }
        };
        let summary = crate::explain::RunSummary {
            program: file,
            argv: &line.argv,
            outcome,
            seconds: started.elapsed().as_secs_f64(),
        };
        let page = crate::explain::page(&mut vm, &summary);
        let path = options.explain_output.clone().unwrap_or_else(|| {
            let stem = std::path::Path::new(file).file_stem().map_or("program".into(), |s| s.to_string_lossy());
            std::path::PathBuf::from(format!("{stem}.explain.html"))
        });
        match std::fs::write(&path, page) {
            Ok(()) => eprintln!("ember explain: wrote {}", path.display()),
            Err(e) => eprintln!("ember explain: cannot write {}: {e}", path.display()),
        }
    }
    match result {
        Ok(()) => 0,
        Err(e) => {
            if e.is_keyboard_interrupt() {
                drop(vm);
                ember_runtime::interrupt::die_by_sigint();
            }
            e.exit_code()
        }
    }
}

/// The options given that cannot act in the mode chosen, each with why (the user
/// asked for something ember will not do: saying so beats silence).
fn ineffective_options(o: &Options) -> Vec<String> {
    let dumps_code = o.dump.iter().any(|d| matches!(d, Dump::Clif | Dump::Asm));
    // Each option that only the JIT reads, and whether the HIR interpreter (which
    // makes no machine code, keeps no statistics and never enters a loop mid-call)
    // reads it too.
    let jit_only = [
        (o.jit_stats, "--jit-stats", false),
        (o.trace_deopt, "--trace-deopt", false),
        (o.perf_map, "--perf-map", false),
        (o.perf_jitdump, "--perf-jitdump", false),
        (o.jit_call_threshold.is_some(), "--jit-call-threshold", true),
        (o.jit_loop_threshold.is_some(), "--jit-loop-threshold", false),
        (o.jit_align_branches.is_some(), "--jit-align-branches", false),
        (o.jit_inline.is_some(), "--jit-inline", false),
        (o.jit_compile_thread.is_some(), "--jit-compile-thread", false),
        (dumps_code, "--dump=clif/asm", false),
        (!o.jit_filter.is_empty(), "--jit-filter", false),
    ];
    let mut warnings = Vec::new();
    for &(given, flag, with_hir) in &jit_only {
        if !given {
            continue;
        }
        if o.jit == JitMode::Off {
            warnings.push(format!("{flag} has no effect with --jit=off"));
        } else if o.jit_backend == JitBackend::Hir && !with_hir {
            warnings.push(format!("{flag} has no effect with --jit-backend=hir"));
        }
    }
    if o.jit == JitMode::Off {
        return warnings;
    }
    if o.jit == JitMode::All {
        if o.jit_call_threshold.is_some() {
            warnings.push(
                "--jit-call-threshold has no effect with --jit=all (every function is compiled at its first call)"
                    .to_string(),
            );
        }
        if o.jit_compile_thread == Some(true) {
            warnings.push(
                "--jit-compile-thread=on has no effect with --jit=all (a function is compiled before its first call \
                 runs)"
                    .to_string(),
            );
        }
    }
    if o.jit_align_branches == Some(true) && !cfg!(target_arch = "x86_64") {
        warnings.push("--jit-align-branches=on has no effect on this processor (it pads x86-64 code)".to_string());
    }
    warnings
}

/// The VM configuration the options ask for.
fn config_of(options: &Options, unbuffered: bool) -> Config {
    Config {
        jit: options.jit,
        jit_backend: options.jit_backend,
        jit_call_threshold: options.jit_call_threshold,
        jit_loop_threshold: options.jit_loop_threshold,
        jit_align_branches: options.jit_align_branches,
        jit_inline: options.jit_inline,
        jit_compile_thread: options.jit_compile_thread,
        trace_deopt: options.trace_deopt,
        jit_stats: options.jit_stats,
        perf_map: options.perf_map,
        perf_jitdump: options.perf_jitdump,
        dumps: options.dump.clone(),
        dump_to: options.dump_to.clone(),
        jit_filter: options.jit_filter.clone(),
        profile_dump: options.profile_dump,
        gc_stress: false,
        deopt_stress: false,
        explain: false,
        hir_passes: options.hir_passes,
        unbuffered,
    }
}

/// `ember lattice EXPR [--classes FILE]`.
fn lattice_command(args: &[String]) -> i32 {
    match LatticeCli::try_parse_from(args) {
        Ok(LatticeCli { command: Command::Lattice { expr, classes } }) => {
            let mut vm = Vm::new(Config::default());
            lattice(&mut vm, &expr, classes.as_deref())
        }
        Err(e) => {
            let _ = e.print();
            if e.use_stderr() { 2 } else { 0 }
        }
    }
}

/// Runs `main_with_args` on a thread with a large stack: deep Python recursion (up to
/// the recursion limit) recurses in the interpreter too.
pub fn main_on_big_stack(args: Vec<String>) -> i32 {
    std::thread::Builder::new()
        .name("ember-main".into())
        .stack_size(512 << 20)
        .spawn(move || main_with_args(args))
        .expect("spawn the interpreter thread")
        .join()
        .unwrap_or(70)
}

/// Evaluates a lattice expression (after running `classes`, when given).
fn lattice(vm: &mut Vm, expr: &str, classes: Option<&str>) -> i32 {
    use ember_hir::ty::{Evaluation, Names, evaluate};
    if let Some(file) = classes {
        if let Err(e) = vm.run_file(file) {
            eprintln!("{e}");
            return e.exit_code();
        }
    }
    let rt = vm.runtime();
    let mut names = Names::from_globals(rt);
    match evaluate(expr, &mut names, Some(rt)) {
        Ok(Evaluation::Type(t)) => println!("{}", t.display_with(&names)),
        Ok(Evaluation::Relation { lhs, op, rhs, holds }) => {
            println!("{} {op} {}", lhs.display_with(&names), rhs.display_with(&names));
            println!("{holds}");
        }
        Err(e) => {
            eprintln!("ember lattice: {e}\n  {expr}\n  {:>width$}", "^", width = e.offset + 1);
            return 2;
        }
    }
    0
}
