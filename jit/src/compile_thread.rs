//! Cranelift's part of compiling, on a thread of its own.
//!
//! Building and optimising the HIR and translating it to Cranelift IR read the
//! runtime (profiles, caches, classes), so they run on the interpreter's thread; what
//! Cranelift does after that (register allocation, its optimiser, emission, branch
//! alignment: about two thirds of a compile) reads only the Cranelift IR, whose
//! runtime addresses it copies into the code without following them. Under
//! `--jit=auto` the tier hands that part to this thread and goes on interpreting; it
//! takes the finished code the next time the function or loop entry is asked for
//! (`tier::JitTier::current_or_compile`), loads it there and enters it. Nothing the
//! code embeds can go away meanwhile: the objects it names by address are pinned
//! for the VM's life, and its guards check at run time what it assumed.

use crate::code_memory::{Emitted, Isa, compile_clif};
use crate::codegen::CodegenError;
use cranelift_module::FuncId;
use ember_hir::phase_times::PhaseTimes;
use rustc_hash::FxHashMap;
use std::cell::{Cell, RefCell};
use std::sync::mpsc::{Receiver, Sender, channel};

/// Which compile a finished one is.
pub type Ticket = u64;

/// A function in Cranelift IR for the thread to compile.
struct Job {
    ticket: Ticket,
    isa: Isa,
    clif: Box<cranelift_codegen::Context>,
    id: FuncId,
    align_branches: bool,
}

/// What the thread made of a job.
pub struct Finished {
    pub code: Result<Emitted, CodegenError>,
    /// Cranelift's and the branch alignment's time.
    pub times: PhaseTimes,
}

/// The compile thread, started at the first job.
#[derive(Default)]
pub struct CompileThread {
    jobs: RefCell<Option<Sender<Job>>>,
    done: RefCell<Option<Receiver<(Ticket, Finished)>>>,
    /// Finished compiles not asked for yet.
    finished: RefCell<FxHashMap<Ticket, Finished>>,
    next: Cell<Ticket>,
}

impl CompileThread {
    /// Hands `clif` to the thread (starting it if needed); its ticket, or `clif` back
    /// when no thread could be started.
    pub fn submit(
        &self,
        isa: &Isa,
        clif: Box<cranelift_codegen::Context>,
        id: FuncId,
        align_branches: bool,
    ) -> Result<Ticket, Box<cranelift_codegen::Context>> {
        let mut jobs = self.jobs.borrow_mut();
        if jobs.is_none() {
            let (job_tx, job_rx) = channel::<Job>();
            let (done_tx, done_rx) = channel();
            let started = std::thread::Builder::new().name("ember-compile".into()).spawn(move || {
                for mut job in job_rx {
                    let mut times = PhaseTimes::start();
                    let code = compile_clif(&job.isa, &mut job.clif, job.id, job.align_branches, &mut times);
                    if done_tx.send((job.ticket, Finished { code, times })).is_err() {
                        break;
                    }
                }
            });
            if started.is_err() {
                return Err(clif);
            }
            *jobs = Some(job_tx);
            *self.done.borrow_mut() = Some(done_rx);
        }
        let ticket = self.next.get();
        self.next.set(ticket + 1);
        let job = Job { ticket, isa: isa.clone(), clif, id, align_branches };
        match jobs.as_ref().expect("started above").send(job) {
            Ok(()) => Ok(ticket),
            // The thread ended (it cannot, short of a panic in Cranelift).
            Err(e) => Err(e.0.clif),
        }
    }

    /// The compile of `ticket` if it has finished.
    pub fn take(&self, ticket: Ticket) -> Option<Finished> {
        if let Some(done) = self.done.borrow().as_ref() {
            self.finished.borrow_mut().extend(done.try_iter());
        }
        self.finished.borrow_mut().remove(&ticket)
    }
}

#[cfg(test)]
mod tests {
    use super::CompileThread;
    use crate::code_memory::Isa;
    use cranelift_codegen::ir::InstBuilder;
    use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};
    use cranelift_module::FuncId;

    /// `fn(ctx, frame) -> word` returning `value`, in Cranelift IR.
    fn returning(isa: &Isa, value: i64) -> Box<cranelift_codegen::Context> {
        let mut clif = Box::new(cranelift_codegen::Context::new());
        clif.func.signature = isa.entry_signature();
        let mut fctx = FunctionBuilderContext::new();
        let mut b = FunctionBuilder::new(&mut clif.func, &mut fctx);
        let entry = b.create_block();
        b.append_block_params_for_function_params(entry);
        b.switch_to_block(entry);
        let v = b.ins().iconst(cranelift_codegen::ir::types::I64, value);
        b.ins().return_(&[v]);
        b.seal_all_blocks();
        b.finalize(isa.target().frontend_config());
        clif
    }

    /// The compiles handed to the thread come back, each under its own ticket and in
    /// any order of asking, as the machine code compiling here gives.
    #[test]
    fn compiles_come_back_by_ticket() {
        let isa = Isa::host(false).expect("a host ISA");
        let thread = CompileThread::default();
        let first = thread
            .submit(&isa, returning(&isa, 1), FuncId::from_u32(0), false)
            .unwrap_or_else(|_| panic!("no compile thread"));
        let second = thread
            .submit(&isa, returning(&isa, 2), FuncId::from_u32(0), false)
            .unwrap_or_else(|_| panic!("no compile thread"));
        assert_ne!(first, second);
        let wait = |ticket| {
            // Bounded only so that a thread that died fails the test instead of hanging it.
            for _ in 0..60_000 {
                if let Some(done) = thread.take(ticket) {
                    return done;
                }
                std::thread::sleep(std::time::Duration::from_millis(1));
            }
            panic!("compile {ticket} never finished");
        };
        let second = wait(second).code.unwrap_or_else(|e| panic!("{}", e.0));
        let first = wait(first).code.unwrap_or_else(|e| panic!("{}", e.0));
        let here = |value| {
            let mut clif = returning(&isa, value);
            let mut times = ember_hir::phase_times::PhaseTimes::start();
            crate::code_memory::compile_clif(&isa, &mut clif, FuncId::from_u32(0), false, &mut times)
                .unwrap_or_else(|e| panic!("{}", e.0))
        };
        assert_eq!(first.bytes, here(1).bytes);
        assert_eq!(second.bytes, here(2).bytes);
        assert_ne!(first.bytes, second.bytes);
        assert!(thread.take(0).is_none(), "a compile is taken once");
    }
}
