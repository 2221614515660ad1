//! What each instruction does besides computing its value, in one exhaustive table
//! ([`effects`]). Every pass that asks "may I remove, move, merge or keep this across
//! that?" derives its answer from here; adding an instruction means filling in its
//! row, and the compiler refuses a missing one.
//!
//! Memory is split into abstract heaps ([`Heaps`]): disjoint parts no instruction
//! reaches through another's name. An instruction that may run Python code (a generic
//! operation, a call, a helper) reads and writes all of them.

use crate::ir::{Field, Helper, Insn};
use bitflags::bitflags;

bitflags! {
    /// Abstract heaps: the parts of memory an instruction may read or write.
    #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
    pub struct Heaps: u16 {
        /// A list's length.
        const LIST_LEN = 1 << 0;
        /// Which item array a list has, and so its kind (values or bools).
        const LIST_STORAGE = 1 << 1;
        /// The items inside a list's (or a tuple's) item array.
        const LIST_ITEMS = 1 << 2;
        /// The fields of range and sequence iterators.
        const ITERATORS = 1 << 3;
        /// Module globals (and the builtins behind them).
        const GLOBALS = 1 << 4;
        /// The contents of cells (closure variables).
        const CELLS = 1 << 5;
        /// Everything else: class attributes (and flags), dicts, sets, ...
        const OTHER = 1 << 6;
        /// The values of an instance's own attributes.
        const INSTANCE_ATTRS = 1 << 7;
        /// Which attributes each instance has: its shape (or dictionary mode).
        const SHAPES = 1 << 8;
        /// The interpreter's recursion depth (which inlined frames count).
        const FRAMES = 1 << 9;
    }
}

impl Heaps {
    /// The heap a field belongs to.
    pub fn of_field(field: Field) -> Heaps {
        match field {
            Field::ListItems => Heaps::LIST_STORAGE,
            Field::RangeIterNext
            | Field::RangeIterRemaining
            | Field::RangeIterStep
            | Field::SeqIterIndex
            | Field::SeqIterSeq => Heaps::ITERATORS,
            Field::CellValue => Heaps::CELLS,
        }
    }
}

/// What an instruction may do besides computing its value.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Effects {
    /// The heaps whose contents its value (or its behaviour) depends on.
    pub reads: Heaps,
    /// The heaps it may change.
    pub writes: Heaps,
    /// It allocates on the GC heap (so the collector may run inside it).
    pub allocates: bool,
    /// It may run Python code (or a helper that may): anything may happen, and it
    /// reads and writes every heap.
    pub runs_code: bool,
    /// It may leave compiled code for the interpreter at its frame state (a guard, a
    /// checked operation): when it does, the interpreter redoes the operation.
    pub may_deopt: bool,
    /// It may raise an exception itself (beyond what running code may raise).
    pub may_raise: bool,
    /// It ends its block.
    pub terminator: bool,
    /// Its value is a new object whose identity the program may observe: two of them
    /// are never one.
    pub fresh_object: bool,
}

impl Effects {
    /// Computes a value from its operands and nothing else.
    const NONE: Effects = Effects {
        reads: Heaps::empty(),
        writes: Heaps::empty(),
        allocates: false,
        runs_code: false,
        may_deopt: false,
        may_raise: false,
        terminator: false,
        fresh_object: false,
    };

    /// May run any Python code: reads and writes everything, allocates, raises.
    const ANYTHING: Effects = Effects {
        reads: Heaps::all(),
        writes: Heaps::all(),
        allocates: true,
        runs_code: true,
        may_deopt: false,
        may_raise: true,
        terminator: false,
        fresh_object: false,
    };

    const fn reads(heaps: Heaps) -> Effects {
        Effects { reads: heaps, ..Effects::NONE }
    }

    const fn writes(heaps: Heaps) -> Effects {
        Effects { writes: heaps, ..Effects::NONE }
    }

    /// A check that leaves for the interpreter when it fails.
    const DEOPT: Effects = Effects { may_deopt: true, ..Effects::NONE };

    /// A new object of its own identity.
    const NEW_OBJECT: Effects = Effects { allocates: true, fresh_object: true, ..Effects::NONE };

    /// Whether the collector may run inside it: a GC point, where every object value
    /// live across it must be visible to the collector.
    pub fn may_collect(&self) -> bool {
        self.allocates || self.runs_code
    }

    /// Whether removing it when its value is unused changes nothing the program can
    /// see. A guard is never removable: what it proved may already have been folded
    /// away (`a <= 0` to a dead comparison), and when it fails the interpreter runs
    /// the operation for real, which may call Python code or raise.
    pub fn is_removable(&self) -> bool {
        self.writes.is_empty() && !self.runs_code && !self.may_deopt && !self.may_raise && !self.terminator
    }

    /// Whether it may be moved to later in the program (past other instructions):
    /// removable, and depending on no memory a store in between could change.
    pub fn is_movable(&self) -> bool {
        self.is_removable() && self.reads.is_empty()
    }

    /// Whether a second instance with the same operands may take the first's value
    /// when the first dominates it: it depends on its operands only and makes no new
    /// identity. Guards and checked operations qualify: if the first passed, so does
    /// the second.
    pub fn is_mergeable(&self) -> bool {
        self.reads.is_empty()
            && self.writes.is_empty()
            && !self.runs_code
            && !self.may_raise
            && !self.terminator
            && !self.fresh_object
    }

    /// Whether an exception may come out of it in the middle of a block: what a `Try`
    /// ending the block takes to its handler (a terminator's raise ends the block).
    pub fn raises_midblock(&self) -> bool {
        (self.may_raise || self.runs_code) && !self.terminator
    }

    /// Whether it may change the heaps `heaps` (running code may change any).
    pub fn may_write(&self, heaps: Heaps) -> bool {
        self.runs_code || self.writes.intersects(heaps)
    }

    /// Whether it may read or write the heaps `heaps` (running code may touch any),
    /// or leave compiled code by raising, where the interpreter sees memory as it is.
    pub fn touches(&self, heaps: Heaps) -> bool {
        self.runs_code || self.may_raise || self.reads.intersects(heaps) || self.writes.intersects(heaps)
    }
}

/// What `insn` may do besides computing its value (see [`Effects`]).
pub fn effects(insn: &Insn) -> Effects {
    match insn {
        Insn::Param { .. } | Insn::Const { .. } | Insn::PrimConst { .. } | Insn::IsNull { .. } => Effects::NONE,
        // The closure tuple and a tuple's items never change.
        Insn::FreeVar { .. } | Insn::TupleItem { .. } => Effects::NONE,
        // A global may be unbound: the helper then makes the NameError.
        Insn::LoadGlobal { .. } => Effects { allocates: true, may_raise: true, ..Effects::reads(Heaps::GLOBALS) },
        Insn::GlobalValue { .. } => Effects::reads(Heaps::GLOBALS),
        Insn::StoreGlobal { .. } => Effects { allocates: true, ..Effects::writes(Heaps::GLOBALS) },
        // Raising UnboundLocalError (or NameError for an empty cell) ends the compiled
        // code; nothing after it uses a value, so it needs no GC point.
        Insn::CheckBound { .. } => Effects { may_raise: true, ..Effects::NONE },
        Insn::LoadCell { .. } => Effects { may_raise: true, ..Effects::reads(Heaps::CELLS) },
        Insn::StoreCell { .. } => Effects::writes(Heaps::CELLS),
        Insn::BinaryOp { .. }
        | Insn::Compare { .. }
        | Insn::UnaryOp { .. }
        | Insn::IsTruthy { .. }
        | Insn::GetItem { .. }
        | Insn::SetItem { .. }
        | Insn::LoadAttr { .. }
        | Insn::StoreAttr { .. }
        | Insn::LoadAttrCached { .. }
        | Insn::LoadAttrGetter { .. }
        | Insn::StoreAttrCached { .. }
        | Insn::CallFunction { .. }
        | Insn::CallKw { .. }
        | Insn::CallMethod { .. }
        | Insn::CallMethodCached { .. }
        | Insn::GetIter { .. }
        | Insn::IterNext { .. }
        | Insn::Unpack { .. }
        | Insn::GetSlice { .. }
        | Insn::SetSlice { .. }
        | Insn::InitInstance { .. } => Effects::ANYTHING,
        // Only a pending SIGINT makes it do anything: raise KeyboardInterrupt. Outside a
        // `try` that ends the compiled code, so (as for CheckBound) it is no GC point.
        Insn::CallHelper { helper: Helper::PollInterrupt, .. } => Effects { may_raise: true, ..Effects::NONE },
        // ZeroDivisionError, a negative shift count, or an int too big to make.
        Insn::CallHelper { helper: Helper::IntArith(_), .. } => {
            Effects { allocates: true, may_raise: true, ..Effects::NONE }
        }
        // It changes only a header flag and the room after the str's bytes, which no
        // instruction reads inline; writing keeps it in place.
        Insn::CallHelper { helper: Helper::ShareStr, .. } => Effects::writes(Heaps::OTHER),
        // The end of a handler: the exception `CaughtException` reads is no longer
        // the one handled.
        Insn::CallHelper { helper: Helper::PopExcInfo, .. } => Effects::writes(Heaps::OTHER),
        // A tuple set as an instance's attribute, in the object (no `__setattr__`).
        Insn::CallHelper { helper: Helper::ExceptionInit, .. } => Effects {
            reads: Heaps::INSTANCE_ATTRS | Heaps::SHAPES,
            writes: Heaps::INSTANCE_ATTRS | Heaps::SHAPES,
            allocates: true,
            may_raise: true,
            ..Effects::NONE
        },
        // Of ints (`lower` makes them for no other operands), so no `__index__` runs:
        // a new object, or ValueError for a zero step.
        Insn::CallHelper { helper: Helper::NewRange | Helper::NewRangeIter, .. } => {
            Effects { may_raise: true, ..Effects::NEW_OBJECT }
        }
        // The last item taken out of an exact list: no code runs (an item leaving a
        // list calls nothing), IndexError for an empty one. Bool storage is widened
        // first, so the item array may change.
        Insn::CallHelper { helper: Helper::ListPop, .. } => {
            let list = Heaps::LIST_LEN.union(Heaps::LIST_STORAGE).union(Heaps::LIST_ITEMS);
            Effects { reads: list, writes: list, allocates: true, may_raise: true, ..Effects::NONE }
        }
        // A str changed in place is one nothing else can read (see `Rt::append_str`).
        Insn::CallHelper { helper: Helper::AppendStr, .. } => {
            Effects { allocates: true, writes: Heaps::OTHER, ..Effects::NONE }
        }
        Insn::CallHelper { .. } => Effects::ANYTHING,
        Insn::BuildList { .. }
        | Insn::BuildTuple { .. }
        | Insn::MakeFunction { .. }
        | Insn::MakeCell { .. }
        | Insn::NewInstance { .. }
        | Insn::NewObject { .. } => Effects::NEW_OBJECT,
        // Made only when compiled code leaves; two are never one object.
        Insn::VirtualObject { .. } => Effects { fresh_object: true, ..Effects::NONE },
        Insn::ListAppend { .. } => Effects {
            reads: Heaps::LIST_LEN | Heaps::LIST_STORAGE,
            writes: Heaps::LIST_LEN | Heaps::LIST_STORAGE | Heaps::LIST_ITEMS,
            allocates: true,
            ..Effects::NONE
        },
        // What a `Try` does when its block raises is the raising instruction's part.
        Insn::Jump { .. } | Insn::Branch { .. } | Insn::Try { .. } => Effects { terminator: true, ..Effects::NONE },
        // The frame's handled exceptions change only at calls and raises.
        Insn::CaughtException => Effects::reads(Heaps::OTHER),
        // The returned value escapes to the caller, which may read anything it reaches.
        Insn::Return { .. } => Effects { terminator: true, ..Effects::reads(Heaps::all()) },
        Insn::Deopt { .. } => Effects { terminator: true, ..Effects::DEOPT },
        // So does the yielded one; writing the frame boxes its machine values.
        Insn::Yield { .. } => Effects { terminator: true, allocates: true, ..Effects::reads(Heaps::all()) },
        Insn::Raise { .. } => {
            Effects { terminator: true, allocates: true, may_raise: true, ..Effects::reads(Heaps::all()) }
        }
        // The shape, and the class's flags (which a class attribute's assignment sets).
        Insn::GuardShape { .. } => Effects { may_deopt: true, ..Effects::reads(Heaps::SHAPES | Heaps::OTHER) },
        Insn::InstanceHas { .. } => Effects::reads(Heaps::SHAPES | Heaps::OTHER),
        // A function's code and closure never change.
        Insn::GuardCode { .. } => Effects::DEOPT,
        Insn::FunctionCell { .. } => Effects::NONE,
        Insn::GuardVersions { .. } => Effects { may_deopt: true, ..Effects::reads(Heaps::OTHER) },
        Insn::LoadSlot { .. } => Effects::reads(Heaps::INSTANCE_ATTRS),
        Insn::StoreSlot { .. } => Effects::writes(Heaps::INSTANCE_ATTRS),
        Insn::GuardType { .. }
        | Insn::GuardIs { .. }
        | Insn::IntNeg { .. }
        | Insn::FloatSqrt { .. }
        | Insn::NumberToDouble { .. }
        | Insn::CheckIndex { .. }
        | Insn::CheckRangeSmall { .. } => Effects::DEOPT,
        Insn::EnterInlined { .. } => Effects::writes(Heaps::FRAMES),
        // It reads the depth, the limit and the VM stack's top, which only running
        // code changes (`FRAMES` stands for all three).
        Insn::CheckDepth { .. } => Effects { may_deopt: true, ..Effects::reads(Heaps::FRAMES) },
        Insn::LeaveInlined { .. } => Effects::writes(Heaps::FRAMES),
        Insn::IntArith { state, .. } | Insn::FloatArith { state, .. } => {
            if state.is_some() {
                Effects::DEOPT
            } else {
                Effects::NONE
            }
        }
        // A double outside the flonum range is boxed on the heap; floats have no
        // identity the program may rely on.
        Insn::Box { .. } => Effects { allocates: true, ..Effects::NONE },
        Insn::Unbox { .. }
        | Insn::IntCompare { .. }
        | Insn::Select { .. }
        | Insn::IntInvert { .. }
        | Insn::FloatCompare { .. }
        | Insn::FloatNeg { .. }
        | Insn::CastIntToFloat { .. }
        | Insn::BoolNot { .. }
        | Insn::IsSame { .. }
        | Insn::StrEq { .. }
        | Insn::StrLen { .. }
        | Insn::IsInstance { .. } => Effects::NONE,
        Insn::StrOrd { .. } => Effects::DEOPT,
        // A char past the first 256 code points is a new str.
        Insn::StrChar { .. } => Effects { allocates: true, ..Effects::NONE },
        Insn::CharStr { .. } => Effects { allocates: true, ..Effects::DEOPT },
        Insn::ArrayLen { .. } => Effects::reads(Heaps::LIST_LEN),
        Insn::LoadField { field, .. } => Effects::reads(Heaps::of_field(*field)),
        Insn::StoreField { field, .. } => Effects::writes(Heaps::of_field(*field)),
        Insn::LoadArrayItem { .. } | Insn::LoadNumberItem { .. } | Insn::LoadBoolItem { .. } => {
            Effects::reads(Heaps::LIST_ITEMS)
        }
        // Storing an object may widen a list of bools, ints or floats to a list of
        // values.
        Insn::StoreArrayItem { .. } => Effects::writes(Heaps::LIST_ITEMS | Heaps::LIST_STORAGE),
        Insn::StoreBoolItem { .. } => Effects::writes(Heaps::LIST_ITEMS),
        // Only accesses with nothing between that could widen the list rely on it.
        Insn::GuardStorage { .. } => Effects { may_deopt: true, ..Effects::reads(Heaps::LIST_STORAGE) },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{BlockId, Edge, FrameState, InsnId, Storage};
    use crate::types;
    use ember_runtime::value::Value;

    fn v(n: u32) -> InsnId {
        InsnId::from_u32(n)
    }

    fn state() -> FrameState {
        FrameState::default()
    }

    #[test]
    fn pure_arithmetic_is_removable_movable_and_mergeable() {
        let add = Insn::IntArith { op: ember_runtime::code::BinOp::Add, left: v(1), right: v(2), state: None };
        let e = effects(&add);
        assert!(e.is_removable() && e.is_movable() && e.is_mergeable() && !e.may_collect());
    }

    #[test]
    fn guards_are_kept_but_merge_with_a_dominating_twin() {
        let g = Insn::GuardType { value: v(1), ty: types::Object, state: state() };
        let e = effects(&g);
        assert!(!e.is_removable() && e.is_mergeable() && !e.touches(Heaps::ITERATORS));
    }

    #[test]
    fn memory_reads_stay_in_place_and_are_not_merged() {
        for insn in [
            Insn::ArrayLen { array: v(1) },
            Insn::LoadBoolItem { array: v(1), index: v(2) },
            Insn::LoadNumberItem { array: v(1), index: v(2), storage: Storage::Ints },
            Insn::LoadArrayItem { array: v(1), index: v(2) },
            Insn::LoadField { object: v(1), field: Field::ListItems },
        ] {
            let e = effects(&insn);
            assert!(e.is_removable() && !e.is_movable() && !e.is_mergeable(), "{insn:?}");
        }
    }

    #[test]
    fn new_objects_are_removable_but_never_merged() {
        let e = effects(&Insn::BuildList { items: vec![v(1)] });
        assert!(e.is_removable() && !e.is_mergeable() && e.may_collect());
    }

    #[test]
    fn generic_operations_do_anything() {
        let e = effects(&Insn::GetItem { container: v(1), index: v(2), state: state() });
        assert!(!e.is_removable() && e.may_collect() && e.touches(Heaps::ITERATORS) && e.touches(Heaps::LIST_LEN));
    }

    #[test]
    fn iterator_fields_are_their_own_heap() {
        let read = effects(&Insn::LoadField { object: v(1), field: Field::SeqIterIndex });
        let write = effects(&Insn::StoreField { object: v(1), field: Field::RangeIterNext, value: v(2) });
        assert!(read.touches(Heaps::ITERATORS) && write.touches(Heaps::ITERATORS));
        assert!(
            !effects(&Insn::StoreField { object: v(1), field: Field::ListItems, value: v(2) })
                .touches(Heaps::ITERATORS)
        );
    }

    #[test]
    fn terminators_are_never_removed() {
        let jump = Insn::Jump { edge: Edge { target: BlockId::from_u32(1), args: vec![] } };
        assert!(!effects(&jump).is_removable());
        assert!(!effects(&Insn::Return { value: v(1) }).is_removable());
        assert!(effects(&Insn::Const { value: Value(0) }).is_removable());
    }
}
