//! The passes, one per file, and the pipeline that runs them.

pub mod dispatch_facts;
pub mod hoist;
pub mod if_convert;
pub mod infer;
pub mod inline;
pub mod inlined_depth;
pub mod int_bounds;
pub mod invariant_params;
pub mod iter_loops;
pub mod lower;
pub mod simplify;
pub mod specialise;
pub mod virtuals;

use crate::ir::Function;
use std::fmt;

/// A pass: rewrites a function in place, or gives up on it.
pub type Pass = fn(&mut Function) -> Result<(), GaveUp>;

/// A pass's fixpoint did not settle within its bound (a compiler bug: the bounds are
/// far above what real functions need). The function stays interpreted, and
/// `--jit-stats` counts it among the functions not compiled.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GaveUp {
    /// The pass whose fixpoint did not settle.
    pub pass: &'static str,
}

impl fmt::Display for GaveUp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the compiler gave up: {} did not reach a fixpoint within its bound", self.pass)
    }
}

/// Runs `step` until it reports that it changed nothing, at most `limit` times (a
/// bound proportional to the function's size, which only a compiler bug reaches).
pub(crate) fn until_settled(
    pass: &'static str,
    limit: usize,
    mut step: impl FnMut() -> Result<bool, GaveUp>,
) -> Result<(), GaveUp> {
    for _ in 0..limit {
        if !step()? {
            return Ok(());
        }
    }
    Err(GaveUp { pass })
}

/// The bound [`until_settled`] takes for a rewrite of `f` that makes progress on at
/// least one instruction or block per step.
pub(crate) fn step_bound(f: &Function) -> usize {
    16 + f.insns.len() + f.blocks.len()
}

/// The passes in order, by name.
pub const PIPELINE: [(&str, Pass); 15] = [
    ("infer", infer::infer),
    ("simplify", simplify::simplify),
    ("specialise", specialise::specialise),
    ("lower", lower::lower),
    ("simplify", simplify::simplify),
    ("iter_loops", iter_loops::iter_loops),
    // Again: `iter_loops` types a range loop's item, so arithmetic on it lowers now.
    ("lower", lower::lower),
    // After the last `lower`, which makes the `IsInstance`s; before `if_convert`,
    // which then sees a join's constant where the test was.
    ("dispatch_facts", dispatch_facts::dispatch_facts),
    // Every loop's invariant guards and loads (`iter_loops` did its own loops').
    ("hoist", hoist::hoist),
    ("if_convert", if_convert::if_convert),
    ("int_bounds", int_bounds::int_bounds),
    ("invariant_params", invariant_params::invariant_params),
    // After every pass that moves or copies frame states; simplify drops the
    // allocations it leaves unused.
    ("virtuals", virtuals::virtuals),
    ("simplify", simplify::simplify),
    // Last: which inlined frames call anything depends on every call left.
    ("inlined_depth", inlined_depth::inlined_depth),
];

/// How many passes of [`PIPELINE`] run before inlining ([`inline`]): a callee is
/// built and run through them on its own, and the caller's calls are typed by then.
pub const INLINE_AFTER: usize = 3;

/// Where the pipeline inlines: after its first [`INLINE_AFTER`] passes, and again
/// after the `lower` that follows, which makes the `InitInstance`s of class calls.
const INLINE_BEFORE: [usize; 2] = [INLINE_AFTER, INLINE_AFTER + 1];

/// The inlining step a pipeline runs at [`INLINE_BEFORE`] (it needs the runtime, to
/// build callees): whether it changed the function.
pub type Inliner<'a> = &'a mut dyn FnMut(&mut Function) -> Result<bool, GaveUp>;

/// Runs the pipeline on `f`, verifying after every pass in debug builds, and calling
/// `after` with each pass's name and result (for `--dump=hir-passes`).
pub fn optimise(f: &mut Function, after: impl FnMut(&'static str, &Function)) -> Result<(), GaveUp> {
    optimise_first(f, PIPELINE.len(), None, after)
}

/// Runs the first `count` passes of the pipeline, as [`optimise`] does, and the
/// inliner where [`INLINE_BEFORE`] says (when it changes the function, `simplify`
/// runs again at once: the callee's guards of its arguments meet the caller's types).
pub fn optimise_first(
    f: &mut Function,
    count: usize,
    mut inliner: Option<Inliner>,
    mut after: impl FnMut(&'static str, &Function),
) -> Result<(), GaveUp> {
    let verified = |f: &Function, name: &str| {
        if cfg!(debug_assertions) {
            if let Err(e) = crate::verify::verify(f) {
                panic!("the HIR after {name} does not verify: {e}\n{f}");
            }
        }
    };
    for (k, (name, pass)) in PIPELINE.into_iter().take(count).enumerate() {
        if INLINE_BEFORE.contains(&k) {
            if let Some(inline) = inliner.as_mut() {
                if inline(f)? {
                    verified(f, "inline");
                    after("inline", f);
                    simplify::simplify(f)?;
                    verified(f, "simplify");
                    after("simplify", f);
                }
            }
        }
        pass(f)?;
        verified(f, name);
        after(name, f);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::{GaveUp, until_settled};

    #[test]
    fn a_rewrite_that_settles_stops_when_nothing_changes() {
        let mut left = 3u32;
        let steps = until_settled("test", 10, || {
            let changed = left > 0;
            left = left.saturating_sub(1);
            Ok(changed)
        });
        assert_eq!(steps, Ok(()));
        assert_eq!(left, 0);
    }

    #[test]
    fn a_rewrite_that_never_settles_gives_up_at_its_bound() {
        let mut steps = 0;
        let result = until_settled("test", 10, || {
            steps += 1;
            Ok(true)
        });
        assert_eq!(result, Err(GaveUp { pass: "test" }));
        assert_eq!(steps, 10);
    }
}
