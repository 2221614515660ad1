//! Generates `hir::Type`'s constants from `types.spec` with lattice-gen.

fn main() {
    let spec = "types.spec";
    println!("cargo::rerun-if-changed={spec}");
    let src = std::fs::read_to_string(spec).expect("hir/types.spec is readable");
    let lattice = match ember_lattice_gen::parse(&src) {
        Ok(l) => l,
        Err(e) => {
            // Cargo shows build-script output on failure: point at the spec line.
            eprintln!("hir/{spec}:{}: {}", e.line, e.message);
            std::process::exit(1);
        }
    };
    let out = std::path::PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    std::fs::write(out.join("types.rs"), ember_lattice_gen::emit_rust(&lattice, "hir/types.spec"))
        .expect("write types.rs");
    std::fs::write(out.join("types.dot"), ember_lattice_gen::emit_dot(&lattice)).expect("write types.dot");
}
