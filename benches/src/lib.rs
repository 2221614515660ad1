//! `benches` will own the hot-loop benchmark harness (ember vs CPython, PyPy and native
//! Rust ports) and its reports. No code yet: the benchmark issue builds it.
