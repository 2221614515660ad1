//! Which locals the bytecode may still read: backward liveness over the bytecode.
//!
//! A frame state only needs the locals that are live where the interpreter resumes;
//! a dead local (every path from there writes it before reading it) is left unbound
//! instead. Compiled code then need not keep a loop's old loop variable, or the item
//! a counting loop tested, in a register or a stack slot on every turn just for a
//! deopt that will never read it. PyPy's codewriter records the same liveness (its
//! `-live-` markers) and keeps only live registers in resume data.
//!
//! Nothing in the subset reads a frame's locals other than the bytecode itself (no
//! frame objects, no finalisers; `locals()` reads them all, so all are live before
//! it), so an unbound dead local is not observable.

use ember_runtime::code::{Code, Op};

/// How one instruction touches a local slot.
enum Access {
    None,
    /// Reads the slot (a value, or the cell it holds), or may.
    Reads(u32),
    /// Overwrites the slot without reading it.
    Writes(u32),
    /// Reads every slot (`locals()`).
    ReadsAll,
}

fn access(op: &Op) -> Access {
    match *op {
        Op::LoadFast(i)
        | Op::LoadFastShare(i)
        | Op::DeleteFast(i)
        | Op::LoadDeref(i)
        | Op::StoreDeref(i)
        | Op::LoadClosure(i)
        | Op::MakeCell(i)
        | Op::DeleteDeref(i) => Access::Reads(i),
        // A class body's namespace is its local 0.
        Op::LoadName(_) | Op::StoreName(_) | Op::DeleteName(_) => Access::Reads(0),
        Op::StoreFast(i) | Op::AppendLocal { local: i, .. } => Access::Writes(i),
        Op::Locals => Access::ReadsAll,
        // Writes free-variable slots, but counting them as untouched only keeps
        // them live for longer, which is safe.
        Op::CopyFreeVars { .. }
        | Op::LoadConst(_)
        | Op::ListAppend(_)
        | Op::ListExtend(_)
        | Op::DictMerge(_)
        | Op::KwAdd
        | Op::CallEx { .. }
        | Op::SetAdd(_)
        | Op::MapAdd(_)
        | Op::BuildMap(_)
        | Op::BuildSet(_)
        | Op::BuildConstSet
        | Op::DeleteGlobal(_)
        | Op::DeleteSubscr
        | Op::DeleteSlice
        | Op::LoadGlobal(_)
        | Op::StoreGlobal(_)
        | Op::Pop
        | Op::Dup
        | Op::DupTwo
        | Op::RotTwo
        | Op::RotThree
        | Op::RotFour
        | Op::Binary(_)
        | Op::Inplace(_)
        | Op::Compare(_)
        | Op::CompareJump { .. }
        | Op::Neg
        | Op::Pos
        | Op::Invert
        | Op::Not
        | Op::Jump(_)
        | Op::JumpBack(_)
        | Op::PopJumpIfFalse(_)
        | Op::PopJumpIfTrue(_)
        | Op::JumpIfFalseOrPop(_)
        | Op::JumpIfTrueOrPop(_)
        | Op::GetIter
        | Op::ForIter(_)
        | Op::BuildTuple(_)
        | Op::BuildList(_)
        | Op::UnpackSequence(_)
        | Op::UnpackEx { .. }
        | Op::Subscr
        | Op::StoreSubscr
        | Op::Slice
        | Op::StoreSlice
        | Op::Call(_)
        | Op::CallKw { .. }
        | Op::CallMethod { .. }
        | Op::CallMethodKw { .. }
        | Op::LoadAttr(_)
        | Op::StoreAttr(_)
        | Op::DeleteAttr(_)
        | Op::BuildClass { .. }
        | Op::ImportModule(_)
        | Op::ImportFrom(_)
        | Op::MakeFunction { .. }
        | Op::FormatValue { .. }
        | Op::Yield
        | Op::YieldFromResume
        | Op::IterReturnValue
        | Op::BuildString(_)
        | Op::Return
        | Op::EnterWith
        | Op::WithExcept
        | Op::PopExcInfo
        | Op::CheckExcMatch
        | Op::Raise(_)
        | Op::Reraise
        | Op::RaiseAssert { .. } => Access::None,
    }
}

/// The locals live on entry to each instruction of a function: read later on some
/// path, normal or through the exception handler covering an instruction.
pub struct Liveness {
    nlocals: usize,
    /// `live[pc * nlocals + i]`: whether local `i` may be read after resuming at `pc`.
    live: Vec<bool>,
}

impl Liveness {
    /// Computes liveness to a fixpoint. An instruction that raises goes to its handler
    /// before it writes anything, so what the handler reads is live before it.
    pub fn of(code: &Code) -> Liveness {
        let nlocals = code.nlocals as usize;
        let n = code.ops.len();
        let succs: Vec<Vec<u32>> = code.ops.iter().enumerate().map(|(pc, op)| op.successors(pc as u32)).collect();
        let handlers: Vec<Option<usize>> = (0..n).map(|pc| code.handler_at(pc).map(|h| h.target as usize)).collect();
        let mut live = vec![false; n * nlocals];
        let mut out = vec![false; nlocals];
        let mut changed = true;
        while changed {
            changed = false;
            // Backwards, so a straight line settles in one sweep; loops take another.
            for pc in (0..n).rev() {
                out.iter_mut().for_each(|b| *b = false);
                for &s in &succs[pc] {
                    let s = s as usize;
                    if s < n {
                        for (i, b) in out.iter_mut().enumerate() {
                            *b |= live[s * nlocals + i];
                        }
                    }
                }
                match access(&code.ops[pc]) {
                    Access::Reads(i) if (i as usize) < nlocals => out[i as usize] = true,
                    Access::Writes(i) if (i as usize) < nlocals => out[i as usize] = false,
                    Access::ReadsAll => out.iter_mut().for_each(|b| *b = true),
                    Access::Reads(_) | Access::Writes(_) | Access::None => {}
                }
                if let Some(h) = handlers[pc].filter(|&h| h < n) {
                    for (i, b) in out.iter_mut().enumerate() {
                        *b |= live[h * nlocals + i];
                    }
                }
                let row = &mut live[pc * nlocals..(pc + 1) * nlocals];
                if row != out.as_slice() {
                    row.copy_from_slice(&out);
                    changed = true;
                }
            }
        }
        Liveness { nlocals, live }
    }

    /// Whether local `i` may be read after resuming at `pc`.
    pub fn is_live(&self, pc: u32, i: usize) -> bool {
        self.live.get(pc as usize * self.nlocals + i).copied().unwrap_or(true)
    }
}
