//! What CPython rejects after parsing, before running: in its order, the parser's
//! remaining checks, `__future__` imports, the symbol table's rules for scopes
//! (`global`/`nonlocal`, `yield` in comprehensions, duplicate parameters, `:=` in
//! comprehensions, `import *`), then the compiler's (`'return' outside function`,
//! `'break' outside loop`, starred expressions, `__debug__`, repeated keyword
//! arguments, ...). Each pass reports the first error it meets in source order.

use super::Src;
use crate::error::CompileError;
use ruff_python_ast::visitor::{self, Visitor};
use ruff_python_ast::{self as ast, Expr, ExprContext, ModModule, Stmt};
use ruff_text_size::{Ranged, TextSize};

type CheckResult = Result<(), CompileError>;

pub fn check_module(src: &Src, m: &ModModule) -> CheckResult {
    parser_checks(src, &m.body)?;
    let future_line = future_checks(src, &m.body)?;
    symbol_table(src, m)?;
    compiler_checks(src, m, future_line)
}

fn at(src: &Src, message: impl Into<String>, node: &impl Ranged) -> CompileError {
    src.error("SyntaxError", message, u32::from(node.start()) as usize)
}

fn at_offset(src: &Src, message: impl Into<String>, offset: TextSize) -> CompileError {
    src.error("SyntaxError", message, u32::from(offset) as usize)
}

// ---- the parser's remaining checks ----

fn parser_checks(src: &Src, body: &[Stmt]) -> CheckResult {
    struct P<'s, 'a> {
        src: &'s Src<'a>,
        err: Option<CompileError>,
    }
    impl<'n> Visitor<'n> for P<'_, '_> {
        fn visit_stmt(&mut self, s: &'n Stmt) {
            if self.err.is_some() {
                return;
            }
            if let Stmt::Try(t) = s {
                let n = t.handlers.len();
                for (i, h) in t.handlers.iter().enumerate() {
                    let ast::ExceptHandler::ExceptHandler(h) = h;
                    if h.type_.is_none() && i + 1 < n {
                        self.err = Some(at(self.src, "default 'except:' must be last", h));
                        return;
                    }
                }
            }
            visitor::walk_stmt(self, s);
        }
    }
    let mut p = P { src, err: None };
    p.visit_body(body);
    p.err.map_or(Ok(()), Err)
}

// ---- __future__ ----

const FUTURE_FEATURES: [&str; 10] = [
    "nested_scopes",
    "generators",
    "division",
    "absolute_import",
    "with_statement",
    "print_function",
    "unicode_literals",
    "barry_as_FLUFL",
    "generator_stop",
    "annotations",
];

fn is_future_import(s: &Stmt) -> Option<&ast::StmtImportFrom> {
    match s {
        Stmt::ImportFrom(i) if i.level == 0 && i.module.as_ref().is_some_and(|m| m.id.as_str() == "__future__") => {
            Some(i)
        }
        _ => None,
    }
}

/// Checks the `from __future__` imports at the start of the module; returns the
/// offset of the end of the last (later ones are the compiler's error).
fn future_checks(src: &Src, body: &[Stmt]) -> Result<Option<TextSize>, CompileError> {
    let mut last = None;
    for (i, s) in body.iter().enumerate() {
        if let Some(imp) = is_future_import(s) {
            for a in &imp.names {
                let name = a.name.id.as_str();
                if name == "braces" {
                    return Err(at(src, "not a chance", s));
                }
                if !FUTURE_FEATURES.contains(&name) {
                    return Err(at(src, format!("future feature {name} is not defined"), s));
                }
            }
            last = Some(s.end());
        } else if i == 0 && matches!(s, Stmt::Expr(e) if e.value.is_string_literal_expr()) {
            continue;
        } else {
            break;
        }
    }
    Ok(last)
}

// ---- the symbol table ----

const PARAM: u8 = 1;
const LOCAL: u8 = 2;
const USE: u8 = 4;
const GLOBAL: u8 = 8;
const NONLOCAL: u8 = 16;
const IMPORT: u8 = 32;
const ANNOT: u8 = 64;
const COMP_ITER: u8 = 128;

#[derive(Copy, Clone, PartialEq, Eq)]
enum Block {
    Module,
    Function,
    Class,
    /// A comprehension: CPython's name for it in messages.
    Comprehension(&'static str),
}

struct Scope {
    block: Block,
    /// Names in first-seen order, their flags and where a `global`/`nonlocal`
    /// declared them.
    names: Vec<(String, u8, Option<TextSize>)>,
    children: Vec<usize>,
    /// Inside the iterable of a comprehension (evaluated in this scope).
    comp_iter_expr: u32,
}

impl Scope {
    fn flags(&self, name: &str) -> u8 {
        self.names.iter().find(|(n, ..)| n == name).map_or(0, |(_, f, _)| *f)
    }

    fn add(&mut self, name: &str, flag: u8, decl: Option<TextSize>) {
        match self.names.iter_mut().find(|(n, ..)| n == name) {
            Some((_, f, d)) => {
                *f |= flag;
                if d.is_none() {
                    *d = decl;
                }
            }
            None => self.names.push((name.to_string(), flag, decl)),
        }
    }
}

struct Symtable<'s, 'a> {
    src: &'s Src<'a>,
    scopes: Vec<Scope>,
    stack: Vec<usize>,
    err: Option<CompileError>,
}

fn symbol_table(src: &Src, m: &ModModule) -> CheckResult {
    let mut st = Symtable { src, scopes: Vec::new(), stack: Vec::new(), err: None };
    st.enter(Block::Module);
    st.visit_body(&m.body);
    if let Some(e) = st.err {
        return Err(e);
    }
    st.analyze(0, None)
}

impl Symtable<'_, '_> {
    fn enter(&mut self, block: Block) {
        let i = self.scopes.len();
        self.scopes.push(Scope { block, names: Vec::new(), children: Vec::new(), comp_iter_expr: 0 });
        if let Some(&parent) = self.stack.last() {
            self.scopes[parent].children.push(i);
        }
        self.stack.push(i);
    }

    fn leave(&mut self) {
        self.stack.pop();
    }

    fn cur(&mut self) -> &mut Scope {
        let i = *self.stack.last().expect("a scope");
        &mut self.scopes[i]
    }

    fn fail(&mut self, e: CompileError) {
        if self.err.is_none() {
            self.err = Some(e);
        }
    }

    fn def(&mut self, name: &str, flag: u8, node: &impl Ranged) {
        if flag == PARAM && self.cur().flags(name) & PARAM != 0 {
            let e = at(self.src, format!("duplicate argument '{name}' in function definition"), node);
            self.fail(e);
            return;
        }
        self.cur().add(name, flag, None);
    }

    fn parameters(&mut self, p: &ast::Parameters) {
        for a in p.posonlyargs.iter().chain(&p.args).chain(&p.kwonlyargs) {
            self.def(a.parameter.name.as_str(), PARAM, &a.parameter);
        }
        for a in [&p.vararg, &p.kwarg].into_iter().flatten() {
            self.def(a.name.as_str(), PARAM, &**a);
        }
    }

    /// Defaults and annotations, evaluated in the enclosing scope.
    fn parameter_values(&mut self, p: &ast::Parameters) {
        for a in p.posonlyargs.iter().chain(&p.args).chain(&p.kwonlyargs) {
            if let Some(d) = &a.default {
                self.visit_expr(d);
            }
        }
        for a in p.posonlyargs.iter().chain(&p.args).chain(&p.kwonlyargs) {
            if let Some(ann) = &a.parameter.annotation {
                self.visit_expr(ann);
            }
        }
        for a in [&p.vararg, &p.kwarg].into_iter().flatten() {
            if let Some(ann) = &a.annotation {
                self.visit_expr(ann);
            }
        }
    }

    fn declaration(&mut self, names: &[ast::Identifier], s: &Stmt, global: bool) {
        let what = if global { "global" } else { "nonlocal" };
        for n in names {
            let name = n.as_str();
            let cur = self.cur().flags(name);
            let msg = if cur & PARAM != 0 {
                Some(format!("name '{name}' is parameter and {what}"))
            } else if cur & USE != 0 {
                Some(format!("name '{name}' is used prior to {what} declaration"))
            } else if cur & ANNOT != 0 {
                Some(format!("annotated name '{name}' can't be {what}"))
            } else if cur & LOCAL != 0 {
                Some(format!("name '{name}' is assigned to before {what} declaration"))
            } else {
                None
            };
            if let Some(m) = msg {
                let e = at(self.src, m, s);
                self.fail(e);
                return;
            }
            let flag = if global { GLOBAL } else { NONLOCAL };
            self.cur().add(name, flag, Some(s.start()));
        }
    }

    fn comprehension(&mut self, what: &'static str, generators: &[ast::Comprehension], elements: &[&Expr]) {
        let Some((first, rest)) = generators.split_first() else { return };
        self.cur().comp_iter_expr += 1;
        self.visit_expr(&first.iter);
        self.cur().comp_iter_expr -= 1;
        self.enter(Block::Comprehension(what));
        self.cur().add(".0", PARAM, None);
        self.comp_target(&first.target);
        for cond in &first.ifs {
            self.visit_expr(cond);
        }
        for g in rest {
            self.cur().comp_iter_expr += 1;
            self.visit_expr(&g.iter);
            self.cur().comp_iter_expr -= 1;
            self.comp_target(&g.target);
            for cond in &g.ifs {
                self.visit_expr(cond);
            }
        }
        for e in elements {
            self.visit_expr(e);
        }
        self.leave();
    }

    fn comp_target(&mut self, target: &Expr) {
        self.visit_expr(target);
        // The iteration variables, for the `:=` rule.
        let mut names = Vec::new();
        collect_names(target, &mut names);
        for n in names {
            self.cur().add(&n, COMP_ITER, None);
        }
    }

    /// `target := value` in a comprehension binds in the enclosing function.
    fn named(&mut self, n: &ast::ExprNamed) {
        let Expr::Name(target) = &*n.target else {
            self.visit_expr(&n.target);
            self.visit_expr(&n.value);
            return;
        };
        let name = target.id.as_str();
        if self.cur().comp_iter_expr > 0 {
            let e = at(self.src, "assignment expression cannot be used in a comprehension iterable expression", n);
            return self.fail(e);
        }
        if matches!(self.cur().block, Block::Comprehension(_)) {
            // The scope the name binds in: the nearest enclosing non-comprehension.
            for &i in self.stack.iter().rev() {
                let s = &self.scopes[i];
                match s.block {
                    Block::Comprehension(_) => {
                        if s.flags(name) & COMP_ITER != 0 {
                            let e = at(
                                self.src,
                                format!(
                                    "assignment expression cannot rebind comprehension iteration variable '{name}'"
                                ),
                                n,
                            );
                            return self.fail(e);
                        }
                    }
                    Block::Class => {
                        let e = at(
                            self.src,
                            "assignment expression within a comprehension cannot be used in a class body",
                            n,
                        );
                        return self.fail(e);
                    }
                    _ => break,
                }
            }
        }
        self.visit_expr(&n.value);
        self.visit_expr(&n.target);
    }

    /// The later pass over the finished table: `nonlocal` must find a binding in an
    /// enclosing function, and may not be combined with `global`.
    fn analyze(&self, i: usize, bound: Option<&[String]>) -> CheckResult {
        let scope = &self.scopes[i];
        for (name, flags, decl) in &scope.names {
            let decl = decl.unwrap_or_default();
            if flags & GLOBAL != 0 && flags & NONLOCAL != 0 {
                return Err(at_offset(self.src, format!("name '{name}' is nonlocal and global"), decl));
            }
            if flags & NONLOCAL != 0 {
                match bound {
                    None => return Err(at_offset(self.src, "nonlocal declaration not allowed at module level", decl)),
                    Some(b) if !b.contains(name) => {
                        return Err(at_offset(self.src, format!("no binding for nonlocal '{name}' found"), decl));
                    }
                    _ => {}
                }
            }
        }
        let mut child_bound: Vec<String> = bound.map(<[String]>::to_vec).unwrap_or_default();
        if matches!(scope.block, Block::Function | Block::Comprehension(_)) {
            for (name, flags, _) in &scope.names {
                if flags & (LOCAL | PARAM | IMPORT) != 0 && flags & (GLOBAL | NONLOCAL) == 0 {
                    child_bound.push(name.clone());
                }
            }
        }
        let child_bound = if scope.block == Block::Class {
            // A class's methods see its implicit `__class__` cell.
            let mut b = bound.map(<[String]>::to_vec).unwrap_or_default();
            b.push("__class__".into());
            b
        } else {
            child_bound
        };
        for &c in &scope.children {
            self.analyze(c, Some(&child_bound))?;
        }
        Ok(())
    }
}

fn collect_names(e: &Expr, out: &mut Vec<String>) {
    match e {
        Expr::Name(n) => out.push(n.id.to_string()),
        Expr::Tuple(t) => t.elts.iter().for_each(|e| collect_names(e, out)),
        Expr::List(l) => l.elts.iter().for_each(|e| collect_names(e, out)),
        Expr::Starred(s) => collect_names(&s.value, out),
        _ => {}
    }
}

impl<'n> Visitor<'n> for Symtable<'_, '_> {
    fn visit_stmt(&mut self, s: &'n Stmt) {
        if self.err.is_some() {
            return;
        }
        match s {
            Stmt::FunctionDef(f) => {
                self.def(f.name.as_str(), LOCAL, s);
                self.parameter_values(&f.parameters);
                if let Some(r) = &f.returns {
                    self.visit_expr(r);
                }
                for d in &f.decorator_list {
                    self.visit_expr(&d.expression);
                }
                self.enter(Block::Function);
                self.parameters(&f.parameters);
                self.visit_body(&f.body);
                self.leave();
            }
            Stmt::ClassDef(c) => {
                self.def(c.name.as_str(), LOCAL, s);
                if let Some(args) = &c.arguments {
                    self.visit_arguments(args);
                }
                for d in &c.decorator_list {
                    self.visit_expr(&d.expression);
                }
                self.enter(Block::Class);
                self.visit_body(&c.body);
                self.leave();
            }
            Stmt::Global(g) => self.declaration(&g.names, s, true),
            Stmt::Nonlocal(n) => self.declaration(&n.names, s, false),
            Stmt::Import(imp) => {
                for a in &imp.names {
                    let bound = a.asname.as_ref().unwrap_or(&a.name);
                    let first = bound.as_str().split('.').next().unwrap_or_default();
                    self.def(first, IMPORT, a);
                }
            }
            Stmt::ImportFrom(imp) => {
                for a in &imp.names {
                    if a.name.as_str() == "*" {
                        if self.cur().block != Block::Module {
                            let e = at(self.src, "import * only allowed at module level", s);
                            return self.fail(e);
                        }
                        continue;
                    }
                    let bound = a.asname.as_ref().unwrap_or(&a.name);
                    self.def(bound.as_str(), IMPORT, a);
                }
            }
            Stmt::AnnAssign(a) => {
                if let Expr::Name(n) = &*a.target {
                    let name = n.id.as_str();
                    let flags = self.cur().flags(name);
                    if flags & (GLOBAL | NONLOCAL) != 0 && a.simple && self.cur().block != Block::Module {
                        let what = if flags & GLOBAL != 0 { "global" } else { "nonlocal" };
                        let e = at(self.src, format!("annotated name '{name}' can't be {what}"), s);
                        return self.fail(e);
                    }
                    let flag = if a.value.is_some() { ANNOT | LOCAL } else { ANNOT };
                    self.cur().add(name, flag, None);
                } else {
                    self.visit_expr(&a.target);
                }
                self.visit_expr(&a.annotation);
                if let Some(v) = &a.value {
                    self.visit_expr(v);
                }
            }
            Stmt::Try(t) => {
                self.visit_body(&t.body);
                for h in &t.handlers {
                    let ast::ExceptHandler::ExceptHandler(h) = h;
                    if let Some(ty) = &h.type_ {
                        self.visit_expr(ty);
                    }
                    if let Some(name) = &h.name {
                        self.def(name.as_str(), LOCAL, name);
                    }
                    self.visit_body(&h.body);
                }
                self.visit_body(&t.orelse);
                self.visit_body(&t.finalbody);
            }
            _ => visitor::walk_stmt(self, s),
        }
    }

    fn visit_expr(&mut self, e: &'n Expr) {
        if self.err.is_some() {
            return;
        }
        match e {
            Expr::Name(n) => match n.ctx {
                ExprContext::Load => self.cur().add(n.id.as_str(), USE, None),
                _ => self.cur().add(n.id.as_str(), LOCAL, None),
            },
            Expr::Lambda(l) => {
                if let Some(p) = &l.parameters {
                    self.parameter_values(p);
                }
                self.enter(Block::Function);
                if let Some(p) = &l.parameters {
                    self.parameters(p);
                }
                self.visit_expr(&l.body);
                self.leave();
            }
            Expr::ListComp(c) => self.comprehension("list comprehension", &c.generators, &[&c.elt]),
            Expr::SetComp(c) => self.comprehension("set comprehension", &c.generators, &[&c.elt]),
            Expr::Generator(c) => self.comprehension("generator expression", &c.generators, &[&c.elt]),
            Expr::DictComp(c) => {
                let elements: Vec<&Expr> = c.key.iter().map(|k| &**k).chain([&*c.value]).collect();
                self.comprehension("dict comprehension", &c.generators, &elements)
            }
            Expr::Named(n) => self.named(n),
            Expr::Yield(_) | Expr::YieldFrom(_) => {
                if let Block::Comprehension(what) = self.cur().block {
                    let err = at(self.src, format!("'yield' inside {what}"), e);
                    return self.fail(err);
                }
                visitor::walk_expr(self, e);
            }
            _ => visitor::walk_expr(self, e),
        }
    }
}

// ---- the compiler ----

#[derive(Copy, Clone, PartialEq, Eq)]
enum Unit {
    Module,
    Class,
    Function { is_async: bool },
    Lambda,
    Comprehension,
}

/// CPython's limit on nested loops, `try` and `with` blocks in one code object.
const MAX_BLOCKS: u32 = 20;

struct Compiler<'s, 'a> {
    src: &'s Src<'a>,
    future_end: Option<TextSize>,
    /// (unit, loops open, blocks open) per code object being compiled.
    units: Vec<(Unit, u32, u32)>,
    err: Option<CompileError>,
}

fn compiler_checks(src: &Src, m: &ModModule, future_end: Option<TextSize>) -> CheckResult {
    let mut c = Compiler { src, future_end, units: vec![(Unit::Module, 0, 0)], err: None };
    c.visit_body(&m.body);
    c.err.map_or(Ok(()), Err)
}

impl Compiler<'_, '_> {
    fn unit(&self) -> Unit {
        self.units.last().expect("a unit").0
    }

    fn fail(&mut self, message: impl Into<String>, node: &impl Ranged) {
        if self.err.is_none() {
            self.err = Some(at(self.src, message, node));
        }
    }

    fn in_function(&self) -> bool {
        matches!(self.unit(), Unit::Function { .. } | Unit::Lambda | Unit::Comprehension)
    }

    /// The innermost function's `async`, looking through comprehensions.
    fn in_async_function(&self) -> bool {
        for (u, ..) in self.units.iter().rev() {
            match u {
                Unit::Comprehension => continue,
                Unit::Function { is_async } => return *is_async,
                _ => return false,
            }
        }
        false
    }

    fn debug_name(&mut self, name: &str, node: &impl Ranged, delete: bool) {
        if name == "__debug__" {
            self.fail(if delete { "cannot delete __debug__" } else { "cannot assign to __debug__" }, node);
        }
    }

    fn block<F: FnOnce(&mut Self)>(&mut self, node: &impl Ranged, is_loop: bool, body: F) {
        let u = self.units.last_mut().expect("a unit");
        if u.2 >= MAX_BLOCKS {
            return self.fail("too many statically nested blocks", node);
        }
        u.2 += 1;
        u.1 += is_loop as u32;
        body(self);
        let u = self.units.last_mut().expect("a unit");
        u.2 -= 1;
        u.1 -= is_loop as u32;
    }

    fn in_unit<F: FnOnce(&mut Self)>(&mut self, unit: Unit, body: F) {
        self.units.push((unit, 0, 0));
        body(self);
        self.units.pop();
    }

    /// An assignment target.
    fn target(&mut self, t: &Expr) {
        match t {
            Expr::Starred(s) => self.fail("starred assignment target must be in a list or tuple", s),
            Expr::Tuple(ast::ExprTuple { elts, .. }) | Expr::List(ast::ExprList { elts, .. }) => {
                if elts.iter().filter(|e| e.is_starred_expr()).count() > 1 {
                    return self.fail("multiple starred expressions in assignment", t);
                }
                for e in elts {
                    match e {
                        Expr::Starred(s) => self.target(&s.value),
                        e => self.target(e),
                    }
                }
            }
            Expr::Name(n) => self.debug_name(n.id.as_str(), n, false),
            Expr::Attribute(a) => {
                self.visit_expr(&a.value);
                self.debug_name(a.attr.as_str(), a, false);
            }
            other => self.visit_expr(other),
        }
    }

    fn parameters(&mut self, p: &ast::Parameters) {
        for a in p.posonlyargs.iter().chain(&p.args).chain(&p.kwonlyargs) {
            self.debug_name(a.parameter.name.as_str(), &a.parameter, false);
        }
        for a in [&p.vararg, &p.kwarg].into_iter().flatten() {
            self.debug_name(a.name.as_str(), &**a, false);
        }
    }

    fn parameter_values(&mut self, p: &ast::Parameters) {
        for a in p.posonlyargs.iter().chain(&p.args).chain(&p.kwonlyargs) {
            if let Some(d) = &a.default {
                self.visit_expr(d);
            }
        }
    }

    fn keywords(&mut self, keywords: &[ast::Keyword]) {
        for (i, k) in keywords.iter().enumerate() {
            let Some(name) = &k.arg else { continue };
            self.debug_name(name.as_str(), k, false);
            if keywords[..i].iter().any(|o| o.arg.as_ref().is_some_and(|n| n.as_str() == name.as_str())) {
                return self.fail(format!("keyword argument repeated: {}", name.as_str()), k);
            }
        }
    }

    /// Elements of a display or arguments of a call: a starred element is allowed.
    fn elements(&mut self, elts: &[Expr]) {
        for e in elts {
            match e {
                Expr::Starred(s) => self.visit_expr(&s.value),
                e => self.visit_expr(e),
            }
        }
    }

    fn comprehension(&mut self, generators: &[ast::Comprehension], elements: &[&Expr], is_generator: bool) {
        let Some(first) = generators.first() else { return };
        self.visit_expr(&first.iter);
        let is_async = generators.iter().any(|g| g.is_async);
        if is_async && !is_generator && !self.in_async_function() {
            return self.fail("asynchronous comprehension outside of an asynchronous function", &first.iter);
        }
        self.in_unit(Unit::Comprehension, |c| {
            for (i, g) in generators.iter().enumerate() {
                if i > 0 {
                    c.visit_expr(&g.iter);
                }
                c.target(&g.target);
                for cond in &g.ifs {
                    c.visit_expr(cond);
                }
            }
            for e in elements {
                c.visit_expr(e);
            }
        });
    }
}

impl<'n> Visitor<'n> for Compiler<'_, '_> {
    fn visit_stmt(&mut self, s: &'n Stmt) {
        if self.err.is_some() {
            return;
        }
        match s {
            Stmt::FunctionDef(f) => {
                for d in &f.decorator_list {
                    self.visit_expr(&d.expression);
                }
                self.parameter_values(&f.parameters);
                self.debug_name(f.name.as_str(), s, false);
                self.parameters(&f.parameters);
                self.in_unit(Unit::Function { is_async: f.is_async }, |c| c.visit_body(&f.body));
            }
            Stmt::ClassDef(cd) => {
                for d in &cd.decorator_list {
                    self.visit_expr(&d.expression);
                }
                self.in_unit(Unit::Class, |c| c.visit_body(&cd.body));
                if let Some(args) = &cd.arguments {
                    self.elements(&args.args);
                    self.keywords(&args.keywords);
                    for k in &args.keywords {
                        self.visit_expr(&k.value);
                    }
                }
            }
            Stmt::Return(r) => {
                if !matches!(self.unit(), Unit::Function { .. }) {
                    return self.fail("'return' outside function", s);
                }
                if let Some(v) = &r.value {
                    self.visit_expr(v);
                }
            }
            Stmt::Break(_) if self.units.last().expect("a unit").1 == 0 => self.fail("'break' outside loop", s),
            Stmt::Continue(_) if self.units.last().expect("a unit").1 == 0 => {
                self.fail("'continue' not properly in loop", s)
            }
            Stmt::For(f) => {
                if f.is_async && !self.in_async_function() {
                    return self.fail("'async for' outside async function", s);
                }
                self.visit_expr(&f.iter);
                self.block(s, true, |c| {
                    c.target(&f.target);
                    c.visit_body(&f.body);
                });
                self.visit_body(&f.orelse);
            }
            Stmt::While(w) => {
                self.visit_expr(&w.test);
                self.block(s, true, |c| c.visit_body(&w.body));
                self.visit_body(&w.orelse);
            }
            Stmt::With(w) => {
                if w.is_async && !self.in_async_function() {
                    return self.fail("'async with' outside async function", s);
                }
                self.block(s, false, |c| {
                    for item in &w.items {
                        c.visit_expr(&item.context_expr);
                        if let Some(v) = &item.optional_vars {
                            c.target(v);
                        }
                    }
                    c.visit_body(&w.body);
                });
            }
            Stmt::Try(t) => {
                self.block(s, false, |c| c.visit_body(&t.body));
                for h in &t.handlers {
                    let ast::ExceptHandler::ExceptHandler(h) = h;
                    if let Some(ty) = &h.type_ {
                        self.visit_expr(ty);
                    }
                    if let Some(name) = &h.name {
                        self.debug_name(name.as_str(), name, false);
                    }
                    self.block(h, false, |c| c.visit_body(&h.body));
                }
                self.visit_body(&t.orelse);
                self.block(s, false, |c| c.visit_body(&t.finalbody));
            }
            Stmt::Assign(a) => {
                self.visit_expr(&a.value);
                for t in &a.targets {
                    self.target(t);
                }
            }
            Stmt::AugAssign(a) => {
                if let Expr::Name(n) = &*a.target {
                    self.debug_name(n.id.as_str(), n, false);
                }
                visitor::walk_stmt(self, s);
            }
            Stmt::AnnAssign(a) => {
                if let Some(v) = &a.value {
                    self.visit_expr(v);
                }
                self.target(&a.target);
            }
            Stmt::Delete(d) => {
                for t in &d.targets {
                    match t {
                        Expr::Name(n) => self.debug_name(n.id.as_str(), n, true),
                        Expr::Attribute(a) => {
                            self.visit_expr(&a.value);
                            self.debug_name(a.attr.as_str(), a, true);
                        }
                        t => self.visit_expr(t),
                    }
                }
            }
            Stmt::Import(imp) => {
                for a in &imp.names {
                    if let Some(as_name) = &a.asname {
                        self.debug_name(as_name.as_str(), a, false);
                    }
                }
            }
            Stmt::ImportFrom(imp) => {
                if is_future_import(s).is_some() && self.future_end.is_none_or(|end| s.start() > end) {
                    return self.fail("from __future__ imports must occur at the beginning of the file", s);
                }
                for a in &imp.names {
                    let bound = a.asname.as_ref().unwrap_or(&a.name);
                    self.debug_name(bound.as_str(), a, false);
                }
            }
            _ => visitor::walk_stmt(self, s),
        }
    }

    fn visit_expr(&mut self, e: &'n Expr) {
        if self.err.is_some() {
            return;
        }
        match e {
            Expr::Starred(_) => self.fail("can't use starred expression here", e),
            Expr::Yield(_) | Expr::YieldFrom(_) => {
                if !self.in_function() {
                    return self.fail("'yield' outside function", e);
                }
                visitor::walk_expr(self, e);
            }
            Expr::Await(a) => {
                if !self.in_function() {
                    return self.fail("'await' outside function", e);
                }
                if !self.in_async_function() && self.unit() != Unit::Comprehension {
                    return self.fail("'await' outside async function", e);
                }
                self.visit_expr(&a.value);
            }
            Expr::List(l) => self.elements(&l.elts),
            Expr::Tuple(t) => self.elements(&t.elts),
            Expr::Set(st) => self.elements(&st.elts),
            Expr::Call(call) => {
                self.visit_expr(&call.func);
                self.keywords(&call.arguments.keywords);
                self.elements(&call.arguments.args);
                for k in &call.arguments.keywords {
                    self.visit_expr(&k.value);
                }
            }
            Expr::Subscript(sub) => {
                self.visit_expr(&sub.value);
                match &*sub.slice {
                    Expr::Starred(s) => self.visit_expr(&s.value),
                    slice => self.visit_expr(slice),
                }
            }
            Expr::Lambda(l) => {
                if let Some(p) = &l.parameters {
                    self.parameter_values(p);
                    self.parameters(p);
                }
                self.in_unit(Unit::Lambda, |c| c.visit_expr(&l.body));
            }
            Expr::Named(n) => {
                self.visit_expr(&n.value);
                if let Expr::Name(t) = &*n.target {
                    self.debug_name(t.id.as_str(), t, false);
                }
            }
            Expr::ListComp(c) => self.comprehension(&c.generators, &[&c.elt], false),
            Expr::SetComp(c) => self.comprehension(&c.generators, &[&c.elt], false),
            Expr::Generator(c) => self.comprehension(&c.generators, &[&c.elt], true),
            Expr::DictComp(c) => {
                let elements: Vec<&Expr> = c.key.iter().map(|k| &**k).chain([&*c.value]).collect();
                self.comprehension(&c.generators, &elements, false)
            }
            _ => visitor::walk_expr(self, e),
        }
    }
}
