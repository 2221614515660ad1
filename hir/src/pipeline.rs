//! The compile pipeline both HIR tiers run: build the HIR of a code object, run the
//! passes, verify, and print the dumps asked for. `backend` (the HIR interpreter as a
//! tier) and `ember_jit::tier` call it; neither has its own copy.

use crate::build::{NotCompilable, build};
use crate::ir::Function;
use crate::phase_times::PhaseTimes;
use crate::verify::verify;
use ember_runtime::code::Code;
use ember_runtime::vm::Rt;

/// Which HIR dumps to print (`--dump=hir,hir-passes,hir-opt`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HirDumps {
    /// The HIR as built.
    pub built: bool,
    /// The HIR after every pass.
    pub passes: bool,
    /// The HIR after the pipeline.
    pub optimised: bool,
    /// The control-flow graph of the HIR after the pipeline, in Graphviz's language.
    pub dot: bool,
}

impl HirDumps {
    pub fn any(self) -> bool {
        self.built || self.passes || self.optimised || self.dot
    }
}

/// The dumps one compile made, stage by stage, in the order it made them. On
/// stderr they are one text ([`DumpLog::text`]); `--dump-to` writes a file per stage.
#[derive(Clone, Debug, Default)]
pub struct DumpLog {
    parts: Vec<DumpPart>,
}

/// One stage's dump.
#[derive(Clone, Debug)]
pub struct DumpPart {
    /// What it shows: `hir` (as built), `after PASS`, `hir-opt`, `hir-dot`, `clif`,
    /// `asm`, or `not compilable`.
    pub stage: String,
    pub text: String,
}

impl DumpLog {
    pub fn add(&mut self, stage: &str, text: String) {
        self.parts.push(DumpPart { stage: stage.to_string(), text });
    }

    /// Appends every stage of `other`.
    pub fn extend(&mut self, other: DumpLog) {
        self.parts.extend(other.parts);
    }

    pub fn parts(&self) -> &[DumpPart] {
        &self.parts
    }

    pub fn is_empty(&self) -> bool {
        self.parts.is_empty()
    }

    /// All stages, one after the other (what `--dump` prints).
    pub fn text(&self) -> String {
        self.parts.iter().map(|p| p.text.as_str()).collect()
    }
}

/// Builds and optimises the HIR of `code` (with the profiles its code object holds
/// now), appending the dumps asked for to `out`. `passes` limits the pipeline to its
/// first passes (testing).
pub fn build_and_optimise(
    code: &Code,
    rt: &mut Rt,
    speculate: bool,
    dumps: HirDumps,
    passes: Option<usize>,
    out: &mut DumpLog,
    times: &mut PhaseTimes,
) -> Result<Function, NotCompilable> {
    let built = build(code, rt);
    times.lap("build");
    let mut f = match built {
        Ok(f) => f,
        Err(why) => {
            if dumps.any() {
                out.add("not compilable", format!("fn {}: not compilable: {why}\n", code.qualname));
            }
            return Err(why);
        }
    };
    f.speculate = speculate;
    optimise(f, &code.qualname, dumps, passes, None, out, times)
}

/// Makes the inliner [`optimise`] runs for `code`'s HIR (see
/// [`crate::passes::inline`]).
pub fn inliner<'a>(
    rt: &'a mut Rt,
    code: &'a Code,
) -> impl FnMut(&mut Function) -> Result<bool, crate::passes::GaveUp> + 'a {
    move |f| crate::passes::inline::inline(f, rt, code)
}

/// Runs the pass pipeline (its first `passes` passes) on a function the builder made,
/// appending the dumps asked for to `out` and each pass's time to `times`, and
/// verifies the result. `inliner` (if any) runs after the first passes. A pass that
/// gives up makes the function not compilable. A result that does not verify is a compiler
/// bug: debug builds (the tests) panic with the function; release builds refuse the
/// compile, so the program runs on in the interpreter and `--jit-stats` counts it.
pub fn optimise(
    mut f: Function,
    name: &str,
    dumps: HirDumps,
    passes: Option<usize>,
    inliner: Option<crate::passes::Inliner>,
    out: &mut DumpLog,
    times: &mut PhaseTimes,
) -> Result<Function, NotCompilable> {
    f.name = name.to_string();
    if dumps.built {
        out.add("hir", f.to_string());
        times.lap("dumps");
    }
    let optimised = crate::passes::optimise_first(&mut f, passes.unwrap_or(usize::MAX), inliner, |pass, f| {
        times.lap(pass);
        if dumps.passes {
            out.add(&format!("after {pass}"), format!("-- after {pass}\n{f}"));
            times.lap("dumps");
        }
    });
    if let Err(gave_up) = optimised {
        if dumps.any() {
            out.add("not compilable", format!("fn {name}: not compilable: {gave_up}\n"));
        }
        return Err(NotCompilable { pc: None, reason: gave_up.to_string() });
    }
    let verified = verify(&f);
    times.lap("verify");
    if let Err(e) = verified {
        if cfg!(debug_assertions) {
            panic!("the HIR of {name} does not verify: {e}\n{f}");
        }
        if dumps.any() {
            out.add("not compilable", format!("fn {name}: not compilable: the optimised HIR does not verify: {e}\n"));
        }
        return Err(NotCompilable {
            pc: None,
            reason: format!("the optimised HIR does not verify (a compiler bug): {e}"),
        });
    }
    if dumps.optimised {
        out.add("hir-opt", f.to_string());
        times.lap("dumps");
    }
    if dumps.dot {
        out.add("hir-dot", crate::print::to_dot(&f));
        times.lap("dumps");
    }
    Ok(f)
}
