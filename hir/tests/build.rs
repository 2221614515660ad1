//! Snapshots of the HIR the builder makes from Python source (`cargo insta review`
//! or `INSTA_UPDATE=always` to accept changes).

use ember_hir::build::{OsrEntry, build, build_osr};
use ember_runtime::vm::Rt;

/// The printed HIR of every function named in `names` (or why it is not compilable);
/// of a generator, its entry where it starts.
fn hir_of(source: &str, names: &[&str]) -> String {
    let mut rt = Rt::new(Box::new(std::io::sink()));
    ember_runtime::bytecode_gen::compile_module(&mut rt, source, "test.py").expect("valid source");
    let mut out = String::new();
    for c in rt.codes.clone() {
        // SAFETY: code objects live as long as the runtime.
        let code = unsafe { &*c };
        if names.contains(&&*code.qualname) {
            let unbound = vec![ember_runtime::value::Value::NULL; code.nlocals as usize];
            let start = OsrEntry { pc: 0, values: &unbound };
            let built = if code.is_generator { build_osr(code, &mut rt, start, true) } else { build(code, &mut rt) };
            match built {
                Ok(f) => {
                    if let Err(e) = ember_hir::verify::verify(&f) {
                        panic!("the builder made invalid HIR: {e}\n{f}");
                    }
                    out.push_str(&f.to_string())
                }
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
fn handlers_route_raises_to_landing_blocks_generators_yield_and_fstrings_build() {
    let src = "def f(x):\n    try:\n        return x.y\n    except Exception:\n        return 0\ndef g(n):\n    for i in range(n):\n        yield i\ndef h(x):\n    return f'{x}'\n";
    insta::assert_snapshot!(hir_of(src, &["f", "g", "h"]));
}

mod verifier {
    use ember_hir::ir::{BlockId, Edge, Function, Insn, InsnId};
    use ember_hir::types;
    use ember_hir::verify::verify;

    /// bb0(v0:Object) -> bb1(v1:Object): Return v1
    fn valid() -> Function {
        let mut f = Function::new("t");
        let b0 = f.new_block();
        let b1 = f.new_block();
        let v0 = f.add_param(b0, types::Object);
        f.push(b0, Insn::Jump { edge: Edge { target: b1, args: vec![v0] } }, types::Bottom);
        let v1 = f.add_param(b1, types::Object);
        f.push(b1, Insn::Return { value: v1 }, types::Bottom);
        f
    }

    fn error(f: &Function) -> String {
        verify(f).expect_err("invalid HIR must be rejected").message
    }

    #[test]
    fn accepts_valid_hir() {
        verify(&valid()).unwrap();
    }

    #[test]
    fn rejects_wrong_arity() {
        let mut f = valid();
        f.insns[InsnId::from_u32(1)] = Insn::Jump { edge: Edge { target: BlockId::from_u32(1), args: vec![] } };
        assert_eq!(error(&f), "bb0 passes 0 arguments to bb1, which has 1 parameters");
    }

    #[test]
    fn rejects_a_missing_terminator() {
        let mut f = valid();
        f.blocks[BlockId::from_u32(1)].insns.clear();
        let v0 = InsnId::from_u32(0);
        f.push(BlockId::from_u32(1), Insn::IsNull { value: v0 }, types::CBool);
        assert!(error(&f).contains("does not end with a terminator"), "{}", error(&f));
    }

    #[test]
    fn rejects_use_before_definition() {
        let mut f = valid();
        // bb0 returns bb1's parameter, which is not defined on bb0's path.
        let v1 = InsnId::from_u32(2);
        f.insns[InsnId::from_u32(1)] = Insn::Return { value: v1 };
        assert!(error(&f).contains("uses v2 before it is defined"), "{}", error(&f));
    }

    #[test]
    fn rejects_mixed_machine_types_and_bad_operands() {
        let mut f = valid();
        f.types[InsnId::from_u32(2)] = types::Object | types::CInt64;
        assert!(error(&f).contains("mixes machine types"), "{}", error(&f));
        let mut f = valid();
        let c = f.add(Insn::IsNull { value: InsnId::from_u32(0) }, types::CBool);
        f.blocks[BlockId::from_u32(0)].insns.insert(0, c);
        let e = Edge { target: BlockId::from_u32(1), args: vec![InsnId::from_u32(0)] };
        f.insns[InsnId::from_u32(1)] = Insn::Branch { cond: InsnId::from_u32(0), if_true: e.clone(), if_false: e };
        assert!(error(&f).contains("the condition"), "{}", error(&f));
    }
}
