//! Expressions to bytecode: operators, calls, comparisons and short-circuit jumps, literals and f-strings.

use super::*;
use crate::code::{BinOp, CmpOp, Op};
use crate::layout::LayoutId;
use crate::object::{false_value, none, true_value};
use crate::value::Value;
use crate::vm::Rt;
use ruff_python_ast::{self as ast, Expr};
use ruff_text_size::{Ranged, TextSize};

impl<'f, 's> FnCompiler<'f, 's> {
    pub(super) fn compile_load_name(&mut self, rt: &mut Rt, n: &ast::ExprName) -> CResult<()> {
        self.set_line(n);
        self.compile_load_name_str(rt, n.id.as_str());
        Ok(())
    }

    /// `name` as written inside the current class: a private name (`__x`, not
    /// `__x__`) becomes `_Class__x`, as CPython mangles it.
    pub(super) fn mangle(&self, name: &str) -> String {
        match &self.private_prefix {
            Some(prefix) if name.starts_with("__") && !name.ends_with("__") && !name.contains('.') => {
                format!("_{prefix}{name}")
            }
            _ => name.to_string(),
        }
    }

    /// The index of attribute name `attr` (mangled if private).
    pub(super) fn attr_index(&mut self, attr: &str) -> u16 {
        let name = self.mangle(attr);
        self.name_index(&name)
    }

    /// Loads `name` as the scope resolves it.
    pub(super) fn compile_load_name_str(&mut self, rt: &mut Rt, name: &str) {
        match self.scope.resolve(name) {
            NameRef::Name => {
                let i = self.name_index(&self.mangle(name));
                self.emit(Op::LoadName(i as u32))
            }
            NameRef::Fast(i) if self.scope.appended.contains(&i) => self.emit(Op::LoadFastShare(i)),
            NameRef::Fast(i) => self.emit(Op::LoadFast(i)),
            NameRef::Deref(i) => self.emit(Op::LoadDeref(i)),
            NameRef::Global => self.emit(Op::LoadGlobal(self.global_slot(rt, name))),
        };
    }

    pub(super) fn binop(&self, op: &ast::Operator, node: &impl Ranged) -> CResult<BinOp> {
        Ok(match op {
            ast::Operator::Add => BinOp::Add,
            ast::Operator::Sub => BinOp::Sub,
            ast::Operator::Mult => BinOp::Mul,
            ast::Operator::Div => BinOp::TrueDiv,
            ast::Operator::FloorDiv => BinOp::FloorDiv,
            ast::Operator::Mod => BinOp::Mod,
            ast::Operator::Pow => BinOp::Pow,
            ast::Operator::LShift => BinOp::LShift,
            ast::Operator::RShift => BinOp::RShift,
            ast::Operator::BitAnd => BinOp::And,
            ast::Operator::BitOr => BinOp::Or,
            ast::Operator::BitXor => BinOp::Xor,
            ast::Operator::MatMult => return not_implemented(self.file, "the '@' operator is", node),
        })
    }

    /// The constant value of a literal expression, if it is one.
    pub(super) fn literal(&self, rt: &mut Rt, e: &Expr) -> CResult<Option<Value>> {
        Ok(Some(match e {
            Expr::NumberLiteral(n) => match &n.value {
                ast::Number::Int(i) => match i.as_i64().and_then(Value::try_small_int) {
                    Some(v) => v,
                    None => rt.new_immortal_bigint(&parse_big_literal(&i.to_string())),
                },
                ast::Number::Float(d) => rt.new_immortal_float(*d),
                ast::Number::Complex { .. } => return not_implemented(self.file, "complex numbers are", e),
            },
            Expr::StringLiteral(s) => {
                if s.value.iter().any(|part| escapes_surrogate(&self.file.source[part.range()])) {
                    return not_implemented(self.file, "lone surrogates ('\\ud800'...'\\udfff') in strs are", e);
                }
                rt.intern(s.value.to_str())
            }
            Expr::BytesLiteral(b) => {
                let data: Vec<u8> = b.value.bytes().collect();
                rt.new_immortal_bytes(&data)
            }
            Expr::BooleanLiteral(b) => {
                if b.value {
                    true_value()
                } else {
                    false_value()
                }
            }
            Expr::NoneLiteral(_) => none(),
            Expr::UnaryOp(u) if u.op == ast::UnaryOp::USub => match &*u.operand {
                Expr::NumberLiteral(n) => match &n.value {
                    ast::Number::Int(i) => {
                        let b = -parse_big_literal(&i.to_string());
                        rt.new_immortal_bigint(&b)
                    }
                    ast::Number::Float(d) => rt.new_immortal_float(-*d),
                    ast::Number::Complex { .. } => return not_implemented(self.file, "complex numbers are", e),
                },
                _ => return Ok(None),
            },
            Expr::BinOp(b) => {
                // Fold arithmetic on number literals (`2**64 + 13`), leaving errors and
                // results wider than 128 bits to run time.
                let (Some(x), Some(y)) = (self.literal(rt, &b.left)?, self.literal(rt, &b.right)?) else {
                    return Ok(None);
                };
                let is_number = |v: Value| crate::int::int_ref(v).is_some() || crate::object::float_value(v).is_some();
                if !is_number(x) || !is_number(y) || matches!(b.op, ast::Operator::MatMult) {
                    return Ok(None);
                }
                let op = self.binop(&b.op, b)?;
                match crate::ops::binary_op(rt, op, x, y, false) {
                    Ok(r) if crate::object::is_layout(r, LayoutId::Bool) => r,
                    Ok(r) => match (crate::int::int_ref(r), crate::object::float_value(r)) {
                        (Some(i), _) if i.to_i128().is_some() => rt.new_immortal_bigint(&i.to_bigint()),
                        (_, Some(d)) => rt.new_immortal_float(d),
                        _ => return Ok(None),
                    },
                    Err(_) => return Ok(None),
                }
            }
            Expr::Tuple(t) => {
                let mut items = Vec::with_capacity(t.elts.len());
                for el in &t.elts {
                    match self.literal(rt, el)? {
                        Some(v) => items.push(v),
                        None => return Ok(None),
                    }
                }
                rt.new_immortal_tuple(&items)
            }
            _ => return Ok(None),
        }))
    }

    pub(super) fn compile_expr(&mut self, rt: &mut Rt, e: &Expr, enc: &mut Enclosing) -> CResult<()> {
        let file = self.file;
        if let Some(v) = self.literal(rt, e)? {
            self.emit_const(rt, v);
            return Ok(());
        }
        match e {
            Expr::Name(n) => self.compile_load_name(rt, n)?,
            Expr::BinOp(b) => {
                let op = self.binop(&b.op, b)?;
                self.compile_expr(rt, &b.left, enc)?;
                self.compile_expr(rt, &b.right, enc)?;
                self.set_line_anchored(b, file.operator_anchors(&*b.left, &*b.right));
                self.emit(Op::Binary(op));
            }
            Expr::UnaryOp(u) => {
                self.compile_expr(rt, &u.operand, enc)?;
                self.set_line(u);
                self.emit(match u.op {
                    ast::UnaryOp::USub => Op::Neg,
                    ast::UnaryOp::UAdd => Op::Pos,
                    ast::UnaryOp::Invert => Op::Invert,
                    ast::UnaryOp::Not => Op::Not,
                });
            }
            Expr::BoolOp(b) => {
                let mut patches = Vec::new();
                for (i, v) in b.values.iter().enumerate() {
                    self.compile_expr(rt, v, enc)?;
                    if i + 1 < b.values.len() {
                        patches.push(self.emit(match b.op {
                            ast::BoolOp::And => Op::JumpIfFalseOrPop(0),
                            ast::BoolOp::Or => Op::JumpIfTrueOrPop(0),
                        }));
                    }
                }
                let end = self.here();
                for p in patches {
                    self.patch(p, end);
                }
            }
            Expr::Compare(c) => self.compile_compare(rt, c, enc)?,
            Expr::If(i) => {
                let else_jump = self.compile_jump_if(rt, &i.test, false, enc)?;
                self.compile_expr(rt, &i.body, enc)?;
                let end_jump = self.emit(Op::Jump(0));
                self.depth -= 1;
                let here = self.here();
                self.patch_all(else_jump, here);
                self.compile_expr(rt, &i.orelse, enc)?;
                let end = self.here();
                self.patch(end_jump, end);
            }
            Expr::Call(call) => self.compile_call(rt, call, enc)?,
            Expr::Subscript(sub) => {
                self.compile_expr(rt, &sub.value, enc)?;
                let anchors = subscript_anchors(sub);
                if let Expr::Slice(sl) = &*sub.slice {
                    self.compile_slice_bounds(rt, sl, enc)?;
                    self.set_line_anchored(sub, anchors);
                    self.emit(Op::Slice);
                } else {
                    self.compile_expr(rt, &sub.slice, enc)?;
                    self.set_line_anchored(sub, anchors);
                    self.emit(Op::Subscr);
                }
            }
            Expr::Tuple(t) => {
                self.compile_elements(rt, &t.elts, enc)?;
                self.emit(Op::BuildTuple(t.elts.len() as u32));
            }
            Expr::List(l) => {
                self.compile_elements(rt, &l.elts, enc)?;
                self.emit(Op::BuildList(l.elts.len() as u32));
            }
            Expr::Attribute(a) => {
                self.compile_expr(rt, &a.value, enc)?;
                let i = self.attr_index(a.attr.id.as_str());
                self.set_line(a);
                self.emit(Op::LoadAttr(i as u32));
            }
            Expr::Lambda(l) => {
                let empty = ast::Parameters::default();
                let params = l.parameters.as_deref().unwrap_or(&empty);
                let line = self.file.line(l.start());
                self.compile_nested(rt, "<lambda>", line, params, Body::Expr(&l.body), enc)?;
            }
            // A slice inside a subscript's tuple (`m[1, 2:3]`): `slice(lower, upper, step)`.
            Expr::Slice(sl) => {
                self.emit_const(rt, crate::object::ClassId::Slice.type_object());
                self.compile_slice_bounds(rt, sl, enc)?;
                self.set_line(sl);
                self.emit(Op::Call(3));
            }
            Expr::Starred(_) => return not_implemented(file, "starred expressions are", e),
            Expr::FString(f) => {
                if f.value.iter().any(|part| escapes_surrogate(&self.file.source[part.range()])) {
                    return not_implemented(file, "lone surrogates ('\\ud800'...'\\udfff') in strs are", e);
                }
                let mut pieces = 0;
                for part in f.value.iter() {
                    match part {
                        ast::FStringPart::Literal(lit) => {
                            let v = rt.intern(&lit.value);
                            self.emit_const(rt, v);
                            pieces += 1;
                        }
                        ast::FStringPart::FString(fs) => {
                            pieces += self.compile_fstring_elements(rt, &fs.elements, enc)?
                        }
                    }
                }
                if pieces != 1 {
                    self.emit(Op::BuildString(pieces));
                }
            }
            Expr::TString(_) => return not_implemented(file, "t-strings are", e),
            Expr::EllipsisLiteral(_) => self.emit_const(rt, crate::classes::ellipsis()),
            Expr::Named(_) => return not_implemented(file, "assignment expressions (':=') are", e),
            Expr::Dict(d) => {
                for item in d.iter() {
                    let Some(key) = &item.key else {
                        return not_implemented(file, "'**' in dict displays is", &item.value);
                    };
                    self.compile_expr(rt, key, enc)?;
                    self.compile_expr(rt, &item.value, enc)?;
                }
                self.set_line(d);
                self.emit(Op::BuildMap(d.len() as u32));
            }
            Expr::Set(st) => {
                if let Some(s) = st.elts.iter().find(|e| e.is_starred_expr()) {
                    return not_implemented(file, "starred expressions are", s);
                }
                let mut constants = Vec::new();
                for el in &st.elts {
                    match self.literal(rt, el)? {
                        Some(v) => constants.push(v),
                        None => break,
                    }
                }
                if st.elts.len() > 2 && constants.len() == st.elts.len() {
                    let t = rt.new_immortal_tuple(&constants);
                    self.emit_const(rt, t);
                    self.set_line(st);
                    self.emit(Op::BuildConstSet);
                } else {
                    self.compile_elements(rt, &st.elts, enc)?;
                    self.set_line(st);
                    self.emit(Op::BuildSet(st.elts.len() as u32));
                }
            }
            Expr::ListComp(c) => self.compile_comprehension(rt, CompKind::List, &c.generators, &[&c.elt], c, enc)?,
            Expr::SetComp(c) => self.compile_comprehension(rt, CompKind::Set, &c.generators, &[&c.elt], c, enc)?,
            Expr::DictComp(c) => {
                let Some(key) = &c.key else {
                    return not_implemented(file, "'**' in dict comprehensions is", e);
                };
                self.compile_comprehension(rt, CompKind::Dict, &c.generators, &[key, &c.value], c, enc)?
            }
            Expr::Generator(g) => {
                self.compile_comprehension(rt, CompKind::Generator, &g.generators, &[&g.elt], g, enc)?
            }
            Expr::Await(_) => return not_implemented(file, "'await' is", e),
            Expr::Yield(y) => {
                if self.scope.is_module || self.scope.class_names.is_some() {
                    return Err(file.error("SyntaxError", "'yield' outside function".into(), e.start()));
                }
                match &y.value {
                    Some(v) => self.compile_expr(rt, v, enc)?,
                    None => self.emit_const(rt, none()),
                }
                self.set_line(y);
                self.emit(Op::Yield);
            }
            Expr::YieldFrom(y) => {
                if self.scope.is_module || self.scope.class_names.is_some() {
                    return Err(file.error("SyntaxError", "'yield' outside function".into(), e.start()));
                }
                // Yield every item of the iterable; sent values, throw() and close()
                // go to the iterator (see `Op::YieldFromResume`).
                self.compile_expr(rt, &y.value, enc)?;
                self.set_line(y);
                self.emit(Op::GetIter);
                // A second reference survives the loop, for the return value.
                self.emit(Op::Dup);
                let top = self.here();
                let exit = self.emit(Op::ForIter(0));
                self.emit(Op::Yield);
                self.emit(Op::YieldFromResume);
                self.emit(Op::Pop);
                self.emit(Op::JumpBack(top as u32));
                self.depth -= 1;
                let here = self.here();
                self.patch(exit, here);
                self.emit(Op::IterReturnValue);
            }
            Expr::NumberLiteral(_)
            | Expr::StringLiteral(_)
            | Expr::BytesLiteral(_)
            | Expr::BooleanLiteral(_)
            | Expr::NoneLiteral(_)
            | Expr::IpyEscapeCommand(_) => {
                return Err(file.error("SyntaxError", "invalid syntax".into(), e.start()));
            }
        }
        Ok(())
    }

    /// A call with `*` or `**` arguments: the positional arguments are collected in a
    /// list and the keyword arguments in a dict, then `CallEx`.
    pub(super) fn compile_call_ex(&mut self, rt: &mut Rt, call: &ast::ExprCall, enc: &mut Enclosing) -> CResult<()> {
        let args = &call.arguments;
        self.compile_expr(rt, &call.func, enc)?;
        self.emit(Op::BuildList(0));
        for a in args.args.iter() {
            match a {
                Expr::Starred(s) => {
                    self.compile_expr(rt, &s.value, enc)?;
                    self.set_line(call);
                    self.emit(Op::ListExtend(1));
                }
                _ => {
                    self.compile_expr(rt, a, enc)?;
                    self.emit(Op::ListAppend(1));
                }
            }
        }
        let kwargs = !args.keywords.is_empty();
        if kwargs {
            self.emit(Op::BuildMap(0));
            for k in args.keywords.iter() {
                match &k.arg {
                    None => {
                        self.compile_expr(rt, &k.value, enc)?;
                        self.set_line(call);
                        self.emit(Op::DictMerge(1));
                    }
                    Some(name) => {
                        let key = rt.intern(name.id.as_str());
                        self.emit_const(rt, key);
                        self.compile_expr(rt, &k.value, enc)?;
                        self.set_line(call);
                        self.emit(Op::KwAdd);
                    }
                }
            }
        }
        self.set_line(call);
        self.emit(Op::CallEx { kwargs });
        Ok(())
    }

    /// `super()` in a method: `super(__class__, <first argument>)`.
    /// Whether `name` here is the builtin of that name: no scope up to the module's
    /// binds it.
    fn names_builtin(&self, name: &str) -> bool {
        let unbound_here = match self.scope.resolve(name) {
            NameRef::Global => true,
            NameRef::Name => !self.scope.class_names.as_ref().is_some_and(|names| names.contains(name)),
            NameRef::Fast(_) | NameRef::Deref(_) => false,
        };
        unbound_here && !self.file.module_bound.contains(name)
    }

    /// `globals()`, `locals()` or `vars()`, which see the scope they are called in:
    /// the module's globals (a live view), a class body's namespace, or a function's
    /// variables (a snapshot, as CPython's).
    fn compile_scope_view(&mut self, rt: &mut Rt, n: &ast::ExprName) -> CResult<()> {
        self.set_line(n);
        if n.id.as_str() == "globals" || self.scope.is_module {
            let view = rt.modules[self.file.namespace.index()].globals();
            self.emit_const(rt, view);
        } else if self.scope.class_names.is_some() {
            // A class body's namespace is its local 0.
            self.emit(Op::LoadFast(0));
        } else {
            self.emit(Op::Locals);
        }
        Ok(())
    }

    pub(super) fn compile_zero_arg_super(&mut self, rt: &mut Rt, n: &ast::ExprName) -> CResult<()> {
        let first = (self.params.positional > 0).then(|| self.scope.locals[0].to_string());
        let class_cell = self.scope.free.iter().any(|f| f == "__class__");
        let (Some(first), true) = (first, class_cell) else {
            return Err(self.file.error("RuntimeError", "super(): no arguments".into(), n.start()));
        };
        self.compile_load_name(rt, n)?;
        let class_ref = ast::ExprName {
            range: n.range,
            node_index: Default::default(),
            id: "__class__".into(),
            ctx: ast::ExprContext::Load,
        };
        self.compile_load_name(rt, &class_ref)?;
        let self_ref = ast::ExprName {
            range: n.range,
            node_index: Default::default(),
            id: first.as_str().into(),
            ctx: ast::ExprContext::Load,
        };
        self.compile_load_name(rt, &self_ref)?;
        self.set_line(n);
        self.emit(Op::Call(2));
        Ok(())
    }

    /// A comprehension: a nested function over the outermost iterable, called at once.
    pub(super) fn compile_comprehension(
        &mut self,
        rt: &mut Rt,
        kind: CompKind,
        generators: &[ast::Comprehension],
        elements: &[&Expr],
        node: &impl Ranged,
        enc: &mut Enclosing,
    ) -> CResult<()> {
        let params = hidden_parameter(".0", node.range());
        let line = self.file.line(node.start());
        let name = match kind {
            CompKind::List => "<listcomp>",
            CompKind::Set => "<setcomp>",
            CompKind::Dict => "<dictcomp>",
            CompKind::Generator => "<genexpr>",
        };
        let body = Body::Comprehension { kind, generators, elements: elements.to_vec() };
        self.compile_nested(rt, name, line, &params, body, enc)?;
        self.compile_expr(rt, &generators[0].iter, enc)?;
        self.set_line(node);
        self.emit(Op::GetIter);
        self.emit(Op::Call(1));
        Ok(())
    }

    /// Pushes one str per element of an f-string (or format spec); returns how many.
    pub(super) fn compile_fstring_elements(
        &mut self,
        rt: &mut Rt,
        elements: &[ast::InterpolatedStringElement],
        enc: &mut Enclosing,
    ) -> CResult<u32> {
        let mut pieces = 0;
        for el in elements {
            match el {
                ast::InterpolatedStringElement::Literal(lit) => {
                    let v = rt.intern(&lit.value);
                    self.emit_const(rt, v);
                }
                ast::InterpolatedStringElement::Interpolation(field) => {
                    let mut conversion = match field.conversion {
                        ast::ConversionFlag::None => 0,
                        ast::ConversionFlag::Str => 1,
                        ast::ConversionFlag::Repr => 2,
                        ast::ConversionFlag::Ascii => 3,
                    };
                    if let Some(debug) = &field.debug_text {
                        // f"{x=}": the source text, then repr(x) unless a spec is given.
                        let text = format!(
                            "{}{}{}",
                            debug.leading(),
                            &self.file.source[field.expression.range()],
                            debug.trailing()
                        );
                        let v = rt.intern(&text);
                        self.emit_const(rt, v);
                        pieces += 1;
                        if conversion == 0 && field.format_spec.is_none() {
                            conversion = 2;
                        }
                    }
                    self.compile_expr(rt, &field.expression, enc)?;
                    let has_spec = field.format_spec.is_some();
                    if let Some(spec) = &field.format_spec {
                        let n = self.compile_fstring_elements(rt, &spec.elements, enc)?;
                        if n != 1 {
                            self.emit(Op::BuildString(n));
                        }
                    }
                    self.set_line(field);
                    self.emit(Op::FormatValue { conversion, has_spec });
                }
            }
            pieces += 1;
        }
        if pieces == 0 {
            let v = rt.intern("");
            self.emit_const(rt, v);
            pieces = 1;
        }
        Ok(pieces)
    }

    pub(super) fn compile_elements(&mut self, rt: &mut Rt, elts: &[Expr], enc: &mut Enclosing) -> CResult<()> {
        for el in elts {
            self.compile_expr(rt, el, enc)?;
        }
        Ok(())
    }

    pub(super) fn compile_slice_bounds(
        &mut self,
        rt: &mut Rt,
        sl: &ast::ExprSlice,
        enc: &mut Enclosing,
    ) -> CResult<()> {
        for bound in [&sl.lower, &sl.upper, &sl.step] {
            match bound {
                Some(b) => self.compile_expr(rt, b, enc)?,
                None => self.emit_const(rt, none()),
            }
        }
        Ok(())
    }

    pub(super) fn cmpop(op: &ast::CmpOp) -> CmpOp {
        match op {
            ast::CmpOp::Eq => CmpOp::Eq,
            ast::CmpOp::NotEq => CmpOp::Ne,
            ast::CmpOp::Lt => CmpOp::Lt,
            ast::CmpOp::LtE => CmpOp::Le,
            ast::CmpOp::Gt => CmpOp::Gt,
            ast::CmpOp::GtE => CmpOp::Ge,
            ast::CmpOp::Is => CmpOp::Is,
            ast::CmpOp::IsNot => CmpOp::IsNot,
            ast::CmpOp::In => CmpOp::In,
            ast::CmpOp::NotIn => CmpOp::NotIn,
        }
    }

    pub(super) fn compile_compare(&mut self, rt: &mut Rt, c: &ast::ExprCompare, enc: &mut Enclosing) -> CResult<()> {
        self.compile_expr(rt, &c.left, enc)?;
        let n = c.ops.len();
        if n == 1 {
            self.compile_expr(rt, &c.comparators[0], enc)?;
            self.set_line(c);
            self.emit(Op::Compare(Self::cmpop(&c.ops[0])));
            return Ok(());
        }
        // a < b < c: keep b for the next comparison; stop at the first false result.
        let mut cleanup = Vec::new();
        for (i, (op, right)) in c.ops.iter().zip(c.comparators.iter()).enumerate() {
            self.compile_expr(rt, right, enc)?;
            self.set_line(c);
            if i + 1 < n {
                self.emit(Op::Dup);
                self.emit(Op::RotThree);
                self.emit(Op::Compare(Self::cmpop(op)));
                cleanup.push(self.emit(Op::JumpIfFalseOrPop(0)));
            } else {
                self.emit(Op::Compare(Self::cmpop(op)));
            }
        }
        let end_jump = self.emit(Op::Jump(0));
        let here = self.here();
        for p in cleanup {
            self.patch(p, here);
        }
        // Stack here: [b, false]; drop b.
        self.depth += 1;
        self.emit(Op::RotTwo);
        self.emit(Op::Pop);
        let end = self.here();
        self.patch(end_jump, end);
        Ok(())
    }

    pub(super) fn compile_call(&mut self, rt: &mut Rt, call: &ast::ExprCall, enc: &mut Enclosing) -> CResult<()> {
        let args = &call.arguments;
        if args.args.iter().any(|a| a.is_starred_expr()) || args.keywords.iter().any(|k| k.arg.is_none()) {
            return self.compile_call_ex(rt, call, enc);
        }
        if let Expr::Name(n) = &*call.func {
            if n.id.as_str() == "super" && args.args.is_empty() && args.keywords.is_empty() {
                return self.compile_zero_arg_super(rt, n);
            }
            let scope_view = matches!(n.id.as_str(), "globals" | "locals" | "vars");
            if scope_view && args.args.is_empty() && args.keywords.is_empty() && self.names_builtin(n.id.as_str()) {
                return self.compile_scope_view(rt, n);
            }
        }
        let method = match &*call.func {
            Expr::Attribute(a) => {
                self.compile_expr(rt, &a.value, enc)?;
                Some(self.attr_index(a.attr.id.as_str()))
            }
            _ => {
                self.compile_expr(rt, &call.func, enc)?;
                None
            }
        };
        self.compile_elements(rt, &args.args, enc)?;
        let mut names = Vec::new();
        for k in args.keywords.iter() {
            let name = k.arg.as_ref().expect("checked above").id.as_str();
            if names.iter().any(|&n| str_of(n) == name) {
                return Err(self.file.error("SyntaxError", format!("keyword argument repeated: {name}"), k.start()));
            }
            names.push(rt.intern(name));
            self.compile_expr(rt, &k.value, enc)?;
        }
        self.set_line(call);
        let argc = (args.args.len() + names.len()) as u16;
        let kwnames = (!names.is_empty()).then(|| {
            let t = rt.new_immortal_tuple(&names);
            self.const_index(t) as u16
        });
        self.emit(match (method, kwnames) {
            (Some(name), None) => Op::CallMethod { name, argc },
            (Some(name), Some(kwnames)) => Op::CallMethodKw { name, argc, kwnames },
            (None, None) => Op::Call(argc as u32),
            (None, Some(names)) => Op::CallKw { argc, names },
        });
        Ok(())
    }

    /// Emits code that jumps when `e` is truthy (`jump_if`) or falsy and falls through
    /// otherwise; returns the jumps to patch to the target. `not`, `and`, `or` and
    /// single comparisons branch directly, without materialising bools.
    pub(super) fn compile_jump_if(
        &mut self,
        rt: &mut Rt,
        e: &Expr,
        jump_if: bool,
        enc: &mut Enclosing,
    ) -> CResult<Vec<usize>> {
        match e {
            Expr::UnaryOp(u) if u.op == ast::UnaryOp::Not => {
                return self.compile_jump_if(rt, &u.operand, !jump_if, enc);
            }
            Expr::BoolOp(b) => {
                // `a and b` jumps on false as soon as one is false; `a or b` jumps on
                // true as soon as one is true. The other direction needs every operand.
                let short_circuits_to_target = (b.op == ast::BoolOp::And) != jump_if;
                let (last, rest) = b.values.split_last().expect("a bool op has operands");
                let mut to_target = Vec::new();
                let mut to_fallthrough = Vec::new();
                for v in rest {
                    if short_circuits_to_target {
                        to_target.extend(self.compile_jump_if(rt, v, jump_if, enc)?);
                    } else {
                        to_fallthrough.extend(self.compile_jump_if(rt, v, !jump_if, enc)?);
                    }
                }
                to_target.extend(self.compile_jump_if(rt, last, jump_if, enc)?);
                let here = self.here();
                for p in to_fallthrough {
                    self.patch(p, here);
                }
                return Ok(to_target);
            }
            Expr::Compare(c) if c.ops.len() == 1 => {
                self.compile_expr(rt, &c.left, enc)?;
                self.compile_expr(rt, &c.comparators[0], enc)?;
                self.set_line(c);
                return Ok(vec![self.emit(Op::CompareJump { op: Self::cmpop(&c.ops[0]), jump_if, target: 0 })]);
            }
            _ => {}
        }
        self.compile_expr(rt, e, enc)?;
        Ok(vec![self.emit(if jump_if { Op::PopJumpIfTrue(0) } else { Op::PopJumpIfFalse(0) })])
    }

    pub(super) fn patch_all(&mut self, jumps: Vec<usize>, target: usize) {
        for j in jumps {
            self.patch(j, target);
        }
    }
}

/// The anchors of subscript `value[slice]` in a traceback: the brackets and what
/// they hold.
pub(super) fn subscript_anchors(sub: &ast::ExprSubscript) -> Option<(TextSize, TextSize)> {
    Some((sub.value.end(), sub.slice.end() + TextSize::from(1)))
}
