//! The value representation in machine code: type tests, (un)boxing floats and flonums, truth.

use super::*;
use crate::helpers as h;
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{
    Block, BlockArg, InstBuilder, MemFlagsData, StackSlotData, StackSlotKind, Value as ClifValue, types as cl,
};
use ember_hir::ir::SlotWay;
use ember_hir::{TagCheck, Type, types};
use ember_runtime::layout::{
    ClassFlags, ClassObject, FloatObject, Header, InstanceObject, LayoutId, TupleObject, ValueArray,
};
use ember_runtime::object::{false_value, is_layout, none, true_value};
use ember_runtime::shapes::INLINE_SLOTS;
use ember_runtime::value::{self, Value};
use std::mem::offset_of;

impl Lowering<'_, '_> {
    /// The test that `v` (an object word) has type `ty`.
    pub(super) fn type_test(&mut self, v: ClifValue, ty: &Type) -> ClifValue {
        match ty.tag_check() {
            Some(TagCheck::AnyObject) => self.b.ins().icmp_imm_s(IntCC::NotEqual, v, 0),
            Some(TagCheck::Fixnum) => self.b.ins().band_imm_s(v, value::INT_TAG as i64),
            Some(TagCheck::Flonum) => self.is_flonum(v),
            Some(TagCheck::Immediate) => {
                let tag = self.b.ins().band_imm_s(v, value::PTR_MASK as i64);
                self.b.ins().icmp_imm_s(IntCC::NotEqual, tag, 0)
            }
            Some(TagCheck::HeapObject) => self.is_heap(v),
            // True and False are the only bools: two compares, no load.
            Some(TagCheck::Layout(LayoutId::Bool)) => {
                let is_true = self.b.ins().icmp_imm_s(IntCC::Equal, v, true_value().raw() as i64);
                let is_false = self.b.ins().icmp_imm_s(IntCC::Equal, v, false_value().raw() as i64);
                self.b.ins().bor(is_true, is_false)
            }
            Some(TagCheck::Layout(layout)) => self.has_layout(v, layout as u16),
            Some(TagCheck::FixnumOrLayout(layout)) => {
                let fix = self.b.ins().band_imm_s(v, value::INT_TAG as i64);
                let fix = self.b.ins().icmp_imm_s(IntCC::NotEqual, fix, 0);
                let heap = self.has_layout(v, layout as u16);
                self.b.ins().bor(fix, heap)
            }
            Some(TagCheck::FlonumOrLayout(layout)) => {
                let flo = self.is_flonum(v);
                let heap = self.has_layout(v, layout as u16);
                self.b.ins().bor(flo, heap)
            }
            None => {
                let ty = self.iconst(ty as *const Type as i64);
                self.call(h::type_matches as *const u8, &[v, ty], &[cl::I64, cl::I64], Some(cl::I64)).expect("a result")
            }
        }
    }

    /// Goes on in a new block when `v` (an object word; NULL only if `maybe_null`)
    /// has type `ty`, else jumps to `fail` with `args`: the test as a chain of
    /// branches, each load only once the tests before it held. (A guard's test as
    /// a value, [`Self::type_test`], merges booleans through block parameters, which
    /// costs flag materialisation on every check.)
    pub(super) fn require_type(&mut self, v: ClifValue, ty: &Type, maybe_null: bool, fail: Block, args: &[BlockArg]) {
        let either = |l: &mut Self, immediate: ClifValue, layout: LayoutId| {
            let (ok, heap) = (l.b.create_block(), l.b.create_block());
            l.b.ins().brif(immediate, ok, &[], heap, &[]);
            l.b.switch_to_block(heap);
            l.require_layout(v, layout, maybe_null, fail, args);
            l.b.ins().jump(ok, &[]);
            l.b.switch_to_block(ok);
        };
        match ty.tag_check() {
            Some(TagCheck::AnyObject) => {
                if maybe_null {
                    self.continue_if(v, fail, args);
                }
            }
            Some(TagCheck::Layout(LayoutId::Bool))
            | Some(TagCheck::Fixnum | TagCheck::Flonum | TagCheck::Immediate)
            | None => {
                let ok = self.type_test(v, ty);
                self.continue_if(ok, fail, args);
            }
            Some(TagCheck::HeapObject) => self.require_heap(v, maybe_null, fail, args),
            Some(TagCheck::Layout(layout)) => self.require_layout(v, layout, maybe_null, fail, args),
            Some(TagCheck::FixnumOrLayout(layout)) => {
                let fix = self.b.ins().band_imm_s(v, value::INT_TAG as i64);
                either(self, fix, layout);
            }
            Some(TagCheck::FlonumOrLayout(layout)) => {
                let flo = self.is_flonum(v);
                either(self, flo, layout);
            }
        }
    }

    /// Goes on in a new block when `cond` holds, else jumps to `fail` with `args`.
    pub(super) fn continue_if(&mut self, cond: ClifValue, fail: Block, args: &[BlockArg]) {
        let next = self.b.create_block();
        self.b.ins().brif(cond, next, &[], fail, args);
        self.b.switch_to_block(next);
    }

    /// [`Self::require_type`] for a heap object: a pointer's low bits are clear, and
    /// it is not NULL (tested only if `maybe_null`).
    fn require_heap(&mut self, v: ClifValue, maybe_null: bool, fail: Block, args: &[BlockArg]) {
        let tag = self.b.ins().band_imm_s(v, value::PTR_MASK as i64);
        let next = self.b.create_block();
        self.b.ins().brif(tag, fail, args, next, &[]);
        self.b.switch_to_block(next);
        if maybe_null {
            self.continue_if(v, fail, args);
        }
    }

    /// [`Self::require_type`] for a heap object whose header names `layout`.
    pub(super) fn require_layout(
        &mut self,
        v: ClifValue,
        layout: LayoutId,
        maybe_null: bool,
        fail: Block,
        args: &[BlockArg],
    ) {
        self.require_heap(v, maybe_null, fail, args);
        let word = self.b.ins().uload16(cl::I32, flags(), v, offset_of!(Header, layout) as i32);
        let same = self.b.ins().icmp_imm_s(IntCC::Equal, word, layout as i64);
        self.continue_if(same, fail, args);
    }

    /// Goes on in a new block when `v` is an instance with shape `shape` whose class
    /// lets its own attributes come first (and, for a `store`, only stores them: see
    /// `Insn::GuardShape`), else jumps to `fail` with `args`.
    pub(super) fn require_shape(
        &mut self,
        v: ClifValue,
        shape: u32,
        store: bool,
        maybe_null: bool,
        fail: Block,
        args: &[BlockArg],
    ) {
        self.require_layout(v, LayoutId::Instance, maybe_null, fail, args);
        let aux = self.b.ins().load(cl::I32, flags(), v, offset_of!(Header, aux) as i32);
        let same = self.b.ins().icmp_imm_s(IntCC::Equal, aux, i64::from(shape));
        self.continue_if(same, fail, args);
        // An instance with attributes has a user class (a `ClassObject`).
        let cls = self.b.ins().load(cl::I64, flags(), v, offset_of!(InstanceObject, class) as i32);
        let class_flags = self.b.ins().load(cl::I64, flags(), cls, offset_of!(ClassObject, flags) as i32);
        let not_plain = if store { ember_runtime::classes::STORE_HOOKS } else { ClassFlags::HAS_PROPERTIES };
        let descriptors = self.b.ins().band_imm_s(class_flags, not_plain.bits() as i64);
        let next = self.b.create_block();
        self.b.ins().brif(descriptors, fail, args, next, &[]);
        self.b.switch_to_block(next);
    }

    fn is_flonum(&mut self, v: ClifValue) -> ClifValue {
        let tag = self.b.ins().band_imm_s(v, value::FLONUM_MASK as i64);
        self.b.ins().icmp_imm_s(IntCC::Equal, tag, value::FLONUM_TAG as i64)
    }

    fn is_heap(&mut self, v: ClifValue) -> ClifValue {
        let tag = self.b.ins().band_imm_s(v, value::PTR_MASK as i64);
        let aligned = self.b.ins().icmp_imm_s(IntCC::Equal, tag, 0);
        let nonnull = self.b.ins().icmp_imm_s(IntCC::NotEqual, v, 0);
        self.b.ins().band(aligned, nonnull)
    }

    /// `v` is a heap object whose header names `layout`. The header is only loaded
    /// when `v` is a pointer (a branch, not a select: the load must not run on
    /// immediates).
    pub(super) fn has_layout(&mut self, v: ClifValue, layout: u16) -> ClifValue {
        let heap = self.is_heap(v);
        let load = self.b.create_block();
        let done = self.b.create_block();
        self.b.append_block_param(done, cl::I8);
        let no = self.b.ins().iconst(cl::I8, 0);
        self.b.ins().brif(heap, load, &[], done, &[BlockArg::Value(no)]);
        self.b.switch_to_block(load);
        let word = self.b.ins().uload16(cl::I32, flags(), v, offset_of!(Header, layout) as i32);
        let same = self.b.ins().icmp_imm_s(IntCC::Equal, word, layout as i64);
        self.b.ins().jump(done, &[BlockArg::Value(same)]);
        self.b.switch_to_block(done);
        self.b.block_params(done)[0]
    }

    /// Whether `v` is an instance of exactly `class` with shape `shape`, as a CBool.
    pub(super) fn is_instance_with(&mut self, v: ClifValue, class: Value, shape: u32) -> ClifValue {
        let check = self.b.create_block();
        let done = self.b.create_block();
        self.b.append_block_param(done, cl::I8);
        let no = self.b.ins().iconst(cl::I8, 0);
        let instance = self.has_layout(v, LayoutId::Instance as u16);
        self.b.ins().brif(instance, check, &[], done, &[BlockArg::Value(no)]);

        self.b.switch_to_block(check);
        let cls = self.b.ins().load(cl::I64, flags(), v, offset_of!(InstanceObject, class) as i32);
        let same_class = self.b.ins().icmp_imm_s(IntCC::Equal, cls, class.raw() as i64);
        let aux = self.b.ins().load(cl::I32, flags(), v, offset_of!(Header, aux) as i32);
        let same_shape = self.b.ins().icmp_imm_s(IntCC::Equal, aux, i64::from(shape));
        let both = self.b.ins().band(same_class, same_shape);
        self.b.ins().jump(done, &[BlockArg::Value(both)]);

        self.b.switch_to_block(done);
        self.b.block_params(done)[0]
    }

    /// Goes on in a new block when `v` (an object word; NULL only if `maybe_null`) is
    /// an instance of exactly `class` with shape `shape`, else jumps to `fail` with
    /// `args` ([`Self::is_instance_with`] as a chain of branches).
    pub(super) fn require_instance_with(
        &mut self,
        v: ClifValue,
        class: Value,
        shape: u32,
        maybe_null: bool,
        fail: Block,
        args: &[BlockArg],
    ) {
        self.require_layout(v, LayoutId::Instance, maybe_null, fail, args);
        let cls = self.b.ins().load(cl::I64, flags(), v, offset_of!(InstanceObject, class) as i32);
        let same_class = self.b.ins().icmp_imm_s(IntCC::Equal, cls, class.raw() as i64);
        self.continue_if(same_class, fail, args);
        let aux = self.b.ins().load(cl::I32, flags(), v, offset_of!(Header, aux) as i32);
        let same_shape = self.b.ins().icmp_imm_s(IntCC::Equal, aux, i64::from(shape));
        self.continue_if(same_shape, fail, args);
    }

    /// Continues in a new block when `v` is an instance (`LayoutId::Instance`);
    /// otherwise jumps to `otherwise`.
    pub(super) fn when_instance(&mut self, v: ClifValue, otherwise: Block) {
        let instance = self.has_layout(v, LayoutId::Instance as u16);
        let next = self.b.create_block();
        self.b.ins().brif(instance, next, &[], otherwise, &[]);
        self.b.switch_to_block(next);
    }

    /// The class of instance `v`, when it is a user class (a `ClassObject`); otherwise
    /// (a bare `object()`, whose class is the builtin type) a jump to `otherwise`.
    fn user_class_of(&mut self, v: ClifValue, otherwise: Block) -> ClifValue {
        let class = self.b.ins().load(cl::I64, flags(), v, offset_of!(InstanceObject, class) as i32);
        let layout = self.b.ins().uload16(cl::I32, flags(), class, offset_of!(Header, layout) as i32);
        let user = self.b.ins().icmp_imm_s(IntCC::Equal, layout, LayoutId::Class as i64);
        let next = self.b.create_block();
        self.b.ins().brif(user, next, &[], otherwise, &[]);
        self.b.switch_to_block(next);
        class
    }

    /// Whether `v` is an instance of one of `classes` or of a subclass, as a CBool: for
    /// an instance of a user class, a scan of its class's MRO for them (exact: such an
    /// instance's type is that class); anything else asks the runtime.
    /// `object::str_eq` of two exact strs: one object is equal; two interned ones or
    /// two of different byte lengths are not; the rest compare their bytes in a
    /// helper.
    pub(super) fn str_eq(&mut self, a: ClifValue, b: ClifValue) -> ClifValue {
        use ember_runtime::layout::{STR_INTERNED, StrObject};
        let done = self.b.create_block();
        self.b.append_block_param(done, cl::I8);
        let differ = self.b.create_block();
        let compare = self.b.create_block();
        let same = self.b.ins().icmp(IntCC::Equal, a, b);
        let yes = self.b.ins().iconst(cl::I8, 1);
        self.b.ins().brif(same, done, &[BlockArg::Value(yes)], differ, &[]);

        self.b.switch_to_block(differ);
        let flags_at = offset_of!(Header, flags) as i32;
        let (fa, fb) =
            (self.b.ins().load(cl::I8, flags(), a, flags_at), self.b.ins().load(cl::I8, flags(), b, flags_at));
        let both = self.b.ins().band(fa, fb);
        let interned = self.b.ins().band_imm_u(both, STR_INTERNED as i64);
        let len_at = offset_of!(StrObject, len) as i32;
        let (la, lb) = (self.b.ins().load(cl::I64, flags(), a, len_at), self.b.ins().load(cl::I64, flags(), b, len_at));
        let other_len = self.b.ins().icmp(IntCC::NotEqual, la, lb);
        let interned = self.b.ins().icmp_imm_s(IntCC::NotEqual, interned, 0);
        let unequal = self.b.ins().bor(interned, other_len);
        let no = self.b.ins().iconst(cl::I8, 0);
        self.b.ins().brif(unequal, done, &[BlockArg::Value(no)], compare, &[]);

        self.b.switch_to_block(compare);
        self.b.set_cold_block(compare);
        let r = self.call(h::str_eq as *const u8, &[a, b], &[cl::I64, cl::I64], Some(cl::I64)).expect("a result");
        let r = self.b.ins().ireduce(cl::I8, r);
        self.b.ins().jump(done, &[BlockArg::Value(r)]);

        self.b.switch_to_block(done);
        self.b.block_params(done)[0]
    }

    /// The code point of the one-char str `s`, a CInt64: an ASCII one's byte, else
    /// decoded by the runtime.
    pub(super) fn str_ord(&mut self, s: ClifValue) -> ClifValue {
        use ember_runtime::layout::{STR_ASCII, StrObject};
        let (decode, done) = (self.b.create_block(), self.b.create_block());
        self.b.append_block_param(done, cl::I64);
        self.b.set_cold_block(decode);
        let flags_of = self.b.ins().load(cl::I8, flags(), s, offset_of!(Header, flags) as i32);
        let ascii = self.b.ins().band_imm_u(flags_of, STR_ASCII as i64);
        let byte = self.b.ins().uload8(cl::I64, flags(), s, offset_of!(StrObject, bytes) as i32);
        self.b.ins().brif(ascii, done, &[BlockArg::Value(byte)], decode, &[]);

        self.b.switch_to_block(decode);
        let code = self.call(h::first_code_point as *const u8, &[s], &[cl::I64], Some(cl::I64)).expect("a result");
        self.b.ins().jump(done, &[BlockArg::Value(code)]);

        self.b.switch_to_block(done);
        self.b.block_params(done)[0]
    }

    /// The runtime's one-char str for the code point `c` (below 256), or NULL while it
    /// has not been made (`Rt::latin1_strs`).
    fn latin1_str(&mut self, c: ClifValue) -> ClifValue {
        let offset = self.b.ins().ishl_imm_s(c, 3);
        let table = self.iconst(self.cx.runtime.latin1_strs as i64);
        let slot = self.b.ins().iadd(table, offset);
        self.b.ins().load(cl::I64, flags(), slot, 0)
    }

    /// The one-char str of the valid code point `c`: its entry in the runtime's table
    /// when below 256 and made, else the runtime's `char_str`, which may allocate.
    pub(super) fn char_str(&mut self, c: ClifValue) -> ClifValue {
        let (latin1, slow, done) = (self.b.create_block(), self.b.create_block(), self.b.create_block());
        self.b.append_block_param(done, cl::I64);
        self.b.set_cold_block(slow);
        let small = self.b.ins().icmp_imm_u(IntCC::UnsignedLessThan, c, 256);
        self.b.ins().brif(small, latin1, &[], slow, &[]);

        self.b.switch_to_block(latin1);
        let made = self.latin1_str(c);
        self.b.ins().brif(made, done, &[BlockArg::Value(made)], slow, &[]);

        self.b.switch_to_block(slow);
        let ctx = self.ctx;
        let r = self.call(h::char_str as *const u8, &[ctx, c], &[cl::I64; 2], Some(cl::I64)).expect("a result");
        self.b.ins().jump(done, &[BlockArg::Value(r)]);

        self.b.switch_to_block(done);
        self.b.block_params(done)[0]
    }

    /// Char `i` of the str `s` as a str: for an ASCII str, its byte's entry in the
    /// runtime's table of one-char strs when made, else (and for a non-ASCII str) the
    /// runtime's `char_str`, which may allocate.
    pub(super) fn str_char(&mut self, s: ClifValue, i: ClifValue) -> ClifValue {
        use ember_runtime::layout::{STR_ASCII, StrObject};
        let (ascii, slow, done) = (self.b.create_block(), self.b.create_block(), self.b.create_block());
        self.b.append_block_param(done, cl::I64);
        self.b.set_cold_block(slow);
        let flags_of = self.b.ins().load(cl::I8, flags(), s, offset_of!(Header, flags) as i32);
        let is_ascii = self.b.ins().band_imm_u(flags_of, STR_ASCII as i64);
        self.b.ins().brif(is_ascii, ascii, &[], slow, &[]);

        self.b.switch_to_block(ascii);
        let at = self.b.ins().iadd(s, i);
        let byte = self.b.ins().uload8(cl::I64, flags(), at, offset_of!(StrObject, bytes) as i32);
        let made = self.latin1_str(byte);
        self.b.ins().brif(made, done, &[BlockArg::Value(made)], slow, &[]);

        self.b.switch_to_block(slow);
        let ctx = self.ctx;
        let tys = [cl::I64; 3];
        let r = self.call(h::str_char as *const u8, &[ctx, s, i], &tys, Some(cl::I64)).expect("a result");
        self.b.ins().jump(done, &[BlockArg::Value(r)]);

        self.b.switch_to_block(done);
        self.b.block_params(done)[0]
    }

    pub(super) fn is_instance(&mut self, v: ClifValue, classes: &[Value]) -> ClifValue {
        let done = self.b.create_block();
        self.b.append_block_param(done, cl::I8);
        let slow = self.b.create_block();
        let scan = self.b.create_block();
        self.b.append_block_param(scan, cl::I64);
        let item = self.b.create_block();
        self.when_instance(v, slow);
        let class = self.user_class_of(v, slow);
        let mro = self.b.ins().load(cl::I64, flags(), class, offset_of!(ClassObject, mro) as i32);
        let len = self.b.ins().load(cl::I64, flags(), mro, offset_of!(TupleObject, len) as i32);
        let zero = self.iconst(0);
        // A user class `c` (whose MRO never changes) is in the MRO if it is the item
        // `len(c.__mro__)` from the end: when its MRO nests (`NESTED_MRO`), only then.
        let user_classes: Vec<(Value, usize)> = classes
            .iter()
            .filter(|&&c| is_layout(c, LayoutId::Class))
            .map(|&c| (c, ember_runtime::classes::mro(c).len()))
            .collect();
        for &(c, depth) in &user_classes {
            let (deep_enough, next) = (self.b.create_block(), self.b.create_block());
            let fits = self.b.ins().icmp_imm_s(IntCC::UnsignedGreaterThanOrEqual, len, depth as i64);
            self.b.ins().brif(fits, deep_enough, &[], next, &[]);
            self.b.switch_to_block(deep_enough);
            let at = self.b.ins().iadd_imm_s(len, -(depth as i64));
            let at = self.b.ins().ishl_imm_s(at, 3);
            let at = self.b.ins().iadd(mro, at);
            let k = self.b.ins().load(cl::I64, flags(), at, offset_of!(TupleObject, items) as i32);
            let same = self.b.ins().icmp_imm_s(IntCC::Equal, k, c.raw() as i64);
            let yes = self.b.ins().iconst(cl::I8, 1);
            self.b.ins().brif(same, done, &[BlockArg::Value(yes)], next, &[]);
            self.b.switch_to_block(next);
        }
        if !user_classes.is_empty() && user_classes.len() == classes.len() {
            let class_flags = self.b.ins().load(cl::I64, flags(), class, offset_of!(ClassObject, flags) as i32);
            let nested = self.b.ins().band_imm_u(class_flags, ClassFlags::NESTED_MRO.bits() as i64);
            let no = self.b.ins().iconst(cl::I8, 0);
            self.b.ins().brif(nested, done, &[BlockArg::Value(no)], scan, &[BlockArg::Value(zero)]);
        } else {
            self.b.ins().jump(scan, &[BlockArg::Value(zero)]);
        }

        self.b.switch_to_block(scan);
        let i = self.b.block_params(scan)[0];
        let more = self.b.ins().icmp(IntCC::UnsignedLessThan, i, len);
        let no = self.b.ins().iconst(cl::I8, 0);
        self.b.ins().brif(more, item, &[], done, &[BlockArg::Value(no)]);

        self.b.switch_to_block(item);
        let at = self.b.ins().ishl_imm_s(i, 3);
        let at = self.b.ins().iadd(mro, at);
        let k = self.b.ins().load(cl::I64, flags(), at, offset_of!(TupleObject, items) as i32);
        let mut hit = self.b.ins().iconst(cl::I8, 0);
        for c in classes {
            let same = self.b.ins().icmp_imm_s(IntCC::Equal, k, c.raw() as i64);
            hit = self.b.ins().bor(hit, same);
        }
        let next = self.b.ins().iadd_imm_s(i, 1);
        let yes = self.b.ins().iconst(cl::I8, 1);
        self.b.ins().brif(hit, done, &[BlockArg::Value(yes)], scan, &[BlockArg::Value(next)]);

        self.b.switch_to_block(slow);
        // Builtin types whose instances have a layout of their own: a layout test.
        let layouts: Vec<LayoutId> = classes.iter().filter_map(|&c| ember_runtime::object::sole_layout(c)).collect();
        if !layouts.is_empty() {
            let heap = self.is_heap(v);
            let load = self.b.create_block();
            let ask = self.b.create_block();
            self.b.ins().brif(heap, load, &[], ask, &[]);
            self.b.switch_to_block(load);
            let word = self.b.ins().uload16(cl::I32, flags(), v, offset_of!(Header, layout) as i32);
            let mut hit = self.b.ins().iconst(cl::I8, 0);
            for &l in &layouts {
                let same = self.b.ins().icmp_imm_s(IntCC::Equal, word, l as i64);
                hit = self.b.ins().bor(hit, same);
            }
            let yes = self.b.ins().iconst(cl::I8, 1);
            self.b.ins().brif(hit, done, &[BlockArg::Value(yes)], ask, &[]);
            self.b.switch_to_block(ask);
            if layouts.len() == classes.len() {
                // Only those types: nothing else is an instance of one.
                let no = self.b.ins().iconst(cl::I8, 0);
                self.b.ins().jump(done, &[BlockArg::Value(no)]);
                self.b.switch_to_block(done);
                return self.b.block_params(done)[0];
            }
        }
        let (p, n) = (self.iconst(classes.as_ptr() as i64), self.iconst(classes.len() as i64));
        let r = self.call(h::is_instance as *const u8, &[v, p, n], &[cl::I64; 3], Some(cl::I64)).expect("a result");
        let r = self.b.ins().ireduce(cl::I8, r);
        self.b.ins().jump(done, &[BlockArg::Value(r)]);
        self.b.switch_to_block(done);
        self.b.block_params(done)[0]
    }

    /// `o.name` (`store`: None) or `o.name = store` dispatched on the cached `ways`
    /// (see `Insn::LoadAttrCached`): an instance whose class lets its own attributes
    /// come first (and, for a store, takes new ones: no `__slots__`) and whose shape
    /// is a way's reads or writes the way's slot, moving to the way's next shape when
    /// the store adds the attribute; anything else goes through the runtime. A load's
    /// value, or NULL for a store.
    pub(super) fn attr_cached(
        &mut self,
        o: ClifValue,
        name: u32,
        store: Option<ClifValue>,
        ways: &[SlotWay],
        pc: u32,
    ) -> ClifValue {
        let done = self.b.create_block();
        self.b.append_block_param(done, cl::I64);
        let generic = self.b.create_block();
        let dispatch = self.b.create_block();
        self.when_instance(o, generic);
        let cls = self.user_class_of(o, generic);
        let class_flags = self.b.ins().load(cl::I64, flags(), cls, offset_of!(ClassObject, flags) as i32);
        let not_plain = match store {
            Some(_) => ember_runtime::classes::STORE_HOOKS,
            None => ClassFlags::HAS_PROPERTIES,
        };
        let descriptors = self.b.ins().band_imm_s(class_flags, not_plain.bits() as i64);
        self.b.ins().brif(descriptors, generic, &[], dispatch, &[]);

        self.b.switch_to_block(dispatch);
        let shape = self.b.ins().load(cl::I32, flags(), o, offset_of!(Header, aux) as i32);
        // The ways that find the attribute in the same slot (the shapes of subclasses
        // that add attributes after their base's) share one access.
        let mut hits: Vec<(SlotWay, Block)> = Vec::new();
        for &way in ways {
            let shared = hits.iter().find(|(w, _)| !way.adds() && !w.adds() && w.slot == way.slot);
            let hit = match shared {
                Some(&(_, block)) => block,
                None => {
                    let block = self.b.create_block();
                    hits.push((way, block));
                    block
                }
            };
            let next = self.b.create_block();
            let same = self.b.ins().icmp_imm_s(IntCC::Equal, shape, i64::from(way.from));
            self.b.ins().brif(same, hit, &[], next, &[]);
            self.b.switch_to_block(next);
        }
        self.b.ins().jump(generic, &[]);
        for (way, hit) in hits {
            self.b.switch_to_block(hit);
            let result = match store {
                Some(v) if way.adds() && (way.slot as usize) >= INLINE_SLOTS => {
                    // The overflow array may have to grow.
                    let (ctx, to) = (self.ctx, self.iconst(i64::from(way.to)));
                    self.call(h::add_slot as *const u8, &[ctx, o, to, v], &[cl::I64; 4], None);
                    self.iconst(0)
                }
                Some(v) => {
                    let (base, at) = self.slot_address(o, way.slot as usize);
                    self.b.ins().store(flags(), v, base, at);
                    if way.adds() {
                        let to = self.b.ins().iconst(cl::I32, i64::from(way.to));
                        self.b.ins().store(flags(), to, o, offset_of!(Header, aux) as i32);
                    }
                    self.iconst(0)
                }
                None => {
                    let (base, at) = self.slot_address(o, way.slot as usize);
                    self.b.ins().load(cl::I64, flags(), base, at)
                }
            };
            self.b.ins().jump(done, &[BlockArg::Value(result)]);
        }

        self.b.switch_to_block(generic);
        let result = self.runtime_attr(o, name, store, pc);
        self.b.ins().jump(done, &[BlockArg::Value(result)]);

        self.b.switch_to_block(done);
        self.b.block_params(done)[0]
    }

    /// Slot `slot` of instance `o`, whose shape has it (guarded): inline, or in the
    /// overflow array, which the shape guarantees is long enough.
    pub(super) fn load_slot(&mut self, o: ClifValue, slot: usize) -> ClifValue {
        let (base, at) = self.slot_address(o, slot);
        self.b.ins().load(cl::I64, flags(), base, at)
    }

    /// Where slot `slot` of instance `o` is: a base address and an offset.
    pub(super) fn slot_address(&mut self, o: ClifValue, slot: usize) -> (ClifValue, i32) {
        if slot < INLINE_SLOTS {
            return (o, (offset_of!(InstanceObject, inline) + 8 * slot) as i32);
        }
        let overflow = self.b.ins().load(cl::I64, flags(), o, offset_of!(InstanceObject, overflow) as i32);
        (overflow, (offset_of!(ValueArray, items) + 8 * (slot - INLINE_SLOTS)) as i32)
    }

    /// `NumberToDouble`: a small int converted, a float unboxed, and anything else
    /// through [`h::number_to_double`] (a big int), deopting at `at` when that fails.
    pub(super) fn number_to_double(&mut self, v: ClifValue, at: InsnId) -> ClifValue {
        let small = self.b.create_block();
        let other = self.b.create_block();
        let float = self.b.create_block();
        let runtime = self.b.create_block();
        let done = self.b.create_block();
        self.b.append_block_param(done, cl::F64);
        let is_small = self.type_test(v, &types::Fixnum);
        self.b.ins().brif(is_small, small, &[], other, &[]);

        self.b.switch_to_block(small);
        let i = self.b.ins().sshr_imm_s(v, 1);
        let d = self.b.ins().fcvt_from_sint(cl::F64, i);
        self.b.ins().jump(done, &[BlockArg::Value(d)]);

        self.b.switch_to_block(other);
        let is_float = self.type_test(v, &types::FloatExact);
        self.b.ins().brif(is_float, float, &[], runtime, &[]);

        self.b.switch_to_block(float);
        let d = self.unbox_double(v);
        self.b.ins().jump(done, &[BlockArg::Value(d)]);

        self.b.switch_to_block(runtime);
        self.b.set_cold_block(runtime);
        let slot = self.b.create_sized_stack_slot(StackSlotData::new(StackSlotKind::ExplicitSlot, 8, 3));
        let out = self.b.ins().stack_addr(cl::I64, slot, 0);
        let ok =
            self.call(h::number_to_double as *const u8, &[v, out], &[cl::I64; 2], Some(cl::I64)).expect("a result");
        let failed = self.b.ins().icmp_imm_s(IntCC::Equal, ok, 0);
        self.deopt_if(failed, at);
        let d = self.b.ins().load(cl::F64, flags(), out, 0);
        self.b.ins().jump(done, &[BlockArg::Value(d)]);

        self.b.switch_to_block(done);
        self.b.block_params(done)[0]
    }

    /// The double in a float object (flonum or heap float).
    pub(super) fn unbox_double(&mut self, v: ClifValue) -> ClifValue {
        let flonum = self.is_flonum(v);
        let immediate = self.b.create_block();
        let heap = self.b.create_block();
        let done = self.b.create_block();
        self.b.append_block_param(done, cl::F64);
        self.b.ins().brif(flonum, immediate, &[], heap, &[]);

        self.b.switch_to_block(immediate);
        let d = self.flonum_double(v);
        self.b.ins().jump(done, &[BlockArg::Value(d)]);

        self.b.switch_to_block(heap);
        let d = self.b.ins().load(cl::F64, flags(), v, offset_of!(FloatObject, value) as i32);
        self.b.ins().jump(done, &[BlockArg::Value(d)]);

        self.b.switch_to_block(done);
        self.b.block_params(done)[0]
    }

    /// The double of a flonum (an immediate float).
    pub(super) fn flonum_double(&mut self, v: ClifValue) -> ClifValue {
        // As `Value::flonum_value` (see `value::FLONUM_ROTATION`): +0.0 has its own
        // code; otherwise flip the tag bits when bit 63 is set and rotate back.
        let zero_code = self.b.ins().icmp_imm_s(IntCC::Equal, v, value::FLONUM_ZERO as i64);
        let sign = self.b.ins().sshr_imm_s(v, 63);
        let flip = self.b.ins().band_imm_s(sign, value::FLONUM_MASK as i64);
        let bits = self.b.ins().bxor(v, flip);
        let bits = self.b.ins().rotr_imm_s(bits, i64::from(value::FLONUM_ROTATION));
        let zero = self.iconst(0);
        let bits = self.b.ins().select(zero_code, zero, bits);
        self.b.ins().bitcast(cl::F64, MemFlagsData::new(), bits)
    }

    /// The object for `v`, of a representation whose boxing never allocates: an
    /// object as it is, a CInt64 tagged, a CBool as True or False.
    /// The object word of `x`, a CInt64 in the small-int range: 2x + 1 (adds rather
    /// than a shift and an or of the tag, so Cranelift can fold them with the
    /// arithmetic before them).
    pub(super) fn box_small_int(&mut self, x: ClifValue) -> ClifValue {
        let doubled = self.b.ins().iadd(x, x);
        self.b.ins().iadd_imm_s(doubled, 1)
    }

    pub(super) fn box_without_allocating(&mut self, v: InsnId) -> ClifValue {
        let x = self.get(v);
        match Repr::of(self.f().ty(v)) {
            Repr::Object => x,
            Repr::Int => self.box_small_int(x),
            Repr::Bool => {
                let (t, f) = (self.iconst(true_value().raw() as i64), self.iconst(false_value().raw() as i64));
                self.b.ins().select(x, t, f)
            }
            Repr::Double => unreachable!("boxing a double may allocate"),
        }
    }

    /// A float object for `d`: a flonum inline when the exponent allows, otherwise a
    /// heap float from the runtime.
    pub(super) fn box_double(&mut self, d: ClifValue) -> ClifValue {
        let bits = self.b.ins().bitcast(cl::I64, MemFlagsData::new(), d);
        let top = self.b.ins().ushr_imm_s(bits, i64::from(value::FLONUM_TOP_SHIFT));
        let top = self.b.ins().band_imm_s(top, 7);
        // The two tops are consecutive: one unsigned compare tests both.
        const { assert!(value::FLONUM_TOPS[1] == value::FLONUM_TOPS[0] + 1) };
        let low = value::FLONUM_TOPS[0];
        let from_low = self.b.ins().iadd_imm_s(top, -(low as i64));
        let in_range = self.b.ins().icmp_imm_u(IntCC::UnsignedLessThan, from_low, 2);
        let not_edge = self.b.ins().icmp_imm_s(IntCC::NotEqual, bits, value::FLONUM_EXCLUDED as i64);
        let encodable = self.b.ins().band(in_range, not_edge);
        let is_zero = self.b.ins().icmp_imm_s(IntCC::Equal, bits, 0);

        let immediate = self.b.create_block();
        let not_immediate = self.b.create_block();
        let heap = self.b.create_block();
        let done = self.b.create_block();
        self.b.append_block_param(done, cl::I64);
        self.b.ins().brif(encodable, immediate, &[], not_immediate, &[]);

        self.b.switch_to_block(immediate);
        let rot = self.b.ins().rotl_imm_s(bits, i64::from(value::FLONUM_ROTATION));
        let rot = self.b.ins().band_imm_s(rot, !1i64);
        let word = self.b.ins().bor_imm_s(rot, value::FLONUM_TAG as i64);
        self.b.ins().jump(done, &[BlockArg::Value(word)]);

        self.b.switch_to_block(not_immediate);
        let zero_code = self.iconst(value::FLONUM_ZERO as i64);
        self.b.ins().brif(is_zero, done, &[BlockArg::Value(zero_code)], heap, &[]);

        self.b.switch_to_block(heap);
        self.b.set_cold_block(heap);
        let ctx = self.ctx;
        let obj = self.call_cold(h::new_float as *const u8, &[ctx, d], &[cl::I64, cl::F64], Some(cl::I64));
        let obj = obj.expect("a result");
        self.b.ins().jump(done, &[BlockArg::Value(obj)]);

        self.b.switch_to_block(done);
        self.b.block_params(done)[0]
    }

    /// The truth of object `v`: inline for True, False, None and small ints (what
    /// conditions mostly test), from the runtime for anything else.
    pub(super) fn truthy(&mut self, v: ClifValue, pc: u32) -> ClifValue {
        let done = self.b.create_block();
        self.b.append_block_param(done, cl::I8);
        let (yes, no) = (self.b.ins().iconst(cl::I8, 1), self.b.ins().iconst(cl::I8, 0));
        self.truthy_branch(v, pc, (done, &[BlockArg::Value(yes)]), (done, &[BlockArg::Value(no)]));
        self.b.switch_to_block(done);
        self.b.block_params(done)[0]
    }

    /// `if v:` as jumps: each inline test (True, False, None, small int) branches to
    /// a target itself, rather than making a CBool for one more branch.
    pub(super) fn truthy_branch(&mut self, v: ClifValue, pc: u32, yes: (Block, &[BlockArg]), no: (Block, &[BlockArg])) {
        let (not_true, not_bool, not_none, fixnum, slow) = (
            self.b.create_block(),
            self.b.create_block(),
            self.b.create_block(),
            self.b.create_block(),
            self.b.create_block(),
        );
        let (t, f, none) = (true_value().raw() as i64, false_value().raw() as i64, none().raw() as i64);
        let is_true = self.b.ins().icmp_imm_s(IntCC::Equal, v, t);
        self.b.ins().brif(is_true, yes.0, yes.1, not_true, &[]);
        self.b.switch_to_block(not_true);
        let is_false = self.b.ins().icmp_imm_s(IntCC::Equal, v, f);
        self.b.ins().brif(is_false, no.0, no.1, not_bool, &[]);

        self.b.switch_to_block(not_bool);
        let is_none = self.b.ins().icmp_imm_s(IntCC::Equal, v, none);
        self.b.ins().brif(is_none, no.0, no.1, not_none, &[]);

        self.b.switch_to_block(not_none);
        let tag = self.b.ins().band_imm_s(v, value::INT_TAG as i64);
        self.b.ins().brif(tag, fixnum, &[], slow, &[]);
        self.b.switch_to_block(fixnum);
        let nonzero = self.b.ins().icmp_imm_s(IntCC::NotEqual, v, Value::small_int(0).raw() as i64);
        self.b.ins().brif(nonzero, yes.0, yes.1, no.0, no.1);

        self.b.switch_to_block(slow);
        let r = self.call_checked(h::truthy as *const u8, &[v], pc);
        self.b.ins().brif(r, yes.0, yes.1, no.0, no.1);
    }
}
