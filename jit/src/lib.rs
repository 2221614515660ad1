//! ember's JIT: optimised low-level HIR to machine code through Cranelift, the
//! tiering policy, deoptimisation and on-stack replacement.
//!
//! - [`abi`]: the one entry signature and the frame layout compiled code shares with
//!   the interpreter.
//! - [`codegen`]: HIR → Cranelift IR, one lowering per instruction.
//! - [`helpers`]: the runtime functions compiled code calls.
//! - [`roots`]: which object values the collector must see (frame slots).
//! - [`deopt`]: leaving compiled code for the interpreter.
//! - [`code_memory`]: targets, emission, W^X code memory.
//! - [`preserving`]: calls of helpers that keep every register (cold paths in loops).
//! - [`tier`]: when to compile, versions, direct calls, OSR, statistics.
//!
//! The runtime knows none of this: [`tier::JitTier`] implements its `Tier` hook.

pub mod abi;
pub mod branch_align;
pub mod code_memory;
pub mod codegen;
pub mod compile_thread;
pub mod deopt;
pub mod disasm;
pub mod dump_files;
pub mod helpers;
pub mod jitdump;
pub mod preserving;
pub mod roots;
pub mod stats;
pub mod tier;

pub use tier::{JitFlags, JitOptions, JitTier};

/// One function's cross-compilation: its machine code, or why it was not compiled.
pub type CrossCompiled = (String, Result<Vec<u8>, String>);

/// Compiles every compilable function of `codes` for `triple` without running
/// anything (cross-compilation): each function's name with its machine code
/// (branch-aligned on x86-64), or why it was not compiled.
pub fn cross_compile(
    rt: &mut ember_runtime::vm::Rt,
    codes: &[&ember_runtime::code::Code],
    triple: &str,
) -> Result<Vec<CrossCompiled>, String> {
    let isa = code_memory::Isa::for_triple(triple)?;
    let mut out = Vec::new();
    for &code in codes {
        let mut dump = ember_hir::pipeline::DumpLog::default();
        // A function, or each entry of a generator (named `qualname@pc`).
        let built = if code.is_generator {
            ember_hir::build::build_generator_entries(code, rt, true).map(|entries| {
                let name = |pc| format!("{}@{pc}", code.qualname);
                entries.into_iter().map(|(pc, depth, f)| (name(pc), Some(depth), f)).collect()
            })
        } else {
            ember_hir::build::build(code, rt).map(|f| vec![(code.qualname.to_string(), None, f)])
        };
        let built = match built {
            Ok(built) => built,
            Err(e) => {
                out.push((code.qualname.to_string(), Err(e.to_string())));
                continue;
            }
        };
        for (name, osr_stack, mut f) in built {
            f.speculate = true;
            let optimised = ember_hir::pipeline::optimise(
                f,
                &code.qualname,
                Default::default(),
                None,
                Some(&mut ember_hir::pipeline::inliner(rt, code)),
                &mut dump,
                &mut Default::default(),
            );
            let f = match optimised {
                Ok(f) => f,
                Err(e) => {
                    out.push((name, Err(e.to_string())));
                    continue;
                }
            };
            let info = deopt::DeoptInfo::new(f, code);
            let runtime = codegen::RuntimePlaces::of(rt);
            let cx = codegen::Context { f: &info.f, code, runtime, deopt_info: &info, stress: false, osr_stack };
            out.push((name, code_memory::compile_for(&isa, &cx).map_err(|e| e.0)));
        }
    }
    Ok(out)
}
