//! Which inlined frames count their recursion depth in compiled code.
//!
//! An inlined call counts its frame in `Rt::depth` as the interpreter's call would
//! (`EnterInlined`, `LeaveInlined`), because Python code it runs checks the
//! recursion limit against it. A frame whose code (with the frames inlined into it)
//! runs no code at all has nobody to see the count while compiled code runs it: only
//! leaving compiled code does, and the exits rebuild the frame's depth themselves
//! (a deopt counts each frame it makes that compiled code did not; an exception
//! ends only the frames compiled code counted). Such a frame keeps its depth in no
//! memory, which takes two read-modify-writes of the runtime off every inlined call
//! of a small function in a loop. The outermost frame of an inlined chain still
//! checks the limit for the whole chain on entry.

use super::GaveUp;
use crate::effects::effects;
use crate::ir::Function;

pub fn inlined_depth(f: &mut Function) -> Result<(), GaveUp> {
    let mut counts = vec![false; f.inlined.len()];
    for b in f.block_ids() {
        for &i in &f.block(b).insns {
            let insn = f.insn(i);
            if !effects(insn).runs_code {
                continue;
            }
            match insn.frame_state() {
                Some(state) => {
                    for s in state.frames() {
                        if let Some(k) = f.site(s.pc).frame {
                            counts[k] = true;
                        }
                    }
                }
                // Code run without a frame state is nowhere in particular.
                None => counts.fill(true),
            }
        }
    }
    for (inlined, counts) in f.inlined.iter_mut().zip(counts) {
        inlined.counts_depth = counts;
    }
    Ok(())
}
