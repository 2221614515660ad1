//! The classes and objects of `cinder-hir-type-system.md`, built through the runtime's
//! Rust API (the front end cannot subclass builtins yet), and named for the notation.
//!
//! ember has no `bytes`: `str` plays its part (`MyStr` for `MyBytes`, `a_str` for
//! `a_bytes`), since like `bytes` it is a builtin whose layout conflicts with `int`'s.

#![allow(dead_code)]

use ember_hir::ty::{Evaluation, Names, evaluate};
use ember_hir::{Type, types};
use ember_runtime::classes::{instantiate, new_class, new_class_with_metaclass};
use ember_runtime::object::ClassId;
use ember_runtime::value::Value;
use ember_runtime::vm::Rt;

pub struct World {
    pub rt: Rt,
    pub names: Names,
}

/// A new class, kept alive as a global of `rt`.
pub fn class(rt: &mut Rt, name: &str, bases: &[Value]) -> Value {
    let ns = rt.new_dict();
    rt.set_global(&format!("__ns_{name}"), ns);
    let c = new_class(rt, name, bases, ns).expect("a valid class");
    rt.set_global(name, c);
    c
}

/// A new instance of `cls`, kept alive as global `name`.
pub fn object(rt: &mut Rt, name: &str, cls: Value) -> Value {
    let v = instantiate(rt, cls, &[], &[]).expect("instantiable");
    rt.set_global(name, v);
    v
}

pub fn builtin(c: ClassId) -> Value {
    c.type_object()
}

impl World {
    pub fn new() -> World {
        let mut rt = Rt::new(Box::new(std::io::sink()));
        let rt_ = &mut rt;
        let my_class = class(rt_, "MyClass", &[]);
        let my_subclass = class(rt_, "MySubclass", &[my_class]);
        let my_int = class(rt_, "MyInt", &[builtin(ClassId::Int)]);
        let my_class_int = class(rt_, "MyClassInt", &[my_int, my_class]);
        let my_str = class(rt_, "MyStr", &[builtin(ClassId::Str)]);
        object(rt_, "my_obj", my_class);
        object(rt_, "my_obj2", my_class);
        object(rt_, "my_subobj", my_subclass);
        rt_.set_global("an_int", Value::small_int(5));
        object(rt_, "my_int", my_int);
        object(rt_, "my_class_int", my_class_int);
        let a_str = rt_.intern("hello");
        rt_.set_global("a_str", a_str);
        object(rt_, "my_str", my_str);

        let metaclass = class(rt_, "Metaclass", &[builtin(ClassId::Type)]);
        let ns = rt_.new_dict();
        rt_.set_global("__ns_MyClassWithMeta", ns);
        let with_meta = new_class_with_metaclass(rt_, "MyClassWithMeta", &[], ns, metaclass, &[]).expect("metaclass");
        rt_.set_global("MyClassWithMeta", with_meta);
        object(rt_, "meta_obj", with_meta);

        let vehicle = class(rt_, "Vehicle", &[]);
        class(rt_, "Car", &[vehicle]);
        class(rt_, "Motorcycle", &[vehicle]);
        let names = Names::from_globals(&rt);
        World { rt, names }
    }

    pub fn global(&self, name: &str) -> Value {
        self.rt.get_global(name).unwrap_or_else(|| panic!("no global {name}"))
    }

    /// Parses a type in the notation, resolving names in this world.
    pub fn ty(&mut self, text: &str) -> Type {
        Type::parse(text, &mut self.names, Some(&mut self.rt)).unwrap_or_else(|e| panic!("{text}: {e}"))
    }

    /// Evaluates a relation (`A < B`, `A == B`, ...), with both sides printed on failure.
    pub fn holds(&mut self, text: &str) -> bool {
        match evaluate(text, &mut self.names, Some(&mut self.rt)).unwrap_or_else(|e| panic!("{text}: {e}")) {
            Evaluation::Relation { holds, .. } => holds,
            Evaluation::Type(t) => panic!("{text} is a type ({t}), not a relation"),
        }
    }

    /// Parses `text` and prints the result.
    pub fn reprint(&mut self, text: &str) -> String {
        let t = self.ty(text);
        self.show(t)
    }

    pub fn show(&self, t: Type) -> String {
        t.display_with(&self.names).to_string()
    }
}

/// Asserts a relation of the reference, or its negation when written `!(...)`.
pub fn check(text: &str) {
    let mut w = World::new();
    check_in(&mut w, text);
}

pub fn check_in(w: &mut World, text: &str) {
    let (negated, rel) = match text.strip_prefix("!(").and_then(|r| r.strip_suffix(')')) {
        Some(inner) => (true, inner),
        None => (false, text),
    };
    if w.holds(rel) == negated {
        // Show the evaluated sides of the relation to explain the failure.
        let detail = match evaluate(rel, &mut w.names, Some(&mut w.rt)) {
            Ok(Evaluation::Relation { lhs, op, rhs, .. }) => format!("{} {op} {}", w.show(lhs), w.show(rhs)),
            other => format!("{other:?}"),
        };
        panic!("expected {text}; evaluated as {detail}");
    }
}

pub fn bottom() -> Type {
    types::Bottom
}
