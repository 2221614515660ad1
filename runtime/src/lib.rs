//! ember's runtime: values, the garbage-collected heap, builtin objects, the front end
//! (source → bytecode) and the profiling bytecode interpreter.
//!
//! Module map: [`value`] (the tagged word), [`layout`] (object layouts, the one table
//! the GC and JIT read), [`heap`] (the collector), [`vm`] (`Rt`: heap + roots +
//! allocation), [`object`] (classes, singletons, accessors), [`int`] / [`float`] /
//! [`strings`] (number and text semantics), [`ops`] (generic operations), [`code`]
//! (bytecode), [`syntax`] and [`bytecode_gen`] (front end), [`interp`] (the loop), [`builtins`],
//! [`profile`], [`error`] and [`traceback`].

pub mod builtins;
pub mod bytearray;
pub mod bytecode_gen;
pub mod bytes;
pub mod classes;
pub mod code;
pub mod dict;
pub mod error;
pub mod files;
pub mod float;
pub mod format;
pub mod globals;
pub mod hash;
pub mod heap;
pub mod import;
pub mod instance_attrs;
pub mod int;
pub mod interp;
pub mod interrupt;
pub mod layout;
pub mod methods;
pub mod modules;
pub mod object;
pub mod ops;
pub mod profile;
pub mod random;
pub mod regex;
pub mod scope;
pub mod shapes;
pub mod shared_ops;
pub mod sort;
pub mod stdlib;
pub mod str_format;
pub mod strings;
pub mod suggest;
pub mod syntax;
pub mod traceback;
pub mod unicode_tables;
pub mod value;
pub mod vm;

pub use error::{CompileError, ExcKind, PyErr, PyResult};
pub use value::Value;
pub use vm::Rt;
