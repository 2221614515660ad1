//! User-defined classes: class objects, instances, attribute lookup (with methods,
//! `staticmethod`, `classmethod`, `property`), `super()`, special-method dispatch.
//!
//! A class is a GC struct with a name, a single base, an attribute dict and its MRO (a
//! tuple, the class first). An instance has its class and an attribute dict (created
//! at the first attribute store). The builtin exception classes are class objects too
//! (immortal, made at start-up) so user exceptions subclass them like any class.

use crate::code::Binding;
use crate::dict;
use crate::error::{ExcKind, PyResult};
use crate::instance_attrs;
use crate::layout::*;
use crate::object::*;
use crate::raise;
use crate::value::Value;
use crate::vm::Rt;
use smallvec::SmallVec;

pub const DESCR_STATIC: u64 = 0;
pub const DESCR_CLASS: u64 = 1;
pub const DESCR_PROPERTY: u64 = 2;

pub static NOT_IMPLEMENTED: NoneObject = NoneObject { header: Header::new(LayoutId::NotImplemented, GcBits::IMMORTAL) };

pub static ELLIPSIS: NoneObject = NoneObject { header: Header::new(LayoutId::Ellipsis, GcBits::IMMORTAL) };

/// `Ellipsis`, the value of `...`.
pub fn ellipsis() -> Value {
    Value::from_ptr(&ELLIPSIS)
}

pub fn not_implemented() -> Value {
    Value::from_ptr(&NOT_IMPLEMENTED)
}

pub fn class_obj<'a>(c: Value) -> &'a mut ClassObject {
    // SAFETY: a checked class object, live while the caller holds it.
    unsafe { &mut *checked_ptr::<ClassObject>(c) }
}

#[inline]
pub fn instance<'a>(v: Value) -> &'a mut InstanceObject {
    // SAFETY: a checked instance, live while the caller holds it.
    unsafe { &mut *checked_ptr::<InstanceObject>(v) }
}

pub fn is_class(v: Value) -> bool {
    is_layout(v, LayoutId::Class) || is_layout(v, LayoutId::Type)
}

/// A class's name (user class or builtin type).
pub fn class_name(c: Value) -> &'static str {
    if is_layout(c, LayoutId::Class) { str_text(class_obj(c).name) } else { type_class(c).expect("a class").name() }
}

/// `c.__qualname__`: reprs name a class by it.
pub fn class_qualname(c: Value) -> &'static str {
    if is_layout(c, LayoutId::Class) { str_text(class_obj(c).qualname) } else { class_name(c) }
}

/// The module a class was defined in (its `__module__`): `builtins` for the builtin
/// types and exception classes, `__main__` for a class made without one (`type(name,
/// bases, dict)` called from the main module).
pub fn class_module(c: Value) -> &'static str {
    if !is_layout(c, LayoutId::Class) || class_obj(c).dict.is_null() {
        return "builtins";
    }
    match dict::dict_get_str(class_obj(c).dict, "__module__") {
        Some(m) if is_layout(m, LayoutId::Str) => str_text(m),
        _ => "__main__",
    }
}

/// A class's name as `repr` and uncaught-exception messages show it: qualified by
/// its module unless that is `builtins`.
pub fn class_full_name(c: Value) -> String {
    match class_module(c) {
        "builtins" => class_qualname(c).to_string(),
        module => format!("{module}.{}", class_qualname(c)),
    }
}

/// The class of any value, as a class object (builtin type object or user class).
pub fn type_of(v: Value) -> Value {
    if is_layout(v, LayoutId::Instance) {
        instance(v).class
    } else if is_layout(v, LayoutId::Class) {
        class_obj(v).metaclass
    } else {
        class_of(v).type_object()
    }
}

/// The MRO of a class: itself first, `object` last. (Short ones, the common case,
/// are not allocated: lookups call this on every instance creation.)
pub fn mro(c: Value) -> SmallVec<[Value; 6]> {
    if is_layout(c, LayoutId::Class) {
        return SmallVec::from_slice(tuple_items(class_obj(c).mro));
    }
    let object = ClassId::Object.type_object();
    let mut out = smallvec::smallvec![c];
    if type_class(c) == Some(ClassId::Bool) {
        out.push(ClassId::Int.type_object());
    }
    if c != object {
        out.push(object);
    }
    out
}

/// `issubclass(a, b)` for class objects.
#[inline]
pub fn is_subclass(a: Value, b: Value) -> bool {
    if a == b {
        return true;
    }
    if is_layout(a, LayoutId::Class) {
        // The MRO ends with `object`.
        // SAFETY: a class's `mro` is always a tuple.
        let mro = unsafe { &*class_obj(a).mro.as_ptr::<TupleObject>() };
        // SAFETY: `len` items follow the tuple's fixed part.
        let items = unsafe { std::slice::from_raw_parts(mro.items.as_ptr(), mro.len) };
        return items.contains(&b);
    }
    // A builtin type derives from builtin types only.
    b == ClassId::Object.type_object()
        || matches!((type_class(a), type_class(b)), (Some(x), Some(y)) if x.is_subclass(y))
}

/// The builtin exception kind a class is or derives from.
pub fn exception_kind(c: Value) -> Option<ExcKind> {
    let kind = |k: Value| if is_layout(k, LayoutId::Class) { ExcKind::from_index(class_obj(k).exc_kind) } else { None };
    if is_layout(c, LayoutId::Class) {
        // The MRO tuple as it is, without a copy (instantiating an exception asks).
        return tuple_items(class_obj(c).mro).iter().find_map(|&k| kind(k));
    }
    mro(c).into_iter().find_map(kind)
}

/// Whether class `c` is the builtin exception `kind` or derives from it.
pub fn is_exception_of(c: Value, kind: ExcKind) -> bool {
    exception_kind(c).is_some_and(|k| k.is_subclass_of(kind))
}

/// Whether `c` is BaseException or derives from it.
pub fn is_exception_class(c: Value) -> bool {
    exception_kind(c).is_some()
}

/// Finds `name` in the dicts of the classes of `c`'s MRO (from `start`'s successor
/// when `after` is given, for `super()`).
pub fn lookup(c: Value, name: &str, after: Option<Value>) -> Option<Value> {
    if is_layout(c, LayoutId::Class) {
        let classes = tuple_items(class_obj(c).mro);
        let skip = match after {
            Some(s) => classes.iter().position(|&k| k == s).map_or(classes.len(), |i| i + 1),
            None => 0,
        };
        return classes[skip..].iter().find_map(|&k| lookup_own(k, name));
    }
    let classes = mro(c);
    let skip = match after {
        Some(s) => classes.iter().position(|&k| k == s).map_or(classes.len(), |i| i + 1),
        None => 0,
    };
    classes[skip..].iter().find_map(|&k| lookup_own(k, name))
}

/// Records that an attribute of class `cls` is about to change: every cache keyed on
/// the class epoch, and every lookup that consulted `cls`, is stale.
fn class_changed(rt: &mut Rt, cls: Value) {
    rt.class_epoch += 1;
    class_obj(cls).version = rt.class_epoch;
}

/// The classes a lookup consulted, each with its version then: what it found stays
/// right while every one of them keeps that version (see [`versions_hold`]).
pub type Consulted = Vec<(Value, u64)>;

/// How `name` resolves to a function a method call calls directly on instances of
/// class `cls` (a user class) that have no attribute of that name: the function, how
/// it takes the receiver, and each class the lookup consulted (the MRO up to the one
/// defining it) with its version now. The answer stays right while every one of them
/// keeps that version.
pub fn method_lookup(cls: Value, name: &str) -> Option<(Value, Binding, Consulted)> {
    let (v, consulted) = attribute_lookup(cls, name)?;
    let (function, binding) = callable_attribute(v)?;
    Some((function, binding, consulted))
}

/// How `obj.name` resolves on instances of user class `cls` when `name` is a property
/// whose getter is a plain function: the getter, and each class the lookup consulted
/// with its version now (the answer stays right while they keep them). A property
/// comes before the instance's own attributes, so their shape does not matter.
pub fn property_getter_lookup(cls: Value, name: &str) -> Option<(Value, Consulted)> {
    // A getter's AttributeError goes to the class's `__getattr__`: no direct call.
    if lookup(cls, "__getattr__", None).is_some() {
        return None;
    }
    let (v, consulted) = attribute_lookup(cls, name)?;
    let getter = Some(v).filter(|&v| is_property(v)).map(|v| descriptor(v).a)?;
    is_layout(getter, LayoutId::Function).then_some((getter, consulted))
}

/// The function a method call finds in class attribute `v`, and how it binds: a plain
/// function, or the function of a `staticmethod` or a `classmethod`.
pub fn callable_attribute(v: Value) -> Option<(Value, Binding)> {
    if is_layout(v, LayoutId::Function) {
        return Some((v, Binding::Instance));
    }
    if !is_layout(v, LayoutId::Descriptor) {
        return None;
    }
    let d = descriptor(v);
    let binding = match d.kind {
        DESCR_STATIC => Binding::Static,
        DESCR_CLASS => Binding::Class,
        _ => return None,
    };
    is_layout(d.a, LayoutId::Function).then_some((d.a, binding))
}

/// What `name` finds along the MRO of user class `cls` when the user classes define
/// it: the value, and each class the lookup consulted with its version now (the
/// answer stays right while they keep them).
pub fn attribute_lookup(cls: Value, name: &str) -> Option<(Value, Consulted)> {
    consult(tuple_items(class_obj(cls).mro), name)
}

/// What `name` finds along `classes` (a part of an MRO) when user classes define it:
/// the value, and the classes consulted with their versions now.
fn consult(classes: &[Value], name: &str) -> Option<(Value, Consulted)> {
    let mut consulted = Vec::new();
    for &k in classes {
        if !is_layout(k, LayoutId::Class) {
            return None;
        }
        consulted.push((k, class_obj(k).version));
        if let Some(v) = lookup_own(k, name) {
            return Some((v, consulted));
        }
    }
    None
}

/// Whether every class of `versions` (from [`attribute_lookup`]) still has the
/// version recorded with it: then what the lookup found is what it finds now.
pub fn versions_hold(versions: &[(Value, u64)]) -> bool {
    versions.iter().all(|&(k, version)| class_obj(k).version == version)
}

/// The value of `cls.name` (a user class) when reading it needs no binding and the
/// class's own attributes (`__name__`, `__mro__`, ...) are not involved: a plain
/// class attribute, found by [`attribute_lookup`] with the classes it consulted.
pub fn plain_class_attribute(cls: Value, name: &str) -> Option<(Value, Consulted)> {
    if name.starts_with("__") || !is_layout(cls, LayoutId::Class) {
        return None;
    }
    let (v, consulted) = attribute_lookup(cls, name)?;
    let binds = is_layout(v, LayoutId::Descriptor) || is_property(v) || descriptor_hook(v, "__get__").is_some();
    (!binds).then_some((v, consulted))
}

/// `name` in the class's own dict (or the builtin `__init__` of the exception classes,
/// or one of `object`'s builtin methods).
fn lookup_own(k: Value, name: &str) -> Option<Value> {
    if is_layout(k, LayoutId::Class) {
        let o = class_obj(k);
        if !o.dict.is_null() {
            if let Some(v) = dict::dict_get_str(o.dict, name) {
                return Some(v);
            }
        }
        if o.exc_kind != 0 {
            static EXCEPTION_METHODS: BuiltinMethods =
                BuiltinMethods::new("BaseException", &["__init__", "with_traceback"]);
            return EXCEPTION_METHODS.get(name);
        }
    } else if k == ClassId::Object.type_object() {
        return OBJECT_METHODS.get(name);
    } else if k == ClassId::Type.type_object() && name == "__call__" {
        return crate::builtins::module_function("type", name);
    } else if matches!(name, "__init__" | "__new__") {
        // `list.__init__`, `tuple.__new__` and the others, for `super()` calls in
        // subclasses.
        return type_class(k).and_then(|c| crate::builtins::module_function(c.name(), name));
    } else if let Some(c) = type_class(k) {
        return crate::builtins::type_level_method(c, name);
    }
    None
}

/// Some builtin methods of one builtin class, looked up in the builtins' table once:
/// class lookups reach them on every instantiation.
struct BuiltinMethods {
    module: &'static str,
    names: &'static [&'static str],
    found: std::sync::OnceLock<Vec<Option<Value>>>,
}

impl BuiltinMethods {
    const fn new(module: &'static str, names: &'static [&'static str]) -> BuiltinMethods {
        BuiltinMethods { module, names, found: std::sync::OnceLock::new() }
    }

    /// Method `name`, if it is one of these.
    fn get(&self, name: &str) -> Option<Value> {
        let found = self
            .found
            .get_or_init(|| self.names.iter().map(|n| crate::builtins::module_function(self.module, n)).collect());
        let k = self.names.iter().position(|&n| n == name)?;
        found[k]
    }
}

/// `object`'s methods that its subclasses find through their MRO.
static OBJECT_METHODS: BuiltinMethods = BuiltinMethods::new(
    "object",
    &["__init__", "__new__", "__init_subclass__", "__setattr__", "__delattr__", "__getattribute__"],
);

/// `object.__init__`, which instantiation skips calling.
fn object_init() -> Option<Value> {
    OBJECT_METHODS.get("__init__")
}

/// Whether any class in `c`'s MRO has a property (a data descriptor, which takes
/// precedence over instance attributes).
fn has_data_descriptors(c: Value) -> bool {
    is_layout(c, LayoutId::Class) && class_obj(c).flags.contains(ClassFlags::HAS_PROPERTIES)
}

/// Whether an instance of `cls` finds its own attributes before its class's (no data
/// descriptor can intervene): what an attribute-load cache relies on.
#[inline]
pub fn plain_attribute_loads(cls: Value) -> bool {
    !has_data_descriptors(cls)
}

/// Whether `obj.name = value` on an instance of `cls` only stores the attribute (a
/// user class without data descriptors or `__slots__`): what an attribute-store cache
/// relies on.
#[inline]
pub fn plain_attribute_stores(cls: Value) -> bool {
    is_layout(cls, LayoutId::Class) && !class_obj(cls).flags.intersects(STORE_HOOKS)
}

/// The class flags under which an instance's attribute store does more than store.
pub const STORE_HOOKS: ClassFlags =
    ClassFlags::HAS_PROPERTIES.union(ClassFlags::SLOTTED).union(ClassFlags::HAS_SETATTR);

/// The user-defined `hook` (`__setattr__` or `__delattr__`) that an assignment to
/// (or deletion of) an attribute of `obj` calls, if its class defines one.
fn attribute_hook(obj: Value, hook: &str) -> Option<Value> {
    let cls = if is_layout(obj, LayoutId::Instance) {
        instance(obj).class
    } else {
        // A class's own stores go to its metaclass's hook.
        user_metaclass(obj)?
    };
    if !is_layout(cls, LayoutId::Class) || !class_obj(cls).flags.contains(ClassFlags::HAS_SETATTR) {
        return None;
    }
    lookup(cls, hook, None).filter(|&f| !is_layout(f, LayoutId::Builtin))
}

/// The names a class's own `__slots__` declares (a str is one name), or None when
/// it declares none.
fn declared_slots(rt: &mut Rt, namespace: Value) -> PyResult<Option<Vec<String>>> {
    let Some(slots) = dict::dict_get_str(namespace, "__slots__") else { return Ok(None) };
    if class_of(slots) == ClassId::Str {
        return Ok(Some(vec![str_text(slots).to_string()]));
    }
    let mark = rt.handles.len();
    let items = crate::ops::collect_iterable(rt, slots);
    rt.handles.truncate(mark);
    let mut names = Vec::new();
    for item in items? {
        if class_of(item) != ClassId::Str {
            return raise!(TypeError, "__slots__ items must be strings, not '{}'", type_name(item));
        }
        names.push(str_text(item).to_string());
    }
    Ok(Some(names))
}

/// Whether an instance of slotted class `cls` may have attribute `name`: some class
/// of its MRO names it in `__slots__`.
fn slot_declared(cls: Value, name: &str) -> bool {
    mro(cls).iter().filter(|&&k| is_layout(k, LayoutId::Class)).any(|&k| {
        match dict::dict_get_str(class_obj(k).dict, "__slots__") {
            Some(s) if class_of(s) == ClassId::Str => str_text(s) == name,
            // SAFETY: the items are only read; nothing runs while they are used.
            Some(s) => unsafe { seq_items(s) }
                .is_some_and(|items| items.iter().any(|&i| class_of(i) == ClassId::Str && str_text(i) == name)),
            None => false,
        }
    })
}

fn is_property(v: Value) -> bool {
    is_layout(v, LayoutId::Descriptor) && descriptor(v).kind == DESCR_PROPERTY
}

/// The method `hook` (`__get__`, `__set__`, `__delete__`, `__set_name__`) of the
/// user class of `v`, when `v` is an instance of one that defines it: `v` is then a
/// descriptor of the user's own.
fn descriptor_hook(v: Value, hook: &str) -> Option<Value> {
    if !is_layout(v, LayoutId::Instance) {
        return None;
    }
    let cls = instance(v).class;
    is_layout(cls, LayoutId::Class).then(|| lookup(cls, hook, None)).flatten()
}

/// Whether class attribute `v` is a data descriptor (a property, or an object whose
/// class defines `__set__` or `__delete__`), which decides before an instance's own
/// attributes.
fn is_data_descriptor(v: Value) -> bool {
    is_property(v) || descriptor_hook(v, "__set__").is_some() || descriptor_hook(v, "__delete__").is_some()
}

fn descriptor<'a>(v: Value) -> &'a DescriptorObject {
    // SAFETY: a checked descriptor, live while the caller holds it.
    unsafe { &*checked_ptr::<DescriptorObject>(v) }
}

pub fn new_method(rt: &mut Rt, func: Value, self_: Value) -> Value {
    let h = rt.alloc(LayoutId::Method, 0);
    // SAFETY: fresh method object; `func` and `self_` are rooted by the caller.
    unsafe {
        let m = h as *mut MethodObject;
        (*m).func = func;
        (*m).self_ = self_;
    }
    Value::from_ptr(h)
}

pub fn new_descriptor(rt: &mut Rt, kind: u64, a: Value, b: Value, c: Value) -> Value {
    let h = rt.alloc(LayoutId::Descriptor, 0);
    // SAFETY: fresh descriptor; the values are rooted by the caller.
    unsafe {
        let d = h as *mut DescriptorObject;
        (*d).kind = kind;
        (*d).a = a;
        (*d).b = b;
        (*d).c = c;
    }
    Value::from_ptr(h)
}

/// Binds a class attribute found by lookup to `obj` (an instance, or None for access
/// through the class `cls`).
fn bind(rt: &mut Rt, attr: Value, obj: Option<Value>, cls: Value) -> PyResult<Value> {
    if crate::builtins::is_builtin_classmethod(attr) {
        return Ok(new_method(rt, attr, cls));
    }
    if is_layout(attr, LayoutId::Function) || crate::builtins::is_builtin_method(attr) {
        return Ok(match obj {
            Some(o) => new_method(rt, attr, o),
            None => attr,
        });
    }
    if is_layout(attr, LayoutId::Descriptor) {
        let d = descriptor(attr);
        return match d.kind {
            DESCR_STATIC => Ok(d.a),
            DESCR_CLASS => Ok(new_method(rt, d.a, cls)),
            _ => match obj {
                Some(o) => {
                    if d.a.is_null() || is_none(d.a) {
                        return raise!(AttributeError, "property object has no getter");
                    }
                    crate::builtins::call_object(rt, d.a, &[o], &[])
                }
                None => Ok(attr),
            },
        };
    }
    if let Some(get) = descriptor_hook(attr, "__get__") {
        let owner = obj.unwrap_or_else(none);
        return crate::builtins::call_object(rt, get, &[attr, owner, cls], &[]);
    }
    Ok(attr)
}

/// A `super` object's start class and the object it is bound to.
pub fn super_parts(sup: Value) -> Option<(Value, Value)> {
    if !is_layout(sup, LayoutId::Super) {
        return None;
    }
    // SAFETY: a checked super object, which the caller keeps alive.
    let s = unsafe { &*checked_ptr::<SuperObject>(sup) };
    Some((s.start, s.obj))
}

/// How `super(start, obj).name` resolves to a method for an instance `obj` of user
/// class `cls` (see [`takes_instance`]): the function, and each class the lookup
/// consulted (the MRO of `cls` after `start`, up to the one defining it) with its
/// version now; the answer stays right while they keep them.
pub fn super_method_lookup(cls: Value, start: Value, name: &str) -> Option<(Value, Consulted)> {
    let mro = tuple_items(class_obj(cls).mro);
    let after = mro.iter().position(|&k| k == start)? + 1;
    consult(&mro[after..], name).filter(|&(v, _)| takes_instance(v))
}

/// When `sup` is a `super` object bound to an instance (not a class) and `sup.name`
/// finds a method (see [`takes_instance`]): that method and the instance, what a call
/// of it calls.
pub fn super_method(sup: Value, name: &str) -> Option<(Value, Value)> {
    let (start, obj) = super_parts(sup)?;
    if is_class(obj) {
        return None;
    }
    let f = lookup(type_of(obj), name, Some(start)).filter(|&f| takes_instance(f))?;
    Some((f, obj))
}

/// Whether a class attribute, bound to an instance, makes a method that calls it with
/// the instance first: a plain function, or a builtin method such as
/// `BaseException.__init__` or `object.__init__` (not a builtin classmethod).
fn takes_instance(attr: Value) -> bool {
    is_layout(attr, LayoutId::Function)
        || (crate::builtins::is_builtin_method(attr) && !crate::builtins::is_builtin_classmethod(attr))
}

/// `obj.name`.
pub fn getattr(rt: &mut Rt, obj: Value, name: &str) -> PyResult<Value> {
    if is_layout(obj, LayoutId::Instance) {
        return match instance_getattr(rt, obj, name) {
            // The methods of the builtin container the instance carries.
            Err(_) if carries_method(rt, obj, name, crate::methods::has_builtin_method) => {
                Ok(carried_method(rt, obj, name))
            }
            // The data attributes of the number it carries (`real`, `numerator`).
            Err(e)
                if e.kind == ExcKind::AttributeError
                    && matches!(name, "real" | "imag" | "numerator" | "denominator")
                    && carried_scalar(rt, obj).is_some_and(|n| class_of(n) != ClassId::Str) =>
            {
                let inner = carried_scalar(rt, obj).expect("checked");
                builtin_data_attr(rt, inner, name).ok_or(e)
            }
            // An attribute the instance lacks goes to its class's `__getattr__`.
            Err(e) if e.kind == ExcKind::AttributeError => match lookup(instance(obj).class, "__getattr__", None) {
                Some(hook) => {
                    let key = rt.new_str(name);
                    rt.with_roots(&[key], |rt| {
                        let hook = bind(rt, hook, Some(obj), instance(obj).class)?;
                        rt.with_roots(&[hook], |rt| crate::builtins::call_object(rt, hook, &[key], &[]))
                    })
                }
                None => Err(e),
            },
            r => r,
        };
    }
    getattr_not_instance(rt, obj, name)
}

/// `obj.name` for an instance, without its class's `__getattr__`.
fn instance_getattr(rt: &mut Rt, obj: Value, name: &str) -> PyResult<Value> {
    let cls = instance(obj).class;
    // Without properties in the class, the instance's own attributes decide first.
    if !has_data_descriptors(cls) {
        if let Some(v) = instance_attrs::get(rt, obj, name) {
            return Ok(v);
        }
    }
    let class_attr = lookup(cls, name, None);
    if let Some(attr) = class_attr.filter(|&a| is_property(a)) {
        let getter = descriptor(attr).a;
        if getter.is_null() || is_none(getter) {
            return raise!(AttributeError, "property '{}' of '{}' object has no getter", name, class_name(cls));
        }
        return bind(rt, attr, Some(obj), cls);
    }
    // A data descriptor of the user's own: its `__get__` (or, without one, the
    // descriptor itself when the instance has no such attribute, as CPython does).
    if let Some(attr) = class_attr.filter(|&a| is_data_descriptor(a)) {
        if descriptor_hook(attr, "__get__").is_some() {
            return bind(rt, attr, Some(obj), cls);
        }
    }
    if let Some(v) = instance_attrs::get(rt, obj, name) {
        return Ok(v);
    }
    if let Some(attr) = class_attr {
        return bind(rt, attr, Some(obj), cls);
    }
    if name == "__class__" {
        return Ok(cls);
    }
    if let Some(v) = crate::ops::exception_attribute(rt, obj, name) {
        return Ok(v);
    }
    if let Some(attr) = default_dunder(&mro(cls), name) {
        return bind(rt, attr, Some(obj), cls);
    }
    if name == "__traceback__" && exception_kind(cls).is_some() {
        return crate::interp::traceback_of(rt, obj);
    }
    // Instances of a class whose whole MRO declares __slots__ have no __dict__.
    let slotted = is_layout(cls, LayoutId::Class) && class_obj(cls).flags.contains(ClassFlags::SLOTTED);
    if name == "__dict__" && carried_class(cls).is_some() {
        // Its attributes hold the container (`BASE_ATTR`), which CPython's lack.
        return raise!(
            NotImplementedError,
            "the __dict__ of an instance of a subclass of a builtin type is not supported by ember yet"
        );
    }
    if name == "__dict__" && !slotted && exception_kind(cls).is_some() {
        // An exception's `args`, context and cause are CPython's slots, not in its
        // `__dict__`: a copy without them.
        let d = instance_attrs::dict_of(rt, obj)?;
        let copy = crate::methods::call_method(rt, d, "copy", &[], &[])?;
        return rt.with_roots(&[copy], |rt| {
            for hidden in EXCEPTION_SLOTS {
                let key = rt.intern(hidden);
                dict::dict_remove(rt, copy, key)?;
            }
            Ok(copy)
        });
    }
    if name == "__dict__" && !slotted {
        return instance_attrs::dict_of(rt, obj);
    }
    let message = format!("'{}' object has no attribute '{}'", class_name(cls), name);
    Err(instance_attribute_error(rt, obj, name, message))
}

/// The attributes an exception keeps that CPython keeps outside its `__dict__`.
const EXCEPTION_SLOTS: [&str; 7] = [
    "args",
    "__context__",
    "__cause__",
    "__suppress_context__",
    "__traceback__",
    crate::interp::TRACEBACK_ATTR,
    crate::interp::TRACEBACK_OBJECT_ATTR,
];

/// `obj.name` for anything but an instance.
fn getattr_not_instance(rt: &mut Rt, obj: Value, name: &str) -> PyResult<Value> {
    if is_class(obj) {
        // A data descriptor of the metaclass comes first, then the class's MRO, then
        // the metaclass's other attributes, bound to the class.
        let meta_attr = metaclass_lookup(obj, name);
        if let Some((meta, attr)) = meta_attr.filter(|&(_, a)| is_property(a)) {
            return bind(rt, attr, Some(obj), meta);
        }
        if let Some(attr) = lookup(obj, name, None) {
            return bind(rt, attr, None, obj);
        }
        if let Some((meta, attr)) = meta_attr {
            return bind(rt, attr, Some(obj), meta);
        }
        // A builtin type's method read off the type (`str.lower`): called with the
        // receiver first (see `builtins::call_object`).
        if name == "__hash__" && type_class(obj).is_some_and(crate::methods::unhashable) {
            return Ok(none());
        }
        if type_class(obj).is_some_and(|c| crate::methods::has_method_or_dunder(c, name)) {
            let n = rt.intern(name);
            return Ok(new_method(rt, n, obj));
        }
        // A builtin base's methods, read off the subclass (`MyList.__len__`).
        if let Some(base) = carried_class(obj).filter(|&c| crate::methods::has_method_or_dunder(c, name)) {
            let n = rt.intern(name);
            return Ok(new_method(rt, n, base.type_object()));
        }
        if let Some(attr) = default_dunder(&mro(obj), name) {
            return Ok(attr);
        }
        let found = match name {
            "__name__" => Ok(rt.new_str(class_name(obj))),
            "__module__" => Ok(rt.new_str(class_module(obj))),
            // A class without annotations gets an empty dict of them on first read.
            "__annotations__" if is_layout(obj, LayoutId::Class) => {
                let d = rt.new_dict();
                rt.with_roots(&[d], |rt| setattr(rt, obj, name, d)).map(|_| d)
            }
            "__abstractmethods__" if obj != ClassId::Type.type_object() => {
                Err(attribute_error(obj, name, name.to_string()))
            }
            "__qualname__" => Ok(rt.new_str(class_qualname(obj))),
            "__class__" => Ok(type_of(obj)),
            // Calling a class is `type.__call__` bound to it.
            "__call__" => {
                let f = crate::builtins::module_function("type", name).expect("a builtin");
                Ok(new_method(rt, f, obj))
            }
            "__subclasses__" => {
                let f = crate::builtins::module_function("type", name).expect("a builtin");
                // `type.__subclasses__` is the method itself, for `type.__subclasses__(C)`.
                Ok(if obj == ClassId::Type.type_object() { f } else { new_method(rt, f, obj) })
            }
            "__mro__" => {
                let m = mro(obj);
                Ok(rt.new_tuple(&m))
            }
            "__bases__" => {
                if is_layout(obj, LayoutId::Class) {
                    return Ok(class_obj(obj).bases);
                }
                let base: &[Value] =
                    if obj == ClassId::Object.type_object() { &[] } else { &[ClassId::Object.type_object()] };
                Ok(rt.new_tuple(base))
            }
            "__base__" => Ok(if is_layout(obj, LayoutId::Class) {
                class_obj(obj).base
            } else if obj == ClassId::Object.type_object() {
                none()
            } else {
                ClassId::Object.type_object()
            }),
            // CPython's is a read-only mapping proxy, a type ember does not have: a
            // user class's is a copy of its namespace (writes to it change nothing,
            // where CPython's refuse them).
            "__dict__" if is_layout(obj, LayoutId::Class) && !class_obj(obj).dict.is_null() => {
                crate::methods::call_method(rt, class_obj(obj).dict, "copy", &[], &[])
            }
            "__dict__" => raise!(NotImplementedError, "a builtin type's __dict__ is not supported by ember yet"),
            _ => Err(attribute_error(
                obj,
                name,
                format!("type object '{}' has no attribute '{}'", class_name(obj), name),
            )),
        };
        // What the class lacks goes to its metaclass's `__getattr__`.
        return match (found, metaclass_lookup(obj, "__getattr__")) {
            (Err(e), Some((_, hook))) if e.kind == ExcKind::AttributeError => {
                let key = rt.new_str(name);
                rt.with_roots(&[key], |rt| crate::builtins::call_object(rt, hook, &[obj, key], &[]))
            }
            (found, _) => found,
        };
    }
    if is_layout(obj, LayoutId::Super) {
        // SAFETY: checked layout.
        let (start, target) = unsafe {
            let s = &*obj.as_ptr::<SuperObject>();
            (s.start, s.obj)
        };
        // As CPython decides: a class deriving from the start class is searched itself
        // (a classmethod's `super()`), anything else (a class too, in a metaclass's
        // method) through its type.
        let target_is_class = is_class(target) && is_subclass(target, start);
        let target_cls = if target_is_class { target } else { type_of(target) };
        return match lookup(target_cls, name, Some(start)) {
            Some(attr) => {
                let bound_to = if target_is_class { None } else { Some(target) };
                bind(rt, attr, bound_to, target_cls)
            }
            // A method of the builtin container a subclass's instance carries.
            None if carries_method(rt, target, name, crate::methods::has_method_or_dunder) => {
                Ok(carried_method(rt, target, name))
            }
            None => {
                let order = mro(target_cls);
                let rest = order.iter().position(|&k| k == start).map_or(&[][..], |i| &order[i + 1..]);
                match default_dunder(rest, name) {
                    Some(attr) => bind(rt, attr, (!target_is_class).then_some(target), target_cls),
                    None => raise!(AttributeError, "'super' object has no attribute '{}'", name),
                }
            }
        };
    }
    if is_layout(obj, LayoutId::Module) {
        return crate::modules::module_value(rt, obj, name);
    }
    if is_layout(obj, LayoutId::Function) {
        let attrs = function_obj(obj).dict;
        if let Some(v) = (!attrs.is_null()).then(|| dict::dict_get_str(attrs, name)).flatten() {
            return Ok(v);
        }
        match name {
            "__name__" => return Ok(function_obj(obj).name),
            "__doc__" => {
                return Ok(match &code_of_function(obj).doc {
                    Some(doc) => rt.new_str(doc),
                    None => none(),
                });
            }
            "__dict__" => return function_dict(rt, obj),
            "__annotations__" => {
                return raise!(NotImplementedError, "functions' __annotations__ are not supported by ember yet");
            }
            "__qualname__" => return Ok(rt.new_str(&code_of_function(obj).qualname)),
            "__module__" => {
                let ns = code_of_function(obj).namespace;
                return Ok(rt.intern(crate::import::namespace_module_name(rt, ns)));
            }
            _ => {}
        }
    }
    if let Some(v) = builtin_data_attr(rt, obj, name) {
        return Ok(v);
    }
    if crate::methods::has_builtin_method(class_of(obj), name) {
        // A method of a builtin type, bound by name (called through `call_method`).
        let n = rt.intern(name);
        return Ok(new_method(rt, n, obj));
    }
    if let Some(v) = crate::methods::container_dunder_attr(rt, obj, name) {
        return Ok(v);
    }
    if crate::methods::has_method_or_dunder(class_of(obj), name) {
        let n = rt.intern(name);
        return Ok(new_method(rt, n, obj));
    }
    // The special methods every object has from `object`.
    if !is_class(obj) {
        if let Some(attr) = default_dunder(&mro(type_of(obj)), name) {
            return bind(rt, attr, Some(obj), type_of(obj));
        }
    }
    if is_layout(obj, LayoutId::Method) {
        // SAFETY: checked layout.
        let m = unsafe { &*obj.as_ptr::<MethodObject>() };
        let (func, self_) = (m.func, m.self_);
        match name {
            "__self__" => return Ok(self_),
            "__func__" => return Ok(func),
            _ => {}
        }
        if is_layout(func, LayoutId::Str) {
            // A builtin type's method: its name, qualified by the type.
            match name {
                "__name__" => return Ok(func),
                "__qualname__" => {
                    let q = format!("{}.{}", type_name(self_), str_text(func));
                    return Ok(rt.new_str(&q));
                }
                "__doc__" | "__module__" => return Ok(none()),
                _ => {}
            }
        } else {
            // Everything else a bound method has is its function's (and so is the
            // error naming a missing one).
            return rt.with_roots(&[obj], |rt| getattr(rt, func, name));
        }
    }
    // The file classes are `_io`'s, and CPython's messages say so.
    let module = if crate::files::is_file(obj) { "_io." } else { "" };
    Err(attribute_error(obj, name, format!("'{module}{}' object has no attribute '{}'", type_name(obj), name)))
}

/// The data attributes every object of a builtin type has: `__class__`, and the
/// number protocol's `real`, `imag`, `numerator` and `denominator`.
fn builtin_data_attr(rt: &mut Rt, obj: Value, name: &str) -> Option<Value> {
    let class = class_of(obj);
    let is_int = matches!(class, ClassId::Int | ClassId::Bool);
    match name {
        "__class__" => Some(type_of(obj)),
        // A bool's real part and numerator are the int, not the bool.
        "real" | "numerator" if is_int => Some(crate::int::int_canonical(obj)),
        "imag" if is_int => Some(Value::small_int(0)),
        "denominator" if is_int => Some(Value::small_int(1)),
        "real" if class == ClassId::Float => Some(obj),
        "imag" if class == ClassId::Float => Some(rt.new_float(0.0)),
        "start" | "stop" | "step" if class == ClassId::Slice => {
            let [start, stop, step] = slice_parts(obj);
            Some(match name {
                "start" => start,
                "stop" => stop,
                _ => step,
            })
        }
        "start" | "stop" | "step" if is_layout(obj, LayoutId::Range) => {
            // SAFETY: checked layout.
            let r = unsafe { &*obj.as_ptr::<RangeObject>() };
            Some(match name {
                "start" => r.start,
                "stop" => r.stop,
                _ => r.step,
            })
        }
        _ if crate::files::is_file_class(class) => crate::files::file_attr(rt, obj, name),
        _ if is_layout(obj, LayoutId::Descriptor) => descriptor_attr(obj, name),
        _ => None,
    }
}

/// The data attributes of a property (`fget`, `fset`, `fdel`), a staticmethod or a
/// classmethod (`__func__`), and whether they wrap an abstract method.
fn descriptor_attr(obj: Value, name: &str) -> Option<Value> {
    let d = descriptor(obj);
    let or_none = |v: Value| if v.is_null() { none() } else { v };
    let abstract_fn = |f: Value| {
        is_layout(f, LayoutId::Function)
            && !function_obj(f).dict.is_null()
            && dict::dict_get_str(function_obj(f).dict, "__isabstractmethod__").is_some_and(|v| v == py_bool(true))
    };
    match (d.kind, name) {
        (DESCR_PROPERTY, "fget") => Some(or_none(d.a)),
        (DESCR_PROPERTY, "fset") => Some(or_none(d.b)),
        (DESCR_PROPERTY, "fdel") => Some(or_none(d.c)),
        (DESCR_PROPERTY, "__isabstractmethod__") => Some(py_bool([d.a, d.b, d.c].into_iter().any(abstract_fn))),
        (DESCR_STATIC | DESCR_CLASS, "__func__") => Some(d.a),
        (DESCR_STATIC | DESCR_CLASS, "__isabstractmethod__") => Some(py_bool(abstract_fn(d.a))),
        _ => None,
    }
}

/// The attributes of a function that ember keeps in its code object, not its dict.
const FUNCTION_INTERNALS: &[&str] = &["__code__", "__globals__", "__closure__", "__defaults__", "__kwdefaults__"];

/// The dict of a function's attributes (`f.__dict__`), made on first use.
fn function_dict(rt: &mut Rt, f: Value) -> PyResult<Value> {
    let attrs = function_obj(f).dict;
    if !attrs.is_null() {
        return Ok(attrs);
    }
    let d = rt.new_dict();
    // SAFETY: a checked function object, which the caller keeps alive (the new dict
    // is reachable from it from here on).
    unsafe { (*f.as_ptr::<FunctionObject>()).dict = d };
    Ok(d)
}

/// `obj.name = value`: the class's `__setattr__` decides, if it defines one.
pub fn setattr(rt: &mut Rt, obj: Value, name: &str, value: Value) -> PyResult<()> {
    if let Some(hook) = attribute_hook(obj, "__setattr__") {
        let name = rt.intern(name);
        crate::builtins::call_object(rt, hook, &[obj, name, value], &[])?;
        return Ok(());
    }
    store_attr(rt, obj, name, value)
}

/// `object.__setattr__(obj, name, value)`: the store without the class's hook.
pub fn store_attr(rt: &mut Rt, obj: Value, name: &str, value: Value) -> PyResult<()> {
    if is_layout(obj, LayoutId::Instance) {
        let cls = instance(obj).class;
        // Only a class with a property can intervene (a lookup for every store cost
        // more than the store).
        if let Some(attr) = has_data_descriptors(cls).then(|| lookup(cls, name, None)).flatten() {
            if is_property(attr) {
                let setter = descriptor(attr).b;
                if setter.is_null() || is_none(setter) {
                    return raise!(AttributeError, "property '{}' of '{}' object has no setter", name, class_name(cls));
                }
                crate::builtins::call_object(rt, setter, &[obj, value], &[])?;
                return Ok(());
            }
            if is_data_descriptor(attr) {
                let Some(set) = descriptor_hook(attr, "__set__") else { return raise!(AttributeError, "__set__") };
                crate::builtins::call_object(rt, set, &[attr, obj, value], &[])?;
                return Ok(());
            }
        }
        if name == "__cause__" && exception_kind(cls).is_some() {
            // As CPython's setter: a cause is an exception or None, and setting one
            // suppresses the context.
            if !is_none(value) && !type_of(value).is_null() && exception_kind(type_of(value)).is_none() {
                return raise!(TypeError, "exception cause must be None or derive from BaseException");
            }
            instance_attrs::set(rt, obj, "__suppress_context__", crate::object::py_bool(true))?;
        }
        if name == "__class__" || name == "__dict__" {
            return raise!(NotImplementedError, "assigning an instance's {} is not supported by ember yet", name);
        }
        // A bare `object()` has no __dict__, and its class is the builtin type.
        let slotted = !is_layout(cls, LayoutId::Class) || class_obj(cls).flags.contains(ClassFlags::SLOTTED);
        if slotted && !slot_declared(cls, name) {
            if lookup(cls, name, None).is_some() {
                return raise!(AttributeError, "'{}' object attribute '{}' is read-only", class_name(cls), name);
            }
            return raise!(AttributeError, "'{}' object has no attribute '{}'", class_name(cls), name);
        }
        return instance_attrs::set(rt, obj, name, value);
    }
    if is_layout(obj, LayoutId::Class) {
        // A property of the metaclass takes the assignment.
        if let Some((meta, attr)) = metaclass_lookup(obj, name).filter(|&(_, a)| is_property(a)) {
            let setter = descriptor(attr).b;
            if setter.is_null() || is_none(setter) {
                return raise!(AttributeError, "property '{}' of '{}' object has no setter", name, class_name(meta));
            }
            return crate::builtins::call_object(rt, setter, &[obj, value], &[]).map(|_| ());
        }
        // The hook the class statement refuses is refused later too.
        if name == "__getattribute__" {
            return raise!(NotImplementedError, "a class defining {} is not supported by ember yet", name);
        }
        if matches!(name, "__setattr__" | "__delattr__") {
            mark_store_hooks(obj);
        }
        if is_data_descriptor(value) {
            mark_with_subclasses(obj, ClassFlags::HAS_PROPERTIES);
        }
        class_changed(rt, obj);
        let key = rt.intern(name);
        let d = class_obj(obj).dict;
        return dict::dict_set(rt, d, key, value);
    }
    if is_class(obj) {
        return raise!(TypeError, "cannot set '{}' attribute of immutable type '{}'", name, class_name(obj));
    }
    if is_layout(obj, LayoutId::Function) {
        if FUNCTION_INTERNALS.contains(&name) {
            return raise!(NotImplementedError, "assigning a function's {} is not supported by ember yet", name);
        }
        if name == "__name__" {
            if !is_layout(value, LayoutId::Str) {
                return raise!(TypeError, "__name__ must be set to a string object");
            }
            // SAFETY: a checked function object, which the caller keeps alive; the
            // collector does not move objects.
            unsafe { (*obj.as_ptr::<FunctionObject>()).name = value };
            return Ok(());
        }
        let attrs = function_dict(rt, obj)?;
        let key = rt.intern(name);
        return dict::dict_set(rt, attrs, key, value);
    }
    if is_layout(obj, LayoutId::Module) {
        if let Some(ns) = crate::import::namespace_of(obj) {
            rt.set_global_in(ns, name, value);
            return Ok(());
        }
        let module = crate::modules::module_name(obj);
        // The runtime's own values of `sys` (not its functions, which compiled code
        // takes for constants).
        if module == "sys" && crate::vm::SYS_ASSIGNABLE.contains(&name) {
            let name = crate::vm::SYS_ASSIGNABLE.iter().find(|&&n| n == name).expect("checked");
            rt.set_module_value("sys", name, value);
            return Ok(());
        }
        return raise!(NotImplementedError, "assigning attributes of module '{module}' is not supported by ember yet");
    }
    // A builtin object's methods and data attributes exist but cannot be stored to.
    if crate::methods::has_builtin_method(class_of(obj), name) {
        return raise!(AttributeError, "'{}' object attribute '{}' is read-only", type_name(obj), name);
    }
    if name != "__class__" && builtin_data_attr(rt, obj, name).is_some() {
        // A slice's members are CPython's read-only members, the others getters.
        if class_of(obj) == ClassId::Slice {
            return raise!(AttributeError, "readonly attribute");
        }
        return raise!(AttributeError, "attribute '{}' of '{}' objects is not writable", name, type_name(obj));
    }
    raise!(AttributeError, "'{}' object has no attribute '{}'", type_name(obj), name)
}

/// `del obj.name`: the class's `__delattr__` decides, if it defines one.
pub fn delattr(rt: &mut Rt, obj: Value, name: &str) -> PyResult<()> {
    if let Some(hook) = attribute_hook(obj, "__delattr__") {
        let name = rt.intern(name);
        crate::builtins::call_object(rt, hook, &[obj, name], &[])?;
        return Ok(());
    }
    delete_attr(rt, obj, name)
}

/// `object.__delattr__(obj, name)`: the deletion without the class's hook.
pub fn delete_attr(rt: &mut Rt, obj: Value, name: &str) -> PyResult<()> {
    if is_layout(obj, LayoutId::Instance) {
        // A property (a data descriptor) decides before the instance's attributes.
        let cls = instance(obj).class;
        if let Some(attr) = lookup(cls, name, None).filter(|&a| has_data_descriptors(cls) && is_data_descriptor(a)) {
            if !is_property(attr) {
                let Some(delete) = descriptor_hook(attr, "__delete__") else {
                    return raise!(AttributeError, "__delete__");
                };
                crate::builtins::call_object(rt, delete, &[attr, obj], &[])?;
                return Ok(());
            }
            let deleter = descriptor(attr).c;
            if deleter.is_null() || is_none(deleter) {
                return raise!(AttributeError, "property '{}' of '{}' object has no deleter", name, class_name(cls));
            }
            crate::builtins::call_object(rt, deleter, &[obj], &[])?;
            return Ok(());
        }
        if instance_attrs::delete(rt, obj, name)? {
            return Ok(());
        }
        // An unset `__slots__` member: CPython's slot descriptor names just the slot.
        if slot_declared(cls, name) {
            return raise!(AttributeError, "{}", name);
        }
    }
    let d = if is_layout(obj, LayoutId::Class) { class_obj(obj).dict } else { Value::NULL };
    if !d.is_null() {
        class_changed(rt, obj);
        let key = rt.intern(name);
        if dict::dict_remove(rt, d, key)?.is_some() {
            return Ok(());
        }
    }
    if is_class(obj) {
        return raise!(AttributeError, "type object '{}' has no attribute '{}'", class_name(obj), name);
    }
    if is_layout(obj, LayoutId::Module) {
        if let Some(ns) = crate::import::namespace_of(obj) {
            return crate::import::delete_module_global(rt, obj, ns, name);
        }
        let module = crate::modules::module_name(obj);
        return raise!(NotImplementedError, "deleting attributes of module '{module}' is not supported by ember yet");
    }
    if is_layout(obj, LayoutId::Function) && !function_obj(obj).dict.is_null() {
        let key = rt.intern(name);
        if dict::dict_remove(rt, function_obj(obj).dict, key)?.is_some() {
            return Ok(());
        }
    }
    raise!(AttributeError, "'{}' object has no attribute '{}'", type_name(obj), name)
}

/// Creates a class (`class name(base): ...` after its body filled `namespace`).
pub fn new_class(rt: &mut Rt, name: &str, bases: &[Value], namespace: Value) -> PyResult<Value> {
    new_class_with_metaclass(rt, name, bases, namespace, ClassId::Type.type_object(), &[])
}

/// The builtin types Python code may subclass.
fn is_subclassable_builtin(c: ClassId) -> bool {
    use ClassId::*;
    matches!(c, Object | Int | Float | Str | List | Tuple | Dict | Set | Type)
}

/// The builtin class that fixes the layout of `c`'s instances: `int`, `str`, ...,
/// `type`, or the BaseException class; None for classes deriving only from `object`.
pub fn builtin_base(c: Value) -> Option<Value> {
    if is_layout(c, LayoutId::Class) {
        let base = class_obj(c).layout_base;
        return (!base.is_null()).then_some(base);
    }
    (c != ClassId::Object.type_object()).then_some(c)
}

/// Whether `c` is the BaseException class itself.
pub fn is_base_exception_class(c: Value) -> bool {
    is_layout(c, LayoutId::Class) && class_obj(c).exc_kind == ExcKind::BaseException.index()
}

/// `builtin_base` of a class being made, from its MRO (itself first, its `exc_kind`
/// already set).
fn find_layout_base(mro: &[Value]) -> Value {
    let object = ClassId::Object.type_object();
    mro.iter()
        .copied()
        .find(|&k| (is_layout(k, LayoutId::Type) && k != object) || is_base_exception_class(k))
        .unwrap_or(Value::NULL)
}

/// The most derived of `metaclass` and the classes of `bases`, which must all be
/// its subclasses or superclasses, as CPython calculates a new class's metaclass.
pub fn most_derived_metaclass(metaclass: Value, bases: &[Value]) -> PyResult<Value> {
    let mut winner = metaclass;
    for &base in bases {
        let meta = type_of(base);
        if is_subclass(winner, meta) {
            continue;
        }
        if !is_subclass(meta, winner) {
            return raise!(
                TypeError,
                "metaclass conflict: the metaclass of a derived class must be a (non-strict) subclass of the metaclasses of all its bases"
            );
        }
        winner = meta;
    }
    Ok(winner)
}

/// Creates a class whose class is `metaclass` (`type` or a subclass of it; the most
/// derived of it and the bases' metaclasses wins), what `type.__new__` does. Builtin
/// bases are checked with CPython's layout rule; `kw` goes to `__init_subclass__`.
pub fn new_class_with_metaclass(
    rt: &mut Rt,
    name: &str,
    bases: &[Value],
    namespace: Value,
    metaclass: Value,
    kw: &[(&str, Value)],
) -> PyResult<Value> {
    let object = ClassId::Object.type_object();
    let type_type = ClassId::Type.type_object();
    if !is_class(metaclass) || !is_subclass(metaclass, type_type) {
        return raise!(TypeError, "metaclass must be a subclass of type");
    }
    // The most derived of the metaclasses of the bases and the one given, as CPython
    // calculates it.
    if let Some(&first) = bases.first().filter(|&&b| !is_class(b) && metaclass == type_type) {
        // Without a metaclass CPython calls the type of the first base: for a base
        // that is not a class (`class A(5)`), that type's constructor complains.
        let mark = rt.handles.len();
        let name = rt.new_str(name);
        rt.handles.push(name);
        let bases = rt.new_tuple(bases);
        rt.handles.push(bases);
        let r = crate::builtins::call_object(rt, type_of(first), &[name, bases, namespace], kw);
        rt.handles.truncate(mark);
        return r;
    }
    let metaclass = most_derived_metaclass(metaclass, bases)?;
    // `__getattribute__` would change every attribute load of the instances; the
    // runtime does not call it, so a class defining it is refused rather than run
    // with its loads silently plain. (`__getattr__`, `__setattr__` and `__delattr__`
    // are called: see `getattr`, `setattr`, `delattr`.)
    if dict::dict_get_str(namespace, "__getattribute__").is_some() {
        return raise!(NotImplementedError, "a class defining __getattribute__ is not supported by ember yet");
    }
    let mut layout_base: Option<Value> = None;
    for &base in bases {
        if !is_class(base) {
            return raise!(TypeError, "bases must be types");
        }
        if let Some(builtin) = type_class(base) {
            if !is_subclassable_builtin(builtin) {
                return raise!(TypeError, "type '{}' is not an acceptable base type", builtin.name());
            }
        }
        if let Some(b) = builtin_base(base) {
            match layout_base {
                Some(l) if l != b && !is_subclass(b, l) && !is_subclass(l, b) => {
                    return raise!(TypeError, "multiple bases have instance lay-out conflict");
                }
                Some(l) if is_subclass(l, b) => {}
                _ => layout_base = Some(b),
            }
        }
    }
    for (i, &b) in bases.iter().enumerate() {
        if bases[..i].contains(&b) {
            return raise!(TypeError, "duplicate base class {}", class_name(b));
        }
    }
    let base = bases.first().copied().unwrap_or(object);
    let Some(linear) = c3_merge(bases) else {
        let names: Vec<&str> = bases.iter().map(|&b| class_name(b)).collect();
        return raise!(
            TypeError,
            "Cannot create a consistent method resolution\norder (MRO) for bases {}",
            names.join(", ")
        );
    };
    let mark = rt.handles.len();
    rt.handles.push(namespace);
    rt.handles.push(metaclass);
    rt.handles.extend_from_slice(bases);
    let slots = match declared_slots(rt, namespace) {
        Ok(slots) => slots,
        Err(e) => {
            rt.handles.truncate(mark);
            return Err(e);
        }
    };
    if let Some(names) = &slots {
        if let Some(taken) =
            names.iter().find(|n| n.as_str() != "__dict__" && dict::dict_get_str(namespace, n).is_some())
        {
            rt.handles.truncate(mark);
            return raise!(ValueError, "'{}' in __slots__ conflicts with class variable", taken);
        }
    }
    // As CPython does, `__new__` is a static method and `__init_subclass__` and
    // `__class_getitem__` are class methods without saying so.
    for (special, kind) in
        [("__new__", DESCR_STATIC), ("__init_subclass__", DESCR_CLASS), ("__class_getitem__", DESCR_CLASS)]
    {
        if let Some(f) = dict::dict_get_str(namespace, special).filter(|&f| is_layout(f, LayoutId::Function)) {
            let wrapped = new_descriptor(rt, kind, f, Value::NULL, Value::NULL);
            rt.handles.push(wrapped);
            let key = rt.intern(special);
            dict::dict_set(rt, namespace, key, wrapped)?;
        }
    }
    // A class that defines __eq__ without __hash__ is unhashable, as in CPython.
    if dict::dict_get_str(namespace, "__eq__").is_some() && dict::dict_get_str(namespace, "__hash__").is_none() {
        let key = rt.intern("__hash__");
        dict::dict_set(rt, namespace, key, none())?;
    }
    let name_v = rt.new_str(name);
    rt.handles.push(name_v);
    // The class body's `__qualname__` names the class, and leaves its dict.
    let qualname_key = rt.intern("__qualname__");
    let qualname = match dict::dict_remove(rt, namespace, qualname_key) {
        Ok(Some(q)) if is_layout(q, LayoutId::Str) => q,
        Ok(Some(q)) => {
            rt.handles.truncate(mark);
            return raise!(TypeError, "type __qualname__ must be a str, not {}", type_name(q));
        }
        Ok(None) => name_v,
        Err(e) => {
            rt.handles.truncate(mark);
            return Err(e);
        }
    };
    rt.handles.push(qualname);
    let bases_v = if bases.is_empty() { rt.new_tuple(&[ClassId::Object.type_object()]) } else { rt.new_tuple(bases) };
    rt.handles.push(bases_v);
    let h = rt.alloc(LayoutId::Class, 0);
    let cls = Value::from_ptr(h);
    rt.handles.push(cls);
    {
        let o = class_obj(cls);
        o.name = name_v;
        o.qualname = qualname;
        o.base = base;
        o.dict = namespace;
        o.metaclass = metaclass;
        o.bases = bases_v;
        o.subclasses = Value::NULL;
    }
    for &b in bases {
        record_subclass(rt, b, cls);
    }
    let mut order = vec![cls];
    order.extend(linear);
    let m = rt.new_tuple(&order);
    class_obj(cls).mro = m;
    class_obj(cls).layout_base = find_layout_base(&order);
    let properties = dict::dict_items(namespace).iter().any(|&(_, v)| is_data_descriptor(v));
    if properties || bases.iter().any(|&b| has_data_descriptors(b)) {
        class_obj(cls).flags |= ClassFlags::HAS_PROPERTIES;
    }
    let hooks = ["__setattr__", "__delattr__"].iter().any(|h| dict::dict_get_str(namespace, h).is_some());
    if hooks
        || bases.iter().any(|&b| is_layout(b, LayoutId::Class) && class_obj(b).flags.contains(ClassFlags::HAS_SETATTR))
    {
        class_obj(cls).flags |= ClassFlags::HAS_SETATTR;
    }
    // Slots restrict instances only when no class on the way up gives them a dict
    // (no builtin type's instances have one).
    let own_slots_only = slots.is_some_and(|names| !names.iter().any(|n| n == "__dict__"));
    let bases_slotted = bases.iter().all(|&b| {
        is_layout(b, LayoutId::Type)
            || (is_layout(b, LayoutId::Class) && class_obj(b).flags.contains(ClassFlags::SLOTTED))
    });
    if own_slots_only && bases_slotted && class_obj(cls).exc_kind == 0 {
        class_obj(cls).flags |= ClassFlags::SLOTTED;
    }
    let defines_new = |c: &Value| {
        is_layout(*c, LayoutId::Class)
            && !class_obj(*c).dict.is_null()
            && dict::dict_get_str(class_obj(*c).dict, "__new__").is_some()
    };
    // A metaclass's instances are classes, which `type.__new__` makes.
    let makes_classes = class_obj(cls).layout_base == ClassId::Type.type_object();
    if makes_classes || order.iter().any(defines_new) {
        class_obj(cls).flags |= ClassFlags::HAS_NEW;
    }
    // No base is `object`'s.
    if bases.len() <= 1 && bases.iter().all(|&b| has_nested_mro(b)) {
        class_obj(cls).flags |= ClassFlags::NESTED_MRO;
    }
    let r = set_names(rt, cls, namespace).and_then(|()| init_subclass(rt, cls, kw));
    rt.handles.truncate(mark);
    r.map(|_| cls)
}

/// Calls `__set_name__(cls, name)` on each value of the class statement's namespace
/// whose class defines it, in order, as CPython does once the class exists. An error
/// becomes a RuntimeError it causes (3.11's message).
fn set_names(rt: &mut Rt, cls: Value, namespace: Value) -> PyResult<()> {
    for (key, value) in dict::dict_items(namespace) {
        let Some(hook) = descriptor_hook(value, "__set_name__") else { continue };
        let called = rt.with_roots(&[key, value], |rt| crate::builtins::call_object(rt, hook, &[value, cls, key], &[]));
        let Err(mut cause) = called else { continue };
        let message = format!(
            "Error calling __set_name__ on '{}' instance {} in '{}'",
            type_name(value),
            crate::ops::py_repr(rt, key)?,
            class_name(cls)
        );
        let cause_obj = crate::interp::exception_object(rt, &mut cause);
        rt.handles.push(cause_obj);
        crate::interp::keep_traceback(rt, cause_obj, &cause.traceback);
        let mut err = crate::error::PyErr::new(ExcKind::RuntimeError, &message);
        let obj = crate::interp::exception_object(rt, &mut err);
        rt.handles.push(obj);
        let linked = setattr(rt, obj, "__context__", cause_obj).and_then(|_| setattr(rt, obj, "__cause__", cause_obj));
        rt.handles.truncate(rt.handles.len() - 2);
        err.context_recorded = true;
        return linked.and(Err(err));
    }
    Ok(())
}

/// Whether the MRO of `cls` (a class or a builtin type) nests (see
/// `ClassFlags::NESTED_MRO`): a builtin type's always does, each having one base.
pub fn has_nested_mro(cls: Value) -> bool {
    !is_layout(cls, LayoutId::Class) || class_obj(cls).flags.contains(ClassFlags::NESTED_MRO)
}

/// `cls` and every class made from it have a `__setattr__`/`__delattr__` (one
/// assigned after the class statement, as `dataclass(frozen=True)` does).
fn mark_store_hooks(cls: Value) {
    mark_with_subclasses(cls, ClassFlags::HAS_SETATTR);
}

/// Sets `flag` on `cls` and every class made from it: a fact about the MRO that an
/// assignment to `cls` made true for all of them (a property assigned to a base
/// class takes precedence over its subclasses' instances' attributes too).
fn mark_with_subclasses(cls: Value, flag: ClassFlags) {
    if !is_layout(cls, LayoutId::Class) {
        return;
    }
    class_obj(cls).flags |= flag;
    let list = class_obj(cls).subclasses;
    if !list.is_null() {
        for sub in list_to_vec(list) {
            mark_with_subclasses(sub, flag);
        }
    }
}

/// Adds `cls` to the `__subclasses__()` of its base `base` (a user class).
fn record_subclass(rt: &mut Rt, base: Value, cls: Value) {
    if !is_layout(base, LayoutId::Class) || lifetime_is_immortal(base) {
        return;
    }
    if class_obj(base).subclasses.is_null() {
        class_obj(base).subclasses = rt.new_list(&[]);
    }
    rt.list_append(class_obj(base).subclasses, cls);
}

/// `cls.__subclasses__()`: the classes made with `cls` as a base, in order.
pub fn subclasses(rt: &mut Rt, cls: Value) -> PyResult<Value> {
    if !is_layout(cls, LayoutId::Class) || lifetime_is_immortal(cls) {
        return raise!(
            NotImplementedError,
            "__subclasses__() of the builtin type '{}' is not supported by ember yet",
            class_name(cls)
        );
    }
    let list = class_obj(cls).subclasses;
    let items = if list.is_null() { Vec::new() } else { list_to_vec(list) };
    Ok(rt.new_list(&items))
}

/// Whether `v` lives as long as the runtime (the builtin exception classes).
fn lifetime_is_immortal(v: Value) -> bool {
    // SAFETY: a pointer value refers to a live object with a valid header.
    unsafe { (*v.as_ptr::<Header>()).gc.contains(GcBits::IMMORTAL) }
}

/// Calls the `__init_subclass__` the new class `cls` inherits (a user class's: the
/// one of `object` does nothing without keyword arguments), as CPython does once the
/// class exists.
fn init_subclass(rt: &mut Rt, cls: Value, kw: &[(&str, Value)]) -> PyResult<()> {
    let Some(hook) = lookup(cls, "__init_subclass__", Some(cls)) else { return Ok(()) };
    let bound = bind(rt, hook, None, cls)?;
    rt.with_roots(&[bound], |rt| crate::builtins::call_object(rt, bound, &[], kw).map(|_| ()))
}

/// C3 linearisation of the bases' MROs (the new class's MRO after itself), or None
/// when no consistent order exists.
fn c3_merge(bases: &[Value]) -> Option<Vec<Value>> {
    if bases.is_empty() {
        return Some(vec![ClassId::Object.type_object()]);
    }
    let mut seqs: Vec<Vec<Value>> = bases.iter().map(|&b| mro(b).to_vec()).collect();
    seqs.push(bases.to_vec());
    let mut out = Vec::new();
    loop {
        seqs.retain(|s| !s.is_empty());
        if seqs.is_empty() {
            return Some(out);
        }
        // The first head that appears in no sequence's tail.
        let head = seqs.iter().map(|s| s[0]).find(|&h| !seqs.iter().any(|s| s[1..].contains(&h)))?;
        out.push(head);
        for s in &mut seqs {
            if s[0] == head {
                s.remove(0);
            }
        }
    }
}

/// An immortal builtin exception class (made at start-up).
pub fn new_builtin_exception_class(rt: &mut Rt, name: &str, base: Value, kind_index: u64) -> Value {
    let name_v = rt.intern(name);
    let h = rt.heap.alloc_immortal(std::mem::size_of::<ClassObject>(), Header::new(LayoutId::Class, GcBits::empty()));
    let cls = Value::from_ptr(h);
    let mut order = vec![cls];
    order.extend(mro(base));
    let m = rt.new_immortal_tuple(&order);
    let bases = rt.new_immortal_tuple(&[base]);
    let o = class_obj(cls);
    o.bases = bases;
    o.name = name_v;
    o.qualname = name_v;
    o.base = base;
    o.dict = Value::NULL;
    o.mro = m;
    o.exc_kind = kind_index;
    o.metaclass = ClassId::Type.type_object();
    o.layout_base = find_layout_base(&order);
    o.subclasses = Value::NULL;
    if has_nested_mro(base) {
        o.flags |= ClassFlags::NESTED_MRO;
    }
    cls
}

/// `cls(*args, **kw)`: a new instance, initialised by `__init__`.
pub fn instantiate(rt: &mut Rt, cls: Value, args: &[Value], kw: &[(&str, Value)]) -> PyResult<Value> {
    // A metaclass's `__call__` decides what calling its classes does.
    if let Some((_, call)) = metaclass_lookup(cls, "__call__") {
        let mut full = Vec::with_capacity(args.len() + 1);
        full.push(cls);
        full.extend_from_slice(args);
        return crate::builtins::call_object(rt, call, &full, kw);
    }
    type_call(rt, cls, args, kw)
}

/// `type.__call__(cls, *args, **kw)`: `cls.__new__`, then `__init__` on what it made
/// if that is an instance of `cls`.
pub fn type_call(rt: &mut Rt, cls: Value, args: &[Value], kw: &[(&str, Value)]) -> PyResult<Value> {
    if is_layout(cls, LayoutId::Class) && class_obj(cls).flags.contains(ClassFlags::HAS_NEW) {
        return instantiate_with_new(rt, cls, args, kw);
    }
    let cls = os_error_subclass(rt, cls, args);
    refuse_abstract(cls)?;
    let obj = if carries_immutable(cls) {
        // `tuple.__new__(cls, iterable=())`, `int.__new__(cls, x, base)`... take the
        // arguments, not `__init__`.
        new_instance_with_base(rt, cls, args, kw)?
    } else {
        new_instance_with_base(rt, cls, &[], &[])?
    };
    rt.with_roots(&[obj], |rt| initialise(rt, cls, obj, args, kw))?;
    Ok(obj)
}

/// `cls(*args, **kw)` for a class with a `__new__`: `cls.__new__(cls, *args, **kw)`,
/// then, if that made an instance of `cls`, its `__init__`.
fn instantiate_with_new(rt: &mut Rt, cls: Value, args: &[Value], kw: &[(&str, Value)]) -> PyResult<Value> {
    let new = getattr(rt, cls, "__new__")?;
    let mut full = Vec::with_capacity(args.len() + 1);
    full.push(cls);
    full.extend_from_slice(args);
    let obj = rt.with_roots(&[new], |rt| crate::builtins::call_object(rt, new, &full, kw))?;
    let made_here =
        (is_layout(obj, LayoutId::Instance) || is_layout(obj, LayoutId::Class)) && is_subclass(type_of(obj), cls);
    if !made_here {
        return Ok(obj);
    }
    rt.with_roots(&[obj], |rt| {
        let init = lookup(cls, "__init__", None).expect("object.__init__ at least");
        if Some(init) == object_init() {
            return Ok(());
        }
        full[0] = obj;
        let r = crate::builtins::call_object(rt, init, &full, kw)?;
        check_init_result(r)
    })?;
    Ok(obj)
}

/// `object.__new__(cls)`: a new plain instance of `cls` (an exception class's keeps
/// the arguments in `args`, as BaseException's `__new__` does).
pub fn object_new(rt: &mut Rt, cls: Value, args: &[Value]) -> PyResult<Value> {
    if !is_class(cls) {
        return raise!(TypeError, "object.__new__(X): X is not a type object ({})", type_name(cls));
    }
    if !is_layout(cls, LayoutId::Class) {
        return raise!(TypeError, "object.__new__({}) is not safe, use {}.__new__()", class_name(cls), class_name(cls));
    }
    if !class_obj(cls).layout_base.is_null() && !is_exception_class(cls) && carried_class(cls).is_none() {
        let base = class_name(class_obj(cls).layout_base);
        return raise!(NotImplementedError, "__new__ of a subclass of '{}' is not supported by ember yet", base);
    }
    if carries_immutable(cls) && carried_class(cls) != Some(ClassId::Tuple) {
        let name = class_name(cls);
        return raise!(TypeError, "object.__new__({}) is not safe, use {}.__new__()", name, name);
    }
    refuse_abstract(cls)?;
    let obj = new_instance_with_base(rt, cls, &[], &[])?;
    if is_exception_class(cls) {
        rt.with_roots(&[obj], |rt| {
            let t = rt.new_tuple(exception_arguments_kept(cls, args));
            rt.with_roots(&[t], |rt| setattr(rt, obj, "args", t))
        })?;
    }
    Ok(obj)
}

/// The arguments an exception of class `cls` keeps in `args` when made with `args`:
/// all of them, except that an OSError with filenames keeps (errno, strerror).
pub fn exception_arguments_kept(cls: Value, args: &[Value]) -> &[Value] {
    if keeps_all_arguments(cls, args.len()) { args } else { &args[..2] }
}

/// Whether an exception of class `cls` made with `n` arguments keeps them all as its
/// `args` (OSError's of 3 to 5 keep two, the rest are filenames).
pub fn keeps_all_arguments(cls: Value, n: usize) -> bool {
    !((3..=5).contains(&n) && is_exception_of(cls, ExcKind::OSError))
}

/// The class `OSError(errno, strerror, ...)` makes: the subclass CPython's errno
/// mapping names (`OSError(2, ...)` is a FileNotFoundError), or `cls` itself.
fn os_error_subclass(rt: &Rt, cls: Value, args: &[Value]) -> Value {
    if args.len() < 2 || cls != rt.exc_classes[ExcKind::OSError as usize] {
        return cls;
    }
    let kind = match crate::int::int_ref(args[0]).and_then(|i| i.to_i64()).map(|e| e as i32) {
        Some(libc::EPIPE | libc::ESHUTDOWN) => ExcKind::BrokenPipeError,
        Some(libc::ENOENT) => ExcKind::FileNotFoundError,
        Some(libc::EEXIST) => ExcKind::FileExistsError,
        Some(libc::EACCES | libc::EPERM) => ExcKind::PermissionError,
        Some(libc::EISDIR) => ExcKind::IsADirectoryError,
        Some(libc::ENOTDIR) => ExcKind::NotADirectoryError,
        Some(libc::ECONNRESET) => ExcKind::ConnectionResetError,
        Some(libc::ECONNREFUSED) => ExcKind::ConnectionRefusedError,
        Some(libc::ECONNABORTED) => ExcKind::ConnectionAbortedError,
        Some(libc::ETIMEDOUT) => ExcKind::TimeoutError,
        Some(libc::EINTR) => ExcKind::InterruptedError,
        Some(libc::EAGAIN | libc::EALREADY | libc::EINPROGRESS) => ExcKind::BlockingIOError,
        Some(libc::ECHILD) => ExcKind::ChildProcessError,
        Some(libc::ESRCH) => ExcKind::ProcessLookupError,
        _ => return cls,
    };
    rt.exc_classes[kind as usize]
}

/// The OSError for the operating system's error `errno` (the subclass its number
/// names, as CPython's), with the system's message and `filename` when given.
pub fn os_error(rt: &mut Rt, errno: i32, filename: Option<&str>) -> Box<crate::error::PyErr> {
    let text = std::io::Error::from_raw_os_error(errno).to_string();
    let strerror = text.strip_suffix(&format!(" (os error {errno})")).unwrap_or(&text).to_string();
    let mark = rt.handles.len();
    let strerror = rt.new_str(&strerror);
    rt.handles.push(strerror);
    let mut args = vec![Value::small_int(i64::from(errno)), strerror];
    if let Some(f) = filename {
        args.push(rt.new_str(f));
    }
    let e = crate::interp::raise_builtin(rt, ExcKind::OSError, &args);
    rt.handles.truncate(mark);
    e
}

/// A new instance of `cls` with no attributes (not yet initialised).
pub fn new_instance(rt: &mut Rt, cls: Value) -> Value {
    let obj = Value::from_ptr(rt.alloc(LayoutId::Instance, 0));
    instance(obj).class = cls;
    obj
}

/// The attribute holding the builtin object an instance of a subclass of `int`,
/// `float`, `str`, `list`, `dict`, `set` or `tuple` carries (a name no attribute
/// access can spell).
pub const BASE_ATTR: &str = "(base)";

/// The builtin class (`int`, `float`, `str`, `list`, `dict`, `set`, `tuple`)
/// instances of `cls` carry one of, when `cls` derives from one.
pub fn carried_class(cls: Value) -> Option<ClassId> {
    if !is_layout(cls, LayoutId::Class) || class_obj(cls).layout_base.is_null() {
        return None;
    }
    type_class(class_obj(cls).layout_base).filter(|&c| is_carried(c))
}

/// Whether instances of subclasses of builtin class `c` carry a `c` (see [`BASE_ATTR`]).
pub fn is_carried(c: ClassId) -> bool {
    matches!(
        c,
        ClassId::Int | ClassId::Float | ClassId::Str | ClassId::List | ClassId::Dict | ClassId::Set | ClassId::Tuple
    )
}

/// Whether the builtin object instances of `cls` carry is immutable (`int`, `float`,
/// `str`, `tuple`): `__new__` takes the constructor's arguments, not `__init__`.
pub fn carries_immutable(cls: Value) -> bool {
    matches!(carried_class(cls), Some(ClassId::Int | ClassId::Float | ClassId::Str | ClassId::Tuple))
}

/// The builtin object instance `v` of a subclass of a builtin container carries;
/// None for any other value.
pub fn base_value(rt: &Rt, v: Value) -> Option<Value> {
    if !is_layout(v, LayoutId::Instance) || carried_class(instance(v).class).is_none() {
        return None;
    }
    instance_attrs::get(rt, v, BASE_ATTR)
}

/// The int, float or str an instance of a subclass of `int`, `float` or `str`
/// carries; None for any other value. The builtin operations and conversions that
/// take numbers or strs (`int(x)`, indexing, `str.join`) use it once the instance's
/// class has no method of its own for them.
pub fn carried_scalar(rt: &Rt, v: Value) -> Option<Value> {
    base_value(rt, v).filter(|&inner| matches!(class_of(inner), ClassId::Int | ClassId::Float | ClassId::Str))
}

/// Whether the builtin object `obj` carries has a method `name` (`has` says which
/// names count).
fn carries_method(rt: &Rt, obj: Value, name: &str, has: fn(ClassId, &str) -> bool) -> bool {
    base_value(rt, obj).is_some_and(|inner| has(class_of(inner), name))
}

/// Method `name` bound to the builtin object `obj` carries (see [`carries_method`];
/// `obj`, rooted by the caller, keeps it alive).
fn carried_method(rt: &mut Rt, obj: Value, name: &str) -> Value {
    let inner = base_value(rt, obj).expect("an instance carrying a builtin object");
    let n = rt.intern(name);
    new_method(rt, n, inner)
}

/// `v`, or the builtin object it carries (see [`base_value`]): what the builtin
/// operations act on once the instance's class has no method of its own for them.
pub fn unwrap_base(rt: &Rt, v: Value) -> Value {
    base_value(rt, v).unwrap_or(v)
}

/// A new instance of `cls` carrying a new empty builtin container when `cls` derives
/// from a mutable one; one deriving from an immutable one (`int`, `str`, `tuple`...)
/// carries what calling that type with `args` and `kw` (rooted by the caller) makes.
pub fn new_instance_with_base(rt: &mut Rt, cls: Value, args: &[Value], kw: &[(&str, Value)]) -> PyResult<Value> {
    let inner = match carried_class(cls) {
        None => None,
        Some(ClassId::List) => Some(rt.new_list(&[])),
        Some(ClassId::Dict) => Some(rt.new_dict()),
        Some(ClassId::Set) => Some(crate::builtins::call_object(rt, ClassId::Set.type_object(), &[], &[])?),
        Some(base) => Some(crate::builtins::call_object(rt, base.type_object(), args, kw)?),
    };
    let Some(inner) = inner else { return Ok(new_instance(rt, cls)) };
    rt.with_roots(&[inner], |rt| {
        let obj = new_instance(rt, cls);
        rt.with_roots(&[obj], |rt| instance_attrs::set(rt, obj, BASE_ATTR, inner))?;
        Ok(obj)
    })
}

/// What `cls(*args, **kw)` does to the new instance `obj` (rooted by the caller):
/// keeps an exception's arguments, and calls `__init__`, which must return None.
pub fn initialise(rt: &mut Rt, cls: Value, obj: Value, args: &[Value], kw: &[(&str, Value)]) -> PyResult<()> {
    let mark = rt.handles.len();
    let r = (|| {
        if is_exception_class(cls) {
            keep_exception_arguments(rt, cls, obj, args)?;
        }
        let init = lookup(cls, "__init__", None).expect("object.__init__ at least");
        let mut full = Vec::with_capacity(args.len() + 1);
        full.push(obj);
        full.extend_from_slice(args);
        let is_object_init = Some(init) == object_init();
        // (A tuple, int, float or str subclass's arguments went to the builtin's `__new__`.)
        let new_took_arguments = carries_immutable(cls);
        if is_object_init && new_took_arguments {
            return Ok(());
        }
        if is_object_init && (!args.is_empty() || !kw.is_empty()) {
            return raise!(TypeError, "{}() takes no arguments", class_name(cls));
        }
        let r = crate::builtins::call_object(rt, init, &full, kw)?;
        check_init_result(r)
    })();
    rt.handles.truncate(mark);
    r
}

/// What an exception class's `__new__` does with the constructor arguments `args` of
/// the new instance `obj` (rooted by the caller), whatever `__init__` does:
/// BaseException's keeps them as `args`; OSError's keeps (errno, strerror) and makes
/// the rest its filenames.
pub fn keep_exception_arguments(rt: &mut Rt, cls: Value, obj: Value, args: &[Value]) -> PyResult<()> {
    let kept = exception_arguments_kept(cls, args);
    set_exception_args(rt, obj, kept)?;
    rt.with_roots(&[obj], |rt| {
        if kept.len() < args.len() {
            setattr(rt, obj, "filename", args[2])?;
            if let Some(&second) = args.get(4) {
                setattr(rt, obj, "filename2", second)?;
            }
        }
        Ok(())
    })
}

/// What `BaseException.__init__(obj, *args)` does with the arguments: `args` set to
/// those an exception of `obj`'s class keeps.
pub fn init_exception_args(rt: &mut Rt, obj: Value, args: &[Value]) -> PyResult<()> {
    let kept = match is_layout(obj, LayoutId::Instance) {
        true => exception_arguments_kept(instance(obj).class, args),
        false => args,
    };
    set_exception_args(rt, obj, kept)
}

/// Sets exception `obj`'s `args` to a tuple of `args`, as BaseException's `__new__`
/// and `__init__` do: in the object, never through a class's `__setattr__`. When it
/// holds those very objects already (the `__init__` after the `__new__`), it stays.
pub fn set_exception_args(rt: &mut Rt, obj: Value, args: &[Value]) -> PyResult<()> {
    let key = rt.exception_keys.args;
    if !is_layout(obj, LayoutId::Instance) {
        let t = rt.new_tuple(args);
        return rt.with_roots(&[obj, t], |rt| setattr(rt, obj, "args", t));
    }
    if instance_attrs::shape_of(obj) == crate::shapes::EMPTY_SHAPE {
        // A new exception's first attribute (nearly every exception's args are):
        // the one shape it moves to is remembered, and its first slot is inline.
        let shape = match rt.exception_keys.args_shape {
            Some(shape) => shape,
            None => {
                let shape = rt.shapes.with_attribute(crate::shapes::EMPTY_SHAPE, key).expect("room for one slot");
                rt.exception_keys.args_shape = Some(shape);
                shape
            }
        };
        let t = rt.new_tuple(args);
        instance_attrs::add_slot(rt, obj, shape, t);
        return Ok(());
    }
    let current = instance_attrs::get_interned(rt, obj, key);
    if current.is_some_and(|t| is_layout(t, LayoutId::Tuple) && tuple_items(t) == args) {
        return Ok(());
    }
    let t = rt.new_tuple(args);
    rt.with_roots(&[obj, t], |rt| instance_attrs::set_interned(rt, obj, key, t))
}

/// Sets field `name` of exception `exc` (rooted, as `value` is) as the interpreter
/// does: in the object, never through a class's `__setattr__`.
pub fn set_exception_field(rt: &mut Rt, exc: Value, name: &str, value: Value) -> PyResult<()> {
    if is_layout(exc, LayoutId::Instance) {
        instance_attrs::set(rt, exc, name, value)
    } else {
        setattr(rt, exc, name, value)
    }
}

/// What `__init__` returned must be None.
pub fn check_init_result(r: Value) -> PyResult<()> {
    if !is_none(r) {
        return raise!(TypeError, "__init__() should return None, not '{}'", type_name(r));
    }
    Ok(())
}

/// Whether `cls(...)` makes a plain instance and initialises it with a Python
/// `__init__`: a user class that derives from no builtin type but `object` and the
/// exception classes (whose instances are plain, with their arguments kept first:
/// [`keep_exception_arguments`]). Then `method_lookup(cls, "__init__")` says which
/// `__init__`.
pub fn constructs_plainly(cls: Value) -> bool {
    is_layout(cls, LayoutId::Class)
        && (class_obj(cls).layout_base.is_null() || is_base_exception_class(class_obj(cls).layout_base))
        && !class_obj(cls).flags.contains(ClassFlags::HAS_NEW)
        && metaclass_lookup(cls, "__call__").is_none()
        && refuse_abstract(cls).is_ok()
}

/// The class of class `cls` when that is a user class (a metaclass written in
/// Python), not `type`.
pub fn user_metaclass(cls: Value) -> Option<Value> {
    let meta = if is_layout(cls, LayoutId::Class) { class_obj(cls).metaclass } else { return None };
    is_layout(meta, LayoutId::Class).then_some(meta)
}

/// `name` found on the user metaclass of class `cls`, with that metaclass.
pub fn metaclass_lookup(cls: Value, name: &str) -> Option<(Value, Value)> {
    let meta = user_metaclass(cls)?;
    Some((meta, user_lookup(meta, name)?))
}

/// `name` in the dicts of the user classes of `c`'s MRO (not the builtin types').
pub fn user_lookup(c: Value, name: &str) -> Option<Value> {
    mro(c).into_iter().filter(|&k| is_layout(k, LayoutId::Class)).find_map(|k| {
        let dict = class_obj(k).dict;
        (!dict.is_null()).then(|| dict::dict_get_str(dict, name)).flatten()
    })
}

/// The class whose special methods (`__len__`, `__iter__`, ...) serve `obj`: an
/// instance's class, or the user metaclass of a class.
fn special_class(obj: Value) -> Option<Value> {
    if is_layout(obj, LayoutId::Instance) { Some(instance(obj).class) } else { user_metaclass(obj) }
}

/// The special methods every object has from `object` (and every class from
/// `type`), which an attribute lookup finds when nothing overrides them
/// (`super().__repr__()`, `object.__eq__(a, b)`). Operators do not look for them:
/// they do what these do by default.
pub fn default_dunder(mro_rest: &[Value], name: &str) -> Option<Value> {
    let from = |k: ClassId| {
        mro_rest.contains(&k.type_object()).then(|| crate::builtins::module_function(k.name(), name)).flatten()
    };
    from(ClassId::Type).filter(|_| name == "__repr__").or_else(|| {
        matches!(name, "__repr__" | "__str__" | "__eq__" | "__ne__" | "__hash__")
            .then(|| from(ClassId::Object))
            .flatten()
    })
}

/// Whether `obj`'s operators and protocols consult special methods written in
/// Python: an instance of a user class, or a class whose metaclass is one.
#[inline]
pub fn takes_specials(obj: Value) -> bool {
    is_layout(obj, LayoutId::Instance) || user_metaclass(obj).is_some()
}

/// Special method `name` for `obj` (see [`special_class`]), unless it is None.
fn special_method(obj: Value, name: &str) -> Option<Value> {
    let f = match special_class(obj)? {
        meta if !is_layout(obj, LayoutId::Instance) => user_lookup(meta, name),
        cls => lookup(cls, name, None),
    }?;
    (!is_none(f)).then_some(f)
}

/// The TypeError of instantiating a class with abstract methods (its
/// `__abstractmethods__`, which `abc.ABCMeta` sets, is not empty).
fn refuse_abstract(cls: Value) -> PyResult<()> {
    // CPython checks in `object.__new__`: the builtins' own `__new__` do not.
    if !is_layout(cls, LayoutId::Class) || class_obj(cls).dict.is_null() || !class_obj(cls).layout_base.is_null() {
        return Ok(());
    }
    let Some(names) = dict::dict_get_str(class_obj(cls).dict, "__abstractmethods__") else { return Ok(()) };
    let items = if is_any_set(names) { dict::set_items(names) } else { seq_to_vec(names).unwrap_or_default() };
    let mut names: Vec<&str> = items.iter().filter(|&&n| is_layout(n, LayoutId::Str)).map(|&n| str_text(n)).collect();
    if names.is_empty() {
        return Ok(());
    }
    names.sort_unstable();
    let s = if names.len() == 1 { "" } else { "s" };
    raise!(
        TypeError,
        "Can't instantiate abstract class {} with abstract method{} {}",
        class_name(cls),
        s,
        names.join(", ")
    )
}

/// Calls special method `name` of `obj` (see [`special_class`]) with `args`; None if
/// its class does not define it.
pub fn call_special(rt: &mut Rt, obj: Value, name: &str, args: &[Value]) -> PyResult<Option<Value>> {
    let Some(f) = special_method(obj, name) else {
        return Ok(None);
    };
    let mut full = Vec::with_capacity(args.len() + 1);
    full.push(obj);
    full.extend_from_slice(args);
    crate::builtins::call_object(rt, f, &full, &[]).map(Some)
}

/// Whether `obj`'s class (see [`special_class`]) defines `name` (not None).
pub fn has_special(obj: Value, name: &str) -> bool {
    special_method(obj, name).is_some()
}

/// The attributes every object has (`dir(object())`).
const OBJECT_ATTRS: &[&str] = &[
    "__class__",
    "__delattr__",
    "__dir__",
    "__doc__",
    "__eq__",
    "__format__",
    "__ge__",
    "__getattribute__",
    "__getstate__",
    "__gt__",
    "__hash__",
    "__init__",
    "__init_subclass__",
    "__le__",
    "__lt__",
    "__ne__",
    "__new__",
    "__reduce__",
    "__reduce_ex__",
    "__repr__",
    "__setattr__",
    "__sizeof__",
    "__str__",
    "__subclasshook__",
];

/// `dir(obj)` for an instance or a class of a plain user class (no builtin base,
/// no `__slots__`: what ember answers exactly as CPython does); None for anything
/// else.
pub fn dir_of(rt: &Rt, obj: Value) -> Option<Vec<String>> {
    let cls = match layout_of(obj) {
        LayoutId::Instance => instance(obj).class,
        LayoutId::Class => obj,
        _ => return None,
    };
    let plain = |c: Value| {
        is_layout(c, LayoutId::Class)
            && class_obj(c).layout_base.is_null()
            && class_obj(c).exc_kind == 0
            && !class_obj(c).flags.contains(ClassFlags::SLOTTED)
            && dict::dict_get_str(class_obj(c).dict, "__slots__").is_none()
    };
    if cls == ClassId::Object.type_object() && is_layout(obj, LayoutId::Instance) {
        return Some(dir_names(obj, Vec::new()));
    }
    if !plain(cls) || !mro(cls).iter().all(|&k| plain(k) || k == ClassId::Object.type_object()) {
        return None;
    }
    let own = if is_layout(obj, LayoutId::Instance) { instance_attrs::names(rt, obj) } else { Vec::new() };
    Some(dir_names(obj, own))
}

/// An approximation of `dir(obj)` (sorted), for "Did you mean" notes; `own` are an
/// instance's own attribute names.
fn dir_names(obj: Value, own: Vec<String>) -> Vec<String> {
    let mut names: Vec<String> = OBJECT_ATTRS.iter().map(|s| s.to_string()).collect();
    names.extend(own);
    let add_dict = |d: Value, names: &mut Vec<String>| {
        if !d.is_null() {
            for (k, _) in dict::dict_items(d) {
                if is_layout(k, LayoutId::Str) {
                    names.push(str_text(k).to_string());
                }
            }
        }
    };
    let cls = if is_layout(obj, LayoutId::Instance) {
        Some(instance(obj).class)
    } else if is_layout(obj, LayoutId::Class) {
        Some(obj)
    } else {
        None
    };
    if let Some(cls) = cls {
        for k in mro(cls) {
            if is_layout(k, LayoutId::Class) {
                add_dict(class_obj(k).dict, &mut names);
                names.extend(["__dict__", "__module__", "__weakref__"].map(String::from));
            }
        }
    }
    names.extend(crate::methods::builtin_method_names(class_of(obj)).iter().map(|s| s.to_string()));
    if is_layout(obj, LayoutId::Module) {
        names.extend(crate::modules::module_names(obj).iter().map(|s| s.to_string()));
    }
    names.sort();
    names.dedup();
    names
}

/// An AttributeError for `obj.name`, with CPython's "Did you mean" note.
pub fn attribute_error(obj: Value, name: &str, message: String) -> Box<crate::error::PyErr> {
    // A method CPython's type has and ember's lacks is ember's gap, not the program's.
    let class = type_class(obj).filter(|_| is_class(obj)).unwrap_or_else(|| class_of(obj));
    if crate::methods::missing_builtin_method(class, name) {
        let owner = if is_class(obj) { class_name(obj).to_string() } else { type_name(obj).to_string() };
        return crate::error::PyErr::new(
            ExcKind::NotImplementedError,
            format!("{owner}.{name}() is not supported by ember yet"),
        );
    }
    attribute_error_among(obj, name, message, Vec::new())
}

/// [`attribute_error`] for an instance, whose own attributes are candidates too.
fn instance_attribute_error(rt: &Rt, obj: Value, name: &str, message: String) -> Box<crate::error::PyErr> {
    attribute_error_among(obj, name, message, instance_attrs::names(rt, obj))
}

fn attribute_error_among(obj: Value, name: &str, message: String, own: Vec<String>) -> Box<crate::error::PyErr> {
    let mut e = crate::error::PyErr::new(ExcKind::AttributeError, message);
    let names = dir_names(obj, own);
    let candidates: Vec<&str> = names.iter().map(String::as_str).collect();
    e.note = crate::suggest::for_candidates(name, &candidates).map(|s| format!(". Did you mean: '{s}'?"));
    e
}
