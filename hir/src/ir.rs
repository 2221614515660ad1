//! The HIR: a function is basic blocks of SSA instructions; joins are block parameters
//! (no phis). Every value is an instruction id (`v12`), every block an id (`bb3`), and
//! every value has a [`Type`].
//!
//! Instructions that can leave compiled code (raise, call arbitrary Python, fail a
//! guard) carry a [`FrameState`]: the bytecode offset and the SSA values of the locals
//! and the operand stack *before* the instruction, from which the bytecode interpreter
//! can re-execute it.

use crate::Type;
use ember_runtime::code::{BinOp, CmpOp};
use ember_runtime::layout::{ListObject, RangeIterObject, SeqIterObject};
use ember_runtime::value::Value;
use std::fmt;

/// An instruction, and the value it defines.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct InsnId(pub u32);

/// A basic block.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BlockId(pub u32);

impl fmt::Display for InsnId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "v{}", self.0)
    }
}

impl fmt::Display for BlockId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bb{}", self.0)
    }
}

/// Where the bytecode interpreter resumes if the instruction leaves compiled code:
/// it re-executes the instruction at `pc` with these locals and operand stack.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct FrameState {
    pub pc: u32,
    /// One value per local slot; an unbound local is a `Nullptr` constant.
    pub locals: Vec<InsnId>,
    pub stack: Vec<InsnId>,
    /// Field writes made before the interpreter resumes: compiled code may keep an
    /// object's fields in registers (a loop's iterator, see
    /// [`crate::passes::iter_loops`]) and write them back only when it leaves.
    /// PyPy's resume data carries the same "pending field writes".
    pub writes: Vec<FieldWrite>,
}

impl FrameState {
    pub fn new(pc: u32, locals: Vec<InsnId>, stack: Vec<InsnId>) -> FrameState {
        FrameState { pc, locals, stack, writes: Vec::new() }
    }

    /// The locals, then the operand stack: what the interpreter frame receives.
    pub fn entries(&self) -> impl Iterator<Item = InsnId> + '_ {
        self.locals.iter().chain(&self.stack).copied()
    }

    /// Replaces each value the state uses (entries and writes) by `f` of it.
    pub fn map_values(&mut self, mut f: impl FnMut(InsnId) -> InsnId) {
        let mut m = |v: &mut InsnId| *v = f(*v);
        self.locals.iter_mut().chain(&mut self.stack).for_each(&mut m);
        self.writes.iter_mut().flat_map(|w| [&mut w.object, &mut w.value]).for_each(m);
    }

    /// How many values the state uses (entries and writes).
    pub fn value_count(&self) -> usize {
        self.locals.len() + self.stack.len() + 2 * self.writes.len()
    }
}

/// `object.field = value`, made when leaving compiled code at a frame state.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct FieldWrite {
    pub object: InsnId,
    pub field: Field,
    pub value: InsnId,
}

/// A jump's destination and the values it passes as the block's parameters.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Edge {
    pub target: BlockId,
    pub args: Vec<InsnId>,
}

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
    /// A list's item storage: a `ValueArray`, or a `BoolArray` for a list of bools
    /// (see `LayoutId::BoolArray`); the array instructions handle both.
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
}

impl Field {
    pub const ALL: [Field; 5] =
        [Field::ListItems, Field::RangeIterNext, Field::RangeIterRemaining, Field::RangeIterStep, Field::SeqIterIndex];

    pub fn name(self) -> &'static str {
        match self {
            Field::ListItems => "list.items",
            Field::RangeIterNext => "range_iterator.next",
            Field::RangeIterRemaining => "range_iterator.remaining",
            Field::RangeIterStep => "range_iterator.step",
            Field::SeqIterIndex => "seq_iterator.index",
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
        }
    }

    /// The type of the field's value.
    pub fn ty(self) -> Type {
        match self {
            // Not a Python object, but a GC reference the collector traces.
            Field::ListItems => crate::types::Object,
            Field::RangeIterNext | Field::RangeIterRemaining | Field::RangeIterStep | Field::SeqIterIndex => {
                crate::types::CInt64
            }
        }
    }

    /// The type of the object holding the field.
    pub fn object_ty(self) -> Type {
        match self {
            Field::ListItems => crate::types::ListExact,
            Field::RangeIterNext | Field::RangeIterRemaining | Field::RangeIterStep => crate::types::RangeIterator,
            Field::SeqIterIndex => crate::types::SeqIterator,
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
    /// An f-string field with a conversion (0 none, 1 `!s`, 2 `!r`, 3 `!a`); operands:
    /// the value, the format spec (or NULL).
    FormatValue(u8),
    /// The concatenation of the str operands.
    BuildString,
    /// The check `raise v from cause` makes of its cause (TypeError unless it is None
    /// or an exception class or instance); operand: the cause.
    CheckCause,
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
                | Helper::CheckCause
        )
    }

    /// The type of the helper's result.
    pub fn result_type(&self) -> Type {
        use crate::types;
        match self {
            Helper::BuildMap => types::DictExact,
            Helper::BuildSet | Helper::BuildConstSet => types::SetExact,
            Helper::FormatValue(_) | Helper::BuildString => types::UnicodeExact,
            Helper::BuildClass(_) => types::Type,
            Helper::ImportModule(_) => types::Module,
            h if !h.has_result() => types::Bottom,
            _ => types::Object,
        }
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

/// One HIR instruction. Names in `names` index the code object's name table.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Insn {
    /// The `index`th parameter of its block (the function's locals, for the entry
    /// block; otherwise the locals and operand stack a predecessor passes).
    Param { index: u32 },
    /// A constant object (immortal: a code constant, a builtin, None) or NULL.
    Const { value: Value },
    /// The value of module global `name` (falling back to the builtins); NameError
    /// when unbound.
    LoadGlobal { name: u32, state: FrameState },
    /// `global name = value`.
    StoreGlobal { name: u32, value: InsnId, state: FrameState },
    /// Raises UnboundLocalError for local `local` when `value` is NULL; else `value`.
    CheckBound { value: InsnId, local: u32, state: FrameState },
    /// `left op right` with Python's semantics (`inplace`: the augmented form).
    BinaryOp { op: BinOp, inplace: bool, left: InsnId, right: InsnId, state: FrameState },
    /// `left op right` for a comparison, as a Python bool.
    Compare { op: CmpOp, left: InsnId, right: InsnId, state: FrameState },
    /// `-x`, `+x`, `~x`, `not x`.
    UnaryOp { op: UnaryOp, operand: InsnId, state: FrameState },
    /// The truth of `value` as a CBool (may call `__bool__`/`__len__`).
    IsTruthy { value: InsnId, state: FrameState },
    /// Whether `value` is NULL, as a CBool.
    IsNull { value: InsnId },
    /// `container[index]`.
    GetItem { container: InsnId, index: InsnId, state: FrameState },
    /// `container[index] = value`.
    SetItem { container: InsnId, index: InsnId, value: InsnId, state: FrameState },
    /// `object.name`.
    LoadAttr { object: InsnId, name: u32, state: FrameState },
    /// `object.name = value`.
    StoreAttr { object: InsnId, name: u32, value: InsnId, state: FrameState },
    /// `callee(*args)`.
    CallFunction { callee: InsnId, args: Vec<InsnId>, state: FrameState },
    /// `callee(*args)` where the last `len(kwnames)` arguments are keyword arguments
    /// named by the tuple constant `kwnames`.
    CallKw { callee: InsnId, args: Vec<InsnId>, kwnames: Value, state: FrameState },
    /// `receiver.name(*args)`.
    CallMethod { receiver: InsnId, name: u32, args: Vec<InsnId>, state: FrameState },
    /// A new list of `items`.
    BuildList { items: Vec<InsnId> },
    /// A new tuple of `items`.
    BuildTuple { items: Vec<InsnId> },
    /// `iter(iterable)`.
    GetIter { iterable: InsnId, state: FrameState },
    /// The iterator's next value, or NULL when it is exhausted.
    IterNext { iter: InsnId, state: FrameState },
    /// A new function of `code` (a code-object constant) with its defaults tuples and
    /// closure tuple when given.
    MakeFunction { code: Value, defaults: Option<InsnId>, kwdefaults: Option<InsnId>, closure: Option<InsnId> },
    /// A new cell holding `value` (NULL: empty).
    MakeCell { value: InsnId },
    /// The `index`th cell of the running function's closure.
    FreeVar { index: u32 },
    /// The value in `cell`; raises (naming local `local`) when the cell is empty.
    LoadCell { cell: InsnId, local: u32, state: FrameState },
    /// Puts `value` in `cell`.
    StoreCell { cell: InsnId, value: InsnId },
    /// Appends `value` to the list `list` (comprehensions).
    ListAppend { list: InsnId, value: InsnId },
    /// The `count` items of `sequence` as a tuple; raises if it has another length.
    Unpack { sequence: InsnId, count: u32, state: FrameState },
    /// Item `index` of the tuple `tuple` (in bounds).
    TupleItem { tuple: InsnId, index: u32 },
    /// `container[start:stop:step]` (missing bounds are None).
    GetSlice { container: InsnId, start: InsnId, stop: InsnId, step: InsnId, state: FrameState },
    /// `container[start:stop:step] = value`.
    SetSlice { container: InsnId, start: InsnId, stop: InsnId, step: InsnId, value: InsnId, state: FrameState },
    /// Go to `edge`'s block (a terminator).
    Jump { edge: Edge },
    /// Go to `if_true` when the CBool `cond` holds, else to `if_false` (a terminator).
    Branch { cond: InsnId, if_true: Edge, if_false: Edge },
    /// Return `value` from the function (a terminator).
    Return { value: InsnId },
    /// Raise an exception (a terminator); `value` as `kind` says.
    Raise { kind: RaiseKind, value: Option<InsnId>, state: FrameState },
    /// Calls a runtime helper for a bytecode operation with no finer form.
    CallHelper { helper: Helper, args: Vec<InsnId>, state: FrameState },

    // ---- Low-level instructions (`lower`'s output), after `ootypesystem.tex`. ----
    // CInt64 values that stand for Python ints always lie in the small-int range
    // (63 bits), so boxing one never allocates and never fails; an operation whose
    // result would leave that range deopts instead.
    /// A primitive constant (CInt64, CDouble, CBool): `bits` is the integer, or the
    /// double's bit pattern. Its type carries the same value.
    PrimConst { bits: u64 },
    /// `value`, checked to be of type `ty` (a tag or class test); deopts to `state`
    /// when it is not. Its value is `value` with the narrower type.
    GuardType { value: InsnId, ty: Type, state: FrameState },
    /// `value`, checked to be the object `expected`; deopts to `state` when it is not.
    GuardIs { value: InsnId, expected: Value, state: FrameState },
    /// The machine value of an object: a small int's CInt64, a float's CDouble, a
    /// bool's CBool.
    Unbox { value: InsnId },
    /// The object of a machine value (the inverse of `Unbox`): a CInt64 in the
    /// small-int range, a CDouble (an immediate or a new heap float) or a CBool.
    Box { value: InsnId },
    /// Arithmetic on CInt64s with Python's semantics (floor division and modulo round
    /// toward negative infinity). `state` is there exactly when the operation can fail:
    /// a result outside the small-int range, a zero divisor or a negative shift count
    /// deopt to it, and the interpreter redoes the operation (making a big int or
    /// raising). Without a state, addition, subtraction and multiplication wrap at 64
    /// bits (`lowops::int_arith_unchecked`).
    IntArith { op: BinOp, left: InsnId, right: InsnId, state: Option<FrameState> },
    /// A comparison of CInt64s, as a CBool.
    IntCompare { op: CmpOp, left: InsnId, right: InsnId },
    /// `if_true` when `cond` (a CBool) is true, else `if_false`: two machine values of
    /// one kind (CInt64, CDouble or CBool), chosen without a branch.
    Select { cond: InsnId, if_true: InsnId, if_false: InsnId },
    /// `-operand` of a CInt64; deopts when the result leaves the small-int range.
    IntNeg { operand: InsnId, state: FrameState },
    /// `~operand` of a CInt64.
    IntInvert { operand: InsnId },
    /// Arithmetic on CDoubles with Python's semantics; `state` (there exactly for
    /// division, floor division and modulo) is where a zero divisor deopts to.
    FloatArith { op: BinOp, left: InsnId, right: InsnId, state: Option<FrameState> },
    /// A comparison of CDoubles (IEEE: NaN is unordered), as a CBool.
    FloatCompare { op: CmpOp, left: InsnId, right: InsnId },
    /// `-operand` of a CDouble.
    FloatNeg { operand: InsnId },
    /// The CDouble nearest a CInt64 (exact below 2**53).
    CastIntToFloat { value: InsnId },
    /// The negation of a CBool.
    BoolNot { value: InsnId },
    /// Whether `left` and `right` are the same object (`is`), as a CBool.
    IsSame { left: InsnId, right: InsnId },
    /// The length of a list or tuple (their `len` fields), as a CInt64.
    ArrayLen { array: InsnId },
    /// `index` made non-negative for a sequence of `length` items (Python's negative
    /// indices); deopts when it is out of range, and the interpreter raises IndexError.
    CheckIndex { index: InsnId, length: InsnId, state: FrameState },
    /// A field of `object`.
    LoadField { object: InsnId, field: Field },
    /// Item `index` (a CInt64 in range) of a tuple or of a list's item storage.
    LoadArrayItem { array: InsnId, index: InsnId },
    /// Sets item `index` (in range) of a list's item storage to `value`.
    StoreArrayItem { array: InsnId, index: InsnId, value: InsnId },
    /// `array` (a list's item storage), checked to hold bools as bytes (a
    /// `BoolArray`); deopts to `state` when it holds values (the list was widened).
    /// Only the bool accesses it dominates with nothing between that could widen a
    /// list (a call, a store of a value into a list) may rely on it.
    GuardBoolArray { array: InsnId, state: FrameState },
    /// Item `index` (a CInt64 in range) of a `BoolArray`, as a CBool.
    LoadBoolItem { array: InsnId, index: InsnId },
    /// Sets item `index` (in range) of a `BoolArray` to `value`, a CBool.
    StoreBoolItem { array: InsnId, index: InsnId, value: InsnId },
    /// Sets a field of `object` to `value`.
    StoreField { object: InsnId, field: Field, value: InsnId },
    /// Checks that every value a range iterator with these fields will produce
    /// (`remaining` of them, from `next` by `step`; all CInt64) lies in the small-int
    /// range, so that each may stand for a Python int; deopts to `state` when one
    /// does not. Its result is `next`.
    CheckRangeSmall { next: InsnId, remaining: InsnId, step: InsnId, state: FrameState },
}

/// The frame state of an instruction, by reference or by mutable reference (match
/// ergonomics bind `state` as the instruction is borrowed).
macro_rules! frame_state_of {
    ($insn:expr) => {
        match $insn {
            Insn::LoadGlobal { state, .. }
            | Insn::StoreGlobal { state, .. }
            | Insn::CheckBound { state, .. }
            | Insn::BinaryOp { state, .. }
            | Insn::Compare { state, .. }
            | Insn::UnaryOp { state, .. }
            | Insn::IsTruthy { state, .. }
            | Insn::GetItem { state, .. }
            | Insn::SetItem { state, .. }
            | Insn::LoadAttr { state, .. }
            | Insn::StoreAttr { state, .. }
            | Insn::CallFunction { state, .. }
            | Insn::CallKw { state, .. }
            | Insn::CallMethod { state, .. }
            | Insn::GetIter { state, .. }
            | Insn::IterNext { state, .. }
            | Insn::LoadCell { state, .. }
            | Insn::Unpack { state, .. }
            | Insn::GetSlice { state, .. }
            | Insn::SetSlice { state, .. }
            | Insn::Raise { state, .. }
            | Insn::CallHelper { state, .. }
            | Insn::GuardType { state, .. }
            | Insn::GuardIs { state, .. }
            | Insn::IntNeg { state, .. }
            | Insn::CheckIndex { state, .. }
            | Insn::GuardBoolArray { state, .. }
            | Insn::CheckRangeSmall { state, .. } => Some(state),
            Insn::IntArith { state, .. } | Insn::FloatArith { state, .. } => Option::from(state),
            Insn::Param { .. }
            | Insn::PrimConst { .. }
            | Insn::Unbox { .. }
            | Insn::Box { .. }
            | Insn::IntCompare { .. }
            | Insn::Select { .. }
            | Insn::IntInvert { .. }
            | Insn::FloatCompare { .. }
            | Insn::FloatNeg { .. }
            | Insn::CastIntToFloat { .. }
            | Insn::BoolNot { .. }
            | Insn::IsSame { .. }
            | Insn::ArrayLen { .. }
            | Insn::LoadField { .. }
            | Insn::LoadArrayItem { .. }
            | Insn::StoreArrayItem { .. }
            | Insn::LoadBoolItem { .. }
            | Insn::StoreBoolItem { .. }
            | Insn::StoreField { .. }
            | Insn::Const { .. }
            | Insn::IsNull { .. }
            | Insn::BuildList { .. }
            | Insn::BuildTuple { .. }
            | Insn::MakeFunction { .. }
            | Insn::MakeCell { .. }
            | Insn::FreeVar { .. }
            | Insn::StoreCell { .. }
            | Insn::ListAppend { .. }
            | Insn::TupleItem { .. }
            | Insn::Jump { .. }
            | Insn::Branch { .. }
            | Insn::Return { .. } => None,
        }
    };
}

/// Calls `$m` on each operand of an instruction (not its frame state), by reference or
/// by mutable reference as the instruction is borrowed.
macro_rules! visit_operands {
    ($insn:expr, $m:ident) => {
        match $insn {
            Insn::Param { .. }
            | Insn::Const { .. }
            | Insn::LoadGlobal { .. }
            | Insn::FreeVar { .. }
            | Insn::PrimConst { .. } => {}
            Insn::StoreGlobal { value, .. }
            | Insn::CheckBound { value, .. }
            | Insn::IsTruthy { value, .. }
            | Insn::IsNull { value }
            | Insn::MakeCell { value }
            | Insn::Return { value } => $m(value),
            Insn::UnaryOp { operand: one, .. }
            | Insn::LoadAttr { object: one, .. }
            | Insn::GetIter { iterable: one, .. }
            | Insn::IterNext { iter: one, .. }
            | Insn::LoadCell { cell: one, .. }
            | Insn::Unpack { sequence: one, .. }
            | Insn::TupleItem { tuple: one, .. }
            | Insn::GuardType { value: one, .. }
            | Insn::GuardIs { value: one, .. }
            | Insn::Unbox { value: one }
            | Insn::Box { value: one }
            | Insn::IntNeg { operand: one, .. }
            | Insn::IntInvert { operand: one }
            | Insn::FloatNeg { operand: one }
            | Insn::CastIntToFloat { value: one }
            | Insn::BoolNot { value: one }
            | Insn::ArrayLen { array: one }
            | Insn::LoadField { object: one, .. }
            | Insn::GuardBoolArray { array: one, .. } => $m(one),
            Insn::BinaryOp { left: a, right: b, .. }
            | Insn::Compare { left: a, right: b, .. }
            | Insn::GetItem { container: a, index: b, .. }
            | Insn::StoreAttr { object: a, value: b, .. }
            | Insn::StoreCell { cell: a, value: b }
            | Insn::ListAppend { list: a, value: b }
            | Insn::IntArith { left: a, right: b, .. }
            | Insn::IntCompare { left: a, right: b, .. }
            | Insn::FloatArith { left: a, right: b, .. }
            | Insn::FloatCompare { left: a, right: b, .. }
            | Insn::IsSame { left: a, right: b }
            | Insn::CheckIndex { index: a, length: b, .. }
            | Insn::LoadArrayItem { array: a, index: b }
            | Insn::LoadBoolItem { array: a, index: b }
            | Insn::StoreField { object: a, value: b, .. } => {
                $m(a);
                $m(b);
            }
            Insn::SetItem { container, index, value, .. }
            | Insn::CheckRangeSmall { next: container, remaining: index, step: value, .. }
            | Insn::Select { cond: container, if_true: index, if_false: value }
            | Insn::StoreArrayItem { array: container, index, value }
            | Insn::StoreBoolItem { array: container, index, value } => {
                $m(container);
                $m(index);
                $m(value);
            }
            Insn::CallFunction { callee: first, args, .. }
            | Insn::CallKw { callee: first, args, .. }
            | Insn::CallMethod { receiver: first, args, .. } => {
                $m(first);
                for a in args {
                    $m(a);
                }
            }
            Insn::Raise { value, .. } => {
                if let Some(v) = value {
                    $m(v);
                }
            }
            Insn::BuildList { items } | Insn::BuildTuple { items } | Insn::CallHelper { args: items, .. } => {
                for a in items {
                    $m(a);
                }
            }
            Insn::MakeFunction { defaults, kwdefaults, closure, .. } => {
                for a in [defaults, kwdefaults, closure] {
                    if let Some(a) = a {
                        $m(a);
                    }
                }
            }
            Insn::GetSlice { container, start, stop, step, .. } => {
                for a in [container, start, stop, step] {
                    $m(a);
                }
            }
            Insn::SetSlice { container, start, stop, step, value, .. } => {
                for a in [container, start, stop, step, value] {
                    $m(a);
                }
            }
            Insn::Jump { edge: Edge { args, .. } } => {
                for a in args {
                    $m(a);
                }
            }
            Insn::Branch { cond, if_true: Edge { args: taken, .. }, if_false: Edge { args: other, .. } } => {
                $m(cond);
                for a in taken {
                    $m(a);
                }
                for a in other {
                    $m(a);
                }
            }
        }
    };
}

impl Insn {
    /// Whether the instruction ends its block.
    pub fn is_terminator(&self) -> bool {
        matches!(self, Insn::Jump { .. } | Insn::Branch { .. } | Insn::Return { .. } | Insn::Raise { .. })
    }

    /// The value a guard passes on (checked, with its type narrowed); None for
    /// instructions that are not guards.
    pub fn guarded_value(&self) -> Option<InsnId> {
        match self {
            Insn::GuardType { value, .. } | Insn::GuardIs { value, .. } | Insn::GuardBoolArray { array: value, .. } => {
                Some(*value)
            }
            _ => None,
        }
    }

    /// The frame state, for instructions that can leave compiled code.
    pub fn frame_state(&self) -> Option<&FrameState> {
        frame_state_of!(self)
    }

    fn frame_state_mut(&mut self) -> Option<&mut FrameState> {
        frame_state_of!(self)
    }

    /// Every value the instruction uses, frame-state values included, in order.
    pub fn operands(&self) -> Vec<InsnId> {
        let mut out = Vec::new();
        self.for_each_operand(|v| out.push(v));
        out
    }

    /// Calls `f` on every value the instruction uses (operands, then edge arguments
    /// and frame-state values).
    pub fn for_each_operand(&self, mut f: impl FnMut(InsnId)) {
        let mut m = |v: &InsnId| f(*v);
        visit_operands!(self, m);
        if let Some(state) = self.frame_state() {
            state.locals.iter().chain(&state.stack).for_each(&mut m);
            state.writes.iter().flat_map(|w| [&w.object, &w.value]).for_each(m);
        }
    }

    /// Calls `f` on the values the instruction works on: its operands and edge
    /// arguments, not its frame state's values.
    pub fn for_each_direct_operand(&self, mut f: impl FnMut(InsnId)) {
        let mut m = |v: &InsnId| f(*v);
        visit_operands!(self, m);
    }

    /// Calls `f` on every value the instruction uses, letting it replace them.
    pub fn map_operands(&mut self, mut f: impl FnMut(InsnId) -> InsnId) {
        let mut m = |v: &mut InsnId| *v = f(*v);
        visit_operands!(self, m);
        if let Some(state) = self.frame_state_mut() {
            state.map_values(&mut f);
        }
    }

    /// Replaces the frame state of an instruction that has one.
    pub fn set_frame_state(&mut self, state: FrameState) {
        if let Some(s) = self.frame_state_mut() {
            *s = state;
        }
    }

    /// A terminator's edges.
    pub fn edges(&self) -> Vec<&Edge> {
        match self {
            Insn::Jump { edge } => vec![edge],
            Insn::Branch { if_true, if_false, .. } => vec![if_true, if_false],
            _ => Vec::new(),
        }
    }

    /// A terminator's edges, to change.
    pub fn edges_mut(&mut self) -> Vec<&mut Edge> {
        match self {
            Insn::Jump { edge } => vec![edge],
            Insn::Branch { if_true, if_false, .. } => vec![if_true, if_false],
            _ => Vec::new(),
        }
    }

    /// The blocks a terminator may go to.
    pub fn successors(&self) -> Vec<BlockId> {
        self.edges().iter().map(|e| e.target).collect()
    }
}

/// A basic block: parameters, then instructions, the last a terminator.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Block {
    pub params: Vec<InsnId>,
    pub insns: Vec<InsnId>,
}

/// What a substitution makes of `v`: `map[v]` while that is Some, followed to the end
/// of the chain (a value replaced by one that is replaced in turn).
pub fn resolve(map: &[Option<InsnId>], mut v: InsnId) -> InsnId {
    while let Some(Some(w)) = map.get(v.0 as usize) {
        v = *w;
    }
    v
}

/// The dominator tree of a function's reachable blocks.
#[derive(Clone, Debug)]
pub struct Dominators {
    idom: Vec<Option<BlockId>>,
    entry: BlockId,
}

impl Dominators {
    /// The immediate dominator of `b` (None for the entry and unreachable blocks).
    pub fn idom(&self, b: BlockId) -> Option<BlockId> {
        if b == self.entry { None } else { self.idom[b.0 as usize] }
    }

    /// The nearest block dominating both `a` and `b`.
    pub fn common(&self, a: BlockId, b: BlockId) -> BlockId {
        let mut a = a;
        while !self.dominates(a, b) {
            a = self.idom(a).unwrap_or(self.entry);
        }
        a
    }

    /// Whether every path from the entry to `b` goes through `a` (a block dominates
    /// itself).
    pub fn dominates(&self, a: BlockId, mut b: BlockId) -> bool {
        loop {
            if a == b {
                return true;
            }
            if b == self.entry {
                return false;
            }
            match self.idom[b.0 as usize] {
                Some(d) => b = d,
                None => return false,
            }
        }
    }
}

/// An HIR function.
#[derive(Clone, Debug)]
pub struct Function {
    /// The qualified name, for printing.
    pub name: String,
    /// Local names (the entry block's parameters) and attribute/global names.
    pub varnames: Vec<String>,
    pub names: Vec<String>,
    /// The runtime's global names, by slot (`LoadGlobal` operands).
    pub globals: Vec<String>,
    pub insns: Vec<Insn>,
    /// The type of each instruction's value.
    pub types: Vec<Type>,
    pub blocks: Vec<Block>,
    pub entry: BlockId,
    /// The interpreter's profile word of each bytecode instruction when the function
    /// was built (see `ember_runtime::profile`), with `specialise`'s guesses for
    /// instructions that had not run; empty when there is none.
    pub profile: Vec<u32>,
    /// Whether passes may speculate (insert guards, lower to operations that deopt).
    pub speculate: bool,
    /// Globals whose value when the function was built is worth a guard, by slot: a
    /// Python function (pinned by the builder, so no other object can take its address
    /// while compiled code compares against it) or an unbound global's builtin (a
    /// function or a type, immortal). `specialise` guards on them: calls of a known
    /// builtin get result types, calls of a known function enter its code directly.
    pub known_globals: Vec<(u32, Value)>,
}

impl Function {
    pub fn new(name: &str) -> Function {
        Function {
            name: name.to_string(),
            varnames: Vec::new(),
            names: Vec::new(),
            globals: Vec::new(),
            insns: Vec::new(),
            types: Vec::new(),
            blocks: Vec::new(),
            entry: BlockId(0),
            profile: Vec::new(),
            speculate: true,
            known_globals: Vec::new(),
        }
    }

    pub fn new_block(&mut self) -> BlockId {
        self.blocks.push(Block::default());
        BlockId(self.blocks.len() as u32 - 1)
    }

    /// Adds an instruction (not yet in a block) of type `ty`.
    pub fn add(&mut self, insn: Insn, ty: Type) -> InsnId {
        self.insns.push(insn);
        self.types.push(ty);
        InsnId(self.insns.len() as u32 - 1)
    }

    /// Adds an instruction at the end of `block`.
    pub fn push(&mut self, block: BlockId, insn: Insn, ty: Type) -> InsnId {
        let id = self.add(insn, ty);
        self.blocks[block.0 as usize].insns.push(id);
        id
    }

    /// Adds a parameter to `block`.
    pub fn add_param(&mut self, block: BlockId, ty: Type) -> InsnId {
        let index = self.blocks[block.0 as usize].params.len() as u32;
        let id = self.add(Insn::Param { index }, ty);
        self.blocks[block.0 as usize].params.push(id);
        id
    }

    /// The value `v` stands for once its guards are looked through.
    pub fn unguarded(&self, mut v: InsnId) -> InsnId {
        while let Some(value) = self.insn(v).guarded_value() {
            v = value;
        }
        v
    }

    pub fn insn(&self, id: InsnId) -> &Insn {
        &self.insns[id.0 as usize]
    }

    pub fn ty(&self, id: InsnId) -> Type {
        self.types[id.0 as usize]
    }

    pub fn block(&self, id: BlockId) -> &Block {
        &self.blocks[id.0 as usize]
    }

    pub fn block_ids(&self) -> impl Iterator<Item = BlockId> + use<> {
        (0..self.blocks.len() as u32).map(BlockId)
    }

    /// The terminator of `block`, if it has one.
    pub fn terminator(&self, block: BlockId) -> Option<&Insn> {
        self.block(block).insns.last().map(|&i| self.insn(i)).filter(|i| i.is_terminator())
    }

    /// The operand of a checked `IntArith` that is a `Select` of a value and 0 (as
    /// [`crate::passes::if_convert`] makes them): the operation runs whatever the
    /// condition, and when the operand is 0 it is the identity and cannot fail, but
    /// its frame state stands for the operation of the taken branch. So only a
    /// non-zero operand may deopt, `EMBER_DEOPT_STRESS` included.
    pub fn selected_operand(&self, op: InsnId) -> Option<InsnId> {
        let Insn::IntArith { left, right, state: Some(_), .. } = self.insn(op) else { return None };
        let zero = |v: InsnId| matches!(self.insn(v), Insn::PrimConst { bits: 0 });
        [*left, *right].into_iter().find(|&v| match self.insn(v) {
            Insn::Select { if_true, if_false, .. } => zero(*if_true) || zero(*if_false),
            _ => false,
        })
    }

    /// Replaces every use of `old` with `new` (in operands, edges and frame states).
    pub fn replace_uses(&mut self, old: InsnId, new: InsnId) {
        for insn in &mut self.insns {
            insn.map_operands(|v| if v == old { new } else { v });
        }
    }

    /// Replaces every use of each value `v` with what `map` makes of it (see
    /// [`resolve`]), in one pass over the function. Values past the map's end stay.
    pub fn replace_uses_map(&mut self, map: &[Option<InsnId>]) {
        for insn in &mut self.insns {
            insn.map_operands(|v| resolve(map, v));
        }
    }

    /// Removes parameter `k` of `block` and its argument from every edge to the
    /// block; its uses read `value` instead.
    pub fn remove_param(&mut self, block: BlockId, k: usize, value: InsnId) {
        let p = self.block(block).params[k];
        self.replace_uses(p, value);
        self.blocks[block.0 as usize].params.remove(k);
        for (index, &q) in self.block(block).params.clone().iter().enumerate() {
            self.insns[q.0 as usize] = Insn::Param { index: index as u32 };
        }
        for insn in &mut self.insns {
            for edge in insn.edges_mut() {
                if edge.target == block {
                    edge.args.remove(k);
                }
            }
        }
    }

    /// A new block that the edges into `header` for which `enters` holds (given the
    /// edge's source block and the edge) now go to: it takes the header's parameters
    /// and jumps to the header with them.
    pub fn insert_preheader(&mut self, header: BlockId, enters: impl Fn(BlockId, &Edge) -> bool) -> BlockId {
        let pre = self.new_block();
        let types: Vec<Type> = self.block(header).params.iter().map(|&p| self.ty(p)).collect();
        let args = types.into_iter().map(|ty| self.add_param(pre, ty)).collect();
        // `pre` is not reachable yet, so it is not among the sources.
        for b in self.reverse_post_order() {
            let last = *self.block(b).insns.last().expect("a terminator");
            for edge in self.insns[last.0 as usize].edges_mut() {
                if edge.target == header && enters(b, edge) {
                    edge.target = pre;
                }
            }
        }
        self.push(pre, Insn::Jump { edge: Edge { target: header, args } }, crate::types::Bottom);
        pre
    }

    /// The predecessors of each block reachable from the entry, once per edge.
    pub fn predecessors(&self) -> Vec<Vec<BlockId>> {
        let mut preds = vec![Vec::new(); self.blocks.len()];
        for b in self.reverse_post_order() {
            for s in self.terminator(b).map(Insn::successors).unwrap_or_default() {
                preds[s.0 as usize].push(b);
            }
        }
        preds
    }

    /// The immediate dominator of each reachable block (the entry's is itself; None
    /// for unreachable blocks), by Cooper, Harvey and Kennedy's iteration over the
    /// reverse post-order.
    pub fn dominators(&self) -> Dominators {
        let rpo = self.reverse_post_order();
        let mut order = vec![usize::MAX; self.blocks.len()];
        for (k, b) in rpo.iter().enumerate() {
            order[b.0 as usize] = k;
        }
        let preds = self.predecessors();
        let mut idom: Vec<Option<BlockId>> = vec![None; self.blocks.len()];
        idom[self.entry.0 as usize] = Some(self.entry);
        let mut changed = true;
        while changed {
            changed = false;
            for &b in rpo.iter().skip(1) {
                let mut new: Option<BlockId> = None;
                for &p in &preds[b.0 as usize] {
                    if idom[p.0 as usize].is_none() {
                        continue;
                    }
                    new = Some(match new {
                        None => p,
                        Some(mut a) => {
                            let mut c = p;
                            while a != c {
                                while order[a.0 as usize] > order[c.0 as usize] {
                                    a = idom[a.0 as usize].expect("processed");
                                }
                                while order[c.0 as usize] > order[a.0 as usize] {
                                    c = idom[c.0 as usize].expect("processed");
                                }
                            }
                            a
                        }
                    });
                }
                if new.is_some() && idom[b.0 as usize] != new {
                    idom[b.0 as usize] = new;
                    changed = true;
                }
            }
        }
        Dominators { idom, entry: self.entry }
    }

    /// How many natural loops contain each block (0 outside loops). A loop is the
    /// header of a back edge (an edge to a block that dominates its source) and the
    /// blocks that reach the back edge without passing the header.
    pub fn loop_depths(&self, dom: &Dominators) -> Vec<u32> {
        let preds = self.predecessors();
        let mut depth = vec![0; self.blocks.len()];
        for b in self.reverse_post_order() {
            for h in self.terminator(b).map(Insn::successors).unwrap_or_default() {
                if !dom.dominates(h, b) {
                    continue;
                }
                let mut body = vec![false; self.blocks.len()];
                body[h.0 as usize] = true;
                let mut work = vec![b];
                while let Some(x) = work.pop() {
                    if !std::mem::replace(&mut body[x.0 as usize], true) {
                        work.extend(preds[x.0 as usize].iter().copied());
                    }
                }
                for (k, inside) in body.into_iter().enumerate() {
                    depth[k] += inside as u32;
                }
            }
        }
        depth
    }

    /// The blocks reachable from the entry, in reverse post-order.
    pub fn reverse_post_order(&self) -> Vec<BlockId> {
        let mut seen = vec![false; self.blocks.len()];
        let mut post = Vec::new();
        // (block, next successor to visit)
        let mut stack = vec![(self.entry, 0usize)];
        seen[self.entry.0 as usize] = true;
        while let Some(&mut (b, ref mut next)) = stack.last_mut() {
            let succs = self.terminator(b).map(Insn::successors).unwrap_or_default();
            if let Some(&s) = succs.get(*next) {
                *next += 1;
                if !seen[s.0 as usize] {
                    seen[s.0 as usize] = true;
                    stack.push((s, 0));
                }
            } else {
                post.push(b);
                stack.pop();
            }
        }
        post.reverse();
        post
    }
}
