//! Exception objects for the runtime's errors, `raise`, re-raise, `except` matching and unbound-cell errors.

use super::*;
use crate::code::{Code, Op};
use crate::error::{ExcKind, PyErr, PyResult, TraceEntry, Traceback};
use crate::raise;
use crate::value::Value;
use crate::vm::Rt;
use smallvec::SmallVec;

/// The exception object of `err`, made (and remembered in `err`) if the runtime raised
/// it without one.
pub fn exception_object(rt: &mut Rt, err: &mut PyErr) -> Value {
    if !err.value.is_null() {
        return err.value;
    }
    let cls = rt.exc_classes[err.kind as usize];
    let mark = rt.handles.len();
    let args: SmallVec<[Value; 2]> = if let Some((errno, strerror)) = err.errno {
        let m = rt.new_str(strerror);
        rt.handles.push(m);
        smallvec::smallvec![Value::small_int(errno as i64), m]
    } else if err.message.is_empty() {
        SmallVec::new()
    } else {
        let m = rt.new_str(&err.message);
        rt.handles.push(m);
        smallvec::smallvec![m]
    };
    let obj = crate::classes::instantiate(rt, cls, &args, &[]).expect("builtin exception construction");
    rt.handles.truncate(mark);
    err.value = obj;
    obj
}

/// Makes `err`, raised by instruction `pc` of `code`, the exception the frame handles
/// (a handler is entered): its traceback gets this frame's line, the exceptions the
/// frame handled since the `try` (those past `keep` on `rt.exc_stack`) end, and it is
/// pushed there, its traceback kept on it. Returns the exception object. Its context
/// must already be recorded.
pub fn enter_handler(rt: &mut Rt, code: &Code, pc: usize, err: &mut PyErr, keep: usize) -> Value {
    let obj = exception_object(rt, err);
    err.add_frame(code, pc);
    handle(rt, obj, &err.traceback, keep);
    obj
}

/// What entering a handler does with exception object `obj` (rooted), caught with
/// `traceback` (this frame's entry last): the exceptions past `keep` on
/// `rt.exc_stack` end, `obj` is pushed there, and its traceback kept on it.
pub fn handle(rt: &mut Rt, obj: Value, traceback: &[TraceEntry], keep: usize) {
    push_handled(rt, obj, keep);
    keep_traceback(rt, obj, traceback);
}

/// The exceptions past `keep` on `rt.exc_stack` end and `obj` is pushed there (the
/// handler of a `try` is entered with it).
pub fn push_handled(rt: &mut Rt, obj: Value, keep: usize) {
    rt.exc_stack.truncate(keep);
    rt.exc_stack.push(crate::vm::ExcInfo { value: obj });
}

/// The attribute of an exception object holding its `__traceback__` object, with the
/// kept traceback it was made from (a name no attribute access can spell).
pub const TRACEBACK_OBJECT_ATTR: &str = "(traceback object)";

/// The attribute of an exception object holding the traceback it was caught with,
/// kept for the chained tracebacks of uncaught exceptions (a name no attribute
/// access can spell).
pub const TRACEBACK_ATTR: &str = "(traceback)";

/// Sets the `__context__` of an exception being raised to the exception being
/// handled, as CPython does at every raise (a bare `raise` excepted).
pub fn record_context(rt: &mut Rt, err: &mut PyErr) {
    err.context_recorded = true;
    if rt.exc_stack.is_empty() {
        return;
    }
    let obj = exception_object(rt, err);
    record_context_of(rt, obj);
}

/// [`record_context`] of exception object `obj`.
pub fn record_context_of(rt: &mut Rt, obj: Value) {
    let Some(handled) = rt.exc_stack.last().map(|info| info.value) else { return };
    if obj == handled {
        return;
    }
    rt.handles.push(obj);
    // A context chain never loops: if `obj` is already in the handled one's chain,
    // the chain is cut there (CPython does the same).
    let mut link = handled;
    for _ in 0..1000 {
        match crate::instance_attrs::get(rt, link, "__context__") {
            Some(next) if next == obj => {
                let _ = crate::classes::set_exception_field(rt, link, "__context__", none());
                break;
            }
            Some(next) if is_layout(next, LayoutId::Instance) => link = next,
            _ => break,
        }
    }
    let _ = crate::classes::set_exception_field(rt, obj, "__context__", handled);
    rt.handles.pop();
}

/// Stores on exception object `exc` (rooted) the traceback it was caught with, which
/// `__traceback__`, `raise exc` and the printing of chained exceptions read, however
/// long after its handler. An entry is one int, the code's id above the pc; a
/// traceback of one frame (an exception caught where it was raised) is that int, one
/// of two frames whose entries fit in 31 bits each (an exception raised by an inlined
/// callee) a negative int packing both, and a longer one a tuple of entries.
pub fn keep_traceback(rt: &mut Rt, exc: Value, traceback: &[TraceEntry]) {
    if !is_layout(exc, LayoutId::Instance) {
        return;
    }
    let kept = match packed_traceback(traceback) {
        Some(word) => word,
        None => {
            let items: SmallVec<[Value; 4]> = traceback.iter().map(entry_word).collect();
            rt.new_tuple(&items)
        }
    };
    store_traceback(rt, exc, kept);
}

/// The one int [`keep_traceback`] keeps for `traceback` when it is one frame, or two
/// whose entries fit in 31 bits each; None when it takes a tuple.
pub fn packed_traceback(traceback: &[TraceEntry]) -> Option<Value> {
    match traceback {
        [e] => Some(entry_word(e)),
        [a, b] => Some(Value::small_int(-1 - (packed_entry(a)? << 31 | packed_entry(b)?))),
        _ => None,
    }
}

/// Keeps on exception instance `exc` (rooted) the traceback `kept` (what
/// [`keep_traceback`] makes of one).
pub fn store_traceback(rt: &mut Rt, exc: Value, kept: Value) {
    if !is_layout(exc, LayoutId::Instance) {
        return;
    }
    let shape = crate::instance_attrs::shape_of(exc);
    if let Some((from, to)) = rt.exception_keys.traceback_step
        && from == shape
    {
        // `to` is `from` with the traceback added (shapes never change), so its
        // slot is the one to fill. `add_slot` roots what it may allocate around.
        crate::instance_attrs::add_slot(rt, exc, to, kept);
        return;
    }
    rt.handles.push(kept);
    // Set as a plain attribute: a class's `__setattr__` never sees it.
    let key = rt.exception_keys.traceback;
    let _ = crate::instance_attrs::set_interned(rt, exc, key, kept);
    rt.handles.pop();
    let now = crate::instance_attrs::shape_of(exc);
    let added = ![shape, now].contains(&crate::shapes::DICT_MODE) && now != shape;
    if added {
        rt.exception_keys.traceback_step = Some((shape, now));
    }
}

/// A traceback entry as one int: the code's id above the pc.
fn entry_word(e: &TraceEntry) -> Value {
    Value::small_int(((e.code as i64) << 32) | e.pc as i64)
}

/// A traceback entry in 31 bits (a code id below 2^15, a pc below 2^16), for
/// [`keep_traceback`]'s two-frame form.
fn packed_entry(e: &TraceEntry) -> Option<i64> {
    (e.code < 1 << 15 && e.pc < 1 << 16).then(|| i64::from(e.code) << 16 | i64::from(e.pc))
}

/// The traceback `keep_traceback` stored on `exc`: None if it was never caught.
pub fn kept_traceback(rt: &Rt, exc: Value) -> Option<Traceback> {
    if !is_layout(exc, LayoutId::Instance) {
        return None;
    }
    let kept = crate::instance_attrs::get_interned(rt, exc, rt.exception_keys.traceback)?;
    let entry = |word: &Value| {
        let word = word.as_small_int();
        TraceEntry { code: (word >> 32) as u32, pc: word as u32 }
    };
    let unpacked = |e: i64| TraceEntry { code: (e >> 16) as u32, pc: (e & 0xffff) as u32 };
    Some(match kept.is_small_int() {
        true if kept.as_small_int() >= 0 => smallvec::smallvec![entry(&kept)],
        true => {
            let both = -1 - kept.as_small_int();
            smallvec::smallvec![unpacked(both >> 31), unpacked(both & 0x7fff_ffff)]
        }
        false => tuple_items(kept).iter().map(entry).collect(),
    })
}

/// The builtin exception `kind(*args)`, made as Python code makes it (so OSError's
/// errno picks its subclass), raised. The arguments are rooted while it is made.
pub fn raise_builtin(rt: &mut Rt, kind: ExcKind, args: &[Value]) -> Box<PyErr> {
    let mark = rt.handles.len();
    rt.handles.extend_from_slice(args);
    let class = rt.exc_classes[kind as usize];
    let made = crate::classes::instantiate(rt, class, args, &[]).and_then(|exc| raise_value(rt, exc));
    rt.handles.truncate(mark);
    match made {
        Ok(e) | Err(e) => e,
    }
}

/// `raise v`: an exception instance, or a class to instantiate.
pub fn raise_value(rt: &mut Rt, v: Value) -> PyResult<Box<PyErr>> {
    let obj = if crate::classes::is_class(v) {
        if !crate::classes::is_exception_class(v) {
            return raise!(TypeError, "exceptions must derive from BaseException");
        }
        crate::classes::instantiate(rt, v, &[], &[])?
    } else {
        v
    };
    match raised_instance(rt, obj) {
        Some(e) => Ok(Box::new(e)),
        None => raise!(TypeError, "exceptions must derive from BaseException"),
    }
}

/// Whether `raise obj` raises exception instance `obj` for the first time: no
/// traceback is kept on it, so the one it is caught with is the raise's alone.
pub fn is_fresh_exception(rt: &Rt, obj: Value) -> bool {
    is_layout(obj, LayoutId::Instance)
        && crate::classes::exception_kind(crate::classes::type_of(obj)).is_some()
        && !has_kept_traceback(rt, obj)
}

/// Whether exception instance `exc` has a traceback kept on it (it was caught).
pub fn has_kept_traceback(rt: &Rt, exc: Value) -> bool {
    // The shape a traceback was last added to has none.
    let shape = crate::instance_attrs::shape_of(exc);
    if rt.exception_keys.traceback_step.is_some_and(|(from, _)| from == shape) {
        return false;
    }
    crate::instance_attrs::get_interned(rt, exc, rt.exception_keys.traceback).is_some()
}

/// The error `raise obj` raises when `obj` is an exception instance (None for
/// anything else, which `raise_value` handles), unboxed: compiled code that catches it
/// at once makes no heap error.
pub fn raised_instance(rt: &Rt, obj: Value) -> Option<PyErr> {
    let kind = crate::classes::exception_kind(crate::classes::type_of(obj))?;
    // An exception raised before goes on from the traceback it was caught with.
    Some(PyErr::of_object(kind, obj, kept_traceback(rt, obj).unwrap_or_default()))
}

/// Raises a handled exception again, with the traceback it was caught with.
pub fn reraise(rt: &Rt, exc: Value) -> Box<PyErr> {
    let cls = crate::classes::type_of(exc);
    let kind = crate::classes::exception_kind(cls).unwrap_or(ExcKind::Exception);
    let mut e = PyErr::new(kind, "");
    e.value = exc;
    // A bare `raise` keeps the exception's context.
    e.context_recorded = true;
    e.traceback = kept_traceback(rt, exc).unwrap_or_default();
    // The last entry is the handling frame's: it is added back when the exception
    // leaves that frame, at the instruction it was caught at.
    e.origin = e.traceback.pop();
    e
}

/// `with mgr:` entering: CPython's order, `__enter__` looked up first, then
/// `__exit__` (a TypeError naming the missing one), then `__enter__()` called. Returns
/// the bound `__exit__` and what `__enter__()` returned.
pub fn enter_with(rt: &mut Rt, mgr: Value) -> PyResult<(Value, Value)> {
    let protocol_error = |e: Box<PyErr>, missed: &str| {
        if e.kind == ExcKind::AttributeError {
            PyErr::new(
                ExcKind::TypeError,
                format!("'{}' object does not support the context manager protocol{}", type_name(mgr), missed),
            )
        } else {
            e
        }
    };
    let enter = crate::classes::getattr(rt, mgr, "__enter__").map_err(|e| protocol_error(e, ""))?;
    let mark = rt.handles.len();
    rt.handles.push(enter);
    let exit = crate::classes::getattr(rt, mgr, "__exit__").map_err(|e| protocol_error(e, " (missed __exit__ method)"));
    let result = exit.and_then(|exit| {
        rt.handles.push(exit);
        Ok((exit, call_function(rt, enter, &[])?))
    });
    rt.handles.truncate(mark);
    result
}

/// `with` leaving for exception `exc` (being handled): calls `exit(type(exc), exc,
/// exc.__traceback__)`; whether its result, true, says to suppress the exception.
pub fn exit_with_exception(rt: &mut Rt, exit: Value, exc: Value) -> PyResult<bool> {
    let cls = crate::classes::type_of(exc);
    let tb = traceback_of(rt, exc)?;
    rt.handles.push(tb);
    let r = call_function(rt, exit, &[cls, exc, tb]);
    rt.handles.pop();
    let r = r?;
    rt.handles.push(r);
    let suppress = crate::ops::truthy(rt, r);
    rt.handles.pop();
    suppress
}

/// Whether exception `exc` matches `class` (a class or a tuple of classes).
pub fn exception_matches(exc: Value, class: Value) -> PyResult<bool> {
    // A tuple's items must be classes themselves (no nesting), every one checked
    // before any is matched.
    let classes: &[Value] = if is_layout(class, LayoutId::Tuple) { tuple_items(class) } else { &[class] };
    for &c in classes {
        if !crate::classes::is_class(c) || !crate::classes::is_exception_class(c) {
            return raise!(TypeError, "catching classes that do not inherit from BaseException is not allowed");
        }
    }
    let cls = crate::classes::type_of(exc);
    Ok(classes.iter().any(|&c| crate::classes::is_subclass(cls, c)))
}

/// The error for reading the cell in local slot `i` while it is empty.
pub fn unbound_cell_error(code: &Code, i: usize) -> Box<PyErr> {
    let name = &code.varnames[i];
    if i >= code.nlocals as usize - free_count(code) {
        let message =
            format!("cannot access free variable '{name}' where it is not associated with a value in enclosing scope");
        PyErr::new(ExcKind::NameError, message)
    } else {
        unbound_local_error(code, i)
    }
}

/// The error for reading local `i` (or the cell of a captured local) while it is
/// unbound.
pub fn unbound_local_error(code: &Code, i: usize) -> Box<PyErr> {
    let message =
        format!("cannot access local variable '{}' where it is not associated with a value", code.varnames[i]);
    PyErr::new(ExcKind::UnboundLocalError, message)
}

/// How many of `code`'s slots are free variables (they come last).
fn free_count(code: &Code) -> usize {
    code.ops
        .iter()
        .find_map(|op| match op {
            Op::CopyFreeVars { count, .. } => Some(*count as usize),
            _ => None,
        })
        .unwrap_or(0)
}

/// The Python source of the `traceback` type of `e.__traceback__`: a link per frame
/// the exception passed through, outermost first. Frames are not objects in ember,
/// so `tb_frame` says so.
const TRACEBACK_SOURCE: &str = "\
class traceback:
    __slots__ = ('tb_next', 'tb_lineno', 'tb_lasti')
    def __init__(self, tb_next, tb_frame, tb_lasti, tb_lineno):
        self.tb_next = tb_next
        self.tb_lasti = tb_lasti
        self.tb_lineno = tb_lineno
    @property
    def tb_frame(self):
        raise NotImplementedError('frame objects (tb_frame) are not supported by ember yet')
";

/// `exc.__traceback__`: the traceback the exception was caught with (kept on the
/// exception while it is handled), as a chain of `traceback` objects; None for an
/// exception never raised.
pub fn traceback_of(rt: &mut Rt, exc: Value) -> PyResult<Value> {
    let Some(kept) = crate::instance_attrs::get(rt, exc, TRACEBACK_ATTR) else { return Ok(none()) };
    // The same traceback is the same object (`tb is e.__traceback__` in `__exit__`).
    if let Some(made) = crate::instance_attrs::get(rt, exc, TRACEBACK_OBJECT_ATTR)
        && let [from, tb] = tuple_items(made)
        && *from == kept
    {
        return Ok(*tb);
    }
    let Some(entries) = kept_traceback(rt, exc) else { return Ok(none()) };
    let class = match rt.module_value("builtins", "traceback") {
        Some(c) => c,
        None => {
            let ns = crate::import::builtin_source_namespace(rt, "builtins");
            let code = crate::bytecode_gen::compile_module_in(rt, TRACEBACK_SOURCE, "<traceback>", ns)
                .expect("the traceback type's source compiles");
            // SAFETY: code objects live as long as the runtime.
            run_module(rt, unsafe { &*code })?;
            let c = rt.get_global_in(ns, "traceback").expect("bound by the source");
            rt.set_module_value("builtins", "traceback", c);
            c
        }
    };
    let mark = rt.handles.len();
    rt.handles.push(kept);
    let mut next = none();
    let r = (|| {
        // The kept entries run from the raising frame outwards; the chain starts at
        // the frame that caught the exception.
        for &e in &entries {
            let line = Value::small_int(rt.trace_frame(e).line as i64);
            next = crate::classes::instantiate(rt, class, &[next, none(), Value::small_int(-1), line], &[])?;
            rt.handles.push(next);
        }
        let made = rt.new_tuple(&[kept, next]);
        crate::classes::setattr(rt, exc, TRACEBACK_OBJECT_ATTR, made)?;
        Ok(next)
    })();
    rt.handles.truncate(mark);
    r
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::ExcKind;

    /// What `keep_traceback` stores reads back the same, in each of its forms: one
    /// entry, two packed, two too wide to pack, three.
    #[test]
    fn kept_tracebacks_read_back() {
        let mut rt = Rt::new(Box::new(std::io::sink()));
        let class = rt.exc_classes[ExcKind::ValueError as usize];
        let entry = |code, pc| TraceEntry { code, pc };
        let cases: [&[TraceEntry]; 5] = [
            &[entry(7, 12)],
            &[entry(3, 40), entry(0x7fff, 0xffff)],
            &[entry(1 << 15, 2), entry(5, 6)],
            &[entry(5, 6), entry(9, 1 << 16)],
            &[entry(1, 2), entry(3, 4), entry(5, 6)],
        ];
        for traceback in cases {
            let exc = crate::classes::instantiate(&mut rt, class, &[], &[]).expect("a ValueError");
            rt.handles.push(exc);
            assert!(kept_traceback(&rt, exc).is_none());
            keep_traceback(&mut rt, exc, traceback);
            let back = kept_traceback(&rt, exc).expect("kept");
            let pairs = |t: &[TraceEntry]| t.iter().map(|e| (e.code, e.pc)).collect::<Vec<_>>();
            assert_eq!(pairs(&back), pairs(traceback));
            rt.handles.pop();
        }
    }
}
