//! "Did you mean" suggestions for NameError, as CPython 3.11 prints them: the
//! closest candidate by a Levenshtein distance where a case change costs 1 and any
//! other edit 2, among the frame's locals, then its globals, then the builtins.

const MOVE_COST: usize = 2;
const CASE_COST: usize = 1;
const MAX_STRING_SIZE: usize = 40;
const MAX_CANDIDATE_ITEMS: usize = 750;

/// The names of CPython's `builtins` module, in its dict order (the candidate order
/// matters when two names are equally close).
pub const CPYTHON_BUILTINS: &[&str] = &[
    "__name__",
    "__doc__",
    "__package__",
    "__loader__",
    "__spec__",
    "__build_class__",
    "__import__",
    "abs",
    "all",
    "any",
    "ascii",
    "bin",
    "breakpoint",
    "callable",
    "chr",
    "compile",
    "delattr",
    "dir",
    "divmod",
    "eval",
    "exec",
    "format",
    "getattr",
    "globals",
    "hasattr",
    "hash",
    "hex",
    "id",
    "input",
    "isinstance",
    "issubclass",
    "iter",
    "aiter",
    "len",
    "locals",
    "max",
    "min",
    "next",
    "anext",
    "oct",
    "ord",
    "pow",
    "print",
    "repr",
    "round",
    "setattr",
    "sorted",
    "sum",
    "vars",
    "None",
    "Ellipsis",
    "NotImplemented",
    "False",
    "True",
    "bool",
    "memoryview",
    "bytearray",
    "bytes",
    "classmethod",
    "complex",
    "dict",
    "enumerate",
    "filter",
    "float",
    "frozenset",
    "property",
    "int",
    "list",
    "map",
    "object",
    "range",
    "reversed",
    "set",
    "slice",
    "staticmethod",
    "str",
    "super",
    "tuple",
    "type",
    "zip",
    "__debug__",
    "BaseException",
    "BaseExceptionGroup",
    "Exception",
    "GeneratorExit",
    "KeyboardInterrupt",
    "SystemExit",
    "ArithmeticError",
    "AssertionError",
    "AttributeError",
    "BufferError",
    "EOFError",
    "ImportError",
    "LookupError",
    "MemoryError",
    "NameError",
    "OSError",
    "ReferenceError",
    "RuntimeError",
    "StopAsyncIteration",
    "StopIteration",
    "SyntaxError",
    "SystemError",
    "TypeError",
    "ValueError",
    "Warning",
    "FloatingPointError",
    "OverflowError",
    "ZeroDivisionError",
    "BytesWarning",
    "DeprecationWarning",
    "EncodingWarning",
    "FutureWarning",
    "ImportWarning",
    "PendingDeprecationWarning",
    "ResourceWarning",
    "RuntimeWarning",
    "SyntaxWarning",
    "UnicodeWarning",
    "UserWarning",
    "BlockingIOError",
    "ChildProcessError",
    "ConnectionError",
    "FileExistsError",
    "FileNotFoundError",
    "InterruptedError",
    "IsADirectoryError",
    "NotADirectoryError",
    "PermissionError",
    "ProcessLookupError",
    "TimeoutError",
    "IndentationError",
    "IndexError",
    "KeyError",
    "ModuleNotFoundError",
    "NotImplementedError",
    "RecursionError",
    "UnboundLocalError",
    "UnicodeError",
    "BrokenPipeError",
    "ConnectionAbortedError",
    "ConnectionRefusedError",
    "ConnectionResetError",
    "TabError",
    "UnicodeDecodeError",
    "UnicodeEncodeError",
    "UnicodeTranslateError",
    "ExceptionGroup",
    "EnvironmentError",
    "IOError",
    "open",
    "quit",
    "exit",
    "copyright",
    "credits",
    "license",
    "help",
];

/// The globals a script's module starts with, in CPython's order.
pub const MODULE_DUNDERS: &[&str] = &[
    "__name__",
    "__doc__",
    "__package__",
    "__loader__",
    "__spec__",
    "__annotations__",
    "__builtins__",
    "__file__",
    "__cached__",
];

fn substitution_cost(a: u8, b: u8) -> usize {
    if (a & 31) != (b & 31) {
        return MOVE_COST;
    }
    if a == b {
        return 0;
    }
    if a.eq_ignore_ascii_case(&b) { CASE_COST } else { MOVE_COST }
}

/// CPython's `levenshtein_distance` (suggestions.c), bytes of UTF-8.
fn distance(a: &[u8], b: &[u8], max_cost: usize) -> usize {
    let (mut a, mut b) = (a, b);
    while let (Some(x), Some(y)) = (a.first(), b.first()) {
        if x != y {
            break;
        }
        a = &a[1..];
        b = &b[1..];
    }
    while let (Some(x), Some(y)) = (a.last(), b.last()) {
        if x != y {
            break;
        }
        a = &a[..a.len() - 1];
        b = &b[..b.len() - 1];
    }
    if a.is_empty() || b.is_empty() {
        return (a.len() + b.len()) * MOVE_COST;
    }
    if a.len() > MAX_STRING_SIZE || b.len() > MAX_STRING_SIZE {
        return max_cost + 1;
    }
    if b.len() < a.len() {
        std::mem::swap(&mut a, &mut b);
    }
    if (b.len() - a.len()) * MOVE_COST > max_cost {
        return max_cost + 1;
    }
    let mut buffer: Vec<usize> = (1..=a.len()).map(|i| i * MOVE_COST).collect();
    let mut result = 0;
    for (b_index, &code) in b.iter().enumerate() {
        let mut dist = b_index * MOVE_COST;
        result = dist;
        let mut minimum = usize::MAX;
        for (index, &ac) in a.iter().enumerate() {
            let substitute = dist + substitution_cost(code, ac);
            dist = buffer[index];
            let insert_delete = result.min(dist) + MOVE_COST;
            result = insert_delete.min(substitute);
            buffer[index] = result;
            minimum = minimum.min(result);
        }
        if minimum > max_cost {
            return max_cost + 1;
        }
    }
    result
}

/// The best candidate for `name` in one list (`calc_suggestions`).
fn calc<'a>(name: &str, candidates: &[&'a str]) -> Option<&'a str> {
    if candidates.len() >= MAX_CANDIDATE_ITEMS {
        return None;
    }
    let mut best: Option<&str> = None;
    let mut best_distance = usize::MAX;
    for &item in candidates {
        if item == name {
            continue;
        }
        let max_distance = ((name.len() + item.len() + 3) * MOVE_COST / 6).min(best_distance.saturating_sub(1));
        let d = distance(name.as_bytes(), item.as_bytes(), max_distance);
        if d > max_distance {
            continue;
        }
        if best.is_none() || d < best_distance {
            best = Some(item);
            best_distance = d;
        }
    }
    best
}

/// The suggestion for a missing attribute `name` among `candidates` (`dir(obj)`).
pub fn for_candidates(name: &str, candidates: &[&str]) -> Option<String> {
    calc(name, candidates).map(str::to_string)
}

/// The suggestion for an undefined `name`, looking in `locals`, then `globals`, then
/// the builtins.
pub fn for_name(name: &str, locals: &[&str], globals: &[&str]) -> Option<String> {
    calc(name, locals).or_else(|| calc(name, globals)).or_else(|| calc(name, CPYTHON_BUILTINS)).map(str::to_string)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn suggestions_match_cpython() {
        assert_eq!(for_name("pritn", &[], &[]), Some("print".into()));
        assert_eq!(for_name("lenght", &["length"], &[]), Some("length".into()));
        assert_eq!(for_name("undefined_thing", &[], &[]), None);
        assert_eq!(for_name("Tru", &[], &[]), Some("True".into()));
        assert_eq!(for_name("value", &[], MODULE_DUNDERS), Some("False".into()));
    }
}
