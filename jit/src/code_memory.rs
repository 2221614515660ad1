//! Target ISAs, compiling one function to machine code, and the memory it lives in.
//!
//! Each compiled version gets its own `JITModule`: cranelift-jit frees code memory
//! per module, so a version's code can be released when it is replaced (after its
//! last activation returns) or when the VM is dropped. The module's default memory
//! provider maps pages writable while code is copied in and switches them to
//! read+execute before any of it runs: memory is never writable and executable at
//! once (W^X). Calls between versions go through addresses in registers, so modules
//! can lie anywhere in the address space.

use crate::codegen::{CodegenError, Context};
use cranelift_codegen::ir::{AbiParam, Signature, types as cl};
use cranelift_codegen::isa::{OwnedTargetIsa, TargetIsa};
use cranelift_codegen::settings::{self, Configurable};
use cranelift_jit::{JITBuilder, JITModule};
use cranelift_module::{Linkage, Module, default_libcall_names};
use ember_hir::ir::InsnId;
use std::sync::Arc;

/// A Cranelift target.
#[derive(Clone)]
pub struct Isa(OwnedTargetIsa);

fn flags() -> Result<settings::Flags, String> {
    let mut b = settings::builder();
    for (name, value) in [
        ("opt_level", "speed"),
        ("is_pic", "false"),
        ("use_colocated_libcalls", "false"),
        // Frame pointers let `perf` and debuggers walk through compiled frames.
        ("preserve_frame_pointers", "true"),
        // Cranelift checks its own IR; ember's HIR verifier runs in debug builds too.
        ("enable_verifier", if cfg!(debug_assertions) { "true" } else { "false" }),
    ] {
        b.set(name, value).map_err(|e| format!("cranelift flag {name}: {e}"))?;
    }
    Ok(settings::Flags::new(b))
}

impl Isa {
    /// The machine ember runs on.
    pub fn host() -> Result<Isa, String> {
        let builder = cranelift_native::builder().map_err(|e| format!("host machine not supported: {e}"))?;
        builder.finish(flags()?).map(Isa).map_err(|e| e.to_string())
    }

    /// Another target, by triple (for cross-compiling tests).
    pub fn for_triple(triple: &str) -> Result<Isa, String> {
        let triple: target_lexicon::Triple = triple.parse().map_err(|e| format!("triple {triple}: {e}"))?;
        let builder = cranelift_codegen::isa::lookup(triple).map_err(|e| e.to_string())?;
        builder.finish(flags()?).map(Isa).map_err(|e| e.to_string())
    }

    pub fn target(&self) -> &dyn TargetIsa {
        &*self.0
    }

    /// The one signature of compiled functions ([`crate::abi::EntryFn`]).
    pub fn entry_signature(&self) -> Signature {
        let mut sig = Signature::new(self.0.default_call_conv());
        sig.params.push(AbiParam::new(cl::I64));
        sig.params.push(AbiParam::new(cl::I64));
        sig.returns.push(AbiParam::new(cl::I64));
        sig
    }
}

/// The machine code of one compiled version.
pub struct CodeMemory {
    module: Option<JITModule>,
    address: *const u8,
    size: usize,
}

impl CodeMemory {
    pub fn address(&self) -> *const u8 {
        self.address
    }

    pub fn size(&self) -> usize {
        self.size
    }
}

impl Drop for CodeMemory {
    fn drop(&mut self) {
        if let Some(module) = self.module.take() {
            // SAFETY: the owning version is dropped only when no activation of it
            // runs (each activation holds an `Rc` of it) and no tier slot names it.
            unsafe { module.free_memory() };
        }
    }
}

/// A compiled function, with what the tier needs from its compilation.
pub struct Compiled {
    pub memory: CodeMemory,
    /// The HIR instruction of each deopt site.
    pub sites: Vec<InsnId>,
    /// Frame slots the code uses above the operand stack.
    pub slots: u32,
    /// `--dump=clif,asm` text.
    pub dump: String,
}

/// Lowers `cx.f` and emits it into fresh executable memory.
pub fn compile(isa: &Isa, cx: &Context, name: &str, dump_clif: bool, dump_asm: bool) -> Result<Compiled, CodegenError> {
    let err = |e: &dyn std::fmt::Display| CodegenError(format!("cranelift: {e}"));
    let mut module = JITModule::new(JITBuilder::with_isa(Arc::clone(&isa.0), default_libcall_names()));
    let mut ctx = module.make_context();
    ctx.func.signature = isa.entry_signature();
    let lowered = crate::codegen::lower(cx, &mut ctx.func, isa.target().frontend_config())?;
    let mut dump = String::new();
    if dump_clif {
        dump += &format!("clif {name}:\n{}", ctx.func.display());
    }
    let id = module.declare_function(name, Linkage::Local, &ctx.func.signature).map_err(|e| err(&e))?;
    module.define_function(id, &mut ctx).map_err(|e| err(&format!("{e:?}")))?;
    let size = ctx.compiled_code().map_or(0, |c| c.code_buffer().len());
    module.finalize_definitions().map_err(|e| err(&e))?;
    let address = module.get_finalized_function(id);
    if dump_asm {
        // SAFETY: the module keeps `size` bytes of code at `address`.
        let bytes = unsafe { std::slice::from_raw_parts(address, size) };
        dump += &format!("asm {name}:\n{}", crate::disasm::disassemble(isa, bytes, address as u64));
    }
    Ok(Compiled {
        memory: CodeMemory { module: Some(module), address, size },
        sites: lowered.sites,
        slots: lowered.slots,
        dump,
    })
}

/// Lowers `cx.f` for `isa` without loading it (cross-compilation): the size of the
/// machine code.
pub fn compile_for(isa: &Isa, cx: &Context) -> Result<usize, CodegenError> {
    let mut ctx = cranelift_codegen::Context::new();
    ctx.func.signature = isa.entry_signature();
    crate::codegen::lower(cx, &mut ctx.func, isa.target().frontend_config())?;
    let mut ctrl = cranelift_codegen::control::ControlPlane::default();
    let code = ctx.compile(isa.target(), &mut ctrl).map_err(|e| CodegenError(format!("cranelift: {:?}", e.inner)))?;
    Ok(code.code_buffer().len())
}
