//! Bytecode: a stack machine with operands inline in each instruction.
//!
//! A frame is a window of the VM's value stack: `nlocals` local slots (parameters
//! first), then the operand stack. Calls put the callee and its arguments on the
//! caller's operand stack; the arguments become the callee's first locals in place.

use crate::shapes::ShapeId;
use crate::value::Value;
use std::cell::{Cell, OnceCell};
use std::rc::Rc;

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    TrueDiv,
    FloorDiv,
    Mod,
    Pow,
    LShift,
    RShift,
    And,
    Or,
    Xor,
}

impl BinOp {
    pub fn symbol(self) -> &'static str {
        match self {
            BinOp::Add => "+",
            BinOp::Sub => "-",
            BinOp::Mul => "*",
            BinOp::TrueDiv => "/",
            BinOp::FloorDiv => "//",
            BinOp::Mod => "%",
            BinOp::Pow => "** or pow()",
            BinOp::LShift => "<<",
            BinOp::RShift => ">>",
            BinOp::And => "&",
            BinOp::Or => "|",
            BinOp::Xor => "^",
        }
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum CmpOp {
    Lt,
    Le,
    Eq,
    Ne,
    Gt,
    Ge,
    Is,
    IsNot,
    In,
    NotIn,
}

impl CmpOp {
    pub fn symbol(self) -> &'static str {
        match self {
            CmpOp::Lt => "<",
            CmpOp::Le => "<=",
            CmpOp::Eq => "==",
            CmpOp::Ne => "!=",
            CmpOp::Gt => ">",
            CmpOp::Ge => ">=",
            CmpOp::Is => "is",
            CmpOp::IsNot => "is not",
            CmpOp::In => "in",
            CmpOp::NotIn => "not in",
        }
    }
}

/// One instruction. Jump targets are instruction indices.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum Op {
    /// Push `consts[i]`.
    LoadConst(u32),
    /// Push local `i`; UnboundLocalError if unset.
    LoadFast(u32),
    /// Pop into local `i`.
    StoreFast(u32),
    /// Push local `i` as `LoadFast` does, for a local that an `AppendLocal` extends:
    /// the value may now be referred to from anywhere, so a str the appends owned is
    /// shared first (`vm::share_str`).
    LoadFastShare(u32),
    /// `s += w` (`s = s + w` when not `inplace`) of local `s` = `local`: pop `w` and
    /// the value of `s` (pushed by a plain `LoadFast`), store the sum in the local.
    /// Two exact strs append through `Rt::append_str`, in place when the str is one
    /// an earlier append made and nothing has read since; other operands add as
    /// `Inplace(Add)` (or `Binary(Add)`) does.
    AppendLocal {
        local: u32,
        inplace: bool,
    },
    /// Push the value of the cell in local slot `i` (a captured local or free variable).
    LoadDeref(u32),
    /// Pop into the cell in local slot `i`.
    StoreDeref(u32),
    /// Push the cell itself in local slot `i` (to build a closure).
    LoadClosure(u32),
    /// Replace local `i` with a new cell holding its value (function prologue).
    MakeCell(u32),
    /// Copy the calling function's closure cells into locals `first..first+count`.
    CopyFreeVars {
        first: u16,
        count: u16,
    },
    /// Pop a value and append it to the list `depth` entries down (comprehensions).
    ListAppend(u32),
    /// Pop an iterable and extend the list `depth` entries down with it (`*x` in calls).
    ListExtend(u32),
    /// Pop a mapping and merge it into the dict `depth` entries down (`**x` in calls;
    /// a repeated key is a TypeError).
    DictMerge(u32),
    /// Pop a value and a key: add `key=value` to the keyword-argument dict below (a
    /// repeated key is a TypeError).
    KwAdd,
    /// Call with a list of positional arguments and, if `kwargs`, a dict of keyword
    /// arguments (`f(*a, **k)`): pops them and the callee.
    CallEx {
        kwargs: bool,
    },
    /// Pop a value and add it to the set `depth` entries down (comprehensions).
    SetAdd(u32),
    /// Pop a value and a key; store them in the dict `depth` entries down.
    MapAdd(u32),
    /// Pop `n` key/value pairs (pushed key first), push a dict.
    BuildMap(u32),
    /// Pop `n` items, push a set.
    BuildSet(u32),
    /// Pop a tuple of constants, push a set of them built as CPython builds a constant
    /// set display (a frozenset constant merged into a new set), so iteration order
    /// matches.
    BuildConstSet,
    /// Unbind local `i` (UnboundLocalError if unset).
    DeleteFast(u32),
    /// Push a new dict of the function's bound local and free variables by name
    /// (`locals()` in a function).
    Locals,
    /// Unbind the variable in the cell in local `i`.
    DeleteDeref(u32),
    /// Unbind module global `i` (NameError if unset).
    DeleteGlobal(u32),
    /// Pop index, pop container: `del container[index]`.
    DeleteSubscr,
    /// Pop step, stop, start, container: `del container[start:stop:step]`.
    DeleteSlice,
    /// Push module global `i` (falling back to the builtins); NameError if unset.
    LoadGlobal(u32),
    /// Pop into module global `i`.
    StoreGlobal(u32),
    Pop,
    /// Duplicate the top of stack.
    Dup,
    /// Duplicate the top two entries (a b -> a b a b).
    DupTwo,
    /// Swap the top two entries.
    RotTwo,
    /// a b c -> c a b (top moves down two).
    RotThree,
    /// a b c d -> d a b c (top moves down three).
    RotFour,
    /// Pop b, pop a, push `a op b`. Profiled (both operands).
    Binary(BinOp),
    /// As `Binary`, for augmented assignment (`+=` extends a list in place).
    Inplace(BinOp),
    /// Pop b, pop a, push `a op b`. Profiled.
    Compare(CmpOp),
    /// Pop b, pop a, jump to `target` if `(a op b) == jump_if` (a compare feeding a
    /// branch, without materialising the bool). Profiled.
    CompareJump {
        op: CmpOp,
        jump_if: bool,
        target: u32,
    },
    Neg,
    Pos,
    Invert,
    Not,
    Jump(u32),
    /// A loop's back edge: jumps to the loop header and counts (the loop profile).
    JumpBack(u32),
    PopJumpIfFalse(u32),
    PopJumpIfTrue(u32),
    /// If the top is falsy jump (keeping it), else pop it.
    JumpIfFalseOrPop(u32),
    JumpIfTrueOrPop(u32),
    /// Replace the top with an iterator over it.
    GetIter,
    /// Push the iterator's next value, or pop the iterator and jump when exhausted.
    ForIter(u32),
    BuildTuple(u32),
    BuildList(u32),
    /// Pop a sequence of exactly `n` items, push them so item 0 ends on top.
    UnpackSequence(u32),
    /// Pop an iterable of at least `before + after` items (a starred target between
    /// them): push the last `after`, a list of the middle ones, then the first
    /// `before`, so item 0 ends on top.
    UnpackEx {
        before: u16,
        after: u16,
    },
    /// Pop index, pop container, push `container[index]`. Profiled.
    Subscr,
    /// Pop index, pop container, pop value: `container[index] = value`.
    StoreSubscr,
    /// Pop step, stop, start, container (missing bounds are None): push the slice.
    Slice,
    /// Pop step, stop, start, container, value: `container[start:stop:step] = value`.
    StoreSlice,
    /// Call with `n` positional arguments above the callee. Profiled (callee).
    Call(u32),
    /// Call with `argc` arguments, the last `consts[names]`-many of them keyword
    /// arguments named by the tuple `consts[names]`. Profiled (callee).
    CallKw {
        argc: u16,
        names: u16,
    },
    /// Call method `names[name]` on the receiver below `argc` arguments.
    CallMethod {
        name: u16,
        argc: u16,
    },
    /// As `CallMethod`, the last of the `argc` arguments being keyword arguments named
    /// by the tuple `consts[kwnames]`.
    CallMethodKw {
        name: u16,
        argc: u16,
        kwnames: u16,
    },
    /// Replace the top with the value of its attribute `names[i]`.
    LoadAttr(u32),
    /// Pop an object, pop a value: `object.names[i] = value`.
    StoreAttr(u32),
    /// Pop an object: `del object.names[i]`.
    DeleteAttr(u32),
    /// Class bodies: push `names[i]` from the namespace (local 0), else the globals,
    /// else the builtins.
    LoadName(u32),
    /// Class bodies: pop into `names[i]` of the namespace.
    StoreName(u32),
    /// Class bodies: remove `names[i]` from the namespace.
    DeleteName(u32),
    /// Pop `nbases` bases and a class-body function; run the body with a new
    /// namespace and push the class `names[name]`.
    BuildClass {
        name: u16,
        nbases: u16,
    },
    /// Push the module `names[i]` (a dotted name led by one dot per level of a
    /// relative import), importing it first if need be (`crate::import`).
    ImportModule(u32),
    /// `from module import names[i]`: replace the module on top with that name of it
    /// (a package's submodule is imported); ImportError if it has none.
    ImportFrom(u32),
    /// Push a new function from `consts[code]`; pops a closure tuple of cells if
    /// `flags & 4`, then a keyword-only defaults tuple if `flags & 2`, then a defaults
    /// tuple if `flags & 1`.
    MakeFunction {
        code: u16,
        flags: u16,
    },
    /// Pop a format spec (if `has_spec`) and a value; push the value formatted as a str
    /// after the conversion (0 none, 1 `!s`, 2 `!r`, 3 `!a`): an f-string field.
    FormatValue {
        conversion: u8,
        has_spec: bool,
    },
    /// Pop a value and suspend the generator, yielding it; on resumption the value sent
    /// (None for `next`) is pushed.
    Yield,
    /// Where a generator suspended in `yield from` resumes, after its `Yield`: the
    /// value received (on top) is always None, because sent values, `throw` and
    /// `close` go to the iterator it delegates to (`interp::generators::delegate`
    /// finds the generators suspended here).
    YieldFromResume,
    /// Replace the (exhausted) iterator on top with its return value: a finished
    /// generator's `return` value, else None (the value of `yield from`).
    IterReturnValue,
    /// Pop `n` strs, push their concatenation (an f-string).
    BuildString(u32),
    Return,
    /// `with`: replace the context manager on top with its bound `__exit__` and push
    /// the result of its `__enter__()`.
    EnterWith,
    /// Stack [exit, exc] -> [exit, exc, bool]: call `exit(type(exc), exc, None)`; true
    /// means the exception is suppressed.
    WithExcept,
    /// Pop the handled exception (leaving an except clause or a finally block).
    PopExcInfo,
    /// Stack [exc, E] -> [exc, bool]: whether exc is an instance of E (a class or a
    /// tuple of classes).
    CheckExcMatch,
    /// `raise` (form 0: re-raise the handled exception), `raise x` (1), `raise x from
    /// y` (2: the cause is popped and ignored).
    Raise(u8),
    /// Pop an exception and raise it again with the traceback it was caught with (the
    /// end of an unmatched except chain or of a finally block run for an exception).
    Reraise,
    /// Raise AssertionError (with the popped message if `with_message`).
    RaiseAssert {
        with_message: bool,
    },
}

/// An entry of a code object's exception table: an exception raised by an instruction
/// in `start..end` jumps to `target` with the operand stack cut to `depth` entries,
/// the exception pushed. Where entries overlap, the one with the highest `level` (the
/// innermost `try`) wins. `exc_depth` is how many handled exceptions are active at the
/// `try` (enclosing except clauses).
#[derive(Copy, Clone, Debug)]
pub struct ExcHandler {
    pub start: u32,
    pub end: u32,
    pub target: u32,
    pub depth: u32,
    pub level: u32,
    pub exc_depth: u32,
}

/// How a function's parameters are laid out in its locals.
#[derive(Clone, Debug, Default)]
pub struct Params {
    /// Parameters that can be passed positionally (positional-only ones first).
    pub positional: u32,
    /// How many of the positional ones are positional-only.
    pub positional_only: u32,
    /// Keyword-only parameters, after the positional ones.
    pub keyword_only: u32,
    /// A `*args` parameter (the local after the keyword-only ones).
    pub varargs: bool,
    /// A `**kwargs` parameter (the local after `*args`, if any).
    pub varkw: bool,
}

/// An attribute cache entry (`Code::attr_cache`, see `interp::attr_cache`): in shape
/// `from` the attribute is slot `slot` (`to == from`: a load, or a store to an
/// existing attribute), or adding it to `from` gives shape `to` with it at `slot`.
/// Packed into one word, 0 being empty.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct AttrCacheEntry {
    pub from: ShapeId,
    pub to: ShapeId,
    pub slot: usize,
}

/// How many shapes an attribute instruction's cache remembers (polymorphic up to
/// this many; beyond, the oldest entry makes room).
pub const ATTR_CACHE_WAYS: usize = 8;

/// The bits of a shape id an entry holds.
pub const SHAPE_BITS: u32 = 28;

impl AttrCacheEntry {
    pub fn pack(self) -> u64 {
        1 << 63 | (self.from as u64) << 35 | (self.to as u64) << 7 | self.slot as u64
    }

    pub fn unpack(word: u64) -> Option<AttrCacheEntry> {
        let mask = (1 << SHAPE_BITS) - 1;
        (word != 0).then_some(AttrCacheEntry {
            from: ((word >> 35) & mask) as ShapeId,
            to: ((word >> 7) & mask) as ShapeId,
            slot: (word & 0x7f) as usize,
        })
    }

    /// Whether the entry fits its packing (shape ids below 2^28, slots below 128).
    pub fn fits(self) -> bool {
        self.from >> SHAPE_BITS == 0 && self.to >> SHAPE_BITS == 0 && self.slot < 0x80
    }
}

/// What a method call found last time, while `Rt::class_epoch` is `epoch`:
/// - `receiver.name(...)` on an instance (`start` NULL): for an instance of `class`
///   with shape `shape`, the attribute is the plain function `function` on the
///   class, not shadowed by an instance attribute;
/// - `super().name(...)` (`start` the super object's start class): for a super
///   object of `start` bound to an instance of `class` (any shape: instance
///   attributes do not take part), the plain function `function`.
///
/// `binding` says what the function receives first. A `class` of NULL is an empty
/// entry.
#[derive(Copy, Clone, Debug)]
pub struct MethodCache {
    pub class: Value,
    pub function: Value,
    pub shape: u32,
    pub epoch: u64,
    pub start: Value,
    pub binding: Binding,
}

impl MethodCache {
    pub const EMPTY: MethodCache = MethodCache {
        class: Value::NULL,
        function: Value::NULL,
        shape: 0,
        epoch: 0,
        start: Value::NULL,
        binding: Binding::Instance,
    };
}

/// How a method call passes the receiver to the function a class attribute holds.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Binding {
    /// A plain function: the instance first, then the arguments.
    Instance,
    /// A `staticmethod`'s function: the arguments only.
    Static,
    /// A `classmethod`'s function: the instance's class first.
    Class,
}

/// How many receiver classes and shapes a method-call site remembers (polymorphic
/// up to this many; beyond, the oldest entry makes room). Attribute loads have these
/// entries too: for the classes whose attribute there is a property, the getter.
pub const METHOD_CACHE_WAYS: usize = 8;

/// What `Code::call_targets` holds for a call instruction whose callees had
/// different code.
pub const POLYMORPHIC_CALL: usize = 1;

impl Code {
    /// Puts `entry` first among the method cache entries of instruction `pc`; the
    /// oldest (or a stale one) makes room.
    pub fn remember_method(&self, pc: usize, entry: MethodCache) {
        let ways = self.method_cache(pc);
        if ways.is_empty() {
            return;
        }
        for k in (1..ways.len()).rev() {
            ways[k].set(ways[k - 1].get());
        }
        ways[0].set(entry);
    }

    /// Whether the method-call instruction at `pc` has an empty cache entry left (it
    /// has seen fewer receiver kinds than it remembers: not megamorphic).
    pub fn method_cache_has_room(&self, pc: usize) -> bool {
        self.method_cache(pc).iter().any(|w| w.get().class.is_null())
    }

    /// The method cache entries of the method-call instruction at `pc`.
    pub fn method_cache(&self, pc: usize) -> &[Cell<MethodCache>] {
        match self.method_cache_at.get(pc) {
            Some(&at) if at != u32::MAX => &self.method_caches[at as usize..at as usize + METHOD_CACHE_WAYS],
            _ => &[],
        }
    }
}

/// A compiled function or module body. Code objects are immortal.
pub struct Code {
    /// Its index among the runtime's code objects, set when it is registered
    /// (`Rt::register_code`); traceback entries name their code by it.
    pub id: u32,
    pub name: Rc<str>,
    /// The dotted path used in messages: `C.method`, `f.<locals>.g`.
    pub qualname: Rc<str>,
    pub filename: Rc<str>,
    pub first_line: u32,
    pub params: Params,
    /// Names of the locals (parameters first).
    pub varnames: Vec<Rc<str>>,
    pub nlocals: u32,
    /// Maximum operand-stack depth.
    pub stack_size: u32,
    pub ops: Vec<Op>,
    /// Source line of each instruction.
    pub lines: Vec<u32>,
    /// Where on its line each instruction's expression is (see `error::Span`).
    pub spans: Vec<Option<crate::error::Span>>,
    /// Immortal constants.
    pub consts: Vec<Value>,
    /// The exception table.
    pub handlers: Vec<ExcHandler>,
    /// Per instruction, how many exceptions the frame is handling (see
    /// [`handled_depths`]).
    pub handled: Box<[u8]>,
    /// Attribute and method names.
    pub names: Vec<Rc<str>>,
    /// Per-instruction profile: the classes seen by profiled instructions (left operand
    /// in the low 16 bits, right operand in the high 16), a back-edge count for
    /// `JumpBack`. See `crate::profile`.
    pub profile: Box<[Cell<u64>]>,
    /// Per instruction, whether the arithmetic there took two small ints to a big int
    /// (see `crate::profile::record_overflow`): the JIT then compiles it to call the
    /// big-int arithmetic rather than deopt on overflow.
    pub overflowed: Box<[Cell<bool>]>,
    /// Per call instruction, the code of the Python functions it called (see
    /// `crate::profile::record_call_target`): 0 before any, the code's address while
    /// all had that code, [`POLYMORPHIC_CALL`] once two differed.
    pub call_targets: Box<[Cell<usize>]>,
    /// Per-instruction inline caches of attribute loads and stores (see
    /// `interp::attr_cache`): up to [`ATTR_CACHE_WAYS`] packed entries, newest first;
    /// 0 where empty or not an attribute instruction.
    pub attr_cache: Box<[[Cell<u64>; ATTR_CACHE_WAYS]]>,
    /// The inline caches of method calls (see `interp::calls`): [`METHOD_CACHE_WAYS`]
    /// entries per method-call instruction, the instruction's first at
    /// `method_cache_at[pc]` (`u32::MAX` for other instructions).
    pub method_caches: Box<[Cell<MethodCache>]>,
    pub method_cache_at: Box<[u32]>,
    pub call_count: Cell<u64>,
    /// How many times each instruction ran (`Rt::count_executions`): made on the first
    /// counted execution, so a run that does not count pays no memory for it.
    pub executions: OnceCell<Box<[Cell<u64>]>>,
    /// An opaque word for the installed tier (the JIT keeps a pointer to the current
    /// compiled version here, so a call finds it without a table lookup); 0 when none.
    pub tier_slot: Cell<usize>,
    /// A generator function: calling it makes a generator instead of running.
    pub is_generator: bool,
    /// A function's docstring: its body's first statement when that is a string.
    pub doc: Option<Rc<str>>,
    /// Source lines of the file, for tracebacks.
    pub source_lines: Rc<[Rc<str>]>,
    /// The globals of the module the code belongs to.
    pub namespace: crate::vm::Namespace,
}

impl Op {
    /// Where a jump goes (taken or not).
    pub fn jump_target(&self) -> Option<u32> {
        match *self {
            Op::Jump(t)
            | Op::JumpBack(t)
            | Op::PopJumpIfFalse(t)
            | Op::PopJumpIfTrue(t)
            | Op::JumpIfFalseOrPop(t)
            | Op::JumpIfTrueOrPop(t)
            | Op::ForIter(t) => Some(t),
            Op::CompareJump { target, .. } => Some(target),
            _ => None,
        }
    }

    /// Whether execution never falls through to the next instruction.
    pub fn ends_flow(&self) -> bool {
        matches!(self, Op::Jump(_) | Op::JumpBack(_) | Op::Return | Op::Raise(_) | Op::Reraise)
    }

    /// Where control can go after this instruction at `pc` when it does not raise.
    pub fn successors(&self, pc: u32) -> Vec<u32> {
        let mut next: Vec<u32> = self.jump_target().into_iter().collect();
        if !self.ends_flow() {
            next.push(pc + 1);
        }
        next
    }
}

/// How many exceptions are being handled (`rt.exc_stack` entries this frame pushed)
/// when each instruction runs: the handler a `try` enters adds one to the count at the
/// `try` (`ExcHandler::exc_depth`), `PopExcInfo` removes it, and every other path keeps
/// it. The compiler's structure makes the count the same on every path to an
/// instruction; unreachable instructions get 0.
pub fn handled_depths(ops: &[Op], handlers: &[ExcHandler]) -> Box<[u8]> {
    let mut depth: Vec<Option<u32>> = vec![None; ops.len()];
    let mut work = Vec::new();
    let reach = |pc: u32, d: u32, depth: &mut Vec<Option<u32>>, work: &mut Vec<u32>| {
        if let Some(slot) = depth.get_mut(pc as usize)
            && slot.is_none()
        {
            *slot = Some(d);
            work.push(pc);
        }
    };
    if !ops.is_empty() {
        reach(0, 0, &mut depth, &mut work);
    }
    while let Some(pc) = work.pop() {
        let op = ops[pc as usize];
        let d = depth[pc as usize].unwrap_or(0);
        let after = if matches!(op, Op::PopExcInfo) { d.saturating_sub(1) } else { d };
        for next in op.successors(pc) {
            reach(next, after, &mut depth, &mut work);
        }
        if let Some(h) = innermost_handler(handlers, pc) {
            reach(h.target, h.exc_depth + 1, &mut depth, &mut work);
        }
    }
    depth.into_iter().map(|d| d.unwrap_or(0).min(u8::MAX as u32) as u8).collect()
}

/// The innermost exception-table entry covering instruction `pc`.
fn innermost_handler(handlers: &[ExcHandler], pc: u32) -> Option<&ExcHandler> {
    handlers.iter().filter(|h| h.start <= pc && pc < h.end).max_by_key(|h| h.level)
}

impl Code {
    /// The `AppendLocal` instructions' indices, in order.
    pub fn append_sites(&self) -> Vec<u32> {
        (self.ops.iter().enumerate())
            .filter(|(_, op)| matches!(op, Op::AppendLocal { .. }))
            .map(|(pc, _)| pc as u32)
            .collect()
    }

    /// The handler an exception raised by instruction `pc` goes to, if any.
    pub fn handler_at(&self, pc: usize) -> Option<&ExcHandler> {
        innermost_handler(&self.handlers, pc as u32)
    }

    /// How many exceptions this frame is handling while instruction `pc` runs (see
    /// [`handled_depths`]).
    pub fn handled_depth(&self, pc: usize) -> usize {
        self.handled.get(pc).copied().unwrap_or(0) as usize
    }

    pub fn span_of(&self, pc: usize) -> Option<crate::error::Span> {
        self.spans.get(pc).copied().flatten()
    }

    pub fn line_of(&self, pc: usize) -> u32 {
        self.lines.get(pc).copied().unwrap_or(self.first_line)
    }

    /// How many times each instruction ran while `Rt::count_executions` was on, by
    /// pc; None when none was counted.
    pub fn execution_counts(&self) -> Option<&[Cell<u64>]> {
        self.executions.get().map(|counts| &**counts)
    }

    /// The execution counters, one per instruction, made (zeroed) if need be.
    pub fn execution_counters(&self) -> &[Cell<u64>] {
        self.executions.get_or_init(|| (0..self.ops.len()).map(|_| Cell::new(0)).collect())
    }

    /// Adds `n` executions of the instruction at `pc`: for a tier that counts in
    /// compiled code and hands the counts over in bulk.
    pub fn count_executions(&self, pc: usize, n: u64) {
        let count = &self.execution_counters()[pc];
        count.set(count.get().saturating_add(n));
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn instructions_are_one_word() {
        assert_eq!(std::mem::size_of::<super::Op>(), 8);
    }
}
