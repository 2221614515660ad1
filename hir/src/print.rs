//! The text form of a function, e.g.
//!
//! ```text
//! fn f:
//! bb0(v0:Object):
//!   v1:Nullptr = Const
//!   v2:LongExact[0] = Const
//!   Jump bb1(v0, v2)
//! bb1(v3:OptObject, v4:OptObject):
//!   v5:Object = CheckBound<1> v4 @2[v3, v4 |]
//!   v6:Object = BinaryOp<Add> v5, v3 @3[v3, v4 | v5, v3]
//!   Return v6
//! ```
//!
//! Each value prints with its type; a constant's value is in its type. A frame state
//! prints as `@pc[locals | stack]`. Blocks print in reverse post-order from the entry.

use crate::ir::{Binding, Edge, FrameState, Function, Helper, Insn, InsnId, LowOp, MethodWay, SlotWay, low_level_name};
use crate::{Names, Type};
use ember_runtime::value::Value;
use std::fmt::{self, Write};

impl fmt::Display for Function {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write(f, None)
    }
}

/// A function printed with a [`Names`] table (see [`Function::display_with`]).
pub struct FunctionWithNames<'a>(&'a Function, &'a Names);

impl fmt::Display for FunctionWithNames<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.write(f, Some(self.1))
    }
}

fn type_text(t: Type, names: Option<&Names>) -> String {
    match names {
        Some(n) => t.display_with(n).to_string(),
        None => t.to_string(),
    }
}

fn list(values: &[InsnId]) -> String {
    values.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(", ")
}

/// `Class s5 Function Class=3 Base=0`: a method way's class, shape and function, and
/// the versions of the classes its lookup consulted; a `super()` way has
/// `super(Start)` in place of the shape, and a staticmethod's or classmethod's way
/// `:static` or `:class` after it.
fn method_way(w: &MethodWay, names: Option<&Names>) -> String {
    let object = |v: Value| type_text(Type::from_value(v), names);
    let receiver = match w.start {
        Some(start) => format!("super({})", object(start)),
        None => format!("s{}", w.shape),
    };
    let receiver = match w.binding {
        Binding::Instance => receiver,
        Binding::Static => format!("{receiver}:static"),
        Binding::Class => format!("{receiver}:class"),
    };
    format!("{} {receiver} {} {}", object(w.class), object(w.function), class_versions(&w.versions, names))
}

/// `; way; way`: the ways of a `CallMethodCached` or `LoadAttrGetter`, after its name.
fn method_ways(ways: &[MethodWay], names: Option<&Names>) -> String {
    ways.iter().map(|w| format!("; {}", method_way(w, names))).collect()
}

/// `Class=3 Base=0`: classes with versions.
fn class_versions(versions: &[(Value, u64)], names: Option<&Names>) -> String {
    let object = |v: Value| type_text(Type::from_value(v), names);
    versions.iter().map(|&(c, version)| format!("{}={version}", object(c))).collect::<Vec<_>>().join(" ")
}

/// `s3:0, s5>s6:2`: each cached shape with the attribute's slot in it, or the shape
/// adding it leads to.
fn slot_ways(ways: &[SlotWay]) -> String {
    let way = |w: &SlotWay| match w.adds() {
        true => format!("s{}>s{}:{}", w.from, w.to, w.slot),
        false => format!("s{}:{}", w.from, w.slot),
    };
    ways.iter().map(way).collect::<Vec<_>>().join(", ")
}

fn edge(e: &Edge) -> String {
    format!("{}({})", e.target, list(&e.args))
}

/// `a,b` for a tuple of keyword names.
fn keyword_names(kwnames: ember_runtime::value::Value) -> String {
    let names: Vec<&str> =
        ember_runtime::object::tuple_items(kwnames).iter().map(|&n| ember_runtime::object::str_text(n)).collect();
    names.join(",")
}

/// `@pc[locals | stack]`, or `@pc[locals | stack | v1.field=v2, ..]` with writes; in
/// inlined code, followed by ` <- ` and the caller's state at the call.
fn state(s: &FrameState) -> String {
    let stack = if s.stack.is_empty() { String::new() } else { format!(" {}", list(&s.stack)) };
    let writes: Vec<String> = s.writes.iter().map(|w| format!("{}.{}={}", w.object, w.field.name(), w.value)).collect();
    let writes = if writes.is_empty() { String::new() } else { format!(" | {}", writes.join(", ")) };
    let caller = s.caller.as_ref().map_or(String::new(), |c| format!(" <- {}", state(c)));
    format!("@{}[{} |{stack}{writes}]{caller}", s.pc, list(&s.locals))
}

impl Function {
    /// The function's text with objects that are not literals named by `names`, so
    /// that it parses back (`crate::parse`).
    pub fn display_with<'a>(&'a self, names: &'a Names) -> FunctionWithNames<'a> {
        FunctionWithNames(self, names)
    }

    fn write(&self, f: &mut fmt::Formatter<'_>, names: Option<&Names>) -> fmt::Result {
        writeln!(f, "fn {}:", self.name)?;
        for b in self.reverse_post_order() {
            let block = self.block(b);
            let params: Vec<String> =
                block.params.iter().map(|&p| format!("{p}:{}", type_text(self.ty(p), names))).collect();
            writeln!(f, "{b}({}):", params.join(", "))?;
            for &i in &block.insns {
                writeln!(f, "  {}", self.insn_text_with(i, names))?;
            }
        }
        Ok(())
    }

    /// One instruction's line: `v5:Object = BinaryOp<Add> v3, v4 @2[v3, v4 | v3, v4]`.
    pub fn insn_text(&self, id: InsnId) -> String {
        self.insn_text_with(id, None)
    }

    fn insn_text_with(&self, id: InsnId, names: Option<&Names>) -> String {
        let insn = self.insn(id);
        let mut out = String::new();
        if !insn.is_terminator()
            && !matches!(
                insn,
                Insn::StoreGlobal { .. }
                    | Insn::SetItem { .. }
                    | Insn::StoreAttr { .. }
                    | Insn::StoreAttrCached { .. }
                    | Insn::InitInstance { .. }
                    | Insn::StoreArrayItem { .. }
                    | Insn::StoreField { .. }
                    | Insn::StoreSlot { .. }
            )
            && !matches!(insn, Insn::CallHelper { helper, .. } if !helper.has_result())
        {
            let _ = write!(out, "{id}:{} = ", type_text(self.ty(id), names));
        }
        let name = |i: u32| self.names.get(i as usize).map_or("?", String::as_str);
        let global = |i: u32| self.globals.get(i as usize).map_or("?", String::as_str);
        let body = match insn {
            Insn::Param { index } => format!("Param {index}"),
            Insn::Const { .. } => "Const".to_string(),
            Insn::LoadGlobal { name: slot, state: s } => format!("LoadGlobal<{}> {}", global(*slot), state(s)),
            Insn::GlobalValue { name: slot } => format!("GlobalValue<{}>", global(*slot)),
            Insn::StoreGlobal { name: slot, value, state: s } => {
                format!("StoreGlobal<{}> {value} {}", global(*slot), state(s))
            }
            Insn::CheckBound { value, local, state: s } => format!("CheckBound<{local}> {value} {}", state(s)),
            Insn::BinaryOp { op, inplace, left, right, state: s } => {
                let kind = if *inplace { "InplaceOp" } else { "BinaryOp" };
                format!("{kind}<{op:?}> {left}, {right} {}", state(s))
            }
            Insn::Compare { op, left, right, state: s } => format!("Compare<{op:?}> {left}, {right} {}", state(s)),
            Insn::UnaryOp { op, operand, state: s } => format!("UnaryOp<{}> {operand} {}", op.name(), state(s)),
            Insn::IsTruthy { value, state: s } => format!("IsTruthy {value} {}", state(s)),
            Insn::IsNull { value } => format!("IsNull {value}"),
            Insn::GetItem { container, index, state: s } => format!("GetItem {container}, {index} {}", state(s)),
            Insn::SetItem { container, index, value, state: s } => {
                format!("SetItem {container}, {index}, {value} {}", state(s))
            }
            Insn::LoadAttr { object, name: n, state: s } => format!("LoadAttr<{}> {object} {}", name(*n), state(s)),
            Insn::LoadAttrGetter { object, name: n, ways, state: s } => {
                format!("LoadAttrGetter<{}{}> {object} {}", name(*n), method_ways(ways, names), state(s))
            }
            Insn::LoadAttrCached { object, name: n, ways, state: s } => {
                format!("LoadAttrCached<{}; {}> {object} {}", name(*n), slot_ways(ways), state(s))
            }
            Insn::StoreAttrCached { object, name: n, value, ways, state: s } => {
                format!("StoreAttrCached<{}; {}> {object}, {value} {}", name(*n), slot_ways(ways), state(s))
            }
            Insn::StoreAttr { object, name: n, value, state: s } => {
                format!("StoreAttr<{}> {object}, {value} {}", name(*n), state(s))
            }
            Insn::CallFunction { callee, args, state: s } => {
                let sep = if args.is_empty() { "" } else { ", " };
                format!("CallFunction {callee}{sep}{} {}", list(args), state(s))
            }
            Insn::CallKw { callee, args, kwnames, state: s } => {
                format!("CallKw<{}> {callee}, {} {}", keyword_names(*kwnames), list(args), state(s))
            }
            Insn::CallMethod { receiver, name: n, args, state: s } => {
                let sep = if args.is_empty() { "" } else { ", " };
                format!("CallMethod<{}> {receiver}{sep}{} {}", name(*n), list(args), state(s))
            }
            Insn::CallMethodCached { receiver, name: n, args, ways, state: s } => {
                let sep = if args.is_empty() { "" } else { ", " };
                let ways = method_ways(ways, names);
                format!("CallMethodCached<{}{ways}> {receiver}{sep}{} {}", name(*n), list(args), state(s))
            }
            Insn::NewInstance { class } => format!("NewInstance<{}>", type_text(Type::from_value(*class), names)),
            Insn::InitInstance { object, args, init, state: s } => {
                let sep = if args.is_empty() { "" } else { ", " };
                format!("InitInstance<{}> {object}{sep}{} {}", method_way(init, names), list(args), state(s))
            }
            Insn::BuildList { items } => format!("BuildList {}", list(items)),
            Insn::BuildTuple { items } => format!("BuildTuple {}", list(items)),
            Insn::GetIter { iterable, state: s } => format!("GetIter {iterable} {}", state(s)),
            Insn::IterNext { iter, state: s } => format!("IterNext {iter} {}", state(s)),
            Insn::MakeFunction { code, defaults, kwdefaults, closure } => {
                let name = ember_runtime::object::code_of(*code).qualname.clone();
                let opt = |v: &Option<InsnId>| v.map_or("-".to_string(), |v| v.to_string());
                format!("MakeFunction<{name}> {}, {}, {}", opt(defaults), opt(kwdefaults), opt(closure))
            }
            Insn::MakeCell { value } => format!("MakeCell {value}"),
            Insn::FreeVar { index } => format!("FreeVar<{index}>"),
            Insn::LoadCell { cell, local, state: s } => format!("LoadCell<{local}> {cell} {}", state(s)),
            Insn::StoreCell { cell, value } => format!("StoreCell {cell}, {value}"),
            Insn::ListAppend { list: l, value } => format!("ListAppend {l}, {value}"),
            Insn::Unpack { sequence, count, state: s } => format!("Unpack<{count}> {sequence} {}", state(s)),
            Insn::TupleItem { tuple, index } => format!("TupleItem<{index}> {tuple}"),
            Insn::GetSlice { container, start, stop, step, state: s } => {
                format!("GetSlice {container}, {start}, {stop}, {step} {}", state(s))
            }
            Insn::SetSlice { container, start, stop, step, value, state: s } => {
                format!("SetSlice {container}, {start}, {stop}, {step}, {value} {}", state(s))
            }
            Insn::Jump { edge: e } => format!("Jump {}", edge(e)),
            Insn::Try { pc, normal, handler } => {
                format!("Try<{pc}> {}, catch {handler}", normal.as_ref().map_or("never".to_string(), edge))
            }
            Insn::CaughtException => "CaughtException".to_string(),
            Insn::Branch { cond, if_true, if_false } => format!("Branch {cond}, {}, {}", edge(if_true), edge(if_false)),
            Insn::Return { value } => format!("Return {value}"),
            Insn::Deopt { state: s } => format!("Deopt {}", state(s)),
            Insn::Yield { value, state: s } => format!("Yield {value} {}", state(s)),
            Insn::PrimConst { .. } => "PrimConst".to_string(),
            Insn::Raise { kind, value, state: s } => {
                let v = value.map_or(String::new(), |v| format!(" {v}"));
                format!("Raise<{kind:?}>{v} {}", state(s))
            }
            Insn::CallHelper { helper, args, state: s } => {
                let h = match helper {
                    Helper::LoadName(n) => format!("LoadName:{}", name(*n)),
                    Helper::StoreName(n) => format!("StoreName:{}", name(*n)),
                    Helper::DeleteName(n) => format!("DeleteName:{}", name(*n)),
                    Helper::BuildClass(n) => format!("BuildClass:{}", name(*n)),
                    Helper::ImportModule(n) => format!("ImportModule:{}", name(*n)),
                    Helper::ImportFrom(n) => format!("ImportFrom:{}", name(*n)),
                    Helper::DeleteAttr(n) => format!("DeleteAttr:{}", name(*n)),
                    Helper::ListMethod(n) => format!("ListMethod:{}", name(*n)),
                    Helper::DictMethod(n) => format!("DictMethod:{}", name(*n)),
                    Helper::StrMethod(n) => format!("StrMethod:{}", name(*n)),
                    Helper::DeleteGlobal(g) => format!("DeleteGlobal:{}", global(*g)),
                    Helper::FormatValue(c) => format!("FormatValue:{c}"),
                    Helper::Raise(kind) => format!("Raise:{kind:?}"),
                    Helper::IntArith(op) => format!("IntArith:{op:?}"),
                    Helper::Append { inplace: true } => "Append:inplace".to_string(),
                    Helper::Append { inplace: false } => "Append:binary".to_string(),
                    Helper::UnpackStarred { before, after } => format!("UnpackStarred:{before}:{after}"),
                    Helper::CallMethodKw { name: n, kwnames } => {
                        format!("CallMethodKw:{}:{}", name(*n), keyword_names(*kwnames))
                    }
                    other => format!("{other:?}"),
                };
                let sep = if args.is_empty() { "" } else { " " };
                format!("CallHelper<{h}>{sep}{} {}", list(args), state(s))
            }
            Insn::GuardType { value, ty, state: s } => {
                format!("GuardType<{}> {value} {}", type_text(*ty, names), state(s))
            }
            Insn::GuardShape { value, shape, store, state: s } => {
                let store = if *store { ", store" } else { "" };
                format!("GuardShape<{shape}{store}> {value} {}", state(s))
            }
            Insn::LoadSlot { object, slot } => format!("LoadSlot<{slot}> {object}"),
            Insn::StoreSlot { object, slot, value } => format!("StoreSlot<{slot}> {object}, {value}"),
            Insn::GuardIs { value, expected, state: s } => {
                format!("GuardIs<{}> {value} {}", type_text(Type::from_value(*expected), names), state(s))
            }
            Insn::Unbox { value } => format!("Unbox {value}"),
            Insn::Box { value } => format!("Box {value}"),
            Insn::IntArith { op, left, right, state: s } | Insn::FloatArith { op, left, right, state: s } => {
                let kind = if matches!(insn, Insn::IntArith { .. }) { "Int" } else { "Float" };
                let s = s.as_ref().map_or(String::new(), state);
                format!("{} {left}, {right} {s}", low_level_name(kind, LowOp::Arith(*op)))
            }
            Insn::IntCompare { op, left, right } => {
                format!("{} {left}, {right}", low_level_name("Int", LowOp::Compare(*op)))
            }
            Insn::FloatCompare { op, left, right } => {
                format!("{} {left}, {right}", low_level_name("Float", LowOp::Compare(*op)))
            }
            Insn::IntNeg { operand, state: s } => format!("IntNeg {operand} {}", state(s)),
            Insn::IntInvert { operand } => format!("IntInvert {operand}"),
            Insn::FloatNeg { operand } => format!("FloatNeg {operand}"),
            Insn::FloatSqrt { operand, state: s } => format!("FloatSqrt {operand} {}", state(s)),
            Insn::CastIntToFloat { value } => format!("CastIntToFloat {value}"),
            Insn::NumberToDouble { value, state: s } => format!("NumberToDouble {value} {}", state(s)),
            Insn::BoolNot { value } => format!("BoolNot {value}"),
            Insn::Select { cond, if_true, if_false } => format!("Select {cond}, {if_true}, {if_false}"),
            Insn::IsSame { left, right } => format!("IsSame {left}, {right}"),
            Insn::StrEq { left, right } => format!("StrEq {left}, {right}"),
            Insn::GuardCode { value, code, state: s } => format!("GuardCode<{code:?}> {value} {}", state(s)),
            Insn::FunctionCell { function, index } => format!("FunctionCell<{index}> {function}"),
            Insn::InstanceHas { value, class, shape } => {
                format!("InstanceHas<{}, {shape}> {value}", type_text(Type::from_value(*class), names))
            }
            Insn::IsInstance { value, classes } => {
                let classes: Vec<String> = classes.iter().map(|&c| type_text(Type::from_value(c), names)).collect();
                format!("IsInstance<{}> {value}", classes.join(", "))
            }
            Insn::ArrayLen { array } => format!("ArrayLen {array}"),
            Insn::StrLen { string } => format!("StrLen {string}"),
            Insn::StrChar { string, index } => format!("StrChar {string}, {index}"),
            Insn::CharStr { code, state: s } => format!("CharStr {code} {}", state(s)),
            Insn::StrOrd { string, state: s } => format!("StrOrd {string} {}", state(s)),
            Insn::CheckIndex { index, length, state: s } => format!("CheckIndex {index}, {length} {}", state(s)),
            Insn::NewObject { kind, fields } => format!("NewObject<{}> {}", kind.name(), list(fields)),
            Insn::VirtualObject { kind, fields } => format!("VirtualObject<{}> {}", kind.name(), list(fields)),
            Insn::LoadField { object, field } => format!("LoadField<{}> {object}", field.name()),
            Insn::LoadArrayItem { array, index } => format!("LoadArrayItem {array}, {index}"),
            Insn::StoreArrayItem { array, index, value } => format!("StoreArrayItem {array}, {index}, {value}"),
            Insn::GuardVersions { value, versions, state: s } => {
                format!("GuardVersions<{}> {value} {}", class_versions(versions, names), state(s))
            }
            Insn::GuardStorage { array, storage, state: s } => {
                format!("GuardStorage<{}> {array} {}", storage.name(), state(s))
            }
            Insn::LoadNumberItem { array, index, storage } => {
                format!("LoadNumberItem<{}> {array}, {index}", storage.name())
            }
            Insn::LoadBoolItem { array, index } => format!("LoadBoolItem {array}, {index}"),
            Insn::StoreBoolItem { array, index, value } => format!("StoreBoolItem {array}, {index}, {value}"),
            Insn::StoreField { object, field, value } => format!("StoreField<{}> {object}, {value}", field.name()),
            Insn::EnterInlined { frame, state: s } => format!("EnterInlined {frame} {}", state(s)),
            Insn::CheckDepth { frame, state: s } => format!("CheckDepth {frame} {}", state(s)),
            Insn::LeaveInlined { frame } => format!("LeaveInlined {frame}"),
            Insn::CheckRangeSmall { next, remaining, step, state: s } => {
                format!("CheckRangeSmall {next}, {remaining}, {step} {}", state(s))
            }
        };
        out.push_str(body.trim_end());
        out
    }
}

/// The control-flow graph of `f` in Graphviz's language (`--dump=hir-dot`): a box per
/// block listing its parameters and instructions, an arrow per edge, dashed to an
/// exception handler.
pub fn to_dot(f: &Function) -> String {
    // Inside a record label these would end or split the label.
    let escape = |text: &str| {
        text.chars().fold(String::new(), |mut out, c| {
            match c {
                '"' | '\\' | '{' | '}' | '|' | '<' | '>' => {
                    out.push('\\');
                    out.push(c);
                }
                _ => out.push(c),
            }
            out
        })
    };
    let mut out =
        format!("digraph \"{}\" {{\n  node [shape=box, fontname=\"monospace\", fontsize=10];\n", escape(&f.name));
    for b in f.reverse_post_order() {
        let block = f.block(b);
        let params: Vec<String> = block.params.iter().map(|&p| format!("{p}:{}", f.ty(p))).collect();
        let mut label = format!("{b}({}):\\l", escape(&params.join(", ")));
        for &i in &block.insns {
            label += &format!("  {}\\l", escape(&f.insn_text(i)));
        }
        let _ = writeln!(out, "  {b} [label=\"{label}\"];");
        if let Some(&last) = block.insns.last() {
            let insn = f.insn(last);
            for e in insn.edges() {
                let _ = writeln!(out, "  {b} -> {};", e.target);
            }
            if let Some(handler) = insn.handler() {
                let _ = writeln!(out, "  {b} -> {handler} [style=dashed, label=\"raise\"];");
            }
        }
    }
    out += "}\n";
    out
}
