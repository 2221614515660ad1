//! The front end's first step: source text to a checked AST, rejecting what CPython
//! 3.11 rejects before running a program, with CPython's exception class
//! (`SyntaxError`, `IndentationError`, `TabError`), message and line.
//!
//! - [`source`]: bytes to text (BOM, coding declarations, undecodable bytes).
//! - [`tokens`]: a scanner with CPython's lexical rules, for the tokenizer's errors
//!   (which CPython reports in preference to the parser's) and for context.
//! - This module: parsing with `ruff_python_parser` (Python 3.11 grammar).
//! - `parse_errors`: the translation of the parser's errors into CPython's wording,
//!   using the tokens and the recovered AST around the error; `targets` finds the
//!   expression an error is about.
//! - [`checks`]: what CPython's later passes reject (the symbol table's scope rules,
//!   the compiler's `'return' outside function` and friends), in CPython's order.

pub mod checks;
pub mod fstrings;
pub mod source;
pub mod tokens;

use crate::error::CompileError;
use ruff_python_ast::{Expr, ModModule, PythonVersion};
use ruff_python_parser::{
    Mode, ParseErrorType, ParseOptions, UnsupportedSyntaxError, UnsupportedSyntaxErrorKind as Unsupported,
};
use ruff_text_size::TextSize;
use tokens::{Kind, Scan};

mod parse_errors;
mod targets;

use parse_errors::*;
use targets::*;

/// The source being checked: its text, name and line starts.
pub struct Src<'a> {
    pub text: &'a str,
    pub filename: &'a str,
    line_starts: Vec<usize>,
    /// Lines as CPython's tokenizer counts them.
    lines: u32,
}

impl<'a> Src<'a> {
    pub fn new(text: &'a str, filename: &'a str) -> Src<'a> {
        let mut line_starts = vec![0];
        line_starts.extend(text.match_indices('\n').map(|(i, _)| i + 1));
        Src { text, filename, line_starts, lines: tokens::line_count(text) }
    }

    /// The 1-based line of byte `offset`; past the last line, the last line (CPython
    /// reports an error at the end of input there).
    pub fn line(&self, offset: usize) -> u32 {
        if offset >= self.text.len() {
            return self.lines;
        }
        self.line_starts.partition_point(|&s| s <= offset) as u32
    }

    pub fn line_text(&self, line: u32) -> &'a str {
        let Some(&start) = self.line_starts.get(line as usize - 1) else { return "" };
        let rest = &self.text[start.min(self.text.len())..];
        &rest[..rest.find('\n').unwrap_or(rest.len())]
    }

    /// An error at byte `offset`.
    pub fn error(&self, kind: &'static str, message: impl Into<String>, offset: usize) -> CompileError {
        let line = self.line(offset);
        let start = self.line_starts.get(line as usize - 1).copied().unwrap_or(0);
        let column = if offset >= start && offset <= self.text.len() {
            self.text[start..offset].chars().count() as u32 + 1
        } else {
            1
        };
        CompileError {
            kind,
            message: message.into(),
            filename: self.filename.to_string(),
            line,
            column,
            source_line: self.line_text(line).to_string(),
        }
    }
}

/// Parses a module, rejecting it as CPython 3.11 would before running it.
pub fn parse_module(text: &str, filename: &str) -> Result<ModModule, CompileError> {
    let src = Src::new(text, filename);
    let scan = tokens::scan(text);
    let (error, parsed) = syntax_phase(&src, &scan);
    if let Some(e) = error {
        return Err(e);
    }
    let module = parsed.into_syntax();
    checks::check_module(&src, &module)?;
    Ok(module)
}

/// Parses `src`; returns the error CPython's tokenizer or parser reports, if any.
fn syntax_phase(src: &Src, scan: &Scan) -> (Option<CompileError>, ruff_python_parser::Parsed<ModModule>) {
    let options = ParseOptions::from(Mode::Module).with_target_version(PythonVersion::PY311);
    let parsed = ruff_python_parser::parse_unchecked(src.text, options).try_into_module().expect("a module");
    if let Some(e) = scan.error.as_ref().filter(|e| !e.deferred) {
        // The tokenizer's error is reported even after a parse error, unless the
        // parser stopped at an unexpected indent (CPython then looks no further).
        if let Some(p) = parsed.errors().first() {
            if matches!(p.error, ParseErrorType::UnexpectedIndentation)
                && effective_offset(scan, p.location.start().to_usize(), false) <= e.offset
            {
                let at = p.location.start().to_usize();
                return (Some(src.error("IndentationError", "unexpected indent", at)), parsed);
            }
        }
        return (Some(lex_error(src, e)), parsed);
    }
    (first_error(src, scan, &parsed), parsed)
}

/// Where CPython's parser meets an error reported at `offset`: the first token at
/// or after it (after the NEWLINE, INDENT and DEDENT tokens there if `past_newline`:
/// a missing indented block is found at the token after the header's line).
fn effective_offset(scan: &Scan, offset: usize, past_newline: bool) -> usize {
    let i = scan.tokens.partition_point(|t| t.start < offset);
    scan.tokens[i..]
        .iter()
        .find(|t| !past_newline || !matches!(t.kind, Kind::Newline | Kind::Indent | Kind::Dedent))
        .map_or(usize::MAX, |t| t.start)
}

/// The error CPython reports first for a module the parser rejects (or whose
/// tokenizer recorded an error the parser reaches), if any.
fn first_error(src: &Src, scan: &Scan, parsed: &ruff_python_parser::Parsed<ModModule>) -> Option<CompileError> {
    // Only errors before the tokenizer's (deferred) error count: the parser stops there.
    // (An indentation error is met at the start of its line.)
    let lex_at = scan.error.as_ref().map_or(usize::MAX, |e| {
        if e.kind == "SyntaxError" { e.offset } else { e.offset.min(src.line_starts[e.line as usize - 1]) }
    });
    // The parser's first error in the order it found them: where CPython's parser
    // fails first (errors of targets found later can have earlier positions).
    let before_lex = |at: TextSize, past_newline: bool| {
        lex_at == usize::MAX || effective_offset(scan, at.to_usize(), past_newline) < lex_at
    };
    let first_parse = parsed.errors().iter().find(|e| {
        let block = matches!(&e.error, ParseErrorType::OtherError(m) if m.starts_with("Expected an indented block"));
        before_lex(e.location.start(), block)
    });
    let first_unsupported = parsed
        .unsupported_syntax_errors()
        .iter()
        .filter(|e| is_error_in_311(e) && before_lex(e.range.start(), false))
        .min_by_key(|e| e.range.start());

    let cx = Cx { src, scan, module: parsed.syntax() };
    // The first error by position; an f-string's own (3.11) errors are found by
    // scanning its token.
    let mut found: Option<(usize, CompileError)> = None;
    if let Some(e) = first_parse {
        found = Some((e.location.start().to_usize(), cx.translate(e)));
    }
    if let Some(e) = first_unsupported {
        let at = e.range.start().to_usize();
        if found.as_ref().is_none_or(|(f, _)| at < *f) {
            found = Some((at, cx.unsupported(e)));
        }
    }
    let limit = found.as_ref().map_or(usize::MAX, |(at, _)| *at);
    if let Some((at, e)) = fstrings::first_error(src, scan, limit) {
        found = Some((at, e));
    }
    match found {
        Some((at, e)) => Some(cx.unclosed_bracket(at, e)),
        None => scan.error.as_ref().map(|e| lex_error(src, e)),
    }
}

/// The syntax error CPython's tokenizer or parser reports for `text`, if any (the
/// checks of later passes aside).
pub fn syntax_error_of(text: &str, filename: &str) -> Option<CompileError> {
    let src = Src::new(text, filename);
    let scan = tokens::scan(text);
    syntax_phase(&src, &scan).0
}

/// Unsupported-syntax reports about syntax Python 3.11 accepts are not errors.
fn is_error_in_311(e: &UnsupportedSyntaxError) -> bool {
    !matches!(
        e.kind,
        Unsupported::Match
            | Unsupported::Walrus
            | Unsupported::ExceptStar
            | Unsupported::UnparenthesizedNamedExpr(_)
            | Unsupported::StarTuple(_)
            | Unsupported::RelaxedDecorator(_)
            | Unsupported::PositionalOnlyParameter
            | Unsupported::ParenthesizedContextManager
            | Unsupported::StarExpressionInIndex
            | Unsupported::StarAnnotation
            | Unsupported::UnparenthesizedUnpackInFor
    ) && e.target_version == PythonVersion::PY311
}

/// A tokenizer error as CPython reports it.
pub fn lex_error(src: &Src, e: &tokens::LexError) -> CompileError {
    let mut ce = src.error(e.kind, e.message.clone(), e.offset);
    ce.line = e.line;
    ce.source_line = src.line_text(e.line).to_string();
    if let Some(text) = &e.shown_text {
        ce.source_line = text.clone();
        ce.column = 0;
    }
    // CPython shows a TabError's line without a caret.
    if e.kind == "TabError" {
        ce.column = 0;
    }
    ce
}

pub fn is_keyword(s: &str) -> bool {
    matches!(
        s,
        "False"
            | "None"
            | "True"
            | "and"
            | "as"
            | "assert"
            | "async"
            | "await"
            | "break"
            | "class"
            | "continue"
            | "def"
            | "del"
            | "elif"
            | "else"
            | "except"
            | "finally"
            | "for"
            | "from"
            | "global"
            | "if"
            | "import"
            | "in"
            | "is"
            | "lambda"
            | "nonlocal"
            | "not"
            | "or"
            | "pass"
            | "raise"
            | "return"
            | "try"
            | "while"
            | "with"
            | "yield"
    )
}

/// CPython's name for an expression in error messages.
pub fn expr_name(e: &Expr) -> &'static str {
    match e {
        Expr::Attribute(_) => "attribute",
        Expr::Subscript(_) => "subscript",
        Expr::Starred(_) => "starred",
        Expr::Name(_) => "name",
        Expr::List(_) => "list",
        Expr::Tuple(_) => "tuple",
        Expr::Lambda(_) => "lambda",
        Expr::Call(_) => "function call",
        Expr::BoolOp(_) | Expr::BinOp(_) | Expr::UnaryOp(_) => "expression",
        Expr::Generator(_) => "generator expression",
        Expr::Yield(_) | Expr::YieldFrom(_) => "yield expression",
        Expr::Await(_) => "await expression",
        Expr::ListComp(_) => "list comprehension",
        Expr::SetComp(_) => "set comprehension",
        Expr::DictComp(_) => "dict comprehension",
        Expr::Dict(_) => "dict literal",
        Expr::Set(_) => "set display",
        Expr::FString(_) | Expr::TString(_) => "f-string expression",
        Expr::NoneLiteral(_) => "None",
        Expr::BooleanLiteral(b) => {
            if b.value {
                "True"
            } else {
                "False"
            }
        }
        Expr::EllipsisLiteral(_) => "ellipsis",
        Expr::NumberLiteral(_) | Expr::StringLiteral(_) | Expr::BytesLiteral(_) => "literal",
        Expr::Compare(_) => "comparison",
        Expr::If(_) => "conditional expression",
        Expr::Named(_) => "named expression",
        Expr::Slice(_) | Expr::IpyEscapeCommand(_) => "expression",
    }
}

/// Byte offset helper.
trait ToUsize {
    fn to_usize(self) -> usize;
}

impl ToUsize for TextSize {
    fn to_usize(self) -> usize {
        u32::from(self) as usize
    }
}
