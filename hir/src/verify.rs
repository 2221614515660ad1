//! The HIR verifier: the invariants every pass keeps.
//!
//! - every block of the function ends with exactly one terminator, and only there;
//! - each edge passes as many arguments as its target has parameters;
//! - every value is defined before each use on every path from the entry (definite
//!   assignment, a forward dataflow over the reachable blocks);
//! - operands have the types their instruction needs (a branch condition is a CBool,
//!   object operands are objects), and so do a frame state's field writes;
//! - a value has one machine type: objects (possibly NULL), or one primitive kind,
//!   never a mix. Block parameters are where a mix could slip in.
//! - a `VirtualObject` is named only by frame states that exits other than a `Try`
//!   landing or a `Yield` read.

use crate::ir::{BlockId, EntityRef, FrameState, Function, Insn, InsnId, SecondaryMap, Storage};
use crate::{Type, lowops, types};
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VerifyError {
    pub message: String,
}

impl fmt::Display for VerifyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for VerifyError {}

fn fail<T>(message: String) -> Result<T, VerifyError> {
    Err(VerifyError { message })
}

/// Whether values of `t` share one machine representation.
pub fn has_one_machine_type(t: Type) -> bool {
    let prims = t.bits() & crate::ty::PRIMITIVE_BITS & !crate::ty::bits::Nullptr;
    t.is_subtype(types::OptObject) || (prims.count_ones() <= 1 && t.bits() & crate::ty::OBJECT_BITS == 0)
}

pub fn verify(f: &Function) -> Result<(), VerifyError> {
    // Where each value is defined: its block.
    let mut def_block: SecondaryMap<InsnId, Option<BlockId>> = SecondaryMap::with_capacity(f.insns.len());
    for b in f.block_ids() {
        for &i in f.block(b).params.iter().chain(&f.block(b).insns) {
            if def_block[i].is_some() {
                return fail(format!("{i} is placed twice"));
            }
            def_block[i] = Some(b);
        }
    }
    let reachable = f.reverse_post_order();
    for &b in &reachable {
        let insns = &f.block(b).insns;
        let Some((&last, body)) = insns.split_last() else {
            return fail(format!("{b} is empty"));
        };
        if !f.insn(last).is_terminator() {
            return fail(format!("{b} does not end with a terminator: {}", f.insn_text(last)));
        }
        if let Some(&t) = body.iter().find(|&&i| f.insn(i).is_terminator()) {
            return fail(format!("{b} has a terminator before its end: {}", f.insn_text(t)));
        }
        for (k, &p) in f.block(b).params.iter().enumerate() {
            if f.insn(p) != &(Insn::Param { index: k as u32 }) {
                return fail(format!("{b}'s parameter {k} is {}", f.insn_text(p)));
            }
            if !has_one_machine_type(f.ty(p)) {
                return fail(format!("{b}'s parameter {p} mixes machine types: {}", f.ty(p)));
            }
        }
        let catching = matches!(f.terminator(b), Some(Insn::Try { .. }));
        for &i in insns {
            check_types(f, i)?;
            check_virtual_uses(f, i, catching)?;
            for edge in f.insn(i).edges() {
                check_arity(f, b, edge.target, edge.args.len())?;
            }
            if let Insn::Try { pc, handler, .. } = f.insn(i) {
                check_handler(f, b, *pc, *handler)?;
            }
        }
    }
    definite_assignment(f, &reachable)
}

/// A virtual object has no value in compiled code: only frame states may name it,
/// and not those a `Try` landing or a `Yield` takes as they are, nor as a field of
/// another virtual object or a pending write.
fn check_virtual_uses(f: &Function, i: InsnId, catching: bool) -> Result<(), VerifyError> {
    let is_virtual = |v: InsnId| matches!(f.insn(v), Insn::VirtualObject { .. });
    let insn = f.insn(i);
    let mut direct = false;
    insn.for_each_direct_operand(|v| direct |= is_virtual(v));
    let Some(state) = insn.frame_state() else {
        return if direct { fail(format!("{} uses a virtual object", f.insn_text(i))) } else { Ok(()) };
    };
    let written = state.pending_writes().any(|w| is_virtual(w.object) || is_virtual(w.value));
    let named = state.exit_entries().any(is_virtual);
    if direct || written || (named && (catching || matches!(insn, Insn::Yield { .. }))) {
        return fail(format!("{} uses a virtual object other than by naming it in a deopt's state", f.insn_text(i)));
    }
    Ok(())
}

/// A `Try`'s handler takes its arguments, all objects, from the frame state of each
/// instruction of the block that may raise, which raises at the `Try`'s pc.
fn check_handler(f: &Function, from: BlockId, pc: u32, handler: BlockId) -> Result<(), VerifyError> {
    let Some(landing) = f.blocks.get(handler) else {
        return fail(format!("{from} catches into {handler}, which does not exist"));
    };
    if let Some(&p) = landing.params.iter().find(|&&p| !f.ty(p).is_subtype(types::OptObject)) {
        return fail(format!("{handler}'s parameter {p} is not an object, but {handler} is a handler"));
    }
    for i in f.raisers(from) {
        let Some(state) = f.insn(i).frame_state().map(FrameState::outermost) else {
            return fail(format!("{} may raise inside a try but has no frame state", f.insn_text(i)));
        };
        if state.pc != pc {
            return fail(format!("{} may raise inside {from}, whose Try catches at pc {pc}", f.insn_text(i)));
        }
        if state.locals.len() + state.stack.len() < landing.params.len() {
            return fail(format!("{}'s frame state is shorter than {handler}'s parameters", f.insn_text(i)));
        }
    }
    Ok(())
}

fn check_arity(f: &Function, from: BlockId, to: BlockId, args: usize) -> Result<(), VerifyError> {
    let params = f.blocks.get(to).map(|b| b.params.len());
    match params {
        None => fail(format!("{from} jumps to {to}, which does not exist")),
        Some(p) if p != args => fail(format!("{from} passes {args} arguments to {to}, which has {p} parameters")),
        Some(_) => Ok(()),
    }
}

fn check_types(f: &Function, i: InsnId) -> Result<(), VerifyError> {
    let want = |v: InsnId, ty: Type, what: &str| {
        if f.ty(v).is_subtype(ty) {
            Ok(())
        } else {
            fail(format!("{what} of {} is {v}:{}, not {ty}", f.insn_text(i), f.ty(v)))
        }
    };
    // An access to bool, int or float storage relies on the storage's guard: it must
    // read the guard's value.
    let want_storage = |v: InsnId, kind: Storage| match f.insn(v) {
        Insn::GuardStorage { storage, .. } if *storage == kind => Ok(()),
        _ => fail(format!("the array of {} is {v}, not a GuardStorage<{}>", f.insn_text(i), kind.name())),
    };
    for w in f.insn(i).frame_state().map_or(&[][..], |s| &s.writes) {
        want(w.object, w.field.object_ty(), "a frame state's written object")?;
        want(w.value, w.field.ty(), "a frame state's written value")?;
    }
    match f.insn(i) {
        Insn::Branch { cond, .. } => want(*cond, types::CBool, "the condition"),
        Insn::IsNull { value } => want(*value, types::OptObject, "the operand"),
        Insn::CheckBound { value, .. } => want(*value, types::OptObject, "the operand"),
        Insn::Param { .. }
        | Insn::Const { .. }
        | Insn::LoadGlobal { .. }
        | Insn::GlobalValue { .. }
        | Insn::Deopt { .. }
        | Insn::FreeVar { .. }
        | Insn::Try { .. }
        | Insn::CaughtException => Ok(()),
        Insn::MakeCell { value } => want(*value, types::OptObject, "the operand"),
        // Cells and lists pass through block parameters the builder types loosely.
        Insn::LoadCell { cell, .. } => want(*cell, types::OptObject, "the cell"),
        Insn::StoreCell { cell, value } => {
            want(*cell, types::OptObject, "the cell").and(want(*value, types::OptObject, "the value"))
        }
        Insn::ListAppend { list, value } => {
            want(*list, types::OptObject, "the list").and(want(*value, types::OptObject, "the value"))
        }
        Insn::TupleItem { tuple, .. } => want(*tuple, types::TupleExact, "the tuple"),
        Insn::StoreGlobal { .. }
        | Insn::BinaryOp { .. }
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
        | Insn::NewInstance { .. }
        | Insn::InitInstance { .. }
        | Insn::BuildList { .. }
        | Insn::BuildTuple { .. }
        | Insn::GetIter { .. }
        | Insn::IterNext { .. }
        | Insn::MakeFunction { .. }
        | Insn::Unpack { .. }
        | Insn::GetSlice { .. }
        | Insn::SetSlice { .. }
        | Insn::Raise { .. }
        | Insn::CallHelper { .. }
        | Insn::Return { .. }
        | Insn::Yield { .. } => {
            // Every direct operand is an object word. Whether it may be NULL is the
            // types' business (the builder types block parameters loosely, and
            // `CheckBound` guards the reads that need a value).
            let insn = f.insn(i);
            let mut direct = insn.operands();
            if let Some(s) = insn.frame_state() {
                direct.truncate(direct.len() - s.value_count());
            }
            direct.into_iter().try_for_each(|v| want(v, types::OptObject, "an operand"))
        }
        Insn::Jump { .. } | Insn::PrimConst { .. } => Ok(()),
        Insn::NewObject { kind, fields } | Insn::VirtualObject { kind, fields } => {
            if fields.len() != kind.fields().len() {
                return fail(format!("{} has {} fields, not {}", f.insn_text(i), fields.len(), kind.fields().len()));
            }
            fields.iter().zip(kind.fields()).try_for_each(|(&v, field)| want(v, field.ty(), "a field"))
        }
        Insn::GuardType { value, ty, .. } => {
            if !ty.is_subtype(types::Object) {
                return fail(format!("{} guards a type that is not an object type", f.insn_text(i)));
            }
            want(*value, types::OptObject, "the operand")
        }
        Insn::GuardIs { value, .. } => want(*value, types::OptObject, "the operand"),
        Insn::GuardShape { value, .. } => want(*value, types::OptObject, "the operand"),
        Insn::GuardVersions { value, .. } => want(*value, types::Object, "the class"),
        Insn::LoadSlot { object, .. } => want(*object, types::Object, "the instance"),
        Insn::StoreSlot { object, value, .. } => {
            want(*object, types::Object, "the instance").and(want(*value, types::OptObject, "the value"))
        }
        Insn::Unbox { value } => {
            if !f.ty(*value).is_bottom() && lowops::unboxed_type(f.ty(*value)).is_none() {
                return fail(format!("{} unboxes {value}:{}, which has no machine form", f.insn_text(i), f.ty(*value)));
            }
            Ok(())
        }
        Insn::Box { value } => {
            if !f.ty(*value).is_bottom() && lowops::boxed_type(f.ty(*value)).is_none() {
                return fail(format!(
                    "{} boxes {value}:{}, which is not a machine value",
                    f.insn_text(i),
                    f.ty(*value)
                ));
            }
            Ok(())
        }
        Insn::IntArith { op, left, right, state } => {
            let Some(can_fail) = lowops::int_op_can_fail(*op) else {
                return fail(format!("{} is not a low-level operation", f.insn_text(i)));
            };
            // Without a state, an operation that can fail wraps at 64 bits instead.
            let state_ok = if state.is_some() { can_fail } else { !can_fail || lowops::int_op_can_wrap(*op) };
            if !state_ok {
                return fail(format!("{}: a frame state exactly when it can fail (or wrap)", f.insn_text(i)));
            }
            want(*left, types::CInt64, "the left operand").and(want(*right, types::CInt64, "the right operand"))
        }
        Insn::FloatArith { op, left, right, state } => {
            match lowops::float_op_can_fail(*op) {
                None => return fail(format!("{} is not a low-level operation", f.insn_text(i))),
                Some(can_fail) if can_fail != state.is_some() => {
                    return fail(format!("{}: a frame state exactly when it can fail", f.insn_text(i)));
                }
                Some(_) => {}
            }
            want(*left, types::CDouble, "the left operand").and(want(*right, types::CDouble, "the right operand"))
        }
        Insn::IntCompare { op, left, right } | Insn::FloatCompare { op, left, right } => {
            if !lowops::is_value_comparison(*op) {
                return fail(format!("{} is not a low-level comparison", f.insn_text(i)));
            }
            let ty = if matches!(f.insn(i), Insn::IntCompare { .. }) { types::CInt64 } else { types::CDouble };
            want(*left, ty, "the left operand").and(want(*right, ty, "the right operand"))
        }
        Insn::IntNeg { operand, .. } | Insn::IntInvert { operand } => want(*operand, types::CInt64, "the operand"),
        Insn::FloatNeg { operand } | Insn::FloatSqrt { operand, .. } => want(*operand, types::CDouble, "the operand"),
        Insn::NumberToDouble { value, .. } => want(*value, types::Object, "the operand"),
        Insn::CastIntToFloat { value } => want(*value, types::CInt64, "the operand"),
        Insn::BoolNot { value } => want(*value, types::CBool, "the operand"),
        Insn::Select { cond, if_true, if_false } => {
            want(*cond, types::CBool, "the condition")?;
            let kind =
                [types::CInt64, types::CDouble, types::CBool].into_iter().find(|&k| f.ty(*if_true).is_subtype(k));
            match kind {
                Some(kind) => want(*if_false, kind, "the second choice"),
                None => fail(format!("the first choice of {} is not a CInt64, CDouble or CBool", f.insn_text(i))),
            }
        }
        Insn::IsSame { left, right } => {
            want(*left, types::OptObject, "the left operand").and(want(*right, types::OptObject, "the right operand"))
        }
        Insn::StrEq { left, right } => want(*left, types::UnicodeExact, "the left operand").and(want(
            *right,
            types::UnicodeExact,
            "the right operand",
        )),
        Insn::IsInstance { value, .. } => want(*value, types::Object, "the operand"),
        Insn::InstanceHas { value, .. } | Insn::GuardCode { value, .. } => {
            want(*value, types::OptObject, "the operand")
        }
        Insn::FunctionCell { function, .. } => want(*function, types::Object, "the function"),
        Insn::ArrayLen { array } => want(*array, types::ListExact | types::TupleExact, "the sequence"),
        Insn::StrLen { string } | Insn::StrOrd { string, .. } => want(*string, types::UnicodeExact, "the str"),
        Insn::CharStr { code, .. } => want(*code, types::CInt64, "the code point"),
        Insn::StrChar { string, index } => {
            want(*string, types::UnicodeExact, "the str").and(want(*index, types::CInt64, "the index"))
        }
        Insn::CheckIndex { index, length, .. } => {
            want(*index, types::CInt64, "the index").and(want(*length, types::CInt64, "the length"))
        }
        Insn::LoadField { object, field } => want(*object, field.object_ty(), "the object"),
        Insn::StoreField { object, field, value } => {
            want(*object, field.object_ty(), "the object").and(want(*value, field.ty(), "the value"))
        }
        Insn::EnterInlined { frame, .. } | Insn::CheckDepth { frame, .. } | Insn::LeaveInlined { frame } => {
            if (*frame as usize) < f.inlined.len() {
                Ok(())
            } else {
                fail(format!("inlined frame {frame} does not exist"))
            }
        }
        Insn::CheckRangeSmall { next, remaining, step, .. } => {
            want(*next, types::CInt64, "the next value")?;
            want(*remaining, types::CInt64, "the count")?;
            want(*step, types::CInt64, "the step")
        }
        Insn::LoadArrayItem { array, index } => {
            want(*array, types::Object, "the array").and(want(*index, types::CInt64, "the index"))
        }
        Insn::StoreArrayItem { array, index, value } => want(*array, types::Object, "the array")
            .and(want(*index, types::CInt64, "the index"))
            .and(want(*value, types::Object, "the value")),
        Insn::GuardStorage { array, .. } => want(*array, types::Object, "the array"),
        Insn::LoadNumberItem { storage: Storage::Bools, .. } => fail("LoadNumberItem of bool storage".into()),
        Insn::LoadNumberItem { array, index, storage } => {
            want_storage(*array, *storage).and(want(*index, types::CInt64, "the index"))
        }
        Insn::LoadBoolItem { array, index } => {
            want_storage(*array, Storage::Bools).and(want(*index, types::CInt64, "the index"))
        }
        Insn::StoreBoolItem { array, index, value } => want_storage(*array, Storage::Bools)
            .and(want(*index, types::CInt64, "the index"))
            .and(want(*value, types::CBool, "the value")),
    }
}

/// Every use is dominated by a definition: a forward "defined" dataflow, in which a
/// `Try`'s handler is entered from the first instruction of its block that may raise.
fn definite_assignment(f: &Function, rpo: &[BlockId]) -> Result<(), VerifyError> {
    let n = f.insns.len();
    // Values defined on every path to the start of each block (None: not reached yet),
    // as a dense set indexed by value number.
    let mut at_entry: SecondaryMap<BlockId, Option<Vec<bool>>> = SecondaryMap::with_capacity(f.blocks.len());
    at_entry[f.entry] = Some(vec![false; n]);
    let mut changed = true;
    while changed {
        changed = false;
        for &b in rpo {
            let Some(mut defined) = at_entry[b].clone() else { continue };
            // A `Try`'s handler is entered from the block's first raiser on, so it has
            // only what is defined before that one.
            let handler = f.terminator(b).and_then(Insn::handler);
            let first_raiser = handler.and_then(|_| f.raisers(b).next());
            let mut at_handler = None;
            for &i in f.block(b).params.iter().chain(&f.block(b).insns) {
                if Some(i) == first_raiser {
                    at_handler = Some(defined.clone());
                }
                defined[i.index()] = true;
            }
            let succs = f.terminator(b).map(Insn::successors).unwrap_or_default();
            for s in succs {
                let defined = match &at_handler {
                    Some(before_raise) if Some(s) == handler => before_raise,
                    _ => &defined,
                };
                let slot = &mut at_entry[s];
                let merged: Vec<bool> = match slot {
                    None => defined.clone(),
                    Some(old) => old.iter().zip(defined).map(|(a, b)| *a && *b).collect(),
                };
                if slot.as_ref() != Some(&merged) {
                    *slot = Some(merged);
                    changed = true;
                }
            }
        }
    }
    for &b in rpo {
        let mut defined = at_entry[b].clone().unwrap_or_else(|| vec![false; n]);
        for &p in &f.block(b).params {
            defined[p.index()] = true;
        }
        for &i in &f.block(b).insns {
            let mut missing = None;
            f.insn(i).for_each_operand(|v| {
                if missing.is_none() && !defined.get(v.index()).copied().unwrap_or(false) {
                    missing = Some(v);
                }
            });
            if let Some(v) = missing {
                return fail(format!("{} uses {v} before it is defined on every path", f.insn_text(i)));
            }
            defined[i.index()] = true;
        }
    }
    Ok(())
}
