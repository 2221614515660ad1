//! `inline`: a call of a small known Python function becomes the callee's code.
//!
//! A call is replaced by the callee's HIR, built from the callee's own bytecode and
//! profile and run through the first passes on its own, when it is
//! - a `CallFunction` whose callee is a known function (a guarded global: its type
//!   is the function's constant);
//! - a `CallFunction` whose callees all had one code (the call site's profile,
//!   `Function::call_targets`: the closures one `def` or `lambda` makes), behind
//!   `GuardCode` (deopting to the call); a closure's cells are read from the
//!   function called (`FunctionCell`), a method's or `__init__`'s (`super()`'s
//!   `__class__`) from the function the lookup found;
//! - a `CallMethodCached` whose cache saw plain methods of classes and shapes: a
//!   chain of `InstanceHas` tests goes to each method's body (each once), and any
//!   other receiver to the runtime's method call, so nothing deopts for one
//!   (`GuardVersions` deopts when a class the lookups read changes);
//! - the `InitInstance` of a class call whose `__init__` returns None on every path.
//!
//! The callee's values then flow into the caller's without boxing or a call's frame
//! protocol, and the passes that follow see both as one function.
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
//!   then the caller's at the call (`ember_jit::helpers::trace`). Inside a `try`,
//!   every instruction of the callee that may raise ends a block with a `Try` to the
//!   caller's handler, which takes the caller's frame from the frame state's
//!   outermost frame (`FrameState::outermost`); the landing adds the callee's lines
//!   and ends its frames first.
//! - **Recursion depth.** `EnterInlined` counts the callee's frame as the call would
//!   (deopting to the call when the limit is reached, so the interpreter raises the
//!   `RecursionError`), `LeaveInlined` ends it; an exception leaving the callee's code
//!   ends it too.
//! - **Code-relative tables.** The callee's pcs are offset past the caller's (and past
//!   earlier callees'), and its name indices past the caller's names, so one
//!   function-wide table of each serves (see [`Inlined`]).
//!
//! What is not inlined (the call stays a call): callees that are generators, have a
//! loop, exception handlers or cells of their own, read `locals()`, take `*args`,
//! `**kwargs`, keyword-only or defaulted parameters, or are larger than
//! [`MAX_CALLEE_OPS`] bytecode instructions; calls in a generator; calls already
//! [`MAX_DEPTH`] inlined frames deep, or of a callee of more than
//! [`MAX_NESTED_CALLEE_OPS`] instructions inside inlined code, or of code already
//! twice in the chain of frames (a recursive function unrolls once). A function
//! inlines at most [`MAX_INLINED_OPS`] instructions.

use super::GaveUp;
use crate::build::build;
use crate::effects::{Heaps, effects};
use crate::ir::{
    Binding, Block, BlockId, CodeRef, Edge, EntityRef, FrameState, Function, Helper, Inlined, InlinedKind, Insn,
    InsnId, MethodWay,
};
use crate::{Type, types};
use ember_runtime::code::{Code, Op};
use ember_runtime::layout::LayoutId;
use ember_runtime::object::{code_of_function, is_layout};
use ember_runtime::value::Value;
use ember_runtime::vm::Rt;

/// The largest callee inlined, in bytecode instructions.
pub const MAX_CALLEE_OPS: usize = 48;

/// The most frames of inlined code a call may be in (and be inlined).
pub const MAX_DEPTH: usize = 3;

/// The largest callee inlined into inlined code, in bytecode instructions.
pub const MAX_NESTED_CALLEE_OPS: usize = 16;

/// The most bytecode instructions inlined into one function.
pub const MAX_INLINED_OPS: usize = 160;

/// Inlines the eligible calls of `f`, the HIR of `caller`; whether it inlined any.
pub fn inline(f: &mut Function, rt: &mut Rt, caller: &Code) -> Result<bool, GaveUp> {
    if !f.speculate || caller.is_generator || f.profile.is_empty() {
        return Ok(false);
    }
    let mut inlined_ops: usize = f.inlined.iter().map(|i| i.code_len as usize).sum();
    let mut changed = false;
    // A block is split at each call inlined: the rest of it moves to a new block,
    // visited next, as the callee's blocks are (up to `MAX_DEPTH` levels).
    let mut work: Vec<BlockId> = f.block_ids().collect();
    work.reverse();
    while let Some(b) = work.pop() {
        // Inside a `try`, what the callee raises goes to the handler, as the call's
        // exception would.
        let catching = match f.terminator(b) {
            Some(&Insn::Try { pc, handler, .. }) => Some((pc, handler)),
            _ => None,
        };
        let first_new = f.blocks.len();
        for call in f.block(b).insns.clone() {
            // The bytecode call the instruction stands for: what its frame state's
            // operand stack holds for it (`lower` makes a `CallFunction` of a
            // `C.method(...)` call, whose stack holds no callee).
            let Some(operands) = call_operands(f, caller, call) else { continue };
            if let Some(bodies) = method_bodies(f, rt, caller, call, MAX_INLINED_OPS - inlined_ops)? {
                inlined_ops += bodies.iter().map(|(site, _, _)| site.code.ops.len()).sum::<usize>();
                let visit = splice_polymorphic(f, caller, b, call, bodies);
                work.extend(catch_in_callee(f, b, catching, first_new, visit));
                changed = true;
                break;
            }
            let Some(site) = inlinable_call(f, caller, call) else { continue };
            let code = site.code;
            if inlined_ops + code.ops.len() > MAX_INLINED_OPS {
                continue;
            }
            let Some(g) = callee_hir(rt, code)? else { continue };
            if site.kind == InlinedKind::Initialised && !returns_none(&g) {
                continue;
            }
            inlined_ops += code.ops.len();
            let (args, function) = callee_arguments(f, b, call, &site);
            let visit = splice(f, b, call, &site, Callee { args, function, operands }, g);
            work.extend(catch_in_callee(f, b, catching, first_new, visit));
            changed = true;
            break;
        }
    }
    Ok(changed)
}

/// After a call in block `b` inside a `try` (`catching`: the `Try`'s pc and handler)
/// was inlined, routes what may raise to the handler, from the function's own frame
/// (see [`Function::route_raisers`]): in the blocks made since `first_new` (the
/// callee's, and the tests that choose among bodies), and in `b`, which lost its
/// `Try` to the continuation but may hold another instruction of the call's pc that
/// may raise (a class call's `KeepExceptionArguments` before its `InitInstance`).
/// Returns the blocks to visit for more calls: `visit` (the callee's and the
/// continuation), with the parts split off them.
fn catch_in_callee(
    f: &mut Function,
    b: BlockId,
    catching: Option<(u32, BlockId)>,
    first_new: usize,
    visit: Vec<BlockId>,
) -> Vec<BlockId> {
    let Some((pc, handler)) = catching else { return visit };
    let made = (first_new..f.blocks.len()).map(BlockId::new);
    let mut parts = Vec::new();
    for b in std::iter::once(b).chain(made).collect::<Vec<_>>() {
        // The continuation holds the rest of the calling block, already routed.
        if f.terminator(b).and_then(Insn::handler).is_some() {
            continue;
        }
        parts.extend(f.route_raisers(b, |_, _| Some((pc, handler))));
    }
    parts.retain(|p| !visit.contains(p));
    let mut visit = visit;
    visit.extend(parts);
    visit
}

/// A call to inline: the Python function it calls, and how.
struct InlineSite {
    /// The function, when it is a constant (see [`Inlined::function`]).
    function: Option<Value>,
    code: &'static Code,
    /// For a `CallFunction`, the callee (a closure's cells are read from it), and
    /// whether a `GuardCode` must test its code first (a callee that is no constant).
    callee: Option<(InsnId, bool)>,
    kind: InlinedKind,
}

impl InlineSite {
    fn of_function(function: Value, kind: InlinedKind) -> Option<InlineSite> {
        is_layout(function, LayoutId::Function).then(|| InlineSite {
            function: Some(function),
            code: code_of_function(function),
            callee: None,
            kind,
        })
    }
}

/// What a call to inline calls, when it is one: a `CallFunction` of a known function
/// or of functions of one code (the call site's profile: a closure), or an
/// `InitInstance`. (Method calls: [`method_bodies`].)
fn inlinable_call(f: &Function, caller: &Code, call: InsnId) -> Option<InlineSite> {
    let (site, argc, state) = match f.insn(call) {
        Insn::CallFunction { callee, args, state } => {
            let site = match f.ty(*callee).object_spec() {
                Some(function) => InlineSite {
                    callee: Some((*callee, false)),
                    ..InlineSite::of_function(function, InlinedKind::Returned)?
                },
                None => {
                    let target = *f.call_targets.get(state.pc as usize)?;
                    if target == 0 || target == ember_runtime::code::POLYMORPHIC_CALL {
                        return None;
                    }
                    // SAFETY: the address of a code object a function had
                    // (`record_call_target`); code objects live as long as the runtime.
                    let code: &'static Code = unsafe { &*(target as *const Code) };
                    let kind = InlinedKind::Returned;
                    InlineSite { function: None, code, callee: Some((*callee, true)), kind }
                }
            };
            (site, args.len(), state)
        }
        Insn::InitInstance { args, init, state, .. } => {
            let site = InlineSite::of_function(init.function, InlinedKind::Initialised)?;
            (site, 1 + args.len(), state)
        }
        _ => return None,
    };
    (may_inline_at(f, caller, state, site.code) && inlinable(site.code, argc)).then_some(site)
}

/// Whether a call at `state` may inline `code`: fewer than [`MAX_DEPTH`] frames
/// inlined there already, and `code` in at most one of the frames (a recursive
/// function unrolls once).
fn may_inline_at(f: &Function, caller: &Code, state: &FrameState, code: &Code) -> bool {
    let frames = state.frames();
    let code_of = |s: &FrameState| match f.site(s.pc).frame {
        Some(k) => f.inlined[k].code.get() as *const Code,
        None => caller as *const Code,
    };
    let same = frames.iter().filter(|s| std::ptr::eq(code_of(s), code)).count();
    // Inside inlined code only the smallest callees (accessors, closures' bodies)
    // are inlined: each level multiplies the code a function's callers inline.
    let small = frames.len() == 1 || code.ops.len() <= MAX_NESTED_CALLEE_OPS;
    frames.len() <= MAX_DEPTH && same < 2 && small
}

/// One method of a polymorphic call to inline: the function, the ways of the call's
/// cache that find it, and its HIR.
type MethodBody = (InlineSite, Vec<MethodWay>, Function);

/// For a method call whose cache saw plain methods (each way one class and shape),
/// each method (in the cache's order, once, with the ways that find it) and its
/// HIR, when every one can be inlined at the call within `budget` bytecode
/// instructions.
fn method_bodies(
    f: &Function,
    rt: &mut Rt,
    caller: &Code,
    call: InsnId,
    budget: usize,
) -> Result<Option<Vec<MethodBody>>, GaveUp> {
    let Insn::CallMethodCached { args, ways, state, .. } = f.insn(call) else { return Ok(None) };
    if ways.is_empty() {
        return Ok(None);
    }
    let mut methods: Vec<(InlineSite, Vec<MethodWay>)> = Vec::new();
    for way in ways {
        if way.start.is_some() || way.binding != Binding::Instance {
            return Ok(None);
        }
        if let Some((_, found)) = methods.iter_mut().find(|(site, _)| site.function == Some(way.function)) {
            found.push(way.clone());
            continue;
        }
        let Some(site) = InlineSite::of_function(way.function, InlinedKind::Returned) else { return Ok(None) };
        if !may_inline_at(f, caller, state, site.code) || !inlinable(site.code, 1 + args.len()) {
            return Ok(None);
        }
        methods.push((site, vec![way.clone()]));
    }
    if methods.iter().map(|(site, _)| site.code.ops.len()).sum::<usize>() > budget {
        return Ok(None);
    }
    let mut bodies = Vec::new();
    for (site, ways) in methods {
        let Some(g) = callee_hir(rt, site.code)? else { return Ok(None) };
        bodies.push((site, ways, g));
    }
    Ok(Some(bodies))
}

/// Whether a function of `code` is one to inline when called with `argc` positional
/// arguments (see the module comment).
fn inlinable(code: &Code, argc: usize) -> bool {
    let p = &code.params;
    let simple = p.keyword_only == 0 && !p.varargs && !p.varkw && p.positional as usize == argc;
    simple && code.ops.len() <= MAX_CALLEE_OPS && !code.is_generator && code.handlers.is_empty()
}

/// What an inlined body takes from its call.
struct Callee {
    args: Vec<InsnId>,
    /// The function, for a `CallFunction` (a closure's cells are read from it).
    function: Option<InsnId>,
    /// How many entries of the call's operand stack are the call's operands.
    operands: usize,
}

/// The callee's arguments at `call`, put behind the guards the call needs (before
/// it): for a `CallFunction` the arguments and the function (behind a test of its
/// code when it is no constant); for an `InitInstance` the instance (behind its
/// `__init__` lookup's class versions) then the arguments, and the `__init__`.
fn callee_arguments(f: &mut Function, b: BlockId, call: InsnId, site: &InlineSite) -> (Vec<InsnId>, Option<InsnId>) {
    match f.insn(call).clone() {
        Insn::CallFunction { callee, args, state } => {
            if let Some((_, true)) = site.callee {
                let at = position_of(f, b, call);
                let code = CodeRef::of(site.code);
                let guard = f.add(Insn::GuardCode { value: callee, code, state }, f.ty(callee) & types::Object);
                f.blocks[b].insns.insert(at, guard);
                return (args, Some(guard));
            }
            (args, Some(callee))
        }
        Insn::InitInstance { object, args, init, state } => {
            let at = position_of(f, b, call);
            let function = site.function.map(|value| function_constant(f, b, at, value));
            if init.versions.is_empty() {
                return (std::iter::once(object).chain(args).collect(), function);
            }
            let at = position_of(f, b, call);
            let ty = f.ty(object);
            let versions = init.versions.clone();
            let guard = f.add(Insn::GuardVersions { value: object, versions, state }, ty);
            f.blocks[b].insns.insert(at, guard);
            (std::iter::once(guard).chain(args).collect(), function)
        }
        _ => unreachable!("an inlinable call"),
    }
}

/// The function an inlined method or `__init__` is, as a constant of `f` defined at
/// index `at` of block `b` (its closure's cells are read from it).
fn function_constant(f: &mut Function, b: BlockId, at: usize, function: Value) -> InsnId {
    let constant = f.add(Insn::Const { value: function }, Type::from_value(function));
    f.blocks[b].insns.insert(at, constant);
    constant
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
        Insn::MakeCell { .. } | Insn::Yield { .. } | Insn::Try { .. } | Insn::CaughtException => true,
        Insn::CallHelper { helper, .. } => matches!(helper, Helper::Locals),
        _ => false,
    };
    let used = g.block_ids().flat_map(|b| g.block(b).insns.clone());
    // A callee with a loop spends its time in the loop, not in the call: inlining it
    // would save little and make the caller's code (and compile) much larger.
    if g.has_loop() || used.into_iter().any(|i| refused(g.insn(i))) {
        return Ok(None);
    }
    Ok(Some(g))
}

/// Whether every return of `g` returns None (an `__init__` whose result needs no
/// check).
fn returns_none(g: &Function) -> bool {
    g.block_ids().all(|b| match g.terminator(b) {
        Some(Insn::Return { value }) => g.ty(*value).object_spec() == Some(ember_runtime::object::none()),
        _ => true,
    })
}

/// How many entries of the operand stack the bytecode call `call` stands for takes:
/// the callee (or receiver) and the arguments. None for other bytecode.
fn call_operands(f: &Function, caller: &Code, call: InsnId) -> Option<usize> {
    let state = f.insn(call).frame_state()?;
    let site = f.site(state.pc);
    let code = site.frame.map_or(caller, |k| f.inlined[k].code.get());
    match code.ops.get(site.pc as usize)? {
        Op::Call(argc) => Some(1 + *argc as usize),
        Op::CallMethod { argc, .. } => Some(1 + *argc as usize),
        _ => None,
    }
}

/// Replaces `call` (in block `b`) by the body of `g`, the HIR of the site's function,
/// which takes `callee`'s arguments. Returns the blocks to visit for more calls: the
/// callee's, then the one the rest of `b` moved to.
fn splice(f: &mut Function, b: BlockId, call: InsnId, site: &InlineSite, callee: Callee, g: Function) -> Vec<BlockId> {
    let state = f.insn(call).frame_state().expect("a call has a frame state").clone();
    // The caller's frame at the call, without the call's operands, but for a
    // function that is no constant, which stays on top (see `Inlined::function`). A
    // class call's keeps the instance `__init__` initialises, which the call gives
    // when the callee returns.
    let mut caller = state.clone();
    let kept = site.function.is_none() as usize;
    caller.stack.truncate(caller.stack.len() - callee.operands + kept);
    if site.kind == InlinedKind::Initialised {
        caller.stack.push(callee.args[0]);
    }
    let cont = split_at(f, b, call, returned_type(&g));
    let (frame, mut blocks) = copy_callee(f, g, site, callee.function, Box::new(caller), state.pc, cont);
    // The call becomes `EnterInlined` (after `CheckDepth` for a chain's outermost
    // frame), then a jump to the callee's entry.
    if state.caller.is_none() {
        let check = f.add(Insn::CheckDepth { frame, state: state.clone() }, types::Bottom);
        let at = position_of(f, b, call);
        f.blocks[b].insns.insert(at, check);
    }
    f.insns[call] = Insn::EnterInlined { frame, state };
    f.types[call] = types::Bottom;
    enter_with(f, b, blocks[0], &callee.args);
    blocks.push(cont);
    blocks
}

/// Replaces method call `call` (in block `b`), whose cache saw the receivers of
/// `ways` (each of its class and shape), by a test of the receiver's class and
/// shape for each way, in order, going to the inlined body of the way's method
/// (`bodies`: each method's HIR once, with the ways that find it). A receiver none
/// matches deopts to the call when the function speculates and the cache saw every
/// kind of receiver the site had (it has room left), so a loop around the call runs
/// no unknown code; otherwise it takes the runtime's method call. A class whose
/// version changed deopts to the call. Returns the blocks to visit for more calls:
/// the callees', then the one the rest of `b` moved to.
fn splice_polymorphic(
    f: &mut Function,
    own_code: &Code,
    b: BlockId,
    call: InsnId,
    bodies: Vec<MethodBody>,
) -> Vec<BlockId> {
    let Insn::CallMethodCached { receiver, name, args, state, .. } = f.insn(call).clone() else {
        unreachable!("a method call")
    };
    let result_ty = bodies.iter().fold(types::Object, |t, (_, _, g)| t | returned_type(g));
    let cont = split_at(f, b, call, result_ty);
    f.blocks[b].insns.pop();
    // The caller's frame at the call, without the receiver and the arguments.
    let mut caller = state.clone();
    caller.stack.truncate(caller.stack.len() - 1 - args.len());
    let mut versions: Vec<(Value, u64)> = Vec::new();
    for way in bodies.iter().flat_map(|(_, ways, _)| ways) {
        for v in &way.versions {
            if !versions.contains(v) {
                versions.push(*v);
            }
        }
    }
    let mut test_block = b;
    let mut visit = Vec::new();
    // The bodies' recursion checks come before the dispatch, so a loop around the
    // call that runs no code checks once, before its first turn (a check of a body
    // the receiver does not take may deopt early, which is always allowed).
    let mut checks = Vec::new();
    if let Some(&(class, _)) = versions.first() {
        // The guard's value is the class its lookups start from (any: it only passes
        // it on).
        let ty = Type::from_value(class);
        let class = f.push(b, Insn::Const { value: class }, ty);
        f.push(b, Insn::GuardVersions { value: class, versions, state: state.clone() }, ty);
    }
    let checks_at = f.block(b).insns.len();
    for (site, ways, g) in bodies {
        let enter = f.new_block();
        let function = site.function.map(|method| function_constant(f, enter, 0, method));
        let (frame, blocks) = copy_callee(f, g, &site, function, Box::new(caller.clone()), state.pc, cont);
        drop_tested_shape_guards(f, blocks[0], &ways);
        if state.caller.is_none() {
            checks.push(f.add(Insn::CheckDepth { frame, state: state.clone() }, types::Bottom));
        }
        f.push(enter, Insn::EnterInlined { frame, state: state.clone() }, types::Bottom);
        let callee_args: Vec<InsnId> = std::iter::once(receiver).chain(args.iter().copied()).collect();
        enter_with(f, enter, blocks[0], &callee_args);
        visit.extend(blocks);
        for way in ways {
            let (class, shape) = (way.class, way.shape);
            let test = f.push(test_block, Insn::InstanceHas { value: receiver, class, shape }, types::CBool);
            let next = f.new_block();
            let branch = Insn::Branch {
                cond: test,
                if_true: Edge { target: enter, args: vec![] },
                if_false: Edge { target: next, args: vec![] },
            };
            f.push(test_block, branch, types::Bottom);
            test_block = next;
        }
    }
    f.blocks[b].insns.splice(checks_at..checks_at, checks);
    let site = f.site(state.pc);
    let code = site.frame.map_or(own_code, |k| f.inlined[k].code.get());
    if f.speculate && code.method_cache_has_room(site.pc as usize) {
        f.push(test_block, Insn::Deopt { state }, types::Bottom);
    } else {
        let generic = f.push(test_block, Insn::CallMethod { receiver, name, args, state }, types::Object);
        f.push(test_block, Insn::Jump { edge: Edge { target: cont, args: vec![generic] } }, types::Bottom);
    }
    visit.push(cont);
    visit
}

/// The receiver's shape guards at the top of a method body inlined for `ways`: when
/// every way has one shape, the tests that lead there checked it (and the classes,
/// whose versions the dispatch guards, let their instances' own attributes come
/// first). Those up to the first instruction that may change a shape or a class
/// become a test that the receiver is an object.
fn drop_tested_shape_guards(f: &mut Function, entry: BlockId, ways: &[MethodWay]) {
    let Some(shape) = ways.first().map(|w| w.shape) else { return };
    let plain = ways.iter().all(|w| w.shape == shape && ember_runtime::classes::plain_attribute_loads(w.class));
    let Some(&receiver) = f.block(entry).params.first() else { return };
    if !plain {
        return;
    }
    for i in f.block(entry).insns.clone() {
        match *f.insn(i) {
            // What the guard's users need of its value is that it is an object (the
            // receiver may be typed loosely), which `simplify` sees when it is.
            // A store's guard stays: it also checks that the class has no store hook,
            // which the dispatch's tests do not.
            Insn::GuardShape { value, shape: s, store: false, ref state } if value == receiver && s == shape => {
                let state = state.clone();
                f.insns[i] = Insn::GuardType { value, ty: types::Object, state };
            }
            ref insn if effects(insn).may_write(Heaps::SHAPES | Heaps::OTHER) => return,
            _ => {}
        }
    }
}

/// Where `call` is in block `b`.
fn position_of(f: &Function, b: BlockId, call: InsnId) -> usize {
    f.block(b).insns.iter().position(|&i| i == call).expect("the call is in its block")
}

/// The union of the types `g` returns.
fn returned_type(g: &Function) -> Type {
    g.block_ids()
        .filter_map(|gb| match g.terminator(gb) {
            Some(Insn::Return { value }) => Some(g.ty(*value)),
            _ => None,
        })
        .fold(types::Bottom, |a: Type, t| a | t)
}

/// Splits block `b` after `call`: the instructions after it move to a new block,
/// which takes the call's result (of type `ty`) as its parameter; every use of the
/// call reads the parameter. Returns the new block.
fn split_at(f: &mut Function, b: BlockId, call: InsnId, ty: Type) -> BlockId {
    let cont = f.new_block();
    let result = f.add_param(cont, ty);
    f.replace_uses(call, result);
    let at = position_of(f, b, call);
    let rest = f.blocks[b].insns.split_off(at + 1);
    f.blocks[cont].insns.extend(rest);
    cont
}

/// Ends `block` with a jump to an inlined callee's `entry` passing `args` (the
/// callee's other locals start unbound).
fn enter_with(f: &mut Function, block: BlockId, entry: BlockId, args: &[InsnId]) {
    let null = f.add(Insn::Const { value: Value::NULL }, types::Nullptr);
    let count = f.block(entry).params.len();
    let entry_args = (0..count).map(|k| args.get(k).copied().unwrap_or(null)).collect();
    f.push(block, Insn::Jump { edge: Edge { target: entry, args: entry_args } }, types::Bottom);
}

/// Copies the blocks of `g` (the HIR of the site's function) into `f` as a new
/// inlined frame called at `call_pc`: its pcs and names offset past those of `f`,
/// its frame states chained to `caller`, each `Return v` a `LeaveInlined` and a jump
/// to `cont` passing `v`, each `FreeVar` a cell of `function`. Returns the frame and
/// the copied blocks, the entry first.
fn copy_callee(
    f: &mut Function,
    g: Function,
    site: &InlineSite,
    function: Option<InsnId>,
    caller: Box<FrameState>,
    call_pc: u32,
    cont: BlockId,
) -> (u32, Vec<BlockId>) {
    let frame = f.inlined.len() as u32;
    let pc_base = f.next_pc_base();
    let names_base = f.names.len() as u32;
    merge_tables(f, &g, pc_base, names_base);
    let mut blocks: Vec<Option<BlockId>> = vec![None; g.blocks.len()];
    let mut values: Vec<Option<InsnId>> = vec![None; g.insns.len()];
    let order = g.reverse_post_order();
    for &gb in &order {
        blocks[gb.index()] = Some(f.new_block());
    }
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
        offset_names(insn, names_base);
        if let Insn::FreeVar { index } = *insn {
            let function = function.expect("a callee with free variables is inlined from its function");
            *insn = Insn::FunctionCell { function, index };
        }
        if let Some(mut s) = insn.frame_state().cloned() {
            s.pc += pc_base;
            s.caller = Some(caller.clone());
            insn.set_frame_state(s);
        }
    }
    // Each return ends the frame's depth and goes on in the caller.
    for &gb in &order {
        let nb = blocks[gb.index()].expect("made above");
        let last = *f.block(nb).insns.last().expect("a block ends with its terminator");
        if let Insn::Return { value } = *f.insn(last) {
            f.insns[last] = Insn::LeaveInlined { frame };
            f.push(nb, Insn::Jump { edge: Edge { target: cont, args: vec![value] } }, types::Bottom);
        }
    }
    let (code, kind) = (CodeRef::of(site.code), site.kind);
    let inlined = Inlined {
        function: site.function,
        code,
        pc_base,
        code_len: g.code_len,
        names_base,
        call_pc,
        kind,
        counts_depth: true,
    };
    f.inlined.push(inlined);
    // The entry is first in reverse post-order.
    (frame, order.iter().map(|gb| blocks[gb.index()].expect("made above")).collect())
}

/// Appends a callee's table of one entry per pc (`len` of them, empty meaning none) to
/// a caller's at `base`, filling what either lacks with the empty entry.
fn append_per_pc<T: Copy + Default>(table: &mut Vec<T>, callee: &[T], base: usize, len: usize) {
    if table.is_empty() && callee.is_empty() {
        return;
    }
    table.resize(base, T::default());
    table.extend(callee.iter().copied().chain(std::iter::repeat(T::default())).take(len));
}

/// Appends the callee's per-pc and per-name tables to the caller's (see [`Inlined`]).
fn merge_tables(f: &mut Function, g: &Function, pc_base: u32, names_base: u32) {
    let (base, len) = (pc_base as usize, g.code_len as usize);
    append_per_pc(&mut f.profile, &g.profile, base, len);
    append_per_pc(&mut f.attr_caches, &g.attr_caches, base, len);
    append_per_pc(&mut f.call_targets, &g.call_targets, base, len);
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
