//! Python exceptions as the runtime raises them, with the traceback they collect while
//! unwinding, and compile-time errors (SyntaxError / NotImplementedError at a position).

use std::fmt;

/// The builtin exception classes. The order is parents before children (the
/// start-up code creates the class objects in this order).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum ExcKind {
    BaseException,
    Exception,
    ArithmeticError,
    LookupError,
    ImportError,
    ZeroDivisionError,
    OverflowError,
    IndexError,
    KeyError,
    TypeError,
    ValueError,
    AttributeError,
    NameError,
    UnboundLocalError,
    AssertionError,
    RuntimeError,
    RecursionError,
    NotImplementedError,
    StopIteration,
    ModuleNotFoundError,
    GeneratorExit,
    MemoryError,
    SystemExit,
    OSError,
    ConnectionError,
    BrokenPipeError,
    FileNotFoundError,
    FileExistsError,
    PermissionError,
    IsADirectoryError,
    NotADirectoryError,
    EOFError,
    KeyboardInterrupt,
    SyntaxError,
    IndentationError,
    TabError,
    ConnectionResetError,
    ConnectionRefusedError,
    ConnectionAbortedError,
    TimeoutError,
    InterruptedError,
    BlockingIOError,
    ChildProcessError,
    ProcessLookupError,
    FloatingPointError,
    BufferError,
    ReferenceError,
    SystemError,
    UnicodeError,
    UnicodeDecodeError,
    UnicodeEncodeError,
    StopAsyncIteration,
    Warning,
    UserWarning,
    DeprecationWarning,
    PendingDeprecationWarning,
    SyntaxWarning,
    RuntimeWarning,
    FutureWarning,
    ImportWarning,
    UnicodeWarning,
    BytesWarning,
    ResourceWarning,
    EncodingWarning,
}

impl ExcKind {
    pub const ALL: [ExcKind; 64] = [
        ExcKind::BaseException,
        ExcKind::Exception,
        ExcKind::ArithmeticError,
        ExcKind::LookupError,
        ExcKind::ImportError,
        ExcKind::ZeroDivisionError,
        ExcKind::OverflowError,
        ExcKind::IndexError,
        ExcKind::KeyError,
        ExcKind::TypeError,
        ExcKind::ValueError,
        ExcKind::AttributeError,
        ExcKind::NameError,
        ExcKind::UnboundLocalError,
        ExcKind::AssertionError,
        ExcKind::RuntimeError,
        ExcKind::RecursionError,
        ExcKind::NotImplementedError,
        ExcKind::StopIteration,
        ExcKind::ModuleNotFoundError,
        ExcKind::GeneratorExit,
        ExcKind::MemoryError,
        ExcKind::SystemExit,
        ExcKind::OSError,
        ExcKind::ConnectionError,
        ExcKind::BrokenPipeError,
        ExcKind::FileNotFoundError,
        ExcKind::FileExistsError,
        ExcKind::PermissionError,
        ExcKind::IsADirectoryError,
        ExcKind::NotADirectoryError,
        ExcKind::EOFError,
        ExcKind::KeyboardInterrupt,
        ExcKind::SyntaxError,
        ExcKind::IndentationError,
        ExcKind::TabError,
        ExcKind::ConnectionResetError,
        ExcKind::ConnectionRefusedError,
        ExcKind::ConnectionAbortedError,
        ExcKind::TimeoutError,
        ExcKind::InterruptedError,
        ExcKind::BlockingIOError,
        ExcKind::ChildProcessError,
        ExcKind::ProcessLookupError,
        ExcKind::FloatingPointError,
        ExcKind::BufferError,
        ExcKind::ReferenceError,
        ExcKind::SystemError,
        ExcKind::UnicodeError,
        ExcKind::UnicodeDecodeError,
        ExcKind::UnicodeEncodeError,
        ExcKind::StopAsyncIteration,
        ExcKind::Warning,
        ExcKind::UserWarning,
        ExcKind::DeprecationWarning,
        ExcKind::PendingDeprecationWarning,
        ExcKind::SyntaxWarning,
        ExcKind::RuntimeWarning,
        ExcKind::FutureWarning,
        ExcKind::ImportWarning,
        ExcKind::UnicodeWarning,
        ExcKind::BytesWarning,
        ExcKind::ResourceWarning,
        ExcKind::EncodingWarning,
    ];

    pub fn name(self) -> &'static str {
        match self {
            ExcKind::BaseException => "BaseException",
            ExcKind::Exception => "Exception",
            ExcKind::ArithmeticError => "ArithmeticError",
            ExcKind::LookupError => "LookupError",
            ExcKind::ImportError => "ImportError",
            ExcKind::ZeroDivisionError => "ZeroDivisionError",
            ExcKind::IndexError => "IndexError",
            ExcKind::KeyError => "KeyError",
            ExcKind::TypeError => "TypeError",
            ExcKind::ValueError => "ValueError",
            ExcKind::AttributeError => "AttributeError",
            ExcKind::NameError => "NameError",
            ExcKind::UnboundLocalError => "UnboundLocalError",
            ExcKind::AssertionError => "AssertionError",
            ExcKind::RuntimeError => "RuntimeError",
            ExcKind::StopIteration => "StopIteration",
            ExcKind::RecursionError => "RecursionError",
            ExcKind::OverflowError => "OverflowError",
            ExcKind::NotImplementedError => "NotImplementedError",
            ExcKind::ModuleNotFoundError => "ModuleNotFoundError",
            ExcKind::GeneratorExit => "GeneratorExit",
            ExcKind::MemoryError => "MemoryError",
            ExcKind::SystemExit => "SystemExit",
            ExcKind::OSError => "OSError",
            ExcKind::ConnectionError => "ConnectionError",
            ExcKind::BrokenPipeError => "BrokenPipeError",
            ExcKind::FileNotFoundError => "FileNotFoundError",
            ExcKind::FileExistsError => "FileExistsError",
            ExcKind::PermissionError => "PermissionError",
            ExcKind::IsADirectoryError => "IsADirectoryError",
            ExcKind::NotADirectoryError => "NotADirectoryError",
            ExcKind::EOFError => "EOFError",
            ExcKind::KeyboardInterrupt => "KeyboardInterrupt",
            ExcKind::SyntaxError => "SyntaxError",
            ExcKind::IndentationError => "IndentationError",
            ExcKind::TabError => "TabError",
            ExcKind::ConnectionResetError => "ConnectionResetError",
            ExcKind::ConnectionRefusedError => "ConnectionRefusedError",
            ExcKind::ConnectionAbortedError => "ConnectionAbortedError",
            ExcKind::TimeoutError => "TimeoutError",
            ExcKind::InterruptedError => "InterruptedError",
            ExcKind::BlockingIOError => "BlockingIOError",
            ExcKind::ChildProcessError => "ChildProcessError",
            ExcKind::ProcessLookupError => "ProcessLookupError",
            ExcKind::FloatingPointError => "FloatingPointError",
            ExcKind::BufferError => "BufferError",
            ExcKind::ReferenceError => "ReferenceError",
            ExcKind::SystemError => "SystemError",
            ExcKind::UnicodeError => "UnicodeError",
            ExcKind::UnicodeDecodeError => "UnicodeDecodeError",
            ExcKind::UnicodeEncodeError => "UnicodeEncodeError",
            ExcKind::StopAsyncIteration => "StopAsyncIteration",
            ExcKind::Warning => "Warning",
            ExcKind::UserWarning => "UserWarning",
            ExcKind::DeprecationWarning => "DeprecationWarning",
            ExcKind::PendingDeprecationWarning => "PendingDeprecationWarning",
            ExcKind::SyntaxWarning => "SyntaxWarning",
            ExcKind::RuntimeWarning => "RuntimeWarning",
            ExcKind::FutureWarning => "FutureWarning",
            ExcKind::ImportWarning => "ImportWarning",
            ExcKind::UnicodeWarning => "UnicodeWarning",
            ExcKind::BytesWarning => "BytesWarning",
            ExcKind::ResourceWarning => "ResourceWarning",
            ExcKind::EncodingWarning => "EncodingWarning",
        }
    }

    /// The base class (None for BaseException).
    pub fn parent(self) -> Option<ExcKind> {
        Some(match self {
            ExcKind::BaseException => return None,
            ExcKind::Exception => ExcKind::BaseException,
            ExcKind::ZeroDivisionError | ExcKind::OverflowError => ExcKind::ArithmeticError,
            ExcKind::IndexError | ExcKind::KeyError => ExcKind::LookupError,
            ExcKind::UnboundLocalError => ExcKind::NameError,
            ExcKind::RecursionError | ExcKind::NotImplementedError => ExcKind::RuntimeError,
            ExcKind::ModuleNotFoundError => ExcKind::ImportError,
            ExcKind::GeneratorExit | ExcKind::SystemExit | ExcKind::KeyboardInterrupt => ExcKind::BaseException,
            ExcKind::ConnectionError
            | ExcKind::FileNotFoundError
            | ExcKind::FileExistsError
            | ExcKind::PermissionError
            | ExcKind::IsADirectoryError
            | ExcKind::NotADirectoryError => ExcKind::OSError,
            ExcKind::BrokenPipeError
            | ExcKind::ConnectionResetError
            | ExcKind::ConnectionRefusedError
            | ExcKind::ConnectionAbortedError => ExcKind::ConnectionError,
            ExcKind::TimeoutError
            | ExcKind::InterruptedError
            | ExcKind::BlockingIOError
            | ExcKind::ChildProcessError
            | ExcKind::ProcessLookupError => ExcKind::OSError,
            ExcKind::FloatingPointError => ExcKind::ArithmeticError,
            ExcKind::UnicodeError => ExcKind::ValueError,
            ExcKind::UnicodeDecodeError | ExcKind::UnicodeEncodeError => ExcKind::UnicodeError,
            ExcKind::UserWarning
            | ExcKind::DeprecationWarning
            | ExcKind::PendingDeprecationWarning
            | ExcKind::SyntaxWarning
            | ExcKind::RuntimeWarning
            | ExcKind::FutureWarning
            | ExcKind::ImportWarning
            | ExcKind::UnicodeWarning
            | ExcKind::BytesWarning
            | ExcKind::ResourceWarning
            | ExcKind::EncodingWarning => ExcKind::Warning,
            ExcKind::IndentationError => ExcKind::SyntaxError,
            ExcKind::TabError => ExcKind::IndentationError,
            _ => ExcKind::Exception,
        })
    }

    /// The index stored in a class object (0 = not a builtin exception class).
    pub fn index(self) -> u64 {
        self as u64 + 1
    }

    /// Whether this kind is `base` or derives from it.
    pub fn is_subclass_of(self, base: ExcKind) -> bool {
        let mut k = Some(self);
        while let Some(kind) = k {
            if kind == base {
                return true;
            }
            k = kind.parent();
        }
        false
    }

    pub fn from_index(i: u64) -> Option<ExcKind> {
        (i as usize).checked_sub(1).and_then(|k| ExcKind::ALL.get(k).copied())
    }
}

/// One traceback entry: a frame the exception passed through, as its code object
/// (`Code::id`) and the instruction it was at. File, line and function are looked up
/// only when the traceback is read (`Rt::trace_frame`), so an exception caught and
/// dropped without anyone reading its traceback costs two words per frame.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct TraceEntry {
    pub code: u32,
    pub pc: u32,
}

/// A traceback entry looked up: the frame's code object and the line and span of
/// the instruction it was at.
#[derive(Copy, Clone)]
pub struct TraceFrame<'a> {
    pub code: &'a crate::code::Code,
    pub line: u32,
    pub span: Option<Span>,
}

impl TraceFrame<'_> {
    /// Whether two frames print the same (CPython folds runs of them).
    pub fn prints_as(&self, other: &TraceFrame<'_>) -> bool {
        self.code.filename == other.code.filename
            && self.code.name == other.code.name
            && self.line == other.line
            && self.span == other.span
    }
}

/// A traceback, innermost frame last. Most are one or two frames deep, kept inline.
pub type Traceback = smallvec::SmallVec<[TraceEntry; 4]>;

/// Where an instruction's expression is, from its line (`TraceEntry::line`): the
/// columns, in characters, of its start and (on `end_line`) its end, and for a binary
/// operation or a subscript the `anchors`: the operator's or brackets' columns, which
/// CPython's tracebacks mark with `^` and the operands with `~`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Span {
    pub end_line: u32,
    pub col: u32,
    pub end_col: u32,
    pub anchors: Option<(u32, u32)>,
}

/// A raised exception. The message is already rendered (`str(exc)`).
#[derive(Clone, Debug)]
pub struct PyErr {
    /// The builtin exception class (or the builtin ancestor of a user class).
    pub kind: ExcKind,
    pub message: String,
    /// The exception object, once made (raised by Python code, or materialised when
    /// caught); NULL for an error raised by the runtime and not caught yet.
    pub value: crate::value::Value,
    /// For a re-raised exception: the entry its own frame recorded when it was caught
    /// (used instead of the re-raising instruction's).
    pub origin: Option<TraceEntry>,
    /// Printed after the message of an uncaught exception (". Did you mean: 'x'?").
    pub note: Option<String>,
    /// Innermost frame last (the order CPython prints).
    pub traceback: Traceback,
    /// Whether the exception's `__context__` was recorded (it is, as the first
    /// interpreted frame it reaches sees it: `interp::record_context`).
    pub context_recorded: bool,
    /// A C library error: the exception's args are `(errno, strerror)`, and its message
    /// their tuple's text, as CPython's errors from `errno` are.
    pub errno: Option<(i32, &'static str)>,
}

pub type PyResult<T> = Result<T, Box<PyErr>>;

impl PyErr {
    pub fn new(kind: ExcKind, message: impl Into<String>) -> Box<PyErr> {
        Box::new(PyErr {
            message: message.into(),
            ..PyErr::of_object(kind, crate::value::Value::NULL, Traceback::new())
        })
    }

    /// The error of exception object `value` (of builtin class `kind` or a subclass),
    /// raised with `traceback` so far; unboxed, for a caller that handles it at once.
    pub fn of_object(kind: ExcKind, value: crate::value::Value, traceback: Traceback) -> PyErr {
        PyErr {
            kind,
            message: String::new(),
            value,
            origin: None,
            note: None,
            traceback,
            context_recorded: false,
            errno: None,
        }
    }

    /// The error `kind` for C library error `errno` (`strerror` its text).
    pub fn errno(kind: ExcKind, errno: i32, strerror: &'static str) -> Box<PyErr> {
        let mut e = PyErr::new(kind, format!("({errno}, '{strerror}')"));
        e.errno = Some((errno, strerror));
        e
    }

    /// Whether this is an exception of class `kind` (or a subclass).
    pub fn is_kind(&self, kind: ExcKind) -> bool {
        let mut k = Some(self.kind);
        while let Some(c) = k {
            if c == kind {
                return true;
            }
            k = c.parent();
        }
        false
    }

    /// Adds the traceback entry of a frame of `code` that the exception leaves, or is
    /// caught in, at bytecode `pc`, or for a re-raised exception the entry its own
    /// frame recorded when it was caught. Every tier reports frames through here.
    pub fn add_frame(&mut self, code: &crate::code::Code, pc: usize) {
        let entry = self.origin.take().unwrap_or(TraceEntry { code: code.id, pc: pc as u32 });
        debug_assert_eq!(entry.code, code.id, "a re-raised exception's origin is in the re-raising frame");
        self.traceback.push(entry);
    }

    /// The last line of a traceback: `TypeError: message` (or just the name).
    pub fn summary(&self) -> String {
        let note = self.note.as_deref().unwrap_or("");
        if self.message.is_empty() {
            format!("{}{}", self.kind.name(), note)
        } else {
            format!("{}: {}{}", self.kind.name(), self.message, note)
        }
    }
}

impl fmt::Display for PyErr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.summary())
    }
}

/// Builds `Err(PyErr)` tersely: `raise!(TypeError, "bad {}", x)`.
#[macro_export]
macro_rules! raise {
    ($kind:ident, $($fmt:tt)+) => {
        Err($crate::error::PyErr::new($crate::error::ExcKind::$kind, format!($($fmt)+)))
    };
}

/// An error found before the program runs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CompileError {
    /// `SyntaxError` (or its subclasses `IndentationError` and `TabError`) or
    /// `NotImplementedError`.
    pub kind: &'static str,
    pub message: String,
    pub filename: String,
    /// 1-based; 0 when the error has no location (CPython prints only its last line,
    /// as for undecodable source).
    pub line: u32,
    /// 1-based, in characters; 0 to show the line without a caret.
    pub column: u32,
    pub source_line: String,
}

impl fmt::Display for CompileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            return write!(f, "{}: {}", self.kind, self.message);
        }
        writeln!(f, "  File \"{}\", line {}", self.filename, self.line)?;
        let trimmed = self.source_line.trim_start();
        if !trimmed.is_empty() {
            let indent = self.source_line.chars().count() - trimmed.chars().count();
            writeln!(f, "    {}", trimmed.trim_end())?;
            if self.column > 0 {
                let caret = (self.column as usize).saturating_sub(1).saturating_sub(indent);
                writeln!(f, "    {}^", " ".repeat(caret))?;
            }
        }
        write!(f, "{}: {}", self.kind, self.message)
    }
}

impl std::error::Error for CompileError {}
