//! The finishing pass over a function's bytecode: stack depth and jump threading.

use crate::code::Op;

/// Net stack effect of an instruction on the fall-through path.
pub(super) fn stack_effect(op: Op) -> i32 {
    match op {
        Op::LoadConst(_) | Op::LoadFast(_) | Op::LoadFastShare(_) | Op::LoadGlobal(_) | Op::Dup => 1,
        Op::StoreFast(_) | Op::StoreGlobal(_) | Op::Pop => -1,
        Op::DupTwo => 2,
        Op::AppendLocal { .. } => -2,
        Op::RotTwo | Op::RotThree | Op::RotFour => 0,
        Op::Binary(_) | Op::Inplace(_) | Op::Compare(_) => -1,
        Op::CompareJump { .. } => -2,
        Op::Neg | Op::Pos | Op::Invert | Op::Not => 0,
        Op::Jump(_) | Op::JumpBack(_) => 0,
        Op::PopJumpIfFalse(_) | Op::PopJumpIfTrue(_) => -1,
        Op::JumpIfFalseOrPop(_) | Op::JumpIfTrueOrPop(_) => -1,
        Op::GetIter => 0,
        Op::ForIter(_) => 1,
        Op::BuildTuple(n) | Op::BuildList(n) => 1 - n as i32,
        Op::UnpackSequence(n) => n as i32 - 1,
        Op::UnpackEx { before, after } => i32::from(before) + i32::from(after),
        Op::Subscr => -1,
        Op::StoreSubscr => -3,
        Op::Slice => -3,
        Op::StoreSlice => -5,
        Op::Call(n) => -(n as i32),
        Op::CallKw { argc, .. } => -(argc as i32),
        Op::CallMethod { argc, .. } | Op::CallMethodKw { argc, .. } => -(argc as i32),
        Op::LoadAttr(_) => 0,
        Op::StoreAttr(_) => -2,
        Op::DeleteAttr(_) => -1,
        Op::LoadName(_) => 1,
        Op::StoreName(_) => -1,
        Op::DeleteName(_) => 0,
        Op::BuildClass { nbases, .. } => -(nbases as i32),
        Op::LoadDeref(_) | Op::LoadClosure(_) => 1,
        Op::StoreDeref(_) => -1,
        Op::MakeCell(_) | Op::CopyFreeVars { .. } => 0,
        Op::ListAppend(_) | Op::SetAdd(_) | Op::ListExtend(_) => -1,
        Op::KwAdd => -2,
        Op::DictMerge(_) => -1,
        Op::CallEx { kwargs } => -1 - kwargs as i32,
        Op::MapAdd(_) => -2,
        Op::BuildMap(n) => 1 - 2 * n as i32,
        Op::BuildSet(n) => 1 - n as i32,
        Op::BuildConstSet => 0,
        Op::Locals => 1,
        Op::DeleteFast(_) | Op::DeleteDeref(_) | Op::DeleteGlobal(_) => 0,
        Op::DeleteSubscr => -2,
        Op::DeleteSlice => -4,
        Op::FormatValue { has_spec, .. } => -(has_spec as i32),
        Op::Yield | Op::IterReturnValue | Op::YieldFromResume => 0,
        Op::EnterWith => 1,
        Op::WithExcept => 1,
        Op::BuildString(n) => 1 - n as i32,
        Op::ImportModule(_) => 1,
        Op::ImportFrom(_) => 0,
        Op::MakeFunction { flags, .. } => {
            1 - (flags & 1) as i32 - ((flags >> 1) & 1) as i32 - ((flags >> 2) & 1) as i32
        }
        Op::Return => -1,
        Op::RaiseAssert { with_message } => -(with_message as i32),
        Op::PopExcInfo => 0,
        Op::CheckExcMatch => 0,
        Op::Raise(form) => -(form as i32),
        Op::Reraise => -1,
    }
}

/// Threads a jump that keeps a tested value (`a and b or c`'s `JumpIfFalseOrPop`)
/// through the truth test it lands on: the value's truth is known there, so the
/// second test is decided without calling `__bool__` again, as CPython's compiler
/// does. Each jump follows at most as many tests as the code has instructions.
pub(super) fn thread_truth_jumps(ops: &mut [Op]) {
    for at in 0..ops.len() {
        for _ in 0..ops.len() {
            let (keeps_if_true, target) = match ops[at] {
                Op::JumpIfTrueOrPop(t) => (true, t),
                Op::JumpIfFalseOrPop(t) => (false, t),
                _ => break,
            };
            let next = target + 1;
            let threaded = match ops[target as usize] {
                // The same sense: that test jumps too, keeping or popping the value.
                Op::JumpIfTrueOrPop(t2) if keeps_if_true => Op::JumpIfTrueOrPop(t2),
                Op::JumpIfFalseOrPop(t2) if !keeps_if_true => Op::JumpIfFalseOrPop(t2),
                Op::PopJumpIfTrue(t2) if keeps_if_true => Op::PopJumpIfTrue(t2),
                Op::PopJumpIfFalse(t2) if !keeps_if_true => Op::PopJumpIfFalse(t2),
                // The opposite sense: that test pops the value and falls through.
                Op::JumpIfFalseOrPop(_) | Op::PopJumpIfFalse(_) if keeps_if_true => Op::PopJumpIfTrue(next),
                Op::JumpIfTrueOrPop(_) | Op::PopJumpIfTrue(_) if !keeps_if_true => Op::PopJumpIfFalse(next),
                _ => break,
            };
            if threaded == ops[at] {
                break;
            }
            ops[at] = threaded;
        }
    }
}
