//! `--jit-backend=hir`: a tier that builds each function's HIR when it gets hot and
//! runs it in the HIR interpreter. Functions the builder cannot handle stay in the
//! bytecode interpreter. It exercises the builder, the passes and the HIR interpreter
//! on every program the conformance corpus has.
//!
//! A function whose guards keep failing is rebuilt from the profiles gathered since
//! (the interpreter ran the rest of each deopted call); its last version
//! ([`MAX_VERSIONS`]) is built without speculation and kept.

use crate::build::{NotCompilable, build};
use crate::interp::Deopts;
use crate::ir::Function;
use crate::verify::verify;
use ember_runtime::code::Code;
use ember_runtime::error::PyResult;
use ember_runtime::value::Value;
use ember_runtime::vm::{Rt, Tier};
use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;

/// Deopts after which a function is rebuilt.
pub const DEOPT_LIMIT: u64 = 64;
/// Versions of a function before it is built without profile speculation.
pub const MAX_VERSIONS: u32 = 3;

/// Which HIR dumps to print (`--dump=hir,hir-passes,hir-opt`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HirDumps {
    /// The HIR as built.
    pub built: bool,
    /// The HIR after every pass.
    pub passes: bool,
    /// The HIR after the pipeline.
    pub optimized: bool,
}

impl HirDumps {
    pub fn any(self) -> bool {
        self.built || self.passes || self.optimized
    }
}

/// Builds and optimises the HIR of `code` (with the profiles its code object holds
/// now), appending the dumps asked for to `out`. Panics if a pass breaks the HIR's
/// invariants: that is a compiler bug, not a property of the program. `passes` limits
/// the pipeline to its first passes (testing).
pub fn compile(
    code: &Code,
    rt: &mut Rt,
    speculate: bool,
    dumps: HirDumps,
    passes: Option<usize>,
    out: &mut String,
) -> Result<Function, NotCompilable> {
    let mut f = match build(code, rt) {
        Ok(f) => f,
        Err(why) => {
            if dumps.any() {
                *out += &format!("fn {}: not compilable: {why}\n", code.qualname);
            }
            return Err(why);
        }
    };
    f.speculate = speculate;
    optimize_built(f, &code.qualname, dumps, passes, out)
}

/// Runs the pass pipeline (its first `passes` passes) on a function the builder made,
/// appending the dumps asked for to `out`, and verifies the result. A pass that gives
/// up makes the function not compilable.
pub fn optimize_built(
    mut f: Function,
    name: &str,
    dumps: HirDumps,
    passes: Option<usize>,
    out: &mut String,
) -> Result<Function, NotCompilable> {
    if dumps.built {
        *out += &f.to_string();
    }
    let optimized = crate::passes::optimize_first(&mut f, passes.unwrap_or(usize::MAX), |pass, f| {
        if dumps.passes {
            *out += &format!("-- after {pass}\n{f}");
        }
    });
    if let Err(gave_up) = optimized {
        if dumps.any() {
            *out += &format!("fn {name}: not compilable: {gave_up}\n");
        }
        return Err(NotCompilable { pc: None, reason: gave_up.to_string() });
    }
    if let Err(e) = verify(&f) {
        panic!("the HIR of {name} does not verify: {e}\n{f}");
    }
    if dumps.optimized {
        *out += &f.to_string();
    }
    Ok(f)
}

/// One compiled version of a function.
struct Compiled {
    f: Function,
    deopts: Deopts,
}

#[derive(Default)]
struct Entry {
    /// The current version, or None when the function is not compilable.
    current: Option<Rc<Compiled>>,
    versions: u32,
}

/// The HIR-interpreting tier.
pub struct HirTier {
    /// Calls before a function is compiled (1: at its first call).
    threshold: u64,
    deopt_stress: bool,
    dumps: HirDumps,
    passes: Option<usize>,
    functions: RefCell<HashMap<*const Code, Entry>>,
    pub compiled: Cell<u64>,
    pub not_compilable: Cell<u64>,
}

impl HirTier {
    pub fn new(threshold: u64, deopt_stress: bool, dumps: HirDumps, passes: Option<usize>) -> HirTier {
        HirTier {
            threshold: threshold.max(1),
            deopt_stress,
            dumps,
            passes,
            functions: RefCell::new(HashMap::new()),
            compiled: Cell::new(0),
            not_compilable: Cell::new(0),
        }
    }

    fn function(&self, rt: &mut Rt, code: &Code) -> Option<Rc<Compiled>> {
        let key = code as *const Code;
        let versions = match self.functions.borrow().get(&key) {
            Some(Entry { current: Some(c), versions })
                if c.deopts.count.get() < DEOPT_LIMIT || *versions >= MAX_VERSIONS =>
            {
                return Some(c.clone());
            }
            Some(Entry { current: None, versions: 0 }) => return None,
            Some(e) => e.versions,
            None => 0,
        };
        let mut dump = String::new();
        let result = compile(code, rt, versions + 1 < MAX_VERSIONS, self.dumps, self.passes, &mut dump);
        eprint!("{dump}");
        let compiled = match result {
            Ok(f) => {
                self.compiled.set(self.compiled.get() + 1);
                Some(Rc::new(Compiled { f, deopts: Deopts::new(self.deopt_stress) }))
            }
            Err(_) => {
                self.not_compilable.set(self.not_compilable.get() + 1);
                None
            }
        };
        let versions = versions + compiled.is_some() as u32;
        self.functions.borrow_mut().insert(key, Entry { current: compiled.clone(), versions });
        compiled
    }
}

impl Tier for HirTier {
    fn run(&self, rt: &mut Rt, code: &Code, base: usize) -> Option<PyResult<Value>> {
        if code.call_count.get() < self.threshold {
            return None;
        }
        let c = self.function(rt, code)?;
        Some(crate::interp::run(rt, code, &c.f, base, &c.deopts))
    }
}
