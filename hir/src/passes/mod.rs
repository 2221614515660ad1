//! The passes, one per file, and the pipeline that runs them.

pub mod if_convert;
pub mod infer;
pub mod invariant_params;
pub mod iter_loops;
pub mod lower;
pub mod simplify;
pub mod specialise;

use crate::ir::Function;

/// A pass: rewrites a function in place.
pub type Pass = fn(&mut Function);

/// The passes in order, by name.
pub const PIPELINE: [(&str, Pass); 9] = [
    ("infer", infer::infer),
    ("simplify", simplify::simplify),
    ("specialise", specialise::specialise),
    ("lower", lower::lower),
    ("simplify", simplify::simplify),
    ("iter_loops", iter_loops::iter_loops),
    ("if_convert", if_convert::if_convert),
    ("invariant_params", invariant_params::invariant_params),
    ("simplify", simplify::simplify),
];

/// Runs the pipeline on `f`, verifying after every pass in debug builds, and calling
/// `after` with each pass's name and result (for `--dump=hir-passes`).
pub fn optimize(f: &mut Function, after: impl FnMut(&str, &Function)) {
    optimize_first(f, PIPELINE.len(), after);
}

/// Runs the first `count` passes of the pipeline, as [`optimize`] does.
pub fn optimize_first(f: &mut Function, count: usize, mut after: impl FnMut(&str, &Function)) {
    for (name, pass) in PIPELINE.into_iter().take(count) {
        pass(f);
        if cfg!(debug_assertions) {
            if let Err(e) = crate::verify::verify(f) {
                panic!("the HIR after {name} does not verify: {e}\n{f}");
            }
        }
        after(name, f);
    }
}
