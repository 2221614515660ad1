//! The parser of the text form `print.rs` writes, so tests can be written as HIR text
//! and `parse(print(f))` prints as `f` did.
//!
//! Value and block numbers are kept as written (`v12` is value number 12), so the text
//! of a parsed function matches its source line for line; instructions that define
//! no value (stores, terminators) get fresh numbers after the highest one written.
//! Types parse with the lattice's notation against a [`Names`] table, which also
//! names the constants that are not literals (code objects, tuples); see
//! [`Function::display_with`] for printing with one. Names (`LoadAttr<x>`) index the
//! code object's name table when a code object is given, else a table the parser
//! fills in order of appearance; globals (`LoadGlobal<g>`) are the runtime's slots.

use crate::ir::EntityRef;
use crate::ir::{
    BlockId, Edge, Field, FieldWrite, FrameState, Function, Helper, Insn, InsnId, MethodWay, RaiseKind, SlotWay,
    Storage, UnaryOp,
};
use crate::{Names, Type, types};
use ember_runtime::code::{BinOp, Binding, CmpOp, Code};
use ember_runtime::value::Value;
use ember_runtime::vm::Rt;
use std::fmt;

/// HIR text that does not parse: the line and what is wrong with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HirTextError {
    /// 1-based line of the text.
    pub line: usize,
    pub message: String,
}

impl fmt::Display for HirTextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for HirTextError {}

/// What parsing resolves names against.
pub struct ParseContext<'a> {
    pub rt: &'a mut Rt,
    pub names: &'a mut Names,
    /// The code object the function is the HIR of, when there is one: names and local
    /// names are its tables.
    pub code: Option<&'a Code>,
}

/// A [`Names`] table naming every object `f`'s text mentions that is not a literal
/// (code objects, tuples, functions, classes) as `k0`, `k1`, …, so that
/// `f.display_with(&names)` parses back.
pub fn names_for(f: &Function) -> Names {
    use ember_runtime::layout::LayoutId;
    use ember_runtime::object::is_layout;
    let literal = |v: Value| {
        !v.is_ptr()
            || [LayoutId::BigInt, LayoutId::Float, LayoutId::Str, LayoutId::None, LayoutId::Bool]
                .iter()
                .any(|&l| is_layout(v, l))
    };
    let mut seen: Vec<Value> = Vec::new();
    let mut note = |v: Value| {
        if !literal(v) && !seen.contains(&v) {
            seen.push(v);
        }
    };
    let note_type = |t: Type, note: &mut dyn FnMut(Value)| match t.spec() {
        crate::Spec::Object(v) | crate::Spec::Class(v) | crate::Spec::ClassExact(v) => note(v),
        _ => {}
    };
    for b in f.reverse_post_order() {
        let block = f.block(b);
        for &i in block.params.iter().chain(&block.insns) {
            note_type(f.ty(i), &mut note);
            match f.insn(i) {
                Insn::Const { value } if !value.is_null() => note(*value),
                Insn::GuardIs { expected, .. } => note(*expected),
                Insn::IsInstance { classes, .. } => classes.iter().for_each(|&c| note(c)),
                Insn::NewInstance { class } => note(*class),
                Insn::InitInstance { init, .. } => init.objects().for_each(&mut note),
                Insn::CallMethodCached { ways, .. } | Insn::LoadAttrGetter { ways, .. } => {
                    ways.iter().flat_map(MethodWay::objects).for_each(&mut note)
                }
                Insn::GuardType { ty, .. } => note_type(*ty, &mut note),
                _ => {}
            }
        }
    }
    let mut names = Names::new();
    for (k, v) in seen.into_iter().enumerate() {
        names.add(&format!("k{k}"), v);
    }
    names
}

const BINOPS: [BinOp; 12] = [
    BinOp::Add,
    BinOp::Sub,
    BinOp::Mul,
    BinOp::TrueDiv,
    BinOp::FloorDiv,
    BinOp::Mod,
    BinOp::Pow,
    BinOp::LShift,
    BinOp::RShift,
    BinOp::And,
    BinOp::Or,
    BinOp::Xor,
];

const CMPOPS: [CmpOp; 10] = [
    CmpOp::Lt,
    CmpOp::Le,
    CmpOp::Eq,
    CmpOp::Ne,
    CmpOp::Gt,
    CmpOp::Ge,
    CmpOp::Is,
    CmpOp::IsNot,
    CmpOp::In,
    CmpOp::NotIn,
];

fn binop(name: &str) -> Option<BinOp> {
    BINOPS.into_iter().find(|op| format!("{op:?}") == name)
}

fn cmpop(name: &str) -> Option<CmpOp> {
    CMPOPS.into_iter().find(|op| format!("{op:?}") == name)
}

/// Tracks whether a scan is inside a quoted string literal (with escapes).
#[derive(Default)]
struct Quotes {
    quoted: bool,
    escaped: bool,
}

impl Quotes {
    /// Takes byte `c`; whether it belongs to a string literal (its quotes included).
    fn step(&mut self, c: u8) -> bool {
        if !self.quoted {
            self.quoted = c == b'"';
            return self.quoted;
        }
        match (self.escaped, c) {
            (true, _) => self.escaped = false,
            (false, b'\\') => self.escaped = true,
            (false, b'"') => self.quoted = false,
            _ => {}
        }
        true
    }
}

/// Splits `s` at top-level occurrences of `sep` (outside quotes and brackets).
fn split_top<'s>(s: &'s str, sep: &str) -> Vec<&'s str> {
    let mut parts = Vec::new();
    let (mut depth, mut quotes, mut start) = (0i32, Quotes::default(), 0);
    let bytes = s.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        if !quotes.step(c) {
            match c {
                b'[' | b'{' | b'(' | b'<' => depth += 1,
                b']' | b'}' | b')' | b'>' => depth -= 1,
                _ if depth == 0 && s[i..].starts_with(sep) => {
                    parts.push(&s[start..i]);
                    i += sep.len();
                    start = i;
                    continue;
                }
                _ => {}
            }
        }
        i += 1;
    }
    parts.push(&s[start..]);
    parts
}

/// Where the bracket opening at `open` closes (quotes and nesting respected).
fn closing(s: &str, open: usize) -> Option<usize> {
    let (mut depth, mut quotes) = (0i32, Quotes::default());
    for (i, c) in s.bytes().enumerate().skip(open) {
        if quotes.step(c) {
            continue;
        }
        match c {
            b'[' | b'{' | b'(' | b'<' => depth += 1,
            b']' | b'}' | b')' | b'>' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i);
                }
            }
            _ => {}
        }
    }
    None
}

struct Parser<'c, 'a> {
    cx: &'c mut ParseContext<'a>,
    f: Function,
    /// Instructions by number, as parsed; None until defined.
    defined: Vec<Option<(Insn, Type)>>,
    /// The number the next instruction without a written value gets.
    fresh: u32,
    line: usize,
}

/// Parses the functions of `text` (each starting with `fn NAME:`).
pub fn parse_functions(text: &str, cx: &mut ParseContext) -> Result<Vec<Function>, HirTextError> {
    let mut out = Vec::new();
    let mut start: Option<(usize, usize)> = None;
    let mut offset = 0;
    for (n, line) in text.split_inclusive('\n').enumerate() {
        if line.starts_with("fn ") {
            if let Some((at, first)) = start {
                out.push(parse_at(&text[at..offset], first, cx)?);
            }
            start = Some((offset, n));
        }
        offset += line.len();
    }
    match start {
        Some((at, first)) => out.push(parse_at(&text[at..], first, cx)?),
        None => return Err(HirTextError { line: 1, message: "no function (`fn NAME:`) in the text".into() }),
    }
    Ok(out)
}

/// Parses one function.
pub fn parse_function(text: &str, cx: &mut ParseContext) -> Result<Function, HirTextError> {
    let mut fs = parse_functions(text, cx)?;
    if fs.len() != 1 {
        return Err(HirTextError { line: 1, message: format!("{} functions in the text, not one", fs.len()) });
    }
    Ok(fs.remove(0))
}

fn parse_at(text: &str, first_line: usize, cx: &mut ParseContext) -> Result<Function, HirTextError> {
    // Values written in the text keep their numbers; the others come after them all.
    let highest = text
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter_map(|w| w.strip_prefix('v').and_then(|n| n.parse::<u32>().ok()))
        .max()
        .unwrap_or(0);
    let mut p = Parser { cx, f: Function::new(""), defined: Vec::new(), fresh: highest + 1, line: first_line };
    p.function(text)?;
    Ok(p.f)
}

/// One instruction's text after its result (`vN:Type = `) and frame state: `op`,
/// then `<arg>`, then the operands.
struct InsnPieces<'t> {
    op: &'t str,
    arg: &'t str,
    /// The operands' text.
    rest: &'t str,
    /// The operands, when they are all values.
    ops: Vec<InsnId>,
}

impl InsnPieces<'_> {
    fn need_state(&self, s: Option<FrameState>, p: &Parser) -> Result<FrameState, HirTextError> {
        match s {
            Some(s) => Ok(s),
            None => p.err(format!("{} needs a frame state", self.op)),
        }
    }

    fn one(&self, p: &Parser) -> Result<InsnId, HirTextError> {
        match self.ops.as_slice() {
            [a] => Ok(*a),
            _ => p.err(format!("{} takes one operand", self.op)),
        }
    }

    fn two(&self, p: &Parser) -> Result<(InsnId, InsnId), HirTextError> {
        match self.ops.as_slice() {
            [a, c] => Ok((*a, *c)),
            _ => p.err(format!("{} takes two operands", self.op)),
        }
    }

    fn three(&self, p: &Parser) -> Result<(InsnId, InsnId, InsnId), HirTextError> {
        match self.ops.as_slice() {
            [a, c, d] => Ok((*a, *c, *d)),
            _ => p.err(format!("{} takes three operands", self.op)),
        }
    }

    /// `<arg>` as a number.
    fn index(&self, p: &Parser) -> Result<u32, HirTextError> {
        self.arg.parse::<u32>().or_else(|_| p.err(format!("{}<{}>: expected a number", self.op, self.arg)))
    }
}

impl Parser<'_, '_> {
    fn global_slot(&mut self, name: &str) -> Result<u32, HirTextError> {
        match ember_runtime::import::global_slot_by_display_name(self.cx.rt, name) {
            Some(slot) => Ok(slot),
            None => self.err(format!("no free global slot for {name}")),
        }
    }

    fn err<T>(&self, message: impl Into<String>) -> Result<T, HirTextError> {
        Err(HirTextError { line: self.line + 1, message: message.into() })
    }

    fn function(&mut self, text: &str) -> Result<(), HirTextError> {
        let mut lines = text.lines();
        let header = lines.next().unwrap_or("");
        let Some(name) = header.strip_prefix("fn ").and_then(|h| h.strip_suffix(':')) else {
            return self.err("expected `fn NAME:`");
        };
        self.f.name = name.to_string();
        self.f.globals = ember_runtime::import::global_display_names(self.cx.rt);
        if let Some(code) = self.cx.code {
            self.f.names = code.names.iter().map(|s| s.to_string()).collect();
            self.f.varnames = code.varnames.iter().map(|s| s.to_string()).collect();
            self.f.profile = code.profile.iter().map(|w| w.get()).collect();
            self.f.overflowed = ember_runtime::profile::overflowed_sites(code);
            self.f.append_sites = code.append_sites();
        }
        // Block bodies, in text order: (block, instruction lines).
        let mut current: Option<BlockId> = None;
        let mut first_block = None;
        let mut bodies: Vec<(BlockId, Vec<(usize, String)>)> = Vec::new();
        for line in lines {
            self.line += 1;
            if line.trim().is_empty() {
                continue;
            }
            if let Some(insn) = line.strip_prefix("  ") {
                let Some(_) = current else { return self.err("an instruction before the first block") };
                bodies.last_mut().expect("a block").1.push((self.line, insn.trim_end().to_string()));
                continue;
            }
            let Some(head) = line.trim_end().strip_suffix(':') else {
                return self.err(format!("expected a block header `bbN(...):`, found `{line}`"));
            };
            let b = self.block_header(head)?;
            first_block.get_or_insert(b);
            current = Some(b);
            bodies.push((b, Vec::new()));
        }
        let Some(entry) = first_block else { return self.err("a function needs a block") };
        self.f.entry = entry;
        for (b, lines) in bodies {
            for (line, text) in lines {
                self.line = line;
                self.instruction(b, &text)?;
            }
        }
        // Every value used must be defined.
        let mut undefined = None;
        for (insn, _) in self.defined.iter().flatten() {
            insn.for_each_operand(|u| {
                if !matches!(self.defined.get(u.index()), Some(Some(_))) {
                    undefined.get_or_insert(u);
                }
            });
        }
        if let Some(u) = undefined {
            return Err(HirTextError { line: self.line + 1, message: format!("{u} is used but never defined") });
        }
        // Fill the numbering; unwritten numbers are unplaced NULL constants.
        self.f.insns = vec![Insn::Const { value: Value::NULL }; self.defined.len()].into();
        self.f.types = vec![types::Bottom; self.defined.len()].into();
        for (k, d) in self.defined.iter().enumerate() {
            if let Some((insn, ty)) = d {
                self.f.insns[InsnId::new(k)] = insn.clone();
                self.f.types[InsnId::new(k)] = *ty;
            }
        }
        Ok(())
    }

    fn block_id(&mut self, text: &str) -> Result<BlockId, HirTextError> {
        let Some(n) = text.trim().strip_prefix("bb").and_then(|n| n.parse::<u32>().ok()) else {
            return self.err(format!("expected a block `bbN`, found `{text}`"));
        };
        while self.f.blocks.len() <= n as usize {
            self.f.new_block();
        }
        Ok(BlockId::from_u32(n))
    }

    fn value_id(&self, text: &str) -> Result<InsnId, HirTextError> {
        match text.trim().strip_prefix('v').and_then(|n| n.parse::<u32>().ok()) {
            Some(n) => Ok(InsnId::from_u32(n)),
            None => self.err(format!("expected a value `vN`, found `{}`", text.trim())),
        }
    }

    fn define(&mut self, v: InsnId, insn: Insn, ty: Type) -> Result<(), HirTextError> {
        let k = v.index();
        if self.defined.len() <= k {
            self.defined.resize(k + 1, None);
        }
        if self.defined[k].is_some() {
            return self.err(format!("{v} is defined twice"));
        }
        self.defined[k] = Some((insn, ty));
        Ok(())
    }

    fn ty(&mut self, text: &str) -> Result<Type, HirTextError> {
        let rt = &mut *self.cx.rt;
        Type::parse(text.trim(), self.cx.names, Some(rt))
            .or_else(|e| self.err(format!("bad type `{}`: {e}", text.trim())))
    }

    /// `bbN(v1:T, v2:T)`.
    fn block_header(&mut self, head: &str) -> Result<BlockId, HirTextError> {
        let Some(open) = head.find('(') else { return self.err("expected `bbN(...)`") };
        let b = self.block_id(&head[..open])?;
        let inner = head[open + 1..].strip_suffix(')').unwrap_or("");
        for (index, param) in split_top(inner, ", ").into_iter().filter(|s| !s.trim().is_empty()).enumerate() {
            let Some((v, t)) = param.split_once(':') else {
                return self.err(format!("expected `vN:Type`, found `{param}`"));
            };
            let v = self.value_id(v)?;
            let ty = self.ty(t)?;
            self.define(v, Insn::Param { index: index as u32 }, ty)?;
            self.f.blocks[b].params.push(v);
        }
        Ok(b)
    }

    fn values(&self, text: &str) -> Result<Vec<InsnId>, HirTextError> {
        split_top(text, ", ").into_iter().filter(|s| !s.trim().is_empty()).map(|s| self.value_id(s)).collect()
    }

    fn edge(&mut self, text: &str) -> Result<Edge, HirTextError> {
        let text = text.trim();
        let Some(open) = text.find('(') else {
            return self.err(format!("expected an edge `bbN(...)`, found `{text}`"));
        };
        let target = self.block_id(&text[..open])?;
        let args = self.values(text[open + 1..].strip_suffix(')').unwrap_or(""))?;
        Ok(Edge { target, args })
    }

    /// `@pc[locals | stack]`, or `@pc[locals | stack | v1.field=v2, ..]` with writes.
    fn state(&self, text: &str) -> Result<FrameState, HirTextError> {
        let text = text.trim();
        let parsed = text.strip_prefix('@').and_then(|t| {
            let (pc, rest) = t.split_once('[')?;
            let mut parts = rest.strip_suffix(']')?.split('|');
            let (locals, stack, writes) = (parts.next()?, parts.next()?, parts.next().unwrap_or(""));
            parts.next().is_none().then_some((pc.parse::<u32>().ok()?, locals, stack, writes))
        });
        let Some((pc, locals, stack, writes)) = parsed else { return self.err(format!("bad frame state `{text}`")) };
        let mut state = FrameState::new(pc, self.values(locals)?, self.values(stack)?);
        for w in writes.split(',').map(str::trim).filter(|w| !w.is_empty()) {
            let parsed = w.split_once('=').and_then(|(place, value)| {
                let (object, field) = place.split_once('.')?;
                Some((object, Field::from_name(field)?, value))
            });
            let Some((object, field, value)) = parsed else { return self.err(format!("bad field write `{w}`")) };
            state.writes.push(FieldWrite { object: self.value_id(object)?, field, value: self.value_id(value)? });
        }
        Ok(state)
    }

    fn name_index(&mut self, name: &str) -> u32 {
        match self.f.names.iter().position(|n| n == name) {
            Some(i) => i as u32,
            None => {
                self.f.names.push(name.to_string());
                self.f.names.len() as u32 - 1
            }
        }
    }

    fn object(&mut self, text: &str) -> Result<Value, HirTextError> {
        let t = self.ty(text)?;
        match t.object_spec() {
            Some(v) => Ok(v),
            None => self.err(format!("`{text}` is not one object")),
        }
    }

    /// One way of a `LoadAttrCached` or `StoreAttrCached`: `s3:0`, or `s3>s4:0` for
    /// a store adding the attribute.
    fn slot_way(&self, text: &str) -> Result<SlotWay, HirTextError> {
        let shape = |s: &str| s.strip_prefix('s').and_then(|n| n.parse().ok());
        let parsed = text.split_once(':').and_then(|(shapes, slot)| {
            let (from, to) = shapes.split_once('>').unwrap_or((shapes, shapes));
            Some(SlotWay { from: shape(from)?, to: shape(to)?, slot: slot.parse().ok()? })
        });
        parsed.map_or_else(|| self.err(format!("`{text}`: expected `sN:K` or `sN>sM:K`")), Ok)
    }

    /// One way of a `CallMethodCached`: `Class s5 Function Class=3 Base=0`, or
    /// `Class super(Start) Function ...` for a `super()` way.
    fn method_way(&mut self, text: &str) -> Result<MethodWay, HirTextError> {
        let words: Vec<&str> = text.split(' ').collect();
        let [class, receiver, function, versions @ ..] = words.as_slice() else {
            return self.err(format!("`{text}`: a method way is `Class sN Function Class=version ...`"));
        };
        let (receiver, binding) = match receiver.rsplit_once(':') {
            Some((r, "static")) => (r, Binding::Static),
            Some((r, "class")) => (r, Binding::Class),
            _ => (*receiver, Binding::Instance),
        };
        let (shape, start) = match receiver.strip_prefix("super(").and_then(|s| s.strip_suffix(')')) {
            Some(start) => (0, Some(self.object(start)?)),
            None => match receiver.strip_prefix('s').and_then(|s| s.parse().ok()) {
                Some(shape) => (shape, None),
                None => return self.err(format!("`{receiver}`: expected a shape, `sN`, or `super(Class)`")),
            },
        };
        let (class, function) = (self.object(class)?, self.object(function)?);
        let versions = self.class_versions(versions.iter().copied())?;
        Ok(MethodWay { class, shape, function, versions, start, binding })
    }

    /// `Class=3 Base=0`: classes with versions.
    fn class_versions<'t>(&mut self, words: impl Iterator<Item = &'t str>) -> Result<Vec<(Value, u64)>, HirTextError> {
        let mut versions = Vec::new();
        for v in words.filter(|w| !w.is_empty()) {
            let Some((k, version)) = v.rsplit_once('=') else {
                return self.err(format!("`{v}`: expected Class=version"));
            };
            let Ok(version) = version.parse() else { return self.err(format!("`{version}`: expected a version")) };
            versions.push((self.object(k)?, version));
        }
        Ok(versions)
    }

    fn code_named(&self, qualname: &str) -> Result<Value, HirTextError> {
        for &c in &self.cx.rt.codes {
            // SAFETY: code objects live as long as the runtime.
            let code = unsafe { &*c };
            for &k in code.consts.iter() {
                if ember_runtime::object::is_layout(k, ember_runtime::layout::LayoutId::Code) {
                    let inner = ember_runtime::object::code_of(k);
                    if &*inner.qualname == qualname {
                        return Ok(k);
                    }
                }
            }
        }
        self.err(format!("no code object named `{qualname}`"))
    }

    fn instruction(&mut self, b: BlockId, text: &str) -> Result<(), HirTextError> {
        let assign = split_top(text, " = ");
        let (def, body) = match assign.as_slice() {
            [body] => (None, *body),
            [lhs, body] => {
                let Some((v, t)) = lhs.split_once(':') else {
                    return self.err(format!("expected `vN:Type = ...`, found `{lhs}`"));
                };
                (Some((self.value_id(v)?, self.ty(t)?)), *body)
            }
            _ => return self.err("more than one ` = `"),
        };
        // The frame state is the last top-level part starting with `@`.
        let state_at = body.rfind(" @").filter(|&at| body[at + 2..].starts_with(|c: char| c.is_ascii_digit()));
        let (body, state) = match state_at {
            Some(at) => (&body[..at], Some(self.state(&body[at..])?)),
            None => (body, None),
        };
        let body = body.trim();
        let op_end = body.find([' ', '<']).unwrap_or(body.len());
        let op = &body[..op_end];
        let mut rest = &body[op_end..];
        let mut arg = "";
        if rest.starts_with('<') {
            let Some(close) = closing(rest, 0) else { return self.err("unclosed `<`") };
            arg = &rest[1..close];
            rest = &rest[close + 1..];
        }
        let rest = rest.trim();
        let pieces = InsnPieces { op, arg, rest, ops: self.values_of(rest)? };
        let insn = self.high_level_insn(def, &pieces, state)?;
        let (id, ty) = match def {
            Some((v, t)) => (v, t),
            None => {
                self.fresh += 1;
                (InsnId::from_u32(self.fresh - 1), types::Bottom)
            }
        };
        self.define(id, insn, ty)?;
        self.f.blocks[b].insns.push(id);
        Ok(())
    }

    /// The instructions on objects, and the control flow.
    fn high_level_insn(
        &mut self,
        def: Option<(InsnId, Type)>,
        pieces: &InsnPieces,
        state: Option<FrameState>,
    ) -> Result<Insn, HirTextError> {
        let (op, arg, rest, ops) = (pieces.op, pieces.arg, pieces.rest, &pieces.ops);
        let insn = match op {
            "Const" => {
                let Some((_, t)) = def else { return self.err("Const defines a value") };
                let value = if t.is_subtype(types::Nullptr) { Value::NULL } else { self.object_of_type(t)? };
                Insn::Const { value }
            }
            "LoadGlobal" => Insn::LoadGlobal { name: self.global_slot(arg)?, state: pieces.need_state(state, self)? },
            "GlobalValue" => Insn::GlobalValue { name: self.global_slot(arg)? },
            "StoreGlobal" => Insn::StoreGlobal {
                name: self.global_slot(arg)?,
                value: pieces.one(self)?,
                state: pieces.need_state(state, self)?,
            },
            "CheckBound" => Insn::CheckBound {
                value: pieces.one(self)?,
                local: pieces.index(self)?,
                state: pieces.need_state(state, self)?,
            },
            "BinaryOp" | "InplaceOp" => {
                let Some(bop) = binop(arg) else { return self.err(format!("unknown operator `{arg}`")) };
                let (left, right) = pieces.two(self)?;
                Insn::BinaryOp {
                    op: bop,
                    inplace: op == "InplaceOp",
                    left,
                    right,
                    state: pieces.need_state(state, self)?,
                }
            }
            "Compare" => {
                let Some(cop) = cmpop(arg) else { return self.err(format!("unknown comparison `{arg}`")) };
                let (left, right) = pieces.two(self)?;
                Insn::Compare { op: cop, left, right, state: pieces.need_state(state, self)? }
            }
            "UnaryOp" => {
                let uop = match arg {
                    "Neg" => UnaryOp::Neg,
                    "Pos" => UnaryOp::Pos,
                    "Invert" => UnaryOp::Invert,
                    "Not" => UnaryOp::Not,
                    _ => return self.err(format!("unknown unary operator `{arg}`")),
                };
                Insn::UnaryOp { op: uop, operand: pieces.one(self)?, state: pieces.need_state(state, self)? }
            }
            "IsTruthy" => Insn::IsTruthy { value: pieces.one(self)?, state: pieces.need_state(state, self)? },
            "IsNull" => Insn::IsNull { value: pieces.one(self)? },
            "GetItem" => {
                let (container, index) = pieces.two(self)?;
                Insn::GetItem { container, index, state: pieces.need_state(state, self)? }
            }
            "SetItem" => {
                let (container, index, value) = pieces.three(self)?;
                Insn::SetItem { container, index, value, state: pieces.need_state(state, self)? }
            }
            "LoadAttr" => Insn::LoadAttr {
                object: pieces.one(self)?,
                name: self.name_index(arg),
                state: pieces.need_state(state, self)?,
            },
            "LoadAttrCached" | "StoreAttrCached" => {
                let Some((name, ways)) = arg.split_once("; ") else { return self.err(format!("{op} needs its ways")) };
                let name = self.name_index(name);
                let ways = ways.split(", ").map(|w| self.slot_way(w)).collect::<Result<_, _>>()?;
                let state = pieces.need_state(state, self)?;
                if op == "LoadAttrCached" {
                    Insn::LoadAttrCached { object: pieces.one(self)?, name, ways, state }
                } else {
                    let (object, value) = pieces.two(self)?;
                    Insn::StoreAttrCached { object, name, value, ways, state }
                }
            }
            "StoreAttr" => {
                let (object, value) = pieces.two(self)?;
                Insn::StoreAttr { object, name: self.name_index(arg), value, state: pieces.need_state(state, self)? }
            }
            "CallFunction" | "CallKw" | "CallMethod" => {
                let Some((&first, args)) = ops.split_first() else { return self.err(format!("{op} needs a callee")) };
                let state = pieces.need_state(state, self)?;
                match op {
                    "CallFunction" => Insn::CallFunction { callee: first, args: args.to_vec(), state },
                    "CallMethod" => {
                        Insn::CallMethod { receiver: first, name: self.name_index(arg), args: args.to_vec(), state }
                    }
                    _ => {
                        let names: Vec<Value> = arg.split(',').map(|n| self.cx.rt.intern(n)).collect();
                        let kwnames = self.cx.rt.new_immortal_tuple(&names);
                        Insn::CallKw { callee: first, args: args.to_vec(), kwnames, state }
                    }
                }
            }
            "CallMethodCached" => {
                let Some((&receiver, args)) = ops.split_first() else {
                    return self.err("CallMethodCached needs a receiver");
                };
                let mut parts = arg.split("; ");
                let name = self.name_index(parts.next().unwrap_or_default());
                let ways = parts.map(|w| self.method_way(w)).collect::<Result<_, _>>()?;
                Insn::CallMethodCached {
                    receiver,
                    name,
                    args: args.to_vec(),
                    ways,
                    state: pieces.need_state(state, self)?,
                }
            }
            "LoadAttrGetter" => {
                let mut parts = arg.split("; ");
                let name = self.name_index(parts.next().unwrap_or_default());
                let ways = parts.map(|w| self.method_way(w)).collect::<Result<_, _>>()?;
                Insn::LoadAttrGetter { object: pieces.one(self)?, name, ways, state: pieces.need_state(state, self)? }
            }
            "NewInstance" => Insn::NewInstance { class: self.object(arg)? },
            "InitInstance" => {
                let Some((&object, args)) = ops.split_first() else {
                    return self.err("InitInstance needs an instance");
                };
                let init = self.method_way(arg)?;
                Insn::InitInstance { object, args: args.to_vec(), init, state: pieces.need_state(state, self)? }
            }
            "BuildList" => Insn::BuildList { items: ops.clone() },
            "BuildTuple" => Insn::BuildTuple { items: ops.clone() },
            "GetIter" => Insn::GetIter { iterable: pieces.one(self)?, state: pieces.need_state(state, self)? },
            "IterNext" => Insn::IterNext { iter: pieces.one(self)?, state: pieces.need_state(state, self)? },
            "MakeFunction" => {
                let code = self.code_named(arg)?;
                let parts: Vec<&str> = split_top(rest, ", ");
                let [d, k, c] = parts.as_slice() else {
                    return self.err("MakeFunction takes three operands (`-` for none)");
                };
                let opt = |p: &Self, s: &str| if s.trim() == "-" { Ok(None) } else { p.value_id(s).map(Some) };
                Insn::MakeFunction { code, defaults: opt(self, d)?, kwdefaults: opt(self, k)?, closure: opt(self, c)? }
            }
            "MakeCell" => Insn::MakeCell { value: pieces.one(self)? },
            "FreeVar" => Insn::FreeVar { index: pieces.index(self)? },
            "LoadCell" => Insn::LoadCell {
                cell: pieces.one(self)?,
                local: pieces.index(self)?,
                state: pieces.need_state(state, self)?,
            },
            "StoreCell" => {
                let (cell, value) = pieces.two(self)?;
                Insn::StoreCell { cell, value }
            }
            "ListAppend" => {
                let (list, value) = pieces.two(self)?;
                Insn::ListAppend { list, value }
            }
            "Unpack" => Insn::Unpack {
                sequence: pieces.one(self)?,
                count: pieces.index(self)?,
                state: pieces.need_state(state, self)?,
            },
            "TupleItem" => Insn::TupleItem { tuple: pieces.one(self)?, index: pieces.index(self)? },
            "GetSlice" => match ops.as_slice() {
                [container, start, stop, step] => Insn::GetSlice {
                    container: *container,
                    start: *start,
                    stop: *stop,
                    step: *step,
                    state: pieces.need_state(state, self)?,
                },
                _ => return self.err("GetSlice takes four operands"),
            },
            "SetSlice" => match ops.as_slice() {
                [container, start, stop, step, value] => Insn::SetSlice {
                    container: *container,
                    start: *start,
                    stop: *stop,
                    step: *step,
                    value: *value,
                    state: pieces.need_state(state, self)?,
                },
                _ => return self.err("SetSlice takes five operands"),
            },
            "Jump" => Insn::Jump { edge: self.edge(rest)? },
            "Try" => {
                let parts = split_top(rest, ", ");
                let [normal, handler] = parts.as_slice() else {
                    return self.err("Try takes an edge (or `never`) and `catch bbN`");
                };
                let Ok(pc) = arg.parse::<u32>() else { return self.err(format!("Try<{arg}>: expected a pc")) };
                let normal = if normal.trim() == "never" { None } else { Some(self.edge(normal)?) };
                let Some(handler) = handler.trim().strip_prefix("catch ") else {
                    return self.err("Try's handler is `catch bbN`");
                };
                Insn::Try { pc, normal, handler: self.block_id(handler)? }
            }
            "CaughtException" => Insn::CaughtException,
            "Branch" => {
                let parts = split_top(rest, ", ");
                let [cond, t, e] = parts.as_slice() else { return self.err("Branch takes a condition and two edges") };
                Insn::Branch { cond: self.value_id(cond)?, if_true: self.edge(t)?, if_false: self.edge(e)? }
            }
            "Return" => Insn::Return { value: pieces.one(self)? },
            "Deopt" => Insn::Deopt { state: pieces.need_state(state, self)? },
            "Yield" => Insn::Yield { value: pieces.one(self)?, state: pieces.need_state(state, self)? },
            "Raise" => {
                let kind = self.raise_kind(arg)?;
                Insn::Raise { kind, value: ops.first().copied(), state: pieces.need_state(state, self)? }
            }
            "CallHelper" => {
                let helper = self.helper(arg)?;
                Insn::CallHelper { helper, args: ops.clone(), state: pieces.need_state(state, self)? }
            }
            _ => self.low_level_insn(def, pieces, state)?,
        };
        Ok(insn)
    }

    /// The instructions on machine values (guards, unboxed arithmetic, fields and
    /// arrays).
    fn low_level_insn(
        &mut self,
        def: Option<(InsnId, Type)>,
        pieces: &InsnPieces,
        state: Option<FrameState>,
    ) -> Result<Insn, HirTextError> {
        let (op, arg, ops) = (pieces.op, pieces.arg, &pieces.ops);
        let insn = match op {
            "PrimConst" => {
                let Some((_, t)) = def else { return self.err("PrimConst defines a value") };
                let bits = match t.spec() {
                    crate::Spec::Int(i) => i as u64,
                    crate::Spec::Double(d) => d,
                    _ => return self.err("PrimConst needs a type with a value, e.g. CInt64[5]"),
                };
                Insn::PrimConst { bits }
            }
            "GuardType" => {
                Insn::GuardType { value: pieces.one(self)?, ty: self.ty(arg)?, state: pieces.need_state(state, self)? }
            }
            "GuardIs" => Insn::GuardIs {
                value: pieces.one(self)?,
                expected: self.object(arg)?,
                state: pieces.need_state(state, self)?,
            },
            "GuardVersions" => Insn::GuardVersions {
                value: pieces.one(self)?,
                versions: self.class_versions(arg.split(' '))?,
                state: pieces.need_state(state, self)?,
            },
            "GuardShape" => {
                let (shape, store) = match arg.strip_suffix(", store") {
                    Some(shape) => (shape, true),
                    None => (arg, false),
                };
                let shape =
                    shape.parse::<u32>().or_else(|_| self.err(format!("GuardShape<{arg}>: expected a shape")))?;
                Insn::GuardShape { value: pieces.one(self)?, shape, store, state: pieces.need_state(state, self)? }
            }
            "LoadSlot" => Insn::LoadSlot { object: pieces.one(self)?, slot: pieces.index(self)? },
            "StoreSlot" => {
                let (object, value) = pieces.two(self)?;
                Insn::StoreSlot { object, slot: pieces.index(self)?, value }
            }
            "Unbox" => Insn::Unbox { value: pieces.one(self)? },
            "Box" => Insn::Box { value: pieces.one(self)? },
            "IntNeg" => Insn::IntNeg { operand: pieces.one(self)?, state: pieces.need_state(state, self)? },
            "IntInvert" => Insn::IntInvert { operand: pieces.one(self)? },
            "FloatNeg" => Insn::FloatNeg { operand: pieces.one(self)? },
            "FloatSqrt" => Insn::FloatSqrt { operand: pieces.one(self)?, state: pieces.need_state(state, self)? },
            "CastIntToFloat" => Insn::CastIntToFloat { value: pieces.one(self)? },
            "NumberToDouble" => {
                Insn::NumberToDouble { value: pieces.one(self)?, state: pieces.need_state(state, self)? }
            }
            "BoolNot" => Insn::BoolNot { value: pieces.one(self)? },
            "Select" => {
                let (cond, if_true, if_false) = pieces.three(self)?;
                Insn::Select { cond, if_true, if_false }
            }
            "IsSame" => {
                let (left, right) = pieces.two(self)?;
                Insn::IsSame { left, right }
            }
            "StrEq" => {
                let (left, right) = pieces.two(self)?;
                Insn::StrEq { left, right }
            }
            "IsInstance" => {
                let classes = split_top(arg, ", ").into_iter().map(|c| self.object(c)).collect::<Result<_, _>>()?;
                Insn::IsInstance { value: pieces.one(self)?, classes }
            }
            "ArrayLen" => Insn::ArrayLen { array: pieces.one(self)? },
            "StrLen" => Insn::StrLen { string: pieces.one(self)? },
            "CharStr" => Insn::CharStr { code: pieces.one(self)?, state: pieces.need_state(state, self)? },
            "StrChar" => {
                let (string, index) = pieces.two(self)?;
                Insn::StrChar { string, index }
            }
            "StrOrd" => Insn::StrOrd { string: pieces.one(self)?, state: pieces.need_state(state, self)? },
            "CheckIndex" => {
                let (index, length) = pieces.two(self)?;
                Insn::CheckIndex { index, length, state: pieces.need_state(state, self)? }
            }
            "NewObject" | "VirtualObject" => {
                let Some(kind) = crate::ir::ObjectKind::from_name(arg) else {
                    return self.err(format!("unknown object kind `{arg}`"));
                };
                let fields = ops.clone();
                if op == "NewObject" { Insn::NewObject { kind, fields } } else { Insn::VirtualObject { kind, fields } }
            }
            "LoadField" => {
                let Some(field) = Field::from_name(arg) else { return self.err(format!("unknown field `{arg}`")) };
                Insn::LoadField { object: pieces.one(self)?, field }
            }
            "LoadArrayItem" => {
                let (array, index) = pieces.two(self)?;
                Insn::LoadArrayItem { array, index }
            }
            "StoreField" => {
                let Some(field) = Field::from_name(arg) else { return self.err(format!("unknown field `{arg}`")) };
                let (object, value) = pieces.two(self)?;
                Insn::StoreField { object, field, value }
            }
            "CheckRangeSmall" => {
                let (next, remaining, step) = pieces.three(self)?;
                Insn::CheckRangeSmall { next, remaining, step, state: pieces.need_state(state, self)? }
            }
            "StoreArrayItem" => {
                let (array, index, value) = pieces.three(self)?;
                Insn::StoreArrayItem { array, index, value }
            }
            "GuardStorage" | "LoadNumberItem" => {
                let Some(storage) = Storage::from_name(arg) else {
                    return self.err(format!("unknown storage `{arg}`"));
                };
                if op == "GuardStorage" {
                    Insn::GuardStorage { array: pieces.one(self)?, storage, state: pieces.need_state(state, self)? }
                } else {
                    let (array, index) = pieces.two(self)?;
                    Insn::LoadNumberItem { array, index, storage }
                }
            }
            "LoadBoolItem" => {
                let (array, index) = pieces.two(self)?;
                Insn::LoadBoolItem { array, index }
            }
            "StoreBoolItem" => {
                let (array, index, value) = pieces.three(self)?;
                Insn::StoreBoolItem { array, index, value }
            }
            _ => self.low_level_arith(op, ops, state)?,
        };
        Ok(insn)
    }

    fn values_of(&self, rest: &str) -> Result<Vec<InsnId>, HirTextError> {
        // Operands are values; instructions with other operand forms (edges, `-`)
        // parse them themselves.
        let all_values = split_top(rest, ", ").iter().all(|s| s.trim().is_empty() || s.trim().starts_with('v'));
        if all_values && !rest.contains('(') { self.values(rest) } else { Ok(Vec::new()) }
    }

    /// `BuildMap`, `LoadName:x`, `FormatValue:2`, `CallMethodKw:name:a,b`, ...
    fn raise_kind(&self, text: &str) -> Result<RaiseKind, HirTextError> {
        Ok(match text {
            "Reraise" => RaiseKind::Reraise,
            "Value" => RaiseKind::Value,
            "Assert" => RaiseKind::Assert,
            "Caught" => RaiseKind::Caught,
            _ => return self.err(format!("unknown raise `{text}`")),
        })
    }

    fn helper(&mut self, text: &str) -> Result<Helper, HirTextError> {
        let mut parts = text.splitn(3, ':');
        let kind = parts.next().unwrap_or("");
        let arg = parts.next().unwrap_or("");
        let extra = parts.next().unwrap_or("");
        Ok(match kind {
            "LoadName" => Helper::LoadName(self.name_index(arg)),
            "StoreName" => Helper::StoreName(self.name_index(arg)),
            "DeleteName" => Helper::DeleteName(self.name_index(arg)),
            "BuildClass" => Helper::BuildClass(self.name_index(arg)),
            "ImportModule" => Helper::ImportModule(self.name_index(arg)),
            "ImportFrom" => Helper::ImportFrom(self.name_index(arg)),
            "DeleteAttr" => Helper::DeleteAttr(self.name_index(arg)),
            "ListMethod" => Helper::ListMethod(self.name_index(arg)),
            "DictMethod" => Helper::DictMethod(self.name_index(arg)),
            "StrMethod" => Helper::StrMethod(self.name_index(arg)),
            "DeleteGlobal" => Helper::DeleteGlobal(self.global_slot(arg)?),
            "UnpackStarred" => match (arg.parse::<u16>(), extra.parse::<u16>()) {
                (Ok(before), Ok(after)) => Helper::UnpackStarred { before, after },
                _ => return self.err(format!("UnpackStarred:{arg}:{extra}: expected two counts")),
            },
            "FormatValue" => match arg.parse::<u8>() {
                Ok(c) => Helper::FormatValue(c),
                Err(_) => return self.err(format!("FormatValue:{arg}: expected a conversion number")),
            },
            "CallMethodKw" => {
                let name = self.name_index(arg);
                let names: Vec<Value> = extra.split(',').map(|n| self.cx.rt.intern(n)).collect();
                Helper::CallMethodKw { name, kwnames: self.cx.rt.new_immortal_tuple(&names) }
            }
            "BuildMap" => Helper::BuildMap,
            "BuildSet" => Helper::BuildSet,
            "BuildConstSet" => Helper::BuildConstSet,
            "SetAdd" => Helper::SetAdd,
            "MapAdd" => Helper::MapAdd,
            "DeleteItem" => Helper::DeleteItem,
            "DeleteSlice" => Helper::DeleteSlice,
            "ExtendCallArgs" => Helper::ExtendCallArgs,
            "MergeCallKwargs" => Helper::MergeCallKwargs,
            "AddKeyword" => Helper::AddKeyword,
            "CallEx" => Helper::CallEx,
            "BuildString" => Helper::BuildString,
            "WithCause" => Helper::WithCause,
            "NewRange" => Helper::NewRange,
            "NewRangeIter" => Helper::NewRangeIter,
            "EnterWith" => Helper::EnterWith,
            "WithExcept" => Helper::WithExcept,
            "PopExcInfo" => Helper::PopExcInfo,
            "CheckExcMatch" => Helper::CheckExcMatch,
            "PollInterrupt" => Helper::PollInterrupt,
            "IterReturnValue" => Helper::IterReturnValue,
            "Locals" => Helper::Locals,
            "ListPop" => Helper::ListPop,
            "DictGetItem" => Helper::DictGetItem,
            "DictSetItem" => Helper::DictSetItem,
            "DictGet" => Helper::DictGet,
            "DictContains" => Helper::DictContains,
            "SetContains" => Helper::SetContains,
            "ShareStr" => Helper::ShareStr,
            "AppendStr" => Helper::AppendStr,
            "Append" => match arg {
                "inplace" => Helper::Append { inplace: true },
                "binary" => Helper::Append { inplace: false },
                _ => return self.err(format!("unknown append kind `{arg}`")),
            },
            "KeepExceptionArguments" => Helper::KeepExceptionArguments,
            "ExceptionInit" => Helper::ExceptionInit,
            "Len" => Helper::Len,
            "Raise" => Helper::Raise(self.raise_kind(arg)?),
            "IntArith" => match binop(arg) {
                Some(op) => Helper::IntArith(op),
                None => return self.err(format!("unknown operator `{arg}`")),
            },
            _ => return self.err(format!("unknown helper `{kind}`")),
        })
    }

    /// `IntAdd`, `FloatLt`, ...
    fn low_level_arith(&self, op: &str, ops: &[InsnId], state: Option<FrameState>) -> Result<Insn, HirTextError> {
        let (int, name) = if let Some(n) = op.strip_prefix("Int") {
            (true, n)
        } else if let Some(n) = op.strip_prefix("Float") {
            (false, n)
        } else {
            return self.err(format!("unknown instruction `{op}`"));
        };
        let [left, right] = ops else { return self.err(format!("{op} takes two operands")) };
        let (left, right) = (*left, *right);
        let arith = if name == "Div" { Some(BinOp::TrueDiv) } else { binop(name) };
        if let Some(op) = arith {
            return Ok(if int {
                Insn::IntArith { op, left, right, state }
            } else {
                Insn::FloatArith { op, left, right, state }
            });
        }
        match cmpop(name) {
            Some(op) if int => Ok(Insn::IntCompare { op, left, right }),
            Some(op) => Ok(Insn::FloatCompare { op, left, right }),
            None => self.err(format!("unknown instruction `{op}`")),
        }
    }

    fn object_of_type(&self, t: Type) -> Result<Value, HirTextError> {
        match t.object_spec() {
            Some(v) => Ok(v),
            None => self.err(format!("a constant's type names its object, not `{t}`")),
        }
    }
}
