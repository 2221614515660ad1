//! The collector reclaims garbage: a loop that allocates about 10 GiB in total must
//! stay under 200 MiB of resident memory.

use ember::{Config, Vm};

fn peak_rss_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

#[test]
fn ten_gib_of_garbage_stays_under_200_mib() {
    // Each iteration allocates a 1000-item list (~8 KiB storage + header) and a tuple,
    // then drops them: 1.4M iterations is ~11 GiB.
    let program = "
def churn(n):
    keep = [0] * 100
    total = 0
    for i in range(n):
        junk = [i] * 1000
        t = (junk, i)
        keep[i % 100] = t[1]
        total += len(junk)
    return total
print(churn(1_400_000))
";
    let out: Vec<u8> = Vec::new();
    let sink = std::rc::Rc::new(std::cell::RefCell::new(out));
    struct Sink(std::rc::Rc<std::cell::RefCell<Vec<u8>>>);
    impl std::io::Write for Sink {
        fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
            self.0.borrow_mut().extend_from_slice(b);
            Ok(b.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let mut vm = Vm::with_output(Config::default(), Box::new(Sink(sink.clone())));
    vm.run_source(program, "churn.py").expect("program runs");
    let stats = vm.heap_stats();
    assert_eq!(String::from_utf8_lossy(&sink.borrow()), "1400000000\n");
    assert!(
        stats.bytes_allocated_total >= 10 << 30,
        "the test must allocate at least 10 GiB, allocated {} bytes",
        stats.bytes_allocated_total
    );
    assert!(stats.collections > 10, "expected many collections, got {}", stats.collections);
    let rss = peak_rss_kib().expect("read VmHWM");
    assert!(rss < 200 * 1024, "peak RSS {rss} KiB exceeds 200 MiB");
}
