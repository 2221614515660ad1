//! The parser's errors in CPython's words: which error CPython reports first, with its message and position, worked out from the tokens and the recovered AST around it.

use super::*;
use crate::error::CompileError;
use ruff_python_ast::token::TokenKind;
use ruff_python_ast::visitor::{self, Visitor};
use ruff_python_ast::{self as ast, Expr, ModModule, Stmt};
use ruff_python_parser::{
    LexicalErrorType, ParseError, ParseErrorType, UnsupportedSyntaxError, UnsupportedSyntaxErrorKind as Unsupported,
};
use ruff_text_size::{Ranged, TextRange, TextSize};
use tokens::{Kind, Scan, Token};

pub(super) struct Cx<'a> {
    pub(super) src: &'a Src<'a>,
    pub(super) scan: &'a Scan,
    pub(super) module: &'a ModModule,
}

pub(super) const INVALID: &str = "invalid syntax";

impl Cx<'_> {
    fn err(&self, message: impl Into<String>, at: usize) -> CompileError {
        self.src.error("SyntaxError", message, at)
    }

    /// The first token starting at or after `offset`.
    pub(super) fn token_at(&self, offset: usize) -> Option<&Token> {
        let i = self.scan.tokens.partition_point(|t| t.start < offset);
        self.scan.tokens.get(i)
    }

    /// The last token ending at or before `offset` (not NEWLINE/INDENT/DEDENT).
    fn token_before(&self, offset: usize) -> Option<&Token> {
        let i = self.scan.tokens.partition_point(|t| t.start < offset);
        self.scan.tokens[..i].iter().rev().find(|t| !matches!(t.kind, Kind::Newline | Kind::Indent | Kind::Dedent))
    }

    pub(super) fn text(&self, t: &Token) -> &str {
        &self.src.text[t.start..t.end]
    }

    /// CPython reports a bracket still open at the end of the input instead of a
    /// parse error when its parser reads on to the end of the input (the error is
    /// there, or the tokens from the error on continue an expression), or when the
    /// error is on a later line than the bracket.
    pub(super) fn unclosed_bracket(&self, at: usize, e: CompileError) -> CompileError {
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

    pub(super) fn unsupported(&self, e: &UnsupportedSyntaxError) -> CompileError {
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

    pub(super) fn translate(&self, e: &ParseError) -> CompileError {
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
    pub(super) fn parenthesized(&self, range: TextRange) -> bool {
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
