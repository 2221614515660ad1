//! The heap: a precise, non-moving mark-sweep collector.
//!
//! Small objects (up to [`MAX_SMALL`] bytes) live in 64 KiB blocks, each holding cells
//! of one size class. Allocation bumps a cursor through a *free run* (a stretch of
//! contiguous free cells of the class); when the run is used up it takes the next run
//! that the last sweep found, then a fresh block. Larger objects are allocated one by
//! one in the large-object space. Marking uses an explicit mark stack and the layout
//! table ([`crate::layout::LAYOUTS`]) to find references; sweeping frees unmarked cells
//! (their header becomes `LayoutId::Free`) and rebuilds the free runs.
//!
//! Immortal objects (interned strings, code constants, code objects) are allocated
//! outside the collected heap, never marked and never freed until the heap is dropped;
//! they may only refer to other immortal objects, so the collector never traces them.
//!
//! The heap does not know the roots: [`Heap::collect`] takes a closure that hands every
//! root to the [`Marker`]. `crate::vm::Rt` owns the root set (frames, globals, handles).

use crate::layout::{GcBits, Header, LAYOUT_COUNT, LAYOUTS, LayoutId};
use crate::object::layout_of;
use crate::value::Value;
use std::alloc::{Layout as AllocLayout, alloc_zeroed, dealloc};
use std::mem::{offset_of, size_of};

const BLOCK_SIZE: usize = 64 * 1024;
/// Objects above this size go to the large-object space.
pub const MAX_SMALL: usize = 4096;
/// The step between the small size classes: objects are 8-byte aligned, and most
/// are small (a short str takes 37 bytes: a 40-byte cell, not a 48-byte one).
const GRANULE: usize = 8;
/// The smallest cell.
const MIN_CELL: usize = 16;
const MIN_GC_THRESHOLD: usize = 2 << 20;

/// Size classes: 8-byte steps from 16 to 128, then four classes per power of two.
const SIZE_CLASSES: [usize; 35] = [
    16, 24, 32, 40, 48, 56, 64, 72, 80, 88, 96, 104, 112, 120, 128, 160, 192, 224, 256, 320, 384, 448, 512, 640, 768,
    896, 1024, 1280, 1536, 1792, 2048, 2560, 3072, 3584, 4096,
];

/// How a block is allocated: aligned to a page.
fn block_layout() -> AllocLayout {
    AllocLayout::from_size_align(BLOCK_SIZE, 4096).expect("block layout")
}

fn size_class_of(size: usize) -> usize {
    debug_assert!(size <= MAX_SMALL);
    if size <= 128 {
        return size.max(MIN_CELL).div_ceil(GRANULE) - MIN_CELL / GRANULE;
    }
    SIZE_CLASSES.partition_point(|&c| c < size)
}

#[derive(Default)]
struct SizeClass {
    cursor: usize,
    limit: usize,
    /// Free runs found by the last sweep, as (start, end) addresses.
    runs: Vec<(usize, usize)>,
    /// The start addresses of the class's blocks.
    blocks: Vec<usize>,
}

/// Large objects of at least this size get their own mapping, aligned to a huge page
/// and offered to the kernel's transparent huge pages: a hot loop striding through a
/// big list then needs one TLB entry per 2 MiB instead of one per 4 KiB.
const HUGE_PAGE: usize = 2 << 20;

/// A large object's memory, freed when this is dropped.
struct LargeObject {
    ptr: *mut u8,
    size: usize,
    /// The object's own huge-page mapping, when it has one; otherwise the memory
    /// comes from the global allocator.
    mapping: Option<memmap2::MmapMut>,
}

impl LargeObject {
    /// Zeroed memory for a large object of `size` bytes; `None` when out of memory.
    fn new(size: usize) -> Option<LargeObject> {
        #[cfg(target_os = "linux")]
        if size >= HUGE_PAGE {
            return LargeObject::huge(size);
        }
        // SAFETY: size > MAX_SMALL > 0.
        let ptr = unsafe { alloc_zeroed(AllocLayout::from_size_align(size, 16).ok()?) };
        (!ptr.is_null()).then_some(LargeObject { ptr, size, mapping: None })
    }

    /// Maps `size` bytes (rounded up to huge pages) at a huge-page boundary. Fresh
    /// anonymous memory is zero and untouched, so the first write faults in a whole
    /// huge page when the kernel has one. The mapping is one huge page longer than
    /// needed so that an aligned start fits; the unused head and tail are never
    /// touched and cost address space only.
    #[cfg(target_os = "linux")]
    fn huge(size: usize) -> Option<LargeObject> {
        let len = size.div_ceil(HUGE_PAGE) * HUGE_PAGE;
        let mut mapping = memmap2::MmapOptions::new().len(len + HUGE_PAGE).map_anon().ok()?;
        let base = mapping.as_ptr() as usize;
        let offset = base.next_multiple_of(HUGE_PAGE) - base;
        // A failed advice (transparent huge pages disabled) only means small pages.
        let _ = mapping.advise_range(memmap2::Advice::HugePage, offset, len);
        let ptr = mapping[offset..].as_mut_ptr();
        Some(LargeObject { ptr, size, mapping: Some(mapping) })
    }
}

impl Drop for LargeObject {
    fn drop(&mut self) {
        if self.mapping.is_none() {
            // SAFETY: allocated in `new` by `alloc_zeroed` with this layout, and freed
            // only here.
            unsafe { dealloc(self.ptr, AllocLayout::from_size_align_unchecked(self.size, 16)) }
        }
    }
}

/// Counters for tests and `--gc-stats`.
#[derive(Copy, Clone, Debug)]
pub struct HeapStats {
    pub collections: u64,
    pub bytes_allocated_total: u64,
    pub live_bytes_after_last_gc: usize,
    pub heap_bytes: usize,
    /// Objects allocated, per layout.
    pub allocations: [u64; LAYOUT_COUNT],
}

// (Arrays longer than 32 have no derived `Default`.)
impl Default for HeapStats {
    fn default() -> Self {
        HeapStats {
            collections: 0,
            bytes_allocated_total: 0,
            live_bytes_after_last_gc: 0,
            heap_bytes: 0,
            allocations: [0; LAYOUT_COUNT],
        }
    }
}

impl std::fmt::Display for HeapStats {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(
            f,
            "gc: {} collections, {} bytes allocated, {} live after the last collection, {} heap bytes",
            self.collections, self.bytes_allocated_total, self.live_bytes_after_last_gc, self.heap_bytes
        )?;
        for (layout, &n) in LAYOUTS.iter().zip(&self.allocations) {
            if n > 0 {
                writeln!(f, "gc:   {:>12} {}", n, layout.name)?;
            }
        }
        Ok(())
    }
}

/// How compiled code allocates an object of one fixed-size layout without calling
/// the runtime, doing what [`Heap::alloc_raw`] does for it: the object's size and
/// cell, and the offsets from the heap's address of the words that allocation reads
/// and updates. A bump of its size class's cursor within the current free run
/// (whose cells are zero), taken while the collection budget allows, else the call.
#[derive(Clone, Copy, Debug)]
pub struct InlineAlloc {
    /// What the collection budget and the statistics count.
    pub size: usize,
    /// How far the cursor moves.
    pub cell: usize,
    pub cursor: usize,
    pub limit: usize,
    pub bytes_since_gc: usize,
    pub threshold: usize,
    pub bytes_allocated_total: usize,
    /// The layout's allocation count.
    pub allocations: usize,
}

pub struct Heap {
    /// Blocks that the last sweep found empty, zero and owned by no size class: the
    /// next class that needs a block takes one, so memory freed by objects of one
    /// size serves objects of another (a program whose numbers or strings grow
    /// passes through many size classes).
    free_blocks: Vec<usize>,
    /// One per entry of [`SIZE_CLASSES`] (an array: compiled code finds a class's
    /// cursor at a fixed offset; see [`InlineAlloc`]).
    classes: [SizeClass; SIZE_CLASSES.len()],
    large: Vec<LargeObject>,
    immortal: Vec<(*mut u8, AllocLayout)>,
    bytes_since_gc: usize,
    threshold: usize,
    /// Collect at every allocation (`EMBER_GC_STRESS=1`).
    pub stress: bool,
    /// After each collection, check every reachable reference (`EMBER_GC_VERIFY=1`).
    pub verify: bool,
    pub stats: HeapStats,
    mark_stack: Vec<*mut Header>,
}

/// [`Layout::has_refs`] of each layout, looked up as each object is marked.
static HAS_REFS: [bool; LAYOUT_COUNT] = {
    let mut table = [false; LAYOUT_COUNT];
    let mut i = 0;
    while i < LAYOUT_COUNT {
        table[i] = LAYOUTS[i].has_refs();
        i += 1;
    }
    table
};

/// Hands roots to the collector during marking.
pub struct Marker<'a> {
    stack: &'a mut Vec<*mut Header>,
}

impl Marker<'_> {
    #[inline]
    pub fn mark(&mut self, v: Value) {
        if !v.is_ptr() {
            return;
        }
        let h = v.as_ptr::<Header>();
        // SAFETY: every non-null pointer Value refers to a live object with a header: the
        // root set only holds reachable values, and objects are never moved.
        unsafe {
            if !(*h).gc.intersects(GcBits::MARK | GcBits::IMMORTAL) {
                debug_assert_ne!((*h).layout, LayoutId::Free as u16, "marking a freed cell");
                (*h).gc |= GcBits::MARK;
                if HAS_REFS[(*h).layout as usize] {
                    self.stack.push(h);
                }
            }
        }
    }

    pub fn mark_all(&mut self, vs: &[Value]) {
        for &v in vs {
            self.mark(v);
        }
    }
}

impl Default for Heap {
    fn default() -> Self {
        Self::new()
    }
}

impl Heap {
    pub fn new() -> Heap {
        let env_on = |k: &str| std::env::var(k).map(|v| v == "1").unwrap_or(false);
        Heap {
            free_blocks: Vec::new(),
            classes: std::array::from_fn(|_| SizeClass::default()),
            large: Vec::new(),
            immortal: Vec::new(),
            bytes_since_gc: 0,
            threshold: MIN_GC_THRESHOLD,
            stress: env_on("EMBER_GC_STRESS"),
            verify: env_on("EMBER_GC_VERIFY"),
            stats: HeapStats::default(),
            mark_stack: Vec::new(),
        }
    }

    /// How compiled code allocates an object of `layout` inline, or None when it
    /// must call the runtime: a variable-size or large layout, or GC stress (where
    /// every allocation collects).
    pub fn inline_alloc(&self, layout: LayoutId) -> Option<InlineAlloc> {
        let l = &LAYOUTS[layout as usize];
        let size = l.size_for(0);
        if self.stress || l.var.is_some() || size > MAX_SMALL {
            return None;
        }
        let class = size_class_of(size);
        let sc = offset_of!(Heap, classes) + class * size_of::<SizeClass>();
        let stats = offset_of!(Heap, stats);
        Some(InlineAlloc {
            size,
            cell: SIZE_CLASSES[class],
            cursor: sc + offset_of!(SizeClass, cursor),
            limit: sc + offset_of!(SizeClass, limit),
            bytes_since_gc: offset_of!(Heap, bytes_since_gc),
            threshold: offset_of!(Heap, threshold),
            bytes_allocated_total: stats + offset_of!(HeapStats, bytes_allocated_total),
            allocations: stats + offset_of!(HeapStats, allocations) + layout as usize * size_of::<u64>(),
        })
    }

    /// Whether the next allocation of `size` bytes should be preceded by a collection.
    #[inline]
    pub fn should_collect(&self, size: usize) -> bool {
        self.stress || self.bytes_since_gc + size > self.threshold
    }

    /// Allocates a zeroed object of `size` bytes (a multiple of 8) with the given
    /// header. The caller must have offered a collection first (see `should_collect`).
    #[inline]
    pub fn alloc_raw(&mut self, size: usize, header: Header) -> *mut Header {
        self.bytes_since_gc += size;
        self.stats.bytes_allocated_total += size as u64;
        self.stats.allocations[header.layout as usize] += 1;
        // Free cells are zero (fresh blocks come zeroed, and `sweep` zeroes what it
        // frees), and so are large objects.
        let p = if size <= MAX_SMALL { self.alloc_small(size) } else { self.alloc_large(size) };
        // SAFETY: `p` points to at least `size` zeroed, writable, 8-aligned bytes.
        unsafe {
            let h = p as *mut Header;
            h.write(header);
            h
        }
    }

    #[inline]
    fn alloc_small(&mut self, size: usize) -> *mut u8 {
        let class = size_class_of(size);
        let cell = SIZE_CLASSES[class];
        let sc = &mut self.classes[class];
        if sc.cursor + cell <= sc.limit {
            let p = sc.cursor;
            sc.cursor += cell;
            return p as *mut u8;
        }
        self.refill(class);
        let sc = &mut self.classes[class];
        let p = sc.cursor;
        sc.cursor += cell;
        p as *mut u8
    }

    #[cold]
    fn refill(&mut self, class: usize) {
        if let Some((start, end)) = self.classes[class].runs.pop() {
            let sc = &mut self.classes[class];
            sc.cursor = start;
            sc.limit = end;
            return;
        }
        let start = match self.free_blocks.pop() {
            Some(start) => start as *mut u8,
            None => {
                // SAFETY: the layout has a non-zero size.
                let start = unsafe { alloc_zeroed(block_layout()) };
                assert!(!start.is_null(), "ember: out of memory allocating a heap block");
                self.stats.heap_bytes += BLOCK_SIZE;
                start
            }
        };
        let cell = SIZE_CLASSES[class];
        let usable = BLOCK_SIZE / cell * cell;
        let sc = &mut self.classes[class];
        sc.blocks.push(start as usize);
        sc.cursor = start as usize;
        sc.limit = start as usize + usable;
    }

    fn alloc_large(&mut self, size: usize) -> *mut u8 {
        let Some(obj) = LargeObject::new(size) else { panic!("ember: out of memory allocating {size} bytes") };
        let p = obj.ptr;
        self.large.push(obj);
        self.stats.heap_bytes += size;
        p
    }

    /// Allocates an object that is never collected (see the module docs).
    pub fn alloc_immortal(&mut self, size: usize, mut header: Header) -> *mut Header {
        header.gc |= GcBits::IMMORTAL;
        let layout = AllocLayout::from_size_align(size.max(8), 16).expect("immortal layout");
        // SAFETY: non-zero size.
        let p = unsafe { alloc_zeroed(layout) };
        assert!(!p.is_null(), "ember: out of memory");
        self.immortal.push((p, layout));
        let h = p as *mut Header;
        // SAFETY: fresh, aligned, large enough for a header.
        unsafe { h.write(header) };
        h
    }

    /// Runs a full collection. `roots` must hand every root to the marker.
    pub fn collect(&mut self, roots: impl FnOnce(&mut Marker)) {
        let mut stack = std::mem::take(&mut self.mark_stack);
        {
            let mut marker = Marker { stack: &mut stack };
            roots(&mut marker);
            while let Some(h) = marker.stack.pop() {
                // SAFETY: only live, non-immortal objects are pushed on the mark stack.
                unsafe { trace(h, &mut marker) };
            }
        }
        self.mark_stack = stack;
        let live = self.sweep();
        if self.verify {
            self.verify_heap();
        }
        self.stats.collections += 1;
        self.stats.live_bytes_after_last_gc = live;
        self.bytes_since_gc = 0;
        self.threshold = (live * 2).max(MIN_GC_THRESHOLD);
        // Keep the empty blocks the allocations until the next collection can use;
        // give the rest back.
        let keep = self.threshold.div_ceil(BLOCK_SIZE);
        for start in self.free_blocks.drain(keep.min(self.free_blocks.len())..) {
            // SAFETY: allocated in `refill` with this layout, and owned by no class.
            unsafe { dealloc(start as *mut u8, block_layout()) };
            self.stats.heap_bytes -= BLOCK_SIZE;
        }
    }

    /// Frees unmarked objects, clears marks, rebuilds free runs; returns live bytes.
    fn sweep(&mut self) -> usize {
        let mut live = 0;
        for (ci, sc) in self.classes.iter_mut().enumerate() {
            let cell = SIZE_CLASSES[ci];
            sc.runs.clear();
            sc.cursor = 0;
            sc.limit = 0;
            let free_blocks = &mut self.free_blocks;
            sc.blocks.retain(|&start| {
                let end = start + BLOCK_SIZE / cell * cell;
                let runs_before = sc.runs.len();
                let mut run_start: Option<usize> = None;
                // A run of free and garbage cells is zeroed in one go when it ends
                // (zero: a free cell, and what `alloc_raw` hands out); zeroing
                // the free cells in it again costs less than a call per cell.
                let zero_run = |from: usize, to: usize| {
                    // SAFETY: whole cells of this block that nothing reads again.
                    unsafe { std::ptr::write_bytes(from as *mut u8, 0, to - from) }
                };
                let mut p = start;
                while p < end {
                    let h = p as *mut Header;
                    // SAFETY: `p` is a cell boundary inside a block of this class; every
                    // cell starts with a header (zeroed = Free until allocated).
                    let marked = unsafe {
                        let marked = (*h).layout != LayoutId::Free as u16 && (*h).gc.contains(GcBits::MARK);
                        if marked {
                            (*h).gc &= !GcBits::MARK;
                        }
                        marked
                    };
                    match (marked, run_start) {
                        (false, None) => run_start = Some(p),
                        (true, Some(s)) => {
                            zero_run(s, p);
                            sc.runs.push((s, p));
                            run_start = None;
                        }
                        _ => {}
                    }
                    if marked {
                        live += cell;
                    }
                    p += cell;
                }
                if let Some(s) = run_start {
                    zero_run(s, end);
                    if s == start {
                        // Every cell is free (and zero): the block leaves the class.
                        debug_assert_eq!(sc.runs.len(), runs_before);
                        free_blocks.push(start);
                        return false;
                    }
                    sc.runs.push((s, end));
                }
                true
            });
            // Allocate from low addresses first (runs are popped from the back).
            sc.runs.reverse();
        }
        let mut freed_large = 0;
        self.large.retain(|obj| {
            let h = obj.ptr as *mut Header;
            // SAFETY: every large object is live memory that starts with a header.
            unsafe {
                if (*h).gc.contains(GcBits::MARK) {
                    (*h).gc &= !GcBits::MARK;
                    live += obj.size;
                    true
                } else {
                    freed_large += obj.size;
                    false
                }
            }
        });
        self.stats.heap_bytes -= freed_large;
        live
    }

    /// `EMBER_GC_VERIFY`: every reference held by a live object must hit a live object.
    fn verify_heap(&self) {
        let check = |v: Value, from: &str| {
            if v.is_ptr() {
                let h = v.as_ptr::<Header>();
                // SAFETY: verification reads headers of objects reachable from live ones.
                let layout = unsafe { (*h).layout };
                assert!(
                    layout != LayoutId::Free as u16 && (layout as usize) < LAYOUTS.len(),
                    "GC verify: {from} refers to a freed or corrupt object at {h:p}"
                );
            }
        };
        self.for_each_live(|h| {
            // SAFETY: `h` is a live object.
            unsafe { for_each_ref(h, |v| check(v, LAYOUTS[(*h).layout as usize].name)) };
            // SAFETY: as above; a number storage is laid out as a `ValueArray`.
            unsafe { verify_number_storage(h) };
        });
        self.for_each_small_cell(|h, cell| {
            // SAFETY: `h` starts a whole cell of `cell` bytes inside a block.
            let bytes = unsafe { std::slice::from_raw_parts(h as *const u8, cell) };
            // SAFETY: every cell starts with a header.
            if unsafe { (*h).layout } == LayoutId::Free as u16 {
                assert!(bytes.iter().all(|&b| b == 0), "GC verify: the free cell at {h:p} is not zero: {bytes:?}");
            }
        });
    }

    /// Calls `f` with each cell of the small-object blocks (free or not) and its size.
    fn for_each_small_cell(&self, mut f: impl FnMut(*mut Header, usize)) {
        for (sc, cell) in self.classes.iter().zip(SIZE_CLASSES) {
            for &start in &sc.blocks {
                for p in (start..start + BLOCK_SIZE / cell * cell).step_by(cell) {
                    f(p as *mut Header, cell);
                }
            }
        }
    }

    fn for_each_live(&self, mut f: impl FnMut(*mut Header)) {
        self.for_each_small_cell(|h, _| {
            // SAFETY: a cell boundary in a block; see `sweep`.
            if unsafe { (*h).layout } != LayoutId::Free as u16 {
                f(h);
            }
        });
        for obj in &self.large {
            f(obj.ptr as *mut Header);
        }
    }

    /// Number of live (allocated, not yet swept) objects; for tests.
    pub fn object_count(&self) -> usize {
        let mut n = 0;
        self.for_each_live(|_| n += 1);
        n
    }
}

/// `EMBER_GC_VERIFY`: a list's `IntArray` or `FloatArray` holds nothing but its kind
/// of immediate (or NULL past the list's length). The collector does not trace these
/// arrays, so a pointer stored into one would be freed while still referred to.
///
/// # Safety
/// `h` must point to a live object.
unsafe fn verify_number_storage(h: *mut Header) {
    // SAFETY: forwarded from the caller; both layouts are `ValueArray`s.
    unsafe {
        let layout = (*h).layout;
        let fits: fn(Value) -> bool = if layout == LayoutId::IntArray as u16 {
            Value::is_small_int
        } else if layout == LayoutId::FloatArray as u16 {
            Value::is_flonum
        } else {
            return;
        };
        let arr = h as *const crate::layout::ValueArray;
        for i in 0..(*arr).len {
            let v = *(*arr).items.as_ptr().add(i);
            assert!(
                v.is_null() || fits(v),
                "GC verify: the {} at {h:p} holds {:#x} at {i}",
                LAYOUTS[layout as usize].name,
                v.raw()
            );
        }
    }
}

/// Calls `f` on every reference field of the object at `h`.
///
/// # Safety
/// `h` must point to a live object whose header and layout are valid.
#[inline]
pub unsafe fn for_each_ref(h: *mut Header, mut f: impl FnMut(Value)) {
    // SAFETY: the layout table describes the object exactly (caller guarantees `h` is live).
    unsafe {
        let layout = &LAYOUTS[(*h).layout as usize];
        let base = h as *const u8;
        for &off in layout.value_fields {
            f(*(base.add(off) as *const Value));
        }
        if let Some(var) = layout.var {
            if var.items_are_values {
                let len = *(base.add(var.len_offset) as *const usize);
                let items = base.add(var.items_offset) as *const Value;
                for i in 0..len {
                    f(*items.add(i));
                }
            }
        }
    }
}

/// # Safety
/// `h` must be a live, marked object.
unsafe fn trace(h: *mut Header, marker: &mut Marker) {
    // SAFETY: forwarded from the caller.
    unsafe { for_each_ref(h, |v| marker.mark(v)) }
}

impl Drop for Heap {
    fn drop(&mut self) {
        let classes = self.classes.iter().flat_map(|sc| &sc.blocks);
        for &start in classes.chain(&self.free_blocks) {
            // SAFETY: allocated in `refill` with this layout.
            unsafe { dealloc(start as *mut u8, block_layout()) };
        }
        for &(p, layout) in &self.immortal {
            // SAFETY: allocated in `alloc_immortal` with this layout.
            unsafe { dealloc(p, layout) };
        }
    }
}

/// The bytes `v` occupies: its heap object and the runtime's internal arrays that it
/// alone refers to (a list's items, a dict's table), or a word for an immediate or a
/// static object.
pub fn footprint(v: Value) -> usize {
    let word = std::mem::size_of::<Value>();
    if !v.is_ptr() {
        return word;
    }
    let size_of_object = |v: Value| {
        let layout = &LAYOUTS[layout_of(v) as usize];
        let len = layout.var.map_or(0, |var| {
            // SAFETY: a live object of this layout has its length word at `len_offset`.
            unsafe { *((v.as_ptr::<u8>()).add(var.len_offset) as *const usize) }
        });
        layout.size_for(len)
    };
    let mut total = size_of_object(v);
    // SAFETY: `v` is a live object (the caller holds it).
    unsafe {
        for_each_ref(v.as_ptr::<Header>(), |r| {
            if r.is_ptr()
                && !r.is_null()
                && matches!(
                    layout_of(r),
                    LayoutId::ValueArray
                        | LayoutId::BoolArray
                        | LayoutId::IntArray
                        | LayoutId::FloatArray
                        | LayoutId::RawArray
                )
            {
                total += size_of_object(r);
            }
        });
    }
    total
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn size_classes_cover_every_small_size() {
        for size in (8..=MAX_SMALL).step_by(8) {
            let c = size_class_of(size);
            assert!(SIZE_CLASSES[c] >= size, "size {size} -> class {}", SIZE_CLASSES[c]);
            assert!(c == 0 || SIZE_CLASSES[c - 1] < size);
        }
    }
}
