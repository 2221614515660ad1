//! Methods of `int` and `float`.

use super::arity;
use crate::error::PyResult;
use crate::int::int_ref;
use crate::object::*;
use crate::value::Value;
use crate::vm::Rt;

/// Methods of `int` (and `bool`).
pub fn int_method(rt: &mut Rt, recv: Value, name: &str, args: &[Value]) -> PyResult<Value> {
    let Some(i) = int_ref(recv) else { unreachable!("an int receiver") };
    match name {
        "bit_length" | "bit_count" => {
            arity("int", name, args, 0, 0)?;
            let magnitude = i.to_bigint().magnitude().clone();
            let n = if name == "bit_length" { magnitude.bits() } else { magnitude.count_ones() };
            Ok(rt.new_int(n as i64))
        }
        _ => Err(crate::classes::attribute_error(recv, name, format!("'int' object has no attribute '{name}'"))),
    }
}

/// Methods of `float`.
pub fn float_method(recv: Value, name: &str, args: &[Value]) -> PyResult<Value> {
    let Some(d) = float_value(recv) else { unreachable!("a float receiver") };
    match name {
        "is_integer" => {
            arity("float", name, args, 0, 0)?;
            Ok(py_bool(d.is_finite() && d.fract() == 0.0))
        }
        _ => Err(crate::classes::attribute_error(recv, name, format!("'float' object has no attribute '{name}'"))),
    }
}
