//! The set operations on `Type`, specialisation-aware, with Cinder's rules:
//!
//! - `a | b` keeps a class specialisation only when one class is a subclass of the
//!   other (no least common ancestor: `User[Car] | User[Bike] == User`);
//! - `a & b` of unrelated classes is not empty, because a class may derive from both
//!   (multiple inheritance), unless CPython's layout rule forbids it (`int` and `str`).
//!   Only one class fits in a Type, so it keeps the one whose name sorts first (then
//!   the lower address), which keeps `&` commutative;
//! - `a - b` removes what it can represent removing: the bits of an unspecialised `b`
//!   whose lifetime covers `a`'s, or `b`'s lifetime from `a`'s when `b`'s bits cover
//!   `a`'s; a specialised `b` removes nothing (a Type cannot have holes);
//! - double specialisations compare by bit pattern (NaN equals itself, -0.0 is not 0.0).
//!
//! A result that cannot be represented is the smallest representable supertype.

use super::classes::{self, class_name};
use super::{OBJECT_BITS, PRIMITIVE_BITS, Spec, Type, types};
use ember_runtime::classes::is_subclass;
use ember_runtime::value::Value;
use std::cmp::Ordering;
use std::ops::{BitAnd, BitOr, Sub};

/// An object-ish specialisation seen as a class: (class, exact).
fn class_spec(s: Spec) -> Option<(Value, bool)> {
    match s {
        Spec::Object(v) => classes::class_of_value(v).map(|c| (c, true)),
        Spec::Class(c) => Some((c, false)),
        Spec::ClassExact(c) => Some((c, true)),
        _ => None,
    }
}

/// Whether every value allowed by specialisation `a` is allowed by `b`.
fn spec_within(a: Spec, b: Spec) -> bool {
    match (a, b) {
        (_, Spec::None) => true,
        (Spec::None, _) => false,
        (Spec::Int(x), Spec::Int(y)) => x == y,
        (Spec::Double(x), Spec::Double(y)) => x == y,
        (Spec::Object(x), Spec::Object(y)) => x == y,
        (Spec::Object(_) | Spec::Class(_) | Spec::ClassExact(_), Spec::Class(c)) => {
            class_spec(a).is_some_and(|(k, _)| is_subclass(k, c))
        }
        (Spec::Object(_) | Spec::ClassExact(_), Spec::ClassExact(c)) => class_spec(a).is_some_and(|(k, _)| k == c),
        _ => false,
    }
}

/// Which of two unrelated classes an intersection keeps: the name that sorts first,
/// then the lower address.
fn pick(x: Value, y: Value) -> Value {
    match class_name(x).cmp(class_name(y)).then(x.raw().cmp(&y.raw())) {
        Ordering::Greater => y,
        _ => x,
    }
}

impl Type {
    /// `self <= other`: every value of `self` is a value of `other`.
    #[inline]
    pub fn is_subtype(self, other: Type) -> bool {
        let bits_and_lifetime_within = (self.meta & !other.meta) & super::BITS_AND_LIFETIME_MASK == 0;
        if !other.has_spec() {
            return bits_and_lifetime_within;
        }
        if self.is_bottom() {
            return true;
        }
        if self.bits() & !other.bits() != 0 {
            return false;
        }
        if self.lifetime_bits() & !other.lifetime_bits() != 0 {
            return false;
        }
        spec_within(self.spec(), other.spec())
    }

    /// `self < other`.
    pub fn is_strict_subtype(self, other: Type) -> bool {
        self != other && self.is_subtype(other)
    }

    /// Whether some value may have both types: `(self & other) != Bottom`. Because
    /// `&` may widen, this may say yes for types with no value in common (two
    /// unrelated classes no class derives from yet).
    pub fn could_be(self, other: Type) -> bool {
        !self.intersect(other).is_bottom()
    }

    /// Bitwise equality (`==` is the same: every Type is canonical).
    pub fn bit_equal(self, other: Type) -> bool {
        self.meta == other.meta && self.spec == other.spec
    }

    #[inline]
    pub fn union(self, other: Type) -> Type {
        if !self.has_spec() && !other.has_spec() {
            // Canonical unspecialised types: OR-ing the packed words ORs the bits and
            // the lifetimes, and the result is canonical too.
            return Type { meta: self.meta | other.meta, spec: 0 };
        }
        self.union_specialised(other)
    }

    fn union_specialised(self, other: Type) -> Type {
        if self.is_subtype(other) {
            return other;
        }
        if other.is_subtype(self) {
            return self;
        }
        let bits = self.bits() | other.bits();
        let lifetime = self.lifetime_bits() | other.lifetime_bits();
        let spec = match (class_spec(self.spec()), class_spec(other.spec())) {
            (Some((a, a_exact)), Some((b, b_exact))) => {
                if a == b {
                    if a_exact && b_exact { Spec::ClassExact(a) } else { Spec::Class(a) }
                } else if is_subclass(a, b) {
                    Spec::Class(b)
                } else if is_subclass(b, a) {
                    Spec::Class(a)
                } else {
                    Spec::None
                }
            }
            // Two different primitive literals, or one specialised side: no spec
            // applies to both.
            _ => Spec::None,
        };
        // Each side's bits lie within its class's, so within the superclass's.
        Type::make_within(bits, lifetime, spec)
    }

    #[inline]
    pub fn intersect(self, other: Type) -> Type {
        let bits = self.bits() & other.bits();
        let lifetime = self.lifetime_bits() & other.lifetime_bits();
        if bits & PRIMITIVE_BITS == 0 && (bits == 0 || lifetime == 0) {
            return types::Bottom;
        }
        if !self.has_spec() && !other.has_spec() {
            return Type::make_within(bits, lifetime, Spec::None);
        }
        self.intersect_specialised(other, bits, lifetime)
    }

    fn intersect_specialised(self, other: Type, bits: u64, lifetime: u64) -> Type {
        let (a, b) = (self.spec(), other.spec());
        let spec = match (a, b) {
            (Spec::None, s) | (s, Spec::None) => s,
            _ if spec_within(a, b) => a,
            _ if spec_within(b, a) => b,
            (Spec::Class(x), Spec::Class(y)) if classes::layouts_compatible(x, y) => Spec::Class(pick(x, y)),
            // Different objects, literals or exact classes, or classes no class can
            // derive from both of.
            _ => return types::Bottom,
        };
        // The kept spec came from a side whose bits lie within it (the picked class
        // too: both sides' bits are within both classes').
        Type::make_within(bits, lifetime, spec)
    }

    pub fn subtract(self, other: Type) -> Type {
        if self.is_subtype(other) {
            return types::Bottom;
        }
        if other.has_spec() {
            return self;
        }
        let mut bits = self.bits() & !(other.bits() & PRIMITIVE_BITS);
        let mut lifetime = self.lifetime_bits();
        let (mine, theirs) = (self.bits() & OBJECT_BITS, other.bits() & OBJECT_BITS);
        if theirs != 0 {
            if lifetime & !other.lifetime_bits() == 0 {
                bits &= !theirs;
            } else if mine & !theirs == 0 {
                lifetime &= !other.lifetime_bits();
            }
        }
        Type::make_within(bits, lifetime, self.spec())
    }
}

impl BitOr for Type {
    type Output = Type;
    #[inline]
    fn bitor(self, other: Type) -> Type {
        self.union(other)
    }
}

impl BitAnd for Type {
    type Output = Type;
    #[inline]
    fn bitand(self, other: Type) -> Type {
        self.intersect(other)
    }
}

impl Sub for Type {
    type Output = Type;
    #[inline]
    fn sub(self, other: Type) -> Type {
        self.subtract(other)
    }
}

/// The subtype order: `a <= b` is [`Type::is_subtype`], `a < b` a strict subtype;
/// unrelated types are unordered.
impl PartialOrd for Type {
    #[inline]
    fn le(&self, other: &Type) -> bool {
        self.is_subtype(*other)
    }

    #[inline]
    fn lt(&self, other: &Type) -> bool {
        self.is_strict_subtype(*other)
    }

    #[inline]
    fn ge(&self, other: &Type) -> bool {
        other.is_subtype(*self)
    }

    #[inline]
    fn gt(&self, other: &Type) -> bool {
        other.is_strict_subtype(*self)
    }

    fn partial_cmp(&self, other: &Type) -> Option<Ordering> {
        if self == other {
            Some(Ordering::Equal)
        } else if self.is_subtype(*other) {
            Some(Ordering::Less)
        } else if other.is_subtype(*self) {
            Some(Ordering::Greater)
        } else {
            None
        }
    }
}
