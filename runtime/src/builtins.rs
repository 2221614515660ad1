//! Builtin functions, calls of type objects (`int(x)`, `range(n)`), and methods of
//! builtin types. Builtin function objects are static immortal objects.

use crate::error::PyResult;
use crate::int::{IntRef, int_abs, int_from_f64, int_ref, parse_int};
use crate::layout::*;
use crate::object::*;
use crate::ops::{self, compare_order, py_len, py_repr, py_str, truthy};
use crate::raise;
use crate::value::Value;
use crate::vm::Rt;

type Kw<'a> = [(&'a str, Value)];
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
    None, "isinstance" => builtin_isinstance;
    None, "issubclass" => builtin_issubclass;
    None, "divmod" => builtin_divmod;
    None, "pow" => builtin_pow;
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

/// The function `name` of builtin module `module`.
pub fn module_function(module: &str, name: &str) -> Option<Value> {
    TABLE.iter().position(|b| b.module == Some(module) && b.name == name).map(|i| Value::from_ptr(&OBJECTS[i]))
}

/// The callable type objects available as builtins.
const BUILTIN_TYPES: [ClassId; 8] = [
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
        if !kw.is_empty() {
            return raise!(NotImplementedError, "keyword arguments in calls from builtins are not supported yet");
        }
        return crate::interp::call_function(rt, f, pos);
    }
    raise!(TypeError, "'{}' object is not callable", type_name(f))
}

fn no_keywords(name: &str, kw: &Kw) -> PyResult<()> {
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
            return raise!(TypeError, "{} expected at most {} arguments, got {}", name, max, args.len());
        }
        return raise!(TypeError, "{} expected at least {} argument, got {}", name, min, args.len());
    }
    Ok(())
}

/// Looks up keyword `name`, rejecting any keyword not in `allowed`.
fn keyword(fname: &str, kw: &Kw, allowed: &[&str], name: &str) -> PyResult<Option<Value>> {
    for &(k, _) in kw {
        if !allowed.contains(&k) {
            return raise!(TypeError, "{}() got an unexpected keyword argument '{}'", fname, k);
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
            line.push_str(itoa_i64(a.as_small_int()).as_str());
        } else if class_of(a) == ClassId::Str {
            line.push_str(str_text(a));
        } else {
            line.push_str(&py_str(a)?);
        }
    }
    line.push_str(end.as_deref().unwrap_or("\n"));
    rt.write_out(&line)?;
    Ok(none())
}

fn itoa_i64(i: i64) -> String {
    i.to_string()
}

fn builtin_len(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("len", kw)?;
    arity("len", args, 1, 1)?;
    let n = py_len(args[0])?;
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
            if compare_order(op, k, best_key)? {
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
    let s = py_repr(args[0])?;
    Ok(rt.new_str(&s))
}

/// Whether `v` is an instance of `classinfo` (a type or a nested tuple of types).
fn instance_of(fname: &str, cls: ClassId, classinfo: Value) -> PyResult<bool> {
    if let Some(c) = type_class(classinfo) {
        return Ok(cls.is_subclass(c));
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
    Ok(py_bool(instance_of("isinstance", class_of(args[0]), args[1])?))
}

fn builtin_issubclass(_rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    no_keywords("issubclass", kw)?;
    if args.len() != 2 {
        return raise!(TypeError, "issubclass expected 2 arguments, got {}", args.len());
    }
    let Some(c) = type_class(args[0]) else {
        return raise!(TypeError, "issubclass() arg 1 must be a class");
    };
    Ok(py_bool(instance_of("issubclass", c, args[1])?))
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
                    let s = py_str(v)?;
                    Ok(rt.new_str(&s))
                }
            }
        }
        ClassId::Bool => {
            no_keywords("bool", kw)?;
            arity("bool", args, 0, 1)?;
            Ok(py_bool(args.first().is_some_and(|&v| truthy(v))))
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
        ClassId::Type => {
            no_keywords("type", kw)?;
            if args.len() != 1 {
                return raise!(NotImplementedError, "type() with {} arguments is not supported", args.len());
            }
            Ok(class_of(args[0]).type_object())
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

// ---- methods ----

/// Calls method `name` of `recv` with positional `args` (rooted by the caller).
pub fn call_method(rt: &mut Rt, recv: Value, name: &str, args: &[Value]) -> PyResult<Value> {
    match (class_of(recv), name) {
        (ClassId::Module, _) => {
            let f = crate::modules::module_attr(recv, name)?;
            call_object(rt, f, args, &[])
        }
        (ClassId::List, "append") => {
            arity_method("list.append", args, 1, 1)?;
            rt.list_append(recv, args[0]);
            Ok(none())
        }
        (ClassId::List, "pop") => {
            arity_method("pop", args, 0, 1)?;
            let len = list_len_cap(recv).0;
            if len == 0 {
                return raise!(IndexError, "pop from empty list");
            }
            let i = match args.first() {
                None => len - 1,
                Some(&v) => {
                    let Some(i) = int_ref(v).and_then(IntRef::to_i64) else {
                        return raise!(TypeError, "'{}' object cannot be interpreted as an integer", type_name(v));
                    };
                    let j = if i < 0 { i + len as i64 } else { i };
                    if j < 0 || j >= len as i64 {
                        return raise!(IndexError, "pop index out of range");
                    }
                    j as usize
                }
            };
            let items = list_items_mut(recv);
            let v = items[i];
            items.copy_within(i + 1.., i);
            rt.list_truncate(recv, len - 1);
            Ok(v)
        }
        _ => raise!(AttributeError, "'{}' object has no attribute '{}'", type_name(recv), name),
    }
}

fn arity_method(name: &str, args: &[Value], min: usize, max: usize) -> PyResult<()> {
    if args.len() < min || args.len() > max {
        if min == max {
            return raise!(TypeError, "{}() takes exactly one argument ({} given)", name, args.len());
        }
        return raise!(TypeError, "{} expected at most {} argument, got {}", name, max, args.len());
    }
    Ok(())
}
