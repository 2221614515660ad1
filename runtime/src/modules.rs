//! The builtin modules ember provides to `import`: `math`, `time`, `sys` and `gc` (the parts
//! programs use most). Modules are static immortal objects; their functions are builtin
//! function objects (`crate::builtins`). Their other attributes are constants, except
//! the values of `sys` that belong to one runtime (`Rt::module_values`: the program's
//! `argv`, and the values `Rt::new` makes).

use crate::error::PyResult;
use crate::int::{int_from_f64, int_ref};
use crate::layout::*;
use crate::object::*;
use crate::raise;
use crate::value::Value;
use crate::vm::Rt;

static MODULES: [ModuleObject; 7] = [
    ModuleObject { header: Header::new(LayoutId::Module, GcBits::IMMORTAL), name: "math", namespace: None },
    ModuleObject { header: Header::new(LayoutId::Module, GcBits::IMMORTAL), name: "time", namespace: None },
    ModuleObject { header: Header::new(LayoutId::Module, GcBits::IMMORTAL), name: "sys", namespace: None },
    // The core of `random` (`crate::random`), which only ember's own `random` imports.
    ModuleObject { header: Header::new(LayoutId::Module, GcBits::IMMORTAL), name: "_random", namespace: None },
    ModuleObject { header: Header::new(LayoutId::Module, GcBits::IMMORTAL), name: "gc", namespace: None },
    // The float conversions under `struct`, which only ember's own `struct` imports.
    ModuleObject { header: Header::new(LayoutId::Module, GcBits::IMMORTAL), name: "_struct", namespace: None },
    // The regex engine under `re` (`crate::regex`), which only ember's own `re` imports.
    ModuleObject { header: Header::new(LayoutId::Module, GcBits::IMMORTAL), name: "_sre", namespace: None },
];

/// The attributes of CPython's `sys` that ember does not have yet: using one says so
/// (an AttributeError would read like the program's mistake).
const SYS_MISSING: &[&str] = &[
    "hash_info",
    "flags",
    "exception",
    "executable",
    "hexversion",
    "getdefaultencoding",
    "getfilesystemencoding",
    "intern",
    "settrace",
    "setprofile",
    "gettrace",
    "getprofile",
    "stdlib_module_names",
    "builtin_module_names",
    "orig_argv",
    "getrefcount",
    "displayhook",
    "excepthook",
    "dont_write_bytecode",
    "prefix",
    "base_prefix",
    "exec_prefix",
    "warnoptions",
    "_getframe",
    "set_int_max_str_digits",
    "get_int_max_str_digits",
];

static INF_OBJ: FloatObject =
    FloatObject { header: Header::new(LayoutId::Float, GcBits::IMMORTAL), value: f64::INFINITY };
static NAN_OBJ: FloatObject = FloatObject { header: Header::new(LayoutId::Float, GcBits::IMMORTAL), value: f64::NAN };

/// The module object for `import name`, if ember has that module.
pub fn find_module(name: &str) -> Option<Value> {
    MODULES.iter().find(|m| m.name == name).map(|m| Value::from_ptr(m))
}

pub fn module_name(v: Value) -> &'static str {
    assert!(is_layout(v, LayoutId::Module));
    // SAFETY: checked layout.
    unsafe { (*v.as_ptr::<ModuleObject>()).name }
}

/// Whether `module.name` exists in every runtime: a constant or a function.
pub fn module_has(module: Value, name: &str) -> bool {
    module_attr(module, name).is_ok()
        || (module_name(module) == "sys"
            && (crate::vm::SYS_VALUES.contains(&name) || SYS_STRUCTS.iter().any(|(n, _)| *n == name)))
}

/// The functions of CPython's `math` that ember does not have yet.
const MATH_MISSING: &[&str] = &["gamma", "lgamma"];

/// The module attributes every CPython module has that ember's builtin modules lack.
const MODULE_DUNDERS_MISSING: &[&str] = &["__dict__", "__doc__", "__spec__", "__loader__", "__package__"];

/// The attribute of `module` that ember knows of but does not have (None: it has it,
/// or CPython's module has no such attribute either).
pub fn missing_attr(module: Value, name: &str) -> Option<String> {
    let m = module_name(module);
    let missing = match m {
        "sys" => SYS_MISSING.contains(&name),
        "math" => MATH_MISSING.contains(&name),
        _ => false,
    };
    (missing || MODULE_DUNDERS_MISSING.contains(&name)).then(|| format!("{m}.{name}"))
}

/// `module.name` in runtime `rt`.
pub fn module_value(rt: &mut Rt, module: Value, name: &str) -> PyResult<Value> {
    if let Some(ns) = crate::import::namespace_of(module) {
        return crate::import::module_global(rt, module, ns, name);
    }
    if name == "__name__" {
        return Ok(rt.intern(module_name(module)));
    }
    if let Some(v) = rt.module_value(module_name(module), name) {
        return Ok(v);
    }
    if module_name(module) == "sys" {
        if let Some(v) = sys_struct(rt, name) {
            return Ok(v);
        }
    }
    if let Some(what) = missing_attr(module, name) {
        return raise!(NotImplementedError, "{} is not supported by ember yet", what);
    }
    module_attr(module, name)
}

/// `module.name` of a builtin module for the constants and functions (which are the
/// same in every runtime: what the compiler and the JIT may fold).
pub fn module_attr(module: Value, name: &str) -> PyResult<Value> {
    let m = module_name(module);
    if crate::import::namespace_of(module).is_some() {
        return Err(crate::classes::attribute_error(module, name, format!("module '{m}' has no attribute '{name}'")));
    }
    let constant = match (m, name) {
        ("math", "pi") => Value::try_flonum(std::f64::consts::PI),
        ("math", "e") => Value::try_flonum(std::f64::consts::E),
        ("math", "tau") => Value::try_flonum(std::f64::consts::TAU),
        ("math", "inf") => Some(Value::from_ptr(&INF_OBJ)),
        ("math", "nan") => Some(Value::from_ptr(&NAN_OBJ)),
        _ => None,
    };
    if let Some(v) = constant {
        return Ok(v);
    }
    match crate::builtins::module_function(m, name) {
        Some(f) => Ok(f),
        None => Err(crate::classes::attribute_error(module, name, format!("module '{m}' has no attribute '{name}'"))),
    }
}

/// The structured values of `sys`, made from Python source on first use (see
/// [`sys_structs_source`]): each name, and the fields of the named tuple (CPython's
/// struct sequence) it is, or None for `implementation`, a namespace.
pub const SYS_STRUCTS: [(&str, Option<&[&str]>); 4] = [
    ("version_info", Some(&["major", "minor", "micro", "releaselevel", "serial"])),
    (
        "float_info",
        Some(&[
            "max",
            "max_exp",
            "max_10_exp",
            "min",
            "min_exp",
            "min_10_exp",
            "dig",
            "mant_dig",
            "epsilon",
            "radix",
            "rounds",
        ]),
    ),
    ("int_info", Some(&["bits_per_digit", "sizeof_digit", "default_max_str_digits", "str_digits_check_threshold"])),
    ("implementation", None),
];

/// The Python source that binds the values of [`SYS_STRUCTS`]: a tuple subclass per
/// struct sequence, with a property per field and CPython's repr.
fn sys_structs_source() -> String {
    let (major, minor, patch) = {
        let mut parts = env!("CARGO_PKG_VERSION").split('.').map(|p| p.parse::<u32>().unwrap_or(0));
        (parts.next().unwrap_or(0), parts.next().unwrap_or(0), parts.next().unwrap_or(0))
    };
    let values = |name: &str| -> String {
        match name {
            "version_info" => "(3, 11, 7, 'final', 0)".into(),
            "float_info" => format!(
                "({:?}, {}, {}, {:?}, {}, {}, {}, {}, {:?}, {}, 1)",
                f64::MAX,
                f64::MAX_EXP,
                f64::MAX_10_EXP,
                f64::MIN_POSITIVE,
                f64::MIN_EXP,
                f64::MIN_10_EXP,
                f64::DIGITS,
                f64::MANTISSA_DIGITS,
                f64::EPSILON,
                f64::RADIX
            ),
            // ember's big ints are num-bigint's, of 64-bit digits; the str conversion
            // limit is CPython's.
            "int_info" => "(64, 8, 4300, 640)".into(),
            other => unreachable!("no values for sys.{other}"),
        }
    };
    let mut src = String::new();
    for (name, fields) in SYS_STRUCTS {
        let Some(fields) = fields else { continue };
        src += &format!("class {name}(tuple):\n");
        for (i, field) in fields.iter().enumerate() {
            src += &format!("    {field} = property(lambda self: self[{i}])\n");
        }
        src += &format!(
            "    def __repr__(self):\n        return 'sys.{name}(' + ', '.join(['%s=%r' % p for p in zip({fields:?}, self)]) + ')'\n"
        );
        src += &format!("    def __reduce__(self):\n        raise TypeError('cannot pickle sys.{name}')\n");
        src += &format!("{name} = {name}({})\n", values(name));
    }
    src += &format!(
        "\
class namespace:
    def __repr__(self):
        return 'namespace(' + ', '.join(['%s=%r' % p for p in vars(self).items()]) + ')'
implementation = namespace()
implementation.name = 'ember'
implementation.cache_tag = None
implementation.version = type(version_info)(({major}, {minor}, {patch}, 'alpha', 0))
implementation.hexversion = {}
",
        (major << 24) | (minor << 16) | (patch << 8) | 0xa0
    );
    src
}

/// `sys.name` for the values of [`SYS_STRUCTS`]: made (all of them) the first time
/// one is read, then kept in `Rt::module_values`.
fn sys_struct(rt: &mut Rt, name: &str) -> Option<Value> {
    if !SYS_STRUCTS.iter().any(|(n, _)| *n == name) {
        return None;
    }
    if let Some(v) = rt.module_value("sys", name) {
        return Some(v);
    }
    let ns = crate::import::builtin_source_namespace(rt, "sys");
    let code = crate::bytecode_gen::compile_module_in(rt, &sys_structs_source(), "<sys>", ns)
        .expect("the source of sys's structured values compiles");
    // SAFETY: code objects live as long as the runtime.
    crate::interp::run_module(rt, unsafe { &*code }).expect("the source of sys's structured values runs");
    for (n, _) in SYS_STRUCTS {
        let v = rt.get_global_in(ns, n).expect("bound by the source");
        rt.set_module_value("sys", n, v);
    }
    rt.module_value("sys", name)
}

/// The attribute names of a builtin module (for "Did you mean" notes).
pub fn module_names(module: Value) -> Vec<&'static str> {
    let m = module_name(module);
    let mut names = crate::builtins::module_function_names(m);
    if m == "math" {
        names.extend(["pi", "e", "tau", "inf", "nan"]);
    }
    if m == "sys" {
        names.extend(crate::vm::SYS_VALUES);
        names.extend(SYS_STRUCTS.iter().map(|(n, _)| *n));
    }
    names
}

fn real(v: Value) -> PyResult<f64> {
    if let Some(d) = float_value(v) {
        return Ok(d);
    }
    if let Some(i) = int_ref(v) {
        return i.to_f64();
    }
    raise!(TypeError, "must be real number, not {}", type_name(v))
}

/// The C library's functions that CPython's math module calls, so results are
/// bit-identical (Rust's own `asinh`, `acosh`, `atanh` and `cbrt` round differently).
mod c_math {
    unsafe extern "C" {
        pub safe fn asin(x: f64) -> f64;
        pub safe fn acos(x: f64) -> f64;
        pub safe fn asinh(x: f64) -> f64;
        pub safe fn acosh(x: f64) -> f64;
        pub safe fn atanh(x: f64) -> f64;
        pub safe fn sinh(x: f64) -> f64;
        pub safe fn cosh(x: f64) -> f64;
        pub safe fn tanh(x: f64) -> f64;
        pub safe fn log1p(x: f64) -> f64;
        pub safe fn expm1(x: f64) -> f64;
        // glibc's other name for `cbrt`: the plain name resolves to the Rust
        // runtime's own copy, which rounds differently.
        #[link_name = "cbrtf64"]
        pub safe fn cbrt(x: f64) -> f64;
        pub safe fn exp2(x: f64) -> f64;
        pub safe fn nextafter(x: f64, y: f64) -> f64;
        pub safe fn erf(x: f64) -> f64;
        pub safe fn erfc(x: f64) -> f64;
        pub safe fn remainder(x: f64, y: f64) -> f64;
    }
}

/// `math.fsum(values)`: the correctly rounded sum, by Shewchuk's exact partial sums
/// (the method CPython documents), with its errors: an overflow of a partial sum of
/// finite values, and `inf + -inf`.
fn fsum(values: &[f64]) -> PyResult<f64> {
    let mut partials: Vec<f64> = Vec::new();
    let (mut special_sum, mut inf_sum) = (0.0f64, 0.0f64);
    for &value in values {
        let mut x = value;
        let mut kept = 0;
        for k in 0..partials.len() {
            let mut y = partials[k];
            if x.abs() < y.abs() {
                std::mem::swap(&mut x, &mut y);
            }
            let hi = x + y;
            let lo = y - (hi - x);
            if lo != 0.0 {
                partials[kept] = lo;
                kept += 1;
            }
            x = hi;
        }
        partials.truncate(kept);
        if x != 0.0 {
            if !x.is_finite() {
                // Either an overflow of finite values or an infinity or NaN given.
                if value.is_finite() {
                    return raise!(OverflowError, "intermediate overflow in fsum");
                }
                if value.is_infinite() {
                    inf_sum += value;
                }
                special_sum += value;
                partials.clear();
            } else {
                partials.push(x);
            }
        }
    }
    if special_sum != 0.0 || special_sum.is_nan() {
        if inf_sum.is_nan() {
            return raise!(ValueError, "-inf + inf in fsum");
        }
        return Ok(special_sum);
    }
    // Add the partials from the largest, stopping at the first inexact addition;
    // then correct a half-way case so it rounds to even.
    let Some(mut n) = partials.len().checked_sub(1) else { return Ok(0.0) };
    let mut hi = partials[n];
    let mut lo = 0.0;
    while n > 0 {
        let x = hi;
        n -= 1;
        let y = partials[n];
        hi = x + y;
        let yr = hi - x;
        lo = y - yr;
        if lo != 0.0 {
            break;
        }
    }
    if n > 0 && ((lo < 0.0 && partials[n - 1] < 0.0) || (lo > 0.0 && partials[n - 1] > 0.0)) {
        let y = lo * 2.0;
        let x = hi + y;
        if y == x - hi {
            hi = x;
        }
    }
    Ok(hi)
}

/// `frexp(x)`: `(m, e)` with `x == m * 2**e` and `0.5 <= |m| < 1` (`(x, 0)` for zero,
/// infinities and NaN).
fn frexp(x: f64) -> (f64, i64) {
    if x == 0.0 || !x.is_finite() {
        return (x, 0);
    }
    // A subnormal is scaled into the normal range first.
    let (x, bias) = if x.abs() < f64::MIN_POSITIVE { (x * 2f64.powi(64), -64) } else { (x, 0) };
    let bits = x.to_bits();
    let exponent = ((bits >> 52) & 0x7ff) as i64 - 1022;
    let mantissa = f64::from_bits((bits & !(0x7ff << 52)) | (1022 << 52));
    (mantissa, exponent + bias)
}

/// `x * 2**e` for finite nonzero `x`, rounded once (when the result is subnormal).
fn ldexp(x: f64, e: i32) -> f64 {
    let (m, ex) = frexp(x);
    let total = ex + i64::from(e);
    if total > 1024 {
        return f64::INFINITY.copysign(x);
    }
    if total < -1086 {
        return 0.0f64.copysign(x);
    }
    // `m * 2**total` in two power-of-two steps, each factor normal: the first product
    // is exact, the second rounds once.
    let first = (total + 64).min(1000);
    m * 2f64.powi(first as i32) * 2f64.powi((total - first) as i32)
}

/// A positive int of more than 53 bits as `(m, e)`, `m` in [0.5, 1) rounded to 53
/// bits (half to even) and the int about `m * 2**e`.
fn big_frexp(n: &num_bigint::BigInt) -> (f64, u64) {
    let bits = n.bits();
    let shift = bits - 53;
    let mut top: u64 = (n >> shift).try_into().expect("53 bits");
    let rest = n - (num_bigint::BigInt::from(top) << shift);
    let half = num_bigint::BigInt::from(1u8) << (shift - 1);
    if rest > half || (rest == half && top & 1 == 1) {
        top += 1;
    }
    if top == 1 << 53 { (0.5, bits + 1) } else { (top as f64 / (1u64 << 53) as f64, bits) }
}

/// The Euclidean norm of `xs` (`hypot`, `dist`), correctly rounded. CPython computes
/// it in extended precision with a correction step, which rounds correctly all but
/// very rarely; here the sum of squares is exact (an integer in units of the
/// smallest input's exponent) and its square root is rounded once.
fn vector_norm(xs: &[f64]) -> f64 {
    if xs.iter().any(|x| x.is_infinite()) {
        return f64::INFINITY;
    }
    if xs.iter().any(|x| x.is_nan()) {
        return f64::NAN;
    }
    // Each nonzero |x| as m * 2**e with an integer m < 2**53.
    let parts: smallvec::SmallVec<[(u64, i64); 4]> = xs
        .iter()
        .filter(|x| **x != 0.0)
        .map(|x| {
            let bits = x.abs().to_bits();
            let (frac, exp) = (bits & ((1 << 52) - 1), (bits >> 52) as i64);
            if exp == 0 { (frac, -1074) } else { (frac | (1 << 52), exp - 1075) }
        })
        .collect();
    match parts.len() {
        0 => return 0.0,
        1 => return xs.iter().map(|x| x.abs()).fold(0.0, f64::max),
        _ => {}
    }
    let (root, exact, exp) = match square_sum_u128(&parts) {
        Some((sum, sticky, exp2)) => {
            // Scale so the root has 61 or 62 bits and squares without overflow.
            let t = (125 - (128 - sum.leading_zeros() as i64)).max(0) / 2;
            let scaled = sum << (2 * t);
            let root = isqrt_u128(scaled);
            (root, !sticky && root * root == scaled, exp2 / 2 - t)
        }
        None => {
            let low = parts.iter().map(|p| p.1).min().expect("two parts");
            let mut sum = num_bigint::BigUint::default();
            for &(m, e) in &parts {
                sum += num_bigint::BigUint::from(u128::from(m) * u128::from(m)) << (2 * (e - low)) as usize;
            }
            let t = (64 - sum.bits() as i64 / 2).max(0);
            let scaled = sum << (2 * t) as usize;
            let root = num_integer::Roots::sqrt(&scaled);
            let exact = &root * &root == scaled;
            // Keep the top 100 bits; the rest only says whether the root is exact.
            let extra = (root.bits() as i64 - 100).max(0) as usize;
            let top = &root >> extra;
            let lost = &top << extra != root;
            (u128::try_from(top).expect("100 bits"), exact && !lost, low - t + extra as i64)
        }
    };
    round_scaled(root, exact, exp)
}

/// The sum of the squares `(m * 2**e)**2` of `parts` as `sum * 2**exp2` (`exp2`
/// even) with `sum` under 2**125, and whether bits below `sum`'s last were dropped.
/// Dropping them keeps the integer square root's value, so the root is still
/// rounded correctly. None for more terms than the headroom allows.
fn square_sum_u128(parts: &[(u64, i64)]) -> Option<(u128, bool, i64)> {
    let high = parts.iter().map(|p| p.1).max()?;
    let headroom = 125 - 106 - (64 - (parts.len() as u64).leading_zeros() as i64);
    if headroom < 0 {
        return None;
    }
    let base = headroom & !1;
    let mut sum: u128 = 0;
    let mut sticky = false;
    for &(m, e) in parts {
        let square = u128::from(m) * u128::from(m);
        let shift = base + 2 * (e - high);
        sum += if shift >= 0 {
            square << shift
        } else if shift > -128 {
            sticky |= square & ((1u128 << -shift) - 1) != 0;
            square >> -shift
        } else {
            sticky |= square != 0;
            0
        };
    }
    Some((sum, sticky, 2 * high - base))
}

/// The integer square root of `x` (< 2**126).
fn isqrt_u128(x: u128) -> u128 {
    // The float root is within about 2**-52 of the true one; one Newton step in
    // floats (no 128-bit division) brings it within a unit or two.
    let r0 = (x as f64).sqrt() as u128;
    let mut r = r0;
    if r0 > 0 {
        let error = x as i128 - (r0 * r0) as i128;
        r = (r0 as i128 + (error as f64 / (2.0 * r0 as f64)) as i128).max(0) as u128;
    }
    while r * r > x {
        r -= 1;
    }
    while (r + 1) * (r + 1) <= x {
        r += 1;
    }
    r
}

/// `q * 2**exp` (plus less than one unit of `q` when not `exact`) rounded half to
/// even to a float, subnormal or infinite as it falls.
fn round_scaled(q: u128, exact: bool, exp: i64) -> f64 {
    let nb = 128 - q.leading_zeros() as i64;
    let top = nb - 1 + exp;
    if top > 1023 {
        return f64::INFINITY;
    }
    let precision = if top >= -1022 { 53 } else { 53 - (-1022 - top) };
    let drop = nb - precision;
    if drop <= 0 {
        return ldexp(q as f64, exp as i32);
    }
    if drop > 127 {
        return 0.0;
    }
    let mant = q >> drop;
    let rest = q - (mant << drop);
    let half = 1u128 << (drop - 1);
    let up = rest > half || (rest == half && (!exact || mant & 1 == 1));
    let m = mant + u128::from(up);
    if m == 0 {
        return 0.0;
    }
    ldexp(m as f64, (exp + drop) as i32)
}

fn domain_error<T>() -> PyResult<T> {
    raise!(ValueError, "math domain error")
}

/// Checks a libm result as CPython's math module does: NaN from non-NaN input is a
/// domain error, infinity from finite input a range error.
fn checked(rt: &mut Rt, x: f64, r: f64, can_overflow: bool) -> PyResult<Value> {
    if r.is_nan() && !x.is_nan() {
        return domain_error();
    }
    if r.is_infinite() && x.is_finite() {
        return if can_overflow { raise!(OverflowError, "math range error") } else { domain_error() };
    }
    Ok(rt.new_float(r))
}

fn one(name: &str, args: &[Value]) -> PyResult<Value> {
    if args.len() != 1 {
        return raise!(TypeError, "math.{}() takes exactly one argument ({} given)", name, args.len());
    }
    Ok(args[0])
}

pub fn math_call(rt: &mut Rt, name: &str, args: &[Value]) -> PyResult<Value> {
    let mark = rt.handles.len();
    let r = (|| {
        let numbers = as_numbers(rt, name, args)?;
        math_call_numbers(rt, name, &numbers)
    })();
    rt.handles.truncate(mark);
    r
}

/// The arguments as the math module takes them: an instance of an int or float
/// subclass counts as its number, another object with `__index__` as that int
/// and one with `__float__` as that float (CPython's `PyNumber_Index` and
/// `PyFloat_AsDouble`). The numbers made are rooted on `rt.handles`.
fn as_numbers(rt: &mut Rt, name: &str, args: &[Value]) -> PyResult<Vec<Value>> {
    let mut out = Vec::with_capacity(args.len());
    for &a in args {
        if let Some(v) = crate::classes::carried_scalar(rt, a) {
            out.push(v);
            continue;
        }
        // floor, ceil and trunc ask the object's own hook first.
        let own_hook =
            matches!(name, "floor" | "ceil" | "trunc") && crate::classes::has_special(a, &format!("__{name}__"));
        if !crate::classes::takes_specials(a) || name == "dist" || own_hook {
            out.push(a);
            continue;
        }
        let converted = match crate::ops::index_hook(rt, a)? {
            Some(i) => i,
            None => crate::ops::float_hook(rt, a)?.unwrap_or(a),
        };
        rt.handles.push(converted);
        out.push(converted);
    }
    Ok(out)
}

fn math_call_numbers(rt: &mut Rt, name: &str, args: &[Value]) -> PyResult<Value> {
    match name {
        "sqrt" => {
            let x = real(one(name, args)?)?;
            if x < 0.0 {
                return domain_error();
            }
            Ok(rt.new_float(x.sqrt()))
        }
        "sin" | "cos" | "tan" | "atan" | "fabs" => {
            let x = real(one(name, args)?)?;
            let r = match name {
                "sin" => x.sin(),
                "cos" => x.cos(),
                "tan" => x.tan(),
                "atan" => x.atan(),
                _ => x.abs(),
            };
            if x.is_infinite() && name != "fabs" && name != "atan" {
                return domain_error();
            }
            Ok(rt.new_float(r))
        }
        "exp" => {
            let x = real(one(name, args)?)?;
            checked(rt, x, x.exp(), true)
        }
        "log" | "log2" | "log10" => {
            if args.is_empty() || args.len() > 2 || (args.len() == 2 && name != "log") {
                return raise!(TypeError, "math.{}() takes 1 or 2 arguments", name);
            }
            let func: fn(f64) -> f64 = match name {
                "log2" => f64::log2,
                "log10" => f64::log10,
                _ => f64::ln,
            };
            // As CPython: an int that converts to a double is logged as that double;
            // a bigger one as mantissa and binary exponent, log(m) + log(2) * e.
            let log = |v: Value| -> PyResult<f64> {
                if let Some(i) = int_ref(v) {
                    if i.is_negative() || i.is_zero() {
                        return domain_error();
                    }
                    if i.to_f64().is_err() {
                        let (m, e) = big_frexp(&i.to_bigint());
                        return Ok(func(m) + func(2.0) * e as f64);
                    }
                }
                let x = real(v)?;
                if x.is_nan() || x == f64::INFINITY {
                    return Ok(x);
                }
                if x <= 0.0 {
                    return domain_error();
                }
                Ok(func(x))
            };
            let r = match args.len() {
                2 => log(args[0])? / log(args[1])?,
                _ => log(args[0])?,
            };
            Ok(rt.new_float(r))
        }
        "hypot" => {
            let xs = args.iter().map(|&a| real(a)).collect::<PyResult<smallvec::SmallVec<[f64; 4]>>>()?;
            Ok(rt.new_float(vector_norm(&xs)))
        }
        "dist" => {
            let [p, q] = args else {
                return raise!(TypeError, "dist expected 2 arguments, got {}", args.len());
            };
            let p = crate::ops::collect_iterable(rt, *p)?;
            // The first point's coordinates stay rooted while the second is collected.
            rt.handles.extend_from_slice(&p);
            let q = crate::ops::collect_iterable(rt, *q)?;
            if p.len() != q.len() {
                return raise!(ValueError, "both points must have the same number of dimensions");
            }
            let diffs =
                p.iter().zip(&q).map(|(&a, &b)| Ok((real(a)? - real(b)?).abs())).collect::<PyResult<Vec<f64>>>()?;
            Ok(rt.new_float(vector_norm(&diffs)))
        }
        "atan2" | "pow" | "copysign" => {
            if args.len() != 2 {
                return raise!(TypeError, "{} expected 2 arguments, got {}", name, args.len());
            }
            let (y, x) = (real(args[0])?, real(args[1])?);
            let r = match name {
                "atan2" => y.atan2(x),
                "copysign" => y.copysign(x),
                _ => return crate::float::float_pow(y, x).map(|d| rt.new_float(d)),
            };
            Ok(rt.new_float(r))
        }
        "floor" | "ceil" | "trunc" => {
            let v = one(name, args)?;
            if int_ref(v).is_some() {
                return Ok(crate::int::int_canonical(v));
            }
            // A class's own `__floor__`, `__ceil__` or `__trunc__` decides.
            let hook = format!("__{name}__");
            if let Some(r) = crate::classes::call_special(rt, v, &hook, &[])? {
                return Ok(r);
            }
            let x = real(v)?;
            let r = match name {
                "floor" => x.floor(),
                "ceil" => x.ceil(),
                _ => x.trunc(),
            };
            int_from_f64(rt, r)
        }
        "isqrt" => {
            let v = one(name, args)?;
            let Some(i) = int_ref(v) else {
                return raise!(TypeError, "'{}' object cannot be interpreted as an integer", type_name(v));
            };
            if i.is_negative() {
                return raise!(ValueError, "isqrt() argument must be nonnegative");
            }
            Ok(rt.new_bigint(&i.to_bigint().sqrt()))
        }
        "fsum" => {
            let v = one(name, args)?;
            let mark = rt.handles.len();
            let items = crate::ops::collect_iterable(rt, v);
            let xs: PyResult<Vec<f64>> = items.and_then(|items| {
                rt.handles.extend_from_slice(&items);
                let numbers = as_numbers(rt, name, &items)?;
                numbers.into_iter().map(real).collect()
            });
            rt.handles.truncate(mark);
            let r = fsum(&xs?)?;
            Ok(rt.new_float(r))
        }
        "nextafter" | "remainder" => {
            let [x, y] = args else {
                return raise!(TypeError, "{} expected 2 arguments, got {}", name, args.len());
            };
            let (x, y) = (real(*x)?, real(*y)?);
            let r = if name == "nextafter" { c_math::nextafter(x, y) } else { c_math::remainder(x, y) };
            if name == "remainder" && r.is_nan() && !x.is_nan() && !y.is_nan() {
                return domain_error();
            }
            Ok(rt.new_float(r))
        }
        "ulp" => {
            let x = real(one(name, args)?)?.abs();
            let r = if x.is_nan() || x.is_infinite() {
                x
            } else if x == f64::MAX {
                x - c_math::nextafter(x, 0.0)
            } else {
                c_math::nextafter(x, f64::INFINITY) - x
            };
            Ok(rt.new_float(r))
        }
        // CPython's are the C library's (checked against it over 200,000 values).
        "erf" | "erfc" => {
            let x = real(one(name, args)?)?;
            Ok(rt.new_float(if name == "erf" { c_math::erf(x) } else { c_math::erfc(x) }))
        }
        "asin" | "acos" | "asinh" | "acosh" | "atanh" | "sinh" | "cosh" | "tanh" | "log1p" | "expm1" | "cbrt"
        | "exp2" => {
            let x = real(one(name, args)?)?;
            let r = match name {
                "asin" => c_math::asin(x),
                "acos" => c_math::acos(x),
                "asinh" => c_math::asinh(x),
                "acosh" => c_math::acosh(x),
                "atanh" => c_math::atanh(x),
                "sinh" => c_math::sinh(x),
                "cosh" => c_math::cosh(x),
                "tanh" => c_math::tanh(x),
                "log1p" => c_math::log1p(x),
                "expm1" => c_math::expm1(x),
                "cbrt" => c_math::cbrt(x),
                _ => c_math::exp2(x),
            };
            checked(rt, x, r, matches!(name, "sinh" | "cosh" | "expm1" | "exp2"))
        }
        // Plain products, as CPython's (no range check).
        "degrees" => Ok(rt.new_float(real(one(name, args)?)? * (180.0 / std::f64::consts::PI))),
        "radians" => Ok(rt.new_float(real(one(name, args)?)? * (std::f64::consts::PI / 180.0))),
        "fmod" => {
            let [x, y] = args else { return raise!(TypeError, "fmod expected 2 arguments, got {}", args.len()) };
            let (x, y) = (real(*x)?, real(*y)?);
            if y.is_infinite() && x.is_finite() {
                return Ok(rt.new_float(x));
            }
            let r = x % y;
            if r.is_nan() && !x.is_nan() && !y.is_nan() {
                return domain_error();
            }
            Ok(rt.new_float(r))
        }
        "modf" => {
            let x = real(one(name, args)?)?;
            let (fraction, whole) =
                if x.is_infinite() { (0.0f64.copysign(x), x) } else { (x.fract().copysign(x), x.trunc()) };
            let f = rt.new_float(fraction);
            rt.with_roots(&[f], |rt| {
                let w = rt.new_float(whole);
                rt.with_roots(&[w], |rt| Ok(rt.new_tuple(&[f, w])))
            })
        }
        "frexp" => {
            let x = real(one(name, args)?)?;
            let (m, e) = frexp(x);
            let m = rt.new_float(m);
            rt.with_roots(&[m], |rt| Ok(rt.new_tuple(&[m, Value::small_int(e)])))
        }
        "ldexp" => {
            let [x, e] = args else { return raise!(TypeError, "ldexp expected 2 arguments, got {}", args.len()) };
            let x = real(*x)?;
            let Some(e) = int_ref(*e) else {
                return raise!(TypeError, "Expected an int as second argument to ldexp.");
            };
            // Exponents past any float's range give 0 or overflow, as their clamp does.
            let e = e.to_i64().unwrap_or(if e.is_negative() { i64::MIN } else { i64::MAX }).clamp(-2200, 2200);
            let r = if x == 0.0 || !x.is_finite() { x } else { ldexp(x, e as i32) };
            if r.is_infinite() && x.is_finite() {
                return raise!(OverflowError, "math range error");
            }
            Ok(rt.new_float(r))
        }
        "gcd" | "lcm" => {
            use num_integer::Integer;
            let mut acc = num_bigint::BigInt::from(if name == "gcd" { 0 } else { 1 });
            for &a in args {
                let Some(i) = int_ref(a) else {
                    return raise!(TypeError, "'{}' object cannot be interpreted as an integer", type_name(a));
                };
                acc = if name == "gcd" { acc.gcd(&i.to_bigint()) } else { acc.lcm(&i.to_bigint()) };
            }
            Ok(rt.new_bigint(&acc))
        }
        "factorial" => {
            let v = one(name, args)?;
            let Some(n) = int_ref(v) else {
                return raise!(TypeError, "'{}' object cannot be interpreted as an integer", type_name(v));
            };
            if n.is_negative() {
                return raise!(ValueError, "factorial() not defined for negative values");
            }
            let Some(n) = n.to_i64().filter(|&n| n <= 100_000) else {
                return raise!(NotImplementedError, "factorial() of more than 100000 is not supported by ember yet");
            };
            let mut acc = num_bigint::BigInt::from(1);
            for k in 2..=n {
                acc *= k;
            }
            Ok(rt.new_bigint(&acc))
        }
        "comb" | "perm" => {
            if args.is_empty() || args.len() > 2 || (name == "comb" && args.len() != 2) {
                return raise!(TypeError, "{} expected 2 arguments, got {}", name, args.len());
            }
            let int = |v: Value| match int_ref(v) {
                Some(i) => Ok(i.to_bigint()),
                None => raise!(TypeError, "'{}' object cannot be interpreted as an integer", type_name(v)),
            };
            let n = int(args[0])?;
            let k = match args.get(1) {
                Some(&k) if !is_none(k) => int(k)?,
                _ => n.clone(),
            };
            use num_traits::Signed;
            if n.is_negative() {
                return raise!(ValueError, "n must be a non-negative integer");
            }
            if k.is_negative() {
                return raise!(ValueError, "k must be a non-negative integer");
            }
            if k > n {
                return Ok(Value::small_int(0));
            }
            let Some(k) = u64::try_from(&k).ok().filter(|&k| k <= 1_000_000) else {
                return raise!(NotImplementedError, "{}() of so large a k is not supported by ember yet", name);
            };
            // Falling product n (n-1) ... (n-k+1), divided by k! for comb (the
            // smaller of k and n-k, for speed).
            let k = if name == "comb" { k.min(u64::try_from(&(&n - k)).unwrap_or(k)) } else { k };
            let mut acc = num_bigint::BigInt::from(1);
            for j in 0..k {
                acc *= &n - j;
                if name == "comb" {
                    acc /= j + 1;
                }
            }
            Ok(rt.new_bigint(&acc))
        }
        "isfinite" | "isinf" | "isnan" => {
            let x = real(one(name, args)?)?;
            Ok(py_bool(match name {
                "isfinite" => x.is_finite(),
                "isinf" => x.is_infinite(),
                _ => x.is_nan(),
            }))
        }
        _ => unreachable!("math.{name} is not in the function table"),
    }
}

thread_local! {
    static EPOCH: std::time::Instant = std::time::Instant::now();
}

pub fn time_call(rt: &mut Rt, name: &str, args: &[Value]) -> PyResult<Value> {
    if name == "sleep" {
        let secs = real(one(name, args)?)?;
        if secs < 0.0 {
            return raise!(ValueError, "sleep length must be non-negative");
        }
        if !secs.is_finite() {
            return raise!(OverflowError, "sleep length is too large");
        }
        rt.flush_out();
        std::thread::sleep(std::time::Duration::from_secs_f64(secs));
        return Ok(none());
    }
    if !args.is_empty() {
        return raise!(TypeError, "time.{}() takes no arguments ({} given)", name, args.len());
    }
    let wall = || std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default();
    let since_start = || EPOCH.with(|e| e.elapsed());
    let elapsed = match name {
        "perf_counter" | "monotonic" | "perf_counter_ns" | "monotonic_ns" => since_start(),
        "time" | "time_ns" => wall(),
        "process_time" | "process_time_ns" => process_time(),
        _ => unreachable!("time.{name} is not in the function table"),
    };
    if name.ends_with("_ns") {
        return Ok(rt.new_int_i128(elapsed.as_nanos() as i128));
    }
    Ok(rt.new_float(elapsed.as_secs_f64()))
}

/// The CPU time this process has used.
fn process_time() -> std::time::Duration {
    let mut t = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: a valid out-pointer for clock_gettime.
    let ok = unsafe { libc::clock_gettime(libc::CLOCK_PROCESS_CPUTIME_ID, &mut t) } == 0;
    if !ok {
        return std::time::Duration::ZERO;
    }
    std::time::Duration::new(t.tv_sec as u64, t.tv_nsec as u32)
}

// ---- sys ----

/// `sys.exit([status])`: raises SystemExit with `status` as its arguments, as
/// CPython sets an exception from a value (None: none; a tuple: its items).
pub(crate) fn sys_exit(rt: &mut Rt, args: &[Value], kw: &crate::builtins::Kw) -> PyResult<Value> {
    crate::builtins::no_keywords("exit", kw)?;
    let exc_args: Vec<Value> = match args {
        [] => Vec::new(),
        [status] if is_none(*status) => Vec::new(),
        [status] if is_layout(*status, LayoutId::Tuple) => tuple_items(*status).to_vec(),
        [status] => vec![*status],
        _ => return raise!(TypeError, "exit expected at most 1 argument, got {}", args.len()),
    };
    Err(crate::interp::raise_builtin(rt, crate::error::ExcKind::SystemExit, &exc_args))
}

/// The builtins `exit([code])` and `quit([code])`: raise SystemExit(code).
pub(crate) fn builtin_exit(rt: &mut Rt, args: &[Value], kw: &crate::builtins::Kw) -> PyResult<Value> {
    if let Some((k, _)) = kw.first() {
        return raise!(TypeError, "__call__() got an unexpected keyword argument '{}'", k);
    }
    let code = match args {
        [] => none(),
        [code] => *code,
        _ => {
            return raise!(
                TypeError,
                "__call__() takes from 1 to 2 positional arguments but {} were given",
                args.len() + 1
            );
        }
    };
    Err(crate::interp::raise_builtin(rt, crate::error::ExcKind::SystemExit, &[code]))
}

/// `sys.exc_info()`: the exception being handled (by this frame or one that called
/// it) as `(type, value, traceback)`, or three Nones.
pub(crate) fn sys_exc_info(rt: &mut Rt, args: &[Value], kw: &crate::builtins::Kw) -> PyResult<Value> {
    crate::builtins::no_keywords("exc_info", kw)?;
    if !args.is_empty() {
        return raise!(TypeError, "sys.exc_info() takes no arguments ({} given)", args.len());
    }
    let Some(exc) = rt.exc_stack.last().map(|info| info.value) else {
        let none = crate::object::none();
        return Ok(rt.new_tuple(&[none, none, none]));
    };
    let tb = rt.with_roots(&[exc], |rt| crate::interp::traceback_of(rt, exc))?;
    let parts = [crate::classes::type_of(exc), exc, tb];
    rt.with_roots(&parts, |rt| Ok(rt.new_tuple(&parts)))
}

/// `sys.getrecursionlimit()`.
pub(crate) fn sys_getrecursionlimit(rt: &mut Rt, args: &[Value], kw: &crate::builtins::Kw) -> PyResult<Value> {
    crate::builtins::no_keywords("getrecursionlimit", kw)?;
    if !args.is_empty() {
        return raise!(TypeError, "sys.getrecursionlimit() takes no arguments ({} given)", args.len());
    }
    Ok(Value::small_int(i64::from(rt.recursion_limit)))
}

/// `sys.setrecursionlimit(limit)`: the Python call depth allowed, interpreted and
/// compiled frames alike (bounded by the value stack ember gives its frames).
pub(crate) fn sys_setrecursionlimit(rt: &mut Rt, args: &[Value], kw: &crate::builtins::Kw) -> PyResult<Value> {
    crate::builtins::no_keywords("setrecursionlimit", kw)?;
    let [limit] = args else {
        return raise!(TypeError, "setrecursionlimit() takes exactly one argument ({} given)", args.len());
    };
    let Some(limit) = int_ref(*limit) else {
        return raise!(TypeError, "'{}' object cannot be interpreted as an integer", type_name(*limit));
    };
    let limit = limit.to_i64().unwrap_or(i64::MAX);
    if limit < 1 {
        return raise!(ValueError, "recursion limit must be greater or equal than 1");
    }
    if limit > i64::from(crate::vm::MAX_RECURSION_LIMIT) {
        return raise!(
            NotImplementedError,
            "a recursion limit above {} is not supported by ember yet",
            crate::vm::MAX_RECURSION_LIMIT
        );
    }
    if limit <= i64::from(rt.depth) {
        return raise!(
            RecursionError,
            "cannot set the recursion limit to {} at the recursion depth {}: the limit is too low",
            limit,
            rt.depth
        );
    }
    rt.recursion_limit = limit as u32;
    Ok(none())
}

/// `sys.getsizeof(obj[, default])`: the bytes ember's heap gives `obj`, its own
/// internal arrays (a list's items, a dict's table) included but not the objects they
/// refer to; a value ember keeps without a heap object (a small int, most floats) is
/// the 8 bytes of the value itself.
pub(crate) fn sys_getsizeof(rt: &mut Rt, args: &[Value], kw: &crate::builtins::Kw) -> PyResult<Value> {
    let default =
        crate::builtins::keyword("getsizeof", kw, &["object", "default"], "default")?.or(args.get(1).copied());
    let obj = match args.first() {
        Some(&o) if args.len() <= 2 => o,
        _ => return raise!(TypeError, "getsizeof() takes at most 2 arguments ({} given)", args.len()),
    };
    if let Some(size) = crate::classes::call_special(rt, obj, "__sizeof__", &[])? {
        return match int_ref(size) {
            Some(_) => Ok(size),
            None => default.map_or_else(|| raise!(TypeError, "an integer is required"), Ok),
        };
    }
    Ok(Value::small_int(crate::heap::footprint(obj) as i64))
}

/// `math.isclose(a, b, *, rel_tol=1e-09, abs_tol=0.0)`.
pub(crate) fn math_isclose(rt: &mut Rt, args: &[Value], kw: &crate::builtins::Kw) -> PyResult<Value> {
    const PARAMS: &[&str] = &["a", "b", "rel_tol", "abs_tol"];
    let [a, b] = args else {
        return raise!(TypeError, "isclose() takes exactly 2 positional arguments ({} given)", args.len());
    };
    let rel_tol = crate::builtins::keyword("isclose", kw, PARAMS, "rel_tol")?.map_or(Ok(1e-9), real)?;
    let abs_tol = crate::builtins::keyword("isclose", kw, PARAMS, "abs_tol")?.map_or(Ok(0.0), real)?;
    if rel_tol < 0.0 || abs_tol < 0.0 {
        return raise!(ValueError, "tolerances must be non-negative");
    }
    let mark = rt.handles.len();
    let numbers = as_numbers(rt, "isclose", &[*a, *b]);
    rt.handles.truncate(mark);
    let numbers = numbers?;
    let (a, b) = (real(numbers[0])?, real(numbers[1])?);
    if a == b {
        return Ok(py_bool(true));
    }
    if a.is_infinite() || b.is_infinite() {
        return Ok(py_bool(false));
    }
    let diff = (b - a).abs();
    Ok(py_bool(diff <= (rel_tol * b).abs() || diff <= (rel_tol * a).abs() || diff <= abs_tol))
}

/// `math.prod(iterable, *, start=1)`: the product, by the `*` operator.
pub(crate) fn math_prod(rt: &mut Rt, args: &[Value], kw: &crate::builtins::Kw) -> PyResult<Value> {
    let [iterable] = args else {
        return raise!(TypeError, "prod() takes exactly 1 positional argument ({} given)", args.len());
    };
    let start = crate::builtins::keyword("prod", kw, &["start"], "start")?.unwrap_or(Value::small_int(1));
    let mark = rt.handles.len();
    let r = (|| {
        let items = crate::ops::collect_iterable(rt, *iterable)?;
        let mut acc = start;
        for x in items {
            acc = crate::ops::binary_op(rt, crate::code::BinOp::Mul, acc, x, false)?;
            rt.handles.push(acc);
        }
        Ok(acc)
    })();
    rt.handles.truncate(mark);
    r
}

/// `gc.collect()`: a full collection now. CPython answers how many unreachable
/// objects it found; ember's tracing collector does not count them, and says 0.
pub(crate) fn gc_collect(rt: &mut Rt, args: &[Value], _kw: &crate::builtins::Kw) -> PyResult<Value> {
    if args.len() > 1 {
        return raise!(TypeError, "collect() takes at most 1 argument ({} given)", args.len());
    }
    rt.collect();
    Ok(Value::small_int(0))
}

/// `gc.disable()`. ember's collector is its only way of freeing memory (it has no
/// reference counts), so it keeps running; `isenabled()` reports the setting.
pub(crate) fn gc_disable(rt: &mut Rt, _args: &[Value], _kw: &crate::builtins::Kw) -> PyResult<Value> {
    rt.gc_enabled = false;
    Ok(none())
}

/// `gc.enable()`.
pub(crate) fn gc_enable(rt: &mut Rt, _args: &[Value], _kw: &crate::builtins::Kw) -> PyResult<Value> {
    rt.gc_enabled = true;
    Ok(none())
}

/// `gc.isenabled()`.
pub(crate) fn gc_isenabled(rt: &mut Rt, _args: &[Value], _kw: &crate::builtins::Kw) -> PyResult<Value> {
    Ok(py_bool(rt.gc_enabled))
}

/// `_struct.pack_float(x, size, little)`: the IEEE 754 bytes of `x` in binary16,
/// binary32 or binary64 (`size` 2, 4 or 8), as `struct` packs `e`, `f` and `d`.
pub(crate) fn struct_pack_float(rt: &mut Rt, args: &[Value], _kw: &crate::builtins::Kw) -> PyResult<Value> {
    let [x, size, little] = args else { return raise!(TypeError, "pack_float takes 3 arguments") };
    let x = match real(*x) {
        Ok(x) => x,
        Err(_) => return raise!(TypeError, "required argument is not a float"),
    };
    let little = *little == py_bool(true);
    let bytes: Vec<u8> = match int_ref(*size).and_then(|s| s.to_i64()) {
        Some(8) => {
            if little {
                x.to_le_bytes().to_vec()
            } else {
                x.to_be_bytes().to_vec()
            }
        }
        Some(4) => {
            let f = x as f32;
            if f.is_infinite() && x.is_finite() {
                return raise!(OverflowError, "float too large to pack with f format");
            }
            if little { f.to_le_bytes().to_vec() } else { f.to_be_bytes().to_vec() }
        }
        Some(2) => {
            let h = f64_to_half(x)?;
            if little { h.to_le_bytes().to_vec() } else { h.to_be_bytes().to_vec() }
        }
        _ => return raise!(ValueError, "float sizes are 2, 4 and 8"),
    };
    Ok(rt.new_bytes(&bytes))
}

/// `_struct.unpack_float(data, little)`: the float of 2, 4 or 8 IEEE 754 bytes.
pub(crate) fn struct_unpack_float(rt: &mut Rt, args: &[Value], _kw: &crate::builtins::Kw) -> PyResult<Value> {
    let [data, little] = args else { return raise!(TypeError, "unpack_float takes 2 arguments") };
    let Some(mut bytes) = bytes_like(*data).map(<[u8]>::to_vec) else {
        return raise!(TypeError, "a bytes-like object is required");
    };
    if *little != py_bool(true) {
        bytes.reverse();
    }
    let x = match bytes.len() {
        8 => f64::from_le_bytes(bytes.try_into().expect("8 bytes")),
        4 => f64::from(f32::from_le_bytes(bytes.try_into().expect("4 bytes"))),
        2 => half_to_f64(u16::from_le_bytes(bytes.try_into().expect("2 bytes"))),
        _ => return raise!(ValueError, "float sizes are 2, 4 and 8"),
    };
    Ok(rt.new_float(x))
}

/// `x` rounded (half to even) to IEEE 754 binary16; OverflowError past its range.
fn f64_to_half(x: f64) -> PyResult<u16> {
    let sign = if x.is_sign_negative() { 0x8000u16 } else { 0 };
    if x.is_nan() {
        return Ok(sign | 0x7e00);
    }
    let a = x.abs();
    if a.is_infinite() {
        return Ok(sign | 0x7c00);
    }
    // In units of the smallest subnormal (2**-24), rounded half to even.
    let units = a * (1u64 << 24) as f64;
    if units < 1024.0 {
        let r = units.round_ties_even();
        return Ok(sign | r as u16);
    }
    let (m, e) = frexp(a);
    // a = m * 2**e with m in [0.5, 1): 11 significant bits.
    let mut mantissa = (m * 2048.0).round_ties_even() as u32;
    let mut exponent = e - 1;
    if mantissa == 2048 {
        mantissa = 1024;
        exponent += 1;
    }
    if exponent > 15 {
        return raise!(OverflowError, "float too large to pack with e format");
    }
    Ok(sign | (((exponent + 15) as u16) << 10) | (mantissa as u16 & 0x3ff))
}

fn half_to_f64(h: u16) -> f64 {
    let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let exponent = (h >> 10) & 0x1f;
    let mantissa = f64::from(h & 0x3ff);
    sign * match exponent {
        0 => mantissa * 2f64.powi(-24),
        31 if mantissa == 0.0 => f64::INFINITY,
        31 => f64::NAN,
        e => (1.0 + mantissa / 1024.0) * 2f64.powi(i32::from(e) - 15),
    }
}
