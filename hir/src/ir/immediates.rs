//! The non-value operands of instructions: unary operators, object fields, runtime helpers, raise kinds and low-level operator names.

use crate::{Type, types};
pub use ember_runtime::code::Binding;
use ember_runtime::code::{BinOp, CmpOp};
use ember_runtime::layout::{CellObject, LayoutId, ListObject, RangeIterObject, SeqIterObject};
use ember_runtime::value::Value;

/// Unary operators of the bytecode.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum UnaryOp {
    Neg,
    Pos,
    Invert,
    Not,
}

impl UnaryOp {
    pub fn name(self) -> &'static str {
        match self {
            UnaryOp::Neg => "Neg",
            UnaryOp::Pos => "Pos",
            UnaryOp::Invert => "Invert",
            UnaryOp::Not => "Not",
        }
    }
}

/// A field of a runtime layout that low-level code reads or writes.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Field {
    /// A list's item storage: a `ValueArray`, or the `BoolArray`, `IntArray` or
    /// `FloatArray` of a list holding only bools, small ints or immediate floats (see
    /// `LayoutId`); the generic array instructions handle all four.
    ListItems,
    /// The next value a range iterator yields (a CInt64, maybe outside the small-int
    /// range).
    RangeIterNext,
    /// How many values a range iterator has left (a CInt64 read as unsigned).
    RangeIterRemaining,
    /// A range iterator's step (a CInt64).
    RangeIterStep,
    /// The position of a sequence iterator (over a list or a tuple: the index of the
    /// next item; a CInt64).
    SeqIterIndex,
    /// The sequence a sequence iterator runs over (an object, which never changes).
    SeqIterSeq,
    /// The value in a closure cell (NULL while the cell is empty): `LoadCell` without
    /// its check, for a guard to test (a cell read hoisted out of a loop).
    CellValue,
}

/// The kind of object `NewObject` makes and `VirtualObject` stands for: a runtime
/// layout whose fields low-level code knows, all of them given at creation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ObjectKind {
    /// A range iterator (`range_iterator`), by its next value, the count of values
    /// left and its step, all CInt64s; every value it will produce is a small int.
    RangeIter,
    /// A sequence iterator over an exact list or tuple (`seq_iterator`), by the
    /// sequence and the index of the next item (a CInt64).
    SeqIter,
}

impl ObjectKind {
    pub const ALL: [ObjectKind; 2] = [ObjectKind::RangeIter, ObjectKind::SeqIter];

    /// The fields an instruction of this kind gives, in the order of its operands.
    pub fn fields(self) -> &'static [Field] {
        match self {
            ObjectKind::RangeIter => &[Field::RangeIterNext, Field::RangeIterRemaining, Field::RangeIterStep],
            ObjectKind::SeqIter => &[Field::SeqIterSeq, Field::SeqIterIndex],
        }
    }

    /// The object's runtime layout.
    pub fn layout(self) -> LayoutId {
        match self {
            ObjectKind::RangeIter => LayoutId::RangeIter,
            ObjectKind::SeqIter => LayoutId::SeqIter,
        }
    }

    /// The type of the object.
    pub fn result_type(self) -> Type {
        match self {
            ObjectKind::RangeIter => types::RangeIterator,
            ObjectKind::SeqIter => types::SeqIterator,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            ObjectKind::RangeIter => "range_iterator",
            ObjectKind::SeqIter => "seq_iterator",
        }
    }

    pub fn from_name(name: &str) -> Option<ObjectKind> {
        ObjectKind::ALL.into_iter().find(|k| k.name() == name)
    }

    /// Makes the object with its fields' words (`fields()`'s order), as compiled code
    /// and a deopt's materialisation both do. Allocates: the caller roots any object
    /// among `words`.
    pub fn make(self, rt: &mut ember_runtime::vm::Rt, words: &[u64]) -> Value {
        match self {
            ObjectKind::RangeIter => {
                let [next, remaining, step] = *words else { unreachable!("a range iterator has three fields") };
                ember_runtime::ops::new_range_iter(rt, next as i64, remaining, step as i64)
            }
            ObjectKind::SeqIter => {
                let [seq, index] = *words else { unreachable!("a sequence iterator has two fields") };
                ember_runtime::ops::new_seq_iter(rt, Value(seq), index as usize, 0)
            }
        }
    }
}

/// A list storage narrower than values, which `GuardStorage` checks for (PyPy's list
/// strategies; see `LayoutId::BoolArray`, `IntArray`, `FloatArray`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Storage {
    /// One byte per item (`LoadBoolItem`, `StoreBoolItem`).
    Bools,
    /// Small ints only (`LoadNumberItem` reads a Fixnum).
    Ints,
    /// Immediate floats only (`LoadNumberItem` reads a Flonum).
    Floats,
}

impl Storage {
    pub const ALL: [Storage; 3] = [Storage::Bools, Storage::Ints, Storage::Floats];

    pub fn name(self) -> &'static str {
        match self {
            Storage::Bools => "bools",
            Storage::Ints => "ints",
            Storage::Floats => "floats",
        }
    }

    pub fn from_name(name: &str) -> Option<Storage> {
        Storage::ALL.into_iter().find(|s| s.name() == name)
    }

    /// The layout of a storage array of this kind.
    pub fn layout(self) -> LayoutId {
        match self {
            Storage::Bools => LayoutId::BoolArray,
            Storage::Ints => LayoutId::IntArray,
            Storage::Floats => LayoutId::FloatArray,
        }
    }

    /// The type of an item `LoadNumberItem` reads from this storage (None for bools,
    /// which `LoadBoolItem` reads as machine bools).
    pub fn number_type(self) -> Option<Type> {
        match self {
            Storage::Bools => None,
            Storage::Ints => Some(crate::types::Fixnum),
            Storage::Floats => Some(crate::types::Flonum),
        }
    }
}

impl Field {
    pub const ALL: [Field; 7] = [
        Field::ListItems,
        Field::RangeIterNext,
        Field::RangeIterRemaining,
        Field::RangeIterStep,
        Field::SeqIterIndex,
        Field::SeqIterSeq,
        Field::CellValue,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Field::ListItems => "list.items",
            Field::RangeIterNext => "range_iterator.next",
            Field::RangeIterRemaining => "range_iterator.remaining",
            Field::RangeIterStep => "range_iterator.step",
            Field::SeqIterIndex => "seq_iterator.index",
            Field::SeqIterSeq => "seq_iterator.seq",
            Field::CellValue => "cell.value",
        }
    }

    /// The field's byte offset in its object.
    pub fn offset(self) -> usize {
        use std::mem::offset_of;
        match self {
            Field::ListItems => offset_of!(ListObject, items),
            Field::RangeIterNext => offset_of!(RangeIterObject, next),
            Field::RangeIterRemaining => offset_of!(RangeIterObject, remaining),
            Field::RangeIterStep => offset_of!(RangeIterObject, step),
            Field::SeqIterIndex => offset_of!(SeqIterObject, index),
            Field::SeqIterSeq => offset_of!(SeqIterObject, seq),
            Field::CellValue => offset_of!(CellObject, value),
        }
    }

    /// The type of the field's value.
    pub fn ty(self) -> Type {
        match self {
            // Not a Python object, but a GC reference the collector traces.
            Field::ListItems => crate::types::Object,
            Field::SeqIterSeq => crate::types::Object,
            Field::RangeIterNext | Field::RangeIterRemaining | Field::RangeIterStep | Field::SeqIterIndex => {
                crate::types::CInt64
            }
            Field::CellValue => crate::types::OptObject,
        }
    }

    /// The type of the object holding the field.
    pub fn object_ty(self) -> Type {
        match self {
            Field::ListItems => crate::types::ListExact,
            Field::RangeIterNext | Field::RangeIterRemaining | Field::RangeIterStep => crate::types::RangeIterator,
            Field::SeqIterIndex | Field::SeqIterSeq => crate::types::SeqIterator,
            Field::CellValue => crate::types::Cell,
        }
    }

    pub fn from_name(name: &str) -> Option<Field> {
        Field::ALL.into_iter().find(|f| f.name() == name)
    }
}

/// A runtime function a `CallHelper` calls (`ember_runtime::shared_ops` and friends),
/// for bytecode operations that have no finer HIR form. Operands are listed per
/// helper; names index the code object's name table.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Helper {
    /// `name` in a class body; operand: the namespace.
    LoadName(u32),
    /// `name = v` in a class body; operands: the namespace, v.
    StoreName(u32),
    /// `del name` in a class body; operand: the namespace.
    DeleteName(u32),
    /// `class name(*bases)`; operands: the body function, the bases.
    BuildClass(u32),
    /// `import name`.
    ImportModule(u32),
    /// `from module import name`; operand: the module.
    ImportFrom(u32),
    /// `del name` of module global slot `name`.
    DeleteGlobal(u32),
    /// A dict of the operands (key, value, key, value, …).
    BuildMap,
    /// A set of the operands.
    BuildSet,
    /// A set display of the constants in the tuple operand, in CPython's order.
    BuildConstSet,
    /// Adds the operand to a set (comprehensions); operands: set, value.
    SetAdd,
    /// Stores a key/value in a dict (comprehensions); operands: dict, key, value.
    MapAdd,
    /// `del c[i]`; operands: c, i.
    DeleteItem,
    /// `del c[a:b:s]`; operands: c, a, b, s.
    DeleteSlice,
    /// `del o.name`; operand: o.
    DeleteAttr(u32),
    /// `*v` in a call; operands: callee, the argument list, v.
    ExtendCallArgs,
    /// `**m` in a call; operands: callee, the keyword dict, m.
    MergeCallKwargs,
    /// `k=v` in a call with `**`; operands: callee, the keyword dict, k, v.
    AddKeyword,
    /// `f(*list, **dict)`; operands: f, the list, the dict (or NULL).
    CallEx,
    /// `recv.name(*args)` whose last `len(kwnames)` arguments are keywords; operands:
    /// recv, the arguments.
    CallMethodKw { name: u32, kwnames: Value },
    /// `list.name(*args)` on an exact list (no lookup); operands: the list, the
    /// arguments.
    ListMethod(u32),
    /// `dict.name(*args)` on an exact dict (no lookup); operands: the dict, the
    /// arguments.
    DictMethod(u32),
    /// `str.name(*args)` on an exact str (no lookup); operands: the str, the
    /// arguments.
    StrMethod(u32),
    /// An f-string field with a conversion (0 none, 1 `!s`, 2 `!r`, 3 `!a`); operands:
    /// the value, the format spec (or NULL).
    FormatValue(u8),
    /// The concatenation of the str operands.
    BuildString,
    /// The exception `raise v from cause` raises: `v` (a class is instantiated) with
    /// its `__cause__` set (TypeError unless the cause is None or an exception class
    /// or instance); operands: v, the cause.
    WithCause,
    /// `range(start, stop, step)` of ints, without the generic call (ValueError for a
    /// zero step); operands: start, stop, step.
    NewRange,
    /// `with mgr`: `__enter__` and `__exit__` looked up, `__enter__()` called; a tuple
    /// of the bound `__exit__` and its result. Operand: mgr.
    EnterWith,
    /// A `with` block left by an exception: `exit(type(exc), exc, None)`, as a bool
    /// saying whether to suppress it. Operands: exit, exc.
    WithExcept,
    /// The frame stops handling its newest handled exception (leaving an except clause
    /// or a finally block).
    PopExcInfo,
    /// Whether exception `exc` matches `class` (a class or a tuple of them), as a
    /// bool; TypeError when `class` is no exception class. Operands: exc, class.
    CheckExcMatch,
    /// Raises as `Raise` of `kind` does, inside a `try` (the block's `Try` takes the
    /// exception to its handler). Operand: the value, if the kind takes one.
    Raise(RaiseKind),
    /// A loop's back edge in a function with exception handlers: raises
    /// KeyboardInterrupt when a SIGINT is pending, so a `try` around the loop sees it
    /// (compiled code polls the back edges of other functions itself).
    PollInterrupt,
    /// `iter(range(start, stop, step))` of ints where nothing else sees the range: a
    /// range iterator made directly (ValueError for a zero step); operands as
    /// `NewRange`'s.
    NewRangeIter,
    /// The value of a `yield from` whose iterator is exhausted: the return value of
    /// the generator it delegated to, else None. Operand: the iterator.
    IterReturnValue,
    /// `d[k]` of an exact dict (KeyError when absent). Operands: d, k.
    DictGetItem,
    /// `d[k] = v` of an exact dict. Operands: d, k, v.
    DictSetItem,
    /// What an exception class's `__new__` keeps of the constructor arguments
    /// (`classes::keep_exception_arguments`). Operands: the new instance, the
    /// arguments.
    KeepExceptionArguments,
    /// `BaseException.__init__(obj, *args)` of an instance of a user exception
    /// class, without keywords: its `args` set as the builtin sets them
    /// (`classes::init_exception_args`). Operands: the instance, the arguments.
    ExceptionInit,
    /// `len(x)` of a value of any type (the builtin `len` known): compiled code
    /// reads the length of a list, tuple or str itself. Operand: x.
    Len,
    /// `k in d` of an exact dict, as a bool. Operands: d, k.
    DictContains,
    /// `d.get(k)` or `d.get(k, default)` of an exact dict. Operands: d, k, and the
    /// default if given.
    DictGet,
    /// `list.pop()` on an exact list: its last item, removed (IndexError when it is
    /// empty). Operand: the list.
    ListPop,
    /// `locals()` in a function: a new dict of its bound locals by name. Operands:
    /// every local (NULL when unbound).
    Locals,
    /// `a op b` of two exact ints, small or big (`int::int_binop`, no operator
    /// dispatch): for operands the profile saw big, or a site where small ones
    /// overflowed, so that a result outside the small-int range is no deopt. Compiled
    /// code tries two small ints inline first. Not `/` or `**`, whose results need not
    /// be ints. Operands: a, b.
    IntArith(BinOp),
    /// `k in s` of an exact set or frozenset, as a bool. Operands: s, k.
    SetContains,
    /// The operand, a local's value read where an append site (`AppendLocal`)
    /// extends that local: if it is a str the appends own, it becomes an ordinary
    /// str (`ember_runtime::vm::share_str`), as it may now be referred to from
    /// anywhere.
    ShareStr,
    /// `s + w` of two exact strs at an append site (`Rt::append_str`): in place when
    /// `s` is a str an earlier append made and nothing has read since. Operands: s, w.
    AppendStr,
    /// `s += w` (`s + w` when not `inplace`) at an append site whose operands' types
    /// are unknown: `AppendStr` for two exact strs, else the generic addition.
    /// Operands: s, w.
    Append { inplace: bool },
    /// `a, *b, c = v`: the first `before` items of iterable `v`, a list of the middle
    /// ones and the last `after`, as a tuple. Operand: v.
    UnpackStarred { before: u16, after: u16 },
}

impl Helper {
    /// Whether the helper's result is a value (the others run for their effect).
    pub fn has_result(&self) -> bool {
        !matches!(
            self,
            Helper::StoreName(_)
                | Helper::DeleteName(_)
                | Helper::DeleteGlobal(_)
                | Helper::SetAdd
                | Helper::MapAdd
                | Helper::DeleteItem
                | Helper::DeleteSlice
                | Helper::DeleteAttr(_)
                | Helper::ExtendCallArgs
                | Helper::MergeCallKwargs
                | Helper::AddKeyword
                | Helper::PopExcInfo
                | Helper::Raise(_)
                | Helper::PollInterrupt
                | Helper::DictSetItem
                | Helper::KeepExceptionArguments
                | Helper::ExceptionInit
        )
    }

    /// The type of the helper's result.
    pub fn result_type(&self) -> Type {
        use crate::types;
        match self {
            Helper::BuildMap | Helper::Locals => types::DictExact,
            Helper::BuildSet | Helper::BuildConstSet => types::SetExact,
            Helper::FormatValue(_) | Helper::BuildString => types::UnicodeExact,
            Helper::BuildClass(_) => types::Type,
            Helper::ImportModule(_) => types::Module,
            Helper::NewRange => types::Range,
            Helper::NewRangeIter => types::RangeIterator | types::SeqIterator,
            Helper::EnterWith | Helper::UnpackStarred { .. } => types::TupleExact,
            Helper::WithExcept | Helper::CheckExcMatch | Helper::DictContains | Helper::SetContains => types::Bool,
            Helper::IntArith(_) | Helper::Len => types::LongExact,
            Helper::AppendStr => types::UnicodeExact,
            h if !h.has_result() => types::Bottom,
            _ => types::Object,
        }
    }
}

/// The type of what method `name` of an exact str returns (`Helper::StrMethod`),
/// where it is always a new object of one exact type (or a bool).
pub fn str_method_result(name: &str) -> Type {
    use crate::types;
    match name {
        "partition" | "rpartition" => types::TupleExact,
        "split" | "rsplit" | "splitlines" => types::ListExact,
        "find" | "rfind" | "index" | "rindex" | "count" => types::LongExact,
        "startswith" | "endswith" | "isdigit" | "isnumeric" | "isdecimal" | "isalpha" | "isalnum" | "isspace"
        | "isupper" | "islower" => types::Bool,
        _ => types::Object,
    }
}

/// What a `Raise` raises.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum RaiseKind {
    /// A bare `raise`: the exception being handled (RuntimeError when there is none).
    Reraise,
    /// `raise value` (a class is instantiated).
    Value,
    /// A failing `assert`, with the str of the value as message when there is one.
    Assert,
    /// The end of an except chain no clause matched, or of a `finally` run for an
    /// exception: the handled exception ends and is raised again with the traceback
    /// it was caught with.
    Caught,
}

/// The name of a low-level arithmetic or comparison instruction, e.g. `IntAdd`,
/// `FloatLt` (`kind` is `Int` or `Float`).
pub fn low_level_name(kind: &str, op: LowOp) -> String {
    let op = match op {
        LowOp::Arith(BinOp::TrueDiv) => "Div".to_string(),
        LowOp::Arith(op) => format!("{op:?}"),
        LowOp::Compare(op) => format!("{op:?}"),
    };
    format!("{kind}{op}")
}

/// The operator of a low-level arithmetic or comparison instruction.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum LowOp {
    Arith(BinOp),
    Compare(CmpOp),
}

/// One shape an attribute site's inline cache saw: instances of shape `from` have
/// the attribute in slot `slot` (`to == from`), or a store adding it puts it in slot
/// `slot` and moves them to shape `to`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SlotWay {
    pub from: u32,
    pub to: u32,
    pub slot: u32,
}

impl SlotWay {
    /// Whether the way adds the attribute (a store), rather than finding it.
    pub fn adds(self) -> bool {
        self.from != self.to
    }
}

/// One receiver kind a method-call site's inline cache saw: instances of class
/// `class` with shape `shape` find the plain function `function` for the method's
/// name, while each class in `versions` (the MRO up to the one defining it) keeps the
/// version recorded with it. A `super()` way (`start` given) is for super objects of
/// start class `start` bound to an instance of `class`, whatever its shape, and
/// `versions` are the classes after `start` the lookup consulted. `binding` says what
/// the function receives first (a staticmethod's nothing, a classmethod's the class).
/// The classes and the function are pinned.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MethodWay {
    pub class: Value,
    pub shape: u32,
    pub function: Value,
    pub versions: Vec<(Value, u64)>,
    pub start: Option<Value>,
    pub binding: Binding,
}

impl MethodWay {
    /// When `receiver` is what this way is for and every class the lookup consulted
    /// keeps its version: what the function receives before the call's arguments
    /// (the receiver, a super object's instance, the class, or nothing).
    pub fn first_arguments(&self, receiver: Value) -> Option<Option<Value>> {
        let obj = self.instance_of(receiver)?;
        Some(match self.binding {
            Binding::Instance => Some(obj),
            Binding::Class => Some(self.class),
            Binding::Static => None,
        })
    }

    /// The instance a receiver this way is for stands for (itself, or a super
    /// object's instance), while the lookup's classes keep their versions.
    fn instance_of(&self, receiver: Value) -> Option<Value> {
        use ember_runtime::classes::{instance, super_parts};
        use ember_runtime::object::is_layout;
        let (obj, shape_matters) = match self.start {
            None => (receiver, true),
            Some(start) => match super_parts(receiver) {
                Some((s, obj)) if s == start => (obj, false),
                _ => return None,
            },
        };
        let matches = is_layout(obj, LayoutId::Instance)
            && instance(obj).class == self.class
            && (!shape_matters || ember_runtime::instance_attrs::shape_of(obj) == self.shape)
            && self.versions_hold();
        matches.then_some(obj)
    }

    /// The objects the way names: its class, its function, the classes consulted.
    pub fn objects(&self) -> impl Iterator<Item = Value> + '_ {
        [self.class, self.function].into_iter().chain(self.start).chain(self.versions.iter().map(|&(k, _)| k))
    }

    /// Whether every class the lookup consulted keeps its recorded version.
    pub fn versions_hold(&self) -> bool {
        ember_runtime::classes::versions_hold(&self.versions)
    }
}

/// A code object named by an instruction (`GuardCode`): code objects live as long as
/// the runtime. Equal and hashed by identity; printed by its qualified name. It
/// holds the address (a key of the passes' maps must have no interior mutability,
/// which a `Code` has).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct CodeRef(usize);

impl CodeRef {
    pub fn of(code: &'static ember_runtime::code::Code) -> CodeRef {
        CodeRef(code as *const ember_runtime::code::Code as usize)
    }

    pub fn get(self) -> &'static ember_runtime::code::Code {
        // SAFETY: made from a `&'static Code` (`CodeRef::of`).
        unsafe { &*(self.0 as *const ember_runtime::code::Code) }
    }

    /// The code's address, as compiled code compares it.
    pub fn address(self) -> usize {
        self.0
    }
}

impl std::fmt::Debug for CodeRef {
    fn fmt(&self, out: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(out, "{}", self.get().qualname)
    }
}
