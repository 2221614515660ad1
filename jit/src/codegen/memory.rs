//! Memory: object fields, list storage (with its bool specialisation), arrays, and the inline iterator step.

use super::*;
use crate::abi::Ctx;
use crate::helpers as h;
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{BlockArg, InstBuilder, Value as ClifValue, types as cl};
use ember_hir::ir::{Field, InsnId, ObjectKind};
use ember_runtime::heap::InlineAlloc;
use ember_runtime::layout::{
    GcBits, Header, InstanceObject, LayoutId, ListObject, RangeIterObject, SeqIterObject, StrObject, TupleObject,
    ValueArray,
};
use ember_runtime::object::{false_value, true_value};
use ember_runtime::value::{FLONUM_MASK, FLONUM_TAG, INT_TAG, Value};
use ember_runtime::vm::Rt;
use std::mem::offset_of;

impl Lowering<'_, '_> {
    /// `object.field = value` (every field is a word).
    pub(super) fn store_field(&mut self, object: InsnId, field: Field, value: InsnId) {
        let (o, v) = (self.get(object), self.get(value));
        self.b.ins().store(flags(), v, o, field.offset() as i32);
    }

    /// A new instance of `class` without attributes. Bump-allocated inline (see
    /// [`Self::bump_allocate`]); otherwise the runtime allocates it, collecting first
    /// if the budget is spent.
    pub(super) fn new_instance(&mut self, class: Value) -> ClifValue {
        let (ctx, class) = (self.ctx, self.iconst(class.raw() as i64));
        let Some(a) = self.cx.runtime.instance_alloc else {
            return self
                .call(h::new_instance as *const u8, &[ctx, class], &[cl::I64; 2], Some(cl::I64))
                .expect("a result");
        };
        let (slow, done) = (self.b.create_block(), self.b.create_block());
        self.b.append_block_param(done, cl::I64);
        let object = self.bump_allocate(a, slow);
        // The cell is zero: the header and class are all there is to write.
        let header = self.iconst(Header::new(LayoutId::Instance, GcBits::empty()).word() as i64);
        self.b.ins().store(flags(), header, object, 0);
        self.b.ins().store(flags(), class, object, offset_of!(InstanceObject, class) as i32);
        self.b.ins().jump(done, &[BlockArg::Value(object)]);

        self.b.switch_to_block(slow);
        self.b.set_cold_block(slow);
        let made = self.call_cold(h::new_instance as *const u8, &[ctx, class], &[cl::I64; 2], Some(cl::I64));
        let made = made.expect("a result");
        self.b.ins().jump(done, &[BlockArg::Value(made)]);

        self.b.switch_to_block(done);
        self.b.block_params(done)[0]
    }

    /// A new object of `kind` with the words of `fields` (`Insn::NewObject`):
    /// bump-allocated inline with its header and fields stored; otherwise the
    /// runtime makes it, on a cold path.
    pub(super) fn new_object(&mut self, kind: ObjectKind, fields: &[InsnId]) -> ClifValue {
        let words: Vec<ClifValue> = fields.iter().map(|&v| self.word_of(v)).collect();
        let runtime = |l: &mut Self| {
            let (words, _) = l.array_of(&words);
            let index = ObjectKind::ALL.iter().position(|&k| k == kind).expect("a kind");
            let (ctx, kind) = (l.ctx, l.iconst(index as i64));
            l.call_cold(h::new_object as *const u8, &[ctx, kind, words], &[cl::I64; 3], Some(cl::I64))
                .expect("a result")
        };
        let Some(a) = self.cx.runtime.object_alloc(kind) else { return runtime(self) };
        let (slow, done) = (self.b.create_block(), self.b.create_block());
        self.b.append_block_param(done, cl::I64);
        let object = self.bump_allocate(a, slow);
        let header = self.iconst(Header::new(kind.layout(), GcBits::empty()).word() as i64);
        self.b.ins().store(flags(), header, object, 0);
        for (field, &word) in kind.fields().iter().zip(&words) {
            self.b.ins().store(flags(), word, object, field.offset() as i32);
        }
        self.b.ins().jump(done, &[BlockArg::Value(object)]);

        self.b.switch_to_block(slow);
        self.b.set_cold_block(slow);
        let made = runtime(self);
        self.b.ins().jump(done, &[BlockArg::Value(made)]);
        self.b.switch_to_block(done);
        self.b.block_params(done)[0]
    }

    /// `iter(range(start, stop, step))` of three int objects (`Helper::NewRangeIter`):
    /// when the bounds are small ints and the step a small constant, a range iterator
    /// bump-allocated inline, with its count computed here; otherwise (or when the
    /// heap wants the runtime) the runtime's, on a cold path.
    pub(super) fn new_range_iter(&mut self, args: &[InsnId], pc: u32) -> ClifValue {
        let (start, stop, step) = (self.get(args[0]), self.get(args[1]), self.get(args[2]));
        let runtime = |l: &mut Self| l.call_cold_checked(h::new_range_iter as *const u8, &[start, stop, step], pc);
        let constant_step = self.f().ty(args[2]).object_spec().filter(|v| v.is_small_int()).map(|v| v.as_small_int());
        let small_step = constant_step.filter(|&s| s != 0 && s.unsigned_abs() <= 1 << 32);
        let (Some(a), Some(s)) = (self.cx.runtime.range_iter_alloc, small_step) else {
            let r = runtime(self);
            return r;
        };
        let (ints, slow, done) = (self.b.create_block(), self.b.create_block(), self.b.create_block());
        self.b.append_block_param(done, cl::I64);
        self.b.set_cold_block(slow);
        let both = self.b.ins().band(start, stop);
        let tag = self.b.ins().band_imm_s(both, INT_TAG as i64);
        self.b.ins().brif(tag, ints, &[], slow, &[]);

        // The count of values: the span over the step, rounded up, or 0.
        self.b.switch_to_block(ints);
        let first = self.b.ins().sshr_imm_s(start, 1);
        let end = self.b.ins().sshr_imm_s(stop, 1);
        let span = if s > 0 { self.b.ins().isub(end, first) } else { self.b.ins().isub(first, end) };
        let zero = self.iconst(0);
        let positive = self.b.ins().icmp_imm_s(IntCC::SignedGreaterThan, span, 0);
        let span = self.b.ins().select(positive, span, zero);
        let count = if s.unsigned_abs() == 1 {
            span
        } else {
            let up = self.b.ins().iadd_imm_s(span, s.unsigned_abs() as i64 - 1);
            let by = self.iconst(s.unsigned_abs() as i64);
            self.b.ins().udiv(up, by)
        };
        let object = self.bump_allocate(a, slow);
        let header = self.iconst(Header::new(LayoutId::RangeIter, GcBits::empty()).word() as i64);
        self.b.ins().store(flags(), header, object, 0);
        self.b.ins().store(flags(), first, object, offset_of!(RangeIterObject, next) as i32);
        self.b.ins().store(flags(), count, object, offset_of!(RangeIterObject, remaining) as i32);
        let step_word = self.iconst(s);
        self.b.ins().store(flags(), step_word, object, offset_of!(RangeIterObject, step) as i32);
        self.b.ins().jump(done, &[BlockArg::Value(object)]);

        self.b.switch_to_block(slow);
        let made = runtime(self);
        self.b.ins().jump(done, &[BlockArg::Value(made)]);
        self.b.switch_to_block(done);
        self.b.block_params(done)[0]
    }

    /// `len(v)` (`Helper::Len`): the length field of a list or tuple and the char
    /// count of a str, boxed, read inline; anything else asks the runtime, on a cold
    /// path.
    pub(super) fn len_of(&mut self, v: ClifValue, pc: u32) -> ClifValue {
        let (heap, array, text, slow, done) = (
            self.b.create_block(),
            self.b.create_block(),
            self.b.create_block(),
            self.b.create_block(),
            self.b.create_block(),
        );
        self.b.append_block_param(done, cl::I64);
        self.b.set_cold_block(slow);
        let tag = self.b.ins().band_imm_s(v, ember_runtime::value::PTR_MASK as i64);
        self.b.ins().brif(tag, slow, &[], heap, &[]);

        self.b.switch_to_block(heap);
        let layout = self.b.ins().uload16(cl::I32, flags(), v, offset_of!(Header, layout) as i32);
        let (is_list, sequence) = (
            self.b.ins().icmp_imm_s(IntCC::Equal, layout, LayoutId::List as i64),
            self.b.ins().icmp_imm_s(IntCC::Equal, layout, LayoutId::Tuple as i64),
        );
        let sequence = self.b.ins().bor(is_list, sequence);
        let not_sequence = self.b.create_block();
        self.b.ins().brif(sequence, array, &[], not_sequence, &[]);
        self.b.switch_to_block(not_sequence);
        let is_str = self.b.ins().icmp_imm_s(IntCC::Equal, layout, LayoutId::Str as i64);
        self.b.ins().brif(is_str, text, &[], slow, &[]);

        // Lengths are far inside the small-int range: the box cannot overflow.
        self.b.switch_to_block(array);
        let n = self.b.ins().load(cl::I64, flags(), v, offset_of!(TupleObject, len) as i32);
        let n = self.box_small_int(n);
        self.b.ins().jump(done, &[BlockArg::Value(n)]);
        self.b.switch_to_block(text);
        let n = self.b.ins().load(cl::I64, flags(), v, offset_of!(StrObject, char_len) as i32);
        let n = self.box_small_int(n);
        self.b.ins().jump(done, &[BlockArg::Value(n)]);

        self.b.switch_to_block(slow);
        let r = self.call_cold_checked(h::len as *const u8, &[v], pc);
        self.b.ins().jump(done, &[BlockArg::Value(r)]);
        self.b.switch_to_block(done);
        self.b.block_params(done)[0]
    }

    /// Bump-allocates a zeroed cell of `a`'s size class (see
    /// [`ember_runtime::heap::InlineAlloc`]) while its size class has a free run and
    /// the collection budget lasts, and returns it in a new block; otherwise jumps
    /// to `slow`, where the caller has the runtime allocate.
    fn bump_allocate(&mut self, a: InlineAlloc, slow: Block) -> ClifValue {
        let (check_run, bump) = (self.b.create_block(), self.b.create_block());
        let rt = self.b.ins().load(cl::I64, flags(), self.ctx, offset_of!(Ctx, rt) as i32);
        let heap = |offset: usize| (offset_of!(Rt, heap) + offset) as i32;
        let used = self.b.ins().load(cl::I64, flags(), rt, heap(a.bytes_since_gc));
        let used = self.b.ins().iadd_imm_s(used, a.size as i64);
        let threshold = self.b.ins().load(cl::I64, flags(), rt, heap(a.threshold));
        let spent = self.b.ins().icmp(IntCC::UnsignedGreaterThan, used, threshold);
        self.b.ins().brif(spent, slow, &[], check_run, &[]);

        self.b.switch_to_block(check_run);
        let object = self.b.ins().load(cl::I64, flags(), rt, heap(a.cursor));
        let next = self.b.ins().iadd_imm_s(object, a.cell as i64);
        let limit = self.b.ins().load(cl::I64, flags(), rt, heap(a.limit));
        let run_used_up = self.b.ins().icmp(IntCC::UnsignedGreaterThan, next, limit);
        self.b.ins().brif(run_used_up, slow, &[], bump, &[]);

        self.b.switch_to_block(bump);
        self.b.ins().store(flags(), next, rt, heap(a.cursor));
        self.b.ins().store(flags(), used, rt, heap(a.bytes_since_gc));
        for (counter, by) in [(a.bytes_allocated_total, a.size as i64), (a.allocations, 1)] {
            let n = self.b.ins().load(cl::I64, flags(), rt, heap(counter));
            let n = self.b.ins().iadd_imm_s(n, by);
            self.b.ins().store(flags(), n, rt, heap(counter));
        }
        object
    }

    /// The next item of iterator `it` (of HIR type `ty`), or NULL when it is
    /// exhausted. Iterators over a `range` and over a list advance inline; any other
    /// iterator (or a range item outside the small-int range) goes to the runtime.
    /// When `ty` says the iterator is a range or sequence iterator, the runtime's
    /// path is a cold one, which keeps the loop's registers.
    pub(super) fn iter_next(&mut self, it: ClifValue, ty: Type, pc: u32) -> ClifValue {
        let known_range = ty.is_subtype(types::RangeIterator);
        let builtin = ty.is_subtype(types::RangeIterator | types::SeqIterator);
        let range = self.b.create_block();
        let not_range = self.b.create_block();
        let range_item = self.b.create_block();
        let seq = self.b.create_block();
        let list = self.b.create_block();
        let list_item = self.b.create_block();
        let slow = self.b.create_block();
        let done = self.b.create_block();
        self.b.append_block_param(done, cl::I64);
        let null = self.iconst(0);

        if known_range {
            self.b.ins().jump(range, &[]);
        } else {
            let is_range = self.has_layout(it, LayoutId::RangeIter as u16);
            self.b.ins().brif(is_range, range, &[], not_range, &[]);
        }

        self.b.switch_to_block(range);
        let remaining = self.b.ins().load(cl::I64, flags(), it, offset_of!(RangeIterObject, remaining) as i32);
        let exhausted = self.b.ins().icmp_imm_s(IntCC::Equal, remaining, 0);
        self.b.ins().brif(exhausted, done, &[BlockArg::Value(null)], range_item, &[]);

        self.b.switch_to_block(range_item);
        let next = self.b.ins().load(cl::I64, flags(), it, offset_of!(RangeIterObject, next) as i32);
        let outside = self.leaves_small(next);
        let advance = self.b.create_block();
        self.b.ins().brif(outside, slow, &[], advance, &[]);
        self.b.switch_to_block(advance);
        let step = self.b.ins().load(cl::I64, flags(), it, offset_of!(RangeIterObject, step) as i32);
        let following = self.b.ins().iadd(next, step);
        self.b.ins().store(flags(), following, it, offset_of!(RangeIterObject, next) as i32);
        let left = self.b.ins().iadd_imm_s(remaining, -1);
        self.b.ins().store(flags(), left, it, offset_of!(RangeIterObject, remaining) as i32);
        let shifted = self.b.ins().ishl_imm_s(next, 1);
        let item = self.b.ins().bor_imm_s(shifted, 1);
        self.b.ins().jump(done, &[BlockArg::Value(item)]);

        self.b.switch_to_block(not_range);
        let is_seq = self.has_layout(it, LayoutId::SeqIter as u16);
        self.b.ins().brif(is_seq, seq, &[], slow, &[]);

        self.b.switch_to_block(seq);
        let sequence = self.b.ins().load(cl::I64, flags(), it, offset_of!(SeqIterObject, seq) as i32);
        let is_list = self.has_layout(sequence, LayoutId::List as u16);
        self.b.ins().brif(is_list, list, &[], slow, &[]);

        self.b.switch_to_block(list);
        let index = self.b.ins().load(cl::I64, flags(), it, offset_of!(SeqIterObject, index) as i32);
        let len = self.b.ins().load(cl::I64, flags(), sequence, offset_of!(ListObject, len) as i32);
        let past = self.b.ins().icmp(IntCC::UnsignedGreaterThanOrEqual, index, len);
        self.b.ins().brif(past, done, &[BlockArg::Value(null)], list_item, &[]);

        self.b.switch_to_block(list_item);
        let items = self.b.ins().load(cl::I64, flags(), sequence, offset_of!(ListObject, items) as i32);
        let item = self.storage_item(items, index);
        let index = self.b.ins().iadd_imm_s(index, 1);
        self.b.ins().store(flags(), index, it, offset_of!(SeqIterObject, index) as i32);
        self.b.ins().jump(done, &[BlockArg::Value(item)]);

        self.b.switch_to_block(slow);
        let r = if builtin {
            self.b.set_cold_block(slow);
            self.call_cold_checked(h::iter_next as *const u8, &[it], pc)
        } else {
            self.call_checked(h::iter_next as *const u8, &[it], pc)
        };
        self.b.ins().jump(done, &[BlockArg::Value(r)]);

        self.b.switch_to_block(done);
        self.b.block_params(done)[0]
    }

    /// `list.append(v)` of an exact list: the store and the new length inline when
    /// the list's storage has room and can hold `v` (values; small ints or immediate
    /// floats for int or float storage); the runtime's append otherwise (a list
    /// without storage yet, a full one, one of bools stored as bytes, or one that must
    /// widen).
    pub(super) fn list_append(&mut self, list: ClifValue, v: ClifValue, v_ty: Type, pc: u32) {
        let (check, fast, slow, done) =
            (self.b.create_block(), self.b.create_block(), self.b.create_block(), self.b.create_block());
        self.b.set_cold_block(slow);
        let storage = self.b.ins().load(cl::I64, flags(), list, offset_of!(ListObject, items) as i32);
        self.b.ins().brif(storage, check, &[], slow, &[]);

        self.b.switch_to_block(check);
        let layout = self.storage_layout(storage);
        let holds = self.storage_holds(layout, v, v_ty);
        let len = self.b.ins().load(cl::I64, flags(), list, offset_of!(ListObject, len) as i32);
        let cap = self.b.ins().load(cl::I64, flags(), storage, offset_of!(ValueArray, len) as i32);
        let room = self.b.ins().icmp(IntCC::UnsignedLessThan, len, cap);
        let ok = self.b.ins().band(holds, room);
        self.b.ins().brif(ok, fast, &[], slow, &[]);

        self.b.switch_to_block(fast);
        let slot = self.value_slot(storage, len);
        self.b.ins().store(flags(), v, slot, offset_of!(ValueArray, items) as i32);
        let longer = self.b.ins().iadd_imm_s(len, 1);
        self.b.ins().store(flags(), longer, list, offset_of!(ListObject, len) as i32);
        self.b.ins().jump(done, &[]);

        self.b.switch_to_block(slow);
        self.call_cold_checked(h::list_append as *const u8, &[list, v], pc);
        self.b.ins().jump(done, &[]);
        self.b.switch_to_block(done);
    }

    /// `list.pop()` of an exact list: its last item taken out inline when the list
    /// is not empty and its storage holds values; the runtime's pop otherwise (which
    /// raises IndexError for an empty list).
    pub(super) fn list_pop(&mut self, list: ClifValue, pc: u32) -> ClifValue {
        let (check, fast, slow, done) =
            (self.b.create_block(), self.b.create_block(), self.b.create_block(), self.b.create_block());
        self.b.append_block_param(done, cl::I64);
        self.b.set_cold_block(slow);
        let len = self.b.ins().load(cl::I64, flags(), list, offset_of!(ListObject, len) as i32);
        self.b.ins().brif(len, check, &[], slow, &[]);

        // Not empty, so the list has storage.
        self.b.switch_to_block(check);
        let storage = self.b.ins().load(cl::I64, flags(), list, offset_of!(ListObject, items) as i32);
        let layout = self.storage_layout(storage);
        let values = self.b.ins().icmp_imm_s(IntCC::NotEqual, layout, LayoutId::BoolArray as i64);
        self.b.ins().brif(values, fast, &[], slow, &[]);

        self.b.switch_to_block(fast);
        let shorter = self.b.ins().iadd_imm_s(len, -1);
        let slot = self.value_slot(storage, shorter);
        let item = self.b.ins().load(cl::I64, flags(), slot, offset_of!(ValueArray, items) as i32);
        // The slot no longer keeps its item alive.
        let null = self.iconst(0);
        self.b.ins().store(flags(), null, slot, offset_of!(ValueArray, items) as i32);
        self.b.ins().store(flags(), shorter, list, offset_of!(ListObject, len) as i32);
        self.b.ins().jump(done, &[BlockArg::Value(item)]);

        self.b.switch_to_block(slow);
        let r = self.call_cold_checked(h::list_pop as *const u8, &[list], pc);
        self.b.ins().jump(done, &[BlockArg::Value(r)]);
        self.b.switch_to_block(done);
        self.b.block_params(done)[0]
    }

    /// `vm::share_str` of a bound value: only an unshared str makes the call (an
    /// immediate, another object or an ordinary str needs nothing).
    pub(super) fn share_str(&mut self, v: ClifValue) {
        let (object, str_object, call, done) =
            (self.b.create_block(), self.b.create_block(), self.b.create_block(), self.b.create_block());
        self.b.set_cold_block(call);
        let tag = self.b.ins().band_imm_u(v, ember_runtime::value::PTR_MASK as i64);
        self.b.ins().brif(tag, done, &[], object, &[]);

        self.b.switch_to_block(object);
        let layout = self.b.ins().uload16(cl::I32, flags(), v, offset_of!(Header, layout) as i32);
        let is_str = self.b.ins().icmp_imm_s(IntCC::Equal, layout, LayoutId::Str as i64);
        self.b.ins().brif(is_str, str_object, &[], done, &[]);

        self.b.switch_to_block(str_object);
        let flags_of = self.b.ins().load(cl::I8, flags(), v, offset_of!(Header, flags) as i32);
        let unshared = self.b.ins().band_imm_u(flags_of, ember_runtime::layout::STR_UNSHARED as i64);
        self.b.ins().brif(unshared, call, &[], done, &[]);

        self.b.switch_to_block(call);
        self.call_cold(h::share_str as *const u8, &[v], &[cl::I64], None);
        self.b.ins().jump(done, &[]);
        self.b.switch_to_block(done);
    }

    /// The address of item `index` of a `ValueArray`, less the items' offset.
    fn value_slot(&mut self, storage: ClifValue, index: ClifValue) -> ClifValue {
        let bytes = self.b.ins().ishl_imm_s(index, 3);
        self.b.ins().iadd(storage, bytes)
    }

    /// The layout of a list's storage (`ValueArray`, `BoolArray`, `IntArray` or
    /// `FloatArray`), as an I32.
    pub(super) fn storage_layout(&mut self, storage: ClifValue) -> ClifValue {
        self.b.ins().uload16(cl::I32, flags(), storage, offset_of!(Header, layout) as i32)
    }

    /// Whether a list's storage of layout `layout` (from `storage_layout`) holds its
    /// items as values that can include `item`: any value for a `ValueArray`, a small
    /// int for an `IntArray`, an immediate float for a `FloatArray`; never for bool
    /// storage (bytes). The mirror of `object::storage_holds` for values.
    /// `item_ty`, the item's HIR type, spares the tag tests it answers: a small int
    /// fits values or int storage, and a value that can be neither a small int nor a
    /// flonum fits only values.
    fn storage_holds(&mut self, layout: ClifValue, item: ClifValue, item_ty: Type) -> ClifValue {
        let values = self.b.ins().icmp_imm_s(IntCC::Equal, layout, LayoutId::ValueArray as i64);
        if item_ty.is_subtype(types::Fixnum) {
            let ints = self.b.ins().icmp_imm_s(IntCC::Equal, layout, LayoutId::IntArray as i64);
            return self.b.ins().bor(values, ints);
        }
        if !item_ty.could_be(types::Fixnum) && !item_ty.could_be(types::Flonum) {
            return values;
        }
        let ints = self.b.ins().icmp_imm_s(IntCC::Equal, layout, LayoutId::IntArray as i64);
        let tag = self.b.ins().band_imm_u(item, FLONUM_MASK as i64);
        let fixnum_bit = self.b.ins().band_imm_u(tag, INT_TAG as i64);
        let is_fixnum = self.b.ins().icmp_imm_s(IntCC::NotEqual, fixnum_bit, 0);
        let int_ok = self.b.ins().band(ints, is_fixnum);
        let floats = self.b.ins().icmp_imm_s(IntCC::Equal, layout, LayoutId::FloatArray as i64);
        let is_flonum = self.b.ins().icmp_imm_s(IntCC::Equal, tag, FLONUM_TAG as i64);
        let float_ok = self.b.ins().band(floats, is_flonum);
        let narrow_ok = self.b.ins().bor(int_ok, float_ok);
        self.b.ins().bor(values, narrow_ok)
    }

    /// Whether a list's storage is of layout `layout` (or, `cc` NotEqual, not).
    pub(super) fn is_storage(&mut self, storage: ClifValue, layout: LayoutId, cc: IntCC) -> ClifValue {
        let actual = self.storage_layout(storage);
        self.b.ins().icmp_imm_s(cc, actual, layout as i64)
    }

    /// Item `index` of a `BoolArray`: its byte, a CBool.
    pub(super) fn load_bool_item(&mut self, storage: ClifValue, index: ClifValue) -> ClifValue {
        let addr = self.b.ins().iadd(storage, index);
        self.b.ins().load(cl::I8, flags(), addr, offset_of!(ValueArray, items) as i32)
    }

    /// Sets item `index` of a `BoolArray` to the CBool `item`.
    pub(super) fn store_bool_item(&mut self, storage: ClifValue, index: ClifValue, item: ClifValue) {
        let addr = self.b.ins().iadd(storage, index);
        self.b.ins().store(flags(), item, addr, offset_of!(ValueArray, items) as i32);
    }

    /// Item `index` of a list's storage: a `ValueArray`, or a `BoolArray` whose byte
    /// becomes True or False.
    pub(super) fn storage_item(&mut self, storage: ClifValue, index: ClifValue) -> ClifValue {
        let (bools, values, done) = (self.b.create_block(), self.b.create_block(), self.b.create_block());
        self.b.append_block_param(done, cl::I64);
        let is_bools = self.is_storage(storage, LayoutId::BoolArray, IntCC::Equal);
        self.b.ins().brif(is_bools, bools, &[], values, &[]);

        self.b.switch_to_block(bools);
        let byte = self.load_bool_item(storage, index);
        let (t, f) = (self.iconst(true_value().raw() as i64), self.iconst(false_value().raw() as i64));
        let item = self.b.ins().select(byte, t, f);
        self.b.ins().jump(done, &[BlockArg::Value(item)]);

        self.b.switch_to_block(values);
        let item = self.array_item(storage, index);
        self.b.ins().jump(done, &[BlockArg::Value(item)]);

        self.b.switch_to_block(done);
        self.b.block_params(done)[0]
    }

    /// Item `index` of a `ValueArray` or tuple (they share the items offset).
    pub(super) fn array_item(&mut self, array: ClifValue, index: ClifValue) -> ClifValue {
        let addr = self.word_address(array, index);
        self.b.ins().load(cl::I64, flags(), addr, offset_of!(TupleObject, items) as i32)
    }

    /// `array + 8 * index`: item `index`'s address less the items offset.
    pub(super) fn word_address(&mut self, array: ClifValue, index: ClifValue) -> ClifValue {
        let offset = self.b.ins().ishl_imm_s(index, 3);
        self.b.ins().iadd(array, offset)
    }

    /// Sets item `index` of a list's storage. A bool goes into bool storage as a byte,
    /// a small int into int storage, an immediate float into float storage; anything
    /// else makes a helper widen that storage to values in place.
    pub(super) fn set_storage_item(&mut self, storage: ClifValue, index: ClifValue, item: ClifValue, item_ty: Type) {
        let (narrow, bools, byte, widen, values, done) = (
            self.b.create_block(),
            self.b.create_block(),
            self.b.create_block(),
            self.b.create_block(),
            self.b.create_block(),
            self.b.create_block(),
        );
        let layout = self.storage_layout(storage);
        let holds = self.storage_holds(layout, item, item_ty);
        self.b.ins().brif(holds, values, &[], narrow, &[]);

        self.b.switch_to_block(narrow);
        let is_bools = self.b.ins().icmp_imm_s(IntCC::Equal, layout, LayoutId::BoolArray as i64);
        self.b.ins().brif(is_bools, bools, &[], widen, &[]);

        self.b.switch_to_block(bools);
        let is_true = self.b.ins().icmp_imm_s(IntCC::Equal, item, true_value().raw() as i64);
        let is_false = self.b.ins().icmp_imm_s(IntCC::Equal, item, false_value().raw() as i64);
        let is_bool = self.b.ins().bor(is_true, is_false);
        self.b.ins().brif(is_bool, byte, &[], widen, &[]);

        self.b.switch_to_block(byte);
        self.store_bool_item(storage, index, is_true);
        self.b.ins().jump(done, &[]);

        self.b.switch_to_block(widen);
        self.b.set_cold_block(widen);
        let tys = [cl::I64; 3];
        self.call_cold(h::set_storage_item as *const u8, &[storage, index, item], &tys, None);
        self.b.ins().jump(done, &[]);

        self.b.switch_to_block(values);
        let addr = self.word_address(storage, index);
        self.b.ins().store(flags(), item, addr, offset_of!(ValueArray, items) as i32);
        self.b.ins().jump(done, &[]);

        self.b.switch_to_block(done);
    }
}
