fn main() {
    let status = ember::cli::main_on_big_stack(std::env::args().collect());
    std::process::exit(status);
}
