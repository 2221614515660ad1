//! `repr`, `str` and `ascii` of any value, with recursion guards for containers.

use super::*;
use crate::classes;
use crate::dict;
use crate::error::PyResult;
use crate::float::float_repr;
use crate::int::{IntRef, int_ref, int_to_string};
use crate::raise;
use crate::strings::repr_str;
use crate::value::Value;
use crate::vm::Rt;

/// `ascii(v)`: the repr with every non-ASCII character escaped (`\xe9`, `\u20ac`,
/// `\U0001f600`).
pub fn ascii(rt: &mut Rt, v: Value) -> PyResult<String> {
    let repr = py_repr(rt, v)?;
    let mut out = String::with_capacity(repr.len());
    for c in repr.chars() {
        match c as u32 {
            0..=0x7f => out.push(c),
            n @ 0x80..=0xff => out.push_str(&format!("\\x{n:02x}")),
            n @ 0x100..=0xffff => out.push_str(&format!("\\u{n:04x}")),
            n => out.push_str(&format!("\\U{n:08x}")),
        }
    }
    Ok(out)
}

/// `object.__repr__(v)`: `<module.Class object at 0x...>`, or for a class
/// `type.__repr__`'s `<class 'module.Class'>`.
pub fn object_repr(v: Value) -> String {
    if classes::is_class(v) {
        let name = match type_class(v) {
            Some(c) => c.name().to_string(),
            None => classes::class_full_name(v),
        };
        return format!("<class '{name}'>");
    }
    let cls = classes::type_of(v);
    let module = classes::class_module(cls);
    let prefix = if module == "builtins" { String::new() } else { format!("{module}.") };
    format!("<{prefix}{} object at {:#x}>", classes::class_qualname(cls), v.raw())
}

pub fn py_repr(rt: &mut Rt, v: Value) -> PyResult<String> {
    let mut out = String::new();
    write_repr(rt, &mut out, v, &mut Vec::new())?;
    Ok(out)
}

pub fn py_str(rt: &mut Rt, v: Value) -> PyResult<String> {
    if is_layout(v, LayoutId::Str) {
        return Ok(str_text(v).to_string());
    }
    if classes::has_special(v, "__str__") {
        // CPython names the call of the method when it is one too many.
        if rt.depth >= rt.recursion_limit {
            return raise!(RecursionError, "maximum recursion depth exceeded while calling a Python object");
        }
        let r = classes::call_special(rt, v, "__str__", &[])?.expect("found above");
        if !is_layout(r, LayoutId::Str) {
            return raise!(TypeError, "__str__ returned non-string (type {})", type_name(r));
        }
        return Ok(str_text(r).to_string());
    }
    if is_layout(v, LayoutId::Instance) {
        if classes::is_exception_class(classes::instance(v).class) {
            return exception_str(rt, v);
        }
        // A str subclass's `str.__str__` gives its str; int's and float's are repr's.
        if let Some(s) = classes::carried_scalar(rt, v).filter(|&s| is_layout(s, LayoutId::Str)) {
            return Ok(str_text(s).to_string());
        }
    }
    py_repr(rt, v)
}

/// The args of an exception instance (an empty tuple if `__init__` never set them).
pub fn exception_args(rt: &Rt, v: Value) -> Vec<Value> {
    crate::instance_attrs::get(rt, v, "args").and_then(seq_to_vec).unwrap_or_default()
}

/// `exc.code` of a SystemExit: None without arguments, the argument with one, the
/// tuple of them with more.
pub fn system_exit_code(rt: &mut Rt, exc: Value) -> Value {
    match exception_args(rt, exc).as_slice() {
        [] => none(),
        [code] => *code,
        args => rt.new_tuple(args),
    }
}

/// Whether exception instance `v` is an OSError.
fn is_os_error(v: Value) -> bool {
    classes::is_exception_of(classes::instance(v).class, crate::error::ExcKind::OSError)
}

/// The attributes an exception instance has without storing them: the chaining
/// attributes (`__cause__`, `__context__`: None, `__suppress_context__`: False, until
/// set), SystemExit's `code`, StopIteration's `value` (its first argument), and an
/// OSError's `errno` and `strerror` (its two arguments, when it has exactly two),
/// and `filename` and `filename2` (None unless given). None for any other name or
/// object.
pub fn exception_attribute(rt: &mut Rt, v: Value, name: &str) -> Option<Value> {
    let class = classes::instance(v).class;
    let kind = classes::exception_kind(class)?;
    let is = |k: crate::error::ExcKind| kind.is_subclass_of(k);
    match name {
        "__cause__" | "__context__" => Some(none()),
        "__suppress_context__" => Some(crate::object::py_bool(false)),
        "code" if is(crate::error::ExcKind::SystemExit) => Some(system_exit_code(rt, v)),
        "name" | "path" if is(crate::error::ExcKind::ImportError) => Some(none()),
        "encoding" | "object" | "start" | "end" | "reason"
            if is(crate::error::ExcKind::UnicodeDecodeError) || is(crate::error::ExcKind::UnicodeEncodeError) =>
        {
            let args = exception_args(rt, v);
            let at = ["encoding", "object", "start", "end", "reason"].iter().position(|&n| n == name)?;
            args.get(at).copied().filter(|_| args.len() == 5)
        }
        "value" if is(crate::error::ExcKind::StopIteration) => {
            Some(exception_args(rt, v).first().copied().unwrap_or_else(none))
        }
        "errno" | "strerror" | "filename" | "filename2" if is(crate::error::ExcKind::OSError) => {
            let args = exception_args(rt, v);
            Some(match (name, args.as_slice()) {
                ("errno", [errno, _]) => *errno,
                ("strerror", [_, strerror]) => *strerror,
                _ => none(),
            })
        }
        _ => None,
    }
}

/// `str(exc)`: "" for no args, str(arg) for one (repr for KeyError), str(args) else;
/// an OSError of (errno, strerror) is `[Errno N] strerror`, with its filenames.
fn exception_str(rt: &mut Rt, v: Value) -> PyResult<String> {
    let args = exception_args(rt, v);
    if args.len() == 2 && is_os_error(v) {
        let mut text = format!("[Errno {}] {}", py_str(rt, args[0])?, py_str(rt, args[1])?);
        let filename = crate::instance_attrs::get(rt, v, "filename").filter(|f| !is_none(*f));
        if let Some(f) = filename {
            text += &format!(": {}", py_repr(rt, f)?);
            if let Some(f2) = crate::instance_attrs::get(rt, v, "filename2").filter(|f| !is_none(*f)) {
                text += &format!(" -> {}", py_repr(rt, f2)?);
            }
        }
        return Ok(text);
    }
    let kind = classes::exception_kind(classes::instance(v).class);
    if let Some(k @ (crate::error::ExcKind::UnicodeDecodeError | crate::error::ExcKind::UnicodeEncodeError)) = kind {
        if let Some(message) = crate::bytes::unicode_error_message(k, &args) {
            return Ok(message);
        }
    }
    match args.len() {
        0 => Ok(String::new()),
        1 if kind == Some(crate::error::ExcKind::KeyError) => py_repr(rt, args[0]),
        1 => py_str(rt, args[0]),
        _ => {
            let t = rt.new_tuple(&args);
            py_repr(rt, t)
        }
    }
}

fn write_repr(rt: &mut Rt, out: &mut String, v: Value, active: &mut Vec<Value>) -> PyResult<()> {
    // Nested containers count against the recursion limit, as in CPython.
    if rt.depth as usize + active.len() >= rt.recursion_limit as usize {
        // CPython names the call of a `__repr__` method, and a container's own repr.
        let what =
            if is_layout(v, LayoutId::Instance) { "calling a Python object" } else { "getting the repr of an object" };
        return raise!(RecursionError, "maximum recursion depth exceeded while {}", what);
    }
    // An instance's class, or a class's metaclass, may define `__repr__`.
    if classes::takes_specials(v) {
        if let Some(r) = classes::call_special(rt, v, "__repr__", &[])? {
            if !is_layout(r, LayoutId::Str) {
                return raise!(TypeError, "__repr__ returned non-string (type {})", type_name(r));
            }
            out.push_str(str_text(r));
            return Ok(());
        }
    }
    if is_layout(v, LayoutId::Instance) {
        let cls = classes::instance(v).class;
        if classes::is_exception_class(cls) {
            let args = exception_args(rt, v);
            out.push_str(classes::class_name(cls));
            if args.len() == 1 {
                out.push('(');
                write_repr(rt, out, args[0], active)?;
                out.push(')');
            } else {
                let t = rt.new_tuple(&args);
                write_repr(rt, out, t, active)?;
            }
        } else if let Some(inner) = classes::base_value(rt, v) {
            write_repr(rt, out, inner, active)?;
        } else {
            out.push_str(&object_repr(v));
        }
        return Ok(());
    }
    if let Some(i) = int_ref(v).filter(|_| !is_layout(v, LayoutId::Bool)) {
        out.push_str(&int_to_string(i)?);
        return Ok(());
    }
    if let Some(d) = float_value(v) {
        out.push_str(&float_repr(d));
        return Ok(());
    }
    match layout_of(v) {
        LayoutId::None => out.push_str("None"),
        LayoutId::Bool => out.push_str(if v == true_value() { "True" } else { "False" }),
        LayoutId::Str => out.push_str(&repr_str(str_text(v))),
        LayoutId::Bytes => out.push_str(&crate::bytes::bytes_repr(bytes_data(v))),
        LayoutId::ByteArray => out.push_str(&crate::bytearray::repr(v)),
        LayoutId::List | LayoutId::Tuple => {
            let is_list = layout_of(v) == LayoutId::List;
            if active.contains(&v) {
                out.push_str(if is_list { "[...]" } else { "(...)" });
                return Ok(());
            }
            active.push(v);
            out.push(if is_list { '[' } else { '(' });
            // By index, re-reading the length: an item's `__repr__` may change a list.
            let mut i = 0;
            while i < seq_len(v) {
                if i > 0 {
                    out.push_str(", ");
                }
                write_repr(rt, out, seq_item(v, i), active)?;
                i += 1;
            }
            if !is_list && seq_len(v) == 1 {
                out.push(',');
            }
            out.push(if is_list { ']' } else { ')' });
            active.pop();
        }
        LayoutId::Globals => {
            if active.contains(&v) {
                out.push_str("{...}");
                return Ok(());
            }
            let d = crate::globals::snapshot(rt, v)?;
            active.push(v);
            let r = rt.with_roots(&[d], |rt| write_repr(rt, out, d, active));
            active.pop();
            r?;
        }
        LayoutId::Dict => {
            if active.contains(&v) {
                out.push_str("{...}");
                return Ok(());
            }
            active.push(v);
            out.push('{');
            for (i, (k, val)) in dict::dict_items(v).into_iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_repr(rt, out, k, active)?;
                out.push_str(": ");
                write_repr(rt, out, val, active)?;
            }
            out.push('}');
            active.pop();
        }
        LayoutId::Set | LayoutId::FrozenSet => {
            let frozen = is_layout(v, LayoutId::FrozenSet);
            let items = dict::set_items(v);
            if items.is_empty() {
                out.push_str(if frozen { "frozenset()" } else { "set()" });
                return Ok(());
            }
            if active.contains(&v) {
                out.push_str(if frozen { "frozenset(...)" } else { "set(...)" });
                return Ok(());
            }
            active.push(v);
            out.push_str(if frozen { "frozenset({" } else { "{" });
            for (i, k) in items.into_iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_repr(rt, out, k, active)?;
            }
            out.push_str(if frozen { "})" } else { "}" });
            active.pop();
        }
        LayoutId::DictView => {
            let kind = view_kind(v);
            out.push_str(["dict_keys([", "dict_values([", "dict_items(["][kind.min(2)]);
            for (i, (k, val)) in dict::dict_items(view_dict(v)).into_iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                match kind {
                    0 => write_repr(rt, out, k, active)?,
                    1 => write_repr(rt, out, val, active)?,
                    _ => {
                        out.push('(');
                        write_repr(rt, out, k, active)?;
                        out.push_str(", ");
                        write_repr(rt, out, val, active)?;
                        out.push(')');
                    }
                }
            }
            out.push_str("])");
        }
        LayoutId::Slice => {
            let [start, stop, step] = slice_parts(v);
            out.push_str("slice(");
            write_repr(rt, out, start, active)?;
            out.push_str(", ");
            write_repr(rt, out, stop, active)?;
            out.push_str(", ");
            write_repr(rt, out, step, active)?;
            out.push(')');
        }
        LayoutId::Range => {
            let (start, stop, step) = range_values(v);
            out.push_str(&format!("range({}, {}", py_repr(rt, start)?, py_repr(rt, stop)?));
            if int_ref(step).and_then(IntRef::to_i64) != Some(1) {
                out.push_str(&format!(", {}", py_repr(rt, step)?));
            }
            out.push(')');
        }
        LayoutId::Function => out.push_str(&format!("<function {} at {:#x}>", code_of_function(v).qualname, v.raw())),
        LayoutId::Builtin => out.push_str(&format!("<built-in function {}>", crate::builtins::builtin_name(v))),
        LayoutId::Type => out.push_str(&format!("<class '{}'>", type_class(v).expect("type").name())),
        LayoutId::Class => {
            out.push_str(&format!("<class '{}'>", classes::class_full_name(v)));
        }
        LayoutId::Method => {
            // SAFETY: checked layout.
            let (f, s) = unsafe {
                let m = &*v.as_ptr::<MethodObject>();
                (m.func, m.self_)
            };
            if let Some(class) = type_class(s).filter(|_| is_layout(f, LayoutId::Str)) {
                out.push_str(&format!("<method '{}' of '{}' objects>", str_text(f), class.name()));
                return Ok(());
            }
            // A function names itself by its qualname (the class that defined it).
            let qualname = if is_layout(f, LayoutId::Function) {
                code_of_function(f).qualname.to_string()
            } else {
                let owner = classes::class_name(if classes::is_class(s) { s } else { classes::type_of(s) });
                let fname = if is_layout(f, LayoutId::Str) { str_text(f) } else { "?" };
                format!("{owner}.{fname}")
            };
            out.push_str(&format!("<bound method {qualname} of "));
            write_repr(rt, out, s, active)?;
            out.push('>');
        }
        LayoutId::NotImplemented => out.push_str("NotImplemented"),
        LayoutId::Ellipsis => out.push_str("Ellipsis"),
        LayoutId::Generator => {
            // SAFETY: checked layout.
            let f = unsafe { (*v.as_ptr::<GeneratorObject>()).func };
            out.push_str(&format!("<generator object {} at {:#x}>", code_of_function(f).qualname, v.raw()));
        }
        LayoutId::Iter if crate::files::is_file(v) => {
            let text = crate::files::file_repr(rt, v);
            out.push_str(&text);
        }
        LayoutId::Module => {
            let name = crate::modules::module_name(v);
            match crate::import::namespace_of(v).and_then(|ns| rt.modules[ns.index()].file.clone()) {
                Some(file) => out.push_str(&format!("<module '{name}' from '{file}'>")),
                None if crate::import::namespace_of(v).is_some() => out.push_str(&format!("<module '{name}'>")),
                None => out.push_str(&format!("<module '{name}' (built-in)>")),
            }
        }
        _ => out.push_str(&format!("<{} object at {:#x}>", type_name(v), v.raw())),
    }
    Ok(())
}
