//! Builtins about objects in general: `print`, `len`, `repr`, `ascii`, `isinstance`, `issubclass`, `format`, the attribute functions, `id`, `callable`, `hash`, and the `__init__`s of `object` and exceptions.

use super::*;
use crate::classes;
use crate::error::ExcKind;
use crate::error::PyResult;
use crate::ops::{py_len, py_repr, py_str};
use crate::raise;
use crate::value::Value;
use crate::vm::Rt;

pub(super) fn builtin_print(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    const ALLOWED: &[&str] = &["sep", "end", "file", "flush"];
    let text_arg = |name: &str| -> PyResult<Option<String>> {
        match keyword("print", kw, ALLOWED, name)? {
            None => Ok(None),
            Some(v) if is_none(v) => Ok(None),
            Some(v) if class_of(v) == ClassId::Str => Ok(Some(str_text(v).to_string())),
            Some(v) => raise!(TypeError, "{} must be None or a string, not {}", name, type_name(v)),
        }
    };
    let sep = text_arg("sep")?;
    let end = text_arg("end")?;
    let file = keyword("print", kw, ALLOWED, "file")?.filter(|&f| !is_none(f) && !crate::files::is_stdout(rt, f));
    if let Some(file) = file.filter(|&f| !crate::files::is_file(f)) {
        // Any object with a `write` method, called once per piece as CPython's is.
        for (i, &a) in args.iter().enumerate() {
            if i > 0 {
                write_piece(rt, file, sep.as_deref().unwrap_or(" "))?;
            }
            let s = py_str(rt, a)?;
            write_piece(rt, file, &s)?;
        }
        write_piece(rt, file, end.as_deref().unwrap_or("\n"))?;
        if let Some(flush) = keyword("print", kw, ALLOWED, "flush")? {
            if crate::ops::truthy(rt, flush)? {
                crate::methods::call_method(rt, file, "flush", &[], &[])?;
            }
        }
        return Ok(none());
    }
    let mut line = String::new();
    for (i, &a) in args.iter().enumerate() {
        if i > 0 {
            line.push_str(sep.as_deref().unwrap_or(" "));
        }
        if a.is_small_int() {
            line.push_str(&a.as_small_int().to_string());
        } else if class_of(a) == ClassId::Str {
            line.push_str(str_text(a));
        } else {
            line.push_str(&py_str(rt, a)?);
        }
    }
    line.push_str(end.as_deref().unwrap_or("\n"));
    match file {
        Some(file) => crate::files::write_text(rt, file, &line)?,
        None => rt.write_out(&line)?,
    }
    if let Some(flush) = keyword("print", kw, ALLOWED, "flush")? {
        if crate::ops::truthy(rt, flush)? {
            match file {
                Some(file) => crate::files::flush(rt, file)?,
                None => rt.flush_output()?,
            }
        }
    }
    Ok(none())
}

/// `file.write(text)` for `print(file=...)` to an object that is not a file.
fn write_piece(rt: &mut Rt, file: Value, text: &str) -> PyResult<()> {
    let s = rt.new_str(text);
    rt.handles.push(s);
    let r = crate::methods::call_method(rt, file, "write", &[s], &[]);
    rt.handles.pop();
    r.map(|_| ())
}

/// `input([prompt])`: writes the prompt, flushes the output, and reads a line of
/// standard input without its line ending; EOFError at the end of the input.
pub(super) fn builtin_input(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("input", kw)?;
    if args.len() > 1 {
        return raise!(TypeError, "input expected at most 1 argument, got {}", args.len());
    }
    if let Some(&prompt) = args.first() {
        let text = py_str(rt, prompt)?;
        rt.write_out(&text)?;
    }
    rt.flush_output()?;
    let mut line = String::new();
    match std::io::stdin().read_line(&mut line) {
        Ok(0) => raise!(EOFError, "EOF when reading a line"),
        Ok(_) => {
            let text = line.strip_suffix('\n').map(|l| l.strip_suffix('\r').unwrap_or(l)).unwrap_or(&line);
            Ok(rt.new_str(text))
        }
        Err(e) if e.kind() == std::io::ErrorKind::InvalidData => {
            raise!(NotImplementedError, "input() of text that is not UTF-8 is not supported by ember yet")
        }
        Err(e) => Err(classes::os_error(rt, e.raw_os_error().unwrap_or(libc::EIO), None)),
    }
}

pub(super) fn builtin_len(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("len", kw)?;
    arity("len", args, 1, 1)?;
    let n = py_len(rt, args[0])?;
    Ok(rt.new_int(n as i64))
}

pub(super) fn builtin_repr(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("repr", kw)?;
    arity("repr", args, 1, 1)?;
    let s = py_repr(rt, args[0])?;
    Ok(rt.new_str(&s))
}

pub(super) fn builtin_ascii(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("ascii", kw)?;
    arity("ascii", args, 1, 1)?;
    let s = crate::ops::ascii(rt, args[0])?;
    Ok(rt.new_str(&s))
}

/// Whether class `cls` is a subclass of `classinfo` (a class or a nested tuple of them).
fn instance_of(fname: &str, cls: Value, classinfo: Value) -> PyResult<bool> {
    if classes::is_class(classinfo) {
        return Ok(classes::is_subclass(cls, classinfo));
    }
    if is_layout(classinfo, LayoutId::Tuple) {
        for &c in tuple_items(classinfo) {
            if instance_of(fname, cls, c)? {
                return Ok(true);
            }
        }
        return Ok(false);
    }
    raise!(TypeError, "{}() arg 2 must be a type, a tuple of types, or a union", fname)
}

pub(super) fn builtin_isinstance(_rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("isinstance", kw)?;
    if args.len() != 2 {
        return raise!(TypeError, "isinstance expected 2 arguments, got {}", args.len());
    }
    Ok(py_bool(instance_of("isinstance", classes::type_of(args[0]), args[1])?))
}

pub(super) fn builtin_issubclass(_rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("issubclass", kw)?;
    if args.len() != 2 {
        return raise!(TypeError, "issubclass expected 2 arguments, got {}", args.len());
    }
    if !classes::is_class(args[0]) {
        return raise!(TypeError, "issubclass() arg 1 must be a class");
    }
    Ok(py_bool(instance_of("issubclass", args[0], args[1])?))
}

pub(super) fn builtin_format(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("format", kw)?;
    arity("format", args, 1, 2)?;
    let spec = match args.get(1) {
        Some(&s) if class_of(s) == ClassId::Str => str_text(s),
        Some(&s) => return raise!(TypeError, "format() argument 2 must be str, not {}", type_name(s)),
        None => "",
    };
    let s = crate::format::format_value(rt, args[0], spec)?;
    Ok(rt.new_str(&s))
}

fn attr_name<'a>(v: Value) -> PyResult<&'a str> {
    if class_of(v) == ClassId::Str {
        Ok(str_text(v))
    } else {
        raise!(TypeError, "attribute name must be string, not '{}'", type_name(v))
    }
}

pub(super) fn builtin_getattr(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("getattr", kw)?;
    if args.len() < 2 || args.len() > 3 {
        return raise!(TypeError, "getattr expected 2 or 3 arguments, got {}", args.len());
    }
    let name = attr_name(args[1])?;
    match classes::getattr(rt, args[0], name) {
        Err(e) if e.kind == ExcKind::AttributeError && args.len() == 3 => Ok(args[2]),
        r => r,
    }
}

/// `vars(obj)`: `obj.__dict__`. Without an argument it would be the caller's
/// locals, which ember does not expose.
/// `dir(obj)`: the object's `__dir__`, sorted, or its attribute names where ember
/// knows them exactly (instances and classes of plain user classes).
pub(super) fn builtin_dir(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("dir", kw)?;
    let obj = match args {
        [] => return raise!(NotImplementedError, "dir() without an argument is not supported by ember yet"),
        [obj] => *obj,
        _ => return raise!(TypeError, "dir expected at most 1 argument, got {}", args.len()),
    };
    if is_layout(obj, LayoutId::Instance) && classes::lookup(classes::instance(obj).class, "__dir__", None).is_some() {
        let names = crate::methods::call_method(rt, obj, "__dir__", &[], &[])?;
        let list =
            rt.with_roots(&[names], |rt| crate::builtins::call_object(rt, ClassId::List.type_object(), &[names], &[]))?;
        return rt.with_roots(&[list], |rt| crate::methods::call_method(rt, list, "sort", &[], &[]).map(|_| list));
    }
    match classes::dir_of(rt, obj) {
        Some(names) => Ok(rt.new_str_list(&names)),
        None => raise!(NotImplementedError, "dir() of a '{}' object is not supported by ember yet", type_name(obj)),
    }
}

pub(super) fn builtin_vars(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("vars", kw)?;
    match args {
        [] => raise!(NotImplementedError, "vars() without an argument is not supported by ember yet"),
        [obj] => match classes::getattr(rt, *obj, "__dict__") {
            Err(e) if e.kind == ExcKind::AttributeError => {
                raise!(TypeError, "vars() argument must have __dict__ attribute")
            }
            r => r,
        },
        _ => raise!(TypeError, "vars expected at most 1 argument, got {}", args.len()),
    }
}

pub(super) fn builtin_setattr(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("setattr", kw)?;
    if args.len() != 3 {
        return raise!(TypeError, "setattr expected 3 arguments, got {}", args.len());
    }
    let name = attr_name(args[1])?;
    classes::setattr(rt, args[0], name, args[2])?;
    Ok(none())
}

pub(super) fn builtin_delattr(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("delattr", kw)?;
    if args.len() != 2 {
        return raise!(TypeError, "delattr expected 2 arguments, got {}", args.len());
    }
    let name = attr_name(args[1])?;
    classes::delattr(rt, args[0], name)?;
    Ok(none())
}

pub(super) fn builtin_hasattr(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("hasattr", kw)?;
    if args.len() != 2 {
        return raise!(TypeError, "hasattr expected 2 arguments, got {}", args.len());
    }
    let name = attr_name(args[1])?;
    match classes::getattr(rt, args[0], name) {
        Ok(_) => Ok(true_value()),
        Err(e) if e.kind == ExcKind::AttributeError => Ok(false_value()),
        Err(e) => Err(e),
    }
}

pub(super) fn builtin_id(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("id", kw)?;
    arity("id", args, 1, 1)?;
    Ok(rt.new_int_i128(args[0].raw() as i128))
}

pub(super) fn builtin_callable(_rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("callable", kw)?;
    arity("callable", args, 1, 1)?;
    Ok(py_bool(is_callable(args[0])))
}

/// `callable(v)`.
pub(super) fn is_callable(v: Value) -> bool {
    matches!(class_of(v), ClassId::Function | ClassId::BuiltinFunction | ClassId::Type | ClassId::Method)
        || classes::has_special(v, "__call__")
}

/// `BaseException.__init__(self, *args)`: stores `args` (and an ImportError's `name`
/// and `path` keywords).
pub(super) fn exception_init(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    let Some(&obj) = args.first() else {
        return raise!(TypeError, "descriptor '__init__' of 'BaseException' object needs an argument");
    };
    let class = if is_layout(obj, LayoutId::Instance) { classes::instance(obj).class } else { classes::type_of(obj) };
    let is_import_error = classes::is_exception_of(class, ExcKind::ImportError);
    for &(k, v) in kw {
        match k {
            "name" | "path" if is_import_error => classes::setattr(rt, obj, k, v)?,
            _ if is_import_error => {
                return raise!(
                    TypeError,
                    "'{}' is an invalid keyword argument for {}()",
                    k,
                    classes::class_name(class)
                );
            }
            _ => return raise!(TypeError, "{}() takes no keyword arguments", classes::class_name(class)),
        }
    }
    let kept = match is_layout(obj, LayoutId::Instance) {
        true => classes::exception_arguments_kept(classes::instance(obj).class, &args[1..]),
        false => &args[1..],
    };
    let t = rt.new_tuple(kept);
    rt.handles.push(t);
    let r = classes::setattr(rt, obj, "args", t);
    rt.handles.pop();
    r.map(|_| none())
}

/// `object.__init__(self)`.
/// `object.__new__(cls, *args)`.
pub(super) fn object_new(rt: &mut Rt, args: &[Value], _kw: &Kw) -> PyResult<Value> {
    let Some((&cls, rest)) = args.split_first() else {
        return raise!(TypeError, "object.__new__(): not enough arguments");
    };
    classes::object_new(rt, cls, rest)
}

/// `list.__init__(self, iterable=())`, `dict.__init__(self, mapping=(), **kw)` and
/// `set.__init__(self, iterable=())`: (re)fill the container an instance of a
/// subclass carries (or a plain one) from the arguments, as the constructors do.
pub(super) fn container_init(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    let Some((&this, rest)) = args.split_first() else {
        return raise!(TypeError, "descriptor '__init__' of container objects needs an argument");
    };
    let target = classes::unwrap_base(rt, this);
    match class_of(target) {
        ClassId::List => {
            no_keywords("list", kw)?;
            arity("list", rest, 0, 1)?;
            crate::methods::call_method(rt, target, "clear", &[], &[])?;
            if let Some(&items) = rest.first() {
                crate::ops::list_extend(rt, target, items)?;
            }
        }
        ClassId::Dict => {
            if rest.len() > 1 {
                return raise!(TypeError, "dict expected at most 1 argument, got {}", rest.len());
            }
            crate::methods::call_method(rt, target, "clear", &[], &[])?;
            crate::methods::call_method(rt, target, "update", rest, kw)?;
        }
        ClassId::Set => {
            no_keywords("set", kw)?;
            arity("set", rest, 0, 1)?;
            crate::methods::call_method(rt, target, "clear", &[], &[])?;
            if let Some(&items) = rest.first() {
                crate::methods::call_method(rt, target, "update", &[items], &[])?;
            }
        }
        _ => return raise!(TypeError, "descriptor '__init__' requires a container object, not '{}'", type_name(this)),
    }
    Ok(none())
}

/// `T.__new__(cls, *args)` for the immutable builtin types `T` that classes may
/// derive from (`int`, `float`, `str`, `tuple`): an instance of `cls` (`T` or a
/// subclass) holding what `T(*args)` makes.
fn immutable_new(rt: &mut Rt, class: ClassId, args: &[Value], kw: &Kw) -> PyResult<Value> {
    let Some((&cls, rest)) = args.split_first() else {
        return raise!(TypeError, "{}.__new__(): not enough arguments", class.name());
    };
    if cls == class.type_object() {
        return call_object(rt, cls, rest, kw);
    }
    if !classes::is_class(cls) {
        return raise!(TypeError, "{}.__new__(X): X is not a type object ({})", class.name(), type_name(cls));
    }
    if classes::carried_class(cls) != Some(class) {
        return raise!(
            TypeError,
            "{}.__new__({}): {} is not a subtype of {}",
            class.name(),
            classes::class_name(cls),
            classes::class_name(cls),
            class.name()
        );
    }
    classes::new_instance_with_base(rt, cls, rest, kw)
}

pub(super) fn tuple_new(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    immutable_new(rt, ClassId::Tuple, args, kw)
}

pub(super) fn int_new(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    immutable_new(rt, ClassId::Int, args, kw)
}

pub(super) fn float_new(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    immutable_new(rt, ClassId::Float, args, kw)
}

pub(super) fn str_new(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    immutable_new(rt, ClassId::Str, args, kw)
}

/// `object.__init_subclass__()`: nothing, and no keyword arguments.
pub(super) fn object_init_subclass(_rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    if !kw.is_empty() {
        return raise!(TypeError, "__init_subclass__() takes no keyword arguments");
    }
    if args.len() > 1 {
        return raise!(TypeError, "__init_subclass__() takes no arguments ({} given)", args.len() - 1);
    }
    Ok(none())
}

pub(super) fn object_init(_rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    if args.len() > 1 || !kw.is_empty() {
        return raise!(TypeError, "object.__init__() takes exactly one argument (the instance to initialize)");
    }
    Ok(none())
}

/// `object.__setattr__(obj, name, value)`: the plain store (no class hook runs, as
/// ember refuses classes with hooks).
pub(super) fn object_setattr(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("__setattr__", kw)?;
    let [obj, name, value] = args else {
        return raise!(TypeError, "expected 2 arguments, got {}", args.len().saturating_sub(1));
    };
    classes::setattr(rt, *obj, attr_name(*name)?, *value)?;
    Ok(none())
}

/// `object.__delattr__(obj, name)`.
pub(super) fn object_delattr(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("__delattr__", kw)?;
    let [obj, name] = args else {
        return raise!(TypeError, "expected 1 argument, got {}", args.len().saturating_sub(1));
    };
    classes::delattr(rt, *obj, attr_name(*name)?)?;
    Ok(none())
}

/// `object.__getattribute__(obj, name)`.
pub(super) fn object_getattribute(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("__getattribute__", kw)?;
    let [obj, name] = args else {
        return raise!(TypeError, "expected 1 argument, got {}", args.len().saturating_sub(1));
    };
    classes::getattr(rt, *obj, attr_name(*name)?)
}

pub(super) fn builtin_hash(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("hash", kw)?;
    arity("hash", args, 1, 1)?;
    let h = crate::hash::py_hash(rt, args[0])?;
    Ok(rt.new_int(h))
}
