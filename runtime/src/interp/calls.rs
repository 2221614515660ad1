//! Calls: binding positional, keyword, default and variadic arguments into a new frame, and calling a callable or a method from Rust.

use super::*;
use crate::code::{Binding, MethodCache};
use crate::error::PyResult;
use crate::raise;
use crate::value::Value;
use crate::vm::{Rt, STACK_SLOTS};
use smallvec::SmallVec;

/// How CPython names a callable in call errors: `__main__.f()`, `print()`.
pub(crate) fn callable_description(rt: &Rt, f: Value) -> String {
    if is_layout(f, LayoutId::Function) {
        let code = code_of_function(f);
        format!("{}.{}()", crate::import::namespace_module_name(rt, code.namespace), code.qualname)
    } else if is_layout(f, LayoutId::Builtin) {
        format!("{}()", crate::builtins::builtin_name(f))
    } else if is_layout(f, LayoutId::Class) {
        format!("{}.{}()", crate::classes::class_module(f), crate::classes::class_name(f))
    } else if let Some(c) = type_class(f) {
        format!("{}()", c.name())
    } else {
        format!("{} object", type_name(f))
    }
}

/// The function `recv.name(...)` calls on instance `recv` when its class holds a
/// plain function, a staticmethod or a classmethod of that name that no instance
/// attribute shadows, and how it binds; the call site's cache (`Code::method_cache`)
/// remembers the answer for the receiver's class and shape while no class changes.
fn plain_method(rt: &Rt, site: Option<(&Code, usize)>, recv: Value, name: &str) -> Option<(Value, Binding)> {
    let class = crate::classes::instance(recv).class;
    let shape = crate::instance_attrs::shape_of(recv);
    let ways = site.map_or(&[][..], |(code, pc)| code.method_cache(pc));
    for way in ways {
        let c = way.get();
        if c.class == class && c.shape == shape && c.epoch == rt.class_epoch && c.start.is_null() {
            return Some((c.function, c.binding));
        }
    }
    if crate::instance_attrs::get(rt, recv, name).is_some() {
        return None;
    }
    let (f, binding) = crate::classes::lookup(class, name, None).and_then(crate::classes::callable_attribute)?;
    // A dictionary-mode instance can gain the attribute without changing shape.
    if let (Some((code, pc)), true) = (site, shape != crate::shapes::DICT_MODE) {
        let entry = MethodCache { class, function: f, shape, epoch: rt.class_epoch, start: Value::NULL, binding };
        code.remember_method(pc, entry);
    }
    Some((f, binding))
}

/// The plain function `super().name` finds, when `sup` is a super object bound to
/// an instance, and that instance; the call site's cache remembers the answer for
/// the super object's start class and the instance's class while no class changes.
fn super_method(rt: &Rt, site: Option<(&Code, usize)>, sup: Value, name: &str) -> Option<(Value, Value)> {
    let (start, obj) = crate::classes::super_parts(sup)?;
    if !is_layout(obj, LayoutId::Instance) {
        return crate::classes::super_method(sup, name);
    }
    let class = crate::classes::instance(obj).class;
    let ways = site.map_or(&[][..], |(code, pc)| code.method_cache(pc));
    for way in ways {
        let c = way.get();
        if c.start == start && c.class == class && c.epoch == rt.class_epoch {
            return Some((c.function, obj));
        }
    }
    let (f, obj) = crate::classes::super_method(sup, name)?;
    if let Some((code, pc)) = site {
        let binding = Binding::Instance;
        code.remember_method(pc, MethodCache { class, function: f, shape: 0, epoch: rt.class_epoch, start, binding });
    }
    Some((f, obj))
}

/// Calls the callable at `stack[callee_at]` with the `argc` values above it (the last
/// `len(kwnames)` of them keyword arguments). `rt.sp` must be just above the arguments.
pub fn call_at(rt: &mut Rt, callee_at: usize, argc: usize, kwnames: Option<Value>) -> PyResult<Value> {
    // SAFETY: `callee_at + argc < rt.sp <= STACK_SLOTS`.
    let f = unsafe { *rt.stack.add(callee_at) };
    if is_layout(f, LayoutId::Function) {
        let code = code_of_function(f);
        if callee_at + 1 + code.nlocals as usize + code.stack_size as usize >= STACK_SLOTS {
            return raise!(RecursionError, "maximum recursion depth exceeded");
        }
        bind_arguments(rt, f, callee_at + 1, argc, kwnames)?;
        if code.is_generator {
            return Ok(new_generator(rt, f, code, callee_at + 1));
        }
        return run_frame(rt, code, callee_at + 1);
    }
    // SAFETY: the arguments are on the live stack, below `rt.sp`: whatever the callee
    // runs pushes its frames above them, so they stay put (and rooted) during the call.
    let all: &[Value] = unsafe { std::slice::from_raw_parts(rt.stack.add(callee_at + 1), argc) };
    let nkw = kwnames.map_or(0, |t| tuple_items(t).len());
    let (pos, kwvals) = all.split_at(argc - nkw);
    let kw: SmallVec<[(&str, Value); 2]> = match kwnames {
        Some(t) => tuple_items(t).iter().map(|&n| str_text(n)).zip(kwvals.iter().copied()).collect(),
        None => SmallVec::new(),
    };
    crate::builtins::call_object(rt, f, pos, &kw)
}

/// Calls method `name` of the receiver at `stack[recv_at]` with the `argc` values above
/// it (the last `len(kwnames)` of them keyword arguments).
pub(super) fn call_method_at(
    rt: &mut Rt,
    site: Option<(&Code, usize)>,
    recv_at: usize,
    name: &str,
    argc: usize,
    kwnames: Option<Value>,
) -> PyResult<Value> {
    // SAFETY: the receiver is on the live stack.
    let recv = unsafe { *rt.stack.add(recv_at) };
    if is_layout(recv, LayoutId::Instance) && recv_at + argc + 2 < STACK_SLOTS {
        if let Some((f, binding)) = plain_method(rt, site, recv, name) {
            // Call it without a bound-method object: the receiver (or its class) goes
            // first, or (a staticmethod) takes the receiver's place.
            let first = match binding {
                Binding::Instance => recv,
                Binding::Class => crate::classes::instance(recv).class,
                Binding::Static => {
                    // SAFETY: the receiver's slot is on the live stack.
                    unsafe { *rt.stack.add(recv_at) = f };
                    return call_at(rt, recv_at, argc, kwnames);
                }
            };
            // SAFETY: the frame's operand stack has slack for one more slot.
            unsafe {
                std::ptr::copy(rt.stack.add(recv_at + 1), rt.stack.add(recv_at + 2), argc);
                *rt.stack.add(recv_at) = f;
                *rt.stack.add(recv_at + 1) = first;
            }
            rt.sp = recv_at + argc + 2;
            return call_at(rt, recv_at, argc + 1, kwnames);
        }
    }
    if is_layout(recv, LayoutId::Super) && recv_at + argc + 2 < STACK_SLOTS {
        if let Some((f, obj)) = super_method(rt, site, recv, name) {
            // Call it with the instance as `self`, in place of the super object.
            // SAFETY: the frame's operand stack has slack for one more slot.
            unsafe {
                std::ptr::copy(rt.stack.add(recv_at), rt.stack.add(recv_at + 1), argc + 1);
                *rt.stack.add(recv_at) = f;
                *rt.stack.add(recv_at + 1) = obj;
            }
            rt.sp = recv_at + argc + 2;
            return call_at(rt, recv_at, argc + 1, kwnames);
        }
    }
    // SAFETY: the receiver and arguments are on the live stack, below `rt.sp` (see
    // `call_at`).
    let all: &[Value] = unsafe { std::slice::from_raw_parts(rt.stack.add(recv_at), argc + 1) };
    let nkw = kwnames.map_or(0, |t| tuple_items(t).len());
    let (pos, kwvals) = all[1..].split_at(argc - nkw);
    let kw: SmallVec<[(&str, Value); 2]> = match kwnames {
        Some(t) => tuple_items(t).iter().map(|&n| str_text(n)).zip(kwvals.iter().copied()).collect(),
        None => SmallVec::new(),
    };
    crate::methods::call_method(rt, all[0], name, pos, &kw)
}

/// Binds the arguments at `stack[base..base+argc]` to the parameters of function `f`,
/// in place: afterwards `stack[base..base+nlocals]` is the callee's initial locals.
fn bind_arguments(rt: &mut Rt, f: Value, base: usize, argc: usize, kwnames: Option<Value>) -> PyResult<()> {
    let code = code_of_function(f);
    let p = &code.params;
    let npos_params = p.positional as usize;
    let nlocals = code.nlocals as usize;
    let st = rt.stack;
    // SAFETY: `base + max(argc, nlocals)` stays inside the stack: run_frame checks the
    // frame's extent and the caller's frame is already inside.
    let slot = |i: usize| unsafe { &mut *st.add(base + i) };
    let fname = &code.qualname;

    let nkw = kwnames.map_or(0, |t| tuple_items(t).len());
    let npos = argc - nkw;
    // Fast path: exact positional call.
    if nkw == 0 && npos == npos_params && p.keyword_only == 0 && !p.varargs && !p.varkw {
        for i in npos..nlocals {
            *slot(i) = Value::NULL;
        }
        return Ok(());
    }
    if p.varargs || p.varkw {
        return bind_variadic(rt, f, base, argc, kwnames);
    }
    if npos > npos_params {
        let ndefaults =
            if function_obj(f).defaults.is_null() { 0 } else { tuple_items(function_obj(f).defaults).len() };
        let takes = if ndefaults > 0 {
            format!("from {} to {} positional arguments", npos_params - ndefaults, npos_params)
        } else if npos_params == 1 {
            "1 positional argument".to_string()
        } else {
            format!("{npos_params} positional arguments")
        };
        // Keyword-only arguments passed by name are counted too, as CPython does.
        let keyword_only = &code.varnames[npos_params..npos_params + p.keyword_only as usize];
        let kwonly_given = kwnames.map_or(0, |names| {
            tuple_items(names).iter().filter(|&&n| keyword_only.iter().any(|k| **k == *str_text(n))).count()
        });
        let plural = |n: usize| if n == 1 { "" } else { "s" };
        let (count, verb) = if kwonly_given > 0 {
            let count = format!(
                "{npos} positional argument{} (and {kwonly_given} keyword-only argument{})",
                plural(npos),
                plural(kwonly_given)
            );
            (count, "were")
        } else {
            (npos.to_string(), if npos == 1 { "was" } else { "were" })
        };
        return raise!(TypeError, "{}() takes {} but {} {} given", fname, takes, count, verb);
    }
    let kwvals: SmallVec<[Value; 4]> = (npos..argc).map(|i| *slot(i)).collect();
    for i in npos..nlocals.max(argc) {
        *slot(i) = Value::NULL;
    }
    let nparams = npos_params + p.keyword_only as usize;
    if let Some(names) = kwnames {
        for (&name, &v) in tuple_items(names).iter().zip(kwvals.iter()) {
            let name = str_text(name);
            let Some(idx) = code.varnames[..nparams].iter().position(|n| &**n == name) else {
                return raise!(TypeError, "{}() got an unexpected keyword argument '{}'", fname, name);
            };
            if idx < p.positional_only as usize {
                return raise!(
                    TypeError,
                    "{}() got some positional-only arguments passed as keyword arguments: '{}'",
                    fname,
                    name
                );
            }
            if !slot(idx).is_null() {
                return raise!(TypeError, "{}() got multiple values for argument '{}'", fname, name);
            }
            *slot(idx) = v;
        }
    }
    fill_defaults(rt, f, base)
}

/// Fills the unbound parameters of function `f` (frame at `base`) from its defaults;
/// TypeError naming the missing ones, as CPython does.
fn fill_defaults(rt: &mut Rt, f: Value, base: usize) -> PyResult<()> {
    let code = code_of_function(f);
    let p = &code.params;
    let npos_params = p.positional as usize;
    let nparams = npos_params + p.keyword_only as usize;
    let fname = &code.qualname;
    let st = rt.stack;
    // SAFETY: the parameters' slots are inside the frame being bound.
    let slot = |i: usize| unsafe { &mut *st.add(base + i) };
    let func = function_obj(f);
    let defaults = if func.defaults.is_null() { &[][..] } else { tuple_items(func.defaults) };
    let first_default = npos_params - defaults.len();
    let mut missing = Vec::new();
    for i in 0..npos_params {
        if slot(i).is_null() {
            if i >= first_default {
                *slot(i) = defaults[i - first_default];
            } else {
                missing.push(code.varnames[i].clone());
            }
        }
    }
    if !missing.is_empty() {
        return raise!(TypeError, "{}() missing {}", fname, describe_missing(&missing, "positional"));
    }
    let kwdefaults = if func.kwdefaults.is_null() { &[][..] } else { tuple_items(func.kwdefaults) };
    for i in npos_params..nparams {
        if slot(i).is_null() {
            match kwdefaults.get(i - npos_params).filter(|v| !v.is_null()) {
                Some(&d) => *slot(i) = d,
                None => missing.push(code.varnames[i].clone()),
            }
        }
    }
    if !missing.is_empty() {
        return raise!(TypeError, "{}() missing {}", fname, describe_missing(&missing, "keyword-only"));
    }
    Ok(())
}

/// Binding for functions with `*args` or `**kwargs`: the surplus positional
/// arguments become a tuple, unknown keyword arguments a dict. The arguments are kept
/// in the handle scope while those are allocated.
fn bind_variadic(rt: &mut Rt, f: Value, base: usize, argc: usize, kwnames: Option<Value>) -> PyResult<()> {
    let code = code_of_function(f);
    let p = &code.params;
    let npos_params = p.positional as usize;
    let nparams = npos_params + p.keyword_only as usize;
    let nlocals = code.nlocals as usize;
    let fname = &code.qualname;
    let st = rt.stack;
    // SAFETY: as in `bind_arguments`.
    let slot = |i: usize| unsafe { &mut *st.add(base + i) };
    let nkw = kwnames.map_or(0, |t| tuple_items(t).len());
    let npos = argc - nkw;
    let args: Vec<Value> = (0..argc).map(|i| *slot(i)).collect();
    let mark = rt.handles.len();
    rt.handles.extend_from_slice(&args);
    rt.handles.push(f);
    let result = (|| {
        if npos > npos_params && !p.varargs {
            let given = if npos == 1 { "was" } else { "were" };
            return raise!(
                TypeError,
                "{}() takes {} positional arguments but {} {} given",
                fname,
                npos_params,
                npos,
                given
            );
        }
        let extra = if p.varargs { rt.new_tuple(&args[npos.min(npos_params)..npos]) } else { Value::NULL };
        rt.handles.push(extra);
        let kwdict = if p.varkw { rt.new_dict() } else { Value::NULL };
        rt.handles.push(kwdict);
        for i in 0..nlocals.max(argc) {
            *slot(i) = Value::NULL;
        }
        for (i, &a) in args.iter().enumerate().take(npos.min(npos_params)) {
            *slot(i) = a;
        }
        if let Some(names) = kwnames {
            for (&name, &v) in tuple_items(names).iter().zip(&args[npos..]) {
                let text = str_text(name);
                match code.varnames[..nparams].iter().position(|n| &**n == text) {
                    Some(idx) if idx >= p.positional_only as usize => {
                        if !slot(idx).is_null() {
                            return raise!(TypeError, "{}() got multiple values for argument '{}'", fname, text);
                        }
                        *slot(idx) = v;
                    }
                    _ if p.varkw => crate::dict::dict_set(rt, kwdict, name, v)?,
                    _ => return raise!(TypeError, "{}() got an unexpected keyword argument '{}'", fname, text),
                }
            }
        }
        fill_defaults(rt, f, base)?;
        let mut next = nparams;
        if p.varargs {
            *slot(next) = extra;
            next += 1;
        }
        if p.varkw {
            *slot(next) = kwdict;
        }
        Ok(())
    })();
    rt.handles.truncate(mark);
    result
}

/// "1 required positional argument: 'b'", "2 required ... arguments: 'x' and 'y'".
fn describe_missing(names: &[std::rc::Rc<str>], kind: &str) -> String {
    let quoted: Vec<String> = names.iter().map(|n| format!("'{n}'")).collect();
    let list = match quoted.len() {
        1 => quoted[0].clone(),
        2 => format!("{} and {}", quoted[0], quoted[1]),
        n => format!("{}, and {}", quoted[..n - 1].join(", "), quoted[n - 1]),
    };
    let plural = if names.len() == 1 { "" } else { "s" };
    format!("{} required {} argument{}: {}", names.len(), kind, plural, list)
}

/// Calls method `name` of `recv` with positional arguments, as the `CallMethod`
/// instruction does (the arguments are pushed on the VM stack, so they are rooted);
/// `site` is that instruction (its code and pc), whose method cache the call uses.
pub fn call_method(
    rt: &mut Rt,
    site: Option<(&Code, usize)>,
    recv: Value,
    name: &str,
    args: &[Value],
) -> PyResult<Value> {
    let recv_at = rt.sp;
    // One slot of slack: the call may insert the function below the receiver.
    if recv_at + args.len() + 2 >= STACK_SLOTS {
        return raise!(RecursionError, "maximum recursion depth exceeded");
    }
    // SAFETY: bounds checked above.
    unsafe {
        *rt.stack.add(recv_at) = recv;
        for (i, &a) in args.iter().enumerate() {
            *rt.stack.add(recv_at + 1 + i) = a;
        }
    }
    rt.sp = recv_at + 1 + args.len();
    let r = call_method_at(rt, site, recv_at, name, args.len(), None);
    rt.sp = recv_at;
    r
}

/// Calls a Python-level callable from Rust with positional arguments. The arguments
/// are pushed on the VM stack (so they are rooted) for the duration of the call.
pub fn call_function(rt: &mut Rt, f: Value, args: &[Value]) -> PyResult<Value> {
    call_function_kw(rt, f, args, &[])
}

/// As [`call_function`], with keyword arguments.
pub fn call_function_kw(rt: &mut Rt, f: Value, args: &[Value], kw: &[(&str, Value)]) -> PyResult<Value> {
    let callee_at = rt.sp;
    let argc = args.len() + kw.len();
    if callee_at + argc + 1 >= STACK_SLOTS {
        return raise!(RecursionError, "maximum recursion depth exceeded");
    }
    // SAFETY: bounds checked above.
    unsafe {
        *rt.stack.add(callee_at) = f;
        for (i, &a) in args.iter().chain(kw.iter().map(|(_, v)| v)).enumerate() {
            *rt.stack.add(callee_at + 1 + i) = a;
        }
    }
    rt.sp = callee_at + 1 + argc;
    let kwnames = if kw.is_empty() {
        None
    } else {
        let names: SmallVec<[Value; 4]> = kw.iter().map(|(k, _)| rt.intern(k)).collect();
        Some(rt.new_tuple(&names))
    };
    if let Some(t) = kwnames {
        rt.handles.push(t);
    }
    let r = call_at(rt, callee_at, argc, kwnames);
    if kwnames.is_some() {
        rt.handles.pop();
    }
    rt.sp = callee_at;
    r
}
