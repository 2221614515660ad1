//! The bit table of ember's own spec, as a snapshot: a change to `hir/types.spec`
//! shows up in review as a diff of `snapshots/snapshot__hir_types_table.snap`
//! (update it with `INSTA_UPDATE=always cargo test -p ember-lattice-gen`).

#[test]
fn hir_types_table() {
    let lattice = ember_lattice_gen::parse(include_str!("../../hir/types.spec")).expect("hir/types.spec is valid");
    insta::assert_snapshot!(ember_lattice_gen::table(&lattice));
}

#[test]
fn hir_types_dot_names_every_node() {
    let lattice = ember_lattice_gen::parse(include_str!("../../hir/types.spec")).unwrap();
    let dot = ember_lattice_gen::emit_dot(&lattice);
    assert!(dot.starts_with("digraph types {"));
    for node in &lattice.nodes {
        assert!(dot.contains(&format!("    {} [label=", node.name)), "{} missing", node.name);
    }
}
