//! `Rt::count_executions`: the interpreter's per-instruction execution counts, which
//! `ember explain` turns into per-line counts.

use ember_runtime::Rt;
use ember_runtime::code::{BinOp, Code, Op};
use std::cell::RefCell;
use std::io::Write;
use std::rc::Rc;

const PROGRAM: &str = "\
def f(n):
    total = 0
    for i in range(n):
        total += i
    return total

def gen(n):
    for i in range(n):
        yield i

def g(x):
    try:
        return 1 // x
    except ZeroDivisionError:
        return -1

r = 0
for k in range(3):
    r = r + f(10)
s = 0
for v in gen(5):
    s += v
print(r, s, g(0), g(1))
";

/// What the program printed, kept for the test to read after `Rt` owns the writer.
#[derive(Clone, Default)]
struct Output(Rc<RefCell<Vec<u8>>>);

impl Write for Output {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0.borrow_mut().extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// Runs `PROGRAM` with counting on or off; returns the runtime (which owns the code
/// objects) and what the program printed.
fn run(count: bool) -> (Rt, String) {
    let out = Output::default();
    let mut rt = Rt::new(Box::new(out.clone()));
    rt.count_executions = count;
    let code = ember_runtime::bytecode_gen::compile_module(&mut rt, PROGRAM, "counts.py").expect("it compiles");
    // SAFETY: code objects are immortal: `rt` owns them for its life.
    let code = unsafe { &*code };
    ember_runtime::interp::run_module(&mut rt, code).expect("it runs");
    let printed = String::from_utf8(out.0.borrow().clone()).expect("utf-8");
    (rt, printed)
}

fn code<'a>(rt: &'a Rt, name: &str) -> &'a Code {
    let found = rt.codes.iter().find(|&&c| {
        // SAFETY: as in `run`.
        &*unsafe { &*c }.name == name
    });
    // SAFETY: as in `run`.
    unsafe { &**found.unwrap_or_else(|| panic!("no code object named {name}")) }
}

/// The 1-based line of `PROGRAM` that contains `text`.
fn line_of(text: &str) -> u32 {
    let at = PROGRAM.lines().position(|l| l.contains(text)).unwrap_or_else(|| panic!("no line has {text:?}"));
    at as u32 + 1
}

fn counts(code: &Code) -> Vec<u64> {
    code.execution_counts().expect("counted").iter().map(|c| c.get()).collect()
}

/// The counts of the instructions on the line that contains `text`.
fn line_counts(code: &Code, text: &str) -> Vec<u64> {
    let line = line_of(text);
    let counts = counts(code);
    let on_line: Vec<u64> = (0..code.ops.len()).filter(|&pc| code.lines[pc] == line).map(|pc| counts[pc]).collect();
    assert!(!on_line.is_empty(), "no instruction on line {line}");
    on_line
}

/// The count of the only instruction of `code` that `is`.
fn count_of(code: &Code, is: impl Fn(&Op) -> bool) -> u64 {
    let pcs: Vec<usize> = (0..code.ops.len()).filter(|&pc| is(&code.ops[pc])).collect();
    assert_eq!(pcs.len(), 1, "instructions matching in {}: {:?}", code.name, code.ops);
    counts(code)[pcs[0]]
}

#[test]
fn counting_gives_exact_counts_per_instruction() {
    let (rt, printed) = run(true);
    assert_eq!(printed, "135 10 -1 1\n");

    let f = code(&rt, "f");
    assert_eq!(counts(f).len(), f.ops.len());
    assert_eq!(counts(f)[0], 3, "a function's first instruction runs once per call");
    // `total += i` loads two locals in a row, the second without a dispatch of its
    // own: it counts all the same.
    assert_eq!(line_counts(f, "total += i"), vec![30; line_counts(f, "total += i").len()]);
    assert_eq!(count_of(f, |op| matches!(op, Op::ForIter(_))), 33, "ten turns and the exit, per call");
    assert_eq!(count_of(f, |op| matches!(op, Op::JumpBack(_))), 30);
    // `return total`, then the implicit `return None`, which never runs.
    let returns: Vec<u64> = (0..f.ops.len()).filter(|&pc| f.ops[pc] == Op::Return).map(|pc| counts(f)[pc]).collect();
    assert_eq!(returns, [3, 0]);

    // A generator's instructions count across its suspensions.
    let gen_code = code(&rt, "gen");
    assert_eq!(counts(gen_code)[0], 1, "started once");
    assert_eq!(count_of(gen_code, |op| matches!(op, Op::Yield)), 5);
    assert_eq!(count_of(gen_code, |op| matches!(op, Op::ForIter(_))), 6);

    // An instruction that raises has run; the handler then runs once, and matches.
    let g = code(&rt, "g");
    assert_eq!(count_of(g, |op| matches!(op, Op::Binary(BinOp::FloorDiv))), 2);
    assert_eq!(count_of(g, |op| matches!(op, Op::CheckExcMatch)), 1);
    assert_eq!(count_of(g, |op| matches!(op, Op::Reraise)), 0);
    // `return 1 // x`, `return -1`, the implicit `return None`.
    let returns: Vec<u64> = (0..g.ops.len()).filter(|&pc| g.ops[pc] == Op::Return).map(|pc| counts(g)[pc]).collect();
    assert_eq!(returns, [1, 1, 0]);

    let module = code(&rt, "<module>");
    assert_eq!(line_counts(module, "r = r + f(10)"), vec![3; line_counts(module, "r = r + f(10)").len()]);
    assert_eq!(line_counts(module, "print("), vec![1; line_counts(module, "print(").len()]);
}

#[test]
fn without_counting_no_counters_are_made() {
    let (rt, printed) = run(false);
    assert_eq!(printed, "135 10 -1 1\n");
    assert!(!rt.codes.is_empty());
    for &c in &rt.codes {
        // SAFETY: code objects are immortal: `rt` owns them for its life.
        let c = unsafe { &*c };
        assert!(c.execution_counts().is_none(), "{} has counters", c.name);
    }
}

#[test]
fn counts_added_in_bulk_make_the_counters() {
    let (rt, _) = run(false);
    let f = code(&rt, "f");
    assert!(f.execution_counts().is_none());
    f.count_executions(2, 5);
    f.count_executions(2, 7);
    let counts = counts(f);
    assert_eq!(counts.len(), f.ops.len());
    assert_eq!(counts[2], 12);
    assert_eq!(counts.iter().sum::<u64>(), 12);
}
