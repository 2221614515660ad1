//! Dict operations of exact dicts with an inline first probe for small-int keys.
//!
//! A small int's hash is the int itself, so compiled code can look at the one slot
//! of the index table where the key's probe sequence starts: the slot holding the
//! key's own entry (the same word: a small int has one) is a hit, an empty slot
//! means the key is absent. Anything else (a key of another type, a deleted slot,
//! another key's entry) calls the runtime's helper, which does the whole lookup, on
//! a cold path that keeps the hot path's registers.

use super::*;
use crate::helpers as h;
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{BlockArg, InstBuilder, Value as ClifValue, types as cl};
use ember_hir::ir::InsnId;
use ember_runtime::dict::{DELETED, EMPTY};
use ember_runtime::layout::{DictObject, RawArray, ValueArray};
use ember_runtime::object::{false_value, none, true_value};
use ember_runtime::value::INT_TAG;
use std::mem::offset_of;

/// Which dict operation [`Lowering::dict_op`] compiles.
#[derive(Copy, Clone)]
pub(super) enum DictOp {
    /// `d[k]`: KeyError when absent.
    GetItem,
    /// `d.get(k, default)`: the default (None when not given) when absent.
    Get { default: Option<InsnId> },
    /// `k in d`, as a bool object.
    Contains,
    /// `d[k] = value`: only an existing key's value is replaced inline.
    SetItem { value: InsnId },
}

impl Lowering<'_, '_> {
    /// `op` on the exact dict `dict` with key `key`; the result (None for a store).
    pub(super) fn dict_op(&mut self, op: DictOp, dict: InsnId, key: InsnId, pc: u32) -> Option<ClifValue> {
        let (d, k) = (self.get(dict), self.get(key));
        let key_ty = self.f().ty(key);
        let slow_call = |l: &mut Self| -> ClifValue {
            match op {
                DictOp::GetItem => l.call_cold_checked(h::dict_get_item as *const u8, &[d, k], pc),
                DictOp::Get { default } => {
                    let default = match default {
                        Some(v) => l.get(v),
                        None => l.iconst(0),
                    };
                    l.call_cold_checked(h::dict_get as *const u8, &[d, k, default], pc)
                }
                DictOp::Contains => l.call_cold_checked(h::dict_contains as *const u8, &[d, k], pc),
                DictOp::SetItem { value } => {
                    let v = l.get(value);
                    l.call_cold_checked(h::dict_set_item as *const u8, &[d, k, v], pc)
                }
            }
        };
        if !key_ty.could_be(types::Fixnum) {
            let r = slow_call(self);
            return (!matches!(op, DictOp::SetItem { .. })).then_some(r);
        }

        let (hit, absent, miss, done) =
            (self.b.create_block(), self.b.create_block(), self.b.create_block(), self.b.create_block());
        self.b.append_block_param(hit, cl::I64);
        self.b.append_block_param(done, cl::I64);
        self.b.set_cold_block(miss);
        self.first_probe(d, k, key_ty.is_subtype(types::Fixnum), hit, absent, miss);

        // The key's entry: its value is the word after the key.
        self.b.switch_to_block(hit);
        let entry = self.b.block_params(hit)[0];
        let value_offset = (offset_of!(ValueArray, items) + 8) as i32;
        let found = match op {
            DictOp::GetItem | DictOp::Get { .. } => self.b.ins().load(cl::I64, flags(), entry, value_offset),
            DictOp::Contains => self.iconst(true_value().raw() as i64),
            DictOp::SetItem { value } => {
                let v = self.get(value);
                self.b.ins().store(flags(), v, entry, value_offset);
                v
            }
        };
        self.b.ins().jump(done, &[BlockArg::Value(found)]);

        self.b.switch_to_block(absent);
        match op {
            DictOp::Get { default } => {
                let default = match default {
                    Some(v) => self.get(v),
                    None => self.iconst(none().raw() as i64),
                };
                self.b.ins().jump(done, &[BlockArg::Value(default)]);
            }
            DictOp::Contains => {
                let no = self.iconst(false_value().raw() as i64);
                self.b.ins().jump(done, &[BlockArg::Value(no)]);
            }
            // KeyError, or a new entry: the runtime's.
            DictOp::GetItem | DictOp::SetItem { .. } => {
                self.b.ins().jump(miss, &[]);
            }
        }

        self.b.switch_to_block(miss);
        let r = slow_call(self);
        self.b.ins().jump(done, &[BlockArg::Value(r)]);
        self.b.switch_to_block(done);
        let r = self.b.block_params(done)[0];
        (!matches!(op, DictOp::SetItem { .. })).then_some(r)
    }

    /// The first probe of `key` (an object word; known to be a small int if
    /// `known_int`) in dict `d`'s index table: jumps to `hit` with the address of the
    /// key's entry (less the items' offset) when the slot holds it, to `absent` when
    /// the key is not in the dict, else to `miss`.
    fn first_probe(&mut self, d: ClifValue, key: ClifValue, known_int: bool, hit: Block, absent: Block, miss: Block) {
        let (int_key, table, entry) = (self.b.create_block(), self.b.create_block(), self.b.create_block());
        if known_int {
            self.b.ins().jump(int_key, &[]);
        } else {
            let tag = self.b.ins().band_imm_s(key, INT_TAG as i64);
            self.b.ins().brif(tag, int_key, &[], miss, &[]);
        }

        // A dict that never held an entry has no table.
        self.b.switch_to_block(int_key);
        let indices = self.b.ins().load(cl::I64, flags(), d, offset_of!(DictObject, indices) as i32);
        self.b.ins().brif(indices, table, &[], absent, &[]);

        // The hash of a small int is the int, but -1 (the hash functions' error
        // value) hashes to -2.
        self.b.switch_to_block(table);
        let int = self.b.ins().sshr_imm_s(key, 1);
        let is_minus_one = self.b.ins().icmp_imm_s(IntCC::Equal, int, -1);
        let minus_two = self.iconst(-2);
        let hash = self.b.ins().select(is_minus_one, minus_two, int);
        let slots = self.b.ins().load(cl::I64, flags(), indices, offset_of!(RawArray, len) as i32);
        let mask = self.b.ins().iadd_imm_s(slots, -1);
        let slot = self.b.ins().band(hash, mask);
        let slot = self.word_address(indices, slot);
        let ix = self.b.ins().load(cl::I64, flags(), slot, offset_of!(RawArray, items) as i32);
        let vacant = self.b.create_block();
        let used = self.b.ins().icmp_imm_s(IntCC::UnsignedLessThan, ix, DELETED as i64);
        self.b.ins().brif(used, entry, &[], vacant, &[]);

        self.b.switch_to_block(vacant);
        let is_empty = self.b.ins().icmp_imm_s(IntCC::Equal, ix, EMPTY as i64);
        self.b.ins().brif(is_empty, absent, &[], miss, &[]);

        // Entries are (key, value) pairs of words.
        self.b.switch_to_block(entry);
        let entries = self.b.ins().load(cl::I64, flags(), d, offset_of!(DictObject, entries) as i32);
        let offset = self.b.ins().ishl_imm_s(ix, 4);
        let address = self.b.ins().iadd(entries, offset);
        let k = self.b.ins().load(cl::I64, flags(), address, offset_of!(ValueArray, items) as i32);
        let same = self.b.ins().icmp(IntCC::Equal, k, key);
        self.b.ins().brif(same, hit, &[BlockArg::Value(address)], miss, &[]);
    }
}
