//! `infer`: annotator-style type inference to a fixpoint.
//!
//! Block parameters are the joins. Every value but the entry's parameters starts at
//! Bottom; the reached blocks are analysed in reverse post-order, each instruction's
//! type computed from its operands' current types, and each edge that can be taken
//! widens its target's parameters by the types it passes (all of an edge's arguments
//! at once), until a round changes nothing. Types only grow and the transfer
//! functions are monotone, so this ends; values of blocks no edge reaches stay Bottom.
//!
//! Edges refine: past `IsNull v`, the false edge passes `v` without `Nullptr` (and the
//! true edge passes only `Nullptr`); a branch whose condition is a known CBool takes
//! one edge only.
//!
//! The compiler must not hang on any program, so the fixpoint is bounded as well as
//! monotone: after a number of rounds proportional to the function's size, every
//! block parameter that still changes is widened to the top of its kind (`Object`,
//! `CInt64`, ...), which ends any chain; if the same bound passes again, the
//! function is not compiled ([`GaveUp`]).

use super::GaveUp;
use crate::ir::{BlockId, SecondaryMap};
use crate::ir::{Edge, FrameState, Function, Helper, Insn, InsnId, UnaryOp};
use crate::{Spec, Type, lowops, types};
use ember_runtime::code::BinOp;
use ember_runtime::value::Value;

pub fn infer(f: &mut Function) -> Result<(), GaveUp> {
    let mut ty: SecondaryMap<InsnId, Type> = SecondaryMap::with_capacity(f.insns.len());
    for &p in &f.block(f.entry).params {
        ty[p] = f.ty(p);
    }
    let rpo = f.reverse_post_order();
    let mut reached: SecondaryMap<BlockId, bool> = SecondaryMap::with_capacity(f.blocks.len());
    reached[f.entry] = true;
    // A round settles at least one more block of each loop nest level; the lattice's
    // chains are short (a bit set and one specialisation), so real functions settle
    // in a handful of rounds and this bound only stops a compiler bug.
    let bound = 16 + 2 * f.blocks.len();
    let mut rounds = 0;
    let mut widening = false;
    // Values flow into blocks through parameters and, after `simplify` has merged
    // blocks and removed parameters, directly from dominating blocks: so every
    // reached block is analysed again until no type changes anywhere.
    let mut changed = true;
    while changed {
        rounds += 1;
        if rounds > bound {
            if widening {
                return Err(GaveUp { pass: "infer" });
            }
            widening = true;
            rounds = 0;
        }
        changed = false;
        for &b in &rpo {
            if !reached[b] {
                continue;
            }
            for &i in &f.block(b).insns {
                // Types only widen: the join with the type so far keeps a transfer
                // that is not monotone from undoing (and redoing) a change forever.
                let joined = ty[i] | transfer(f, &ty, i);
                if joined != ty[i] {
                    ty[i] = joined;
                    changed = true;
                }
            }
            let Some(&last) = f.block(b).insns.last() else { continue };
            if let Some(handler) = f.insn(last).handler() {
                changed |= reach_handler(f, &mut ty, &mut reached, b, handler, widening);
            }
            for (edge, refine) in edges(f, &ty, last) {
                let target = edge.target;
                if !reached[target] {
                    reached[target] = true;
                    changed = true;
                }
                for (k, &arg) in edge.args.iter().enumerate() {
                    let mut t = ty[arg];
                    if let Some((v, r)) = refine {
                        if v == arg {
                            t = r;
                        }
                    }
                    changed |= widen_param(&mut ty, f.block(edge.target).params[k], t, widening);
                }
            }
        }
    }
    // Blocks no edge reaches are dead: their values get Bottom.
    for b in f.block_ids() {
        let live = reached[b];
        let block = f.block(b).clone();
        for i in block.params.iter().chain(&block.insns) {
            f.types[*i] = if live { ty[*i] } else { types::Bottom };
        }
    }
    Ok(())
}

/// Widens the parameters of `handler`, the landing block of `b`'s `Try`, by what each
/// instruction of `b` that may raise passes it: its frame state's values, boxed.
/// Returns whether anything changed.
fn reach_handler(
    f: &Function,
    ty: &mut SecondaryMap<InsnId, Type>,
    reached: &mut SecondaryMap<BlockId, bool>,
    b: BlockId,
    handler: BlockId,
    widening: bool,
) -> bool {
    let mut changed = !reached[handler];
    reached[handler] = true;
    let params = &f.block(handler).params;
    for i in f.raisers(b) {
        let Some(state) = f.insn(i).frame_state().map(FrameState::outermost) else { continue };
        for (&p, v) in params.iter().zip(state.entries()) {
            let t = lowops::boxed_type(ty[v]).unwrap_or(ty[v]);
            changed |= widen_param(ty, p, t, widening);
        }
    }
    changed
}

/// Joins `t` into block parameter `p`'s type (to the top of its kind when
/// `widening`); whether it changed.
fn widen_param(ty: &mut SecondaryMap<InsnId, Type>, p: InsnId, t: Type, widening: bool) -> bool {
    let mut joined = ty[p] | t;
    if widening && joined != ty[p] {
        joined = widened(joined);
    }
    let changed = joined != ty[p];
    ty[p] = joined;
    changed
}

/// The top of `t`'s kind: what a join that keeps changing is widened to.
fn widened(t: Type) -> Type {
    for machine in [types::CBool, types::CInt64, types::CDouble] {
        if t.is_subtype(machine) {
            return machine;
        }
    }
    if t.is_subtype(types::OptObject) {
        return types::Object | (t & types::Nullptr);
    }
    types::Top
}

/// The edges a terminator may take, each with a refinement of one argument's type.
fn edges<'a>(
    f: &'a Function,
    ty: &SecondaryMap<InsnId, Type>,
    term: InsnId,
) -> Vec<(&'a Edge, Option<(InsnId, Type)>)> {
    match f.insn(term) {
        Insn::Jump { edge } | Insn::Try { normal: Some(edge), .. } => vec![(edge, None)],
        Insn::Branch { cond, if_true, if_false } => {
            let known = match ty[*cond].spec() {
                Spec::Int(c) => Some(c != 0),
                _ => None,
            };
            let (on_true, on_false) = match f.insn(*cond) {
                Insn::IsNull { value } => {
                    let t = ty[*value];
                    (Some((*value, t & types::Nullptr)), Some((*value, t - types::Nullptr)))
                }
                _ => (None, None),
            };
            match known {
                Some(true) => vec![(if_true, on_true)],
                Some(false) => vec![(if_false, on_false)],
                None => vec![(if_true, on_true), (if_false, on_false)],
            }
        }
        _ => Vec::new(),
    }
}

/// The type of instruction `i`'s value given its operands' types.
fn transfer(f: &Function, ty: &SecondaryMap<InsnId, Type>, i: InsnId) -> Type {
    let t = |v: &InsnId| ty[*v];
    match f.insn(i) {
        Insn::Param { .. } => ty[i],
        Insn::Const { .. } => f.ty(i),
        Insn::LoadGlobal { .. } => types::Object,
        Insn::GlobalValue { .. } => types::OptObject,
        Insn::CheckBound { value, .. } => t(value) - types::Nullptr,
        Insn::BinaryOp { op, left, right, .. } => binary_result(*op, t(left), t(right)),
        Insn::Compare { .. } => types::Bool,
        Insn::UnaryOp { op, operand, .. } => match op {
            UnaryOp::Not => types::Bool,
            UnaryOp::Neg | UnaryOp::Pos | UnaryOp::Invert if t(operand).is_subtype(types::LongExact) => {
                types::LongExact
            }
            UnaryOp::Neg | UnaryOp::Pos if t(operand).is_subtype(types::FloatExact) => types::FloatExact,
            _ => types::Object,
        },
        Insn::IsTruthy { value, .. } => match t(value).object_spec() {
            Some(v) if v == ember_runtime::object::true_value() => Type::from_cbool(true),
            Some(v) if v == ember_runtime::object::false_value() => Type::from_cbool(false),
            _ => types::CBool,
        },
        Insn::IsNull { value } => {
            let v = t(value);
            if v.is_bottom() {
                types::CBool
            } else if !v.could_be(types::Nullptr) {
                Type::from_cbool(false)
            } else if v.is_subtype(types::Nullptr) {
                Type::from_cbool(true)
            } else {
                types::CBool
            }
        }
        Insn::CallFunction { callee, .. } | Insn::CallKw { callee, .. } => {
            t(callee).object_spec().map_or(types::Object, return_type)
        }
        Insn::GetItem { .. }
        | Insn::LoadAttr { .. }
        | Insn::LoadAttrCached { .. }
        | Insn::LoadAttrGetter { .. }
        | Insn::CallMethod { .. }
        | Insn::CallMethodCached { .. } => types::Object,
        Insn::BuildList { .. } => types::ListExact,
        Insn::NewInstance { class } => Type::from_class_exact(*class),
        Insn::BuildTuple { .. } => types::TupleExact,
        Insn::NewObject { kind, .. } | Insn::VirtualObject { kind, .. } => kind.result_type(),
        // A range whose bounds need more than 64 bits iterates with a sequence iterator.
        Insn::GetIter { iterable, .. } if t(iterable).is_subtype(types::Range) => {
            types::RangeIterator | types::SeqIterator
        }
        Insn::GetIter { iterable, .. } if t(iterable).is_subtype(types::ListExact | types::TupleExact) => {
            types::SeqIterator
        }
        // A builtin iterator is its own iterator.
        Insn::GetIter { iterable, .. } if t(iterable).is_subtype(types::RangeIterator | types::SeqIterator) => {
            t(iterable)
        }
        Insn::GetIter { .. } => types::Object,
        Insn::IterNext { .. } => types::OptObject,
        Insn::MakeFunction { .. } => types::Func,
        Insn::MakeCell { .. } | Insn::FreeVar { .. } | Insn::FunctionCell { .. } => types::Cell,
        Insn::LoadCell { .. } | Insn::TupleItem { .. } | Insn::GetSlice { .. } => types::Object,
        Insn::Unpack { .. } => types::TupleExact,
        Insn::StoreCell { .. } | Insn::ListAppend { .. } | Insn::SetSlice { .. } => types::Bottom,
        Insn::StoreGlobal { .. }
        | Insn::SetItem { .. }
        | Insn::StoreAttr { .. }
        | Insn::StoreAttrCached { .. }
        | Insn::InitInstance { .. }
        | Insn::Jump { .. }
        | Insn::Branch { .. }
        | Insn::Try { .. }
        | Insn::Return { .. }
        | Insn::Deopt { .. }
        | Insn::Yield { .. } => types::Bottom,
        Insn::CaughtException => types::Object,
        Insn::PrimConst { .. } => f.ty(i),
        Insn::CallHelper { helper: Helper::ShareStr, args, .. } => t(&args[0]),
        Insn::StrChar { .. } | Insn::CharStr { .. } => types::UnicodeExact,
        Insn::CallHelper { helper: Helper::StrMethod(name), .. } => {
            crate::ir::str_method_result(&f.names[*name as usize])
        }
        Insn::CallHelper { helper, .. } => helper.result_type(),
        Insn::Raise { .. } => types::Bottom,
        // A guard that can never pass (its operand's type, narrowed since it was
        // placed, excludes the guarded one) always deopts: what follows it is
        // unreachable, and typing it as the guard says keeps it compilable.
        Insn::GuardType { value, ty: guarded, .. } => match t(value) & *guarded {
            never if never.is_bottom() => *guarded,
            narrowed => narrowed,
        },
        Insn::GuardIs { value, expected, .. } => t(value) & Type::from_value(*expected),
        // An instance (not NULL); the lattice keeps no shapes.
        Insn::GuardShape { value, .. } => t(value) & types::Object,
        Insn::GuardCode { value, .. } => t(value) & types::Object,
        Insn::GuardVersions { value, .. } => t(value),
        Insn::LoadSlot { .. } => types::Object,
        Insn::Unbox { value } => lowops::unboxed_type(t(value)).unwrap_or(types::Bottom),
        Insn::Box { value } => lowops::boxed_type(t(value)).unwrap_or(types::Bottom),
        Insn::IntArith { .. }
        | Insn::IntNeg { .. }
        | Insn::IntInvert { .. }
        | Insn::ArrayLen { .. }
        | Insn::StrLen { .. }
        | Insn::StrOrd { .. } => types::CInt64,
        Insn::CheckIndex { .. } => types::CInt64,
        Insn::Select { if_true, if_false, .. } => t(if_true) | t(if_false),
        Insn::FloatArith { .. }
        | Insn::FloatNeg { .. }
        | Insn::FloatSqrt { .. }
        | Insn::NumberToDouble { .. }
        | Insn::CastIntToFloat { .. } => types::CDouble,
        Insn::IntCompare { .. }
        | Insn::FloatCompare { .. }
        | Insn::BoolNot { .. }
        | Insn::IsSame { .. }
        | Insn::StrEq { .. }
        | Insn::IsInstance { .. }
        | Insn::InstanceHas { .. } => types::CBool,
        Insn::LoadField { field, .. } => field.ty(),
        Insn::LoadArrayItem { .. } => types::Object,
        Insn::StoreArrayItem { .. } | Insn::StoreBoolItem { .. } | Insn::StoreField { .. } | Insn::StoreSlot { .. } => {
            types::Bottom
        }
        Insn::GuardStorage { array, .. } => t(array),
        Insn::LoadNumberItem { storage, .. } => storage.number_type().unwrap_or(types::Bottom),
        Insn::LoadBoolItem { .. } => types::CBool,
        Insn::CheckRangeSmall { .. } => types::CInt64,
        Insn::EnterInlined { .. } | Insn::CheckDepth { .. } | Insn::LeaveInlined { .. } => types::Bottom,
    }
}

/// What calling a known callee returns: the builtin functions whose result type is
/// fixed, and builtin types (an exact instance; `type` itself is left out, since
/// `type(x)` returns x's class, whose metaclass may be anything).
fn return_type(callee: Value) -> Type {
    use ember_runtime::layout::LayoutId;
    use ember_runtime::object::is_layout;
    if is_layout(callee, LayoutId::Builtin) {
        return match ember_runtime::builtins::builtin_name(callee) {
            "len" | "ord" | "hash" | "id" => types::LongExact,
            "repr" | "chr" | "ascii" | "format" | "hex" | "oct" | "bin" | "input" => types::UnicodeExact,
            "isinstance" | "issubclass" | "callable" | "hasattr" | "all" | "any" => types::Bool,
            "print" | "setattr" | "delattr" => types::NoneType,
            "sorted" => types::ListExact,
            _ => types::Object,
        };
    }
    if is_layout(callee, LayoutId::Type) && callee != ember_runtime::object::ClassId::Type.type_object() {
        return Type::from_class_exact(callee);
    }
    types::Object
}

/// What `left op right` gives for builtin ints and floats (Python's rules); Object
/// when an operand may be anything else.
pub fn binary_result(op: BinOp, left: Type, right: Type) -> Type {
    use BinOp::*;
    let int = |t: Type| t.is_subtype(types::LongExact);
    let number = |t: Type| t.is_subtype(types::LongExact | types::FloatExact);
    let float = |t: Type| t.is_subtype(types::FloatExact);
    if int(left) && int(right) {
        return match op {
            Add | Sub | Mul | FloorDiv | Mod | LShift | RShift | And | Or | Xor => types::LongExact,
            TrueDiv => types::FloatExact,
            // A negative exponent gives a float.
            Pow => types::LongExact | types::FloatExact,
        };
    }
    if number(left) && number(right) {
        // Only a float operand makes the result a float: an operand that may be
        // either leaves both possible (`x + 1` with x an int or a float).
        let either = float(left) || float(right);
        return match op {
            TrueDiv => types::FloatExact,
            Add | Sub | Mul | FloorDiv | Mod if either => types::FloatExact,
            Add | Sub | Mul | FloorDiv | Mod => types::LongExact | types::FloatExact,
            // A negative base to a fractional power gives a complex in CPython.
            Pow => types::Object,
            // Defined on ints only: a float operand raises.
            LShift | RShift | And | Or | Xor if either => types::Bottom,
            LShift | RShift | And | Or | Xor => types::LongExact,
        };
    }
    if left.is_subtype(types::UnicodeExact) && right.is_subtype(types::UnicodeExact) && op == Add {
        return types::UnicodeExact;
    }
    types::Object
}

#[cfg(test)]
mod tests {
    use super::widened;
    use crate::{Type, types};

    #[test]
    fn widening_goes_to_the_top_of_each_kind() {
        assert_eq!(widened(Type::from_cint64(5)), types::CInt64);
        assert_eq!(widened(Type::from_cdouble(0.5)), types::CDouble);
        assert_eq!(widened(Type::from_cbool(true)), types::CBool);
        assert_eq!(widened(types::Fixnum), types::Object);
        assert_eq!(widened(types::Fixnum | types::Nullptr), types::OptObject);
        assert_eq!(widened(types::Fixnum | types::CInt64), types::Top);
    }
}
