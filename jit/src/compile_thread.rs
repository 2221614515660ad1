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
//!
//! The first compile in a process is about twice as slow as the next ones: the
//! code of Cranelift and of the branch aligner is paged in and its caches filled.
//! When a function or loop is halfway to being compiled, the tier asks the thread
//! to [`CompileThread::warm_up`]: it compiles a small throwaway function of the
//! same shapes (a loop, checked arithmetic, a call, a spill) while the program goes
//! on, so the real compile that follows runs warm. `--jit-stats` reports that time
//! apart from the compiles'.

use crate::code_memory::{Emitted, Isa, compile_clif};
use crate::codegen::CodegenError;
use cranelift_module::FuncId;
use ember_hir::phase_times::PhaseTimes;
use rustc_hash::FxHashMap;
use std::cell::{Cell, RefCell};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{Receiver, Sender, channel};
use std::time::Duration;

/// Which compile a finished one is.
pub type Ticket = u64;

/// What the thread is asked to do.
enum Work {
    Compile(Job),
    /// Compile a throwaway function with this target (see the module docs).
    WarmUp(Isa),
}

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

/// The compile thread, started at the first job or warm-up.
#[derive(Default)]
pub struct CompileThread {
    jobs: RefCell<Option<Sender<Work>>>,
    done: RefCell<Option<Receiver<(Ticket, Finished)>>>,
    /// Finished compiles not asked for yet.
    finished: RefCell<FxHashMap<Ticket, Finished>>,
    next: Cell<Ticket>,
    /// A warm-up was asked for.
    warming: Cell<bool>,
    /// The warm-up's time in nanoseconds, once it has finished.
    warm_up_nanos: Arc<AtomicU64>,
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
        if !self.start() {
            return Err(clif);
        }
        let ticket = self.next.get();
        self.next.set(ticket + 1);
        let job = Job { ticket, isa: isa.clone(), clif, id, align_branches };
        match self.jobs.borrow().as_ref().expect("started above").send(Work::Compile(job)) {
            Ok(()) => Ok(ticket),
            // The thread ended (it cannot, short of a panic in Cranelift).
            Err(e) => match e.0 {
                Work::Compile(job) => Err(job.clif),
                Work::WarmUp(_) => unreachable!("a compile was sent"),
            },
        }
    }

    /// Asks the thread, once, to warm Cranelift up with `isa` (see the module docs).
    pub fn warm_up(&self, isa: &Isa) {
        if self.warming.replace(true) || !self.start() {
            return;
        }
        // A thread that ended has nothing to warm.
        let _ = self.jobs.borrow().as_ref().expect("started above").send(Work::WarmUp(isa.clone()));
    }

    /// How long the warm-up took, once it has finished.
    pub fn warm_up_time(&self) -> Option<Duration> {
        match self.warm_up_nanos.load(Ordering::Relaxed) {
            0 => None,
            nanos => Some(Duration::from_nanos(nanos)),
        }
    }

    /// Starts the thread unless it runs; false when it could not be started.
    fn start(&self) -> bool {
        let mut jobs = self.jobs.borrow_mut();
        if jobs.is_some() {
            return true;
        }
        let (job_tx, job_rx) = channel::<Work>();
        let (done_tx, done_rx) = channel();
        let warm_up_nanos = Arc::clone(&self.warm_up_nanos);
        let started = std::thread::Builder::new().name("ember-compile".into()).spawn(move || {
            for work in job_rx {
                match work {
                    Work::Compile(mut job) => {
                        let mut times = PhaseTimes::start();
                        let code = compile_clif(&job.isa, &mut job.clif, job.id, job.align_branches, &mut times);
                        if done_tx.send((job.ticket, Finished { code, times })).is_err() {
                            break;
                        }
                    }
                    Work::WarmUp(isa) => {
                        let start = std::time::Instant::now();
                        let mut clif = warm_up_function(&isa);
                        // Its code is thrown away: only the warmth is kept.
                        let _ = compile_clif(&isa, &mut clif, FuncId::from_u32(0), true, &mut PhaseTimes::start());
                        let nanos = u64::try_from(start.elapsed().as_nanos()).unwrap_or(u64::MAX).max(1);
                        warm_up_nanos.store(nanos, Ordering::Relaxed);
                    }
                }
            }
        });
        if started.is_err() {
            return false;
        }
        *jobs = Some(job_tx);
        *self.done.borrow_mut() = Some(done_rx);
        true
    }

    /// The compile of `ticket` if it has finished.
    pub fn take(&self, ticket: Ticket) -> Option<Finished> {
        if let Some(done) = self.done.borrow().as_ref() {
            self.finished.borrow_mut().extend(done.try_iter());
        }
        self.finished.borrow_mut().remove(&ticket)
    }
}

/// `fn(ctx, frame) -> word` in the shapes compiled code has: a counted loop over
/// frame slots with checked multiplication, a remainder by a constant, a compare
/// and select, an indirect call with values live across it, and a stack slot.
fn warm_up_function(isa: &Isa) -> Box<cranelift_codegen::Context> {
    use cranelift_codegen::ir::condcodes::IntCC;
    use cranelift_codegen::ir::{
        AbiParam, InstBuilder, MemFlagsData, Signature, StackSlotData, StackSlotKind, types as cl,
    };
    use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};
    let mut clif = Box::new(cranelift_codegen::Context::new());
    clif.func.signature = isa.entry_signature();
    let mut callee = Signature::new(isa.target().default_call_conv());
    callee.params.push(AbiParam::new(cl::I64));
    callee.returns.push(AbiParam::new(cl::I64));
    let mut fctx = FunctionBuilderContext::new();
    let mut b = FunctionBuilder::new(&mut clif.func, &mut fctx);
    let callee = b.import_signature(callee);
    let slot = b.create_sized_stack_slot(StackSlotData::new(StackSlotKind::ExplicitSlot, 8, 3));
    let [entry, header, body, small, overflow, exit] = std::array::from_fn(|_| b.create_block());
    b.append_block_params_for_function_params(entry);
    b.append_block_param(header, cl::I64);
    b.append_block_param(header, cl::I64);
    b.append_block_param(exit, cl::I64);
    b.switch_to_block(entry);
    let (ctx, frame) = (b.block_params(entry)[0], b.block_params(entry)[1]);
    let zero = b.ins().iconst(cl::I64, 0);
    b.ins().jump(header, &[zero.into(), zero.into()]);
    b.switch_to_block(header);
    let (i, total) = (b.block_params(header)[0], b.block_params(header)[1]);
    let done = b.ins().icmp_imm_s(IntCC::SignedGreaterThanOrEqual, i, 16);
    b.ins().brif(done, exit, &[total.into()], body, &[]);
    b.switch_to_block(body);
    let offset = b.ins().ishl_imm_s(i, 3);
    let at = b.ins().iadd(frame, offset);
    let x = b.ins().load(cl::I64, MemFlagsData::trusted(), at, 0);
    let (square, overflowed) = b.ins().smul_overflow(x, x);
    let next = b.ins().iadd_imm_s(i, 1);
    b.ins().brif(overflowed, overflow, &[], small, &[]);
    b.switch_to_block(small);
    let rem = b.ins().srem_imm_s(square, 7);
    let negative = b.ins().icmp_imm_s(IntCC::SignedLessThan, rem, 0);
    let adjusted = b.ins().iadd_imm_s(rem, 7);
    let rem = b.ins().select(negative, adjusted, rem);
    let sum = b.ins().iadd(total, rem);
    b.ins().jump(header, &[next.into(), sum.into()]);
    b.set_cold_block(overflow);
    b.switch_to_block(overflow);
    b.ins().stack_store(cl::I64, x, slot, 0);
    let call = b.ins().call_indirect(callee, ctx, &[x]);
    let called = b.inst_results(call)[0];
    let kept = b.ins().stack_load(cl::I64, cl::I64, slot, 0);
    let both = b.ins().bxor(called, kept);
    let sum = b.ins().iadd(total, both);
    b.ins().jump(header, &[next.into(), sum.into()]);
    b.switch_to_block(exit);
    let r = b.block_params(exit)[0];
    b.ins().return_(&[r]);
    b.seal_all_blocks();
    b.finalize(isa.target().frontend_config());
    clif
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

    /// The warm-up function is valid Cranelift IR for both targets (their ISAs run
    /// the verifier); a warm-up asked for twice finishes, and the thread compiles after it.
    #[test]
    fn warm_up_compiles_once() {
        for triple in ["x86_64-unknown-linux-gnu", "aarch64-unknown-linux-gnu"] {
            let isa = Isa::for_triple(triple).expect("a target");
            let mut clif = super::warm_up_function(&isa);
            let mut times = ember_hir::phase_times::PhaseTimes::start();
            crate::code_memory::compile_clif(&isa, &mut clif, FuncId::from_u32(0), true, &mut times)
                .unwrap_or_else(|e| panic!("{triple}: {}", e.0));
        }
        let isa = Isa::host(true).expect("a host ISA");
        let thread = CompileThread::default();
        assert!(thread.warm_up_time().is_none());
        thread.warm_up(&isa);
        thread.warm_up(&isa);
        // Bounded only so that a thread that died fails the test instead of hanging it.
        for _ in 0..60_000 {
            if thread.warm_up_time().is_some() {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
        assert!(thread.warm_up_time().is_some(), "the warm-up never finished");
        // The thread still compiles after it.
        let ticket = thread
            .submit(&isa, returning(&isa, 3), FuncId::from_u32(0), false)
            .unwrap_or_else(|_| panic!("no compile thread"));
        for _ in 0..60_000 {
            if let Some(done) = thread.take(ticket) {
                assert!(done.code.is_ok());
                return;
            }
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
        panic!("the compile after the warm-up never finished");
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
