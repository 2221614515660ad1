//! ember-fuzz: differential testing of ember against CPython 3.11.
//!
//! [`generator`] turns a seed into a Python program in ember's subset that stresses the JIT,
//! [`run`] runs it in CPython and in several ember modes and classifies each
//! difference, and [`shrink`] reduces a failing program to a small reproducer.

pub mod generator;
pub mod run;
pub mod shrink;
