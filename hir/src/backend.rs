//! `--jit-backend=hir`: a tier that builds each function's HIR when it gets hot and
//! runs it in the HIR interpreter. Functions the builder cannot handle stay in the
//! bytecode interpreter. It exercises the builder, the passes and the HIR interpreter
//! on every program the conformance corpus has.

use crate::build::build;
use crate::ir::Function;
use crate::verify::verify;
use ember_runtime::code::Code;
use ember_runtime::error::PyResult;
use ember_runtime::value::Value;
use ember_runtime::vm::{Rt, Tier};
use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;

/// The HIR-interpreting tier.
pub struct HirTier {
    /// Calls before a function is compiled (1: at its first call).
    threshold: u64,
    /// Each code object's HIR, or None when it is not compilable.
    functions: RefCell<HashMap<*const Code, Option<Rc<Function>>>>,
    pub compiled: Cell<u64>,
    pub not_compilable: Cell<u64>,
}

impl HirTier {
    pub fn new(threshold: u64) -> HirTier {
        HirTier {
            threshold: threshold.max(1),
            functions: RefCell::new(HashMap::new()),
            compiled: Cell::new(0),
            not_compilable: Cell::new(0),
        }
    }

    fn function(&self, rt: &Rt, code: &Code) -> Option<Rc<Function>> {
        if let Some(f) = self.functions.borrow().get(&(code as *const Code)) {
            return f.clone();
        }
        let f = match build(code, rt) {
            Ok(mut f) => {
                crate::passes::optimize(&mut f, |_, _| {});
                if let Err(e) = verify(&f) {
                    panic!("the HIR of {} does not verify: {e}\n{f}", code.qualname);
                }
                self.compiled.set(self.compiled.get() + 1);
                Some(Rc::new(f))
            }
            Err(_) => {
                self.not_compilable.set(self.not_compilable.get() + 1);
                None
            }
        };
        self.functions.borrow_mut().insert(code as *const Code, f.clone());
        f
    }
}

impl Tier for HirTier {
    fn run(&self, rt: &mut Rt, code: &Code, base: usize) -> Option<PyResult<Value>> {
        if code.call_count.get() < self.threshold {
            return None;
        }
        let f = self.function(rt, code)?;
        Some(crate::interp::run(rt, code, &f, base))
    }
}
