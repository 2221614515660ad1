//! Source bytes to text as CPython reads a script: a UTF-8 byte-order mark, a PEP 263
//! coding declaration on line 1 or 2, else UTF-8; undecodable bytes and unknown
//! encodings are SyntaxErrors with CPython's messages.

use crate::error::CompileError;
use std::borrow::Cow;

/// `\r\n` and lone `\r` to `\n` (Python reads source with universal newlines).
pub fn normalise_newlines(src: &str) -> Cow<'_, str> {
    if !src.contains('\r') {
        return Cow::Borrowed(src);
    }
    Cow::Owned(src.replace("\r\n", "\n").replace('\r', "\n"))
}

fn error(kind: &'static str, message: String, filename: &str, line: u32, text: &str) -> CompileError {
    CompileError { kind, message, filename: filename.to_string(), line, column: 0, source_line: text.to_string() }
}

/// The coding declared on `line` (`# -*- coding: NAME -*-`, `# vim: set fileencoding=NAME`).
fn coding_of(line: &[u8]) -> Option<String> {
    let text = String::from_utf8_lossy(line);
    let body = text.trim_start_matches([' ', '\t', '\x0c']);
    let comment = body.strip_prefix('#')?;
    let at = comment.find("coding")?;
    let rest = &comment[at + "coding".len()..];
    let rest = rest.strip_prefix([':', '='])?;
    let rest = rest.trim_start_matches([' ', '\t']);
    let name: String = rest.chars().take_while(|c| c.is_alphanumeric() || matches!(c, '-' | '_' | '.')).collect();
    (!name.is_empty()).then_some(name)
}

/// CPython's spelling of the common names of UTF-8 and Latin-1.
fn normal_name(name: &str) -> String {
    let lower: String = name.chars().take(12).map(|c| if c == '_' { '-' } else { c.to_ascii_lowercase() }).collect();
    if lower == "utf-8" || lower.starts_with("utf-8-") {
        return "utf-8".into();
    }
    for latin in ["latin-1", "iso-8859-1", "iso-latin-1"] {
        if lower == latin || lower.starts_with(&format!("{latin}-")) {
            return "iso-8859-1".into();
        }
    }
    name.to_string()
}

/// Codecs CPython has that ember does not decode (other than for ASCII-only source).
const OTHER_CODECS: &[&str] = &[
    "cp037",
    "cp437",
    "cp850",
    "cp852",
    "cp855",
    "cp857",
    "cp858",
    "cp860",
    "cp861",
    "cp862",
    "cp863",
    "cp865",
    "cp866",
    "cp869",
    "cp874",
    "cp932",
    "cp949",
    "cp950",
    "cp1250",
    "cp1251",
    "cp1252",
    "cp1253",
    "cp1254",
    "cp1255",
    "cp1256",
    "cp1257",
    "cp1258",
    "iso-8859-2",
    "iso-8859-3",
    "iso-8859-4",
    "iso-8859-5",
    "iso-8859-6",
    "iso-8859-7",
    "iso-8859-8",
    "iso-8859-9",
    "iso-8859-10",
    "iso-8859-13",
    "iso-8859-14",
    "iso-8859-15",
    "iso-8859-16",
    "iso8859-15",
    "latin-2",
    "latin2",
    "latin-9",
    "latin9",
    "koi8-r",
    "koi8-u",
    "mac-roman",
    "macroman",
    "mac-cyrillic",
    "shift-jis",
    "shift_jis",
    "sjis",
    "euc-jp",
    "euc-kr",
    "gb2312",
    "gbk",
    "gb18030",
    "big5",
    "windows-1250",
    "windows-1251",
    "windows-1252",
];

/// The line (1-based) holding byte `offset`, and its text.
fn line_at(bytes: &[u8], offset: usize) -> (u32, String) {
    let line = bytes[..offset].iter().filter(|&&b| b == b'\n').count() as u32 + 1;
    let start = bytes[..offset].iter().rposition(|&b| b == b'\n').map_or(0, |p| p + 1);
    let end = bytes[start..].iter().position(|&b| b == b'\n' || b == 0).map_or(bytes.len(), |p| start + p);
    (line, String::from_utf8_lossy(&bytes[start..end]).into_owned())
}

/// Decodes a source file's bytes. `filename` is the name CPython would print.
pub fn decode_source(bytes: &[u8], filename: &str) -> Result<String, CompileError> {
    let (bom, body) = match bytes.strip_prefix(b"\xef\xbb\xbf") {
        Some(rest) => (true, rest),
        None => (false, bytes),
    };
    let mut lines = body.split(|&b| b == b'\n');
    let first = lines.next().unwrap_or_default();
    let second = lines.next().unwrap_or_default();
    let blank_or_comment = |l: &[u8]| {
        let t = String::from_utf8_lossy(l);
        let t = t.trim_start_matches([' ', '\t', '\x0c', '\r']);
        t.is_empty() || t.starts_with('#')
    };
    let coding = coding_of(first)
        .map(|c| (c, 1))
        .or_else(|| if blank_or_comment(first) { coding_of(second).map(|c| (c, 2)) } else { None });
    // A NUL byte on a line before any undecodable byte is reported first.
    let nul = body.iter().position(|&b| b == 0);
    let nul_error = |at: usize| {
        let (line, text) = line_at(body, at);
        error("SyntaxError", "source code cannot contain null bytes".into(), filename, line, &text)
    };
    let Some((name, line)) = coding else {
        return match std::str::from_utf8(body) {
            Ok(s) => Ok(s.to_string()),
            Err(e) => {
                let bad = e.valid_up_to();
                if let Some(at) = nul.filter(|&n| line_at(body, n).0 < line_at(body, bad).0) {
                    return Err(nul_error(at));
                }
                let (line, _) = line_at(body, bad);
                Err(error(
                    "SyntaxError",
                    format!(
                        "Non-UTF-8 code starting with '\\x{:02x}' in file {filename} on line {line}, but no encoding declared; see https://peps.python.org/pep-0263/ for details",
                        body[bad]
                    ),
                    filename,
                    0,
                    "",
                ))
            }
        };
    };
    let normal = normal_name(&name);
    let problem = |what: String| error("SyntaxError", format!("encoding problem: {what}"), filename, 0, "");
    if bom && normal != "utf-8" {
        return Err(problem(format!("{normal} with BOM")));
    }
    let lower = normal.to_ascii_lowercase().replace('_', "-");
    match lower.as_str() {
        "utf-8" | "utf8" | "u8" | "utf" | "cp65001" => match std::str::from_utf8(body) {
            Ok(s) => Ok(s.to_string()),
            Err(e) => {
                let bad = e.valid_up_to();
                let (line, text) = line_at(body, bad);
                let start = body[..bad].iter().rposition(|&b| b == b'\n').map_or(0, |p| p + 1);
                let reason = if body[bad] >= 0xc0 && e.error_len().is_none() {
                    "unexpected end of data"
                } else if (0x80..0xc0).contains(&body[bad]) || body[bad] >= 0xf5 {
                    "invalid start byte"
                } else {
                    "invalid continuation byte"
                };
                Err(error(
                    "SyntaxError",
                    format!(
                        "(unicode error) 'utf-8' codec can't decode byte 0x{:02x} in position {}: {reason}",
                        body[bad],
                        bad - start
                    ),
                    filename,
                    line,
                    &text,
                ))
            }
        },
        "iso-8859-1" | "latin1" | "latin" | "l1" | "iso8859-1" | "8859" | "cp819" | "iso-ir-100" => {
            Ok(body.iter().map(|&b| b as char).collect())
        }
        "ascii" | "us-ascii" | "646" => {
            if body.is_ascii() {
                Ok(String::from_utf8_lossy(body).into_owned())
            } else {
                Err(problem(normal))
            }
        }
        other if OTHER_CODECS.contains(&other) => {
            if body.is_ascii() {
                Ok(String::from_utf8_lossy(body).into_owned())
            } else {
                let text = String::from_utf8_lossy(if line == 1 { first } else { second }).into_owned();
                Err(CompileError {
                    kind: "NotImplementedError",
                    message: format!(
                        "source encoding '{name}' is not supported by ember (only UTF-8, Latin-1 and ASCII)"
                    ),
                    filename: filename.to_string(),
                    line,
                    column: 1,
                    source_line: text,
                })
            }
        }
        _ => Err(problem(name)),
    }
}
