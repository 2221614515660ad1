//! `Rt`: the runtime context of one VM. It owns the heap and the whole root set, so
//! allocation (which may collect) lives here.
//!
//! Roots: the VM value stack below `sp` (every frame's locals and operand stack), the
//! module globals, the handle scope and the pinned objects. Rust code that holds a
//! `Value` across an allocation must keep it reachable from one of those: values still
//! on the VM stack are safe; anything else goes in the handle scope:
//!
//! ```ignore
//! let mark = rt.handles.len();
//! rt.handles.push(a);          // `a` now survives collections
//! let b = rt.new_float(1.5);   // may collect
//! rt.handles.truncate(mark);
//! ```
//! Immortal values (None, bools, types, interned strings, constants) need no rooting.

use crate::code::Code;
use crate::error::PyResult;
use crate::heap::Heap;
use crate::layout::*;
use crate::object::*;
use crate::value::Value;
use rustc_hash::FxHashMap as HashMap;
use std::io::Write;
use std::rc::Rc;

/// Value-stack slots (8 MiB); deep recursion hits the recursion limit well before.
pub const STACK_SLOTS: usize = 1 << 20;

/// The deepest recursion `sys.setrecursionlimit` allows: what the interpreter
/// thread's native stack holds with room to spare.
pub const MAX_RECURSION_LIMIT: u32 = 100_000;

/// The attributes of `sys` whose values belong to a runtime (`Rt::module_values`).
pub const SYS_VALUES: &[&str] = &[
    "argv",
    "maxsize",
    "platform",
    "byteorder",
    "version",
    "modules",
    "path",
    "stdin",
    "stdout",
    "stderr",
    "__stdin__",
    "__stdout__",
    "__stderr__",
];

/// The values of [`SYS_VALUES`] a program may replace (`sys.stdout = buffer`).
pub const SYS_ASSIGNABLE: &[&str] = &["argv", "path", "stdin", "stdout", "stderr"];

/// Global slots one runtime holds. The slot vectors are allocated at this capacity
/// up front and never grow past it, so a slot stays at one address for the runtime's
/// life and compiled code reads a global straight from it. Untouched pages of the
/// allocation are never committed.
pub const MAX_GLOBALS: usize = 1 << 16;

/// A module's globals: the set of global slots its code names. `__main__`'s is
/// `MAIN`; each imported module gets its own (`Rt::new_namespace`).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Namespace(pub u32);

impl Namespace {
    pub const MAIN: Namespace = Namespace(0);

    pub fn index(self) -> usize {
        self.0 as usize
    }
}

pub struct Rt {
    pub heap: Heap,
    /// The VM value stack (`STACK_SLOTS` values); frames are windows of it. A raw
    /// allocation rather than a `Box`, because the interpreter keeps a pointer into it
    /// while it passes `&mut Rt` to helpers.
    pub stack: *mut Value,
    /// Slots `stack[..sp]` are live (GC roots). The interpreter keeps it exact at every
    /// point where an allocation can happen.
    pub sp: usize,
    /// Global values by slot (NULL: unbound). Allocated with capacity `MAX_GLOBALS`
    /// and never reallocated (only `global_slot` grows it): see [`Rt::global_bases`].
    pub globals: Vec<Value>,
    pub global_names: Vec<Rc<str>>,
    /// Global slots in the order they were first assigned (a module dict's order).
    pub global_order: Vec<u32>,
    /// The namespace each global slot belongs to.
    pub global_namespace: Vec<Namespace>,
    /// Each namespace's slots by name (indexed by `Namespace`).
    global_index: Vec<HashMap<Rc<str>, u32>>,
    /// For each global slot, the builtin of the same name (or NULL). Allocated like
    /// `globals`.
    pub global_builtins: Vec<Value>,
    pub builtins: HashMap<&'static str, Value>,
    pub handles: Vec<Value>,
    /// Objects kept alive for the runtime's life: the ones compiled code compares
    /// against by address (a global's function), which must never be freed and
    /// replaced by another object at the same address.
    pinned: Vec<Value>,
    interned: rustc_hash::FxHashMap<Box<str>, Value>,
    /// The one-char strs of the first 256 code points, made (interned) on first use:
    /// indexing and iterating strs and `chr()` return them without allocating, and,
    /// as in CPython, `s[0] is s[0]` for such a char.
    latin1: Box<[Value; 256]>,
    /// The instances' hidden classes.
    pub shapes: crate::shapes::Shapes,
    /// The names of the fields every exception raised and caught gets, interned.
    pub exception_keys: ExceptionKeys,
    /// Bumped by every change to a class's attributes after the class is made
    /// (assignment, deletion): what a method lookup found is valid while it stays.
    pub class_epoch: u64,
    /// Every code object compiled, in order (module first), for profile dumps.
    pub codes: Vec<*const Code>,
    /// Boxed so that code addresses stay put when the vector grows.
    #[allow(clippy::vec_box)]
    owned_codes: Vec<Box<Code>>,
    /// Current Python call depth.
    pub depth: u32,
    pub recursion_limit: u32,
    pub out: Box<dyn Write>,
    /// The builtin exception classes, indexed by `ExcKind`.
    pub exc_classes: Vec<Value>,
    /// The exceptions being handled (innermost last; GC roots). Each keeps the
    /// traceback it was caught with (`interp::keep_traceback`).
    pub exc_stack: Vec<ExcInfo>,
    /// Set by a generator's `Yield`: where to resume, and the height of its frame
    /// (locals and operand stack) then.
    pub yielded: Option<(usize, usize)>,
    /// The dict, key and entry index of the last dict lookup that found its key (see
    /// `dict::dict_set`): `d[k] = d.get(k, 0) + 1` stores without a second search.
    pub last_found: (Value, Value, usize),
    /// The JIT, when one is installed: asked to run each function call.
    pub tier: Option<Rc<dyn Tier>>,
    /// The module attributes whose values belong to this runtime, as (module, name,
    /// value): `sys.argv` and the others of [`SYS_VALUES`] (GC roots).
    pub module_values: Vec<(&'static str, &'static str, Value)>,
    /// The files `open()` opened, and the standard streams (`crate::files`).
    pub files: Vec<crate::files::OpenFile>,
    /// The modules of Python source, `__main__` first, indexed by their namespace.
    pub modules: Vec<crate::import::ModuleInfo>,
    /// Back-edges of one loop between the interpreter's [`Tier::osr`] requests
    /// (`u32::MAX`: never ask).
    pub osr_threshold: u32,
    /// Count each instruction the interpreter runs in its code's
    /// [`Code::executions`] (`ember explain`). Off, the interpreter runs a loop
    /// compiled without the counting, so it costs nothing.
    pub count_executions: bool,
    /// `gc.isenabled()` (the collector runs either way: see `modules::gc_disable`).
    pub gc_enabled: bool,
    /// The patterns `re` has compiled (`crate::regex`).
    pub regexes: crate::regex::Patterns,
}

/// The interned names of an exception's own fields that raising and catching set
/// (found in its shape by identity: [`crate::instance_attrs::get_interned`]).
#[derive(Clone, Copy)]
pub struct ExceptionKeys {
    /// `args`.
    pub args: Value,
    /// The traceback it was caught with ([`crate::interp::TRACEBACK_ATTR`]).
    pub traceback: Value,
    /// The shape of an instance whose one attribute is `args` (made with the first
    /// exception's).
    pub args_shape: Option<crate::shapes::ShapeId>,
    /// The last shape an exception moved from and to when its traceback was kept:
    /// nearly every raise of one class takes the same step, which then needs no
    /// search of the shape's names or transitions.
    pub traceback_step: Option<(crate::shapes::ShapeId, crate::shapes::ShapeId)>,
}

/// The tiering hook: the runtime does not depend on the JIT; an embedder (the `ember`
/// binary) installs one in [`Rt::tier`].
pub trait Tier {
    /// Runs `code` in the frame at `base` (arguments bound in its first locals, the
    /// other locals NULL), or returns None to let the bytecode interpreter run it. A
    /// tier that gives up part-way (a deoptimisation) finishes the call with
    /// [`crate::interp::resume_frame`].
    fn run(&self, rt: &mut Rt, code: &Code, base: usize) -> Option<PyResult<Value>>;

    /// On-stack replacement: the interpreter running `code` in the frame at `base` is
    /// about to jump back to the loop header at `pc`, with the operand stack holding
    /// the `depth` values above the locals (`rt.sp` is exact). Returns the call's
    /// result when the tier finished the call in compiled code, or None to go on
    /// interpreting. Asked every [`Rt::osr_threshold`] back-edges of a loop.
    fn osr(&self, _rt: &mut Rt, _code: &Code, _base: usize, _pc: usize, _depth: usize) -> Option<PyResult<Value>> {
        None
    }

    /// Resumes the generator frame of `code` at `base` (its locals and the `depth`
    /// values of its operand stack, the sent value last, are in place; the exceptions
    /// it handles are on `rt.exc_stack`) at `pc`: its start, or the instruction after
    /// a `yield`. Returns the frame's result, with [`Rt::yielded`] set when it yielded
    /// (as the interpreter's `Yield` leaves it), or None to let the interpreter resume
    /// it.
    fn resume(&self, _rt: &mut Rt, _code: &Code, _base: usize, _pc: usize, _depth: usize) -> Option<PyResult<Value>> {
        None
    }
}

/// When a tier replaces its compiled code, the same for every tier: a version that
/// deopts [`tier_policy::DEOPT_LIMIT`] times is replaced by one built from the profiles gathered
/// since, and the [`tier_policy::MAX_VERSIONS`]th version of a function (or of one loop's OSR
/// entry) is built without profile speculation and kept whatever it deopts.
pub mod tier_policy {
    /// Deopts after which a speculating version is replaced.
    pub const DEOPT_LIMIT: u64 = 64;
    /// Versions of a function (or of one loop entry) before one is built without
    /// speculation.
    pub const MAX_VERSIONS: u32 = 5;

    /// Whether the next version, after `made` so far, may speculate on profiles.
    pub fn speculates(made: u32) -> bool {
        made + 1 < MAX_VERSIONS
    }

    /// Whether a version that has deopted `deopts` times, and speculates, is used up.
    pub fn exhausted(deopts: u64) -> bool {
        deopts >= DEOPT_LIMIT
    }
}

/// An exception being handled by an except clause or a finally block.
pub struct ExcInfo {
    pub value: Value,
}

/// The error for reading `name`, defined nowhere: a NameError, or, when `name` is
/// one of CPython's builtins that ember lacks, a NotImplementedError saying so (the
/// program is not wrong; ember is incomplete).
pub fn undefined_name(name: &str) -> Box<crate::error::PyErr> {
    use crate::error::{ExcKind, PyErr};
    if crate::suggest::CPYTHON_BUILTINS.contains(&name) {
        return PyErr::new(ExcKind::NotImplementedError, format!("the builtin '{name}' is not supported by ember yet"));
    }
    PyErr::new(ExcKind::NameError, format!("name '{name}' is not defined"))
}

impl Rt {
    /// Runs `body` with `values` pushed on `handles` (GC roots), restoring the mark
    /// afterwards whatever `body` returns.
    pub fn with_roots<T>(&mut self, values: &[Value], body: impl FnOnce(&mut Rt) -> PyResult<T>) -> PyResult<T> {
        let mark = self.handles.len();
        self.handles.extend_from_slice(values);
        let r = body(self);
        self.handles.truncate(mark);
        r
    }

    pub fn new(out: Box<dyn Write>) -> Rt {
        let mut rt = Rt {
            heap: Heap::new(),
            stack: Box::into_raw(vec![Value::NULL; STACK_SLOTS].into_boxed_slice()) as *mut Value,
            sp: 0,
            globals: Vec::with_capacity(MAX_GLOBALS),
            global_names: Vec::new(),
            global_order: Vec::new(),
            global_namespace: Vec::new(),
            global_index: vec![HashMap::default()],
            global_builtins: Vec::with_capacity(MAX_GLOBALS),
            builtins: HashMap::default(),
            handles: Vec::new(),
            pinned: Vec::new(),
            interned: HashMap::default(),
            latin1: Box::new([Value::NULL; 256]),
            shapes: crate::shapes::Shapes::default(),
            exception_keys: ExceptionKeys {
                args: Value::NULL,
                traceback: Value::NULL,
                args_shape: None,
                traceback_step: None,
            },
            class_epoch: 0,
            codes: Vec::new(),
            owned_codes: Vec::new(),
            depth: 0,
            recursion_limit: 1000,
            out,
            exc_classes: Vec::new(),
            exc_stack: Vec::new(),
            yielded: None,
            last_found: (Value::NULL, Value::NULL, 0),
            tier: None,
            osr_threshold: u32::MAX,
            count_executions: false,
            gc_enabled: true,
            regexes: Default::default(),
            module_values: Vec::new(),
            modules: Vec::new(),
            files: Vec::new(),
        };
        rt.exception_keys = ExceptionKeys {
            args: rt.intern("args"),
            traceback: rt.intern(crate::interp::TRACEBACK_ATTR),
            args_shape: None,
            traceback_step: None,
        };
        crate::import::install_main(&mut rt);
        crate::builtins::install(&mut rt);
        for kind in crate::error::ExcKind::ALL {
            let base = match kind.parent() {
                Some(p) => rt.exc_classes[p as usize],
                None => crate::object::ClassId::Object.type_object(),
            };
            let cls = crate::classes::new_builtin_exception_class(&mut rt, kind.name(), base, kind.index());
            rt.exc_classes.push(cls);
            rt.builtins.insert(kind.name(), cls);
        }
        crate::builtins::install_exception_aliases(&mut rt);
        rt.install_sys_values();
        rt
    }

    /// Makes the values of `sys` that belong to this runtime (`argv` empty until
    /// [`Rt::set_argv`]).
    fn install_sys_values(&mut self) {
        let argv = self.new_list(&[]);
        self.set_module_value("sys", "argv", argv);
        let maxsize = self.new_int(i64::MAX);
        self.set_module_value("sys", "maxsize", maxsize);
        let platform = self.intern(std::env::consts::OS);
        self.set_module_value("sys", "platform", platform);
        let byteorder = self.intern(if cfg!(target_endian = "little") { "little" } else { "big" });
        self.set_module_value("sys", "byteorder", byteorder);
        let version = self.intern(concat!("3.11.7 (ember ", env!("CARGO_PKG_VERSION"), ")"));
        self.set_module_value("sys", "version", version);
        let modules = self.new_dict();
        self.set_module_value("sys", "modules", modules);
        let path = self.new_list(&[]);
        self.set_module_value("sys", "path", path);
        let [stdin, stdout, stderr] = crate::files::std_streams(self);
        self.set_module_value("sys", "stdin", stdin);
        self.set_module_value("sys", "stdout", stdout);
        self.set_module_value("sys", "stderr", stderr);
        self.set_module_value("sys", "__stdin__", stdin);
        self.set_module_value("sys", "__stdout__", stdout);
        self.set_module_value("sys", "__stderr__", stderr);
        debug_assert!(SYS_VALUES.iter().all(|n| self.module_value("sys", n).is_some()));
    }

    /// This runtime's value of `module.name`, when it has one (see `module_values`).
    pub fn module_value(&self, module: &str, name: &str) -> Option<Value> {
        self.module_values.iter().find(|(m, n, _)| *m == module && *n == name).map(|&(_, _, v)| v)
    }

    pub(crate) fn set_module_value(&mut self, module: &'static str, name: &'static str, value: Value) {
        match self.module_values.iter_mut().find(|(m, n, _)| *m == module && *n == name) {
            Some(entry) => entry.2 = value,
            None => self.module_values.push((module, name, value)),
        }
    }

    /// Sets `sys.argv` to a new list of `argv`.
    pub fn set_argv(&mut self, argv: &[String]) {
        let list = self.new_str_list(argv);
        self.set_module_value("sys", "argv", list);
    }

    /// Sets `sys.path`, where `import` finds modules of Python source.
    pub fn set_sys_path(&mut self, dirs: &[String]) {
        let list = self.new_str_list(dirs);
        self.set_module_value("sys", "path", list);
    }

    /// Replaces `sys.argv[0]` (`-m` names the module's file there).
    pub fn set_argv0(&mut self, argv0: &str) {
        let Some(list) = self.module_value("sys", "argv") else { return };
        let s = self.new_str(argv0);
        if crate::object::list_len_cap(list).0 > 0 {
            // SAFETY: a live list with at least one item; nothing runs meanwhile.
            unsafe { crate::object::list_items_for(list, &[s])[0] = s };
        } else {
            self.list_append(list, s);
        }
    }

    // ---- globals ----

    /// The slot of global `name` of the `__main__` module, created on first use;
    /// None when `MAX_GLOBALS` slots exist already.
    pub fn global_slot(&mut self, name: &str) -> Option<u32> {
        self.global_slot_in(Namespace::MAIN, name)
    }

    /// The slot of global `name` of the module with namespace `ns`, created on first
    /// use; None when `MAX_GLOBALS` slots exist already.
    pub fn global_slot_in(&mut self, ns: Namespace, name: &str) -> Option<u32> {
        if let Some(&i) = self.global_index[ns.index()].get(name) {
            return Some(i);
        }
        if self.globals.len() == MAX_GLOBALS {
            return None;
        }
        let i = self.globals.len() as u32;
        let name: Rc<str> = name.into();
        self.globals.push(Value::NULL);
        self.global_builtins.push(self.builtins.get(&*name).copied().unwrap_or(Value::NULL));
        self.global_names.push(name.clone());
        self.global_namespace.push(ns);
        self.global_index[ns.index()].insert(name, i);
        Some(i)
    }

    /// The slot of global `name` of namespace `ns`, if its code has named it.
    pub fn existing_global_slot(&self, ns: Namespace, name: &str) -> Option<u32> {
        self.global_index[ns.index()].get(name).copied()
    }

    /// A namespace for a new module's globals (`import::add_module` makes them, with
    /// the module's record).
    pub(crate) fn new_namespace(&mut self) -> Namespace {
        self.global_index.push(HashMap::default());
        Namespace(self.global_index.len() as u32 - 1)
    }

    /// The bound globals of namespace `ns` as (name, value), in assignment order.
    pub fn namespace_globals(&self, ns: Namespace) -> impl Iterator<Item = (&Rc<str>, Value)> + '_ {
        self.global_order
            .iter()
            .filter(move |&&g| self.global_namespace[g as usize] == ns)
            .map(|&g| (&self.global_names[g as usize], self.globals[g as usize]))
    }

    /// Where the one-char strs of the first 256 code points are (NULL where not made
    /// yet; see [`Rt::char_str`]), for compiled code to read.
    pub fn latin1_strs(&self) -> *const Value {
        self.latin1.as_ptr()
    }

    /// Where global slot 0 lives, and where its builtin fallback lives: slot `i` is
    /// `i` words on. Both are fixed for the runtime's life, because the slot vectors
    /// never reallocate.
    pub fn global_bases(&self) -> (*const Value, *const Value) {
        debug_assert!(self.globals.capacity() == MAX_GLOBALS && self.global_builtins.capacity() == MAX_GLOBALS);
        (self.globals.as_ptr(), self.global_builtins.as_ptr())
    }

    /// Keeps `v` alive for the runtime's life (see `pinned`).
    pub fn pin(&mut self, v: Value) {
        if v.is_ptr() && !self.pinned.contains(&v) {
            self.pinned.push(v);
        }
    }

    /// Global `name` of the `__main__` module, when bound.
    pub fn get_global(&self, name: &str) -> Option<Value> {
        self.get_global_in(Namespace::MAIN, name)
    }

    /// Global `name` of namespace `ns`, when bound.
    pub fn get_global_in(&self, ns: Namespace, name: &str) -> Option<Value> {
        let i = self.existing_global_slot(ns, name)?;
        let v = self.globals[i as usize];
        (!v.is_null()).then_some(v)
    }

    /// Binds global `name` of the `__main__` module.
    ///
    /// # Panics
    /// When `name` is new and `MAX_GLOBALS` globals exist already.
    pub fn set_global(&mut self, name: &str, v: Value) {
        self.set_global_in(Namespace::MAIN, name, v);
    }

    /// Binds global `name` of namespace `ns`.
    ///
    /// # Panics
    /// When `name` is new and `MAX_GLOBALS` globals exist already.
    pub fn set_global_in(&mut self, ns: Namespace, name: &str, v: Value) {
        let i = self.global_slot_in(ns, name).expect("no more than MAX_GLOBALS global names");
        self.store_global(i, v);
    }

    /// Unbinds global slot `i` (`del name`).
    pub fn unbind_global(&mut self, i: u32) {
        self.globals[i as usize] = Value::NULL;
        self.global_order.retain(|&s| s != i);
    }

    /// Stores global slot `i`, keeping the assignment order.
    #[inline]
    pub fn store_global(&mut self, i: u32, v: Value) {
        if self.globals[i as usize].is_null() {
            self.global_order.push(i);
        }
        self.globals[i as usize] = v;
    }

    /// A NameError for `name` read in `code`, with CPython's "Did you mean" note.
    pub fn name_error(&self, code: &crate::code::Code, name: &str) -> Box<crate::error::PyErr> {
        let mut e = undefined_name(name);
        if e.kind == crate::error::ExcKind::NameError {
            e.note = self.name_suggestion(code, name);
        }
        e
    }

    /// ". Did you mean: 'x'?" for an undefined or unbound `name` read in `code`.
    pub fn name_suggestion(&self, code: &crate::code::Code, name: &str) -> Option<String> {
        let locals: Vec<&str> = code.varnames.iter().map(|n| &**n).filter(|n| !n.starts_with('.')).collect();
        let mut globals: Vec<&str> = crate::suggest::MODULE_DUNDERS.to_vec();
        for (n, _) in self.namespace_globals(code.namespace) {
            let n = &**n;
            if !globals.contains(&n) {
                globals.push(n);
            }
        }
        crate::suggest::for_name(name, &locals, &globals).map(|s| format!(". Did you mean: '{s}'?"))
    }

    // ---- code objects ----

    /// Takes ownership of a code object; it lives as long as the VM.
    pub fn register_code(&mut self, mut code: Code) -> *const Code {
        code.id = u32::try_from(self.owned_codes.len()).expect("fewer than 2^32 code objects");
        let boxed = Box::new(code);
        let p: *const Code = &*boxed;
        self.owned_codes.push(boxed);
        self.codes.push(p);
        p
    }

    /// Where traceback entry `e` is: its code object, line and span.
    pub fn trace_frame(&self, e: crate::error::TraceEntry) -> crate::error::TraceFrame<'_> {
        let code = &*self.owned_codes[e.code as usize];
        let pc = e.pc as usize;
        crate::error::TraceFrame { code, line: code.line_of(pc), span: code.span_of(pc) }
    }

    /// An immortal code object value wrapping `code`.
    pub fn code_value(&mut self, code: *const Code) -> Value {
        let h = self
            .heap
            .alloc_immortal(LAYOUTS[LayoutId::Code as usize].fixed_size, Header::new(LayoutId::Code, GcBits::empty()));
        // SAFETY: freshly allocated code object.
        unsafe { (*(h as *mut CodeObject)).code = code };
        Value::from_ptr(h)
    }

    // ---- allocation ----

    pub fn collect(&mut self) {
        let Rt { heap, stack, sp, globals, handles, pinned, exc_stack, module_values, .. } = self;
        // SAFETY: `stack` holds STACK_SLOTS initialised values and `sp <= STACK_SLOTS`.
        let live_stack = unsafe { std::slice::from_raw_parts(*stack, *sp) };
        heap.collect(|m| {
            m.mark_all(live_stack);
            m.mark_all(globals);
            m.mark_all(handles);
            m.mark_all(pinned);
            for e in exc_stack.iter() {
                m.mark(e.value);
            }
            for &(_, _, v) in module_values.iter() {
                m.mark(v);
            }
        });
    }

    /// Raises MemoryError unless `count` items of `size` bytes each fit in the
    /// machine's physical memory. Every allocation whose size the program chose goes
    /// through it first, so `'a' * 2**40` fails as CPython's allocation does instead
    /// of aborting the process, and `list(range(2**40))` fails at once instead of
    /// growing until the address space ends.
    pub fn check_alloc(count: u128, size: usize) -> PyResult<()> {
        static LIMIT: std::sync::OnceLock<u128> = std::sync::OnceLock::new();
        let limit = *LIMIT.get_or_init(|| {
            // SAFETY: sysconf only reads system configuration.
            let (pages, page) = unsafe { (libc::sysconf(libc::_SC_PHYS_PAGES), libc::sysconf(libc::_SC_PAGESIZE)) };
            if pages > 0 && page > 0 { pages as u128 * page as u128 } else { isize::MAX as u128 }
        });
        match count.checked_mul(size as u128) {
            Some(bytes) if bytes <= limit => Ok(()),
            _ => Err(crate::error::PyErr::new(crate::error::ExcKind::MemoryError, "")),
        }
    }

    /// Allocates a zeroed object (collecting first if due). `len` is the item count
    /// for array layouts.
    #[inline]
    pub fn alloc(&mut self, layout: LayoutId, len: usize) -> *mut Header {
        self.alloc_with(layout, len, 0)
    }

    /// [`Rt::alloc`] with `extra` bytes after what the layout describes (a str's char
    /// index).
    pub fn alloc_with(&mut self, layout: LayoutId, len: usize, extra: usize) -> *mut Header {
        let l = &LAYOUTS[layout as usize];
        let size = l.size_for(len) + extra;
        if self.heap.should_collect(size) {
            self.collect();
        }
        let h = self.heap.alloc_raw(size, Header::new(layout, GcBits::empty()));
        if let Some(var) = l.var {
            // SAFETY: the object has room for its length word.
            unsafe { *((h as *mut u8).add(var.len_offset) as *mut usize) = len };
        }
        h
    }

    pub fn new_float(&mut self, d: f64) -> Value {
        if let Some(v) = Value::try_flonum(d) {
            return v;
        }
        let h = self.alloc(LayoutId::Float, 0);
        // SAFETY: fresh float object.
        unsafe { (*(h as *mut FloatObject)).value = d };
        Value::from_ptr(h)
    }

    /// A new list of new strs of `items`.
    pub fn new_str_list<S: AsRef<str>>(&mut self, items: &[S]) -> Value {
        let mark = self.handles.len();
        for item in items {
            let s = self.new_str(item.as_ref());
            self.handles.push(s);
        }
        let strs: smallvec::SmallVec<[Value; 8]> = self.handles[mark..].iter().copied().collect();
        let list = self.new_list(&strs);
        self.handles.truncate(mark);
        list
    }

    pub fn new_str(&mut self, s: &str) -> Value {
        let h = self.alloc_with(LayoutId::Str, s.len(), str_index_extra(s));
        // SAFETY: fresh str object with room for `s.len()` bytes.
        unsafe { init_str(h, s) };
        Value::from_ptr(h)
    }

    /// A new str of the strs `parts` one after another, made in one allocation (the
    /// parts' bytes are copied straight into it; an f-string).
    pub fn concat_strs(&mut self, parts: &[Value]) -> Value {
        let len = parts.iter().map(|&p| str_text(p).len()).sum();
        let char_len = parts.iter().map(|&p| str_char_len(p)).sum();
        // The parts stay rooted while the result is allocated: their bytes are read after.
        let extra = StrObject::index_extra(len, char_len);
        let h =
            self.with_roots(parts, |rt| Ok(rt.alloc_with(LayoutId::Str, len, extra))).expect("allocating cannot raise");
        // SAFETY: a fresh str object with room for `len` bytes (and its char index),
        // which the parts' bytes, UTF-8 of `char_len` chars together, fill exactly.
        unsafe {
            let mut at = (*(h as *mut StrObject)).bytes.as_mut_ptr();
            for &p in parts {
                let bytes = str_text(p).as_bytes();
                std::ptr::copy_nonoverlapping(bytes.as_ptr(), at, bytes.len());
                at = at.add(bytes.len());
            }
            finish_str(h, char_len);
        }
        Value::from_ptr(h)
    }

    /// `s + w` of two exact strs at an append site (`Op::AppendLocal`): `s` is the value
    /// of the local the result goes back into. The result is *unshared*
    /// ([`STR_UNSHARED`]): only that local refers to it until something reads the local
    /// another way ([`share_str`]). So the next append may write its bytes into the
    /// object's spare room and return the same object; when the room runs out it
    /// copies into an object half as big again. A loop of `s += piece` then copies each
    /// byte a few times in all, not once per append (CPython gets the same from
    /// resizing a str whose reference count is one).
    pub fn append_str(&mut self, s: Value, w: Value) -> Value {
        if let Some(sum) = str_sum_without_copy(s, w) {
            return sum;
        }
        let (len, added) = (str_text(s).len(), str_text(w).len());
        let total = len + added;
        let char_len = str_char_len(s) + str_char_len(w);
        // SAFETY: a checked str; an unshared one is referred to by `s` alone, so
        // nothing can observe its bytes and length change. The room checked against
        // its size leaves space for the char index that sharing it builds.
        unsafe {
            let o = checked_ptr::<StrObject>(s);
            let unshared = (*o).header.flags & STR_UNSHARED != 0;
            // In place, the derived fields change by what `w` adds (`finish_str`, which
            // sets them for a new str, would rebuild the char index at every append);
            // the index is built when the str is shared.
            if unshared && StrObject::size_needed(total, char_len) <= (*o).header.aux as usize {
                let at = (*o).bytes.as_mut_ptr().add(len);
                std::ptr::copy_nonoverlapping(str_text(w).as_ptr(), at, added);
                (*o).len = total;
                (*o).char_len = char_len;
                if total != char_len {
                    (*o).header.flags &= !STR_ASCII;
                }
                return s;
            }
            // The first append of a chain makes a str of just the right size (most
            // single appends have no successor); a chain that outgrew its room gets
            // room for half as much again.
            let room = if unshared { total + total / 2 + 16 } else { total };
            let size = StrObject::size_for_any(room).max(StrObject::size_needed(total, char_len));
            let Ok(aux) = u32::try_from(size) else { return self.concat_strs(&[s, w]) };
            let extra = size - LAYOUTS[LayoutId::Str as usize].size_for(total);
            let h = self
                .with_roots(&[s, w], |rt| Ok(rt.alloc_with(LayoutId::Str, total, extra)))
                .expect("allocating cannot raise");
            let bytes = (*(h as *mut StrObject)).bytes.as_mut_ptr();
            std::ptr::copy_nonoverlapping(str_text(s).as_ptr(), bytes, len);
            std::ptr::copy_nonoverlapping(str_text(w).as_ptr(), bytes.add(len), added);
            finish_str(h, char_len);
            (*h).flags |= STR_UNSHARED;
            (*h).aux = aux;
            Value::from_ptr(h)
        }
    }

    /// A new bytes object holding `data`.
    pub fn new_bytes(&mut self, data: &[u8]) -> Value {
        let h = self.alloc(LayoutId::Bytes, data.len());
        // SAFETY: fresh bytes object with room for `data.len()` bytes.
        unsafe { init_bytes(h, data) };
        Value::from_ptr(h)
    }

    /// An immortal bytes constant.
    pub fn new_immortal_bytes(&mut self, data: &[u8]) -> Value {
        let size = LAYOUTS[LayoutId::Bytes as usize].size_for(data.len());
        let h = self.heap.alloc_immortal(size, Header::new(LayoutId::Bytes, GcBits::empty()));
        // SAFETY: fresh immortal bytes object of `size` bytes, whose length word is set
        // here before anything reads it.
        unsafe {
            (*(h as *mut BytesObject)).len = data.len();
            init_bytes(h, data);
        }
        Value::from_ptr(h)
    }

    /// An immortal float constant (an immediate when it can be).
    pub fn new_immortal_float(&mut self, d: f64) -> Value {
        if let Some(v) = Value::try_flonum(d) {
            return v;
        }
        let h =
            self.heap.alloc_immortal(std::mem::size_of::<FloatObject>(), Header::new(LayoutId::Float, GcBits::empty()));
        // SAFETY: fresh immortal float object.
        unsafe { (*(h as *mut FloatObject)).value = d };
        Value::from_ptr(h)
    }

    /// Char `i` (below its char count) of the str `s`, as a str (`s[i]`).
    pub fn char_of(&mut self, s: Value, i: usize) -> Value {
        let c = crate::strings::char_at(s, i).chars().next().expect("a char in range");
        self.char_str(c)
    }

    /// The str of one char `c` (cached for the first 256 code points).
    pub fn char_str(&mut self, c: char) -> Value {
        let Some(slot) = self.latin1.get(c as usize).copied() else {
            return self.new_str(c.encode_utf8(&mut [0u8; 4]));
        };
        if !slot.is_null() {
            return slot;
        }
        let v = self.intern(c.encode_utf8(&mut [0u8; 4]));
        self.latin1[c as usize] = v;
        v
    }

    /// An immortal, interned str (names, constants).
    pub fn intern(&mut self, s: &str) -> Value {
        if let Some(&v) = self.interned.get(s) {
            return v;
        }
        let size = LAYOUTS[LayoutId::Str as usize].size_for(s.len()) + str_index_extra(s);
        let h = self.heap.alloc_immortal(size, Header::new(LayoutId::Str, GcBits::empty()));
        // SAFETY: fresh immortal str object of the right size.
        unsafe {
            (*(h as *mut StrObject)).len = s.len();
            init_str(h, s);
            (*h).flags |= STR_INTERNED;
        }
        let v = Value::from_ptr(h);
        self.interned.insert(s.into(), v);
        v
    }

    /// A tuple of `items` (which must be rooted by the caller).
    pub fn new_tuple(&mut self, items: &[Value]) -> Value {
        let h = self.alloc(LayoutId::Tuple, items.len());
        // SAFETY: fresh tuple with room for `items.len()` values.
        unsafe {
            let t = h as *mut TupleObject;
            std::ptr::copy_nonoverlapping(items.as_ptr(), (*t).items.as_mut_ptr(), items.len());
        }
        Value::from_ptr(h)
    }

    /// An immortal tuple of immortal `items` (a constant).
    pub fn new_immortal_tuple(&mut self, items: &[Value]) -> Value {
        let size = LAYOUTS[LayoutId::Tuple as usize].size_for(items.len());
        let h = self.heap.alloc_immortal(size, Header::new(LayoutId::Tuple, GcBits::empty()));
        // SAFETY: fresh immortal tuple of the right size.
        unsafe {
            let t = h as *mut TupleObject;
            (*t).len = items.len();
            std::ptr::copy_nonoverlapping(items.as_ptr(), (*t).items.as_mut_ptr(), items.len());
        }
        Value::from_ptr(h)
    }

    /// A list of `items` (which must be rooted by the caller), in the narrowest
    /// storage that holds them (`object::storage_for_items`).
    pub fn new_list(&mut self, items: &[Value]) -> Value {
        let list = self.new_list_with_storage(items.len(), storage_for_items(items));
        if !items.is_empty() {
            // SAFETY: the storage array has capacity `items.len()` and holds `items`.
            unsafe {
                let l = list.as_ptr::<ListObject>();
                (*l).len = items.len();
                let arr = (*l).items.as_ptr::<ValueArray>();
                std::ptr::copy_nonoverlapping(items.as_ptr(), (*arr).items.as_mut_ptr(), items.len());
            }
        }
        list
    }

    pub fn new_list_with_capacity(&mut self, cap: usize) -> Value {
        self.new_list_with_storage(cap, LayoutId::ValueArray)
    }

    /// An empty list whose storage (a `ValueArray`, or the bool, int or float storage
    /// the caller's items will fit) has room for `cap` items.
    pub fn new_list_with_storage(&mut self, cap: usize, storage: LayoutId) -> Value {
        debug_assert!(matches!(
            storage,
            LayoutId::ValueArray | LayoutId::BoolArray | LayoutId::IntArray | LayoutId::FloatArray
        ));
        let arr = if cap > 0 { Value::from_ptr(self.alloc(storage, cap)) } else { Value::NULL };
        self.handles.push(arr);
        let h = self.alloc(LayoutId::List, 0);
        self.handles.pop();
        // SAFETY: fresh list object.
        unsafe { (*(h as *mut ListObject)).items = arr };
        Value::from_ptr(h)
    }

    /// Appends `v` to `list` (`list` must be rooted by the caller; `v` is kept alive
    /// here while the storage grows).
    pub fn list_append(&mut self, list: Value, v: Value) {
        let (len, cap) = list_len_cap(list);
        if len == cap {
            self.handles.push(v);
            self.list_reserve(list, (cap * 2).max(4));
            self.handles.pop();
        }
        // SAFETY: capacity > len after the reserve, which also widened bool storage
        // (always full, so `len == cap` for it).
        unsafe {
            let l = list.as_ptr::<ListObject>();
            push_storage_item((*l).items, len, v);
            (*l).len = len + 1;
        }
    }

    /// Grows `list`'s storage to at least `cap` slots, keeping its kind (bool storage
    /// becomes values).
    pub fn list_reserve(&mut self, list: Value, cap: usize) {
        let (len, old_cap) = list_len_cap(list);
        if cap <= old_cap {
            return;
        }
        widen_list_bools(list);
        // SAFETY: a checked list; its storage, when present, is its live array.
        let old = unsafe { (*list.as_ptr::<ListObject>()).items };
        let kind = if old.is_null() { LayoutId::ValueArray } else { layout_of(old) };
        let arr = self.alloc(kind, cap);
        // SAFETY: copy the live items into the new, larger storage of the same kind.
        unsafe {
            let l = list.as_ptr::<ListObject>();
            if len > 0 {
                let old = (*l).items.as_ptr::<ValueArray>();
                std::ptr::copy_nonoverlapping(
                    (*old).items.as_ptr(),
                    (*(arr as *mut ValueArray)).items.as_mut_ptr(),
                    len,
                );
            }
            (*l).items = Value::from_ptr(arr);
        }
    }

    /// Sets a list's length (shrinking only), clearing the dropped slots.
    pub fn list_truncate(&mut self, list: Value, new_len: usize) {
        widen_list_bools(list);
        let (len, _) = list_len_cap(list);
        assert!(new_len <= len);
        // SAFETY: clearing slots within capacity, then shrinking the length.
        unsafe {
            let l = list.as_ptr::<ListObject>();
            if len > 0 {
                let arr = (*l).items.as_ptr::<ValueArray>();
                for i in new_len..len {
                    *(*arr).items.as_mut_ptr().add(i) = Value::NULL;
                }
            }
            (*l).len = new_len;
        }
    }

    /// `list.pop()`: removes and returns the last item (IndexError when there is none).
    pub fn list_pop(&mut self, list: Value) -> PyResult<Value> {
        widen_list_bools(list);
        // SAFETY: a checked list whose storage (laid out as a ValueArray now) holds its
        // `len` items.
        unsafe {
            let l = &mut *checked_ptr::<ListObject>(list);
            if l.len == 0 {
                return crate::raise!(IndexError, "pop from empty list");
            }
            l.len -= 1;
            let slot = (*l.items.as_ptr::<ValueArray>()).items.as_mut_ptr().add(l.len);
            Ok(std::mem::replace(&mut *slot, Value::NULL))
        }
    }

    /// Removes and returns item `i` (below the length: checked) of a list, moving the
    /// items after it down.
    pub fn list_remove(&mut self, list: Value, i: usize) -> Value {
        let (len, _) = list_len_cap(list);
        let item = list_item(list, i);
        // SAFETY: nothing runs while the slice is used; the items only move.
        unsafe { list_items_reorder(list) }.copy_within(i + 1.., i);
        self.list_truncate(list, len - 1);
        item
    }

    pub fn new_range(&mut self, start: Value, stop: Value, step: Value) -> Value {
        let h = self.alloc(LayoutId::Range, 0);
        // SAFETY: fresh range object; the ints are rooted by the caller.
        unsafe {
            let r = h as *mut RangeObject;
            (*r).start = start;
            (*r).stop = stop;
            (*r).step = step;
        }
        Value::from_ptr(h)
    }

    /// `slice(start, stop, step)` (the values rooted by the caller).
    pub fn new_slice(&mut self, start: Value, stop: Value, step: Value) -> Value {
        let h = self.alloc(LayoutId::Slice, 0);
        // SAFETY: fresh slice object.
        unsafe {
            let s = h as *mut SliceObject;
            (*s).start = start;
            (*s).stop = stop;
            (*s).step = step;
        }
        Value::from_ptr(h)
    }

    /// A cell holding `v` (rooted by the caller).
    pub fn new_cell(&mut self, v: Value) -> Value {
        let h = self.alloc(LayoutId::Cell, 0);
        // SAFETY: fresh cell object.
        unsafe { (*(h as *mut CellObject)).value = v };
        Value::from_ptr(h)
    }

    pub fn new_function(&mut self, code: &Code, defaults: Value, kwdefaults: Value, closure: Value) -> Value {
        let name = self.intern(&code.name.clone());
        let h = self.alloc(LayoutId::Function, 0);
        // SAFETY: fresh function object; defaults are rooted by the caller.
        unsafe {
            let f = h as *mut FunctionObject;
            (*f).code = code;
            (*f).name = name;
            (*f).defaults = defaults;
            (*f).kwdefaults = kwdefaults;
            (*f).closure = closure;
            (*f).dict = Value::NULL;
        }
        Value::from_ptr(h)
    }

    /// Writes program output. A closed pipe (`ember prog | head`) raises
    /// BrokenPipeError, which stops the program as it stops CPython; other errors of
    /// the output are ignored.
    pub fn write_out(&mut self, s: &str) -> PyResult<()> {
        let written = self.out.write_all(s.as_bytes());
        self.output_result(written)
    }

    /// Writes out what program output is buffered (raising as [`Rt::write_out`]).
    pub fn flush_output(&mut self) -> PyResult<()> {
        let flushed = self.out.flush();
        self.output_result(flushed)
    }

    fn output_result(&mut self, r: std::io::Result<()>) -> PyResult<()> {
        match r {
            Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => {
                Err(crate::classes::os_error(self, e.raw_os_error().unwrap_or(libc::EPIPE), None))
            }
            _ => Ok(()),
        }
    }

    /// Writes out buffered program output, ignoring errors (at exit).
    pub fn flush_out(&mut self) {
        let _ = self.out.flush();
    }

    /// The live part of the value stack.
    pub fn live_stack(&self) -> &[Value] {
        // SAFETY: see `collect`.
        unsafe { std::slice::from_raw_parts(self.stack, self.sp) }
    }
}

impl Drop for Rt {
    fn drop(&mut self) {
        self.flush_out();
        crate::files::flush_all(&mut self.files);
        // SAFETY: `stack` came from `Box::into_raw` of a STACK_SLOTS-long boxed slice.
        unsafe { drop(Box::from_raw(std::ptr::slice_from_raw_parts_mut(self.stack, STACK_SLOTS))) };
    }
}

/// Fills in a str object's text and metadata.
///
/// # Safety
/// `h` must be a str object with room for `s.len()` bytes and its `len` set.
/// Fills the new bytes object `h` (its length already `data.len()`).
///
/// # Safety
/// `h` is a bytes object nothing else refers to yet, with room for `data.len()` bytes.
unsafe fn init_bytes(h: *mut Header, data: &[u8]) {
    // SAFETY: forwarded from the caller.
    unsafe {
        let o = h as *mut BytesObject;
        debug_assert_eq!((*o).len, data.len());
        std::ptr::copy_nonoverlapping(data.as_ptr(), (*o).bytes.as_mut_ptr(), data.len());
        (*o).hash = -1;
    }
}

/// The bytes past its layout's size that a str of text `s` needs (its char index).
fn str_index_extra(s: &str) -> usize {
    if s.is_ascii() || s.len() <= STR_INDEX_STRIDE {
        return 0;
    }
    StrObject::index_extra(s.len(), s.chars().count())
}

/// # Safety
/// `h` is a str object nothing else refers to yet, with room for `s.len()` bytes and
/// (when [`StrObject::has_index`] says it has one) its char index.
unsafe fn init_str(h: *mut Header, s: &str) {
    // SAFETY: forwarded from the caller.
    unsafe {
        let o = h as *mut StrObject;
        debug_assert_eq!((*o).len, s.len());
        std::ptr::copy_nonoverlapping(s.as_ptr(), (*o).bytes.as_mut_ptr(), s.len());
        let char_len = if s.is_ascii() { s.len() } else { s.chars().count() };
        finish_str(h, char_len);
    }
}

/// Sets what a str's bytes, already in place, imply: its char count `char_len`, an
/// unknown hash, the ASCII flag, and its char index when it has one.
///
/// # Safety
/// As for [`init_str`], with the str's `len` bytes written: UTF-8 of `char_len`
/// chars.
unsafe fn finish_str(h: *mut Header, char_len: usize) {
    // SAFETY: forwarded from the caller.
    unsafe {
        let o = h as *mut StrObject;
        (*o).char_len = char_len;
        (*o).hash = -1;
        if (*o).len == char_len {
            (*o).header.flags |= STR_ASCII;
        }
        write_str_index(o);
    }
}

/// `a + b` of two exact strs when one is empty: the other one itself, as CPython
/// gives it (no copy).
pub fn str_sum_without_copy(a: Value, b: Value) -> Option<Value> {
    if str_text(b).is_empty() {
        Some(a)
    } else if str_text(a).is_empty() {
        Some(b)
    } else {
        None
    }
}

/// Makes `v`, if it is an unshared str (see [`Rt::append_str`]), an ordinary one: its
/// local is being read, so from now on anything may refer to it. Appends copy it
/// from here on; its char index is built now, in the room kept for it.
pub fn share_str(v: Value) {
    if !is_layout(v, LayoutId::Str) {
        return;
    }
    // SAFETY: a checked str; an unshared one has room for its index (`append_str`).
    unsafe {
        let o = v.as_ptr::<StrObject>();
        if (*o).header.flags & STR_UNSHARED != 0 {
            (*o).header.flags &= !STR_UNSHARED;
            (*o).header.aux = 0;
            write_str_index(o);
        }
    }
}

/// Writes the char index of a str that has one (a long non-ASCII one).
///
/// # Safety
/// `o` is a str whose `len` bytes and `char_len` are set, with room for its index,
/// which nothing reads yet.
unsafe fn write_str_index(o: *mut StrObject) {
    // SAFETY: forwarded from the caller.
    unsafe {
        let (len, char_len) = ((*o).len, (*o).char_len);
        let h = o as *mut Header;
        if StrObject::has_index(len, char_len) {
            let text = std::str::from_utf8_unchecked(std::slice::from_raw_parts((*o).bytes.as_ptr(), len));
            let index = (h as *mut u8).add(StrObject::index_offset(len)) as *mut u32;
            let starts = text.char_indices().map(|(b, _)| b as u32);
            for (k, start) in starts.skip(STR_INDEX_STRIDE).step_by(STR_INDEX_STRIDE).enumerate() {
                *index.add(k) = start;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rt() -> Rt {
        let mut rt = Rt::new(Box::new(std::io::sink()));
        rt.heap.verify = true;
        rt
    }

    /// The objects a fresh runtime keeps (the values of `sys`), after a collection.
    fn live_objects(rt: &mut Rt) -> usize {
        rt.collect();
        rt.heap.object_count()
    }

    #[test]
    fn unrooted_objects_are_reclaimed_and_rooted_ones_survive() {
        let mut rt = rt();
        let runtime_owned = live_objects(&mut rt);
        let kept = rt.new_str("kept across collections");
        rt.handles.push(kept);
        for i in 0..1000 {
            rt.new_str(&format!("garbage {i}"));
        }
        let before = rt.heap.object_count();
        rt.collect();
        assert_eq!(rt.heap.object_count(), runtime_owned + 1, "only the rooted string survives (was {before})");
        assert_eq!(str_text(kept), "kept across collections");
        rt.handles.clear();
        rt.collect();
        assert_eq!(rt.heap.object_count(), runtime_owned);
    }

    #[test]
    fn freed_cells_are_reused() {
        let mut rt = rt();
        for _ in 0..10_000 {
            rt.new_float(f64::NAN);
        }
        rt.collect();
        let heap_bytes = rt.heap.stats.heap_bytes;
        for _ in 0..10_000 {
            rt.new_float(f64::INFINITY);
        }
        assert_eq!(rt.heap.stats.heap_bytes, heap_bytes, "the second round fits in the swept cells");
    }

    #[test]
    fn objects_reachable_through_containers_survive_stress() {
        let mut rt = rt();
        rt.heap.stress = true;
        let list = rt.new_list(&[]);
        rt.handles.push(list);
        for i in 0..200 {
            let s = rt.new_str(&format!("item {i}"));
            rt.handles.push(s);
            let t = rt.new_tuple(&[s, Value::small_int(i)]);
            rt.handles.pop();
            rt.handles.push(t);
            rt.list_append(list, t);
            rt.handles.pop();
        }
        let big = rt.new_int_i128(i128::MAX);
        rt.handles.push(big);
        rt.new_float(f64::NAN);
        let items = list_to_vec(list);
        assert_eq!(items.len(), 200);
        for (i, &t) in items.iter().enumerate() {
            let pair = tuple_items(t);
            assert_eq!(str_text(pair[0]), format!("item {i}"));
            assert_eq!(pair[1].as_small_int(), i as i64);
        }
        assert_eq!(crate::int::int_ref(big).and_then(|b| b.to_i128()), Some(i128::MAX));
    }

    #[test]
    fn large_objects_are_freed() {
        let mut rt = rt();
        let runtime_owned = live_objects(&mut rt);
        for _ in 0..50 {
            rt.new_list_with_capacity(100_000);
        }
        rt.collect();
        assert_eq!(rt.heap.object_count(), runtime_owned);
        assert!(rt.heap.stats.heap_bytes < 1 << 20, "large lists released: {} bytes", rt.heap.stats.heap_bytes);
    }

    #[test]
    fn pinned_objects_survive_and_global_slots_stay_put() {
        let mut rt = rt();
        let runtime_owned = live_objects(&mut rt);
        let pinned = rt.new_str("compiled code compares against me");
        rt.pin(pinned);
        rt.pin(pinned);
        rt.collect();
        assert_eq!(rt.heap.object_count(), runtime_owned + 1);
        assert_eq!(str_text(pinned), "compiled code compares against me");

        let bases = rt.global_bases();
        // (The runtime's own Python source, `sys.version_info`'s class, has some.)
        let taken = rt.globals.len();
        let first = rt.global_slot("first").expect("a free slot");
        for i in 1..MAX_GLOBALS - taken {
            assert!(rt.global_slot(&format!("g{i}")).is_some());
        }
        assert_eq!(rt.global_bases(), bases, "the slot vectors never move");
        assert_eq!(rt.global_slot("one_too_many"), None);
        assert_eq!(rt.global_slot("first"), Some(first), "existing names still resolve");
    }

    #[test]
    fn too_many_global_names_is_a_compile_error() {
        let mut rt = rt();
        let free = MAX_GLOBALS - rt.globals.len();
        let source: String = (0..=free).map(|i| format!("g{i} = 0\n")).collect();
        let e = crate::bytecode_gen::compile_module(&mut rt, &source, "many.py").expect_err("one name too many");
        assert_eq!(e.kind, "NotImplementedError");
        assert_eq!(e.line as usize, free + 1);
        assert!(e.message.contains(&format!("'g{free}'")), "{}", e.message);
    }
}
