//! Micro-benchmarks of `Type`'s `|`, `&` and `<=` on plain and specialised types
//! (`cargo bench -p ember-hir`). The JIT's inference runs these in its inner loop, so
//! each should take a few nanoseconds.

use divan::{Bencher, black_box};
use ember_hir::{Type, types};
use ember_runtime::classes::{instantiate, new_class};
use ember_runtime::object::ClassId;
use ember_runtime::value::Value;
use ember_runtime::vm::Rt;
use std::sync::OnceLock;

fn main() {
    divan::main();
}

/// The specialised types of the benchmarks: `User[MyClass]`, `User[MySubclass]`,
/// `LongUser[MyInt]`, `ObjectUser[my_obj]`.
struct Specialised {
    my_class: Type,
    my_subclass: Type,
    my_int: Type,
    my_obj: Type,
}

fn specialised() -> &'static Specialised {
    static TYPES: OnceLock<Specialised> = OnceLock::new();
    TYPES.get_or_init(|| {
        // The runtime owns the classes the types point to: keep it for the whole run.
        let rt: &'static mut Rt = Box::leak(Box::new(Rt::new(Box::new(std::io::sink()))));
        let mut class = |name: &str, bases: &[Value]| {
            let ns = rt.new_dict();
            rt.set_global(&format!("ns_{name}"), ns);
            let c = new_class(rt, name, bases, ns).expect("class");
            rt.set_global(name, c);
            c
        };
        let my_class = class("MyClass", &[]);
        let my_subclass = class("MySubclass", &[my_class]);
        let my_int = class("MyInt", &[ClassId::Int.type_object()]);
        let obj = instantiate(rt, my_class, &[], &[]).expect("instance");
        rt.set_global("my_obj", obj);
        Specialised {
            my_class: Type::from_class(my_class),
            my_subclass: Type::from_class(my_subclass),
            my_int: Type::from_class(my_int),
            my_obj: Type::from_value(obj),
        }
    })
}

/// The operand pairs, by the name divan prints.
const CASES: [&str; 5] = [
    "ListExact, Unicode",
    "MortalDict, Long",
    "User[MyClass], User[MySubclass]",
    "User[MyClass], LongUser[MyInt]",
    "ObjectUser[my_obj], User[MyClass]",
];

fn case(name: &str) -> (Type, Type) {
    let s = specialised();
    match name {
        "ListExact, Unicode" => (types::ListExact, types::Unicode),
        "MortalDict, Long" => (types::MortalDict, types::Long),
        "User[MyClass], User[MySubclass]" => (s.my_class, s.my_subclass),
        "User[MyClass], LongUser[MyInt]" => (s.my_class, s.my_int),
        "ObjectUser[my_obj], User[MyClass]" => (s.my_obj, s.my_class),
        _ => unreachable!("no case {name}"),
    }
}

#[divan::bench(args = CASES)]
fn union(bencher: Bencher, name: &str) {
    let (a, b) = case(name);
    bencher.bench(|| black_box(black_box(a) | black_box(b)));
}

#[divan::bench(args = CASES)]
fn intersection(bencher: Bencher, name: &str) {
    let (a, b) = case(name);
    bencher.bench(|| black_box(black_box(a) & black_box(b)));
}

#[divan::bench(args = CASES)]
fn subtype(bencher: Bencher, name: &str) {
    let (a, b) = case(name);
    bencher.bench(|| black_box(black_box(a) <= black_box(b)));
}

/// What the harness itself costs: copying a Type in and out of `black_box`.
#[divan::bench]
fn baseline(bencher: Bencher) {
    let (a, _) = case(CASES[0]);
    bencher.bench(|| black_box(black_box(a)));
}
