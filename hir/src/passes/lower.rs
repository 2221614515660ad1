//! `lower`: from Python operations to low-level typed ones, RTyper-style.
//!
//! Each value gets a representation from its type: a small int (`Fixnum`) is a
//! CInt64, a float a CDouble, a bool a CBool, anything else stays a boxed object.
//! Each high-level operation whose operands' types allow it becomes its low-level
//! sequence, between `Unbox` of its operands and a `Box` of its result (which
//! `simplify` cancels out where they meet):
//!
//! - int arithmetic and comparisons → `IntAdd`, `IntLt`, … (`+ - * // % << >>` deopt
//!   when the result leaves the small-int range: the interpreter makes the big int);
//! - float arithmetic, and int-with-float arithmetic through `CastIntToFloat` →
//!   `FloatAdd`, … (division by zero deopts, and the interpreter raises);
//! - float comparisons → `FloatLt`, …; `is` → `IsSame`;
//! - truth tests of ints, floats, bools and None → compares and constants;
//! - `list[int]`, `tuple[int]` and `list[int] = v` → `ArrayLen`, `CheckIndex` (an
//!   index out of range deopts, and the interpreter raises), `LoadArrayItem`, …;
//!   where the profile saw only lists storing bools as bytes (and a bool is
//!   stored), `GuardStorage<bools>` of the storage and `LoadBoolItem`/`StoreBoolItem`
//!   read and write the byte; where it saw only lists of small ints or of immediate
//!   floats, `GuardStorage<ints|floats>` and `LoadNumberItem` read an item whose type
//!   is known without a test of its own;
//! - `len` of an exact list, tuple or str, `ord` of an exact str and `chr` of a
//!   small int → `ArrayLen`, `StrLen`, `StrOrd` (a str of another length than one
//!   deopts), `CharStr` (an invalid code point deopts); `str[int]` → `StrLen`,
//!   `CheckIndex`, `StrChar`.
//!
//! Lowering one operation can narrow the types of others (the box of an `IntAdd` is a
//! `Fixnum`, where the generic operation gave `LongExact`), so operations and `infer`
//! alternate until nothing more lowers. Then block parameters whose type has a
//! machine form are unboxed: edges pass the machine value and the block boxes it for
//! the uses that need an object. Mixed int/float comparisons stay generic: Python
//! compares them exactly, not through a double.

use super::infer::infer;
use super::specialise::seen_list_storage;
use super::{GaveUp, step_bound, until_settled};
use crate::ir::EntityRef;
use crate::ir::ObjectKind;
use crate::ir::{Binding, BlockId, Field, FrameState, Function, Helper, Insn, InsnId, Storage};
use crate::{Type, lowops, types};
use ember_runtime::builtins::builtin_name;
use ember_runtime::classes::is_class;
use ember_runtime::code::{BinOp, CmpOp};
use ember_runtime::layout::LayoutId;
use ember_runtime::object::is_layout;
use ember_runtime::value::Value;

pub fn lower(f: &mut Function) -> Result<(), GaveUp> {
    until_settled("lower", step_bound(f), || {
        let changed = lower_operations(f) | lower_exception_super_inits(f);
        if changed {
            infer(f)?;
        }
        Ok(changed)
    })?;
    unbox_parameters(f);
    infer(f)
}

/// `super().__init__(*args)` that found `BaseException.__init__` (an exception
/// class's `__init__` handing its arguments on, usually inlined into the class call):
/// the arguments set as the builtin sets them (`Helper::ExceptionInit`), with no
/// super object made and no call. It needs the instance to be of exactly the way's
/// class, the super object's class to be the way's start (guarded), the classes the
/// lookup read to keep their versions (guarded), and the super object to be seen by
/// nothing but the call; the instructions take the `super()` call's frame state
/// (where the interpreter would make both calls again). Whether anything changed.
fn lower_exception_super_inits(f: &mut Function) -> bool {
    let Some(exception_init) = ember_runtime::builtins::module_function("BaseException", "__init__") else {
        return false;
    };
    if !f.speculate {
        return false;
    }
    let super_type = ember_runtime::object::ClassId::Super.type_object();
    let mut changed = false;
    for b in f.block_ids() {
        for call in f.block(b).insns.clone() {
            let Insn::CallMethodCached { receiver, name, ref args, ref ways, .. } = *f.insn(call) else { continue };
            let ([way], Insn::CallFunction { callee, args: super_args, state: made_at }) =
                (&ways[..], f.insn(receiver))
            else {
                continue;
            };
            let (&[class, instance], Some(start)) = (&super_args[..], way.start) else { continue };
            let fits = f.names[name as usize] == "__init__"
                && way.function == exception_init
                && way.binding == Binding::Instance
                && f.ty(*callee).object_spec() == Some(super_type)
                && f.ty(instance).is_subtype(Type::from_class_exact(way.class))
                && only_used_by(f, receiver, call);
            if !fits {
                continue;
            }
            let (state, versions, owner, args) = (made_at.clone(), way.versions.clone(), way.class, args.clone());
            // The super object becomes the test of its class.
            f.insns[receiver] = Insn::GuardIs { value: class, expected: start, state: state.clone() };
            let at = f.block(b).insns.iter().position(|&i| i == call).expect("the call is in its block");
            let owner_ty = Type::from_value(owner);
            let owner = f.add(Insn::Const { value: owner }, owner_ty);
            let guard = f.add(Insn::GuardVersions { value: owner, versions, state: state.clone() }, owner_ty);
            let operands = std::iter::once(instance).chain(args).collect();
            let init = f.add(Insn::CallHelper { helper: Helper::ExceptionInit, args: operands, state }, types::Bottom);
            f.blocks[b].insns.splice(at..at, [owner, guard, init]);
            let none = ember_runtime::object::none();
            f.insns[call] = Insn::Const { value: none };
            changed = true;
        }
    }
    changed
}

/// Whether `user` is the only instruction that names `v`, as an operand or in its
/// frame state.
fn only_used_by(f: &Function, v: InsnId, user: InsnId) -> bool {
    f.block_ids().flat_map(|b| f.block(b).insns.iter()).all(|&i| {
        let mut names = false;
        f.insn(i).for_each_operand(|o| names |= o == v);
        i == user || !names
    })
}

/// What kind of number a value is, for choosing an operation.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Num {
    Int,
    Float,
}

fn num(t: Type) -> Option<Num> {
    if t.is_bottom() {
        None
    } else if t.is_subtype(types::Fixnum) {
        Some(Num::Int)
    } else if t.is_subtype(types::FloatExact) {
        Some(Num::Float)
    } else {
        None
    }
}

/// Emits instructions into a new body for one block.
struct Emitter<'a> {
    f: &'a mut Function,
    out: Vec<InsnId>,
}

impl Emitter<'_> {
    fn emit(&mut self, insn: Insn, ty: Type) -> InsnId {
        let id = self.f.add(insn, ty);
        self.out.push(id);
        id
    }

    fn unbox(&mut self, v: InsnId) -> InsnId {
        let ty = lowops::unboxed_type(self.f.ty(v)).expect("lowering unboxes values with a machine form");
        self.emit(Insn::Unbox { value: v }, ty)
    }

    /// `v` as a CDouble: a float unboxed, or an int unboxed and converted.
    fn as_double(&mut self, v: InsnId) -> InsnId {
        let u = self.unbox(v);
        match num(self.f.ty(v)) {
            Some(Num::Int) => self.emit(Insn::CastIntToFloat { value: u }, types::CDouble),
            _ => u,
        }
    }

    fn boxed(&mut self, v: InsnId) -> InsnId {
        let ty = lowops::boxed_type(self.f.ty(v)).expect("lowering boxes machine values");
        self.emit(Insn::Box { value: v }, ty)
    }

    /// CBool `v`, negated when `negate` (the `not` of `not in`, `is not`, `!=`).
    fn negated_if(&mut self, negate: bool, v: InsnId) -> InsnId {
        if negate { self.emit(Insn::BoolNot { value: v }, types::CBool) } else { v }
    }

    fn prim_const(&mut self, ty: Type, bits: u64) -> InsnId {
        self.emit(Insn::PrimConst { bits }, ty)
    }
}

/// Lowers every operation whose operand types allow it; whether any was.
fn lower_operations(f: &mut Function) -> bool {
    let speculate = f.speculate;
    let mut changed = false;
    let mut replace: Vec<Option<InsnId>> = vec![None; f.insns.len()];
    let only_iterated = only_iterated(f);
    for b in f.reverse_post_order() {
        let body = f.block(b).insns.clone();
        let mut e = Emitter { f: &mut *f, out: Vec::with_capacity(body.len()) };
        for i in body {
            let insn = e.f.insn(i).clone();
            let ty = |e: &Emitter, v: InsnId| e.f.ty(v);
            let result: Option<InsnId> = match insn {
                Insn::BinaryOp { op, inplace, left, right, state } => match (num(ty(&e, left)), num(ty(&e, right))) {
                    (Some(Num::Int), Some(Num::Int)) if e.f.overflowed.binary_search(&state.pc).is_ok() => {
                        big_int_arith(&mut e, op, left, right, state)
                    }
                    (Some(Num::Int), Some(Num::Int)) => match lowops::int_op_can_fail(op) {
                        Some(can_fail) if speculate || !can_fail => {
                            let (a, c) = (e.unbox(left), e.unbox(right));
                            let state = can_fail.then_some(state);
                            let r = e.emit(Insn::IntArith { op, left: a, right: c, state }, types::CInt64);
                            Some(e.boxed(r))
                        }
                        _ => None,
                    },
                    (Some(_), Some(_)) => match lowops::float_op_can_fail(op) {
                        Some(can_fail) if speculate || !can_fail => {
                            let (a, c) = (e.as_double(left), e.as_double(right));
                            let state = can_fail.then_some(state);
                            let r = e.emit(Insn::FloatArith { op, left: a, right: c, state }, types::CDouble);
                            Some(e.boxed(r))
                        }
                        _ => None,
                    },
                    (Some(Num::Float), None) | (None, Some(Num::Float)) if speculate => {
                        lower_float_with_number(&mut e, op, left, right, &state)
                    }
                    _ if ty(&e, left).is_subtype(types::LongExact) && ty(&e, right).is_subtype(types::LongExact) => {
                        big_int_arith(&mut e, op, left, right, state)
                    }
                    _ if e.f.append_sites.binary_search(&state.pc).is_ok() => {
                        let strs = ty(&e, left).is_subtype(types::UnicodeExact)
                            && ty(&e, right).is_subtype(types::UnicodeExact);
                        let (helper, ty) = if strs {
                            (Helper::AppendStr, types::UnicodeExact)
                        } else {
                            (Helper::Append { inplace }, types::Object)
                        };
                        let append = Insn::CallHelper { helper, args: vec![left, right], state };
                        Some(e.emit(append, ty))
                    }
                    _ => None,
                },
                Insn::Compare { op: op @ (CmpOp::In | CmpOp::NotIn), left, right, state }
                    if ty(&e, right).is_subtype(types::DictExact) || is_set(ty(&e, right)) =>
                {
                    let args = vec![right, left];
                    let helper = if ty(&e, right).is_subtype(types::DictExact) {
                        Helper::DictContains
                    } else {
                        Helper::SetContains
                    };
                    let found = e.emit(Insn::CallHelper { helper, args, state }, types::Bool);
                    let found = e.unbox(found);
                    let r = e.negated_if(op == CmpOp::NotIn, found);
                    Some(e.boxed(r))
                }
                Insn::Compare { op, left, right, .. } => {
                    let r = if matches!(op, CmpOp::Is | CmpOp::IsNot) {
                        let same = e.emit(Insn::IsSame { left, right }, types::CBool);
                        Some(e.negated_if(op == CmpOp::IsNot, same))
                    } else if matches!(op, CmpOp::Eq | CmpOp::Ne)
                        && ty(&e, left).is_subtype(types::UnicodeExact)
                        && ty(&e, right).is_subtype(types::UnicodeExact)
                    {
                        let eq = e.emit(Insn::StrEq { left, right }, types::CBool);
                        Some(e.negated_if(op == CmpOp::Ne, eq))
                    } else if !lowops::is_value_comparison(op) {
                        None
                    } else {
                        match (num(ty(&e, left)), num(ty(&e, right))) {
                            (Some(Num::Int), Some(Num::Int)) => {
                                let (a, c) = (e.unbox(left), e.unbox(right));
                                Some(e.emit(Insn::IntCompare { op, left: a, right: c }, types::CBool))
                            }
                            (Some(Num::Float), Some(Num::Float)) => {
                                let (a, c) = (e.unbox(left), e.unbox(right));
                                Some(e.emit(Insn::FloatCompare { op, left: a, right: c }, types::CBool))
                            }
                            _ => None,
                        }
                    };
                    r.map(|r| e.boxed(r))
                }
                Insn::CallMethod { receiver, name, ref args, ref state } => {
                    if let Some(callee) = module_function(e.f, receiver, name) {
                        let callee = e.emit(Insn::Const { value: callee }, Type::from_value(callee));
                        let call = Insn::CallFunction { callee, args: args.clone(), state: state.clone() };
                        Some(e.emit(call, types::Object))
                    } else if ty(&e, receiver).is_subtype(types::ListExact)
                        && lowers_list_method(&e.f.names[name as usize])
                    {
                        Some(lower_list_method(&mut e, receiver, name, args, state))
                    } else if ty(&e, receiver).is_subtype(types::DictExact)
                        && lowers_dict_method(&e.f.names[name as usize])
                    {
                        let operands = std::iter::once(receiver).chain(args.iter().copied()).collect();
                        let helper = match (e.f.names[name as usize].as_str(), args.len()) {
                            ("get", 1 | 2) => Helper::DictGet,
                            _ => Helper::DictMethod(name),
                        };
                        Some(e.emit(Insn::CallHelper { helper, args: operands, state: state.clone() }, types::Object))
                    } else if ty(&e, receiver).is_subtype(types::UnicodeExact)
                        && lowers_str_method(&e.f.names[name as usize])
                    {
                        let operands = std::iter::once(receiver).chain(args.iter().copied()).collect();
                        let call =
                            Insn::CallHelper { helper: Helper::StrMethod(name), args: operands, state: state.clone() };
                        let result = crate::ir::str_method_result(&e.f.names[name as usize]);
                        Some(e.emit(call, result))
                    } else if let ("add", [value], true) =
                        (e.f.names[name as usize].as_str(), &args[..], ty(&e, receiver).is_subtype(types::SetExact))
                    {
                        // `s.add(v)` of an exact set: no method lookup.
                        let add = Insn::CallHelper {
                            helper: Helper::SetAdd,
                            args: vec![receiver, *value],
                            state: state.clone(),
                        };
                        e.emit(add, types::Bottom);
                        let none = ember_runtime::object::none();
                        Some(e.emit(Insn::Const { value: none }, Type::from_value(none)))
                    } else if speculate {
                        lower_class_call(&mut e, receiver, name, args, state)
                    } else {
                        None
                    }
                }
                Insn::CallFunction { callee, ref args, ref state } => {
                    let known = ty(&e, callee).object_spec();
                    let init = e.f.class_inits.iter().find(|w| Some(w.class) == known).cloned();
                    let sqrt = ember_runtime::builtins::module_function("math", "sqrt");
                    if let ([x], true) = (&args[..], speculate && known.is_some() && known == sqrt) {
                        // `math.sqrt` of an int or a float: below zero deopts, and the
                        // interpreter raises.
                        num(ty(&e, *x)).map(|_| {
                            let d = e.as_double(*x);
                            let r = e.emit(Insn::FloatSqrt { operand: d, state: state.clone() }, types::CDouble);
                            e.boxed(r)
                        })
                    } else if let Some(n) = lower_builtin_call(&mut e, known, args, state) {
                        Some(n)
                    } else if let Some(r) = lower_range(&mut e, known, args, state, only_iterated[i.index()]) {
                        Some(r)
                    } else if let Some(init) = init {
                        // `class(*args)`: a new instance, and its `__init__` called.
                        let object =
                            e.emit(Insn::NewInstance { class: init.class }, Type::from_class_exact(init.class));
                        if ember_runtime::classes::is_exception_class(init.class) {
                            let kept = std::iter::once(object).chain(args.iter().copied()).collect();
                            // Kept whole, the arguments are what `BaseException.__init__`
                            // sets, which runs no code (an `__init__` calling it again
                            // with them does nothing: `simplify`).
                            let helper = match ember_runtime::classes::keeps_all_arguments(init.class, args.len()) {
                                true => Helper::ExceptionInit,
                                false => Helper::KeepExceptionArguments,
                            };
                            let keep = Insn::CallHelper { helper, args: kept, state: state.clone() };
                            e.emit(keep, types::Bottom);
                        }
                        let args = args.clone();
                        e.emit(Insn::InitInstance { object, args, init, state: state.clone() }, types::Bottom);
                        Some(object)
                    } else {
                        known_classes_test(e.f, callee, args).map(|(value, classes)| {
                            let test = e.emit(Insn::IsInstance { value, classes }, types::CBool);
                            e.boxed(test)
                        })
                    }
                }
                Insn::LoadAttr { object, name, ref state } => {
                    let class = ty(&e, object).object_spec();
                    let found = e.f.class_attributes.iter().find(|a| Some(a.class) == class && a.name == name);
                    found.filter(|_| speculate).cloned().map(|attribute| {
                        // A class attribute: a constant while the classes keep their versions.
                        let versions = attribute.versions;
                        e.emit(Insn::GuardVersions { value: object, versions, state: state.clone() }, ty(&e, object));
                        e.emit(Insn::Const { value: attribute.value }, Type::from_value(attribute.value))
                    })
                }
                Insn::UnaryOp { op, operand, state } => lower_unary(&mut e, op, operand, state, speculate),
                // `iter()` of an iterator `lower_range` made is that iterator.
                Insn::GetIter { iterable, .. } => match e.f.insn(iterable) {
                    Insn::CallHelper { helper: Helper::NewRangeIter, .. }
                    | Insn::NewObject { kind: ObjectKind::RangeIter, .. } => Some(iterable),
                    _ => None,
                },
                // A proven guard of a range `lower_range` makes as its iterator
                // (`specialise` guards by profile before `infer` knows a call's
                // result type) goes with it: it would test the iterator.
                Insn::GuardType { value, ty: guarded, .. }
                    if only_iterated[value.index()] && ty(&e, value).is_subtype(guarded) =>
                {
                    Some(value)
                }
                Insn::IsTruthy { value, .. } => lower_truth(&mut e, value),
                // An iterator made before `iter_loops` typed its bounds (`range(i + 1,
                // n)` in a loop over `i`): from its fields now that they are known.
                Insn::CallHelper { helper: Helper::NewRangeIter, ref args, .. } => new_range_iter(&mut e, args),
                // `except C:` with known exception classes: a class test.
                Insn::CallHelper { helper: Helper::CheckExcMatch, ref args, .. } => exception_classes(e.f, args[1])
                    .map(|classes| {
                        let test = e.emit(Insn::IsInstance { value: args[0], classes }, types::CBool);
                        e.boxed(test)
                    }),
                Insn::GetItem { container, index, state } if ty(&e, container).is_subtype(types::DictExact) => {
                    let call = Insn::CallHelper { helper: Helper::DictGetItem, args: vec![container, index], state };
                    Some(e.emit(call, types::Object))
                }
                Insn::GetItem { container, index, state }
                    if ty(&e, container).is_subtype(types::UnicodeExact) && num(ty(&e, index)) == Some(Num::Int) =>
                {
                    // `s[i]` of an exact str: a checked index (out of range deopts, and
                    // the interpreter raises IndexError), then the char.
                    let i = e.unbox(index);
                    let n = e.emit(Insn::StrLen { string: container }, types::CInt64);
                    let k = e.emit(Insn::CheckIndex { index: i, length: n, state }, types::CInt64);
                    Some(e.emit(Insn::StrChar { string: container, index: k }, types::UnicodeExact))
                }
                Insn::GetItem { container, index, state } => {
                    let list = ty(&e, container).is_subtype(types::ListExact);
                    let storage = if list { seen_list_storage(e.f, &state) } else { None };
                    lower_index(&mut e, container, index, state.clone())
                        .map(|(array, k)| storage_item(|insn, ty| e.emit(insn, ty), array, k, storage, state))
                }
                Insn::SetItem { container, index, value, state }
                    if ty(&e, container).is_subtype(types::DictExact) && ty(&e, value).is_subtype(types::Object) =>
                {
                    let args = vec![container, index, value];
                    e.emit(Insn::CallHelper { helper: Helper::DictSetItem, args, state }, types::Bottom);
                    changed = true;
                    continue;
                }
                // The value must be known to be bound: a loop's item merged into the
                // loop body keeps its IterNext's maybe-NULL type (issue 18, seed 319).
                Insn::SetItem { container, index, value, state }
                    if ty(&e, container).is_subtype(types::ListExact) && ty(&e, value).is_subtype(types::Object) =>
                {
                    let bools =
                        ty(&e, value).is_subtype(types::Bool) && seen_list_storage(e.f, &state) == Some(Storage::Bools);
                    match lower_index(&mut e, container, index, state.clone()) {
                        Some((array, k)) => {
                            if bools {
                                let storage = Storage::Bools;
                                let array = e.emit(Insn::GuardStorage { array, storage, state }, types::Object);
                                let byte = e.unbox(value);
                                e.emit(Insn::StoreBoolItem { array, index: k, value: byte }, types::Bottom);
                            } else {
                                e.emit(Insn::StoreArrayItem { array, index: k, value }, types::Bottom);
                            }
                            changed = true;
                            continue;
                        }
                        None => None,
                    }
                }
                _ => None,
            };
            match result {
                Some(r) => {
                    replace[i.index()] = Some(r);
                    changed = true;
                }
                None => e.out.push(i),
            }
        }
        let out = e.out;
        f.blocks[b].insns = out;
    }
    f.replace_uses_map(&replace);
    changed
}

fn lower_unary(
    e: &mut Emitter,
    op: crate::ir::UnaryOp,
    operand: InsnId,
    state: FrameState,
    speculate: bool,
) -> Option<InsnId> {
    use crate::ir::UnaryOp::*;
    let t = e.f.ty(operand);
    match (op, num(t)) {
        (Pos, Some(_)) => Some(operand),
        (Neg, Some(Num::Int)) if speculate => {
            let u = e.unbox(operand);
            let r = e.emit(Insn::IntNeg { operand: u, state }, types::CInt64);
            Some(e.boxed(r))
        }
        (Neg, Some(Num::Float)) => {
            let u = e.unbox(operand);
            let r = e.emit(Insn::FloatNeg { operand: u }, types::CDouble);
            Some(e.boxed(r))
        }
        (Invert, Some(Num::Int)) => {
            let u = e.unbox(operand);
            let r = e.emit(Insn::IntInvert { operand: u }, types::CInt64);
            Some(e.boxed(r))
        }
        (Not, _) => {
            let truth = lower_truth(e, operand)?;
            let r = e.emit(Insn::BoolNot { value: truth }, types::CBool);
            Some(e.boxed(r))
        }
        _ => None,
    }
}

/// The truth of `v` as a CBool, for the types whose truth is a plain test.
fn lower_truth(e: &mut Emitter, v: InsnId) -> Option<InsnId> {
    let t = e.f.ty(v);
    if t.is_bottom() {
        return None;
    }
    if t.is_subtype(types::Bool) {
        return Some(e.unbox(v));
    }
    if t.is_subtype(types::NoneType) {
        return Some(e.prim_const(Type::from_cbool(false), 0));
    }
    if t.is_subtype(types::ListExact) || t.is_subtype(types::TupleExact) {
        let n = e.emit(Insn::ArrayLen { array: v }, types::CInt64);
        let zero = e.prim_const(Type::from_cint64(0), 0);
        return Some(e.emit(Insn::IntCompare { op: CmpOp::Ne, left: n, right: zero }, types::CBool));
    }
    match num(t) {
        Some(Num::Int) => {
            let u = e.unbox(v);
            let zero = e.prim_const(Type::from_cint64(0), 0);
            Some(e.emit(Insn::IntCompare { op: CmpOp::Ne, left: u, right: zero }, types::CBool))
        }
        Some(Num::Float) => {
            let u = e.unbox(v);
            let zero = e.prim_const(Type::from_cdouble(0.0), 0f64.to_bits());
            Some(e.emit(Insn::FloatCompare { op: CmpOp::Ne, left: u, right: zero }, types::CBool))
        }
        None => None,
    }
}

/// For `container[index]` on a list or tuple and a small int: the array holding the
/// items and the checked, non-negative index.
fn lower_index(e: &mut Emitter, container: InsnId, index: InsnId, state: FrameState) -> Option<(InsnId, InsnId)> {
    let t = e.f.ty(container);
    let is_list = t.is_subtype(types::ListExact);
    if t.is_bottom() || !(is_list || t.is_subtype(types::TupleExact)) || num(e.f.ty(index)) != Some(Num::Int) {
        return None;
    }
    let i = e.unbox(index);
    let n = e.emit(Insn::ArrayLen { array: container }, types::CInt64);
    let k = e.emit(Insn::CheckIndex { index: i, length: n, state }, types::CInt64);
    let array = if is_list {
        e.emit(Insn::LoadField { object: container, field: Field::ListItems }, types::Object)
    } else {
        container
    };
    Some((array, k))
}

/// Block parameters whose type has a machine form take the machine value: every edge
/// into the block unboxes its argument, and the block boxes the parameter for its
/// object uses (`simplify` removes the pairs that cancel).
fn unbox_parameters(f: &mut Function) {
    let rpo = f.reverse_post_order();
    let mut unboxed: Vec<Vec<bool>> = vec![Vec::new(); f.blocks.len()];
    let mut replace: Vec<Option<InsnId>> = vec![None; f.insns.len()];
    // A handler's landing block takes its arguments boxed, from frame states.
    let landings: Vec<BlockId> = rpo.iter().filter_map(|&b| f.terminator(b).and_then(Insn::handler)).collect();
    for &b in &rpo {
        if b == f.entry || landings.contains(&b) {
            continue;
        }
        let params = f.block(b).params.clone();
        let mut boxes = Vec::new();
        unboxed[b.index()] = vec![false; params.len()];
        for (k, &p) in params.iter().enumerate() {
            let t = f.ty(p);
            let Some(machine) = lowops::unboxed_type(t) else { continue };
            // The parameter's own type, not a constant one edge happens to pass.
            let machine = Type::from_bits(machine.bits());
            f.types[p] = machine;
            let boxed = f.add(Insn::Box { value: p }, lowops::boxed_type(machine).expect("a machine type"));
            replace[p.index()] = Some(boxed);
            boxes.push(boxed);
            unboxed[b.index()][k] = true;
        }
        let blk = &mut f.blocks[b];
        blk.insns.splice(0..0, boxes);
    }
    f.replace_uses_map(&replace);
    // The boxes themselves read the parameters.
    for (p, b) in replace.iter().enumerate() {
        if let Some(b) = b {
            f.insns[*b] = Insn::Box { value: InsnId::new(p) };
        }
    }
    // Each edge into an unboxed parameter passes an unboxed argument.
    for &b in &rpo {
        let Some(&term) = f.block(b).insns.last() else { continue };
        let mut insn = f.insn(term).clone();
        let mut unboxes = Vec::new();
        let mut fix = |f: &mut Function, edge: &mut crate::ir::Edge| {
            for (k, arg) in edge.args.iter_mut().enumerate() {
                if unboxed[edge.target.index()].get(k).copied().unwrap_or(false) {
                    let ty = lowops::unboxed_type(f.ty(*arg)).unwrap_or(types::Bottom);
                    let u = f.add(Insn::Unbox { value: *arg }, ty);
                    unboxes.push(u);
                    *arg = u;
                }
            }
        };
        match &mut insn {
            Insn::Jump { edge } | Insn::Try { normal: Some(edge), .. } => fix(f, edge),
            Insn::Branch { if_true, if_false, .. } => {
                fix(f, if_true);
                fix(f, if_false);
            }
            _ => continue,
        }
        f.insns[term] = insn;
        let blk = &mut f.blocks[b];
        let at = blk.insns.len() - 1;
        blk.insns.splice(at..at, unboxes);
    }
}

/// An exact set or frozenset (no subclass: `in` then cannot run a `__contains__`).
fn is_set(t: Type) -> bool {
    !t.is_bottom() && (t.is_subtype(types::SetExact) || t.is_subtype(types::FrozenSet))
}

/// `a op b` of exact ints that may be big (or small ones whose operation overflowed
/// before): the big-int arithmetic called directly, or None for an operator whose
/// result need not be an int (`/`, `**`).
fn big_int_arith(e: &mut Emitter, op: BinOp, left: InsnId, right: InsnId, state: FrameState) -> Option<InsnId> {
    if matches!(op, BinOp::TrueDiv | BinOp::Pow) || e.f.ty(left).is_bottom() || e.f.ty(right).is_bottom() {
        return None;
    }
    let call = Insn::CallHelper { helper: Helper::IntArith(op), args: vec![left, right], state };
    Some(e.emit(call, types::LongExact))
}

/// `a op b` (`+`, `-` or `*`) of a float and an operand the profile saw only ints
/// and floats for (a value of a union type, `total += f(x)` with f returning either):
/// float arithmetic, the other operand converted by `NumberToDouble`, which deopts
/// for anything else.
fn lower_float_with_number(
    e: &mut Emitter,
    op: BinOp,
    left: InsnId,
    right: InsnId,
    state: &FrameState,
) -> Option<InsnId> {
    use ember_runtime::layout::LayoutId;
    use ember_runtime::profile::{SEEN_FLONUM, SEEN_SMALL_INT, layout_bit};
    let numbers = SEEN_SMALL_INT | SEEN_FLONUM | layout_bit(LayoutId::Float) | layout_bit(LayoutId::BigInt);
    let word = e.f.profile.get(state.pc as usize).copied().unwrap_or(0);
    let other_is_right = num(e.f.ty(left)) == Some(Num::Float);
    let seen = ember_runtime::profile::operand_masks(word)[other_is_right as usize];
    let other = if other_is_right { right } else { left };
    if !matches!(op, BinOp::Add | BinOp::Sub | BinOp::Mul) || seen == 0 || seen & !numbers != 0 {
        return None;
    }
    if !e.f.ty(other).is_subtype(types::Object) {
        return None;
    }
    let converted = e.emit(Insn::NumberToDouble { value: other, state: state.clone() }, types::CDouble);
    let (a, c) = match other_is_right {
        true => (e.unbox(left), converted),
        false => (converted, e.unbox(right)),
    };
    let r = e.emit(Insn::FloatArith { op, left: a, right: c, state: None }, types::CDouble);
    Some(e.boxed(r))
}

/// `C.name(*args)` for a known class whose `name` a method call can call directly
/// (`Function::class_calls`): while the classes the lookup consulted keep their
/// versions (a guard), a direct call of the function with the arguments as they are
/// (a plain function or a staticmethod's) or after the class (a classmethod's).
fn lower_class_call(
    e: &mut Emitter,
    receiver: InsnId,
    name: u32,
    args: &[InsnId],
    state: &FrameState,
) -> Option<InsnId> {
    let class = e.f.ty(receiver).object_spec()?;
    let call = e.f.class_calls.iter().find(|a| a.class == class && a.name == name)?.clone();
    let (function, binding) = ember_runtime::classes::callable_attribute(call.value)?;
    let guard = Insn::GuardVersions { value: receiver, versions: call.versions, state: state.clone() };
    e.emit(guard, e.f.ty(receiver));
    let callee = e.emit(Insn::Const { value: function }, Type::from_value(function));
    let mut all = Vec::with_capacity(args.len() + 1);
    if binding == Binding::Class {
        all.push(receiver);
    }
    all.extend_from_slice(args);
    Some(e.emit(Insn::CallFunction { callee, args: all, state: state.clone() }, types::Object))
}

/// Item `index` (a CInt64 in range) of the list storage `array`, instruction by
/// instruction through `add`: a `LoadArrayItem` without a narrow `storage`; with
/// one, the storage's guard, then the item as a Fixnum or Flonum (`LoadNumberItem`)
/// or its byte boxed to a Bool. `lower`'s subscripts and `iter_loops`' list loops
/// both read items this way.
pub(super) fn storage_item(
    mut add: impl FnMut(Insn, Type) -> InsnId,
    array: InsnId,
    index: InsnId,
    storage: Option<Storage>,
    state: FrameState,
) -> InsnId {
    let Some(storage) = storage else { return add(Insn::LoadArrayItem { array, index }, types::Object) };
    let array = add(Insn::GuardStorage { array, storage, state }, types::Object);
    match storage.number_type() {
        Some(ty) => add(Insn::LoadNumberItem { array, index, storage }, ty),
        None => {
            let byte = add(Insn::LoadBoolItem { array, index }, types::CBool);
            add(Insn::Box { value: byte }, types::Bool)
        }
    }
}

/// Whether `callee` is a builtin that `lower` reads without a call when its one
/// argument's type allows (`lower_builtin_call`), or the `range` type, which `lower`
/// constructs directly from an int (`lower_range`).
pub(super) fn lowers_builtin_call(callee: Option<Value>) -> bool {
    callee.is_some_and(|c| {
        (is_layout(c, LayoutId::Builtin) && matches!(builtin_name(c), "len" | "ord" | "chr"))
            || c == ember_runtime::object::ClassId::Range.type_object()
    })
}

/// `len(x)`, `ord(x)` and `chr(x)` (`callee` the builtin) without a call: the
/// length field of an exact list or tuple, the char count of an exact str
/// (`StrLen`), the code point of an exact str (`StrOrd`, which deopts unless it has
/// one char), the one-char str of a small int (`CharStr`, which deopts for an
/// invalid code point). `len` of a value of another type is `CallHelper<Len>`,
/// which reads those lengths inline too and calls the runtime for the rest.
fn lower_builtin_call(e: &mut Emitter, callee: Option<Value>, args: &[InsnId], state: &FrameState) -> Option<InsnId> {
    let builtin = callee.filter(|&c| is_layout(c, LayoutId::Builtin))?;
    let [x] = *args else { return None };
    let t = e.f.ty(x);
    if t.is_bottom() {
        return None;
    }
    let n = match builtin_name(builtin) {
        "len" if t.is_subtype(types::ListExact) || t.is_subtype(types::TupleExact) => {
            e.emit(Insn::ArrayLen { array: x }, types::CInt64)
        }
        "len" if t.is_subtype(types::UnicodeExact) => e.emit(Insn::StrLen { string: x }, types::CInt64),
        "ord" if e.f.speculate && t.is_subtype(types::UnicodeExact) => {
            e.emit(Insn::StrOrd { string: x, state: state.clone() }, types::CInt64)
        }
        "chr" if e.f.speculate && num(t) == Some(Num::Int) => {
            let code = e.unbox(x);
            return Some(e.emit(Insn::CharStr { code, state: state.clone() }, types::UnicodeExact));
        }
        "len" => {
            let len = Insn::CallHelper { helper: Helper::Len, args: vec![x], state: state.clone() };
            return Some(e.emit(len, Helper::Len.result_type()));
        }
        _ => return None,
    };
    Some(e.boxed(n))
}

/// For each value, whether only a `GetIter` of it sees it: no other instruction uses
/// it, and the only frame states naming it are at that `GetIter`'s bytecode (its
/// own, and its result's guards'), on the operand stack. Such a range can be made as
/// its iterator directly (`lower_range`): the interpreter resuming at the `GetIter`
/// with the iterator in its place gets the same iterator back.
fn only_iterated(f: &Function) -> Vec<bool> {
    let n = f.insns.len();
    // A guard its operand's type already proves stands for the operand (`lower`
    // folds it away).
    let root = |v: InsnId| match f.insn(v) {
        Insn::GuardType { value, ty, .. } if f.ty(*value).is_subtype(*ty) => *value,
        _ => v,
    };
    let mut iterated_at: Vec<Option<u32>> = vec![None; n];
    let mut seen_otherwise = vec![false; n];
    for b in f.block_ids() {
        for &u in &f.block(b).insns {
            if let Insn::GetIter { iterable, state } = f.insn(u) {
                let k = root(*iterable).index();
                seen_otherwise[k] |= iterated_at[k].is_some();
                iterated_at[k] = Some(state.pc);
            }
        }
    }
    for b in f.block_ids() {
        for &u in &f.block(b).insns {
            let insn = f.insn(u);
            if !matches!(insn, Insn::GetIter { .. }) && root(u) == u {
                insn.for_each_direct_operand(|v| seen_otherwise[root(v).index()] = true);
            }
            if let Some(state) = insn.frame_state() {
                let elsewhere = state.locals.iter().chain(state.writes.iter().flat_map(|w| [&w.object, &w.value]));
                elsewhere.for_each(|&v| seen_otherwise[root(v).index()] = true);
                for &v in &state.stack {
                    if iterated_at[root(v).index()] != Some(state.pc) {
                        seen_otherwise[root(v).index()] = true;
                    }
                }
            }
        }
    }
    (0..n).map(|k| iterated_at[k].is_some() && !seen_otherwise[k]).collect()
}

/// `range(*args)` (`callee` the builtin type) of one to three ints: a direct
/// construction, start and step filled in; when only a `GetIter` sees the range
/// (`iterated`), the iterator is made directly instead: from its fields, computed
/// here, for small-int bounds and a step of 1 or -1 (see [`new_range_iter`]).
fn lower_range(
    e: &mut Emitter,
    callee: Option<Value>,
    args: &[InsnId],
    state: &FrameState,
    iterated: bool,
) -> Option<InsnId> {
    let range = ember_runtime::object::ClassId::Range.type_object();
    let ints = args.iter().all(|&a| !e.f.ty(a).is_bottom() && e.f.ty(a).is_subtype(types::LongExact));
    if callee != Some(range) || args.is_empty() || args.len() > 3 || !ints {
        return None;
    }
    let mut int = |n: i64| e.emit(Insn::Const { value: Value::small_int(n) }, Type::from_value(Value::small_int(n)));
    let operands = match *args {
        [stop] => vec![int(0), stop, int(1)],
        [start, stop] => vec![start, stop, int(1)],
        _ => args.to_vec(),
    };
    if iterated && let Some(iterator) = new_range_iter(e, &operands) {
        return Some(iterator);
    }
    let helper = if iterated { Helper::NewRangeIter } else { Helper::NewRange };
    let ty = helper.result_type();
    Some(e.emit(Insn::CallHelper { helper, args: operands, state: state.clone() }, ty))
}

/// The iterator over `range(start, stop, step)` made from its fields
/// (`NewObject<range_iterator>`) when the bounds are small ints and the step the
/// constant 1 or -1: the start, the count of values (the bounds' distance, or 0),
/// the step. Every value then lies between the two bounds, so it is a small int too,
/// and the distance of two small ints fits 64 bits.
fn new_range_iter(e: &mut Emitter, operands: &[InsnId]) -> Option<InsnId> {
    let [start, stop, step] = *operands else { return None };
    let step = e.f.ty(step).object_spec().filter(|v| v.is_small_int()).map(|v| v.as_small_int());
    let step = step.filter(|s| [1, -1].contains(s))?;
    if ![start, stop].iter().all(|&v| e.f.ty(v).is_subtype(types::Fixnum)) {
        return None;
    }
    let (start, stop) = (e.unbox(start), e.unbox(stop));
    let (low, high) = if step > 0 { (start, stop) } else { (stop, start) };
    let distance = e.emit(Insn::IntArith { op: BinOp::Sub, left: high, right: low, state: None }, types::CInt64);
    let zero = e.emit(Insn::PrimConst { bits: 0 }, Type::from_cint64(0));
    let empty = e.emit(Insn::IntCompare { op: CmpOp::Lt, left: distance, right: zero }, types::CBool);
    let count = e.emit(Insn::Select { cond: empty, if_true: zero, if_false: distance }, types::CInt64);
    let step = e.emit(Insn::PrimConst { bits: step as u64 }, Type::from_cint64(step));
    let kind = ObjectKind::RangeIter;
    Some(e.emit(Insn::NewObject { kind, fields: vec![start, count, step] }, kind.result_type()))
}

/// `isinstance(value, classinfo)` where the callee is the builtin and `classinfo` a
/// known class or a tuple built of known classes: the value and the classes.
fn known_classes_test(f: &Function, callee: InsnId, args: &[InsnId]) -> Option<(InsnId, Vec<Value>)> {
    let builtin = f.ty(callee).object_spec().filter(|&c| is_layout(c, LayoutId::Builtin))?;
    let [value, classinfo] = *args else { return None };
    if builtin_name(builtin) != "isinstance" || !f.ty(value).is_subtype(types::Object) {
        return None;
    }
    // A class with a metaclass of its own may answer through `__instancecheck__`.
    let class = |v: InsnId| {
        f.ty(v).object_spec().filter(|&c| is_class(c) && ember_runtime::classes::user_metaclass(c).is_none())
    };
    let classes = match f.insn(classinfo) {
        Insn::BuildTuple { items } => items.iter().map(|&c| class(c)).collect::<Option<Vec<Value>>>()?,
        _ => vec![class(classinfo)?],
    };
    Some((value, classes))
}

/// The classes `except` names at `classinfo`, when each is a known exception class
/// whose metaclass is `type` (matching is then a subclass test, and never raises).
fn exception_classes(f: &Function, classinfo: InsnId) -> Option<Vec<Value>> {
    let class = |v: InsnId| {
        f.ty(v).object_spec().filter(|&c| {
            is_class(c)
                && ember_runtime::classes::is_exception_class(c)
                && ember_runtime::classes::user_metaclass(c).is_none()
        })
    };
    match f.insn(classinfo) {
        Insn::BuildTuple { items } => items.iter().map(|&c| class(c)).collect(),
        _ => Some(vec![class(classinfo)?]),
    }
}

/// The function `receiver.name` is when the receiver is a known builtin module (whose
/// attributes never change).
fn module_function(f: &Function, receiver: InsnId, name: u32) -> Option<Value> {
    let module = f.ty(receiver).object_spec().filter(|&m| is_layout(m, LayoutId::Module))?;
    let function = ember_runtime::modules::module_attr(module, f.names.get(name as usize)?).ok()?;
    is_layout(function, LayoutId::Builtin).then_some(function)
}

/// Whether `list.name(...)` on an exact list lowers to a call without lookup (the
/// methods that take no keyword arguments): `specialise` guards the receivers of
/// such calls that the profile saw only lists for.
pub fn lowers_list_method(name: &str) -> bool {
    name != "sort" && ember_runtime::methods::has_builtin_method(ember_runtime::object::ClassId::List, name)
}

/// Whether `dict.name(...)` on an exact dict lowers to a call without lookup (the
/// methods that take no keyword arguments).
pub fn lowers_dict_method(name: &str) -> bool {
    name != "update" && ember_runtime::methods::has_builtin_method(ember_runtime::object::ClassId::Dict, name)
}

/// Whether `str.name(...)` on an exact str lowers to a call without lookup (its
/// methods, not the special ones, which go through their protocols).
pub fn lowers_str_method(name: &str) -> bool {
    !name.starts_with("__") && ember_runtime::methods::has_builtin_method(ember_runtime::object::ClassId::Str, name)
}

/// `list.name(*args)` on an exact list: `append` of one value is a `ListAppend`,
/// `pop()` a `ListPop`, the others call the list method directly.
fn lower_list_method(e: &mut Emitter, list: InsnId, name: u32, args: &[InsnId], state: &FrameState) -> InsnId {
    if let ("append", [value]) = (e.f.names[name as usize].as_str(), args) {
        if e.f.ty(*value).is_subtype(types::Object) {
            e.emit(Insn::ListAppend { list, value: *value }, types::Bottom);
            return e.emit(
                Insn::Const { value: ember_runtime::object::none() },
                Type::from_value(ember_runtime::object::none()),
            );
        }
    }
    if let ("pop", []) = (e.f.names[name as usize].as_str(), args) {
        return e
            .emit(Insn::CallHelper { helper: Helper::ListPop, args: vec![list], state: state.clone() }, types::Object);
    }
    let operands = std::iter::once(list).chain(args.iter().copied()).collect();
    let helper = Helper::ListMethod(name);
    let ty = helper.result_type();
    e.emit(Insn::CallHelper { helper, args: operands, state: state.clone() }, ty)
}
