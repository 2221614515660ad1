//! The conformance corpus: every `programs/**/*.py` must print exactly what CPython 3.11
//! printed (checked-in `.stdout`), exit with the same status and end stderr with the
//! same line (`.meta`). Each program runs interpreted (`--jit=off`), normally and with
//! `EMBER_GC_STRESS=1` (a collection at every allocation); then in the two backends:
//! - machine code: every function compiled at its first call (`--jit=all`), normally,
//!   with GC stress and with `EMBER_DEOPT_STRESS=1` (every guard and checked operation
//!   deopts the first time it runs); and compiled once hot from real profiles, with
//!   loops entered by OSR (`--jit=auto` with low thresholds), normally (Cranelift on
//!   its own thread, as by default) and with deopt stress (on the program's thread);
//! - the HIR interpreter (`--jit-backend=hir`): the same `all` modes, and `auto`.
//!
//! Feature programs (`FEATURE_DIRS`: the command line, modules, imports) run in the
//! interpreter and machine-code modes only. A directory holding a `main.py` is one
//! multi-file program, whose other files are its modules.
//!
//! The programs run in child processes (a crash fails one test, not the run): this
//! test binary re-executes itself as the `ember` command line when `EMBER_AS_CLI` is
//! set. Regenerate the expectations with `scripts/regen-expected`.

use libtest_mimic::{Arguments, Failed, Trial};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The corpus directories of feature programs, run in fewer modes (see `main`).
const FEATURE_DIRS: &[&str] = &["sys", "modules", "io", "stdlib"];

fn main() {
    if std::env::var_os("EMBER_AS_CLI").is_some() {
        let args: Vec<String> = std::env::args().collect();
        std::process::exit(ember::cli::main_on_big_stack(args));
    }
    let args = Arguments::from_args();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("programs");
    let mut programs = Vec::new();
    collect(&root, &mut programs);
    programs.sort();
    assert!(programs.len() >= 60, "the corpus is missing: found {} programs under {}", programs.len(), root.display());
    let mut trials = Vec::new();
    for path in programs {
        let name = path.strip_prefix(&root).expect("under root").with_extension("").display().to_string();
        let off: &[&str] = &["--jit=off"];
        let jit: &[&str] = &["--jit=all"];
        // Low thresholds, so short programs still compile hot functions from their
        // profiles and enter loops through OSR.
        let jit_auto: &[&str] = &["--jit=auto", "--jit-call-threshold=3", "--jit-loop-threshold=20"];
        // The same on the program's thread, so that what runs compiled when is the
        // same on every run (with the compile thread, as by default, it depends on
        // the machine's load).
        let jit_auto_here: &[&str] =
            &["--jit=auto", "--jit-call-threshold=3", "--jit-loop-threshold=20", "--jit-compile-thread=off"];
        let hir: &[&str] = &["--jit=all", "--jit-backend=hir"];
        let hir_auto: &[&str] = &["--jit=auto", "--jit-backend=hir"];
        let stress = Some(("EMBER_GC_STRESS", "1"));
        let deopt_stress = Some(("EMBER_DEOPT_STRESS", "1"));
        // Programs of the command line, the runtime's modules and the import system
        // exercise no code generation of their own: the modes marked `true` suffice.
        let feature = FEATURE_DIRS.iter().any(|d| name.starts_with(&format!("{d}/")));
        for (mode, flags, env, for_features) in [
            ("interp", off, None, true),
            ("gc_stress", off, stress, true),
            ("jit", jit, None, true),
            ("jit_gc_stress", jit, stress, true),
            ("jit_deopt_stress", jit, deopt_stress, true),
            ("jit_auto", jit_auto, None, true),
            ("jit_auto_deopt_stress", jit_auto_here, deopt_stress, false),
            ("hir", hir, None, false),
            ("hir_gc_stress", hir, stress, false),
            ("hir_deopt_stress", hir, deopt_stress, false),
            ("hir_auto", hir_auto, None, false),
        ] {
            if feature && !for_features {
                continue;
            }
            let path = path.clone();
            trials.push(Trial::test(format!("{name}::{mode}"), move || check(&path, flags, env)));
        }
        if feature {
            continue;
        }
        // Each pass keeps the program's behaviour: the HIR after every prefix of the
        // pipeline runs the program to the same output.
        for (k, (pass, _)) in ember_hir::passes::PIPELINE.iter().enumerate().take(ember_hir::passes::PIPELINE.len() - 1)
        {
            let path = path.clone();
            let prefix = format!("--hir-passes={}", k + 1);
            trials.push(Trial::test(format!("{name}::hir_after_{}_{pass}", k + 1), move || {
                check(&path, &["--jit=all", "--jit-backend=hir", &prefix], None)
            }));
        }
    }
    trials.extend(cli_trials());
    trials.extend(python_like_cli_trials());
    libtest_mimic::run(&args, trials).exit();
}

/// The corpus programs under `dir`: each `.py` file, except that a directory holding
/// a `main.py` is one program (a multi-file one) whose other files are its modules.
fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let main = dir.join("main.py");
    if main.is_file() {
        out.push(main);
        return;
    }
    for entry in std::fs::read_dir(dir).expect("read programs dir") {
        let path = entry.expect("dir entry").path();
        if path.is_dir() {
            collect(&path, out);
        } else if path.extension().is_some_and(|e| e == "py") {
            out.push(path);
        }
    }
}

struct Expected {
    stdout: String,
    status: i32,
    stderr_last: String,
}

fn expected(path: &Path) -> Result<Expected, Failed> {
    let read = |ext: &str| {
        std::fs::read_to_string(path.with_extension(ext)).map_err(|e| {
            Failed::from(format!("missing {ext} file for {} ({e}): run scripts/regen-expected", path.display()))
        })
    };
    let stdout = read("stdout")?;
    let meta = read("meta")?;
    let mut status = None;
    let mut stderr_last = String::new();
    for line in meta.lines() {
        if let Some(s) = line.strip_prefix("status:") {
            status = s.trim().parse().ok();
        } else if let Some(s) = line.strip_prefix("stderr:") {
            stderr_last = s.trim().to_string();
        }
    }
    let status = status.ok_or_else(|| Failed::from(format!("bad meta file for {}", path.display())))?;
    Ok(Expected { stdout, status, stderr_last })
}

struct Output {
    stdout: String,
    stderr: String,
    status: i32,
}

/// Runs the ember command line with `args` in `dir`.
fn ember(dir: &Path, args: &[&str], env: Option<(&str, &str)>) -> Result<Output, Failed> {
    run_ember(dir, args, env, None)
}

/// Runs the ember command line with `args` in `dir`, `input` on its stdin.
fn ember_with_stdin(dir: &Path, args: &[&str], input: &str) -> Result<Output, Failed> {
    run_ember(dir, args, None, Some(input))
}

/// Runs the ember command line with `args` in `dir`, with `env` set and `input` on its
/// stdin (None: an empty stdin).
fn run_ember(dir: &Path, args: &[&str], env: Option<(&str, &str)>, input: Option<&str>) -> Result<Output, Failed> {
    use std::io::Write;
    use std::process::Stdio;
    let mut cmd = Command::new(std::env::current_exe().expect("test binary path"));
    cmd.env("EMBER_AS_CLI", "1").current_dir(dir).args(args);
    cmd.env_remove("EMBER_GC_STRESS").env_remove("EMBER_DEOPT_STRESS");
    if let Some((k, v)) = env {
        cmd.env(k, v);
    }
    let stdin = if input.is_some() { Stdio::piped() } else { Stdio::null() };
    cmd.stdin(stdin).stdout(Stdio::piped()).stderr(Stdio::piped());
    let mut child = cmd.spawn().map_err(|e| Failed::from(format!("cannot run ember: {e}")))?;
    if let Some(input) = input {
        // A program may exit without reading all of it: a closed pipe is fine.
        let _ = child.stdin.take().expect("piped stdin").write_all(input.as_bytes());
    }
    let out = child.wait_with_output().map_err(|e| Failed::from(format!("cannot run ember: {e}")))?;
    Ok(Output {
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        status: out.status.code().unwrap_or(-1),
    })
}

/// Starts the ember command line with `args`, its stdout and stderr piped, for a test
/// that talks to the running program.
fn spawn_ember(args: &[&str]) -> Result<std::process::Child, Failed> {
    Command::new(std::env::current_exe().expect("test binary path"))
        .env("EMBER_AS_CLI", "1")
        .env_remove("EMBER_GC_STRESS")
        .env_remove("EMBER_DEOPT_STRESS")
        .args(args)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .map_err(|e| Failed::from(format!("cannot run ember: {e}")))
}

/// A scratch directory holding one file.
fn scratch(name: &str, file: &str, text: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ember-cli-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("create scratch dir");
    std::fs::write(dir.join(file), text).expect("write scratch file");
    dir
}

fn expect(cond: bool, what: &str, out: &Output) -> Result<(), Failed> {
    if cond {
        Ok(())
    } else {
        Err(format!("{what}\n--- status {}\n--- stdout\n{}\n--- stderr\n{}", out.status, out.stdout, out.stderr).into())
    }
}

/// The command line read as `python3` reads it: what to run, then the program's own
/// arguments (`sys.argv`), and CPython's exit statuses.
fn python_like_cli_trials() -> Vec<Trial> {
    let show_argv = "import sys\nprint(sys.argv[1:], __name__)\n";
    vec![
        Trial::test("cli::file_then_program_arguments", move || {
            let dir = scratch("argv", "a.py", show_argv);
            let out = ember(&dir, &["--jit=all", "a.py", "x", "--jit=off", "-c", "-"], None)?;
            expect(out.status == 0, "runs", &out)?;
            expect(
                out.stdout == "['x', '--jit=off', '-c', '-'] __main__\n",
                "everything after the file is the program's",
                &out,
            )?;
            let out = ember(&dir, &["run", "--jit", "off", "a.py", "-u"], None)?;
            expect(out.stdout == "['-u'] __main__\n", "`run FILE` is the same, options before the file", &out)
        }),
        Trial::test("cli::dash_c_and_stdin_programs", || {
            let dir = std::env::temp_dir();
            let out = ember(&dir, &["-c", "import sys; print(sys.argv)", "a", "-b"], None)?;
            expect(out.stdout == "['-c', 'a', '-b']\n", "-c: argv[0] is '-c'", &out)?;
            let out = ember_with_stdin(&dir, &["-", "p", "q"], "import sys\nprint(sys.argv)\n")?;
            expect(out.status == 0 && out.stdout == "['-', 'p', 'q']\n", "- reads the program from stdin", &out)?;
            let out = ember_with_stdin(&dir, &["--jit=off"], "print(sum(range(10)))\n")?;
            expect(out.status == 0 && out.stdout == "45\n", "a piped program runs without naming it", &out)
        }),
        Trial::test("cli::dash_m_runs_a_module_of_the_current_directory", move || {
            let dir =
                scratch("dash-m", "tool.py", "import sys\nprint(sys.argv[0].endswith('tool.py'), sys.argv[1:])\n");
            let out = ember(&dir, &["-m", "tool", "1", "2"], None)?;
            expect(out.status == 0 && out.stdout == "True ['1', '2']\n", "-m tool runs tool.py", &out)?;
            let out = ember(&dir, &["-m", "no_such_tool"], None)?;
            expect(out.status == 1 && out.stderr.contains("No module named no_such_tool"), "a missing module", &out)
        }),
        Trial::test("cli::version_usage_errors_and_ineffective_flags", move || {
            let dir = scratch("usage", "a.py", show_argv);
            let out = ember(&dir, &["-V"], None)?;
            expect(out.status == 0 && out.stdout.contains("(Python 3.11)"), "-V names the Python version", &out)?;
            let out = ember(&dir, &["-c"], None)?;
            expect(
                out.status == 2 && out.stderr.contains("Argument expected for the -c option"),
                "-c without code",
                &out,
            )?;
            let out = ember(&dir, &["-Z", "a.py"], None)?;
            expect(out.status == 2 && out.stderr.contains("Unknown option: -Z"), "unknown option", &out)?;
            let out = ember(&dir, &["--jit=off", "--jit-stats", "a.py"], None)?;
            expect(
                out.status == 0 && out.stderr.contains("--jit-stats has no effect with --jit=off"),
                "says the flag cannot act",
                &out,
            )?;
            let out = ember(&dir, &["--jit=all", "--jit-call-threshold=5", "a.py"], None)?;
            expect(
                out.status == 0 && out.stderr.contains("--jit-call-threshold has no effect with --jit=all"),
                "a call threshold under --jit=all",
                &out,
            )?;
            let out = ember(&dir, &["--jit-backend=hir", "--dump=asm", "--jit-stats", "a.py"], None)?;
            expect(
                out.status == 0
                    && out.stderr.contains("--dump=clif/asm has no effect with --jit-backend=hir")
                    && out.stderr.contains("--jit-stats has no effect with --jit-backend=hir"),
                "machine-code options under the HIR interpreter",
                &out,
            )?;
            let out = ember(&dir, &["--jit-call-threshold=5", "--jit-stats", "a.py"], None)?;
            expect(out.status == 0 && !out.stderr.contains("no effect"), "no warning when the options act", &out)
        }),
        Trial::test("cli::closed_pipe_stops_the_program", || {
            use std::io::BufRead;
            // Ten million lines, unless the closed pipe stops it (status 0 then).
            let code = "for i in range(10_000_000):\n    print(i)\n";
            for jit in ["--jit=off", "--jit=all"] {
                let mut child = spawn_ember(&[jit, "-c", code])?;
                let mut first = String::new();
                let mut reader = std::io::BufReader::new(child.stdout.take().expect("piped stdout"));
                reader.read_line(&mut first).map_err(|e| Failed::from(e.to_string()))?;
                drop(reader);
                let out = child.wait_with_output().map_err(|e| Failed::from(e.to_string()))?;
                let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
                let out = Output { stdout: first, stderr, status: out.status.code().unwrap_or(-1) };
                expect(
                    out.stdout == "0\n"
                        && out.status == 1
                        && out.stderr.trim_end().ends_with("BrokenPipeError: [Errno 32] Broken pipe"),
                    &format!("{jit}: BrokenPipeError ends the program"),
                    &out,
                )?;
            }
            Ok(())
        }),
        Trial::test("cli::ctrl_c_raises_keyboard_interrupt", || {
            use std::io::BufRead;
            use std::os::unix::process::ExitStatusExt;
            let uncaught =
                "def spin():\n    n = 0\n    print('ready', flush=True)\n    while True:\n        n += 1\nspin()\n";
            let caught = "def spin():\n    n = 0\n    print('ready', flush=True)\n    while n >= 0:\n        n += 1\ntry:\n    spin()\nexcept KeyboardInterrupt:\n    print('caught')\n";
            // The loop inside the try: compiled code polls its back edge into the handler.
            let caught_here = "def spin():\n    n = 0\n    print('ready', flush=True)\n    try:\n        while n >= 0:\n            n += 1\n    except KeyboardInterrupt:\n        print('caught')\nspin()\n";
            // A loop keeping its iterator's fields in registers writes them back
            // when the interrupt leaves it: the caller goes on from where it was
            // (the interrupt may also come before the loop's first turn).
            let caught_iterating = "def spin(it):\n    global last\n    for x in it:\n        last = x\nlast = -1\nspin(iter(range(100000)))\nlast = -1\nit = iter(range(10**15))\nprint('ready', flush=True)\ntry:\n    spin(it)\nexcept KeyboardInterrupt:\n    a = next(it)\n    print('caught' if a == last + 1 else f'stale iterator: {a} after {last}')\n";
            for jit in ["--jit=off", "--jit=all", "--jit=auto"] {
                for (code, is_caught) in
                    [(uncaught, false), (caught, true), (caught_here, true), (caught_iterating, true)]
                {
                    let mut child = spawn_ember(&[jit, "-c", code])?;
                    let mut reader = std::io::BufReader::new(child.stdout.take().expect("piped stdout"));
                    let mut first = String::new();
                    reader.read_line(&mut first).map_err(|e| Failed::from(e.to_string()))?;
                    // SAFETY: signals the child this test started, which is still running
                    // (it has not been waited for).
                    unsafe { libc::kill(child.id() as libc::pid_t, libc::SIGINT) };
                    let mut rest = String::new();
                    std::io::Read::read_to_string(&mut reader, &mut rest).map_err(|e| Failed::from(e.to_string()))?;
                    let out = child.wait_with_output().map_err(|e| Failed::from(e.to_string()))?;
                    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
                    let status = out.status;
                    let out = Output { stdout: first + &rest, stderr, status: status.code().unwrap_or(-1) };
                    if is_caught {
                        expect(out.status == 0 && out.stdout == "ready\ncaught\n", &format!("{jit}: caught"), &out)?;
                    } else {
                        expect(
                            status.signal() == Some(libc::SIGINT)
                                && out.stderr.starts_with("Traceback (most recent call last):")
                                && out.stderr.trim_end().ends_with("KeyboardInterrupt"),
                            &format!("{jit}: traceback, then death by SIGINT"),
                            &out,
                        )?;
                    }
                }
            }
            Ok(())
        }),
        Trial::test("cli::sys_exit_statuses", || {
            let dir = std::env::temp_dir();
            for (code, status, stderr) in [
                ("import sys; sys.exit()", 0, ""),
                ("import sys; sys.exit(None)", 0, ""),
                ("import sys; sys.exit(3)", 3, ""),
                ("exit(4)", 4, ""),
                ("quit(5)", 5, ""),
                ("raise SystemExit(6)", 6, ""),
                ("import sys; sys.exit('bye')", 1, "bye\n"),
                ("import sys; print('out'); sys.exit(1)", 1, ""),
            ] {
                for jit in ["--jit=off", "--jit=all"] {
                    let out = ember(&dir, &[jit, "-c", code], None)?;
                    expect(out.status == status && out.stderr == stderr, &format!("{code} with {jit}"), &out)?;
                }
            }
            Ok(())
        }),
    ]
}

/// Tests of the command line itself: options, error reports, dumps.
fn cli_trials() -> Vec<Trial> {
    let program = "def f(n):\n    t = 0\n    for i in range(n):\n        t += i * 2\n    return t\nprint(f(50))\n";
    vec![
        Trial::test("cli::dash_c", || {
            let out = ember(&std::env::temp_dir(), &["-c", "print(6 * 7, 'x')"], None)?;
            expect(out.status == 0 && out.stdout == "42 x\n", "ember -c runs the code", &out)
        }),
        Trial::test("cli::global_options_before_and_after_run", move || {
            let dir = scratch("opts", "p.py", program);
            for args in [["--jit=off", "run", "p.py"], ["run", "--jit=off", "p.py"], ["run", "--jit=all", "p.py"]] {
                let out = ember(&dir, &args, None)?;
                expect(out.status == 0 && out.stdout == "2450\n", &format!("{args:?} runs the program"), &out)?;
            }
            Ok(())
        }),
        Trial::test("cli::syntax_error_has_file_line_and_status_1", || {
            let dir = scratch("syntax", "bad.py", "x = 1\ny = (2 +\n");
            let out = ember(&dir, &["run", "bad.py"], None)?;
            expect(out.status == 1, "status 1", &out)?;
            expect(out.stderr.contains("bad.py\", line "), "file and line reported", &out)?;
            expect(
                out.stderr.trim_end().lines().last().is_some_and(|l| l.starts_with("SyntaxError: ")),
                "SyntaxError",
                &out,
            )
        }),
        Trial::test("cli::unsupported_construct_is_not_implemented_error", || {
            let dir = scratch("unsupported", "aio.py", "print(1)\nasync def f():\n    pass\n");
            let out = ember(&dir, &["run", "aio.py"], None)?;
            expect(out.status == 1 && out.stdout.is_empty(), "status 1 before running anything", &out)?;
            expect(out.stderr.contains("aio.py\", line 2"), "file and line", &out)?;
            expect(
                out.stderr.contains("NotImplementedError: 'async def' is not supported"),
                "names the construct",
                &out,
            )
        }),
        Trial::test("cli::lone_surrogates_and_missing_builtins_are_not_implemented", || {
            // ember's strs are UTF-8: a lone surrogate is refused, never printed as U+FFFD.
            let dir = scratch("surrogate", "s.py", "print('ok')\nprint('a' r'\\ud800')\nx = 'b\\udc00'\n");
            let out = ember(&dir, &["run", "s.py"], None)?;
            expect(out.status == 1 && out.stdout.is_empty(), "refused before running", &out)?;
            expect(out.stderr.contains("s.py\", line 3"), "file and line of the literal", &out)?;
            expect(out.stderr.contains("NotImplementedError: lone surrogates"), "names the construct", &out)?;
            let dir = scratch("chr-surrogate", "c.py", "print(1)\nchr(0xd800)\n");
            let out = ember(&dir, &["run", "c.py"], None)?;
            expect(out.status == 1 && out.stdout == "1\n", "runs up to chr()", &out)?;
            expect(out.stderr.contains("NotImplementedError: chr() of a lone surrogate"), "names chr()", &out)?;
            // A builtin of CPython's that ember lacks is ember's gap, not the program's.
            let dir = scratch("memoryview", "f.py", "try:\n    memoryview(None)\nexcept NameError:\n    print('no')\n");
            let out = ember(&dir, &["--jit=all", "run", "f.py"], None)?;
            expect(
                out.status == 1
                    && out.stderr.contains("NotImplementedError: the builtin 'memoryview' is not supported"),
                "memoryview is reported as unsupported",
                &out,
            )
        }),
        Trial::test("cli::nonlocal_without_binding_is_a_syntax_error", || {
            let src = "def f():\n    def g():\n        nonlocal k\n        k = 1\n    return g\nprint(f())\n";
            let dir = scratch("nonlocal", "n.py", src);
            let out = ember(&dir, &["run", "n.py"], None)?;
            expect(
                out.status == 1
                    && out.stdout.is_empty()
                    && out.stderr.contains("SyntaxError: no binding for nonlocal 'k' found"),
                "nonlocal without a binding",
                &out,
            )
        }),
        Trial::test("cli::missing_file_exits_2", || {
            let out = ember(&std::env::temp_dir(), &["run", "no-such-file-ember.py"], None)?;
            expect(out.status == 2 && out.stderr.contains("can't open file"), "status 2", &out)
        }),
        Trial::test("cli::traceback_format", || {
            let src = "def a(x):\n    return b(x)\ndef b(x):\n    return 10 // x\nprint('start')\na(0)\n";
            let dir = scratch("tb", "tb.py", src);
            let out = ember(&dir, &["run", "tb.py"], None)?;
            let path = dir.join("tb.py").display().to_string();
            let want = format!(
                "Traceback (most recent call last):\n  File \"{path}\", line 6, in <module>\n    a(0)\n  File \"{path}\", line 2, in a\n    return b(x)\n           ^^^^\n  File \"{path}\", line 4, in b\n    return 10 // x\n           ~~~^^~~\nZeroDivisionError: integer division or modulo by zero\n"
            );
            expect(out.status == 1 && out.stdout == "start\n" && out.stderr == want, "CPython-style traceback", &out)
        }),
        Trial::test("cli::traceback_markers", || {
            // CPython 3.11's markers: `~` under operands and `^` under the operator of
            // a binary operation or the brackets of a subscript, `^` under a call,
            // to the line's end for an expression running on; none for a whole line.
            let src = "\
def price(rows, key):
    table = {r['name']: r for r in rows}
    return table[key]['price'] / (len(rows) -
                                  1)
def check(rows):
    for r in rows:
        r['qty'] * r['price']
rows = [{'name': 'a', 'qty': 2, 'price': 3}]
try:
    check(rows + [{'name': 'b', 'qty': 1, 'price': None}])
except TypeError:
    pass
d = {}
try:
    d[[1]] = 2
except TypeError:
    pass
print(price(rows, 'a'))
";
            let dir = scratch("markers", "m.py", src);
            let path = dir.join("m.py").display().to_string();
            let want = format!(
                "Traceback (most recent call last):\n  File \"{path}\", line 18, in <module>\n    print(price(rows, 'a'))\n          ^^^^^^^^^^^^^^^^\n  File \"{path}\", line 3, in price\n    return table[key]['price'] / (len(rows) -\n           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\nZeroDivisionError: division by zero\n"
            );
            for mode in ["--jit=off", "--jit=all"] {
                let out = ember(&dir, &[mode, "m.py"], None)?;
                expect(out.status == 1 && out.stderr == want, "CPython's markers", &out)?;
            }
            let dir = scratch("markers2", "n.py", "def f(x):\n    return x[0] + x['k']\nf({0: 1})\n");
            let path = dir.join("n.py").display().to_string();
            let want = format!(
                "Traceback (most recent call last):\n  File \"{path}\", line 3, in <module>\n    f({{0: 1}})\n  File \"{path}\", line 2, in f\n    return x[0] + x['k']\n                  ~^^^^^\nKeyError: 'k'\n"
            );
            let out = ember(&dir, &["--jit=all", "n.py"], Some(("EMBER_DEOPT_STRESS", "1")))?;
            expect(out.status == 1 && out.stderr == want, "CPython's subscript markers", &out)
        }),
        Trial::test("cli::chained_traceback", || {
            let src = "def parse(s):\n    try:\n        raise ValueError('bad ' + s)\n    except ValueError as e:\n        raise KeyError(s) from e\ndef load():\n    try:\n        parse('x')\n    except KeyError:\n        raise RuntimeError('load failed')\nload()\n";
            let dir = scratch("chain", "c.py", src);
            let path = dir.join("c.py").display().to_string();
            let frame = |line: u32, function: &str, text: &str| {
                format!("  File \"{path}\", line {line}, in {function}\n    {text}\n")
            };
            let head = "Traceback (most recent call last):\n";
            let want = [
                format!("{head}{}ValueError: bad x\n\n", frame(3, "parse", "raise ValueError('bad ' + s)")),
                "The above exception was the direct cause of the following exception:\n\n".to_string(),
                format!(
                    "{head}{}{}KeyError: 'x'\n\n",
                    frame(8, "load", "parse('x')"),
                    frame(5, "parse", "raise KeyError(s) from e")
                ),
                "During handling of the above exception, another exception occurred:\n\n".to_string(),
                format!(
                    "{head}{}{}RuntimeError: load failed\n",
                    frame(11, "<module>", "load()"),
                    frame(10, "load", "raise RuntimeError('load failed')")
                ),
            ]
            .concat();
            for mode in ["--jit=off", "--jit=all"] {
                let out = ember(&dir, &[mode, "c.py"], None)?;
                expect(out.status == 1 && out.stderr == want, "CPython's chained traceback", &out)?;
            }
            Ok(())
        }),
        Trial::test("cli::profile_dump", move || {
            let dir = scratch("profile", "p.py", program);
            let out = ember(&dir, &["--profile-dump", "run", "p.py"], None)?;
            expect(out.status == 0 && out.stdout == "2450\n", "program output unchanged", &out)?;
            expect(out.stderr.contains("p.py:1): calls=1"), "call count", &out)?;
            expect(out.stderr.contains("back-edges=50"), "loop back-edge count", &out)?;
            expect(out.stderr.contains("binary *: smallint , smallint"), "operand classes", &out)
        }),
        Trial::test("cli::dump_bytecode", move || {
            let dir = scratch("dump", "p.py", program);
            let out = ember(&dir, &["run", "--dump=bytecode", "p.py"], None)?;
            expect(
                out.status == 0 && out.stderr.contains("p.py:1) locals=") && out.stderr.contains("ForIter"),
                "bytecode listing",
                &out,
            )
        }),
        Trial::test("cli::jit_tracebacks_equal_the_interpreters", || {
            let programs = Path::new(env!("CARGO_MANIFEST_DIR")).join("programs");
            let file = programs.join("jit/traceback_in_compiled.py").display().to_string();
            let reference = ember(&programs, &["--jit=off", "run", &file], None)?;
            expect(reference.status == 1 && reference.stderr.contains("IndexError"), "the program fails", &reference)?;
            let auto: &[&str] = &["--jit=auto", "--jit-call-threshold=2", "--jit-loop-threshold=10", "run", &file];
            for (args, env) in
                [(&["--jit=all", "run", &file][..], None), (auto, None), (auto, Some(("EMBER_DEOPT_STRESS", "1")))]
            {
                let out = ember(&programs, args, env)?;
                expect(
                    out.status == 1 && out.stdout == reference.stdout && out.stderr == reference.stderr,
                    &format!("{args:?} {env:?}: the same traceback as --jit=off:\n{}", reference.stderr),
                    &out,
                )?;
            }
            Ok(())
        }),
        Trial::test("cli::jit_dump_clif_and_asm", || {
            let dir = scratch("dumpclif", "f.py", "def f(a, b):\n    return a * b + 1\nprint(f(6, 7))\n");
            let out = ember(&dir, &["run", "--jit=all", "--dump=clif,asm", "f.py"], None)?;
            expect(out.status == 0 && out.stdout == "43\n", "program output unchanged", &out)?;
            // Each dump is titled with the function, its place and the version.
            expect(out.stderr.contains("f.py:1), version 1:\nfunction "), "Cranelift IR of f", &out)?;
            expect(out.stderr.contains("clif f ("), "the Cranelift IR's title", &out)?;
            expect(out.stderr.contains("asm f (") && out.stderr.contains("ret"), "disassembly of f", &out)
        }),
        Trial::test("cli::jit_stats_show_int_loop_running_compiled", || {
            let programs = Path::new(env!("CARGO_MANIFEST_DIR")).join("programs");
            let file = programs.join("bench/int_loop.py").display().to_string();
            // Compiled on the program's thread: the entry is taken at the first
            // request, whatever the machine's load.
            let out = ember(&programs, &["run", "--jit-stats", "--jit-compile-thread=off", &file], None)?;
            expect(out.status == 0, "runs", &out)?;
            // One long loop in one call: entered through OSR, never left.
            expect(out.stderr.contains("jit: OSR entries taken: 1\n"), "one OSR entry", &out)?;
            expect(out.stderr.contains("jit: deopts: 0\n"), "no deopt", &out)?;
            expect(out.stderr.contains("median "), "compile time", &out)?;
            // Its one version has a loop, so Cranelift optimises it; fib's has none.
            expect(out.stderr.contains("without Cranelift's optimiser: 0)"), "the loop optimised", &out)?;
            let fib = programs.join("bench/fib.py").display().to_string();
            let fib = ember(&programs, &["run", "--jit-stats", "--jit-compile-thread=off", &fib], None)?;
            expect(fib.stderr.contains("without Cranelift's optimiser: 1)"), "fib not optimised by Cranelift", &fib)?;
            // The split by phase names the HIR builder, the passes and code generation.
            let phases = out.stderr.lines().find(|l| l.starts_with("jit: compile time by phase: ")).unwrap_or_default();
            for phase in ["build ", "infer ", "simplify ", "lower ", "clif ", "cranelift ", "load "] {
                expect(phases.contains(phase), &format!("a time for phase {phase}"), &out)?;
            }
            Ok(())
        }),
        Trial::test("cli::jit_compile_thread_on_and_off", || {
            // With the thread (the default under --jit=auto) every compile that
            // finished had its Cranelift part done there; without it, none did. The
            // output is the same either way. (How many compiles finish before the
            // program ends depends on the machine's load; the loop of int_loop runs
            // long enough interpreted that its OSR entry nearly always does.)
            let programs = Path::new(env!("CARGO_MANIFEST_DIR")).join("programs");
            let file = programs.join("bench/int_loop.py").display().to_string();
            let count = |out: &Output, prefix: &str| -> Option<u64> {
                let line = out.stderr.lines().find(|l| l.starts_with(prefix))?;
                line[prefix.len()..].split(' ').next()?.parse().ok()
            };
            let on = ember(&programs, &["run", "--jit-stats", &file], None)?;
            let compiled = count(&on, "jit: functions compiled: ").unwrap_or(0);
            let threaded = count(&on, "jit: on the compile thread: Cranelift's part of ").unwrap_or(0);
            expect(on.status == 0 && threaded == compiled, "every compile on the thread", &on)?;
            let off = ember(&programs, &["run", "--jit-stats", "--jit-compile-thread=off", &file], None)?;
            expect(count(&off, "jit: functions compiled: ").is_some_and(|n| n > 0), "compiled", &off)?;
            expect(!off.stderr.contains("on the compile thread"), "no compile on a thread", &off)?;
            let all = ember(&programs, &["run", "--jit=all", "--jit-stats", &file], None)?;
            expect(!all.stderr.contains("on the compile thread"), "--jit=all compiles in place", &all)?;
            expect(on.stdout == off.stdout && on.stdout == all.stdout, "the same output", &all)
        }),
        Trial::test("cli::jit_align_branches_on_and_off", || {
            // Whatever the default for this processor, `on` pads the suite's solver
            // (its code has misplaced branches) and `off` adds no byte.
            let programs = Path::new(env!("CARGO_MANIFEST_DIR")).join("programs");
            let file = programs.join("bench/solver.py").display().to_string();
            let padding = |out: &Output| -> Option<u64> {
                let line = out.stderr.lines().find(|l| l.starts_with("jit: compile time: "))?;
                let (_, rest) = line.rsplit_once('(')?;
                rest.split_whitespace().next()?.parse().ok()
            };
            let on = ember(&programs, &["--jit=all", "--jit-stats", "--jit-align-branches=on", &file], None)?;
            expect(on.status == 0 && padding(&on).is_some_and(|n| n > 0), "padding with alignment on", &on)?;
            let off = ember(&programs, &["--jit=all", "--jit-stats", "--jit-align-branches=off", &file], None)?;
            expect(off.status == 0 && padding(&off) == Some(0), "no padding with alignment off", &off)?;
            expect(on.stdout == off.stdout, "the same output", &off)
        }),
        Trial::test("cli::jit_inline_on_and_off", || {
            // The inlining program's calls are inlined by default and with `on`, none
            // with `off`, and the output is the same; Cranelift's verifier passes
            // the code with the inlined frames' exits.
            let programs = Path::new(env!("CARGO_MANIFEST_DIR")).join("programs");
            let file = programs.join("jit/inline_deopt.py").display().to_string();
            let inlined = |out: &Output| -> Option<u64> {
                let line = out.stderr.lines().find(|l| l.starts_with("jit: calls inlined: "))?;
                line.rsplit(' ').next()?.parse().ok()
            };
            let verify = Some(("EMBER_CLIF_VERIFY", "1"));
            let default = ember(&programs, &["--jit=all", "--jit-stats", &file], verify)?;
            expect(default.status == 0 && inlined(&default).is_some_and(|n| n > 0), "calls inlined", &default)?;
            let on = ember(&programs, &["--jit=all", "--jit-stats", "--jit-inline=on", &file], verify)?;
            expect(inlined(&on) == inlined(&default), "`on` is the default", &on)?;
            let off = ember(&programs, &["--jit=all", "--jit-stats", "--jit-inline=off", &file], verify)?;
            expect(off.status == 0 && inlined(&off) == Some(0), "no call inlined with inlining off", &off)?;
            expect(default.stdout == off.stdout, "the same output", &off)
        }),
        Trial::test("cli::jit_code_of_handlers_passes_cranelifts_verifier", || {
            // Handlers are entered from the middle of their `try` block: the code that
            // reaches them (and the code of instructions that cannot raise, which has
            // no way there) must keep SSA dominance. Cranelift's verifier checks it.
            let programs = Path::new(env!("CARGO_MANIFEST_DIR")).join("programs");
            let mut files = vec![programs.join("errors/runtime_messages.py"), programs.join("bench/exceptions.py")];
            let mut handlers: Vec<PathBuf> = std::fs::read_dir(programs.join("exceptions"))
                .map_err(|e| Failed::from(e.to_string()))?
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|e| e == "py"))
                .collect();
            handlers.sort();
            files.extend(handlers);
            for file in files {
                let path = file.display().to_string();
                let out = ember(&programs, &["--jit=all", "--jit-stats", &path], Some(("EMBER_CLIF_VERIFY", "1")))?;
                expect(
                    out.stderr.contains("jit: not compiled: 0\n"),
                    &format!("{path}: every function compiles"),
                    &out,
                )?;
            }
            Ok(())
        }),
        Trial::test("cli::jit_compiles_generators_locals_and_impossible_guards", || {
            // Every code object is compiled under --jit=all: the generators programs
            // (each start and resume point), a function calling locals(), and one
            // whose truth test guard can never pass once its operand is typed (it
            // deopts; the rest of the function still compiles).
            let programs = Path::new(env!("CARGO_MANIFEST_DIR")).join("programs");
            for file in ["bench/generators.py", "generators/gen_protocol.py", "jit/float_with_int_or_float.py"] {
                let file = programs.join(file).display().to_string();
                let out = ember(&programs, &["run", "--jit=all", "--jit-stats", &file], None)?;
                expect(out.status == 0, "runs", &out)?;
                expect(out.stderr.contains("jit: not compiled: 0\n"), "everything compiled", &out)?;
            }
            let dir = scratch(
                "jitlocals",
                "f.py",
                "def f(a):\n    b = a * 2\n    return sorted(locals().items())\nprint(f(3))\n",
            );
            let out = ember(&dir, &["run", "--jit=all", "--jit-stats", "f.py"], None)?;
            expect(out.stdout == "[('a', 3), ('b', 6)]\n", "locals() in compiled code", &out)?;
            expect(out.stderr.contains("jit: not compiled: 0\n"), "f compiled", &out)?;
            let file = programs.join("bench/generators.py").display().to_string();
            let out = ember(&programs, &["run", "--jit=all", "--jit-stats", &file], None)?;
            expect(!out.stderr.contains("generator resumes in compiled code: 0\n"), "resumes ran compiled", &out)
        }),
        Trial::test("cli::jit_reads_bool_lists_as_bytes", || {
            let programs = Path::new(env!("CARGO_MANIFEST_DIR")).join("programs");
            let file = programs.join("bench/sieve.py").display().to_string();
            let out = ember(&programs, &["run", "--jit-stats", "--dump=hir-opt", &file], None)?;
            expect(out.status == 0 && out.stdout == "9592\n", "runs", &out)?;
            // The profile saw only lists storing bools: every access reads or writes
            // the byte behind a guard on the storage, the count loop's too (it had
            // not run when the OSR entry compiled the function: a guess).
            let ops = |name: &str| out.stderr.matches(name).count();
            expect(ops("LoadBoolItem") == 2 && ops("StoreBoolItem") == 1, "byte loads and a byte store", &out)?;
            expect(ops("GuardStorage<bools>") == 3 && ops("LoadArrayItem") == 0, "each behind a storage guard", &out)?;
            expect(out.stderr.contains("jit: deopts: 0\n"), "no deopt", &out)
        }),
        Trial::test("cli::jit_reads_int_and_float_lists_without_item_tests", || {
            let programs = Path::new(env!("CARGO_MANIFEST_DIR")).join("programs");
            let file = programs.join("jit/number_list_loops.py").display().to_string();
            let out = ember(&programs, &["run", "--jit-stats", "--dump=hir-opt", &file], None)?;
            expect(out.status == 0 && out.stdout == "356400 3731.25 787.5\n", "runs", &out)?;
            // Every list read is behind a guard on an int or float storage and gives
            // a Fixnum or a Flonum, with no type guard of its own.
            let ops = |name: &str| out.stderr.matches(name).count();
            expect(ops("LoadNumberItem<ints>") >= 2 && ops("LoadNumberItem<floats>") >= 2, "number loads", &out)?;
            expect(ops("GuardStorage<") == ops("LoadNumberItem<"), "each behind a storage guard", &out)?;
            expect(ops("LoadArrayItem") == 0 && ops("GuardType<Flonum>") == 0, "no generic item load", &out)?;
            expect(out.stderr.contains("jit: deopts: 0\n"), "no deopt", &out)
        }),
        Trial::test("cli::jit_leaves_a_version_whose_unprofiled_code_runs_often", || {
            let programs = Path::new(env!("CARGO_MANIFEST_DIR")).join("programs");
            let file = programs.join("jit/osr_later_loop_recompiles.py").display().to_string();
            // (Which versions run when is the policy's only on the program's thread.)
            let out = ember(&programs, &["run", "--jit-stats", "--jit-compile-thread=off", &file], None)?;
            let expected = std::fs::read_to_string(programs.join("jit/osr_later_loop_recompiles.stdout"))?;
            expect(out.status == 0 && out.stdout == expected, "runs", &out)?;
            // Each function's first OSR version left its second loop's generic code
            // once it had run often, and a later version took over.
            expect(out.stderr.contains("jit:   2 × code unprofiled when compiled ran often"), "two leave", &out)?;
            let compiled = out.stderr.split("functions compiled: ").nth(1).and_then(|t| t.split(' ').next());
            let compiled: u32 = compiled.and_then(|n| n.parse().ok()).unwrap_or(0);
            expect(compiled >= 3, "later versions compiled", &out)
        }),
        Trial::test("cli::jit_overflowing_site_calls_big_int_arithmetic", || {
            // `i * K` overflows from i = 1000 on. The interpreter noted that the
            // site overflowed before `f` was compiled at its third call (loops are
            // not entered by OSR here), so the
            // compiled code calls the big-int arithmetic there: no deopt at all
            // (without the note every call would deopt, and five versions would go
            // by before one stopped speculating).
            let src = "def f(n):\n    t = 0\n    for i in range(n):\n        t += i * 4611686018427387\n    return t\nfor _ in range(40):\n    r = f(3000)\nprint(r)\n";
            let dir = scratch("overflow", "o.py", src);
            let flags = ["--jit-call-threshold=2", "--jit-loop-threshold=1000000", "--dump=hir-opt", "--jit-stats"];
            let out = ember(&dir, &[&["run"][..], &flags, &["o.py"]].concat(), None)?;
            expect(out.status == 0 && out.stdout == "20745669553895600419500\n", "program output", &out)?;
            expect(out.stderr.contains("CallHelper<IntArith:Mul>"), "the multiplication calls the big-int path", &out)?;
            expect(out.stderr.contains("CallHelper<IntArith:Add>"), "so does the sum of big ints", &out)?;
            expect(out.stderr.contains("jit: deopts: 0\n"), "no deopt", &out)
        }),
        Trial::test("cli::jit_appends_and_reads_strs_without_calls", || {
            // `s += piece` of strs appends in place; `len` and `ord` of strs (the
            // call sites' profiles saw strs) read the str without calling the builtins.
            let src = "def f(text):\n    s = ''\n    n = 0\n    for c in text:\n        s += c\n        n += ord(c)\n    return len(s), n\nfor _ in range(40):\n    r = f('abcé' * 50)\nprint(r)\n";
            let dir = scratch("strs", "s.py", src);
            let flags = ["--jit-call-threshold=2", "--jit-loop-threshold=1000000", "--dump=hir-opt", "--jit-stats"];
            let out = ember(&dir, &[&["run"][..], &flags, &["s.py"]].concat(), None)?;
            expect(out.status == 0 && out.stdout == "(200, 26350)\n", "program output", &out)?;
            expect(out.stderr.contains("CallHelper<AppendStr>"), "the append site appends", &out)?;
            expect(out.stderr.contains("StrOrd"), "ord reads the char", &out)?;
            expect(out.stderr.contains("StrLen"), "len reads the char count", &out)?;
            expect(!out.stderr.contains("CallFunction"), "no builtin is called", &out)?;
            expect(out.stderr.contains("jit: deopts: 0\n"), "no deopt", &out)
        }),
        Trial::test("cli::jit_trace_deopt_and_recompilation", || {
            // `g`'s guard on ints fails at every call once floats arrive: after enough
            // deopts it is recompiled from the new profile, and the old code freed.
            let src = "def g(x):\n    return x + 1\nt = 0\nfor i in range(300):\n    t = g(i)\nfor i in range(300):\n    t = g(i + 0.5)\nprint(t)\n";
            let dir = scratch("deopt", "d.py", src);
            let flags = ["--jit-call-threshold=10", "--jit-compile-thread=off", "--trace-deopt", "--jit-stats"];
            let out = ember(&dir, &[&["run"][..], &flags, &["d.py"]].concat(), None)?;
            expect(out.status == 0 && out.stdout == "300.5\n", "program output", &out)?;
            expect(
                out.stderr.contains("deopt: g (") && out.stderr.contains("d.py:1) line 2 (bytecode "),
                "function and line of the deopt",
                &out,
            )?;
            expect(
                out.stderr.contains("type guard: expected Fixnum; saw float 0.5"),
                "the guard, the type expected and the value seen",
                &out,
            )?;
            expect(
                out.stderr.contains("jit:   g (") && out.stderr.contains("d.py:1): 1 recompiled, "),
                "g's record",
                &out,
            )?;
            expect(out.stderr.contains("jit:     version 2 of the function: "), "g's second version", &out)?;
            expect(
                out.stderr.contains("× deopt at line 2: type guard: expected Fixnum; saw float ×"),
                "g's deopt site with the type seen",
                &out,
            )?;
            expect(!out.stderr.contains("jit: replaced versions freed: 0\n"), "the replaced version is freed", &out)
        }),
        Trial::test("cli::jit_perf_map_names_compiled_functions", || {
            let dir = scratch("perfmap", "p.py", "def hot(n):\n    return n * 2\nprint(hot(21))\n");
            let child = Command::new(std::env::current_exe().expect("test binary path"))
                .env("EMBER_AS_CLI", "1")
                .current_dir(&dir)
                .args(["run", "--jit=all", "--perf-map", "p.py"])
                .stdout(std::process::Stdio::piped())
                .stderr(std::process::Stdio::piped())
                .spawn()
                .map_err(|e| Failed::from(format!("cannot run ember: {e}")))?;
            let map = PathBuf::from(format!("/tmp/perf-{}.map", child.id()));
            let done = child.wait_with_output().map_err(|e| Failed::from(e.to_string()))?;
            let out = Output {
                stdout: String::from_utf8_lossy(&done.stdout).into_owned(),
                stderr: String::from_utf8_lossy(&done.stderr).into_owned(),
                status: done.status.code().unwrap_or(-1),
            };
            expect(out.status == 0 && out.stdout == "42\n", "runs", &out)?;
            let text = std::fs::read_to_string(&map).unwrap_or_default();
            let _ = std::fs::remove_file(&map);
            // perf's format: START SIZE NAME, addresses in hex.
            let named = text.lines().any(|l| {
                let parts: Vec<&str> = l.splitn(3, ' ').collect();
                parts.len() == 3
                    && parts[2] == "ember:hot"
                    && u64::from_str_radix(parts[0], 16).is_ok()
                    && u64::from_str_radix(parts[1], 16).is_ok_and(|n| n > 0)
            });
            expect(named, &format!("{} names ember:hot:\n{text}", map.display()), &out)
        }),
        Trial::test("cli::jit_perf_jitdump_holds_each_compiled_function", || {
            let dir = scratch("jitdump", "p.py", "def hot(n):\n    return n * 2\nprint(hot(21))\n");
            let out = ember(&dir, &["run", "--jit=all", "--perf-jitdump", "p.py"], None)?;
            expect(out.status == 0 && out.stdout == "42\n", "runs", &out)?;
            let dumps: Vec<PathBuf> = std::fs::read_dir(&dir)
                .map_err(|e| Failed::from(e.to_string()))?
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.file_name().is_some_and(|n| n.to_string_lossy().starts_with("jit-")))
                .collect();
            let [dump] = &dumps[..] else {
                return Err(Failed::from(format!("one jit-PID.dump expected in {}: {dumps:?}", dir.display())));
            };
            let bytes = std::fs::read(dump).map_err(|e| Failed::from(e.to_string()))?;
            // The header's magic ("JiTD" as a host-order u32), then records: the
            // module's own tests parse them field by field.
            let magic = bytes.get(..4).map(|m| u32::from_ne_bytes(m.try_into().expect("4 bytes")));
            expect(magic == Some(0x4A69_5444), "the jitdump magic", &out)?;
            let named = bytes.windows(10).any(|w| w == b"ember:hot\0");
            expect(named, "a code-load record names ember:hot", &out)
        }),
        Trial::test("cli::dump_to_files_filtered_with_a_graph", || {
            let src =
                "def f(a):\n    return a * 2 if a > 1 else a\n\ndef g(a):\n    return a + 1\n\nprint(f(3), g(4))\n";
            let dir = scratch("dumpto", "d.py", src);
            let _ = std::fs::remove_dir_all(dir.join("out"));
            let flags = ["--jit=all", "--jit-filter=f", "--dump=hir-passes,hir-dot,asm", "--dump-to", "out"];
            let out = ember(&dir, &[&["run"][..], &flags, &["d.py"]].concat(), None)?;
            expect(out.status == 0 && out.stdout == "6 5\n", "program output", &out)?;
            expect(!out.stderr.contains("after simplify"), "the dumps went to files, not stderr", &out)?;
            let mut files: Vec<String> = std::fs::read_dir(dir.join("out"))
                .map_err(|e| Failed::from(e.to_string()))?
                .filter_map(|e| e.ok().map(|e| e.file_name().to_string_lossy().into_owned()))
                .collect();
            files.sort();
            let listing = files.join("\n");
            let named = |prefix: &str| files.iter().any(|f| f.starts_with(prefix));
            expect(named("d.f.v1.00-after_"), &format!("f's first pass has a file:\n{listing}"), &out)?;
            expect(named("d.f.v1.") && files.iter().any(|f| f.ends_with("-asm.txt")), "f's machine code", &out)?;
            expect(!named("d.g."), &format!("g is not selected by --jit-filter=f:\n{listing}"), &out)?;
            let dot = files.iter().find(|f| f.ends_with(".dot")).ok_or_else(|| Failed::from(listing.clone()))?;
            let graph = std::fs::read_to_string(dir.join("out").join(dot)).map_err(|e| Failed::from(e.to_string()))?;
            // A digraph with f's blocks as boxes and its branch's two edges.
            expect(graph.starts_with("digraph \"f (") && graph.trim_end().ends_with('}'), "a digraph", &out)?;
            expect(
                graph.matches(" -> ").count() >= 2 && graph.contains("bb0 [label=\""),
                &format!("blocks and edges:\n{graph}"),
                &out,
            )
        }),
        Trial::test("cli::explain_writes_a_page_of_what_the_jit_did", || {
            // A loop that runs compiled, a helper inlined into it, and a function whose
            // int guard fails once floats arrive.
            let src = "def scale(x):\n    return x * 3\n\ndef g(x):\n    return x + 1\n\ndef run(n):\n    \
                       total = 0\n    for i in range(n):\n        total += scale(i)\n    return total\n\n\
                       for _ in range(300):\n    g(1)\nfor _ in range(300):\n    g(0.5)\nprint(run(20000))\n";
            let dir = scratch("explain", "hot.py", src);
            let flags = ["--jit-compile-thread=off", "--jit-call-threshold=50", "--jit-loop-threshold=100"];
            let out = ember(&dir, &[&["explain"][..], &flags, &["hot.py"]].concat(), None)?;
            expect(out.status == 0 && out.stdout == "599970000\n", "the program runs as usual", &out)?;
            expect(out.stderr.contains("ember explain: wrote hot.explain.html"), "says where the page is", &out)?;
            let page =
                std::fs::read_to_string(dir.join("hot.explain.html")).map_err(|e| Failed::from(e.to_string()))?;
            let has = |what: &str, text: &str| expect(page.contains(text), what, &out);
            has("the summary table", "<h2>Summary</h2>")?;
            has("the source with the loop body's count", "<td class=\"ln\">10</td><td class=\"num\"")?;
            has("the loop body ran 20000 times", ">20000</td><td><pre>        total += scale(i)</pre>")?;
            has("the compiled loop's entry covers it", "run v1 (entry at line 9)")?;
            has("scale runs inlined", "inlined in run v1 (entry at line 9)")?;
            has("g's deopt with the type seen", "type guard: expected Fixnum</td><td class=\"type\">float ×")?;
            has("the HIR after a pass", "<summary>after simplify</summary>")?;
            has("guards are marked", "<span class=\"guard\">")?;
            has("the machine code names its helpers", "; ember_jit::helpers::")?;
            has("bytecode with names", "(scale)")?;
            // A program that dies still gets its page, after its traceback, and keeps its
            // exit status.
            std::fs::write(dir.join("dies.py"), "def f(x):\n    return 10 // x\nf(0)\n")
                .map_err(|e| Failed::from(e.to_string()))?;
            let out = ember(&dir, &["explain", "dies.py"], None)?;
            expect(
                out.status == 1 && out.stderr.ends_with("ZeroDivisionError: integer division or modulo by zero\nember explain: wrote dies.explain.html\n"),
                "the traceback, then the page",
                &out,
            )?;
            let page =
                std::fs::read_to_string(dir.join("dies.explain.html")).map_err(|e| Failed::from(e.to_string()))?;
            expect(
                page.contains("it exited with status 1: ZeroDivisionError"),
                "the page says how the run ended",
                &out,
            )?;
            if !Path::new("/usr/bin/chromium").exists() {
                eprintln!("cli::explain: no /usr/bin/chromium (scripts/install-chromium); the page was not rendered");
                return Ok(());
            }
            // The page renders in a browser, and the browser reports no console message.
            let url = format!("file://{}", dir.join("hot.explain.html").display());
            let browser = Command::new("/usr/bin/chromium")
                .args(["--headless", "--no-sandbox", "--disable-gpu", "--enable-logging=stderr", "--v=0", "--dump-dom"])
                .arg(&url)
                .output()
                .map_err(|e| Failed::from(format!("cannot run chromium: {e}")))?;
            let dom = String::from_utf8_lossy(&browser.stdout);
            let log = String::from_utf8_lossy(&browser.stderr);
            let console: Vec<&str> = log.lines().filter(|l| l.contains(":CONSOLE")).collect();
            if !dom.contains("<h2>Summary</h2>") || !console.is_empty() {
                return Err(Failed::from(format!("the page does not render cleanly: {console:?}\n{log}")));
            }
            Ok(())
        }),
        Trial::test("cli::lattice_answers_the_references_builtin_examples", || {
            // (expression, the last line ember must print)
            let cases = [
                ("CInt32[123] < CInt", "true"),
                ("CInt32[123] < Long", "false"),
                ("CInt32[123] < Long[123]", "false"),
                ("CInt32[123] < CInt64", "false"),
                ("CInt32 < CInt64", "false"),
                ("CBool[true] < CBool", "true"),
                ("CBool[false] < Primitive", "true"),
                ("LongExact[5] < LongExact", "true"),
                ("MortalDict | ImmortalLong == Dict | Long", "true"),
                ("{Dict|Long} - MortalDict == {Dict|Long}", "true"),
                ("Dict - MortalDict", "ImmortalDict"),
                ("Long - Bool", "{LongExact|LongUser}"),
                ("LongExact[5] | Bool", "{Bool|Fixnum}"),
                ("Long & Unicode", "Bottom"),
                ("Object | Nullptr", "OptObject"),
                ("UnicodeExact[\"hi\"] couldBe Unicode", "true"),
                ("FloatExact[2.5] <= Float", "true"),
                ("CDouble[0.0] == CDouble[-0.0]", "false"),
            ];
            for (expr, want) in cases {
                let out = ember(&std::env::temp_dir(), &["lattice", expr], None)?;
                let last = out.stdout.lines().last().unwrap_or("");
                expect(out.status == 0 && last == want, &format!("ember lattice '{expr}' ends with {want}"), &out)?;
            }
            Ok(())
        }),
        Trial::test("cli::lattice_names_classes_from_a_program", || {
            let src = "class MyClass:\n    pass\nclass MySubclass(MyClass):\n    pass\nmy_obj = MyClass()\nmy_subobj = MySubclass()\n";
            let dir = scratch("lattice", "classes.py", src);
            let cases = [
                ("User[MySubclass] < User[MyClass]", "true"),
                ("ObjectUser[my_subobj] < User[MyClass:Exact]", "false"),
                ("ObjectUser[my_obj] | ObjectUser[my_subobj]", "MortalObjectUser[MyClass]"),
                ("User[MyClass] & Long", "LongUser[MyClass]"),
            ];
            for (expr, want) in cases {
                let out = ember(&dir, &["lattice", "--classes", "classes.py", expr], None)?;
                let last = out.stdout.lines().last().unwrap_or("");
                expect(out.status == 0 && last == want, &format!("'{expr}' ends with {want}"), &out)?;
            }
            Ok(())
        }),
        Trial::test("cli::lattice_reports_bad_expressions_with_a_column", || {
            let out = ember(&std::env::temp_dir(), &["lattice", "Long | Nope"], None)?;
            expect(
                out.status == 2 && out.stderr.contains("at column 8: unknown type `Nope`"),
                "unknown type, with its column",
                &out,
            )
        }),
    ]
}

/// Runs `path` with `ember [flags] run FILE` and compares with CPython's results.
/// A fresh empty directory, removed when dropped.
struct ScratchDir(PathBuf);

impl ScratchDir {
    fn new() -> ScratchDir {
        static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("ember-io-{}-{n}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("create a scratch directory");
        ScratchDir(dir)
    }

    fn path(&self) -> &Path {
        &self.0
    }
}

impl Drop for ScratchDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn check(path: &Path, flags: &[&str], env: Option<(&str, &str)>) -> Result<(), Failed> {
    let want = expected(path)?;
    // Programs under io/ write files: each run gets a fresh, empty current directory
    // (scripts/corpus_programs.py gives CPython the same).
    let scratch =
        path.strip_prefix(Path::new(env!("CARGO_MANIFEST_DIR")).join("programs/io")).is_ok().then(ScratchDir::new);
    let (dir, file) = match &scratch {
        Some(scratch) => (scratch.path(), path.to_str().expect("utf-8 path")),
        None => (
            path.parent().expect("file has a dir"),
            path.file_name().expect("file name").to_str().expect("utf-8 file name"),
        ),
    };
    // A program's arguments (`NAME.args`, one per line) and standard input
    // (`NAME.stdin`), which scripts/regen-expected gives CPython too.
    let program_args = std::fs::read_to_string(path.with_extension("args")).unwrap_or_default();
    let input = std::fs::read_to_string(path.with_extension("stdin")).ok();
    let args: Vec<&str> = flags.iter().copied().chain(["run", file]).chain(program_args.lines()).collect();
    let out = run_ember(dir, &args, env, input.as_deref())?;
    let (stdout, stderr, status) = (&out.stdout, &out.stderr, out.status);
    let stderr_last = stderr.lines().rev().find(|l| !l.trim().is_empty()).unwrap_or("").trim().to_string();
    let mut problems = Vec::new();
    if *stdout != want.stdout {
        problems.push(format!("stdout differs\n--- expected\n{}\n--- got\n{}", want.stdout, stdout));
    }
    if status != want.status {
        problems.push(format!("exit status {status}, expected {}", want.status));
    }
    if stderr_last != want.stderr_last {
        problems
            .push(format!("stderr ends with {stderr_last:?}, expected {:?}\n--- stderr\n{stderr}", want.stderr_last));
    }
    if problems.is_empty() { Ok(()) } else { Err(problems.join("\n").into()) }
}
