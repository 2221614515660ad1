//! Finding the expression a parse error is about: invalid assignment targets, recovered (made-up) parts, and the node spanning a range.

use super::*;
use ruff_python_ast::visitor::{self, Visitor};
use ruff_python_ast::{self as ast, Expr, ModModule, Stmt};
use ruff_text_size::{Ranged, TextRange};

/// The first part of an assignment target that cannot be assigned to.
pub(super) fn invalid_target(e: &Expr) -> Option<&Expr> {
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
pub(super) fn has_missing_part(e: &Expr) -> bool {
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
pub(super) fn find_in_module(module: &ModModule, range: TextRange) -> Option<&Expr> {
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
pub(super) struct TargetFinder<'c, 'a> {
    pub(super) range: TextRange,
    pub(super) cx: &'c Cx<'a>,
    pub(super) message: Option<String>,
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
