//! What the HIR's `CallHelper` and keyword calls do on the runtime: one definition,
//! run by the HIR interpreter and called by compiled code (`ember_jit::helpers`).

use crate::ir::{Helper, RaiseKind};
use ember_runtime::classes;
use ember_runtime::code::Code;
use ember_runtime::error::{PyErr, PyResult};
use ember_runtime::object::{py_bool, tuple_items};
use ember_runtime::ops;
use ember_runtime::shared_ops;
use ember_runtime::value::Value;
use ember_runtime::vm::Rt;
use smallvec::SmallVec;

/// `callee(*args)` where the last `len(kwnames)` arguments are keyword arguments
/// named by the tuple `kwnames`.
pub fn call_with_keywords(rt: &mut Rt, callee: Value, args: &[Value], kwnames: Value) -> PyResult<Value> {
    let names = tuple_items(kwnames);
    let (pos, kwvals) = args.split_at(args.len() - names.len());
    let kw: SmallVec<[(&str, Value); 4]> =
        names.iter().map(|&n| ember_runtime::object::str_text(n)).zip(kwvals.iter().copied()).collect();
    ember_runtime::interp::call_function_kw(rt, callee, pos, &kw)
}

/// Runs a helper on its operands; NULL for helpers without a result. `code` is the
/// code the operation is from; a name the helper names is `names[i]` when given (the
/// HIR function's names: code inlined into it has its names after the caller's),
/// else `code`'s.
pub fn call_helper(
    rt: &mut Rt,
    code: &Code,
    names: Option<&[String]>,
    helper: &Helper,
    a: &[Value],
) -> PyResult<Value> {
    let name = |i: &u32| match names {
        Some(names) => names[*i as usize].as_str(),
        None => &*code.names[*i as usize],
    };
    let none = Value::NULL;
    Ok(match helper {
        Helper::LoadName(n) => shared_ops::load_name(rt, code, a[0], name(n))?,
        Helper::StoreName(n) => shared_ops::store_name(rt, a[0], name(n), a[1]).map(|_| none)?,
        Helper::DeleteName(n) => shared_ops::delete_name(rt, a[0], name(n)).map(|_| none)?,
        Helper::BuildClass(n) => shared_ops::build_class(rt, a[0], name(n), &a[1..])?,
        Helper::ImportModule(n) => shared_ops::import_module(rt, code, name(n))?,
        Helper::ImportFrom(n) => ember_runtime::import::import_from(rt, a[0], name(n))?,
        Helper::DeleteGlobal(g) => shared_ops::delete_global(rt, code, *g).map(|_| none)?,
        Helper::BuildMap => shared_ops::build_map(rt, a)?,
        Helper::BuildSet => shared_ops::build_set(rt, a)?,
        Helper::BuildConstSet => shared_ops::build_const_set(rt, a[0])?,
        Helper::SetAdd => ember_runtime::dict::set_add(rt, a[0], a[1]).map(|_| none)?,
        Helper::MapAdd => ember_runtime::dict::dict_set(rt, a[0], a[1], a[2]).map(|_| none)?,
        Helper::DeleteItem => ops::delitem(rt, a[0], a[1]).map(|_| none)?,
        Helper::WithCause => shared_ops::with_cause(rt, a[0], a[1])?,
        Helper::DeleteSlice => ops::delete_slice(rt, a[0], a[1], a[2], a[3]).map(|_| none)?,
        Helper::DeleteAttr(n) => classes::delattr(rt, a[0], name(n)).map(|_| none)?,
        Helper::ExtendCallArgs => shared_ops::extend_call_args(rt, a[0], a[1], a[2]).map(|_| none)?,
        Helper::MergeCallKwargs => shared_ops::merge_call_kwargs(rt, a[0], a[1], a[2]).map(|_| none)?,
        Helper::AddKeyword => shared_ops::add_keyword(rt, a[0], a[1], a[2], a[3]).map(|_| none)?,
        Helper::CallEx => shared_ops::call_ex(rt, a[0], a[1], a[2])?,
        Helper::CallMethodKw { name: n, kwnames } => {
            let method = classes::getattr(rt, a[0], name(n))?;
            rt.handles.push(method);
            let r = call_with_keywords(rt, method, &a[1..], *kwnames);
            rt.handles.pop();
            r?
        }
        Helper::ListMethod(n) => ember_runtime::methods::list_method(rt, a[0], name(n), &a[1..])?,
        Helper::DictMethod(n) => ember_runtime::methods::dict_method_positional(rt, a[0], name(n), &a[1..])?,
        Helper::StrMethod(n) => ember_runtime::methods::str_method_positional(rt, a[0], name(n), &a[1..])?,
        Helper::FormatValue(c) => shared_ops::format_value(rt, a[0], *c, a[1])?,
        Helper::UnpackStarred { before, after } => {
            let items = ember_runtime::interp::unpack_starred(rt, a[0], *before as usize, *after as usize)?;
            rt.with_roots(&items, |rt| Ok(rt.new_tuple(&items)))?
        }
        Helper::BuildString => rt.concat_strs(a),
        Helper::NewRange => ember_runtime::builtins::make_range(rt, a)?,
        Helper::NewRangeIter => ember_runtime::builtins::make_range_iter(rt, a)?,
        Helper::EnterWith => {
            let (exit, entered) = ember_runtime::interp::enter_with(rt, a[0])?;
            rt.handles.push(exit);
            rt.handles.push(entered);
            let pair = rt.new_tuple(&[exit, entered]);
            rt.handles.truncate(rt.handles.len() - 2);
            pair
        }
        Helper::WithExcept => py_bool(ember_runtime::interp::exit_with_exception(rt, a[0], a[1])?),
        Helper::PopExcInfo => {
            rt.exc_stack.pop();
            none
        }
        Helper::CheckExcMatch => py_bool(ember_runtime::interp::exception_matches(a[0], a[1])?),
        Helper::Raise(kind) => return Err(raise(rt, *kind, a.first().copied().unwrap_or(Value::NULL))),
        Helper::PollInterrupt => ember_runtime::interrupt::poll().map(|_| none)?,
        Helper::IterReturnValue => ember_runtime::interp::iter_return_value(a[0]),
        Helper::Locals => shared_ops::locals_dict(rt, code, a)?,
        Helper::ListPop => rt.list_pop(a[0])?,
        Helper::DictGetItem => ember_runtime::dict::dict_getitem(rt, a[0], a[1])?,
        Helper::DictSetItem => ember_runtime::dict::dict_set(rt, a[0], a[1], a[2]).map(|_| none)?,
        Helper::KeepExceptionArguments => {
            let class = ember_runtime::classes::type_of(a[0]);
            ember_runtime::classes::keep_exception_arguments(rt, class, a[0], &a[1..]).map(|_| none)?
        }
        Helper::Len => {
            let n = ember_runtime::ops::py_len(rt, a[0])?;
            rt.new_int(n as i64)
        }
        Helper::ExceptionInit => ember_runtime::classes::init_exception_args(rt, a[0], &a[1..]).map(|_| none)?,
        Helper::DictContains => py_bool(ember_runtime::dict::dict_contains(rt, a[0], a[1])?),
        Helper::SetContains => py_bool(ember_runtime::dict::set_contains(rt, a[0], a[1])?),
        Helper::DictGet => ember_runtime::dict::dict_get_or(rt, a[0], a[1], a.get(2).copied())?,
        Helper::IntArith(op) => ember_runtime::int::exact_int_binop(rt, *op, a[0], a[1])?,
        Helper::ShareStr => {
            ember_runtime::vm::share_str(a[0]);
            a[0]
        }
        Helper::AppendStr => rt.append_str(a[0], a[1]),
        Helper::Append { inplace } => ember_runtime::ops::append(rt, a[0], a[1], *inplace)?,
    })
}

/// The exception a `raise` of `kind` raises (`value`: the raised value or the
/// assertion's message, NULL when there is none).
pub fn raise(rt: &mut Rt, kind: RaiseKind, value: Value) -> Box<PyErr> {
    match kind {
        RaiseKind::Reraise => shared_ops::raise_error(rt, 0, Value::NULL),
        RaiseKind::Value => shared_ops::raise_error(rt, 1, value),
        RaiseKind::Assert => shared_ops::assertion_error(rt, value),
        RaiseKind::Caught => {
            let info = rt.exc_stack.pop().expect("a handled exception to raise again");
            ember_runtime::interp::reraise(rt, info.value)
        }
    }
}
