//! Arithmetic: machine int arithmetic with overflow and zero checks, float arithmetic, comparison condition codes.

use super::*;
use crate::helpers as h;
use cranelift_codegen::ir::condcodes::{FloatCC, IntCC};
use cranelift_codegen::ir::{
    InstBuilder, InstructionData, Opcode, StackSlotData, StackSlotKind, Value as ClifValue, ValueDef, types as cl,
};
use ember_hir::ir::InsnId;
use ember_runtime::code::{BinOp, CmpOp};
use ember_runtime::value::INT_TAG;

impl Lowering<'_, '_> {
    /// `r` is outside the small-int range [-2^62, 2^62): then `r + 2^62` is negative
    /// as an i64 (it wraps for r >= 2^62).
    pub(super) fn leaves_small(&mut self, r: ClifValue) -> ClifValue {
        let shifted = self.b.ins().iadd_imm_s(r, 1i64 << 62);
        self.b.ins().icmp_imm_s(IntCC::SignedLessThan, shifted, 0)
    }

    /// `a op b` of two exact int objects ([`ember_hir::ir::Helper::IntArith`]): for
    /// `+`, `-`, `*`, `&`, `|` and `^` of two small ints, on the tagged words inline
    /// (one overflow flag tells a result outside the small-int range); anything else,
    /// a big operand or result included, in the runtime's int arithmetic.
    pub(super) fn big_int_arith(&mut self, op: BinOp, a: ClifValue, b: ClifValue, pc: u32) -> ClifValue {
        let slow = self.b.create_block();
        let done = self.b.create_block();
        self.b.append_block_param(done, cl::I64);
        self.b.set_cold_block(slow);
        if matches!(op, BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::And | BinOp::Or | BinOp::Xor) {
            let small = self.b.create_block();
            let tags = self.b.ins().band(a, b);
            let both_small = self.b.ins().band_imm_s(tags, INT_TAG as i64);
            self.b.ins().brif(both_small, small, &[], slow, &[]);
            self.b.switch_to_block(small);
            // With x = a >> 1 and y = b >> 1, b - 1 is 2y.
            let b2 = self.b.ins().iadd_imm_s(b, -1);
            let (word, overflow) = match op {
                // 2x+1 + 2y = 2(x+y)+1, and 2x+1 - 2y = 2(x-y)+1: an i64 overflow is
                // exactly a result outside 63 bits.
                BinOp::Add => {
                    let (r, o) = self.b.ins().sadd_overflow(a, b2);
                    (r, Some(o))
                }
                BinOp::Sub => {
                    let (r, o) = self.b.ins().ssub_overflow(a, b2);
                    (r, Some(o))
                }
                // x * 2y = 2xy overflows exactly when xy leaves 63 bits; the tag
                // then fits (2xy is even).
                BinOp::Mul => {
                    let x = self.b.ins().sshr_imm_s(a, 1);
                    let (r, o) = self.b.ins().smul_overflow(x, b2);
                    (self.b.ins().bor_imm_s(r, INT_TAG as i64), Some(o))
                }
                // The tag bits combine to 1 under `&` and `|`; `^` clears it.
                BinOp::And => (tags, None),
                BinOp::Or => (self.b.ins().bor(a, b), None),
                _ => {
                    let r = self.b.ins().bxor(a, b);
                    (self.b.ins().bor_imm_s(r, INT_TAG as i64), None)
                }
            };
            match overflow {
                Some(o) => self.b.ins().brif(o, slow, &[], done, &[BlockArg::Value(word)]),
                None => self.b.ins().jump(done, &[BlockArg::Value(word)]),
            };
        } else {
            self.b.ins().jump(slow, &[]);
        }
        self.b.switch_to_block(slow);
        let op = self.iconst(op as i64);
        let r = self.call_checked(h::int_arith as *const u8, &[op, a, b], pc);
        self.b.ins().jump(done, &[BlockArg::Value(r)]);
        self.b.switch_to_block(done);
        self.b.block_params(done)[0]
    }

    /// `v`'s value when it is an `iconst`.
    fn constant(&self, v: ClifValue) -> Option<i64> {
        let dfg = &self.b.func.dfg;
        match dfg.value_def(v) {
            ValueDef::Result(inst, 0) => match dfg.insts[inst] {
                InstructionData::UnaryImm { opcode: Opcode::Iconst, imm } => Some(imm.bits()),
                _ => None,
            },
            _ => None,
        }
    }

    pub(super) fn not(&mut self, c: ClifValue) -> ClifValue {
        self.b.ins().bxor_imm_s(c, 1)
    }

    pub(super) fn int_arith(&mut self, id: InsnId, op: BinOp, a: ClifValue, b: ClifValue, checked: bool) -> ClifValue {
        // `fail` is None for an operation that cannot fail.
        let (r, fail) = match op {
            BinOp::Add | BinOp::Sub => {
                // Both operands have 63 bits, so the i64 result is exact.
                let r = if op == BinOp::Add { self.b.ins().iadd(a, b) } else { self.b.ins().isub(a, b) };
                (r, Some(self.leaves_small(r)))
            }
            BinOp::Mul if checked => {
                // a * 2b overflows an i64 exactly when a * b leaves the small-int
                // range (2b is exact: b has 63 bits), so one overflow flag checks
                // both, and halving the even product gives a * b.
                let b2 = self.b.ins().iadd(b, b);
                let (r2, overflow) = self.b.ins().smul_overflow(a, b2);
                (self.b.ins().sshr_imm_s(r2, 1), Some(overflow))
            }
            BinOp::Mul => (self.b.ins().imul(a, b), None),
            BinOp::FloorDiv | BinOp::Mod if self.constant(b).is_some_and(|d| d > 0 && (d as u64).is_power_of_two()) => {
                // By 2^k, rounding toward -inf is an arithmetic shift and the
                // remainder with the divisor's sign the low k bits, whatever `a`'s
                // sign; neither can leave the small-int range.
                let d = self.constant(b).expect("a constant divisor");
                match op {
                    BinOp::FloorDiv => (self.b.ins().sshr_imm_s(a, i64::from(d.trailing_zeros())), None),
                    _ => (self.b.ins().band_imm_s(a, d - 1), None),
                }
            }
            BinOp::FloorDiv | BinOp::Mod => {
                // Python rounds toward -inf: adjust the truncating result when the
                // remainder is non-zero and its sign differs from the divisor's. A
                // zero divisor deopts before the division (it would trap); the
                // divisor is replaced by 1 so the (discarded) division cannot trap.
                let zero = self.b.ins().icmp_imm_s(IntCC::Equal, b, 0);
                self.deopt_if(zero, id);
                // One division: the quotient's remainder is a - q * b.
                let (q, rem) = if op == BinOp::FloorDiv {
                    let q = self.b.ins().sdiv(a, b);
                    let qb = self.b.ins().imul(q, b);
                    (q, self.b.ins().isub(a, qb))
                } else {
                    (b, self.b.ins().srem(a, b))
                };
                let adjust = match self.constant(b) {
                    // A constant divisor's sign is known: a remainder of the other
                    // sign is non-zero.
                    Some(d) if d > 0 => self.b.ins().icmp_imm_s(IntCC::SignedLessThan, rem, 0),
                    Some(_) => self.b.ins().icmp_imm_s(IntCC::SignedGreaterThan, rem, 0),
                    None => {
                        let nonzero = self.b.ins().icmp_imm_s(IntCC::NotEqual, rem, 0);
                        let signs = self.b.ins().bxor(rem, b);
                        let differ = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, signs, 0);
                        self.b.ins().band(nonzero, differ)
                    }
                };
                if op == BinOp::FloorDiv {
                    let q1 = self.b.ins().iadd_imm_s(q, -1);
                    let r = self.b.ins().select(adjust, q1, q);
                    (r, Some(self.leaves_small(r)))
                } else {
                    let r1 = self.b.ins().iadd(rem, b);
                    (self.b.ins().select(adjust, r1, rem), None)
                }
            }
            BinOp::LShift => {
                // 0 << n is 0 for any n >= 0; otherwise the shift must not lose bits
                // and the result must fit.
                let neg = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, b, 0);
                self.deopt_if(neg, id);
                let zero = self.b.ins().icmp_imm_s(IntCC::Equal, a, 0);
                let small_shift = self.b.ins().icmp_imm_s(IntCC::UnsignedLessThan, b, 63);
                let count = self.b.ins().band_imm_s(b, 63);
                let r = self.b.ins().ishl(a, count);
                let back = self.b.ins().sshr(r, count);
                let exact = self.b.ins().icmp(IntCC::Equal, back, a);
                let outside = self.leaves_small(r);
                let fits = self.not(outside);
                let ok = self.b.ins().band(small_shift, exact);
                let ok = self.b.ins().band(ok, fits);
                let zero_word = self.iconst(0);
                let r = self.b.ins().select(zero, zero_word, r);
                let ok = self.b.ins().bor(ok, zero);
                (r, Some(self.not(ok)))
            }
            BinOp::RShift => {
                let neg = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, b, 0);
                self.deopt_if(neg, id);
                let big = self.b.ins().icmp_imm_s(IntCC::SignedGreaterThan, b, 63);
                let c63 = self.iconst(63);
                let count = self.b.ins().select(big, c63, b);
                (self.b.ins().sshr(a, count), None)
            }
            BinOp::And => (self.b.ins().band(a, b), None),
            BinOp::Or => (self.b.ins().bor(a, b), None),
            BinOp::Xor => (self.b.ins().bxor(a, b), None),
            BinOp::TrueDiv | BinOp::Pow => unreachable!("not an int operation (lowops::int_arith)"),
        };
        if let (Some(fail), true) = (fail, checked) {
            let stress_gate = self.f().selected_operand(id).map(|v| self.get(v));
            self.deopt_if_gated(fail, id, stress_gate);
        }
        r
    }

    pub(super) fn float_arith(&mut self, id: InsnId, op: BinOp, a: ClifValue, b: ClifValue) -> ClifValue {
        match op {
            BinOp::Add => self.b.ins().fadd(a, b),
            BinOp::Sub => self.b.ins().fsub(a, b),
            BinOp::Mul => self.b.ins().fmul(a, b),
            BinOp::TrueDiv => {
                let zero = self.b.ins().f64const(0.0);
                let is_zero = self.b.ins().fcmp(FloatCC::Equal, b, zero);
                self.deopt_if(is_zero, id);
                self.b.ins().fdiv(a, b)
            }
            _ => {
                let slot = self.b.create_sized_stack_slot(StackSlotData::new(StackSlotKind::ExplicitSlot, 8, 3));
                let out = self.b.ins().stack_addr(cl::I64, slot, 0);
                let op = self.b.ins().iconst(cl::I8, op as i64);
                let ok = self
                    .call(
                        h::float_arith as *const u8,
                        &[op, a, b, out],
                        &[cl::I8, cl::F64, cl::F64, cl::I64],
                        Some(cl::I64),
                    )
                    .expect("a result");
                let fail = self.b.ins().icmp_imm_s(IntCC::Equal, ok, 0);
                self.deopt_if(fail, id);
                self.b.ins().stack_load(cl::I64, cl::F64, slot, 0)
            }
        }
    }
}

pub(super) fn int_cc(op: CmpOp) -> IntCC {
    match op {
        CmpOp::Lt => IntCC::SignedLessThan,
        CmpOp::Le => IntCC::SignedLessThanOrEqual,
        CmpOp::Eq => IntCC::Equal,
        CmpOp::Ne => IntCC::NotEqual,
        CmpOp::Gt => IntCC::SignedGreaterThan,
        CmpOp::Ge => IntCC::SignedGreaterThanOrEqual,
        CmpOp::Is | CmpOp::IsNot | CmpOp::In | CmpOp::NotIn => unreachable!("not a value comparison"),
    }
}

/// Python's float comparisons: false on NaN except `!=` (FloatCC::NotEqual is
/// "unordered or not equal").
pub(super) fn float_cc(op: CmpOp) -> FloatCC {
    match op {
        CmpOp::Lt => FloatCC::LessThan,
        CmpOp::Le => FloatCC::LessThanOrEqual,
        CmpOp::Eq => FloatCC::Equal,
        CmpOp::Ne => FloatCC::NotEqual,
        CmpOp::Gt => FloatCC::GreaterThan,
        CmpOp::Ge => FloatCC::GreaterThanOrEqual,
        CmpOp::Is | CmpOp::IsNot | CmpOp::In | CmpOp::NotIn => unreachable!("not a value comparison"),
    }
}
