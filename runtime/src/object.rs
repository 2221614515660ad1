//! Python-level classes of values, the static immortal singletons (None, True, False,
//! the builtin type objects) and typed accessors for heap objects.

use crate::layout::*;
use crate::value::{FLONUM_TAG, INT_TAG, Value};

/// The builtin classes. `type(v)` of any value is one of these for now.
#[repr(u32)]
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ClassId {
    NoneType,
    Bool,
    Int,
    Float,
    Str,
    List,
    Tuple,
    Range,
    Function,
    BuiltinFunction,
    Code,
    Type,
    RangeIterator,
    ListIterator,
    TupleIterator,
    StrIterator,
    Module,
    Enumerate,
    Zip,
    Map,
    Filter,
    Reversed,
    Dict,
    Set,
    DictKeys,
    DictValues,
    DictItems,
    DictKeyIterator,
    SetIterator,
    Instance,
    Iterator,
    Method,
    Super,
    StaticMethod,
    ClassMethod,
    Property,
    NotImplementedType,
    Generator,
    TextIOWrapper,
    BufferedReader,
    BufferedWriter,
    CallableIterator,
    FrozenSet,
    Slice,
    Bytes,
    BytesIterator,
    /// `globals()`: CPython's is the module's dict; ember's a view of its slots.
    Globals,
    ByteArray,
    ByteArrayIterator,
    Ellipsis,
    Object,
}

pub const CLASS_COUNT: usize = ClassId::Object as usize + 1;

impl ClassId {
    pub fn name(self) -> &'static str {
        TYPES[self as usize].name
    }

    /// `issubclass(self, other)` for the builtin hierarchy.
    pub fn is_subclass(self, other: ClassId) -> bool {
        self == other || other == ClassId::Object || (self == ClassId::Bool && other == ClassId::Int)
    }

    pub fn type_object(self) -> Value {
        Value::from_ptr(&TYPES[self as usize])
    }
}

const fn type_obj(class: ClassId, name: &'static str) -> TypeObject {
    TypeObject { header: Header::new(LayoutId::Type, GcBits::IMMORTAL), class, name }
}

/// The builtin type objects, indexed by [`ClassId`].
pub static TYPES: [TypeObject; CLASS_COUNT] = [
    type_obj(ClassId::NoneType, "NoneType"),
    type_obj(ClassId::Bool, "bool"),
    type_obj(ClassId::Int, "int"),
    type_obj(ClassId::Float, "float"),
    type_obj(ClassId::Str, "str"),
    type_obj(ClassId::List, "list"),
    type_obj(ClassId::Tuple, "tuple"),
    type_obj(ClassId::Range, "range"),
    type_obj(ClassId::Function, "function"),
    type_obj(ClassId::BuiltinFunction, "builtin_function_or_method"),
    type_obj(ClassId::Code, "code"),
    type_obj(ClassId::Type, "type"),
    type_obj(ClassId::RangeIterator, "range_iterator"),
    type_obj(ClassId::ListIterator, "list_iterator"),
    type_obj(ClassId::TupleIterator, "tuple_iterator"),
    type_obj(ClassId::StrIterator, "str_ascii_iterator"),
    type_obj(ClassId::Module, "module"),
    type_obj(ClassId::Enumerate, "enumerate"),
    type_obj(ClassId::Zip, "zip"),
    type_obj(ClassId::Map, "map"),
    type_obj(ClassId::Filter, "filter"),
    type_obj(ClassId::Reversed, "reversed"),
    type_obj(ClassId::Dict, "dict"),
    type_obj(ClassId::Set, "set"),
    type_obj(ClassId::DictKeys, "dict_keys"),
    type_obj(ClassId::DictValues, "dict_values"),
    type_obj(ClassId::DictItems, "dict_items"),
    type_obj(ClassId::DictKeyIterator, "dict_keyiterator"),
    type_obj(ClassId::SetIterator, "set_iterator"),
    type_obj(ClassId::Instance, "object"),
    type_obj(ClassId::Iterator, "iterator"),
    type_obj(ClassId::Method, "method"),
    type_obj(ClassId::Super, "super"),
    type_obj(ClassId::StaticMethod, "staticmethod"),
    type_obj(ClassId::ClassMethod, "classmethod"),
    type_obj(ClassId::Property, "property"),
    type_obj(ClassId::NotImplementedType, "NotImplementedType"),
    type_obj(ClassId::Generator, "generator"),
    type_obj(ClassId::TextIOWrapper, "TextIOWrapper"),
    type_obj(ClassId::BufferedReader, "BufferedReader"),
    type_obj(ClassId::BufferedWriter, "BufferedWriter"),
    type_obj(ClassId::CallableIterator, "callable_iterator"),
    type_obj(ClassId::FrozenSet, "frozenset"),
    type_obj(ClassId::Slice, "slice"),
    type_obj(ClassId::Bytes, "bytes"),
    type_obj(ClassId::BytesIterator, "bytes_iterator"),
    // Named as CPython's globals() is, for messages (`unhashable type: 'dict'`).
    type_obj(ClassId::Globals, "dict"),
    type_obj(ClassId::ByteArray, "bytearray"),
    type_obj(ClassId::ByteArrayIterator, "bytearray_iterator"),
    type_obj(ClassId::Ellipsis, "ellipsis"),
    type_obj(ClassId::Object, "object"),
];

pub static NONE_OBJ: NoneObject = NoneObject { header: Header::new(LayoutId::None, GcBits::IMMORTAL) };
pub static FALSE_OBJ: BoolObject = BoolObject { header: Header::new(LayoutId::Bool, GcBits::IMMORTAL), value: 0 };
pub static TRUE_OBJ: BoolObject = BoolObject { header: Header::new(LayoutId::Bool, GcBits::IMMORTAL), value: 1 };

#[inline(always)]
pub fn none() -> Value {
    Value::from_ptr(&NONE_OBJ)
}

#[inline(always)]
pub fn py_bool(b: bool) -> Value {
    if b { Value::from_ptr(&TRUE_OBJ) } else { Value::from_ptr(&FALSE_OBJ) }
}

#[inline(always)]
pub fn true_value() -> Value {
    Value::from_ptr(&TRUE_OBJ)
}

#[inline(always)]
pub fn false_value() -> Value {
    Value::from_ptr(&FALSE_OBJ)
}

/// The layout of a heap value.
#[inline(always)]
pub fn layout_of(v: Value) -> LayoutId {
    debug_assert!(v.is_ptr());
    // SAFETY: pointer values always refer to live objects with valid headers.
    LayoutId::from_u16(unsafe { (*v.as_ptr::<Header>()).layout })
}

#[inline(always)]
pub fn is_layout(v: Value, l: LayoutId) -> bool {
    // SAFETY: as in `layout_of`.
    v.is_ptr() && unsafe { (*v.as_ptr::<Header>()).layout } == l as u16
}

/// The object behind `v` as a `T`, after checking in every build that `v` is a heap
/// object of `T`'s layout (a panic otherwise).
///
/// Accessors build on this rather than on a caller's word about what `v` is; what
/// stays with the caller is what stays everywhere in the runtime: a dereferenced
/// object must be live (rooted, or reachable from something rooted, while used).
#[inline]
pub fn checked_ptr<T: HeapObject>(v: Value) -> *mut T {
    assert!(is_layout(v, T::LAYOUT), "expected a {:?} object, found a {} value", T::LAYOUT, type_name(v));
    v.as_ptr::<T>()
}

pub fn class_of(v: Value) -> ClassId {
    if v.is_small_int() {
        return ClassId::Int;
    }
    if v.is_flonum() {
        return ClassId::Float;
    }
    match layout_of(v) {
        LayoutId::None => ClassId::NoneType,
        LayoutId::Bool => ClassId::Bool,
        LayoutId::Float => ClassId::Float,
        LayoutId::BigInt => ClassId::Int,
        LayoutId::Str => ClassId::Str,
        LayoutId::Tuple => ClassId::Tuple,
        LayoutId::List => ClassId::List,
        LayoutId::Range => ClassId::Range,
        LayoutId::RangeIter => ClassId::RangeIterator,
        LayoutId::SeqIter => {
            // SAFETY: layout checked.
            let seq = unsafe { (*v.as_ptr::<SeqIterObject>()).seq };
            match class_of(seq) {
                ClassId::List => ClassId::ListIterator,
                ClassId::Tuple => ClassId::TupleIterator,
                ClassId::Range => ClassId::RangeIterator,
                ClassId::Set | ClassId::FrozenSet => ClassId::SetIterator,
                ClassId::Str => ClassId::StrIterator,
                ClassId::Bytes => ClassId::BytesIterator,
                ClassId::ByteArray => ClassId::ByteArrayIterator,
                _ => ClassId::DictKeyIterator,
            }
        }
        LayoutId::Function => ClassId::Function,
        LayoutId::Code => ClassId::Code,
        LayoutId::Builtin => ClassId::BuiltinFunction,
        LayoutId::Type => ClassId::Type,
        LayoutId::Module => ClassId::Module,
        LayoutId::Iter => {
            // SAFETY: checked layout.
            match unsafe { (*v.as_ptr::<IterObject>()).kind } {
                IterKind::Enumerate => ClassId::Enumerate,
                IterKind::Zip => ClassId::Zip,
                IterKind::Map => ClassId::Map,
                IterKind::Filter => ClassId::Filter,
                IterKind::Reversed => ClassId::Reversed,
                IterKind::GetItem => ClassId::Iterator,
                IterKind::TextFile => crate::files::file_class(v),
                IterKind::Callable => ClassId::CallableIterator,
            }
        }
        LayoutId::Dict => ClassId::Dict,
        LayoutId::Set => ClassId::Set,
        LayoutId::FrozenSet => ClassId::FrozenSet,
        LayoutId::Slice => ClassId::Slice,
        LayoutId::Globals => ClassId::Globals,
        LayoutId::ByteArray => ClassId::ByteArray,
        LayoutId::Ellipsis => ClassId::Ellipsis,
        LayoutId::Bytes => ClassId::Bytes,
        LayoutId::DictView => {
            // SAFETY: checked layout.
            match unsafe { (*v.as_ptr::<DictViewObject>()).kind } {
                0 => ClassId::DictKeys,
                1 => ClassId::DictValues,
                _ => ClassId::DictItems,
            }
        }
        LayoutId::Class => ClassId::Type,
        LayoutId::Instance => ClassId::Instance,
        LayoutId::Method => ClassId::Method,
        LayoutId::Super => ClassId::Super,
        LayoutId::Descriptor => {
            // SAFETY: checked layout.
            match unsafe { (*v.as_ptr::<DescriptorObject>()).kind } {
                0 => ClassId::StaticMethod,
                1 => ClassId::ClassMethod,
                _ => ClassId::Property,
            }
        }
        LayoutId::NotImplemented => ClassId::NotImplementedType,
        LayoutId::Generator => ClassId::Generator,
        LayoutId::Free
        | LayoutId::ValueArray
        | LayoutId::BoolArray
        | LayoutId::IntArray
        | LayoutId::FloatArray
        | LayoutId::Cell
        | LayoutId::RawArray => {
            unreachable!("internal object {:?} escaped to Python code", layout_of(v))
        }
    }
}

/// The name of `v`'s class (a user class's name for instances).
pub fn type_name(v: Value) -> &'static str {
    if is_layout(v, LayoutId::Instance) {
        crate::classes::class_name(crate::classes::instance(v).class)
    } else if let Some(meta) = crate::classes::user_metaclass(v) {
        crate::classes::class_name(meta)
    } else {
        class_of(v).name()
    }
}

// ---- typed views of heap objects ----
//
// These return references with an unbounded lifetime: a caller must keep the object
// rooted (on the VM stack, in a global, or in a handle scope) while it uses them. The
// collector never moves objects, so a rooted object's address is stable.

/// # Safety
/// `v` must be a live str.
#[inline]
pub unsafe fn str_obj<'a>(v: Value) -> &'a StrObject {
    debug_assert!(is_layout(v, LayoutId::Str));
    // SAFETY: caller guarantees a live str.
    unsafe { &*v.as_ptr::<StrObject>() }
}

/// The UTF-8 text of a str value.
#[inline]
pub fn str_text<'a>(v: Value) -> &'a str {
    assert!(is_layout(v, LayoutId::Str));
    // SAFETY: checked to be a str; its bytes were copied from a `&str`, so valid UTF-8.
    unsafe {
        let s = str_obj(v);
        std::str::from_utf8_unchecked(std::slice::from_raw_parts(s.bytes.as_ptr(), s.len))
    }
}

/// The bytes of bytes object `v`.
pub fn bytes_data<'a>(v: Value) -> &'a [u8] {
    // SAFETY: a checked bytes object, live while the caller holds it, with `len`
    // bytes after its fixed part.
    unsafe {
        let b = &*checked_ptr::<BytesObject>(v);
        std::slice::from_raw_parts(b.bytes.as_ptr(), b.len)
    }
}

/// The bytes of a `bytes` or `bytearray` (a bytes-like object); None for others.
/// A bytearray's may move when it changes: copy them before it can.
pub fn bytes_like<'a>(v: Value) -> Option<&'a [u8]> {
    if !v.is_ptr() {
        return None;
    }
    match layout_of(v) {
        LayoutId::Bytes => Some(bytes_data(v)),
        LayoutId::ByteArray => Some(crate::bytearray::data(v)),
        _ => None,
    }
}

pub fn str_is_ascii(v: Value) -> bool {
    // SAFETY: a checked str, live while the caller holds it.
    unsafe { (*checked_ptr::<StrObject>(v)).header.flags & STR_ASCII != 0 }
}

/// Whether two strs are equal: one object, never when both are interned (distinct
/// interned strs differ), else by their text.
pub fn str_eq(a: Value, b: Value) -> bool {
    // SAFETY: checked strs, live while the caller holds them.
    let (x, y) = unsafe { (&*checked_ptr::<StrObject>(a), &*checked_ptr::<StrObject>(b)) };
    if a == b {
        return true;
    }
    if x.header.flags & y.header.flags & STR_INTERNED != 0 || x.len != y.len {
        return false;
    }
    str_text(a) == str_text(b)
}

pub fn str_char_len(v: Value) -> usize {
    // SAFETY: a checked str, live while the caller holds it.
    unsafe { (*checked_ptr::<StrObject>(v)).char_len }
}

/// Items of a tuple.
pub fn tuple_items<'a>(v: Value) -> &'a [Value] {
    assert!(is_layout(v, LayoutId::Tuple));
    // SAFETY: checked layout; `len` items follow the fixed part.
    unsafe {
        let t = &*v.as_ptr::<TupleObject>();
        std::slice::from_raw_parts(t.items.as_ptr(), t.len)
    }
}

/// Items of a list (its first `len` storage slots), widening bool storage first.
///
/// # Safety
/// The slice borrows the list's storage, which any change of the list's length
/// replaces: while it is in use, nothing may run that can change the list (no
/// Python code, no allocation, no list operation on it), and the list must stay live.
pub unsafe fn list_items<'a>(v: Value) -> &'a [Value] {
    // SAFETY: forwarded from the caller; reading keeps every storage's invariant.
    unsafe { list_items_reorder(v) }
}

/// Mutable items of a list, its storage widened to values first (the caller may
/// store anything).
///
/// # Safety
/// As for [`list_items`], and no other reference into the list's items may be live
/// while this one is.
pub unsafe fn list_items_mut<'a>(v: Value) -> &'a mut [Value] {
    widen_list_storage(v);
    // SAFETY: forwarded from the caller.
    unsafe { list_items_reorder(v) }
}

/// Mutable items of a list for a caller that only moves them around (sorting,
/// reversing, closing a gap): a list of ints or floats keeps its storage, bool
/// storage is widened to values.
///
/// # Safety
/// As for [`list_items_mut`]; in addition, every item the caller writes must be one
/// the list held when the slice was made.
pub unsafe fn list_items_reorder<'a>(v: Value) -> &'a mut [Value] {
    widen_list_bools(v);
    // SAFETY: checked layout; the storage is laid out as a `ValueArray` holding at
    // least `len` items; the caller keeps the storage in place and unaliased while
    // the slice lives.
    unsafe {
        let l = &*v.as_ptr::<ListObject>();
        if l.len == 0 {
            return &mut [];
        }
        let arr = &mut *l.items.as_ptr::<ValueArray>();
        std::slice::from_raw_parts_mut(arr.items.as_mut_ptr(), l.len)
    }
}

/// Mutable items of a list whose storage can hold each of `incoming` (widened first
/// when one does not fit), for a caller that writes only those.
///
/// # Safety
/// As for [`list_items_mut`].
pub unsafe fn list_items_for<'a>(v: Value, incoming: &[Value]) -> &'a mut [Value] {
    widen_list_bools(v);
    // SAFETY: a checked list (above); its storage, when present, is its live array.
    let storage = unsafe { (*v.as_ptr::<ListObject>()).items };
    if !storage.is_null() && !incoming.iter().all(|&x| storage_holds(layout_of(storage) as u16, x)) {
        widen_list_storage(v);
    }
    // SAFETY: forwarded from the caller; the storage holds everything written.
    unsafe { list_items_reorder(v) }
}

/// The items of a list whose int or float storage holds only immediates of `item`'s
/// kind (`item` a small int and the storage an `IntArray`, or both floats), where
/// two words are equal exactly when Python's `==` says so: a search for `item` can
/// compare words and call no `__eq__`. None for any other list or item.
///
/// # Safety
/// As for [`list_items`].
pub unsafe fn same_kind_items<'a>(list: Value, item: Value) -> Option<&'a [Value]> {
    // SAFETY: a checked list; its storage, when present, is its live array.
    let storage = unsafe { (*checked_ptr::<ListObject>(list)).items };
    let kind = storage_for(item);
    if storage.is_null() || kind == LayoutId::ValueArray || layout_of(storage) != kind {
        return None;
    }
    // SAFETY: forwarded from the caller; int and float storage is read as it is.
    Some(unsafe { list_items(list) })
}

/// Sorts a list of int or float storage in place (ascending, or descending for
/// `reverse`), comparing machine numbers; false, doing nothing, for any other list.
/// Equal items of these kinds cannot be told apart, so stability does not matter,
/// and no Python code runs, so `list.sort` gives the same list.
pub fn sort_number_storage(list: Value, reverse: bool) -> bool {
    // SAFETY: a checked list; its storage, when present, is its live array.
    let storage = unsafe { (*checked_ptr::<ListObject>(list)).items };
    if storage.is_null() {
        return false;
    }
    let layout = layout_of(storage);
    if !matches!(layout, LayoutId::IntArray | LayoutId::FloatArray) {
        return false;
    }
    // SAFETY: nothing runs while the slice is used; the items only move.
    let items = unsafe { list_items_reorder(list) };
    if layout == LayoutId::IntArray {
        // A small int's word orders as its value does.
        items.sort_unstable_by_key(|v| v.raw() as i64);
    } else {
        // Immediate floats are never NaN.
        items.sort_unstable_by(|a, b| a.flonum_value().total_cmp(&b.flonum_value()));
    }
    if reverse {
        items.reverse();
    }
    true
}

/// Turns a list's storage into a `ValueArray` in place, which may hold anything;
/// nothing to do for a list storing values. It allocates nothing, so it never
/// collects: every caller may hold unrooted values across it.
pub fn widen_list_storage(v: Value) {
    // SAFETY: a checked list; its storage, when present, is its live array.
    unsafe { widen_storage((*checked_ptr::<ListObject>(v)).items) }
}

/// Turns a list's bool storage into values in place; other storage stays as it is.
/// Bool storage is always full, so anything that changes a list's length does this
/// first. Allocates nothing.
pub fn widen_list_bools(v: Value) {
    // SAFETY: a checked list; its storage, when present, is its live array.
    unsafe { widen_bool_storage((*checked_ptr::<ListObject>(v)).items) }
}

/// The narrowest storage that can hold `item`: an `IntArray` for a small int, a
/// `FloatArray` for an immediate float, a `ValueArray` for anything else. (Bool
/// storage is made only by `list * n`, which knows its items up front.)
#[inline]
pub fn storage_for(item: Value) -> LayoutId {
    if item.is_small_int() {
        LayoutId::IntArray
    } else if item.is_flonum() {
        LayoutId::FloatArray
    } else {
        LayoutId::ValueArray
    }
}

/// The narrowest of `IntArray`, `FloatArray` and `ValueArray` that can hold all of
/// `items` (a `ValueArray` for none).
pub fn storage_for_items(items: &[Value]) -> LayoutId {
    // Branch-free over the tag bits: all small ints have bit 0 set in every word; all
    // immediate floats have bit 1 set and bit 0 clear in every word.
    let (all, any) = items.iter().fold((!0u64, 0u64), |(all, any), v| (all & v.raw(), any | v.raw()));
    if items.is_empty() {
        LayoutId::ValueArray
    } else if all & INT_TAG != 0 {
        LayoutId::IntArray
    } else if all & FLONUM_TAG != 0 && any & INT_TAG == 0 {
        LayoutId::FloatArray
    } else {
        LayoutId::ValueArray
    }
}

/// Whether storage of layout `layout` may hold `item` (bool storage: as a byte).
#[inline]
pub fn storage_holds(layout: u16, item: Value) -> bool {
    if layout == LayoutId::ValueArray as u16 {
        true
    } else if layout == LayoutId::IntArray as u16 {
        item.is_small_int()
    } else if layout == LayoutId::FloatArray as u16 {
        item.is_flonum()
    } else {
        layout == LayoutId::BoolArray as u16 && is_layout(item, LayoutId::Bool)
    }
}

/// Turns `storage` into a `ValueArray` in place: bool storage by writing each byte's
/// bool as a value, int and float storage (already values) by relabelling it.
///
/// # Safety
/// `storage` must be null or a list's live storage array.
pub unsafe fn widen_storage(storage: Value) {
    if storage.is_null() {
        return;
    }
    // SAFETY: forwarded from the caller; all four storages are laid out as a
    // `ValueArray`.
    unsafe {
        widen_bool_storage(storage);
        (*storage.as_ptr::<ValueArray>()).header.layout = LayoutId::ValueArray as u16;
    }
}

/// Turns `storage` into a `ValueArray` in place if it is a `BoolArray`. A bool
/// storage is always full (only `list * n` makes one, and anything that changes the
/// length widens first), so every slot becomes a bool.
///
/// # Safety
/// `storage` must be null or a list's live storage array.
unsafe fn widen_bool_storage(storage: Value) {
    if storage.is_null() || !is_layout(storage, LayoutId::BoolArray) {
        return;
    }
    // SAFETY: a `BoolArray` has room for `len` values after its header; item `i`'s byte
    // is at byte `i` of the items and its value goes at byte `8 * i`, so filling from
    // the last item down never overwrites a byte still to be read.
    unsafe {
        let arr = storage.as_ptr::<ValueArray>();
        let slots = (*arr).items.as_mut_ptr();
        for i in (0..(*arr).len).rev() {
            slots.add(i).write(py_bool(bool_item(storage, i)));
        }
        (*arr).header.layout = LayoutId::ValueArray as u16;
    }
}

/// Sets item `i` of a list's storage, widening the storage first when it cannot hold
/// `item` (a bool goes into bool storage as a byte).
///
/// # Safety
/// `storage` must be a list's storage and `i` below the list's length.
#[inline]
pub unsafe fn set_storage_item(storage: Value, i: usize, item: Value) {
    // SAFETY: forwarded from the caller.
    unsafe {
        if store_bool_item(storage, i, item) {
            return;
        }
        let arr = storage.as_ptr::<ValueArray>();
        if !storage_holds((*arr).header.layout, item) {
            widen_storage(storage);
        }
        *(*arr).items.as_mut_ptr().add(i) = item;
    }
}

/// Sets item `len` of a list's storage (with room for it) for an append, which makes
/// the list's length `len + 1`. The first item of an empty list picks the storage
/// that holds it ([`storage_for`]); a later one widens the storage when it must.
///
/// # Safety
/// `storage` must be a list's storage, not bool storage, with `len` below its
/// capacity and `len` the list's length.
pub unsafe fn push_storage_item(storage: Value, len: usize, item: Value) {
    // SAFETY: forwarded from the caller.
    unsafe {
        let arr = storage.as_ptr::<ValueArray>();
        debug_assert!((*arr).header.layout != LayoutId::BoolArray as u16 && len < (*arr).len);
        if len == 0 {
            (*arr).header.layout = storage_for(item) as u16;
        } else if !storage_holds((*arr).header.layout, item) {
            widen_storage(storage);
        }
        *(*arr).items.as_mut_ptr().add(len) = item;
    }
}

/// Item `i` (below the length: checked) of a list, whatever its storage.
#[inline]
pub fn list_item(v: Value, i: usize) -> Value {
    // SAFETY: a checked list and an index checked against its length; the storage
    // holds at least `len` items.
    unsafe {
        let l = &*checked_ptr::<ListObject>(v);
        assert!(i < l.len, "list index {i} out of range {}", l.len);
        storage_item(l.items, i)
    }
}

/// Sets item `i` (below the length: checked) of a list, widening bool storage for a
/// non-bool.
#[inline]
pub fn set_list_item(v: Value, i: usize, item: Value) {
    // SAFETY: a checked list and an index checked against its length; the storage
    // holds at least `len` items.
    unsafe {
        let l = &*checked_ptr::<ListObject>(v);
        assert!(i < l.len, "list index {i} out of range {}", l.len);
        set_storage_item(l.items, i, item)
    }
}

/// Item `i` of a list's storage (a `ValueArray` or `BoolArray`) or of a tuple.
///
/// # Safety
/// `storage` must be such an array or tuple and `i` below its length.
#[inline]
pub unsafe fn storage_item(storage: Value, i: usize) -> Value {
    const { assert!(std::mem::offset_of!(ValueArray, items) == std::mem::offset_of!(TupleObject, items)) };
    // SAFETY: forwarded from the caller.
    unsafe {
        let arr = storage.as_ptr::<ValueArray>();
        if (*arr).header.layout == LayoutId::BoolArray as u16 {
            py_bool(bool_item(storage, i))
        } else {
            *(*arr).items.as_ptr().add(i)
        }
    }
}

/// Item `i` of a `BoolArray` (its byte).
///
/// # Safety
/// `storage` must be a `BoolArray` and `i` below its length.
#[inline]
pub unsafe fn bool_item(storage: Value, i: usize) -> bool {
    // SAFETY: forwarded from the caller; the bytes start where the items do.
    unsafe { *((*storage.as_ptr::<ValueArray>()).items.as_ptr() as *const u8).add(i) != 0 }
}

/// Sets item `i` of a `BoolArray` (its byte).
///
/// # Safety
/// `storage` must be a `BoolArray` and `i` below its length.
#[inline]
pub unsafe fn set_bool_item(storage: Value, i: usize, item: bool) {
    // SAFETY: forwarded from the caller; the bytes start where the items do.
    unsafe { *((*storage.as_ptr::<ValueArray>()).items.as_mut_ptr() as *mut u8).add(i) = item as u8 }
}

/// Stores a bool into bool storage; false (storing nothing) when `storage` is not a
/// `BoolArray` or `item` not a bool.
///
/// # Safety
/// `storage` must be a list's storage and `i` below its capacity.
#[inline]
pub unsafe fn store_bool_item(storage: Value, i: usize, item: Value) -> bool {
    // SAFETY: forwarded from the caller.
    unsafe {
        let arr = storage.as_ptr::<ValueArray>();
        if (*arr).header.layout != LayoutId::BoolArray as u16 || !is_layout(item, LayoutId::Bool) {
            return false;
        }
        set_bool_item(storage, i, item == true_value());
        true
    }
}

/// A list's length and capacity.
pub fn list_len_cap(v: Value) -> (usize, usize) {
    // SAFETY: a checked list; its storage, when present, is its live array.
    unsafe {
        let l = &*checked_ptr::<ListObject>(v);
        let cap = if l.items.is_null() { 0 } else { (*l.items.as_ptr::<ValueArray>()).len };
        (l.len, cap)
    }
}

/// Items of a list or tuple.
///
/// # Safety
/// For a list, as for [`list_items`].
pub unsafe fn seq_items<'a>(v: Value) -> Option<&'a [Value]> {
    if is_layout(v, LayoutId::Tuple) {
        Some(tuple_items(v))
    } else if is_layout(v, LayoutId::List) {
        // SAFETY: forwarded from the caller.
        Some(unsafe { list_items(v) })
    } else {
        None
    }
}

/// A copy of the items of a list or tuple (None for anything else): what a caller
/// that runs code while using the items wants.
pub fn seq_to_vec(v: Value) -> Option<Vec<Value>> {
    // SAFETY: copied before anything else runs.
    unsafe { seq_items(v) }.map(<[Value]>::to_vec)
}

/// A copy of the items of a list.
pub fn list_to_vec(v: Value) -> Vec<Value> {
    // SAFETY: copied before anything else runs.
    unsafe { list_items(v) }.to_vec()
}

/// The length of a list or tuple.
pub fn seq_len(v: Value) -> usize {
    if is_layout(v, LayoutId::Tuple) { tuple_items(v).len() } else { list_len_cap(v).0 }
}

/// Item `i` (below the length: checked) of a list or tuple.
pub fn seq_item(v: Value, i: usize) -> Value {
    if is_layout(v, LayoutId::Tuple) { tuple_items(v)[i] } else { list_item(v, i) }
}

pub fn heap_float_value(v: Value) -> f64 {
    debug_assert!(is_layout(v, LayoutId::Float));
    // SAFETY: checked layout.
    unsafe { (*v.as_ptr::<FloatObject>()).value }
}

/// The double of a float value (immediate or boxed), or None if `v` is not a float.
#[inline(always)]
pub fn float_value(v: Value) -> Option<f64> {
    if v.is_flonum() {
        Some(v.flonum_value())
    } else if is_layout(v, LayoutId::Float) {
        Some(heap_float_value(v))
    } else {
        None
    }
}

pub fn function_obj<'a>(v: Value) -> &'a FunctionObject {
    assert!(is_layout(v, LayoutId::Function));
    // SAFETY: checked layout.
    unsafe { &*v.as_ptr::<FunctionObject>() }
}

/// The code of a code-object constant (`LayoutId::Code`); checked.
pub fn code_of<'a>(v: Value) -> &'a crate::code::Code {
    assert!(is_layout(v, LayoutId::Code), "a code object");
    // SAFETY: checked layout; code objects are immortal and never freed while the VM
    // lives, so the reference is valid for any lifetime the caller picks.
    unsafe { &*(*v.as_ptr::<crate::layout::CodeObject>()).code }
}

pub fn code_of_function<'a>(v: Value) -> &'a crate::code::Code {
    // SAFETY: code objects are immortal and never freed while the VM lives.
    unsafe { &*function_obj(v).code }
}

/// The one layout every instance of builtin type `t` has, for the types whose
/// instances all share one layout that no other type's use: `isinstance(v, t)` is
/// then a test of `v`'s layout, for anything but an instance of a user class (whose
/// MRO says). An instance of a subclass of `list` or `dict` is such an instance: it
/// carries a list or dict (`classes::base_value`) but has the instance layout.
pub fn sole_layout(t: Value) -> Option<LayoutId> {
    match type_class(t)? {
        ClassId::Str => Some(LayoutId::Str),
        ClassId::List => Some(LayoutId::List),
        ClassId::Tuple => Some(LayoutId::Tuple),
        ClassId::Dict => Some(LayoutId::Dict),
        _ => None,
    }
}

pub fn type_class(v: Value) -> Option<ClassId> {
    if is_layout(v, LayoutId::Type) {
        // SAFETY: checked layout.
        Some(unsafe { (*v.as_ptr::<TypeObject>()).class })
    } else {
        None
    }
}

/// The start, stop and step of slice object `v`.
pub fn slice_parts(v: Value) -> [Value; 3] {
    // SAFETY: a checked slice object, live while the caller holds it.
    let s = unsafe { &*checked_ptr::<SliceObject>(v) };
    [s.start, s.stop, s.step]
}

/// Whether `v` is a set or a frozenset (the same table; see `dict`).
pub fn is_any_set(v: Value) -> bool {
    is_layout(v, LayoutId::Set) || is_layout(v, LayoutId::FrozenSet)
}

pub fn is_none(v: Value) -> bool {
    v == none()
}
