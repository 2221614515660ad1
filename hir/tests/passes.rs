//! Snapshots of each function after the pass pipeline (Python source in, HIR out).

use ember_hir::build::build;
use ember_runtime::vm::Rt;

/// The HIR of function `name` after every pass, each printed after its pass's name.
fn after_each_pass(source: &str, name: &str) -> String {
    let mut rt = Rt::new(Box::new(std::io::sink()));
    ember_runtime::bytecode_gen::compile_module(&mut rt, source, "test.py").expect("valid source");
    // SAFETY: `rt.codes` holds the code objects `rt` owns; `rt` outlives `code` here.
    let code = rt.codes.iter().map(|&c| unsafe { &*c }).find(|c| &*c.qualname == name).expect("the function");
    let mut f = build(code, &mut rt).expect("compilable");
    let mut out = String::new();
    ember_hir::passes::optimise(&mut f, |pass, f| {
        ember_hir::verify::verify(f).unwrap_or_else(|e| panic!("after {pass}: {e}\n{f}"));
        out += &format!("-- after {pass}\n{f}");
    })
    .expect("the pipeline settles");
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

/// Parses HIR text, runs `pass` on it (verifying before and after) and prints it.
fn pass_on_text(text: &str, pass: ember_hir::passes::Pass) -> String {
    let mut rt = Rt::new(Box::new(std::io::sink()));
    let mut names = ember_hir::Names::new();
    let mut cx = ember_hir::parse::ParseContext { rt: &mut rt, names: &mut names, code: None };
    let mut f = ember_hir::parse::parse_function(text, &mut cx).unwrap_or_else(|e| panic!("{e}"));
    ember_hir::verify::verify(&f).unwrap_or_else(|e| panic!("the input does not verify: {e}"));
    pass(&mut f).expect("the pass settles");
    ember_hir::verify::verify(&f).unwrap_or_else(|e| panic!("the output does not verify: {e}\n{f}"));
    f.to_string()
}

#[test]
fn hir_text_errors_name_their_line() {
    let mut rt = Rt::new(Box::new(std::io::sink()));
    let mut names = ember_hir::Names::new();
    let mut cx = ember_hir::parse::ParseContext { rt: &mut rt, names: &mut names, code: None };
    let cases = [
        ("fn f:\nbb0(v0:Object):\n  v1:Object = Frobnicate v0\n  Return v1\n", 3, "unknown instruction"),
        ("fn f:\nbb0(v0:Object):\n  v1:Blob = Unbox v0\n", 3, "bad type"),
        ("fn f:\nbb0(v0:Object):\n  Return v7\n", 3, "v7 is used but never defined"),
        ("fn f:\nbb0(v0:CInt64):\n  v1:CInt64 = IntFloorDiv v0, v0\n  Return v0\n", 3, ""),
    ];
    for (text, line, message) in cases {
        match ember_hir::parse::parse_function(text, &mut cx) {
            Err(e) => {
                assert_eq!(e.line, line, "{text}: {e}");
                assert!(e.message.contains(message), "{text}: {e}");
            }
            // IntFloorDiv without a frame state parses; the verifier refuses it (a
            // zero divisor must deopt; IntAdd would wrap instead).
            Ok(f) => {
                let e = ember_hir::verify::verify(&f).expect_err("an IntFloorDiv must carry a frame state");
                assert!(e.message.contains("frame state exactly when it can fail"), "{e}");
            }
        }
    }
}

#[test]
fn iter_loops_leaves_a_loop_that_calls_out_alone() {
    // `next(it)` in the body could advance the same iterator: nothing changes.
    let text = "\
fn f:
bb0(v0:Object, v1:Object):
  v3:RangeIterator = GuardType<RangeIterator> v1 @0[v0 | v1]
  Jump bb1()
bb1():
  v5:OptObject = IterNext v3 @2[v0 | v3]
  v6:CBool = IsNull v5
  Branch v6, bb3(), bb2()
bb2():
  v7:Object = CallFunction v0, v3 @4[v0 | v3, v5]
  Jump bb1()
bb3():
  Return v0
";
    assert_eq!(pass_on_text(text, ember_hir::passes::iter_loops::iter_loops), pass_on_text(text, |_| Ok(())));
}

#[test]
fn iter_loops_leaves_a_list_loop_alone_when_its_iterator_escapes() {
    // The iterator goes to a call, which could advance it: nothing changes.
    let text = "\
fn f:
bb0(v0:Object, v6:Object):
  v1:ListExact = GuardType<ListExact> v0 @0[v0, v6 |]
  v2:SeqIterator = GetIter v1 @2[v1, v6 | v1]
  v7:Object = CallFunction v6, v2 @3[v1, v6 | v2]
  Jump bb1()
bb1():
  v3:OptObject = IterNext v2 @4[v1, v6 | v2]
  v4:CBool = IsNull v3
  Branch v4, bb3(), bb2()
bb2():
  v5:CBool = IsTruthy v3 @6[v1, v6 | v2, v3]
  Jump bb1()
bb3():
  Return v1
";
    assert_eq!(pass_on_text(text, ember_hir::passes::iter_loops::iter_loops), pass_on_text(text, |_| Ok(())));
}

#[test]
fn frame_state_writes_print_and_parse_back() {
    let text = "\
fn f:
bb0(v0:SeqIterator, v1:CInt64):
  v2:SeqIterator = GuardType<SeqIterator> v0 @0[v0 | | v0.seq_iterator.index=v1]
  Return v2
";
    let printed = pass_on_text(text, |_| Ok(()));
    assert!(printed.contains("@0[v0 | | v0.seq_iterator.index=v1]"), "{printed}");
    assert_eq!(pass_on_text(&printed, |_| Ok(())), printed);
    // A written value must have the field's type.
    let mut rt = Rt::new(Box::new(std::io::sink()));
    let mut names = ember_hir::Names::new();
    let mut cx = ember_hir::parse::ParseContext { rt: &mut rt, names: &mut names, code: None };
    let bad = text.replace("v1:CInt64", "v1:Object");
    let f = ember_hir::parse::parse_function(&bad, &mut cx).expect("it parses");
    let e = ember_hir::verify::verify(&f).expect_err("an object is not an index");
    assert!(e.message.contains("written value"), "{e}");
}

#[test]
fn if_convert_leaves_branches_around_more_than_one_operation() {
    // The add's block holds a second operation, and the multiply has no operand that
    // leaves the value alone: neither branch goes.
    let text = "\
fn f:
bb0(v0:CInt64, v1:CBool, v2:CInt64):
  v3:CInt64[1] = PrimConst
  Branch v1, bb1(), bb2(v0)
bb1():
  v4:CInt64 = IntAdd v0, v3 @3[v0 | v0, v3]
  v9:CInt64 = IntAdd v2, v3 @3[v0 | v2, v3]
  Jump bb2(v4)
bb2(v5:CInt64):
  Branch v1, bb3(), bb4(v5)
bb3():
  v6:CInt64 = IntMul v5, v0 @5[v5 | v5, v0]
  Jump bb4(v6)
bb4(v7:CInt64):
  v8:Fixnum = Box v7
  Return v8
";
    let out = pass_on_text(text, ember_hir::passes::if_convert::if_convert);
    assert!(!out.contains("Select"), "{out}");
    assert_eq!(out.matches("Branch").count(), 2, "{out}");
}

#[test]
fn a_handler_has_only_what_its_try_block_defined_before_the_first_raiser() {
    // bb0 ends with a `Try`: its handler bb2 is entered from the `LoadGlobal`, so the
    // constant made before it reaches the handler and the one made after does not.
    let text = "\
fn f:
bb0(v0:Object):
  v1:NoneType[None] = Const
  v2:Object = LoadGlobal<g> @4[v0 | ]
  v3:NoneType[None] = Const
  Try<4> bb1(), catch bb2
bb1():
  Return v3
bb2(v4:Object):
  Return USED
";
    let mut rt = Rt::new(Box::new(std::io::sink()));
    let mut names = ember_hir::Names::new();
    let mut cx = ember_hir::parse::ParseContext { rt: &mut rt, names: &mut names, code: None };
    let before = ember_hir::parse::parse_function(&text.replace("USED", "v1"), &mut cx).expect("it parses");
    ember_hir::verify::verify(&before).unwrap_or_else(|e| panic!("a value made before the raiser: {e}"));
    let after = ember_hir::parse::parse_function(&text.replace("USED", "v3"), &mut cx).expect("it parses");
    let e = ember_hir::verify::verify(&after).expect_err("a value made after the raiser does not reach the handler");
    assert!(e.message.contains("uses v3 before it is defined"), "{e}");
}

/// The HIR of function `name` after the JIT's pipeline, inlining included, once the
/// module has run (its functions bound, its call sites profiled).
fn inlined(source: &str, name: &str) -> String {
    let mut rt = Rt::new(Box::new(std::io::sink()));
    let module = ember_runtime::bytecode_gen::compile_module(&mut rt, source, "test.py").expect("valid source");
    // SAFETY: `rt` owns the module's code object and outlives this use.
    ember_runtime::interp::run_module(&mut rt, unsafe { &*module }).expect("the module runs");
    // SAFETY: as in `after_each_pass`.
    let code = rt.codes.iter().map(|&c| unsafe { &*c }).find(|c| &*c.qualname == name).expect("the function");
    let f = build(code, &mut rt).expect("compilable");
    let mut inliner = ember_hir::pipeline::inliner(&mut rt, code);
    let mut dump = ember_hir::pipeline::DumpLog::default();
    let mut times = ember_hir::phase_times::PhaseTimes::start();
    let f = ember_hir::pipeline::optimise(f, name, Default::default(), None, Some(&mut inliner), &mut dump, &mut times)
        .expect("compilable");
    // Objects print with their addresses, which differ from run to run.
    let text = f.to_string();
    let mut out = String::new();
    let mut rest = text.as_str();
    while let Some(at) = rest.find(" at 0x") {
        out += &rest[..at + 4];
        rest = rest[at + 4..].trim_start_matches(|c: char| c == 'x' || c.is_ascii_hexdigit());
        out += "ADDRESS";
    }
    out + rest
}

#[test]
fn a_known_function_is_inlined_with_its_frame_chained_to_the_call() {
    let src =
        "def add(a, b):\n    return a + b\n\ndef f(n):\n    return add(n, 1) * 2\n\nfor i in range(50):\n    f(i)\n";
    insta::assert_snapshot!(inlined(src, "f"));
}

#[test]
fn a_method_call_dispatches_on_each_class_its_cache_saw() {
    let src = "class A:\n    def get(self):\n        return 1\n\nclass B:\n    def get(self):\n        return 2\n\n\
               def f(o):\n    return o.get()\n\nfor i in range(50):\n    f(A() if i % 2 else B())\n";
    insta::assert_snapshot!(inlined(src, "f"));
}

#[test]
fn a_closure_is_inlined_by_its_code_and_reads_its_cells_from_the_function() {
    let src = "def adder(k):\n    return lambda x: x + k\n\ndef f(g, n):\n    return g(n)\n\n\
               for i in range(50):\n    f(adder(i), i)\n";
    insta::assert_snapshot!(inlined(src, "f"));
}

#[test]
fn what_a_callee_inlined_inside_a_try_raises_goes_to_the_callers_handler() {
    let src = "def half(n):\n    if n % 2:\n        raise ValueError(n)\n    return n // 2\n\n\
               def f(n):\n    try:\n        return half(n)\n    except ValueError:\n        return -1\n\n\
               for i in range(50):\n    f(i * 2)\n";
    insta::assert_snapshot!(inlined(src, "f"));
}

#[test]
fn isinstance_after_a_polymorphic_dispatch_is_what_each_way_in_knows() {
    let src = "class A:\n    def get(self):\n        return 1\n\nclass B(A):\n    def get(self):\n        return 2\n\n\
               class C:\n    def get(self):\n        return 3\n\n\
               def f(o):\n    n = o.get()\n    if isinstance(o, A):\n        n += 10\n    return n\n\n\
               for i in range(60):\n    f((A(), B(), C())[i % 3])\n";
    let text = inlined(src, "f");
    assert!(!text.contains("IsInstance"), "the test went to the ways in:\n{text}");
    insta::assert_snapshot!(text);
}
