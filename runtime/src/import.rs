//! The import system: `import a.b.c`, `from . import x`, packages with `__init__.py`.
//!
//! A module of Python source is found on `sys.path` (the script's directory first),
//! compiled into a globals namespace of its own (`vm::Namespace`: a set of global
//! slots, so compiled code reads another module's globals exactly as its own) and run
//! once; `sys.modules` (a dict programs may read and change) caches it by its dotted
//! name from before its code runs, so circular imports see the partly run module as
//! CPython's do. ember's builtin modules (`crate::modules`) come after the path,
//! except `sys`, which no file can shadow.

use crate::error::{ExcKind, PyErr, PyResult};
use crate::layout::{GcBits, GlobalsObject, Header, LayoutId, ModuleObject};
use crate::object::is_layout;
use crate::value::Value;
use crate::vm::{Namespace, Rt};
use std::path::{Path, PathBuf};
use std::rc::Rc;

/// What the runtime knows of a module of Python source (`__main__` included), indexed
/// by its namespace.
pub struct ModuleInfo {
    /// Boxed: compiled code may hold the module's address.
    pub object: Box<ModuleObject>,
    /// Its source file (None for `__main__` run from `-c` or stdin).
    pub file: Option<Rc<str>>,
    /// The package relative imports start from (`__package__`): the module itself
    /// for a package, else its parent package; None for a top-level module.
    pub package: Option<Rc<str>>,
    /// A package's directory, where its submodules are found.
    pub package_dir: Option<PathBuf>,
    /// Its code is still running (a circular import reached it).
    pub initialising: bool,
    /// What `globals()` returns in its code. Boxed: compiled code holds its address.
    pub globals: Box<GlobalsObject>,
}

impl ModuleInfo {
    fn new(name: &str, file: Option<Rc<str>>, package_dir: Option<PathBuf>, ns: Namespace) -> ModuleInfo {
        // A module lives as long as its runtime, and its name as long as the process:
        // `ModuleObject` names are static strings (builtin modules' are literals).
        let name: &'static str = Box::leak(name.into());
        let package = match &package_dir {
            Some(_) => Some(Rc::from(name)),
            None => name.rsplit_once('.').map(|(parent, _)| Rc::from(parent)),
        };
        let object = Box::new(ModuleObject {
            header: Header::new(LayoutId::Module, GcBits::IMMORTAL),
            name,
            namespace: Some(ns),
        });
        let globals = Box::new(GlobalsObject {
            header: Header::new(LayoutId::Globals, GcBits::IMMORTAL),
            namespace: ns.0 as u64,
        });
        ModuleInfo { object, file, package, package_dir, initialising: false, globals }
    }

    pub fn value(&self) -> Value {
        Value::from_ptr(&*self.object)
    }

    /// The module's `globals()`.
    pub fn globals(&self) -> Value {
        Value::from_ptr(&*self.globals)
    }
}

/// Makes `__main__`'s module (namespace `MAIN`); `Rt::new` calls it first thing.
pub(crate) fn install_main(rt: &mut Rt) {
    debug_assert!(rt.modules.is_empty());
    rt.modules.push(ModuleInfo::new("__main__", None, None, Namespace::MAIN));
}

/// Records where `__main__` comes from: its file, and for `-m package` the package
/// its relative imports start from. Puts it in `sys.modules`.
pub fn set_main(rt: &mut Rt, file: Option<&str>, package: Option<&str>) -> PyResult<()> {
    let main = &mut rt.modules[Namespace::MAIN.index()];
    main.file = file.map(Rc::from);
    main.package = package.map(Rc::from);
    let module = main.value();
    sys_modules_set(rt, "__main__", module)
}

/// The namespace of a module of Python source; None for a builtin module or for
/// anything else a program put in `sys.modules`.
pub fn namespace_of(module: Value) -> Option<Namespace> {
    if !is_layout(module, LayoutId::Module) {
        return None;
    }
    // SAFETY: a module object.
    unsafe { (*module.as_ptr::<ModuleObject>()).namespace }
}

/// Each global slot's name as text shows it: `name` for the main program's, and
/// `module:name` for another module's (the HIR's text form).
pub fn global_display_names(rt: &Rt) -> Vec<String> {
    rt.global_names
        .iter()
        .zip(&rt.global_namespace)
        .map(|(name, &ns)| match ns {
            Namespace::MAIN => name.to_string(),
            _ => format!("{}:{name}", namespace_module_name(rt, ns)),
        })
        .collect()
}

/// The slot a name of [`global_display_names`] names, made if need be (None when no
/// slot is free or no module has that name).
pub fn global_slot_by_display_name(rt: &mut Rt, text: &str) -> Option<u32> {
    match text.split_once(':') {
        None => rt.global_slot(text),
        Some((module, name)) => {
            let ns = rt.modules.iter().position(|m| m.object.name == module)?;
            rt.global_slot_in(Namespace(ns as u32), name)
        }
    }
}

/// The dotted name of the module whose globals are `ns`.
pub fn namespace_module_name(rt: &Rt, ns: Namespace) -> &'static str {
    rt.modules[ns.index()].object.name
}

/// `import spec` run by code of namespace `importer`: `spec` is a dotted module name,
/// led by one dot per level of a relative import. Returns the named module (the
/// caller binds the top-level package for `import a.b`).
pub fn import(rt: &mut Rt, importer: Namespace, spec: &str) -> PyResult<Value> {
    let name = spec.trim_start_matches('.');
    let level = spec.len() - name.len();
    if level == 0 {
        return import_absolute(rt, name);
    }
    let Some(package) = rt.modules[importer.index()].package.clone() else {
        return Err(PyErr::new(ExcKind::ImportError, "attempted relative import with no known parent package"));
    };
    let parts: Vec<&str> = package.split('.').collect();
    if level > parts.len() {
        return Err(PyErr::new(ExcKind::ImportError, "attempted relative import beyond top-level package"));
    }
    let mut full = parts[..parts.len() - (level - 1)].join(".");
    if !name.is_empty() {
        full.push('.');
        full.push_str(name);
    }
    import_absolute(rt, &full)
}

/// `from module import name`: the attribute, else the submodule `module.name` of a
/// package, else CPython's ImportError.
pub fn import_from(rt: &mut Rt, module: Value, name: &str) -> PyResult<Value> {
    let Some(ns) = namespace_of(module) else {
        // A builtin module, or whatever a program put in `sys.modules`.
        return crate::classes::getattr(rt, module, name).map_err(|e| {
            if e.kind != ExcKind::AttributeError {
                return e;
            }
            let m = if is_layout(module, LayoutId::Module) {
                crate::modules::module_name(module)
            } else {
                "<unknown module name>"
            };
            import_error(
                rt,
                ExcKind::ImportError,
                format!("cannot import name '{name}' from '{m}' (unknown location)"),
                m,
                None,
            )
        });
    };
    if let Some(v) = rt.get_global_in(ns, name) {
        return Ok(v);
    }
    if rt.get_global_in(ns, "__getattr__").is_some() {
        match module_global(rt, module, ns, name) {
            Err(e) if e.kind == ExcKind::AttributeError => {}
            r => return r,
        }
    }
    let info = &rt.modules[ns.index()];
    let module_name = info.object.name;
    if info.package_dir.is_some() {
        let full = format!("{module_name}.{name}");
        match import_absolute(rt, &full) {
            Ok(m) => return Ok(m),
            Err(e) if names_missing_module(rt, &e, &full) => {}
            Err(e) => return Err(e),
        }
    }
    let info = &rt.modules[ns.index()];
    let location = info.file.as_deref().unwrap_or("unknown location");
    let message = if info.initialising {
        format!(
            "cannot import name '{name}' from partially initialized module '{module_name}' \
             (most likely due to a circular import) ({location})"
        )
    } else {
        format!("cannot import name '{name}' from '{module_name}' ({location})")
    };
    let (module_name, file) = (info.object.name, info.file.clone());
    Err(import_error(rt, ExcKind::ImportError, message, module_name, file.as_deref()))
}

/// An ImportError or ModuleNotFoundError about module `name` (its `name` attribute),
/// from `path` when known.
fn import_error(rt: &mut Rt, kind: ExcKind, message: String, name: &str, path: Option<&str>) -> Box<PyErr> {
    let mark = rt.handles.len();
    let mut values = Vec::new();
    for text in [Some(message.as_str()), Some(name), path].into_iter().flatten() {
        let v = rt.new_str(text);
        rt.handles.push(v);
        values.push(v);
    }
    let mut kw = vec![("name", values[1])];
    if let Some(&p) = values.get(2) {
        kw.push(("path", p));
    }
    let class = rt.exc_classes[kind as usize];
    let made =
        crate::classes::instantiate(rt, class, &values[..1], &kw).and_then(|e| crate::interp::raise_value(rt, e));
    rt.handles.truncate(mark);
    match made {
        Ok(e) | Err(e) => e,
    }
}

/// Whether `e` is the ModuleNotFoundError of module `full` itself (not of a module
/// its code imports).
fn names_missing_module(rt: &Rt, e: &PyErr, full: &str) -> bool {
    e.kind == ExcKind::ModuleNotFoundError
        && !e.value.is_null()
        && crate::instance_attrs::get(rt, e.value, "name").is_some_and(|n| {
            crate::object::class_of(n) == crate::object::ClassId::Str && crate::object::str_text(n) == full
        })
        && crate::ops::exception_args(rt, e.value).first().is_some_and(|&m| {
            crate::object::class_of(m) == crate::object::ClassId::Str && crate::object::str_text(m) == no_module(full)
        })
}

fn no_module(name: &str) -> String {
    format!("No module named '{name}'")
}

/// The module named `full` (dotted, absolute): from `sys.modules`, else found,
/// compiled and run (its parent packages first).
pub fn import_absolute(rt: &mut Rt, full: &str) -> PyResult<Value> {
    if let Some(m) = cached(rt, full)? {
        return Ok(m);
    }
    let (parent, last) = match full.rsplit_once('.') {
        Some((parent, last)) => (Some(parent), last),
        None => (None, full),
    };
    // ember's own standard library modules, unless the program has one of the name.
    let top = full.split('.').next().unwrap_or(full);
    if let Some(source) = crate::stdlib::source(full).filter(|_| !is_on_path(rt, top)) {
        if let Some(parent) = parent {
            import_absolute(rt, parent)?;
            if let Some(m) = cached(rt, full)? {
                return Ok(m);
            }
        }
        let module = load_source(rt, full, &crate::stdlib::filename(full), source, None)?;
        if let Some(parent_ns) = parent.and_then(|p| sys_modules_get(rt, p).ok().flatten()).and_then(namespace_of) {
            rt.set_global_in(parent_ns, last, module);
        }
        return Ok(module);
    }
    let dirs = match parent {
        Some(parent) => {
            let package = import_absolute(rt, parent)?;
            // The package's own code may have imported this submodule.
            if let Some(m) = cached(rt, full)? {
                return Ok(m);
            }
            match namespace_of(package).and_then(|ns| rt.modules[ns.index()].package_dir.clone()) {
                Some(dir) => vec![dir],
                None => {
                    let message = format!("{}; '{parent}' is not a package", no_module(full));
                    return Err(import_error(rt, ExcKind::ModuleNotFoundError, message, full, None));
                }
            }
        }
        None if full == "sys" => Vec::new(),
        None => search_path(rt),
    };
    let found = dirs.iter().find_map(|dir| find_in(dir, last));
    let builtin = || parent.is_none().then(|| crate::modules::find_module(full)).flatten();
    let module = match found {
        Some((file, package_dir)) => load(rt, full, &file, package_dir)?,
        None if builtin().is_some() => {
            let m = builtin().expect("checked");
            sys_modules_set(rt, full, m)?;
            return Ok(m);
        }
        None => match dirs.iter().map(|dir| dir.join(last)).find(|d| d.is_dir()) {
            // A directory without `__init__.py`: a namespace package.
            Some(dir) => new_module(rt, full, None, Some(dir))?.1,
            None => return Err(import_error(rt, ExcKind::ModuleNotFoundError, no_module(full), full, None)),
        },
    };
    if let Some(parent_ns) = parent.and_then(|p| sys_modules_get(rt, p).ok().flatten()).and_then(namespace_of) {
        rt.set_global_in(parent_ns, last, module);
    }
    Ok(module)
}

/// Whether a module named `top` (undotted) would be found on `sys.path`: a file of
/// the program's shadows ember's knowledge of the standard library.
pub fn is_on_path(rt: &Rt, top: &str) -> bool {
    search_path(rt).iter().any(|dir| find_in(dir, top).is_some())
}

/// `dir/name.py`, or the package `dir/name/__init__.py` with its directory.
fn find_in(dir: &Path, name: &str) -> Option<(PathBuf, Option<PathBuf>)> {
    let package = dir.join(name);
    let init = package.join("__init__.py");
    if init.is_file() {
        return Some((init, Some(package)));
    }
    let file = dir.join(format!("{name}.py"));
    file.is_file().then_some((file, None))
}

/// The directories of `sys.path` (its str items; "" is the current directory).
fn search_path(rt: &Rt) -> Vec<PathBuf> {
    let Some(path) =
        rt.module_value("sys", "path").filter(|&p| crate::object::class_of(p) == crate::object::ClassId::List)
    else {
        return Vec::new();
    };
    crate::object::list_to_vec(path)
        .into_iter()
        .filter(|&item| crate::object::class_of(item) == crate::object::ClassId::Str)
        .map(|item| match crate::object::str_text(item) {
            "" => PathBuf::from("."),
            dir => PathBuf::from(dir),
        })
        .collect()
}

/// A new module `full` (from `file`; None for a namespace package) with its
/// `__name__`, `__file__` and `__package__`, in `sys.modules`.
fn new_module(
    rt: &mut Rt,
    full: &str,
    file: Option<&str>,
    package_dir: Option<PathBuf>,
) -> PyResult<(Namespace, Value)> {
    let ns = add_module(rt, full, file, package_dir);
    let module = rt.modules[ns.index()].value();
    let file = match file {
        Some(f) => rt.intern(f),
        None => crate::object::none(),
    };
    rt.set_global_in(ns, "__file__", file);
    let package = match rt.modules[ns.index()].package.clone() {
        Some(p) => rt.intern(&p),
        None => rt.intern(""),
    };
    rt.set_global_in(ns, "__package__", package);
    sys_modules_set(rt, full, module)?;
    Ok((ns, module))
}

/// A new namespace and the record of its module `name`, with its `__name__` (the one
/// place that makes namespaces: `Rt::modules` is indexed by them).
fn add_module(rt: &mut Rt, name: &str, file: Option<&str>, package_dir: Option<PathBuf>) -> Namespace {
    let ns = rt.new_namespace();
    debug_assert_eq!(ns.index(), rt.modules.len());
    rt.modules.push(ModuleInfo::new(name, file.map(Rc::from), package_dir, ns));
    let value = rt.intern(name);
    rt.set_global_in(ns, "__name__", value);
    ns
}

/// The globals of Python source ember runs for itself as part of builtin module
/// `name` (`sys.version_info`'s class): a namespace of that module's name, not in
/// `sys.modules`.
pub fn builtin_source_namespace(rt: &mut Rt, name: &str) -> Namespace {
    add_module(rt, name, None, None)
}

/// Compiles and runs the module `full` from `file` in a new namespace.
fn load(rt: &mut Rt, full: &str, file: &Path, package_dir: Option<PathBuf>) -> PyResult<Value> {
    let filename = file.display().to_string();
    let bytes = std::fs::read(file)
        .map_err(|e| crate::classes::os_error(rt, e.raw_os_error().unwrap_or(0), Some(&filename)))?;
    let source = crate::syntax::source::decode_source(&bytes, &filename).map_err(compile_error)?;
    load_source(rt, full, &filename, &source, package_dir)
}

/// Compiles and runs `source` as the module `full` in a new namespace.
fn load_source(rt: &mut Rt, full: &str, filename: &str, source: &str, package_dir: Option<PathBuf>) -> PyResult<Value> {
    let (ns, module) = new_module(rt, full, Some(filename), package_dir)?;
    let code = match crate::bytecode_gen::compile_module_in(rt, source, filename, ns) {
        Ok(code) => code,
        Err(e) => {
            sys_modules_remove(rt, full)?;
            return Err(compile_error(e));
        }
    };
    rt.modules[ns.index()].initialising = true;
    // SAFETY: code objects live as long as the runtime.
    let result = crate::interp::run_module(rt, unsafe { &*code });
    rt.modules[ns.index()].initialising = false;
    if let Err(e) = result {
        sys_modules_remove(rt, full)?;
        return Err(e);
    }
    // A module may have put something else in its place in `sys.modules`.
    Ok(sys_modules_get(rt, full)?.unwrap_or(module))
}

/// A module's SyntaxError (or NotImplementedError) raised by the `import` of it.
/// (Its message lacks the "(file, line N)" CPython's `str()` of a SyntaxError adds:
/// ember's exception objects have no `filename`/`lineno` to render it from.)
fn compile_error(e: crate::error::CompileError) -> Box<PyErr> {
    let kind = ExcKind::ALL.into_iter().find(|k| k.name() == e.kind).unwrap_or(ExcKind::SyntaxError);
    PyErr::new(kind, e.message)
}

fn sys_modules(rt: &Rt) -> PyResult<Value> {
    match rt.module_value("sys", "modules") {
        Some(d) if crate::object::class_of(d) == crate::object::ClassId::Dict => Ok(d),
        _ => Err(PyErr::new(ExcKind::RuntimeError, "sys.modules is not a dict")),
    }
}

fn sys_modules_get(rt: &Rt, name: &str) -> PyResult<Option<Value>> {
    Ok(crate::dict::dict_get_str(sys_modules(rt)?, name))
}

/// The module `sys.modules` holds for `name`; None blocks the import as CPython's.
fn cached(rt: &Rt, name: &str) -> PyResult<Option<Value>> {
    match sys_modules_get(rt, name)? {
        Some(m) if crate::object::is_none(m) => {
            let message = format!("import of {name} halted; None in sys.modules");
            Err(PyErr::new(ExcKind::ModuleNotFoundError, message))
        }
        found => Ok(found),
    }
}

fn sys_modules_set(rt: &mut Rt, name: &str, module: Value) -> PyResult<()> {
    let modules = sys_modules(rt)?;
    let key = rt.intern(name);
    crate::dict::dict_set(rt, modules, key, module)
}

fn sys_modules_remove(rt: &mut Rt, name: &str) -> PyResult<()> {
    let modules = sys_modules(rt)?;
    let key = rt.intern(name);
    crate::dict::dict_remove(rt, modules, key).map(|_| ())
}

/// The module attributes CPython has that ember's modules lack.
const MISSING_MODULE_ATTRS: &[&str] = &["__dict__", "__doc__", "__spec__", "__loader__", "__builtins__", "__path__"];

/// `module.name` for a module of Python source: its global, else what the module's
/// `__getattr__` function gives (PEP 562).
pub fn module_global(rt: &mut Rt, module: Value, ns: Namespace, name: &str) -> PyResult<Value> {
    if let Some(v) = rt.get_global_in(ns, name) {
        return Ok(v);
    }
    if MISSING_MODULE_ATTRS.contains(&name) {
        return Err(PyErr::new(ExcKind::NotImplementedError, format!("module.{name} is not supported by ember yet")));
    }
    if let Some(getattr) = rt.get_global_in(ns, "__getattr__") {
        let key = rt.new_str(name);
        return rt.with_roots(&[getattr, key], |rt| crate::builtins::call_object(rt, getattr, &[key], &[]));
    }
    let m = crate::modules::module_name(module);
    let message = if rt.modules[ns.index()].initialising {
        format!("partially initialized module '{m}' has no attribute '{name}' (most likely due to a circular import)")
    } else {
        format!("module '{m}' has no attribute '{name}'")
    };
    Err(crate::classes::attribute_error(module, name, message))
}

/// `del module.name` for a module of Python source.
pub fn delete_module_global(rt: &mut Rt, module: Value, ns: Namespace, name: &str) -> PyResult<()> {
    match rt.existing_global_slot(ns, name).filter(|&slot| !rt.globals[slot as usize].is_null()) {
        Some(slot) => {
            rt.unbind_global(slot);
            Ok(())
        }
        None => {
            Err(crate::classes::attribute_error(module, name, format!("'module' object has no attribute '{name}'")))
        }
    }
}
