//! Builtin functions and calls of type objects (`int(x)`, `range(n)`); the methods
//! of builtin types are in `methods`. Builtin function objects are static immortal objects.
//!
//! This module holds the table of builtins, their installation and the call path with
//! its argument checks; the functions themselves are grouped in `objects`, `numbers`,
//! `iteration` and `constructors` (type objects called as functions).

use crate::classes;
use crate::error::PyResult;
use crate::layout::*;
use crate::object::*;
use crate::raise;
use crate::value::Value;
use crate::vm::Rt;

mod constructors;
pub use constructors::{make_range, make_range_iter};
mod iteration;
mod numbers;
mod objects;

use constructors::*;
use iteration::*;
use numbers::*;
use objects::*;

pub(crate) type Kw<'a> = [(&'a str, Value)];
type BuiltinFn = fn(&mut Rt, &[Value], &Kw) -> PyResult<Value>;

const fn builtin(id: usize) -> BuiltinObject {
    BuiltinObject { header: Header::new(LayoutId::Builtin, GcBits::IMMORTAL), id }
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
    None, "vars" => builtin_vars;
    None, "id" => builtin_id;
    None, "callable" => builtin_callable;
    Some("BaseException"), "__init__" => exception_init;
    Some("object"), "__init__" => object_init;
    Some("object"), "__new__" => object_new;
    Some("object"), "__init_subclass__" => object_init_subclass;
    Some("list"), "__init__" => container_init;
    Some("dict"), "__init__" => container_init;
    Some("set"), "__init__" => container_init;
    Some("tuple"), "__new__" => tuple_new;
    Some("object"), "__setattr__" => object_setattr;
    Some("object"), "__delattr__" => object_delattr;
    Some("object"), "__getattribute__" => object_getattribute;
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
    Some("time"), "time_ns" => time_fn!("time_ns");
    Some("time"), "perf_counter_ns" => time_fn!("perf_counter_ns");
    Some("time"), "monotonic_ns" => time_fn!("monotonic_ns");
    Some("time"), "process_time" => time_fn!("process_time");
    Some("time"), "process_time_ns" => time_fn!("process_time_ns");
    Some("time"), "sleep" => time_fn!("sleep");
    Some("sys"), "exit" => crate::modules::sys_exit;
    Some("sys"), "getrecursionlimit" => crate::modules::sys_getrecursionlimit;
    Some("sys"), "exc_info" => crate::modules::sys_exc_info;
    Some("sys"), "setrecursionlimit" => crate::modules::sys_setrecursionlimit;
    None, "exit" => crate::modules::builtin_exit;
    None, "quit" => crate::modules::builtin_exit;
    None, "input" => builtin_input;
    None, "open" => crate::files::open;
    None, "dir" => builtin_dir;
    Some("dict"), "fromkeys" => crate::methods::dict_fromkeys;
    Some("str"), "maketrans" => crate::methods::str_maketrans;
    Some("float"), "fromhex" => crate::methods::float_fromhex;
    Some("int"), "__new__" => int_new;
    Some("float"), "__new__" => float_new;
    Some("str"), "__new__" => str_new;
    Some("sys"), "getsizeof" => crate::modules::sys_getsizeof;
    Some("bytes"), "fromhex" => crate::bytes::fromhex;
    Some("int"), "from_bytes" => crate::methods::int_from_bytes;
    Some("math"), "asin" => math_fn!("asin");
    Some("math"), "acos" => math_fn!("acos");
    Some("math"), "asinh" => math_fn!("asinh");
    Some("math"), "acosh" => math_fn!("acosh");
    Some("math"), "atanh" => math_fn!("atanh");
    Some("math"), "sinh" => math_fn!("sinh");
    Some("math"), "cosh" => math_fn!("cosh");
    Some("math"), "tanh" => math_fn!("tanh");
    Some("math"), "log1p" => math_fn!("log1p");
    Some("math"), "expm1" => math_fn!("expm1");
    Some("math"), "degrees" => math_fn!("degrees");
    Some("math"), "radians" => math_fn!("radians");
    Some("math"), "cbrt" => math_fn!("cbrt");
    Some("math"), "exp2" => math_fn!("exp2");
    Some("type"), "__new__" => type_new;
    Some("type"), "__init__" => type_init;
    Some("type"), "__call__" => type_call;
    Some("builtins"), "__build_class__" => build_class;
    Some("BaseException"), "with_traceback" => exception_with_traceback;
    Some("object"), "__repr__" => object_repr;
    Some("object"), "__str__" => object_str;
    Some("object"), "__eq__" => object_eq;
    Some("object"), "__ne__" => object_ne;
    Some("object"), "__hash__" => object_hash;
    Some("type"), "__repr__" => type_repr;
    Some("bytearray"), "fromhex" => crate::bytearray::fromhex;
    Some("type"), "__subclasses__" => type_subclasses;
    Some("_random"), "seed_words" => crate::random::seed_words;
    Some("_random"), "random" => crate::random::random;
    Some("_random"), "getrandbits" => crate::random::getrandbits;
    Some("_random"), "getstate" => crate::random::getstate;
    Some("_random"), "setstate" => crate::random::setstate;
    Some("_random"), "sha512" => crate::random::sha512;
    Some("_random"), "bind" => crate::random::bind;
    Some("math"), "fsum" => math_fn!("fsum");
    Some("math"), "nextafter" => math_fn!("nextafter");
    Some("math"), "remainder" => math_fn!("remainder");
    Some("math"), "ulp" => math_fn!("ulp");
    Some("math"), "erf" => math_fn!("erf");
    Some("math"), "erfc" => math_fn!("erfc");
    Some("math"), "isclose" => crate::modules::math_isclose;
    Some("math"), "prod" => crate::modules::math_prod;
    Some("gc"), "collect" => crate::modules::gc_collect;
    Some("gc"), "enable" => crate::modules::gc_enable;
    Some("gc"), "disable" => crate::modules::gc_disable;
    Some("gc"), "isenabled" => crate::modules::gc_isenabled;
    Some("_struct"), "pack_float" => crate::modules::struct_pack_float;
    Some("_struct"), "unpack_float" => crate::modules::struct_unpack_float;
    Some("math"), "gcd" => math_fn!("gcd");
    Some("math"), "lcm" => math_fn!("lcm");
    Some("math"), "factorial" => math_fn!("factorial");
    Some("math"), "comb" => math_fn!("comb");
    Some("math"), "perm" => math_fn!("perm");
    Some("math"), "fmod" => math_fn!("fmod");
    Some("math"), "modf" => math_fn!("modf");
    Some("math"), "frexp" => math_fn!("frexp");
    Some("math"), "ldexp" => math_fn!("ldexp");
    Some("math"), "dist" => math_fn!("dist");
    Some("_sre"), "compile" => crate::regex::compile;
    Some("_sre"), "search" => crate::regex::search;
    Some("_sre"), "scan" => crate::regex::scan;
    Some("_sre"), "findall" => crate::regex::findall;
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

/// `abs(v)`.
pub fn py_abs(rt: &mut Rt, v: Value) -> PyResult<Value> {
    builtin_abs(rt, &[v], &[])
}

/// The builtin `len`, which the interpreter calls without the generic call protocol.
pub fn len_function() -> Value {
    const LEN: usize = 1;
    const _: () = assert!(matches!(TABLE[LEN].name.as_bytes(), b"len"));
    Value::from_ptr(&OBJECTS[LEN])
}

/// Whether `v` is a builtin that behaves as a method of a builtin class
/// (`object.__init__`, `BaseException.__init__`): it binds to instances.
pub fn is_builtin_method(v: Value) -> bool {
    if !is_layout(v, LayoutId::Builtin) {
        return false;
    }
    // SAFETY: checked layout.
    let id = unsafe { (*v.as_ptr::<BuiltinObject>()).id };
    matches!(TABLE[id].module, Some("object" | "BaseException" | "list" | "dict" | "set" | "type"))
}

/// The classmethods and staticmethods of builtin types, which are attributes of the
/// type (`dict.fromkeys`, `str.maketrans`): the type, the name and whether it is a
/// classmethod (called with the class first).
const TYPE_LEVEL_METHODS: [(ClassId, &str, bool); 7] = [
    (ClassId::Object, "__init_subclass__", true),
    (ClassId::Dict, "fromkeys", true),
    (ClassId::Str, "maketrans", false),
    (ClassId::Float, "fromhex", true),
    (ClassId::Bytes, "fromhex", true),
    (ClassId::ByteArray, "fromhex", true),
    (ClassId::Int, "from_bytes", true),
];

/// The classmethod or staticmethod `name` of builtin type `class`.
pub fn type_level_method(class: ClassId, name: &str) -> Option<Value> {
    TYPE_LEVEL_METHODS
        .iter()
        .find(|&&(c, n, _)| c == class && n == name)
        .and_then(|_| module_function(class.name(), name))
}

/// Whether `v` is one of the builtin types' classmethods, which bind to the class.
pub fn is_builtin_classmethod(v: Value) -> bool {
    if !is_layout(v, LayoutId::Builtin) {
        return false;
    }
    // SAFETY: checked layout.
    let b = &TABLE[unsafe { (*v.as_ptr::<BuiltinObject>()).id }];
    TYPE_LEVEL_METHODS.iter().any(|&(c, n, classmethod)| classmethod && b.module == Some(c.name()) && b.name == n)
}

/// The function names of builtin module `module`.
pub fn module_function_names(module: &str) -> Vec<&'static str> {
    TABLE.iter().filter(|b| b.module == Some(module)).map(|b| b.name).collect()
}

/// The function `name` of builtin module `module`.
pub fn module_function(module: &str, name: &str) -> Option<Value> {
    static INDEX: std::sync::OnceLock<rustc_hash::FxHashMap<(&'static str, &'static str), usize>> =
        std::sync::OnceLock::new();
    let index = INDEX
        .get_or_init(|| TABLE.iter().enumerate().filter_map(|(i, b)| b.module.map(|m| ((m, b.name), i))).collect());
    index.get(&(module, name)).map(|&i| Value::from_ptr(&OBJECTS[i]))
}

/// The callable type objects available as builtins.
const BUILTIN_TYPES: [ClassId; 19] = [
    ClassId::Object,
    ClassId::Super,
    ClassId::StaticMethod,
    ClassId::ClassMethod,
    ClassId::Property,
    ClassId::Dict,
    ClassId::Set,
    ClassId::FrozenSet,
    ClassId::Slice,
    ClassId::Bytes,
    ClassId::ByteArray,
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
    rt.builtins.insert("NotImplemented", classes::not_implemented());
    rt.builtins.insert("Ellipsis", classes::ellipsis());
}

/// The builtin names that are other names of exception classes (`Rt::new` binds
/// them once the classes exist).
pub fn install_exception_aliases(rt: &mut Rt) {
    let os_error = rt.exc_classes[crate::error::ExcKind::OSError as usize];
    rt.builtins.insert("IOError", os_error);
    rt.builtins.insert("EnvironmentError", os_error);
}

pub fn builtin_name(v: Value) -> &'static str {
    // SAFETY: a checked builtin function object (immortal).
    TABLE[unsafe { (*checked_ptr::<BuiltinObject>(v)).id }].name
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
            if let Some(class) = type_class(self_) {
                // A method of builtin type `class` taken from the type: the first
                // argument is the receiver.
                let name = str_text(func);
                let Some((&recv, rest)) = pos.split_first() else {
                    return raise!(TypeError, "unbound method {}.{}() needs an argument", class.name(), name);
                };
                // An instance of a subclass of `class` is taken as the builtin value it carries.
                let recv = classes::base_value(rt, recv).filter(|&inner| class_of(inner) == class).unwrap_or(recv);
                if !class_of(recv).is_subclass(class) {
                    return raise!(
                        TypeError,
                        "descriptor '{}' for '{}' objects doesn't apply to a '{}' object",
                        name,
                        class.name(),
                        type_name(recv)
                    );
                }
                return crate::methods::call_method(rt, recv, name, rest, kw);
            }
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
