//! Bytecode operations with more to them than a call of one runtime function, shared
//! by the bytecode interpreter and compiled code (the HIR's `CallHelper`), so the two
//! cannot drift apart. Arguments are rooted by the caller; values made here are
//! rooted in `rt.handles` while later allocations may collect.

use crate::builtins::Kw;
use crate::code::Code;
use crate::error::{ExcKind, PyErr, PyResult};
use crate::layout::{CellObject, LayoutId};
use crate::object::{ClassId, class_of, is_layout, list_to_vec, str_text};
use crate::ops;
use crate::raise;
use crate::value::Value;
use crate::vm::Rt;

/// `name` in a class body: the namespace `ns`, else the globals of `code`'s module,
/// else the builtins.
pub fn load_name(rt: &mut Rt, code: &Code, ns: Value, name: &str) -> PyResult<Value> {
    match crate::dict::dict_get_str(ns, name) {
        Some(v) => Ok(v),
        None => match rt.get_global_in(code.namespace, name).or_else(|| rt.builtins.get(name).copied()) {
            Some(v) => Ok(v),
            None => Err(crate::vm::undefined_name(name)),
        },
    }
}

/// `name = v` in a class body.
pub fn store_name(rt: &mut Rt, ns: Value, name: &str, v: Value) -> PyResult<()> {
    let key = rt.intern(name);
    crate::dict::dict_set(rt, ns, key, v)
}

/// `del name` in a class body.
pub fn delete_name(rt: &mut Rt, ns: Value, name: &str) -> PyResult<()> {
    let key = rt.intern(name);
    match crate::dict::dict_remove(rt, ns, key)? {
        Some(_) => Ok(()),
        None => Err(PyErr::new(ExcKind::NameError, format!("name '{name}' is not defined"))),
    }
}

/// `class name(*bases): body` (the `BuildClass` op): [`build_class_with`] without
/// class keywords. Compiled code takes its result for a class, so a metaclass whose
/// call makes something else is refused here (the keyword form, a plain call of
/// `__build_class__`, takes anything).
pub fn build_class(rt: &mut Rt, body: Value, name: &str, bases: &[Value]) -> PyResult<Value> {
    let cls = build_class_with(rt, body, name, bases, &[])?;
    if !crate::classes::is_class(cls) {
        return raise!(
            NotImplementedError,
            "a metaclass whose call makes a '{}' instead of a class is not supported by ember yet",
            crate::object::type_name(cls)
        );
    }
    Ok(cls)
}

/// `class name(*bases, **kw): body`, as CPython's `__build_class__`: picks the
/// metaclass (`metaclass=`, else the most derived of the bases' classes), lets it
/// prepare the namespace, runs the body function in it, then calls the metaclass
/// (for `type`, makes the class directly) and fills the body's `__class__` cell.
pub fn build_class_with(rt: &mut Rt, body: Value, name: &str, bases: &[Value], kw: &Kw) -> PyResult<Value> {
    let mark = rt.handles.len();
    let r = (|| match resolve_mro_entries(rt, bases)? {
        Some((orig, resolved)) => {
            rt.handles.push(orig);
            rt.handles.extend_from_slice(&resolved);
            build_class_from(rt, body, name, &resolved, Some(orig), kw)
        }
        None => build_class_from(rt, body, name, bases, None, kw),
    })();
    rt.handles.truncate(mark);
    r
}

/// The bases a class statement's bases stand for (PEP 560): an object that is not
/// a class but has `__mro_entries__` (`list[int]`, `Generic[T]`) gives the classes
/// it returns. None when every base is a class; else the original bases as a tuple
/// (the class's `__orig_bases__`) and the resolved ones.
fn resolve_mro_entries(rt: &mut Rt, bases: &[Value]) -> PyResult<Option<(Value, Vec<Value>)>> {
    if bases.iter().all(|&b| crate::classes::is_class(b)) {
        return Ok(None);
    }
    let orig = rt.new_tuple(bases);
    rt.with_roots(&[orig], |rt| {
        let mut resolved = Vec::new();
        let mut changed = false;
        for &b in bases {
            if !crate::classes::is_class(b)
                && let Ok(entries) = crate::classes::getattr(rt, b, "__mro_entries__")
            {
                let r = rt.with_roots(&[entries], |rt| crate::builtins::call_object(rt, entries, &[orig], &[]))?;
                if !is_layout(r, LayoutId::Tuple) {
                    return raise!(TypeError, "__mro_entries__ must return a tuple");
                }
                resolved.extend_from_slice(crate::object::tuple_items(r));
                changed = true;
                continue;
            }
            resolved.push(b);
        }
        Ok(changed.then_some((orig, resolved)))
    })
}

fn build_class_from(
    rt: &mut Rt,
    body: Value,
    name: &str,
    bases: &[Value],
    orig_bases: Option<Value>,
    kw: &Kw,
) -> PyResult<Value> {
    use crate::classes::{is_class, type_of};
    // Instances of `frozenset` and `bytes(array)` subclasses need a carried value ember's
    // immutable-subclass model does not give them yet.
    let refused = [ClassId::FrozenSet, ClassId::Bytes, ClassId::ByteArray].map(ClassId::type_object);
    if let Some(&b) = bases.iter().find(|&&b| refused.contains(&b)) {
        return raise!(
            NotImplementedError,
            "subclassing the builtin type '{}' is not supported by ember yet",
            crate::classes::class_name(b)
        );
    }
    let type_type = ClassId::Type.type_object();
    let explicit = kw.iter().find(|(k, _)| *k == "metaclass").map(|&(_, m)| m);
    let kw: Vec<(&str, Value)> = kw.iter().filter(|(k, _)| *k != "metaclass").copied().collect();
    let mut meta = explicit.unwrap_or_else(|| bases.first().map_or(type_type, |&b| type_of(b)));
    if is_class(meta) {
        meta = crate::classes::most_derived_metaclass(meta, bases)?;
    }
    let mark = rt.handles.len();
    let r = (|| {
        let name_v = rt.new_str(name);
        rt.handles.push(name_v);
        let bases_v = rt.new_tuple(bases);
        rt.handles.push(bases_v);
        let ns = prepare_namespace(rt, meta, name_v, bases_v, &kw)?;
        rt.handles.push(ns);
        // As CPython's class bodies start: `__module__ = __name__`, and the
        // qualified name, which the class takes out of its namespace.
        let code = crate::object::code_of_function(body);
        if let Some(module) = rt.get_global_in(code.namespace, "__name__") {
            let key = rt.intern("__module__");
            crate::dict::dict_set(rt, ns, key, module)?;
        }
        let qualname = rt.new_str(&code.qualname);
        rt.handles.push(qualname);
        let key = rt.intern("__qualname__");
        crate::dict::dict_set(rt, ns, key, qualname)?;
        if let Some(orig) = orig_bases {
            let key = rt.intern("__orig_bases__");
            crate::dict::dict_set(rt, ns, key, orig)?;
        }
        let cell = crate::interp::call_function(rt, body, &[ns])?;
        rt.handles.push(cell);
        let cls = if meta == type_type {
            crate::classes::new_class_with_metaclass(rt, name, bases, ns, type_type, &kw)?
        } else {
            crate::builtins::call_object(rt, meta, &[name_v, bases_v, ns], &kw)?
        };
        if is_layout(cell, LayoutId::Cell) {
            // SAFETY: checked layout.
            unsafe { (*cell.as_ptr::<CellObject>()).value = cls };
        }
        Ok(cls)
    })();
    rt.handles.truncate(mark);
    r
}

/// The namespace a class body runs in: what the metaclass's `__prepare__` returns
/// (it must be a dict: ember's class bodies store into dicts), else a new dict.
fn prepare_namespace(rt: &mut Rt, meta: Value, name: Value, bases: Value, kw: &Kw) -> PyResult<Value> {
    let prepare = match crate::classes::user_lookup(meta, "__prepare__") {
        Some(_) => crate::classes::getattr(rt, meta, "__prepare__")?,
        None => return Ok(rt.new_dict()),
    };
    let ns = rt.with_roots(&[prepare], |rt| crate::builtins::call_object(rt, prepare, &[name, bases], kw))?;
    if !is_layout(ns, LayoutId::Dict) {
        return raise!(
            NotImplementedError,
            "a metaclass __prepare__ returning a '{}' namespace is not supported by ember yet",
            crate::object::type_name(ns)
        );
    }
    Ok(ns)
}

/// `locals()` in a function: a new dict of the frame's bound variables (its locals,
/// then its free variables, the hidden ones of comprehensions and class bodies left
/// out), as CPython's snapshot.
pub fn frame_locals(rt: &mut Rt, code: &Code, base: usize) -> PyResult<Value> {
    // SAFETY: the frame's `varnames.len()` slots start at `base`, below `rt.sp`.
    let values = unsafe { std::slice::from_raw_parts(rt.stack.add(base), code.varnames.len()) };
    locals_dict(rt, code, values)
}

/// The dict `locals()` makes of a frame of `code` whose locals are `values` (rooted by
/// the caller, NULL when unbound).
pub fn locals_dict(rt: &mut Rt, code: &Code, values: &[Value]) -> PyResult<Value> {
    let d = rt.new_dict();
    rt.with_roots(&[d], |rt| {
        for (i, name) in code.varnames.iter().enumerate() {
            let mut v = values[i];
            if v.is_null() || name.starts_with('.') {
                continue;
            }
            crate::vm::share_str(v);
            if is_layout(v, LayoutId::Cell) {
                // SAFETY: checked layout.
                v = unsafe { (*v.as_ptr::<CellObject>()).value };
                if v.is_null() {
                    continue;
                }
            }
            let key = rt.intern(name);
            crate::dict::dict_set(rt, d, key, v)?;
        }
        Ok(d)
    })
}

/// `import name`.
pub fn import_module(rt: &mut Rt, code: &Code, spec: &str) -> PyResult<Value> {
    crate::import::import(rt, code.namespace, spec)
}

/// `del name` of a module global.
pub fn delete_global(rt: &mut Rt, code: &Code, slot: u32) -> PyResult<()> {
    if rt.globals[slot as usize].is_null() {
        let name = rt.global_names[slot as usize].clone();
        return Err(rt.name_error(code, &name));
    }
    rt.unbind_global(slot);
    Ok(())
}

/// A dict of `pairs` (key, value, key, value, …), later keys winning.
pub fn build_map(rt: &mut Rt, pairs: &[Value]) -> PyResult<Value> {
    let d = rt.new_dict();
    rt.with_roots(&[d], |rt| {
        for kv in pairs.chunks(2) {
            crate::dict::dict_set(rt, d, kv[0], kv[1])?;
        }
        Ok(d)
    })
}

/// A set of `items`.
pub fn build_set(rt: &mut Rt, items: &[Value]) -> PyResult<Value> {
    let s = rt.new_set();
    rt.with_roots(&[s], |rt| {
        for &item in items {
            crate::dict::set_add(rt, s, item)?;
        }
        Ok(s)
    })
}

/// A set display of constants, built as CPython builds it: the display folds to a
/// frozenset, which constant merging rebuilds from its own iteration order, and the
/// set is updated from that (so iteration orders match CPython's).
pub fn build_const_set(rt: &mut Rt, items: Value) -> PyResult<Value> {
    let folded = crate::dict::set_from(rt, items)?;
    rt.with_roots(&[folded], |rt| {
        let order = rt.new_tuple(&crate::dict::set_items(folded));
        rt.with_roots(&[order], |rt| {
            let frozen = crate::dict::set_from(rt, order)?;
            rt.with_roots(&[frozen], |rt| {
                let s = rt.new_set();
                rt.with_roots(&[s], |rt| {
                    crate::dict::set_update(rt, s, frozen)?;
                    Ok(s)
                })
            })
        })
    })
}

/// `f(*args)` / `f(*args, **kwargs)`: `args` is a list, `kwargs` a dict or NULL.
pub fn call_ex(rt: &mut Rt, f: Value, args: Value, kwargs: Value) -> PyResult<Value> {
    let pos: Vec<Value> = list_to_vec(args);
    let items = if kwargs.is_null() { Vec::new() } else { crate::dict::dict_items(kwargs) };
    let kw: Vec<(&str, Value)> = items.iter().map(|&(k, v)| (str_text(k), v)).collect();
    crate::builtins::call_object(rt, f, &pos, &kw)
}

/// `*v` in a call to `callee`: extends the argument list `list`.
pub fn extend_call_args(rt: &mut Rt, callee: Value, list: Value, v: Value) -> PyResult<()> {
    match ops::list_extend(rt, list, v) {
        Err(e) if e.kind == ExcKind::TypeError && ops::get_iter(rt, v).is_err() => raise!(
            TypeError,
            "{} argument after * must be an iterable, not {}",
            crate::interp::callable_description(rt, callee),
            crate::object::type_name(v)
        ),
        r => r,
    }
}

/// `**m` in a call to `callee`: merges the mapping into the keyword dict `d`.
pub fn merge_call_kwargs(rt: &mut Rt, callee: Value, d: Value, m: Value) -> PyResult<()> {
    if !is_layout(m, LayoutId::Dict) {
        return raise!(
            TypeError,
            "{} argument after ** must be a mapping, not {}",
            crate::interp::callable_description(rt, callee),
            crate::object::type_name(m)
        );
    }
    for (k, v) in crate::dict::dict_items(m) {
        add_keyword(rt, callee, d, k, v)?;
    }
    Ok(())
}

/// Adds keyword argument `k=v` to the dict `d` being built for a call of `callee`.
pub fn add_keyword(rt: &mut Rt, callee: Value, d: Value, k: Value, v: Value) -> PyResult<()> {
    if !is_layout(k, LayoutId::Str) {
        return raise!(TypeError, "keywords must be strings");
    }
    if crate::dict::dict_get(rt, d, k)?.is_some() {
        return raise!(
            TypeError,
            "{} got multiple values for keyword argument '{}'",
            crate::interp::callable_description(rt, callee),
            str_text(k)
        );
    }
    crate::dict::dict_set(rt, d, k, v)
}

/// An f-string field: `v` converted (0: none, 1: `!s`, 2: `!r`, 3: `!a`) and
/// formatted with `spec` (a str, or NULL for none), as a str.
pub fn format_value(rt: &mut Rt, v: Value, conversion: u8, spec: Value) -> PyResult<Value> {
    if conversion == 0 && v.is_small_int() {
        let spec = if spec.is_null() { "" } else { str_text(spec) };
        let mut field = [0u8; SMALL_INT_FIELD];
        if let Some(len) = format_small_int(v.as_small_int(), spec, &mut field) {
            return Ok(rt.new_str(std::str::from_utf8(&field[..len]).expect("digits, a sign and padding")));
        }
    }
    // Copied: the spec string may be collected while the result is made.
    let spec = if spec.is_null() { String::new() } else { str_text(spec).to_string() };
    let text = match conversion {
        0 if spec.is_empty() && class_of(v) == ClassId::Str => return Ok(v),
        0 => crate::format::format_value(rt, v, &spec)?,
        1 => ops::py_str(rt, v)?,
        2 => ops::py_repr(rt, v)?,
        _ => ops::ascii(rt, v)?,
    };
    if conversion >= 1 && !spec.is_empty() {
        let s = rt.new_str(&text);
        let formatted = rt.with_roots(&[s], |rt| crate::format::format_value(rt, s, &spec))?;
        return Ok(rt.new_str(&formatted));
    }
    Ok(rt.new_str(&text))
}

/// The widest field [`format_small_int`] formats; wider ones take the general path.
const SMALL_INT_FIELD: usize = 32;

/// `format(n, spec)` of a small int for the common specs (none, `d`, a width, a width
/// with `0`: right-aligned, zeros after the sign) into `out`, without parsing a full
/// spec or allocating: the length written, or None for any other spec or a width over
/// [`SMALL_INT_FIELD`].
fn format_small_int(n: i64, spec: &str, out: &mut [u8; SMALL_INT_FIELD]) -> Option<usize> {
    let body = spec.strip_suffix('d').unwrap_or(spec);
    let (zeros, width) = match body.strip_prefix('0') {
        Some(rest) => (true, rest),
        None => (false, body),
    };
    if !width.bytes().all(|b| b.is_ascii_digit()) || width.len() > 2 {
        return None;
    }
    let width: usize = if width.is_empty() { 0 } else { width.parse().ok()? };
    if width > SMALL_INT_FIELD {
        return None;
    }
    // The digits, from the end of a buffer (an i64 has at most 19).
    let mut digits = [0u8; 20];
    let mut start = digits.len();
    let mut m = n.unsigned_abs();
    loop {
        start -= 1;
        digits[start] = b'0' + (m % 10) as u8;
        m /= 10;
        if m == 0 {
            break;
        }
    }
    let digits = &digits[start..];
    let sign: &[u8] = if n < 0 { b"-" } else { b"" };
    let pad = width.saturating_sub(sign.len() + digits.len());
    // Zeros go after the sign, spaces before it.
    let (fill, before, after): (u8, &[u8], &[u8]) = if zeros { (b'0', sign, &[]) } else { (b' ', &[], sign) };
    out[..before.len()].copy_from_slice(before);
    let mut len = before.len();
    out[len..len + pad].fill(fill);
    len += pad;
    for part in [after, digits] {
        out[len..len + part.len()].copy_from_slice(part);
        len += part.len();
    }
    Some(len)
}

/// The error of `raise` (form 0: re-raise the exception being handled; 1: `raise v`;
/// the cause of form 2 is not kept).
pub fn raise_error(rt: &mut Rt, form: u8, v: Value) -> Box<PyErr> {
    if form == 0 {
        return match rt.exc_stack.last() {
            Some(info) => crate::interp::reraise(rt, info.value),
            None => PyErr::new(ExcKind::RuntimeError, "No active exception to reraise"),
        };
    }
    match crate::interp::raise_value(rt, v) {
        Ok(e) | Err(e) => e,
    }
}

/// The exception `raise v from cause` raises: `v` (a class is instantiated) with
/// `__cause__` set to the cause (None, or an exception instance or class, which is
/// instantiated) and `__suppress_context__` to True. Both operands are rooted by the
/// caller.
pub fn with_cause(rt: &mut Rt, v: Value, cause: Value) -> PyResult<Value> {
    let is_class = |c: Value| crate::classes::is_exception_class(c);
    let valid = crate::object::is_none(cause) || is_class(cause) || is_class(crate::classes::type_of(cause));
    if !valid {
        return raise!(TypeError, "exception causes must derive from BaseException");
    }
    let exc =
        if crate::classes::is_class(v) && is_class(v) { crate::classes::instantiate(rt, v, &[], &[])? } else { v };
    if !is_class(crate::classes::type_of(exc)) {
        return raise!(TypeError, "exceptions must derive from BaseException");
    }
    rt.with_roots(&[exc], |rt| {
        let cause = if is_class(cause) { crate::classes::instantiate(rt, cause, &[], &[])? } else { cause };
        // (Setting the cause suppresses the context.)
        rt.with_roots(&[cause], |rt| crate::classes::setattr(rt, exc, "__cause__", cause))
    })?;
    Ok(exc)
}

/// The AssertionError of a failing `assert` (with the str of `message` when it is
/// not NULL).
pub fn assertion_error(rt: &mut Rt, message: Value) -> Box<PyErr> {
    if message.is_null() {
        return PyErr::new(ExcKind::AssertionError, String::new());
    }
    match ops::py_str(rt, message) {
        Ok(m) => PyErr::new(ExcKind::AssertionError, m),
        Err(e) => e,
    }
}
