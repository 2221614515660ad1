//! `hir`: ember's high-level IR. So far it holds the type lattice: [`Type`], whose
//! predefined types lattice-gen generates from `types.spec` at build time (see
//! `build.rs`), with the hand-written set operations, the text notation and the
//! runtime facts in [`ty`]. The IR itself, its builder and passes come next.

pub mod ty;

pub use ty::{Lifetime, Names, ParseError, Spec, TagCheck, Type, types};
