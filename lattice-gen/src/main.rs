//! `lattice-gen SPEC [--rust FILE] [--dot FILE] [--table]`: checks a type-hierarchy
//! spec and writes what `hir/build.rs` generates from it, for inspection. With no
//! output option it prints the bit table.

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: lattice-gen SPEC [--rust FILE] [--dot FILE] [--table]";
    let Some(spec) = args.first().filter(|a| !a.starts_with("--")) else {
        eprintln!("{usage}");
        return ExitCode::from(2);
    };
    let src = match std::fs::read_to_string(spec) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("lattice-gen: cannot read {spec}: {e}");
            return ExitCode::from(2);
        }
    };
    let lattice = match ember_lattice_gen::parse(&src) {
        Ok(l) => l,
        Err(e) => {
            eprintln!("{spec}:{}: {}", e.line, e.message);
            return ExitCode::FAILURE;
        }
    };
    let mut wrote = false;
    let mut rest = args[1..].iter();
    while let Some(opt) = rest.next() {
        let text = match opt.as_str() {
            "--table" => {
                print!("{}", ember_lattice_gen::table(&lattice));
                wrote = true;
                continue;
            }
            "--rust" => ember_lattice_gen::emit_rust(&lattice, spec),
            "--dot" => ember_lattice_gen::emit_dot(&lattice),
            _ => {
                eprintln!("{usage}");
                return ExitCode::from(2);
            }
        };
        let Some(file) = rest.next() else {
            eprintln!("lattice-gen: {opt} needs a file name");
            return ExitCode::from(2);
        };
        if let Err(e) = std::fs::write(file, text) {
            eprintln!("lattice-gen: cannot write {file}: {e}");
            return ExitCode::FAILURE;
        }
        wrote = true;
    }
    if !wrote {
        print!("{}", ember_lattice_gen::table(&lattice));
    }
    ExitCode::SUCCESS
}
