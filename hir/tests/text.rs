//! The text notation: printing in the references' notation and parsing it back.

mod common;
use common::World;
use ember_hir::{Type, types};

#[test]
fn predefined_types_print_by_name() {
    assert_eq!(types::Long.to_string(), "Long");
    assert_eq!(types::MortalDict.to_string(), "MortalDict");
    assert_eq!(types::OptObject.to_string(), "OptObject");
    assert_eq!(types::Bottom.to_string(), "Bottom");
    assert_eq!(types::Top.to_string(), "Top");
    assert_eq!((types::List | types::Unicode).to_string(), "{List|Unicode}");
    assert_eq!((types::MortalList | types::MortalDict).to_string(), "{MortalDict|MortalList}");
    assert_eq!((types::MortalObject | types::Nullptr).to_string(), "{MortalObject|Nullptr}");
    assert_eq!((types::Object - types::User).to_string(), "BuiltinExact");
}

#[test]
fn specialisations_print_in_the_reference_notation() {
    let mut w = World::new();
    assert_eq!(Type::from_cint64(3).to_string(), "CInt64[3]");
    assert_eq!(Type::from_cint(types::CUInt8, -1).to_string(), "CUInt8[255]");
    assert_eq!(Type::from_cint(types::CInt8, 300).to_string(), "CInt8[44]");
    assert_eq!(Type::from_cbool(false).to_string(), "CBool[false]");
    assert_eq!(Type::from_cdouble(-0.0).to_string(), "CDouble[-0.0]");
    assert_eq!(Type::from_cdouble(f64::from_bits(0x7ff8_0000_0000_0001)).to_string(), "CDouble[0x7ff8000000000001]");
    let point = common::class(&mut w.rt, "Point", &[]);
    w.names.add("Point", point);
    assert_eq!(Type::from_class_exact(point).to_string(), "ObjectUser[Point:Exact]");
    assert_eq!(w.reprint("User[Point:Exact]"), "ObjectUser[Point:Exact]");
    assert_eq!(w.reprint("LongExact[5]"), "LongExact[5]");
    assert_eq!(w.reprint("FloatExact[2.5]"), "FloatExact[2.5]");
    assert_eq!(w.reprint("UnicodeExact[\"a \\\"quoted\\\"\\n str\"]"), "UnicodeExact[\"a \\\"quoted\\\"\\n str\"]");
    assert_eq!(w.reprint("ObjectUser[my_obj]"), "ObjectUser[my_obj]");
    assert_eq!(w.reprint("TypeExact[int:obj]"), "TypeExact[int:obj]");
    assert_eq!(w.reprint("Bool[True]"), "Bool[True]");
}

#[test]
fn from_str_needs_no_runtime_for_immediates_and_builtins() {
    for text in ["LongExact[5]", "FloatExact[2.5]", "Bool[False]", "NoneType[None]", "{Bool|Fixnum}", "OptLong"] {
        assert_eq!(text.parse::<Type>().unwrap().to_string(), text);
    }
    assert_eq!("Long[int]".parse::<Type>().unwrap(), types::Long);
    let err = "UnicodeExact[\"hi\"]".parse::<Type>().unwrap_err();
    assert!(err.message.contains("needs a runtime"), "{err}");
}

#[test]
fn heap_literals_parse_to_the_same_object_each_time() {
    let mut w = World::new();
    for text in ["LongExact[123456789012345678901234567890]", "FloatExact[-0.0]", "UnicodeExact[\"hi\"]"] {
        let (a, b) = (w.ty(text), w.ty(text));
        assert_eq!(a, b, "{text}");
        assert_eq!(w.show(a), text);
    }
}

#[test]
fn parse_errors_say_where() {
    let e = "Long |".parse::<Type>().unwrap_err();
    assert_eq!((e.offset, e.message.as_str()), (6, "expected a type"));
    let e = "Long | Nope".parse::<Type>().unwrap_err();
    assert_eq!((e.offset, e.message.as_str()), (7, "unknown type `Nope`"));
    let e = "CInt64[x]".parse::<Type>().unwrap_err();
    assert_eq!((e.offset, e.message.as_str()), (7, "`x` is not a number"));
    let e = "(Long".parse::<Type>().unwrap_err();
    assert_eq!(e.message, "expected `)`");
    let e = "Long[".parse::<Type>().unwrap_err();
    assert_eq!(e.message, "unclosed `[`");
    // A specialisation of an already specialised primitive is an intersection.
    assert_eq!("{CInt64[3]}[4]".parse::<Type>().unwrap(), types::Bottom);
    assert_eq!("{CBool[true]}[true]".parse::<Type>().unwrap(), Type::from_cbool(true));
    let e = "User[NoSuchClass]".parse::<Type>().unwrap_err();
    assert_eq!(e.message, "unknown class `NoSuchClass`");
}

#[test]
fn names_that_read_as_literals_are_not_used_for_printing() {
    let mut w = World::new();
    let nan = w.rt.new_float(f64::NAN);
    w.rt.set_global("keep_nan", nan);
    w.names.add("nan", nan);
    // The name `nan` would read back as a new NaN: the printer says what it is.
    assert_eq!(w.show(Type::from_value(nan)), "FloatExact[nan]");
    w.names.add("my_nan", nan);
    assert_eq!(w.show(Type::from_value(nan)), "FloatExact[my_nan]");
    let t = Type::from_value(nan);
    let text = w.show(t);
    assert_eq!(w.ty(&text), t);
}

#[test]
fn precedence_follows_python() {
    // `-` before `&` before `|`.
    assert_eq!("Long | Unicode & Object - Unicode".parse::<Type>().unwrap(), types::Long);
    assert_eq!("(Long | Unicode) & (Object - Unicode)".parse::<Type>().unwrap(), types::Long);
}
