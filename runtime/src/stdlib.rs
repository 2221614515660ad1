//! The standard library modules ember writes in Python (`runtime/stdlib/*.py`),
//! embedded in the binary and run by ember's own interpreter and JIT when a program
//! imports them, as PyPy writes much of its library in Python. A module of the
//! program's own of the same name (on `sys.path`) wins, as it does in CPython.
//! `docs/stdlib.md` says which modules are written this way and why.

/// Each embedded module's dotted name and source.
const SOURCES: &[(&str, &str)] = &[
    ("_generic_alias", include_str!("../stdlib/_generic_alias.py")),
    ("abc", include_str!("../stdlib/abc.py")),
    ("array", include_str!("../stdlib/array.py")),
    ("bisect", include_str!("../stdlib/bisect.py")),
    ("collections", include_str!("../stdlib/collections.py")),
    ("collections.abc", include_str!("../stdlib/collections_abc.py")),
    ("copy", include_str!("../stdlib/copy.py")),
    ("dataclasses", include_str!("../stdlib/dataclasses.py")),
    ("enum", include_str!("../stdlib/enum.py")),
    ("fractions", include_str!("../stdlib/fractions.py")),
    ("functools", include_str!("../stdlib/functools.py")),
    ("heapq", include_str!("../stdlib/heapq.py")),
    ("io", include_str!("../stdlib/io.py")),
    ("itertools", include_str!("../stdlib/itertools.py")),
    ("json", include_str!("../stdlib/json.py")),
    ("operator", include_str!("../stdlib/operator.py")),
    ("random", include_str!("../stdlib/random.py")),
    ("re", include_str!("../stdlib/re.py")),
    ("string", include_str!("../stdlib/string.py")),
    ("struct", include_str!("../stdlib/struct.py")),
    ("types", include_str!("../stdlib/types.py")),
    ("typing", include_str!("../stdlib/typing.py")),
];

/// `function(args)` of embedded module `module` (for the runtime's own use: the
/// objects `list[int]` and `int | str` make are Python classes).
pub fn call(
    rt: &mut crate::vm::Rt,
    module: &str,
    function: &str,
    args: &[crate::value::Value],
) -> crate::error::PyResult<crate::value::Value> {
    let m = crate::import::import_absolute(rt, module)?;
    let f = rt.with_roots(&[m], |rt| crate::classes::getattr(rt, m, function))?;
    rt.with_roots(&[f], |rt| crate::builtins::call_object(rt, f, args, &[]))
}

/// The source of embedded module `name` (dotted), if ember has one.
pub fn source(name: &str) -> Option<&'static str> {
    SOURCES.iter().find(|(n, _)| *n == name).map(|(_, s)| *s)
}

/// The file name tracebacks show for an embedded module: CPython shows its frozen
/// modules so.
pub fn filename(name: &str) -> String {
    format!("<frozen {name}>")
}
