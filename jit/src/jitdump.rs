//! perf's jitdump format: compiled code that `perf annotate` can show instruction by
//! instruction.
//!
//! A perf map (`/tmp/perf-PID.map`) only names address ranges; once the process has
//! exited its code is gone, so perf cannot disassemble it. A jitdump file keeps a copy
//! of every function's machine code with its address, name and load time. After the
//! run, `perf inject --jit` turns each load record into a small ELF file
//! (`jitted-PID-N.so`, next to the dump) and rewrites the recording so that samples in
//! compiled code resolve against those files:
//!
//! ```text
//! perf record -k mono ember --perf-jitdump prog.py
//! perf inject --jit -i perf.data -o perf.jit.data
//! perf report -i perf.jit.data
//! perf annotate -i perf.jit.data
//! ```
//!
//! `-k mono` makes perf timestamp samples with `CLOCK_MONOTONIC`, the clock of the
//! records here: perf inject places each function's synthetic mmap at its record's
//! time, and samples taken before a function was loaded do not resolve to it.
//!
//! perf finds the dump through the recording itself: the JIT maps the file's first
//! page executable, the kernel logs that mmap, and perf inject opens any mapped file
//! named `jit-PID.dump` whose PID is the mapping process. Hence the fixed name and
//! the mapping kept for the life of [`JitDump`]; the directory is free, and the file
//! stays there after the run (perf inject reads it then).
//!
//! Layout (specification: `tools/perf/Documentation/jitdump-specification.txt` in
//! Linux), every field in the host's byte order, which perf detects from the magic:
//!
//! - file header, 40 bytes: magic `0x4A695444` u32, version 1 u32, header size u32,
//!   ELF machine u32, padding u32, pid u32, timestamp u64, flags u64;
//! - records, each a 16-byte header (id u32, size of the whole record u32, timestamp
//!   u64) then its body; [`JitDump::code_load`] writes `JIT_CODE_LOAD` (id 0): pid u32,
//!   tid u32, vma u64, code address u64, code size u64, code index u64, the name
//!   NUL-terminated, then the code bytes; dropping the [`JitDump`] writes
//!   `JIT_CODE_CLOSE` (id 3), a bare header.

use std::fs::{File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::ptr::NonNull;

const MAGIC: u32 = 0x4A69_5444;
const VERSION: u32 = 1;
const FILE_HEADER_SIZE: usize = 40;
const RECORD_HEADER_SIZE: usize = 16;
/// A load record's fields between its header and the name.
const LOAD_FIELDS_SIZE: usize = 40;
const JIT_CODE_LOAD: u32 = 0;
const JIT_CODE_CLOSE: u32 = 3;

/// The code's `e_machine` (elf.h), which the specification asks for so that a reader
/// knows how to decode the code bytes.
#[cfg(target_arch = "x86_64")]
const ELF_MACH: u32 = 62; // EM_X86_64
#[cfg(target_arch = "aarch64")]
const ELF_MACH: u32 = 183; // EM_AARCH64
#[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64")))]
const ELF_MACH: u32 = 0; // EM_NONE: ember compiles for neither anyway.

/// An open jitdump file, `DIR/jit-PID.dump`, with the mapping that tells perf about it.
pub struct JitDump {
    file: File,
    path: PathBuf,
    /// Never read: it exists so that perf record logs the mmap; unmapped on drop.
    _marker: Marker,
    next_index: u64,
    /// One record at a time, reused so that each record costs one `write` and no
    /// allocation once the buffer has grown to the largest function.
    buf: Vec<u8>,
}

impl JitDump {
    /// Creates (or truncates) `dir/jit-PID.dump`, writes its header and maps its first
    /// page so that a running `perf record` notices the file. `dir` must exist, and
    /// its file system must allow executable mappings (not `noexec`).
    pub fn create(dir: &Path) -> io::Result<JitDump> {
        let path = dir.join(format!("jit-{}.dump", std::process::id()));
        // Read access as well: mmap needs it, even for a mapping nobody reads.
        let mut file = OpenOptions::new().read(true).write(true).create(true).truncate(true).open(&path)?;
        let mut header = Vec::with_capacity(FILE_HEADER_SIZE);
        put_u32(&mut header, MAGIC);
        put_u32(&mut header, VERSION);
        put_u32(&mut header, FILE_HEADER_SIZE as u32);
        put_u32(&mut header, ELF_MACH);
        put_u32(&mut header, 0);
        put_u32(&mut header, std::process::id());
        put_u64(&mut header, timestamp());
        put_u64(&mut header, 0);
        debug_assert_eq!(header.len(), FILE_HEADER_SIZE);
        let marker = file.write_all(&header).and_then(|()| Marker::map(&file));
        match marker {
            Ok(marker) => Ok(JitDump { file, path, _marker: marker, next_index: 0, buf: Vec::new() }),
            Err(e) => {
                // A dump perf would never find only misleads whoever finds it later.
                let _ = std::fs::remove_file(&path);
                Err(e)
            }
        }
    }

    /// The dump's path, `dir/jit-PID.dump`.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Records that `code` now runs at `address` under `name`. Each call gets the next
    /// code index, so recompiling a function at the same address (or reusing freed
    /// code memory) gives a new ELF file and leaves earlier samples with the old code.
    /// The record reaches the file before this returns.
    pub fn code_load(&mut self, name: &str, address: u64, code: &[u8]) -> io::Result<()> {
        // perf reads the name as a C string and finds the code from the record's end,
        // so an interior NUL would only shorten the name; cut it here so that the
        // record is laid out as the specification says.
        let name = name.as_bytes();
        let name = &name[..name.iter().position(|&b| b == 0).unwrap_or(name.len())];
        let size = RECORD_HEADER_SIZE + LOAD_FIELDS_SIZE + name.len() + 1 + code.len();
        let size = u32::try_from(size)
            .map_err(|_| io::Error::new(io::ErrorKind::InvalidInput, "jitdump record over 4 GiB"))?;
        let mut buf = std::mem::take(&mut self.buf);
        buf.clear();
        put_u32(&mut buf, JIT_CODE_LOAD);
        put_u32(&mut buf, size);
        put_u64(&mut buf, timestamp());
        put_u32(&mut buf, std::process::id());
        put_u32(&mut buf, thread_id());
        put_u64(&mut buf, address); // vma
        put_u64(&mut buf, address); // code_addr: the same, as no header precedes the code
        put_u64(&mut buf, code.len() as u64);
        put_u64(&mut buf, self.next_index);
        buf.extend_from_slice(name);
        buf.push(0);
        buf.extend_from_slice(code);
        debug_assert_eq!(buf.len(), size as usize);
        let written = self.file.write_all(&buf);
        self.buf = buf;
        written?;
        self.next_index += 1;
        Ok(())
    }
}

impl Drop for JitDump {
    fn drop(&mut self) {
        // Optional for perf, but it tells a reader the dump is complete rather than cut
        // short by a crash.
        let mut close = Vec::with_capacity(RECORD_HEADER_SIZE);
        put_u32(&mut close, JIT_CODE_CLOSE);
        put_u32(&mut close, RECORD_HEADER_SIZE as u32);
        put_u64(&mut close, timestamp());
        let _ = self.file.write_all(&close);
    }
}

/// The executable mapping of the dump's first page.
struct Marker {
    addr: NonNull<libc::c_void>,
    len: usize,
}

impl Marker {
    fn map(file: &File) -> io::Result<Marker> {
        use std::os::fd::AsRawFd;
        // SAFETY: sysconf has no preconditions.
        let page = unsafe { libc::sysconf(libc::_SC_PAGESIZE) };
        let len = usize::try_from(page).unwrap_or(4096);
        // perf record logs only executable file mappings (data mappings need
        // `--data`), hence PROT_EXEC; private so that nothing can reach the file
        // through it.
        // SAFETY: a fresh mapping at an address of the kernel's choosing replaces no
        // existing memory; the file is open for reading, and the mapping may extend
        // past its end because nothing ever touches the memory.
        let addr = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                len,
                libc::PROT_READ | libc::PROT_EXEC,
                libc::MAP_PRIVATE,
                file.as_raw_fd(),
                0,
            )
        };
        if addr == libc::MAP_FAILED {
            return Err(io::Error::last_os_error());
        }
        let addr = NonNull::new(addr).ok_or_else(|| io::Error::other("mmap returned null"))?;
        Ok(Marker { addr, len })
    }
}

impl Drop for Marker {
    fn drop(&mut self) {
        // SAFETY: the mapping is this struct's own, of `len` bytes, and no reference
        // into it exists.
        unsafe { libc::munmap(self.addr.as_ptr(), self.len) };
    }
}

// SAFETY: the pointer is only an mmap handle, never dereferenced; unmapping it from
// another thread is as sound as from the thread that mapped it. Being Send lets the
// dump live behind a lock shared with the compile thread.
unsafe impl Send for Marker {}

fn put_u32(buf: &mut Vec<u8>, value: u32) {
    buf.extend_from_slice(&value.to_ne_bytes());
}

fn put_u64(buf: &mut Vec<u8>, value: u64) {
    buf.extend_from_slice(&value.to_ne_bytes());
}

/// `CLOCK_MONOTONIC` in nanoseconds: the clock of `perf record -k mono`.
/// `std::time::Instant` reads the same clock on Linux but does not expose its value.
fn timestamp() -> u64 {
    let mut ts = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: `ts` is a valid timespec to write to; CLOCK_MONOTONIC always exists.
    unsafe { libc::clock_gettime(libc::CLOCK_MONOTONIC, &mut ts) };
    (ts.tv_sec as u64).wrapping_mul(1_000_000_000).wrapping_add(ts.tv_nsec as u64)
}

/// The kernel's id of the calling thread, which perf attributes the load to.
#[cfg(target_os = "linux")]
fn thread_id() -> u32 {
    // SAFETY: gettid has no preconditions and cannot fail.
    unsafe { libc::gettid() as u32 }
}

/// Elsewhere there is no perf to read the dump; the process id is as good as any.
#[cfg(not(target_os = "linux"))]
fn thread_id() -> u32 {
    std::process::id()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicU32, Ordering};

    #[derive(Debug, PartialEq)]
    struct Header {
        version: u32,
        elf_mach: u32,
        pid: u32,
        timestamp: u64,
        flags: u64,
    }

    #[derive(Debug, PartialEq)]
    enum Record {
        Load { timestamp: u64, pid: u32, tid: u32, vma: u64, code_addr: u64, index: u64, name: String, code: Vec<u8> },
        Close { timestamp: u64 },
    }

    /// Reads fields in order, failing the test on a read past the end.
    struct Reader<'a> {
        bytes: &'a [u8],
        at: usize,
    }

    impl Reader<'_> {
        fn take(&mut self, n: usize) -> &[u8] {
            assert!(
                self.at + n <= self.bytes.len(),
                "field at {} of {n} bytes runs past {}",
                self.at,
                self.bytes.len()
            );
            self.at += n;
            &self.bytes[self.at - n..self.at]
        }
        fn u32(&mut self) -> u32 {
            u32::from_ne_bytes(self.take(4).try_into().unwrap())
        }
        fn u64(&mut self) -> u64 {
            u64::from_ne_bytes(self.take(8).try_into().unwrap())
        }
    }

    /// Parses a whole dump as perf would, asserting everything the format requires
    /// along the way: sizes that add up to the file exactly, known record ids, a name
    /// and code filling each load record, timestamps that never go back.
    fn parse(bytes: &[u8]) -> (Header, Vec<Record>) {
        let mut r = Reader { bytes, at: 0 };
        assert_eq!(r.u32(), MAGIC, "magic");
        let version = r.u32();
        assert_eq!(r.u32() as usize, FILE_HEADER_SIZE, "header total_size");
        let elf_mach = r.u32();
        assert_eq!(r.u32(), 0, "pad1");
        let pid = r.u32();
        let timestamp = r.u64();
        let flags = r.u64();
        let header = Header { version, elf_mach, pid, timestamp, flags };
        let mut records = Vec::new();
        let mut last_time = timestamp;
        while r.at < bytes.len() {
            let start = r.at;
            let id = r.u32();
            let size = r.u32() as usize;
            let time = r.u64();
            assert!(size >= RECORD_HEADER_SIZE, "record at {start}: total_size {size}");
            assert!(start + size <= bytes.len(), "record at {start}: {size} bytes run past {}", bytes.len());
            assert!(time >= last_time, "record at {start}: timestamp {time} before {last_time}");
            last_time = time;
            let end = start + size;
            match id {
                JIT_CODE_LOAD => {
                    let pid = r.u32();
                    let tid = r.u32();
                    let vma = r.u64();
                    let code_addr = r.u64();
                    let code_size = r.u64() as usize;
                    let index = r.u64();
                    let rest = &bytes[r.at..end];
                    let nul = rest.iter().position(|&b| b == 0).expect("name without NUL");
                    let name = String::from_utf8(rest[..nul].to_vec()).expect("name not UTF-8");
                    let code = rest[nul + 1..].to_vec();
                    assert_eq!(code.len(), code_size, "record at {start}: code_size against the bytes left");
                    records.push(Record::Load { timestamp: time, pid, tid, vma, code_addr, index, name, code });
                }
                JIT_CODE_CLOSE => {
                    assert_eq!(size, RECORD_HEADER_SIZE, "close record with a body");
                    records.push(Record::Close { timestamp: time });
                }
                _ => panic!("record at {start}: unknown id {id}"),
            }
            r.at = end;
        }
        assert_eq!(r.at, bytes.len(), "records end exactly at the end of the file");
        (header, records)
    }

    /// A directory of its own for each test: tests run in parallel in one process,
    /// and every dump of that process is called `jit-PID.dump`.
    struct TempDir(PathBuf);

    impl TempDir {
        fn new(name: &str) -> TempDir {
            static COUNT: AtomicU32 = AtomicU32::new(0);
            let n = COUNT.fetch_add(1, Ordering::Relaxed);
            let dir = std::env::temp_dir().join(format!("ember-jitdump-{}-{name}-{n}", std::process::id()));
            let _ = std::fs::remove_dir_all(&dir);
            std::fs::create_dir(&dir).unwrap();
            TempDir(dir)
        }
    }

    impl Drop for TempDir {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }

    fn check_header(header: &Header) {
        assert_eq!(header.version, 1);
        #[cfg(target_arch = "x86_64")]
        assert_eq!(header.elf_mach, 62);
        #[cfg(target_arch = "aarch64")]
        assert_eq!(header.elf_mach, 183);
        assert_eq!(header.pid, std::process::id());
        assert_eq!(header.flags, 0);
        assert!(header.timestamp > 0);
    }

    #[test]
    fn jitdump_empty_is_header_only() {
        let dir = TempDir::new("empty");
        let dump = JitDump::create(&dir.0).unwrap();
        let path = dump.path().to_path_buf();
        let bytes = std::fs::read(&path).unwrap();
        assert_eq!(bytes.len(), FILE_HEADER_SIZE);
        let (header, records) = parse(&bytes);
        check_header(&header);
        assert_eq!(records, []);
        drop(dump);
        let (after, records) = parse(&std::fs::read(&path).unwrap());
        assert_eq!(after, header);
        assert!(matches!(records[..], [Record::Close { .. }]), "{records:?}");
    }

    #[test]
    fn jitdump_records_read_back() {
        let dir = TempDir::new("records");
        let functions: [(&str, u64, &[u8]); 4] = [
            ("Kernel.schedule", 0x7f00_1234_0000, &[0xb8, 0x2a, 0x00, 0x00, 0x00, 0xc3]),
            ("<lambda>", 0x7f00_1234_0040, &[0xc3]),
            ("f€", 0x7f00_1234_0080, &[0x90; 300]),
            // Code memory reused for a recompiled function: same address, new index.
            ("Kernel.schedule", 0x7f00_1234_0000, &[]),
        ];
        let mut dump = JitDump::create(&dir.0).unwrap();
        let path = dump.path().to_path_buf();
        for (name, address, code) in functions {
            dump.code_load(name, address, code).unwrap();
        }
        // Every record must be on disk while the dump is still open.
        let (header, records) = parse(&std::fs::read(&path).unwrap());
        check_header(&header);
        assert_eq!(records.len(), functions.len());
        let tid = thread_id();
        for (i, (record, (name, address, code))) in records.iter().zip(functions).enumerate() {
            let Record::Load { timestamp: _, pid, tid: record_tid, vma, code_addr, index, name: got, code: got_code } =
                record
            else {
                panic!("record {i}: {record:?}");
            };
            assert_eq!((*pid, *record_tid), (std::process::id(), tid));
            assert_eq!((*vma, *code_addr), (address, address));
            assert_eq!(*index, i as u64);
            assert_eq!(got, name);
            assert_eq!(got_code, code);
        }
        drop(dump);
        let (_, after) = parse(&std::fs::read(&path).unwrap());
        assert_eq!(after[..records.len()], records[..]);
        assert!(matches!(after[records.len()..], [Record::Close { .. }]), "{after:?}");
    }

    #[test]
    fn jitdump_name_cut_at_nul() {
        let dir = TempDir::new("nul");
        let mut dump = JitDump::create(&dir.0).unwrap();
        dump.code_load("a\0b", 16, &[0xc3]).unwrap();
        let (_, records) = parse(&std::fs::read(dump.path()).unwrap());
        assert!(matches!(&records[..], [Record::Load { name, code, .. }] if name == "a" && code == &[0xc3]));
    }

    #[test]
    fn jitdump_file_is_jit_pid_dump_in_dir() {
        let dir = TempDir::new("name");
        let dump = JitDump::create(&dir.0).unwrap();
        let expected = dir.0.join(format!("jit-{}.dump", std::process::id()));
        assert_eq!(dump.path(), expected);
        let entries: Vec<_> = std::fs::read_dir(&dir.0).unwrap().map(|e| e.unwrap().path()).collect();
        assert_eq!(entries, [expected]);
    }

    #[test]
    fn jitdump_missing_dir_is_an_error() {
        let dir = TempDir::new("missing");
        assert!(JitDump::create(&dir.0.join("absent")).is_err());
    }

    /// What perf record sees: a private, readable, executable mapping of the file,
    /// there exactly as long as the dump is open.
    #[cfg(target_os = "linux")]
    #[test]
    fn jitdump_marker_mapping_is_executable() {
        let dir = TempDir::new("mapping");
        let dump = JitDump::create(&dir.0).unwrap();
        let path = std::fs::canonicalize(dump.path()).unwrap();
        let path = path.to_str().unwrap().to_string();
        let mappings = || -> Vec<String> {
            let maps = std::fs::read_to_string("/proc/self/maps").unwrap();
            maps.lines()
                .filter(|line| line.ends_with(&path))
                .map(|line| line.split_whitespace().nth(1).unwrap().to_string())
                .collect()
        };
        assert_eq!(mappings(), ["r-xp"]);
        drop(dump);
        assert_eq!(mappings(), Vec::<String>::new());
    }
}
