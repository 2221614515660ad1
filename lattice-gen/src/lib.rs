//! `lattice-gen`: reads ember's type-hierarchy spec (`hir/types.spec`) and generates
//! the Rust constants of `hir::Type` (leaf bits, named unions, the names the printer
//! and parser use, per-leaf flags, the leaf ↔ runtime layout and type ↔ builtin class
//! tables) and a Graphviz drawing of the hierarchy.
//!
//! The spec is a tree of named types written with indentation, plus named unions that
//! cut across it; see the comment at the top of `hir/types.spec`. Each leaf gets one
//! bit; a named type is the union of the leaves under it. `hir/build.rs` runs
//! [`generate`] and includes the Rust it returns, so nothing generated is committed.
//!
//! Errors carry the spec's line number: unknown names, duplicate names, cycles among
//! unions, bad indentation, misplaced flags or attributes, and more leaves than
//! [`MAX_LEAF_BITS`].

use std::collections::HashMap;
use std::fmt::{self, Write as _};

/// The most leaves a spec may have. `hir::Type` packs the union bitset with its 2
/// lifetime bits and 3 specialisation-kind bits into one `u64`.
pub const MAX_LEAF_BITS: usize = 59;

/// A flag on a tree node (`@name` in the spec).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Flag {
    Object,
    Primitive,
    User,
    Final,
    Repr,
    Int,
    Double,
}

impl Flag {
    const ALL: [Flag; 7] =
        [Flag::Object, Flag::Primitive, Flag::User, Flag::Final, Flag::Repr, Flag::Int, Flag::Double];

    pub fn name(self) -> &'static str {
        match self {
            Flag::Object => "object",
            Flag::Primitive => "primitive",
            Flag::User => "user",
            Flag::Final => "final",
            Flag::Repr => "repr",
            Flag::Int => "int",
            Flag::Double => "double",
        }
    }

    fn parse(s: &str) -> Option<Flag> {
        Flag::ALL.into_iter().find(|f| f.name() == s)
    }
}

/// A spec error, with the 1-based line it is about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SpecError {
    pub line: usize,
    pub message: String,
}

impl fmt::Display for SpecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for SpecError {}

fn err<T>(line: usize, message: impl Into<String>) -> Result<T, SpecError> {
    Err(SpecError { line, message: message.into() })
}

/// A node of the hierarchy tree.
#[derive(Clone, Debug)]
pub struct Node {
    pub name: String,
    pub line: usize,
    pub flags: Vec<Flag>,
    /// `layout:Name`: the values of this leaf are exactly the heap objects of the
    /// runtime layout `LayoutId::Name`.
    pub layout: Option<String>,
    /// `class:Name`: every value of this type has the builtin class `ClassId::Name`.
    pub class: Option<String>,
    pub parent: Option<usize>,
    pub children: Vec<usize>,
    /// The leaf's bit index (leaves only).
    pub bit: Option<u32>,
    /// The leaves under this node (itself for a leaf).
    pub bits: u64,
    /// Inside the `@object` subtree.
    pub is_object: bool,
    /// Inside the `@primitive` subtree.
    pub is_primitive: bool,
}

/// A named union (`Name = A | B - C`).
#[derive(Clone, Debug)]
pub struct Union {
    pub name: String,
    pub line: usize,
    /// The expression as written.
    pub text: String,
    pub bits: u64,
}

/// The checked lattice: nodes in spec order, unions, and the bit assignment.
#[derive(Clone, Debug)]
pub struct Lattice {
    pub nodes: Vec<Node>,
    pub unions: Vec<Union>,
    /// Leaf node indices by bit.
    pub leaves: Vec<usize>,
    pub object_bits: u64,
    pub primitive_bits: u64,
    /// The name of the `@object` root and of the `@primitive` root.
    pub object_root: String,
    pub primitive_root: String,
}

impl Lattice {
    /// Every named type (tree nodes, then unions) with its bits, in spec order.
    pub fn named(&self) -> Vec<(&str, u64)> {
        let tree = self.nodes.iter().map(|n| (n.name.as_str(), n.bits));
        tree.chain(self.unions.iter().map(|u| (u.name.as_str(), u.bits))).collect()
    }

    /// The bits of the leaves that carry `flag`.
    pub fn flag_bits(&self, flag: Flag) -> u64 {
        self.nodes.iter().filter(|n| n.bit.is_some() && n.flags.contains(&flag)).fold(0, |acc, n| acc | n.bits)
    }

    /// The bits of a named type.
    pub fn bits_of(&self, name: &str) -> Option<u64> {
        self.named().into_iter().find(|&(n, _)| n == name).map(|(_, b)| b)
    }

    /// The leaf names in `bits`, in bit order.
    pub fn leaf_names(&self, bits: u64) -> Vec<&str> {
        self.leaves.iter().filter(|&&i| bits & self.nodes[i].bits != 0).map(|&i| self.nodes[i].name.as_str()).collect()
    }
}

/// Parses and checks a spec.
pub fn parse(src: &str) -> Result<Lattice, SpecError> {
    let mut nodes: Vec<Node> = Vec::new();
    let mut raw_unions: Vec<(String, usize, String)> = Vec::new();
    let mut names: HashMap<String, usize> = HashMap::new();
    // The open ancestors: (indent, node index).
    let mut open: Vec<(usize, usize)> = Vec::new();

    for (i, raw) in src.lines().enumerate() {
        let line = i + 1;
        let text = raw.split('#').next().unwrap_or("").trim_end();
        if text.trim().is_empty() {
            continue;
        }
        if text.contains('\t') {
            return err(line, "indent with spaces, not tabs");
        }
        let indent = text.len() - text.trim_start().len();
        let text = text.trim();
        if let Some((name, expr)) = text.split_once('=') {
            let name = name.trim();
            if indent != 0 {
                return err(line, format!("the union `{name}` must start at column 0"));
            }
            check_name(line, name)?;
            if names.insert(name.to_string(), line).is_some() {
                return err(line, format!("`{name}` is defined twice"));
            }
            raw_unions.push((name.to_string(), line, expr.trim().to_string()));
            continue;
        }
        let mut words = text.split_whitespace();
        let name = words.next().expect("non-empty line");
        check_name(line, name)?;
        let mut flags = Vec::new();
        let (mut layout, mut class) = (None, None);
        for w in words {
            if let Some((key, value)) = w.split_once(':') {
                let slot = match key {
                    "layout" => &mut layout,
                    "class" => &mut class,
                    _ => return err(line, format!("unknown attribute `{key}` (attributes: layout: class:)")),
                };
                check_name(line, value)?;
                if slot.replace(value.to_string()).is_some() {
                    return err(line, format!("`{key}:` given twice"));
                }
                continue;
            }
            let Some(flag) = w.strip_prefix('@').and_then(Flag::parse) else {
                return err(
                    line,
                    format!("unknown flag `{w}` (flags: @object @primitive @user @final @repr @int @double)"),
                );
            };
            if flags.contains(&flag) {
                return err(line, format!("flag `{w}` given twice"));
            }
            flags.push(flag);
        }
        if names.insert(name.to_string(), line).is_some() {
            return err(line, format!("`{name}` is defined twice"));
        }
        let mut closed = None;
        while open.last().is_some_and(|&(d, _)| d >= indent) {
            closed = open.pop().map(|(d, _)| d);
        }
        // A dedent must return to the column of an enclosing node's child.
        if closed.is_some_and(|d| d != indent) {
            return err(line, format!("the indentation of `{name}` matches no enclosing level"));
        }
        let parent = match open.last() {
            Some(&(_, p)) => Some(p),
            None if nodes.is_empty() => None,
            None => return err(line, format!("`{name}` is a second root: the tree has one root (`Top`)")),
        };
        if parent.is_none() && indent != 0 {
            return err(line, "the root must start at column 0");
        }
        let idx = nodes.len();
        nodes.push(Node {
            name: name.to_string(),
            line,
            flags,
            layout,
            class,
            parent,
            children: Vec::new(),
            bit: None,
            bits: 0,
            is_object: false,
            is_primitive: false,
        });
        if let Some(p) = parent {
            nodes[p].children.push(idx);
        }
        open.push((indent, idx));
    }
    if nodes.is_empty() {
        return err(1, "the spec declares no types");
    }

    // Leaves get bits in spec order; inner nodes are unions of their subtrees.
    let mut leaves = Vec::new();
    for (i, node) in nodes.iter_mut().enumerate() {
        if node.children.is_empty() {
            if leaves.len() == MAX_LEAF_BITS {
                return err(
                    node.line,
                    format!(
                        "too many leaf types: `{}` would be bit {}, the limit is {MAX_LEAF_BITS}",
                        node.name,
                        leaves.len()
                    ),
                );
            }
            node.bit = Some(leaves.len() as u32);
            leaves.push(i);
        }
    }
    for i in (0..nodes.len()).rev() {
        let own = nodes[i].bit.map_or(0, |b| 1u64 << b);
        let below = nodes[i].children.iter().fold(0, |acc, &c| acc | nodes[c].bits);
        nodes[i].bits = own | below;
    }

    let object_root = root_with(&nodes, Flag::Object)?;
    let primitive_root = root_with(&nodes, Flag::Primitive)?;
    mark_subtree(&mut nodes, object_root, |n| n.is_object = true);
    mark_subtree(&mut nodes, primitive_root, |n| n.is_primitive = true);
    if nodes[object_root].is_primitive || nodes[primitive_root].is_object {
        return err(nodes[primitive_root].line, "the @object and @primitive subtrees must not overlap");
    }
    for n in &nodes {
        let leaf = n.bit.is_some();
        if leaf && !n.is_object && !n.is_primitive {
            return err(n.line, format!("the leaf `{}` is neither under @object nor under @primitive", n.name));
        }
        for &f in &n.flags {
            let ok = match f {
                Flag::Object | Flag::Primitive => true,
                Flag::User | Flag::Final => leaf && n.is_object,
                Flag::Repr => !leaf && n.is_object,
                Flag::Int | Flag::Double => leaf && n.is_primitive,
            };
            if !ok {
                let want = match f {
                    Flag::User | Flag::Final => "an object leaf",
                    Flag::Repr => "an object type with children",
                    _ => "a primitive leaf",
                };
                return err(n.line, format!("@{} belongs on {want}, not on `{}`", f.name(), n.name));
            }
        }
        if n.layout.is_some() && !(leaf && n.is_object) {
            return err(n.line, format!("layout: belongs on an object leaf, not on `{}`", n.name));
        }
        if n.class.is_some() && !n.is_object {
            return err(n.line, format!("class: belongs on an object type, not on `{}`", n.name));
        }
        if n.flags.contains(&Flag::User) && n.flags.contains(&Flag::Final) {
            return err(n.line, format!("`{}` cannot be both @user and @final", n.name));
        }
        if n.flags.contains(&Flag::Int) && n.flags.contains(&Flag::Double) {
            return err(n.line, format!("`{}` cannot be both @int and @double", n.name));
        }
    }

    let unions = resolve_unions(&nodes, &raw_unions)?;
    let lattice = Lattice {
        object_bits: nodes[object_root].bits,
        primitive_bits: nodes[primitive_root].bits,
        object_root: nodes[object_root].name.clone(),
        primitive_root: nodes[primitive_root].name.clone(),
        nodes,
        unions,
        leaves,
    };
    // Generated variants must not collide with declared names.
    let declared: HashMap<&str, usize> = lattice
        .nodes
        .iter()
        .map(|n| (n.name.as_str(), n.line))
        .chain(lattice.unions.iter().map(|u| (u.name.as_str(), u.line)))
        .collect();
    for (name, bits) in lattice.named() {
        if bits & lattice.object_bits == 0 || bits & !lattice.object_bits != 0 {
            continue;
        }
        for prefix in ["Mortal", "Immortal", "Opt"] {
            let variant = format!("{prefix}{name}");
            if let Some(&line) = declared.get(variant.as_str()) {
                return err(line, format!("`{variant}` clashes with the generated {prefix} variant of `{name}`"));
            }
        }
    }
    if declared.contains_key("Bottom") {
        return err(declared["Bottom"], "`Bottom` is generated (the empty type)");
    }
    Ok(lattice)
}

fn check_name(line: usize, name: &str) -> Result<(), SpecError> {
    let mut chars = name.chars();
    let ok = chars.next().is_some_and(|c| c.is_ascii_uppercase()) && chars.all(|c| c.is_ascii_alphanumeric());
    if !ok {
        return err(line, format!("`{name}` is not a type name (letters and digits, starting with a capital)"));
    }
    Ok(())
}

fn root_with(nodes: &[Node], flag: Flag) -> Result<usize, SpecError> {
    let mut found = nodes.iter().enumerate().filter(|(_, n)| n.flags.contains(&flag));
    let Some((i, _)) = found.next() else {
        return err(nodes[0].line, format!("no node has @{}", flag.name()));
    };
    if let Some((_, second)) = found.next() {
        return err(second.line, format!("@{} is given twice", flag.name()));
    }
    Ok(i)
}

fn mark_subtree(nodes: &mut [Node], root: usize, mark: fn(&mut Node)) {
    let mut work = vec![root];
    while let Some(i) = work.pop() {
        mark(&mut nodes[i]);
        work.extend(nodes[i].children.iter().copied());
    }
}

/// Evaluates the named unions, which may refer to each other (in any order).
fn resolve_unions(nodes: &[Node], raw: &[(String, usize, String)]) -> Result<Vec<Union>, SpecError> {
    let index: HashMap<&str, usize> = raw.iter().enumerate().map(|(i, (n, _, _))| (n.as_str(), i)).collect();
    let tree: HashMap<&str, u64> = nodes.iter().map(|n| (n.name.as_str(), n.bits)).collect();
    let mut done: Vec<Option<u64>> = vec![None; raw.len()];

    struct Ctx<'a> {
        nodes: &'a [Node],
        raw: &'a [(String, usize, String)],
        index: HashMap<&'a str, usize>,
        tree: HashMap<&'a str, u64>,
    }

    fn eval(ctx: &Ctx, i: usize, done: &mut Vec<Option<u64>>, path: &mut Vec<usize>) -> Result<u64, SpecError> {
        if let Some(b) = done[i] {
            return Ok(b);
        }
        let (name, line, expr) = &ctx.raw[i];
        if let Some(start) = path.iter().position(|&p| p == i) {
            let cycle: Vec<&str> = path[start..].iter().chain([&i]).map(|&p| ctx.raw[p].0.as_str()).collect();
            return err(*line, format!("the unions form a cycle: {}", cycle.join(" -> ")));
        }
        path.push(i);
        let mut bits = 0u64;
        let mut op = '|';
        let mut expect_term = true;
        for tok in tokens(expr) {
            match tok {
                "|" | "-" if !expect_term => {
                    op = tok.chars().next().unwrap();
                    expect_term = true;
                }
                _ if expect_term => {
                    let term = if let Some(flag) = tok.strip_prefix('@') {
                        let Some(flag) = Flag::parse(flag) else {
                            return err(*line, format!("unknown flag `{tok}` in `{name}`"));
                        };
                        ctx.nodes
                            .iter()
                            .filter(|n| n.bit.is_some() && n.flags.contains(&flag))
                            .fold(0, |a, n| a | n.bits)
                    } else if let Some(&b) = ctx.tree.get(tok) {
                        b
                    } else if let Some(&j) = ctx.index.get(tok) {
                        eval(ctx, j, done, path)?
                    } else {
                        return err(*line, format!("unknown type `{tok}` in the union `{name}`"));
                    };
                    bits = if op == '|' { bits | term } else { bits & !term };
                    expect_term = false;
                }
                _ => return err(*line, format!("cannot read `{expr}`: expected `A | B - C`")),
            }
        }
        if expect_term {
            return err(*line, format!("cannot read `{expr}`: expected `A | B - C`"));
        }
        if bits == 0 {
            return err(*line, format!("the union `{name}` is empty"));
        }
        path.pop();
        done[i] = Some(bits);
        Ok(bits)
    }

    let ctx = Ctx { nodes, raw, index, tree };
    let mut out = Vec::new();
    for (i, (name, line, text)) in raw.iter().enumerate() {
        let bits = eval(&ctx, i, &mut done, &mut Vec::new())?;
        out.push(Union { name: name.clone(), line: *line, text: text.clone(), bits });
    }
    Ok(out)
}

fn tokens(expr: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = None;
    for (i, c) in expr.char_indices() {
        if c == '|' || c == '-' || c.is_whitespace() {
            if let Some(s) = start.take() {
                out.push(&expr[s..i]);
            }
            if !c.is_whitespace() {
                out.push(&expr[i..i + 1]);
            }
        } else if start.is_none() {
            start = Some(i);
        }
    }
    if let Some(s) = start {
        out.push(&expr[s..]);
    }
    out
}

/// The Rust source `hir` includes. It expects `Type`, `Lifetime` (with `Mortal` and
/// `Immortal`), `const fn Type::from_bits(u64)`, `const fn Type::with_lifetime` and
/// the runtime's `LayoutId` and `ClassId` in the including module.
pub fn emit_rust(l: &Lattice, spec_name: &str) -> String {
    let mut o = String::new();
    let w = &mut o;
    let _ = writeln!(w, "// Generated by lattice-gen from {spec_name}. Do not edit: change the spec.");
    let _ = writeln!(w);
    let _ = writeln!(w, "/// The number of leaf bits the spec uses (at most {MAX_LEAF_BITS}).");
    let _ = writeln!(w, "pub const NUM_LEAF_BITS: u32 = {};", l.leaves.len());
    let _ = writeln!(w, "/// The leaves under `{}`.", l.object_root);
    let _ = writeln!(w, "pub const OBJECT_BITS: u64 = {:#x};", l.object_bits);
    let _ = writeln!(w, "/// The leaves under `{}`.", l.primitive_root);
    let _ = writeln!(w, "pub const PRIMITIVE_BITS: u64 = {:#x};", l.primitive_bits);
    let _ = writeln!(w);
    let _ = writeln!(w, "/// The leaves that carry each flag of the spec.");
    let _ = writeln!(w, "pub mod flags {{");
    for (flag, doc) in [
        (Flag::User, "instances of user subclasses of a builtin (`@user`)"),
        (Flag::Final, "builtins Python code cannot subclass (`@final`)"),
        (Flag::Int, "primitives with integer specialisations (`@int`)"),
        (Flag::Double, "primitives with double specialisations (`@double`)"),
    ] {
        let _ = writeln!(w, "    /// Leaves of {doc}.");
        let _ = writeln!(w, "    pub const {}: u64 = {:#x};", flag.name().to_uppercase(), l.flag_bits(flag));
    }
    let _ = writeln!(w, "}}");
    let _ = writeln!(w);
    let _ = writeln!(w, "/// The bitset of every named type.");
    let _ = writeln!(w, "#[allow(non_upper_case_globals, dead_code)]");
    let _ = writeln!(w, "pub mod bits {{");
    let _ = writeln!(w, "    pub const Bottom: u64 = 0;");
    for (name, bits) in l.named() {
        let _ = writeln!(w, "    pub const {name}: u64 = {bits:#x};");
    }
    let _ = writeln!(w, "}}");
    let _ = writeln!(w);
    let _ = writeln!(w, "/// The leaves, by bit: (name, bit).");
    let _ = writeln!(w, "pub static LEAVES: [(&str, u64); {}] = [", l.leaves.len());
    for &i in &l.leaves {
        let _ = writeln!(w, "    ({:?}, {:#x}),", l.nodes[i].name, l.nodes[i].bits);
    }
    let _ = writeln!(w, "];");
    let display = display_names(l);
    let _ = writeln!(w);
    let _ = writeln!(w, "/// Names the printer covers a bitset with, widest first.");
    let _ = writeln!(w, "pub static DISPLAY_NAMES: [(&str, u64); {}] = [", display.len());
    for (name, bits) in &display {
        let _ = writeln!(w, "    ({name:?}, {bits:#x}),");
    }
    let _ = writeln!(w, "];");
    let reprs: Vec<&Node> = l.nodes.iter().filter(|n| n.flags.contains(&Flag::Repr)).collect();
    let _ = writeln!(w);
    let _ = writeln!(w, "/// `@repr` splits: object specialisations of their leaves print with this name.");
    let _ = writeln!(w, "pub static REPR_NAMES: [(&str, u64); {}] = [", reprs.len());
    for n in reprs {
        let _ = writeln!(w, "    ({:?}, {:#x}),", n.name, n.bits);
    }
    let _ = writeln!(w, "];");
    let layouts: Vec<&Node> = l.nodes.iter().filter(|n| n.layout.is_some()).collect();
    let _ = writeln!(w);
    let _ = writeln!(w, "/// `layout:` leaves: their values are exactly the heap objects of one layout.");
    let _ = writeln!(w, "pub const LAYOUT_LEAVES: [(u64, LayoutId); {}] = [", layouts.len());
    for n in layouts {
        let _ = writeln!(w, "    (bits::{}, LayoutId::{}),", n.name, n.layout.as_deref().unwrap_or_default());
    }
    let _ = writeln!(w, "];");
    let classes: Vec<&Node> = l.nodes.iter().filter(|n| n.class.is_some()).collect();
    let _ = writeln!(w);
    let _ = writeln!(w, "/// `class:` types: all their values have one builtin class.");
    let _ = writeln!(w, "pub const EXACT_CLASSES: [(u64, ClassId); {}] = [", classes.len());
    for n in classes {
        let _ = writeln!(w, "    (bits::{}, ClassId::{}),", n.name, n.class.as_deref().unwrap_or_default());
    }
    let _ = writeln!(w, "];");
    let _ = writeln!(w);

    let mut all: Vec<(String, String)> = vec![("Bottom".into(), "Type::from_bits(bits::Bottom)".into())];
    for (name, bits) in l.named() {
        all.push((name.to_string(), format!("Type::from_bits(bits::{name})")));
        if bits & !l.object_bits == 0 {
            for life in ["Mortal", "Immortal"] {
                all.push((
                    format!("{life}{name}"),
                    format!("Type::from_bits(bits::{name}).with_lifetime(Lifetime::{life})"),
                ));
            }
            all.push((format!("Opt{name}"), format!("Type::from_bits(bits::{name} | {:#x})", nullptr_bits(l))));
        }
    }
    let _ = writeln!(w, "/// Every predefined type, with its Mortal*, Immortal* and Opt* variants.");
    let _ = writeln!(w, "#[allow(non_upper_case_globals, dead_code)]");
    let _ = writeln!(w, "pub mod types {{");
    let _ = writeln!(w, "    use super::{{bits, Lifetime, Type}};");
    for (name, expr) in &all {
        let _ = writeln!(w, "    pub const {name}: Type = {expr};");
    }
    let _ = writeln!(w, "}}");
    let _ = writeln!(w);
    let _ = writeln!(w, "/// Every predefined type by name (for the parser).");
    let _ = writeln!(w, "pub static TYPE_NAMES: [(&str, Type); {}] = [", all.len());
    for (name, _) in &all {
        let _ = writeln!(w, "    ({name:?}, types::{name}),");
    }
    let _ = writeln!(w, "];");
    o
}

fn nullptr_bits(l: &Lattice) -> u64 {
    l.bits_of("Nullptr").unwrap_or(0)
}

/// The names the printer uses, widest first (ties in spec order). Names with the same
/// bits as an earlier one are left out, so each bitset prints one way.
pub fn display_names(l: &Lattice) -> Vec<(String, u64)> {
    let mut out: Vec<(String, u64)> = Vec::new();
    for (name, bits) in l.named() {
        if !out.iter().any(|(_, b)| *b == bits) {
            out.push((name.to_string(), bits));
        }
    }
    out.sort_by_key(|(_, bits)| std::cmp::Reverse(bits.count_ones()));
    out
}

/// A Graphviz drawing: the tree as solid edges, unions as dashed edges to their leaves.
pub fn emit_dot(l: &Lattice) -> String {
    let mut o = String::new();
    let w = &mut o;
    let _ = writeln!(w, "digraph types {{");
    let _ = writeln!(w, "    rankdir=LR;");
    let _ = writeln!(w, "    node [shape=box, fontname=\"monospace\"];");
    for n in &l.nodes {
        let label = match n.bit {
            Some(b) => format!("{} (bit {b})", n.name),
            None => n.name.clone(),
        };
        let flags: Vec<String> = n.flags.iter().map(|f| format!("@{}", f.name())).collect();
        let label = if flags.is_empty() { label } else { format!("{label}\\n{}", flags.join(" ")) };
        let style = if n.bit.is_some() { "" } else { ", style=rounded" };
        let _ = writeln!(w, "    {} [label=\"{label}\"{style}];", n.name);
        if let Some(p) = n.parent {
            let _ = writeln!(w, "    {} -> {};", l.nodes[p].name, n.name);
        }
    }
    for u in &l.unions {
        let _ = writeln!(w, "    {} [label=\"{} = {}\", shape=ellipse];", u.name, u.name, u.text);
        for leaf in l.leaf_names(u.bits) {
            let _ = writeln!(w, "    {} -> {leaf} [style=dashed];", u.name);
        }
    }
    let _ = writeln!(w, "}}");
    o
}

/// A plain-text table of the bit assignment (for review and the snapshot test).
pub fn table(l: &Lattice) -> String {
    let mut o = String::new();
    let w = &mut o;
    let _ = writeln!(w, "{} of {MAX_LEAF_BITS} leaf bits", l.leaves.len());
    for &i in &l.leaves {
        let n = &l.nodes[i];
        let kind = if n.is_object { "object" } else { "primitive" };
        let flags: Vec<String> = n.flags.iter().map(|f| format!("@{}", f.name())).collect();
        let _ = writeln!(w, "bit {:>2}  {:<20} {:<9} {}", n.bit.unwrap(), n.name, kind, flags.join(" "));
    }
    let _ = writeln!(w);
    for (name, bits) in l.named() {
        if bits.count_ones() > 1 {
            let _ = writeln!(w, "{name} = {}", l.leaf_names(bits).join(" | "));
        }
    }
    // Lines end without trailing blanks so the snapshot diffs cleanly.
    o.lines().map(str::trim_end).collect::<Vec<_>>().join("\n") + "\n"
}

/// Parses `src` and returns the generated Rust, or the first error.
pub fn generate(src: &str, spec_name: &str) -> Result<String, SpecError> {
    parse(src).map(|l| emit_rust(&l, spec_name))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error_of(src: &str) -> SpecError {
        parse(src).expect_err("the spec should be rejected")
    }

    const MINIMAL: &str = "Top\n    Object @object\n        A\n        B @user\n    Prim @primitive\n        Nullptr\n        CInt64 @int\n";

    #[test]
    fn assigns_bits_in_spec_order() {
        let l = parse(MINIMAL).unwrap();
        assert_eq!(l.leaf_names(u64::MAX), ["A", "B", "Nullptr", "CInt64"]);
        assert_eq!(l.bits_of("Object"), Some(0b11));
        assert_eq!(l.bits_of("Top"), Some(0b1111));
        assert_eq!(l.flag_bits(Flag::User), 0b10);
    }

    #[test]
    fn unions_may_refer_forward_and_subtract() {
        let l = parse(&format!("{MINIMAL}X = Y | Nullptr\nY = Object - @user\n")).unwrap();
        assert_eq!(l.bits_of("X"), Some(0b101));
    }

    #[test]
    fn unknown_names_are_reported_with_their_line() {
        let e = error_of(&format!("{MINIMAL}X = A | Nope\n"));
        assert_eq!(e.line, 8);
        assert!(e.message.contains("unknown type `Nope`"), "{e}");
    }

    #[test]
    fn cycles_are_reported() {
        let e = error_of(&format!("{MINIMAL}X = Y\nY = A | X\n"));
        assert_eq!(e.line, 8);
        assert!(e.message.contains("cycle: X -> Y -> X"), "{e}");
    }

    #[test]
    fn too_many_bits_are_reported_at_the_first_leaf_over() {
        let mut src = String::from("Top\n    Object @object\n");
        for i in 0..MAX_LEAF_BITS {
            src.push_str(&format!("        L{i}\n"));
        }
        src.push_str("    Prim @primitive\n        Nullptr\n");
        let e = error_of(&src);
        assert_eq!(e.line, MAX_LEAF_BITS + 4);
        assert!(e.message.contains("too many leaf types"), "{e}");
    }

    #[test]
    fn misplaced_flags_and_duplicates_are_rejected() {
        assert!(
            error_of("Top\n    Object @object\n        A @int\n    P @primitive\n        N\n").message.contains("@int")
        );
        assert!(error_of("Top @object\n    A\n    A\n").message.contains("defined twice"));
        assert!(error_of("Top\n    Object @object\n        A @wat\n").message.contains("unknown flag"));
        assert_eq!(error_of(MINIMAL.replace("Prim @primitive", "Prim").as_str()).message, "no node has @primitive");
    }

    #[test]
    fn inconsistent_dedents_are_rejected() {
        let e = error_of("Top\n    Object @object\n        A\n      B\n");
        assert_eq!(e.line, 4);
        assert!(e.message.contains("matches no enclosing level"), "{e}");
    }

    #[test]
    fn generated_variants_cannot_be_declared() {
        let e = error_of(&format!("{MINIMAL}MortalA = A\n"));
        assert!(e.message.contains("clashes with the generated Mortal variant"), "{e}");
    }

    #[test]
    fn layout_and_class_attributes_become_tables() {
        let src = MINIMAL.replace("        A\n", "        A layout:Str class:Str\n");
        let rust = generate(&src, "test.spec").unwrap();
        assert!(rust.contains("pub const LAYOUT_LEAVES: [(u64, LayoutId); 1] = [\n    (bits::A, LayoutId::Str),"));
        assert!(rust.contains("pub const EXACT_CLASSES: [(u64, ClassId); 1] = [\n    (bits::A, ClassId::Str),"));
        let on_union = MINIMAL.replace("    Object @object", "    Object @object layout:Str");
        assert!(error_of(&on_union).message.contains("layout: belongs on an object leaf"));
        let on_primitive = MINIMAL.replace("        Nullptr", "        Nullptr class:None");
        assert!(error_of(&on_primitive).message.contains("class: belongs on an object type"));
        assert!(
            error_of(&MINIMAL.replace("        A\n", "        A size:Big\n")).message.contains("unknown attribute")
        );
        assert!(
            error_of(&MINIMAL.replace("        A\n", "        A layout:Str layout:List\n")).message.contains("twice")
        );
    }

    #[test]
    fn the_rust_output_has_every_constant() {
        let rust = generate(MINIMAL, "test.spec").unwrap();
        for needle in
            ["pub const A: u64 = 0x1;", "pub const OptObject: Type", "pub const MortalB: Type", "(\"Top\", 0xf)"]
        {
            assert!(rust.contains(needle), "missing {needle} in\n{rust}");
        }
        assert!(!rust.contains("MortalCInt64"), "primitives have no lifetime variants");
    }
}
