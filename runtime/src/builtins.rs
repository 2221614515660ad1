//! Builtin functions and calls of type objects (`int(x)`, `range(n)`); the methods
//! of builtin types are in `methods`. Builtin function objects are static immortal objects.

use crate::classes;
use crate::dict;
use crate::error::ExcKind;
use crate::error::PyResult;
use crate::int::{IntRef, int_abs, int_from_f64, int_ref, parse_int};
use crate::layout::*;
use crate::object::*;
use crate::ops::{self, compare_order, py_len, py_repr, py_str, truthy};
use crate::raise;
use crate::value::Value;
use crate::vm::Rt;

pub(crate) type Kw<'a> = [(&'a str, Value)];
type BuiltinFn = fn(&mut Rt, &[Value], &Kw) -> PyResult<Value>;

const fn builtin(id: usize) -> BuiltinObject {
    BuiltinObject { header: Header::new(LayoutId::Builtin, GC_IMMORTAL), id }
}

/// A builtin function: its module (None for the builtins namespace), name and
/// implementation. `BuiltinObject::id` indexes this table.
struct Builtin {
    module: Option<&'static str>,
    name: &'static str,
    f: BuiltinFn,
}

macro_rules! builtin_table {
    ($($module:expr, $name:literal => $f:expr;)*) => {
        static TABLE: &[Builtin] = &[$(Builtin { module: $module, name: $name, f: $f }),*];
        const COUNT: usize = [$($name),*].len();
    };
}

macro_rules! math_fn {
    ($name:literal) => {
        |rt: &mut Rt, args: &[Value], kw: &Kw| {
            no_keywords($name, kw)?;
            crate::modules::math_call(rt, $name, args)
        }
    };
}

macro_rules! time_fn {
    ($name:literal) => {
        |rt: &mut Rt, args: &[Value], kw: &Kw| {
            no_keywords($name, kw)?;
            crate::modules::time_call(rt, $name, args)
        }
    };
}

builtin_table! {
    None, "print" => builtin_print;
    None, "len" => builtin_len;
    None, "abs" => builtin_abs;
    None, "min" => builtin_min;
    None, "max" => builtin_max;
    None, "sum" => builtin_sum;
    None, "repr" => builtin_repr;
    None, "ascii" => builtin_ascii;
    None, "isinstance" => builtin_isinstance;
    None, "issubclass" => builtin_issubclass;
    None, "divmod" => builtin_divmod;
    None, "pow" => builtin_pow;
    None, "sorted" => builtin_sorted;
    None, "enumerate" => builtin_enumerate;
    None, "zip" => builtin_zip;
    None, "map" => builtin_map;
    None, "filter" => builtin_filter;
    None, "reversed" => builtin_reversed;
    None, "iter" => builtin_iter;
    None, "next" => builtin_next;
    None, "ord" => builtin_ord;
    None, "chr" => builtin_chr;
    None, "round" => builtin_round;
    None, "any" => builtin_any;
    None, "all" => builtin_all;
    None, "hex" => builtin_hex;
    None, "oct" => builtin_oct;
    None, "bin" => builtin_bin;
    None, "format" => builtin_format;
    None, "hash" => builtin_hash;
    None, "getattr" => builtin_getattr;
    None, "setattr" => builtin_setattr;
    None, "hasattr" => builtin_hasattr;
    None, "delattr" => builtin_delattr;
    None, "id" => builtin_id;
    None, "callable" => builtin_callable;
    Some("BaseException"), "__init__" => exception_init;
    Some("object"), "__init__" => object_init;
    Some("math"), "sqrt" => math_fn!("sqrt");
    Some("math"), "sin" => math_fn!("sin");
    Some("math"), "cos" => math_fn!("cos");
    Some("math"), "tan" => math_fn!("tan");
    Some("math"), "atan" => math_fn!("atan");
    Some("math"), "atan2" => math_fn!("atan2");
    Some("math"), "hypot" => math_fn!("hypot");
    Some("math"), "fabs" => math_fn!("fabs");
    Some("math"), "exp" => math_fn!("exp");
    Some("math"), "log" => math_fn!("log");
    Some("math"), "log2" => math_fn!("log2");
    Some("math"), "log10" => math_fn!("log10");
    Some("math"), "pow" => math_fn!("pow");
    Some("math"), "copysign" => math_fn!("copysign");
    Some("math"), "floor" => math_fn!("floor");
    Some("math"), "ceil" => math_fn!("ceil");
    Some("math"), "trunc" => math_fn!("trunc");
    Some("math"), "isqrt" => math_fn!("isqrt");
    Some("math"), "isfinite" => math_fn!("isfinite");
    Some("math"), "isinf" => math_fn!("isinf");
    Some("math"), "isnan" => math_fn!("isnan");
    Some("time"), "perf_counter" => time_fn!("perf_counter");
    Some("time"), "monotonic" => time_fn!("monotonic");
    Some("time"), "time" => time_fn!("time");
}

static OBJECTS: [BuiltinObject; COUNT] = {
    let mut objects = [builtin(0); COUNT];
    let mut i = 0;
    while i < objects.len() {
        objects[i] = builtin(i);
        i += 1;
    }
    objects
};

/// Whether `v` is a builtin that behaves as a method of a builtin class
/// (`object.__init__`, `BaseException.__init__`): it binds to instances.
pub fn is_builtin_method(v: Value) -> bool {
    is_layout(v, LayoutId::Builtin)
        // SAFETY: checked layout.
        && matches!(TABLE[unsafe { (*v.as_ptr::<BuiltinObject>()).id }].module, Some("object" | "BaseException"))
}

/// The function names of builtin module `module`.
pub fn module_function_names(module: &str) -> Vec<&'static str> {
    TABLE.iter().filter(|b| b.module == Some(module)).map(|b| b.name).collect()
}

/// The function `name` of builtin module `module`.
pub fn module_function(module: &str, name: &str) -> Option<Value> {
    static INDEX: std::sync::OnceLock<std::collections::HashMap<(&'static str, &'static str), usize>> =
        std::sync::OnceLock::new();
    let index = INDEX
        .get_or_init(|| TABLE.iter().enumerate().filter_map(|(i, b)| b.module.map(|m| ((m, b.name), i))).collect());
    index.get(&(module, name)).map(|&i| Value::from_ptr(&OBJECTS[i]))
}

/// The callable type objects available as builtins.
const BUILTIN_TYPES: [ClassId; 15] = [
    ClassId::Object,
    ClassId::Super,
    ClassId::StaticMethod,
    ClassId::ClassMethod,
    ClassId::Property,
    ClassId::Dict,
    ClassId::Set,
    ClassId::Int,
    ClassId::Float,
    ClassId::Str,
    ClassId::Bool,
    ClassId::List,
    ClassId::Tuple,
    ClassId::Range,
    ClassId::Type,
];

/// Fills `rt.builtins`.
pub fn install(rt: &mut Rt) {
    for (i, b) in TABLE.iter().enumerate() {
        if b.module.is_none() {
            rt.builtins.insert(b.name, Value::from_ptr(&OBJECTS[i]));
        }
    }
    for class in BUILTIN_TYPES {
        rt.builtins.insert(class.name(), class.type_object());
    }
}

pub fn builtin_name(v: Value) -> &'static str {
    // SAFETY: callers pass a builtin function object.
    TABLE[unsafe { (*v.as_ptr::<BuiltinObject>()).id }].name
}

/// Calls any callable with already-evaluated arguments (which the caller keeps rooted).
pub fn call_object(rt: &mut Rt, f: Value, pos: &[Value], kw: &Kw) -> PyResult<Value> {
    if is_layout(f, LayoutId::Builtin) {
        // SAFETY: checked layout.
        let id = unsafe { (*f.as_ptr::<BuiltinObject>()).id };
        return (TABLE[id].f)(rt, pos, kw);
    }
    if let Some(class) = type_class(f) {
        return call_type(rt, class, pos, kw);
    }
    if is_layout(f, LayoutId::Function) {
        return crate::interp::call_function_kw(rt, f, pos, kw);
    }
    if is_layout(f, LayoutId::Class) {
        return classes::instantiate(rt, f, pos, kw);
    }
    if is_layout(f, LayoutId::Method) {
        // SAFETY: checked layout.
        let (func, self_) = unsafe {
            let m = &*f.as_ptr::<MethodObject>();
            (m.func, m.self_)
        };
        if is_layout(func, LayoutId::Str) {
            return crate::methods::call_method(rt, self_, str_text(func), pos, kw);
        }
        let mut full = Vec::with_capacity(pos.len() + 1);
        full.push(self_);
        full.extend_from_slice(pos);
        return call_object(rt, func, &full, kw);
    }
    if classes::has_special(f, "__call__") {
        let call = classes::getattr(rt, f, "__call__")?;
        rt.handles.push(call);
        let r = call_object(rt, call, pos, kw);
        rt.handles.pop();
        return r;
    }
    raise!(TypeError, "'{}' object is not callable", type_name(f))
}

pub(crate) fn no_keywords(name: &str, kw: &Kw) -> PyResult<()> {
    match kw.first() {
        Some(_) => raise!(TypeError, "{}() takes no keyword arguments", name),
        None => Ok(()),
    }
}

fn arity(name: &str, args: &[Value], min: usize, max: usize) -> PyResult<()> {
    if args.len() < min || args.len() > max {
        if min == max {
            return raise!(TypeError, "{}() takes exactly one argument ({} given)", name, args.len());
        }
        if args.len() > max {
            let plural = if max == 1 { "" } else { "s" };
            return raise!(TypeError, "{} expected at most {} argument{}, got {}", name, max, plural, args.len());
        }
        let plural = if min == 1 { "" } else { "s" };
        return raise!(TypeError, "{} expected at least {} argument{}, got {}", name, min, plural, args.len());
    }
    Ok(())
}

/// Looks up keyword `name`, rejecting any keyword not in `allowed`.
pub(crate) fn keyword(fname: &str, kw: &Kw, allowed: &[&str], name: &str) -> PyResult<Option<Value>> {
    for &(k, _) in kw {
        if !allowed.contains(&k) {
            return raise!(TypeError, "'{}' is an invalid keyword argument for {}()", k, fname);
        }
    }
    Ok(kw.iter().find(|(k, _)| *k == name).map(|&(_, v)| v))
}

fn builtin_print(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
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
    if keyword("print", kw, ALLOWED, "file")?.is_some_and(|v| !is_none(v)) {
        return raise!(NotImplementedError, "print(file=...) is not supported by ember yet");
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
    rt.write_out(&line)?;
    Ok(none())
}

fn builtin_len(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("len", kw)?;
    arity("len", args, 1, 1)?;
    let n = py_len(rt, args[0])?;
    Ok(rt.new_int(n as i64))
}

fn builtin_abs(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("abs", kw)?;
    arity("abs", args, 1, 1)?;
    let v = args[0];
    if int_ref(v).is_some() {
        return Ok(int_abs(rt, v));
    }
    if let Some(d) = float_value(v) {
        return Ok(rt.new_float(d.abs()));
    }
    raise!(TypeError, "bad operand type for abs(): '{}'", type_name(v))
}

fn min_max(rt: &mut Rt, args: &[Value], kw: &Kw, name: &str, op: crate::code::CmpOp) -> PyResult<Value> {
    let key = keyword(name, kw, &["key", "default"], "key")?.filter(|k| !is_none(*k));
    let default = keyword(name, kw, &["key", "default"], "default")?;
    let mark = rt.handles.len();
    let result = (|| {
        let items = match args.len() {
            0 => return raise!(TypeError, "{} expected at least 1 argument, got 0", name),
            1 => ops::collect_iterable(rt, args[0])?,
            _ => {
                if default.is_some() {
                    return raise!(
                        TypeError,
                        "Cannot specify a default for {}() with multiple positional arguments",
                        name
                    );
                }
                args.to_vec()
            }
        };
        if items.is_empty() {
            return match default {
                Some(d) => Ok(d),
                None => raise!(ValueError, "{}() arg is an empty sequence", name),
            };
        }
        let mut best = items[0];
        let mut best_key = match key {
            Some(k) => call_object(rt, k, &[best], &[])?,
            None => best,
        };
        rt.handles.push(best_key);
        for &item in &items[1..] {
            let k = match key {
                Some(kf) => call_object(rt, kf, &[item], &[])?,
                None => item,
            };
            if compare_order(rt, op, k, best_key)? {
                best = item;
                best_key = k;
                rt.handles.push(k);
            }
        }
        Ok(best)
    })();
    rt.handles.truncate(mark);
    result
}

fn builtin_min(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    min_max(rt, args, kw, "min", crate::code::CmpOp::Lt)
}

fn builtin_max(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    min_max(rt, args, kw, "max", crate::code::CmpOp::Gt)
}

fn builtin_sum(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    let start_kw = keyword("sum", kw, &["start"], "start")?;
    if args.is_empty() || args.len() > 2 {
        return raise!(TypeError, "sum() takes at most 2 arguments ({} given)", args.len() + kw.len());
    }
    let start = args.get(1).copied().or(start_kw).unwrap_or(Value::small_int(0));
    if class_of(start) == ClassId::Str {
        return raise!(TypeError, "sum() can't sum strings [use ''.join(seq) instead]");
    }
    let mark = rt.handles.len();
    let result = (|| {
        let items = ops::collect_iterable(rt, args[0])?;
        rt.handles.extend_from_slice(&items);
        let mut acc = start;
        for item in items {
            rt.handles.push(acc);
            acc = ops::binary_op(rt, crate::code::BinOp::Add, acc, item, false)?;
        }
        Ok(acc)
    })();
    rt.handles.truncate(mark);
    result
}

fn builtin_repr(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("repr", kw)?;
    arity("repr", args, 1, 1)?;
    let s = py_repr(rt, args[0])?;
    Ok(rt.new_str(&s))
}

fn builtin_ascii(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
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

fn builtin_isinstance(_rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("isinstance", kw)?;
    if args.len() != 2 {
        return raise!(TypeError, "isinstance expected 2 arguments, got {}", args.len());
    }
    Ok(py_bool(instance_of("isinstance", classes::type_of(args[0]), args[1])?))
}

fn builtin_issubclass(_rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("issubclass", kw)?;
    if args.len() != 2 {
        return raise!(TypeError, "issubclass expected 2 arguments, got {}", args.len());
    }
    if !classes::is_class(args[0]) {
        return raise!(TypeError, "issubclass() arg 1 must be a class");
    }
    Ok(py_bool(instance_of("issubclass", args[0], args[1])?))
}

fn builtin_divmod(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("divmod", kw)?;
    if args.len() != 2 {
        return raise!(TypeError, "divmod expected 2 arguments, got {}", args.len());
    }
    let (a, b) = (args[0], args[1]);
    if (int_ref(a).is_none() && float_value(a).is_none()) || (int_ref(b).is_none() && float_value(b).is_none()) {
        return raise!(
            TypeError,
            "unsupported operand type(s) for divmod(): '{}' and '{}'",
            type_name(a),
            type_name(b)
        );
    }
    if float_value(b) == Some(0.0) || (float_value(a).is_some() && int_ref(b).is_some_and(|i| i.is_zero())) {
        return raise!(ZeroDivisionError, "float divmod()");
    }
    let q = ops::binary_op(rt, crate::code::BinOp::FloorDiv, a, b, false)?;
    rt.handles.push(q);
    let r = ops::binary_op(rt, crate::code::BinOp::Mod, a, b, false);
    let r = r.map(|r| {
        rt.handles.push(r);
        let t = rt.new_tuple(&[q, r]);
        rt.handles.pop();
        t
    });
    rt.handles.pop();
    r
}

fn builtin_pow(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    let modulus = keyword("pow", kw, &["base", "exp", "mod"], "mod")?.or(args.get(2).copied());
    let base = args.first().copied().or(keyword("pow", kw, &["base", "exp", "mod"], "base")?);
    let exp = args.get(1).copied().or(keyword("pow", kw, &["base", "exp", "mod"], "exp")?);
    let (Some(base), Some(exp)) = (base, exp) else {
        return raise!(TypeError, "pow() missing required argument 'exp' (pos 2)");
    };
    match modulus.filter(|m| !is_none(*m)) {
        None => ops::binary_op(rt, crate::code::BinOp::Pow, base, exp, false),
        Some(m) => {
            let (Some(b), Some(e), Some(m)) = (int_ref(base), int_ref(exp), int_ref(m)) else {
                return raise!(TypeError, "pow() 3rd argument not allowed unless all arguments are integers");
            };
            let (b, e, m) = (b.to_bigint(), e.to_bigint(), m.to_bigint());
            use num_traits::{Signed, Zero};
            if m.is_zero() {
                return raise!(ValueError, "pow() 3rd argument cannot be 0");
            }
            let b = if e.is_negative() {
                match b.modinv(&m) {
                    Some(inv) => inv,
                    None => return raise!(ValueError, "base is not invertible for the given modulus"),
                }
            } else {
                b
            };
            let r = b.modpow(&e.abs(), &m);
            // Python's result has the sign of the modulus.
            let r = if !r.is_zero() && r.is_negative() != m.is_negative() { r + &m } else { r };
            Ok(rt.new_bigint(&r))
        }
    }
}

fn builtin_sorted(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    if args.len() != 1 {
        return raise!(TypeError, "sorted expected 1 argument, got {}", args.len());
    }
    let key = keyword("sorted", kw, &["key", "reverse"], "key")?.filter(|k| !is_none(*k));
    let reverse = match keyword("sorted", kw, &["key", "reverse"], "reverse")? {
        Some(r) => truthy(rt, r)?,
        None => false,
    };
    let list = call_type(rt, ClassId::List, args, &[])?;
    rt.handles.push(list);
    let r = crate::methods::list_sort(rt, list, key, reverse);
    rt.handles.pop();
    r.map(|_| list)
}

/// Builds a lazy iterator after converting `sources` to iterators (kept rooted).
fn lazy_iter(rt: &mut Rt, kind: IterKind, a: Value, sources: &[Value], index: i64) -> PyResult<Value> {
    let mark = rt.handles.len();
    let result = (|| {
        let mut iters = Vec::with_capacity(sources.len());
        for &s in sources {
            let it = ops::get_iter(rt, s)?;
            rt.handles.push(it);
            iters.push(it);
        }
        let (a, b) = match kind {
            IterKind::Enumerate | IterKind::Filter if kind == IterKind::Enumerate => (iters[0], Value::NULL),
            IterKind::Filter => (a, iters[0]),
            IterKind::Zip => (rt.new_tuple(&iters), Value::NULL),
            _ => {
                rt.handles.push(a);
                let t = rt.new_tuple(&iters);
                (a, t)
            }
        };
        rt.handles.push(a);
        rt.handles.push(b);
        Ok(ops::new_iter(rt, kind, a, b, index))
    })();
    rt.handles.truncate(mark);
    result
}

fn builtin_enumerate(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    let start = keyword("enumerate", kw, &["start"], "start")?.or(args.get(1).copied());
    if args.is_empty() || args.len() > 2 {
        return raise!(TypeError, "enumerate() takes at most 2 arguments ({} given)", args.len());
    }
    let start = match start {
        Some(s) => match int_ref(s).map(IntRef::to_i64) {
            Some(Some(i)) => i,
            Some(None) => {
                return raise!(NotImplementedError, "enumerate() start beyond 64 bits is not supported by ember");
            }
            None => return raise!(TypeError, "'{}' object cannot be interpreted as an integer", type_name(s)),
        },
        None => 0,
    };
    lazy_iter(rt, IterKind::Enumerate, Value::NULL, &args[..1], start)
}

fn builtin_zip(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    let strict = match keyword("zip", kw, &["strict"], "strict")? {
        Some(s) => truthy(rt, s)?,
        None => false,
    };
    if strict {
        return raise!(NotImplementedError, "zip(strict=True) is not supported by ember yet");
    }
    lazy_iter(rt, IterKind::Zip, Value::NULL, args, 0)
}

fn builtin_map(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("map", kw)?;
    if args.len() < 2 {
        return raise!(TypeError, "map() must have at least two arguments.");
    }
    lazy_iter(rt, IterKind::Map, args[0], &args[1..], 0)
}

fn builtin_filter(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("filter", kw)?;
    if args.len() != 2 {
        return raise!(TypeError, "filter expected 2 arguments, got {}", args.len());
    }
    lazy_iter(rt, IterKind::Filter, args[0], &args[1..], 0)
}

fn builtin_reversed(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("reversed", kw)?;
    arity("reversed", args, 1, 1)?;
    let v = args[0];
    if !matches!(class_of(v), ClassId::List | ClassId::Tuple | ClassId::Str | ClassId::Range) {
        return raise!(TypeError, "'{}' object is not reversible", type_name(v));
    }
    let len = py_len(rt, v)? as i64;
    Ok(ops::new_iter(rt, IterKind::Reversed, v, Value::NULL, len))
}

fn builtin_iter(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("iter", kw)?;
    arity("iter", args, 1, 1)?;
    ops::get_iter(rt, args[0])
}

fn builtin_next(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("next", kw)?;
    if args.is_empty() || args.len() > 2 {
        return raise!(TypeError, "next expected at least 1 argument, got {}", args.len());
    }
    if !is_layout(args[0], LayoutId::RangeIter)
        && !is_layout(args[0], LayoutId::SeqIter)
        && !is_layout(args[0], LayoutId::Iter)
        && !is_layout(args[0], LayoutId::Generator)
        && !classes::has_special(args[0], "__next__")
    {
        return raise!(TypeError, "'{}' object is not an iterator", type_name(args[0]));
    }
    match ops::iter_next(rt, args[0])? {
        Some(v) => Ok(v),
        None => match args.get(1) {
            Some(&d) => Ok(d),
            None => raise!(StopIteration, ""),
        },
    }
}

fn builtin_ord(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("ord", kw)?;
    arity("ord", args, 1, 1)?;
    let v = args[0];
    if class_of(v) != ClassId::Str {
        return raise!(TypeError, "ord() expected string of length 1, but {} found", type_name(v));
    }
    let n = str_char_len(v);
    if n != 1 {
        return raise!(TypeError, "ord() expected a character, but string of length {} found", n);
    }
    Ok(rt.new_int(str_text(v).chars().next().expect("one char") as i64))
}

fn builtin_chr(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("chr", kw)?;
    arity("chr", args, 1, 1)?;
    let Some(i) = int_ref(args[0]) else {
        return raise!(TypeError, "'{}' object cannot be interpreted as an integer", type_name(args[0]));
    };
    match i.to_i64().and_then(|n| u32::try_from(n).ok()).and_then(char::from_u32) {
        Some(c) => {
            let mut buf = [0u8; 4];
            Ok(rt.new_str(c.encode_utf8(&mut buf)))
        }
        None if i.to_i64().is_some_and(|n| (0xd800..0xe000).contains(&n)) => {
            raise!(NotImplementedError, "chr() of a lone surrogate is not supported by ember yet (its strs are UTF-8)")
        }
        None => raise!(ValueError, "chr() arg not in range(0x110000)"),
    }
}

fn builtin_round(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    let ndigits = keyword("round", kw, &["number", "ndigits"], "ndigits")?.or(args.get(1).copied());
    if args.is_empty() || args.len() > 2 {
        return raise!(TypeError, "round() takes at most 2 arguments ({} given)", args.len());
    }
    let v = args[0];
    let nd = match ndigits.filter(|n| !is_none(*n)) {
        None => None,
        Some(n) => match int_ref(n).and_then(IntRef::to_i64) {
            Some(n) => Some(n),
            None => return raise!(TypeError, "'{}' object cannot be interpreted as an integer", type_name(n)),
        },
    };
    if let Some(d) = float_value(v) {
        return match nd {
            None => crate::int::int_from_f64(rt, d.round_ties_even()),
            Some(n) if !d.is_finite() => {
                let _ = n;
                Ok(rt.new_float(d))
            }
            Some(n) if n >= 0 => {
                // Correctly rounded decimal text (half-even on the exact binary value).
                let r: f64 = format!("{:.*}", n.min(400) as usize, d).parse().expect("decimal text");
                Ok(rt.new_float(r))
            }
            Some(n) => {
                let scale = 10f64.powi((-n).min(400) as i32);
                let r = (d / scale).round_ties_even() * scale;
                Ok(rt.new_float(if r.is_finite() { r } else { 0.0f64.copysign(d) }))
            }
        };
    }
    if let Some(i) = int_ref(v) {
        return match nd {
            Some(n) if n < 0 => {
                use num_integer::Integer;
                let x = i.to_bigint();
                let m = num_bigint::BigInt::from(10).pow((-n) as u32);
                let (q, r) = x.div_mod_floor(&m);
                let twice = &r * 2;
                let q = if twice > m || (twice == m && q.is_odd()) { q + 1 } else { q };
                Ok(rt.new_bigint(&(q * m)))
            }
            _ => Ok(crate::int::int_canonical(v)),
        };
    }
    raise!(TypeError, "type {} doesn't define __round__ method", type_name(v))
}

fn any_all(rt: &mut Rt, args: &[Value], kw: &Kw, name: &str, want: bool) -> PyResult<Value> {
    no_keywords(name, kw)?;
    arity(name, args, 1, 1)?;
    let mark = rt.handles.len();
    let result = (|| {
        let it = ops::get_iter(rt, args[0])?;
        rt.handles.push(it);
        while let Some(x) = ops::iter_next(rt, it)? {
            if truthy(rt, x)? == want {
                return Ok(py_bool(want));
            }
        }
        Ok(py_bool(!want))
    })();
    rt.handles.truncate(mark);
    result
}

fn builtin_any(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    any_all(rt, args, kw, "any", true)
}

fn builtin_all(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    any_all(rt, args, kw, "all", false)
}

fn radix_string(rt: &mut Rt, args: &[Value], kw: &Kw, name: &str, spec: &str) -> PyResult<Value> {
    no_keywords(name, kw)?;
    arity(name, args, 1, 1)?;
    if int_ref(args[0]).is_none() {
        return raise!(TypeError, "'{}' object cannot be interpreted as an integer", type_name(args[0]));
    }
    let s = crate::format::format_value(rt, crate::int::int_canonical(args[0]), spec)?;
    Ok(rt.new_str(&s))
}

fn builtin_hex(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    radix_string(rt, args, kw, "hex", "#x")
}

fn builtin_oct(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    radix_string(rt, args, kw, "oct", "#o")
}

fn builtin_bin(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    radix_string(rt, args, kw, "bin", "#b")
}

fn builtin_format(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
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

fn builtin_getattr(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
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

fn builtin_setattr(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("setattr", kw)?;
    if args.len() != 3 {
        return raise!(TypeError, "setattr expected 3 arguments, got {}", args.len());
    }
    let name = attr_name(args[1])?;
    classes::setattr(rt, args[0], name, args[2])?;
    Ok(none())
}

fn builtin_delattr(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("delattr", kw)?;
    if args.len() != 2 {
        return raise!(TypeError, "delattr expected 2 arguments, got {}", args.len());
    }
    let name = attr_name(args[1])?;
    classes::delattr(rt, args[0], name)?;
    Ok(none())
}

fn builtin_hasattr(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
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

fn builtin_id(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("id", kw)?;
    arity("id", args, 1, 1)?;
    Ok(rt.new_int_i128(args[0].raw() as i128))
}

fn builtin_callable(_rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("callable", kw)?;
    arity("callable", args, 1, 1)?;
    let v = args[0];
    Ok(py_bool(
        matches!(class_of(v), ClassId::Function | ClassId::BuiltinFunction | ClassId::Type | ClassId::Method)
            || classes::has_special(v, "__call__"),
    ))
}

/// `BaseException.__init__(self, *args)`: stores `args`.
fn exception_init(rt: &mut Rt, args: &[Value], _kw: &Kw) -> PyResult<Value> {
    let Some(&obj) = args.first() else {
        return raise!(TypeError, "descriptor '__init__' of 'BaseException' object needs an argument");
    };
    let t = rt.new_tuple(&args[1..]);
    rt.handles.push(t);
    let r = classes::setattr(rt, obj, "args", t);
    rt.handles.pop();
    r.map(|_| none())
}

/// `object.__init__(self)`.
fn object_init(_rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    if args.len() > 1 || !kw.is_empty() {
        return raise!(TypeError, "object.__init__() takes exactly one argument (the instance to initialize)");
    }
    Ok(none())
}

fn builtin_hash(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("hash", kw)?;
    arity("hash", args, 1, 1)?;
    let h = crate::hash::py_hash(rt, args[0])?;
    Ok(rt.new_int(h))
}

// ---- type objects as constructors ----

fn call_type(rt: &mut Rt, class: ClassId, args: &[Value], kw: &Kw) -> PyResult<Value> {
    match class {
        ClassId::Int => construct_int(rt, args, kw),
        ClassId::Float => {
            no_keywords("float", kw)?;
            arity("float", args, 0, 1)?;
            let Some(&v) = args.first() else { return Ok(rt.new_float(0.0)) };
            if let Some(d) = float_value(v) {
                return Ok(rt.new_float(d));
            }
            if let Some(i) = int_ref(v) {
                let d = i.to_f64()?;
                return Ok(rt.new_float(d));
            }
            if class_of(v) == ClassId::Str {
                let d = crate::float::parse_float(str_text(v))?;
                return Ok(rt.new_float(d));
            }
            raise!(TypeError, "float() argument must be a string or a real number, not '{}'", type_name(v))
        }
        ClassId::Str => {
            no_keywords("str", kw)?;
            arity("str", args, 0, 1)?;
            match args.first() {
                None => Ok(rt.intern("")),
                Some(&v) if class_of(v) == ClassId::Str => Ok(v),
                Some(&v) => {
                    let s = py_str(rt, v)?;
                    Ok(rt.new_str(&s))
                }
            }
        }
        ClassId::Bool => {
            no_keywords("bool", kw)?;
            arity("bool", args, 0, 1)?;
            Ok(py_bool(match args.first() {
                Some(&v) => truthy(rt, v)?,
                None => false,
            }))
        }
        ClassId::List => {
            no_keywords("list", kw)?;
            arity("list", args, 0, 1)?;
            let list = rt.new_list(&[]);
            if let Some(&v) = args.first() {
                let mark = rt.handles.len();
                rt.handles.push(list);
                let r = ops::list_extend(rt, list, v);
                rt.handles.truncate(mark);
                r?;
            }
            Ok(list)
        }
        ClassId::Tuple => {
            no_keywords("tuple", kw)?;
            arity("tuple", args, 0, 1)?;
            match args.first() {
                None => Ok(rt.new_tuple(&[])),
                Some(&v) if class_of(v) == ClassId::Tuple => Ok(v),
                Some(&v) => {
                    let mark = rt.handles.len();
                    let r = ops::collect_iterable(rt, v).map(|items| rt.new_tuple(&items));
                    rt.handles.truncate(mark);
                    r
                }
            }
        }
        ClassId::Range => construct_range(rt, args, kw),
        ClassId::Object => classes::instantiate(rt, ClassId::Object.type_object(), args, kw),
        ClassId::StaticMethod | ClassId::ClassMethod => {
            no_keywords(class.name(), kw)?;
            arity(class.name(), args, 1, 1)?;
            let kind = if class == ClassId::StaticMethod { classes::DESCR_STATIC } else { classes::DESCR_CLASS };
            Ok(classes::new_descriptor(rt, kind, args[0], Value::NULL, Value::NULL))
        }
        ClassId::Property => {
            let get = |i: usize, name: &str| -> PyResult<Value> {
                Ok(args
                    .get(i)
                    .copied()
                    .or(keyword("property", kw, &["fget", "fset", "fdel", "doc"], name)?)
                    .unwrap_or_else(none))
            };
            let (a, b, c) = (get(0, "fget")?, get(1, "fset")?, get(2, "fdel")?);
            Ok(classes::new_descriptor(rt, classes::DESCR_PROPERTY, a, b, c))
        }
        ClassId::Super => {
            no_keywords("super", kw)?;
            if args.len() != 2 {
                return raise!(RuntimeError, "super(): no arguments");
            }
            if !classes::is_class(args[0]) {
                return raise!(TypeError, "super() argument 1 must be a type, not {}", type_name(args[0]));
            }
            let h = rt.alloc(LayoutId::Super, 0);
            // SAFETY: fresh super object; the arguments are rooted by the caller.
            unsafe {
                let s = h as *mut SuperObject;
                (*s).start = args[0];
                (*s).obj = args[1];
            }
            Ok(Value::from_ptr(h))
        }
        ClassId::Dict => {
            if args.len() > 1 {
                return raise!(TypeError, "dict expected at most 1 argument, got {}", args.len());
            }
            let d = rt.new_dict();
            rt.handles.push(d);
            let r = crate::methods::dict_method(rt, d, "update", args, kw);
            rt.handles.pop();
            r.map(|_| d)
        }
        ClassId::Set => {
            no_keywords("set", kw)?;
            arity("set", args, 0, 1)?;
            match args.first() {
                Some(&v) => dict::set_from(rt, v),
                None => Ok(rt.new_set()),
            }
        }
        ClassId::Type => {
            no_keywords("type", kw)?;
            if args.len() != 1 {
                return raise!(NotImplementedError, "type() with {} arguments is not supported", args.len());
            }
            Ok(classes::type_of(args[0]))
        }
        other => raise!(TypeError, "cannot create '{}' instances", other.name()),
    }
}

fn construct_int(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    let base_kw = keyword("int", kw, &["base"], "base")?;
    if args.len() > 2 {
        return raise!(TypeError, "int() takes at most 2 arguments ({} given)", args.len());
    }
    let base = args.get(1).copied().or(base_kw);
    let Some(&v) = args.first() else {
        if base.is_some() {
            return raise!(TypeError, "int() missing string argument");
        }
        return Ok(Value::small_int(0));
    };
    if let Some(b) = base {
        let Some(b) = int_ref(b).and_then(IntRef::to_i64) else {
            return raise!(TypeError, "'{}' object cannot be interpreted as an integer", type_name(b));
        };
        if b != 0 && !(2..=36).contains(&b) {
            return raise!(ValueError, "int() base must be >= 2 and <= 36, or 0");
        }
        if class_of(v) != ClassId::Str {
            return raise!(TypeError, "int() can't convert non-string with explicit base");
        }
        return parse_int(rt, str_text(v), b as u32);
    }
    if int_ref(v).is_some() {
        return Ok(crate::int::int_canonical(v));
    }
    if let Some(d) = float_value(v) {
        return int_from_f64(rt, d);
    }
    if class_of(v) == ClassId::Str {
        return parse_int(rt, str_text(v), 10);
    }
    raise!(TypeError, "int() argument must be a string, a bytes-like object or a real number, not '{}'", type_name(v))
}

fn construct_range(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("range", kw)?;
    for &a in args {
        if int_ref(a).is_none() {
            return raise!(TypeError, "'{}' object cannot be interpreted as an integer", type_name(a));
        }
        if int_ref(a).and_then(IntRef::to_i128).is_none() {
            return raise!(OverflowError, "range() bounds beyond 128 bits are not supported by ember");
        }
    }
    let canon = crate::int::int_canonical;
    let (start, stop, step) = match args.len() {
        1 => (Value::small_int(0), canon(args[0]), Value::small_int(1)),
        2 => (canon(args[0]), canon(args[1]), Value::small_int(1)),
        3 => {
            if int_ref(args[2]).is_some_and(IntRef::is_zero) {
                return raise!(ValueError, "range() arg 3 must not be zero");
            }
            (canon(args[0]), canon(args[1]), canon(args[2]))
        }
        0 => return raise!(TypeError, "range expected at least 1 argument, got 0"),
        n => return raise!(TypeError, "range expected at most 3 arguments, got {}", n),
    };
    // The three values are immediates or the caller's rooted arguments.
    Ok(rt.new_range(start, stop, step))
}
