//! Property tests of the lattice laws against a membership oracle.
//!
//! Each case builds a universe: a runtime with a generated class hierarchy (user
//! classes over `object`, `int`, `str`, `list`, `dict`, `type` and exception classes,
//! with multiple inheritance where CPython's rules allow it), instances of every class,
//! and literal values (fixnums, big ints, immediate and heap floats, strs, containers,
//! classes, None, True, builtins) and primitive C values. Types are generated as
//! recipes (predefined types, `from_value`, `from_class`, primitive literals, and
//! `|`, `&`, `-` of those), and the oracle below decides `v ∈ t` from the runtime's own
//! view of `v` (its tag, its class's MRO, its header), not from the lattice code.

use ember_hir::ty::{EXACT_CLASSES, LAYOUT_LEAVES, Names, TYPE_NAMES, bits};
use ember_hir::{Spec, Type, types};
use ember_runtime::classes::{instantiate, is_subclass, mro, new_class, type_of};
use ember_runtime::layout::{GcBits, Header, LayoutId};
use ember_runtime::object::{ClassId, is_layout, type_class};
use ember_runtime::value::Value;
use ember_runtime::vm::Rt;
use proptest::prelude::*;
use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};

/// A value the oracle can test for membership.
#[derive(Copy, Clone, Debug, PartialEq)]
enum Sample {
    Object(Value),
    /// A primitive leaf's bits and its value's 64-bit word (an int, or a double's bits).
    Prim(u64, u64),
    Null,
}

struct Universe {
    rt: Rt,
    classes: Vec<Value>,
    samples: Vec<Sample>,
    names: Names,
}

const INT_LEAVES: [u64; 10] = [
    bits::CBool,
    bits::CInt8,
    bits::CInt16,
    bits::CInt32,
    bits::CInt64,
    bits::CUInt8,
    bits::CUInt16,
    bits::CUInt32,
    bits::CUInt64,
    bits::CPtr,
];
const INTS: [i64; 6] = [0, 1, -1, 123, 255, i64::MIN];
const DOUBLES: [f64; 5] = [2.5, 0.0, -0.0, f64::NAN, f64::INFINITY];

/// xorshift64: the hierarchy's shape comes from the case's seed.
fn next(seed: &mut u64) -> u64 {
    *seed ^= *seed << 13;
    *seed ^= *seed >> 7;
    *seed ^= *seed << 17;
    *seed
}

impl Universe {
    fn new(seed: u64) -> Universe {
        let mut rt = Rt::new(Box::new(std::io::sink()));
        let mut seed = seed | 1;
        let builtin_bases: Vec<Value> = [ClassId::Int, ClassId::Str, ClassId::List, ClassId::Dict, ClassId::Type]
            .iter()
            .map(|c| c.type_object())
            .chain(["ValueError", "Exception"].iter().map(|n| rt.builtins[n]))
            .collect();
        // Always a mixin diamond, so unrelated classes with a common subclass exist.
        let mut classes: Vec<Value> = Vec::new();
        let mut fixed = |rt: &mut Rt, name: &str, bases: &[Value]| {
            let ns = rt.new_dict();
            rt.set_global(&format!("ns_{name}"), ns);
            let c = new_class(rt, name, bases, ns).expect("a valid class");
            rt.set_global(name, c);
            classes.push(c);
            c
        };
        let left = fixed(&mut rt, "Left", &[]);
        let right = fixed(&mut rt, "Right", &[]);
        fixed(&mut rt, "Both", &[left, right]);
        fixed(&mut rt, "IntRight", &[ClassId::Int.type_object(), right]);
        for i in 0..8 {
            let nbases = next(&mut seed) % 3;
            let mut bases = Vec::new();
            for _ in 0..nbases {
                let pick = next(&mut seed) as usize;
                let b = if classes.is_empty() || pick.is_multiple_of(3) {
                    builtin_bases[pick % builtin_bases.len()]
                } else {
                    classes[pick % classes.len()]
                };
                if !bases.contains(&b) {
                    bases.push(b);
                }
            }
            let ns = rt.new_dict();
            rt.set_global(&format!("ns{i}"), ns);
            // Layout conflicts and inconsistent MROs are rejected: skip those.
            let name = format!("C{i}");
            if let Ok(c) = new_class(&mut rt, &name, &bases, ns) {
                rt.set_global(&name, c);
                classes.push(c);
            }
        }
        let mut objects = Vec::new();
        for (i, &c) in classes.clone().iter().enumerate() {
            // A metaclass's instances are classes, made from a name, bases and a
            // namespace: leave them to the fixed classes.
            if ember_runtime::classes::is_subclass(c, ClassId::Type.type_object()) {
                continue;
            }
            for k in 0..2 {
                let v = instantiate(&mut rt, c, &[], &[]).expect("instantiable");
                rt.set_global(&format!("obj{i}_{k}"), v);
                objects.push(v);
            }
        }
        let mut literal = |rt: &mut Rt, name: &str, v: Value| {
            rt.set_global(name, v);
            objects.push(v);
        };
        literal(&mut rt, "fix", Value::small_int(5));
        literal(&mut rt, "neg", Value::small_int(-7));
        let big = rt.new_bigint(&(num_bigint::BigInt::from(1u8) << 70));
        literal(&mut rt, "big", big);
        let big2 = rt.new_bigint(&(num_bigint::BigInt::from(-1i8) << 64));
        literal(&mut rt, "big2", big2);
        literal(&mut rt, "flo", Value::try_flonum(2.5).unwrap());
        let negzero = rt.new_float(-0.0);
        literal(&mut rt, "negzero", negzero);
        let nan = rt.new_float(f64::NAN);
        literal(&mut rt, "a_nan", nan);
        let interned = rt.intern("hi");
        literal(&mut rt, "interned", interned);
        let s = rt.new_str("mortal str");
        literal(&mut rt, "s", s);
        let l = rt.new_list(&[]);
        literal(&mut rt, "l", l);
        let t = rt.new_tuple(&[Value::small_int(1)]);
        literal(&mut rt, "t", t);
        let d = rt.new_dict();
        literal(&mut rt, "d", d);
        literal(&mut rt, "none", ember_runtime::object::none());
        literal(&mut rt, "true", ember_runtime::object::true_value());
        literal(&mut rt, "false", ember_runtime::object::false_value());
        let len = rt.builtins["len"];
        literal(&mut rt, "len", len);
        let base_exception = rt.builtins["BaseException"];
        let exc = instantiate(&mut rt, base_exception, &[], &[]).expect("BaseException()");
        literal(&mut rt, "exc", exc);
        let plain = instantiate(&mut rt, ClassId::Object.type_object(), &[], &[]).expect("object()");
        literal(&mut rt, "plain", plain);
        for (i, &c) in classes.iter().enumerate() {
            literal(&mut rt, &format!("class{i}"), c);
        }
        literal(&mut rt, "int_type", ClassId::Int.type_object());
        let mut samples: Vec<Sample> = objects.into_iter().map(Sample::Object).collect();
        for &leaf in &INT_LEAVES {
            for &i in &INTS {
                // The oracle's own normalisation: the value as the C type holds it.
                let word = match leaf {
                    bits::CBool => (i != 0) as u64,
                    bits::CInt8 => i as i8 as i64 as u64,
                    bits::CInt16 => i as i16 as i64 as u64,
                    bits::CInt32 => i as i32 as i64 as u64,
                    bits::CUInt8 => i as u8 as u64,
                    bits::CUInt16 => i as u16 as u64,
                    bits::CUInt32 => i as u32 as u64,
                    _ => i as u64,
                };
                samples.push(Sample::Prim(leaf, word));
            }
        }
        samples.extend(DOUBLES.iter().map(|d| Sample::Prim(bits::CDouble, d.to_bits())));
        samples.push(Sample::Null);
        for name in ["Exception", "ValueError", "BaseException"] {
            classes.push(rt.builtins[name]);
        }
        for c in [ClassId::Int, ClassId::Bool, ClassId::Object, ClassId::List, ClassId::Type, ClassId::Range] {
            classes.push(c.type_object());
        }
        let names = Names::from_globals(&rt);
        Universe { rt, classes, samples, names }
    }
}

/// The leaf `v` lives in, decided from the runtime's view of it.
fn oracle_leaf(v: Value) -> u64 {
    if v.is_small_int() {
        return bits::Fixnum;
    }
    if v.is_flonum() {
        return bits::Flonum;
    }
    let class = type_of(v);
    if let Some(id) = type_class(class) {
        return match id {
            ClassId::Int => bits::Bignum,
            ClassId::Float => bits::HeapFloat,
            ClassId::Bool => bits::Bool,
            ClassId::Str => bits::UnicodeExact,
            ClassId::List => bits::ListExact,
            ClassId::Tuple => bits::TupleExact,
            ClassId::Dict => bits::DictExact,
            ClassId::Type => bits::TypeExact,
            ClassId::NoneType => bits::NoneType,
            ClassId::BuiltinFunction => bits::BuiltinFunc,
            ClassId::Object => bits::ObjectExact,
            other => panic!("the universe has no {other:?} values"),
        };
    }
    // A class object: the first builtin in the MRO decides the User leaf.
    let chain = mro(class);
    let names: Vec<&str> = chain.iter().map(|&c| ember_runtime::classes::class_name(c)).collect();
    if names[0] == "BaseException" {
        return bits::BaseExceptionExact;
    }
    for (&c, name) in chain.iter().zip(&names) {
        match (type_class(c), *name) {
            (Some(ClassId::Int), _) => return bits::LongUser,
            (Some(ClassId::Str), _) => return bits::UnicodeUser,
            (Some(ClassId::List), _) => return bits::ListUser,
            (Some(ClassId::Dict), _) => return bits::DictUser,
            (Some(ClassId::Type), _) => return bits::TypeUser,
            (None, "BaseException") => return bits::BaseExceptionUser,
            _ => {}
        }
    }
    bits::ObjectUser
}

fn oracle_immortal(v: Value) -> bool {
    // SAFETY: a pointer value refers to a live object.
    !v.is_ptr() || unsafe { (*v.as_ptr::<Header>()).gc }.contains(GcBits::IMMORTAL)
}

/// `s ∈ t`.
fn member(t: Type, s: Sample) -> bool {
    match s {
        Sample::Null => t.bits() & bits::Nullptr != 0 && t.spec() == Spec::None,
        Sample::Prim(leaf, word) => {
            t.bits() & leaf != 0
                && match t.spec() {
                    Spec::None => true,
                    Spec::Int(i) => i as u64 == word,
                    Spec::Double(d) => d == word,
                    _ => false,
                }
        }
        Sample::Object(v) => {
            let lifetime_ok = match t.lifetime() {
                ember_hir::Lifetime::Top => true,
                ember_hir::Lifetime::Mortal => !oracle_immortal(v),
                ember_hir::Lifetime::Immortal => oracle_immortal(v),
                ember_hir::Lifetime::Bottom => false,
            };
            t.bits() & oracle_leaf(v) != 0
                && lifetime_ok
                && match t.spec() {
                    Spec::None => true,
                    Spec::Object(o) => o == v,
                    Spec::Class(c) => is_subclass(type_of(v), c),
                    Spec::ClassExact(c) => type_of(v) == c,
                    Spec::Int(_) | Spec::Double(_) => false,
                }
        }
    }
}

#[derive(Clone, Debug)]
enum Recipe {
    Named(usize),
    Value(usize),
    Class(usize),
    ClassExact(usize),
    CInt(usize, usize),
    CDouble(usize),
    Or(Box<Recipe>, Box<Recipe>),
    And(Box<Recipe>, Box<Recipe>),
    Minus(Box<Recipe>, Box<Recipe>),
}

fn recipe() -> impl Strategy<Value = Recipe> {
    let leaf = prop_oneof![
        (0..TYPE_NAMES.len()).prop_map(Recipe::Named),
        any::<usize>().prop_map(Recipe::Value),
        any::<usize>().prop_map(Recipe::Class),
        any::<usize>().prop_map(Recipe::ClassExact),
        (0..INT_LEAVES.len(), 0..INTS.len()).prop_map(|(l, i)| Recipe::CInt(l, i)),
        (0..DOUBLES.len()).prop_map(Recipe::CDouble),
    ];
    leaf.prop_recursive(3, 12, 2, |inner| {
        prop_oneof![
            (inner.clone(), inner.clone()).prop_map(|(a, b)| Recipe::Or(Box::new(a), Box::new(b))),
            (inner.clone(), inner.clone()).prop_map(|(a, b)| Recipe::And(Box::new(a), Box::new(b))),
            (inner.clone(), inner).prop_map(|(a, b)| Recipe::Minus(Box::new(a), Box::new(b))),
        ]
    })
}

fn build(u: &Universe, r: &Recipe) -> Type {
    let objects: Vec<Value> =
        u.samples.iter().filter_map(|s| if let Sample::Object(v) = s { Some(*v) } else { None }).collect();
    match r {
        Recipe::Named(i) => TYPE_NAMES[*i].1,
        Recipe::Value(i) => Type::from_value(objects[i % objects.len()]),
        Recipe::Class(i) => Type::from_class(u.classes[i % u.classes.len()]),
        Recipe::ClassExact(i) => Type::from_class_exact(u.classes[i % u.classes.len()]),
        Recipe::CInt(l, i) => Type::from_cint(Type::from_bits(INT_LEAVES[*l]), INTS[*i]),
        Recipe::CDouble(i) => Type::from_cdouble(DOUBLES[*i]),
        Recipe::Or(a, b) => build(u, a) | build(u, b),
        Recipe::And(a, b) => build(u, a) & build(u, b),
        Recipe::Minus(a, b) => build(u, a) - build(u, b),
    }
}

/// Runs `law` on generated (seed, a, b) cases. The cases are the same on every run,
/// so CI is deterministic; `EMBER_PROPTEST_SEED=N` explores another set (any u64).
fn for_all(law: impl Fn(&mut Universe, Type, Type) -> Result<(), TestCaseError>) {
    let seed: u64 = std::env::var("EMBER_PROPTEST_SEED").ok().and_then(|s| s.parse().ok()).unwrap_or(0x5eed);
    let mut seed_bytes = [0u8; 32];
    seed_bytes[..8].copy_from_slice(&seed.to_le_bytes());
    let config = Config { cases: 256, failure_persistence: None, ..Config::default() };
    let mut runner = TestRunner::new_with_rng(config, TestRng::from_seed(RngAlgorithm::ChaCha, &seed_bytes));
    let result = runner.run(&(any::<u64>(), recipe(), recipe()), |(seed, a, b)| {
        let mut u = Universe::new(seed);
        let (ta, tb) = (build(&u, &a), build(&u, &b));
        law(&mut u, ta, tb).map_err(|e| TestCaseError::fail(format!("{e}\n  a = {}\n  b = {}", ta, tb)))
    });
    if let Err(e) = result {
        panic!("{e}");
    }
}

fn ensure(ok: bool, what: String) -> Result<(), TestCaseError> {
    if ok { Ok(()) } else { Err(TestCaseError::fail(what)) }
}

#[test]
fn union_holds_both_sides_exactly_where_they_hold() {
    for_all(|u, a, b| {
        let ab = a | b;
        for &s in &u.samples {
            let either = member(a, s) || member(b, s);
            ensure(!either || member(ab, s), format!("{s:?} in a or b but not in a|b = {ab}"))?;
        }
        Ok(())
    });
}

#[test]
fn intersection_holds_what_both_hold() {
    for_all(|u, a, b| {
        let ab = a & b;
        for &s in &u.samples {
            let both = member(a, s) && member(b, s);
            ensure(!both || member(ab, s), format!("{s:?} in a and b but not in a&b = {ab}"))?;
            ensure(!member(ab, s) || member(a, s) || member(b, s), format!("{s:?} in a&b = {ab} but in neither"))?;
        }
        // Representable intersections are subtypes of both sides; the widened ones
        // (two unrelated classes) still of one side.
        ensure(ab <= a || ab <= b, format!("a&b = {ab} is a subtype of neither side"))
    });
}

#[test]
fn difference_holds_what_a_holds_and_b_does_not() {
    for_all(|u, a, b| {
        let d = a - b;
        for &s in &u.samples {
            let want = member(a, s) && !member(b, s);
            ensure(!want || member(d, s), format!("{s:?} in a - b but not in {d}"))?;
        }
        ensure(d <= a, format!("a - b = {d} is not <= a"))
    });
}

#[test]
fn union_and_intersection_commute() {
    for_all(|_, a, b| {
        ensure(a | b == b | a, format!("a|b = {} but b|a = {}", a | b, b | a))?;
        ensure(a & b == b & a, format!("a&b = {} but b&a = {}", a & b, b & a))
    });
}

#[test]
fn top_and_bottom_are_identities_and_absorbers() {
    for_all(|_, a, _| {
        ensure(a | types::Bottom == a && types::Bottom | a == a, format!("a | Bottom != a for {a}"))?;
        ensure(a & types::Top == a && types::Top & a == a, format!("a & Top != a for {a}"))?;
        ensure(a | types::Top == types::Top, format!("a | Top != Top for {a}"))?;
        ensure(a & types::Bottom == types::Bottom, format!("a & Bottom != Bottom for {a}"))?;
        ensure(a - types::Bottom == a && a - a == types::Bottom, format!("a - Bottom or a - a wrong for {a}"))?;
        ensure(types::Bottom <= a && a <= types::Top, format!("Bottom <= {a} <= Top fails"))
    });
}

#[test]
fn each_side_is_a_subtype_of_the_union() {
    for_all(|_, a, b| {
        let ab = a | b;
        ensure(a <= ab && b <= ab, format!("a|b = {ab} is not above both"))?;
        ensure(a | a == a && a & a == a, format!("not idempotent on {a}"))
    });
}

#[test]
fn subtype_means_membership_inclusion() {
    for_all(|u, a, b| {
        if a <= b {
            for &s in &u.samples {
                ensure(!member(a, s) || member(b, s), format!("a <= b but {s:?} is in a only"))?;
            }
        }
        ensure(a.is_strict_subtype(b) == (a.is_subtype(b) && a != b), "a < b is not a <= b and a != b".into())
    });
}

#[test]
fn could_be_is_a_nonempty_intersection_and_sees_shared_values() {
    for_all(|u, a, b| {
        ensure(a.could_be(b) == ((a & b) != types::Bottom), "could_be differs from a & b != Bottom".into())?;
        for &s in &u.samples {
            let both = member(a, s) && member(b, s);
            ensure(!both || a.could_be(b), format!("{s:?} is in both, but could_be says no"))?;
        }
        Ok(())
    });
}

#[test]
fn from_value_is_the_smallest_type_holding_the_value() {
    for_all(|u, a, _| {
        for &s in &u.samples {
            if let Sample::Object(v) = s {
                let t = Type::from_value(v);
                ensure(member(t, s), format!("{v:?} not in from_value = {t}"))?;
                ensure(member(a, s) == (t <= a), format!("{v:?}: member of {a} disagrees with {t} <= a"))?;
            }
        }
        Ok(())
    });
}

#[test]
fn parse_of_display_is_the_identity() {
    for_all(|u, a, b| {
        for t in [a, b, a | b, a & b, a - b] {
            let text = t.display_with(&u.names).to_string();
            let back = Type::parse(&text, &mut u.names, Some(&mut u.rt));
            ensure(back.as_ref() == Ok(&t), format!("{text} parses back as {back:?}"))?;
        }
        Ok(())
    });
}

/// Every pair of class types of a few universes (the random recipes rarely pick the
/// two parents of a mixin): the intersection keeps every shared instance.
#[test]
fn class_intersections_keep_every_shared_instance() {
    for seed in [1, 2, 3, 4, 5] {
        let u = Universe::new(seed);
        let mut class_types = Vec::new();
        for &c in &u.classes {
            class_types.push(Type::from_class(c));
            class_types.push(Type::from_class_exact(c));
        }
        for &a in &class_types {
            for &b in &class_types {
                let ab = a & b;
                for &s in &u.samples {
                    if member(a, s) && member(b, s) {
                        assert!(member(ab, s), "{s:?} is in {a} and {b} but not in {ab}");
                    }
                }
            }
        }
    }
}

#[test]
fn literal_layouts_are_what_the_oracle_expects() {
    // The oracle and the lattice agree on where each sample lives.
    let u = Universe::new(42);
    for &s in &u.samples {
        if let Sample::Object(v) = s {
            assert_eq!(Type::from_value(v).bits(), oracle_leaf(v), "{v:?} ({})", Type::from_value(v));
            assert!(!is_layout(v, LayoutId::Free));
            // The spec's `layout:` and `class:` attributes agree with the runtime.
            let leaf = Type::from_value(v).bits();
            if let Some(&(_, layout)) = LAYOUT_LEAVES.iter().find(|&&(l, _)| l == leaf) {
                assert!(is_layout(v, layout), "{v:?} is not a {layout:?}");
            }
            if let Some(&(_, class)) = EXACT_CLASSES.iter().find(|&&(b, _)| leaf & !b == 0) {
                assert_eq!(type_of(v), class.type_object(), "{v:?} is not a {class:?}");
            }
        }
    }
}
