//! Statements to bytecode: assignment and stores, control flow, `try`/`with`, and `def`.

use super::expr::subscript_anchors;
use super::*;
use crate::code::Op;
use crate::object::none;
use crate::vm::Rt;
use ruff_python_ast::{self as ast, Expr, Stmt};
use ruff_text_size::Ranged;

impl<'f, 's> FnCompiler<'f, 's> {
    /// A module or class body that annotates a name starts with `__annotations__ = {}`.
    pub(super) fn start_annotations(&mut self, rt: &mut Rt, body: &[Stmt]) {
        fn annotates(body: &[Stmt]) -> bool {
            body.iter().any(|s| match s {
                Stmt::AnnAssign(a) => a.simple && a.target.is_name_expr(),
                Stmt::If(i) => annotates(&i.body) || i.elif_else_clauses.iter().any(|c| annotates(&c.body)),
                Stmt::For(f) => annotates(&f.body) || annotates(&f.orelse),
                Stmt::While(w) => annotates(&w.body) || annotates(&w.orelse),
                Stmt::With(w) => annotates(&w.body),
                Stmt::Try(t) => {
                    annotates(&t.body)
                        || annotates(&t.orelse)
                        || annotates(&t.finalbody)
                        || t.handlers.iter().any(|h| match h {
                            ast::ExceptHandler::ExceptHandler(h) => annotates(&h.body),
                        })
                }
                _ => false,
            })
        }
        if annotates(body) {
            self.emit(Op::BuildMap(0));
            self.compile_store_name(rt, "__annotations__");
        }
    }

    pub(super) fn compile_body(&mut self, rt: &mut Rt, body: &[Stmt], enc: &mut Enclosing) -> CResult<()> {
        for stmt in body {
            self.compile_stmt(rt, stmt, enc)?;
        }
        Ok(())
    }

    pub(super) fn compile_stmt(&mut self, rt: &mut Rt, stmt: &Stmt, enc: &mut Enclosing) -> CResult<()> {
        self.set_line(stmt);
        let file = self.file;
        match stmt {
            Stmt::Expr(s) => {
                self.compile_expr(rt, &s.value, enc)?;
                self.emit(Op::Pop);
            }
            Stmt::Assign(s) => {
                if let (Some(local), Expr::BinOp(sum)) = (self.append_slot(stmt), &*s.value) {
                    self.emit(Op::LoadFast(local));
                    self.compile_expr(rt, &sum.right, enc)?;
                    self.set_line_anchored(sum, file.operator_anchors(&*sum.left, &*sum.right));
                    self.emit(Op::AppendLocal { local, inplace: false });
                    return Ok(());
                }
                if let ([Expr::Tuple(targets)], Expr::Tuple(values)) = (&s.targets[..], &*s.value) {
                    if (2..=3).contains(&targets.elts.len())
                        && targets.elts.len() == values.elts.len()
                        && !targets.elts.iter().chain(&values.elts).any(Expr::is_starred_expr)
                    {
                        // `a, b = x, y` without building a tuple: evaluate x, y, then
                        // reorder so the targets are still assigned left to right.
                        self.compile_elements(rt, &values.elts, enc)?;
                        self.emit(if values.elts.len() == 2 { Op::RotTwo } else { Op::RotThree });
                        if values.elts.len() == 3 {
                            self.emit(Op::RotTwo);
                        }
                        for t in &targets.elts {
                            self.compile_store(rt, t, enc)?;
                        }
                        return Ok(());
                    }
                }
                self.compile_expr(rt, &s.value, enc)?;
                for (i, target) in s.targets.iter().enumerate() {
                    if i + 1 < s.targets.len() {
                        self.emit(Op::Dup);
                    }
                    self.compile_store(rt, target, enc)?;
                }
            }
            Stmt::AugAssign(s) => self.compile_aug_assign(rt, s, self.append_slot(stmt), enc)?,
            Stmt::AnnAssign(s) => {
                if let Some(value) = &s.value {
                    self.compile_expr(rt, value, enc)?;
                    self.compile_store(rt, &s.target, enc)?;
                }
                // A module's or class's annotated name goes into its `__annotations__`
                // (a function's annotations of locals are never evaluated).
                let keeps = self.scope.is_module || self.scope.class_names.is_some();
                if let (true, true, Expr::Name(target)) = (keeps, s.simple, &*s.target) {
                    if self.file.future_annotations {
                        // The annotation's source text (a string literal as its repr,
                        // as CPython's unparsing writes it).
                        let text = match &*s.annotation {
                            Expr::StringLiteral(lit) => crate::strings::repr_str(lit.value.to_str()),
                            other => self.file.source[other.range()].to_string(),
                        };
                        let text = rt.intern(&text);
                        self.emit_const(rt, text);
                    } else {
                        self.compile_expr(rt, &s.annotation, enc)?;
                    }
                    self.compile_load_name_str(rt, "__annotations__");
                    let key = rt.intern(target.id.as_str());
                    self.emit_const(rt, key);
                    self.emit(Op::StoreSubscr);
                }
            }
            Stmt::If(s) => {
                let mut end_patches = Vec::new();
                let mut next = self.compile_jump_if(rt, &s.test, false, enc)?;
                self.compile_body(rt, &s.body, enc)?;
                for clause in &s.elif_else_clauses {
                    end_patches.push(self.emit(Op::Jump(0)));
                    let here = self.here();
                    self.patch_all(std::mem::take(&mut next), here);
                    self.set_line(clause);
                    if let Some(test) = &clause.test {
                        next = self.compile_jump_if(rt, test, false, enc)?;
                    }
                    self.compile_body(rt, &clause.body, enc)?;
                }
                let end = self.here();
                self.patch_all(next, end);
                self.patch_all(end_patches, end);
            }
            Stmt::While(s) => {
                let top = self.here();
                let exit = self.compile_jump_if(rt, &s.test, false, enc)?;
                self.blocks.push(Block::Loop(LoopCtx {
                    continue_target: top,
                    break_patches: Vec::new(),
                    is_for: false,
                }));
                self.compile_body(rt, &s.body, enc)?;
                self.set_line(stmt);
                self.emit(Op::JumpBack(top as u32));
                let Some(Block::Loop(lp)) = self.blocks.pop() else { unreachable!("loop block") };
                let here = self.here();
                self.patch_all(exit, here);
                self.compile_body(rt, &s.orelse, enc)?;
                let end = self.here();
                for p in lp.break_patches {
                    self.patch(p, end);
                }
            }
            Stmt::For(s) => {
                if s.is_async {
                    return not_implemented(file, "'async for' is", stmt);
                }
                self.compile_expr(rt, &s.iter, enc)?;
                self.set_line(stmt);
                self.emit(Op::GetIter);
                let top = self.here();
                let for_iter = self.emit(Op::ForIter(0));
                self.compile_store(rt, &s.target, enc)?;
                self.blocks.push(Block::Loop(LoopCtx {
                    continue_target: top,
                    break_patches: Vec::new(),
                    is_for: true,
                }));
                self.compile_body(rt, &s.body, enc)?;
                self.set_line(stmt);
                self.emit(Op::JumpBack(top as u32));
                let Some(Block::Loop(lp)) = self.blocks.pop() else { unreachable!("loop block") };
                // Exhaustion pops the iterator and jumps here.
                self.depth -= 1;
                let here = self.here();
                self.patch(for_iter, here);
                self.compile_body(rt, &s.orelse, enc)?;
                let end = self.here();
                for p in lp.break_patches {
                    self.patch(p, end);
                }
            }
            Stmt::Break(_) => {
                if !self.blocks.iter().any(|b| matches!(b, Block::Loop(_))) {
                    return Err(file.error("SyntaxError", "'break' outside loop".into(), stmt.start()));
                }
                self.compile_exit(rt, Exit::Break, enc)?;
            }
            Stmt::Continue(_) => {
                if !self.blocks.iter().any(|b| matches!(b, Block::Loop(_))) {
                    return Err(file.error("SyntaxError", "'continue' not properly in loop".into(), stmt.start()));
                }
                self.compile_exit(rt, Exit::Continue, enc)?;
            }
            Stmt::Try(t) => self.compile_try(rt, t, enc)?,
            Stmt::Raise(r) => match (&r.exc, &r.cause) {
                (None, _) => {
                    self.emit(Op::Raise(0));
                }
                (Some(exc), None) => {
                    self.compile_expr(rt, exc, enc)?;
                    self.set_line(stmt);
                    self.emit(Op::Raise(1));
                }
                (Some(exc), Some(cause)) => {
                    self.compile_expr(rt, exc, enc)?;
                    self.compile_expr(rt, cause, enc)?;
                    self.set_line(stmt);
                    self.emit(Op::Raise(2));
                }
            },
            Stmt::Pass(_) => {}
            Stmt::Return(s) => {
                if self.scope.is_module {
                    return Err(file.error("SyntaxError", "'return' outside function".into(), stmt.start()));
                }
                match &s.value {
                    Some(v) => self.compile_expr(rt, v, enc)?,
                    None => self.emit_const(rt, none()),
                }
                self.set_line(stmt);
                self.compile_exit(rt, Exit::Return, enc)?;
            }
            Stmt::FunctionDef(f) => self.compile_function_def(rt, f, enc)?,
            Stmt::Global(_) => {}
            Stmt::Assert(s) => {
                let skip = self.compile_jump_if(rt, &s.test, true, enc)?;
                if let Some(msg) = &s.msg {
                    self.compile_expr(rt, msg, enc)?;
                    self.emit(Op::RaiseAssert { with_message: true });
                } else {
                    self.emit(Op::RaiseAssert { with_message: false });
                }
                let here = self.here();
                self.patch_all(skip, here);
            }
            Stmt::Nonlocal(_) => {}
            Stmt::ClassDef(c) => self.compile_class_def(rt, c, enc)?,
            Stmt::Delete(d) => {
                for t in &d.targets {
                    self.compile_delete(rt, t, enc)?;
                }
            }
            Stmt::TypeAlias(_) => return not_implemented(file, "'type' aliases are", stmt),
            Stmt::With(w) => {
                if w.is_async {
                    return not_implemented(file, "'async with' is", stmt);
                }
                self.compile_with(rt, &w.items, &w.body, enc)?;
            }
            Stmt::Match(_) => return not_implemented(file, "'match' is", stmt),

            Stmt::Import(imp) => {
                for alias in &imp.names {
                    let name = alias.name.id.as_str();
                    unsupported_module(rt, file, name, alias)?;
                    let i = self.name_index(name);
                    self.emit(Op::ImportModule(i as u32));
                    match (&alias.asname, name.split_once('.')) {
                        // `import a.b.c` binds `a`, which importing `a.b.c` imported.
                        (None, Some((top, _))) => {
                            self.emit(Op::Pop);
                            let i = self.name_index(top);
                            self.emit(Op::ImportModule(i as u32));
                            self.compile_store_name(rt, top);
                        }
                        (asname, _) => {
                            let bound = asname.as_ref().unwrap_or(&alias.name);
                            self.compile_store_name(rt, bound.id.as_str());
                        }
                    }
                }
            }
            Stmt::ImportFrom(imp) => {
                let module = imp.module.as_ref().map_or("", |m| m.id.as_str());
                if module == "__future__" && imp.level == 0 {
                    // The features CPython accepted (see `syntax::checks`) change
                    // nothing ember does (it never evaluates annotations), except the
                    // joke one. (The `_Feature` objects CPython binds are not made.)
                    if let Some(a) = imp.names.iter().find(|a| a.name.id.as_str() == "barry_as_FLUFL") {
                        return not_implemented(file, "'from __future__ import barry_as_FLUFL' is", a);
                    }
                    return Ok(());
                }
                let builtin = if imp.level == 0 {
                    unsupported_module(rt, file, module, imp)?;
                    let shadowed = crate::import::is_on_path(rt, module.split('.').next().unwrap_or(module));
                    crate::modules::find_module(module).filter(|_| !shadowed)
                } else {
                    None
                };
                let spec = format!("{}{module}", ".".repeat(imp.level as usize));
                let i = self.name_index(&spec);
                self.emit(Op::ImportModule(i as u32));
                for alias in &imp.names {
                    if alias.name.id.as_str() == "*" {
                        return not_implemented(file, "'import *' is", alias);
                    }
                    let name = alias.name.id.as_str();
                    if let Some(what) = builtin.and_then(|m| crate::modules::missing_attr(m, name)) {
                        return not_implemented(file, &format!("{what} is"), alias);
                    }
                    self.emit(Op::Dup);
                    let attr = self.name_index(name);
                    self.emit(Op::ImportFrom(attr as u32));
                    let bound = alias.asname.as_ref().unwrap_or(&alias.name);
                    self.compile_store_name(rt, bound.id.as_str());
                }
                self.emit(Op::Pop);
            }
            Stmt::IpyEscapeCommand(_) => {
                return Err(file.error("SyntaxError", "invalid syntax".into(), stmt.start()));
            }
        }
        Ok(())
    }

    /// Leaves the enclosing blocks for `break`, `continue` or `return`: closes the
    /// protected ranges being left, runs their `finally` bodies inline, ends the
    /// handling of exceptions being left, then jumps or returns.
    pub(super) fn compile_exit(&mut self, rt: &mut Rt, exit: Exit, enc: &mut Enclosing) -> CResult<()> {
        let mut suspended = Vec::new();
        // Values a jump out pops that the code after it (unreachable) still counts.
        let mut popped = 0;
        let mut i = self.blocks.len();
        while i > 0 {
            i -= 1;
            match &self.blocks[i] {
                Block::Loop(lp) if exit != Exit::Return => {
                    let (is_for, target) = (lp.is_for, lp.continue_target as u32);
                    if exit == Exit::Continue {
                        self.emit(Op::JumpBack(target));
                    } else {
                        if is_for {
                            self.emit(Op::Pop);
                        }
                        let j = self.emit(Op::Jump(0));
                        if is_for {
                            self.depth += 1;
                        }
                        let Block::Loop(lp) = &mut self.blocks[i] else { unreachable!() };
                        lp.break_patches.push(j);
                    }
                    break;
                }
                Block::Loop(_) => {}
                &Block::Try(h) => {
                    self.close_range(h);
                    suspended.push(h);
                }
                &Block::Finally(body) => {
                    // The finally body runs outside the blocks it belongs to.
                    let inner = self.blocks.split_off(i);
                    // SAFETY: the AST outlives the compilation of its module.
                    let body = unsafe { &*body };
                    let r = self.compile_body(rt, body, enc);
                    self.blocks.extend(inner);
                    r?;
                }
                &Block::HandlerBody { exc_on_stack } => {
                    self.emit(Op::PopExcInfo);
                    // A jump leaves the finally block's exception behind; a return
                    // leaves the frame.
                    if exc_on_stack && exit != Exit::Return {
                        self.emit(Op::Pop);
                        popped += 1;
                    }
                }
                Block::With => {
                    if exit == Exit::Return {
                        // [exit, value] -> [value, exit]
                        self.emit(Op::RotTwo);
                    }
                    for _ in 0..3 {
                        self.emit_const(rt, none());
                    }
                    self.emit(Op::Call(3));
                    self.emit(Op::Pop);
                    // The code after this exit still has the exit function below.
                    self.depth += 1;
                }
            }
        }
        if exit == Exit::Return {
            self.emit(Op::Return);
        }
        self.depth += popped;
        for h in suspended {
            self.open_range(h);
        }
        Ok(())
    }

    /// A new exception-table entry protecting code from here on.
    pub(super) fn new_handler(&mut self) -> usize {
        let level = self.blocks.iter().filter(|b| matches!(b, Block::Try(_))).count() as u32;
        let exc_depth = self.blocks.iter().filter(|b| matches!(b, Block::HandlerBody { .. })).count() as u32;
        let here = self.here() as u32;
        self.handlers.push(HandlerBuild {
            ranges: Vec::new(),
            open: Some(here),
            target: 0,
            depth: self.depth as u32,
            level,
            exc_depth,
        });
        self.handlers.len() - 1
    }

    pub(super) fn close_range(&mut self, h: usize) {
        let here = self.here() as u32;
        let hb = &mut self.handlers[h];
        if let Some(start) = hb.open.take() {
            if start < here {
                hb.ranges.push((start, here));
            }
        }
    }

    pub(super) fn open_range(&mut self, h: usize) {
        let here = self.here() as u32;
        self.handlers[h].open = Some(here);
    }

    /// `with a as x, b as y: body` is `with a as x: with b as y: body`. Each level:
    /// EnterWith leaves `__exit__` under the `__enter__` result; the body is protected
    /// by a handler that calls `__exit__(type, exc, None)` and re-raises unless it
    /// returns true; leaving normally calls `__exit__(None, None, None)`.
    pub(super) fn compile_with(
        &mut self,
        rt: &mut Rt,
        items: &[ast::WithItem],
        body: &[Stmt],
        enc: &mut Enclosing,
    ) -> CResult<()> {
        let Some((item, rest)) = items.split_first() else {
            return self.compile_body(rt, body, enc);
        };
        self.compile_expr(rt, &item.context_expr, enc)?;
        self.set_line(item);
        self.emit(Op::EnterWith);
        match &item.optional_vars {
            Some(target) => self.compile_store(rt, target, enc)?,
            None => {
                self.emit(Op::Pop);
            }
        }
        // Stack: [exit].
        let depth = self.depth;
        let h = self.new_handler();
        self.blocks.push(Block::With);
        self.blocks.push(Block::Try(h));
        self.compile_with(rt, rest, body, enc)?;
        self.close_range(h);
        self.blocks.pop();
        self.blocks.pop();
        // Normal exit.
        for _ in 0..3 {
            self.emit_const(rt, none());
        }
        self.emit(Op::Call(3));
        self.emit(Op::Pop);
        let over = self.emit(Op::Jump(0));
        // Exceptional exit: [exit, exc].
        self.handlers[h].target = self.here() as u32;
        self.depth = depth + 1;
        self.max_depth = self.max_depth.max(self.depth + 4);
        self.emit(Op::WithExcept);
        let reraise = self.emit(Op::PopJumpIfFalse(0));
        // Suppressed: the exception is handled.
        self.emit(Op::PopExcInfo);
        self.emit(Op::Pop);
        self.emit(Op::Pop);
        let done = self.emit(Op::Jump(0));
        let here = self.here();
        self.patch(reraise, here);
        self.depth = depth + 1;
        self.emit(Op::Reraise);
        self.depth = depth - 1;
        let end = self.here();
        self.patch(over, end);
        self.patch(done, end);
        Ok(())
    }

    pub(super) fn compile_try(&mut self, rt: &mut Rt, t: &ast::StmtTry, enc: &mut Enclosing) -> CResult<()> {
        if t.is_star {
            let clause = t.handlers.first().map_or(t.range(), |h| h.range());
            return not_implemented(self.file, "'except*' is", &clause);
        }
        let depth = self.depth;
        let finally = if t.finalbody.is_empty() {
            None
        } else {
            let h = self.new_handler();
            self.blocks.push(Block::Finally(&t.finalbody[..] as *const [Stmt]));
            self.blocks.push(Block::Try(h));
            Some(h)
        };
        if t.handlers.is_empty() {
            self.compile_body(rt, &t.body, enc)?;
            self.compile_body(rt, &t.orelse, enc)?;
        } else {
            let h = self.new_handler();
            self.blocks.push(Block::Try(h));
            self.compile_body(rt, &t.body, enc)?;
            self.close_range(h);
            self.blocks.pop();
            self.compile_body(rt, &t.orelse, enc)?;
            let mut to_end = vec![self.emit(Op::Jump(0))];
            // The handlers: the exception is on the stack and being handled.
            self.handlers[h].target = self.here() as u32;
            self.depth = depth + 1;
            self.max_depth = self.max_depth.max(self.depth);
            self.blocks.push(Block::HandlerBody { exc_on_stack: false });
            for clause in &t.handlers {
                let ast::ExceptHandler::ExceptHandler(clause) = clause;
                self.set_line(clause);
                let no_match = match &clause.type_ {
                    Some(ty) => {
                        self.compile_expr(rt, ty, enc)?;
                        self.set_line(clause);
                        self.emit(Op::CheckExcMatch);
                        Some(self.emit(Op::PopJumpIfFalse(0)))
                    }
                    None => None,
                };
                match &clause.name {
                    Some(name) => self.compile_store_name(rt, name.id.as_str()),
                    None => {
                        self.emit(Op::Pop);
                    }
                }
                self.compile_body(rt, &clause.body, enc)?;
                self.emit(Op::PopExcInfo);
                if let Some(name) = &clause.name {
                    // `except E as e` unbinds e afterwards, as CPython does.
                    self.emit_const(rt, none());
                    self.compile_store_name(rt, name.id.as_str());
                    let target = Expr::Name(ast::ExprName {
                        range: name.range,
                        node_index: Default::default(),
                        id: name.id.clone(),
                        ctx: ast::ExprContext::Del,
                    });
                    self.compile_delete(rt, &target, enc)?;
                }
                to_end.push(self.emit(Op::Jump(0)));
                self.depth = depth + 1;
                if let Some(j) = no_match {
                    let here = self.here();
                    self.patch(j, here);
                }
            }
            // No clause matched: the exception goes on.
            self.emit(Op::Reraise);
            self.blocks.pop();
            self.depth = depth;
            let end = self.here();
            self.patch_all(to_end, end);
        }
        if let Some(h) = finally {
            self.close_range(h);
            self.blocks.pop();
            self.blocks.pop();
            self.compile_body(rt, &t.finalbody, enc)?;
            let over = self.emit(Op::Jump(0));
            // The exception path: run the body, then raise the exception again.
            self.handlers[h].target = self.here() as u32;
            self.depth = depth + 1;
            self.max_depth = self.max_depth.max(self.depth);
            self.blocks.push(Block::HandlerBody { exc_on_stack: true });
            self.compile_body(rt, &t.finalbody, enc)?;
            self.emit(Op::Reraise);
            self.blocks.pop();
            self.depth = depth;
            let end = self.here();
            self.patch(over, end);
        }
        Ok(())
    }

    /// The local slot `stmt` appends to, when it is an append statement
    /// (`scope::append_target`) of a plain local.
    fn append_slot(&self, stmt: &Stmt) -> Option<u32> {
        let name = crate::scope::append_target(stmt)?;
        match self.scope.resolve(name) {
            NameRef::Fast(slot) if self.scope.appended.contains(&slot) => Some(slot),
            _ => None,
        }
    }

    pub(super) fn compile_aug_assign(
        &mut self,
        rt: &mut Rt,
        s: &ast::StmtAugAssign,
        append_slot: Option<u32>,
        enc: &mut Enclosing,
    ) -> CResult<()> {
        let op = self.binop(&s.op, s)?;
        if let Some(local) = append_slot {
            self.emit(Op::LoadFast(local));
            self.compile_expr(rt, &s.value, enc)?;
            self.set_line(s);
            self.emit(Op::AppendLocal { local, inplace: true });
            return Ok(());
        }
        match &*s.target {
            Expr::Name(n) => {
                self.compile_load_name(rt, n)?;
                self.compile_expr(rt, &s.value, enc)?;
                self.set_line(s);
                self.emit(Op::Inplace(op));
                self.compile_store_name(rt, n.id.as_str());
            }
            Expr::Subscript(sub) if !matches!(&*sub.slice, Expr::Slice(_)) => {
                self.compile_expr(rt, &sub.value, enc)?;
                self.compile_expr(rt, &sub.slice, enc)?;
                self.emit(Op::DupTwo);
                self.set_line_anchored(sub, subscript_anchors(sub));
                self.emit(Op::Subscr);
                self.compile_expr(rt, &s.value, enc)?;
                self.set_line(s);
                self.emit(Op::Inplace(op));
                self.emit(Op::RotThree);
                self.emit(Op::StoreSubscr);
            }
            Expr::Attribute(a) => {
                self.compile_expr(rt, &a.value, enc)?;
                self.emit(Op::Dup);
                let i = self.attr_index(a.attr.id.as_str()) as u32;
                self.set_line(s);
                self.emit(Op::LoadAttr(i));
                self.compile_expr(rt, &s.value, enc)?;
                self.set_line(s);
                self.emit(Op::Inplace(op));
                self.emit(Op::RotTwo);
                self.emit(Op::StoreAttr(i));
            }
            other => return not_implemented(self.file, "augmented assignment to this target is", other),
        }
        Ok(())
    }

    pub(super) fn compile_function_def(
        &mut self,
        rt: &mut Rt,
        f: &ast::StmtFunctionDef,
        enc: &mut Enclosing,
    ) -> CResult<()> {
        let file = self.file;
        if f.is_async {
            return not_implemented(file, "'async def' is", f);
        }
        if let Some(tp) = &f.type_params {
            return not_implemented(file, "type parameters are", &**tp);
        }
        for d in &f.decorator_list {
            self.compile_expr(rt, &d.expression, enc)?;
        }
        let line = self.file.line(f.start());
        self.compile_nested(rt, f.name.id.as_str(), line, &f.parameters, Body::Stmts(&f.body), enc)?;
        self.apply_decorators(f.decorator_list.len(), f);
        self.compile_store_name(rt, f.name.id.as_str());
        Ok(())
    }

    pub(super) fn compile_delete(&mut self, rt: &mut Rt, target: &Expr, enc: &mut Enclosing) -> CResult<()> {
        self.set_line(target);
        match target {
            Expr::Name(n) => {
                match self.scope.resolve(n.id.as_str()) {
                    NameRef::Name => {
                        let i = self.name_index(&self.mangle(n.id.as_str()));
                        self.emit(Op::DeleteName(i as u32))
                    }
                    NameRef::Fast(i) => self.emit(Op::DeleteFast(i)),
                    NameRef::Deref(i) => self.emit(Op::DeleteDeref(i)),
                    NameRef::Global => self.emit(Op::DeleteGlobal(self.global_slot(rt, n.id.as_str()))),
                };
            }
            Expr::Tuple(ast::ExprTuple { elts, .. }) | Expr::List(ast::ExprList { elts, .. }) => {
                for e in elts {
                    self.compile_delete(rt, e, enc)?;
                }
            }
            Expr::Subscript(sub) => {
                self.compile_expr(rt, &sub.value, enc)?;
                if let Expr::Slice(sl) = &*sub.slice {
                    self.compile_slice_bounds(rt, sl, enc)?;
                    self.set_line_anchored(target, subscript_anchors(sub));
                    self.emit(Op::DeleteSlice);
                } else {
                    self.compile_expr(rt, &sub.slice, enc)?;
                    self.set_line_anchored(target, subscript_anchors(sub));
                    self.emit(Op::DeleteSubscr);
                }
            }
            Expr::Attribute(a) => {
                self.compile_expr(rt, &a.value, enc)?;
                let i = self.attr_index(a.attr.id.as_str());
                self.set_line(target);
                self.emit(Op::DeleteAttr(i as u32));
            }
            other => return Err(self.file.error("SyntaxError", "cannot delete expression".into(), other.start())),
        }
        Ok(())
    }

    pub(super) fn compile_store_name(&mut self, rt: &mut Rt, name: &str) {
        match self.scope.resolve(name) {
            NameRef::Name => {
                let i = self.name_index(&self.mangle(name));
                self.emit(Op::StoreName(i as u32))
            }
            NameRef::Fast(i) => self.emit(Op::StoreFast(i)),
            NameRef::Deref(i) => self.emit(Op::StoreDeref(i)),
            NameRef::Global => self.emit(Op::StoreGlobal(self.global_slot(rt, name))),
        };
    }

    pub(super) fn compile_store(&mut self, rt: &mut Rt, target: &Expr, enc: &mut Enclosing) -> CResult<()> {
        match target {
            Expr::Name(n) => {
                self.compile_store_name(rt, n.id.as_str());
                Ok(())
            }
            Expr::Tuple(ast::ExprTuple { elts, .. }) | Expr::List(ast::ExprList { elts, .. }) => {
                let mut starred = elts.iter().enumerate().filter(|(_, e)| e.is_starred_expr());
                match (starred.next(), starred.next()) {
                    (_, Some(_)) => {
                        let message = "multiple starred expressions in assignment".to_string();
                        return Err(self.file.error("SyntaxError", message, target.start()));
                    }
                    (Some((k, star)), None) => {
                        let (before, after) = (k, elts.len() - k - 1);
                        let (Ok(before), Ok(after)) = (u16::try_from(before), u16::try_from(after)) else {
                            let message = "too many expressions in star-unpacking assignment".to_string();
                            return Err(self.file.error("SyntaxError", message, star.start()));
                        };
                        self.set_line(target);
                        self.emit(Op::UnpackEx { before, after });
                    }
                    (None, None) => {
                        self.set_line(target);
                        self.emit(Op::UnpackSequence(elts.len() as u32));
                    }
                }
                for e in elts {
                    match e {
                        Expr::Starred(s) => self.compile_store(rt, &s.value, enc)?,
                        _ => self.compile_store(rt, e, enc)?,
                    }
                }
                Ok(())
            }
            Expr::Starred(s) => {
                let message = "starred assignment target must be in a list or tuple".to_string();
                Err(self.file.error("SyntaxError", message, s.start()))
            }
            Expr::Subscript(sub) => {
                self.compile_expr(rt, &sub.value, enc)?;
                if let Expr::Slice(sl) = &*sub.slice {
                    self.compile_slice_bounds(rt, sl, enc)?;
                    self.set_line_anchored(target, subscript_anchors(sub));
                    self.emit(Op::StoreSlice);
                } else {
                    self.compile_expr(rt, &sub.slice, enc)?;
                    self.set_line_anchored(target, subscript_anchors(sub));
                    self.emit(Op::StoreSubscr);
                }
                Ok(())
            }
            Expr::Attribute(a) => {
                self.compile_expr(rt, &a.value, enc)?;
                let i = self.attr_index(a.attr.id.as_str());
                self.set_line(target);
                self.emit(Op::StoreAttr(i as u32));
                Ok(())
            }
            other => Err(self.file.error("SyntaxError", "cannot assign to expression".into(), other.start())),
        }
    }
}
