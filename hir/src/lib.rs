//! `hir`: ember's high-level IR.
//!
//! - [`ty`]: the type lattice, [`Type`], whose predefined types lattice-gen generates
//!   from `types.spec` at build time (see `build.rs`), with the hand-written set
//!   operations, the text notation and the runtime facts.
//! - [`ir`]: functions of blocks with parameters and SSA instructions; `print.rs` is
//!   their text form.
//! - [`build`]: bytecode → HIR, with [`liveness`] of the locals for its frame states.
//! - [`effects`]: what each instruction may read, write, allocate, raise or leave
//!   for; every pass's "may I remove, move or merge this" comes from there.
//! - [`pipeline`]: build → passes → verify → dumps, for both tiers; [`phase_times`]:
//!   how long each phase of a compile took.
//! - [`verify`]: the invariants every pass keeps; [`passes`]: the optimisation
//!   pipeline, one pass per file (`infer`, `simplify`, `specialise`, `lower`,
//!   `iter_loops`, `hoist`, `if_convert`, `int_bounds`, `invariant_params`,
//!   `virtuals`, `inlined_depth`; `passes::PIPELINE` is the order).
//! - [`llinterp`]: the HIR interpreter (after RPython's LLInterpreter); [`backend`]: it as a tier (`--jit-backend=hir`).
//! - [`exit`]: leaving HIR for the bytecode interpreter at a frame state;
//!   [`helper_ops`]: what `CallHelper` does. Both tiers that run HIR use them.

pub mod backend;
pub mod build;
pub mod effects;
pub mod exit;
pub mod helper_ops;
pub mod ir;
pub mod liveness;
pub mod llinterp;
pub mod lowops;
pub mod parse;
pub mod passes;
pub mod phase_times;
pub mod pipeline;
pub mod print;
pub mod ty;
pub mod verify;

pub use ty::{Lifetime, Names, ParseError, Spec, TagCheck, Type, types};
