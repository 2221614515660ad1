//! Python 3.11's rules for f-strings and escape sequences, which differ from the
//! PEP 701 f-strings `ruff_python_parser` implements: in 3.11 an f-string is one
//! string token whose replacement fields are parsed afterwards, their expressions
//! may not contain a backslash or `#`, and format specs nest two levels at most.

use super::Src;
use super::tokens::{Kind, Scan};
use crate::error::CompileError;
use ruff_python_parser::InterpolatedStringErrorType as F;

/// CPython's message for an f-string error `ruff_python_parser` reports (when the
/// 3.11 scan of the string found nothing more precise).
pub fn ruff_message(e: &F) -> String {
    match e {
        F::UnclosedLbrace | F::NewlineInFormatSpec => "f-string: expecting '}'",
        F::SingleRbrace => "f-string: single '}' is not allowed",
        F::InvalidConversionFlag | F::ConversionFlagNotImmediatelyAfterExclamation => {
            "f-string: invalid conversion character: expected 's', 'r', or 'a'"
        }
        F::UnterminatedString | F::UnterminatedTripleQuotedString => "f-string: unterminated string",
        F::LambdaWithoutParentheses => "f-string: invalid syntax",
    }
    .to_string()
}

/// A string token's prefix (lower case), quote length and body.
fn split_string(text: &str) -> (String, usize, &str) {
    let prefix_len = text.find(['\'', '"']).unwrap_or(0);
    let prefix = text[..prefix_len].to_ascii_lowercase();
    let rest = &text[prefix_len..];
    let q = rest.as_bytes().first().copied().unwrap_or(b'\'');
    let quote = if rest.len() >= 6 && rest.as_bytes()[1] == q && rest.as_bytes()[2] == q { 3 } else { 1 };
    let body = rest.get(quote..rest.len().saturating_sub(quote)).unwrap_or("");
    (prefix, quote, body)
}

/// The first 3.11 f-string error among the string tokens starting at or before
/// `limit`, with the offset of its token.
pub fn first_error(src: &Src, scan: &Scan, limit: usize) -> Option<(usize, CompileError)> {
    for t in scan.tokens.iter().filter(|t| t.kind == Kind::String && t.start <= limit) {
        let text = &src.text[t.start..t.end];
        let (prefix, _, body) = split_string(text);
        if !prefix.contains('f') {
            continue;
        }
        let mut p =
            Parser { body: body.as_bytes(), text: body, pos: 0, raw: prefix.contains('r'), filename: src.filename };
        if let Err(m) = p.fields(0) {
            return Some((t.start, src.error("SyntaxError", m, t.start)));
        }
    }
    None
}

struct Parser<'a> {
    body: &'a [u8],
    text: &'a str,
    pos: usize,
    raw: bool,
    filename: &'a str,
}

type FResult = Result<(), String>;

impl Parser<'_> {
    fn peek(&self) -> Option<u8> {
        self.body.get(self.pos).copied()
    }

    /// Literal text and replacement fields, up to the end of the body (level 0) or
    /// the `}` that ends a format spec (level > 0).
    fn fields(&mut self, level: u32) -> FResult {
        while let Some(c) = self.peek() {
            match c {
                b'\\' if !self.raw => {
                    // `\N{NAME}`: its braces are not a field.
                    if self.body.get(self.pos + 1) == Some(&b'N') && self.body.get(self.pos + 2) == Some(&b'{') {
                        while self.peek().is_some_and(|c| c != b'}') {
                            self.pos += 1;
                        }
                    } else {
                        self.pos += 1;
                    }
                    self.pos += 1;
                }
                b'{' | b'}' if level == 0 && self.body.get(self.pos + 1) == Some(&c) => self.pos += 2,
                b'}' if level == 0 => return Err("f-string: single '}' is not allowed".into()),
                b'}' => return Ok(()),
                b'{' => {
                    if level >= 2 {
                        return Err("f-string: expressions nested too deeply".into());
                    }
                    self.pos += 1;
                    self.field(level)?;
                }
                _ => self.pos += 1,
            }
        }
        if level > 0 { Err("f-string: expecting '}'".into()) } else { Ok(()) }
    }

    /// A replacement field after its `{`.
    fn field(&mut self, level: u32) -> FResult {
        let start = self.pos;
        let mut brackets: Vec<u8> = Vec::new();
        let mut quote: Option<(u8, usize)> = None;
        let end = loop {
            let Some(c) = self.peek() else {
                if quote.is_some() {
                    return Err("f-string: unterminated string".into());
                }
                if let Some(&open) = brackets.last() {
                    return Err(format!("f-string: unmatched '{}'", open as char));
                }
                return Err("f-string: expecting '}'".into());
            };
            if c == b'\\' {
                return Err("f-string expression part cannot include a backslash".into());
            }
            if let Some((q, n)) = quote {
                if c == q && (n == 1 || self.body[self.pos..].starts_with(&[q, q, q])) {
                    self.pos += n;
                    quote = None;
                } else {
                    self.pos += 1;
                }
                continue;
            }
            match c {
                b'\'' | b'"' => {
                    let n = if self.body[self.pos..].starts_with(&[c, c, c]) { 3 } else { 1 };
                    quote = Some((c, n));
                    self.pos += n;
                    continue;
                }
                b'(' | b'[' | b'{' => {
                    if brackets.len() >= 200 {
                        return Err("f-string: too many nested parenthesis".into());
                    }
                    brackets.push(c);
                }
                b'#' => return Err("f-string expression part cannot include '#'".into()),
                b'!' | b':' | b'}' | b'=' | b'<' | b'>' if brackets.is_empty() => {
                    let next = self.body.get(self.pos + 1).copied();
                    if next == Some(b'=') && matches!(c, b'!' | b'=' | b'<' | b'>') {
                        self.pos += 2;
                        continue;
                    }
                    if c != b'<' && c != b'>' {
                        break self.pos;
                    }
                }
                b')' | b']' | b'}' => {
                    let Some(open) = brackets.pop() else {
                        return Err(format!("f-string: unmatched '{}'", c as char));
                    };
                    let want = match open {
                        b'(' => b')',
                        b'[' => b']',
                        _ => b'}',
                    };
                    if c != want {
                        return Err(format!(
                            "f-string: closing parenthesis '{}' does not match opening parenthesis '{}'",
                            c as char, open as char
                        ));
                    }
                }
                _ => {}
            }
            self.pos += 1;
        };
        let expr = &self.text[start..end];
        let terminator = self.body[end];
        if expr.trim().is_empty() {
            return Err(if terminator == b'}' {
                "f-string: empty expression not allowed".into()
            } else {
                format!("f-string: expression required before '{}'", terminator as char)
            });
        }
        if expr.trim_start().starts_with('*') && !expr.trim_start().starts_with("**") && !expr.contains(',') {
            return Err("f-string: cannot use starred expression here".into());
        }
        let wrapped = format!("({expr})");
        if let Some(e) = super::tokens::scan(&wrapped).error.filter(|e| !e.deferred) {
            // The tokenizer's errors carry no "f-string: " prefix.
            return Err(e.message);
        }
        if let Some(e) = super::syntax_error_of(&wrapped, self.filename) {
            return Err(format!("f-string: {}", e.message));
        }
        if self.peek() == Some(b'=') {
            // `{x = }`: spaces may follow the `=`.
            self.pos += 1;
            while self.peek().is_some_and(|c| c.is_ascii_whitespace()) {
                self.pos += 1;
            }
        }
        if self.peek() == Some(b'!') {
            self.pos += 1;
            match self.peek() {
                None => return Err("f-string: expecting '}'".into()),
                Some(b's' | b'r' | b'a') => self.pos += 1,
                Some(_) => return Err("f-string: invalid conversion character: expected 's', 'r', or 'a'".into()),
            }
        }
        match self.peek() {
            Some(b':') => {
                self.pos += 1;
                self.fields(level + 1)?;
            }
            None => return Err("f-string: expecting '}'".into()),
            _ => {}
        }
        if self.peek() != Some(b'}') {
            return Err("f-string: expecting '}'".into());
        }
        self.pos += 1;
        Ok(())
    }
}

/// CPython's `(unicode error)` for the bad escape sequence in the string token at
/// `offset`.
pub fn escape_error(src: &Src, scan: &Scan, offset: usize) -> Option<CompileError> {
    let t =
        scan.tokens.iter().find(|t| t.kind == Kind::String && t.start <= offset && offset < t.end.max(t.start + 1))?;
    let text = &src.text[t.start..t.end];
    let (prefix, _, body) = split_string(text);
    if prefix.contains('r') || prefix.contains('b') {
        return None;
    }
    let b = body.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i] != b'\\' {
            i += 1;
            continue;
        }
        let start = i;
        let kind = b.get(i + 1).copied();
        i += 2;
        let digits = match kind {
            Some(b'x') => 2,
            Some(b'u') => 4,
            Some(b'U') => 8,
            Some(b'N') => {
                let ok = b.get(i) == Some(&b'{')
                    && body[i..].find('}').is_some_and(|close| {
                        let name = &body[i + 1..i + close];
                        !name.is_empty() && !name.contains('\\')
                    });
                let (end, reason) = match body[i..].find('}') {
                    Some(close) if ok => (i + close, "unknown Unicode character name"),
                    _ => (i.saturating_sub(1), "malformed \\N character escape"),
                };
                return Some(src.error(
                    "SyntaxError",
                    format!(
                        "(unicode error) 'unicodeescape' codec can't decode bytes in position {start}-{end}: {reason}"
                    ),
                    t.start,
                ));
            }
            _ => continue,
        };
        let n = b[i..].iter().take(digits).take_while(|c| c.is_ascii_hexdigit()).count();
        let end = i + n - 1;
        let escape = match kind {
            Some(b'x') => "\\xXX",
            Some(b'u') => "\\uXXXX",
            _ => "\\UXXXXXXXX",
        };
        let reason = if n < digits {
            format!("truncated {escape} escape")
        } else if u32::from_str_radix(&body[i..i + n], 16).is_ok_and(|v| v > 0x10ffff) {
            "illegal Unicode character".to_string()
        } else {
            i += n;
            continue;
        };
        return Some(src.error(
            "SyntaxError",
            format!("(unicode error) 'unicodeescape' codec can't decode bytes in position {start}-{end}: {reason}"),
            t.start,
        ));
    }
    None
}
