//! `inline`: a call of a small known Python function becomes the callee's code.
//!
//! A `CallFunction` whose callee is a known function (a guarded global: its type is
//! the function's constant) is replaced by the callee's HIR, built from its own
//! bytecode and profile and run through the first passes on its own. The callee's
//! values then flow into the caller's without boxing or a call's frame protocol, and
//! the passes that follow see both as one function.
//!
//! ```text
//! bb0:                                  bb0:
//!   v3 = CallFunction v1, v2 @7[..]  =>   EnterInlined 0 @7[..]
//!   Return v3                             Jump bb5(v2, v9)          # callee entry
//!                                       bb5(v10, v11): ...          # callee, pcs 20..
//!                                         Jump bb4(v14)             # was Return v14
//!                                       bb4(v3):
//!                                         LeaveInlined 0
//!                                         Return v3
//! ```
//!
//! What stays as the interpreter would have it:
//! - **Frames.** Every frame state of the callee's code chains to the caller's at the
//!   call ([`FrameState::caller`]): leaving there rebuilds the caller's interpreter
//!   frame and the callee's above it, runs the callee to its end and finishes the
//!   caller's call with its result (`crate::exit::resume_frames`).
//! - **Tracebacks.** An exception leaving the callee's code adds the callee's line,
//!   then the caller's at the call (`ember_jit::helpers::trace`).
//! - **Recursion depth.** `EnterInlined` counts the callee's frame as the call would
//!   (deopting to the call when the limit is reached, so the interpreter raises the
//!   `RecursionError`), `LeaveInlined` ends it; an exception leaving the callee's code
//!   ends it too.
//! - **Code-relative tables.** The callee's pcs are offset past the caller's (and past
//!   earlier callees'), and its name indices past the caller's names, so one
//!   function-wide table of each serves (see [`Inlined`]).
//!
//! What is not inlined (the call stays a call): callees that are generators, have
//! exception handlers or closures (cells, free variables), read `locals()`, take
//! `*args`, `**kwargs`, keyword-only or defaulted parameters, or are larger than
//! [`MAX_CALLEE_OPS`] bytecode instructions; calls inside a `try` block; calls in a
//! generator; calls in code that was itself inlined (one level: a recursive function
//! is unrolled once). A function inlines at most [`MAX_INLINED_OPS`] instructions.

use super::GaveUp;
use crate::build::build;
use crate::ir::{Block, BlockId, Edge, EntityRef, Function, Helper, Inlined, Insn, InsnId};
use crate::{Type, types};
use ember_runtime::code::Code;
use ember_runtime::layout::LayoutId;
use ember_runtime::object::{code_of_function, is_layout};
use ember_runtime::value::Value;
use ember_runtime::vm::Rt;

/// The largest callee inlined, in bytecode instructions.
pub const MAX_CALLEE_OPS: usize = 48;

/// The most bytecode instructions inlined into one function.
pub const MAX_INLINED_OPS: usize = 400;

/// Inlines the eligible calls of `f`, the HIR of `caller`; whether it inlined any.
pub fn inline(f: &mut Function, rt: &mut Rt, caller: &Code) -> Result<bool, GaveUp> {
    if !f.speculate || caller.is_generator || f.profile.is_empty() {
        return Ok(false);
    }
    let mut inlined_ops = 0;
    let mut changed = false;
    // A block is split at each call inlined: the rest of it moves to a new block,
    // visited next. The callee's blocks are not visited (one level).
    let mut work: Vec<BlockId> = f.block_ids().collect();
    work.reverse();
    while let Some(b) = work.pop() {
        if matches!(f.terminator(b), Some(Insn::Try { .. })) {
            continue;
        }
        for call in f.block(b).insns.clone() {
            let Some((function, code)) = inlinable_call(f, call) else { continue };
            if inlined_ops + code.ops.len() > MAX_INLINED_OPS {
                continue;
            }
            let Some(g) = callee_hir(rt, code)? else { continue };
            inlined_ops += code.ops.len();
            work.push(splice(f, b, call, function, g));
            changed = true;
            break;
        }
    }
    Ok(changed)
}

/// The function and code a `CallFunction` calls, when it is one to inline.
fn inlinable_call<'a>(f: &Function, call: InsnId) -> Option<(Value, &'a Code)> {
    let Insn::CallFunction { callee, args, state } = f.insn(call) else { return None };
    if state.caller.is_some() {
        return None;
    }
    let function = f.ty(*callee).object_spec().filter(|&v| is_layout(v, LayoutId::Function))?;
    let code: &'a Code = code_of_function(function);
    let p = &code.params;
    let simple = p.keyword_only == 0 && !p.varargs && !p.varkw && p.positional as usize == args.len();
    let small = code.ops.len() <= MAX_CALLEE_OPS;
    (simple && small && !code.is_generator && code.handlers.is_empty()).then_some((function, code))
}

/// The callee's HIR after the passes before inlining, or None when it holds what is
/// not inlined (see the module comment) or does not build.
fn callee_hir(rt: &mut Rt, code: &Code) -> Result<Option<Function>, GaveUp> {
    let Ok(mut g) = build(code, rt) else { return Ok(None) };
    g.speculate = true;
    for (_, pass) in super::PIPELINE.into_iter().take(super::INLINE_AFTER) {
        pass(&mut g)?;
    }
    let refused = |insn: &Insn| match insn {
        Insn::MakeCell { .. }
        | Insn::FreeVar { .. }
        | Insn::LoadCell { .. }
        | Insn::StoreCell { .. }
        | Insn::Yield { .. }
        | Insn::Try { .. }
        | Insn::CaughtException => true,
        Insn::CallHelper { helper, .. } => matches!(helper, Helper::Locals),
        _ => false,
    };
    let used = g.block_ids().flat_map(|b| g.block(b).insns.clone());
    if used.into_iter().any(|i| refused(g.insn(i))) {
        return Ok(None);
    }
    Ok(Some(g))
}

/// Replaces `call` (in block `b`) by the body of `g`, the HIR of `function`; returns
/// the block the rest of `b` moved to.
fn splice(f: &mut Function, b: BlockId, call: InsnId, function: Value, g: Function) -> BlockId {
    let Insn::CallFunction { args, state, .. } = f.insn(call).clone() else { unreachable!("a call") };
    let call_pc = state.pc;
    let frame = f.inlined.len() as u32;
    let pc_base = f.next_pc_base();
    let names_base = f.names.len() as u32;
    merge_tables(f, &g, pc_base, names_base);
    // The caller's frame at the call: the callee and its arguments are the call's.
    let mut caller = state.clone();
    caller.stack.truncate(caller.stack.len() - 1 - args.len());
    let caller = Box::new(caller);

    // The callee's blocks and values, renumbered into `f`.
    let mut blocks: Vec<Option<BlockId>> = vec![None; g.blocks.len()];
    let mut values: Vec<Option<InsnId>> = vec![None; g.insns.len()];
    let order = g.reverse_post_order();
    for &gb in &order {
        blocks[gb.index()] = Some(f.new_block());
    }
    let cont = f.new_block();
    let result_ty = order
        .iter()
        .filter_map(|&gb| match g.terminator(gb) {
            Some(Insn::Return { value }) => Some(g.ty(*value)),
            _ => None,
        })
        .fold(types::Bottom, |a: Type, t| a | t);
    let result = f.add_param(cont, result_ty);
    for &gb in &order {
        let nb = blocks[gb.index()].expect("made above");
        let Block { params, insns } = g.block(gb).clone();
        for p in params {
            let np = f.add(g.insn(p).clone(), g.ty(p));
            f.blocks[nb].params.push(np);
            values[p.index()] = Some(np);
        }
        for i in insns {
            let ni = f.add(g.insn(i).clone(), g.ty(i));
            f.blocks[nb].insns.push(ni);
            values[i.index()] = Some(ni);
        }
    }
    // Values used but defined in no block (constants the builder shares).
    let mut floating = Vec::new();
    for &gb in &order {
        for &i in g.block(gb).insns.iter() {
            g.insn(i).for_each_operand(|v| {
                if values[v.index()].is_none() {
                    floating.push(v);
                }
            });
        }
    }
    for v in floating {
        if values[v.index()].is_none() {
            values[v.index()] = Some(f.add(g.insn(v).clone(), g.ty(v)));
        }
    }
    let new_ids: Vec<InsnId> = values.iter().flatten().copied().collect();
    for ni in new_ids {
        let insn = &mut f.insns[ni];
        insn.map_operands(|v| values[v.index()].expect("every value of the callee is renumbered"));
        for edge in insn.edges_mut() {
            edge.target = blocks[edge.target.index()].expect("a reachable block");
        }
        if let Insn::Return { value } = *insn {
            *insn = Insn::Jump { edge: Edge { target: cont, args: vec![value] } };
        }
        offset_names(insn, names_base);
        if let Some(mut s) = insn.frame_state().cloned() {
            s.pc += pc_base;
            s.caller = Some(caller.clone());
            insn.set_frame_state(s);
        }
    }

    // The caller's block: the call becomes `EnterInlined`, then a jump to the callee's
    // entry with the arguments (the callee's other locals start unbound); the rest
    // of the block moves to `cont`, where the result arrives.
    f.replace_uses(call, result);
    let at = f.block(b).insns.iter().position(|&i| i == call).expect("the call is in its block");
    let rest = f.blocks[b].insns.split_off(at + 1);
    let leave = f.add(Insn::LeaveInlined { frame }, types::Bottom);
    f.blocks[cont].insns.push(leave);
    f.blocks[cont].insns.extend(rest);
    f.insns[call] = Insn::EnterInlined { frame, state };
    f.types[call] = types::Bottom;
    let entry_params = g.block(g.entry).params.len();
    let null = f.add(Insn::Const { value: Value::NULL }, types::Nullptr);
    let entry_args = (0..entry_params).map(|k| args.get(k).copied().unwrap_or(null)).collect();
    let entry = blocks[g.entry.index()].expect("the entry is reachable");
    f.push(b, Insn::Jump { edge: Edge { target: entry, args: entry_args } }, types::Bottom);
    f.inlined.push(Inlined { function, pc_base, code_len: g.code_len, names_base, call_pc });
    cont
}

/// Appends the callee's per-pc and per-name tables to the caller's (see [`Inlined`]).
fn merge_tables(f: &mut Function, g: &Function, pc_base: u32, names_base: u32) {
    let (base, len) = (pc_base as usize, g.code_len as usize);
    f.profile.resize(base, 0);
    f.profile.extend(g.profile.iter().copied().chain(std::iter::repeat(0)).take(len));
    if !f.attr_caches.is_empty() || !g.attr_caches.is_empty() {
        f.attr_caches.resize(base, Default::default());
        f.attr_caches.extend(g.attr_caches.iter().copied().chain(std::iter::repeat(Default::default())).take(len));
    }
    f.overflowed.extend(g.overflowed.iter().map(|pc| pc + pc_base));
    f.append_sites.extend(g.append_sites.iter().map(|pc| pc + pc_base));
    f.names.extend(g.names.iter().cloned());
    if g.globals.len() > f.globals.len() {
        f.globals = g.globals.clone();
    }
    f.known_globals.extend(g.known_globals.iter().copied());
    f.class_inits.extend(g.class_inits.iter().cloned());
    let offset = |a: &crate::ir::ClassAttribute| crate::ir::ClassAttribute { name: a.name + names_base, ..a.clone() };
    f.class_attributes.extend(g.class_attributes.iter().map(offset));
    f.class_calls.extend(g.class_calls.iter().map(offset));
}

/// Offsets the name indices an instruction holds by `base` (global slots are the
/// runtime's, not the code's, and stay).
fn offset_names(insn: &mut Insn, base: u32) {
    match insn {
        Insn::LoadAttr { name, .. }
        | Insn::StoreAttr { name, .. }
        | Insn::LoadAttrCached { name, .. }
        | Insn::LoadAttrGetter { name, .. }
        | Insn::StoreAttrCached { name, .. }
        | Insn::CallMethod { name, .. }
        | Insn::CallMethodCached { name, .. } => *name += base,
        Insn::CallHelper { helper, .. } => match helper {
            Helper::LoadName(name)
            | Helper::StoreName(name)
            | Helper::DeleteName(name)
            | Helper::BuildClass(name)
            | Helper::ImportModule(name)
            | Helper::ImportFrom(name)
            | Helper::DeleteAttr(name)
            | Helper::CallMethodKw { name, .. }
            | Helper::ListMethod(name)
            | Helper::DictMethod(name)
            | Helper::StrMethod(name) => *name += base,
            _ => {}
        },
        _ => {}
    }
}
