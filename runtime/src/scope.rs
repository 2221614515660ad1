//! Symbol tables: which names a function scope binds, declares `global`/`nonlocal`,
//! and uses, and which names its nested scopes (functions, lambdas, comprehensions)
//! need from outside themselves. The compiler turns these into locals, cells (locals
//! captured by a nested scope) and free variables (captured from an enclosing one).

use ruff_python_ast::visitor::{self, Visitor};
use ruff_python_ast::{self as ast, Expr, ExprContext, Stmt};
use std::collections::HashSet;

/// The names of one function-like scope (not counting the insides of nested scopes).
#[derive(Debug, Default, Clone)]
pub struct Symbols {
    /// Parameters, in order.
    pub params: Vec<String>,
    /// Every name the scope binds (parameters, assignment and loop targets, `def`
    /// names, imports), in first-binding order.
    pub bound: Vec<String>,
    pub globals: HashSet<String>,
    pub nonlocals: HashSet<String>,
    /// Names read or written in the scope itself.
    pub used: HashSet<String>,
    /// Names nested scopes need from outside themselves.
    pub nested_free: HashSet<String>,
    /// The scope contains `yield` (a generator function).
    pub is_generator: bool,
    /// A class body: the names it binds live in its namespace, which its methods
    /// cannot see.
    pub is_class: bool,
    /// Names an append statement extends (see [`append_target`]).
    pub appended: HashSet<String>,
}

/// The name `stmt` appends to, if it is `name += value` or `name = name + value`: a
/// function compiles it to `Op::AppendLocal`, which may extend a str in place.
pub fn append_target(stmt: &Stmt) -> Option<&str> {
    match stmt {
        Stmt::AugAssign(a) if matches!(a.op, ast::Operator::Add) => a.target.as_name_expr().map(|n| n.id.as_str()),
        Stmt::Assign(a) => match (&a.targets[..], &*a.value) {
            ([Expr::Name(target)], Expr::BinOp(sum))
                if matches!(sum.op, ast::Operator::Add)
                    && sum.left.as_name_expr().is_some_and(|left| left.id == target.id) =>
            {
                Some(target.id.as_str())
            }
            _ => None,
        },
        _ => None,
    }
}

impl Symbols {
    fn bind(&mut self, name: &str) {
        self.used.insert(name.to_string());
        if !self.bound.iter().any(|b| b == name) {
            self.bound.push(name.to_string());
        }
    }

    /// Whether `name` is a local of this scope (bound here and not declared otherwise).
    pub fn is_local(&self, name: &str) -> bool {
        !self.globals.contains(name) && !self.nonlocals.contains(name) && self.bound.iter().any(|b| b == name)
    }

    /// The locals, parameters first.
    pub fn locals(&self) -> Vec<String> {
        let mut out = self.params.clone();
        for b in &self.bound {
            if self.is_local(b) && !out.contains(b) {
                out.push(b.clone());
            }
        }
        out
    }

    /// Names this scope needs from enclosing scopes (its own uses, its nested scopes'
    /// needs and its `nonlocal` declarations, minus its locals and globals). A class
    /// body's namespace hides nothing from its methods: what they need passes
    /// through it even when the body binds the same name.
    pub fn free_candidates(&self) -> HashSet<String> {
        self.used
            .iter()
            .chain(&self.nested_free)
            .chain(&self.nonlocals)
            .filter(|n| !self.globals.contains(*n))
            // (`__class__` is the class's own cell, never passed through.)
            .filter(|n| !self.is_local(n) || (self.is_class && *n != "__class__" && self.nested_free.contains(*n)))
            .cloned()
            .collect()
    }
}

impl Symbols {
    /// Binds the parameters, in order: the positional and keyword ones, then `*args`
    /// and `**kwargs`.
    fn bind_params(&mut self, params: &ast::Parameters) {
        for p in params.iter_non_variadic_params() {
            self.params.push(p.parameter.name.id.to_string());
        }
        for p in [&params.vararg, &params.kwarg].into_iter().flatten() {
            self.params.push(p.name.id.to_string());
        }
        for p in self.params.clone() {
            self.bind(&p);
        }
    }
}

/// The symbols of a function with `params` and `body`.
pub fn function_symbols(params: &ast::Parameters, body: &[Stmt]) -> Symbols {
    let mut c = Collector { syms: Symbols::default() };
    c.syms.bind_params(params);
    // `global`/`nonlocal` apply to the whole body, wherever they appear.
    declarations(body, &mut c.syms);
    for s in body {
        c.visit_stmt(s);
    }
    // Zero-argument `super()` reads the enclosing class's `__class__` cell.
    if c.syms.used.contains("super") {
        c.syms.used.insert("__class__".into());
    }
    c.syms
}

/// The symbols of a class body (no parameters; its functions that call `super()`
/// need the `__class__` cell, which the body then binds).
pub fn class_symbols(body: &[Stmt]) -> Symbols {
    let mut c = Collector { syms: Symbols { is_class: true, ..Symbols::default() } };
    declarations(body, &mut c.syms);
    for s in body {
        c.visit_stmt(s);
    }
    if c.syms.nested_free.contains("__class__") {
        c.syms.bind("__class__");
    }
    c.syms
}

/// The symbols of a lambda.
pub fn lambda_symbols(params: Option<&ast::Parameters>, body: &Expr) -> Symbols {
    let mut c = Collector { syms: Symbols::default() };
    if let Some(params) = params {
        c.syms.bind_params(params);
    }
    c.visit_expr(body);
    c.syms
}

/// The symbols of a comprehension's own scope: parameter `.0` (the outermost iterator,
/// evaluated outside), the targets, conditions, inner iterables and the element(s).
pub fn comprehension_symbols(generators: &[ast::Comprehension], elements: &[&Expr]) -> Symbols {
    let mut c = Collector { syms: Symbols::default() };
    c.syms.params.push(".0".into());
    c.syms.bind(".0");
    for (i, g) in generators.iter().enumerate() {
        if i > 0 {
            c.visit_expr(&g.iter);
        }
        c.visit_expr(&g.target);
        for cond in &g.ifs {
            c.visit_expr(cond);
        }
    }
    for e in elements {
        c.visit_expr(e);
    }
    c.syms
}

fn declarations(body: &[Stmt], syms: &mut Symbols) {
    struct Decls<'s>(&'s mut Symbols);
    impl<'a> Visitor<'a> for Decls<'_> {
        fn visit_stmt(&mut self, stmt: &'a Stmt) {
            match stmt {
                Stmt::Global(g) => self.0.globals.extend(g.names.iter().map(|n| n.id.to_string())),
                Stmt::Nonlocal(n) => self.0.nonlocals.extend(n.names.iter().map(|n| n.id.to_string())),
                Stmt::FunctionDef(_) | Stmt::ClassDef(_) => {}
                _ => visitor::walk_stmt(self, stmt),
            }
        }
        fn visit_expr(&mut self, _: &'a Expr) {}
    }
    let mut d = Decls(syms);
    for s in body {
        d.visit_stmt(s);
    }
}

struct Collector {
    syms: Symbols,
}

impl Collector {
    fn nested(&mut self, child: Symbols) {
        self.syms.nested_free.extend(child.free_candidates());
    }

    fn comprehension(&mut self, generators: &[ast::Comprehension], elements: &[&Expr]) {
        // The outermost iterable is evaluated in the enclosing scope.
        if let Some(first) = generators.first() {
            self.visit_expr(&first.iter);
        }
        let child = comprehension_symbols(generators, elements);
        self.nested(child);
    }
}

impl<'a> Visitor<'a> for Collector {
    fn visit_stmt(&mut self, stmt: &'a Stmt) {
        match stmt {
            Stmt::FunctionDef(f) => {
                for d in &f.decorator_list {
                    self.visit_expr(&d.expression);
                }
                for p in f.parameters.iter_non_variadic_params() {
                    if let Some(d) = &p.default {
                        self.visit_expr(d);
                    }
                }
                self.syms.bind(f.name.id.as_str());
                let child = function_symbols(&f.parameters, &f.body);
                self.nested(child);
            }
            Stmt::ClassDef(c) => {
                for d in &c.decorator_list {
                    self.visit_expr(&d.expression);
                }
                if let Some(args) = &c.arguments {
                    self.visit_arguments(args);
                }
                self.syms.bind(c.name.id.as_str());
                // A class body is a scope whose names methods cannot see; what its
                // methods and statements need from outside passes through it.
                let inner = class_symbols(&c.body);
                self.nested(inner);
            }
            Stmt::Import(imp) => {
                for a in &imp.names {
                    let bound = a.asname.as_ref().unwrap_or(&a.name);
                    let first = bound.id.split('.').next().unwrap_or_default().to_string();
                    self.syms.bind(&first);
                }
            }
            Stmt::ImportFrom(imp) => {
                for a in &imp.names {
                    let bound = a.asname.as_ref().unwrap_or(&a.name);
                    self.syms.bind(bound.id.as_str());
                }
            }
            Stmt::Global(_) | Stmt::Nonlocal(_) => {}
            _ => {
                if let Some(name) = append_target(stmt) {
                    self.syms.appended.insert(name.to_string());
                }
                visitor::walk_stmt(self, stmt)
            }
        }
    }

    fn visit_except_handler(&mut self, handler: &'a ast::ExceptHandler) {
        // `except E as name` binds `name` in this scope (and unbinds it at the end).
        let ast::ExceptHandler::ExceptHandler(h) = handler;
        if let Some(name) = &h.name {
            self.syms.bind(name.id.as_str());
        }
        visitor::walk_except_handler(self, handler);
    }

    fn visit_expr(&mut self, expr: &'a Expr) {
        match expr {
            Expr::Name(n) => match n.ctx {
                ExprContext::Store | ExprContext::Del => self.syms.bind(n.id.as_str()),
                _ => {
                    self.syms.used.insert(n.id.to_string());
                }
            },
            Expr::Lambda(l) => {
                if let Some(params) = &l.parameters {
                    for p in params.iter_non_variadic_params() {
                        if let Some(d) = &p.default {
                            self.visit_expr(d);
                        }
                    }
                }
                let child = lambda_symbols(l.parameters.as_deref(), &l.body);
                self.nested(child);
            }
            Expr::Yield(_) | Expr::YieldFrom(_) => {
                self.syms.is_generator = true;
                visitor::walk_expr(self, expr);
            }
            Expr::ListComp(c) => self.comprehension(&c.generators, &[&c.elt]),
            Expr::SetComp(c) => self.comprehension(&c.generators, &[&c.elt]),
            Expr::Generator(c) => self.comprehension(&c.generators, &[&c.elt]),
            Expr::DictComp(c) => {
                let mut elements: Vec<&Expr> = vec![&c.value];
                if let Some(k) = &c.key {
                    elements.push(k);
                }
                self.comprehension(&c.generators, &elements)
            }
            _ => visitor::walk_expr(self, expr),
        }
    }
}
