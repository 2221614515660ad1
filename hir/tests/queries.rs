//! The queries the JIT asks of a Type: exactness, the runtime class, boxing, and which
//! tag test proves it.

mod common;
use common::World;
use ember_hir::{TagCheck, Type, types};
use ember_runtime::layout::LayoutId;
use ember_runtime::object::ClassId;
use ember_runtime::value::Value;

#[test]
fn exact_types_know_their_runtime_class() {
    let mut w = World::new();
    assert_eq!(types::LongExact.runtime_class(), Some(ClassId::Int.type_object()));
    assert_eq!(types::Fixnum.runtime_class(), Some(ClassId::Int.type_object()));
    assert_eq!(types::ListExact.runtime_class(), Some(ClassId::List.type_object()));
    assert_eq!(types::Bool.runtime_class(), Some(ClassId::Bool.type_object()));
    assert!(types::NoneType.is_exact());
    for inexact in [types::Long, types::List, types::Object, types::User, types::Iterator, types::CInt64] {
        assert!(!inexact.is_exact(), "{inexact}");
    }
    let my_class = w.global("MyClass");
    assert_eq!(w.ty("User[MyClass:Exact]").runtime_class(), Some(my_class));
    assert_eq!(w.ty("User[MyClass]").runtime_class(), None);
    assert_eq!(w.ty("ObjectUser[my_obj]").runtime_class(), Some(my_class));
    assert_eq!(w.ty("UnicodeExact[\"hi\"]").runtime_class(), Some(ClassId::Str.type_object()));
}

#[test]
fn primitives_box_to_their_object_types() {
    assert_eq!(types::CInt64.as_boxed(), types::LongExact);
    assert_eq!(types::CUInt8.as_boxed(), types::LongExact);
    assert_eq!(types::CDouble.as_boxed(), types::FloatExact);
    assert_eq!(types::CBool.as_boxed(), types::Bool);
    assert_eq!(types::List.as_boxed(), types::List);
    assert_eq!((types::CInt64 | types::CDouble).as_boxed(), types::LongExact | types::FloatExact);
    // Literals that box to an immediate or a static keep their value.
    assert_eq!(Type::from_cint64(5).as_boxed(), Type::from_value(Value::small_int(5)));
    assert_eq!(Type::from_cdouble(2.5).as_boxed().to_string(), "FloatExact[2.5]");
    assert_eq!(Type::from_cbool(true).as_boxed().to_string(), "Bool[True]");
    // Others box to a new object: the type, not the value.
    assert_eq!(Type::from_cint64(i64::MAX).as_boxed(), types::LongExact);
    assert_eq!(Type::from_cdouble(-0.0).as_boxed(), types::FloatExact);
    assert_eq!(Type::from_cint(types::CUInt64, -1).as_boxed(), types::LongExact);
}

#[test]
fn tag_checks_follow_the_value_tagging() {
    assert_eq!(types::Fixnum.tag_check(), Some(TagCheck::Fixnum));
    assert_eq!(types::Flonum.tag_check(), Some(TagCheck::Flonum));
    assert_eq!(types::Immediate.tag_check(), Some(TagCheck::Immediate));
    let two_constants = Type::from_value(Value::small_int(1)) | Type::from_value(Value::small_int(2));
    assert_eq!(two_constants.tag_check(), Some(TagCheck::Fixnum), "{two_constants}");
    assert_eq!(types::LongExact.tag_check(), Some(TagCheck::FixnumOrLayout(LayoutId::BigInt)));
    assert_eq!(types::FloatExact.tag_check(), Some(TagCheck::FlonumOrLayout(LayoutId::Float)));
    assert_eq!(types::ListExact.tag_check(), Some(TagCheck::Layout(LayoutId::List)));
    assert_eq!(types::UnicodeExact.tag_check(), Some(TagCheck::Layout(LayoutId::Str)));
    assert_eq!((types::Object - types::Immediate).tag_check(), Some(TagCheck::HeapObject));
    // No single cheap test: instances of user classes share one layout with others,
    // and a lifetime or a specialisation needs more than a tag.
    assert_eq!(types::Long.tag_check(), None);
    assert_eq!(types::ObjectUser.tag_check(), None);
    assert_eq!(types::MortalList.tag_check(), None);
    assert_eq!(Type::from_value(Value::small_int(1)).tag_check(), None);
    assert_eq!(types::CInt64.tag_check(), None);
}

#[test]
fn could_be_and_subtyping_on_primitives_and_objects() {
    assert!(types::OptObject.could_be(types::Nullptr));
    assert!(!types::Object.could_be(types::Nullptr));
    assert!(types::CInt64 < types::Primitive && !types::CInt64.is_subtype(types::Object));
    assert!(Type::from_cdouble(f64::NAN) == Type::from_cdouble(f64::NAN), "doubles compare bitwise");
    assert!(Type::from_cdouble(0.0) != Type::from_cdouble(-0.0));
    assert_eq!(Type::from_cdouble(0.0) & Type::from_cdouble(-0.0), types::Bottom);
    assert_eq!(Type::from_cint64(1) | Type::from_cint64(2), types::CInt64);
    assert_eq!(types::CBool - Type::from_cbool(true), types::CBool, "a Type cannot have holes");
}
