//! Snapshots of the HIR the builder makes from Python source (`cargo insta review`
//! or `INSTA_UPDATE=always` to accept changes).

use ember_hir::build::build;
use ember_runtime::vm::Rt;

/// The printed HIR of every function named in `names` (or why it is not compilable).
fn hir_of(source: &str, names: &[&str]) -> String {
    let mut rt = Rt::new(Box::new(std::io::sink()));
    ember_runtime::compile::compile_module(&mut rt, source, "test.py").expect("valid source");
    let mut out = String::new();
    for &c in &rt.codes {
        // SAFETY: code objects live as long as the runtime.
        let code = unsafe { &*c };
        if names.contains(&&*code.qualname) {
            match build(code, &rt) {
                Ok(f) => out.push_str(&f.to_string()),
                Err(why) => out.push_str(&format!("fn {}: not compilable: {why}\n", code.qualname)),
            }
        }
    }
    out
}

#[test]
fn straight_line_arithmetic() {
    insta::assert_snapshot!(hir_of("def f(a, b):\n    c = a * b\n    return c + 1\n", &["f"]));
}

#[test]
fn loop_over_range_with_a_branch() {
    let src =
        "def f(n):\n    t = 0\n    for i in range(n):\n        if i % 3 == 0:\n            t += i\n    return t\n";
    insta::assert_snapshot!(hir_of(src, &["f"]));
}

#[test]
fn while_loop_with_compare_jump_and_short_circuit() {
    let src = "def f(n):\n    i = 0\n    while i < n and i != 7:\n        i = i + 1\n    return i\n";
    insta::assert_snapshot!(hir_of(src, &["f"]));
}

#[test]
fn calls_attributes_and_subscripts() {
    let src = "def f(p, xs):\n    xs[0] = p.x\n    xs.append(len(xs))\n    return [xs[1], (p, 2)]\n";
    insta::assert_snapshot!(hir_of(src, &["f"]));
}

#[test]
fn unsupported_bytecode_is_reported_not_compiled() {
    let src = "def f(x):\n    try:\n        return x\n    except Exception:\n        return 0\ndef g():\n    yield 1\ndef h(x):\n    return f'{x}'\n";
    insta::assert_snapshot!(hir_of(src, &["f", "g", "h"]));
}
