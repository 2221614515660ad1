//! Files: `open()` and `sys.stdin`, `sys.stdout`, `sys.stderr`.
//!
//! A file object is a builtin lazy iterator (`IterKind::TextFile`: iterating it
//! yields its lines) whose `index` is its entry in the runtime's file table
//! (`Rt::files`), `a` its name and `b` its mode. A binary file (a mode with `b`,
//! class `BufferedReader` or `BufferedWriter`) reads and writes bytes. Writes to `sys.stdout` go through
//! the program's output writer (`Rt::out`), so they interleave with `print` in order.
//! A file the program never closes is flushed and closed when the runtime ends.

use crate::builtins::{Kw, keyword};
use crate::error::PyResult;
use crate::layout::{IterKind, IterObject, LayoutId};
use crate::object::{ClassId, bytes_like, class_of, is_layout, is_none, none, str_text, type_name};
use crate::raise;
use crate::value::Value;
use crate::vm::Rt;
use std::io::{BufRead, BufReader, BufWriter, Write};

/// One entry of the file table.
pub struct OpenFile {
    stream: Stream,
    /// A binary file: its reads give bytes and its writes take them.
    binary: bool,
    /// Text read from the stream and not yet returned (after `read(n)`).
    pending: String,
    encoding: &'static str,
    /// Universal newlines on reading: "\r\n" and "\r" read as "\n" (`newline=None`,
    /// the default for files; not for `sys.stdin` on POSIX, nor `newline=''`).
    translate: bool,
}

enum Stream {
    Stdin,
    Stdout,
    Stderr,
    Read(BufReader<std::fs::File>),
    Write(BufWriter<std::fs::File>),
    Closed,
}

const STD_NAMES: [&str; 3] = ["<stdin>", "<stdout>", "<stderr>"];

/// Makes `sys.stdin`, `sys.stdout` and `sys.stderr` (file table entries 0 to 2).
pub(crate) fn std_streams(rt: &mut Rt) -> [Value; 3] {
    debug_assert!(rt.files.is_empty());
    let streams = [(Stream::Stdin, "r"), (Stream::Stdout, "w"), (Stream::Stderr, "w")];
    let mut objects = [Value::NULL; 3];
    for (k, (stream, mode)) in streams.into_iter().enumerate() {
        objects[k] = new_file(rt, stream, STD_NAMES[k], mode, "utf-8", false);
        rt.handles.push(objects[k]);
    }
    rt.handles.truncate(rt.handles.len() - 3);
    objects
}

fn new_file(rt: &mut Rt, stream: Stream, name: &str, mode: &str, encoding: &'static str, translate: bool) -> Value {
    let index = rt.files.len() as i64;
    let binary = mode.contains('b');
    rt.files.push(OpenFile { stream, binary, pending: String::new(), encoding, translate });
    let name = rt.new_str(name);
    rt.handles.push(name);
    let mode = rt.new_str(mode);
    rt.handles.push(mode);
    let file = crate::ops::new_iter(rt, IterKind::TextFile, name, mode, index);
    rt.handles.truncate(rt.handles.len() - 2);
    file
}

/// Whether `v` is a file object.
pub fn is_file(v: Value) -> bool {
    is_file_class(class_of(v))
}

/// Whether `class` is one of the file objects' classes.
pub fn is_file_class(class: ClassId) -> bool {
    matches!(class, ClassId::TextIOWrapper | ClassId::BufferedReader | ClassId::BufferedWriter)
}

/// The class of file object `file`: by its mode, a text file, or a binary one read
/// or written.
pub fn file_class(file: Value) -> ClassId {
    let mode = str_text(fields(file).b);
    match (mode.contains('b'), mode.contains('r')) {
        (false, _) => ClassId::TextIOWrapper,
        (true, true) => ClassId::BufferedReader,
        (true, false) => ClassId::BufferedWriter,
    }
}

/// Whether `v` is the standard output's file object while open (printing to it is
/// printing).
pub fn is_stdout(rt: &Rt, v: Value) -> bool {
    is_file(v) && matches!(rt.files[fields(v).index as usize].stream, Stream::Stdout)
}

fn fields(file: Value) -> &'static IterObject {
    debug_assert!(is_layout(file, LayoutId::Iter));
    // SAFETY: a file object (an iterator object), which the caller keeps alive.
    unsafe { &*file.as_ptr::<IterObject>() }
}

fn entry(rt: &mut Rt, file: Value) -> &mut OpenFile {
    &mut rt.files[fields(file).index as usize]
}

/// `open(file, mode='r', buffering=-1, encoding=None, errors=None, newline=None)`
/// for text files read, written, appended or created.
pub fn open(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    const NAMES: &[&str] = &["file", "mode", "buffering", "encoding", "errors", "newline", "closefd", "opener"];
    if args.len() > NAMES.len() {
        return raise!(TypeError, "open() takes at most 8 arguments ({} given)", args.len());
    }
    let arg = |i: usize| -> PyResult<Option<Value>> {
        match (args.get(i), keyword("open", kw, NAMES, NAMES[i])?) {
            (Some(_), Some(_)) => {
                raise!(TypeError, "argument for open() given by name ('{}') and position ({})", NAMES[i], i + 1)
            }
            (Some(&v), None) | (None, Some(v)) => Ok(Some(v)),
            (None, None) => Ok(None),
        }
    };
    let Some(path) = arg(0)? else {
        return raise!(TypeError, "open() missing required argument 'file' (pos 1)");
    };
    if class_of(path) != ClassId::Str {
        if matches!(class_of(path), ClassId::Int | ClassId::Bool) {
            return raise!(NotImplementedError, "open() of a file descriptor is not supported by ember yet");
        }
        return raise!(TypeError, "expected str, bytes or os.PathLike object, not {}", type_name(path));
    }
    let mode = match arg(1)? {
        None => "r",
        Some(m) if class_of(m) == ClassId::Str => str_text(m),
        Some(m) => return raise!(TypeError, "open() argument 'mode' must be str, not {}", type_name(m)),
    };
    let encoding = match arg(3)? {
        None => "UTF-8",
        Some(e) if is_none(e) => "UTF-8",
        Some(e) if class_of(e) == ClassId::Str => match str_text(e).to_ascii_lowercase().replace('_', "-").as_str() {
            "utf-8" | "utf8" => "utf-8",
            "ascii" | "us-ascii" | "latin-1" | "latin1" | "iso-8859-1" | "utf-16" | "cp1252" => {
                return raise!(
                    NotImplementedError,
                    "open() with encoding '{}' is not supported by ember yet",
                    str_text(e)
                );
            }
            _ => return raise!(LookupError, "unknown encoding: {}", str_text(e)),
        },
        Some(e) => return raise!(TypeError, "open() argument 'encoding' must be str or None, not {}", type_name(e)),
    };
    for (i, what) in [(2, "buffering"), (4, "errors"), (6, "closefd"), (7, "opener")] {
        let given = arg(i)?;
        let default = match what {
            "buffering" => given.is_none_or(|v| v.is_small_int() && v.as_small_int() == -1),
            "closefd" => given.is_none_or(crate::ops::truthy_builtin),
            _ => given.is_none_or(is_none),
        };
        if !default {
            return raise!(NotImplementedError, "open() with {}= is not supported by ember yet", what);
        }
    }
    let translate = match arg(5)? {
        None => true,
        Some(n) if is_none(n) => true,
        Some(n) if class_of(n) == ClassId::Str && matches!(str_text(n), "" | "\n") => false,
        Some(n) if class_of(n) == ClassId::Str => {
            return raise!(NotImplementedError, "open() with newline={:?} is not supported by ember yet", str_text(n));
        }
        Some(n) => return raise!(TypeError, "open() argument 'newline' must be str or None, not {}", type_name(n)),
    };
    let (kind, plus, binary) = parse_mode(mode)?;
    if binary && arg(3)?.is_some_and(|e| !is_none(e)) {
        return raise!(ValueError, "binary mode doesn't take an encoding argument");
    }
    if binary && arg(5)?.is_some_and(|n| !is_none(n)) {
        return raise!(ValueError, "binary mode doesn't take a newline argument");
    }
    if plus {
        return raise!(NotImplementedError, "file mode '{}' (reading and writing) is not supported by ember yet", mode);
    }
    let name = str_text(path).to_string();
    let mut options = std::fs::OpenOptions::new();
    match kind {
        'r' => options.read(true),
        'w' => options.write(true).create(true).truncate(true),
        'a' => options.append(true).create(true),
        _ => options.write(true).create_new(true),
    };
    let opened = options.open(&name).and_then(|f| {
        // Linux opens a directory for reading; CPython refuses it as its own open does.
        if f.metadata()?.is_dir() { Err(std::io::Error::from_raw_os_error(libc::EISDIR)) } else { Ok(f) }
    });
    let file = opened.map_err(|e| crate::classes::os_error(rt, e.raw_os_error().unwrap_or(libc::EIO), Some(&name)))?;
    let stream = if kind == 'r' { Stream::Read(BufReader::new(file)) } else { Stream::Write(BufWriter::new(file)) };
    Ok(new_file(rt, stream, &name, mode, encoding, translate))
}

/// The kind of a valid mode (`r`, `w`, `a` or `x`), whether it has `+`, whether `b`.
fn parse_mode(mode: &str) -> PyResult<(char, bool, bool)> {
    let invalid = || raise!(ValueError, "invalid mode: '{}'", mode);
    let (mut kind, mut plus, mut binary, mut text) = (None, false, false, false);
    for c in mode.chars() {
        match c {
            'r' | 'w' | 'a' | 'x' if kind.is_none() => kind = Some(c),
            'r' | 'w' | 'a' | 'x' if kind != Some(c) => {
                return raise!(ValueError, "must have exactly one of create/read/write/append mode");
            }
            '+' if !plus => plus = true,
            'b' if !binary => binary = true,
            't' if !text => text = true,
            _ => return invalid(),
        }
    }
    if binary && text {
        return raise!(ValueError, "can't have text and binary mode at once");
    }
    match kind {
        Some(k) => Ok((k, plus, binary)),
        None => raise!(ValueError, "Must have exactly one of create/read/write/append mode and at most one plus"),
    }
}

fn check_open(rt: &mut Rt, file: Value) -> PyResult<()> {
    match entry(rt, file).stream {
        Stream::Closed => raise!(ValueError, "I/O operation on closed file."),
        _ => Ok(()),
    }
}

fn readable(rt: &mut Rt, file: Value) -> PyResult<()> {
    check_open(rt, file)?;
    match entry(rt, file).stream {
        Stream::Stdin | Stream::Read(_) => Ok(()),
        // CPython's io.UnsupportedOperation, which ember has no class for.
        _ => raise!(OSError, "not readable"),
    }
}

fn writable(rt: &mut Rt, file: Value) -> PyResult<()> {
    check_open(rt, file)?;
    match entry(rt, file).stream {
        Stream::Stdin | Stream::Read(_) => raise!(OSError, "not writable"),
        _ => Ok(()),
    }
}

/// Reads one more line of the stream into `pending`; false at the end.
fn fill_line(rt: &mut Rt, file: Value) -> PyResult<bool> {
    let f = entry(rt, file);
    let start = f.pending.len();
    let read = match &mut f.stream {
        Stream::Stdin => std::io::stdin().lock().read_line(&mut f.pending),
        Stream::Read(r) => r.read_line(&mut f.pending),
        _ => Ok(0),
    };
    match read {
        Ok(0) => Ok(false),
        Ok(_) => {
            // Universal newlines: "\r\n" and a lone "\r" end lines as "\n" does (a
            // line read ends at "\n", so a "\r" before it is in the same piece).
            if f.translate && f.pending[start..].contains('\r') {
                let piece = f.pending.split_off(start).replace("\r\n", "\n").replace('\r', "\n");
                f.pending.push_str(&piece);
            }
            Ok(true)
        }
        Err(e) if e.kind() == std::io::ErrorKind::InvalidData => {
            f.pending.truncate(start);
            raise!(NotImplementedError, "reading text that is not UTF-8 is not supported by ember yet")
        }
        Err(e) => Err(crate::classes::os_error(rt, e.raw_os_error().unwrap_or(libc::EIO), None)),
    }
}

/// The next line (with its "\n"), at most `limit` characters of it; "" at the end.
fn read_line(rt: &mut Rt, file: Value, limit: Option<usize>) -> PyResult<String> {
    readable(rt, file)?;
    while !entry(rt, file).pending.contains('\n') && fill_line(rt, file)? {}
    let pending = &mut entry(rt, file).pending;
    let mut end = pending.find('\n').map_or(pending.len(), |i| i + 1);
    if let Some(limit) = limit {
        end = pending.char_indices().nth(limit).map_or(end, |(i, _)| i.min(end));
    }
    let rest = pending.split_off(end);
    Ok(std::mem::replace(pending, rest))
}

/// `read(size)`: the rest of the file, or at most `size` characters.
fn read(rt: &mut Rt, file: Value, size: Option<usize>) -> PyResult<String> {
    readable(rt, file)?;
    loop {
        let pending = &entry(rt, file).pending;
        if size.is_some_and(|n| pending.chars().nth(n.saturating_sub(1)).is_some() || n == 0) {
            break;
        }
        if !fill_line(rt, file)? {
            break;
        }
    }
    let pending = &mut entry(rt, file).pending;
    let end = size.and_then(|n| pending.char_indices().nth(n).map(|(i, _)| i)).unwrap_or(pending.len());
    let rest = pending.split_off(end);
    Ok(std::mem::replace(pending, rest))
}

fn is_binary(rt: &mut Rt, file: Value) -> bool {
    entry(rt, file).binary
}

/// A closed binary file's error for `operation` ("read of closed file"), as
/// CPython's buffered files word it.
fn check_binary_open(rt: &mut Rt, file: Value, operation: &str) -> PyResult<()> {
    match entry(rt, file).stream {
        Stream::Closed => raise!(ValueError, "{} closed file", operation),
        _ => Ok(()),
    }
}

/// A binary file's `read(size)`: the rest of the file, or at most `size` bytes.
fn read_bytes(rt: &mut Rt, file: Value, size: Option<usize>) -> PyResult<Vec<u8>> {
    use std::io::Read;
    check_binary_open(rt, file, "read of")?;
    readable(rt, file)?;
    let mut out = Vec::new();
    let result = match &mut entry(rt, file).stream {
        Stream::Read(r) => match size {
            Some(n) => r.take(n as u64).read_to_end(&mut out),
            None => r.read_to_end(&mut out),
        },
        _ => Ok(0),
    };
    result.map_err(|e| crate::classes::os_error(rt, e.raw_os_error().unwrap_or(libc::EIO), None))?;
    Ok(out)
}

/// A binary file's next line (with its `\n`), at most `limit` bytes of it; empty at
/// the end.
fn read_line_bytes(rt: &mut Rt, file: Value, limit: Option<usize>) -> PyResult<Vec<u8>> {
    use std::io::Read;
    check_binary_open(rt, file, "readline of")?;
    readable(rt, file)?;
    let mut out = Vec::new();
    let result = match &mut entry(rt, file).stream {
        Stream::Read(r) => match limit {
            Some(n) => r.take(n as u64).read_until(b'\n', &mut out),
            None => r.read_until(b'\n', &mut out),
        },
        _ => Ok(0),
    };
    result.map_err(|e| crate::classes::os_error(rt, e.raw_os_error().unwrap_or(libc::EIO), None))?;
    Ok(out)
}

/// Writes what `data` (a str for a text file, bytes for a binary one) holds to `file`;
/// how much that was (characters or bytes).
fn write_value(rt: &mut Rt, file: Value, data: Value) -> PyResult<usize> {
    if is_binary(rt, file) {
        check_binary_open(rt, file, "write to")?;
        let Some(bytes) = bytes_like(data) else {
            return raise!(TypeError, "a bytes-like object is required, not '{}'", type_name(data));
        };
        writable(rt, file)?;
        let result = match &mut entry(rt, file).stream {
            Stream::Write(w) => w.write_all(bytes),
            _ => unreachable!("a binary file is a file of the file system"),
        };
        result.map_err(|e| crate::classes::os_error(rt, e.raw_os_error().unwrap_or(libc::EIO), None))?;
        return Ok(bytes.len());
    }
    if class_of(data) != ClassId::Str {
        return raise!(TypeError, "write() argument must be str, not {}", type_name(data));
    }
    write_text(rt, file, str_text(data))?;
    Ok(str_text(data).chars().count())
}

/// Writes `text` to `file`.
pub fn write_text(rt: &mut Rt, file: Value, text: &str) -> PyResult<()> {
    writable(rt, file)?;
    let result = match &mut entry(rt, file).stream {
        Stream::Stdout => return rt.write_out(text),
        Stream::Stderr => std::io::stderr().write_all(text.as_bytes()),
        Stream::Write(w) => w.write_all(text.as_bytes()),
        Stream::Stdin | Stream::Read(_) | Stream::Closed => unreachable!("checked writable"),
    };
    result.map_err(|e| crate::classes::os_error(rt, e.raw_os_error().unwrap_or(libc::EIO), None))
}

/// Flushes `file`'s buffered writes.
pub fn flush(rt: &mut Rt, file: Value) -> PyResult<()> {
    check_open(rt, file)?;
    let result = match &mut entry(rt, file).stream {
        Stream::Stdout => return rt.flush_output(),
        Stream::Stderr => std::io::stderr().flush(),
        Stream::Write(w) => w.flush(),
        _ => Ok(()),
    };
    result.map_err(|e| crate::classes::os_error(rt, e.raw_os_error().unwrap_or(libc::EIO), None))
}

fn close(rt: &mut Rt, file: Value) -> PyResult<()> {
    if matches!(entry(rt, file).stream, Stream::Closed) {
        return Ok(());
    }
    let flushed = flush(rt, file);
    let f = entry(rt, file);
    f.stream = Stream::Closed;
    f.pending.clear();
    flushed
}

/// The next line of `file` for iteration; None at the end.
pub fn next_line(rt: &mut Rt, file: Value) -> PyResult<Option<Value>> {
    if is_binary(rt, file) {
        let line = read_line_bytes(rt, file, None)?;
        return Ok((!line.is_empty()).then(|| rt.new_bytes(&line)));
    }
    let line = read_line(rt, file, None)?;
    Ok((!line.is_empty()).then(|| rt.new_str(&line)))
}

/// The method names of file objects.
pub const METHODS: &[&str] = &[
    "read",
    "readline",
    "readlines",
    "write",
    "writelines",
    "flush",
    "close",
    "fileno",
    "isatty",
    "readable",
    "writable",
    "seekable",
    "__enter__",
    "__exit__",
    "__iter__",
    "__next__",
];

/// The methods of CPython's text files that ember's do not have.
pub const MISSING_METHODS: &[&str] = &["seek", "tell", "truncate", "detach", "reconfigure", "buffer"];

fn size_arg(args: &[Value]) -> PyResult<Option<usize>> {
    match args.first() {
        None => Ok(None),
        Some(&v) if is_none(v) => Ok(None),
        // A negative size means "all of it".
        Some(&v) if v.is_small_int() => Ok(usize::try_from(v.as_small_int()).ok()),
        Some(&v) => raise!(TypeError, "argument should be integer or None, not '{}'", type_name(v)),
    }
}

/// Calls method `name` of file object `file`.
pub fn file_method(rt: &mut Rt, file: Value, name: &str, args: &[Value], kw: &Kw) -> PyResult<Value> {
    crate::methods::no_method_keywords(file_class(file), name, kw)?;
    let max_args = match name {
        "read" | "readline" | "readlines" | "write" | "writelines" => 1,
        "__exit__" => usize::MAX,
        _ => 0,
    };
    let needs_arg = matches!(name, "write" | "writelines");
    if args.len() > max_args || (needs_arg && args.is_empty()) {
        return raise!(
            TypeError,
            "{}.{}() takes {} argument{} ({} given)",
            file_class(file).name(),
            name,
            if needs_arg {
                "exactly one"
            } else if max_args == 1 {
                "at most 1"
            } else {
                "no"
            },
            if max_args == 0 { "s" } else { "" },
            args.len()
        );
    }
    let binary = is_binary(rt, file);
    match name {
        "read" if binary => {
            let data = read_bytes(rt, file, size_arg(args)?)?;
            Ok(rt.new_bytes(&data))
        }
        "readline" if binary => {
            let data = read_line_bytes(rt, file, size_arg(args)?)?;
            Ok(rt.new_bytes(&data))
        }
        "readlines" if binary => {
            let hint = size_arg(args)?.filter(|&h| h > 0);
            let (mut lines, mut total) = (Vec::new(), 0);
            let mark = rt.handles.len();
            loop {
                let line = read_line_bytes(rt, file, None)?;
                if line.is_empty() {
                    break;
                }
                total += line.len();
                let v = rt.new_bytes(&line);
                rt.handles.push(v);
                lines.push(v);
                if hint.is_some_and(|h| total >= h) {
                    break;
                }
            }
            let list = rt.new_list(&lines);
            rt.handles.truncate(mark);
            Ok(list)
        }
        "read" => {
            let text = read(rt, file, size_arg(args)?)?;
            Ok(rt.new_str(&text))
        }
        "readline" => {
            let text = read_line(rt, file, size_arg(args)?)?;
            Ok(rt.new_str(&text))
        }
        "readlines" => {
            // With a hint, lines until their total length reaches it.
            let hint = size_arg(args)?.filter(|&h| h > 0);
            let (mut lines, mut total) = (Vec::new(), 0);
            loop {
                let line = read_line(rt, file, None)?;
                if line.is_empty() {
                    break;
                }
                total += line.chars().count();
                lines.push(line);
                if hint.is_some_and(|h| total >= h) {
                    break;
                }
            }
            Ok(rt.new_str_list(&lines))
        }
        "write" => {
            let n = write_value(rt, file, args[0])?;
            Ok(rt.new_int(n as i64))
        }
        "writelines" => {
            writable(rt, file)?;
            let mark = rt.handles.len();
            let written = (|| {
                for s in crate::ops::collect_iterable(rt, args[0])? {
                    write_value(rt, file, s)?;
                }
                Ok(none())
            })();
            rt.handles.truncate(mark);
            written
        }
        "flush" => flush(rt, file).map(|_| none()),
        "close" | "__exit__" => close(rt, file).map(|_| none()),
        "fileno" => {
            check_open(rt, file)?;
            use std::os::fd::AsRawFd;
            let fd = match &entry(rt, file).stream {
                Stream::Stdin => 0,
                Stream::Stdout => 1,
                Stream::Stderr => 2,
                Stream::Read(r) => r.get_ref().as_raw_fd(),
                Stream::Write(w) => w.get_ref().as_raw_fd(),
                Stream::Closed => unreachable!("checked open"),
            };
            Ok(rt.new_int(fd as i64))
        }
        "isatty" => {
            check_open(rt, file)?;
            use std::io::IsTerminal;
            let tty = match &entry(rt, file).stream {
                Stream::Stdin => std::io::stdin().is_terminal(),
                Stream::Stdout => std::io::stdout().is_terminal(),
                Stream::Stderr => std::io::stderr().is_terminal(),
                _ => false,
            };
            Ok(crate::object::py_bool(tty))
        }
        "readable" | "writable" | "seekable" => {
            check_open(rt, file)?;
            let f = &entry(rt, file).stream;
            let yes = match name {
                "readable" => matches!(f, Stream::Stdin | Stream::Read(_)),
                "writable" => matches!(f, Stream::Stdout | Stream::Stderr | Stream::Write(_)),
                _ => false,
            };
            Ok(crate::object::py_bool(yes))
        }
        "__enter__" | "__iter__" => check_open(rt, file).map(|_| file),
        "__next__" => match next_line(rt, file)? {
            Some(line) => Ok(line),
            None => raise!(StopIteration, ""),
        },
        _ => unreachable!("file objects have no method {name}"),
    }
}

/// The data attributes of file objects.
pub fn file_attr(rt: &mut Rt, file: Value, name: &str) -> Option<Value> {
    let f = fields(file);
    match name {
        "name" => Some(f.a),
        "mode" => Some(f.b),
        "closed" => Some(crate::object::py_bool(matches!(entry(rt, file).stream, Stream::Closed))),
        "encoding" if !is_binary(rt, file) => {
            let encoding = entry(rt, file).encoding;
            Some(rt.intern(encoding))
        }
        _ => None,
    }
}

/// `repr(file)`, as CPython's text files show themselves.
pub fn file_repr(rt: &mut Rt, file: Value) -> String {
    let f = fields(file);
    let name = crate::ops::py_repr(rt, f.a).unwrap_or_default();
    if is_binary(rt, file) {
        return format!("<_io.{} name={name}>", file_class(file).name());
    }
    let mode = str_text(f.b);
    let encoding = entry(rt, file).encoding;
    format!("<_io.TextIOWrapper name={name} mode='{mode}' encoding='{encoding}'>")
}

/// Flushes every file still open (at exit; errors are ignored, as CPython's are for
/// files it closes at shutdown).
pub fn flush_all(files: &mut [OpenFile]) {
    for f in files {
        if let Stream::Write(w) = &mut f.stream {
            let _ = w.flush();
        }
    }
}
