//! The text notation of `Type`, as in the references: `LongExact[5]`,
//! `{List|Unicode}`, `User[Point:Exact]`, `TypeUser[Meta:obj]`, `CInt64[3]`,
//! `MortalDict`, `OptObject`, `Bottom`; and expressions over it (`|`, `&`, `-`,
//! parentheses, and the relations `<`, `<=`, `>`, `>=`, `==`, `!=`, `couldBe`) for
//! `ember lattice`.
//!
//! Objects that are not literals print by the name a [`Names`] table gives them (tests
//! and `ember lattice --classes` fill it), so that `parse(display(t)) == t`. Without a
//! table they print as `<list object at 0x...>`, which does not parse back.

use super::classes;
use super::{DISPLAY_NAMES, Lifetime, OBJECT_BITS, PRIMITIVE_BITS, REPR_NAMES, Spec, TYPE_NAMES, Type, bits};
use ember_runtime::classes::{class_name, is_class};
use ember_runtime::int::int_ref;
use ember_runtime::layout::LayoutId;
use ember_runtime::object::{ClassId, TYPES, false_value, float_value, is_layout, none, str_text, true_value};
use ember_runtime::value::Value;
use ember_runtime::vm::Rt;
use std::collections::HashMap;
use std::fmt;
use std::str::FromStr;

/// Names for objects and classes in the text notation, and the heap literals parsing
/// made (so the same literal text always means the same object).
#[derive(Default)]
pub struct Names {
    entries: Vec<(String, Value)>,
    literals: HashMap<String, Value>,
}

impl Names {
    pub fn new() -> Names {
        Names::default()
    }

    /// Names `v` (an object or a class). Later names of the same value win when
    /// printing; the first entry for a name wins when parsing.
    pub fn add(&mut self, name: &str, v: Value) {
        self.entries.push((name.to_string(), v));
    }

    /// Every global of the program `rt` ran (its classes and module-level objects).
    pub fn from_globals(rt: &Rt) -> Names {
        let mut names = Names::new();
        for name in rt.global_order.iter().map(|&i| rt.global_names[i as usize].clone()) {
            if let Some(v) = rt.get_global(&name) {
                names.add(&name, v);
            }
        }
        names
    }

    fn lookup(&self, name: &str) -> Option<Value> {
        self.entries.iter().find(|(n, _)| n == name).map(|&(_, v)| v)
    }

    /// The name `v` prints as: not one that reads as a literal (`nan = float("nan")`).
    fn name_of(&self, v: Value) -> Option<&str> {
        let literal = |n: &str| matches!(n, "inf" | "nan" | "True" | "False" | "None" | "NotImplemented");
        self.entries.iter().rev().find(|(n, x)| *x == v && !literal(n)).map(|(n, _)| n.as_str())
    }
}

// ---- printing ----

impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_type(f, *self, None)
    }
}

impl fmt::Debug for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_type(f, *self, None)
    }
}

/// A `Type` printed with a [`Names`] table (see [`Type::display_with`]).
pub struct WithNames<'a>(Type, &'a Names);

impl fmt::Display for WithNames<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_type(f, self.0, Some(self.1))
    }
}

impl Type {
    /// Prints objects and classes by their names in `names`.
    pub fn display_with(self, names: &Names) -> WithNames<'_> {
        WithNames(self, names)
    }
}

fn write_type(f: &mut fmt::Formatter<'_>, t: Type, names: Option<&Names>) -> fmt::Result {
    if t.is_bottom() {
        return f.write_str("Bottom");
    }
    match t.spec() {
        Spec::Object(v) => {
            // The object fixes the leaf and the lifetime: print the name people know
            // the leaf's class by (`LongExact`, not `Fixnum`).
            let leaf = t.bits();
            let name = REPR_NAMES
                .iter()
                .find(|&&(_, b)| b & leaf != 0)
                .map_or_else(|| bits_name(leaf, Lifetime::Top), |&(n, _)| n.to_string());
            write!(f, "{name}[")?;
            write_object(f, v, names)?;
            f.write_str("]")
        }
        spec => {
            f.write_str(&bits_name(t.bits(), t.lifetime()))?;
            match spec {
                Spec::None | Spec::Object(_) => Ok(()),
                Spec::Class(c) => write!(f, "[{}]", class_label(c, names)),
                Spec::ClassExact(c) => write!(f, "[{}:Exact]", class_label(c, names)),
                Spec::Int(i) => match t.bits() {
                    bits::CBool => write!(f, "[{}]", i != 0),
                    bits::CPtr => write!(f, "[{:#x}]", i as u64),
                    b if b & bits::CUInt != 0 => write!(f, "[{}]", i as u64),
                    _ => write!(f, "[{i}]"),
                },
                Spec::Double(d) => write!(f, "[{}]", double_text(d)),
            }
        }
    }
}

/// A C double's text: shortest round-trip decimal, `inf`, `-inf`, `nan` for the
/// canonical NaN, and the bit pattern in hex for any other NaN.
fn double_text(d: u64) -> String {
    let x = f64::from_bits(d);
    if x.is_nan() {
        if d == f64::NAN.to_bits() { "nan".into() } else { format!("{d:#x}") }
    } else if x.is_infinite() {
        if x > 0.0 { "inf".into() } else { "-inf".into() }
    } else {
        format!("{x:?}")
    }
}

fn class_label(c: Value, names: Option<&Names>) -> String {
    names.and_then(|n| n.name_of(c)).map_or_else(|| class_name(c).to_string(), str::to_string)
}

fn write_object(f: &mut fmt::Formatter<'_>, v: Value, names: Option<&Names>) -> fmt::Result {
    if v == true_value() {
        return f.write_str("True");
    }
    if v == false_value() {
        return f.write_str("False");
    }
    if v == none() {
        return f.write_str("None");
    }
    if v == ember_runtime::classes::not_implemented() {
        return f.write_str("NotImplemented");
    }
    // A heap object is its identity: print its name when it has one, since a literal
    // parses back as another object.
    if let Some(name) = names.and_then(|n| n.name_of(v)).filter(|_| v.is_ptr() && !is_class(v)) {
        return f.write_str(name);
    }
    if let Some(i) = int_ref(v) {
        return write!(f, "{}", i.to_bigint());
    }
    if let Some(d) = float_value(v) {
        return f.write_str(&ember_runtime::float::float_repr(d));
    }
    if is_layout(v, LayoutId::Str) {
        return write_quoted(f, str_text(v));
    }
    if is_class(v) {
        return write!(f, "{}:obj", class_label(v, names));
    }
    if is_layout(v, LayoutId::Function) {
        let code = ember_runtime::object::code_of_function(v);
        return write!(f, "<function {} at {:#x}>", code.qualname, v.raw());
    }
    let class = classes::class_of_value(v).map_or("cell", class_name);
    write!(f, "<{class} object at {:#x}>", v.raw())
}

fn write_quoted(f: &mut fmt::Formatter<'_>, s: &str) -> fmt::Result {
    f.write_str("\"")?;
    for c in s.chars() {
        match c {
            '"' => f.write_str("\\\"")?,
            '\\' => f.write_str("\\\\")?,
            '\n' => f.write_str("\\n")?,
            '\t' => f.write_str("\\t")?,
            c if c.is_control() => write!(f, "\\u{{{:x}}}", c as u32)?,
            c => write!(f, "{c}")?,
        }
    }
    f.write_str("\"")
}

/// The name of a union: one name when the spec has one for exactly these bits, else
/// `{A|B|...}` covering the bits with the widest names first, sorted by name. Object
/// names carry the lifetime prefix (`MortalDict`).
fn bits_name(bits: u64, lifetime: Lifetime) -> String {
    let prefix = match lifetime {
        Lifetime::Mortal => "Mortal",
        Lifetime::Immortal => "Immortal",
        Lifetime::Top | Lifetime::Bottom => "",
    };
    let exact = |b: u64| DISPLAY_NAMES.iter().find(|&&(_, x)| x == b).map(|&(n, _)| n);
    if prefix.is_empty() {
        if let Some(name) = exact(bits) {
            return name.to_string();
        }
        if bits & bits::Nullptr != 0 && bits & OBJECT_BITS != 0 {
            if let Some(name) = exact(bits & !bits::Nullptr).filter(|_| bits & PRIMITIVE_BITS == bits::Nullptr) {
                return format!("Opt{name}");
            }
        }
    }
    let mut parts = Vec::new();
    for part in [bits & OBJECT_BITS, bits & PRIMITIVE_BITS] {
        let prefix = if part & OBJECT_BITS != 0 { prefix } else { "" };
        if let Some(name) = exact(part) {
            parts.push(format!("{prefix}{name}"));
            continue;
        }
        let mut left = part;
        for &(name, b) in DISPLAY_NAMES.iter() {
            if left != 0 && b & !left == 0 {
                parts.push(format!("{prefix}{name}"));
                left &= !b;
            }
        }
    }
    if parts.len() == 1 {
        return parts.pop().unwrap();
    }
    parts.sort();
    format!("{{{}}}", parts.join("|"))
}

// ---- parsing ----

/// A parse error, with the byte offset it is about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    pub offset: usize,
    pub message: String,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "at column {}: {}", self.offset + 1, self.message)
    }
}

impl std::error::Error for ParseError {}

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Name(String),
    /// The text between `[` and its `]`.
    Spec(String),
    Open(char),
    Close(char),
    Op(&'static str),
}

fn lex(text: &str) -> Result<Vec<(usize, Tok)>, ParseError> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i] as char;
        let start = i;
        if c.is_whitespace() {
            i += 1;
            continue;
        }
        if c.is_ascii_alphabetic() || c == '_' {
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                i += 1;
            }
            let word = &text[start..i];
            out.push((start, if word == "couldBe" { Tok::Op("couldBe") } else { Tok::Name(word.to_string()) }));
            continue;
        }
        if c == '[' {
            let mut in_str = false;
            i += 1;
            while i < bytes.len() && (in_str || bytes[i] != b']') {
                match bytes[i] {
                    b'\\' if in_str => i += 1,
                    b'"' => in_str = !in_str,
                    _ => {}
                }
                i += 1;
            }
            if i >= bytes.len() {
                return Err(ParseError { offset: start, message: "unclosed `[`".into() });
            }
            out.push((start, Tok::Spec(text[start + 1..i].to_string())));
            i += 1;
            continue;
        }
        let two = text.get(i..i + 2).unwrap_or("");
        let op = ["<=", ">=", "==", "!="].into_iter().find(|&o| o == two);
        if let Some(op) = op {
            out.push((start, Tok::Op(op)));
            i += 2;
            continue;
        }
        let tok = match c {
            '(' | '{' => Tok::Open(c),
            ')' | '}' => Tok::Close(c),
            '|' => Tok::Op("|"),
            '&' => Tok::Op("&"),
            '-' => Tok::Op("-"),
            '<' => Tok::Op("<"),
            '>' => Tok::Op(">"),
            _ => return Err(ParseError { offset: start, message: format!("unexpected `{c}`") }),
        };
        out.push((start, tok));
        i += c.len_utf8();
    }
    Ok(out)
}

/// What `ember lattice` evaluates: a type, or a relation between two types.
#[derive(Clone, Debug, PartialEq)]
pub enum Evaluation {
    Type(Type),
    Relation { lhs: Type, op: &'static str, rhs: Type, holds: bool },
}

struct Parser<'a, 'rt> {
    toks: Vec<(usize, Tok)>,
    pos: usize,
    end: usize,
    names: &'a mut Names,
    rt: Option<&'rt mut Rt>,
}

impl Type {
    /// Parses a type expression; `names` resolves object and class names, and `rt`
    /// (when given) makes heap literals (`LongExact[2**64]`, `UnicodeExact["hi"]`).
    pub fn parse(text: &str, names: &mut Names, rt: Option<&mut Rt>) -> Result<Type, ParseError> {
        match evaluate(text, names, rt)? {
            Evaluation::Type(t) => Ok(t),
            Evaluation::Relation { .. } => {
                Err(ParseError { offset: 0, message: "a relation, not a type: use evaluate".into() })
            }
        }
    }
}

/// Parses `<type>` or `<type> <relation> <type>` and evaluates it.
pub fn evaluate(text: &str, names: &mut Names, rt: Option<&mut Rt>) -> Result<Evaluation, ParseError> {
    let toks = lex(text)?;
    let mut p = Parser { toks, pos: 0, end: text.len(), names, rt };
    let lhs = p.union()?;
    let result = match p.peek() {
        Some(Tok::Op(op @ ("<" | "<=" | ">" | ">=" | "==" | "!=" | "couldBe"))) => {
            let op = *op;
            p.pos += 1;
            let rhs = p.union()?;
            let holds = match op {
                "<" => lhs < rhs,
                "<=" => lhs <= rhs,
                ">" => rhs < lhs,
                ">=" => rhs <= lhs,
                "==" => lhs == rhs,
                "!=" => lhs != rhs,
                _ => lhs.could_be(rhs),
            };
            Evaluation::Relation { lhs, op, rhs, holds }
        }
        _ => Evaluation::Type(lhs),
    };
    if p.pos < p.toks.len() {
        return Err(p.error("expected an operator or the end"));
    }
    Ok(result)
}

impl Parser<'_, '_> {
    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.pos).map(|(_, t)| t)
    }

    fn error(&self, message: &str) -> ParseError {
        let offset = self.toks.get(self.pos).map_or(self.end, |&(o, _)| o);
        ParseError { offset, message: message.into() }
    }

    // Precedence as in Python: `-` binds tighter than `&`, `&` tighter than `|`.
    fn union(&mut self) -> Result<Type, ParseError> {
        let mut t = self.intersection()?;
        while self.peek() == Some(&Tok::Op("|")) {
            self.pos += 1;
            t = t | self.intersection()?;
        }
        Ok(t)
    }

    fn intersection(&mut self) -> Result<Type, ParseError> {
        let mut t = self.difference()?;
        while self.peek() == Some(&Tok::Op("&")) {
            self.pos += 1;
            t = t & self.difference()?;
        }
        Ok(t)
    }

    fn difference(&mut self) -> Result<Type, ParseError> {
        let mut t = self.primary()?;
        while self.peek() == Some(&Tok::Op("-")) {
            self.pos += 1;
            t = t - self.primary()?;
        }
        Ok(t)
    }

    fn primary(&mut self) -> Result<Type, ParseError> {
        let t = match self.peek().cloned() {
            Some(Tok::Open(open)) => {
                self.pos += 1;
                let t = self.union()?;
                let close = if open == '(' { ')' } else { '}' };
                if self.peek() != Some(&Tok::Close(close)) {
                    return Err(self.error(&format!("expected `{close}`")));
                }
                self.pos += 1;
                if open == '(' {
                    return Ok(t);
                }
                t
            }
            Some(Tok::Name(name)) => {
                let Some(&(_, t)) = TYPE_NAMES.iter().find(|(n, _)| *n == name) else {
                    return Err(self.error(&format!("unknown type `{name}`")));
                };
                self.pos += 1;
                t
            }
            _ => return Err(self.error("expected a type")),
        };
        if let Some(Tok::Spec(spec)) = self.peek().cloned() {
            let at = self.toks[self.pos].0 + 1;
            self.pos += 1;
            let s = self.specialise(t, spec.trim()).map_err(|message| ParseError { offset: at, message })?;
            return Ok(t & s);
        }
        Ok(t)
    }

    /// The type a `[...]` specialisation of `base` stands for.
    fn specialise(&mut self, base: Type, spec: &str) -> Result<Type, String> {
        if base.bits() & OBJECT_BITS == 0 {
            return primitive_literal(base, spec);
        }
        if let Some(class) = spec.strip_suffix(":Exact") {
            return Ok(Type::from_class_exact(self.class(class)?));
        }
        if let Some(class) = spec.strip_suffix(":obj") {
            return Ok(Type::from_value(self.class(class)?));
        }
        if let Some(v) = self.literal(spec)? {
            return Ok(Type::from_value(v));
        }
        if spec.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
            if let Some(v) = self.names.lookup(spec) {
                return Ok(if is_class(v) { Type::from_class(v) } else { Type::from_value(v) });
            }
            return Ok(Type::from_class(self.class(spec)?));
        }
        Err(format!("cannot read the specialisation `{spec}`"))
    }

    fn class(&self, name: &str) -> Result<Value, String> {
        if let Some(v) = self.names.lookup(name).filter(|&v| is_class(v)) {
            return Ok(v);
        }
        if let Some(t) = TYPES.iter().find(|t| t.name == name && t.class != ClassId::Instance) {
            return Ok(Value::from_ptr(t));
        }
        if let Some(v) = self.rt.as_ref().and_then(|rt| rt.builtins.get(name).copied()).filter(|&v| is_class(v)) {
            return Ok(v);
        }
        Err(format!("unknown class `{name}`"))
    }

    /// An object literal: an int, a float, a string, True, False, None, NotImplemented.
    fn literal(&mut self, text: &str) -> Result<Option<Value>, String> {
        match text {
            "True" => return Ok(Some(true_value())),
            "False" => return Ok(Some(false_value())),
            "None" => return Ok(Some(none())),
            "NotImplemented" => return Ok(Some(ember_runtime::classes::not_implemented())),
            _ => {}
        }
        if let Some(body) = text.strip_prefix('"') {
            let s = unquote(body.strip_suffix('"').ok_or("unterminated string")?)?;
            let rt = self.rt.as_mut().ok_or("a str literal needs a runtime")?;
            return Ok(Some(rt.intern(&s)));
        }
        let numeric =
            text.starts_with(|c: char| c.is_ascii_digit() || c == '-' || c == '+') || matches!(text, "inf" | "nan");
        if !numeric {
            return Ok(None);
        }
        if let Some(v) = self.names.literals.get(text) {
            return Ok(Some(*v));
        }
        let v = if let Ok(big) = text.parse::<num_bigint::BigInt>() {
            if let Some(v) = i64::try_from(&big).ok().and_then(Value::try_small_int) {
                return Ok(Some(v));
            }
            let rt = self.rt.as_mut().ok_or("an int beyond 63 bits needs a runtime")?;
            rt.new_immortal_bigint(&big)
        } else {
            let d: f64 = text.parse().map_err(|_| format!("`{text}` is not a number"))?;
            if let Some(v) = Value::try_flonum(d) {
                return Ok(Some(v));
            }
            let rt = self.rt.as_mut().ok_or("this float is a heap object and needs a runtime")?;
            rt.new_immortal_float(d)
        };
        self.names.literals.insert(text.to_string(), v);
        Ok(Some(v))
    }
}

fn unquote(body: &str) -> Result<String, String> {
    let mut out = String::new();
    let mut chars = body.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some('"') => out.push('"'),
            Some('\\') => out.push('\\'),
            Some('u') => {
                let rest: String = chars.by_ref().take_while(|&c| c != '}').collect();
                let hex = rest.strip_prefix('{').ok_or("expected \\u{...}")?;
                let code = u32::from_str_radix(hex, 16).map_err(|_| "bad \\u escape")?;
                out.push(char::from_u32(code).ok_or("bad \\u escape")?);
            }
            other => return Err(format!("unknown escape `\\{}`", other.map_or(String::new(), String::from))),
        }
    }
    Ok(out)
}

/// `CInt64[3]`, `CUInt8[255]`, `CBool[true]`, `CPtr[0x10]`, `CDouble[2.5]`.
fn primitive_literal(base: Type, spec: &str) -> Result<Type, String> {
    let b = base.bits();
    if b == bits::CDouble {
        let d = if let Some(hex) = spec.strip_prefix("0x") {
            u64::from_str_radix(hex, 16).map_err(|_| format!("`{spec}` is not a double's bits"))?
        } else {
            spec.parse::<f64>().map_err(|_| format!("`{spec}` is not a double"))?.to_bits()
        };
        return Ok(Type::from_cdouble(f64::from_bits(d)));
    }
    if b.count_ones() != 1 || b & super::flags::INT == 0 {
        return Err(format!("`{base}` takes no specialisation"));
    }
    let value = match spec {
        "true" => 1,
        "false" => 0,
        _ if spec.starts_with("0x") => {
            u64::from_str_radix(&spec[2..], 16).map_err(|_| format!("`{spec}` is not a number"))? as i64
        }
        _ if b & bits::CUInt != 0 => spec.parse::<u64>().map_err(|_| format!("`{spec}` is not a number"))? as i64,
        _ => spec.parse::<i64>().map_err(|_| format!("`{spec}` is not a number"))?,
    };
    // The caller intersects with `base`, which may itself be specialised.
    Ok(Type::from_cint(Type::from_bits(b), value))
}

/// Parses without a runtime or names: builtin types and classes, and the literals
/// that need no heap object (63-bit ints, immediate floats, True, False, None).
impl FromStr for Type {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Type, ParseError> {
        Type::parse(s, &mut Names::new(), None)
    }
}
