//! `cargo bench -- [OPTIONS] [FILTER]...`: the hot-loop suite against CPython, PyPy and
//! native code; `cargo bench -- --help` lists the options. See `benches/src/lib.rs`.

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    std::process::exit(ember_benches::main(std::path::Path::new(env!("CARGO_BIN_EXE_ember")), &args));
}
