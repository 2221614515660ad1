//! `--jit-backend=hir`: a tier that builds each function's HIR when it gets hot (and
//! each generator's, from where it starts or resumes) and runs it in the HIR
//! interpreter. Functions the builder cannot handle stay in the
//! bytecode interpreter. It exercises the builder, the passes and the HIR interpreter
//! on every program the conformance corpus has.
//!
//! A function whose guards keep failing is rebuilt from the profiles gathered since
//! (the interpreter ran the rest of each deopted call); its last version
//! ([`tier_policy::MAX_VERSIONS`]) is built without speculation and kept.

use crate::ir::Function;
use crate::llinterp::Deopts;
use crate::phase_times::PhaseTimes;
use crate::pipeline::{HirDumps, build_and_optimise, optimise};
use ember_runtime::code::Code;
use ember_runtime::error::PyResult;
use ember_runtime::value::Value;
use ember_runtime::vm::tier_policy;
use ember_runtime::vm::{Rt, Tier};
use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;

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
    /// Generators' starts and resume points, by pc.
    entries: RefCell<HashMap<(*const Code, usize), Entry>>,
    /// Resumes of each generator entry so far (built at the threshold).
    resumes: RefCell<HashMap<(*const Code, usize), u64>>,
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
            entries: RefCell::new(HashMap::new()),
            resumes: RefCell::new(HashMap::new()),
            compiled: Cell::new(0),
            not_compilable: Cell::new(0),
        }
    }

    fn function(&self, rt: &mut Rt, code: &Code) -> Option<Rc<Compiled>> {
        self.compiled_for(&self.functions, code as *const Code, |speculate, dump| {
            build_and_optimise(code, rt, speculate, self.dumps, self.passes, dump, &mut PhaseTimes::start())
        })
    }

    /// The current version in `map` under `key`, built (again) by `make` when there
    /// is none or it deopted too often.
    fn compiled_for<K: std::hash::Hash + Eq>(
        &self,
        map: &RefCell<HashMap<K, Entry>>,
        key: K,
        make: impl FnOnce(bool, &mut crate::pipeline::DumpLog) -> Result<Function, crate::build::NotCompilable>,
    ) -> Option<Rc<Compiled>> {
        let versions = match map.borrow().get(&key) {
            Some(Entry { current: Some(c), versions })
                if !tier_policy::exhausted(c.deopts.count.get()) || *versions >= tier_policy::MAX_VERSIONS =>
            {
                return Some(c.clone());
            }
            Some(Entry { current: None, versions: 0 }) => return None,
            Some(e) => e.versions,
            None => 0,
        };
        let mut dump = crate::pipeline::DumpLog::default();
        let result = make(tier_policy::speculates(versions), &mut dump);
        eprint!("{}", dump.text());
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
        map.borrow_mut().insert(key, Entry { current: compiled.clone(), versions });
        compiled
    }
}

impl Tier for HirTier {
    fn run(&self, rt: &mut Rt, code: &Code, base: usize) -> Option<PyResult<Value>> {
        if code.call_count.get() < self.threshold {
            return None;
        }
        let c = self.function(rt, code)?;
        Some(crate::llinterp::run(rt, code, &c.f, base, &c.deopts))
    }

    fn resume(&self, rt: &mut Rt, code: &Code, base: usize, pc: usize, depth: usize) -> Option<PyResult<Value>> {
        let key = (code as *const Code, pc);
        let resumes = {
            let mut counts = self.resumes.borrow_mut();
            let n = counts.entry(key).or_default();
            *n += 1;
            *n
        };
        if resumes < self.threshold {
            return None;
        }
        let c = self.compiled_for(&self.entries, key, |speculate, dump| {
            // SAFETY: the frame's locals and operand stack are live.
            let values = unsafe { std::slice::from_raw_parts(rt.stack.add(base), code.nlocals as usize + depth) };
            let entry = crate::build::OsrEntry { pc: pc as u32, values };
            let f = crate::build::build_osr(code, rt, entry, speculate)?;
            optimise(f, &code.qualname, self.dumps, self.passes, None, dump, &mut PhaseTimes::start())
        })?;
        Some(crate::llinterp::run(rt, code, &c.f, base, &c.deopts))
    }
}
