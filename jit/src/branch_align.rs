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
//! How: the code is decoded (iced-x86) up to its constant pool, then walked in order.
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
//! it does not understand: bytes that decode to no instruction, an indirect jump (jump
//! tables hold offsets the pass would not see), a relative call, a `loop`/`jrcxz`, a
//! target that is not an instruction, or a short jump that no longer reaches.

/// The window size of the decoded-uop cache.
pub const WINDOW: u32 = 32;

/// Whether the machine ember runs on is one the alignment is for: an Intel core. The
/// erratum and its microcode fix are Intel's (Skylake to Cascade Lake); on the AMD
/// EPYC machines this project also runs on, fib, sieve and int_loop ran as fast
/// without the padding (15 alternating runs each), and the pass (then decoding with
/// capstone) took 11-17% of compile time. `--jit-align-branches=on|off` overrides it.
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

/// The offsets of the branch units of `code` that cross or end at a window boundary
/// (for tests); None when the code cannot be decoded.
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
/// block; the first byte any RIP-relative operand refers to starts the pool. The
/// decoder is iced-x86's, without its formatter: this runs on every compile, and
/// producing operand text (as a disassembler for people does) took most of its time.
fn decode(code: &[u8]) -> Option<(Vec<Insn>, u32)> {
    use iced_x86::{Code, Decoder, DecoderOptions, Instruction, Mnemonic};

    let mut pool = code.len() as u32;
    let mut insns: Vec<Insn> = Vec::with_capacity(code.len() / 4);
    let mut decoder = Decoder::with_ip(64, code, 0, DecoderOptions::NONE);
    let mut i = Instruction::default();
    while decoder.can_decode() {
        let at = decoder.position() as u32;
        if at >= pool {
            break;
        }
        decoder.decode_out(&mut i);
        if i.is_invalid() {
            // Bytes that are no instruction: the pool's padding, checked below.
            break;
        }
        let len = i.len() as u32;
        let bytes = &code[at as usize..(at + len) as usize];
        let mnemonic = i.mnemonic();
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
        // The plain encodings, without prefixes, whose displacement the pass rewrites.
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
        } else if i.code() == Code::Call_rm64 || mnemonic == Mnemonic::Ret {
            insn.branch = true;
        } else if matches!(
            mnemonic,
            Mnemonic::Ja
                | Mnemonic::Jae
                | Mnemonic::Jb
                | Mnemonic::Jbe
                | Mnemonic::Je
                | Mnemonic::Jg
                | Mnemonic::Jge
                | Mnemonic::Jl
                | Mnemonic::Jle
                | Mnemonic::Jne
                | Mnemonic::Jno
                | Mnemonic::Jnp
                | Mnemonic::Jns
                | Mnemonic::Jo
                | Mnemonic::Jp
                | Mnemonic::Js
                | Mnemonic::Jmp
                | Mnemonic::Jmpe
                | Mnemonic::Call
                | Mnemonic::Jrcxz
                | Mnemonic::Jecxz
                | Mnemonic::Loop
                | Mnemonic::Loope
                | Mnemonic::Loopne
                | Mnemonic::Retf
                | Mnemonic::Iretd
                | Mnemonic::Iretq
        ) {
            // Any other jump or call: indirect, relative (a call), far, `jrcxz`,
            // `loop`, or with a prefix.
            return None;
        }
        insn.fusible = matches!(
            mnemonic,
            Mnemonic::Cmp
                | Mnemonic::Test
                | Mnemonic::Add
                | Mnemonic::Sub
                | Mnemonic::And
                | Mnemonic::Inc
                | Mnemonic::Dec
        );
        if i.is_ip_rel_memory_operand() {
            // Constants are read by loads and arithmetic; a RIP-relative `lea` takes
            // the address of code (a jump table), which the pool detection would
            // mistake for the pool.
            if mnemonic == Mnemonic::Lea || insn.relative.is_some() {
                return None;
            }
            let offsets = decoder.get_constant_offsets(&i);
            if !offsets.has_displacement() || offsets.displacement_size() != 4 {
                return None;
            }
            let field_at = offsets.displacement_offset() as u32;
            let target = u32::try_from(i.ip_rel_memory_address()).ok()?;
            insn.relative = Some(Relative { field_at, size: 4, target, is_jump: false });
            if target > at {
                pool = pool.min(target);
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
        // The decoder stopped before the pool: bytes that are no instruction.
        return None;
    }
    Some((insns, code_end))
}

#[cfg(test)]
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
