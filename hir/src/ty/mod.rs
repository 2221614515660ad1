//! `Type`: the type of an HIR value, after Cinder's `jit::hir::Type`.
//!
//! A `Type` is 16 bytes, `Copy`, and the set of values it stands for is the
//! intersection of three parts:
//!
//! - a union of **predefined types**: one bit per leaf of `hir/types.spec`, whose
//!   constants lattice-gen generates (`types::LongExact`, `types::OptObject`, ...);
//! - a **lifetime**: Mortal and/or Immortal, for the object bits (primitives have
//!   none). Immediates and objects outside the collected heap are immortal, so compiled
//!   code may embed them;
//! - one **specialisation**: an object (`LongExact[5]`), a class (`User[Point]`), an
//!   exact class (`User[Point:Exact]`), a C integer (`CInt64[3]`) or a C double
//!   (`CDouble[2.5]`, compared bitwise).
//!
//! Every `Type` is kept in a canonical form (see [`Type::make`]), so `==` is bitwise
//! equality of the two words. As in Cinder, two forms can still denote the same set
//! where lifetimes meet leaves whose values are all immortal: `ImmortalFixnum` (the
//! union of two fixnum constants) holds every fixnum, as `Fixnum` does. When the result of `|`, `&` or `-` cannot be
//! represented, it is the smallest representable supertype of the true result: a Type
//! may be wider than the values it holds, never narrower. `ops.rs` has the set
//! operations, `text.rs` the notation, `classes.rs` the runtime facts.

mod classes;
mod ops;
mod text;

pub use text::{Evaluation, Names, ParseError, WithNames, evaluate};

use ember_runtime::layout::LayoutId;
use ember_runtime::object::ClassId;
use ember_runtime::value::Value;

/// The constants lattice-gen generates from `hir/types.spec`.
mod generated {
    use super::{ClassId, LayoutId, Lifetime, Type};
    include!(concat!(env!("OUT_DIR"), "/types.rs"));
}

pub use generated::{
    DISPLAY_NAMES, EXACT_CLASSES, LAYOUT_LEAVES, LEAVES, NUM_LEAF_BITS, OBJECT_BITS, PRIMITIVE_BITS, REPR_NAMES,
    TYPE_NAMES, bits, flags, types,
};

const BITS_MASK: u64 = (1 << 59) - 1;
const LIFETIME_SHIFT: u32 = 59;
const BITS_AND_LIFETIME_MASK: u64 = (1 << 61) - 1;
const KIND_SHIFT: u32 = 61;
const _: () = assert!(NUM_LEAF_BITS <= LIFETIME_SHIFT, "the union bits overlap the lifetime bits");
const _: () = assert!(std::mem::size_of::<Type>() == 16);

/// The lifetime of the objects in a type.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Lifetime {
    /// Neither (primitives and Bottom).
    Bottom = 0,
    Mortal = 1,
    Immortal = 2,
    /// Either.
    Top = 3,
}

/// What the 8-byte specialisation word holds.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[repr(u8)]
enum SpecKind {
    None = 0,
    Object = 1,
    Class = 2,
    ClassExact = 3,
    Int = 4,
    Double = 5,
}

/// A type's specialisation, decoded.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum Spec {
    None,
    /// Exactly this object.
    Object(Value),
    /// Instances of this class or its subclasses.
    Class(Value),
    /// Instances of exactly this class.
    ClassExact(Value),
    /// This C integer (sign- or zero-extended to 64 bits; CBool is 0 or 1).
    Int(i64),
    /// This C double, by bit pattern.
    Double(u64),
}

/// The type of an HIR value. See the module documentation.
#[derive(Copy, Clone, PartialEq, Eq, Hash)]
pub struct Type {
    /// Union bits, lifetime bits and the spec kind, packed.
    meta: u64,
    /// The specialisation: a `Value`, a class `Value`, an i64 or an f64's bits.
    spec: u64,
}

impl Type {
    /// The predefined type `bits` with any lifetime (generated constants use this).
    pub const fn from_bits(bits: u64) -> Type {
        let lifetime = if bits & OBJECT_BITS != 0 { Lifetime::Top as u64 } else { 0 };
        Type { meta: (bits & BITS_MASK) | lifetime << LIFETIME_SHIFT, spec: 0 }
    }

    /// The object part restricted to `lifetime` (generated Mortal*/Immortal* constants).
    pub const fn with_lifetime(self, lifetime: Lifetime) -> Type {
        let bits = self.bits();
        let bits = if lifetime as u64 == 0 { bits & !OBJECT_BITS } else { bits };
        let lifetime = if bits & OBJECT_BITS != 0 { lifetime as u64 } else { 0 };
        Type { meta: bits | lifetime << LIFETIME_SHIFT | (self.meta >> KIND_SHIFT) << KIND_SHIFT, spec: self.spec }
    }

    /// The union bits.
    #[inline]
    pub const fn bits(self) -> u64 {
        self.meta & BITS_MASK
    }

    #[inline]
    fn lifetime_bits(self) -> u64 {
        (self.meta >> LIFETIME_SHIFT) & 3
    }

    pub fn lifetime(self) -> Lifetime {
        match self.lifetime_bits() {
            0 => Lifetime::Bottom,
            1 => Lifetime::Mortal,
            2 => Lifetime::Immortal,
            _ => Lifetime::Top,
        }
    }

    #[inline]
    fn kind(self) -> SpecKind {
        match self.meta >> KIND_SHIFT {
            0 => SpecKind::None,
            1 => SpecKind::Object,
            2 => SpecKind::Class,
            3 => SpecKind::ClassExact,
            4 => SpecKind::Int,
            5 => SpecKind::Double,
            k => unreachable!("spec kind {k}"),
        }
    }

    #[inline]
    pub fn spec(self) -> Spec {
        match self.kind() {
            SpecKind::None => Spec::None,
            SpecKind::Object => Spec::Object(Value(self.spec)),
            SpecKind::Class => Spec::Class(Value(self.spec)),
            SpecKind::ClassExact => Spec::ClassExact(Value(self.spec)),
            SpecKind::Int => Spec::Int(self.spec as i64),
            SpecKind::Double => Spec::Double(self.spec),
        }
    }

    /// Builds the canonical Type for `bits ∩ lifetime ∩ spec`, widening a
    /// specialisation that cannot apply to all of `bits` (dropping it) and narrowing
    /// `bits` and the lifetime to what the specialisation allows. Canonical forms:
    /// - object bits have a lifetime, primitive-only types have none;
    /// - object, class and exact-class specs come with object bits only, an object
    ///   spec with exactly its object's leaf and lifetime;
    /// - a class spec is dropped when the bits already say the class exactly (`int`
    ///   is `Long`), and a class Python code cannot subclass is always exact;
    /// - int specs come with one `@int` leaf, double specs with one `@double` leaf;
    /// - an empty set is `Bottom`, all zeros.
    fn make(bits: u64, lifetime: u64, spec: Spec) -> Type {
        let mut bits = bits & BITS_MASK;
        let mut lifetime = lifetime & 3;
        if lifetime == 0 {
            bits &= !OBJECT_BITS;
        }
        let (kind, word) = match spec {
            Spec::None => (SpecKind::None, 0),
            Spec::Int(i) if bits.count_ones() == 1 && bits & flags::INT != 0 => {
                (SpecKind::Int, normalise_int(bits, i) as u64)
            }
            Spec::Double(d) if bits == bits::CDouble => (SpecKind::Double, d),
            Spec::Int(_) | Spec::Double(_) => (SpecKind::None, 0),
            Spec::Object(v) => {
                let leaf = classes::leaf_of_value(v);
                let life = classes::lifetime_of_value(v);
                if bits & leaf == 0 || lifetime & life == 0 || leaf & OBJECT_BITS == 0 {
                    return types::Bottom;
                }
                bits = leaf;
                lifetime = life;
                (SpecKind::Object, v.raw())
            }
            Spec::Class(c) | Spec::ClassExact(c) => {
                let predefined = classes::predefined_class(c);
                // A class Python code cannot subclass has no instances but its own.
                let exact = matches!(spec, Spec::ClassExact(_)) || predefined.is_some_and(|p| !p.predefined);
                bits &= classes::class_bits(c, exact);
                if predefined.is_some_and(|p| p.predefined) || bits == 0 {
                    (SpecKind::None, 0)
                } else if exact {
                    (SpecKind::ClassExact, c.raw())
                } else {
                    (SpecKind::Class, c.raw())
                }
            }
        };
        if bits & OBJECT_BITS == 0 {
            lifetime = 0;
        }
        if bits == 0 {
            return types::Bottom;
        }
        Type { meta: bits | lifetime << LIFETIME_SHIFT | (kind as u64) << KIND_SHIFT, spec: word }
    }

    /// The canonical Type for `bits ∩ lifetime ∩ spec` when `bits` and `lifetime` are
    /// already within what `spec` allows (the set operations combine canonical sides
    /// whose bits are): only the lifetime rules, emptiness and dropping a predefined
    /// class's spec remain to do.
    #[inline]
    fn make_within(bits: u64, lifetime: u64, spec: Spec) -> Type {
        let bits = if lifetime == 0 { bits & !OBJECT_BITS } else { bits };
        let lifetime = if bits & OBJECT_BITS == 0 { 0 } else { lifetime };
        let (kind, word) = match spec {
            Spec::None => (SpecKind::None, 0),
            Spec::Object(v) => (SpecKind::Object, v.raw()),
            Spec::Class(c) | Spec::ClassExact(c) if classes::predefined_class(c).is_some_and(|p| p.predefined) => {
                (SpecKind::None, 0)
            }
            Spec::Class(c) => (SpecKind::Class, c.raw()),
            Spec::ClassExact(c) => (SpecKind::ClassExact, c.raw()),
            Spec::Int(i) => (SpecKind::Int, i as u64),
            Spec::Double(d) => (SpecKind::Double, d),
        };
        if bits == 0 {
            return types::Bottom;
        }
        let t = Type { meta: bits | lifetime << LIFETIME_SHIFT | (kind as u64) << KIND_SHIFT, spec: word };
        debug_assert_eq!(t, Type::make(bits, lifetime, spec), "bits {bits:#x} are not within {spec:?}");
        t
    }

    // ---- constructors ----

    /// The type of exactly `v`: its leaf, its lifetime, specialised with `v` itself.
    /// NULL is `Nullptr`.
    pub fn from_value(v: Value) -> Type {
        if v.is_null() {
            return types::Nullptr;
        }
        Type::make(OBJECT_BITS, classes::MORTAL | classes::IMMORTAL, Spec::Object(v))
    }

    /// Instances of class `c` (a builtin type object or a class) and its subclasses:
    /// `from_class(list) == List`, `from_class(Point) == User[Point]`.
    pub fn from_class(c: Value) -> Type {
        Type::make(OBJECT_BITS, classes::MORTAL | classes::IMMORTAL, Spec::Class(c))
    }

    /// Instances of exactly class `c`: `from_class_exact(list) == ListExact`.
    pub fn from_class_exact(c: Value) -> Type {
        Type::make(OBJECT_BITS, classes::MORTAL | classes::IMMORTAL, Spec::ClassExact(c))
    }

    /// Instances of the builtin class `c` and its subclasses.
    pub fn from_builtin(c: ClassId) -> Type {
        Type::from_class(c.type_object())
    }

    /// The C integer `value` of primitive type `ty` (one `@int` leaf such as
    /// `types::CInt32`), truncated to the type's width like a C cast.
    pub fn from_cint(ty: Type, value: i64) -> Type {
        assert!(
            ty.kind() == SpecKind::None && ty.bits().count_ones() == 1 && ty.bits() & flags::INT != 0,
            "from_cint needs one integer primitive type, not {ty}"
        );
        Type::make(ty.bits(), 0, Spec::Int(value))
    }

    pub fn from_cint64(value: i64) -> Type {
        Type::from_cint(types::CInt64, value)
    }

    pub fn from_cbool(value: bool) -> Type {
        Type::from_cint(types::CBool, value as i64)
    }

    /// The C double `value`, kept bit for bit (`-0.0` and each NaN are their own).
    pub fn from_cdouble(value: f64) -> Type {
        Type::make(bits::CDouble, 0, Spec::Double(value.to_bits()))
    }

    // ---- queries ----

    #[inline]
    pub fn is_bottom(self) -> bool {
        self.meta == 0
    }

    #[inline]
    pub fn has_spec(self) -> bool {
        self.meta >> KIND_SHIFT != 0
    }

    /// The object this type is exactly, if it is a single object.
    pub fn object_spec(self) -> Option<Value> {
        if let Spec::Object(v) = self.spec() { Some(v) } else { None }
    }

    /// The C integer value, for an integer-specialised primitive.
    pub fn int_spec(self) -> Option<i64> {
        if let Spec::Int(i) = self.spec() { Some(i) } else { None }
    }

    /// The C double value, for a double-specialised primitive.
    pub fn double_spec(self) -> Option<f64> {
        if let Spec::Double(d) = self.spec() { Some(f64::from_bits(d)) } else { None }
    }

    /// Whether every value of this type has the same, known class (`ListExact`,
    /// `LongExact`, `User[Point:Exact]`, `UnicodeExact["hi"]`): then `runtime_class`
    /// says which.
    pub fn is_exact(self) -> bool {
        self.runtime_class().is_some()
    }

    /// The class every value of this type has, if there is one.
    pub fn runtime_class(self) -> Option<Value> {
        match self.spec() {
            Spec::Object(v) => return classes::class_of_value(v),
            Spec::ClassExact(c) => return Some(c),
            _ => {}
        }
        if self.bits() == 0 || self.bits() & !OBJECT_BITS != 0 {
            return None;
        }
        EXACT_CLASSES.iter().find(|&&(b, _)| self.bits() & !b == 0).map(|&(_, c)| c.type_object())
    }

    /// The object type `Object` values of this primitive box to (`CInt64` boxes to
    /// `LongExact`, `CDouble` to `FloatExact`, `CBool` to `Bool`), keeping a literal's
    /// value when the boxed object is an immediate. Object types box to themselves.
    pub fn as_boxed(self) -> Type {
        if self.bits() & PRIMITIVE_BITS == 0 {
            return self;
        }
        let mut out = Type::make(self.bits() & OBJECT_BITS, self.lifetime_bits(), Spec::None);
        let prim = self.bits() & !bits::Nullptr & PRIMITIVE_BITS;
        if prim & bits::CBool != 0 {
            out = out | types::Bool;
        }
        if prim & (bits::CInt | bits::CUInt) != 0 {
            out = out | types::LongExact;
        }
        if prim & bits::CDouble != 0 {
            out = out | types::FloatExact;
        }
        if prim & bits::CPtr != 0 {
            out = out | types::Object;
        }
        // A literal keeps its value when it boxes to an immediate or a static.
        let literal = match self.spec() {
            Spec::Int(i) if self.bits() == bits::CBool => Some(ember_runtime::object::py_bool(i != 0)),
            Spec::Int(i) if self.bits() == bits::CPtr || (self.bits() == bits::CUInt64 && i < 0) => None,
            Spec::Int(i) => Value::try_small_int(i),
            Spec::Double(d) => Value::try_flonum(f64::from_bits(d)),
            _ => None,
        };
        literal.map_or(out, Type::from_value)
    }

    /// The test on a value's word (and header) that proves it has this type, when
    /// one cheap test does: what compiled code emits for a guard. Only unspecialised
    /// types of any lifetime have one.
    pub fn tag_check(self) -> Option<TagCheck> {
        let b = self.bits();
        // Immediates are always immortal: `ImmortalFixnum` holds every fixnum.
        let lifetime_ok = match self.lifetime() {
            Lifetime::Top => true,
            Lifetime::Immortal => b & !bits::Immediate == 0,
            Lifetime::Mortal | Lifetime::Bottom => false,
        };
        if b == 0 || b & !OBJECT_BITS != 0 || self.has_spec() || !lifetime_ok {
            return None;
        }
        let heap = b & !bits::Immediate;
        let layout = || LAYOUT_LEAVES.iter().find(|&&(leaf, _)| leaf == heap).map(|&(_, l)| l);
        if b == OBJECT_BITS {
            return Some(TagCheck::AnyObject);
        }
        match b & bits::Immediate {
            0 if heap == OBJECT_BITS & !bits::Immediate => Some(TagCheck::HeapObject),
            0 => layout().map(TagCheck::Layout),
            bits::Immediate if heap == 0 => Some(TagCheck::Immediate),
            bits::Fixnum if heap == 0 => Some(TagCheck::Fixnum),
            bits::Fixnum => layout().map(TagCheck::FixnumOrLayout),
            bits::Flonum if heap == 0 => Some(TagCheck::Flonum),
            bits::Flonum => layout().map(TagCheck::FlonumOrLayout),
            _ => None,
        }
    }
}

/// Which test on a value proves its type (see [`Type::tag_check`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TagCheck {
    /// `word != 0`: any object at all (a cell's value is NULL while the cell is empty).
    AnyObject,
    /// `word & 1 == 1`.
    Fixnum,
    /// `word & 3 == 2`.
    Flonum,
    /// `word & 7 != 0`.
    Immediate,
    /// `word & 7 == 0` (and not NULL): any heap object.
    HeapObject,
    /// A heap object whose header has this layout.
    Layout(LayoutId),
    /// A fixnum, or a heap object with this layout (`LongExact`: fixnum or big int).
    FixnumOrLayout(LayoutId),
    /// A flonum, or a heap object with this layout (`FloatExact`).
    FlonumOrLayout(LayoutId),
}

impl Type {
    /// The type of the heap objects of layout `l`, when they are exactly one leaf.
    pub fn of_layout(l: LayoutId) -> Option<Type> {
        LAYOUT_LEAVES.iter().find(|&&(_, layout)| layout == l).map(|&(leaf, _)| Type::from_bits(leaf))
    }
}

/// `value` as the primitive leaf `bits` holds it: sign-extended from a signed type's
/// width, zero-extended from an unsigned one's, 0 or 1 for CBool.
fn normalise_int(bits: u64, value: i64) -> i64 {
    match bits {
        bits::CBool => (value != 0) as i64,
        bits::CInt8 => value as i8 as i64,
        bits::CInt16 => value as i16 as i64,
        bits::CInt32 => value as i32 as i64,
        bits::CUInt8 => value as u8 as i64,
        bits::CUInt16 => value as u16 as i64,
        bits::CUInt32 => value as u32 as i64,
        _ => value,
    }
}

impl Default for Type {
    fn default() -> Type {
        types::Bottom
    }
}
