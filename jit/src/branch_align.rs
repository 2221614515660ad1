//! Branch alignment: no jump, call or return of compiled x86-64 code crosses or ends
//! at a 32-byte boundary.
//!
//! Why: on Intel cores from Skylake to Cascade Lake, the microcode fix for the "jump
//! conditional code" erratum keeps the decoded-uop cache from holding a 32-byte window
//! in which a branch (or a compare macro-fused with the conditional jump after it)
//! crosses or ends at the window's end. A hot loop with such a branch is decoded again
//! on every iteration. On this project's sieve the same two loops took 76, 88 or
//! 116 ms depending only on where their branches fell. Cranelift 0.135 does not align
//! x64 branches (LLVM's `-mbranches-within-32B-boundaries` does), so ember pads the
//! code Cranelift emits before loading it.
//!
//! How: the code is decoded (capstone) up to its constant pool, then walked in order.
//! A *branch unit* is a jump, call or return, together with the compare, test, add,
//! sub, and, inc or dec just before a conditional jump (the decoders fuse the pair).
//! A unit that would cross or end at a boundary gets NOPs in front of it, so that it
//! starts at the boundary. The instructions are then copied with the NOPs inserted and
//! every PC-relative field (jump displacements and RIP-relative operands) is
//! recomputed; a jump to a padded unit lands after its NOPs. The constant pool moves
//! by a multiple of its alignment. Nothing else in ember records code offsets (deopt
//! sites pass their id as an argument, GC roots live in frame slots), so nothing else
//! needs fixing up. The function must be loaded at a multiple of [`WINDOW`].
//!
//! The pass gives up and the code runs as Cranelift emitted it when it meets anything
//! it does not understand: bytes capstone cannot decode, an indirect jump (jump
//! tables hold offsets the pass would not see), a relative call, a `loop`/`jrcxz`, a
//! target that is not an instruction, or a short jump that no longer reaches.

// Without capstone (`--no-default-features`) the pass is off: [`align`] returns None.
#![cfg_attr(not(feature = "disasm"), allow(dead_code))]

/// The window size of the decoded-uop cache.
pub const WINDOW: u32 = 32;

/// Whether the machine ember runs on is one the alignment is for: an Intel core. The
/// erratum and its microcode fix are Intel's (Skylake to Cascade Lake); on the AMD
/// EPYC machines this project also runs on, fib, sieve and int_loop ran as fast
/// without the padding (15 alternating runs each), and the pass took 11-17% of
/// compile time. `--jit-align-branches=on|off` overrides it.
pub fn helps_host() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        // `cpuid` leaf 0: the vendor string in ebx, edx, ecx.
        let id = std::arch::x86_64::__cpuid(0);
        let vendor = [id.ebx, id.edx, id.ecx].map(u32::to_le_bytes).concat();
        vendor == *b"GenuineIntel"
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        false
    }
}

/// What one decoded instruction means to the pass.
#[derive(Clone, Copy, Debug)]
struct Insn {
    at: u32,
    len: u32,
    /// A jump, call or return.
    branch: bool,
    /// A conditional jump (it fuses with a [`Insn::fusible`] instruction before it).
    conditional: bool,
    /// Can macro-fuse with a conditional jump right after it.
    fusible: bool,
    /// A PC-relative field: where it starts in the instruction, its size, and the
    /// offset it refers to.
    relative: Option<Relative>,
}

#[derive(Clone, Copy, Debug)]
struct Relative {
    field_at: u32,
    size: u32,
    target: u32,
    /// A jump's target must be an instruction; a RIP-relative operand may also point
    /// into the constant pool.
    is_jump: bool,
}

/// Whether a branch unit spanning `[start, end)` runs from the legacy decoders.
pub fn misplaced(start: u32, end: u32) -> bool {
    start / WINDOW != (end - 1) / WINDOW || end.is_multiple_of(WINDOW)
}

/// `code` with its branch units moved off window boundaries, or None when it needs no
/// padding or the pass cannot handle it. `pool_alignment` is the alignment the
/// constant pool needs (Cranelift's `MachBufferFinalized::alignment`).
#[cfg(feature = "disasm")]
pub fn align(code: &[u8], pool_alignment: u32) -> Option<Vec<u8>> {
    let (insns, code_end) = decode(code)?;
    let pads = plan(&insns);
    let growth: u32 = pads.iter().sum();
    if growth == 0 {
        return None;
    }
    let pool_shift = growth.next_multiple_of(pool_alignment.max(1));
    let mut out = Vec::with_capacity(code.len() + pool_shift as usize);
    let mut new_at = Vec::with_capacity(insns.len());
    for (insn, &pad) in insns.iter().zip(&pads) {
        push_nops(&mut out, pad);
        new_at.push(out.len() as u32);
        out.extend_from_slice(&code[insn.at as usize..(insn.at + insn.len) as usize]);
    }
    // Filler no code reaches: int3.
    out.resize(out.len() + (pool_shift - growth) as usize, 0xcc);
    out.extend_from_slice(&code[code_end as usize..]);
    for (insn, &at) in insns.iter().zip(&new_at) {
        let Some(rel) = insn.relative else { continue };
        let target = if rel.target >= code_end && !rel.is_jump {
            rel.target + pool_shift
        } else {
            new_at[insns.binary_search_by_key(&rel.target, |i| i.at).ok()?]
        };
        let displacement = i64::from(target) - i64::from(at + insn.len);
        let field = &mut out[(at + rel.field_at) as usize..(at + rel.field_at + rel.size) as usize];
        match rel.size {
            1 => field.copy_from_slice(&i8::try_from(displacement).ok()?.to_le_bytes()),
            4 => field.copy_from_slice(&i32::try_from(displacement).ok()?.to_le_bytes()),
            _ => return None,
        }
    }
    Some(out)
}

#[cfg(not(feature = "disasm"))]
pub fn align(_code: &[u8], _pool_alignment: u32) -> Option<Vec<u8>> {
    None
}

/// The offsets of the branch units of `code` that cross or end at a window boundary
/// (for tests); None when the code cannot be decoded.
#[cfg(feature = "disasm")]
pub fn misplaced_branches(code: &[u8]) -> Option<Vec<u32>> {
    let (insns, _) = decode(code)?;
    Some(
        (0..insns.len())
            .filter(|&k| insns[k].branch)
            .map(|k| (insns[unit_start(&insns, k)].at, insns[k].at + insns[k].len))
            .filter(|&(start, end)| misplaced(start, end))
            .map(|(start, _)| start)
            .collect(),
    )
}

/// The first instruction of the branch unit ending with `insns[k]`.
fn unit_start(insns: &[Insn], k: usize) -> usize {
    match k.checked_sub(1) {
        Some(p) if insns[k].conditional && insns[p].fusible && insns[p].at + insns[p].len == insns[k].at => p,
        _ => k,
    }
}

/// The NOP bytes to put before each instruction: greedily, in address order, each
/// misplaced unit moves to the start of the next window.
fn plan(insns: &[Insn]) -> Vec<u32> {
    let mut pads = vec![0; insns.len()];
    let mut shift = 0;
    for k in 0..insns.len() {
        if !insns[k].branch {
            continue;
        }
        let first = unit_start(insns, k);
        let start = insns[first].at + shift;
        let end = insns[k].at + insns[k].len + shift;
        if misplaced(start, end) && end - start < WINDOW {
            let pad = WINDOW - start % WINDOW;
            pads[first] += pad;
            shift += pad;
        }
    }
    pads
}

/// Intel's recommended multi-byte NOPs, longest first.
fn push_nops(out: &mut Vec<u8>, mut len: u32) {
    const NOPS: [&[u8]; 9] = [
        &[0x90],
        &[0x66, 0x90],
        &[0x0f, 0x1f, 0x00],
        &[0x0f, 0x1f, 0x40, 0x00],
        &[0x0f, 0x1f, 0x44, 0x00, 0x00],
        &[0x66, 0x0f, 0x1f, 0x44, 0x00, 0x00],
        &[0x0f, 0x1f, 0x80, 0x00, 0x00, 0x00, 0x00],
        &[0x0f, 0x1f, 0x84, 0x00, 0x00, 0x00, 0x00, 0x00],
        &[0x66, 0x0f, 0x1f, 0x84, 0x00, 0x00, 0x00, 0x00, 0x00],
    ];
    while len > 0 {
        let n = len.min(NOPS.len() as u32);
        out.extend_from_slice(NOPS[n as usize - 1]);
        len -= n;
    }
}

/// The instructions before the constant pool, and where the pool (or the end) starts.
///
/// Cranelift puts trap instructions and then the constants after the function's last
/// block; the first byte any RIP-relative operand refers to starts the pool.
#[cfg(feature = "disasm")]
fn decode(code: &[u8]) -> Option<(Vec<Insn>, u32)> {
    use capstone::Capstone;
    use capstone::arch::x86::{ArchMode, X86Insn, X86OperandType, X86Reg};
    use capstone::arch::{BuildsCapstone, DetailsArchInsn};

    // Operand details are slow to produce, so the walk decodes without them and a
    // second decoder looks again at the few instructions with a RIP-relative operand.
    let cs = Capstone::new().x86().mode(ArchMode::Mode64).build().ok()?;
    let detailed = Capstone::new().x86().mode(ArchMode::Mode64).detail(true).build().ok()?;
    let mut pool = code.len() as u32;
    let mut insns: Vec<Insn> = Vec::new();
    let mut iter = cs.disasm_iter(code, 0).ok()?;
    while let Some(i) = iter.next() {
        let at = i.address() as u32;
        if at >= pool {
            break;
        }
        let bytes = i.bytes();
        let len = bytes.len() as u32;
        let id = i.id().0;
        let is = |x: X86Insn| x as u32 == id;
        let mut insn = Insn { at, len, branch: false, conditional: false, fusible: false, relative: None };
        let jump_target = |size: u32| {
            let field = &bytes[(len - size) as usize..];
            let displacement = if size == 1 {
                i64::from(field[0] as i8)
            } else {
                i64::from(i32::from_le_bytes(field.try_into().ok()?))
            };
            u32::try_from(i64::from(at + len) + displacement).ok()
        };
        let direct_jump = match (bytes, len) {
            ([0xe9, ..], 5) => Some((false, 4)),
            ([0xeb, _], 2) => Some((false, 1)),
            ([0x0f, 0x80..=0x8f, ..], 6) => Some((true, 4)),
            ([0x70..=0x7f, _], 2) => Some((true, 1)),
            _ => None,
        };
        if let Some((conditional, size)) = direct_jump {
            let target = jump_target(size)?;
            insn.branch = true;
            insn.conditional = conditional;
            insn.relative = Some(Relative { field_at: len - size, size, target, is_jump: true });
        } else if is(X86Insn::X86_INS_CALL) {
            if bytes[0] == 0xe8 {
                return None; // a relative call
            }
            insn.branch = true;
        } else if is(X86Insn::X86_INS_RET) {
            insn.branch = true;
        } else if (X86Insn::X86_INS_JAE as u32..=X86Insn::X86_INS_JS as u32).contains(&id)
            || [X86Insn::X86_INS_JMP, X86Insn::X86_INS_LJMP, X86Insn::X86_INS_LCALL].into_iter().any(is)
            || [X86Insn::X86_INS_LOOP, X86Insn::X86_INS_LOOPE, X86Insn::X86_INS_LOOPNE].into_iter().any(is)
            || [X86Insn::X86_INS_RETF, X86Insn::X86_INS_RETFQ, X86Insn::X86_INS_IRETQ].into_iter().any(is)
        {
            // Any other jump: indirect, `jrcxz`, `loop`, or with a prefix.
            return None;
        }
        insn.fusible = [X86Insn::X86_INS_CMP, X86Insn::X86_INS_TEST, X86Insn::X86_INS_ADD, X86Insn::X86_INS_SUB]
            .into_iter()
            .chain([X86Insn::X86_INS_AND, X86Insn::X86_INS_INC, X86Insn::X86_INS_DEC])
            .any(is);
        if i.op_str().is_some_and(|ops| ops.contains("rip")) {
            let again = detailed.disasm_count(bytes, u64::from(at), 1).ok()?;
            let again = again.iter().next()?;
            let detail = detailed.insn_detail(again).ok()?;
            let arch = detail.arch_detail();
            let x86 = arch.x86()?;
            for op in x86.operands() {
                let X86OperandType::Mem(mem) = op.op_type else { continue };
                if u32::from(mem.base().0) != X86Reg::X86_REG_RIP {
                    continue;
                }
                // Constants are read by loads and arithmetic; a RIP-relative `lea`
                // takes the address of code (a jump table), which the pool detection
                // would mistake for the pool.
                if is(X86Insn::X86_INS_LEA) {
                    return None;
                }
                // RIP-relative displacements are always 32 bits. (Capstone 5 reports a
                // size of 2 for VEX-encoded instructions, so the bytes are checked.)
                let field_at = x86.encoding().disp.filter(|_| insn.relative.is_none())?.offset as usize;
                let field = bytes.get(field_at..field_at + 4)?;
                if i64::from(i32::from_le_bytes(field.try_into().ok()?)) != mem.disp() {
                    return None;
                }
                let target = u32::try_from(i64::from(at + len) + mem.disp()).ok()?;
                insn.relative = Some(Relative { field_at: field_at as u32, size: 4, target, is_jump: false });
                if target > at {
                    pool = pool.min(target);
                }
            }
        }
        insns.push(insn);
    }
    // The last instruction may run into the pool's alignment padding (zero bytes
    // decode as `add byte ptr [rax], al`): it is padding, not code.
    if let Some(last) = insns.last()
        && last.at + last.len > pool
    {
        if code[last.at as usize..pool as usize].iter().any(|&b| b != 0) {
            return None;
        }
        insns.pop();
    }
    let code_end = insns.last().map_or(0, |i| i.at + i.len);
    if code_end < pool && code[code_end as usize..pool as usize].iter().any(|&b| b != 0) {
        // Capstone stopped before the pool: bytes it could not decode.
        return None;
    }
    Some((insns, code_end))
}

#[cfg(all(test, feature = "disasm"))]
mod tests {
    use super::*;

    /// `nops` one-byte NOPs, then a loop: `cmp rax, rbx; jl <loop>`, then
    /// `mov rax, [rip + pool]; ret`, then an 8-byte constant aligned to 8.
    fn loop_with_constant(nops: usize) -> Vec<u8> {
        let mut code = vec![0x90; nops];
        let head = code.len() as i64;
        code.extend_from_slice(&[0x48, 0x39, 0xd8]); // cmp rax, rbx
        let jl_end = code.len() as i64 + 6;
        code.extend_from_slice(&[0x0f, 0x8c]);
        code.extend_from_slice(&((head - jl_end) as i32).to_le_bytes());
        let mov_at = code.len();
        code.extend_from_slice(&[0x48, 0x8b, 0x05, 0, 0, 0, 0]); // mov rax, [rip + disp]
        code.push(0xc3); // ret
        while !code.len().is_multiple_of(8) {
            code.push(0);
        }
        let pool = code.len() as i32;
        let disp = pool - (mov_at as i32 + 7);
        code[mov_at + 3..mov_at + 7].copy_from_slice(&disp.to_le_bytes());
        code.extend_from_slice(&0x1122_3344_5566_7788u64.to_le_bytes());
        code
    }

    /// Where the loop's jump goes and what the load reads, decoded from the bytes.
    fn meaning(code: &[u8]) -> (u32, u64) {
        let (insns, _) = decode(code).unwrap();
        let jump = insns.iter().find(|i| i.conditional).unwrap();
        let load = insns.iter().find(|i| i.relative.is_some_and(|r| !r.is_jump)).unwrap();
        let jump_to = jump.relative.unwrap().target;
        let value = load.relative.unwrap().target as usize;
        let value = u64::from_le_bytes(code[value..value + 8].try_into().unwrap());
        // The jump goes to the compare that heads the loop.
        assert_eq!(code[jump_to as usize..jump_to as usize + 3], [0x48, 0x39, 0xd8]);
        (jump_to, value)
    }

    #[test]
    fn a_fused_pair_across_a_boundary_moves_to_the_next_window() {
        // The pair starts 3 bytes before the boundary at 32: misplaced.
        let code = loop_with_constant(29);
        assert_eq!(misplaced_branches(&code).unwrap(), vec![29]);
        let padded = align(&code, 8).unwrap();
        assert_eq!(misplaced_branches(&padded).unwrap(), Vec::<u32>::new());
        let (jump_to, value) = meaning(&padded);
        // The jump skips the NOPs: it lands on the compare, now at the boundary.
        assert_eq!(jump_to, 32);
        assert_eq!(value, 0x1122_3344_5566_7788);
        // The constant kept its alignment.
        assert!(padded.len().is_multiple_of(8));
    }

    #[test]
    fn a_branch_ending_at_a_boundary_is_misplaced() {
        // cmp at 23, jl ends at 32.
        let code = loop_with_constant(23);
        assert_eq!(misplaced_branches(&code).unwrap(), vec![23]);
        let padded = align(&code, 8).unwrap();
        assert!(misplaced_branches(&padded).unwrap().is_empty());
        assert_eq!(meaning(&padded).1, 0x1122_3344_5566_7788);
    }

    #[test]
    fn well_placed_code_is_left_alone() {
        let code = loop_with_constant(4);
        assert!(misplaced_branches(&code).unwrap().is_empty());
        assert_eq!(align(&code, 8), None);
    }

    #[test]
    fn every_placement_of_the_loop_is_fixed() {
        for nops in 0..64 {
            let code = loop_with_constant(nops);
            let padded = align(&code, 16).unwrap_or_else(|| code.clone());
            assert!(misplaced_branches(&padded).unwrap().is_empty(), "{nops} NOPs before the loop");
            assert_eq!(meaning(&padded).1, 0x1122_3344_5566_7788);
        }
    }

    #[test]
    fn an_indirect_jump_stops_the_pass() {
        let mut code = vec![0x90; 30];
        code.extend_from_slice(&[0xff, 0xe0]); // jmp rax, ending at 32
        assert_eq!(align(&code, 1), None);
    }

    #[test]
    fn nops_decode_as_nops() {
        for len in 0..40 {
            let mut out = Vec::new();
            push_nops(&mut out, len);
            assert_eq!(out.len(), len as usize);
            let (insns, end) = decode(&out).unwrap();
            assert_eq!(end, len);
            assert!(insns.iter().all(|i| !i.branch && i.relative.is_none()));
        }
    }
}
