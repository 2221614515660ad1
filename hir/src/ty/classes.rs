//! What the lattice needs to know about the runtime's values and classes: the leaf a
//! value lives in, its lifetime, and the leaves a class's instances can live in.
//!
//! The mapping from runtime classes to leaves is written here by hand, as exhaustive
//! matches over `ClassId` and `LayoutId`: a new runtime class does not compile until it
//! has a place in the lattice.

use super::bits;
use ember_runtime::classes::{self, builtin_base, class_obj, instance, is_base_exception_class};
use ember_runtime::layout::{GcBits, Header, LayoutId};
use ember_runtime::object::{ClassId, is_layout, layout_of, type_class};
use ember_runtime::value::Value;

/// Lifetime bits: the lattice's two kinds of object.
pub const MORTAL: u64 = 1;
pub const IMMORTAL: u64 = 2;

/// How a builtin class maps onto the lattice.
#[derive(Copy, Clone, Debug)]
pub struct BuiltinClass {
    /// Instances of the class and of its subclasses.
    pub bits: u64,
    /// Instances of exactly the class.
    pub exact_bits: u64,
    /// Whether `exact_bits` holds nothing but this class's instances, so a class
    /// specialisation adds no information and is dropped.
    pub predefined: bool,
}

const fn predefined(bits: u64, exact_bits: u64) -> BuiltinClass {
    BuiltinClass { bits, exact_bits, predefined: true }
}

/// A builtin class that shares its leaf with others (the iterators, say): a class
/// specialisation tells them apart.
const fn shared(leaf: u64) -> BuiltinClass {
    BuiltinClass { bits: leaf, exact_bits: leaf, predefined: false }
}

pub fn builtin_class(c: ClassId) -> BuiltinClass {
    use ClassId::*;
    match c {
        NoneType => predefined(bits::NoneType, bits::NoneType),
        Bool => predefined(bits::Bool, bits::Bool),
        Int => predefined(bits::Long, bits::LongExact),
        Float => predefined(bits::Float, bits::FloatExact),
        Str => predefined(bits::Unicode, bits::UnicodeExact),
        List => predefined(bits::List, bits::ListExact),
        Tuple => predefined(bits::Tuple, bits::TupleExact),
        Dict => predefined(bits::Dict, bits::DictExact),
        Set => predefined(bits::Set, bits::SetExact),
        FrozenSet => predefined(bits::FrozenSet, bits::FrozenSet),
        Type => predefined(bits::Type, bits::TypeExact),
        // `Instance` is the runtime's name for the class of plain instances: `object`.
        Object | Instance => predefined(bits::Object, bits::ObjectExact),
        Range => predefined(bits::Range, bits::Range),
        Slice => predefined(bits::Slice, bits::Slice),
        Bytes => predefined(bits::Bytes, bits::Bytes),
        Function => predefined(bits::Func, bits::Func),
        BuiltinFunction => predefined(bits::BuiltinFunc, bits::BuiltinFunc),
        Code => predefined(bits::Code, bits::Code),
        Module => predefined(bits::Module, bits::Module),
        Method => predefined(bits::BoundMethod, bits::BoundMethod),
        Super => predefined(bits::Super, bits::Super),
        NotImplementedType => predefined(bits::NotImplementedType, bits::NotImplementedType),
        Generator => predefined(bits::Generator, bits::Generator),
        // A range too big for 64-bit bounds iterates with a sequence iterator.
        RangeIterator => BuiltinClass {
            bits: bits::RangeIterator | bits::SeqIterator,
            exact_bits: bits::RangeIterator | bits::SeqIterator,
            predefined: false,
        },
        ListIterator | TupleIterator | StrIterator | BytesIterator | ByteArrayIterator | DictKeyIterator
        | SetIterator => shared(bits::SeqIterator),
        Enumerate | Zip | Map | Filter | Reversed | Iterator | TextIOWrapper | BufferedReader | BufferedWriter
        | CallableIterator => shared(bits::OtherIterator),
        DictKeys | DictValues | DictItems => shared(bits::DictView),
        Globals | ByteArray | Ellipsis => shared(bits::OtherObject),
        StaticMethod | ClassMethod | Property => shared(bits::Descriptor),
    }
}

/// The `User` leaf of instances of classes whose instance layout comes from
/// `builtin` (None: classes deriving only from `object`).
fn user_leaf(builtin: Option<Value>) -> u64 {
    let Some(b) = builtin else { return bits::ObjectUser };
    match type_class(b) {
        Some(ClassId::Int) => bits::LongUser,
        Some(ClassId::Float) => bits::FloatUser,
        Some(ClassId::Str) => bits::UnicodeUser,
        Some(ClassId::List) => bits::ListUser,
        Some(ClassId::Tuple) => bits::TupleUser,
        Some(ClassId::Dict) => bits::DictUser,
        Some(ClassId::Set) => bits::SetUser,
        Some(ClassId::Type) => bits::TypeUser,
        Some(other) => unreachable!("the runtime lets no class derive from {}", other.name()),
        // A class object: the BaseException class.
        None => bits::BaseExceptionUser,
    }
}

/// The builtin facts of class `c` when the lattice has a name for exactly it.
pub fn predefined_class(c: Value) -> Option<BuiltinClass> {
    if let Some(id) = type_class(c) {
        return Some(builtin_class(id));
    }
    is_base_exception_class(c).then_some(predefined(bits::BaseException, bits::BaseExceptionExact))
}

/// The leaves instances of `c` (`exact`: and not of its subclasses) can live in.
pub fn class_bits(c: Value, exact: bool) -> u64 {
    if let Some(b) = predefined_class(c) {
        return if exact { b.exact_bits } else { b.bits };
    }
    let builtin = builtin_base(c);
    if builtin.is_none() && !exact {
        // A subclass may also derive from any builtin: `class C(MyClass, int)`.
        bits::User
    } else {
        user_leaf(builtin)
    }
}

/// Whether some class could derive from both `a` and `b` (CPython's instance-layout
/// rule: at most one builtin base besides `object`).
pub fn layouts_compatible(a: Value, b: Value) -> bool {
    match (builtin_base(a), builtin_base(b)) {
        (Some(x), Some(y)) => x == y || classes::is_subclass(x, y) || classes::is_subclass(y, x),
        _ => true,
    }
}

/// The class of a value, None for the runtime's internal objects (cells).
pub fn class_of_value(v: Value) -> Option<Value> {
    let internal = v.is_null() || (v.is_ptr() && is_layout(v, LayoutId::Cell));
    if internal { None } else { Some(classes::type_of(v)) }
}

/// The one leaf value `v` lives in. NULL is `Nullptr`.
pub fn leaf_of_value(v: Value) -> u64 {
    if v.is_small_int() {
        return bits::Fixnum;
    }
    if v.is_flonum() {
        return bits::Flonum;
    }
    if v.is_null() {
        return bits::Nullptr;
    }
    match layout_of(v) {
        LayoutId::None => bits::NoneType,
        LayoutId::Bool => bits::Bool,
        LayoutId::Float => bits::HeapFloat,
        LayoutId::BigInt => bits::Bignum,
        LayoutId::Str => bits::UnicodeExact,
        LayoutId::Tuple => bits::TupleExact,
        LayoutId::List => bits::ListExact,
        LayoutId::Range => bits::Range,
        LayoutId::RangeIter => bits::RangeIterator,
        LayoutId::SeqIter => bits::SeqIterator,
        LayoutId::Iter => bits::OtherIterator,
        LayoutId::Function => bits::Func,
        LayoutId::Code => bits::Code,
        LayoutId::Builtin => bits::BuiltinFunc,
        LayoutId::Type => bits::TypeExact,
        LayoutId::Class => {
            if class_obj(v).metaclass == ClassId::Type.type_object() {
                bits::TypeExact
            } else {
                bits::TypeUser
            }
        }
        LayoutId::Module => bits::Module,
        LayoutId::Dict => bits::DictExact,
        LayoutId::Set => bits::SetExact,
        LayoutId::FrozenSet => bits::FrozenSet,
        LayoutId::Slice => bits::Slice,
        LayoutId::Bytes => bits::Bytes,
        LayoutId::DictView => bits::DictView,
        LayoutId::Globals | LayoutId::ByteArray | LayoutId::Ellipsis => bits::OtherObject,
        LayoutId::Instance => {
            let c = instance(v).class;
            if c == ClassId::Object.type_object() {
                bits::ObjectExact
            } else if is_base_exception_class(c) {
                bits::BaseExceptionExact
            } else {
                user_leaf(builtin_base(c))
            }
        }
        LayoutId::Method => bits::BoundMethod,
        LayoutId::Super => bits::Super,
        LayoutId::Descriptor => bits::Descriptor,
        LayoutId::NotImplemented => bits::NotImplementedType,
        LayoutId::Generator => bits::Generator,
        LayoutId::Cell => bits::Cell,
        LayoutId::Free
        | LayoutId::ValueArray
        | LayoutId::BoolArray
        | LayoutId::IntArray
        | LayoutId::FloatArray
        | LayoutId::RawArray => {
            panic!("the runtime's internal array {:?} has no type", layout_of(v))
        }
    }
}

/// Immediates and objects outside the collected heap are immortal.
pub fn lifetime_of_value(v: Value) -> u64 {
    if !v.is_ptr() {
        return IMMORTAL;
    }
    // SAFETY: a pointer value refers to a live object with a valid header.
    let gc = unsafe { (*v.as_ptr::<Header>()).gc };
    if gc.contains(GcBits::IMMORTAL) { IMMORTAL } else { MORTAL }
}

/// A class's name, for printing and for the deterministic choice in intersections.
pub fn class_name(c: Value) -> &'static str {
    classes::class_name(c)
}
