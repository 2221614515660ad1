//! The instruction set, and the operand visitors every pass uses (operands, frame states, edges).

use super::*;
use crate::Type;
use ember_runtime::code::{BinOp, CmpOp};
use ember_runtime::value::Value;
use smallvec::{SmallVec, smallvec};

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
    /// The value of module global `name`, or of the builtin behind it; NULL when
    /// neither is bound (a guard after it deopts, and the interpreter raises): a
    /// `LoadGlobal` moved out of a loop that writes no global (`iter_loops`).
    GlobalValue { name: u32 },
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
    /// `object.name` at a site whose inline cache saw instances of several shapes:
    /// an instance of a way's shape whose class lets its own attributes come first
    /// (as `GuardShape` checks) reads the way's slot; anything else takes
    /// `LoadAttr`'s path. Nothing deopts.
    LoadAttrCached { object: InsnId, name: u32, ways: Vec<SlotWay>, state: FrameState },
    /// `object.name` at a site whose inline cache saw instances of classes where
    /// `name` is a property with a plain-function getter: an instance of a way's class
    /// (any shape: the property comes first) whose lookup's classes keep their
    /// versions is passed straight to the way's getter (`function`; the way's shape is
    /// not used); anything else takes `LoadAttr`'s path. Nothing deopts.
    LoadAttrGetter { object: InsnId, name: u32, ways: Vec<MethodWay>, state: FrameState },
    /// `object.name = value` dispatched on the cached shapes as `LoadAttrCached` is
    /// (stores to an attribute the instance has, and stores adding it: the class must
    /// then let the instance take new attributes, no `__slots__`).
    StoreAttrCached { object: InsnId, name: u32, value: InsnId, ways: Vec<SlotWay>, state: FrameState },
    /// `callee(*args)`.
    CallFunction { callee: InsnId, args: Vec<InsnId>, state: FrameState },
    /// `callee(*args)` where the last `len(kwnames)` arguments are keyword arguments
    /// named by the tuple constant `kwnames`.
    CallKw { callee: InsnId, args: Vec<InsnId>, kwnames: Value, state: FrameState },
    /// `receiver.name(*args)`.
    CallMethod { receiver: InsnId, name: u32, args: Vec<InsnId>, state: FrameState },
    /// `receiver.name(*args)` at a site whose inline cache saw the receivers of
    /// `ways`: a receiver matching a way (its class and shape, every class the lookup
    /// consulted at its version) is passed with `args` straight to the way's function,
    /// with no bound method and no lookup; any other receiver takes `CallMethod`'s
    /// path. Nothing deopts.
    CallMethodCached { receiver: InsnId, name: u32, args: Vec<InsnId>, ways: Vec<MethodWay>, state: FrameState },
    /// A new instance of the user class `class`, with no attributes and not yet
    /// initialised: the first half of `class(*args)` (see `InitInstance`).
    NewInstance { class: Value },
    /// The second half of `class(*args)` for the new instance `object` of `init.class`:
    /// while every class the `__init__` lookup consulted keeps its version, a direct
    /// call of `init.function` with `object` and `args`; otherwise the runtime's
    /// initialisation. Raises TypeError when `__init__` returns anything but None.
    InitInstance { object: InsnId, args: Vec<InsnId>, init: MethodWay, state: FrameState },
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
    /// Leaves for the interpreter at `state` (a terminator): the end of a path no run
    /// the profiles saw took (a method call's receiver of a kind its cache never
    /// saw), which compiled code does not handle.
    Deopt { state: FrameState },
    /// Suspends a generator (a terminator): `state` (pc: where it resumes, the
    /// locals, the operand stack under the yielded value) is written to the frame,
    /// as a deopt writes it, and `value` (an object) goes to the resumer, which saves
    /// the frame. The compiled code that resumes it is another entry, at `state.pc`.
    Yield { value: InsnId, state: FrameState },
    /// Raise an exception (a terminator); `value` as `kind` says.
    Raise { kind: RaiseKind, value: Option<InsnId>, state: FrameState },
    /// Calls a runtime helper for a bytecode operation with no finer form.
    CallHelper { helper: Helper, args: Vec<InsnId>, state: FrameState },
    /// Ends a block whose instructions run inside a `try` (a terminator): when one of
    /// them raises (at bytecode `pc`, whose exception-table entry is the handler), the
    /// exception becomes the one the frame handles, as the interpreter's dispatch
    /// makes it, and control goes to `handler` (a handler's landing block) with the
    /// raising instruction's frame state as its arguments: the locals, then the
    /// operand stack cut to the handler's depth, every machine value boxed. Otherwise
    /// control goes on to `normal`; a block that always raises has none.
    Try { pc: u32, normal: Option<Edge>, handler: BlockId },
    /// The exception the frame is handling: what the landing block of a `Try`
    /// handler starts with.
    CaughtException,

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
    /// Deopts unless `value` is an instance with shape `shape` whose class lets its
    /// own attributes come first (no data descriptor): then the attributes of the
    /// shape are the instance's slots (`ember_runtime::shapes`). A guard for a
    /// store (`store`) also deopts when an attribute store on the class does more
    /// than store (`__setattr__`, `__slots__`: `classes::STORE_HOOKS`), since a shape
    /// is shared by the instances of every class that built it. Its result is `value`.
    GuardShape { value: InsnId, shape: u32, store: bool, state: FrameState },
    /// Deopts unless `value` is a Python function of code `code` (a call site's one
    /// callee code, `Function::call_targets`). Its result is `value`.
    GuardCode { value: InsnId, code: CodeRef, state: FrameState },
    /// Cell `index` of the closure of `function` (a Python function with free
    /// variables): an inlined closure's `FreeVar`.
    FunctionCell { function: InsnId, index: u32 },
    /// Whether `value` is an instance of exactly `class` (pinned) with shape `shape`
    /// (a CBool): with the class's lookup versions held (`GuardVersions`), what a
    /// method cache saw for such a receiver is what its lookup finds (an inlined
    /// method call's dispatch).
    InstanceHas { value: InsnId, class: Value, shape: u32 },
    /// Deopts unless each class in `versions` keeps the version recorded with it (so
    /// what a lookup along them found then is still what it finds). Its result is
    /// `value`, the class the lookup started from.
    GuardVersions { value: InsnId, versions: Vec<(Value, u64)>, state: FrameState },
    /// Slot `slot` of instance `object`, whose shape (guarded) has it.
    LoadSlot { object: InsnId, slot: u32 },
    /// Sets slot `slot` of instance `object`, whose shape (guarded) has it.
    StoreSlot { object: InsnId, slot: u32, value: InsnId },
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
    /// The square root of a CDouble (`math.sqrt`); deopts when the operand is below
    /// zero, and the interpreter raises ValueError.
    FloatSqrt { operand: InsnId, state: FrameState },
    /// The CDouble nearest a CInt64 (exact below 2**53).
    CastIntToFloat { value: InsnId },
    /// The value of an int (a small one, a big one or a bool) or a float object as a
    /// CDouble, as `float(x)` gives it, for arithmetic with a float; deopts for
    /// anything else, and for an int beyond the double range (the interpreter then
    /// raises OverflowError).
    NumberToDouble { value: InsnId, state: FrameState },
    /// The negation of a CBool.
    BoolNot { value: InsnId },
    /// Whether `left` and `right` are the same object (`is`), as a CBool.
    IsSame { left: InsnId, right: InsnId },
    /// Whether the exact strs `left` and `right` are equal, as a CBool
    /// (`object::str_eq`: one object, or the same text; two interned strs are equal
    /// only when they are one).
    StrEq { left: InsnId, right: InsnId },
    /// Whether `value` is an instance of one of `classes` (classes or builtin types,
    /// pinned or immortal) or of a subclass of one, as a CBool: `isinstance` with a
    /// known class or tuple of classes. An instance's class and a class's MRO never
    /// change, so the answer depends on `value` alone.
    IsInstance { value: InsnId, classes: Vec<Value> },
    /// The length of a list or tuple (their `len` fields), as a CInt64.
    ArrayLen { array: InsnId },
    /// The number of chars of an exact str, as a CInt64 (`len`). Nothing that can
    /// read a str sees its length change (an append site grows a str in place only
    /// while nothing else can read it: `Rt::append_str`).
    StrLen { string: InsnId },
    /// The code point of a one-char exact str, as a CInt64 (`ord`); deopts for a str
    /// of another length, and the interpreter raises TypeError.
    StrOrd { string: InsnId, state: FrameState },
    /// Char `index` (a CInt64 below the str's length, not negative) of an exact str,
    /// as a str: one of the first 256 code points is the runtime's one str for it
    /// (`Rt::char_str`), another char a new str.
    StrChar { string: InsnId, index: InsnId },
    /// The one-char str of code point `code` (a CInt64), as `StrChar` makes one
    /// (`chr`); deopts for a code point outside range(0x110000) or a surrogate, and
    /// the interpreter raises.
    CharStr { code: InsnId, state: FrameState },
    /// `index` made non-negative for a sequence of `length` items (Python's negative
    /// indices); deopts when it is out of range, and the interpreter raises IndexError.
    CheckIndex { index: InsnId, length: InsnId, state: FrameState },
    /// A field of `object`.
    LoadField { object: InsnId, field: Field },
    /// Item `index` (a CInt64 in range) of a tuple or of a list's item storage.
    LoadArrayItem { array: InsnId, index: InsnId },
    /// Sets item `index` (in range) of a list's item storage to `value`.
    StoreArrayItem { array: InsnId, index: InsnId, value: InsnId },
    /// `array` (a list's item storage), checked to be of kind `storage` (a
    /// `BoolArray`, `IntArray` or `FloatArray`); deopts to `state` when it is not (the
    /// list was widened, or never was that kind). NULL (an empty list without storage)
    /// passes: every item access behind the guard checks its index against the
    /// list's length first. Only the accesses it dominates with nothing between that
    /// could widen a list (a call, a store into a list) may rely on it.
    GuardStorage { array: InsnId, storage: Storage, state: FrameState },
    /// Item `index` (a CInt64 in range) of an `IntArray` or `FloatArray` that a
    /// `GuardStorage` of that kind checked: a Fixnum or a Flonum, with no test of its
    /// own.
    LoadNumberItem { array: InsnId, index: InsnId, storage: Storage },
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
    /// A new object of kind `kind` with these fields (`ObjectKind::fields`' order).
    NewObject { kind: ObjectKind, fields: Vec<InsnId> },
    /// An object of kind `kind` with these fields that compiled code does not make
    /// (`passes::virtuals` removed its allocation): only frame states name it, and
    /// leaving compiled code at one makes it then (PyPy's virtuals in resume data).
    /// Nothing else can tell, since nothing else saw the object. Emits no code.
    VirtualObject { kind: ObjectKind, fields: Vec<InsnId> },
    /// Where the body of inlined frame `frame` (an index of `Function::inlined`)
    /// begins: the interpreter's call would count one more frame of recursion depth
    /// here, so this does (see `CheckDepth` for the limit). `state` is the call's.
    EnterInlined { frame: u32, state: FrameState },
    /// Before the outermost inlined frame `frame` of a chain (and every frame inlined
    /// into it) begins: deopts to `state` (the call's, or a loop's entry when it was
    /// hoisted there) when the deepest frame of the chain would reach the recursion
    /// limit, or the interpreter frames a deopt inside would make would not fit the
    /// VM stack; the interpreter then makes the calls (and raises the
    /// `RecursionError` where it belongs).
    CheckDepth { frame: u32, state: FrameState },
    /// Where the body of inlined frame `frame` has returned: the depth
    /// `EnterInlined` counted ends.
    LeaveInlined { frame: u32 },
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
            | Insn::LoadAttrCached { state, .. }
            | Insn::LoadAttrGetter { state, .. }
            | Insn::StoreAttrCached { state, .. }
            | Insn::CallFunction { state, .. }
            | Insn::CallKw { state, .. }
            | Insn::CallMethod { state, .. }
            | Insn::CallMethodCached { state, .. }
            | Insn::InitInstance { state, .. }
            | Insn::GetIter { state, .. }
            | Insn::IterNext { state, .. }
            | Insn::LoadCell { state, .. }
            | Insn::Unpack { state, .. }
            | Insn::GetSlice { state, .. }
            | Insn::SetSlice { state, .. }
            | Insn::Raise { state, .. }
            | Insn::Yield { state, .. }
            | Insn::CallHelper { state, .. }
            | Insn::GuardType { state, .. }
            | Insn::GuardIs { state, .. }
            | Insn::GuardShape { state, .. }
            | Insn::GuardCode { state, .. }
            | Insn::GuardVersions { state, .. }
            | Insn::IntNeg { state, .. }
            | Insn::FloatSqrt { state, .. }
            | Insn::NumberToDouble { state, .. }
            | Insn::CheckIndex { state, .. }
            | Insn::StrOrd { state, .. }
            | Insn::CharStr { state, .. }
            | Insn::GuardStorage { state, .. }
            | Insn::CheckRangeSmall { state, .. }
            | Insn::EnterInlined { state, .. }
            | Insn::CheckDepth { state, .. }
            | Insn::Deopt { state } => Some(state),
            Insn::IntArith { state, .. } | Insn::FloatArith { state, .. } => Option::from(state),
            Insn::Param { .. }
            | Insn::LeaveInlined { .. }
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
            | Insn::StrEq { .. }
            | Insn::IsInstance { .. }
            | Insn::InstanceHas { .. }
            | Insn::FunctionCell { .. }
            | Insn::GlobalValue { .. }
            | Insn::ArrayLen { .. }
            | Insn::StrLen { .. }
            | Insn::StrChar { .. }
            | Insn::LoadField { .. }
            | Insn::LoadSlot { .. }
            | Insn::LoadArrayItem { .. }
            | Insn::StoreArrayItem { .. }
            | Insn::LoadNumberItem { .. }
            | Insn::LoadBoolItem { .. }
            | Insn::StoreBoolItem { .. }
            | Insn::StoreField { .. }
            | Insn::StoreSlot { .. }
            | Insn::Const { .. }
            | Insn::IsNull { .. }
            | Insn::NewInstance { .. }
            | Insn::BuildList { .. }
            | Insn::BuildTuple { .. }
            | Insn::NewObject { .. }
            | Insn::VirtualObject { .. }
            | Insn::MakeFunction { .. }
            | Insn::MakeCell { .. }
            | Insn::FreeVar { .. }
            | Insn::StoreCell { .. }
            | Insn::ListAppend { .. }
            | Insn::TupleItem { .. }
            | Insn::Jump { .. }
            | Insn::Branch { .. }
            | Insn::Try { .. }
            | Insn::CaughtException
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
            | Insn::GlobalValue { .. }
            | Insn::CaughtException
            | Insn::Try { normal: None, .. }
            | Insn::EnterInlined { .. }
            | Insn::CheckDepth { .. }
            | Insn::LeaveInlined { .. }
            | Insn::FreeVar { .. }
            | Insn::NewInstance { .. }
            | Insn::Deopt { .. }
            | Insn::PrimConst { .. } => {}
            Insn::StoreGlobal { value, .. }
            | Insn::CheckBound { value, .. }
            | Insn::IsTruthy { value, .. }
            | Insn::IsNull { value }
            | Insn::MakeCell { value }
            | Insn::Return { value }
            | Insn::Yield { value, .. } => $m(value),
            Insn::UnaryOp { operand: one, .. }
            | Insn::LoadAttr { object: one, .. }
            | Insn::LoadAttrCached { object: one, .. }
            | Insn::LoadAttrGetter { object: one, .. }
            | Insn::GetIter { iterable: one, .. }
            | Insn::IterNext { iter: one, .. }
            | Insn::LoadCell { cell: one, .. }
            | Insn::Unpack { sequence: one, .. }
            | Insn::TupleItem { tuple: one, .. }
            | Insn::GuardType { value: one, .. }
            | Insn::GuardIs { value: one, .. }
            | Insn::GuardShape { value: one, .. }
            | Insn::GuardCode { value: one, .. }
            | Insn::FunctionCell { function: one, .. }
            | Insn::GuardVersions { value: one, .. }
            | Insn::LoadSlot { object: one, .. }
            | Insn::Unbox { value: one }
            | Insn::Box { value: one }
            | Insn::IntNeg { operand: one, .. }
            | Insn::IntInvert { operand: one }
            | Insn::FloatNeg { operand: one }
            | Insn::FloatSqrt { operand: one, .. }
            | Insn::NumberToDouble { value: one, .. }
            | Insn::CastIntToFloat { value: one }
            | Insn::BoolNot { value: one }
            | Insn::IsInstance { value: one, .. }
            | Insn::InstanceHas { value: one, .. }
            | Insn::ArrayLen { array: one }
            | Insn::StrLen { string: one }
            | Insn::StrOrd { string: one, .. }
            | Insn::CharStr { code: one, .. }
            | Insn::LoadField { object: one, .. }
            | Insn::GuardStorage { array: one, .. } => $m(one),
            Insn::BinaryOp { left: a, right: b, .. }
            | Insn::Compare { left: a, right: b, .. }
            | Insn::GetItem { container: a, index: b, .. }
            | Insn::StoreAttr { object: a, value: b, .. }
            | Insn::StoreAttrCached { object: a, value: b, .. }
            | Insn::StoreCell { cell: a, value: b }
            | Insn::ListAppend { list: a, value: b }
            | Insn::IntArith { left: a, right: b, .. }
            | Insn::IntCompare { left: a, right: b, .. }
            | Insn::FloatArith { left: a, right: b, .. }
            | Insn::FloatCompare { left: a, right: b, .. }
            | Insn::IsSame { left: a, right: b }
            | Insn::StrEq { left: a, right: b }
            | Insn::StrChar { string: a, index: b }
            | Insn::CheckIndex { index: a, length: b, .. }
            | Insn::LoadArrayItem { array: a, index: b }
            | Insn::LoadNumberItem { array: a, index: b, .. }
            | Insn::LoadBoolItem { array: a, index: b }
            | Insn::StoreField { object: a, value: b, .. }
            | Insn::StoreSlot { object: a, value: b, .. } => {
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
            | Insn::CallMethod { receiver: first, args, .. }
            | Insn::CallMethodCached { receiver: first, args, .. }
            | Insn::InitInstance { object: first, args, .. } => {
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
            Insn::BuildList { items }
            | Insn::BuildTuple { items }
            | Insn::CallHelper { args: items, .. }
            | Insn::NewObject { fields: items, .. }
            | Insn::VirtualObject { fields: items, .. } => {
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
            Insn::Jump { edge: Edge { args, .. } } | Insn::Try { normal: Some(Edge { args, .. }), .. } => {
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
        matches!(
            self,
            Insn::Jump { .. }
                | Insn::Branch { .. }
                | Insn::Try { .. }
                | Insn::Return { .. }
                | Insn::Deopt { .. }
                | Insn::Raise { .. }
                | Insn::Yield { .. }
        )
    }

    /// The value a guard passes on (checked, with its type narrowed); None for
    /// instructions that are not guards.
    pub fn guarded_value(&self) -> Option<InsnId> {
        match self {
            Insn::GuardType { value, .. }
            | Insn::GuardIs { value, .. }
            | Insn::GuardShape { value, .. }
            | Insn::GuardCode { value, .. }
            | Insn::GuardVersions { value, .. }
            | Insn::GuardStorage { array: value, .. } => Some(*value),
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
            state.for_each_value(&mut f);
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

    /// A terminator's edges (not a `Try`'s handler, which takes no arguments).
    pub fn edges(&self) -> SmallVec<[&Edge; 2]> {
        match self {
            Insn::Jump { edge } | Insn::Try { normal: Some(edge), .. } => smallvec![edge],
            Insn::Branch { if_true, if_false, .. } => smallvec![if_true, if_false],
            _ => SmallVec::new(),
        }
    }

    /// A terminator's edges, to change.
    pub fn edges_mut(&mut self) -> SmallVec<[&mut Edge; 2]> {
        match self {
            Insn::Jump { edge } | Insn::Try { normal: Some(edge), .. } => smallvec![edge],
            Insn::Branch { if_true, if_false, .. } => smallvec![if_true, if_false],
            _ => SmallVec::new(),
        }
    }

    /// The landing block a `Try` goes to when an instruction of its block raises.
    pub fn handler(&self) -> Option<BlockId> {
        match self {
            Insn::Try { handler, .. } => Some(*handler),
            _ => None,
        }
    }

    /// The blocks a terminator may go to: its edges' targets, then a `Try`'s handler.
    pub fn successors(&self) -> SmallVec<[BlockId; 2]> {
        self.edges().iter().map(|e| e.target).chain(self.handler()).collect()
    }
}
