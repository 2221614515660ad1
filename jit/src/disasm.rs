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
    let symbols = symbols::table();
    let mut out = String::new();
    for i in insns.iter() {
        let operands = i.op_str().unwrap_or("");
        let _ = write!(out, "  {:#x}: {} {operands}", i.address(), i.mnemonic().unwrap_or("?"));
        // An address compiled code loads to call is a helper's: name it.
        let named: Vec<String> = hex_numbers(operands).filter_map(|a| symbols::name_of(symbols, a)).collect();
        if !named.is_empty() {
            let _ = write!(out, "  ; {}", named.join(", "));
        }
        out.push('\n');
    }
    out
}

/// Reads the symbol table the disassembly names helpers from, so that the first
/// compile that dumps its machine code does not pay for it.
pub fn prepare() {
    #[cfg(feature = "disasm")]
    symbols::table();
}

/// The hexadecimal numbers (`0x...`) in an instruction's operand text.
#[cfg(feature = "disasm")]
fn hex_numbers(text: &str) -> impl Iterator<Item = u64> + '_ {
    text.split(|c: char| !c.is_ascii_alphanumeric())
        .filter_map(|word| word.strip_prefix("0x"))
        .filter_map(|digits| u64::from_str_radix(digits, 16).ok())
}

/// The functions of the running executable, from its own symbol table, so that the
/// disassembly of compiled code can name the runtime helpers it calls.
#[cfg(feature = "disasm")]
mod symbols {
    use std::sync::OnceLock;

    /// A function's address range and readable name, sorted by address.
    pub type Table = Vec<(u64, u64, String)>;

    /// The table, read once (empty when the executable cannot be read or has no
    /// symbols: the disassembly then names nothing).
    pub fn table() -> &'static Table {
        static TABLE: OnceLock<Table> = OnceLock::new();
        TABLE.get_or_init(|| read().unwrap_or_default())
    }

    fn read() -> Option<Table> {
        use object::{Object, ObjectSymbol, SymbolKind};
        let bytes = std::fs::read(std::env::current_exe().ok()?).ok()?;
        let file = object::File::parse(&*bytes).ok()?;
        // A position-independent executable is loaded at an offset from the
        // addresses its symbols give: the running entry point's minus the file's.
        // SAFETY: getauxval only reads the process's auxiliary vector.
        let entry = unsafe { libc::getauxval(libc::AT_ENTRY) };
        let slide = entry.wrapping_sub(file.entry());
        let mut table: Table = file
            .symbols()
            .filter(|s| s.kind() == SymbolKind::Text && s.size() > 0)
            .filter_map(|s| {
                let start = s.address().wrapping_add(slide);
                let name = format!("{:#}", rustc_demangle::demangle(s.name().ok()?));
                Some((start, start + s.size(), name))
            })
            .collect();
        table.sort_by_key(|&(start, ..)| start);
        Some(table)
    }

    /// The name of the function at `address` (with the offset into it, if any).
    pub fn name_of(table: &Table, address: u64) -> Option<String> {
        let k = table.partition_point(|&(start, ..)| start <= address).checked_sub(1)?;
        let (start, end, name) = &table[k];
        (address < *end).then(|| match address - start {
            0 => name.clone(),
            offset => format!("{name}+{offset:#x}"),
        })
    }
}

#[cfg(not(feature = "disasm"))]
pub fn disassemble(_isa: &Isa, code: &[u8], _address: u64) -> String {
    format!("  ({} bytes; built without the `disasm` feature)\n", code.len())
}
