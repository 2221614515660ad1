//! Every relation example of `references/cinder-hir-type-system.md`, one named test
//! each, in the reference's sections and order. Examples with `bytes` use `str` (ember
//! has no bytes; see `common/mod.rs`). Where ember's answer differs from the text, the
//! test says why next to it.

mod common;
use common::{World, check, check_in};
use ember_hir::ty::bits;
use ember_hir::{Lifetime, Spec, Type, types};
use ember_runtime::object::ClassId;

macro_rules! relations {
    ($($name:ident: $text:literal,)*) => {
        $(
            #[test]
            fn $name() {
                check($text);
            }
        )*
    };
}

// ---- Specialization ----
relations! {
    spec_user_myclass_lt_user: "User[MyClass] < User",
    spec_myclass_exact_lt_myclass: "User[MyClass:Exact] < User[MyClass]",
    spec_mysubclass_lt_myclass: "User[MySubclass] < User[MyClass]",
    spec_mysubclass_not_lt_myclass_exact: "!(User[MySubclass] < User[MyClass:Exact])",
    spec_myint_lt_longuser: "LongUser[MyInt] < LongUser",
    spec_myclassint_lt_myclass: "LongUser[MyClassInt] < User[MyClass]",
    spec_myclassint_lt_myint: "LongUser[MyClassInt] < LongUser[MyInt]",
    spec_mybytes_lt_bytesuser: "UnicodeUser[MyStr] < UnicodeUser",
    spec_my_obj_lt_myclass: "ObjectUser[my_obj] < User[MyClass]",
    spec_my_obj_lt_myclass_exact: "ObjectUser[my_obj] < User[MyClass:Exact]",
    spec_my_subobj_lt_myclass: "ObjectUser[my_subobj] < User[MyClass]",
    spec_my_subobj_not_lt_myclass_exact: "!(ObjectUser[my_subobj] < User[MyClass:Exact])",
    spec_my_subobj_lt_mysubclass: "ObjectUser[my_subobj] < User[MySubclass]",
    spec_my_subobj_lt_mysubclass_exact: "ObjectUser[my_subobj] < User[MySubclass:Exact]",
    spec_an_int_lt_longexact: "LongExact[an_int] < LongExact",
    spec_my_int_lt_longuser: "LongUser[my_int] < LongUser",
    spec_my_int_lt_myint: "LongUser[my_int] < LongUser[MyInt]",
    spec_my_class_int_lt_myclassint: "LongUser[my_class_int] < LongUser[MyClassInt]",
    spec_my_class_int_lt_myint: "LongUser[my_class_int] < LongUser[MyInt]",
    spec_my_class_int_lt_myclass: "LongUser[my_class_int] < User[MyClass]",
    spec_a_bytes_lt_bytesexact: "UnicodeExact[a_str] < UnicodeExact",
    spec_my_bytes_lt_mybytes: "UnicodeUser[my_str] < UnicodeUser[MyStr]",
    spec_myclass_and_long: "User[MyClass] & Long == LongUser[MyClass]",
    spec_my_obj_and_myclass: "ObjectUser[my_obj] & User[MyClass] == ObjectUser[my_obj]",
    spec_my_obj_and_my_obj2: "ObjectUser[my_obj] & ObjectUser[my_obj2] == Bottom",
    spec_my_subobj_and_my_obj: "ObjectUser[my_subobj] & ObjectUser[my_obj] == Bottom",
    spec_my_obj_and_my_int: "ObjectUser[my_obj] & LongUser[my_int] == Bottom",
}

// ---- Representation limitations ----
relations! {
    repr_myclass_or_mysubclass: "User[MyClass] | User[MySubclass] == User[MyClass]",
    repr_myclass_or_myint: "User[MyClass] | LongUser[MyInt] == User",
    repr_my_obj_or_myclass: "ObjectUser[my_obj] | User[MyClass] == User[MyClass]",
    repr_my_subobj_or_myclass: "ObjectUser[my_subobj] | User[MyClass] == User[MyClass]",
    repr_my_subobj_or_mysubclass: "ObjectUser[my_subobj] | User[MySubclass] == User[MySubclass]",
    repr_my_obj_or_itself: "ObjectUser[my_obj] | ObjectUser[my_obj] == ObjectUser[my_obj]",
    repr_my_class_int_or_myint: "LongUser[my_class_int] | LongUser[MyInt] == LongUser[MyInt]",
    repr_myclass_and_mysubclass: "User[MyClass] & User[MySubclass] == User[MySubclass]",
    repr_myint_and_mybytes: "LongUser[MyInt] & UnicodeUser[MyStr] == Bottom",
    repr_mortal_dict_or_immortal_long: "MortalDict | ImmortalLong == Dict | Long",
    repr_dict_long_minus_mortal_dict: "{Dict|Long} - MortalDict == {Dict|Long}",
    repr_immortal_dict_or_long: "ImmortalDict | Long == {Dict|Long}",
}

// Unions of objects. An object specialisation carries the object's lifetime, and
// the objects below are ordinary (mortal) heap objects, so each union is also
// Mortal: ember's answer is the reference's answer restricted to mortal objects,
// which the tests check, together with being a subtype of the reference's answer.

#[test]
fn repr_my_subobj_or_my_obj() {
    let mut w = World::new();
    check_in(&mut w, "ObjectUser[my_subobj] | ObjectUser[my_obj] == MortalObjectUser[MyClass]");
    check_in(&mut w, "ObjectUser[my_subobj] | ObjectUser[my_obj] < ObjectUser[MyClass]");
}

#[test]
fn repr_my_obj_or_my_int() {
    let mut w = World::new();
    check_in(&mut w, "ObjectUser[my_obj] | LongUser[my_int] == {MortalObjectUser|MortalLongUser}");
    check_in(&mut w, "ObjectUser[my_obj] | LongUser[my_int] < {ObjectUser|LongUser}");
}

/// The reference gives `ObjectUser[MyClass]`. Both objects are exactly MyClass, so
/// ember keeps the exactness too: `MortalObjectUser[MyClass:Exact]` is smaller and
/// still holds both, which is what "the smallest representable supertype" asks for.
#[test]
fn repr_my_obj_or_my_obj2() {
    let mut w = World::new();
    check_in(&mut w, "ObjectUser[my_obj] | ObjectUser[my_obj2] == MortalObjectUser[MyClass:Exact]");
    check_in(&mut w, "ObjectUser[my_obj] | ObjectUser[my_obj2] < ObjectUser[MyClass]");
}

// ---- Metaclasses ----
relations! {
    meta_class_obj_lt_metaclass: "TypeUser[MyClassWithMeta:obj] < TypeUser[Metaclass]",
    meta_obj_not_le_metaclass: "!(ObjectUser[meta_obj] <= TypeUser[Metaclass])",
    meta_obj_lt_myclasswithmeta: "ObjectUser[meta_obj] < User[MyClassWithMeta]",
    meta_metaclass_obj_is_a_plain_type: "TypeExact[Metaclass:obj] < TypeExact",
}

/// `TypeExact[Metaclass:obj]`: its only subtypes are itself and Bottom.
#[test]
fn meta_metaclass_obj_has_no_other_subtypes() {
    let mut w = World::new();
    let t = w.ty("TypeExact[Metaclass:obj]");
    for other in ["TypeExact", "TypeUser[Metaclass]", "TypeUser[MyClassWithMeta:obj]", "User[MyClassWithMeta]"] {
        let o = w.ty(other);
        assert!(!o.is_strict_subtype(t), "{other} < {}", w.show(t));
    }
    assert!(types::Bottom < t);
}

// ---- Intersections and multiple inheritance ----
relations! {
    inter_myclass_and_myint: "User[MyClass] & LongUser[MyInt] == LongUser[MyClass]",
    inter_myint_and_myclass: "LongUser[MyInt] & User[MyClass] == LongUser[MyClass]",
    // The reference writes `MyIntClass`, meaning MyClassInt.
    inter_myclassint_lt_myclass: "LongUser[MyClassInt] < LongUser[MyClass]",
    inter_myclass_and_objectuser: "User[MyClass] & ObjectUser == ObjectUser[MyClass]",
    inter_objectuser_myclass_and_myint: "ObjectUser[MyClass] & LongUser[MyInt] == Bottom",
    inter_myint_and_mybytes: "LongUser[MyInt] & UnicodeUser[MyStr] == Bottom",
}

/// The reference's `User[MyClass] & BytesUser[MyBytes] == BytesUser[MyBytes]` keeps
/// the name that sorts first. With `MyStr` standing in for `MyBytes`, `MyClass` sorts
/// first, so the same rule gives `UnicodeUser[MyClass]`; either order of operands.
#[test]
fn inter_myclass_and_mybytes() {
    let mut w = World::new();
    check_in(&mut w, "User[MyClass] & UnicodeUser[MyStr] == UnicodeUser[MyClass]");
    check_in(&mut w, "UnicodeUser[MyStr] & User[MyClass] == UnicodeUser[MyClass]");
    // A class that sorts before MyClass wins instead.
    let mut rt_classes = World::new();
    let str_class = ember_runtime::object::ClassId::Str.type_object();
    let my_bytes = common::class(&mut rt_classes.rt, "MyBytes", &[str_class]);
    rt_classes.names.add("MyBytes", my_bytes);
    check_in(&mut rt_classes, "User[MyClass] & UnicodeUser[MyBytes] == UnicodeUser[MyBytes]");
}

// ---- Primitive types ----
relations! {
    prim_cint32_lt_cint: "CInt32[123] < CInt",
    prim_cint32_not_lt_long: "!(CInt32[123] < Long)",
    prim_cint32_not_lt_long_123: "!(CInt32[123] < Long[123])",
    prim_cint32_123_not_lt_cint64: "!(CInt32[123] < CInt64)",
    prim_cint32_not_lt_cint64: "!(CInt32 < CInt64)",
    prim_cbool_true_lt_cbool: "CBool[true] < CBool",
    prim_cbool_false_lt_primitive: "CBool[false] < Primitive",
}

// ---- Non-features: least common ancestor in unions ----
relations! {
    lca_car_or_vehicle: "User[Car] | User[Vehicle] == User[Vehicle]",
    lca_motorcycle_or_vehicle: "User[Motorcycle] | User[Vehicle] == User[Vehicle]",
    lca_car_or_motorcycle_is_user: "User[Car] | User[Motorcycle] == User",
}

/// "Mixed-specialization unions": `LongUser[MyInt] | Unicode` loses the specialisation.
#[test]
fn mixed_specialisation_union_drops_the_spec() {
    check("LongUser[MyInt] | Unicode == {LongUser|Unicode}");
}

// ---- Internal representation ----

#[test]
fn representation_of_long_mortal_bytes_cint32_and_longuser() {
    let w = World::new();
    assert_eq!(types::Long.bits(), bits::LongExact | bits::LongUser | bits::Bool);
    assert_eq!((types::Long.lifetime(), types::Long.spec()), (Lifetime::Top, Spec::None));
    assert_eq!(types::MortalUnicode.bits(), bits::UnicodeExact | bits::UnicodeUser);
    assert_eq!(types::MortalUnicode.lifetime(), Lifetime::Mortal);
    let five = Type::from_cint(types::CInt32, 5);
    assert_eq!((five.bits(), five.lifetime(), five.spec()), (bits::CInt32, Lifetime::Bottom, Spec::Int(5)));
    let my_int = w.global("MyInt");
    let t = Type::from_class(my_int);
    assert_eq!((t.bits(), t.lifetime(), t.spec()), (bits::LongUser, Lifetime::Top, Spec::Class(my_int)));
    assert_eq!(std::mem::size_of::<Type>(), 16);
}

// ---- Creating types ----

#[test]
fn from_class_of_builtins_is_predefined() {
    assert_eq!(Type::from_builtin(ClassId::List), types::List);
    assert_eq!(Type::from_class_exact(ClassId::List.type_object()), types::ListExact);
    assert_eq!(Type::from_builtin(ClassId::Int), types::Long);
    assert_eq!(Type::from_class_exact(ClassId::Int.type_object()), types::LongExact);
    assert_eq!(Type::from_builtin(ClassId::Bool), types::Bool);
    assert_eq!(Type::from_builtin(ClassId::Object), types::Object);
}

#[test]
fn from_class_of_user_classes() {
    let mut w = World::new();
    let my_class = w.global("MyClass");
    assert_eq!(Type::from_class(my_class), w.ty("User[MyClass]"));
    assert_eq!(Type::from_class_exact(my_class), w.ty("ObjectUser[MyClass:Exact]"));
    let dict_class = common::class(&mut w.rt, "MyDict", &[ClassId::Dict.type_object()]);
    assert_eq!(w.show(Type::from_class(dict_class)), "DictUser[MyDict]");
}

#[test]
fn from_value_gives_exact_literal_types() {
    let mut w = World::new();
    let five = Type::from_value(ember_runtime::value::Value::small_int(5));
    assert_eq!(w.show(five), "LongExact[5]");
    assert!(five < types::LongExact && five < types::Fixnum && five < types::ImmortalLong);
    let hi = w.rt.intern("hi");
    assert_eq!(w.show(Type::from_value(hi)), "UnicodeExact[\"hi\"]");
    assert_eq!(w.ty("UnicodeExact[\"hi\"]"), Type::from_value(hi));
    assert_eq!(Type::from_cbool(true), w.ty("CBool[true]"));
    assert_eq!(Type::from_cint64(-3), w.ty("CInt64[-3]"));
    assert_eq!(Type::from_cdouble(2.5), w.ty("CDouble[2.5]"));
}

/// The runtime's class model behind the Metaclasses section: a subclass inherits its
/// base's metaclass, and bases with incompatible layouts or metaclasses are refused.
#[test]
fn meta_metaclass_is_inherited_and_conflicts_are_refused() {
    use ember_runtime::classes::{new_class, new_class_with_metaclass, type_of};
    let mut w = World::new();
    let with_meta = w.global("MyClassWithMeta");
    let sub = common::class(&mut w.rt, "SubWithMeta", &[with_meta]);
    assert_eq!(type_of(sub), w.global("Metaclass"));
    w.names.add("SubWithMeta", sub);
    check_in(&mut w, "TypeUser[SubWithMeta:obj] < TypeUser[Metaclass]");

    let other_meta = common::class(&mut w.rt, "OtherMeta", &[ClassId::Type.type_object()]);
    let ns = w.rt.new_dict();
    w.rt.set_global("ns_conflict", ns);
    let err = new_class_with_metaclass(&mut w.rt, "Conflict", &[with_meta], ns, other_meta, &[]).unwrap_err();
    assert!(err.to_string().contains("metaclass conflict"), "{err}");
    let bases = [w.global("MyInt"), w.global("MyStr")];
    let err = new_class(&mut w.rt, "IntStr", &bases, ns).unwrap_err();
    assert!(err.to_string().contains("lay-out conflict"), "{err}");
    let err = new_class(&mut w.rt, "MyBool", &[ClassId::Bool.type_object()], ns).unwrap_err();
    assert!(err.to_string().contains("not an acceptable base type"), "{err}");
}
