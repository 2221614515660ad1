//! Support code for the conformance and GC tests (see `conformance.rs`, `gc.rs`).
