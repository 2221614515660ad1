//! A scanner with CPython 3.11's lexical rules. ember's AST comes from
//! `ruff_python_parser`; this scanner exists to find the errors CPython's tokenizer
//! reports (indentation, tabs, brackets, string and number literals, stray
//! characters, line continuations, NUL bytes), with CPython's wording and lines, and
//! to give the parse-error translation the tokens and bracket nesting around an error.
//!
//! 3.11 tokenizes an f-string as one string token (its fields are parsed later), so
//! this scanner does too.

/// What a token is (only as finely as the error translation needs).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    Name,
    Number,
    String,
    Op,
    Newline,
    Indent,
    Dedent,
    EndMarker,
}

#[derive(Clone, Debug)]
pub struct Token {
    pub kind: Kind,
    /// Byte offsets into the source.
    pub start: usize,
    pub end: usize,
    /// 1-based line of `start`.
    pub line: u32,
    /// Brackets open at this token (a closing bracket counts its own), the innermost
    /// of them and its offset.
    pub depth: u32,
    pub inner: Option<u8>,
    pub opener: Option<usize>,
}

/// An open bracket.
#[derive(Copy, Clone, Debug)]
pub struct Bracket {
    pub ch: u8,
    pub offset: usize,
    pub line: u32,
}

/// An error of the tokenizer: its exception class, message and where.
#[derive(Clone, Debug)]
pub struct LexError {
    pub kind: &'static str,
    pub message: String,
    pub offset: usize,
    pub line: u32,
    /// The text CPython shows for the line, when it is not the whole line (a line
    /// with a NUL byte is shown up to the NUL, without a caret).
    pub shown_text: Option<String>,
    /// CPython's tokenizer only records this error (indentation, tabs, a line
    /// continuation, the end of the input): it is reported if the parser gets this
    /// far, while an error it raises at once is reported even after a parse error
    /// earlier in the file.
    pub deferred: bool,
}

pub struct Scan {
    pub tokens: Vec<Token>,
    /// The first tokenizer error (the scan stops there).
    pub error: Option<LexError>,
    /// The innermost bracket still open at the end of the source.
    pub eof_open: Option<Bracket>,
    /// The number of lines (the line CPython's tokenizer is on at the end).
    pub lines: u32,
}

const TABSIZE: u32 = 8;
/// CPython's limits on indentation levels and bracket nesting.
const MAX_INDENT: usize = 100;
const MAX_LEVEL: usize = 200;

/// The number of lines of `src` as CPython's tokenizer counts them at the end of the
/// input (a final newline does not start another line).
pub fn line_count(src: &str) -> u32 {
    let n = src.bytes().filter(|&b| b == b'\n').count() as u32;
    if src.is_empty() || src.ends_with('\n') { n.max(1) } else { n + 1 }
}

/// Scans `src` (newlines already normalised to `\n`).
pub fn scan(src: &str) -> Scan {
    let nul = src.find('\0');
    let mut s = Scanner {
        src,
        b: src.as_bytes(),
        pos: 0,
        line: 1,
        line_start: 0,
        nul_line: nul.map(|o| src[..o].bytes().filter(|&b| b == b'\n').count() as u32 + 1),
        indents: vec![(0, 0)],
        brackets: Vec::new(),
        tokens: Vec::new(),
        lines: line_count(src),
        logical: false,
    };
    let error = s.run().err();
    let eof_open = if error.is_none() { s.brackets.last().copied() } else { None };
    Scan { tokens: s.tokens, error, eof_open, lines: s.lines }
}

struct Scanner<'s> {
    src: &'s str,
    b: &'s [u8],
    pos: usize,
    line: u32,
    line_start: usize,
    nul_line: Option<u32>,
    /// (column with tabs to multiples of 8, column with tabs as 1) per level.
    indents: Vec<(u32, u32)>,
    brackets: Vec<Bracket>,
    tokens: Vec<Token>,
    lines: u32,
    /// A token has been seen on the current logical line (a NEWLINE will end it).
    logical: bool,
}

type LexResult<T> = Result<T, LexError>;

fn is_id_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_' || c >= 0x80
}

fn is_id_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c >= 0x80
}

/// Python's `str.isprintable` for a character that is not an identifier character
/// (an approximation without the full Unicode tables: controls, format characters,
/// separators other than the space, private use and noncharacters are not).
fn is_printable(c: char) -> bool {
    let u = c as u32;
    let not = matches!(u,
        0..=0x1f | 0x7f..=0xa0 | 0xad | 0x600..=0x605 | 0x61c | 0x6dd | 0x70f | 0x890..=0x891 | 0x8e2
        | 0x1680 | 0x180e | 0x2000..=0x200f | 0x2028..=0x202f | 0x205f..=0x2064 | 0x2066..=0x206f
        | 0x3000 | 0xd800..=0xf8ff | 0xfdd0..=0xfdef | 0xfeff | 0xfff9..=0xfffb | 0x110bd | 0x110cd
        | 0x13430..=0x1343f | 0x1bca0..=0x1bca3 | 0x1d173..=0x1d17a | 0xe0001 | 0xe0020..=0xe007f
        | 0xf0000..=0x10ffff);
    !not && (u & 0xfffe) != 0xfffe
}

/// The message for a character that cannot appear in an identifier or as a token.
pub fn invalid_character(c: char) -> String {
    if is_printable(c) {
        format!("invalid character '{c}' (U+{:04X})", c as u32)
    } else {
        format!("invalid non-printable character U+{:04X}", c as u32)
    }
}

const OPS3: [&str; 5] = ["**=", "//=", ">>=", "<<=", "..."];
const OPS2: [&str; 20] = [
    "!=", "%=", "&=", "**", "*=", "+=", "-=", "->", "//", "/=", ":=", "<<", "<=", "<>", "==", ">=", ">>", "@=", "^=",
    "|=",
];

impl Scanner<'_> {
    fn peek(&self) -> u8 {
        self.b.get(self.pos).copied().unwrap_or(0)
    }

    fn at_eof(&self) -> bool {
        self.pos >= self.b.len()
    }

    fn peek_at(&self, k: usize) -> u8 {
        self.b.get(self.pos + k).copied().unwrap_or(0)
    }

    fn error(&self, kind: &'static str, message: impl Into<String>, offset: usize, line: u32) -> LexError {
        let message = message.into();
        let deferred = kind != "SyntaxError"
            || message.starts_with("unexpected EOF")
            || message.starts_with("unexpected character after line continuation");
        LexError { kind, message, offset, line, shown_text: None, deferred }
    }

    fn syntax(&self, message: impl Into<String>, offset: usize) -> LexError {
        self.error("SyntaxError", message, offset, self.line)
    }

    /// Moves past a `\n` at `pos`: a new physical line begins (CPython reads it, and
    /// refuses it if it holds a NUL byte).
    fn newline(&mut self) -> LexResult<()> {
        self.pos += 1;
        self.line += 1;
        self.line_start = self.pos;
        self.check_nul()
    }

    fn check_nul(&self) -> LexResult<()> {
        if self.nul_line == Some(self.line) && self.line_start < self.b.len() {
            let text = &self.src[self.line_start..];
            let text = &text[..text.find(['\0', '\n']).unwrap_or(text.len())];
            let mut e = self.syntax("source code cannot contain null bytes", self.line_start);
            e.shown_text = Some(text.to_string());
            return Err(e);
        }
        Ok(())
    }

    fn push(&mut self, kind: Kind, start: usize) {
        self.logical = !matches!(kind, Kind::Newline | Kind::EndMarker)
            && (self.logical || kind != Kind::Indent && kind != Kind::Dedent);
        self.tokens.push(Token {
            kind,
            start,
            end: self.pos,
            line: self.line,
            depth: self.brackets.len() as u32,
            inner: self.brackets.last().map(|b| b.ch),
            opener: self.brackets.last().map(|b| b.offset),
        });
    }

    fn run(&mut self) -> LexResult<()> {
        self.check_nul()?;
        let mut at_bol = true;
        loop {
            if at_bol {
                at_bol = false;
                self.indentation()?;
            }
            while matches!(self.peek(), b' ' | b'\t' | b'\x0c') && !self.at_eof() {
                self.pos += 1;
            }
            if self.at_eof() {
                let start = self.pos;
                if self.brackets.is_empty() {
                    if self.logical {
                        self.push(Kind::Newline, start);
                    }
                    for _ in 1..self.indents.len() {
                        self.push(Kind::Dedent, start);
                    }
                }
                self.push(Kind::EndMarker, start);
                return Ok(());
            }
            let start = self.pos;
            let c = self.peek();
            match c {
                b'#' => {
                    while !self.at_eof() && self.peek() != b'\n' {
                        self.pos += 1;
                    }
                }
                b'\n' => {
                    if self.brackets.is_empty() && self.logical {
                        self.pos += 1;
                        self.push(Kind::Newline, start);
                        self.pos -= 1;
                    }
                    self.newline()?;
                    at_bol = true;
                }
                b'\\' => {
                    let line = self.line;
                    if self.peek_at(1) == b'\n' {
                        self.pos += 1;
                        self.newline()?;
                        if self.at_eof() {
                            return Err(self.error("SyntaxError", "unexpected EOF while parsing", start, line));
                        }
                    } else if self.pos + 1 >= self.b.len() {
                        return Err(self.syntax("unexpected EOF while parsing", start));
                    } else {
                        return Err(self.syntax("unexpected character after line continuation character", start));
                    }
                }
                b'0'..=b'9' => self.number()?,
                b'.' if self.peek_at(1).is_ascii_digit() => self.number()?,
                b'\'' | b'"' => self.string(start, false)?,
                c if is_id_start(c) => self.name()?,
                b'(' | b'[' | b'{' => {
                    if self.brackets.len() >= MAX_LEVEL {
                        return Err(self.syntax("too many nested parentheses", start));
                    }
                    self.pos += 1;
                    self.push(Kind::Op, start);
                    self.brackets.push(Bracket { ch: c, offset: start, line: self.line });
                }
                b')' | b']' | b'}' => {
                    let Some(&open) = self.brackets.last() else {
                        return Err(self.syntax(format!("unmatched '{}'", c as char), start));
                    };
                    let want = match open.ch {
                        b'(' => b')',
                        b'[' => b']',
                        _ => b'}',
                    };
                    if c != want {
                        let mut m = format!(
                            "closing parenthesis '{}' does not match opening parenthesis '{}'",
                            c as char, open.ch as char
                        );
                        if open.line != self.line {
                            m += &format!(" on line {}", open.line);
                        }
                        return Err(self.syntax(m, start));
                    }
                    self.pos += 1;
                    self.push(Kind::Op, start);
                    self.brackets.pop();
                }
                c if c < 0x20 || c == 0x7f => {
                    return Err(self.syntax(invalid_character(c as char), start));
                }
                _ => {
                    let rest = &self.src[self.pos..];
                    let n = if OPS3.iter().any(|o| rest.starts_with(o)) {
                        3
                    } else if OPS2.iter().any(|o| rest.starts_with(o)) {
                        2
                    } else {
                        1
                    };
                    self.pos += n;
                    self.push(Kind::Op, start);
                }
            }
        }
    }

    /// The indentation of a new line: INDENT/DEDENT tokens, or CPython's errors.
    fn indentation(&mut self) -> LexResult<()> {
        let (mut col, mut altcol) = (0u32, 0u32);
        let mut cont_col = None;
        loop {
            match self.peek() {
                b' ' => {
                    col += 1;
                    altcol += 1;
                }
                b'\t' => {
                    col = (col / TABSIZE + 1) * TABSIZE;
                    altcol += 1;
                }
                b'\x0c' => {
                    col = 0;
                    altcol = 0;
                }
                b'\\' if self.peek_at(1) == b'\n' => {
                    cont_col.get_or_insert(col);
                    self.pos += 1;
                    self.newline()?;
                    continue;
                }
                _ => break,
            }
            self.pos += 1;
        }
        let c = self.peek();
        if c == b'#' || c == b'\n' || self.at_eof() || !self.brackets.is_empty() {
            return Ok(());
        }
        if let Some(cc) = cont_col {
            col = cc;
            altcol = cc;
        }
        let at = self.pos;
        let (top, alttop) = *self.indents.last().expect("indent stack");
        let tab_error =
            |s: &Self| s.error("TabError", "inconsistent use of tabs and spaces in indentation", at, s.line);
        if col == top {
            if altcol != alttop {
                return Err(tab_error(self));
            }
        } else if col > top {
            if self.indents.len() >= MAX_INDENT {
                return Err(self.error("IndentationError", "too many levels of indentation", at, self.line));
            }
            if altcol <= alttop {
                return Err(tab_error(self));
            }
            self.indents.push((col, altcol));
            self.push(Kind::Indent, at);
        } else {
            while self.indents.len() > 1 && col < self.indents.last().expect("indent stack").0 {
                self.indents.pop();
                self.push(Kind::Dedent, at);
            }
            let (top, alttop) = *self.indents.last().expect("indent stack");
            if col != top {
                return Err(self.error(
                    "IndentationError",
                    "unindent does not match any outer indentation level",
                    at,
                    self.line,
                ));
            }
            if altcol != alttop {
                return Err(tab_error(self));
            }
        }
        Ok(())
    }

    /// An identifier, or the prefix of a string literal.
    fn name(&mut self) -> LexResult<()> {
        let start = self.pos;
        let (mut b, mut r, mut u, mut f) = (false, false, false, false);
        loop {
            match self.peek() {
                b'b' | b'B' if !(b || u || f) => b = true,
                b'u' | b'U' if !(b || u || r || f) => u = true,
                b'r' | b'R' if !(r || u) => r = true,
                b'f' | b'F' if !(f || b || u) => f = true,
                _ => break,
            }
            self.pos += 1;
            if matches!(self.peek(), b'\'' | b'"') {
                return self.string(start, f);
            }
        }
        while !self.at_eof() && is_id_char(self.peek()) {
            self.pos += 1;
        }
        let text = &self.src[start..self.pos];
        if !text.is_ascii() {
            let mut chars = text.char_indices();
            let bad = chars.next().and_then(|(_, c)| {
                if c == '_' || unicode_ident::is_xid_start(c) {
                    chars.find(|&(_, c)| !unicode_ident::is_xid_continue(c))
                } else {
                    Some((0, c))
                }
            });
            if let Some((i, c)) = bad {
                return Err(self.syntax(invalid_character(c), start + i));
            }
        }
        self.push(Kind::Name, start);
        Ok(())
    }

    /// A string literal starting at `start` (its prefix, if any, already consumed).
    fn string(&mut self, start: usize, _fstring: bool) -> LexResult<()> {
        let (first_line, quote) = (self.line, self.peek());
        let triple = self.peek_at(1) == quote && self.peek_at(2) == quote;
        self.pos += if triple { 3 } else { 1 };
        let mut run = 0;
        let size = if triple { 3 } else { 1 };
        loop {
            if self.at_eof() || (!triple && self.peek() == b'\n') {
                let (what, detected) = if triple {
                    ("unterminated triple-quoted string literal", self.lines)
                } else {
                    ("unterminated string literal", self.line)
                };
                return Err(self.error(
                    "SyntaxError",
                    format!("{what} (detected at line {detected})"),
                    start,
                    first_line,
                ));
            }
            let c = self.peek();
            if c == quote {
                run += 1;
                self.pos += 1;
                if run == size {
                    break;
                }
                continue;
            }
            run = 0;
            if c == b'\\' {
                self.pos += 1;
                if self.at_eof() {
                    continue;
                }
            }
            if self.peek() == b'\n' {
                self.newline()?;
            } else {
                self.pos += 1;
            }
        }
        let end_line = self.line;
        self.line = first_line;
        self.push(Kind::String, start);
        self.line = end_line;
        Ok(())
    }

    /// The digits of a decimal part after its first digit: single underscores may
    /// separate digits.
    fn decimal_tail(&mut self) -> LexResult<()> {
        loop {
            while self.peek().is_ascii_digit() {
                self.pos += 1;
            }
            if self.peek() != b'_' {
                return Ok(());
            }
            self.pos += 1;
            if !self.peek().is_ascii_digit() {
                return Err(self.syntax("invalid decimal literal", self.pos));
            }
        }
    }

    /// After a number: a letter or digit may not follow, except the keywords that
    /// can follow a number in valid code (CPython only warns about those).
    fn end_of_number(&self, kind: &str) -> LexResult<()> {
        let rest = &self.b[self.pos..];
        let keyword = match rest.first() {
            Some(b'a') => rest.starts_with(b"and"),
            Some(b'e') => rest.starts_with(b"else"),
            Some(b'f') => rest.starts_with(b"for"),
            Some(b'i') => matches!(rest.get(1), Some(b'f' | b'n' | b's')),
            Some(b'o') => rest.starts_with(b"or"),
            Some(b'n') => rest.starts_with(b"not"),
            _ => false,
        };
        match rest.first() {
            Some(&c) if !keyword && c < 0x80 && is_id_char(c) => {
                Err(self.syntax(format!("invalid {kind} literal"), self.pos))
            }
            _ => Ok(()),
        }
    }

    /// Digits of a radix literal after `0x`/`0o`/`0b`.
    fn radix_digits(&mut self, kind: &str, ok: impl Fn(u8) -> bool) -> LexResult<()> {
        loop {
            if self.peek() == b'_' {
                self.pos += 1;
            }
            if !ok(self.peek()) {
                let c = self.peek();
                if c.is_ascii_digit() && kind != "hexadecimal" {
                    return Err(self.syntax(format!("invalid digit '{}' in {kind} literal", c as char), self.pos));
                }
                return Err(self.syntax(format!("invalid {kind} literal"), self.pos));
            }
            while ok(self.peek()) {
                self.pos += 1;
            }
            if self.peek() != b'_' {
                break;
            }
        }
        let c = self.peek();
        if c.is_ascii_digit() && kind != "hexadecimal" {
            return Err(self.syntax(format!("invalid digit '{}' in {kind} literal", c as char), self.pos));
        }
        self.end_of_number(kind)
    }

    fn number(&mut self) -> LexResult<()> {
        let start = self.pos;
        let c = self.peek();
        if c == b'.' {
            self.pos += 1;
            self.fraction_and_exponent(true)?;
        } else if c == b'0' {
            self.pos += 1;
            match self.peek() {
                b'x' | b'X' => {
                    self.pos += 1;
                    self.radix_digits("hexadecimal", |c| c.is_ascii_hexdigit())?;
                }
                b'o' | b'O' => {
                    self.pos += 1;
                    self.radix_digits("octal", |c| (b'0'..=b'7').contains(&c))?;
                }
                b'b' | b'B' => {
                    self.pos += 1;
                    self.radix_digits("binary", |c| c == b'0' || c == b'1')?;
                }
                _ => {
                    let mut nonzero = false;
                    loop {
                        while self.peek() == b'0' {
                            self.pos += 1;
                        }
                        if self.peek() != b'_' {
                            break;
                        }
                        self.pos += 1;
                        if !self.peek().is_ascii_digit() {
                            return Err(self.syntax("invalid decimal literal", self.pos));
                        }
                    }
                    if self.peek().is_ascii_digit() {
                        nonzero = true;
                        self.decimal_tail()?;
                    }
                    match self.peek() {
                        b'.' => {
                            self.pos += 1;
                            self.fraction_and_exponent(false)?;
                        }
                        b'e' | b'E' | b'j' | b'J' => self.fraction_and_exponent(false)?,
                        _ if nonzero => {
                            return Err(self.syntax(
                                "leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers",
                                start,
                            ));
                        }
                        _ => self.end_of_number("decimal")?,
                    }
                }
            }
        } else {
            self.decimal_tail()?;
            if self.peek() == b'.' {
                self.pos += 1;
                self.fraction_and_exponent(false)?;
            } else {
                self.fraction_and_exponent(false)?;
            }
        }
        self.push(Kind::Number, start);
        Ok(())
    }

    /// The rest of a number after its integer part (and the `.`, if any): digits,
    /// an exponent, a `j`.
    fn fraction_and_exponent(&mut self, after_leading_dot: bool) -> LexResult<()> {
        if self.peek().is_ascii_digit() {
            self.decimal_tail()?;
        } else if after_leading_dot {
            return Err(self.syntax("invalid decimal literal", self.pos));
        }
        if matches!(self.peek(), b'e' | b'E') {
            let e = self.pos;
            self.pos += 1;
            if matches!(self.peek(), b'+' | b'-') {
                self.pos += 1;
                if !self.peek().is_ascii_digit() {
                    return Err(self.syntax("invalid decimal literal", self.pos));
                }
            } else if !self.peek().is_ascii_digit() {
                // `1else`: the number ends before the `e`, if a keyword starts there.
                self.pos = e;
                self.end_of_number("decimal")?;
                return Ok(());
            }
            self.decimal_tail()?;
        }
        if matches!(self.peek(), b'j' | b'J') {
            self.pos += 1;
            return self.end_of_number("imaginary");
        }
        self.end_of_number("decimal")
    }
}
