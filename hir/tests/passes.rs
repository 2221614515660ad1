//! Snapshots of each function after the pass pipeline (Python source in, HIR out).

use ember_hir::build::build;
use ember_runtime::vm::Rt;

/// The HIR of function `name` after every pass, each printed after its pass's name.
fn after_each_pass(source: &str, name: &str) -> String {
    let mut rt = Rt::new(Box::new(std::io::sink()));
    ember_runtime::compile::compile_module(&mut rt, source, "test.py").expect("valid source");
    let code = rt.codes.iter().map(|&c| unsafe { &*c }).find(|c| &*c.qualname == name).expect("the function");
    let mut f = build(code, &mut rt).expect("compilable");
    let mut out = String::new();
    ember_hir::passes::optimize(&mut f, |pass, f| {
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
fn simplify_folds_checked_arithmetic_but_keeps_an_overflow() {
    let text = "\
fn f:
bb0(v0:Object):
  v1:CInt64[4611686018427387903] = PrimConst
  v2:CInt64[1] = PrimConst
  v3:CInt64 = IntAdd v1, v2 @0[v0 |]
  v4:CInt64 = IntSub v1, v2 @0[v0 |]
  v5:CBool = IntLt v4, v1
  Branch v5, bb1(v3), bb2(v4)
bb1(v6:CInt64):
  v7:Fixnum = Box v6
  Return v7
bb2(v8:CInt64):
  v9:Fixnum = Box v8
  Return v9
";
    insta::assert_snapshot!(pass_on_text(text, ember_hir::passes::simplify::simplify));
}

#[test]
fn simplify_drops_proven_guards_and_round_tripping_boxes() {
    let text = "\
fn f:
bb0(v0:Object):
  v1:Fixnum = GuardType<Fixnum> v0 @3[v0 | v0]
  v2:Fixnum = GuardType<Fixnum> v1 @5[v1 | v1]
  v3:CInt64 = Unbox v2
  v4:Fixnum = Box v3
  v5:CInt64 = Unbox v4
  v6:CInt64 = IntMul v5, v3 @7[v4 | v4, v4]
  v7:Fixnum = Box v6
  Return v7
";
    insta::assert_snapshot!(pass_on_text(text, ember_hir::passes::simplify::simplify));
}

#[test]
fn lower_types_int_and_float_arithmetic_and_unboxes_loop_parameters() {
    let text = "\
fn f:
bb0(v0:Object):
  v1:Fixnum = GuardType<Fixnum> v0 @0[v0 | v0]
  v2:FloatExact[0.5] = Const
  v3:LongExact[0] = Const
  Jump bb1(v3, v2)
bb1(v4:Fixnum, v5:FloatExact):
  v6:Bool = Compare<Lt> v4, v1 @2[v0, v4, v5 | v4, v1]
  v7:CBool = IsTruthy v6 @2[v0, v4, v5 | v4, v1]
  Branch v7, bb2(), bb3()
bb2():
  v8:FloatExact = BinaryOp<Mul> v5, v4 @4[v0, v4, v5 | v5, v4]
  v9:LongExact[1] = Const
  v10:LongExact = InplaceOp<Add> v4, v9 @6[v0, v4, v8 | v4, v9]
  Jump bb1(v10, v8)
bb3():
  Return v5
";
    let lowered = pass_on_text(text, ember_hir::passes::lower::lower);
    insta::assert_snapshot!(lowered);
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
fn iter_loops_keeps_a_calm_range_loop_in_block_parameters() {
    // An inner loop entered from outside with a fresh iterator and from the function
    // entry (an OSR entry, say): both entries load the fields, the turn passes them.
    let text = "\
fn f:
bb0(v0:Object, v1:Object, v14:Object):
  v2:ListExact = GuardType<ListExact> v0 @0[v0, v14 | v1]
  v3:RangeIterator = GuardType<RangeIterator> v1 @0[v0, v14 | v1]
  v12:Range = GuardType<Range> v14 @0[v0, v14 | v1]
  Jump bb1(v3)
bb1(v4:RangeIterator):
  v5:OptObject = IterNext v4 @2[v2 | v4]
  v6:CBool = IsNull v5
  Branch v6, bb3(), bb2()
bb2():
  v7:Fixnum = GuardType<Fixnum> v5 @4[v2 | v4, v5]
  v8:CInt64 = Unbox v7
  v9:CInt64 = ArrayLen v2
  v10:CInt64 = CheckIndex v8, v9 @4[v2 | v4, v5]
  v11:Object = LoadField<list.items> v2
  StoreArrayItem v11, v10, v7
  Jump bb1(v4)
bb3():
  v13:RangeIterator = GetIter v12 @6[v2 | v12]
  Jump bb1(v13)
";
    insta::assert_snapshot!(pass_on_text(text, ember_hir::passes::iter_loops::iter_loops));
}

#[test]
fn iter_loops_hoists_list_reads_out_of_a_loop_that_changes_no_list() {
    // Only bytes are stored: the length, the storage and its guard move to a
    // preheader, the guard resuming at the loop's FOR_ITER (bytecode 2).
    let text = "\
fn f:
bb0(v0:Object, v1:Object):
  v2:ListExact = GuardType<ListExact> v0 @0[v0 | v1]
  v3:RangeIterator = GuardType<RangeIterator> v1 @0[v0 | v1]
  Jump bb1(v3)
bb1(v4:RangeIterator):
  v5:OptObject = IterNext v4 @2[v2 | v4]
  v6:CBool = IsNull v5
  Branch v6, bb3(), bb2()
bb2():
  v7:Fixnum = GuardType<Fixnum> v5 @4[v2 | v4, v5]
  v8:CInt64 = Unbox v7
  v9:CInt64 = ArrayLen v2
  v10:CInt64 = CheckIndex v8, v9 @4[v2 | v4, v5]
  v11:Object = LoadField<list.items> v2
  v12:Object = GuardBoolArray v11 @4[v2 | v4, v5]
  v13:CBool[false] = PrimConst
  StoreBoolItem v12, v10, v13
  Jump bb1(v4)
bb3():
  Return v2
";
    insta::assert_snapshot!(pass_on_text(text, ember_hir::passes::iter_loops::iter_loops));
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
fn iter_loops_promotes_a_list_loop_whose_iterator_nothing_else_sees() {
    // The body calls out (a truth test), but the iterator is the function's own: the
    // index lives in a block parameter, frame states write it back, and so does the
    // edge leaving the loop.
    let text = "\
fn f:
bb0(v0:Object):
  v1:ListExact = GuardType<ListExact> v0 @0[v0 |]
  v2:SeqIterator = GetIter v1 @2[v1 | v1]
  Jump bb1()
bb1():
  v3:OptObject = IterNext v2 @4[v1 | v2]
  v4:CBool = IsNull v3
  Branch v4, bb3(), bb2()
bb2():
  v5:CBool = IsTruthy v3 @6[v1 | v2, v3]
  Jump bb1()
bb3():
  Return v1
";
    insta::assert_snapshot!(pass_on_text(text, ember_hir::passes::iter_loops::iter_loops));
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
fn invariant_params_moves_what_the_back_edge_passes_unchanged_to_a_preheader() {
    // An inner loop entered from the function entry (an OSR entry) and from the outer
    // loop: `v11` and `v13` come back unchanged, `v12` does not; the outer loop's
    // edge passes new values for all three, so it enters through the preheader.
    let text = "\
fn f:
bb0(v1:CInt64, v2:CInt64, v3:CInt64):
  Jump bb1(v1, v2, v3)
bb1(v11:CInt64, v12:CInt64, v13:CInt64):
  v14:CInt64[0] = PrimConst
  v15:CBool = IntEq v12, v14
  Branch v15, bb3(), bb2()
bb2():
  v16:CInt64 = IntSub v12, v13
  Jump bb1(v11, v16, v13)
bb3():
  v17:CInt64[1] = PrimConst
  v18:CInt64 = IntAdd v11, v17
  v19:CBool = IntEq v18, v3
  Branch v19, bb4(), bb1(v18, v18, v17)
bb4():
  v20:Fixnum = Box v11
  Return v20
";
    insta::assert_snapshot!(pass_on_text(text, ember_hir::passes::invariant_params::invariant_params));
}

#[test]
fn if_convert_selects_the_operand_of_a_conditional_add_or_subtract() {
    // `if flag: count += 1` and `if not flag: left -= step`, in one loop: both
    // operations become unconditional, each on a Select of its operand and 0; the
    // checked add keeps its frame state.
    let text = "\
fn f:
bb0(v0:CInt64, v1:CInt64, v2:CInt64, v3:CBool):
  v4:CInt64[1] = PrimConst
  Jump bb1(v0, v1)
bb1(v10:CInt64, v11:CInt64):
  Branch v3, bb2(), bb3(v10)
bb2():
  v12:CInt64 = IntAdd v10, v4 @3[v10, v11 | v10, v4]
  Jump bb3(v12)
bb3(v13:CInt64):
  Branch v3, bb5(v11), bb4()
bb4():
  v14:CInt64 = IntSub v11, v2 @5[v13, v11 | v11, v2]
  Jump bb5(v14)
bb5(v15:CInt64):
  v16:CBool = IntLt v15, v13
  Branch v16, bb1(v13, v15), bb6()
bb6():
  v17:Fixnum = Box v13
  Return v17
";
    insta::assert_snapshot!(pass_on_text(text, ember_hir::passes::if_convert::if_convert));
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
