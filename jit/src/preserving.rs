//! Calls that keep every register: for the cold paths of a loop that come back to it.
//!
//! A call clobbers the caller-saved registers (all of the float registers and most
//! of the integer ones on x86-64 and aarch64). When a loop's cold path calls the
//! runtime and then rejoins the loop (a float that does not fit a flonum boxed on
//! the heap, an instance allocated when the inline bump allocation runs out, a
//! global that is not where compiled code looks first), every value live across the
//! loop is live across that call too, and the register allocator keeps them in
//! stack slots, loading and storing them on the hot path as well. Called through a
//! trampoline in Cranelift's `preserve_all` convention instead, the call clobbers
//! nothing: the trampoline saves and restores what the Rust helper may clobber, and
//! only the cold path pays for that.
//!
//! A trampoline takes the `Ctx`, the helper's address and the helper's arguments.
//! `preserve_all` has no return values: the trampoline stores the helper's one-word
//! result in [`Ctx::scratch`], where the caller reads it. There is one trampoline
//! per helper signature, compiled for the host at its first use; trampolines live as
//! long as the process (compiled code anywhere may call them).

use crate::abi::Ctx;
use cranelift_codegen::ir::{AbiParam, InstBuilder, MemFlagsData, Signature, Type, types as cl};
use cranelift_codegen::isa::CallConv;
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};
use cranelift_jit::{JITBuilder, JITModule};
use cranelift_module::{Linkage, Module, default_libcall_names};
use std::cell::RefCell;
use std::collections::HashMap;
use std::mem::offset_of;
use std::sync::Arc;

/// A helper's signature: its parameter types and whether it returns a word.
type HelperSig = (Vec<Type>, bool);

struct Compiler {
    isa: cranelift_codegen::isa::OwnedTargetIsa,
    module: JITModule,
    made: HashMap<HelperSig, usize>,
}

thread_local! {
    /// None when the host ISA is not available (compiled code then calls directly).
    static COMPILER: RefCell<Option<Compiler>> = RefCell::new(
        crate::code_memory::Isa::host(false).ok().map(|isa| {
            let isa = isa.owned();
            let module = JITModule::new(JITBuilder::with_isa(Arc::clone(&isa), default_libcall_names()));
            Compiler { isa, module, made: HashMap::new() }
        }),
    );
}

/// The address of the trampoline for helpers taking `params` and returning a word
/// (`returns`) or nothing, compiled at the first request; None when it cannot be
/// made. Its parameters: the `Ctx`, the helper's address, then `params`.
pub fn trampoline(params: &[Type], returns: bool) -> Option<usize> {
    COMPILER.with_borrow_mut(|compiler| {
        let compiler = compiler.as_mut()?;
        let key = (params.to_vec(), returns);
        if let Some(&address) = compiler.made.get(&key) {
            return Some(address);
        }
        let address = compile(compiler, params, returns).ok()?;
        compiler.made.insert(key, address);
        Some(address)
    })
}

fn compile(compiler: &mut Compiler, params: &[Type], returns: bool) -> Result<usize, String> {
    let Compiler { isa, module, made } = compiler;
    let mut ctx = module.make_context();
    let mut sig = Signature::new(CallConv::PreserveAll);
    sig.params.extend([cl::I64, cl::I64].into_iter().chain(params.iter().copied()).map(AbiParam::new));
    ctx.func.signature = sig;
    let mut helper_sig = Signature::new(isa.default_call_conv());
    helper_sig.params.extend(params.iter().map(|&t| AbiParam::new(t)));
    helper_sig.returns.extend(returns.then(|| AbiParam::new(cl::I64)));
    let mut fctx = FunctionBuilderContext::new();
    let mut b = FunctionBuilder::new(&mut ctx.func, &mut fctx);
    let entry = b.create_block();
    b.append_block_params_for_function_params(entry);
    b.switch_to_block(entry);
    b.seal_block(entry);
    let all = b.block_params(entry).to_vec();
    let (ctx_word, helper, args) = (all[0], all[1], &all[2..]);
    let helper_sig = b.import_signature(helper_sig);
    let call = b.ins().call_indirect(helper_sig, helper, args);
    if returns {
        let result = b.inst_results(call)[0];
        b.ins().store(MemFlagsData::trusted(), result, ctx_word, offset_of!(Ctx, scratch) as i32);
    }
    b.ins().return_(&[]);
    b.finalize(isa.frontend_config());
    let name = format!("preserving_call_{}", made.len());
    let id = module.declare_function(&name, Linkage::Local, &ctx.func.signature).map_err(|e| e.to_string())?;
    module.define_function(id, &mut ctx).map_err(|e| format!("{e:?}"))?;
    module.finalize_definitions().map_err(|e| e.to_string())?;
    Ok(module.get_finalized_function(id) as usize)
}
