//! `jit` will own code generation from low-level HIR to Cranelift IR, code memory,
//! entry/exit stubs, deoptimisation and on-stack-replacement glue, the tiering policy
//! and the `--dump` outputs. No code yet: the interpreter's tiering hook is its seam.
