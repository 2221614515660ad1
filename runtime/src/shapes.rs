//! Hidden classes (V8's maps, PyPy's maps, CinderX's and ZJIT's shapes): where an
//! instance keeps its attributes.
//!
//! An instance built by the usual `self.a = ...; self.b = ...` keeps its attribute
//! values in slots (the first [`INLINE_SLOTS`] inside the object, the rest in an
//! overflow `ValueArray`) and names them through its shape, a node of one transition
//! tree: the shape after adding `name` to shape `s` is the child of `s` keyed by
//! `name`, so every instance that gains the same attributes in the same order shares
//! one shape, and a shape's id says where each attribute lives. The id is kept in the
//! header's spare word.
//!
//! An instance whose attributes cannot follow the tree any more goes to dictionary
//! mode ([`DICT_MODE`]): its attributes live in its `dict`, in the order they had.
//! That happens on a deletion, when `__dict__` is asked for (the dict is then the
//! instance's attribute store, so writes through it are attribute writes), and past
//! [`MAX_SLOTS`] attributes.
//!
//! Shapes live outside the collected heap for the runtime's life; their names are
//! interned strings (immortal), so nothing here needs tracing.

use crate::value::Value;

/// A shape's index in [`Shapes`].
pub type ShapeId = u32;

/// The shape of an instance with no attributes: 0, so a fresh (zeroed) instance has
/// it.
pub const EMPTY_SHAPE: ShapeId = 0;

/// Not a shape: the instance's attributes are in its `dict`.
pub const DICT_MODE: ShapeId = u32::MAX;

/// Attribute slots inside the instance object itself.
pub const INLINE_SLOTS: usize = 4;

/// The most attributes an instance keeps in slots; one more sends it to dictionary
/// mode (a program adding attributes by computed names should not grow the tree
/// without bound).
pub const MAX_SLOTS: usize = 64;

/// One node of the transition tree.
struct Shape {
    /// The attribute names in slot order (interned strs): this shape's name is the
    /// last. A copy of the parent's plus one; trees are shallow and few.
    names: Box<[Value]>,
    /// The children, by the name each adds (interned, so compared by address).
    transitions: Vec<(Value, ShapeId)>,
}

/// The transition tree.
pub struct Shapes {
    shapes: Vec<Shape>,
}

impl Default for Shapes {
    fn default() -> Shapes {
        Shapes { shapes: vec![Shape { names: Box::new([]), transitions: Vec::new() }] }
    }
}

impl Shapes {
    /// The slot of attribute `name` in instances of `shape`.
    pub fn slot_of(&self, shape: ShapeId, name: &str) -> Option<usize> {
        self.names(shape).iter().position(|&n| crate::object::str_text(n) == name)
    }

    /// [`Self::slot_of`] the interned str `key`, found by identity.
    pub fn slot_of_key(&self, shape: ShapeId, key: Value) -> Option<usize> {
        self.names(shape).iter().position(|&n| n == key)
    }

    /// The attribute names of `shape`, in slot (and insertion) order.
    pub fn names(&self, shape: ShapeId) -> &[Value] {
        &self.shapes[shape as usize].names
    }

    /// The shape after adding the attribute `name` to `shape`, when an object has made
    /// that change before (found by the name's text: no interning).
    pub fn made_transition(&self, shape: ShapeId, name: &str) -> Option<ShapeId> {
        let from = &self.shapes[shape as usize];
        from.transitions.iter().find(|&&(n, _)| crate::object::str_text(n) == name).map(|&(_, child)| child)
    }

    /// The shape after adding the attribute `name` (an interned str, not yet in
    /// `shape`) to `shape`: its slot is `names(shape).len()`. None past [`MAX_SLOTS`].
    pub fn with_attribute(&mut self, shape: ShapeId, name: Value) -> Option<ShapeId> {
        let from = &self.shapes[shape as usize];
        if let Some(&(_, child)) = from.transitions.iter().find(|&&(n, _)| n == name) {
            return Some(child);
        }
        self.add_transition(shape, name)
    }

    /// [`Self::with_attribute`] the first time: a new child shape (kept out of line,
    /// so that finding a known one saves no registers for it).
    #[cold]
    #[inline(never)]
    fn add_transition(&mut self, shape: ShapeId, name: Value) -> Option<ShapeId> {
        let from = &self.shapes[shape as usize];
        if from.names.len() >= MAX_SLOTS {
            return None;
        }
        let names: Box<[Value]> = from.names.iter().copied().chain([name]).collect();
        let child = ShapeId::try_from(self.shapes.len()).expect("fewer than 2^32 shapes");
        self.shapes.push(Shape { names, transitions: Vec::new() });
        self.shapes[shape as usize].transitions.push((name, child));
        Some(child)
    }
}
