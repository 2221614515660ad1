//! `lattice-gen` will own the type-hierarchy spec parser and the Rust emitter for the
//! HIR `Type` lattice: bit constants, names, predefined unions and the printer table.
//! `hir/build.rs` will run it at build time. No code yet: the HIR issue builds it.
