//! The lowering of each HIR instruction.

use super::arith::{float_cc, int_cc};
use super::dicts::DictOp;
use super::*;
use crate::helpers as h;
use cranelift_codegen::ir::condcodes::{FloatCC, IntCC};
use cranelift_codegen::ir::{InstBuilder, Value as ClifValue, types as cl};
use ember_hir::ir::{Helper, Insn, InsnId, RaiseKind};
use ember_hir::types;
use ember_runtime::layout::{CellObject, FunctionObject, LayoutId, StrObject, TupleObject};
use ember_runtime::object::{is_layout, true_value};
use std::mem::offset_of;

impl Lowering<'_, '_> {
    pub(super) fn insn(&mut self, id: InsnId) -> Result<(), CodegenError> {
        let insn = self.f().insn(id).clone();
        if let Insn::VirtualObject { .. } = insn {
            // No code: an exit naming it makes it (`save_state` stores its fields).
            return Ok(());
        }
        self.current_insn = id;
        self.start_insn(&insn);
        let pc = insn.frame_state().map_or(0, |s| s.pc);
        let code_ptr = self.site.code as i64;
        let value: ClifValue = match &insn {
            Insn::Param { .. } => unreachable!("parameters are defined by their blocks"),
            Insn::Const { .. }
            | Insn::LoadGlobal { .. }
            | Insn::StoreGlobal { .. }
            | Insn::CheckBound { .. }
            | Insn::BinaryOp { .. }
            | Insn::Compare { .. }
            | Insn::UnaryOp { .. }
            | Insn::IsTruthy { .. }
            | Insn::IsNull { .. }
            | Insn::GetItem { .. }
            | Insn::SetItem { .. }
            | Insn::LoadAttr { .. }
            | Insn::StoreAttr { .. }
            | Insn::LoadAttrCached { .. }
            | Insn::LoadAttrGetter { .. }
            | Insn::StoreAttrCached { .. }
            | Insn::CallFunction { .. }
            | Insn::CallKw { .. }
            | Insn::CallMethod { .. }
            | Insn::CallMethodCached { .. }
            | Insn::NewInstance { .. }
            | Insn::InitInstance { .. }
            | Insn::BuildList { .. }
            | Insn::BuildTuple { .. }
            | Insn::GetIter { .. }
            | Insn::IterNext { .. }
            | Insn::MakeFunction { .. }
            | Insn::MakeCell { .. }
            | Insn::FreeVar { .. }
            | Insn::LoadCell { .. }
            | Insn::StoreCell { .. }
            | Insn::ListAppend { .. }
            | Insn::Unpack { .. }
            | Insn::TupleItem { .. }
            | Insn::GetSlice { .. }
            | Insn::SetSlice { .. }
            | Insn::Jump { .. }
            | Insn::Branch { .. }
            | Insn::Try { .. }
            | Insn::CaughtException
            | Insn::Return { .. }
            | Insn::Deopt { .. }
            | Insn::Yield { .. }
            | Insn::Raise { .. }
            | Insn::CallHelper { .. } => match self.python_op(id, &insn, pc, code_ptr)? {
                Some(v) => v,
                None => return Ok(()),
            },
            Insn::PrimConst { .. }
            | Insn::GuardType { .. }
            | Insn::GuardIs { .. }
            | Insn::GuardShape { .. }
            | Insn::GuardCode { .. }
            | Insn::FunctionCell { .. }
            | Insn::GlobalValue { .. }
            | Insn::LoadSlot { .. }
            | Insn::Unbox { .. }
            | Insn::Box { .. }
            | Insn::IntArith { .. }
            | Insn::IntCompare { .. }
            | Insn::IntNeg { .. }
            | Insn::FloatSqrt { .. }
            | Insn::NumberToDouble { .. }
            | Insn::IntInvert { .. }
            | Insn::FloatArith { .. }
            | Insn::FloatCompare { .. }
            | Insn::FloatNeg { .. }
            | Insn::CastIntToFloat { .. }
            | Insn::BoolNot { .. }
            | Insn::Select { .. }
            | Insn::IsSame { .. }
            | Insn::StrEq { .. }
            | Insn::IsInstance { .. }
            | Insn::InstanceHas { .. }
            | Insn::ArrayLen { .. }
            | Insn::StrLen { .. }
            | Insn::StrOrd { .. }
            | Insn::StrChar { .. }
            | Insn::CharStr { .. }
            | Insn::CheckIndex { .. }
            | Insn::LoadField { .. }
            | Insn::StoreField { .. }
            | Insn::StoreSlot { .. }
            | Insn::CheckRangeSmall { .. }
            | Insn::LoadArrayItem { .. }
            | Insn::StoreArrayItem { .. }
            | Insn::GuardStorage { .. }
            | Insn::GuardVersions { .. }
            | Insn::LoadNumberItem { .. }
            | Insn::LoadBoolItem { .. }
            | Insn::StoreBoolItem { .. } => match self.machine_op(id, &insn)? {
                Some(v) => v,
                None => return Ok(()),
            },
            Insn::NewObject { kind, fields } => self.new_object(*kind, fields),
            Insn::VirtualObject { .. } => unreachable!("a virtual object emits no code"),
            Insn::EnterInlined { frame, .. } => {
                self.enter_inlined(*frame);
                return Ok(());
            }
            Insn::CheckDepth { frame, .. } => {
                self.check_depth(id, *frame);
                return Ok(());
            }
            Insn::LeaveInlined { frame } => {
                self.leave_inlined(*frame);
                return Ok(());
            }
        };
        self.define(id, value);
        Ok(())
    }

    /// Python-level operations (mostly calls of runtime helpers, with their exception
    /// checks) and control flow.
    fn python_op(
        &mut self,
        id: InsnId,
        insn: &Insn,
        pc: u32,
        code_ptr: i64,
    ) -> Result<Option<ClifValue>, CodegenError> {
        let value: ClifValue = match insn {
            Insn::Const { value } => self.iconst(value.raw() as i64),
            Insn::LoadGlobal { name, .. } => self.load_global(*name, pc),
            Insn::StoreGlobal { name, value, .. } => {
                let (ctx, slot, v) = (self.ctx, self.iconst(*name as i64), self.get(*value));
                self.call(h::store_global as *const u8, &[ctx, slot, v], &[cl::I64, cl::I64, cl::I64], None);
                return Ok(None);
            }
            Insn::CheckBound { value, local, .. } => {
                let v = self.get(*value);
                self.raise_if_null(v, h::unbound_local as *const u8, *local, pc);
                v
            }
            Insn::BinaryOp { op, inplace, left, right, .. } => {
                let (op, inplace) = (self.iconst(*op as i64), self.iconst(*inplace as i64));
                let (a, b) = (self.get(*left), self.get(*right));
                self.learn_if_unprofiled(id, pc, a, Some(b));
                self.call_checked(h::binary_op as *const u8, &[op, inplace, a, b], pc)
            }
            Insn::Compare { op, left, right, .. } => {
                let op = self.iconst(*op as i64);
                let (a, b) = (self.get(*left), self.get(*right));
                self.learn_if_unprofiled(id, pc, a, Some(b));
                self.call_checked(h::compare as *const u8, &[op, a, b], pc)
            }
            Insn::UnaryOp { op, operand, .. } => {
                let (op, v) = (self.iconst(*op as i64), self.get(*operand));
                self.learn_if_unprofiled(id, pc, v, None);
                self.call_checked(h::unary_op as *const u8, &[op, v], pc)
            }
            Insn::IsTruthy { .. } if self.fused_tests[id] => return Ok(None),
            Insn::IsTruthy { value, .. } => {
                let v = self.get(*value);
                self.truthy(v, pc)
            }
            Insn::IsNull { value } => {
                let v = self.get(*value);
                self.b.ins().icmp_imm_s(IntCC::Equal, v, 0)
            }
            Insn::GetItem { container, index, .. } => {
                let (c, i) = (self.get(*container), self.get(*index));
                self.learn_if_unprofiled(id, pc, c, Some(i));
                self.call_checked(h::get_item as *const u8, &[c, i], pc)
            }
            Insn::SetItem { container, index, value, .. } => {
                let (c, i, v) = (self.get(*container), self.get(*index), self.get(*value));
                self.learn_if_unprofiled(id, pc, c, Some(i));
                self.call_checked(h::set_item as *const u8, &[c, i, v], pc);
                return Ok(None);
            }
            Insn::LoadAttr { object, name, .. } => {
                let o = self.get(*object);
                self.runtime_attr(o, *name, None, pc)
            }
            Insn::LoadAttrCached { object, name, ways, .. } => {
                let o = self.get(*object);
                self.attr_cached(o, *name, None, ways, pc)
            }
            Insn::StoreAttrCached { object, name, value, ways, .. } => {
                let (o, v) = (self.get(*object), self.get(*value));
                self.attr_cached(o, *name, Some(v), ways, pc);
                return Ok(None);
            }
            Insn::StoreAttr { object, name, value, .. } => {
                let (o, v) = (self.get(*object), self.get(*value));
                self.runtime_attr(o, *name, Some(v), pc);
                return Ok(None);
            }
            Insn::CallFunction { callee, args, .. }
                if self.f().ty(*callee).object_spec().is_some_and(|v| is_layout(v, LayoutId::Builtin)) =>
            {
                // A known builtin takes its arguments as they are (they are rooted in
                // this frame), without the call protocol any callee would need.
                let c = self.get(*callee);
                let (p, n) = self.array(args);
                self.call_checked(h::call_builtin as *const u8, &[c, p, n], pc)
            }
            Insn::CallFunction { callee, args, .. } => {
                let known = self.f().ty(*callee).object_spec().filter(|&v| is_layout(v, LayoutId::Function));
                let c = self.get(*callee);
                let args: Vec<ClifValue> = args.iter().map(|&a| self.get(a)).collect();
                self.call_function(c, known, &args, pc)
            }
            Insn::CallKw { callee, args, kwnames, .. } => {
                let c = self.get(*callee);
                let (p, n) = self.array(args);
                let kw = self.iconst(kwnames.raw() as i64);
                self.call_checked(h::call_kw as *const u8, &[c, p, n, kw], pc)
            }
            Insn::CallMethod { receiver, name, args, .. } => {
                let r = self.get(*receiver);
                let args: Vec<ClifValue> = args.iter().map(|&a| self.get(a)).collect();
                self.runtime_call_method(r, *name, &args, pc)
            }
            Insn::LoadAttrGetter { object, name, ways, .. } => self.load_attr_getter(*object, *name, ways, pc),
            Insn::CallMethodCached { receiver, name, args, ways, .. } => {
                self.call_method_cached(*receiver, *name, args, ways, pc)
            }
            Insn::NewInstance { class } => self.new_instance(*class),
            Insn::InitInstance { object, args, init, .. } => {
                self.init_instance(*object, args, init, pc);
                return Ok(None);
            }
            Insn::BuildList { items } | Insn::BuildTuple { items } => {
                let target = if matches!(insn, Insn::BuildList { .. }) { h::build_list } else { h::build_tuple };
                let (p, n) = self.array(items);
                self.call_checked(target as *const u8, &[p, n], pc)
            }
            Insn::GetIter { iterable, .. } => {
                let v = self.get(*iterable);
                self.call_checked(h::get_iter as *const u8, &[v], pc)
            }
            Insn::IterNext { iter, .. } => {
                let v = self.get(*iter);
                let ty = self.f().ty(*iter);
                self.iter_next(v, ty, pc)
            }
            Insn::MakeFunction { code, defaults, kwdefaults, closure } => {
                let inner = self.iconst(code.raw() as i64);
                let mut opt = |v: &Option<InsnId>| match v {
                    Some(v) => self.get(*v),
                    None => self.iconst(0),
                };
                let (d, k, c) = (opt(defaults), opt(kwdefaults), opt(closure));
                self.call_checked(h::make_function as *const u8, &[inner, d, k, c], pc)
            }
            Insn::MakeCell { value } => {
                let v = self.get(*value);
                self.call_checked(h::make_cell as *const u8, &[v], pc)
            }
            Insn::FreeVar { index } => {
                let (frame, index) = (self.frame, self.iconst(*index as i64));
                self.call(h::free_var as *const u8, &[frame, index], &[cl::I64, cl::I64], Some(cl::I64))
                    .expect("a result")
            }
            Insn::LoadCell { cell, local, .. } => {
                let c = self.get(*cell);
                let v = self.b.ins().load(cl::I64, flags(), c, offset_of!(CellObject, value) as i32);
                self.raise_if_null(v, h::unbound_cell as *const u8, *local, pc);
                v
            }
            Insn::StoreCell { cell, value } => {
                let (c, v) = (self.get(*cell), self.get(*value));
                self.b.ins().store(flags(), v, c, offset_of!(CellObject, value) as i32);
                return Ok(None);
            }
            Insn::ListAppend { list, value } => {
                let (l, v) = (self.get(*list), self.get(*value));
                self.list_append(l, v, self.f().ty(*value), pc);
                return Ok(None);
            }
            Insn::Unpack { sequence, count, .. } if self.f().ty(*sequence).is_subtype(types::TupleExact) => {
                // A tuple of the right length is its own items; the runtime raises
                // the ValueError of any other length.
                let (s, n) = (self.get(*sequence), self.iconst(*count as i64));
                let len = self.b.ins().load(cl::I64, flags(), s, offset_of!(TupleObject, len) as i32);
                let fits = self.b.ins().icmp(IntCC::Equal, len, n);
                let (wrong, done) = (self.b.create_block(), self.b.create_block());
                self.b.append_block_param(done, cl::I64);
                self.b.ins().brif(fits, done, &[BlockArg::Value(s)], wrong, &[]);
                self.b.switch_to_block(wrong);
                self.b.set_cold_block(wrong);
                let r = self.call_cold_checked(h::unpack as *const u8, &[s, n], pc);
                self.b.ins().jump(done, &[BlockArg::Value(r)]);
                self.b.switch_to_block(done);
                self.b.block_params(done)[0]
            }
            Insn::Unpack { sequence, count, .. } => {
                let (s, n) = (self.get(*sequence), self.iconst(*count as i64));
                self.call_checked(h::unpack as *const u8, &[s, n], pc)
            }
            Insn::TupleItem { tuple, index } => {
                let t = self.get(*tuple);
                let offset = offset_of!(TupleObject, items) as i32 + *index as i32 * 8;
                self.b.ins().load(cl::I64, flags(), t, offset)
            }
            Insn::GetSlice { container, start, stop, step, .. } => {
                let args = [self.get(*container), self.get(*start), self.get(*stop), self.get(*step)];
                self.call_checked(h::get_slice as *const u8, &args, pc)
            }
            Insn::SetSlice { container, start, stop, step, value, .. } => {
                let args = [self.get(*container), self.get(*start), self.get(*stop), self.get(*step), self.get(*value)];
                self.call_checked(h::set_slice as *const u8, &args, pc);
                return Ok(None);
            }
            Insn::Jump { edge } => {
                self.poll_interrupt_on_back_edge(&[edge.target]);
                let target = self.blocks[&edge.target];
                let args = self.edge_args(&edge.args);
                self.b.ins().jump(target, &args);
                return Ok(None);
            }
            Insn::Try { normal: Some(edge), .. } => {
                self.poll_interrupt_on_back_edge(&[edge.target]);
                let target = self.blocks[&edge.target];
                let args = self.edge_args(&edge.args);
                self.b.ins().jump(target, &args);
                return Ok(None);
            }
            Insn::Try { normal: None, .. } => {
                // Every instruction of the block that raises went to the landing.
                self.b.ins().trap(cranelift_codegen::ir::TrapCode::unwrap_user(1));
                return Ok(None);
            }
            Insn::CaughtException => {
                let ctx = self.ctx;
                self.call(h::caught_exception as *const u8, &[ctx], &[cl::I64], Some(cl::I64)).expect("a result")
            }
            Insn::Branch { cond, if_true, if_false } => {
                self.poll_interrupt_on_back_edge(&[if_true.target, if_false.target]);
                let (t, e) = (self.blocks[&if_true.target], self.blocks[&if_false.target]);
                let (targs, eargs) = (self.edge_args(&if_true.args), self.edge_args(&if_false.args));
                let test = self.cx.f.insn(*cond);
                let fused = self.fused_tests[*cond];
                if let (Insn::IsTruthy { value, .. }, true) = (test, fused) {
                    self.start_insn(test);
                    let v = self.get(*value);
                    let pc = test.frame_state().map_or(pc, |s| s.pc);
                    self.truthy_branch(v, pc, (t, &targs), (e, &eargs));
                } else if let (&Insn::InstanceHas { value, class, shape }, true) = (test, fused) {
                    let v = self.get(value);
                    let maybe_null = self.f().ty(value).could_be(types::Nullptr);
                    self.require_instance_with(v, class, shape, maybe_null, e, &eargs);
                    self.b.ins().jump(t, &targs);
                } else {
                    let c = self.get(*cond);
                    self.b.ins().brif(c, t, &targs, e, &eargs);
                }
                return Ok(None);
            }
            Insn::Return { value } => {
                let v = self.get(*value);
                self.b.ins().return_(&[v]);
                return Ok(None);
            }
            Insn::Deopt { .. } => {
                self.deopt_always(id);
                return Ok(None);
            }
            Insn::Yield { value, .. } => {
                let v = self.get(*value);
                let r = self.suspend(id, v);
                self.b.ins().return_(&[r]);
                return Ok(None);
            }
            Insn::Raise { kind, value, .. } => {
                let kind = self.iconst(*kind as i64);
                let v = match value {
                    Some(v) => self.get(*v),
                    None => self.iconst(0),
                };
                let ctx = self.ctx;
                self.call(h::raise as *const u8, &[ctx, kind, v], &[cl::I64; 3], Some(cl::I64));
                self.raise_at(pc);
                return Ok(None);
            }
            Insn::CallHelper { helper: Helper::Raise(RaiseKind::Value), args, .. } if self.catching.is_some() => {
                self.raise_to_landing(args[0]);
                return Ok(None);
            }
            Insn::CallHelper { helper: Helper::ListPop, args, .. } => {
                let list = self.get(args[0]);
                self.list_pop(list, pc)
            }
            Insn::CallHelper { helper: Helper::NewRangeIter, args, .. } => self.new_range_iter(args, pc),
            Insn::CallHelper { helper: Helper::Len, args, .. } => {
                let v = self.get(args[0]);
                self.len_of(v, pc)
            }
            Insn::CallHelper { helper: Helper::DictGetItem, args, .. } => {
                self.dict_op(DictOp::GetItem, args[0], args[1], pc).expect("a result")
            }
            Insn::CallHelper { helper: Helper::DictSetItem, args, .. } => {
                self.dict_op(DictOp::SetItem { value: args[2] }, args[0], args[1], pc);
                return Ok(None);
            }
            Insn::CallHelper { helper: Helper::DictContains, args, .. } => {
                self.dict_op(DictOp::Contains, args[0], args[1], pc).expect("a result")
            }
            Insn::CallHelper { helper: Helper::SetContains, args, .. } => {
                let (s, k) = (self.get(args[0]), self.get(args[1]));
                self.call_checked(h::set_contains as *const u8, &[s, k], pc)
            }
            Insn::CallHelper { helper: Helper::SetAdd, args, .. } => {
                let (s, k) = (self.get(args[0]), self.get(args[1]));
                self.call_checked(h::set_add as *const u8, &[s, k], pc);
                return Ok(None);
            }
            Insn::CallHelper { helper: Helper::DictGet, args, .. } => {
                let get = DictOp::Get { default: args.get(2).copied() };
                self.dict_op(get, args[0], args[1], pc).expect("a result")
            }
            Insn::CallHelper { helper: Helper::AppendStr, args, .. } => {
                let (s, w) = (self.get(args[0]), self.get(args[1]));
                self.call_checked(h::append_str as *const u8, &[s, w], pc)
            }
            Insn::CallHelper { helper: Helper::ShareStr, args, .. } => {
                let v = self.get(args[0]);
                self.share_str(v);
                v
            }
            Insn::CallHelper { helper: Helper::IntArith(op), args, .. } => {
                let (a, b) = (self.get(args[0]), self.get(args[1]));
                self.big_int_arith(*op, a, b, pc)
            }
            Insn::CallHelper { helper: Helper::PopExcInfo, .. } => {
                let ctx = self.ctx;
                self.call(h::pop_exc_info as *const u8, &[ctx], &[cl::I64], None);
                return Ok(None);
            }
            Insn::CallHelper { helper: Helper::ExceptionInit, args, .. } => {
                let obj = self.get(args[0]);
                let (p, n) = self.array(&args[1..]);
                self.call_checked(h::exception_init as *const u8, &[obj, p, n], pc);
                return Ok(None);
            }
            Insn::CallHelper { helper: Helper::PollInterrupt, .. } => {
                self.poll_interrupt(pc, None);
                return Ok(None);
            }
            Insn::CallHelper { helper, args, .. } => {
                // The address of the helper in the HIR, which lives as long as the code
                // (not in the clone `insn`).
                let Insn::CallHelper { helper: kept, .. } = self.cx.f.insn(id) else { unreachable!() };
                let (code, hp) = (self.iconst(code_ptr), self.iconst(kept as *const _ as i64));
                let info = self.iconst(self.cx.deopt_info as i64);
                let (p, n) = self.array(args);
                let r = self.call_checked(h::run_helper as *const u8, &[code, info, hp, p, n], pc);
                if !helper.has_result() {
                    return Ok(None);
                }
                r
            }
            other => unreachable!("not a python op instruction: {other:?}"),
        };
        Ok(Some(value))
    }

    /// Machine-level operations: guards, (un)boxing, int and float arithmetic, fields and arrays.
    fn machine_op(&mut self, id: InsnId, insn: &Insn) -> Result<Option<ClifValue>, CodegenError> {
        let value: ClifValue = match insn {
            Insn::PrimConst { bits } => match Repr::of(self.f().ty(id)) {
                Repr::Double => self.b.ins().f64const(f64::from_bits(*bits)),
                Repr::Bool => self.b.ins().iconst(cl::I8, (*bits != 0) as i64),
                Repr::Int | Repr::Object => self.iconst(*bits as i64),
            },
            Insn::GuardType { value, .. } => {
                let v = self.get(*value);
                // The type in the HIR, which lives as long as the code (not in the
                // clone `insn`): a helper may get its address.
                let Insn::GuardType { ty, .. } = self.cx.f.insn(id) else { unreachable!() };
                let maybe_null = self.f().ty(*value).could_be(types::Nullptr);
                self.deopt_unless(id, |l, fail, args| l.require_type(v, ty, maybe_null, fail, args));
                v
            }
            Insn::GuardIs { value, expected, .. } => {
                let v = self.get(*value);
                let fail = self.b.ins().icmp_imm_s(IntCC::NotEqual, v, expected.raw() as i64);
                self.deopt_if(fail, id);
                v
            }
            Insn::GuardShape { value, shape, store, .. } => {
                let v = self.get(*value);
                let maybe_null = self.f().ty(*value).could_be(types::Nullptr);
                self.deopt_unless(id, |l, fail, args| l.require_shape(v, *shape, *store, maybe_null, fail, args));
                v
            }
            Insn::GuardCode { value, code, .. } => {
                let v = self.get(*value);
                let known = self.f().ty(*value);
                let (function, maybe_null) = (known.is_subtype(types::Func), known.could_be(types::Nullptr));
                let code = code.address() as i64;
                self.deopt_unless(id, |l, fail, args| {
                    if !function {
                        l.require_layout(v, LayoutId::Function, maybe_null, fail, args);
                    }
                    let c = l.b.ins().load(cl::I64, flags(), v, offset_of!(FunctionObject, code) as i32);
                    let same = l.b.ins().icmp_imm_s(IntCC::Equal, c, code);
                    l.continue_if(same, fail, args);
                });
                v
            }
            Insn::GlobalValue { name } => self.global_value(*name),
            Insn::FunctionCell { function, index } => {
                let f = self.get(*function);
                let closure = self.b.ins().load(cl::I64, flags(), f, offset_of!(FunctionObject, closure) as i32);
                let offset = offset_of!(TupleObject, items) as i32 + *index as i32 * 8;
                self.b.ins().load(cl::I64, flags(), closure, offset)
            }
            Insn::InstanceHas { .. } if self.fused_tests[id] => return Ok(None),
            Insn::InstanceHas { value, class, shape } => {
                let v = self.get(*value);
                self.is_instance_with(v, *class, *shape)
            }
            Insn::LoadSlot { object, slot } => {
                let o = self.get(*object);
                self.load_slot(o, *slot as usize)
            }
            Insn::Unbox { value } => {
                let v = self.get(*value);
                match Repr::of(self.f().ty(id)) {
                    Repr::Int => self.b.ins().sshr_imm_s(v, 1),
                    Repr::Double if self.f().ty(*value).is_subtype(types::Flonum) => self.flonum_double(v),
                    Repr::Double => self.unbox_double(v),
                    Repr::Bool => self.b.ins().icmp_imm_s(IntCC::Equal, v, true_value().raw() as i64),
                    Repr::Object => return unsupported("Unbox to an object"),
                }
            }
            Insn::Box { value } => match Repr::of(self.f().ty(*value)) {
                Repr::Double => {
                    let v = self.get(*value);
                    self.box_double(v)
                }
                Repr::Object => return unsupported("Box of an object"),
                Repr::Int | Repr::Bool => self.box_without_allocating(*value),
            },
            Insn::IntArith { op, left, right, state } => {
                let (a, b) = (self.get(*left), self.get(*right));
                self.int_arith(id, *op, a, b, state.is_some())
            }
            Insn::IntCompare { op, left, right } => {
                let (a, b) = (self.get(*left), self.get(*right));
                self.b.ins().icmp(int_cc(*op), a, b)
            }
            Insn::IntNeg { operand, .. } => {
                let a = self.get(*operand);
                let r = self.b.ins().ineg(a);
                let fail = self.leaves_small(r);
                self.deopt_if(fail, id);
                r
            }
            Insn::IntInvert { operand } => {
                let a = self.get(*operand);
                self.b.ins().bnot(a)
            }
            Insn::FloatArith { op, left, right, .. } => {
                let (a, b) = (self.get(*left), self.get(*right));
                self.float_arith(id, *op, a, b)
            }
            Insn::FloatCompare { op, left, right } => {
                let (a, b) = (self.get(*left), self.get(*right));
                self.b.ins().fcmp(float_cc(*op), a, b)
            }
            Insn::FloatNeg { operand } => {
                let a = self.get(*operand);
                self.b.ins().fneg(a)
            }
            Insn::FloatSqrt { operand, .. } => {
                let a = self.get(*operand);
                // Below zero deopts; NaN, -0.0 and infinities are IEEE's answers.
                let zero = self.b.ins().f64const(0.0);
                let negative = self.b.ins().fcmp(FloatCC::LessThan, a, zero);
                self.deopt_if(negative, id);
                self.b.ins().sqrt(a)
            }
            Insn::CastIntToFloat { value } => {
                let a = self.get(*value);
                self.b.ins().fcvt_from_sint(cl::F64, a)
            }
            Insn::NumberToDouble { value, .. } => {
                let v = self.get(*value);
                self.number_to_double(v, id)
            }
            Insn::BoolNot { value } => {
                let a = self.get(*value);
                self.b.ins().bxor_imm_s(a, 1)
            }
            Insn::Select { cond, if_true, if_false } => {
                let (c, a, b) = (self.get(*cond), self.get(*if_true), self.get(*if_false));
                self.b.ins().select(c, a, b)
            }
            Insn::IsInstance { value, .. } => {
                let v = self.get(*value);
                // The classes in the HIR, which lives as long as the code.
                let Insn::IsInstance { classes, .. } = self.cx.f.insn(id) else { unreachable!() };
                self.is_instance(v, classes)
            }
            Insn::IsSame { left, right } => {
                let (a, b) = (self.get(*left), self.get(*right));
                self.b.ins().icmp(IntCC::Equal, a, b)
            }
            Insn::StrEq { left, right } => {
                let (a, b) = (self.get(*left), self.get(*right));
                self.str_eq(a, b)
            }
            Insn::ArrayLen { array } => {
                let a = self.get(*array);
                self.b.ins().load(cl::I64, flags(), a, offset_of!(TupleObject, len) as i32)
            }
            Insn::StrLen { string } => {
                let s = self.get(*string);
                self.b.ins().load(cl::I64, flags(), s, offset_of!(StrObject, char_len) as i32)
            }
            Insn::StrChar { string, index } => {
                let (s, i) = (self.get(*string), self.get(*index));
                self.str_char(s, i)
            }
            Insn::CharStr { code, .. } => {
                // Outside range(0x110000), or a surrogate (0xd800..0xe000).
                let c = self.get(*code);
                let too_big = self.b.ins().icmp_imm_u(IntCC::UnsignedGreaterThanOrEqual, c, 0x11_0000);
                let from_surrogates = self.b.ins().iadd_imm_s(c, -0xd800);
                let surrogate = self.b.ins().icmp_imm_u(IntCC::UnsignedLessThan, from_surrogates, 0x800);
                let invalid = self.b.ins().bor(too_big, surrogate);
                self.deopt_if(invalid, id);
                self.char_str(c)
            }
            Insn::StrOrd { string, .. } => {
                let s = self.get(*string);
                let chars = self.b.ins().load(cl::I64, flags(), s, offset_of!(StrObject, char_len) as i32);
                let not_one = self.b.ins().icmp_imm_s(IntCC::NotEqual, chars, 1);
                self.deopt_if(not_one, id);
                self.str_ord(s)
            }
            Insn::CheckIndex { index, length, .. } => {
                // A negative index counts from the end: `i + n` when `i < 0`, made
                // without a branch (a join there would have the register allocator
                // shuffle the loop's values on the hot path). Then one unsigned
                // compare: a still negative index is huge.
                let (i, n) = (self.get(*index), self.get(*length));
                let sign = self.b.ins().sshr_imm_s(i, 63);
                let from_end = self.b.ins().band(sign, n);
                let k = self.b.ins().iadd(i, from_end);
                let outside = self.b.ins().icmp(IntCC::UnsignedGreaterThanOrEqual, k, n);
                self.deopt_if(outside, id);
                k
            }
            Insn::LoadField { object, field } => {
                let o = self.get(*object);
                self.b.ins().load(cl::I64, flags(), o, field.offset() as i32)
            }
            Insn::StoreField { object, field, value } => {
                self.store_field(*object, *field, *value);
                return Ok(None);
            }
            Insn::StoreSlot { object, slot, value } => {
                let (o, v) = (self.get(*object), self.get(*value));
                let (base, at) = self.slot_address(o, *slot as usize);
                self.b.ins().store(flags(), v, base, at);
                return Ok(None);
            }
            Insn::CheckRangeSmall { next, remaining, step, .. } => {
                // The values run monotonically from `next` to `next + (remaining - 1)
                // * step`: both ends must be small (and the last one computable).
                let (n, k, s) = (self.get(*next), self.get(*remaining), self.get(*step));
                let km1 = self.b.ins().iadd_imm_s(k, -1);
                let (span, wide) = self.b.ins().smul_overflow(km1, s);
                let (last, wider) = self.b.ins().sadd_overflow(n, span);
                let first_outside = self.leaves_small(n);
                let last_outside = self.leaves_small(last);
                let overflow = self.b.ins().bor(wide, wider);
                let outside = self.b.ins().bor(first_outside, last_outside);
                let outside = self.b.ins().bor(outside, overflow);
                let some = self.b.ins().icmp_imm_s(IntCC::SignedGreaterThan, k, 0);
                let fail = self.b.ins().band(outside, some);
                self.deopt_if(fail, id);
                n
            }
            Insn::LoadArrayItem { array, index } => {
                let (a, i) = (self.get(*array), self.get(*index));
                if self.f().ty(*array).is_subtype(types::TupleExact) {
                    self.array_item(a, i)
                } else {
                    self.storage_item(a, i)
                }
            }
            Insn::StoreArrayItem { array, index, value } => {
                let (a, i, v) = (self.get(*array), self.get(*index), self.get(*value));
                self.set_storage_item(a, i, v, self.f().ty(*value));
                return Ok(None);
            }
            Insn::GuardVersions { value, versions, .. } => {
                let v = self.get(*value);
                let yes = self.b.ins().iconst(cl::I8, 1);
                let held = self.versions_hold(yes, versions);
                let fail = self.b.ins().icmp_imm_s(IntCC::Equal, held, 0);
                self.deopt_if(fail, id);
                v
            }
            Insn::GuardStorage { array, storage, .. } => {
                // An empty list may have no storage at all: it passes, as no item will
                // be read.
                let a = self.get(*array);
                let (check, done) = (self.b.create_block(), self.b.create_block());
                self.b.ins().brif(a, check, &[], done, &[]);
                self.b.switch_to_block(check);
                let fail = self.is_storage(a, storage.layout(), IntCC::NotEqual);
                self.deopt_if(fail, id);
                self.b.ins().jump(done, &[]);
                self.b.switch_to_block(done);
                a
            }
            // The guard made the items small ints or immediate floats: their words.
            Insn::LoadNumberItem { array, index, .. } => {
                let (a, i) = (self.get(*array), self.get(*index));
                self.array_item(a, i)
            }
            Insn::LoadBoolItem { array, index } => {
                let (a, i) = (self.get(*array), self.get(*index));
                self.load_bool_item(a, i)
            }
            Insn::StoreBoolItem { array, index, value } => {
                let (a, i, v) = (self.get(*array), self.get(*index), self.get(*value));
                self.store_bool_item(a, i, v);
                return Ok(None);
            }
            other => unreachable!("not a machine op instruction: {other:?}"),
        };
        Ok(Some(value))
    }
}
