//! Python's pattern syntax (CPython 3.11's `re`) parsed into a small tree, with
//! CPython's error messages and positions, then written out in fancy-regex's syntax.
//!
//! The two syntaxes differ in more than spelling: Python's `$` also matches before a
//! final newline, its `\w`/`\s`/`\b` follow `str.isalnum`/`str.isspace`, `(?a)` makes
//! case-insensitive matching ASCII-only, a `{` that does not start a repeat is a
//! literal, and a lookbehind must have a fixed width. So the tree records each of
//! those as Python means it, and the writer spells every leaf out explicitly (a
//! literal as `\x{..}`, a class as its ranges) instead of relying on the engine's
//! defaults.

use std::fmt::Write;

pub const IGNORECASE: u32 = 2;
pub const LOCALE: u32 = 4;
pub const MULTILINE: u32 = 8;
pub const DOTALL: u32 = 16;
pub const UNICODE: u32 = 32;
pub const VERBOSE: u32 = 64;
pub const ASCII: u32 = 256;

/// CPython's limit on repeat counts and group numbers.
const MAXREPEAT: u64 = 4_294_967_295;

/// Why a pattern does not compile.
#[derive(Debug)]
pub enum Refusal {
    /// The pattern is not valid Python: `re.error(msg)` at `pos` (None: no position).
    Invalid { msg: String, pos: Option<usize> },
    /// A repeat count past CPython's limit: OverflowError.
    Overflow(String),
    /// Valid Python that ember does not support: NotImplementedError.
    Unsupported(String),
}

fn invalid<T>(msg: impl Into<String>, pos: usize) -> Result<T, Refusal> {
    Err(Refusal::Invalid { msg: msg.into(), pos: Some(pos) })
}

/// How a leaf compares letters.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Case {
    Exact,
    /// Unicode simple case folding (`re.IGNORECASE` on a str pattern).
    Unicode,
    /// ASCII letters only (`re.IGNORECASE` with `re.ASCII`, or a bytes pattern).
    Ascii,
}

/// `\d`, `\s`, `\w` and their complements.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Category {
    kind: u8,
    negated: bool,
    ascii: bool,
}

#[derive(Clone, Debug)]
pub enum SetItem {
    Range(u32, u32),
    Category(Category),
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RepeatKind {
    Greedy,
    Lazy,
    Possessive,
}

/// A zero-width assertion written with `^`, `$` or a backslash.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum At {
    LineStart { multiline: bool },
    LineEnd { multiline: bool },
    TextStart,
    TextEnd,
    Boundary { ascii: bool, negated: bool },
}

#[derive(Clone, Debug)]
pub enum Node {
    Empty,
    Char {
        c: u32,
        case: Case,
    },
    Any {
        dotall: bool,
    },
    Set {
        negated: bool,
        items: Vec<SetItem>,
        case: Case,
    },
    Category(Category),
    Cat(Vec<Node>),
    Alt(Vec<Node>),
    /// A capturing group (1-based index) or, with None, a non-capturing one.
    Group {
        index: Option<usize>,
        body: Box<Node>,
    },
    Look {
        behind: bool,
        negated: bool,
        body: Box<Node>,
    },
    Atomic(Box<Node>),
    Repeat {
        body: Box<Node>,
        min: u32,
        max: Option<u32>,
        kind: RepeatKind,
    },
    Backref {
        group: usize,
        case: Case,
    },
    Cond {
        group: usize,
        yes: Box<Node>,
        no: Box<Node>,
    },
    At(At),
}

/// A parsed pattern.
#[derive(Debug)]
pub struct Parsed {
    pub tree: Node,
    /// How many capturing groups.
    pub groups: usize,
    /// Named groups and their numbers, in the order they were defined.
    pub names: Vec<(String, usize)>,
    /// The groups in the order their `)`s come: when several groups end at the
    /// same place, the one closed last is a match's `lastindex`.
    pub close_order: Vec<usize>,
    /// The flags after the pattern's own global flags (`(?i)` at its start).
    pub flags: u32,
    /// Whether the pattern uses `\b`/`\B` in the Unicode sense: only its ASCII
    /// behaviour is the engine's own (see [`Variant::exact_words`]).
    pub unicode_boundary: bool,
    /// Whether it has `\B`, which never matches in an empty text.
    pub non_boundary: bool,
    /// Whether it has a case-insensitive backreference in a str pattern: the engine
    /// folds cases where Python compares lower cases, which differ beyond ASCII.
    pub unicode_casei_backref: bool,
}

/// Parses `pattern` (a str pattern's chars, or a bytes pattern's bytes as chars
/// 0-255) with the flags given to `compile`.
pub fn parse(pattern: &[u32], is_bytes: bool, flags: u32) -> Result<Parsed, Refusal> {
    let mut p = Parser {
        src: pattern,
        pos: 0,
        is_bytes,
        flags,
        groups: 0,
        open: Vec::new(),
        names: Vec::new(),
        widths: Vec::new(),
        lookbehind_floor: None,
        cond_refs: Vec::new(),
        close_order: Vec::new(),
        unicode_boundary: false,
    };
    let tree = p.alternation(flags, 0)?;
    if p.pos < p.src.len() {
        debug_assert_eq!(p.src[p.pos], u32::from(b')'));
        return invalid("unbalanced parenthesis", p.pos);
    }
    for &(group, pos) in &p.cond_refs {
        if group > p.groups {
            return invalid(format!("invalid group reference {group}"), pos);
        }
    }
    let non_boundary = any_node(&tree, &|n| matches!(n, Node::At(At::Boundary { negated: true, .. })));
    let unicode_casei_backref = any_node(&tree, &|n| matches!(n, Node::Backref { case: Case::Unicode, .. }));
    Ok(Parsed {
        non_boundary,
        unicode_casei_backref,
        tree,
        groups: p.groups,
        names: p.names,
        close_order: p.close_order,
        flags: p.flags,
        unicode_boundary: p.unicode_boundary,
    })
}

struct Parser<'a> {
    src: &'a [u32],
    pos: usize,
    is_bytes: bool,
    /// The global flags: those passed to `compile` and any `(?x)` at the start.
    flags: u32,
    groups: usize,
    /// The groups opened and not yet closed.
    open: Vec<usize>,
    names: Vec<(String, usize)>,
    /// Each closed group's width, for fixed-width lookbehinds.
    widths: Vec<Option<(u64, Option<u64>)>>,
    /// Inside a lookbehind: the group count when it began (groups after that are
    /// the lookbehind's own, which its backreferences may not use).
    lookbehind_floor: Option<usize>,
    /// Conditional groups' references and their positions, checked at the end.
    cond_refs: Vec<(usize, usize)>,
    close_order: Vec<usize>,
    unicode_boundary: bool,
}

fn is_char(c: Option<u32>, ch: char) -> bool {
    c == Some(ch as u32)
}

fn to_char(c: u32) -> char {
    char::from_u32(c).unwrap_or('\u{fffd}')
}

fn is_digit(c: Option<u32>) -> bool {
    c.is_some_and(|c| (u32::from(b'0')..=u32::from(b'9')).contains(&c))
}

fn is_octal(c: Option<u32>) -> bool {
    c.is_some_and(|c| (u32::from(b'0')..=u32::from(b'7')).contains(&c))
}

fn is_ascii_letter(c: u32) -> bool {
    c < 128 && (c as u8).is_ascii_alphabetic()
}

const FLAG_LETTERS: &[(char, u32)] =
    &[('i', IGNORECASE), ('L', LOCALE), ('m', MULTILINE), ('s', DOTALL), ('x', VERBOSE), ('a', ASCII), ('u', UNICODE)];
const TYPE_FLAGS: u32 = ASCII | LOCALE | UNICODE;

fn flag_of(c: Option<u32>) -> Option<u32> {
    let c = char::from_u32(c?)?;
    FLAG_LETTERS.iter().find(|(l, _)| *l == c).map(|(_, f)| *f)
}

fn case_of(flags: u32, is_bytes: bool) -> Case {
    if flags & IGNORECASE == 0 {
        Case::Exact
    } else if flags & ASCII != 0 || is_bytes {
        Case::Ascii
    } else {
        Case::Unicode
    }
}

/// Python's `str.isidentifier`.
fn is_identifier(name: &str) -> bool {
    let mut chars = name.chars();
    chars.next().is_some_and(|c| c == '_' || unicode_ident::is_xid_start(c))
        && chars.all(unicode_ident::is_xid_continue)
}

/// A name as Python's `%r` shows it.
fn quoted(name: &str) -> String {
    if name.contains('\'') && !name.contains('"') { format!("\"{name}\"") } else { format!("'{name}'") }
}

impl Parser<'_> {
    fn peek(&self) -> Option<u32> {
        self.src.get(self.pos).copied()
    }

    fn next(&mut self) -> Option<u32> {
        let c = self.peek();
        if c.is_some() {
            self.pos += 1;
        }
        c
    }

    fn eat(&mut self, ch: char) -> bool {
        if is_char(self.peek(), ch) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn text(&self, from: usize, to: usize) -> String {
        self.src[from..to.min(self.src.len())].iter().map(|&c| to_char(c)).collect()
    }

    /// `|`-separated branches up to a `)` or the end.
    fn alternation(&mut self, flags: u32, nested: usize) -> Result<Node, Refusal> {
        let mut branches = vec![self.sequence(flags, nested, nested == 0)?];
        while self.eat('|') {
            branches.push(self.sequence(flags, nested, false)?);
        }
        Ok(if branches.len() == 1 { branches.pop().expect("one branch") } else { Node::Alt(branches) })
    }

    /// Items up to a `|`, a `)` or the end. `first`: the pattern's first branch,
    /// where global flags may appear.
    fn sequence(&mut self, mut flags: u32, nested: usize, first: bool) -> Result<Node, Refusal> {
        let mut items: Vec<Node> = Vec::new();
        while let Some(c) = self.peek() {
            if c == u32::from(b'|') || c == u32::from(b')') {
                break;
            }
            let start = self.pos;
            self.pos += 1;
            let ch = to_char(c);
            if flags & VERBOSE != 0 {
                if " \t\n\r\x0b\x0c".contains(ch) {
                    continue;
                }
                if ch == '#' {
                    while let Some(c) = self.next() {
                        if c == u32::from(b'\n') {
                            break;
                        }
                    }
                    continue;
                }
            }
            match ch {
                '\\' => items.push(self.escape(flags)?),
                '[' => items.push(self.set(flags, start)?),
                '*' | '+' | '?' | '{' => {
                    let (min, max) = match ch {
                        '*' => (0, None),
                        '+' => (1, None),
                        '?' => (0, Some(1)),
                        _ => match self.braces(start)? {
                            Some(counts) => counts,
                            None => {
                                items.push(Node::Char { c, case: case_of(flags, self.is_bytes) });
                                continue;
                            }
                        },
                    };
                    let item = match items.pop() {
                        None | Some(Node::At(_)) => return invalid("nothing to repeat", start),
                        Some(Node::Repeat { .. }) => return invalid("multiple repeat", start),
                        Some(item) => item,
                    };
                    let kind = if self.eat('?') {
                        RepeatKind::Lazy
                    } else if self.eat('+') {
                        RepeatKind::Possessive
                    } else {
                        RepeatKind::Greedy
                    };
                    items.push(Node::Repeat { body: Box::new(item), min, max, kind });
                }
                '.' => items.push(Node::Any { dotall: flags & DOTALL != 0 }),
                '(' => {
                    if let Some(node) = self.group(&mut flags, nested, first && items.is_empty(), start)? {
                        items.push(node);
                    }
                }
                '^' => items.push(Node::At(At::LineStart { multiline: flags & MULTILINE != 0 })),
                '$' => items.push(Node::At(At::LineEnd { multiline: flags & MULTILINE != 0 })),
                _ => items.push(Node::Char { c, case: case_of(flags, self.is_bytes) }),
            }
        }
        Ok(match items.len() {
            0 => Node::Empty,
            1 => items.pop().expect("one item"),
            _ => Node::Cat(items),
        })
    }

    /// After a `{`: the counts of a repeat, or None when the brace is a literal.
    fn braces(&mut self, brace: usize) -> Result<Option<(u32, Option<u32>)>, Refusal> {
        if is_char(self.peek(), '}') {
            return Ok(None);
        }
        let lo_start = self.pos;
        while is_digit(self.peek()) {
            self.pos += 1;
        }
        let lo_text = self.text(lo_start, self.pos);
        let hi_text = if self.eat(',') {
            let hi_start = self.pos;
            while is_digit(self.peek()) {
                self.pos += 1;
            }
            Some(self.text(hi_start, self.pos))
        } else {
            None
        };
        if !self.eat('}') {
            self.pos = brace + 1;
            return Ok(None);
        }
        let count = |text: &str| -> Result<u64, Refusal> {
            let n = text.parse::<u64>().unwrap_or(u64::MAX);
            if n >= MAXREPEAT {
                return Err(Refusal::Overflow("the repetition number is too large".into()));
            }
            Ok(n)
        };
        let lo = if lo_text.is_empty() { 0 } else { count(&lo_text)? };
        let hi = match &hi_text {
            None => Some(lo),
            Some(t) if t.is_empty() => None,
            Some(t) => Some(count(t)?),
        };
        if let Some(hi) = hi
            && hi < lo
        {
            return invalid("min repeat greater than max repeat", brace + 1);
        }
        Ok(Some((lo as u32, hi.map(|h| h as u32))))
    }

    /// After a `(` at `start`: a group, a lookaround, a conditional, a comment (None)
    /// or flags (None for global flags, which change `flags`).
    fn group(&mut self, flags: &mut u32, nested: usize, first: bool, start: usize) -> Result<Option<Node>, Refusal> {
        if !self.eat('?') {
            return self.capture(*flags, nested, None, start).map(Some);
        }
        let Some(c) = self.next() else { return invalid("unexpected end of pattern", self.pos) };
        match to_char(c) {
            'P' => {
                if self.eat('<') {
                    let name = self.name('>')?;
                    return self.capture(*flags, nested, Some(name), start).map(Some);
                }
                if self.eat('=') {
                    let name = self.name(')')?;
                    let Some(&(_, group)) = self.names.iter().find(|(n, _)| *n == name) else {
                        return invalid(
                            format!("unknown group name {}", quoted(&name)),
                            self.pos - name.chars().count() - 1,
                        );
                    };
                    self.check_backref(group, self.pos - name.chars().count() - 1)?;
                    return Ok(Some(Node::Backref { group, case: case_of(*flags, self.is_bytes) }));
                }
                match self.next() {
                    None => invalid("unexpected end of pattern", self.pos),
                    Some(c) => invalid(format!("unknown extension ?P{}", to_char(c)), self.pos - 3),
                }
            }
            ':' => {
                let body = self.inner(*flags, nested, start)?;
                Ok(Some(Node::Group { index: None, body: Box::new(body) }))
            }
            '#' => loop {
                match self.next() {
                    None => return invalid("missing ), unterminated comment", start),
                    Some(c) if c == u32::from(b')') => return Ok(None),
                    Some(_) => {}
                }
            },
            '=' | '!' => {
                let body = self.inner(*flags, nested, start)?;
                Ok(Some(Node::Look { behind: false, negated: to_char(c) == '!', body: Box::new(body) }))
            }
            '<' => {
                let negated = match self.next().map(to_char) {
                    None => return invalid("unexpected end of pattern", self.pos),
                    Some('=') => false,
                    Some('!') => true,
                    Some(c) => return invalid(format!("unknown extension ?<{c}"), self.pos - 3),
                };
                let outer = self.lookbehind_floor.replace(self.groups);
                let body = self.inner(*flags, nested, start);
                self.lookbehind_floor = outer;
                let body = body?;
                let (lo, hi) = width(&body, &self.widths);
                if hi != Some(lo) {
                    return Err(Refusal::Invalid { msg: "look-behind requires fixed-width pattern".into(), pos: None });
                }
                Ok(Some(Node::Look { behind: true, negated, body: Box::new(body) }))
            }
            '(' => self.conditional(*flags, nested, start).map(Some),
            '>' => {
                let body = self.inner(*flags, nested, start)?;
                Ok(Some(Node::Atomic(Box::new(body))))
            }
            ch if ch == '-' || flag_of(Some(c)).is_some() => match self.flags_group(c)? {
                None => {
                    if !first {
                        return invalid("global flags not at the start of the expression", start);
                    }
                    let added = self.flags;
                    *flags |= added;
                    Ok(None)
                }
                Some((add, del)) => {
                    let mut inner = (*flags | add) & !del;
                    if add & TYPE_FLAGS != 0 {
                        inner &= !(TYPE_FLAGS & !add);
                    }
                    let body = self.inner(inner, nested, start)?;
                    Ok(Some(Node::Group { index: None, body: Box::new(body) }))
                }
            },
            ch => invalid(format!("unknown extension ?{ch}"), self.pos - 2),
        }
    }

    /// A group's branches and its `)`.
    fn inner(&mut self, flags: u32, nested: usize, start: usize) -> Result<Node, Refusal> {
        let body = self.alternation(flags, nested + 1)?;
        if !self.eat(')') {
            return invalid("missing ), unterminated subpattern", start);
        }
        Ok(body)
    }

    fn capture(&mut self, flags: u32, nested: usize, name: Option<String>, start: usize) -> Result<Node, Refusal> {
        self.groups += 1;
        let index = self.groups;
        if let Some(name) = name {
            if let Some(&(_, was)) = self.names.iter().find(|(n, _)| *n == name) {
                let msg = format!("redefinition of group name {} as group {index}; was group {was}", quoted(&name));
                return invalid(msg, self.pos - name.chars().count() - 1);
            }
            self.names.push((name, index));
        }
        self.open.push(index);
        self.widths.push(None);
        let body = self.inner(flags, nested, start)?;
        self.open.pop();
        self.close_order.push(index);
        self.widths[index - 1] = Some(width(&body, &self.widths));
        Ok(Node::Group { index: Some(index), body: Box::new(body) })
    }

    /// A group name up to `terminator`, checked as CPython checks it.
    fn name(&mut self, terminator: char) -> Result<String, Refusal> {
        let start = self.pos;
        let name = self.raw_until(terminator, "group name")?;
        if !is_identifier(&name) {
            return invalid(format!("bad character in group name {}", quoted(&name)), start);
        }
        Ok(name)
    }

    fn check_backref(&self, group: usize, pos: usize) -> Result<(), Refusal> {
        if self.open.contains(&group) {
            return invalid("cannot refer to an open group", pos);
        }
        if let Some(floor) = self.lookbehind_floor
            && group > floor
        {
            return invalid("cannot refer to group defined in the same lookbehind subpattern", pos);
        }
        Ok(())
    }

    /// After `(?(`: `name)yes|no)`.
    fn conditional(&mut self, flags: u32, nested: usize, start: usize) -> Result<Node, Refusal> {
        let name_start = self.pos;
        let name = self.raw_until(')', "group name")?;
        let group = if is_identifier(&name) {
            match self.names.iter().find(|(n, _)| *n == name) {
                Some(&(_, g)) => g,
                None => return invalid(format!("unknown group name {}", quoted(&name)), name_start),
            }
        } else {
            if name.is_empty() || !name.chars().all(|c| c.is_ascii_digit()) {
                return invalid(format!("bad character in group name {}", quoted(&name)), name_start);
            }
            let group: u64 = name.parse().unwrap_or(u64::MAX);
            if group == 0 {
                return invalid("bad group number", name_start);
            }
            if group >= MAXREPEAT / 2 {
                return invalid(format!("invalid group reference {group}"), name_start);
            }
            self.cond_refs.push((group as usize, name_start));
            group as usize
        };
        if let Some(floor) = self.lookbehind_floor
            && group > floor
        {
            return invalid("cannot refer to group defined in the same lookbehind subpattern", name_start);
        }
        let yes = self.sequence(flags, nested + 1, false)?;
        let no = if self.eat('|') {
            let no = self.sequence(flags, nested + 1, false)?;
            if is_char(self.peek(), '|') {
                return invalid("conditional backref with more than two branches", self.pos);
            }
            no
        } else {
            Node::Empty
        };
        if !self.eat(')') {
            return invalid("missing ), unterminated subpattern", start);
        }
        Ok(Node::Cond { group, yes: Box::new(yes), no: Box::new(no) })
    }

    fn raw_until(&mut self, terminator: char, what: &str) -> Result<String, Refusal> {
        let start = self.pos;
        loop {
            match self.next() {
                None if self.pos == start => return invalid(format!("missing {what}"), self.pos),
                None => return invalid(format!("missing {terminator}, unterminated name"), start),
                Some(c) if to_char(c) == terminator => {
                    if self.pos - 1 == start {
                        return invalid(format!("missing {what}"), start);
                    }
                    return Ok(self.text(start, self.pos - 1));
                }
                Some(_) => {}
            }
        }
    }

    /// After `(?` and the flag letter `c`: None for global flags `(?aiLmsux)`, else
    /// the flags a scoped group `(?aiLmsux-imsx:...)` turns on and off.
    fn flags_group(&mut self, mut c: u32) -> Result<Option<(u32, u32)>, Refusal> {
        let mut add = 0;
        let mut del = 0;
        if !is_char(Some(c), '-') {
            loop {
                let flag = flag_of(Some(c)).expect("a flag letter");
                if !self.is_bytes && flag == LOCALE {
                    return invalid("bad inline flags: cannot use 'L' flag with a str pattern", self.pos);
                }
                if self.is_bytes && flag == UNICODE {
                    return invalid("bad inline flags: cannot use 'u' flag with a bytes pattern", self.pos);
                }
                add |= flag;
                if flag & TYPE_FLAGS != 0 && add & TYPE_FLAGS != flag {
                    return invalid("bad inline flags: flags 'a', 'u' and 'L' are incompatible", self.pos);
                }
                match self.next() {
                    None => return invalid("missing -, : or )", self.pos),
                    Some(n) if ")-:".contains(to_char(n)) => {
                        c = n;
                        break;
                    }
                    Some(n) if flag_of(Some(n)).is_some() => c = n,
                    Some(n) => {
                        let msg = if to_char(n).is_alphabetic() { "unknown flag" } else { "missing -, : or )" };
                        return invalid(msg, self.pos - 1);
                    }
                }
            }
        }
        if is_char(Some(c), ')') {
            if add & LOCALE != 0 {
                return Err(Refusal::Unsupported("re: the LOCALE flag".into()));
            }
            self.flags |= add;
            return Ok(None);
        }
        if is_char(Some(c), '-') {
            let Some(mut n) = self.next() else { return invalid("missing flag", self.pos) };
            if flag_of(Some(n)).is_none() {
                let msg = if to_char(n).is_alphabetic() { "unknown flag" } else { "missing flag" };
                return invalid(msg, self.pos - 1);
            }
            loop {
                let flag = flag_of(Some(n)).expect("a flag letter");
                if flag & TYPE_FLAGS != 0 {
                    return invalid("bad inline flags: cannot turn off flags 'a', 'u' and 'L'", self.pos);
                }
                del |= flag;
                match self.next() {
                    None => return invalid("missing :", self.pos),
                    Some(m) if is_char(Some(m), ':') => break,
                    Some(m) if flag_of(Some(m)).is_some() => n = m,
                    Some(m) => {
                        let msg = if to_char(m).is_alphabetic() { "unknown flag" } else { "missing :" };
                        return invalid(msg, self.pos - 1);
                    }
                }
            }
        }
        if add & del != 0 {
            return invalid("bad inline flags: flag turned on and off", self.pos - 1);
        }
        if add & LOCALE != 0 {
            return Err(Refusal::Unsupported("re: the LOCALE flag".into()));
        }
        Ok(Some((add, del)))
    }

    /// Up to `n` hex digits; the escape is incomplete unless there are exactly `n`.
    fn hex(&mut self, n: usize, escape_start: usize) -> Result<u32, Refusal> {
        let start = self.pos;
        while self.pos - start < n && self.peek().and_then(char::from_u32).is_some_and(|c| c.is_ascii_hexdigit()) {
            self.pos += 1;
        }
        let digits = self.text(start, self.pos);
        if digits.len() != n {
            return invalid(format!("incomplete escape {}", self.text(escape_start, self.pos)), escape_start);
        }
        Ok(u32::from_str_radix(&digits, 16).expect("hex digits"))
    }

    /// The escapes a class and the rest of a pattern share: None for the others.
    fn common_escape(&mut self, c: u32, start: usize, flags: u32) -> Result<Option<SetItem>, Refusal> {
        let ascii = flags & ASCII != 0 || self.is_bytes;
        let category = |kind: u8, negated: bool| Some(SetItem::Category(Category { kind, negated, ascii }));
        let lit = |c: u32| Some(SetItem::Range(c, c));
        Ok(match to_char(c) {
            'a' => lit(7),
            'f' => lit(12),
            'n' => lit(10),
            'r' => lit(13),
            't' => lit(9),
            'v' => lit(11),
            '\\' => lit(92),
            'd' => category(b'd', false),
            'D' => category(b'd', true),
            's' => category(b's', false),
            'S' => category(b's', true),
            'w' => category(b'w', false),
            'W' => category(b'w', true),
            'x' => lit(self.hex(2, start)?),
            'u' if !self.is_bytes => lit(self.hex(4, start)?),
            'U' if !self.is_bytes => {
                let v = self.hex(8, start)?;
                if v > 0x10ffff {
                    return invalid(format!("bad escape {}", self.text(start, self.pos)), start);
                }
                lit(v)
            }
            'N' if !self.is_bytes => {
                return Err(Refusal::Unsupported("re: named-character escapes (\\N{...})".into()));
            }
            _ => None,
        })
    }

    /// After a `\` outside a class.
    fn escape(&mut self, flags: u32) -> Result<Node, Refusal> {
        let start = self.pos - 1;
        let Some(c) = self.next() else {
            return invalid("bad escape (end of pattern)", start);
        };
        let case = case_of(flags, self.is_bytes);
        let ascii = flags & ASCII != 0 || self.is_bytes;
        match to_char(c) {
            'A' => return Ok(Node::At(At::TextStart)),
            'Z' => return Ok(Node::At(At::TextEnd)),
            'b' | 'B' => {
                self.unicode_boundary |= !ascii;
                return Ok(Node::At(At::Boundary { ascii, negated: to_char(c) == 'B' }));
            }
            '0' => {
                let mut v = 0;
                for _ in 0..2 {
                    if !is_octal(self.peek()) {
                        break;
                    }
                    v = v * 8 + (self.next().expect("a digit") - u32::from(b'0'));
                }
                return Ok(Node::Char { c: v, case });
            }
            '1'..='9' => {
                let mut digits = vec![c];
                if is_digit(self.peek()) {
                    digits.push(self.next().expect("a digit"));
                    if is_octal(Some(digits[0])) && is_octal(Some(digits[1])) && is_octal(self.peek()) {
                        digits.push(self.next().expect("a digit"));
                        let v = digits.iter().fold(0, |v, d| v * 8 + (d - u32::from(b'0')));
                        if v > 0o377 {
                            let text = self.text(start, self.pos);
                            return invalid(format!("octal escape value {text} outside of range 0-0o377"), start);
                        }
                        return Ok(Node::Char { c: v, case });
                    }
                }
                let group = digits.iter().fold(0, |v, d| v * 10 + (d - u32::from(b'0'))) as usize;
                if group <= self.groups {
                    self.check_backref(group, start)?;
                    if case == Case::Ascii && !self.is_bytes {
                        return Err(Refusal::Unsupported(
                            "re: a backreference under re.ASCII with re.IGNORECASE".into(),
                        ));
                    }
                    return Ok(Node::Backref { group, case });
                }
                return invalid(format!("invalid group reference {group}"), start + 1);
            }
            _ => {}
        }
        match self.common_escape(c, start, flags)? {
            Some(SetItem::Range(c, _)) => Ok(Node::Char { c, case }),
            Some(SetItem::Category(cat)) => Ok(Node::Category(cat)),
            None if is_ascii_letter(c) => invalid(format!("bad escape \\{}", to_char(c)), start),
            None => Ok(Node::Char { c, case }),
        }
    }

    /// After a `[` at `start`.
    fn set(&mut self, flags: u32, start: usize) -> Result<Node, Refusal> {
        let negated = self.eat('^');
        let mut items: Vec<SetItem> = Vec::new();
        loop {
            let here = self.pos;
            let Some(c) = self.next() else { return invalid("unterminated character set", start) };
            if c == u32::from(b']') && !items.is_empty() {
                break;
            }
            let first = self.set_item(c, flags)?;
            if self.eat('-') {
                let Some(d) = self.next() else { return invalid("unterminated character set", start) };
                if d == u32::from(b']') {
                    items.push(first);
                    items.push(SetItem::Range(u32::from(b'-'), u32::from(b'-')));
                    break;
                }
                let second = self.set_item(d, flags)?;
                match (first, second) {
                    (SetItem::Range(lo, _), SetItem::Range(hi, _)) if lo <= hi => items.push(SetItem::Range(lo, hi)),
                    _ => {
                        return invalid(format!("bad character range {}", self.text(here, self.pos)), here);
                    }
                }
            } else {
                items.push(first);
            }
        }
        Ok(Node::Set { negated, items, case: case_of(flags, self.is_bytes) })
    }

    /// One member of a class: a char or (after a `\`) an escape.
    fn set_item(&mut self, c: u32, flags: u32) -> Result<SetItem, Refusal> {
        if c != u32::from(b'\\') {
            return Ok(SetItem::Range(c, c));
        }
        let start = self.pos - 1;
        let Some(e) = self.next() else { return invalid("bad escape (end of pattern)", start) };
        if to_char(e) == 'b' {
            return Ok(SetItem::Range(8, 8));
        }
        if let Some(item) = self.common_escape(e, start, flags)? {
            return Ok(item);
        }
        if is_octal(Some(e)) {
            let mut v = e - u32::from(b'0');
            for _ in 0..2 {
                if !is_octal(self.peek()) {
                    break;
                }
                v = v * 8 + (self.next().expect("a digit") - u32::from(b'0'));
            }
            if v > 0o377 {
                let text = self.text(start, self.pos);
                return invalid(format!("octal escape value {text} outside of range 0-0o377"), start);
            }
            return Ok(SetItem::Range(v, v));
        }
        if is_digit(Some(e)) || is_ascii_letter(e) {
            return invalid(format!("bad escape \\{}", to_char(e)), start);
        }
        Ok(SetItem::Range(e, e))
    }
}

/// The least and most chars `node` matches (None: no bound). A backreference
/// matches what its group did (`groups`: the widths of the closed groups), and
/// anything where that is not known.
fn width(node: &Node, groups: &[Option<(u64, Option<u64>)>]) -> (u64, Option<u64>) {
    match node {
        Node::Empty | Node::At(_) | Node::Look { .. } => (0, Some(0)),
        Node::Char { .. } | Node::Any { .. } | Node::Set { .. } | Node::Category(_) => (1, Some(1)),
        Node::Cat(items) => items.iter().fold((0, Some(0)), |(lo, hi), item| {
            let (l, h) = width(item, groups);
            (lo.saturating_add(l), hi.zip(h).map(|(a, b)| a.saturating_add(b)))
        }),
        Node::Alt(branches) => {
            let widths: Vec<_> = branches.iter().map(|b| width(b, groups)).collect();
            let lo = widths.iter().map(|w| w.0).min().unwrap_or(0);
            let hi = widths.iter().try_fold(0, |m, w| w.1.map(|h| h.max(m)));
            (lo, hi)
        }
        Node::Group { body, .. } | Node::Atomic(body) => width(body, groups),
        Node::Repeat { body, min, max, .. } => {
            let (l, h) = width(body, groups);
            let hi = match (h, max) {
                (Some(0), _) => Some(0),
                (Some(h), Some(m)) => Some(h.saturating_mul(u64::from(*m))),
                _ => None,
            };
            (l.saturating_mul(u64::from(*min)), hi)
        }
        Node::Backref { group, .. } => groups.get(group - 1).copied().flatten().unwrap_or((0, None)),
        Node::Cond { yes, no, .. } => {
            let (a, b) = (width(yes, groups), width(no, groups));
            (a.0.min(b.0), a.1.zip(b.1).map(|(x, y)| x.max(y)))
        }
    }
}

/// How one compiled form of a pattern differs from the plain one.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Variant {
    /// The match must end where the text does (`fullmatch`).
    pub full: bool,
    /// `\b`/`\B` spelled as lookarounds over Python's word chars: the engine's own
    /// `\b` agrees with Python's only on ASCII text.
    pub exact_words: bool,
    /// The text is ASCII, so `\d`, `\s` and `\w` can be their ASCII members (smaller
    /// automata, faster captures).
    pub ascii_text: bool,
    /// The text is empty, where Python's `\B` never matches.
    pub empty_text: bool,
}

/// `tree` in fancy-regex's syntax.
pub fn emit(tree: &Node, variant: Variant) -> String {
    let mut out = String::new();
    emit_node(tree, variant, &mut out);
    if variant.full {
        out = format!("(?:{out})\\z");
    }
    out
}

fn lit(c: u32, out: &mut String) {
    if c < 128 && ((c as u8).is_ascii_alphanumeric() || c == u32::from(b'_')) {
        out.push(c as u8 as char);
    } else {
        let _ = write!(out, "\\x{{{c:x}}}");
    }
}

/// The members of Python's class for `cat`, without brackets (None: it is a
/// complement, written as a nested negated class).
fn category_members(cat: Category, ascii_text: bool) -> &'static str {
    if ascii_text && !cat.ascii {
        // Python's Unicode classes, restricted to the ASCII chars.
        return match cat.kind {
            b'd' => "0-9",
            b's' => "\\x{9}-\\x{d}\\x{1c}-\\x{20}",
            _ => "0-9A-Za-z_",
        };
    }
    match (cat.kind, cat.ascii) {
        (b'd', true) => "0-9",
        (b'd', false) => "\\p{Nd}",
        (b's', true) => "\\x{9}-\\x{d}\\x{20}",
        // str.isspace: the Unicode whitespace and the four ASCII separators.
        (b's', false) => {
            "\\x{9}-\\x{d}\\x{1c}-\\x{20}\\x{85}\\x{a0}\\x{1680}\\x{2000}-\\x{200a}\\x{2028}\\x{2029}\\x{202f}\\x{205f}\\x{3000}"
        }
        (b'w', true) => "0-9A-Za-z_",
        // str.isalnum or '_': letters and anything with a numeric value.
        _ => "\\p{L}\\p{N}_",
    }
}

fn category(cat: Category, ascii_text: bool, out: &mut String) {
    let neg = if cat.negated { "^" } else { "" };
    let _ = write!(out, "[{neg}{}]", category_members(cat, ascii_text));
}

fn word_class(ascii: bool) -> String {
    let mut s = String::new();
    category(Category { kind: b'w', negated: false, ascii }, false, &mut s);
    s
}

/// `i`, `I`, `İ` and `ı`: Python's case-insensitive matching compares simple lower
/// and upper cases, which makes the four one class; Unicode case folding (the
/// engine's) leaves the dotted and dotless ones apart.
const DOTTED_I: [u32; 4] = [0x69, 0x49, 0x130, 0x131];

fn set(negated: bool, items: &[SetItem], case: Case, ascii_text: bool, out: &mut String) {
    let mut body = String::new();
    if case == Case::Unicode
        && items.iter().any(|i| matches!(*i, SetItem::Range(lo, hi) if DOTTED_I.iter().any(|c| (lo..=hi).contains(c))))
    {
        for c in DOTTED_I {
            lit(c, &mut body);
        }
    }
    let range = |lo: u32, hi: u32, body: &mut String| {
        lit(lo, body);
        if hi != lo {
            body.push('-');
            lit(hi, body);
        }
    };
    for item in items {
        match *item {
            SetItem::Range(lo, hi) => {
                range(lo, hi, &mut body);
                if case == Case::Ascii {
                    // The ASCII letters in lo..=hi in the other case.
                    for (from, to, shift) in [(65u32, 90u32, 32i64), (97, 122, -32)] {
                        let (a, b) = (lo.max(from), hi.min(to));
                        if a <= b {
                            range((i64::from(a) + shift) as u32, (i64::from(b) + shift) as u32, &mut body);
                        }
                    }
                }
            }
            SetItem::Category(cat) if cat.negated => category(cat, ascii_text, &mut body),
            SetItem::Category(cat) => body.push_str(category_members(cat, ascii_text)),
        }
    }
    let neg = if negated { "^" } else { "" };
    if case == Case::Unicode {
        let _ = write!(out, "(?i:[{neg}{body}])");
    } else {
        let _ = write!(out, "[{neg}{body}]");
    }
}

/// Whether a repeat of `body` must backtrack to iterate as Python's does.
fn needs_backtracking(body: &Node) -> bool {
    (can_be_empty(body) && any_node(body, &|n| matches!(n, Node::Group { index: Some(_), .. })))
        || any_node(body, &|n| matches!(n, Node::Repeat { kind: RepeatKind::Lazy, .. }))
}

/// Whether `node` can match the empty string.
fn can_be_empty(node: &Node) -> bool {
    width(node, &[]).0 == 0
}

/// Whether `node` or a node inside it satisfies `f`.
fn any_node(node: &Node, f: &dyn Fn(&Node) -> bool) -> bool {
    f(node)
        || match node {
            Node::Cat(items) | Node::Alt(items) => items.iter().any(|n| any_node(n, f)),
            Node::Group { body, .. } | Node::Atomic(body) | Node::Look { body, .. } | Node::Repeat { body, .. } => {
                any_node(body, f)
            }
            Node::Cond { yes, no, .. } => any_node(yes, f) || any_node(no, f),
            Node::Empty
            | Node::Char { .. }
            | Node::Any { .. }
            | Node::Set { .. }
            | Node::Category(_)
            | Node::Backref { .. }
            | Node::At(_) => false,
        }
}

/// Whether `node` always matches the empty string only.
fn zero_width(node: &Node) -> bool {
    width(node, &[]).1 == Some(0)
}

fn emit_node(node: &Node, variant: Variant, out: &mut String) {
    match node {
        Node::Empty => out.push_str("(?:)"),
        Node::Char { c, case } => match case {
            Case::Unicode if DOTTED_I.contains(c) => set(false, &[SetItem::Range(*c, *c)], Case::Unicode, false, out),
            Case::Unicode => {
                out.push_str("(?i:");
                lit(*c, out);
                out.push(')');
            }
            Case::Ascii if is_ascii_letter(*c) => {
                out.push('[');
                lit(c & !32, out);
                lit(c | 32, out);
                out.push(']');
            }
            _ => lit(*c, out),
        },
        Node::Any { dotall: true } => out.push_str("(?s:.)"),
        Node::Any { dotall: false } => out.push_str("[^\\n]"),
        Node::Set { negated, items, case } => set(*negated, items, *case, variant.ascii_text, out),
        Node::Category(cat) => category(*cat, variant.ascii_text, out),
        Node::Cat(items) => {
            for item in items {
                emit_node(item, variant, out);
            }
        }
        Node::Alt(branches) => {
            out.push_str("(?:");
            for (i, b) in branches.iter().enumerate() {
                if i > 0 {
                    out.push('|');
                }
                emit_node(b, variant, out);
            }
            out.push(')');
        }
        Node::Group { index, body } => {
            out.push_str(if index.is_some() { "(" } else { "(?:" });
            emit_node(body, variant, out);
            out.push(')');
        }
        Node::Look { behind, negated, body } => {
            out.push_str(match (behind, negated) {
                (false, false) => "(?=",
                (false, true) => "(?!",
                (true, false) => "(?<=",
                (true, true) => "(?<!",
            });
            emit_node(body, variant, out);
            out.push(')');
        }
        Node::Atomic(body) => {
            out.push_str("(?>");
            emit_node(body, variant, out);
            out.push(')');
        }
        Node::Repeat { body, min, kind, .. } if zero_width(body) => {
            // Python repeats a zero-width body once at most (an iteration that does
            // not advance ends the loop); the engine refuses to repeat it at all.
            match (*min, kind) {
                (0, RepeatKind::Lazy) => out.push_str("(?:|"),
                (0, _) => out.push_str("(?:"),
                _ => out.push_str("(?:(?:"),
            }
            emit_node(body, variant, out);
            match (*min, kind) {
                (0, RepeatKind::Lazy) => out.push(')'),
                (0, _) => out.push_str("|)"),
                _ => out.push_str("))"),
            }
        }
        Node::Repeat { body, min, max, kind } => {
            if *kind == RepeatKind::Possessive {
                out.push_str("(?>");
            }
            out.push_str("(?:");
            emit_node(body, variant, out);
            if needs_backtracking(body) {
                // An empty lookahead makes the engine run this repeat on its
                // backtracking VM, whose iterations are Python's: the automata give
                // other captures when an iteration can be empty, and another match
                // for a lazy repeat inside.
                out.push_str("(?=)");
            }
            out.push(')');
            match max {
                Some(max) if max == min => {
                    let _ = write!(out, "{{{min}}}");
                }
                Some(max) => {
                    let _ = write!(out, "{{{min},{max}}}");
                }
                None => {
                    let _ = write!(out, "{{{min},}}");
                }
            }
            match kind {
                RepeatKind::Lazy => out.push('?'),
                RepeatKind::Possessive => out.push(')'),
                RepeatKind::Greedy => {}
            }
        }
        Node::Backref { group, case } => {
            // Case::Ascii is a bytes pattern's (a str pattern's is refused), which the
            // engine folds in ASCII only.
            let flags = if *case == Case::Exact { "" } else { "i" };
            let _ = write!(out, "(?{flags}:\\k<{group}>)");
        }
        Node::Cond { yes, no, .. } if matches!((&**yes, &**no), (Node::Empty, Node::Empty)) => out.push_str("(?:)"),
        Node::Cond { group, yes, no } => {
            let _ = write!(out, "(?({group})");
            emit_node(yes, variant, out);
            out.push('|');
            emit_node(no, variant, out);
            out.push(')');
        }
        Node::At(at) => match at {
            At::LineStart { multiline: false } | At::TextStart => out.push_str("\\A"),
            At::LineStart { multiline: true } => out.push_str("(?m:^)"),
            At::LineEnd { multiline: false } => out.push_str("(?=\\n?\\z)"),
            At::LineEnd { multiline: true } => out.push_str("(?m:$)"),
            At::TextEnd => out.push_str("\\z"),
            At::Boundary { negated: true, .. } if variant.empty_text => out.push_str("[^\\s\\S]"),
            At::Boundary { ascii, negated } => {
                if *ascii || variant.exact_words {
                    let w = word_class(*ascii);
                    if *negated {
                        let _ = write!(out, "(?:(?<={w})(?={w})|(?<!{w})(?!{w}))");
                    } else {
                        let _ = write!(out, "(?:(?<={w})(?!{w})|(?<!{w})(?={w}))");
                    }
                } else {
                    out.push_str(if *negated { "\\B" } else { "\\b" });
                }
            }
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chars(p: &str) -> Vec<u32> {
        p.chars().map(u32::from).collect()
    }

    fn emitted(p: &str, flags: u32) -> String {
        emit(&parse(&chars(p), false, flags).expect("valid").tree, Variant::default())
    }

    fn error(p: &str) -> (String, Option<usize>) {
        match parse(&chars(p), false, 0) {
            Err(Refusal::Invalid { msg, pos }) => (msg, pos),
            other => panic!("{p:?} gave {other:?}"),
        }
    }

    #[test]
    fn leaves_are_spelled_out() {
        let table = [
            ("ab", 0, "ab"),
            ("a.b", 0, "a[^\\n]b"),
            ("a.b", DOTALL, "a(?s:.)b"),
            ("^a$", 0, "\\Aa(?=\\n?\\z)"),
            ("^a$", MULTILINE, "(?m:^)a(?m:$)"),
            ("a\\Z", 0, "a\\z"),
            ("[a-c.]", 0, "[a-c\\x{2e}]"),
            ("\\d", ASCII, "[0-9]"),
            ("\\w", 0, "[\\p{L}\\p{N}_]"),
            ("[^\\W]", 0, "[^[^\\p{L}\\p{N}_]]"),
            ("k", IGNORECASE, "(?i:k)"),
            ("k", IGNORECASE | ASCII, "[Kk]"),
            ("[a-c]", IGNORECASE | ASCII, "[a-cA-C]"),
            ("x{", 0, "x\\x{7b}"),
            ("a{,3}", 0, "(?:a){0,3}"),
            ("a*?", 0, "(?:a){0,}?"),
            ("a++", 0, "(?>(?:a){1,})"),
            ("(a)\\1", 0, "(a)(?:\\k<1>)"),
            ("(?P<n>a)(?P=n)", IGNORECASE, "((?i:a))(?i:\\k<1>)"),
            ("(?:a|)", 0, "(?:(?:a|(?:)))"),
        ];
        for (pattern, flags, want) in table {
            assert_eq!(emitted(pattern, flags), want, "{pattern:?}");
        }
    }

    #[test]
    fn errors_are_cpythons() {
        let table = [
            ("(", "missing ), unterminated subpattern", Some(0)),
            ("a)", "unbalanced parenthesis", Some(1)),
            ("*", "nothing to repeat", Some(0)),
            ("a**", "multiple repeat", Some(2)),
            ("^*", "nothing to repeat", Some(1)),
            ("[a", "unterminated character set", Some(0)),
            ("[z-a]", "bad character range z-a", Some(1)),
            ("\\q", "bad escape \\q", Some(0)),
            ("a{3,2}", "min repeat greater than max repeat", Some(2)),
            ("(?<=a+)b", "look-behind requires fixed-width pattern", None),
            ("(a)\\2", "invalid group reference 2", Some(4)),
            ("(a\\1)", "cannot refer to an open group", Some(2)),
            ("(?P<1>a)", "bad character in group name '1'", Some(4)),
            ("(?P<a>x)(?P<a>y)", "redefinition of group name 'a' as group 2; was group 1", Some(12)),
            ("(?Q)", "unknown extension ?Q", Some(1)),
            ("a(?i)", "global flags not at the start of the expression", Some(1)),
            ("(?#x", "missing ), unterminated comment", Some(0)),
            ("\\x4", "incomplete escape \\x4", Some(0)),
        ];
        for (pattern, msg, pos) in table {
            assert_eq!(error(pattern), (msg.to_string(), pos), "{pattern:?}");
        }
    }

    #[test]
    fn lookbehinds_of_fixed_width_are_accepted() {
        for p in ["(?<=ab|cd)x", "(?<=a{3})x", "(?<!\\d\\w)x", "(a)(?<=\\1)"] {
            assert!(parse(&chars(p), false, 0).is_ok(), "{p:?}");
        }
    }
}
