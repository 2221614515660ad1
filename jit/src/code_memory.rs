//! Target ISAs, compiling one function to machine code, and the memory it lives in.
//!
//! Each compiled version gets its own `JITModule`: cranelift-jit frees code memory
//! per module, so a version's code can be released when it is replaced (after its
//! last activation returns) or when the VM is dropped. The module's default memory
//! provider maps pages writable while code is copied in and switches them to
//! read+execute before any of it runs: memory is never writable and executable at
//! once (W^X). Calls between versions go through addresses in registers, so modules
//! can lie anywhere in the address space.

use crate::JitFlags;
use crate::codegen::{CodegenError, Context};
use cranelift_codegen::control::ControlPlane;
use cranelift_codegen::ir::{AbiParam, Signature, types as cl};
use cranelift_codegen::isa::{OwnedTargetIsa, TargetIsa};
use cranelift_codegen::settings::{self, Configurable};
use cranelift_jit::{JITBuilder, JITModule};
use cranelift_module::{FuncId, Linkage, Module, ModuleReloc, default_libcall_names};
use ember_hir::ir::InsnId;
use ember_hir::phase_times::PhaseTimes;
use ember_hir::pipeline::DumpLog;
use std::sync::Arc;

/// A Cranelift target.
#[derive(Clone)]
pub struct Isa(OwnedTargetIsa);

/// Cranelift's settings; `verify` runs its IR verifier on every function (debug
/// builds and cross-compiling tests; ember's HIR verifier always runs).
fn flags(verify: bool, optimise: bool) -> Result<settings::Flags, String> {
    let mut b = settings::builder();
    for (name, value) in [
        ("opt_level", if optimise { "speed" } else { "none" }),
        ("is_pic", "false"),
        ("use_colocated_libcalls", "false"),
        // Frame pointers let `perf` and debuggers walk through compiled frames.
        ("preserve_frame_pointers", "true"),
        ("enable_verifier", if verify { "true" } else { "false" }),
    ] {
        b.set(name, value).map_err(|e| format!("cranelift flag {name}: {e}"))?;
    }

    Ok(settings::Flags::new(b))
}

impl Isa {
    /// The machine ember runs on; `optimise`: with Cranelift's own optimisations.
    pub fn host(optimise: bool) -> Result<Isa, String> {
        let builder = cranelift_native::builder().map_err(|e| format!("host machine not supported: {e}"))?;
        // `EMBER_CLIF_VERIFY=1`: a function Cranelift's verifier rejects is not
        // compiled, and `--jit-stats` names the error (tests look for none).
        let verify = cfg!(debug_assertions) || std::env::var("EMBER_CLIF_VERIFY").is_ok_and(|v| v == "1");
        builder.finish(flags(verify, optimise)?).map(Isa).map_err(|e| e.to_string())
    }

    /// Another target, by triple (for cross-compiling tests, which verify the IR).
    pub fn for_triple(triple: &str) -> Result<Isa, String> {
        let triple: target_lexicon::Triple = triple.parse().map_err(|e| format!("triple {triple}: {e}"))?;
        let builder = cranelift_codegen::isa::lookup(triple).map_err(|e| e.to_string())?;
        builder.finish(flags(true, true)?).map(Isa).map_err(|e| e.to_string())
    }

    /// The target, shared (for a module of one's own).
    pub fn owned(&self) -> OwnedTargetIsa {
        Arc::clone(&self.0)
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
    /// Bytes of NOPs and filler [`crate::branch_align`] added.
    pub padding: usize,
    /// `--dump=clif,asm` text.
    pub dump: DumpLog,
}

/// A function in Cranelift IR (`cx.f` translated), and what loads its machine code
/// once Cranelift has made it ([`compile_clif`], on any thread).
pub fn lower(
    isa: &Isa,
    cx: &Context,
    name: &str,
    flags: JitFlags,
    times: &mut PhaseTimes,
) -> Result<(Box<cranelift_codegen::Context>, Loader), CodegenError> {
    let mut module = JITModule::new(JITBuilder::with_isa(Arc::clone(&isa.0), default_libcall_names()));
    let mut ctx = Box::new(module.make_context());
    ctx.func.signature = isa.entry_signature();
    times.lap("load");
    let emitted = crate::codegen::emit_clif(cx, &mut ctx.func, isa.target().frontend_config())?;
    let mut dump = DumpLog::default();
    if flags.contains(JitFlags::DUMP_CLIF) {
        dump.add("clif", format!("clif {name}:\n{}", ctx.func.display()));
    }
    let id = module.declare_function(name, Linkage::Local, &ctx.func.signature).map_err(|e| cranelift_error(&e))?;
    times.lap("clif");
    Ok((ctx, Loader { module, id, sites: emitted.sites, slots: emitted.slots, dump }))
}

fn cranelift_error(e: &dyn std::fmt::Display) -> CodegenError {
    CodegenError(format!("cranelift: {e}"))
}

/// The module a function's machine code goes into, and what its translation to
/// Cranelift IR found out (see [`lower`]).
pub struct Loader {
    module: JITModule,
    id: FuncId,
    sites: Vec<InsnId>,
    slots: u32,
    dump: DumpLog,
}

impl Loader {
    /// The function's name in its module.
    pub fn id(&self) -> FuncId {
        self.id
    }

    /// Places `code` in executable memory.
    pub fn load(
        mut self,
        isa: &Isa,
        name: &str,
        flags: JitFlags,
        code: Emitted,
        times: &mut PhaseTimes,
    ) -> Result<Compiled, CodegenError> {
        let id = self.id;
        self.module
            .define_function_bytes(id, code.alignment, &code.bytes, &code.relocs)
            .map_err(|e| cranelift_error(&format!("{e:?}")))?;
        let size = code.bytes.len();
        self.module.finalize_definitions().map_err(|e| cranelift_error(&e))?;
        let address = self.module.get_finalized_function(id);
        times.lap("load");
        if flags.contains(JitFlags::DUMP_ASM) {
            // SAFETY: the module keeps `size` bytes of code at `address`.
            let bytes = unsafe { std::slice::from_raw_parts(address, size) };
            self.dump.add("asm", format!("asm {name}:\n{}", crate::disasm::disassemble(isa, bytes, address as u64)));
        }
        Ok(Compiled {
            memory: CodeMemory { module: Some(self.module), address, size },
            sites: self.sites,
            slots: self.slots,
            padding: code.padding,
            dump: self.dump,
        })
    }
}

/// A function's machine code, ready to load.
pub struct Emitted {
    pub(crate) bytes: Vec<u8>,
    relocs: Vec<ModuleReloc>,
    /// Where the code may start: a multiple of this.
    alignment: u64,
    /// Bytes [`crate::branch_align`] added.
    padding: usize,
}

/// Runs Cranelift on `ctx.func`; with `align_branches`, on x86-64, no branch of the
/// result crosses or ends at a 32-byte boundary ([`crate::branch_align`]). It needs
/// nothing of the runtime's, so it may run on another thread.
pub fn compile_clif(
    isa: &Isa,
    ctx: &mut cranelift_codegen::Context,
    id: FuncId,
    align_branches: bool,
    times: &mut PhaseTimes,
) -> Result<Emitted, CodegenError> {
    let pool_alignment = ctx
        .compile(isa.target(), &mut ControlPlane::default())
        .map_err(|e| CodegenError(format!("cranelift: {:?}", e.inner)))?
        .buffer
        .alignment;
    times.lap("cranelift");
    let code = ctx.compiled_code().expect("compiled above");
    let relocs: Vec<ModuleReloc> =
        code.buffer.relocs().iter().map(|r| ModuleReloc::from_mach_reloc(r, &ctx.func, id)).collect();
    let x86_64 = isa.target().triple().architecture == target_lexicon::Architecture::X86_64;
    // Relocations name code offsets the padding would move; ember's code has none.
    let aligned = (align_branches && x86_64 && relocs.is_empty())
        .then(|| crate::branch_align::align(code.code_buffer(), pool_alignment))
        .flatten();
    let padding = aligned.as_ref().map_or(0, |a| a.len() - code.code_buffer().len());
    times.lap("branch align");
    Ok(Emitted {
        bytes: aligned.unwrap_or_else(|| code.code_buffer().to_vec()),
        relocs,
        // The window offsets the pass computed must be the addresses' offsets.
        alignment: u64::from(pool_alignment.max(crate::branch_align::WINDOW)),
        padding,
    })
}

/// Lowers `cx.f` for `isa` without loading it (cross-compilation): its machine code,
/// branch-aligned on x86-64.
pub fn compile_for(isa: &Isa, cx: &Context) -> Result<Vec<u8>, CodegenError> {
    let mut ctx = cranelift_codegen::Context::new();
    ctx.func.signature = isa.entry_signature();
    crate::codegen::emit_clif(cx, &mut ctx.func, isa.target().frontend_config())?;
    Ok(compile_clif(isa, &mut ctx, FuncId::from_u32(0), true, &mut PhaseTimes::start())?.bytes)
}
