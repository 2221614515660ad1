//! `dispatch_facts`: what the class tests of an inlined method dispatch prove in the
//! blocks they lead to.
//!
//! An inlined method call picks its body by testing the receiver's exact class and
//! shape (`InstanceHas`, one test per class its cache saw). A block that a test's
//! true edge alone enters knows the receiver's class, and its shape until something
//! may change a shape or a class; a join knows that the receiver's class is one of
//! those its ways in know. This pass uses what is known:
//!
//! - a `GuardShape` of a value known to have that shape is its operand (a body's
//!   later guards, which `inline` could not drop past a call or a guard that deopts);
//! - a `LoadAttrCached` of a value known to have one of some shapes, each of which
//!   the site's cache saw holding the attribute in one slot, is a `LoadSlot` of that
//!   slot (the five-way shape dispatch of `task.runs` after `task.runnable()`
//!   dispatched on five task classes). A `StoreAttrCached` stays: the facts do not
//!   say whether the class has a store hook (`__setattr__`), which a store must
//!   check, and a shape is shared by every class whose instances built it;
//! - an `IsInstance` that the classes a value may have decide is that constant;
//! - an `IsInstance` in a join that every way in decides, but not all the same way,
//!   is a new block parameter each way passes its constant (`isinstance(s, Rect)`
//!   after `s.area()` dispatched on four classes: no class test, no MRO walk).
//!
//! An instance's class never changes (ember has no `__class__` assignment), so a
//! class fact holds wherever its block dominates; a shape fact ends at the first
//! instruction that may write shapes or class dictionaries, as the shape guards that
//! `simplify` drops do. A shape fact is only taken for a class whose instances' own
//! attributes come first (what `GuardShape` also checks): the dispatch's
//! `GuardVersions` holds its class dictionaries as they were when this compiled.

use super::GaveUp;
use crate::effects::{Heaps, effects};
use crate::ir::{BlockId, EntityRef, Function, Insn, InsnId, SecondaryMap, SlotWay};
use crate::{Type, types};
use ember_runtime::value::Value;
use smallvec::SmallVec;

pub fn dispatch_facts(f: &mut Function) -> Result<(), GaveUp> {
    let preds = f.predecessors();
    let mut at_end: SecondaryMap<BlockId, Option<Facts>> = SecondaryMap::new();
    let mut subst: Vec<Option<InsnId>> = vec![None; f.insns.len()];
    let mut joins: Vec<Join> = Vec::new();
    for b in f.reverse_post_order() {
        // The facts on each way in (None when one is not known: a back edge, or a
        // handler's entry, which a raise reaches from the middle of a block).
        let incoming: Option<Vec<(BlockId, Facts)>> =
            distinct(&preds[b]).into_iter().map(|p| edge_facts(f, p, b, &at_end).map(|facts| (p, facts))).collect();
        let mut facts = match &incoming {
            Some(ways) => Facts::meet(ways.iter().map(|(_, facts)| facts)),
            None => Facts::default(),
        };
        let mut kept = Vec::with_capacity(f.block(b).insns.len());
        for i in f.block(b).insns.clone() {
            match *f.insn(i) {
                // A store's guard also checks for store hooks, which no fact covers.
                Insn::GuardShape { value, shape, store: false, .. }
                    if facts.has_shape(f.unguarded(value), shape) && f.ty(value).is_subtype(f.ty(i)) =>
                {
                    subst[i.index()] = Some(value);
                    continue;
                }
                Insn::GuardShape { value, shape, .. } => facts.learn_shape(f.unguarded(value), shape),
                Insn::LoadAttrCached { object, ref ways, .. } => {
                    if let Some(slot) = facts.slot_of(f.unguarded(object), ways) {
                        f.insns[i] = Insn::LoadSlot { object, slot };
                    }
                }
                Insn::IsInstance { value, ref classes } => {
                    let (value, classes) = (f.unguarded(value), classes.clone());
                    let classes = &classes[..];
                    if let Some(answer) = facts.decides(value, classes) {
                        f.insns[i] = Insn::PrimConst { bits: answer as u64 };
                        f.types[i] = Type::from_cbool(answer);
                    } else if let Some(ways) = &incoming {
                        let answers: Option<Vec<(BlockId, bool)>> =
                            ways.iter().map(|(p, facts)| facts.decides(value, classes).map(|a| (*p, a))).collect();
                        if let Some(answers) = answers.filter(|a| a.len() >= 2 && single_edges(f, b, a)) {
                            joins.push(Join { test: i, block: b, answers });
                            continue;
                        }
                    }
                }
                _ => {}
            }
            if effects(f.insn(i)).may_write(Heaps::SHAPES | Heaps::OTHER) {
                facts.shapes.clear();
            }
            kept.push(i);
        }
        f.blocks[b].insns = kept;
        at_end[b] = Some(facts);
    }
    for join in joins {
        let param = f.add_param(join.block, types::CBool);
        for (p, answer) in join.answers {
            let constant = f.add(Insn::PrimConst { bits: answer as u64 }, Type::from_cbool(answer));
            let at = f.block(p).insns.len() - 1;
            f.blocks[p].insns.insert(at, constant);
            let terminator = *f.block(p).insns.last().expect("a block ends with its terminator");
            for edge in f.insns[terminator].edges_mut() {
                if edge.target == join.block {
                    edge.args.push(constant);
                }
            }
        }
        subst[join.test.index()] = Some(param);
    }
    f.replace_uses_map(&subst);
    Ok(())
}

/// An `IsInstance` of a join, and the answer on each way in.
struct Join {
    test: InsnId,
    block: BlockId,
    answers: Vec<(BlockId, bool)>,
}

/// What is known at a point about the classes and shapes of values (each an
/// unguarded value, `Function::unguarded`).
#[derive(Clone, Default)]
struct Facts {
    /// A value and the exact classes one of which is its class.
    classes: Vec<(InsnId, SmallVec<[Value; 4]>)>,
    /// A value and the shapes one of which is its shape.
    shapes: Vec<(InsnId, SmallVec<[u32; 4]>)>,
}

impl Facts {
    /// What holds on every one of `ways`: a class fact of a value every way knows
    /// (with each way's classes), and the shape facts every way has.
    fn meet<'a>(mut ways: impl Iterator<Item = &'a Facts>) -> Facts {
        let Some(first) = ways.next() else { return Facts::default() };
        let mut met = first.clone();
        for other in ways {
            union_known(&mut met.classes, &other.classes);
            union_known(&mut met.shapes, &other.shapes);
        }
        met
    }

    /// The shapes one of which `value` has, when known.
    fn shapes_of(&self, value: InsnId) -> Option<&[u32]> {
        self.shapes.iter().find(|(v, _)| *v == value).map(|(_, shapes)| &shapes[..])
    }

    fn has_shape(&self, value: InsnId, shape: u32) -> bool {
        self.shapes_of(value) == Some(&[shape])
    }

    /// The one slot in which every shape `value` may have holds the attribute of a
    /// site whose cache saw `ways` (none adding it), when there is one.
    fn slot_of(&self, value: InsnId, ways: &[SlotWay]) -> Option<u32> {
        let shapes = self.shapes_of(value)?;
        let slot_of_shape = |s: u32| ways.iter().find(|w| w.from == s && !w.adds()).map(|w| w.slot);
        let first = slot_of_shape(*shapes.first()?)?;
        shapes.iter().all(|&s| slot_of_shape(s) == Some(first)).then_some(first)
    }

    /// Notes that `value`'s class is `class` and (when `shape` is given) its shape.
    fn learn(&mut self, value: InsnId, class: Value, shape: Option<u32>) {
        match self.classes.iter_mut().find(|(v, _)| *v == value) {
            Some((_, classes)) => classes.retain(|c| *c == class),
            None => self.classes.push((value, SmallVec::from_slice(&[class]))),
        }
        if let Some(shape) = shape {
            self.learn_shape(value, shape);
        }
    }

    /// Notes that `value`'s shape is `shape`.
    fn learn_shape(&mut self, value: InsnId, shape: u32) {
        self.shapes.retain(|(v, _)| *v != value);
        self.shapes.push((value, SmallVec::from_slice(&[shape])));
    }

    /// What `isinstance(value, classes)` is, when the classes `value` may have
    /// decide it.
    fn decides(&self, value: InsnId, classes: &[Value]) -> Option<bool> {
        let (_, known) = self.classes.iter().find(|(v, _)| *v == value)?;
        let of = |k: Value| classes.iter().any(|&c| ember_runtime::classes::is_subclass(k, c));
        if known.is_empty() {
            return None;
        }
        let first = of(known[0]);
        known.iter().all(|&k| of(k) == first).then_some(first)
    }
}

/// Keeps the facts of `facts` about values `other` also has facts about, each with
/// the union of both sides' possibilities.
fn union_known<T: Copy + PartialEq>(facts: &mut Vec<(InsnId, SmallVec<[T; 4]>)>, other: &[(InsnId, SmallVec<[T; 4]>)]) {
    facts.retain_mut(|(v, known)| match other.iter().find(|(w, _)| w == v) {
        Some((_, more)) => {
            for &x in more {
                if !known.contains(&x) {
                    known.push(x);
                }
            }
            true
        }
        None => false,
    });
}

/// `blocks` without repeats, in order.
fn distinct(blocks: &[BlockId]) -> SmallVec<[BlockId; 4]> {
    let mut out = SmallVec::new();
    for &b in blocks {
        if !out.contains(&b) {
            out.push(b);
        }
    }
    out
}

/// What holds on the edge from `p` into `b`: what held at `p`'s end, and what the
/// dispatch test `p` ends with proves on its true edge. None when `p` is not seen yet
/// or `b` is `p`'s handler.
fn edge_facts(f: &Function, p: BlockId, b: BlockId, at_end: &SecondaryMap<BlockId, Option<Facts>>) -> Option<Facts> {
    let terminator = f.terminator(p)?;
    if terminator.handler() == Some(b) {
        return None;
    }
    let mut facts = at_end[p].clone()?;
    let Insn::Branch { cond, if_true, if_false } = terminator else { return Some(facts) };
    if if_true.target != b || if_false.target == b {
        return Some(facts);
    }
    if let Insn::InstanceHas { value, class, shape } = *f.insn(*cond) {
        // The shape holds only when nothing after the test in `p` may change it.
        let insns = &f.block(p).insns;
        let after_test = insns.iter().position(|&i| i == *cond).map_or(&insns[..0], |k| &insns[k + 1..]);
        let calm = after_test.iter().all(|&i| !effects(f.insn(i)).may_write(Heaps::SHAPES | Heaps::OTHER));
        let plain = calm && ember_runtime::classes::plain_attribute_loads(class);
        facts.learn(f.unguarded(value), class, plain.then_some(shape));
    }
    Some(facts)
}

/// Whether each of the blocks `answers` names enters `b` by exactly one edge, which
/// can take one more argument.
fn single_edges(f: &Function, b: BlockId, answers: &[(BlockId, bool)]) -> bool {
    answers.iter().all(|&(p, _)| {
        let terminator = f.terminator(p).expect("a predecessor ends with a terminator");
        terminator.edges().iter().filter(|edge| edge.target == b).count() == 1 && terminator.handler() != Some(b)
    })
}
