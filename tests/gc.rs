//! The collector reclaims garbage (a loop that allocates about 10 GiB in total must
//! stay under 200 MiB of resident memory), and compiled code's inline allocation keeps
//! the heap sound across collections.

use ember::{Config, Vm};

fn peak_rss_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// Program output collected in memory.
type Captured = std::rc::Rc<std::cell::RefCell<Vec<u8>>>;

struct Sink(Captured);

impl std::io::Write for Sink {
    fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
        self.0.borrow_mut().extend_from_slice(b);
        Ok(b.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// A VM with the default configuration whose program output goes to the buffer
/// returned with it.
fn vm_with_captured_output() -> (Vm, Captured) {
    let out = Captured::default();
    (Vm::with_output(Config::default(), Box::new(Sink(out.clone()))), out)
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
    let (mut vm, sink) = vm_with_captured_output();
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

/// Compiled code allocates instances inline (a bump of the free run, the statistics
/// kept as the runtime keeps them): across many collections, with the heap checked
/// after each (every reference live, every free cell zero), the program's answer,
/// the instance count and the survivors are right.
#[test]
fn instances_allocated_by_compiled_code_survive_collections() {
    let program = "
class Node:
    def __init__(self, value, next):
        self.value = value
        self.next = next

def build(n):
    head = None
    total = 0
    for i in range(n):
        node = Node(i, None)
        total += node.value
        if i % 97 == 0:
            head = Node(i, head)
    count = 0
    while head is not None:
        count += head.value % 7
        head = head.next
    return total, count
print(build(400_000))
";
    let expected = {
        let n: u64 = 400_000;
        let kept: Vec<u64> = (0..n).filter(|i| i % 97 == 0).collect();
        format!("({}, {})\n", n * (n - 1) / 2, kept.iter().map(|v| v % 7).sum::<u64>())
    };
    let (mut vm, out) = vm_with_captured_output();
    vm.runtime().heap.verify = true;
    let instance = ember_runtime::layout::LayoutId::Instance as usize;
    // (The runtime makes a few instances of its own: `sys.version_info`.)
    let before = vm.heap_stats().allocations[instance];
    vm.run_source(program, "nodes.py").expect("program runs");
    assert_eq!(String::from_utf8_lossy(&out.borrow()), expected);
    let stats = vm.heap_stats();
    let instances = stats.allocations[instance] - before;
    assert_eq!(instances, 400_000 + 400_000_u64.div_ceil(97), "one count per instance made");
    assert!(stats.collections >= 3, "expected collections, got {}", stats.collections);
    let jit = vm.jit_stats().unwrap_or_default();
    assert!(jit.contains("OSR entries taken: 1"), "build()'s loop must run compiled: {jit}");
}
