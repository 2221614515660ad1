//! The front end's first step: source text to a checked AST, rejecting what CPython
//! 3.11 rejects before running a program, with CPython's exception class
//! (`SyntaxError`, `IndentationError`, `TabError`), message and line.
//!
//! - [`source`]: bytes to text (BOM, coding declarations, undecodable bytes).
//! - [`tokens`]: a scanner with CPython's lexical rules, for the tokenizer's errors
//!   (which CPython reports in preference to the parser's) and for context.
//! - This module: parsing with `ruff_python_parser` (Python 3.11 grammar) and the
//!   translation of its errors into CPython's wording, using the tokens and the
//!   recovered AST around the error.
//! - [`checks`]: what CPython's later passes reject (the symbol table's scope rules,
//!   the compiler's `'return' outside function` and friends), in CPython's order.

pub mod checks;
pub mod fstrings;
pub mod source;
pub mod tokens;

use crate::error::CompileError;
use ruff_python_ast::token::TokenKind;
use ruff_python_ast::visitor::{self, Visitor};
use ruff_python_ast::{self as ast, Expr, ModModule, PythonVersion, Stmt};
use ruff_python_parser::{
    LexicalErrorType, Mode, ParseError, ParseErrorType, ParseOptions, UnsupportedSyntaxError,
    UnsupportedSyntaxErrorKind as Unsupported,
};
use ruff_text_size::{Ranged, TextRange, TextSize};
use tokens::{Kind, Scan, Token};

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
    ce
}

struct Cx<'a> {
    src: &'a Src<'a>,
    scan: &'a Scan,
    module: &'a ModModule,
}

const INVALID: &str = "invalid syntax";

impl Cx<'_> {
    fn err(&self, message: impl Into<String>, at: usize) -> CompileError {
        self.src.error("SyntaxError", message, at)
    }

    /// The first token starting at or after `offset`.
    fn token_at(&self, offset: usize) -> Option<&Token> {
        let i = self.scan.tokens.partition_point(|t| t.start < offset);
        self.scan.tokens.get(i)
    }

    /// The last token ending at or before `offset` (not NEWLINE/INDENT/DEDENT).
    fn token_before(&self, offset: usize) -> Option<&Token> {
        let i = self.scan.tokens.partition_point(|t| t.start < offset);
        self.scan.tokens[..i].iter().rev().find(|t| !matches!(t.kind, Kind::Newline | Kind::Indent | Kind::Dedent))
    }

    fn text(&self, t: &Token) -> &str {
        &self.src.text[t.start..t.end]
    }

    /// CPython reports a bracket still open at the end of the input instead of a
    /// parse error when its parser reads on to the end of the input (the error is
    /// there, or the tokens from the error on continue an expression), or when the
    /// error is on a later line than the bracket.
    fn unclosed_bracket(&self, at: usize, e: CompileError) -> CompileError {
        let Some(b) = self.scan.eof_open else { return e };
        // The parser reads from the token it failed at while the tokens can continue
        // an expression; the first that cannot is as far as it got.
        let toks = &self.scan.tokens[self.scan.tokens.partition_point(|t| t.start < at)..];
        let expression_like = |i: usize| {
            let t = &toks[i];
            let text = self.text(t);
            match t.kind {
                Kind::Name => {
                    !is_keyword(text)
                        || matches!(
                            text,
                            "not"
                                | "and"
                                | "or"
                                | "in"
                                | "is"
                                | "None"
                                | "True"
                                | "False"
                                | "lambda"
                                | "if"
                                | "else"
                                | "await"
                                | "for"
                        )
                }
                Kind::Number | Kind::String => true,
                Kind::Op if matches!(text, "(" | "[" | "{") => toks.get(i + 1).is_some_and(|n| {
                    matches!(n.kind, Kind::Name | Kind::Number | Kind::String | Kind::EndMarker)
                        || matches!(
                            self.text(n),
                            "(" | "[" | "{" | ")" | "]" | "}" | "-" | "+" | "~" | "*" | "**" | "..."
                        )
                }),
                Kind::Op => !matches!(text, ":" | ";" | "->" | "@"),
                _ => false,
            }
        };
        // (After a plain "invalid syntax" the parser read no further.)
        let reads_on = e.message != INVALID;
        // An error at the open bracket itself, where an expression can start: the
        // parser reads into it.
        let entered = || {
            let i = self.scan.tokens.partition_point(|t| t.start < b.offset);
            let Some(prev) = i.checked_sub(1).map(|j| &self.scan.tokens[j]) else { return false };
            let text = self.text(prev);
            let opens_expression = match prev.kind {
                Kind::Name if is_keyword(text) => matches!(
                    text,
                    "return"
                        | "yield"
                        | "in"
                        | "not"
                        | "and"
                        | "or"
                        | "if"
                        | "else"
                        | "is"
                        | "assert"
                        | "await"
                        | "elif"
                        | "while"
                ),
                Kind::Name | Kind::Number | Kind::String => true,
                Kind::Op => !matches!(text, "(" | "[" | "{" | ":" | ";" | "->" | "@" | "."),
                _ => false,
            };
            let bracket = self.token_at(b.offset);
            let inside =
                self.scan.tokens.get(self.scan.tokens.partition_point(|t| t.start <= b.offset)).is_some_and(|t| {
                    matches!(t.kind, Kind::Name | Kind::Number | Kind::String | Kind::EndMarker)
                        || matches!(self.text(t), "(" | "[" | "{" | ")" | "]" | "}" | "-" | "+" | "~" | "*" | "**")
                });
            let import = self.statement_start(b.offset).is_some_and(|t| matches!(self.text(t), "import" | "from"));
            opens_expression && inside && !import && !self.in_parameter_list(bracket) && e.kind == "SyntaxError"
        };
        if toks.first().is_some_and(|t| t.start == b.offset) && entered() {
            let mut ce = self.err(format!("'{}' was never closed", b.ch as char), b.offset);
            ce.line = b.line;
            return ce;
        }
        let furthest =
            if reads_on { (0..toks.len()).find(|&i| !expression_like(i)).map(|i| &toks[i]) } else { toks.first() };
        let at_end = furthest.is_none_or(|t| t.kind == Kind::EndMarker) || at >= self.src.text.trim_end().len();
        if at_end || furthest.is_some_and(|t| t.line > b.line) {
            let mut ce = self.err(format!("'{}' was never closed", b.ch as char), b.offset);
            ce.line = b.line;
            return ce;
        }
        e
    }

    fn unsupported(&self, e: &UnsupportedSyntaxError) -> CompileError {
        let at = e.range.start().to_usize();
        // (The kinds' payload enums are not exported: match on their names.)
        let detail = format!("{:?}", e.kind);
        let m = match e.kind {
            Unsupported::UnpackingInComprehension(_) if detail.contains("DictInDict") => {
                "dict unpacking cannot be used in dict comprehension"
            }
            Unsupported::UnpackingInComprehension(_) => "iterable unpacking cannot be used in comprehension",
            Unsupported::UnparenthesizedExceptionTypes => "multiple exception types must be parenthesized",
            Unsupported::Pep701FString(_) if detail.contains("Backslash") => {
                "f-string expression part cannot include a backslash"
            }
            Unsupported::Pep701FString(_) if detail.contains("Comment") => {
                "f-string expression part cannot include '#'"
            }
            Unsupported::Pep701FString(_) => "f-string: expecting '}'",
            Unsupported::ParenthesizedKeywordArgumentName => {
                "expression cannot contain assignment, perhaps you meant \"==\"?"
            }
            Unsupported::TypeParameterList
                if self
                    .token_before(at)
                    .and_then(|t| self.token_before(t.start))
                    .is_some_and(|t| self.text(t) == "def") =>
            {
                "expected '('"
            }
            _ => INVALID,
        };
        self.err(m, at)
    }

    fn translate(&self, e: &ParseError) -> CompileError {
        let at = e.location.start().to_usize();
        let m: String = match &e.error {
            ParseErrorType::OtherError(msg) => return self.other(msg, at),
            ParseErrorType::ExpectedToken { expected, found } => return self.expected(*expected, *found, at),
            ParseErrorType::ExpectedExpression => {
                let prev = self.token_before(at);
                if prev.is_some_and(|t| self.text(t) == "->") {
                    "expected ':'".into()
                } else if prev.is_some_and(|t| self.text(t) == ":" && t.inner == Some(b'{')) {
                    "expression expected after dictionary key and ':'".into()
                } else {
                    INVALID.into()
                }
            }
            ParseErrorType::SimpleStatementsOnSameLine => {
                // `print "x"`: the statement is a name `print`/`exec` and an expression.
                let first = self.statement_start(at);
                match first.map(|t| self.text(t)) {
                    Some(name @ ("print" | "exec"))
                        if self.token_at(first.map_or(at, |t| t.end)).is_some_and(|t| t.start == at) =>
                    {
                        format!("Missing parentheses in call to '{name}'. Did you mean {name}(...)?")
                    }
                    _ => INVALID.into(),
                }
            }
            ParseErrorType::UnexpectedIndentation => {
                return self.src.error("IndentationError", "unexpected indent", at);
            }
            ParseErrorType::InvalidAssignmentTarget
            | ParseErrorType::InvalidDeleteTarget
            | ParseErrorType::InvalidAugmentedAssignmentTarget
            | ParseErrorType::InvalidAnnotatedAssignmentTarget
            | ParseErrorType::InvalidNamedAssignmentTarget => {
                self.target_message(e.location).unwrap_or_else(|| INVALID.into())
            }
            ParseErrorType::PositionalAfterKeywordArgument => {
                // `f(c=6, a e=7)`: CPython sees `a e` first.
                let next = self.token_at(e.location.end().to_usize());
                if next.is_some_and(|t| {
                    matches!(t.kind, Kind::Name | Kind::Number | Kind::String) && !is_keyword(self.text(t))
                }) {
                    "invalid syntax. Perhaps you forgot a comma?".into()
                } else {
                    "positional argument follows keyword argument".into()
                }
            }
            ParseErrorType::EmptySlice => {
                // `[a, b[]]`: inside brackets, `b []` is two expressions.
                let open = self.token_before(at);
                if open.is_some_and(|t| t.depth > 0 && self.text(t) == "[") {
                    "invalid syntax. Perhaps you forgot a comma?".into()
                } else {
                    INVALID.into()
                }
            }
            ParseErrorType::PositionalAfterKeywordUnpacking => {
                "positional argument follows keyword argument unpacking".into()
            }
            ParseErrorType::InvalidArgumentUnpackingOrder => {
                "iterable argument unpacking follows keyword argument unpacking".into()
            }
            ParseErrorType::UnparenthesizedGeneratorExpression => "Generator expression must be parenthesized".into(),
            ParseErrorType::NonDefaultParamAfterDefaultParam => "non-default argument follows default argument".into(),
            ParseErrorType::ParamAfterVarKeywordParam => "arguments cannot follow var-keyword argument".into(),
            ParseErrorType::ExpectedKeywordParam => "named arguments must follow bare *".into(),
            ParseErrorType::VarParameterWithDefault => {
                if self.token_before(at).and_then(|t| self.token_before(t.start)).is_some_and(|t| self.text(t) == "**")
                {
                    "var-keyword argument cannot have default value".into()
                } else {
                    "var-positional argument cannot have default value".into()
                }
            }
            ParseErrorType::IterableUnpackingInComprehension => {
                "iterable unpacking cannot be used in comprehension".into()
            }
            ParseErrorType::FStringError(f) | ParseErrorType::TStringError(f) => fstrings::ruff_message(f),
            ParseErrorType::Lexical(l) => match l {
                LexicalErrorType::UnicodeError => {
                    return fstrings::escape_error(self.src, self.scan, at).unwrap_or_else(|| self.err(INVALID, at));
                }
                LexicalErrorType::InvalidByteLiteral => "bytes can only contain ASCII literal characters".into(),
                LexicalErrorType::Eof => "unexpected EOF while parsing".into(),
                LexicalErrorType::FStringError(f) => fstrings::ruff_message(f),
                _ => INVALID.into(),
            },
            _ => INVALID.into(),
        };
        self.err(m, at)
    }

    /// The first token of the logical line holding `offset`.
    fn statement_start(&self, offset: usize) -> Option<&Token> {
        let i = self.scan.tokens.partition_point(|t| t.start < offset);
        let toks = &self.scan.tokens[..i];
        let from = toks
            .iter()
            .rposition(|t| matches!(t.kind, Kind::Newline | Kind::Indent | Kind::Dedent))
            .map_or(0, |p| p + 1);
        self.scan.tokens[from..].iter().find(|t| !matches!(t.kind, Kind::Indent | Kind::Dedent))
    }

    fn other(&self, msg: &str, at: usize) -> CompileError {
        if let Some(what) = msg.strip_prefix("Expected an indented block after ") {
            return self.indented_block(what, at);
        }
        if msg.starts_with("Expected an expression or a ") && self.token_at(at).is_some_and(|t| self.text(t) == "=") {
            return self.err(self.named_assignment(at), at);
        }
        let m = match msg {
            "Expected `except` or `finally` after `try` block" => "expected 'except' or 'finally' block",
            "Only single target (not list) can be annotated" => "only single target (not list) can be annotated",
            "Only single target (not tuple) can be annotated" => "only single target (not tuple) can be annotated",
            "Bytes literal cannot be mixed with non-bytes literals" => "cannot mix bytes and nonbytes literals",
            "Only one '*' parameter allowed" => "* argument may appear only once",
            "Position-only parameter separator not allowed as first parameter" => {
                "at least one argument must precede /"
            }
            "Only one '/' separator allowed" => "/ may appear only once",
            "'/' parameter must appear before '*' parameter" => "/ must be ahead of *",
            "Expected a parameter name" => "expression cannot contain assignment, perhaps you meant \"==\"?",
            _ => INVALID,
        };
        self.err(m, at)
    }

    /// `IndentationError: expected an indented block after 'if' statement on line N`.
    fn indented_block(&self, what: &str, at: usize) -> CompileError {
        // The error is at the first token after the header (maybe the end of the
        // input); the header is the logical line before it.
        let mut i = self.scan.tokens.partition_point(|t| t.start < at);
        while self.scan.tokens.get(i).is_some_and(|t| matches!(t.kind, Kind::Newline | Kind::Indent | Kind::Dedent)) {
            i += 1;
        }
        let at = self.scan.tokens.get(i).map_or(at, |t| t.start);
        let toks = &self.scan.tokens[..i];
        let end = toks.iter().rposition(|t| t.kind == Kind::Newline).unwrap_or(0);
        let from = toks[..end]
            .iter()
            .rposition(|t| matches!(t.kind, Kind::Newline | Kind::Indent | Kind::Dedent))
            .map_or(0, |p| p + 1);
        let header = toks[from..end].iter().find(|t| !matches!(t.kind, Kind::Indent | Kind::Dedent));
        let mut line = header.map_or(1, |t| t.line);
        let keyword = header.map_or("", |t| self.text(t));
        let described = if what.contains("function definition") {
            "function definition".to_string()
        } else if what.contains("class") {
            "class definition".to_string()
        } else {
            let word = what.split('`').nth(1).unwrap_or(keyword);
            let word =
                if word == "except" && toks[from..end].iter().any(|t| self.text(t) == "*") { "except*" } else { word };
            format!("'{word}' statement")
        };
        // A decorated definition: the line of `def`/`class`, not of the decorator.
        if described.ends_with("definition") {
            if let Some(t) = toks[from..end].iter().find(|t| matches!(self.text(t), "def" | "class")) {
                line = t.line;
            }
        }
        self.src.error("IndentationError", format!("expected an indented block after {described} on line {line}"), at)
    }

    fn expected(&self, expected: TokenKind, found: TokenKind, at: usize) -> CompileError {
        let here = self.token_at(at);
        let inner = here.and_then(|t| t.inner);
        let m: String = match expected {
            TokenKind::Colon => {
                if inner == Some(b'{') && !matches!(self.statement_start(at).map(|t| self.text(t)), Some("lambda")) {
                    "':' expected after dictionary key".into()
                } else if found == TokenKind::Equal && here.is_some_and(|t| t.depth == 0) {
                    self.named_assignment(at)
                } else if here.is_some_and(|t| t.depth == 0) && self.missing_colon(at, found) {
                    "expected ':'".into()
                } else {
                    INVALID.into()
                }
            }
            TokenKind::Comma | TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace => {
                if is_augmented_assign(found) {
                    "'tuple' is an illegal expression for augmented assignment".into()
                } else if found == TokenKind::For && matches!(inner, Some(b'[' | b'{')) {
                    "did you forget parentheses around the comprehension target?".into()
                } else if found == TokenKind::Equal && inner == Some(b'(') && self.in_call(here) {
                    "expression cannot contain assignment, perhaps you meant \"==\"?".into()
                } else if found == TokenKind::Equal {
                    self.named_assignment(at)
                } else if self.forgot_comma(at, found) && !self.in_parameter_list(here) {
                    if self.mixes_bytes(at) {
                        "cannot mix bytes and nonbytes literals".into()
                    } else {
                        "invalid syntax. Perhaps you forgot a comma?".into()
                    }
                } else {
                    INVALID.into()
                }
            }
            // (`a if b:` is not taken for a conditional expression.)
            TokenKind::Else if found != TokenKind::Colon => "expected 'else' after 'if' expression".into(),
            TokenKind::In => self.for_target_message(at).unwrap_or_else(|| INVALID.into()),
            TokenKind::Lpar
                if self
                    .token_before(at)
                    .and_then(|t| self.token_before(t.start))
                    .is_some_and(|t| self.text(t) == "def") =>
            {
                "expected '('".into()
            }
            _ => INVALID.into(),
        };
        self.err(m, at)
    }

    /// `=` where an expression ended, in a condition or a display (`if x = 1:`,
    /// `[a = 1]`): CPython suggests `==` (and `:=` after a name).
    fn named_assignment(&self, at: usize) -> String {
        let Some(prev) = self.token_before(at) else { return INVALID.into() };
        // The expression before the `=`: back to the start of the element.
        let i = self.scan.tokens.partition_point(|t| t.start < prev.start);
        // The brackets around the element (a closing bracket counts its own).
        let closes = matches!(self.text(prev), ")" | "]" | "}");
        let depth = prev.depth - closes as u32;
        let mut start = prev.start;
        for t in self.scan.tokens[..i].iter().rev() {
            let text = self.text(t);
            if t.depth < depth
                || (t.depth == depth
                    && (text == "," || matches!(text, "if" | "elif" | "while") || t.kind == Kind::Newline))
                || matches!(t.kind, Kind::Indent | Kind::Dedent)
            {
                break;
            }
            start = t.start;
        }
        // CPython's rule needs the right-hand side not to be followed by `=` or `:=`.
        let after = &self.scan.tokens[self.scan.tokens.partition_point(|t| t.start <= at)..];
        for t in after {
            let text = self.text(t);
            if t.depth < depth
                || (t.depth == depth && matches!(text, "," | ":" | ")" | "]" | "}"))
                || t.kind == Kind::Newline
            {
                break;
            }
            if t.depth == depth && matches!(text, "=" | ":=") {
                return INVALID.into();
            }
        }
        let range = TextRange::new(TextSize::new(start as u32), TextSize::new(prev.end as u32));
        let lhs = find_in_module(self.module, range);
        match lhs {
            Some(Expr::Name(_)) => "invalid syntax. Maybe you meant '==' or ':=' instead of '='?".into(),
            None if start == prev.start && prev.kind == Kind::Name && !is_keyword(self.text(prev)) => {
                "invalid syntax. Maybe you meant '==' or ':=' instead of '='?".into()
            }
            Some(
                Expr::List(_)
                | Expr::Tuple(_)
                | Expr::Generator(_)
                | Expr::BooleanLiteral(_)
                | Expr::NoneLiteral(_)
                | Expr::Compare(_)
                | Expr::BoolOp(_)
                | Expr::If(_)
                | Expr::Lambda(_)
                | Expr::Named(_)
                | Expr::Starred(_)
                | Expr::UnaryOp(ast::ExprUnaryOp { op: ast::UnaryOp::Not, .. }),
            )
            | None => INVALID.into(),
            Some(e) => format!("cannot assign to {} here. Maybe you meant '==' instead of '='?", expr_name(e)),
        }
    }

    /// `for f() (0, 1):`: with no `in`, CPython takes what follows `for` as the
    /// target and names it if it cannot be assigned to.
    fn for_target_message(&self, at: usize) -> Option<String> {
        struct F<'e> {
            at: TextSize,
            target: Option<&'e Expr>,
        }
        impl<'e> Visitor<'e> for F<'e> {
            fn visit_stmt(&mut self, s: &'e Stmt) {
                if let Stmt::For(f) = s {
                    if f.range.contains(self.at) || f.target.end() <= self.at && self.at <= f.iter.end() {
                        self.target = Some(&f.target);
                    }
                }
                visitor::walk_stmt(self, s);
            }
            fn visit_comprehension(&mut self, c: &'e ast::Comprehension) {
                if c.range.contains(self.at) {
                    self.target = Some(&c.target);
                }
                visitor::walk_comprehension(self, c);
            }
        }
        let mut f = F { at: TextSize::new(at as u32), target: None };
        f.visit_body(&self.module.body);
        let target = f.target?;
        if has_missing_part(target) {
            return None;
        }
        invalid_target(target).map(|bad| format!("cannot assign to {}", expr_name(bad)))
    }

    /// Whether `t` is inside the parentheses of a call.
    fn in_call(&self, t: Option<&Token>) -> bool {
        let Some(open) = t.and_then(|t| t.opener) else { return false };
        let i = self.scan.tokens.partition_point(|t| t.start < open);
        let before = i.checked_sub(1).map(|j| &self.scan.tokens[j]);
        before.filter(|b| !matches!(b.kind, Kind::Newline | Kind::Indent | Kind::Dedent)).is_some_and(|b| {
            let text = self.text(b);
            (b.kind == Kind::Name && !is_keyword(text)) || matches!(text, ")" | "]") || b.kind == Kind::String
        })
    }

    /// Whether CPython says "expected ':'" for a compound statement's header: always
    /// after `def`, `try`, `finally` and `else`; after the others only at the end of
    /// the line.
    fn missing_colon(&self, at: usize, found: TokenKind) -> bool {
        let Some(first) = self.statement_start(at) else { return false };
        let mut word = self.text(first);
        if word == "async" {
            word = self.token_at(first.end).map_or("", |t| self.text(t));
        }
        match word {
            "def" | "try" | "finally" | "else" => true,
            "if" | "elif" | "while" | "for" | "with" | "class" | "except" => found == TokenKind::Newline,
            _ => false,
        }
    }

    /// CPython's "Perhaps you forgot a comma?": inside brackets, an expression directly
    /// followed by the start of another.
    fn forgot_comma(&self, at: usize, found: TokenKind) -> bool {
        let Some(here) = self.token_at(at) else { return false };
        if here.depth == 0 {
            return false;
        }
        // A unary operator must be followed by an operand.
        let operand_follows = || {
            self.scan.tokens.get(self.scan.tokens.partition_point(|t| t.start <= here.start)).is_some_and(|t| {
                matches!(t.kind, Kind::Name | Kind::Number | Kind::String)
                    || matches!(self.text(t), "(" | "[" | "{" | "-" | "+" | "~")
            })
        };
        if matches!(found, TokenKind::Tilde | TokenKind::Not | TokenKind::Await) && !operand_follows() {
            return false;
        }
        let starts_expression = matches!(
            found,
            TokenKind::Name
                | TokenKind::Int
                | TokenKind::Float
                | TokenKind::Complex
                | TokenKind::String
                | TokenKind::FStringStart
                | TokenKind::Lpar
                | TokenKind::Lsqb
                | TokenKind::Lbrace
                | TokenKind::None
                | TokenKind::True
                | TokenKind::False
                | TokenKind::Tilde
                | TokenKind::Ellipsis
                | TokenKind::Await
                | TokenKind::Not
        ) || found.is_soft_keyword();
        let Some(prev) = self.token_before(at) else { return false };
        let ends_expression =
            matches!(prev.kind, Kind::Name | Kind::Number | Kind::String) || matches!(self.text(prev), ")" | "]" | "}");
        let keyword_before = prev.kind == Kind::Name && is_keyword(self.text(prev));
        // A bracket must open a display or group CPython can parse (`x {.a` is not).
        let opens_valid = !matches!(found, TokenKind::Lpar | TokenKind::Lsqb | TokenKind::Lbrace)
            || self.scan.tokens.get(self.scan.tokens.partition_point(|t| t.start <= here.start)).is_some_and(|t| {
                matches!(t.kind, Kind::Name | Kind::Number | Kind::String)
                    || matches!(self.text(t), "(" | "[" | "{" | ")" | "]" | "}" | "-" | "+" | "~" | "*" | "**" | "...")
            });
        ends_expression && starts_expression && !keyword_before && opens_valid
    }

    /// Whether the string literals starting at `at` mix bytes and str (CPython
    /// reports that while parsing the expression after a missing comma).
    fn mixes_bytes(&self, at: usize) -> bool {
        let i = self.scan.tokens.partition_point(|t| t.start < at);
        let strings: Vec<bool> = self.scan.tokens[i..]
            .iter()
            .take_while(|t| t.kind == Kind::String)
            .map(|t| self.text(t).split(['\'', '"']).next().unwrap_or("").to_ascii_lowercase().contains('b'))
            .collect();
        strings.iter().any(|&b| b) && strings.iter().any(|&b| !b)
    }

    /// Whether `t` is inside the parameter list of a `def`.
    fn in_parameter_list(&self, t: Option<&Token>) -> bool {
        let Some(open) = t.and_then(|t| t.opener) else { return false };
        let name = self.token_before(open);
        let def = name.and_then(|n| self.token_before(n.start));
        name.is_some_and(|n| n.kind == Kind::Name) && def.is_some_and(|d| self.text(d) == "def")
    }

    /// The message for an invalid assignment, deletion or annotation target whose
    /// offending expression spans `range`.
    fn target_message(&self, range: TextRange) -> Option<String> {
        let mut f = TargetFinder { range, cx: self, message: None };
        for s in &self.module.body {
            f.visit_stmt(s);
            if f.message.is_some() {
                break;
            }
        }
        f.message
    }

    /// Whether the expression spanning `range` is written in parentheses.
    fn parenthesized(&self, range: TextRange) -> bool {
        let before = self.token_before(range.start().to_usize());
        let after = self.token_at(range.end().to_usize());
        before.is_some_and(|t| self.text(t) == "(") && after.is_some_and(|t| self.text(t) == ")")
    }
}

fn is_augmented_assign(k: TokenKind) -> bool {
    matches!(
        k,
        TokenKind::PlusEqual
            | TokenKind::MinusEqual
            | TokenKind::StarEqual
            | TokenKind::SlashEqual
            | TokenKind::DoubleSlashEqual
            | TokenKind::PercentEqual
            | TokenKind::DoubleStarEqual
            | TokenKind::AmperEqual
            | TokenKind::VbarEqual
            | TokenKind::CircumflexEqual
            | TokenKind::LeftShiftEqual
            | TokenKind::RightShiftEqual
            | TokenKind::AtEqual
    )
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

/// The first part of an assignment target that cannot be assigned to.
fn invalid_target(e: &Expr) -> Option<&Expr> {
    match e {
        Expr::Name(_) | Expr::Attribute(_) | Expr::Subscript(_) => None,
        Expr::Starred(s) => invalid_target(&s.value),
        Expr::Tuple(ast::ExprTuple { elts, .. }) | Expr::List(ast::ExprList { elts, .. }) => {
            elts.iter().find_map(invalid_target)
        }
        other => Some(other),
    }
}

/// Whether `e` holds a part the parser made up to recover from an error (a name
/// with no text).
fn has_missing_part(e: &Expr) -> bool {
    struct F(bool);
    impl<'e> Visitor<'e> for F {
        fn visit_expr(&mut self, e: &'e Expr) {
            match e {
                Expr::Name(n) if n.id.is_empty() || n.range.is_empty() => self.0 = true,
                _ => visitor::walk_expr(self, e),
            }
        }
    }
    let mut f = F(false);
    f.visit_expr(e);
    f.0
}

/// The expression of `module` spanning `range` exactly.
fn find_in_module(module: &ModModule, range: TextRange) -> Option<&Expr> {
    struct F<'e> {
        range: TextRange,
        found: Option<&'e Expr>,
    }
    impl<'e> Visitor<'e> for F<'e> {
        fn visit_stmt(&mut self, s: &'e Stmt) {
            if self.found.is_none() && s.range().contains_range(self.range) {
                visitor::walk_stmt(self, s);
            }
        }
        fn visit_expr(&mut self, e: &'e Expr) {
            if self.found.is_some() {
                return;
            }
            if e.range() == self.range {
                self.found = Some(e);
            } else if e.range().contains_range(self.range) {
                visitor::walk_expr(self, e);
            }
        }
    }
    let mut f = F { range, found: None };
    f.visit_body(&module.body);
    f.found
}

/// The innermost expression in `e` spanning `range`.
fn find_expr(e: &Expr, range: TextRange) -> Option<&Expr> {
    struct F<'e> {
        range: TextRange,
        found: Option<&'e Expr>,
    }
    impl<'e> Visitor<'e> for F<'e> {
        fn visit_expr(&mut self, e: &'e Expr) {
            if e.range() == self.range {
                self.found = Some(e);
            } else if e.range().contains_range(self.range) {
                visitor::walk_expr(self, e);
            }
        }
    }
    let mut f = F { range, found: None };
    f.visit_expr(e);
    f.found
}

/// Finds the statement or comprehension whose target holds the offending expression.
struct TargetFinder<'c, 'a> {
    range: TextRange,
    cx: &'c Cx<'a>,
    message: Option<String>,
}

impl TargetFinder<'_, '_> {
    fn contains(&self, e: &Expr) -> bool {
        e.range().contains_range(self.range)
    }

    /// CPython names an invalid target only when its expression is complete (the
    /// parser recovered no missing part) and followed by what the statement needs.
    fn complete(&self, e: &Expr) -> bool {
        !has_missing_part(e)
    }

    /// A `for` target (statement or comprehension) must be followed by `in`.
    fn before_in(&self, e: &Expr) -> bool {
        self.cx.token_at(e.range().end().to_usize()).is_some_and(|t| self.cx.text(t) == "in")
    }

    fn bad<'e>(&self, target: &'e Expr) -> &'e Expr {
        find_expr(target, self.range).unwrap_or(target)
    }

    fn assign(&mut self, s: &ast::StmtAssign) {
        let n = s.targets.len();
        // `x = a if b else c = 1`: CPython's parser, trying `x = a` as a named
        // expression, stops at the `if` and suggests `==` or `:=`.
        if let [Expr::Name(_), second, ..] = &s.targets[..] {
            if matches!(second, Expr::If(_) | Expr::Compare(_) | Expr::BoolOp(_))
                && !self.cx.parenthesized(second.range())
            {
                self.message = Some("invalid syntax. Maybe you meant '==' or ':=' instead of '='?".into());
                return;
            }
        }
        for (i, t) in s.targets.iter().enumerate() {
            if !self.contains(t) {
                continue;
            }
            let bad = self.bad(t);
            let excluded = matches!(
                t,
                Expr::List(_) | Expr::Tuple(_) | Expr::Generator(_) | Expr::BooleanLiteral(_) | Expr::NoneLiteral(_)
            );
            let bitwise_or_level = !matches!(
                t,
                Expr::Compare(_)
                    | Expr::BoolOp(_)
                    | Expr::If(_)
                    | Expr::Lambda(_)
                    | Expr::Named(_)
                    | Expr::Starred(_)
                    | Expr::UnaryOp(ast::ExprUnaryOp { op: ast::UnaryOp::Not, .. })
            ) || self.cx.parenthesized(t.range());
            let value_ok =
                !matches!(&*s.value, Expr::Lambda(_) | Expr::Starred(_) | Expr::Yield(_) | Expr::YieldFrom(_))
                    && !matches!(&*s.value, Expr::UnaryOp(ast::ExprUnaryOp { op: ast::UnaryOp::Not, .. }));
            if matches!(bad, Expr::Yield(_) | Expr::YieldFrom(_)) && !self.cx.parenthesized(bad.range()) {
                self.message = Some("assignment to yield expression not possible".into());
                return;
            }
            self.message = Some(if i + 1 == n && !excluded && bitwise_or_level && value_ok {
                format!("cannot assign to {} here. Maybe you meant '==' instead of '='?", expr_name(t))
            } else {
                format!("cannot assign to {}", expr_name(bad))
            });
            return;
        }
    }
}

impl<'e> Visitor<'e> for TargetFinder<'_, '_> {
    fn visit_stmt(&mut self, s: &'e Stmt) {
        if self.message.is_some() || !s.range().contains_range(self.range) {
            return;
        }
        match s {
            Stmt::Assign(a) if a.targets.iter().any(|t| self.contains(t)) => {
                if a.targets.iter().chain([&*a.value]).all(|t| self.complete(t)) {
                    self.assign(a);
                } else {
                    self.message = Some(INVALID.into());
                }
            }
            Stmt::AugAssign(a) if self.contains(&a.target) => {
                self.message = Some(format!(
                    "'{}' is an illegal expression for augmented assignment",
                    expr_name(self.bad(&a.target))
                ));
            }
            Stmt::AnnAssign(a) if self.contains(&a.target) => {
                if !self.complete(&a.target) || !self.complete(&a.annotation) {
                    self.message = Some(INVALID.into());
                    return;
                }
                self.message = Some(
                    match &*a.target {
                        Expr::Tuple(_) => "only single target (not tuple) can be annotated",
                        Expr::List(_) => "only single target (not list) can be annotated",
                        _ => "illegal target for annotation",
                    }
                    .into(),
                );
            }
            Stmt::For(f) if self.contains(&f.target) => {
                self.message = Some(if self.complete(&f.target) {
                    format!("cannot assign to {}", expr_name(self.bad(&f.target)))
                } else {
                    INVALID.into()
                });
            }
            Stmt::With(w) => {
                for item in &w.items {
                    if let Some(v) = item.optional_vars.as_deref().filter(|v| self.contains(v)) {
                        self.message = Some(format!("cannot assign to {}", expr_name(self.bad(v))));
                        return;
                    }
                }
                visitor::walk_stmt(self, s);
            }
            Stmt::Delete(d) => {
                for t in &d.targets {
                    if self.contains(t) {
                        self.message = Some(format!("cannot delete {}", expr_name(self.bad(t))));
                        return;
                    }
                }
            }
            _ => visitor::walk_stmt(self, s),
        }
    }

    fn visit_expr(&mut self, e: &'e Expr) {
        if self.message.is_some() || !e.range().contains_range(self.range) {
            return;
        }
        if let Expr::Named(n) = e {
            if self.contains(&n.target) {
                self.message =
                    Some(format!("cannot use assignment expressions with {}", expr_name(self.bad(&n.target))));
                return;
            }
        }
        visitor::walk_expr(self, e);
    }

    fn visit_comprehension(&mut self, c: &'e ast::Comprehension) {
        if self.message.is_none() && self.contains(&c.target) {
            self.message = Some(if self.complete(&c.target) && self.before_in(&c.target) {
                format!("cannot assign to {}", expr_name(self.bad(&c.target)))
            } else {
                INVALID.into()
            });
            return;
        }
        visitor::walk_comprehension(self, c);
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
