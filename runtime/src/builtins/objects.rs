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
    // Without `file=`, to `sys.stdout`, which the program may have replaced.
    let file = match keyword("print", kw, ALLOWED, "file")? {
        Some(f) if !is_none(f) => Some(f),
        _ => rt.module_value("sys", "stdout"),
    };
    let file = file.filter(|&f| !crate::files::is_stdout(rt, f));
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

/// `isinstance(subject, classinfo)` (`instance`) or `issubclass(subject, classinfo)`:
/// `classinfo` is a class or a nested tuple of them; a class whose metaclass defines
/// `__instancecheck__` or `__subclasscheck__` answers for itself.
fn instance_of(rt: &mut Rt, fname: &str, subject: Value, instance: bool, classinfo: Value) -> PyResult<bool> {
    let cls = if instance { classes::type_of(subject) } else { subject };
    // An object's exact class answers without hooks (`issubclass` has no such
    // shortcut).
    if instance && cls == classinfo {
        return Ok(true);
    }
    // An object that is no class but has the hook answers too.
    let hook = if instance { "__instancecheck__" } else { "__subclasscheck__" };
    if !classes::is_class(classinfo) && classes::has_special(classinfo, hook) {
        let r = classes::call_special(rt, classinfo, hook, &[subject])?.expect("checked");
        return rt.with_roots(&[r], |rt| crate::ops::truthy(rt, r));
    }
    if classes::is_class(classinfo) {
        if let Some((_, check)) = classes::metaclass_lookup(classinfo, hook) {
            let r = call_object(rt, check, &[classinfo, subject], &[])?;
            return rt.with_roots(&[r], |rt| crate::ops::truthy(rt, r));
        }
        return Ok(classes::is_subclass(cls, classinfo));
    }
    if is_layout(classinfo, LayoutId::Tuple) {
        for &c in tuple_items(classinfo) {
            if instance_of(rt, fname, subject, instance, c)? {
                return Ok(true);
            }
        }
        return Ok(false);
    }
    raise!(TypeError, "{}() arg 2 must be a type, a tuple of types, or a union", fname)
}

pub(super) fn builtin_isinstance(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("isinstance", kw)?;
    if args.len() != 2 {
        return raise!(TypeError, "isinstance expected 2 arguments, got {}", args.len());
    }
    Ok(py_bool(instance_of(rt, "isinstance", args[0], true, args[1])?))
}

pub(super) fn builtin_issubclass(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("issubclass", kw)?;
    if args.len() != 2 {
        return raise!(TypeError, "issubclass expected 2 arguments, got {}", args.len());
    }
    if !classes::is_class(args[0]) {
        return raise!(TypeError, "issubclass() arg 1 must be a class");
    }
    Ok(py_bool(instance_of(rt, "issubclass", args[0], false, args[1])?))
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
    let is_import_error = !kw.is_empty() && classes::is_exception_of(class, ExcKind::ImportError);
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
    classes::init_exception_args(rt, obj, &args[1..]).map(|_| none())
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
/// `object.__init_subclass__()`, a classmethod: nothing, and no arguments.
pub(super) fn object_init_subclass(_rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    let name = args.first().filter(|&&c| classes::is_class(c)).map_or("object", |&c| classes::class_name(c));
    if !kw.is_empty() {
        return raise!(TypeError, "{}.__init_subclass__() takes no keyword arguments", name);
    }
    if args.len() > 1 {
        return raise!(TypeError, "{}.__init_subclass__() takes no arguments ({} given)", name, args.len() - 1);
    }
    Ok(none())
}

pub(super) fn object_init(_rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    if args.len() > 1 || !kw.is_empty() {
        return raise!(TypeError, "object.__init__() takes exactly one argument (the instance to initialize)");
    }
    Ok(none())
}

/// `object.__setattr__(obj, name, value)`: the plain store (the class's own
/// `__setattr__` calls it to store).
pub(super) fn object_setattr(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("__setattr__", kw)?;
    let [obj, name, value] = args else {
        return raise!(TypeError, "expected 2 arguments, got {}", args.len().saturating_sub(1));
    };
    classes::store_attr(rt, *obj, attr_name(*name)?, *value)?;
    Ok(none())
}

/// `object.__delattr__(obj, name)`: the plain deletion.
pub(super) fn object_delattr(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("__delattr__", kw)?;
    let [obj, name] = args else {
        return raise!(TypeError, "expected 1 argument, got {}", args.len().saturating_sub(1));
    };
    classes::delete_attr(rt, *obj, attr_name(*name)?)?;
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

/// `type.__new__(metaclass, name, bases, namespace, **kw)`: a new class whose class
/// is `metaclass` (what a metaclass's `super().__new__(...)` calls), made from a copy
/// of the namespace; the keywords go to `__init_subclass__`.
pub(super) fn type_new(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    let type_type = ClassId::Type.type_object();
    let Some((&meta, rest)) = args.split_first() else {
        return raise!(TypeError, "type.__new__(): not enough arguments");
    };
    if !classes::is_class(meta) {
        return raise!(TypeError, "type.__new__(X): X is not a type object ({})", type_name(meta));
    }
    if !classes::is_subclass(meta, type_type) {
        let name = classes::class_name(meta);
        return raise!(TypeError, "type.__new__({}): {} is not a subtype of type", name, name);
    }
    let (name, bases, namespace) = match *rest {
        [name, bases, namespace] => (name, bases, namespace),
        _ => return raise!(TypeError, "type.__new__() takes exactly 3 arguments ({} given)", rest.len()),
    };
    if !is_layout(name, LayoutId::Str) {
        return raise!(TypeError, "type.__new__() argument 1 must be str, not {}", type_name(name));
    }
    if !is_layout(bases, LayoutId::Tuple) {
        return raise!(TypeError, "type.__new__() argument 2 must be tuple, not {}", type_name(bases));
    }
    if !is_layout(namespace, LayoutId::Dict) {
        return raise!(TypeError, "type.__new__() argument 3 must be dict, not {}", type_name(namespace));
    }
    let bases = tuple_items(bases).to_vec();
    // A more derived metaclass among the bases' makes the class, by its own
    // `__new__` if it has one.
    let winner = classes::most_derived_metaclass(meta, &bases)?;
    if winner != meta && classes::user_lookup(winner, "__new__").is_some() {
        let new = classes::getattr(rt, winner, "__new__")?;
        return rt.with_roots(&[new], |rt| call_object(rt, new, &[winner, name, rest[1], namespace], kw));
    }
    let copy = crate::methods::call_method(rt, namespace, "copy", &[], &[])?;
    rt.with_roots(&[copy], |rt| classes::new_class_with_metaclass(rt, str_text(name), &bases, copy, meta, kw))
}

/// `type.__init__(cls, ...)`: nothing (`type.__new__` did the work), given one or
/// three arguments after the class.
pub(super) fn type_init(_rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    match args.len() {
        2 if !kw.is_empty() => raise!(TypeError, "type.__init__() takes no keyword arguments"),
        2 | 4 => Ok(none()),
        _ => raise!(TypeError, "type.__init__() takes 1 or 3 arguments"),
    }
}

/// `type.__call__(cls, *args, **kw)`: what calling a class does without a
/// metaclass's `__call__` (a metaclass's `super().__call__(...)`).
pub(super) fn type_call(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    let Some((&cls, rest)) = args.split_first() else {
        return raise!(TypeError, "descriptor '__call__' of 'type' object needs an argument");
    };
    if !classes::is_class(cls) {
        return raise!(TypeError, "descriptor '__call__' requires a 'type' object but received a '{}'", type_name(cls));
    }
    if !is_layout(cls, LayoutId::Class) {
        return call_object(rt, cls, rest, kw);
    }
    classes::type_call(rt, cls, rest, kw)
}

/// `__build_class__(body, name, *bases, **kw)`: a class statement with keywords
/// (`metaclass=`, `__init_subclass__`'s arguments), compiled to a call of this.
pub(super) fn build_class(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    let [body, name, bases @ ..] = args else {
        return raise!(TypeError, "__build_class__: not enough arguments");
    };
    if !is_layout(*body, LayoutId::Function) {
        return raise!(TypeError, "__build_class__: func must be a function");
    }
    if !is_layout(*name, LayoutId::Str) {
        return raise!(TypeError, "__build_class__: name is not a string");
    }
    crate::shared_ops::build_class_with(rt, *body, str_text(*name), bases, kw)
}

/// `exc.with_traceback(tb)`: sets `exc.__traceback__` and returns `exc`.
pub(super) fn exception_with_traceback(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("with_traceback", kw)?;
    let [exc, tb] = *args else {
        return raise!(
            TypeError,
            "BaseException.with_traceback() takes exactly one argument ({} given)",
            args.len().saturating_sub(1)
        );
    };
    classes::setattr(rt, exc, "__traceback__", tb)?;
    Ok(exc)
}

/// The receiver of a builtin dunder method called with `args` (`object.__repr__(x)`).
fn receiver(name: &str, args: &[Value], extra: usize) -> PyResult<Value> {
    match args {
        [recv, rest @ ..] if rest.len() == extra => Ok(*recv),
        [] => raise!(TypeError, "descriptor '{}' of 'object' object needs an argument", name),
        _ => raise!(
            TypeError,
            "expected {} argument{}, got {}",
            extra,
            if extra == 1 { "" } else { "s" },
            args.len() - 1
        ),
    }
}

/// `object.__repr__(x)`: the default repr, whatever `x`'s class defines.
pub(super) fn object_repr(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("__repr__", kw)?;
    let recv = receiver("__repr__", args, 0)?;
    Ok(rt.new_str(&crate::ops::object_repr(recv)))
}

/// `type.__repr__(cls)`.
pub(super) fn type_repr(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("__repr__", kw)?;
    let recv = receiver("__repr__", args, 0)?;
    if !classes::is_class(recv) {
        return raise!(
            TypeError,
            "descriptor '__repr__' requires a 'type' object but received a '{}'",
            type_name(recv)
        );
    }
    Ok(rt.new_str(&crate::ops::object_repr(recv)))
}

/// `object.__str__(x)`: `repr(x)`.
pub(super) fn object_str(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("__str__", kw)?;
    let recv = receiver("__str__", args, 0)?;
    let s = py_repr(rt, recv)?;
    Ok(rt.new_str(&s))
}

/// `object.__eq__(x, y)`: True for the same object, else NotImplemented.
pub(super) fn object_eq(_rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("__eq__", kw)?;
    let recv = receiver("__eq__", args, 1)?;
    Ok(if recv == args[1] { py_bool(true) } else { classes::not_implemented() })
}

/// `object.__ne__(x, y)`: the inverse of `x.__eq__(y)`, NotImplemented if that is.
pub(super) fn object_ne(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("__ne__", kw)?;
    let recv = receiver("__ne__", args, 1)?;
    let eq = match classes::call_special(rt, recv, "__eq__", &[args[1]])? {
        Some(r) => r,
        None if recv == args[1] => py_bool(true),
        None => classes::not_implemented(),
    };
    if eq == classes::not_implemented() {
        return Ok(eq);
    }
    let t = rt.with_roots(&[eq], |rt| crate::ops::truthy(rt, eq))?;
    Ok(py_bool(!t))
}

/// `object.__hash__(x)`: the identity hash.
pub(super) fn object_hash(_rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("__hash__", kw)?;
    let recv = receiver("__hash__", args, 0)?;
    Ok(Value::small_int(crate::hash::identity_hash(recv)))
}

/// `cls.__subclasses__()`.
pub(super) fn type_subclasses(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("__subclasses__", kw)?;
    match args {
        [cls] if classes::is_class(*cls) => classes::subclasses(rt, *cls),
        _ => raise!(TypeError, "descriptor '__subclasses__' of 'type' object needs a type argument"),
    }
}
