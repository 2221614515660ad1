//! A Rust host embedding ember: run a module, then call its functions from Rust.
//!
//! `cargo run --release --example embed`

use ember::{Arg, Config, Vm};

fn main() {
    let mut vm = Vm::new(Config::default());
    let module = r#"
def fib(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a

def greet(name, punctuation="!"):
    return "hello, " + name + punctuation
"#;
    if let Err(e) = vm.run_source(module, "host_module.py") {
        eprintln!("{e}");
        std::process::exit(e.exit_code());
    }
    let f = vm.call("fib", &[Arg::Int(90)]).expect("fib runs");
    println!("fib(90) = {} (as i64: {:?})", vm.repr(f), vm.to_i64(f));
    let big = vm.call("fib", &[Arg::Int(200)]).expect("fib runs");
    println!("fib(200) = {}", vm.repr(big));
    let g = vm.call("greet", &[Arg::Str("embedder")]).expect("greet runs");
    println!("{}", vm.repr(g));
    match vm.call("fib", &[Arg::Str("oops")]) {
        Ok(v) => println!("unexpected: {}", vm.repr(v)),
        Err(e) => println!("a Python error reaches the host:\n{e}"),
    }
}
