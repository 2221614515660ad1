//! Snapshots of each function after the pass pipeline (Python source in, HIR out).

use ember_hir::build::build;
use ember_runtime::vm::Rt;

/// The HIR of function `name` after every pass, each printed after its pass's name.
fn after_each_pass(source: &str, name: &str) -> String {
    let mut rt = Rt::new(Box::new(std::io::sink()));
    ember_runtime::compile::compile_module(&mut rt, source, "test.py").expect("valid source");
    let code = rt.codes.iter().map(|&c| unsafe { &*c }).find(|c| &*c.qualname == name).expect("the function");
    let mut f = build(code, &rt).expect("compilable");
    let mut out = String::new();
    ember_hir::passes::optimize(&mut f, |pass, f| {
        ember_hir::verify::verify(f).unwrap_or_else(|e| panic!("after {pass}: {e}\n{f}"));
        out += &format!("-- after {pass}\n{f}");
    });
    out
}

#[test]
fn infer_proves_locals_bound_and_simplify_drops_the_checks() {
    let src = "def f(n):\n    t = 0\n    i = 0\n    while i < n:\n        t = t + i\n        i = i + 1\n    return t\n";
    insta::assert_snapshot!(after_each_pass(src, "f"));
}

#[test]
fn int_arithmetic_on_constants_stays_int() {
    let src = "def f():\n    a = 6\n    b = a * 7 - 2\n    return b // 4 + b % 3\n";
    insta::assert_snapshot!(after_each_pass(src, "f"));
}

#[test]
fn a_local_unbound_on_one_path_keeps_its_check() {
    let src = "def f(c):\n    if c:\n        x = 1\n    return x\n";
    insta::assert_snapshot!(after_each_pass(src, "f"));
}
