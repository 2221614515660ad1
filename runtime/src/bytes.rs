//! `bytes`: immutable byte strings (`LayoutId::Bytes`), their constructor, repr,
//! methods and codecs (`str.encode`, `bytes.decode`: UTF-8, ASCII and Latin-1).

use crate::builtins::Kw;
use crate::error::{ExcKind, PyErr, PyResult};
use crate::int::int_ref;
use crate::object::*;
use crate::ops;
use crate::raise;
use crate::value::Value;
use crate::vm::Rt;

/// The methods of `bytes` ember has.
pub const METHODS: &[&str] = &[
    "decode",
    "hex",
    "fromhex",
    "count",
    "find",
    "rfind",
    "index",
    "rindex",
    "startswith",
    "endswith",
    "split",
    "join",
    "strip",
    "lstrip",
    "rstrip",
    "replace",
    "upper",
    "lower",
    "isdigit",
    "isalpha",
    "isalnum",
    "isspace",
    "isupper",
    "islower",
];

/// The methods of CPython's `bytes` that ember's lacks (using one says so).
pub const MISSING_METHODS: &[&str] = &[
    "capitalize",
    "center",
    "expandtabs",
    "isascii",
    "istitle",
    "ljust",
    "maketrans",
    "partition",
    "removeprefix",
    "removesuffix",
    "rjust",
    "rpartition",
    "rsplit",
    "splitlines",
    "swapcase",
    "title",
    "translate",
    "zfill",
];

/// `repr(b)`: `b'...'`, in double quotes when the bytes hold `'` but no `"`; the
/// bytes outside printable ASCII as `\xhh`.
pub fn bytes_repr(data: &[u8]) -> String {
    let quote = if data.contains(&b'\'') && !data.contains(&b'"') { '"' } else { '\'' };
    let mut out = String::with_capacity(data.len() + 3);
    out.push('b');
    out.push(quote);
    for &b in data {
        match b {
            b'\\' => out.push_str("\\\\"),
            b'\t' => out.push_str("\\t"),
            b'\n' => out.push_str("\\n"),
            b'\r' => out.push_str("\\r"),
            _ if b as char == quote => {
                out.push('\\');
                out.push(quote);
            }
            0x20..=0x7e => out.push(b as char),
            _ => out.push_str(&format!("\\x{b:02x}")),
        }
    }
    out.push(quote);
    out
}

/// The bytes of a bytes-like argument (`bytes` or `bytearray`); None for others.
fn bytes_arg<'a>(v: Value) -> Option<&'a [u8]> {
    bytes_like(v)
}

/// `bytes(...)`: empty; `n` zero bytes; a str encoded; or the ints of an iterable.
pub fn construct(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    construct_named(rt, "bytes", args, kw)
}

/// The bytes `name(...)` makes (`bytes` or `bytearray`, which error messages name).
pub(crate) fn construct_named(rt: &mut Rt, name: &str, args: &[Value], kw: &Kw) -> PyResult<Value> {
    let source =
        crate::builtins::keyword("bytes", kw, &["source", "encoding", "errors"], "source")?.or(args.first().copied());
    let encoding =
        crate::builtins::keyword("bytes", kw, &["source", "encoding", "errors"], "encoding")?.or(args.get(1).copied());
    let errors =
        crate::builtins::keyword("bytes", kw, &["source", "encoding", "errors"], "errors")?.or(args.get(2).copied());
    if args.len() > 3 {
        return raise!(TypeError, "bytes() takes at most 3 arguments ({} given)", args.len());
    }
    let Some(source) = source else {
        if encoding.is_some() || errors.is_some() {
            return raise!(TypeError, "encoding or errors without sequence argument");
        }
        return Ok(rt.new_bytes(&[]));
    };
    if class_of(source) == ClassId::Str {
        let Some(encoding) = encoding else { return raise!(TypeError, "string argument without an encoding") };
        let data = encode(rt, source, text_arg("bytes", "encoding", encoding)?, errors_arg(errors)?)?;
        return Ok(rt.new_bytes(&data));
    }
    if encoding.is_some() {
        return raise!(TypeError, "encoding without a string argument");
    }
    if errors.is_some() {
        return raise!(TypeError, "errors without a string argument");
    }
    if class_of(source) == ClassId::Bytes {
        return Ok(source);
    }
    if let Some(data) = bytes_like(source) {
        let copy = data.to_vec();
        return Ok(rt.new_bytes(&copy));
    }
    if let Some(n) = int_ref(source) {
        let Some(n) = n.to_i64() else {
            return raise!(OverflowError, "cannot fit 'int' into an index-sized integer");
        };
        if n < 0 {
            return raise!(ValueError, "negative count");
        }
        Rt::check_alloc(n as u128, 1)?;
        return Ok(rt.new_bytes(&vec![0; n as usize]));
    }
    if ops::get_iter(rt, source).is_err() {
        return raise!(TypeError, "cannot convert '{}' object to {}", type_name(source), name);
    }
    let mark = rt.handles.len();
    let items = ops::collect_iterable(rt, source);
    // CPython's two types word the range error differently.
    let to_byte = if name == "bytearray" { single_byte } else { byte_value };
    let data: PyResult<Vec<u8>> = items.and_then(|items| items.into_iter().map(to_byte).collect());
    rt.handles.truncate(mark);
    Ok(rt.new_bytes(&data?))
}

/// An item of an iterable that makes bytes: an int in 0..256.
fn byte_value(v: Value) -> PyResult<u8> {
    int_in_byte_range(v, "bytes must be in range(0, 256)")
}

/// A single byte given as an int (`b in data`, `data.find(b)`).
pub(crate) fn single_byte(v: Value) -> PyResult<u8> {
    int_in_byte_range(v, "byte must be in range(0, 256)")
}

/// `v` as a byte: an int in 0..256, else a ValueError saying `out_of_range`.
fn int_in_byte_range(v: Value, out_of_range: &str) -> PyResult<u8> {
    match int_ref(v) {
        Some(i) => match i.to_i64().and_then(|n| u8::try_from(n).ok()) {
            Some(b) => Ok(b),
            None => raise!(ValueError, "{}", out_of_range),
        },
        None => raise!(TypeError, "'{}' object cannot be interpreted as an integer", type_name(v)),
    }
}

fn text_arg<'a>(function: &str, name: &str, v: Value) -> PyResult<&'a str> {
    if class_of(v) == ClassId::Str {
        Ok(str_text(v))
    } else {
        raise!(TypeError, "{}() argument '{}' must be str, not {}", function, name, type_name(v))
    }
}

/// How a codec handles what it cannot convert.
#[derive(Copy, Clone, PartialEq)]
enum Errors {
    Strict,
    Ignore,
    Replace,
}

fn errors_arg(v: Option<Value>) -> PyResult<Errors> {
    let Some(v) = v else { return Ok(Errors::Strict) };
    if class_of(v) != ClassId::Str {
        return raise!(TypeError, "encode() argument 'errors' must be str, not {}", type_name(v));
    }
    match str_text(v) {
        "strict" => Ok(Errors::Strict),
        "ignore" => Ok(Errors::Ignore),
        "replace" => Ok(Errors::Replace),
        other => raise!(NotImplementedError, "the '{}' error handler is not supported by ember yet", other),
    }
}

/// The codecs ember has, by any of CPython's names for them.
#[derive(Copy, Clone, PartialEq)]
enum Codec {
    Utf8,
    Ascii,
    Latin1,
}

impl Codec {
    fn named(name: &str) -> PyResult<Codec> {
        let normal = name.to_ascii_lowercase().replace(['-', ' '], "_");
        match normal.as_str() {
            "utf_8" | "utf8" | "u8" | "utf" | "cp65001" => Ok(Codec::Utf8),
            "ascii" | "us_ascii" | "646" => Ok(Codec::Ascii),
            "latin_1" | "latin1" | "iso_8859_1" | "iso8859_1" | "8859" | "l1" | "latin" => Ok(Codec::Latin1),
            "utf_16" | "utf_32" | "utf_16_le" | "utf_16_be" | "utf_32_le" | "utf_32_be" | "cp1252" | "cp437" => {
                raise!(NotImplementedError, "the '{}' codec is not supported by ember yet", name)
            }
            _ => raise!(LookupError, "unknown encoding: {}", name),
        }
    }

    /// CPython's name for it in error messages.
    fn name(self) -> &'static str {
        match self {
            Codec::Utf8 => "utf-8",
            Codec::Ascii => "ascii",
            Codec::Latin1 => "latin-1",
        }
    }
}

/// The UnicodeDecodeError or UnicodeEncodeError of `codec` failing on
/// `object[start..end]`, made as CPython makes it (with those five arguments).
fn unicode_error(
    rt: &mut Rt,
    kind: ExcKind,
    codec: Codec,
    object: Value,
    (start, end): (usize, usize),
    reason: &str,
) -> Box<PyErr> {
    let encoding = rt.intern(codec.name());
    let reason = rt.new_str(reason);
    rt.handles.push(reason);
    let args = [encoding, object, Value::small_int(start as i64), Value::small_int(end as i64), reason];
    let e = crate::interp::raise_builtin(rt, kind, &args);
    rt.handles.pop();
    e
}

/// `source.encode(encoding, errors)` for str `source` (rooted by the caller).
fn encode(rt: &mut Rt, source: Value, encoding: &str, errors: Errors) -> PyResult<Vec<u8>> {
    let s = str_text(source);
    let codec = Codec::named(encoding)?;
    let limit = match codec {
        Codec::Utf8 => return Ok(s.as_bytes().to_vec()),
        Codec::Ascii => 0x80,
        Codec::Latin1 => 0x100,
    };
    let chars: Vec<char> = s.chars().collect();
    let mut out = Vec::with_capacity(s.len());
    for (i, &c) in chars.iter().enumerate() {
        if (c as u32) < limit {
            out.push(c as u8);
            continue;
        }
        match errors {
            Errors::Ignore => {}
            Errors::Replace => out.push(b'?'),
            Errors::Strict => {
                // CPython names the whole run of characters the codec cannot encode.
                let run = chars[i..].iter().take_while(|&&c| c as u32 >= limit).count();
                let reason = format!("ordinal not in range({limit})");
                return Err(unicode_error(rt, ExcKind::UnicodeEncodeError, codec, source, (i, i + run), &reason));
            }
        }
    }
    Ok(out)
}

/// `source.decode(encoding, errors)` for bytes `source` (rooted by the caller).
fn decode(rt: &mut Rt, source: Value, encoding: &str, errors: Errors) -> PyResult<String> {
    let data = bytes_like(source).expect("a bytes-like object");
    let codec = Codec::named(encoding)?;
    match codec {
        Codec::Latin1 => Ok(data.iter().map(|&b| b as char).collect()),
        Codec::Ascii => {
            let mut out = String::with_capacity(data.len());
            for (i, &b) in data.iter().enumerate() {
                if b < 0x80 {
                    out.push(b as char);
                } else if errors == Errors::Replace {
                    out.push('\u{fffd}');
                } else if errors == Errors::Strict {
                    let reason = "ordinal not in range(128)";
                    return Err(unicode_error(rt, ExcKind::UnicodeDecodeError, codec, source, (i, i + 1), reason));
                }
            }
            Ok(out)
        }
        Codec::Utf8 => {
            let mut out = String::with_capacity(data.len());
            let mut rest = data;
            let mut offset = 0;
            loop {
                match std::str::from_utf8(rest) {
                    Ok(s) => {
                        out.push_str(s);
                        return Ok(out);
                    }
                    Err(e) => {
                        let good = e.valid_up_to();
                        out.push_str(std::str::from_utf8(&rest[..good]).expect("checked valid"));
                        let bad = e.error_len().unwrap_or(rest.len() - good);
                        if errors == Errors::Strict {
                            let reason = utf8_reason(&rest[good..good + bad], e.error_len().is_none());
                            let position = offset + good;
                            let span = (position, position + bad);
                            return Err(unicode_error(rt, ExcKind::UnicodeDecodeError, codec, source, span, reason));
                        }
                        if errors == Errors::Replace {
                            out.push('\u{fffd}');
                        }
                        rest = &rest[good + bad..];
                        offset += good + bad;
                    }
                }
            }
        }
    }
}

/// Why UTF-8 sequence `bad` does not decode (`truncated`: cut off by the end of the
/// data), in CPython's words.
fn utf8_reason(bad: &[u8], truncated: bool) -> &'static str {
    if truncated {
        "unexpected end of data"
    } else if (0x80..0xc2).contains(&bad[0]) || bad[0] > 0xf4 {
        "invalid start byte"
    } else {
        "invalid continuation byte"
    }
}

/// The message of a UnicodeDecodeError or UnicodeEncodeError made with CPython's
/// five arguments (encoding, object, start, end, reason); None for other arguments.
pub fn unicode_error_message(kind: ExcKind, args: &[Value]) -> Option<String> {
    let [encoding, object, start, end, reason] = *args else { return None };
    if class_of(encoding) != ClassId::Str || class_of(reason) != ClassId::Str {
        return None;
    }
    let (encoding, reason) = (str_text(encoding), str_text(reason));
    let start = usize::try_from(int_ref(start)?.to_i64()?).ok()?;
    let end = usize::try_from(int_ref(end)?.to_i64()?).ok()?;
    let single = end == start + 1;
    if kind == ExcKind::UnicodeDecodeError {
        let byte = bytes_arg(object)?.get(start).copied();
        return Some(match byte {
            Some(b) if single => {
                format!("'{encoding}' codec can't decode byte 0x{b:02x} in position {start}: {reason}")
            }
            _ => {
                format!("'{encoding}' codec can't decode bytes in position {start}-{}: {reason}", end.saturating_sub(1))
            }
        });
    }
    let c = (class_of(object) == ClassId::Str).then(|| str_text(object).chars().nth(start)).flatten();
    Some(match c {
        Some(c) if single => {
            let code = c as u32;
            let shown = if code < 0x100 {
                format!("\\x{code:02x}")
            } else if code < 0x10000 {
                format!("\\u{code:04x}")
            } else {
                format!("\\U{code:08x}")
            };
            format!("'{encoding}' codec can't encode character '{shown}' in position {start}: {reason}")
        }
        _ => format!(
            "'{encoding}' codec can't encode characters in position {start}-{}: {reason}",
            end.saturating_sub(1)
        ),
    })
}

/// `str(object, encoding='utf-8', errors='strict')`: bytes decoded (the form of `str`
/// with an encoding or errors).
pub fn str_of_bytes(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    const PARAMS: &[&str] = &["object", "encoding", "errors"];
    if args.len() > 3 {
        return raise!(TypeError, "str expected at most 3 arguments, got {}", args.len());
    }
    let object = crate::builtins::keyword("str", kw, PARAMS, "object")?.or(args.first().copied());
    let encoding = crate::builtins::keyword("str", kw, PARAMS, "encoding")?.or(args.get(1).copied());
    let errors = crate::builtins::keyword("str", kw, PARAMS, "errors")?.or(args.get(2).copied());
    let Some(object) = object else { return Ok(rt.intern("")) };
    if encoding.is_none() && errors.is_none() {
        return crate::builtins::call_object(rt, ClassId::Str.type_object(), &[object], &[]);
    }
    if bytes_arg(object).is_none() {
        if class_of(object) == ClassId::Str {
            return raise!(TypeError, "decoding str is not supported");
        }
        return raise!(TypeError, "decoding to str: need a bytes-like object, {} found", type_name(object));
    };
    let encoding = match encoding {
        Some(e) => text_arg("str", "encoding", e)?,
        None => "utf-8",
    };
    let text = decode(rt, object, encoding, errors_arg(errors)?)?;
    Ok(rt.new_str(&text))
}

/// `s.encode(encoding='utf-8', errors='strict')`.
pub fn str_encode(rt: &mut Rt, s: Value, args: &[Value], kw: &Kw) -> PyResult<Value> {
    if args.len() > 2 {
        return raise!(TypeError, "encode() takes at most 2 arguments ({} given)", args.len());
    }
    let encoding =
        crate::builtins::keyword("encode", kw, &["encoding", "errors"], "encoding")?.or(args.first().copied());
    let errors = crate::builtins::keyword("encode", kw, &["encoding", "errors"], "errors")?.or(args.get(1).copied());
    let encoding = match encoding {
        Some(e) => text_arg("encode", "encoding", e)?,
        None => "utf-8",
    };
    let data = encode(rt, s, encoding, errors_arg(errors)?)?;
    Ok(rt.new_bytes(&data))
}

/// `cls.fromhex(text)`, the classmethod of `bytes` (`args[0]` is `cls`).
pub fn fromhex(rt: &mut Rt, args: &[Value], kw: &Kw) -> PyResult<Value> {
    crate::methods::no_method_keywords(ClassId::Bytes, "fromhex", kw)?;
    let [_, text] = args else {
        return raise!(TypeError, "fromhex() takes exactly one argument ({} given)", args.len().saturating_sub(1));
    };
    let text = text_arg("fromhex", "string", *text)?;
    let digits: Vec<(usize, char)> = text.char_indices().collect();
    let mut out = Vec::with_capacity(text.len() / 2);
    let mut i = 0;
    while i < digits.len() {
        let (at, c) = digits[i];
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let high = c.to_digit(16);
        let low = digits.get(i + 1).and_then(|&(_, d)| d.to_digit(16));
        match (high, low) {
            (Some(h), Some(l)) => out.push((h * 16 + l) as u8),
            (Some(_), None) => {
                let position = digits.get(i + 1).map_or(at + 1, |&(p, _)| p);
                return raise!(ValueError, "non-hexadecimal number found in fromhex() arg at position {}", position);
            }
            (None, _) => {
                return raise!(ValueError, "non-hexadecimal number found in fromhex() arg at position {}", at);
            }
        }
        i += 2;
    }
    Ok(rt.new_bytes(&out))
}

/// The methods of `bytes`.
pub fn bytes_method(rt: &mut Rt, recv: Value, name: &str, args: &[Value], kw: &Kw) -> PyResult<Value> {
    let data = bytes_data(recv);
    if name == "decode" {
        if args.len() > 2 {
            return raise!(TypeError, "decode() takes at most 2 arguments ({} given)", args.len());
        }
        let encoding =
            crate::builtins::keyword("decode", kw, &["encoding", "errors"], "encoding")?.or(args.first().copied());
        let errors =
            crate::builtins::keyword("decode", kw, &["encoding", "errors"], "errors")?.or(args.get(1).copied());
        let encoding = match encoding {
            Some(e) => text_arg("decode", "encoding", e)?,
            None => "utf-8",
        };
        let text = decode(rt, recv, encoding, errors_arg(errors)?)?;
        return Ok(rt.new_str(&text));
    }
    // The methods that take keywords, as positional arguments.
    let named: Vec<Value>;
    let args = match name {
        "split" | "hex" => {
            let params: &[&str] = if name == "split" { &["sep", "maxsplit"] } else { &["sep", "bytes_per_sep"] };
            if args.len() > 2 {
                return raise!(TypeError, "{}() takes at most 2 arguments ({} given)", name, args.len());
            }
            let mut full = args.to_vec();
            for (i, p) in params.iter().enumerate() {
                if let Some(v) = crate::builtins::keyword(name, kw, params, p)? {
                    if i < args.len() {
                        return raise!(
                            TypeError,
                            "argument for {}() given by name ('{}') and position ({})",
                            name,
                            p,
                            i + 1
                        );
                    }
                    full.resize(i, none());
                    full.push(v);
                }
            }
            named = full;
            &named[..]
        }
        _ => {
            crate::methods::no_method_keywords(ClassId::Bytes, name, kw)?;
            args
        }
    };
    let arity = |min: usize, max: usize| crate::methods::arity("bytes", name, args, min, max);
    let sub_arg = |v: Value| -> PyResult<Vec<u8>> {
        match (bytes_arg(v), int_ref(v)) {
            (Some(b), _) => Ok(b.to_vec()),
            (None, Some(_)) => Ok(vec![single_byte(v)?]),
            _ => raise!(TypeError, "argument should be integer or bytes-like object, not '{}'", type_name(v)),
        }
    };
    let bytes_only = |v: Value| -> PyResult<&[u8]> {
        bytes_arg(v).map_or_else(|| raise!(TypeError, "a bytes-like object is required, not '{}'", type_name(v)), Ok)
    };
    match name {
        "hex" => {
            arity(0, 2)?;
            let sep = match args.first().filter(|s| !is_none(**s)) {
                None => None,
                Some(&s) => {
                    let text: Vec<char> = if class_of(s) == ClassId::Str {
                        str_text(s).chars().collect()
                    } else if let Some(b) = bytes_arg(s) {
                        b.iter().map(|&c| c as char).collect()
                    } else {
                        return raise!(TypeError, "sep must be str or bytes.");
                    };
                    match text[..] {
                        [c] if c.is_ascii() => Some(c),
                        [_] => return raise!(ValueError, "sep must be ASCII."),
                        _ => return raise!(ValueError, "sep must be length 1."),
                    }
                }
            };
            let group = match args.get(1) {
                Some(&g) => crate::methods::index_arg(g)?,
                None => 1,
            };
            Ok(rt.new_str(&hex(data, sep, group)))
        }
        "fromhex" => fromhex(rt, &[ClassId::Bytes.type_object(), args.first().copied().unwrap_or_else(none)], &[]),
        "count" | "find" | "rfind" | "index" | "rindex" => {
            arity(1, 3)?;
            let needle = sub_arg(args[0])?;
            let (start, end) = crate::methods::char_range(&args[1..], data.len())?;
            let hay = &data[start.min(end)..end];
            let positions = || (0..=hay.len().saturating_sub(needle.len())).filter(|&i| hay[i..].starts_with(&needle));
            if name == "count" {
                if needle.is_empty() {
                    return Ok(Value::small_int(hay.len() as i64 + 1));
                }
                let mut count = 0;
                let mut i = 0;
                while i + needle.len() <= hay.len() {
                    if hay[i..].starts_with(&needle) {
                        count += 1;
                        i += needle.len();
                    } else {
                        i += 1;
                    }
                }
                return Ok(Value::small_int(count));
            }
            let found = if start > end || needle.len() > hay.len() {
                None
            } else if name.starts_with('r') {
                positions().next_back()
            } else {
                positions().next()
            };
            match found {
                Some(i) => Ok(Value::small_int((start + i) as i64)),
                None if name.ends_with("find") => Ok(Value::small_int(-1)),
                None => raise!(ValueError, "subsection not found"),
            }
        }
        "startswith" | "endswith" => {
            arity(1, 3)?;
            let (start, end) = crate::methods::char_range(&args[1..], data.len())?;
            let hay = if start <= end { &data[start..end] } else { &data[0..0] };
            let test = |p: &[u8]| if name == "startswith" { hay.starts_with(p) } else { hay.ends_with(p) };
            let result = if class_of(args[0]) == ClassId::Tuple {
                let mut any = false;
                for p in tuple_items(args[0]) {
                    any |= test(bytes_only(*p)?);
                }
                any
            } else {
                match bytes_arg(args[0]) {
                    Some(p) => test(p),
                    None => {
                        return raise!(
                            TypeError,
                            "{} first arg must be bytes or a tuple of bytes, not {}",
                            name,
                            type_name(args[0])
                        );
                    }
                }
            };
            Ok(py_bool(result))
        }
        "split" => {
            arity(0, 2)?;
            let sep = args.first().copied().filter(|s| !is_none(*s));
            let maxsplit = match args.get(1) {
                Some(&m) => crate::methods::index_arg(m)?,
                None => -1,
            };
            let parts = split(data, sep.map(bytes_only).transpose()?, maxsplit)?;
            let mark = rt.handles.len();
            let mut values = Vec::with_capacity(parts.len());
            for p in &parts {
                let v = rt.new_bytes(p);
                rt.handles.push(v);
                values.push(v);
            }
            let list = rt.new_list(&values);
            rt.handles.truncate(mark);
            Ok(list)
        }
        "join" => {
            arity(1, 1)?;
            let mark = rt.handles.len();
            let items = ops::collect_iterable(rt, args[0]);
            let joined = items.and_then(|items| {
                let mut out = Vec::new();
                for (i, item) in items.iter().enumerate() {
                    let Some(b) = bytes_arg(*item) else {
                        return raise!(
                            TypeError,
                            "sequence item {}: expected a bytes-like object, {} found",
                            i,
                            type_name(*item)
                        );
                    };
                    if i > 0 {
                        out.extend_from_slice(data);
                    }
                    out.extend_from_slice(b);
                }
                Ok(out)
            });
            rt.handles.truncate(mark);
            Ok(rt.new_bytes(&joined?))
        }
        "strip" | "lstrip" | "rstrip" => {
            arity(0, 1)?;
            let set: Vec<u8> = match args.first().filter(|c| !is_none(**c)) {
                Some(&c) => bytes_only(c)?.to_vec(),
                None => b" \t\n\r\x0b\x0c".to_vec(),
            };
            let mut start = 0;
            let mut end = data.len();
            if name != "rstrip" {
                while start < end && set.contains(&data[start]) {
                    start += 1;
                }
            }
            if name != "lstrip" {
                while end > start && set.contains(&data[end - 1]) {
                    end -= 1;
                }
            }
            Ok(rt.new_bytes(&data[start..end]))
        }
        "replace" => {
            arity(2, 3)?;
            let (old, new) = (bytes_only(args[0])?, bytes_only(args[1])?);
            let limit = match args.get(2) {
                Some(&c) => crate::methods::index_arg(c)?,
                None => -1,
            };
            Ok(rt.new_bytes(&replace(data, old, new, limit)))
        }
        "upper" | "lower" => {
            arity(0, 0)?;
            let out: Vec<u8> = if name == "upper" { data.to_ascii_uppercase() } else { data.to_ascii_lowercase() };
            Ok(rt.new_bytes(&out))
        }
        "isdigit" | "isalpha" | "isalnum" | "isspace" | "isupper" | "islower" => {
            arity(0, 0)?;
            let r = match name {
                "isdigit" => !data.is_empty() && data.iter().all(u8::is_ascii_digit),
                "isalpha" => !data.is_empty() && data.iter().all(u8::is_ascii_alphabetic),
                "isalnum" => !data.is_empty() && data.iter().all(u8::is_ascii_alphanumeric),
                "isspace" => !data.is_empty() && data.iter().all(|b| b" \t\n\r\x0b\x0c".contains(b)),
                "isupper" => data.iter().any(u8::is_ascii_uppercase) && !data.iter().any(u8::is_ascii_lowercase),
                _ => data.iter().any(u8::is_ascii_lowercase) && !data.iter().any(u8::is_ascii_uppercase),
            };
            Ok(py_bool(r))
        }
        _ => Err(crate::classes::attribute_error(recv, name, format!("'bytes' object has no attribute '{name}'"))),
    }
}

/// `data.split(sep, maxsplit)`: on runs of ASCII whitespace without `sep`.
fn split(data: &[u8], sep: Option<&[u8]>, maxsplit: i64) -> PyResult<Vec<Vec<u8>>> {
    let mut parts = Vec::new();
    let mut left = if maxsplit < 0 { usize::MAX } else { maxsplit as usize };
    match sep {
        Some([]) => raise!(ValueError, "empty separator"),
        Some(sep) => {
            let mut rest = data;
            while left > 0 {
                let Some(i) = (0..=rest.len().saturating_sub(sep.len())).find(|&i| rest[i..].starts_with(sep)) else {
                    break;
                };
                parts.push(rest[..i].to_vec());
                rest = &rest[i + sep.len()..];
                left -= 1;
            }
            parts.push(rest.to_vec());
            Ok(parts)
        }
        None => {
            let space = |b: &u8| b" \t\n\r\x0b\x0c".contains(b);
            let mut i = 0;
            while i < data.len() {
                while i < data.len() && space(&data[i]) {
                    i += 1;
                }
                if i == data.len() {
                    break;
                }
                if left == 0 {
                    let mut end = data.len();
                    while end > i && space(&data[end - 1]) {
                        end -= 1;
                    }
                    parts.push(data[i..end].to_vec());
                    break;
                }
                let start = i;
                while i < data.len() && !space(&data[i]) {
                    i += 1;
                }
                parts.push(data[start..i].to_vec());
                left = left.saturating_sub(1);
            }
            Ok(parts)
        }
    }
}

/// `data.replace(old, new, count)`.
fn replace(data: &[u8], old: &[u8], new: &[u8], limit: i64) -> Vec<u8> {
    let mut left = if limit < 0 { usize::MAX } else { limit as usize };
    let mut out = Vec::with_capacity(data.len());
    if old.is_empty() {
        for &b in data {
            if left > 0 {
                out.extend_from_slice(new);
                left -= 1;
            }
            out.push(b);
        }
        if left > 0 {
            out.extend_from_slice(new);
        }
        return out;
    }
    let mut i = 0;
    while i < data.len() {
        if left > 0 && data[i..].starts_with(old) {
            out.extend_from_slice(new);
            i += old.len();
            left -= 1;
        } else {
            out.push(data[i]);
            i += 1;
        }
    }
    out
}

/// `a in b` for bytes `b`: an int is one of its bytes; bytes a run of them.
pub fn contains(b: Value, item: Value) -> PyResult<bool> {
    let data = bytes_like(b).expect("a bytes-like container");
    if let Some(needle) = bytes_arg(item) {
        return Ok(needle.is_empty() || data.windows(needle.len()).any(|w| w == needle));
    }
    if int_ref(item).is_some() {
        return Ok(data.contains(&single_byte(item)?));
    }
    raise!(TypeError, "a bytes-like object is required, not '{}'", type_name(item))
}

/// `data.hex(sep, bytes_per_sep)`: two digits a byte, `sep` between groups of
/// `|bytes_per_sep|` bytes counted from the right (from the left when negative).
fn hex(data: &[u8], sep: Option<char>, bytes_per_sep: i64) -> String {
    let digits = |b: &u8| format!("{b:02x}");
    let Some(sep) = sep.filter(|_| bytes_per_sep != 0) else { return data.iter().map(digits).collect() };
    let size = bytes_per_sep.unsigned_abs() as usize;
    // Where the first group ends: a short group goes first when counting from the right.
    let first = if bytes_per_sep > 0 && !data.len().is_multiple_of(size) { data.len() % size } else { size };
    let mut out = String::with_capacity(data.len() * 3);
    for (i, b) in data.iter().enumerate() {
        if i > 0 && (i == first || (i > first && (i - first) % size == 0)) {
            out.push(sep);
        }
        out.push_str(&digits(b));
    }
    out
}
