//! `--dump=asm`: machine code disassembled through capstone (the `disasm` feature).

use crate::code_memory::Isa;

/// One line per instruction: address, mnemonic, operands.
#[cfg(feature = "disasm")]
pub fn disassemble(isa: &Isa, code: &[u8], address: u64) -> String {
    use capstone::arch::{BuildsCapstone, arm64, x86};
    use std::fmt::Write;
    let cs = match isa.target().triple().architecture {
        target_lexicon::Architecture::X86_64 => capstone::Capstone::new().x86().mode(x86::ArchMode::Mode64).build(),
        target_lexicon::Architecture::Aarch64(_) => {
            capstone::Capstone::new().arm64().mode(arm64::ArchMode::Arm).build()
        }
        other => return format!("  (no disassembler for {other})\n"),
    };
    let cs = match cs {
        Ok(cs) => cs,
        Err(e) => return format!("  (capstone: {e})\n"),
    };
    let insns = match cs.disasm_all(code, address) {
        Ok(insns) => insns,
        Err(e) => return format!("  (capstone: {e})\n"),
    };
    let mut out = String::new();
    for i in insns.iter() {
        let _ = writeln!(out, "  {:#x}: {} {}", i.address(), i.mnemonic().unwrap_or("?"), i.op_str().unwrap_or(""));
    }
    out
}

#[cfg(not(feature = "disasm"))]
pub fn disassemble(_isa: &Isa, code: &[u8], _address: u64) -> String {
    format!("  ({} bytes; built without the `disasm` feature)\n", code.len())
}
