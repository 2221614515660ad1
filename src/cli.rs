//! The `ember` command line: a thin layer over [`crate::Vm`].

use crate::{Config, Dump, JitBackend, JitMode, Vm};
use clap::{Parser, Subcommand};

#[derive(Parser, Debug)]
#[command(name = "ember", version, about = "A JIT compiler for a Python 3 subset")]
pub struct Cli {
    /// Program passed in as a string (like `python -c`).
    #[arg(short = 'c', value_name = "CODE")]
    pub code: Option<String>,

    #[command(flatten)]
    pub options: Options,

    #[command(subcommand)]
    pub command: Option<Command>,
}

/// Options accepted before or after the subcommand.
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
    /// (Intel's JCC erratum): on (the default) or off.
    #[arg(long, global = true, value_name = "on|off", value_parser = clap::builder::BoolishValueParser::new())]
    pub jit_align_branches: Option<bool>,

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

    /// Print internal representations to stderr (comma-separated).
    #[arg(long, global = true, value_enum, value_delimiter = ',')]
    pub dump: Vec<Dump>,

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
pub enum Command {
    /// Run a Python file.
    Run {
        /// The program.
        file: String,
        /// Arguments for the program.
        #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
        args: Vec<String>,
    },
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

/// Runs the command line `args` (including the program name); returns the exit status.
pub fn main_with_args(args: impl IntoIterator<Item = String>) -> i32 {
    let cli = match Cli::try_parse_from(args) {
        Ok(cli) => cli,
        Err(e) => {
            let _ = e.print();
            return if e.use_stderr() { 2 } else { 0 };
        }
    };
    let config = Config {
        jit: cli.options.jit,
        jit_backend: cli.options.jit_backend,
        jit_call_threshold: cli.options.jit_call_threshold,
        jit_loop_threshold: cli.options.jit_loop_threshold,
        jit_align_branches: cli.options.jit_align_branches,
        trace_deopt: cli.options.trace_deopt,
        jit_stats: cli.options.jit_stats,
        perf_map: cli.options.perf_map,
        dumps: cli.options.dump.clone(),
        profile_dump: cli.options.profile_dump,
        gc_stress: false,
        deopt_stress: false,
        hir_passes: cli.options.hir_passes,
    };
    let mut vm = Vm::new(config);
    let result = match (&cli.code, &cli.command) {
        (Some(_), Some(_)) => {
            eprintln!("ember: -c and a subcommand cannot be used together");
            return 2;
        }
        (Some(code), None) => vm.run_source(code, "<string>"),
        (None, Some(Command::Run { file, .. })) => vm.run_file(file),
        (None, Some(Command::Lattice { expr, classes })) => return lattice(&mut vm, expr, classes.as_deref()),
        (None, None) => {
            eprintln!("ember: nothing to run (use `ember run FILE` or `ember -c CODE`)");
            return 2;
        }
    };
    if vm.config().profile_dump {
        eprint!("{}", vm.profile_dump());
    }
    if cli.options.jit_stats {
        if let Some(stats) = vm.jit_stats() {
            eprint!("{stats}");
        }
    }
    if cli.options.gc_stats {
        eprint!("{}", vm.heap_stats());
    }
    match result {
        Ok(()) => 0,
        Err(e) => {
            let report = e.to_string();
            if !report.is_empty() {
                eprintln!("{report}");
            }
            e.exit_code()
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

/// `ember lattice EXPR [--classes FILE]`.
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
