//! Code objects inside code objects: decorated functions, class bodies, lambdas and comprehensions, and the closures they capture.

use super::*;
use crate::code::{Op, Params};
use crate::object::none;
use crate::scope;
use crate::value::Value;
use crate::vm::Rt;
use ruff_python_ast::{self as ast, Expr};
use ruff_text_size::Ranged;
use std::collections::{HashMap, HashSet};

impl<'f, 's> FnCompiler<'f, 's> {
    /// Calls the decorators pushed before the function or class, innermost first.
    pub(super) fn apply_decorators(&mut self, n: usize, node: &impl Ranged) {
        self.set_line(node);
        for _ in 0..n {
            self.emit(Op::Call(1));
        }
    }

    pub(super) fn compile_class_def(&mut self, rt: &mut Rt, c: &ast::StmtClassDef, enc: &mut Enclosing) -> CResult<()> {
        let file = self.file;
        if let Some(tp) = &c.type_params {
            return not_implemented(file, "type parameters are", &**tp);
        }
        for d in &c.decorator_list {
            self.compile_expr(rt, &d.expression, enc)?;
        }
        let keywords = c.arguments.as_ref().map_or(&[][..], |a| &a.keywords[..]);
        if let Some(k) = keywords.iter().find(|k| k.arg.is_none()) {
            return not_implemented(file, "**keyword arguments of a class statement are", k);
        }
        // With keywords (`metaclass=`), the class statement is a call of
        // `__build_class__(body, name, *bases, **keywords)`, as in CPython.
        if !keywords.is_empty() {
            let build = crate::builtins::module_function("builtins", "__build_class__").expect("a builtin");
            self.emit_const(rt, build);
        }
        let line = self.file.line(c.start());
        let params = hidden_parameter(".ns", c.range());
        self.compile_nested(rt, c.name.id.as_str(), line, &params, Body::Class(&c.body), enc)?;
        if !keywords.is_empty() {
            let name = rt.intern(c.name.id.as_str());
            self.emit_const(rt, name);
        }
        let mut nbases = 0;
        if let Some(args) = &c.arguments {
            for b in args.args.iter() {
                if b.is_starred_expr() {
                    return not_implemented(file, "starred base classes are", b);
                }
                self.compile_expr(rt, b, enc)?;
                nbases += 1;
            }
        }
        self.set_line(c);
        if keywords.is_empty() {
            let name = self.name_index(c.name.id.as_str());
            self.emit(Op::BuildClass { name, nbases });
        } else {
            let mut names: Vec<Value> = Vec::new();
            for k in keywords {
                let name = k.arg.as_ref().expect("checked above").id.as_str();
                if names.iter().any(|&n| crate::object::str_text(n) == name) {
                    return Err(file.error("SyntaxError", format!("keyword argument repeated: {name}"), k.start()));
                }
                names.push(rt.intern(name));
                self.compile_expr(rt, &k.value, enc)?;
            }
            self.set_line(c);
            let kwnames = rt.new_immortal_tuple(&names);
            let names = self.const_index(kwnames) as u16;
            self.emit(Op::CallKw { argc: (2 + nbases as usize + keywords.len()) as u16, names });
        }
        self.apply_decorators(c.decorator_list.len(), c);
        self.compile_store_name(rt, c.name.id.as_str());
        Ok(())
    }

    /// Compiles a nested function (def, lambda or comprehension), emitting
    /// MakeFunction; leaves the function on the stack.
    pub(super) fn compile_nested(
        &mut self,
        rt: &mut Rt,
        name: &str,
        line: u32,
        params: &ast::Parameters,
        body: Body,
        enc: &mut Enclosing,
    ) -> CResult<()> {
        let file = self.file;
        // Defaults are evaluated now, in the enclosing scope.
        let positional: Vec<&ast::ParameterWithDefault> = params.posonlyargs.iter().chain(params.args.iter()).collect();
        let mut flags = 0u16;
        let n_defaults = positional.iter().filter(|p| p.default.is_some()).count();
        if n_defaults > 0 {
            for p in &positional {
                if let Some(d) = &p.default {
                    self.compile_expr(rt, d, enc)?;
                }
            }
            self.emit(Op::BuildTuple(n_defaults as u32));
            flags |= 1;
        }
        if params.kwonlyargs.iter().any(|p| p.default.is_some()) {
            for p in &params.kwonlyargs {
                match &p.default {
                    Some(d) => self.compile_expr(rt, d, enc)?,
                    None => self.emit_const(rt, Value::NULL),
                }
            }
            self.emit(Op::BuildTuple(params.kwonlyargs.len() as u32));
            flags |= 2;
        }
        let mut seen = HashSet::new();
        for p in positional.iter().copied().chain(params.kwonlyargs.iter()) {
            let n = p.parameter.name.id.as_str();
            if !seen.insert(n.to_string()) {
                return Err(file.error(
                    "SyntaxError",
                    format!("duplicate argument '{n}' in function definition"),
                    p.start(),
                ));
            }
        }
        let syms = match &body {
            Body::Class(stmts) => scope::class_symbols(stmts),
            Body::Stmts(stmts) => scope::function_symbols(params, stmts),
            Body::Expr(e) => scope::lambda_symbols(Some(params), e),
            Body::Comprehension { generators, elements, .. } => scope::comprehension_symbols(generators, elements),
        };
        if !self.scope.is_module {
            enc.push(self.scope.bound_names());
        }
        let result = self.compile_child(rt, name, line, params, &positional, syms, body, enc);
        if !self.scope.is_module {
            enc.pop();
        }
        let free = result?;
        // The closure: this scope's cells (or free variables) for the child's free names.
        if !free.is_empty() {
            for f in &free {
                match self.scope.closure_slot(f) {
                    Some(slot) => self.emit(Op::LoadClosure(slot)),
                    None => unreachable!("free variable {f} of a nested scope is not a cell here"),
                };
            }
            self.emit(Op::BuildTuple(free.len() as u32));
            flags |= 4;
        }
        let code = *rt.codes.last().expect("the child was registered");
        let code_value = rt.code_value(code);
        let ci = self.const_index(code_value);
        self.emit(Op::MakeFunction { code: ci as u16, flags });
        Ok(())
    }

    /// Compiles the body of a nested scope and registers its code; returns its free
    /// variables (in closure order).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn compile_child(
        &mut self,
        rt: &mut Rt,
        name: &str,
        line: u32,
        params: &ast::Parameters,
        positional: &[&ast::ParameterWithDefault],
        syms: scope::Symbols,
        body: Body,
        enc: &mut Enclosing,
    ) -> CResult<Vec<String>> {
        let file = self.file;
        let enclosing: HashSet<&String> = enc.iter().flatten().collect();
        for n in &syms.nonlocals {
            if !enclosing.contains(n) {
                let at = match &body {
                    Body::Stmts(stmts) => stmts.first().map_or(params.start(), |s| s.start()),
                    _ => params.start(),
                };
                return Err(file.error("SyntaxError", format!("no binding for nonlocal '{n}' found"), at));
            }
        }
        let mut free: Vec<String> = syms.free_candidates().into_iter().filter(|n| enclosing.contains(n)).collect();
        free.sort();
        let mut scope = Scope {
            is_module: false,
            locals: Vec::new(),
            local_index: HashMap::new(),
            cells: HashSet::new(),
            free: free.clone(),
            class_names: None,
            globals: syms.globals.clone(),
            appended: HashSet::new(),
        };
        if matches!(body, Body::Class(_)) {
            // The names the body keeps in its namespace: not the `nonlocal` ones.
            let mut names: HashSet<String> = syms.bound.iter().filter(|n| syms.is_local(n)).cloned().collect();
            names.remove("__class__");
            scope.class_names = Some(names);
        }
        let locals = match body {
            // A class body's only slots: the namespace, the `__class__` cell if needed.
            Body::Class(_) => {
                let mut l = vec![".ns".to_string()];
                if syms.nested_free.contains("__class__") {
                    l.push("__class__".into());
                }
                l
            }
            _ => syms.locals(),
        };
        for l in &locals {
            scope.add_slot(l);
            if syms.nested_free.contains(l) {
                scope.cells.insert(l.to_string());
            }
        }
        for f in &free {
            scope.add_slot(f);
        }
        if matches!(body, Body::Stmts(_)) {
            for name in &syms.appended {
                if let NameRef::Fast(slot) = scope.resolve(name) {
                    scope.appended.insert(slot);
                }
            }
        }
        let nlocals = locals.len() as u32;
        let mut child = FnCompiler::new(file, name.into(), line, scope);
        child.private_prefix = match body {
            Body::Class(_) => Some(name.trim_start_matches('_')).filter(|p| !p.is_empty()).map(Rc::from),
            _ => self.private_prefix.clone(),
        };
        child.is_generator = syms.is_generator || matches!(body, Body::Comprehension { kind: CompKind::Generator, .. });
        child.qualname = if self.scope.is_module {
            name.into()
        } else if self.scope.class_names.is_some() {
            format!("{}.{name}", self.qualname).into()
        } else {
            format!("{}.<locals>.{name}", self.qualname).into()
        };
        child.params = Params {
            positional: positional.len() as u32,
            positional_only: params.posonlyargs.len() as u32,
            keyword_only: params.kwonlyargs.len() as u32,
            varargs: params.vararg.is_some(),
            varkw: params.kwarg.is_some(),
        };
        // Prologue: captured locals become cells; free variables come from the closure.
        let mut cell_slots: Vec<u32> = child.scope.cells.iter().map(|c| child.scope.local_index[c.as_str()]).collect();
        cell_slots.sort();
        for slot in cell_slots {
            child.emit(Op::MakeCell(slot));
        }
        if !free.is_empty() {
            child.emit(Op::CopyFreeVars { first: nlocals as u16, count: free.len() as u16 });
        }
        match body {
            Body::Stmts(stmts) => {
                if let Some(ast::Stmt::Expr(e)) = stmts.first() {
                    if let Expr::StringLiteral(s) = &*e.value {
                        child.doc = Some(s.value.to_str().into());
                    }
                }
                child.compile_body(rt, stmts, enc)?;
                child.emit_const(rt, none());
                child.emit(Op::Return);
            }
            Body::Expr(e) => {
                child.compile_expr(rt, e, enc)?;
                child.emit(Op::Return);
            }
            Body::Comprehension { kind, generators, elements } => {
                child.compile_comprehension_body(rt, kind, generators, &elements, enc)?;
                child.emit(Op::Return);
            }
            Body::Class(stmts) => {
                child.start_annotations(rt, stmts);
                child.compile_body(rt, stmts, enc)?;
                // The body returns the `__class__` cell for the new class to fill in.
                match child.scope.local_index.get("__class__") {
                    Some(&slot) if child.scope.cells.contains("__class__") => {
                        child.emit(Op::LoadClosure(slot));
                    }
                    _ => child.emit_const(rt, none()),
                }
                child.emit(Op::Return);
            }
        }
        rt.register_code(child.finish());
        Ok(free)
    }

    /// The body of a comprehension function: build the result while looping over the
    /// `.0` iterator (and the inner `for` clauses).
    pub(super) fn compile_comprehension_body(
        &mut self,
        rt: &mut Rt,
        kind: CompKind,
        generators: &[ast::Comprehension],
        elements: &[&Expr],
        enc: &mut Enclosing,
    ) -> CResult<()> {
        // The result being built (a generator builds nothing: it yields).
        match kind {
            CompKind::List => {
                self.emit(Op::BuildList(0));
            }
            CompKind::Set => {
                self.emit(Op::BuildSet(0));
            }
            CompKind::Dict => {
                self.emit(Op::BuildMap(0));
            }
            CompKind::Generator => {}
        }
        let dot0 = self.scope.local_index[".0"];
        self.emit(Op::LoadFast(dot0));
        let mut loops = Vec::new();
        for (i, g) in generators.iter().enumerate() {
            if g.is_async {
                return not_implemented(self.file, "async comprehensions are", g);
            }
            if i > 0 {
                self.compile_expr(rt, &g.iter, enc)?;
                self.emit(Op::GetIter);
            }
            let top = self.here();
            let exit = self.emit(Op::ForIter(0));
            loops.push((top, exit));
            self.compile_store(rt, &g.target, enc)?;
            for cond in &g.ifs {
                // A false condition goes on with the next item of this loop.
                let skip = self.compile_jump_if(rt, cond, false, enc)?;
                self.patch_all(skip, top);
            }
        }
        // The result sits below one iterator per `for` clause.
        let depth = generators.len() as u32 + (kind != CompKind::Generator) as u32;
        self.compile_expr(rt, elements[0], enc)?;
        match kind {
            CompKind::List => self.emit(Op::ListAppend(depth)),
            CompKind::Set => self.emit(Op::SetAdd(depth)),
            CompKind::Dict => {
                self.compile_expr(rt, elements[1], enc)?;
                self.emit(Op::MapAdd(depth))
            }
            CompKind::Generator => {
                self.emit(Op::Yield);
                self.emit(Op::Pop)
            }
        };
        for &(top, exit) in loops.iter().rev() {
            self.emit(Op::JumpBack(top as u32));
            let here = self.here();
            self.patch(exit, here);
            self.depth -= 1;
        }
        if kind == CompKind::Generator {
            self.emit_const(rt, none());
        }
        Ok(())
    }
}
