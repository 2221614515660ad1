//! Heap object layouts: every heap object is a GC struct (header + fields) or a GC
//! array (header + length + items), possibly both (fixed fields, then an inline array,
//! like RPython's `GcStruct` ending in an `Array`). The one table, [`LAYOUTS`], tells
//! the collector which words are references and will tell the JIT the field offsets.
//! Every offset in it comes from `offset_of!` on the `#[repr(C)]` structs: none is
//! written by hand.

use crate::value::Value;
use std::mem::{offset_of, size_of};

/// The first word of every heap object (8-aligned, so object addresses are too).
#[repr(C, align(8))]
#[derive(Copy, Clone, Debug)]
pub struct Header {
    /// Index into [`LAYOUTS`]; `LayoutId::Free` marks a free heap cell.
    pub layout: u16,
    /// The collector's bits.
    pub gc: GcBits,
    /// Per-layout flags (str: [`STR_ASCII`], [`STR_INTERNED`], [`STR_UNSHARED`]; big
    /// int: [`BIGINT_NEGATIVE`]).
    pub flags: u8,
    /// Per-layout spare word (an instance's shape; an unshared str's size).
    pub aux: u32,
}

bitflags::bitflags! {
    /// The collector's bits in a header.
    #[repr(transparent)]
    #[derive(Copy, Clone, Debug, PartialEq, Eq)]
    pub struct GcBits: u8 {
        /// Reached in the current collection's mark phase.
        const MARK = 1;
        /// Lives outside the collected heap: never marked, never freed, refers only
        /// to immortals.
        const IMMORTAL = 2;
    }
}

pub const STR_ASCII: u8 = 1;
/// An interned str: two of them are equal exactly when they are one object.
pub const STR_INTERNED: u8 = 2;
/// A str that an append site made and that only the local it was stored in refers to
/// (`Rt::append_str`): the next append to that local may extend it in place, within
/// the object's size, which `aux` holds. Its char index is built when it is shared.
pub const STR_UNSHARED: u8 = 4;
pub const BIGINT_NEGATIVE: u8 = 1;

impl Header {
    pub const fn new(layout: LayoutId, gc: GcBits) -> Header {
        Header { layout: layout as u16, gc, flags: 0, aux: 0 }
    }

    /// The header as one word, as compiled code stores it in an object it makes.
    pub const fn word(self) -> u64 {
        // SAFETY: a `repr(C)` struct of 8 bytes without padding (u16, u8, u8, u32),
        // every bit pattern of which is a u64.
        unsafe { std::mem::transmute::<Header, u64>(self) }
    }
}

/// The layouts. The numbering is part of the contract with the JIT: it compares the
/// header's `layout` against these constants to test a heap object's type.
#[repr(u16)]
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum LayoutId {
    Free = 0,
    None,
    Bool,
    Float,
    BigInt,
    Str,
    Tuple,
    List,
    ValueArray,
    Range,
    RangeIter,
    SeqIter,
    Function,
    Code,
    Builtin,
    Type,
    Module,
    Iter,
    Cell,
    RawArray,
    Dict,
    Set,
    DictView,
    Class,
    Instance,
    Method,
    Super,
    Descriptor,
    NotImplemented,
    Generator,
    /// A list's storage holding only bools, one byte per item (0 or 1) at the start of
    /// room for one `Value` per item: a `ValueArray` in waiting, widened in place (see
    /// `object::widen_list_storage`) the first time anything else goes into the list or
    /// code that wants a slice of `Value`s reads it. PyPy calls this a list strategy.
    BoolArray,
    /// A frozenset: a set's table (`SetObject`) that no operation changes once made.
    FrozenSet,
    Slice,
    Bytes,
    /// What `globals()` returns: a live mapping view of one module's globals.
    Globals,
    ByteArray,
    /// `Ellipsis` (`...`), the one object of its type.
    Ellipsis,
    /// A list's storage holding only small ints: a `ValueArray` (the same words, so it
    /// becomes one in place by changing its layout) whose first `len` items, the list's
    /// length, are all small ints. Only `object::widen_storage` may let anything else
    /// in. The collector skips its items, and the JIT may read them as machine ints
    /// without a type test per item. PyPy's int list strategy; see
    /// `docs/architecture.md`.
    IntArray,
    /// A list's storage holding only floats encoded as immediates (flonums), on the
    /// same terms as `IntArray`.
    FloatArray,
}

pub const LAYOUT_COUNT: usize = LayoutId::FloatArray as usize + 1;

impl LayoutId {
    pub fn from_u16(n: u16) -> LayoutId {
        assert!((n as usize) < LAYOUT_COUNT, "corrupt header: layout {n}");
        // SAFETY: `LayoutId` is `repr(u16)` with dense discriminants 0..LAYOUT_COUNT.
        unsafe { std::mem::transmute::<u16, LayoutId>(n) }
    }
}

// ---- the object structs ----

#[repr(C)]
pub struct NoneObject {
    pub header: Header,
}

#[repr(C)]
pub struct BoolObject {
    pub header: Header,
    pub value: i64,
}

/// A double that is not a flonum (inf, nan, -0.0, tiny or huge exponents).
#[repr(C)]
pub struct FloatObject {
    pub header: Header,
    pub value: f64,
}

/// An int outside the 63-bit immediate range: sign in `header.flags`, magnitude in
/// little-endian 64-bit limbs, no leading zero limb. Canonical: a value that fits a
/// small int is never a `BigIntObject`.
#[repr(C)]
pub struct BigIntObject {
    pub header: Header,
    pub len: usize,
    pub limbs: [u64; 0],
}

/// UTF-8 bytes; `char_len` code points; `hash` is -1 until computed.
#[repr(C)]
pub struct StrObject {
    pub header: Header,
    pub len: usize,
    pub char_len: usize,
    pub hash: i64,
    pub bytes: [u8; 0],
}

/// A non-ASCII str of more than this many chars carries a char index after its bytes
/// (4-byte aligned): entry `k` is the byte offset of char `(k + 1) * STR_INDEX_STRIDE`,
/// as a `u32`. Finding char `i` then scans fewer than this many chars, so indexing and
/// slicing take constant time.
pub const STR_INDEX_STRIDE: usize = 64;

impl StrObject {
    /// Whether a str of `len` bytes and `char_len` chars carries a char index.
    pub fn has_index(len: usize, char_len: usize) -> bool {
        len != char_len && char_len > STR_INDEX_STRIDE && u32::try_from(len).is_ok()
    }

    /// Where the char index starts, from the object's start.
    pub fn index_offset(len: usize) -> usize {
        (std::mem::offset_of!(StrObject, bytes) + len + 3) & !3
    }

    /// The bytes a str of `len` bytes and `char_len` chars needs beyond its layout's
    /// size for its char index.
    pub fn index_extra(len: usize, char_len: usize) -> usize {
        if !StrObject::has_index(len, char_len) {
            return 0;
        }
        let end = StrObject::index_offset(len) + (char_len / STR_INDEX_STRIDE) * 4;
        let size = LAYOUTS[LayoutId::Str as usize].size_for(len);
        ((end + 7) & !7).saturating_sub(size)
    }

    /// The object size a str of `len` bytes and `char_len` chars needs, char index
    /// included.
    pub fn size_needed(len: usize, char_len: usize) -> usize {
        LAYOUTS[LayoutId::Str as usize].size_for(len) + StrObject::index_extra(len, char_len)
    }

    /// The object size any str of `len` bytes fits in, whatever its chars: a non-ASCII
    /// one has at most `len - 1` of them, and more chars only make its index longer.
    pub fn size_for_any(len: usize) -> usize {
        StrObject::size_needed(len, len.saturating_sub(1))
    }
}

/// An immutable byte string; `hash` is -1 until computed.
#[repr(C)]
pub struct BytesObject {
    pub header: Header,
    pub len: usize,
    pub hash: i64,
    pub bytes: [u8; 0],
}

#[repr(C)]
pub struct TupleObject {
    pub header: Header,
    pub len: usize,
    pub items: [Value; 0],
}

/// A list: `len` items live in `items` (a `ValueArray` whose length is the capacity).
#[repr(C)]
pub struct ListObject {
    pub header: Header,
    pub len: usize,
    pub items: Value,
}

/// A plain GC array of values (a list's storage).
#[repr(C)]
pub struct ValueArray {
    pub header: Header,
    pub len: usize,
    pub items: [Value; 0],
}

#[repr(C)]
pub struct RangeObject {
    pub header: Header,
    pub start: Value,
    pub stop: Value,
    pub step: Value,
}

/// `slice(start, stop, step)`: the three values as given (None for an omitted one).
#[repr(C)]
pub struct SliceObject {
    pub header: Header,
    pub start: Value,
    pub stop: Value,
    pub step: Value,
}

/// A `bytearray`: `len` bytes at the start of `data`, a `RawArray` (NULL while it
/// has never held a byte) with room for more.
#[repr(C)]
pub struct ByteArrayObject {
    pub header: Header,
    pub len: usize,
    pub data: Value,
}

/// `globals()` of a module: its namespace (the globals live in the runtime's slots).
#[repr(C)]
pub struct GlobalsObject {
    pub header: Header,
    pub namespace: u64,
}

#[repr(C)]
pub struct RangeIterObject {
    pub header: Header,
    pub next: i64,
    pub remaining: u64,
    pub step: i64,
}

/// Iterator over a list, tuple or str (by code point; `index` is a byte offset for str).
#[repr(C)]
pub struct SeqIterObject {
    pub header: Header,
    pub seq: Value,
    pub index: usize,
    /// For a dict, set or dict view: its size when iteration began.
    pub expected_len: usize,
}

#[repr(C)]
pub struct FunctionObject {
    pub header: Header,
    pub code: *const crate::code::Code,
    pub name: Value,
    /// Tuple of defaults for the last positional parameters, or NULL.
    pub defaults: Value,
    /// Tuple with one entry per keyword-only parameter (NULL entry = required), or NULL.
    pub kwdefaults: Value,
    /// Tuple of the cells of the function's free variables, or NULL.
    pub closure: Value,
    /// A dict of the attributes assigned to the function (`f.calls = 0`), or NULL.
    pub dict: Value,
}

/// A GC array of untraced 64-bit words (hashes, index tables).
#[repr(C)]
pub struct RawArray {
    pub header: Header,
    pub len: usize,
    pub items: [u64; 0],
}

/// A dict: `used` entries (key, value pairs in `entries`, NULL key = deleted) in
/// insertion order, their hashes, and an open-addressing index table. All three
/// arrays are NULL while the dict has never held an entry.
#[repr(C)]
pub struct DictObject {
    pub header: Header,
    pub len: usize,
    pub used: usize,
    pub entries: Value,
    pub hashes: Value,
    pub indices: Value,
}

/// A set: CPython's table of `mask + 1` slots (`keys`, `hashes`).
#[repr(C)]
pub struct SetObject {
    pub header: Header,
    pub fill: usize,
    pub used: usize,
    pub mask: usize,
    pub finger: usize,
    pub keys: Value,
    pub hashes: Value,
}

/// `dict.keys()`, `.values()`, `.items()`: a live view of `dict`.
#[repr(C)]
pub struct DictViewObject {
    pub header: Header,
    pub dict: Value,
    /// 0 keys, 1 values, 2 items.
    pub kind: usize,
}

bitflags::bitflags! {
    /// Facts about a class's MRO, cached on the class (a `u64` in the object).
    #[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
    #[repr(transparent)]
    pub struct ClassFlags: u64 {
        /// A class in the MRO has a property (a data descriptor, which takes precedence
        /// over instance attributes).
        const HAS_PROPERTIES = 1;
        /// The class and every class in its MRO but `object` define `__slots__`
        /// without `__dict__`: its instances take only the attributes named there.
        const SLOTTED = 2;
        /// A class in the MRO (a user class) defines `__new__`: `cls(...)` calls it.
        const HAS_NEW = 4;
        /// A class in the MRO (a user class) defines `__setattr__` or `__delattr__`:
        /// an instance's stores and deletes call it.
        const HAS_SETATTR = 8;
        /// The MRO of each user class in the MRO is the rest of this MRO from it on
        /// (no class in it has two bases): a class `c` is in the MRO exactly when
        /// it is the item `len(c.__mro__)` from the end, one comparison.
        const NESTED_MRO = 16;
    }
}

/// A user-defined class (or a builtin exception class).
#[repr(C)]
pub struct ClassObject {
    pub header: Header,
    pub name: Value,
    /// The single base class (a class or a builtin type object).
    pub base: Value,
    /// The attribute dict (NULL for the builtin exception classes).
    pub dict: Value,
    /// The MRO: a tuple, this class first.
    pub mro: Value,
    /// `ExcKind::index()` of a builtin exception class, else 0.
    pub exc_kind: u64,
    /// What the class's MRO holds, cached on the class.
    pub flags: ClassFlags,
    /// The class's class: `type`, or a user subclass of `type` (a metaclass).
    pub metaclass: Value,
    /// The builtin class that fixes the instances' layout (`int`, `str`, ..., `type`,
    /// BaseException), NULL when that is `object`; see `classes::builtin_base`.
    pub layout_base: Value,
    /// `__qualname__` (a str): the dotted path from the module (`f.<locals>.Local`).
    pub qualname: Value,
    /// Changes whenever an attribute of this class is stored or deleted (0 until the
    /// first change; each change takes a value of `Rt::class_epoch` no class has had):
    /// code that looked a name up along an MRO is still right while every class it
    /// consulted keeps its version (`classes::method_lookup`).
    pub version: u64,
    /// `__bases__`: a tuple of the classes the class statement named (`object` for
    /// none).
    pub bases: Value,
    /// `__subclasses__()`: a list of the classes made with this one as a base (NULL
    /// before the first; never kept for the immortal builtin exception classes).
    pub subclasses: Value,
}

/// An instance of a user-defined class; `dict` is NULL until an attribute is stored.
#[repr(C)]
pub struct InstanceObject {
    /// `aux` is the shape ([`crate::shapes`]).
    pub header: Header,
    pub class: Value,
    /// The attributes in dictionary mode; NULL before.
    pub dict: Value,
    /// The first attribute slots.
    pub inline: [Value; crate::shapes::INLINE_SLOTS],
    /// A `ValueArray` with the slots past the inline ones, or NULL.
    pub overflow: Value,
}

/// A bound method: `func` with `self_` as its first argument.
#[repr(C)]
pub struct MethodObject {
    pub header: Header,
    pub func: Value,
    pub self_: Value,
}

/// `super(start, obj)`: attribute lookup in `obj`'s MRO after `start`.
#[repr(C)]
pub struct SuperObject {
    pub header: Header,
    pub start: Value,
    pub obj: Value,
}

/// `staticmethod(a)`, `classmethod(a)` or `property(a, b, c)` (getter, setter, deleter).
#[repr(C)]
pub struct DescriptorObject {
    pub header: Header,
    pub kind: u64,
    pub a: Value,
    pub b: Value,
    pub c: Value,
}

/// A generator: its function, its saved frame (locals then operand stack, a
/// `value_array`), where to resume and its state.
#[repr(C)]
pub struct GeneratorObject {
    pub header: Header,
    pub func: Value,
    pub frame: Value,
    pub pc: u64,
    /// Saved slots in `frame` (locals + operand stack).
    pub saved: u64,
    /// 0 not started, 1 suspended at a yield, 2 running, 3 finished, 4 finished while
    /// a `yield from` delegated a `send` or `throw` to it (its loop, polling it once
    /// more, then takes the return value).
    pub state: u64,
    /// The value of the finished generator's `return` (for `yield from`), or NULL.
    pub retval: Value,
}

/// A variable captured by a nested scope; `value` is NULL while unbound.
#[repr(C)]
pub struct CellObject {
    pub header: Header,
    pub value: Value,
}

#[repr(C)]
pub struct CodeObject {
    pub header: Header,
    pub code: *const crate::code::Code,
}

#[repr(C)]
#[derive(Copy, Clone)]
pub struct BuiltinObject {
    pub header: Header,
    pub id: usize,
}

#[repr(C)]
pub struct TypeObject {
    pub header: Header,
    pub class: crate::object::ClassId,
    pub name: &'static str,
}

/// What an [`IterObject`] iterates.
#[repr(u64)]
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum IterKind {
    /// `enumerate(a)`: `a` an iterator, `index` the next count.
    Enumerate,
    /// `zip(*a)`: `a` a tuple of iterators.
    Zip,
    /// `map(a, *b)`: `a` the function, `b` a tuple of iterators.
    Map,
    /// `filter(a, b)`: `a` the predicate (or None), `b` an iterator.
    Filter,
    /// `reversed(a)`: `a` a list, tuple, str or range, `index` the next index + 1.
    Reversed,
    /// `iter(a)` for an object with only `__getitem__`: `index` the next index.
    GetItem,
    /// A text file (`crate::files`), its own iterator over its lines: `index` its
    /// entry in `Rt::files`, `a` its name, `b` its mode.
    TextFile,
    /// `iter(a, b)`: calls `a` until it returns `b`; `index` is 1 once it has.
    Callable,
}

/// The lazy iterators of the builtins (`enumerate`, `zip`, `map`, `filter`, `reversed`).
#[repr(C)]
pub struct IterObject {
    pub header: Header,
    pub kind: IterKind,
    pub a: Value,
    pub b: Value,
    pub index: i64,
}

/// A module. A builtin one (`math`, `time`, `sys`) looks its attributes up by name;
/// a module of Python source keeps them in its globals namespace (`crate::import`).
#[repr(C)]
pub struct ModuleObject {
    pub header: Header,
    pub name: &'static str,
    /// The globals of a module of Python source; None for a builtin module.
    pub namespace: Option<crate::vm::Namespace>,
}

/// A struct that is the fixed part of every heap object of one layout.
///
/// # Safety
/// An object whose header says `LAYOUT` must start with a `Self` (`repr(C)`, header
/// first): [`crate::object::checked_ptr`] casts to `Self` on that check alone.
pub unsafe trait HeapObject {
    const LAYOUT: LayoutId;
}

macro_rules! heap_objects {
    ($($object:ty => $layout:ident),* $(,)?) => {
        // SAFETY: each struct below is the `repr(C)` fixed part the allocator lays out
        // for its layout (see `LAYOUTS`).
        $(unsafe impl HeapObject for $object {
            const LAYOUT: LayoutId = LayoutId::$layout;
        })*
    };
}

heap_objects! {
    FloatObject => Float,
    BigIntObject => BigInt,
    StrObject => Str,
    TupleObject => Tuple,
    ListObject => List,
    ValueArray => ValueArray,
    RangeObject => Range,
    SliceObject => Slice,
    GlobalsObject => Globals,
    ByteArrayObject => ByteArray,
    BytesObject => Bytes,
    RangeIterObject => RangeIter,
    SeqIterObject => SeqIter,
    FunctionObject => Function,
    RawArray => RawArray,
    DictObject => Dict,
    SetObject => Set,
    DictViewObject => DictView,
    ClassObject => Class,
    InstanceObject => Instance,
    MethodObject => Method,
    SuperObject => Super,
    DescriptorObject => Descriptor,
    GeneratorObject => Generator,
    CellObject => Cell,
    CodeObject => Code,
    BuiltinObject => Builtin,
    TypeObject => Type,
    IterObject => Iter,
    ModuleObject => Module,
}

/// The variable-length part of a layout.
#[derive(Copy, Clone, Debug)]
pub struct VarPart {
    /// Offset of the `usize` item count.
    pub len_offset: usize,
    /// Offset of item 0 (equals the fixed size).
    pub items_offset: usize,
    pub item_size: usize,
    /// Whether the items are `Value`s the collector must trace.
    pub items_are_values: bool,
}

#[derive(Copy, Clone, Debug)]
pub struct Layout {
    pub name: &'static str,
    /// Size of the fixed part, header included.
    pub fixed_size: usize,
    /// Offsets of the `Value` fields in the fixed part.
    pub value_fields: &'static [usize],
    pub var: Option<VarPart>,
}

impl Layout {
    /// Whether objects of this layout can refer to other objects (the collector
    /// marks the others, a str or a float, without tracing them).
    pub const fn has_refs(&self) -> bool {
        !self.value_fields.is_empty() || matches!(self.var, Some(VarPart { items_are_values: true, .. }))
    }

    /// Size in bytes of an object of this layout with `len` items.
    pub fn size_for(&self, len: usize) -> usize {
        let raw = match self.var {
            Some(v) => v.items_offset + len * v.item_size,
            None => self.fixed_size,
        };
        (raw + 7) & !7
    }
}

// The instance layout above lists the inline slots one by one.
const _: () = assert!(crate::shapes::INLINE_SLOTS == 4);

const fn fixed(name: &'static str, size: usize, value_fields: &'static [usize]) -> Layout {
    Layout { name, fixed_size: size, value_fields, var: None }
}

const fn array(
    name: &'static str,
    size: usize,
    value_fields: &'static [usize],
    len_offset: usize,
    item_size: usize,
    items_are_values: bool,
) -> Layout {
    Layout {
        name,
        fixed_size: size,
        value_fields,
        var: Some(VarPart { len_offset, items_offset: size, item_size, items_are_values }),
    }
}

/// The layout table, indexed by [`LayoutId`].
pub static LAYOUTS: [Layout; LAYOUT_COUNT] = [
    fixed("free", size_of::<Header>(), &[]),
    fixed("None", size_of::<NoneObject>(), &[]),
    fixed("bool", size_of::<BoolObject>(), &[]),
    fixed("float", size_of::<FloatObject>(), &[]),
    array("bigint", size_of::<BigIntObject>(), &[], offset_of!(BigIntObject, len), 8, false),
    array("str", size_of::<StrObject>(), &[], offset_of!(StrObject, len), 1, false),
    array("tuple", size_of::<TupleObject>(), &[], offset_of!(TupleObject, len), 8, true),
    fixed("list", size_of::<ListObject>(), &[offset_of!(ListObject, items)]),
    array("value_array", size_of::<ValueArray>(), &[], offset_of!(ValueArray, len), 8, true),
    fixed(
        "range",
        size_of::<RangeObject>(),
        &[offset_of!(RangeObject, start), offset_of!(RangeObject, stop), offset_of!(RangeObject, step)],
    ),
    fixed("range_iterator", size_of::<RangeIterObject>(), &[]),
    fixed("seq_iterator", size_of::<SeqIterObject>(), &[offset_of!(SeqIterObject, seq)]),
    fixed(
        "function",
        size_of::<FunctionObject>(),
        &[
            offset_of!(FunctionObject, name),
            offset_of!(FunctionObject, defaults),
            offset_of!(FunctionObject, kwdefaults),
            offset_of!(FunctionObject, closure),
            offset_of!(FunctionObject, dict),
        ],
    ),
    fixed("code", size_of::<CodeObject>(), &[]),
    fixed("builtin_function", size_of::<BuiltinObject>(), &[]),
    fixed("type", size_of::<TypeObject>(), &[]),
    fixed("module", size_of::<ModuleObject>(), &[]),
    fixed("iterator", size_of::<IterObject>(), &[offset_of!(IterObject, a), offset_of!(IterObject, b)]),
    fixed("cell", size_of::<CellObject>(), &[offset_of!(CellObject, value)]),
    array("raw_array", size_of::<RawArray>(), &[], offset_of!(RawArray, len), 8, false),
    fixed(
        "dict",
        size_of::<DictObject>(),
        &[offset_of!(DictObject, entries), offset_of!(DictObject, hashes), offset_of!(DictObject, indices)],
    ),
    fixed("set", size_of::<SetObject>(), &[offset_of!(SetObject, keys), offset_of!(SetObject, hashes)]),
    fixed("dict_view", size_of::<DictViewObject>(), &[offset_of!(DictViewObject, dict)]),
    fixed(
        "class",
        size_of::<ClassObject>(),
        &[
            offset_of!(ClassObject, name),
            offset_of!(ClassObject, base),
            offset_of!(ClassObject, dict),
            offset_of!(ClassObject, mro),
            offset_of!(ClassObject, metaclass),
            offset_of!(ClassObject, layout_base),
            offset_of!(ClassObject, qualname),
            offset_of!(ClassObject, bases),
            offset_of!(ClassObject, subclasses),
        ],
    ),
    fixed(
        "instance",
        size_of::<InstanceObject>(),
        &[
            offset_of!(InstanceObject, class),
            offset_of!(InstanceObject, dict),
            offset_of!(InstanceObject, inline),
            offset_of!(InstanceObject, inline) + 8,
            offset_of!(InstanceObject, inline) + 16,
            offset_of!(InstanceObject, inline) + 24,
            offset_of!(InstanceObject, overflow),
        ],
    ),
    fixed("method", size_of::<MethodObject>(), &[offset_of!(MethodObject, func), offset_of!(MethodObject, self_)]),
    fixed("super", size_of::<SuperObject>(), &[offset_of!(SuperObject, start), offset_of!(SuperObject, obj)]),
    fixed(
        "descriptor",
        size_of::<DescriptorObject>(),
        &[offset_of!(DescriptorObject, a), offset_of!(DescriptorObject, b), offset_of!(DescriptorObject, c)],
    ),
    fixed("NotImplementedType", size_of::<NoneObject>(), &[]),
    fixed(
        "generator",
        size_of::<GeneratorObject>(),
        &[offset_of!(GeneratorObject, func), offset_of!(GeneratorObject, frame), offset_of!(GeneratorObject, retval)],
    ),
    // Sized like a `ValueArray` of the same length, so it can become one in place.
    array("bool_array", size_of::<ValueArray>(), &[], offset_of!(ValueArray, len), 8, false),
    fixed("frozenset", size_of::<SetObject>(), &[offset_of!(SetObject, keys), offset_of!(SetObject, hashes)]),
    fixed(
        "slice",
        size_of::<SliceObject>(),
        &[offset_of!(SliceObject, start), offset_of!(SliceObject, stop), offset_of!(SliceObject, step)],
    ),
    array("bytes", size_of::<BytesObject>(), &[], offset_of!(BytesObject, len), 1, false),
    fixed("globals", size_of::<GlobalsObject>(), &[]),
    fixed("bytearray", size_of::<ByteArrayObject>(), &[offset_of!(ByteArrayObject, data)]),
    fixed("ellipsis", size_of::<NoneObject>(), &[]),
    // A `ValueArray` whose items hold no references, so the collector skips them.
    array("int_array", size_of::<ValueArray>(), &[], offset_of!(ValueArray, len), 8, false),
    array("float_array", size_of::<ValueArray>(), &[], offset_of!(ValueArray, len), 8, false),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_is_indexed_by_layout_id() {
        assert_eq!(LAYOUTS[LayoutId::Str as usize].name, "str");
        assert_eq!(LAYOUTS[LayoutId::Type as usize].name, "type");
        assert_eq!(LayoutId::from_u16(LayoutId::List as u16), LayoutId::List);
    }

    #[test]
    fn leaves_have_no_refs() {
        for id in [LayoutId::Str, LayoutId::Float, LayoutId::BigInt, LayoutId::IntArray, LayoutId::FloatArray] {
            assert!(!LAYOUTS[id as usize].has_refs(), "{}", LAYOUTS[id as usize].name);
        }
        for id in [LayoutId::Tuple, LayoutId::List, LayoutId::ValueArray, LayoutId::Instance, LayoutId::Dict] {
            assert!(LAYOUTS[id as usize].has_refs(), "{}", LAYOUTS[id as usize].name);
        }
    }

    #[test]
    fn sizes_are_word_multiples() {
        assert_eq!(size_of::<Header>(), 8);
        for l in &LAYOUTS {
            assert_eq!(l.fixed_size % 8, 0, "{}", l.name);
            assert_eq!(l.size_for(3) % 8, 0, "{}", l.name);
        }
        assert_eq!(LAYOUTS[LayoutId::Str as usize].size_for(1), size_of::<StrObject>() + 8);
    }
}
