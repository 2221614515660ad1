//! The front end: Python source → AST (Astral's `ruff_python_parser`) → bytecode.
//!
//! Scopes: module code reads and writes globals; a function's locals are its
//! parameters and every name it assigns (unless declared `global`); other names are
//! globals (then builtins). A nested function that reads an enclosing function's local
//! needs a closure, which is not implemented yet and is reported as such.
//!
//! Anything outside the implemented subset is a `NotImplementedError` naming the
//! construct, with file, line and column, raised before the program starts.

use crate::code::{BinOp, CmpOp, Code, Op, Params};
use crate::error::CompileError;
use crate::layout::LayoutId;
use crate::object::{false_value, none, true_value};
use crate::scope;
use crate::value::Value;
use crate::vm::{MAX_GLOBALS, Rt};
use num_bigint::BigInt;
use ruff_python_ast::{self as ast, Expr, Stmt};
use ruff_source_file::LineIndex;
use ruff_text_size::{Ranged, TextSize};
use std::cell::Cell;
use std::collections::{HashMap, HashSet};
use std::rc::Rc;

type CResult<T> = Result<T, CompileError>;

/// Compiles a module; returns its code object (registered with `rt`).
pub fn compile_module(rt: &mut Rt, source: &str, filename: &str) -> CResult<*const Code> {
    let source = crate::syntax::source::normalise_newlines(source);
    let source = &*source;
    let index = LineIndex::from_source_text(source);
    let source_lines: Rc<[Rc<str>]> = source.lines().map(Rc::from).collect();
    let file = FileCtx { source, filename: filename.into(), index, source_lines, too_many_globals: Cell::new(None) };
    // What CPython rejects before running (SyntaxError and its subclasses) is
    // rejected first; then what ember does not implement (NotImplementedError).
    let module = crate::syntax::parse_module(source, filename)?;
    let mut c = FnCompiler::new(&file, "<module>".into(), 1, Scope::module());
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
}

impl FileCtx<'_> {
    fn line(&self, offset: TextSize) -> u32 {
        self.index.line_index(offset).get() as u32
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
    name: Rc<str>,
    qualname: Rc<str>,
    first_line: u32,
    scope: Scope,
    params: Params,
    ops: Vec<Op>,
    lines: Vec<u32>,
    consts: Vec<Value>,
    names: Vec<Rc<str>>,
    line: u32,
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
    /// handling of its exception.
    HandlerBody,
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
fn unsupported_module(file: &FileCtx, dotted: &str, node: &impl Ranged) -> CResult<()> {
    let top = dotted.split('.').next().unwrap_or(dotted);
    if crate::modules::find_module(top).is_none() && STDLIB_MODULES.contains(&top) {
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
            qualname: name.clone(),
            file,
            name,
            first_line,
            scope,
            params: Params::default(),
            ops: Vec::new(),
            lines: Vec::new(),
            consts: Vec::new(),
            names: Vec::new(),
            line: first_line,
            depth: 0,
            max_depth: 0,
            blocks: Vec::new(),
            handlers: Vec::new(),
        }
    }

    fn finish(mut self) -> Code {
        thread_truth_jumps(&mut self.ops);
        let n = self.ops.len();
        Code {
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
            consts: self.consts,
            handlers: self
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
                .collect(),
            names: self.names,
            profile: (0..n).map(|_| Cell::new(0)).collect(),
            call_count: Cell::new(0),
            tier_slot: Cell::new(0),
            is_generator: self.is_generator,
            source_lines: self.file.source_lines.clone(),
        }
    }

    // ---- emission ----

    fn emit(&mut self, op: Op) -> usize {
        self.depth += stack_effect(op);
        self.max_depth = self.max_depth.max(self.depth);
        self.ops.push(op);
        self.lines.push(self.line);
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
        rt.global_slot(name).unwrap_or_else(|| {
            let first = self.file.too_many_globals.take().unwrap_or((self.line, name.into()));
            self.file.too_many_globals.set(Some(first));
            0
        })
    }

    fn set_line(&mut self, node: &impl Ranged) {
        self.line = self.file.line(node.start());
    }

    // ---- statements ----

    fn compile_body(&mut self, rt: &mut Rt, body: &[Stmt], enc: &mut Enclosing) -> CResult<()> {
        for stmt in body {
            self.compile_stmt(rt, stmt, enc)?;
        }
        Ok(())
    }

    fn compile_stmt(&mut self, rt: &mut Rt, stmt: &Stmt, enc: &mut Enclosing) -> CResult<()> {
        self.set_line(stmt);
        let file = self.file;
        match stmt {
            Stmt::Expr(s) => {
                self.compile_expr(rt, &s.value, enc)?;
                self.emit(Op::Pop);
            }
            Stmt::Assign(s) => {
                if let ([Expr::Tuple(targets)], Expr::Tuple(values)) = (&s.targets[..], &*s.value) {
                    if (2..=3).contains(&targets.elts.len())
                        && targets.elts.len() == values.elts.len()
                        && !targets.elts.iter().chain(&values.elts).any(Expr::is_starred_expr)
                    {
                        // `a, b = x, y` without building a tuple: evaluate x, y, then
                        // reorder so the targets are still assigned left to right.
                        self.compile_elements(rt, &values.elts, enc)?;
                        self.emit(if values.elts.len() == 2 { Op::RotTwo } else { Op::RotThree });
                        if values.elts.len() == 3 {
                            self.emit(Op::RotTwo);
                        }
                        for t in &targets.elts {
                            self.compile_store(rt, t, enc)?;
                        }
                        return Ok(());
                    }
                }
                self.compile_expr(rt, &s.value, enc)?;
                for (i, target) in s.targets.iter().enumerate() {
                    if i + 1 < s.targets.len() {
                        self.emit(Op::Dup);
                    }
                    self.compile_store(rt, target, enc)?;
                }
            }
            Stmt::AugAssign(s) => self.compile_aug_assign(rt, s, enc)?,
            Stmt::AnnAssign(s) => {
                let Some(value) = &s.value else { return Ok(()) };
                self.compile_expr(rt, value, enc)?;
                self.compile_store(rt, &s.target, enc)?;
            }
            Stmt::If(s) => {
                let mut end_patches = Vec::new();
                let mut next = self.compile_jump_if(rt, &s.test, false, enc)?;
                self.compile_body(rt, &s.body, enc)?;
                for clause in &s.elif_else_clauses {
                    end_patches.push(self.emit(Op::Jump(0)));
                    let here = self.here();
                    self.patch_all(std::mem::take(&mut next), here);
                    self.set_line(clause);
                    if let Some(test) = &clause.test {
                        next = self.compile_jump_if(rt, test, false, enc)?;
                    }
                    self.compile_body(rt, &clause.body, enc)?;
                }
                let end = self.here();
                self.patch_all(next, end);
                self.patch_all(end_patches, end);
            }
            Stmt::While(s) => {
                let top = self.here();
                let exit = self.compile_jump_if(rt, &s.test, false, enc)?;
                self.blocks.push(Block::Loop(LoopCtx {
                    continue_target: top,
                    break_patches: Vec::new(),
                    is_for: false,
                }));
                self.compile_body(rt, &s.body, enc)?;
                self.set_line(stmt);
                self.emit(Op::JumpBack(top as u32));
                let Some(Block::Loop(lp)) = self.blocks.pop() else { unreachable!("loop block") };
                let here = self.here();
                self.patch_all(exit, here);
                self.compile_body(rt, &s.orelse, enc)?;
                let end = self.here();
                for p in lp.break_patches {
                    self.patch(p, end);
                }
            }
            Stmt::For(s) => {
                if s.is_async {
                    return not_implemented(file, "'async for' is", stmt);
                }
                self.compile_expr(rt, &s.iter, enc)?;
                self.set_line(stmt);
                self.emit(Op::GetIter);
                let top = self.here();
                let for_iter = self.emit(Op::ForIter(0));
                self.compile_store(rt, &s.target, enc)?;
                self.blocks.push(Block::Loop(LoopCtx {
                    continue_target: top,
                    break_patches: Vec::new(),
                    is_for: true,
                }));
                self.compile_body(rt, &s.body, enc)?;
                self.set_line(stmt);
                self.emit(Op::JumpBack(top as u32));
                let Some(Block::Loop(lp)) = self.blocks.pop() else { unreachable!("loop block") };
                // Exhaustion pops the iterator and jumps here.
                self.depth -= 1;
                let here = self.here();
                self.patch(for_iter, here);
                self.compile_body(rt, &s.orelse, enc)?;
                let end = self.here();
                for p in lp.break_patches {
                    self.patch(p, end);
                }
            }
            Stmt::Break(_) => {
                if !self.blocks.iter().any(|b| matches!(b, Block::Loop(_))) {
                    return Err(file.error("SyntaxError", "'break' outside loop".into(), stmt.start()));
                }
                self.compile_exit(rt, Exit::Break, enc)?;
            }
            Stmt::Continue(_) => {
                if !self.blocks.iter().any(|b| matches!(b, Block::Loop(_))) {
                    return Err(file.error("SyntaxError", "'continue' not properly in loop".into(), stmt.start()));
                }
                self.compile_exit(rt, Exit::Continue, enc)?;
            }
            Stmt::Try(t) => self.compile_try(rt, t, enc)?,
            Stmt::Raise(r) => match (&r.exc, &r.cause) {
                (None, _) => {
                    self.emit(Op::Raise(0));
                }
                (Some(exc), None) => {
                    self.compile_expr(rt, exc, enc)?;
                    self.set_line(stmt);
                    self.emit(Op::Raise(1));
                }
                (Some(exc), Some(cause)) => {
                    self.compile_expr(rt, exc, enc)?;
                    self.compile_expr(rt, cause, enc)?;
                    self.set_line(stmt);
                    self.emit(Op::Raise(2));
                }
            },
            Stmt::Pass(_) => {}
            Stmt::Return(s) => {
                if self.scope.is_module {
                    return Err(file.error("SyntaxError", "'return' outside function".into(), stmt.start()));
                }
                match &s.value {
                    Some(v) => self.compile_expr(rt, v, enc)?,
                    None => self.emit_const(rt, none()),
                }
                self.set_line(stmt);
                self.compile_exit(rt, Exit::Return, enc)?;
            }
            Stmt::FunctionDef(f) => self.compile_function_def(rt, f, enc)?,
            Stmt::Global(_) => {}
            Stmt::Assert(s) => {
                let skip = self.compile_jump_if(rt, &s.test, true, enc)?;
                if let Some(msg) = &s.msg {
                    self.compile_expr(rt, msg, enc)?;
                    self.emit(Op::RaiseAssert { with_message: true });
                } else {
                    self.emit(Op::RaiseAssert { with_message: false });
                }
                let here = self.here();
                self.patch_all(skip, here);
            }
            Stmt::Nonlocal(_) => {}
            Stmt::ClassDef(c) => self.compile_class_def(rt, c, enc)?,
            Stmt::Delete(d) => {
                for t in &d.targets {
                    self.compile_delete(rt, t, enc)?;
                }
            }
            Stmt::TypeAlias(_) => return not_implemented(file, "'type' aliases are", stmt),
            Stmt::With(w) => {
                if w.is_async {
                    return not_implemented(file, "'async with' is", stmt);
                }
                self.compile_with(rt, &w.items, &w.body, enc)?;
            }
            Stmt::Match(_) => return not_implemented(file, "'match' is", stmt),

            Stmt::Import(imp) => {
                for alias in &imp.names {
                    let name = alias.name.id.as_str();
                    unsupported_module(file, name, alias)?;
                    if name.contains('.') {
                        return not_implemented(file, "dotted module names are", alias);
                    }
                    let i = self.name_index(name);
                    self.emit(Op::ImportModule(i as u32));
                    let bound = alias.asname.as_ref().unwrap_or(&alias.name);
                    self.compile_store_name(rt, bound.id.as_str());
                }
            }
            Stmt::ImportFrom(imp) => {
                let Some(module) = imp.module.as_ref().filter(|_| imp.level == 0) else {
                    return not_implemented(file, "relative imports are", stmt);
                };
                if module.id.as_str() == "__future__" {
                    // The features CPython accepted (see `syntax::checks`) change
                    // nothing ember does (it never evaluates annotations), except the
                    // joke one. (The `_Feature` objects CPython binds are not made.)
                    if let Some(a) = imp.names.iter().find(|a| a.name.id.as_str() == "barry_as_FLUFL") {
                        return not_implemented(file, "'from __future__ import barry_as_FLUFL' is", a);
                    }
                    return Ok(());
                }
                unsupported_module(file, module.id.as_str(), module)?;
                if module.id.contains('.') {
                    return not_implemented(file, "dotted module names are", module);
                }
                let i = self.name_index(module.id.as_str());
                self.emit(Op::ImportModule(i as u32));
                let found = crate::modules::find_module(module.id.as_str());
                for alias in &imp.names {
                    if alias.name.id.as_str() == "*" {
                        return not_implemented(file, "'import *' is", alias);
                    }
                    let name = alias.name.id.as_str();
                    if found.is_some_and(|m| crate::modules::module_attr(m, name).is_err()) {
                        // CPython's ImportError (ember's modules are all builtin ones,
                        // with no file to name).
                        let slot = self.global_slot(rt, "ImportError");
                        self.emit(Op::LoadGlobal(slot));
                        let message = format!("cannot import name '{name}' from '{}' (unknown location)", module.id);
                        let message = rt.intern(&message);
                        self.emit_const(rt, message);
                        self.emit(Op::Call(1));
                        self.emit(Op::Raise(1));
                        continue;
                    }
                    self.emit(Op::Dup);
                    let attr = self.name_index(alias.name.id.as_str());
                    self.emit(Op::LoadAttr(attr as u32));
                    let bound = alias.asname.as_ref().unwrap_or(&alias.name);
                    self.compile_store_name(rt, bound.id.as_str());
                }
                self.emit(Op::Pop);
            }
            Stmt::IpyEscapeCommand(_) => {
                return Err(file.error("SyntaxError", "invalid syntax".into(), stmt.start()));
            }
        }
        Ok(())
    }

    /// Leaves the enclosing blocks for `break`, `continue` or `return`: closes the
    /// protected ranges being left, runs their `finally` bodies inline, ends the
    /// handling of exceptions being left, then jumps or returns.
    fn compile_exit(&mut self, rt: &mut Rt, exit: Exit, enc: &mut Enclosing) -> CResult<()> {
        let mut suspended = Vec::new();
        let mut i = self.blocks.len();
        while i > 0 {
            i -= 1;
            match &self.blocks[i] {
                Block::Loop(lp) if exit != Exit::Return => {
                    let (is_for, target) = (lp.is_for, lp.continue_target as u32);
                    if exit == Exit::Continue {
                        self.emit(Op::JumpBack(target));
                    } else {
                        if is_for {
                            self.emit(Op::Pop);
                        }
                        let j = self.emit(Op::Jump(0));
                        if is_for {
                            self.depth += 1;
                        }
                        let Block::Loop(lp) = &mut self.blocks[i] else { unreachable!() };
                        lp.break_patches.push(j);
                    }
                    break;
                }
                Block::Loop(_) => {}
                &Block::Try(h) => {
                    self.close_range(h);
                    suspended.push(h);
                }
                &Block::Finally(body) => {
                    // The finally body runs outside the blocks it belongs to.
                    let inner = self.blocks.split_off(i);
                    // SAFETY: the AST outlives the compilation of its module.
                    let body = unsafe { &*body };
                    let r = self.compile_body(rt, body, enc);
                    self.blocks.extend(inner);
                    r?;
                }
                Block::HandlerBody => {
                    self.emit(Op::PopExcInfo);
                }
                Block::With => {
                    if exit == Exit::Return {
                        // [exit, value] -> [value, exit]
                        self.emit(Op::RotTwo);
                    }
                    for _ in 0..3 {
                        self.emit_const(rt, none());
                    }
                    self.emit(Op::Call(3));
                    self.emit(Op::Pop);
                    // The code after this exit still has the exit function below.
                    self.depth += 1;
                }
            }
        }
        if exit == Exit::Return {
            self.emit(Op::Return);
        }
        for h in suspended {
            self.open_range(h);
        }
        Ok(())
    }

    /// A new exception-table entry protecting code from here on.
    fn new_handler(&mut self) -> usize {
        let level = self.blocks.iter().filter(|b| matches!(b, Block::Try(_))).count() as u32;
        let exc_depth = self.blocks.iter().filter(|b| matches!(b, Block::HandlerBody)).count() as u32;
        let here = self.here() as u32;
        self.handlers.push(HandlerBuild {
            ranges: Vec::new(),
            open: Some(here),
            target: 0,
            depth: self.depth as u32,
            level,
            exc_depth,
        });
        self.handlers.len() - 1
    }

    fn close_range(&mut self, h: usize) {
        let here = self.here() as u32;
        let hb = &mut self.handlers[h];
        if let Some(start) = hb.open.take() {
            if start < here {
                hb.ranges.push((start, here));
            }
        }
    }

    fn open_range(&mut self, h: usize) {
        let here = self.here() as u32;
        self.handlers[h].open = Some(here);
    }

    /// `with a as x, b as y: body` is `with a as x: with b as y: body`. Each level:
    /// EnterWith leaves `__exit__` under the `__enter__` result; the body is protected
    /// by a handler that calls `__exit__(type, exc, None)` and re-raises unless it
    /// returns true; leaving normally calls `__exit__(None, None, None)`.
    fn compile_with(
        &mut self,
        rt: &mut Rt,
        items: &[ast::WithItem],
        body: &[Stmt],
        enc: &mut Enclosing,
    ) -> CResult<()> {
        let Some((item, rest)) = items.split_first() else {
            return self.compile_body(rt, body, enc);
        };
        self.compile_expr(rt, &item.context_expr, enc)?;
        self.set_line(item);
        self.emit(Op::EnterWith);
        match &item.optional_vars {
            Some(target) => self.compile_store(rt, target, enc)?,
            None => {
                self.emit(Op::Pop);
            }
        }
        // Stack: [exit].
        let depth = self.depth;
        let h = self.new_handler();
        self.blocks.push(Block::With);
        self.blocks.push(Block::Try(h));
        self.compile_with(rt, rest, body, enc)?;
        self.close_range(h);
        self.blocks.pop();
        self.blocks.pop();
        // Normal exit.
        for _ in 0..3 {
            self.emit_const(rt, none());
        }
        self.emit(Op::Call(3));
        self.emit(Op::Pop);
        let over = self.emit(Op::Jump(0));
        // Exceptional exit: [exit, exc].
        self.handlers[h].target = self.here() as u32;
        self.depth = depth + 1;
        self.max_depth = self.max_depth.max(self.depth + 4);
        self.emit(Op::WithExcept);
        let reraise = self.emit(Op::PopJumpIfFalse(0));
        // Suppressed: the exception is handled.
        self.emit(Op::PopExcInfo);
        self.emit(Op::Pop);
        self.emit(Op::Pop);
        let done = self.emit(Op::Jump(0));
        let here = self.here();
        self.patch(reraise, here);
        self.depth = depth + 1;
        self.emit(Op::Reraise);
        self.depth = depth - 1;
        let end = self.here();
        self.patch(over, end);
        self.patch(done, end);
        Ok(())
    }

    fn compile_try(&mut self, rt: &mut Rt, t: &ast::StmtTry, enc: &mut Enclosing) -> CResult<()> {
        if t.is_star {
            let clause = t.handlers.first().map_or(t.range(), |h| h.range());
            return not_implemented(self.file, "'except*' is", &clause);
        }
        let depth = self.depth;
        let finally = if t.finalbody.is_empty() {
            None
        } else {
            let h = self.new_handler();
            self.blocks.push(Block::Finally(&t.finalbody[..] as *const [Stmt]));
            self.blocks.push(Block::Try(h));
            Some(h)
        };
        if t.handlers.is_empty() {
            self.compile_body(rt, &t.body, enc)?;
            self.compile_body(rt, &t.orelse, enc)?;
        } else {
            let h = self.new_handler();
            self.blocks.push(Block::Try(h));
            self.compile_body(rt, &t.body, enc)?;
            self.close_range(h);
            self.blocks.pop();
            self.compile_body(rt, &t.orelse, enc)?;
            let mut to_end = vec![self.emit(Op::Jump(0))];
            // The handlers: the exception is on the stack and being handled.
            self.handlers[h].target = self.here() as u32;
            self.depth = depth + 1;
            self.max_depth = self.max_depth.max(self.depth);
            self.blocks.push(Block::HandlerBody);
            for clause in &t.handlers {
                let ast::ExceptHandler::ExceptHandler(clause) = clause;
                self.set_line(clause);
                let no_match = match &clause.type_ {
                    Some(ty) => {
                        self.compile_expr(rt, ty, enc)?;
                        self.set_line(clause);
                        self.emit(Op::CheckExcMatch);
                        Some(self.emit(Op::PopJumpIfFalse(0)))
                    }
                    None => None,
                };
                match &clause.name {
                    Some(name) => self.compile_store_name(rt, name.id.as_str()),
                    None => {
                        self.emit(Op::Pop);
                    }
                }
                self.compile_body(rt, &clause.body, enc)?;
                self.emit(Op::PopExcInfo);
                if let Some(name) = &clause.name {
                    // `except E as e` unbinds e afterwards, as CPython does.
                    self.emit_const(rt, none());
                    self.compile_store_name(rt, name.id.as_str());
                    let target = Expr::Name(ast::ExprName {
                        range: name.range,
                        node_index: Default::default(),
                        id: name.id.clone(),
                        ctx: ast::ExprContext::Del,
                    });
                    self.compile_delete(rt, &target, enc)?;
                }
                to_end.push(self.emit(Op::Jump(0)));
                self.depth = depth + 1;
                if let Some(j) = no_match {
                    let here = self.here();
                    self.patch(j, here);
                }
            }
            // No clause matched: the exception goes on.
            self.emit(Op::Reraise);
            self.blocks.pop();
            self.depth = depth;
            let end = self.here();
            self.patch_all(to_end, end);
        }
        if let Some(h) = finally {
            self.close_range(h);
            self.blocks.pop();
            self.blocks.pop();
            self.compile_body(rt, &t.finalbody, enc)?;
            let over = self.emit(Op::Jump(0));
            // The exception path: run the body, then raise the exception again.
            self.handlers[h].target = self.here() as u32;
            self.depth = depth + 1;
            self.max_depth = self.max_depth.max(self.depth);
            self.blocks.push(Block::HandlerBody);
            self.compile_body(rt, &t.finalbody, enc)?;
            self.emit(Op::Reraise);
            self.blocks.pop();
            self.depth = depth;
            let end = self.here();
            self.patch(over, end);
        }
        Ok(())
    }

    fn compile_aug_assign(&mut self, rt: &mut Rt, s: &ast::StmtAugAssign, enc: &mut Enclosing) -> CResult<()> {
        let op = self.binop(&s.op, s)?;
        match &*s.target {
            Expr::Name(n) => {
                self.compile_load_name(rt, n)?;
                self.compile_expr(rt, &s.value, enc)?;
                self.set_line(s);
                self.emit(Op::Inplace(op));
                self.compile_store_name(rt, n.id.as_str());
            }
            Expr::Subscript(sub) if !matches!(&*sub.slice, Expr::Slice(_)) => {
                self.compile_expr(rt, &sub.value, enc)?;
                self.compile_expr(rt, &sub.slice, enc)?;
                self.emit(Op::DupTwo);
                self.set_line(s);
                self.emit(Op::Subscr);
                self.compile_expr(rt, &s.value, enc)?;
                self.set_line(s);
                self.emit(Op::Inplace(op));
                self.emit(Op::RotThree);
                self.emit(Op::StoreSubscr);
            }
            Expr::Attribute(a) => {
                self.compile_expr(rt, &a.value, enc)?;
                self.emit(Op::Dup);
                let i = self.name_index(a.attr.id.as_str()) as u32;
                self.set_line(s);
                self.emit(Op::LoadAttr(i));
                self.compile_expr(rt, &s.value, enc)?;
                self.set_line(s);
                self.emit(Op::Inplace(op));
                self.emit(Op::RotTwo);
                self.emit(Op::StoreAttr(i));
            }
            other => return not_implemented(self.file, "augmented assignment to this target is", other),
        }
        Ok(())
    }

    fn compile_function_def(&mut self, rt: &mut Rt, f: &ast::StmtFunctionDef, enc: &mut Enclosing) -> CResult<()> {
        let file = self.file;
        if f.is_async {
            return not_implemented(file, "'async def' is", f);
        }
        if let Some(tp) = &f.type_params {
            return not_implemented(file, "type parameters are", &**tp);
        }
        for d in &f.decorator_list {
            self.compile_expr(rt, &d.expression, enc)?;
        }
        let line = self.file.line(f.start());
        self.compile_nested(rt, f.name.id.as_str(), line, &f.parameters, Body::Stmts(&f.body), enc)?;
        self.apply_decorators(f.decorator_list.len(), f);
        self.compile_store_name(rt, f.name.id.as_str());
        Ok(())
    }

    /// Calls the decorators pushed before the function or class, innermost first.
    fn apply_decorators(&mut self, n: usize, node: &impl Ranged) {
        self.set_line(node);
        for _ in 0..n {
            self.emit(Op::Call(1));
        }
    }

    fn compile_class_def(&mut self, rt: &mut Rt, c: &ast::StmtClassDef, enc: &mut Enclosing) -> CResult<()> {
        let file = self.file;
        if let Some(tp) = &c.type_params {
            return not_implemented(file, "type parameters are", &**tp);
        }
        for d in &c.decorator_list {
            self.compile_expr(rt, &d.expression, enc)?;
        }
        let line = self.file.line(c.start());
        let params = hidden_parameter(".ns", c.range());
        self.compile_nested(rt, c.name.id.as_str(), line, &params, Body::Class(&c.body), enc)?;
        let mut nbases = 0;
        if let Some(args) = &c.arguments {
            if let Some(k) = args.keywords.first() {
                return not_implemented(file, "class keyword arguments (metaclass=...) are", k);
            }
            for b in args.args.iter() {
                if b.is_starred_expr() {
                    return not_implemented(file, "starred base classes are", b);
                }
                self.compile_expr(rt, b, enc)?;
                nbases += 1;
            }
        }
        let name = self.name_index(c.name.id.as_str());
        self.set_line(c);
        self.emit(Op::BuildClass { name, nbases });
        self.apply_decorators(c.decorator_list.len(), c);
        self.compile_store_name(rt, c.name.id.as_str());
        Ok(())
    }

    /// Compiles a nested function (def, lambda or comprehension), emitting
    /// MakeFunction; leaves the function on the stack.
    fn compile_nested(
        &mut self,
        rt: &mut Rt,
        name: &str,
        line: u32,
        params: &ast::Parameters,
        body: Body,
        enc: &mut Enclosing,
    ) -> CResult<()> {
        let file = self.file;
        // Defaults are evaluated now, in the enclosing scope.
        let positional: Vec<&ast::ParameterWithDefault> = params.posonlyargs.iter().chain(params.args.iter()).collect();
        let mut flags = 0u16;
        let n_defaults = positional.iter().filter(|p| p.default.is_some()).count();
        if n_defaults > 0 {
            for p in &positional {
                if let Some(d) = &p.default {
                    self.compile_expr(rt, d, enc)?;
                }
            }
            self.emit(Op::BuildTuple(n_defaults as u32));
            flags |= 1;
        }
        if params.kwonlyargs.iter().any(|p| p.default.is_some()) {
            for p in &params.kwonlyargs {
                match &p.default {
                    Some(d) => self.compile_expr(rt, d, enc)?,
                    None => self.emit_const(rt, Value::NULL),
                }
            }
            self.emit(Op::BuildTuple(params.kwonlyargs.len() as u32));
            flags |= 2;
        }
        let mut seen = HashSet::new();
        for p in positional.iter().copied().chain(params.kwonlyargs.iter()) {
            let n = p.parameter.name.id.as_str();
            if !seen.insert(n.to_string()) {
                return Err(file.error(
                    "SyntaxError",
                    format!("duplicate argument '{n}' in function definition"),
                    p.start(),
                ));
            }
        }
        let syms = match &body {
            Body::Class(stmts) => scope::class_symbols(stmts),
            Body::Stmts(stmts) => scope::function_symbols(params, stmts),
            Body::Expr(e) => scope::lambda_symbols(Some(params), e),
            Body::Comprehension { generators, elements, .. } => scope::comprehension_symbols(generators, elements),
        };
        if !self.scope.is_module {
            enc.push(self.scope.bound_names());
        }
        let result = self.compile_child(rt, name, line, params, &positional, syms, body, enc);
        if !self.scope.is_module {
            enc.pop();
        }
        let free = result?;
        // The closure: this scope's cells (or free variables) for the child's free names.
        if !free.is_empty() {
            for f in &free {
                match self.scope.closure_slot(f) {
                    Some(slot) => self.emit(Op::LoadClosure(slot)),
                    None => unreachable!("free variable {f} of a nested scope is not a cell here"),
                };
            }
            self.emit(Op::BuildTuple(free.len() as u32));
            flags |= 4;
        }
        let code = *rt.codes.last().expect("the child was registered");
        let code_value = rt.code_value(code);
        let ci = self.const_index(code_value);
        self.emit(Op::MakeFunction { code: ci as u16, flags });
        Ok(())
    }

    /// Compiles the body of a nested scope and registers its code; returns its free
    /// variables (in closure order).
    #[allow(clippy::too_many_arguments)]
    fn compile_child(
        &mut self,
        rt: &mut Rt,
        name: &str,
        line: u32,
        params: &ast::Parameters,
        positional: &[&ast::ParameterWithDefault],
        syms: scope::Symbols,
        body: Body,
        enc: &mut Enclosing,
    ) -> CResult<Vec<String>> {
        let file = self.file;
        let enclosing: HashSet<&String> = enc.iter().flatten().collect();
        for n in &syms.nonlocals {
            if !enclosing.contains(n) {
                let at = match &body {
                    Body::Stmts(stmts) => stmts.first().map_or(params.start(), |s| s.start()),
                    _ => params.start(),
                };
                return Err(file.error("SyntaxError", format!("no binding for nonlocal '{n}' found"), at));
            }
        }
        let mut free: Vec<String> = syms.free_candidates().into_iter().filter(|n| enclosing.contains(n)).collect();
        free.sort();
        let mut scope = Scope {
            is_module: false,
            locals: Vec::new(),
            local_index: HashMap::new(),
            cells: HashSet::new(),
            free: free.clone(),
            class_names: None,
            globals: syms.globals.clone(),
        };
        if matches!(body, Body::Class(_)) {
            // The names the body keeps in its namespace: not the `nonlocal` ones.
            let mut names: HashSet<String> = syms.bound.iter().filter(|n| syms.is_local(n)).cloned().collect();
            names.remove("__class__");
            scope.class_names = Some(names);
        }
        let locals = match body {
            // A class body's only slots: the namespace, the `__class__` cell if needed.
            Body::Class(_) => {
                let mut l = vec![".ns".to_string()];
                if syms.nested_free.contains("__class__") {
                    l.push("__class__".into());
                }
                l
            }
            _ => syms.locals(),
        };
        for l in &locals {
            scope.add_slot(l);
            if syms.nested_free.contains(l) {
                scope.cells.insert(l.to_string());
            }
        }
        for f in &free {
            scope.add_slot(f);
        }
        let nlocals = locals.len() as u32;
        let mut child = FnCompiler::new(file, name.into(), line, scope);
        child.is_generator = syms.is_generator || matches!(body, Body::Comprehension { kind: CompKind::Generator, .. });
        child.qualname = if self.scope.is_module {
            name.into()
        } else if self.scope.class_names.is_some() {
            format!("{}.{name}", self.qualname).into()
        } else {
            format!("{}.<locals>.{name}", self.qualname).into()
        };
        child.params = Params {
            positional: positional.len() as u32,
            positional_only: params.posonlyargs.len() as u32,
            keyword_only: params.kwonlyargs.len() as u32,
            varargs: params.vararg.is_some(),
            varkw: params.kwarg.is_some(),
        };
        // Prologue: captured locals become cells; free variables come from the closure.
        let mut cell_slots: Vec<u32> = child.scope.cells.iter().map(|c| child.scope.local_index[c.as_str()]).collect();
        cell_slots.sort();
        for slot in cell_slots {
            child.emit(Op::MakeCell(slot));
        }
        if !free.is_empty() {
            child.emit(Op::CopyFreeVars { first: nlocals as u16, count: free.len() as u16 });
        }
        match body {
            Body::Stmts(stmts) => {
                child.compile_body(rt, stmts, enc)?;
                child.emit_const(rt, none());
                child.emit(Op::Return);
            }
            Body::Expr(e) => {
                child.compile_expr(rt, e, enc)?;
                child.emit(Op::Return);
            }
            Body::Comprehension { kind, generators, elements } => {
                child.compile_comprehension_body(rt, kind, generators, &elements, enc)?;
                child.emit(Op::Return);
            }
            Body::Class(stmts) => {
                child.compile_body(rt, stmts, enc)?;
                // The body returns the `__class__` cell for the new class to fill in.
                match child.scope.local_index.get("__class__") {
                    Some(&slot) if child.scope.cells.contains("__class__") => {
                        child.emit(Op::LoadClosure(slot));
                    }
                    _ => child.emit_const(rt, none()),
                }
                child.emit(Op::Return);
            }
        }
        rt.register_code(child.finish());
        Ok(free)
    }

    /// The body of a comprehension function: build the result while looping over the
    /// `.0` iterator (and the inner `for` clauses).
    fn compile_comprehension_body(
        &mut self,
        rt: &mut Rt,
        kind: CompKind,
        generators: &[ast::Comprehension],
        elements: &[&Expr],
        enc: &mut Enclosing,
    ) -> CResult<()> {
        // The result being built (a generator builds nothing: it yields).
        match kind {
            CompKind::List => {
                self.emit(Op::BuildList(0));
            }
            CompKind::Set => {
                self.emit(Op::BuildSet(0));
            }
            CompKind::Dict => {
                self.emit(Op::BuildMap(0));
            }
            CompKind::Generator => {}
        }
        let dot0 = self.scope.local_index[".0"];
        self.emit(Op::LoadFast(dot0));
        let mut loops = Vec::new();
        for (i, g) in generators.iter().enumerate() {
            if g.is_async {
                return not_implemented(self.file, "async comprehensions are", g);
            }
            if i > 0 {
                self.compile_expr(rt, &g.iter, enc)?;
                self.emit(Op::GetIter);
            }
            let top = self.here();
            let exit = self.emit(Op::ForIter(0));
            loops.push((top, exit));
            self.compile_store(rt, &g.target, enc)?;
            for cond in &g.ifs {
                // A false condition goes on with the next item of this loop.
                let skip = self.compile_jump_if(rt, cond, false, enc)?;
                self.patch_all(skip, top);
            }
        }
        // The result sits below one iterator per `for` clause.
        let depth = generators.len() as u32 + (kind != CompKind::Generator) as u32;
        self.compile_expr(rt, elements[0], enc)?;
        match kind {
            CompKind::List => self.emit(Op::ListAppend(depth)),
            CompKind::Set => self.emit(Op::SetAdd(depth)),
            CompKind::Dict => {
                self.compile_expr(rt, elements[1], enc)?;
                self.emit(Op::MapAdd(depth))
            }
            CompKind::Generator => {
                self.emit(Op::Yield);
                self.emit(Op::Pop)
            }
        };
        for &(top, exit) in loops.iter().rev() {
            self.emit(Op::JumpBack(top as u32));
            let here = self.here();
            self.patch(exit, here);
            self.depth -= 1;
        }
        if kind == CompKind::Generator {
            self.emit_const(rt, none());
        }
        Ok(())
    }

    // ---- stores ----

    fn compile_delete(&mut self, rt: &mut Rt, target: &Expr, enc: &mut Enclosing) -> CResult<()> {
        self.set_line(target);
        match target {
            Expr::Name(n) => {
                match self.scope.resolve(n.id.as_str()) {
                    NameRef::Name => {
                        let i = self.name_index(n.id.as_str());
                        self.emit(Op::DeleteName(i as u32))
                    }
                    NameRef::Fast(i) => self.emit(Op::DeleteFast(i)),
                    NameRef::Deref(i) => self.emit(Op::DeleteDeref(i)),
                    NameRef::Global => self.emit(Op::DeleteGlobal(self.global_slot(rt, n.id.as_str()))),
                };
            }
            Expr::Tuple(ast::ExprTuple { elts, .. }) | Expr::List(ast::ExprList { elts, .. }) => {
                for e in elts {
                    self.compile_delete(rt, e, enc)?;
                }
            }
            Expr::Subscript(sub) => {
                self.compile_expr(rt, &sub.value, enc)?;
                if let Expr::Slice(sl) = &*sub.slice {
                    self.compile_slice_bounds(rt, sl, enc)?;
                    self.set_line(target);
                    self.emit(Op::DeleteSlice);
                } else {
                    self.compile_expr(rt, &sub.slice, enc)?;
                    self.set_line(target);
                    self.emit(Op::DeleteSubscr);
                }
            }
            Expr::Attribute(a) => {
                self.compile_expr(rt, &a.value, enc)?;
                let i = self.name_index(a.attr.id.as_str());
                self.set_line(target);
                self.emit(Op::DeleteAttr(i as u32));
            }
            other => return Err(self.file.error("SyntaxError", "cannot delete expression".into(), other.start())),
        }
        Ok(())
    }

    fn compile_store_name(&mut self, rt: &mut Rt, name: &str) {
        match self.scope.resolve(name) {
            NameRef::Name => {
                let i = self.name_index(name);
                self.emit(Op::StoreName(i as u32))
            }
            NameRef::Fast(i) => self.emit(Op::StoreFast(i)),
            NameRef::Deref(i) => self.emit(Op::StoreDeref(i)),
            NameRef::Global => self.emit(Op::StoreGlobal(self.global_slot(rt, name))),
        };
    }

    fn compile_store(&mut self, rt: &mut Rt, target: &Expr, enc: &mut Enclosing) -> CResult<()> {
        match target {
            Expr::Name(n) => {
                self.compile_store_name(rt, n.id.as_str());
                Ok(())
            }
            Expr::Tuple(ast::ExprTuple { elts, .. }) | Expr::List(ast::ExprList { elts, .. }) => {
                if let Some(s) = elts.iter().find(|e| e.is_starred_expr()) {
                    return not_implemented(self.file, "starred assignment targets are", s);
                }
                self.set_line(target);
                self.emit(Op::UnpackSequence(elts.len() as u32));
                for e in elts {
                    self.compile_store(rt, e, enc)?;
                }
                Ok(())
            }
            Expr::Subscript(sub) => {
                self.compile_expr(rt, &sub.value, enc)?;
                if let Expr::Slice(sl) = &*sub.slice {
                    self.compile_slice_bounds(rt, sl, enc)?;
                    self.set_line(target);
                    self.emit(Op::StoreSlice);
                } else {
                    self.compile_expr(rt, &sub.slice, enc)?;
                    self.set_line(target);
                    self.emit(Op::StoreSubscr);
                }
                Ok(())
            }
            Expr::Attribute(a) => {
                self.compile_expr(rt, &a.value, enc)?;
                let i = self.name_index(a.attr.id.as_str());
                self.set_line(target);
                self.emit(Op::StoreAttr(i as u32));
                Ok(())
            }
            other => Err(self.file.error("SyntaxError", "cannot assign to expression".into(), other.start())),
        }
    }

    // ---- expressions ----

    fn compile_load_name(&mut self, rt: &mut Rt, n: &ast::ExprName) -> CResult<()> {
        match self.scope.resolve(n.id.as_str()) {
            NameRef::Name => {
                let i = self.name_index(n.id.as_str());
                self.emit(Op::LoadName(i as u32))
            }
            NameRef::Fast(i) => self.emit(Op::LoadFast(i)),
            NameRef::Deref(i) => self.emit(Op::LoadDeref(i)),
            NameRef::Global => self.emit(Op::LoadGlobal(self.global_slot(rt, n.id.as_str()))),
        };
        Ok(())
    }

    fn binop(&self, op: &ast::Operator, node: &impl Ranged) -> CResult<BinOp> {
        Ok(match op {
            ast::Operator::Add => BinOp::Add,
            ast::Operator::Sub => BinOp::Sub,
            ast::Operator::Mult => BinOp::Mul,
            ast::Operator::Div => BinOp::TrueDiv,
            ast::Operator::FloorDiv => BinOp::FloorDiv,
            ast::Operator::Mod => BinOp::Mod,
            ast::Operator::Pow => BinOp::Pow,
            ast::Operator::LShift => BinOp::LShift,
            ast::Operator::RShift => BinOp::RShift,
            ast::Operator::BitAnd => BinOp::And,
            ast::Operator::BitOr => BinOp::Or,
            ast::Operator::BitXor => BinOp::Xor,
            ast::Operator::MatMult => return not_implemented(self.file, "the '@' operator is", node),
        })
    }

    /// The constant value of a literal expression, if it is one.
    fn literal(&self, rt: &mut Rt, e: &Expr) -> CResult<Option<Value>> {
        Ok(Some(match e {
            Expr::NumberLiteral(n) => match &n.value {
                ast::Number::Int(i) => match i.as_i64().and_then(Value::try_small_int) {
                    Some(v) => v,
                    None => rt.new_immortal_bigint(&parse_big_literal(&i.to_string())),
                },
                ast::Number::Float(d) => rt.new_immortal_float(*d),
                ast::Number::Complex { .. } => return not_implemented(self.file, "complex numbers are", e),
            },
            Expr::StringLiteral(s) => {
                if s.value.iter().any(|part| escapes_surrogate(&self.file.source[part.range()])) {
                    return not_implemented(self.file, "lone surrogates ('\\ud800'...'\\udfff') in strs are", e);
                }
                rt.intern(s.value.to_str())
            }
            Expr::BooleanLiteral(b) => {
                if b.value {
                    true_value()
                } else {
                    false_value()
                }
            }
            Expr::NoneLiteral(_) => none(),
            Expr::UnaryOp(u) if u.op == ast::UnaryOp::USub => match &*u.operand {
                Expr::NumberLiteral(n) => match &n.value {
                    ast::Number::Int(i) => {
                        let b = -parse_big_literal(&i.to_string());
                        rt.new_immortal_bigint(&b)
                    }
                    ast::Number::Float(d) => rt.new_immortal_float(-*d),
                    ast::Number::Complex { .. } => return not_implemented(self.file, "complex numbers are", e),
                },
                _ => return Ok(None),
            },
            Expr::BinOp(b) => {
                // Fold arithmetic on number literals (`2**64 + 13`), leaving errors and
                // results wider than 128 bits to run time.
                let (Some(x), Some(y)) = (self.literal(rt, &b.left)?, self.literal(rt, &b.right)?) else {
                    return Ok(None);
                };
                let is_number = |v: Value| crate::int::int_ref(v).is_some() || crate::object::float_value(v).is_some();
                if !is_number(x) || !is_number(y) || matches!(b.op, ast::Operator::MatMult) {
                    return Ok(None);
                }
                let op = self.binop(&b.op, b)?;
                match crate::ops::binary_op(rt, op, x, y, false) {
                    Ok(r) if crate::object::is_layout(r, LayoutId::Bool) => r,
                    Ok(r) => match (crate::int::int_ref(r), crate::object::float_value(r)) {
                        (Some(i), _) if i.to_i128().is_some() => rt.new_immortal_bigint(&i.to_bigint()),
                        (_, Some(d)) => rt.new_immortal_float(d),
                        _ => return Ok(None),
                    },
                    Err(_) => return Ok(None),
                }
            }
            Expr::Tuple(t) => {
                let mut items = Vec::with_capacity(t.elts.len());
                for el in &t.elts {
                    match self.literal(rt, el)? {
                        Some(v) => items.push(v),
                        None => return Ok(None),
                    }
                }
                rt.new_immortal_tuple(&items)
            }
            _ => return Ok(None),
        }))
    }

    fn compile_expr(&mut self, rt: &mut Rt, e: &Expr, enc: &mut Enclosing) -> CResult<()> {
        let file = self.file;
        if let Some(v) = self.literal(rt, e)? {
            self.emit_const(rt, v);
            return Ok(());
        }
        match e {
            Expr::Name(n) => self.compile_load_name(rt, n)?,
            Expr::BinOp(b) => {
                let op = self.binop(&b.op, b)?;
                self.compile_expr(rt, &b.left, enc)?;
                self.compile_expr(rt, &b.right, enc)?;
                self.set_line(b);
                self.emit(Op::Binary(op));
            }
            Expr::UnaryOp(u) => {
                self.compile_expr(rt, &u.operand, enc)?;
                self.set_line(u);
                self.emit(match u.op {
                    ast::UnaryOp::USub => Op::Neg,
                    ast::UnaryOp::UAdd => Op::Pos,
                    ast::UnaryOp::Invert => Op::Invert,
                    ast::UnaryOp::Not => Op::Not,
                });
            }
            Expr::BoolOp(b) => {
                let mut patches = Vec::new();
                for (i, v) in b.values.iter().enumerate() {
                    self.compile_expr(rt, v, enc)?;
                    if i + 1 < b.values.len() {
                        patches.push(self.emit(match b.op {
                            ast::BoolOp::And => Op::JumpIfFalseOrPop(0),
                            ast::BoolOp::Or => Op::JumpIfTrueOrPop(0),
                        }));
                    }
                }
                let end = self.here();
                for p in patches {
                    self.patch(p, end);
                }
            }
            Expr::Compare(c) => self.compile_compare(rt, c, enc)?,
            Expr::If(i) => {
                let else_jump = self.compile_jump_if(rt, &i.test, false, enc)?;
                self.compile_expr(rt, &i.body, enc)?;
                let end_jump = self.emit(Op::Jump(0));
                self.depth -= 1;
                let here = self.here();
                self.patch_all(else_jump, here);
                self.compile_expr(rt, &i.orelse, enc)?;
                let end = self.here();
                self.patch(end_jump, end);
            }
            Expr::Call(call) => self.compile_call(rt, call, enc)?,
            Expr::Subscript(sub) => {
                self.compile_expr(rt, &sub.value, enc)?;
                if let Expr::Slice(sl) = &*sub.slice {
                    self.compile_slice_bounds(rt, sl, enc)?;
                    self.set_line(sub);
                    self.emit(Op::Slice);
                } else {
                    self.compile_expr(rt, &sub.slice, enc)?;
                    self.set_line(sub);
                    self.emit(Op::Subscr);
                }
            }
            Expr::Tuple(t) => {
                self.compile_elements(rt, &t.elts, enc)?;
                self.emit(Op::BuildTuple(t.elts.len() as u32));
            }
            Expr::List(l) => {
                self.compile_elements(rt, &l.elts, enc)?;
                self.emit(Op::BuildList(l.elts.len() as u32));
            }
            Expr::Attribute(a) => {
                self.compile_expr(rt, &a.value, enc)?;
                let i = self.name_index(a.attr.id.as_str());
                self.set_line(a);
                self.emit(Op::LoadAttr(i as u32));
            }
            Expr::Lambda(l) => {
                let empty = ast::Parameters::default();
                let params = l.parameters.as_deref().unwrap_or(&empty);
                let line = self.file.line(l.start());
                self.compile_nested(rt, "<lambda>", line, params, Body::Expr(&l.body), enc)?;
            }
            Expr::Slice(_) => return not_implemented(file, "slice objects outside subscripts are", e),
            Expr::Starred(_) => return not_implemented(file, "starred expressions are", e),
            Expr::FString(f) => {
                if f.value.iter().any(|part| escapes_surrogate(&self.file.source[part.range()])) {
                    return not_implemented(file, "lone surrogates ('\\ud800'...'\\udfff') in strs are", e);
                }
                let mut pieces = 0;
                for part in f.value.iter() {
                    match part {
                        ast::FStringPart::Literal(lit) => {
                            let v = rt.intern(&lit.value);
                            self.emit_const(rt, v);
                            pieces += 1;
                        }
                        ast::FStringPart::FString(fs) => {
                            pieces += self.compile_fstring_elements(rt, &fs.elements, enc)?
                        }
                    }
                }
                if pieces != 1 {
                    self.emit(Op::BuildString(pieces));
                }
            }
            Expr::TString(_) => return not_implemented(file, "t-strings are", e),
            Expr::BytesLiteral(_) => return not_implemented(file, "bytes literals are", e),
            Expr::EllipsisLiteral(_) => return not_implemented(file, "'...' is", e),
            Expr::Named(_) => return not_implemented(file, "assignment expressions (':=') are", e),
            Expr::Dict(d) => {
                for item in d.iter() {
                    let Some(key) = &item.key else {
                        return not_implemented(file, "'**' in dict displays is", &item.value);
                    };
                    self.compile_expr(rt, key, enc)?;
                    self.compile_expr(rt, &item.value, enc)?;
                }
                self.set_line(d);
                self.emit(Op::BuildMap(d.len() as u32));
            }
            Expr::Set(st) => {
                if let Some(s) = st.elts.iter().find(|e| e.is_starred_expr()) {
                    return not_implemented(file, "starred expressions are", s);
                }
                let mut constants = Vec::new();
                for el in &st.elts {
                    match self.literal(rt, el)? {
                        Some(v) => constants.push(v),
                        None => break,
                    }
                }
                if st.elts.len() > 2 && constants.len() == st.elts.len() {
                    let t = rt.new_immortal_tuple(&constants);
                    self.emit_const(rt, t);
                    self.set_line(st);
                    self.emit(Op::BuildConstSet);
                } else {
                    self.compile_elements(rt, &st.elts, enc)?;
                    self.set_line(st);
                    self.emit(Op::BuildSet(st.elts.len() as u32));
                }
            }
            Expr::ListComp(c) => self.compile_comprehension(rt, CompKind::List, &c.generators, &[&c.elt], c, enc)?,
            Expr::SetComp(c) => self.compile_comprehension(rt, CompKind::Set, &c.generators, &[&c.elt], c, enc)?,
            Expr::DictComp(c) => {
                let Some(key) = &c.key else {
                    return not_implemented(file, "'**' in dict comprehensions is", e);
                };
                self.compile_comprehension(rt, CompKind::Dict, &c.generators, &[key, &c.value], c, enc)?
            }
            Expr::Generator(g) => {
                self.compile_comprehension(rt, CompKind::Generator, &g.generators, &[&g.elt], g, enc)?
            }
            Expr::Await(_) => return not_implemented(file, "'await' is", e),
            Expr::Yield(y) => {
                if self.scope.is_module || self.scope.class_names.is_some() {
                    return Err(file.error("SyntaxError", "'yield' outside function".into(), e.start()));
                }
                match &y.value {
                    Some(v) => self.compile_expr(rt, v, enc)?,
                    None => self.emit_const(rt, none()),
                }
                self.set_line(y);
                self.emit(Op::Yield);
            }
            Expr::YieldFrom(y) => {
                if self.scope.is_module || self.scope.class_names.is_some() {
                    return Err(file.error("SyntaxError", "'yield' outside function".into(), e.start()));
                }
                // Delegation without send(): yield every item of the iterable.
                self.compile_expr(rt, &y.value, enc)?;
                self.set_line(y);
                self.emit(Op::GetIter);
                // A second reference survives the loop, for the return value.
                self.emit(Op::Dup);
                let top = self.here();
                let exit = self.emit(Op::ForIter(0));
                self.emit(Op::Yield);
                self.emit(Op::CheckSentNone);
                self.emit(Op::Pop);
                self.emit(Op::JumpBack(top as u32));
                self.depth -= 1;
                let here = self.here();
                self.patch(exit, here);
                self.emit(Op::IterReturnValue);
            }
            Expr::NumberLiteral(_)
            | Expr::StringLiteral(_)
            | Expr::BooleanLiteral(_)
            | Expr::NoneLiteral(_)
            | Expr::IpyEscapeCommand(_) => {
                return Err(file.error("SyntaxError", "invalid syntax".into(), e.start()));
            }
        }
        Ok(())
    }

    /// A call with `*` or `**` arguments: the positional arguments are collected in a
    /// list and the keyword arguments in a dict, then `CallEx`.
    fn compile_call_ex(&mut self, rt: &mut Rt, call: &ast::ExprCall, enc: &mut Enclosing) -> CResult<()> {
        let args = &call.arguments;
        self.compile_expr(rt, &call.func, enc)?;
        self.emit(Op::BuildList(0));
        for a in args.args.iter() {
            match a {
                Expr::Starred(s) => {
                    self.compile_expr(rt, &s.value, enc)?;
                    self.set_line(call);
                    self.emit(Op::ListExtend(1));
                }
                _ => {
                    self.compile_expr(rt, a, enc)?;
                    self.emit(Op::ListAppend(1));
                }
            }
        }
        let kwargs = !args.keywords.is_empty();
        if kwargs {
            self.emit(Op::BuildMap(0));
            for k in args.keywords.iter() {
                match &k.arg {
                    None => {
                        self.compile_expr(rt, &k.value, enc)?;
                        self.set_line(call);
                        self.emit(Op::DictMerge(1));
                    }
                    Some(name) => {
                        let key = rt.intern(name.id.as_str());
                        self.emit_const(rt, key);
                        self.compile_expr(rt, &k.value, enc)?;
                        self.set_line(call);
                        self.emit(Op::KwAdd);
                    }
                }
            }
        }
        self.set_line(call);
        self.emit(Op::CallEx { kwargs });
        Ok(())
    }

    /// `super()` in a method: `super(__class__, <first argument>)`.
    fn compile_zero_arg_super(&mut self, rt: &mut Rt, n: &ast::ExprName) -> CResult<()> {
        let first = (self.params.positional > 0).then(|| self.scope.locals[0].to_string());
        let class_cell = self.scope.free.iter().any(|f| f == "__class__");
        let (Some(first), true) = (first, class_cell) else {
            return Err(self.file.error("RuntimeError", "super(): no arguments".into(), n.start()));
        };
        self.compile_load_name(rt, n)?;
        let class_ref = ast::ExprName {
            range: n.range,
            node_index: Default::default(),
            id: "__class__".into(),
            ctx: ast::ExprContext::Load,
        };
        self.compile_load_name(rt, &class_ref)?;
        let self_ref = ast::ExprName {
            range: n.range,
            node_index: Default::default(),
            id: first.as_str().into(),
            ctx: ast::ExprContext::Load,
        };
        self.compile_load_name(rt, &self_ref)?;
        self.set_line(n);
        self.emit(Op::Call(2));
        Ok(())
    }

    /// A comprehension: a nested function over the outermost iterable, called at once.
    fn compile_comprehension(
        &mut self,
        rt: &mut Rt,
        kind: CompKind,
        generators: &[ast::Comprehension],
        elements: &[&Expr],
        node: &impl Ranged,
        enc: &mut Enclosing,
    ) -> CResult<()> {
        let params = hidden_parameter(".0", node.range());
        let line = self.file.line(node.start());
        let name = match kind {
            CompKind::List => "<listcomp>",
            CompKind::Set => "<setcomp>",
            CompKind::Dict => "<dictcomp>",
            CompKind::Generator => "<genexpr>",
        };
        let body = Body::Comprehension { kind, generators, elements: elements.to_vec() };
        self.compile_nested(rt, name, line, &params, body, enc)?;
        self.compile_expr(rt, &generators[0].iter, enc)?;
        self.set_line(node);
        self.emit(Op::GetIter);
        self.emit(Op::Call(1));
        Ok(())
    }

    /// Pushes one str per element of an f-string (or format spec); returns how many.
    fn compile_fstring_elements(
        &mut self,
        rt: &mut Rt,
        elements: &[ast::InterpolatedStringElement],
        enc: &mut Enclosing,
    ) -> CResult<u32> {
        let mut pieces = 0;
        for el in elements {
            match el {
                ast::InterpolatedStringElement::Literal(lit) => {
                    let v = rt.intern(&lit.value);
                    self.emit_const(rt, v);
                }
                ast::InterpolatedStringElement::Interpolation(field) => {
                    let mut conversion = match field.conversion {
                        ast::ConversionFlag::None => 0,
                        ast::ConversionFlag::Str => 1,
                        ast::ConversionFlag::Repr => 2,
                        ast::ConversionFlag::Ascii => 3,
                    };
                    if let Some(debug) = &field.debug_text {
                        // f"{x=}": the source text, then repr(x) unless a spec is given.
                        let text = format!(
                            "{}{}{}",
                            debug.leading(),
                            &self.file.source[field.expression.range()],
                            debug.trailing()
                        );
                        let v = rt.intern(&text);
                        self.emit_const(rt, v);
                        pieces += 1;
                        if conversion == 0 && field.format_spec.is_none() {
                            conversion = 2;
                        }
                    }
                    self.compile_expr(rt, &field.expression, enc)?;
                    let has_spec = field.format_spec.is_some();
                    if let Some(spec) = &field.format_spec {
                        let n = self.compile_fstring_elements(rt, &spec.elements, enc)?;
                        if n != 1 {
                            self.emit(Op::BuildString(n));
                        }
                    }
                    self.set_line(field);
                    self.emit(Op::FormatValue { conversion, has_spec });
                }
            }
            pieces += 1;
        }
        if pieces == 0 {
            let v = rt.intern("");
            self.emit_const(rt, v);
            pieces = 1;
        }
        Ok(pieces)
    }

    fn compile_elements(&mut self, rt: &mut Rt, elts: &[Expr], enc: &mut Enclosing) -> CResult<()> {
        for el in elts {
            self.compile_expr(rt, el, enc)?;
        }
        Ok(())
    }

    fn compile_slice_bounds(&mut self, rt: &mut Rt, sl: &ast::ExprSlice, enc: &mut Enclosing) -> CResult<()> {
        for bound in [&sl.lower, &sl.upper, &sl.step] {
            match bound {
                Some(b) => self.compile_expr(rt, b, enc)?,
                None => self.emit_const(rt, none()),
            }
        }
        Ok(())
    }

    fn cmpop(op: &ast::CmpOp) -> CmpOp {
        match op {
            ast::CmpOp::Eq => CmpOp::Eq,
            ast::CmpOp::NotEq => CmpOp::Ne,
            ast::CmpOp::Lt => CmpOp::Lt,
            ast::CmpOp::LtE => CmpOp::Le,
            ast::CmpOp::Gt => CmpOp::Gt,
            ast::CmpOp::GtE => CmpOp::Ge,
            ast::CmpOp::Is => CmpOp::Is,
            ast::CmpOp::IsNot => CmpOp::IsNot,
            ast::CmpOp::In => CmpOp::In,
            ast::CmpOp::NotIn => CmpOp::NotIn,
        }
    }

    fn compile_compare(&mut self, rt: &mut Rt, c: &ast::ExprCompare, enc: &mut Enclosing) -> CResult<()> {
        self.compile_expr(rt, &c.left, enc)?;
        let n = c.ops.len();
        if n == 1 {
            self.compile_expr(rt, &c.comparators[0], enc)?;
            self.set_line(c);
            self.emit(Op::Compare(Self::cmpop(&c.ops[0])));
            return Ok(());
        }
        // a < b < c: keep b for the next comparison; stop at the first false result.
        let mut cleanup = Vec::new();
        for (i, (op, right)) in c.ops.iter().zip(c.comparators.iter()).enumerate() {
            self.compile_expr(rt, right, enc)?;
            self.set_line(c);
            if i + 1 < n {
                self.emit(Op::Dup);
                self.emit(Op::RotThree);
                self.emit(Op::Compare(Self::cmpop(op)));
                cleanup.push(self.emit(Op::JumpIfFalseOrPop(0)));
            } else {
                self.emit(Op::Compare(Self::cmpop(op)));
            }
        }
        let end_jump = self.emit(Op::Jump(0));
        let here = self.here();
        for p in cleanup {
            self.patch(p, here);
        }
        // Stack here: [b, false]; drop b.
        self.depth += 1;
        self.emit(Op::RotTwo);
        self.emit(Op::Pop);
        let end = self.here();
        self.patch(end_jump, end);
        Ok(())
    }

    fn compile_call(&mut self, rt: &mut Rt, call: &ast::ExprCall, enc: &mut Enclosing) -> CResult<()> {
        let args = &call.arguments;
        if args.args.iter().any(|a| a.is_starred_expr()) || args.keywords.iter().any(|k| k.arg.is_none()) {
            return self.compile_call_ex(rt, call, enc);
        }
        if let Expr::Name(n) = &*call.func {
            if n.id.as_str() == "super" && args.args.is_empty() && args.keywords.is_empty() {
                return self.compile_zero_arg_super(rt, n);
            }
        }
        let method = match &*call.func {
            Expr::Attribute(a) => {
                self.compile_expr(rt, &a.value, enc)?;
                Some(self.name_index(a.attr.id.as_str()))
            }
            _ => {
                self.compile_expr(rt, &call.func, enc)?;
                None
            }
        };
        self.compile_elements(rt, &args.args, enc)?;
        let mut names = Vec::new();
        for k in args.keywords.iter() {
            let name = k.arg.as_ref().expect("checked above").id.as_str();
            if names.iter().any(|&n| str_of(n) == name) {
                return Err(self.file.error("SyntaxError", format!("keyword argument repeated: {name}"), k.start()));
            }
            names.push(rt.intern(name));
            self.compile_expr(rt, &k.value, enc)?;
        }
        self.set_line(call);
        let argc = (args.args.len() + names.len()) as u16;
        let kwnames = (!names.is_empty()).then(|| {
            let t = rt.new_immortal_tuple(&names);
            self.const_index(t) as u16
        });
        self.emit(match (method, kwnames) {
            (Some(name), None) => Op::CallMethod { name, argc },
            (Some(name), Some(kwnames)) => Op::CallMethodKw { name, argc, kwnames },
            (None, None) => Op::Call(argc as u32),
            (None, Some(names)) => Op::CallKw { argc, names },
        });
        Ok(())
    }

    /// Emits code that jumps when `e` is truthy (`jump_if`) or falsy and falls through
    /// otherwise; returns the jumps to patch to the target. `not`, `and`, `or` and
    /// single comparisons branch directly, without materialising bools.
    fn compile_jump_if(&mut self, rt: &mut Rt, e: &Expr, jump_if: bool, enc: &mut Enclosing) -> CResult<Vec<usize>> {
        match e {
            Expr::UnaryOp(u) if u.op == ast::UnaryOp::Not => {
                return self.compile_jump_if(rt, &u.operand, !jump_if, enc);
            }
            Expr::BoolOp(b) => {
                // `a and b` jumps on false as soon as one is false; `a or b` jumps on
                // true as soon as one is true. The other direction needs every operand.
                let short_circuits_to_target = (b.op == ast::BoolOp::And) != jump_if;
                let (last, rest) = b.values.split_last().expect("a bool op has operands");
                let mut to_target = Vec::new();
                let mut to_fallthrough = Vec::new();
                for v in rest {
                    if short_circuits_to_target {
                        to_target.extend(self.compile_jump_if(rt, v, jump_if, enc)?);
                    } else {
                        to_fallthrough.extend(self.compile_jump_if(rt, v, !jump_if, enc)?);
                    }
                }
                to_target.extend(self.compile_jump_if(rt, last, jump_if, enc)?);
                let here = self.here();
                for p in to_fallthrough {
                    self.patch(p, here);
                }
                return Ok(to_target);
            }
            Expr::Compare(c) if c.ops.len() == 1 => {
                self.compile_expr(rt, &c.left, enc)?;
                self.compile_expr(rt, &c.comparators[0], enc)?;
                self.set_line(c);
                return Ok(vec![self.emit(Op::CompareJump { op: Self::cmpop(&c.ops[0]), jump_if, target: 0 })]);
            }
            _ => {}
        }
        self.compile_expr(rt, e, enc)?;
        Ok(vec![self.emit(if jump_if { Op::PopJumpIfTrue(0) } else { Op::PopJumpIfFalse(0) })])
    }

    fn patch_all(&mut self, jumps: Vec<usize>, target: usize) {
        for j in jumps {
            self.patch(j, target);
        }
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

/// Net stack effect of an instruction on the fall-through path.
fn stack_effect(op: Op) -> i32 {
    match op {
        Op::LoadConst(_) | Op::LoadFast(_) | Op::LoadGlobal(_) | Op::Dup => 1,
        Op::StoreFast(_) | Op::StoreGlobal(_) | Op::Pop => -1,
        Op::DupTwo => 2,
        Op::RotTwo | Op::RotThree | Op::RotFour => 0,
        Op::Binary(_) | Op::Inplace(_) | Op::Compare(_) => -1,
        Op::CompareJump { .. } => -2,
        Op::Neg | Op::Pos | Op::Invert | Op::Not => 0,
        Op::Jump(_) | Op::JumpBack(_) => 0,
        Op::PopJumpIfFalse(_) | Op::PopJumpIfTrue(_) => -1,
        Op::JumpIfFalseOrPop(_) | Op::JumpIfTrueOrPop(_) => -1,
        Op::GetIter => 0,
        Op::ForIter(_) => 1,
        Op::BuildTuple(n) | Op::BuildList(n) => 1 - n as i32,
        Op::UnpackSequence(n) => n as i32 - 1,
        Op::Subscr => -1,
        Op::StoreSubscr => -3,
        Op::Slice => -3,
        Op::StoreSlice => -5,
        Op::Call(n) => -(n as i32),
        Op::CallKw { argc, .. } => -(argc as i32),
        Op::CallMethod { argc, .. } | Op::CallMethodKw { argc, .. } => -(argc as i32),
        Op::LoadAttr(_) => 0,
        Op::StoreAttr(_) => -2,
        Op::DeleteAttr(_) => -1,
        Op::LoadName(_) => 1,
        Op::StoreName(_) => -1,
        Op::DeleteName(_) => 0,
        Op::BuildClass { nbases, .. } => -(nbases as i32),
        Op::LoadDeref(_) | Op::LoadClosure(_) => 1,
        Op::StoreDeref(_) => -1,
        Op::MakeCell(_) | Op::CopyFreeVars { .. } => 0,
        Op::ListAppend(_) | Op::SetAdd(_) | Op::ListExtend(_) => -1,
        Op::KwAdd => -2,
        Op::DictMerge(_) => -1,
        Op::CallEx { kwargs } => -1 - kwargs as i32,
        Op::MapAdd(_) => -2,
        Op::BuildMap(n) => 1 - 2 * n as i32,
        Op::BuildSet(n) => 1 - n as i32,
        Op::BuildConstSet => 0,
        Op::DeleteFast(_) | Op::DeleteDeref(_) | Op::DeleteGlobal(_) => 0,
        Op::DeleteSubscr => -2,
        Op::DeleteSlice => -4,
        Op::FormatValue { has_spec, .. } => -(has_spec as i32),
        Op::Yield | Op::IterReturnValue | Op::CheckSentNone => 0,
        Op::EnterWith => 1,
        Op::WithExcept => 1,
        Op::BuildString(n) => 1 - n as i32,
        Op::ImportModule(_) => 1,
        Op::MakeFunction { flags, .. } => {
            1 - (flags & 1) as i32 - ((flags >> 1) & 1) as i32 - ((flags >> 2) & 1) as i32
        }
        Op::Return => -1,
        Op::RaiseAssert { with_message } => -(with_message as i32),
        Op::PopExcInfo => 0,
        Op::CheckExcMatch => 0,
        Op::Raise(form) => -(form as i32),
        Op::Reraise => -1,
    }
}

/// Threads a jump that keeps a tested value (`a and b or c`'s `JumpIfFalseOrPop`)
/// through the truth test it lands on: the value's truth is known there, so the
/// second test is decided without calling `__bool__` again, as CPython's compiler
/// does. Each jump follows at most as many tests as the code has instructions.
fn thread_truth_jumps(ops: &mut [Op]) {
    for at in 0..ops.len() {
        for _ in 0..ops.len() {
            let (keeps_if_true, target) = match ops[at] {
                Op::JumpIfTrueOrPop(t) => (true, t),
                Op::JumpIfFalseOrPop(t) => (false, t),
                _ => break,
            };
            let next = target + 1;
            let threaded = match ops[target as usize] {
                // The same sense: that test jumps too, keeping or popping the value.
                Op::JumpIfTrueOrPop(t2) if keeps_if_true => Op::JumpIfTrueOrPop(t2),
                Op::JumpIfFalseOrPop(t2) if !keeps_if_true => Op::JumpIfFalseOrPop(t2),
                Op::PopJumpIfTrue(t2) if keeps_if_true => Op::PopJumpIfTrue(t2),
                Op::PopJumpIfFalse(t2) if !keeps_if_true => Op::PopJumpIfFalse(t2),
                // The opposite sense: that test pops the value and falls through.
                Op::JumpIfFalseOrPop(_) | Op::PopJumpIfFalse(_) if keeps_if_true => Op::PopJumpIfTrue(next),
                Op::JumpIfTrueOrPop(_) | Op::PopJumpIfTrue(_) if !keeps_if_true => Op::PopJumpIfFalse(next),
                _ => break,
            };
            if threaded == ops[at] {
                break;
            }
            ops[at] = threaded;
        }
    }
}
