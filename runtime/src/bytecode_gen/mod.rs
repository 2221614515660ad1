//! The front end's second step: a checked AST (from [`crate::syntax`]) to bytecode
//! ([`crate::code`]).
//!
//! Scopes come from [`crate::scope`]'s symbol tables: module code reads and writes
//! globals; a function's locals are its parameters and every name it binds (unless
//! declared `global`/`nonlocal`); locals that a nested scope captures become cells;
//! other names are globals, then builtins.
//!
//! - This module: [`compile_module`], the per-function compiler's state and its
//!   emission helpers.
//! - `stmt`: statements and stores; `expr`: expressions; `nested`: code objects made
//!   inside others (functions, classes, lambdas, comprehensions); `assemble`: the
//!   finishing pass (stack depth, jump threading).
//!
//! Anything outside the implemented subset is a `NotImplementedError` naming the
//! construct, with file, line and column, raised before the program starts.

use crate::code::{Code, Op, Params};
use crate::error::CompileError;
use crate::object::none;
use crate::value::Value;
use crate::vm::{MAX_GLOBALS, Namespace, Rt};
use num_bigint::BigInt;
use ruff_python_ast::{self as ast, Expr, Stmt};
use ruff_source_file::LineIndex;
use ruff_text_size::{Ranged, TextSize};
use std::cell::Cell;
use std::collections::{HashMap, HashSet};
use std::rc::Rc;

mod assemble;
mod expr;
mod nested;
mod stmt;

use assemble::{stack_effect, thread_truth_jumps};

type CResult<T> = Result<T, CompileError>;

/// Compiles a module; returns its code object (registered with `rt`).
pub fn compile_module(rt: &mut Rt, source: &str, filename: &str) -> CResult<*const Code> {
    compile_module_in(rt, source, filename, Namespace::MAIN)
}

/// Compiles the source of a module whose globals are namespace `ns`.
pub fn compile_module_in(rt: &mut Rt, source: &str, filename: &str, ns: Namespace) -> CResult<*const Code> {
    let source = crate::syntax::source::normalise_newlines(source);
    let source = &*source;
    let index = LineIndex::from_source_text(source);
    let source_lines: Rc<[Rc<str>]> = source.lines().map(Rc::from).collect();
    let file = FileCtx {
        source,
        filename: filename.into(),
        index,
        source_lines,
        too_many_globals: Cell::new(None),
        namespace: ns,
        module_bound: HashSet::new(),
        future_annotations: false,
    };
    // What CPython rejects before running (SyntaxError and its subclasses) is
    // rejected first; then what ember does not implement (NotImplementedError).
    let module = crate::syntax::parse_module(source, filename)?;
    let future_annotations = module.body.iter().any(|s| match s {
        ast::Stmt::ImportFrom(i) if i.module.as_ref().is_some_and(|m| m.id.as_str() == "__future__") => {
            i.names.iter().any(|a| a.name.id.as_str() == "annotations")
        }
        _ => false,
    });
    let module_bound = crate::scope::class_symbols(&module.body).bound.into_iter().collect();
    let file = FileCtx { module_bound, future_annotations, ..file };
    let mut c = FnCompiler::new(&file, "<module>".into(), 1, Scope::module());
    c.start_annotations(rt, &module.body);
    c.compile_body(rt, &module.body, &mut Vec::new())?;
    if let Some((line, name)) = file.too_many_globals.take() {
        return Err(file.error_at_line(
            "NotImplementedError",
            format!(
                "more than {MAX_GLOBALS} global names (the first without a slot is '{name}') are not supported by ember"
            ),
            line,
        ));
    }
    c.emit_const(rt, none());
    c.emit(Op::Return);
    let code = c.finish();
    Ok(rt.register_code(code))
}

struct FileCtx<'s> {
    source: &'s str,
    filename: Rc<str>,
    index: LineIndex,
    source_lines: Rc<[Rc<str>]>,
    /// The line and name of the first global that found no free slot (reported
    /// once compilation ends).
    too_many_globals: Cell<Option<(u32, Rc<str>)>>,
    /// The module's globals.
    namespace: Namespace,
    /// The names the module binds at its top level (a `globals`, `locals` or `vars`
    /// there is the program's own, not the builtin).
    module_bound: HashSet<String>,
    /// `from __future__ import annotations`: annotations are kept as their source text.
    future_annotations: bool,
}

impl FileCtx<'_> {
    fn line(&self, offset: TextSize) -> u32 {
        self.index.line_index(offset).get() as u32
    }

    /// The traceback span of source `range` (anchors: see `FnCompiler::set_line_anchored`).
    fn span(&self, range: ruff_text_size::TextRange, anchors: Option<(TextSize, TextSize)>) -> crate::error::Span {
        let start = self.index.line_column(range.start(), self.source);
        let end = self.index.line_column(range.end(), self.source);
        let column = |offset: TextSize| self.index.line_column(offset, self.source).column.get() as u32 - 1;
        let col = start.column.get() as u32 - 1;
        let one_line = start.line == end.line;
        crate::error::Span {
            end_line: end.line.get() as u32,
            col,
            end_col: end.column.get() as u32 - 1,
            anchors: anchors.filter(|_| one_line).map(|(l, r)| (column(l) - col, column(r) - col)),
        }
    }

    /// The anchors of binary operation `left op right`: the operator, the first
    /// character after the left operand that is no space, closing parenthesis or line
    /// continuation (two characters for `//`, `**`, `<<`...), as CPython finds it.
    fn operator_anchors(&self, left: &impl Ranged, right: &impl Ranged) -> Option<(TextSize, TextSize)> {
        let text = &self.source.as_bytes()[left.end().to_usize()..right.start().to_usize()];
        let at = text.iter().position(|&c| !matches!(c, b' ' | b'\t' | b'\n' | b'\r' | b'\x0c' | b')' | b'\\'))?;
        let two = text.get(at + 1).is_some_and(|&c| !c.is_ascii_whitespace());
        let start = left.end() + TextSize::from(at as u32);
        Some((start, start + TextSize::from(if two { 2 } else { 1 })))
    }

    fn error(&self, kind: &'static str, message: String, offset: TextSize) -> CompileError {
        let lc = self.index.line_column(offset, self.source);
        CompileError { column: lc.column.get() as u32, ..self.error_at_line(kind, message, lc.line.get() as u32) }
    }

    fn error_at_line(&self, kind: &'static str, message: String, line: u32) -> CompileError {
        CompileError {
            kind,
            message,
            filename: self.filename.to_string(),
            line,
            column: 1,
            source_line: self.source.lines().nth(line as usize - 1).unwrap_or("").to_string(),
        }
    }
}

/// Name resolution for one code object.
struct Scope {
    is_module: bool,
    /// Slot names: the locals (parameters first), then the free variables.
    locals: Vec<Rc<str>>,
    local_index: HashMap<Rc<str>, u32>,
    /// Locals captured by nested scopes: their slots hold cells.
    cells: HashSet<String>,
    /// Free variables (cells of enclosing functions), in slot order after the locals.
    free: Vec<String>,
    /// A class body: names it binds live in its namespace dict (slot 0).
    class_names: Option<HashSet<String>>,
    /// Names declared `global`.
    globals: HashSet<String>,
    /// The plain local slots that append statements extend (`Op::AppendLocal`): every
    /// other read of them is an `Op::LoadFastShare`.
    appended: HashSet<u32>,
}

/// Where a name lives.
enum NameRef {
    /// A class body's namespace (then globals, then builtins).
    Name,
    /// A plain local slot.
    Fast(u32),
    /// A slot holding a cell (a captured local or a free variable).
    Deref(u32),
    Global,
}

impl Scope {
    fn module() -> Scope {
        Scope {
            is_module: true,
            locals: Vec::new(),
            local_index: HashMap::new(),
            cells: HashSet::new(),
            free: Vec::new(),
            class_names: None,
            globals: HashSet::new(),
            appended: HashSet::new(),
        }
    }

    fn add_slot(&mut self, name: &str) {
        if !self.local_index.contains_key(name) {
            let name: Rc<str> = name.into();
            self.local_index.insert(name.clone(), self.locals.len() as u32);
            self.locals.push(name);
        }
    }

    fn resolve(&self, name: &str) -> NameRef {
        if self.is_module || self.globals.contains(name) {
            return NameRef::Global;
        }
        if let Some(class_names) = &self.class_names {
            if class_names.contains(name) || !self.free.iter().any(|f| f == name) {
                return if name == "__class__" && self.cells.contains(name) {
                    NameRef::Deref(self.local_index[name])
                } else {
                    NameRef::Name
                };
            }
        }
        match self.local_index.get(name) {
            Some(&i) if self.cells.contains(name) || self.free.iter().any(|f| f == name) => NameRef::Deref(i),
            Some(&i) => NameRef::Fast(i),
            None => NameRef::Global,
        }
    }

    /// The cell holding `name` for a nested scope's closure: a captured local or a
    /// free variable passed through. A class body passes its free variables through
    /// even when it binds the same name in its namespace.
    fn closure_slot(&self, name: &str) -> Option<u32> {
        let captured = self.cells.contains(name) || self.free.iter().any(|f| f == name);
        self.local_index.get(name).copied().filter(|_| captured)
    }

    /// Names bound in this scope that nested functions can see: a function's locals
    /// and free variables; only the free variables and `__class__` of a class body.
    fn bound_names(&self) -> HashSet<String> {
        match &self.class_names {
            Some(_) => self.free.iter().cloned().chain(self.cells.iter().cloned()).collect(),
            None => self.locals.iter().map(|n| n.to_string()).collect(),
        }
    }
}

struct LoopCtx {
    continue_target: usize,
    break_patches: Vec<usize>,
    /// A `for` loop keeps its iterator on the stack; `break` must pop it.
    is_for: bool,
}

struct FnCompiler<'f, 's> {
    file: &'f FileCtx<'s>,
    /// The function contains `yield`.
    is_generator: bool,
    /// The function's docstring (`__doc__`).
    doc: Option<Rc<str>>,
    /// Inside a class: its name without leading underscores, which private names
    /// (`__x`) are mangled with (`_Class__x`); None elsewhere.
    private_prefix: Option<Rc<str>>,
    name: Rc<str>,
    qualname: Rc<str>,
    first_line: u32,
    scope: Scope,
    params: Params,
    ops: Vec<Op>,
    lines: Vec<u32>,
    spans: Vec<Option<crate::error::Span>>,
    consts: Vec<Value>,
    names: Vec<Rc<str>>,
    line: u32,
    /// The span of the node the next instructions come from (see `set_line`).
    span: Option<crate::error::Span>,
    depth: i32,
    max_depth: i32,
    /// The statements enclosing the code being compiled, innermost last.
    blocks: Vec<Block>,
    /// Exception-table entries under construction.
    handlers: Vec<HandlerBuild>,
}

/// A statement context that `break`, `continue` and `return` must unwind.
enum Block {
    Loop(LoopCtx),
    /// Code protected by `handlers[i]`.
    Try(usize),
    /// A `finally` body, compiled again inline where a jump or return leaves its
    /// `try`. (A raw pointer because the AST outlives the compiler but not `'static`.)
    Finally(*const [Stmt]),
    /// An except clause (or a finally block run for an exception): leaving it ends the
    /// handling of its exception. In a finally block the exception is on the operand
    /// stack (`exc_on_stack`), for the `Reraise` at its end.
    HandlerBody {
        exc_on_stack: bool,
    },
    /// The body of a `with`: its `__exit__` is on the operand stack; leaving by a jump
    /// or return calls it with three Nones.
    With,
}

/// An exception-table entry being built: its protected ranges (a range is cut where
/// a jump out of the `try` runs inlined `finally` code).
struct HandlerBuild {
    ranges: Vec<(u32, u32)>,
    open: Option<u32>,
    target: u32,
    depth: u32,
    level: u32,
    exc_depth: u32,
}

/// Why control leaves a block.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Exit {
    Break,
    Continue,
    Return,
}

/// The names bound in each enclosing function scope, innermost last: a name a nested
/// scope needs that one of them binds is a free variable.
type Enclosing = Vec<HashSet<String>>;

/// Whether the source of a string literal (prefix and quotes included) escapes a
/// lone surrogate (`\ud800`): ember's strs are UTF-8 and cannot hold one.
fn escapes_surrogate(text: &str) -> bool {
    let prefix: String = text.chars().take_while(|c| c.is_ascii_alphabetic()).collect();
    if prefix.contains(['r', 'R']) {
        return false;
    }
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] != b'\\' {
            i += 1;
            continue;
        }
        let digits = match bytes.get(i + 1) {
            Some(b'u') => 4,
            Some(b'U') => 8,
            _ => {
                i += 2;
                continue;
            }
        };
        let hex = text.get(i + 2..i + 2 + digits).and_then(|h| u32::from_str_radix(h, 16).ok());
        if hex.is_some_and(|c| (0xd800..0xe000).contains(&c)) {
            return true;
        }
        i += 2;
    }
    false
}

/// CPython's standard library modules (`sys.stdlib_module_names`, public ones).
#[rustfmt::skip]
const STDLIB_MODULES: &[&str] = &[
    "abc", "aifc", "antigravity", "argparse", "array", "ast", "asynchat", "asyncio", "asyncore", "atexit",
    "audioop", "base64", "bdb", "binascii", "bisect", "builtins", "bz2", "cProfile", "calendar", "cgi", "cgitb",
    "chunk", "cmath", "cmd", "code", "codecs", "codeop", "collections", "colorsys", "compileall", "concurrent",
    "configparser", "contextlib", "contextvars", "copy", "copyreg", "crypt", "csv", "ctypes", "curses",
    "dataclasses", "datetime", "dbm", "decimal", "difflib", "dis", "distutils", "doctest", "email", "encodings",
    "ensurepip", "enum", "errno", "faulthandler", "fcntl", "filecmp", "fileinput", "fnmatch", "fractions", "ftplib",
    "functools", "gc", "genericpath", "getopt", "getpass", "gettext", "glob", "graphlib", "grp", "gzip", "hashlib",
    "heapq", "hmac", "html", "http", "idlelib", "imaplib", "imghdr", "imp", "importlib", "inspect", "io",
    "ipaddress", "itertools", "json", "keyword", "lib2to3", "linecache", "locale", "logging", "lzma", "mailbox",
    "mailcap", "marshal", "math", "mimetypes", "mmap", "modulefinder", "msilib", "msvcrt", "multiprocessing",
    "netrc", "nis", "nntplib", "nt", "ntpath", "nturl2path", "numbers", "opcode", "operator", "optparse", "os",
    "ossaudiodev", "pathlib", "pdb", "pickle", "pickletools", "pipes", "pkgutil", "platform", "plistlib", "poplib",
    "posix", "posixpath", "pprint", "profile", "pstats", "pty", "pwd", "py_compile", "pyclbr", "pydoc",
    "pydoc_data", "pyexpat", "queue", "quopri", "random", "re", "readline", "reprlib", "resource", "rlcompleter",
    "runpy", "sched", "secrets", "select", "selectors", "shelve", "shlex", "shutil", "signal", "site", "smtpd",
    "smtplib", "sndhdr", "socket", "socketserver", "spwd", "sqlite3", "sre_compile", "sre_constants", "sre_parse",
    "ssl", "stat", "statistics", "string", "stringprep", "struct", "subprocess", "sunau", "symtable", "sys",
    "sysconfig", "syslog", "tabnanny", "tarfile", "telnetlib", "tempfile", "termios", "textwrap", "this",
    "threading", "time", "timeit", "tkinter", "token", "tokenize", "tomllib", "trace", "traceback", "tracemalloc",
    "tty", "turtle", "turtledemo", "types", "typing", "unicodedata", "unittest", "urllib", "uu", "uuid", "venv",
    "warnings", "wave", "weakref", "webbrowser", "winreg", "winsound", "wsgiref", "xdrlib", "xml", "xmlrpc",
    "zipapp", "zipfile", "zipimport", "zlib", "zoneinfo", "_thread",
];

/// A module of CPython's standard library that ember does not have is refused before
/// the program runs (other unknown modules are a ModuleNotFoundError when imported).
fn unsupported_module(rt: &Rt, file: &FileCtx, dotted: &str, node: &impl Ranged) -> CResult<()> {
    let top = dotted.split('.').next().unwrap_or(dotted);
    if crate::modules::find_module(top).is_none()
        && crate::stdlib::source(top).is_none()
        && STDLIB_MODULES.contains(&top)
        && !crate::import::is_on_path(rt, top)
    {
        return Err(file.error(
            "NotImplementedError",
            format!("the module '{top}' is not supported by ember yet"),
            node.start(),
        ));
    }
    Ok(())
}

fn not_implemented<T>(file: &FileCtx, what: &str, node: &impl Ranged) -> CResult<T> {
    Err(file.error("NotImplementedError", format!("{what} not supported by ember yet"), node.start()))
}

impl<'f, 's> FnCompiler<'f, 's> {
    fn new(file: &'f FileCtx<'s>, name: Rc<str>, first_line: u32, scope: Scope) -> Self {
        FnCompiler {
            is_generator: false,
            doc: None,
            private_prefix: None,
            qualname: name.clone(),
            file,
            name,
            first_line,
            scope,
            params: Params::default(),
            ops: Vec::new(),
            lines: Vec::new(),
            spans: Vec::new(),
            consts: Vec::new(),
            names: Vec::new(),
            line: first_line,
            span: None,
            depth: 0,
            max_depth: 0,
            blocks: Vec::new(),
            handlers: Vec::new(),
        }
    }

    fn finish(mut self) -> Code {
        thread_truth_jumps(&mut self.ops);
        let n = self.ops.len();
        let mut method_sites = 0;
        let method_cache_at: Box<[u32]> = self
            .ops
            .iter()
            .map(|op| match op {
                Op::CallMethod { .. } | Op::CallMethodKw { .. } | Op::LoadAttr(_) => {
                    method_sites += 1;
                    ((method_sites - 1) * crate::code::METHOD_CACHE_WAYS) as u32
                }
                _ => u32::MAX,
            })
            .collect();
        let handlers: Vec<crate::code::ExcHandler> = self
            .handlers
            .iter()
            .flat_map(|h| {
                h.ranges.iter().map(|&(start, end)| crate::code::ExcHandler {
                    start,
                    end,
                    target: h.target,
                    depth: h.depth,
                    level: h.level,
                    exc_depth: h.exc_depth,
                })
            })
            .collect();
        let handled = crate::code::handled_depths(&self.ops, &handlers);
        Code {
            id: u32::MAX,
            name: self.name,
            qualname: self.qualname,
            filename: self.file.filename.clone(),
            first_line: self.first_line,
            params: self.params,
            nlocals: self.scope.locals.len() as u32,
            varnames: self.scope.locals,
            stack_size: self.max_depth as u32 + 2,
            ops: self.ops,
            lines: self.lines,
            spans: self.spans,
            consts: self.consts,
            handled,
            handlers,
            names: self.names,
            profile: (0..n).map(|_| Cell::new(0)).collect(),
            overflowed: (0..n).map(|_| Cell::new(false)).collect(),
            call_targets: (0..n).map(|_| Cell::new(0)).collect(),
            attr_cache: (0..n).map(|_| Default::default()).collect(),
            method_caches: (0..method_sites * crate::code::METHOD_CACHE_WAYS)
                .map(|_| Cell::new(crate::code::MethodCache::EMPTY))
                .collect(),
            method_cache_at,
            call_count: Cell::new(0),
            executions: Default::default(),
            tier_slot: Cell::new(0),
            is_generator: self.is_generator,
            doc: self.doc,
            source_lines: self.file.source_lines.clone(),
            namespace: self.file.namespace,
        }
    }

    // ---- emission ----

    fn emit(&mut self, op: Op) -> usize {
        self.depth += stack_effect(op);
        self.max_depth = self.max_depth.max(self.depth);
        self.ops.push(op);
        self.lines.push(self.line);
        self.spans.push(self.span);
        self.ops.len() - 1
    }

    fn here(&self) -> usize {
        self.ops.len()
    }

    fn patch(&mut self, at: usize, target: usize) {
        let t = target as u32;
        self.ops[at] = match self.ops[at] {
            Op::Jump(_) => Op::Jump(t),
            Op::PopJumpIfFalse(_) => Op::PopJumpIfFalse(t),
            Op::PopJumpIfTrue(_) => Op::PopJumpIfTrue(t),
            Op::JumpIfFalseOrPop(_) => Op::JumpIfFalseOrPop(t),
            Op::JumpIfTrueOrPop(_) => Op::JumpIfTrueOrPop(t),
            Op::ForIter(_) => Op::ForIter(t),
            Op::CompareJump { op, jump_if, .. } => Op::CompareJump { op, jump_if, target: t },
            other => unreachable!("patching a non-jump {other:?}"),
        };
    }

    fn const_index(&mut self, v: Value) -> u32 {
        if let Some(i) = self.consts.iter().position(|&c| c == v) {
            return i as u32;
        }
        self.consts.push(v);
        (self.consts.len() - 1) as u32
    }

    fn emit_const(&mut self, _rt: &mut Rt, v: Value) {
        let i = self.const_index(v);
        self.emit(Op::LoadConst(i));
    }

    fn name_index(&mut self, name: &str) -> u16 {
        if let Some(i) = self.names.iter().position(|n| &**n == name) {
            return i as u16;
        }
        self.names.push(name.into());
        (self.names.len() - 1) as u16
    }

    /// The slot of global `name`. When the runtime has no free slot, the error is
    /// noted for `compile_module` and slot 0 stands in: the code never runs.
    fn global_slot(&self, rt: &mut Rt, name: &str) -> u32 {
        rt.global_slot_in(self.file.namespace, name).unwrap_or_else(|| {
            let first = self.file.too_many_globals.take().unwrap_or((self.line, name.into()));
            self.file.too_many_globals.set(Some(first));
            0
        })
    }

    /// The instructions emitted next come from `node`: its line, and its span for
    /// the traceback's markers.
    fn set_line(&mut self, node: &impl Ranged) {
        self.line = self.file.line(node.start());
        self.span = Some(self.file.span(node.range(), None));
    }

    /// As `set_line`, for a binary operation or subscript whose operator (or bracketed
    /// part) spans the byte range `anchors` of the source.
    fn set_line_anchored(&mut self, node: &impl Ranged, anchors: Option<(TextSize, TextSize)>) {
        self.line = self.file.line(node.start());
        self.span = Some(self.file.span(node.range(), anchors));
    }
}

enum Body<'a> {
    Stmts(&'a [Stmt]),
    Expr(&'a Expr),
    Comprehension {
        kind: CompKind,
        generators: &'a [ast::Comprehension],
        elements: Vec<&'a Expr>,
    },
    /// A class body (its namespace dict is the function's one argument).
    Class(&'a [Stmt]),
}

/// What a comprehension builds.
#[derive(Copy, Clone, PartialEq, Eq)]
enum CompKind {
    List,
    Set,
    Dict,
    /// A generator expression: the body yields each element.
    Generator,
}

/// The parameter list of a compiler-made function with one hidden positional
/// parameter (a comprehension's `.0` iterator, a class body's `.ns` namespace).
fn hidden_parameter(name: &str, range: ruff_text_size::TextRange) -> ast::Parameters {
    let mut params = ast::Parameters::default();
    params.args.push(ast::ParameterWithDefault {
        range,
        node_index: Default::default(),
        parameter: ast::Parameter {
            range,
            node_index: Default::default(),
            name: ast::Identifier::new(name, range),
            annotation: None,
        },
        default: None,
    });
    params
}

fn str_of<'a>(v: Value) -> &'a str {
    crate::object::str_text(v)
}

/// Parses an int literal's source text (`0x_ff`, `1_000`, `0o17`, `0b1`).
fn parse_big_literal(text: &str) -> BigInt {
    let clean: String = text.chars().filter(|&c| c != '_').collect::<String>().to_ascii_lowercase();
    let (radix, digits) = if let Some(d) = clean.strip_prefix("0x") {
        (16, d)
    } else if let Some(d) = clean.strip_prefix("0o") {
        (8, d)
    } else if let Some(d) = clean.strip_prefix("0b") {
        (2, d)
    } else {
        (10, clean.as_str())
    };
    BigInt::parse_bytes(digits.as_bytes(), radix).unwrap_or_default()
}
