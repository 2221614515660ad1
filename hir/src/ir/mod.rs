//! The HIR: a function is basic blocks of SSA instructions; joins are block parameters
//! (no phis). Every value is an instruction id (`v12`), every block an id (`bb3`), and
//! every value has a [`Type`].
//!
//! Instructions that can leave compiled code (raise, call arbitrary Python, fail a
//! guard) carry a [`FrameState`]: the bytecode offset and the SSA values of the locals
//! and the operand stack *before* the instruction, from which the bytecode interpreter
//! can re-execute it.
//!
//! This module holds ids, frame states, blocks and [`Function`]; `insn` the
//! instruction set and its operand visitors; `immediates` the non-value operands
//! (fields, helpers, operators); `cfg` the control-flow analyses (predecessors,
//! dominators, loop depths, reverse post-order).

use crate::{Type, types};
use cranelift_entity::entity_impl;
pub use cranelift_entity::{EntityRef, PrimaryMap, SecondaryMap};
use ember_runtime::code::ATTR_CACHE_WAYS;
use ember_runtime::value::Value;
use smallvec::SmallVec;

mod cfg;
mod immediates;
mod insn;

pub use cfg::Dominators;
pub use immediates::*;
pub use insn::*;

/// An instruction, and the value it defines (printed `v12`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct InsnId(u32);
entity_impl!(InsnId, "v");

/// A basic block (printed `bb3`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BlockId(u32);
entity_impl!(BlockId, "bb");

/// Where the bytecode interpreter resumes if the instruction leaves compiled code:
/// it re-executes the instruction at `pc` with these locals and operand stack.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct FrameState {
    pub pc: u32,
    /// One value per local slot; an unbound local is a `Nullptr` constant.
    pub locals: Vec<InsnId>,
    pub stack: Vec<InsnId>,
    /// Field writes made before the interpreter resumes: compiled code may keep an
    /// object's fields in registers (a loop's iterator, see
    /// [`crate::passes::iter_loops`]) and write them back only when it leaves.
    /// PyPy's resume data carries the same "pending field writes".
    pub writes: Vec<FieldWrite>,
    /// In code inlined into the function (see [`crate::passes::inline`]), the state of
    /// the frame that made the call: leaving here rebuilds that frame too, with the
    /// call in progress. Its `pc` is the call's, its stack what lies below the callee.
    pub caller: Option<Box<FrameState>>,
}

impl FrameState {
    pub fn new(pc: u32, locals: Vec<InsnId>, stack: Vec<InsnId>) -> FrameState {
        FrameState { pc, locals, stack, writes: Vec::new(), caller: None }
    }

    /// The function's own frame: this state, or in inlined code the state of the
    /// call that made the outermost inlined frame (a `Try` catches in that frame).
    pub fn outermost(&self) -> &FrameState {
        let mut s = self;
        while let Some(caller) = s.caller.as_deref() {
            s = caller;
        }
        s
    }

    /// The frames leaving here rebuilds, outermost (the function's own) first.
    pub fn frames(&self) -> SmallVec<[&FrameState; 2]> {
        let mut frames: SmallVec<[&FrameState; 2]> = smallvec::smallvec![self];
        while let Some(caller) = frames.last().and_then(|s| s.caller.as_deref()) {
            frames.push(caller);
        }
        frames.reverse();
        frames
    }

    /// The entries of every frame leaving here rebuilds ([`Self::frames`]), outermost
    /// first: an exit's words, in the order it saves them. The first
    /// `self.frames()[0].entries()` are the function's own frame's.
    pub fn exit_entries(&self) -> impl Iterator<Item = InsnId> + '_ {
        self.frames().into_iter().flat_map(|s| s.entries())
    }

    /// The field writes leaving here makes: every frame's (the caller's too), made
    /// whichever way compiled code leaves (a deopt, a `Try` landing, or an
    /// exception leaving the function: see [`crate::passes::iter_loops`]).
    pub fn pending_writes(&self) -> impl Iterator<Item = &FieldWrite> + '_ {
        self.frames().into_iter().flat_map(|s| s.writes.iter())
    }

    /// How many entries the frames leaving here rebuilds hold.
    pub fn exit_len(&self) -> usize {
        self.frames().iter().map(|s| s.locals.len() + s.stack.len()).sum()
    }

    /// Calls `f` on every value the state uses (entries and writes, the caller's
    /// included).
    pub fn for_each_value(&self, f: &mut impl FnMut(InsnId)) {
        self.locals.iter().chain(&self.stack).for_each(|&v| f(v));
        self.writes.iter().flat_map(|w| [w.object, w.value]).for_each(&mut *f);
        if let Some(caller) = &self.caller {
            caller.for_each_value(f);
        }
    }

    /// The locals, then the operand stack: what the interpreter frame receives.
    pub fn entries(&self) -> impl Iterator<Item = InsnId> + '_ {
        self.locals.iter().chain(&self.stack).copied()
    }

    /// Replaces each value the state uses (entries and writes) by `f` of it.
    pub fn map_values(&mut self, mut f: impl FnMut(InsnId) -> InsnId) {
        self.map_values_dyn(&mut f);
    }

    fn map_values_dyn(&mut self, f: &mut dyn FnMut(InsnId) -> InsnId) {
        let mut m = |v: &mut InsnId| *v = f(*v);
        self.locals.iter_mut().chain(&mut self.stack).for_each(&mut m);
        self.writes.iter_mut().flat_map(|w| [&mut w.object, &mut w.value]).for_each(m);
        if let Some(caller) = &mut self.caller {
            caller.map_values_dyn(f);
        }
    }

    /// How many values the state uses (entries and writes, the caller's included).
    pub fn value_count(&self) -> usize {
        let own = self.locals.len() + self.stack.len() + 2 * self.writes.len();
        own + self.caller.as_ref().map_or(0, |c| c.value_count())
    }
}

/// `object.field = value`, made when leaving compiled code at a frame state.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct FieldWrite {
    pub object: InsnId,
    pub field: Field,
    pub value: InsnId,
}

/// A jump's destination and the values it passes as the block's parameters.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Edge {
    pub target: BlockId,
    pub args: Vec<InsnId>,
}

/// A basic block: parameters, then instructions, the last a terminator.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Block {
    pub params: Vec<InsnId>,
    pub insns: Vec<InsnId>,
}

/// What a substitution makes of `v`: `map[v]` while that is Some, followed to the end
/// of the chain (a value replaced by one that is replaced in turn).
pub fn resolve(map: &[Option<InsnId>], mut v: InsnId) -> InsnId {
    while let Some(Some(w)) = map.get(v.index()) {
        v = *w;
    }
    v
}

/// An HIR function.
#[derive(Clone, Debug)]
pub struct Function {
    /// The qualified name, for printing.
    pub name: String,
    /// Local names (the entry block's parameters) and attribute/global names.
    pub varnames: Vec<String>,
    pub names: Vec<String>,
    /// The runtime's global names, by slot (`LoadGlobal` operands).
    pub globals: Vec<String>,
    pub insns: PrimaryMap<InsnId, Insn>,
    /// The type of each instruction's value.
    pub types: SecondaryMap<InsnId, Type>,
    pub blocks: PrimaryMap<BlockId, Block>,
    pub entry: BlockId,
    /// The interpreter's profile word of each bytecode instruction when the function
    /// was built (see `ember_runtime::profile`), with `specialise`'s guesses for
    /// instructions that had not run; empty when there is none.
    pub profile: Vec<u64>,
    /// What each call instruction called (`ember_runtime::code::Code::call_targets`),
    /// when the function was built; empty when there is none.
    pub call_targets: Vec<usize>,
    /// The bytecode instructions whose arithmetic took small ints to a big int in the
    /// interpreter (`ember_runtime::code::Code::overflowed`), in order.
    pub overflowed: Vec<u32>,
    /// The bytecode instructions that are append sites (`s += w` of a local that
    /// `Op::AppendLocal` extends in place), in order: `lower` makes their addition of
    /// two strs `CallHelper<AppendStr>`.
    pub append_sites: Vec<u32>,
    /// The interpreter's attribute caches of each bytecode instruction when the
    /// function was built (`ember_runtime::code::AttrCacheEntry` words, newest
    /// first, 0 for none); empty when there are none.
    pub attr_caches: Vec<[u64; ATTR_CACHE_WAYS]>,
    /// Whether passes may speculate (insert guards, lower to operations that deopt).
    pub speculate: bool,
    /// Globals whose value when the function was built is worth a guard, by slot: a
    /// Python function or a class (pinned by the builder, so no other object can take its address
    /// while compiled code compares against it) or an unbound global's builtin (a
    /// function or a type, immortal). `specialise` guards on them: calls of a known
    /// builtin get result types, calls of a known function enter its code directly.
    pub known_globals: Vec<(u32, Value)>,
    /// For each known global class whose instances are plain and initialised by a
    /// Python `__init__` (`ember_runtime::classes::constructs_plainly`), that
    /// `__init__` as found on a new instance (pinned): `lower` makes calls of the class
    /// `NewInstance` and `InitInstance`.
    pub class_inits: Vec<MethodWay>,
    /// The plain class attributes (`ember_runtime::classes::plain_class_attribute`)
    /// the function reads straight off its known global classes (`C.name`), with the
    /// values (pinned) and the versions they were found under: `lower` makes a load
    /// of one a constant behind a `GuardVersions`.
    pub class_attributes: Vec<ClassAttribute>,
    /// What `C.name(...)` calls for known global classes (`build::class_calls`): a
    /// direct call behind a `GuardVersions`.
    pub class_calls: Vec<ClassAttribute>,
    /// The number of bytecode instructions of the function's own code: the pcs of
    /// code inlined into it come after (see [`Inlined`]).
    pub code_len: u32,
    /// The code inlined into the function, by frame (see [`crate::passes::inline`]).
    pub inlined: Vec<Inlined>,
}

/// A call whose callee's code was inlined. Its instructions' pcs are the callee's
/// offset by `pc_base`, and their name indices the callee's offset by `names_base`,
/// so the function's per-pc and per-name tables (profile, caches, names) are the
/// caller's followed by each callee's, and the passes read them as they read the
/// caller's own. Leaving compiled code maps them back ([`Function::site`]).
#[derive(Clone, Debug)]
pub struct Inlined {
    /// The function called when it is a constant (pinned: a known global's value, a
    /// method a cache saw); None when the call's callee is whatever function of
    /// `code` the program made (a closure), which the caller's frame state then keeps
    /// on top of its stack.
    pub function: Option<Value>,
    /// The callee's code.
    pub code: CodeRef,
    pub pc_base: u32,
    /// The callee's number of bytecode instructions.
    pub code_len: u32,
    pub names_base: u32,
    /// The (function-wide) pc of the call.
    pub call_pc: u32,
    /// What the call gives its caller.
    pub kind: InlinedKind,
    /// Whether compiled code counts the frame in `Rt::depth` while its code runs
    /// (see [`crate::passes::inlined_depth`]): a frame whose code calls nothing has
    /// its depth counted only when leaving compiled code rebuilds it.
    pub counts_depth: bool,
}

/// What an inlined call gives its caller when the callee returns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InlinedKind {
    /// What the callee returned (a function or method call).
    Returned,
    /// The instance `__init__` initialised (the second half of `class(*args)`): the
    /// callee must return None; the caller's frame state holds the instance on top of
    /// its stack.
    Initialised,
}

/// Where a function-wide pc is: in the function's own code (`frame` None) or in an
/// inlined callee's, at `pc` of that code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Site {
    /// The index of the [`Inlined`] frame, None for the function's own code.
    pub frame: Option<usize>,
    /// The pc inside that frame's code.
    pub pc: u32,
}

/// `class.name` was `value` while the classes in `versions` kept those versions.
#[derive(Clone, Debug)]
pub struct ClassAttribute {
    pub class: Value,
    pub name: u32,
    pub value: Value,
    pub versions: Vec<(Value, u64)>,
}

impl Function {
    pub fn new(name: &str) -> Function {
        Function {
            name: name.to_string(),
            varnames: Vec::new(),
            names: Vec::new(),
            globals: Vec::new(),
            insns: PrimaryMap::new(),
            types: SecondaryMap::new(),
            blocks: PrimaryMap::new(),
            entry: BlockId::new(0),
            profile: Vec::new(),
            call_targets: Vec::new(),
            overflowed: Vec::new(),
            append_sites: Vec::new(),
            attr_caches: Vec::new(),
            speculate: true,
            known_globals: Vec::new(),
            class_inits: Vec::new(),
            class_attributes: Vec::new(),
            class_calls: Vec::new(),
            code_len: 0,
            inlined: Vec::new(),
        }
    }

    /// Where function-wide pc `pc` is: the function's own code, or an inlined frame's.
    pub fn site(&self, pc: u32) -> Site {
        match self.inlined.iter().position(|i| (i.pc_base..i.pc_base + i.code_len).contains(&pc)) {
            Some(k) => Site { frame: Some(k), pc: pc - self.inlined[k].pc_base },
            None => Site { frame: None, pc },
        }
    }

    /// The pc the next inlined callee's starts at.
    pub fn next_pc_base(&self) -> u32 {
        self.inlined.last().map_or(self.code_len, |i| i.pc_base + i.code_len)
    }

    pub fn new_block(&mut self) -> BlockId {
        self.blocks.push(Block::default())
    }

    /// Adds an instruction (not yet in a block) of type `ty`.
    pub fn add(&mut self, insn: Insn, ty: Type) -> InsnId {
        let id = self.insns.push(insn);
        self.types[id] = ty;
        id
    }

    /// Adds an instruction at the end of `block`.
    pub fn push(&mut self, block: BlockId, insn: Insn, ty: Type) -> InsnId {
        let id = self.add(insn, ty);
        self.blocks[block].insns.push(id);
        id
    }

    /// Adds a parameter to `block`.
    pub fn add_param(&mut self, block: BlockId, ty: Type) -> InsnId {
        let index = self.blocks[block].params.len() as u32;
        let id = self.add(Insn::Param { index }, ty);
        self.blocks[block].params.push(id);
        id
    }

    /// The value `v` stands for once its guards are looked through.
    pub fn unguarded(&self, mut v: InsnId) -> InsnId {
        while let Some(value) = self.insn(v).guarded_value() {
            v = value;
        }
        v
    }

    pub fn insn(&self, id: InsnId) -> &Insn {
        &self.insns[id]
    }

    pub fn ty(&self, id: InsnId) -> Type {
        self.types[id]
    }

    pub fn block(&self, id: BlockId) -> &Block {
        &self.blocks[id]
    }

    pub fn block_ids(&self) -> impl Iterator<Item = BlockId> + use<> {
        self.blocks.keys()
    }

    /// The instructions of `block` an exception may come out of mid-block: what a
    /// `Try` ending the block takes to its handler, with their frame states.
    pub fn raisers(&self, block: BlockId) -> impl Iterator<Item = InsnId> + '_ {
        let raises = |i: &&InsnId| crate::effects::effects(self.insn(**i)).raises_midblock();
        self.block(block).insns.iter().filter(raises).copied()
    }

    /// Splits `block` after each instruction that may raise where `catcher` says a
    /// handler catches (the `Try`'s pc and landing block), ending each part with a
    /// `Try` to it, and before such an instruction when an earlier one of the part may
    /// raise, so that what a `Try` catches comes from its pc alone. A `Raise` caught
    /// becomes a helper that raises, and its part a `Try` with no normal successor.
    /// Returns the blocks it leaves (`block` and the parts split off it).
    pub fn route_raisers(
        &mut self,
        block: BlockId,
        catcher: impl Fn(&Function, InsnId) -> Option<(u32, BlockId)>,
    ) -> Vec<BlockId> {
        let mut current = block;
        let mut parts = vec![block];
        let mut k = 0;
        while k < self.block(current).insns.len() {
            let id = self.block(current).insns[k];
            k += 1;
            if !self.may_be_caught(id) {
                continue;
            }
            let Some((pc, handler)) = catcher(self, id) else { continue };
            if self.raisers(current).next().is_some_and(|first| first != id) {
                let next = self.split_block(current, k - 1);
                self.push(current, Insn::Jump { edge: Edge { target: next, args: Vec::new() } }, types::Bottom);
                current = next;
                parts.push(next);
                k = 0;
                continue;
            }
            if let Insn::Raise { kind, value, state } = self.insn(id).clone() {
                let args = value.into_iter().collect();
                self.insns[id] = Insn::CallHelper { helper: Helper::Raise(kind), args, state };
                self.push(current, Insn::Try { pc, normal: None, handler }, types::Bottom);
                return parts;
            }
            let next = self.split_block(current, k);
            let normal = Some(Edge { target: next, args: Vec::new() });
            self.push(current, Insn::Try { pc, normal, handler }, types::Bottom);
            current = next;
            parts.push(next);
            k = 0;
        }
        parts
    }

    /// Whether a `Try` could catch what `id` raises: it may raise mid-block, or it is
    /// a `Raise` (which [`Self::route_raisers`] makes a helper call when caught).
    pub fn may_be_caught(&self, id: InsnId) -> bool {
        crate::effects::effects(self.insn(id)).raises_midblock() || matches!(self.insn(id), Insn::Raise { .. })
    }

    /// Moves the instructions of `block` from index `at` on to a new block, which it
    /// returns; `block` is left without a terminator.
    pub fn split_block(&mut self, block: BlockId, at: usize) -> BlockId {
        let rest = self.blocks[block].insns.split_off(at);
        let next = self.new_block();
        self.blocks[next].insns = rest;
        next
    }

    /// The terminator of `block`, if it has one.
    pub fn terminator(&self, block: BlockId) -> Option<&Insn> {
        self.block(block).insns.last().map(|&i| self.insn(i)).filter(|i| i.is_terminator())
    }

    /// The operand of a checked `IntArith` that is a `Select` of a value and 0 (as
    /// [`crate::passes::if_convert`] makes them): the operation runs whatever the
    /// condition, and when the operand is 0 it is the identity and cannot fail, but
    /// its frame state stands for the operation of the taken branch. So only a
    /// non-zero operand may deopt, `EMBER_DEOPT_STRESS` included.
    pub fn selected_operand(&self, op: InsnId) -> Option<InsnId> {
        let Insn::IntArith { left, right, state: Some(_), .. } = self.insn(op) else { return None };
        let zero = |v: InsnId| matches!(self.insn(v), Insn::PrimConst { bits: 0 });
        [*left, *right].into_iter().find(|&v| match self.insn(v) {
            Insn::Select { if_true, if_false, .. } => zero(*if_true) || zero(*if_false),
            _ => false,
        })
    }

    /// Replaces every use of `old` with `new` (in operands, edges and frame states).
    pub fn replace_uses(&mut self, old: InsnId, new: InsnId) {
        for insn in self.insns.values_mut() {
            insn.map_operands(|v| if v == old { new } else { v });
        }
    }

    /// Replaces every use of each value `v` with what `map` makes of it (see
    /// [`resolve`]), in one pass over the function. Values past the map's end stay.
    pub fn replace_uses_map(&mut self, map: &[Option<InsnId>]) {
        for insn in self.insns.values_mut() {
            insn.map_operands(|v| resolve(map, v));
        }
    }

    /// Removes parameter `k` of `block` and its argument from every edge to the
    /// block; its uses read `value` instead.
    pub fn remove_param(&mut self, block: BlockId, k: usize, value: InsnId) {
        let mut map = vec![None; self.insns.len()];
        map[self.block(block).params[k].index()] = Some(value);
        self.remove_params(&[(block, k)], &map);
    }

    /// Removes the parameters `removed` (a block and a parameter's index in it) and
    /// their arguments on every edge to their blocks, in one pass over the function;
    /// the uses of every value read what `map` makes of it ([`resolve`]), which must
    /// replace each removed parameter.
    pub fn remove_params(&mut self, removed: &[(BlockId, usize)], map: &[Option<InsnId>]) {
        self.replace_uses_map(map);
        let mut indexes: SecondaryMap<BlockId, Vec<usize>> = SecondaryMap::with_capacity(self.blocks.len());
        for &(block, k) in removed {
            indexes[block].push(k);
        }
        let mut blocks: Vec<BlockId> = removed.iter().map(|&(block, _)| block).collect();
        blocks.sort_unstable();
        blocks.dedup();
        for &block in &blocks {
            // Highest index first, so the others keep theirs until removed.
            let ks = &mut indexes[block];
            ks.sort_unstable_by(|a, b| b.cmp(a));
            ks.dedup();
            for &k in &indexes[block] {
                self.blocks[block].params.remove(k);
            }
            for index in 0..self.block(block).params.len() {
                let q = self.block(block).params[index];
                self.insns[q] = Insn::Param { index: index as u32 };
            }
        }
        // The reachable blocks' terminators: passes keep only those consistent (an
        // instruction taken out of its block, or a dead block, keeps what it had).
        for b in self.reverse_post_order() {
            let Some(&t) = self.block(b).insns.last() else { continue };
            for edge in self.insns[t].edges_mut() {
                for &k in &indexes[edge.target] {
                    edge.args.remove(k);
                }
            }
        }
    }

    /// A new block that the edges into `header` for which `enters` holds (given the
    /// edge's source block and the edge) now go to: it takes the header's parameters
    /// and jumps to the header with them.
    pub fn insert_preheader(&mut self, header: BlockId, enters: impl Fn(BlockId, &Edge) -> bool) -> BlockId {
        let pre = self.new_block();
        let types: Vec<Type> = self.block(header).params.iter().map(|&p| self.ty(p)).collect();
        let args = types.into_iter().map(|ty| self.add_param(pre, ty)).collect();
        // `pre` is not reachable yet, so it is not among the sources.
        for b in self.reverse_post_order() {
            let last = *self.block(b).insns.last().expect("a terminator");
            for edge in self.insns[last].edges_mut() {
                if edge.target == header && enters(b, edge) {
                    edge.target = pre;
                }
            }
        }
        self.push(pre, Insn::Jump { edge: Edge { target: header, args } }, crate::types::Bottom);
        pre
    }
}
