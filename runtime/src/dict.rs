//! `dict` and `set`, as GC structs over GC arrays.
//!
//! A dict keeps its entries in insertion order (a `value_array` of key/value pairs,
//! deleted entries have a NULL key) with a parallel `raw_array` of hashes, and an
//! open-addressing index table (`raw_array`, CPython's probe sequence). Iteration walks
//! the entries, so order is insertion order, as in CPython.
//!
//! A set follows CPython's `setobject.c` exactly (linear probing then perturbation,
//! dummy entries, the same resize rule and merge/copy paths), because the iteration
//! order of a set is its table order and programs print sets of ints.

use crate::error::PyResult;
use crate::hash::py_hash;
use crate::layout::*;
use crate::object::*;
use crate::ops::{item_eq, plain_eq};
use crate::value::Value;
use crate::vm::Rt;

/// An index-table slot that never held an entry (compiled code probes tables too).
pub const EMPTY: u64 = u64::MAX;
/// An index-table slot whose entry was deleted.
pub const DELETED: u64 = u64::MAX - 1;
const PERTURB_SHIFT: u32 = 5;
const LINEAR_PROBES: usize = 9;
const SET_MINSIZE: usize = 8;

/// The marker of a deleted set entry.
static DUMMY: NoneObject = NoneObject { header: Header::new(LayoutId::None, GcBits::IMMORTAL) };

fn dummy() -> Value {
    Value::from_ptr(&DUMMY)
}

fn raw<'a>(v: Value) -> &'a mut [u64] {
    // SAFETY: a checked raw array, owned by a live dict or set.
    unsafe {
        let a = &mut *checked_ptr::<RawArray>(v);
        std::slice::from_raw_parts_mut(a.items.as_mut_ptr(), a.len)
    }
}

fn values<'a>(v: Value) -> &'a mut [Value] {
    // SAFETY: a checked value array, owned by a live dict or set.
    unsafe {
        let a = &mut *checked_ptr::<ValueArray>(v);
        std::slice::from_raw_parts_mut(a.items.as_mut_ptr(), a.len)
    }
}

fn dict<'a>(d: Value) -> &'a mut DictObject {
    // SAFETY: a checked dict, live while the caller holds it.
    unsafe { &mut *checked_ptr::<DictObject>(d) }
}

fn set<'a>(s: Value) -> &'a mut SetObject {
    assert!(is_any_set(s), "expected a set or frozenset, found a {} value", type_name(s));
    // SAFETY: a checked set or frozenset (the same struct), live while the caller holds it.
    unsafe { &mut *s.as_ptr::<SetObject>() }
}

impl Rt {
    fn new_raw_array(&mut self, len: usize, fill: u64) -> Value {
        let h = self.alloc(LayoutId::RawArray, len);
        let v = Value::from_ptr(h);
        raw(v).fill(fill);
        v
    }

    pub fn new_dict(&mut self) -> Value {
        let h = self.alloc(LayoutId::Dict, 0);
        Value::from_ptr(h)
    }

    pub fn new_set(&mut self) -> Value {
        let s = Value::from_ptr(self.alloc(LayoutId::Set, 0));
        self.handles.push(s);
        set_resize_table(self, s, 0);
        self.handles.pop();
        s
    }
}

// ---- dict ----

pub fn dict_len(d: Value) -> usize {
    dict(d).len
}

/// Slot of `key` in the index table: Ok((slot, Some(entry))) if present, else the slot
/// where it would go.
///
/// Keys of the common builtin types compare without running code. Comparing others
/// may run a Python `__eq__` that changes the dict: as CPython does, the lookup then
/// starts again when the table or the entry compared is no longer the same.
fn dict_lookup(rt: &mut Rt, d: Value, key: Value, hash: i64) -> PyResult<(usize, Option<usize>)> {
    'again: loop {
        let o = dict(d);
        if o.indices.is_null() {
            return Ok((0, None));
        }
        let table = o.indices;
        let (indices, hashes, entries) = (raw(table), raw(o.hashes), values(o.entries));
        let mask = indices.len() - 1;
        let mut i = hash as u64 as usize & mask;
        let mut perturb = hash as u64;
        let mut first_deleted = None;
        loop {
            match indices[i] {
                EMPTY => return Ok((first_deleted.unwrap_or(i), None)),
                DELETED => {
                    first_deleted.get_or_insert(i);
                }
                ix => {
                    let ix = ix as usize;
                    if hashes[ix] == hash as u64 {
                        let k = entries[2 * ix];
                        // The same object is the usual hit (a small int is always the
                        // same word).
                        let equal = match if k == key { Some(true) } else { plain_eq(k, key) } {
                            Some(equal) => equal,
                            None => {
                                let equal = crate::ops::py_eq(rt, k, key)?;
                                let o = dict(d);
                                if o.indices != table || values(o.entries).get(2 * ix) != Some(&k) {
                                    continue 'again;
                                }
                                equal
                            }
                        };
                        if equal {
                            return Ok((i, Some(ix)));
                        }
                    }
                }
            }
            perturb >>= PERTURB_SHIFT;
            i = (i.wrapping_mul(5).wrapping_add(perturb as usize).wrapping_add(1)) & mask;
        }
    }
}

/// The value for a str key given as text, without allocating (attribute lookup).
pub fn dict_get_str(d: Value, name: &str) -> Option<Value> {
    let ix = dict_find_str(d, name)?;
    Some(values(dict(d).entries)[2 * ix + 1])
}

/// Overwrites the value of an existing str key; false if the key is absent.
pub fn dict_replace_str(d: Value, name: &str, value: Value) -> bool {
    match dict_find_str(d, name) {
        Some(ix) => {
            values(dict(d).entries)[2 * ix + 1] = value;
            true
        }
        None => false,
    }
}

/// The entry index of a str key given as text.
fn dict_find_str(d: Value, name: &str) -> Option<usize> {
    let o = dict(d);
    if o.indices.is_null() {
        return None;
    }
    let hash = crate::hash::hash_text(name) as u64;
    let indices = raw(o.indices);
    let mask = indices.len() - 1;
    let mut i = hash as usize & mask;
    let mut perturb = hash;
    loop {
        match indices[i] {
            EMPTY => return None,
            DELETED => {}
            ix => {
                let ix = ix as usize;
                let k = values(o.entries)[2 * ix];
                if raw(o.hashes)[ix] == hash && is_layout(k, LayoutId::Str) {
                    let text = str_text(k);
                    // Interned names share their bytes: compare addresses before contents.
                    if (text.as_ptr() == name.as_ptr() && text.len() == name.len()) || text == name {
                        return Some(ix);
                    }
                }
            }
        }
        perturb >>= PERTURB_SHIFT;
        i = (i.wrapping_mul(5).wrapping_add(perturb as usize).wrapping_add(1)) & mask;
    }
}

pub fn dict_get(rt: &mut Rt, d: Value, key: Value) -> PyResult<Option<Value>> {
    let hash = py_hash(rt, key)?;
    let (_, found) = dict_lookup(rt, d, key, hash)?;
    if let Some(ix) = found {
        rt.last_found = (d, key, ix);
    }
    Ok(found.map(|ix| values(dict(d).entries)[2 * ix + 1]))
}

/// The entry of `key` in `d` when the last lookup that found a key was of this very
/// key object in this dict, and the entry still holds it (whatever happened to the
/// dict since: an entry holding the key object is the key's entry).
#[inline]
fn entry_found_last(rt: &Rt, d: Value, key: Value) -> Option<usize> {
    let (last_d, last_key, ix) = rt.last_found;
    if last_d != d || last_key != key {
        return None;
    }
    let o = dict(d);
    (ix < o.used && values(o.entries)[2 * ix] == key).then_some(ix)
}

/// `d[key]` of a dict (KeyError when absent).
pub fn dict_getitem(rt: &mut Rt, d: Value, key: Value) -> PyResult<Value> {
    match dict_get(rt, d, key)? {
        Some(v) => Ok(v),
        None => crate::ops::key_error(rt, key),
    }
}

/// `key in d` of a dict.
pub fn dict_contains(rt: &mut Rt, d: Value, key: Value) -> PyResult<bool> {
    Ok(dict_get(rt, d, key)?.is_some())
}

/// `d.get(key, default)`: `default` (None when not given) when `key` is absent.
pub fn dict_get_or(rt: &mut Rt, d: Value, key: Value, default: Option<Value>) -> PyResult<Value> {
    Ok(dict_get(rt, d, key)?.unwrap_or_else(|| default.unwrap_or_else(crate::object::none)))
}

/// `d[key] = value` (key and value are kept rooted here while the table grows).
pub fn dict_set(rt: &mut Rt, d: Value, key: Value, value: Value) -> PyResult<()> {
    if let Some(ix) = entry_found_last(rt, d, key) {
        values(dict(d).entries)[2 * ix + 1] = value;
        return Ok(());
    }
    dict_set_by_lookup(rt, d, key, value)
}

/// [`dict_set`] of a key the last lookup did not find: out of line, so the
/// read-modify-write path (`d[k] = d.get(k, 0) + 1`) stays small.
#[inline(never)]
fn dict_set_by_lookup(rt: &mut Rt, d: Value, key: Value, value: Value) -> PyResult<()> {
    let hash = py_hash(rt, key)?;
    let (_, found) = dict_lookup(rt, d, key, hash)?;
    if let Some(ix) = found {
        values(dict(d).entries)[2 * ix + 1] = value;
        return Ok(());
    }
    let capacity = if dict(d).entries.is_null() { 0 } else { raw(dict(d).hashes).len() };
    if dict(d).used == capacity {
        let mark = rt.handles.len();
        rt.handles.extend_from_slice(&[d, key, value]);
        dict_resize(rt, d, (dict(d).len * 2).max(8));
        rt.handles.truncate(mark);
    }
    let (slot, _) = dict_lookup(rt, d, key, hash)?;
    let o = dict(d);
    let ix = o.used;
    values(o.entries)[2 * ix] = key;
    values(o.entries)[2 * ix + 1] = value;
    raw(o.hashes)[ix] = hash as u64;
    raw(o.indices)[slot] = ix as u64;
    o.used += 1;
    o.len += 1;
    Ok(())
}

/// Rebuilds the dict with room for `capacity` entries, dropping deleted ones.
fn dict_resize(rt: &mut Rt, d: Value, capacity: usize) {
    let table = (capacity * 3 / 2).next_power_of_two().max(8);
    let entries = Value::from_ptr(rt.alloc(LayoutId::ValueArray, capacity * 2));
    rt.handles.push(entries);
    let hashes = rt.new_raw_array(capacity, 0);
    rt.handles.push(hashes);
    let indices = rt.new_raw_array(table, EMPTY);
    rt.handles.truncate(rt.handles.len() - 2);
    let o = dict(d);
    let mut n = 0;
    if !o.entries.is_null() {
        let (old_entries, old_hashes) = (values(o.entries), raw(o.hashes));
        for ix in 0..o.used {
            let k = old_entries[2 * ix];
            if k.is_null() {
                continue;
            }
            values(entries)[2 * n] = k;
            values(entries)[2 * n + 1] = old_entries[2 * ix + 1];
            raw(hashes)[n] = old_hashes[ix];
            n += 1;
        }
    }
    let mask = table - 1;
    for ix in 0..n {
        let h = raw(hashes)[ix];
        let mut i = h as usize & mask;
        let mut perturb = h;
        while raw(indices)[i] != EMPTY {
            perturb >>= PERTURB_SHIFT;
            i = (i.wrapping_mul(5).wrapping_add(perturb as usize).wrapping_add(1)) & mask;
        }
        raw(indices)[i] = ix as u64;
    }
    o.entries = entries;
    o.hashes = hashes;
    o.indices = indices;
    o.used = n;
    o.len = n;
}

/// `del d[key]`; returns the removed value, or None if absent.
pub fn dict_remove(rt: &mut Rt, d: Value, key: Value) -> PyResult<Option<Value>> {
    let hash = py_hash(rt, key)?;
    let (slot, found) = dict_lookup(rt, d, key, hash)?;
    let Some(ix) = found else { return Ok(None) };
    let o = dict(d);
    let v = values(o.entries)[2 * ix + 1];
    values(o.entries)[2 * ix] = Value::NULL;
    values(o.entries)[2 * ix + 1] = Value::NULL;
    raw(o.indices)[slot] = DELETED;
    o.len -= 1;
    Ok(Some(v))
}

pub fn dict_clear(d: Value) {
    let o = dict(d);
    o.entries = Value::NULL;
    o.hashes = Value::NULL;
    o.indices = Value::NULL;
    o.used = 0;
    o.len = 0;
}

/// The live (key, value) pairs in insertion order.
pub fn dict_items(d: Value) -> Vec<(Value, Value)> {
    let o = dict(d);
    if o.entries.is_null() {
        return Vec::new();
    }
    let e = values(o.entries);
    (0..o.used).filter(|&ix| !e[2 * ix].is_null()).map(|ix| (e[2 * ix], e[2 * ix + 1])).collect()
}

/// The entry at position `pos` or later: (next position, key, value).
pub fn dict_next(d: Value, mut pos: usize) -> Option<(usize, Value, Value)> {
    let o = dict(d);
    if o.entries.is_null() {
        return None;
    }
    let e = values(o.entries);
    while pos < o.used {
        if !e[2 * pos].is_null() {
            return Some((pos + 1, e[2 * pos], e[2 * pos + 1]));
        }
        pos += 1;
    }
    None
}

/// The last entry, removed (`popitem`).
pub fn dict_pop_last(rt: &mut Rt, d: Value) -> Option<(Value, Value)> {
    let (k, v) = *dict_items(d).last()?;
    dict_remove(rt, d, k).ok()?;
    Some((k, v))
}

pub fn dict_eq(rt: &mut Rt, a: Value, b: Value) -> PyResult<bool> {
    if dict_len(a) != dict_len(b) {
        return Ok(false);
    }
    for (k, v) in dict_items(a) {
        match dict_get(rt, b, k)? {
            Some(w) if item_eq(rt, v, w)? => {}
            _ => return Ok(false),
        }
    }
    Ok(true)
}

// ---- set (CPython's algorithm) ----

pub fn set_len(s: Value) -> usize {
    set(s).used
}

fn set_keys<'a>(s: Value) -> &'a mut [Value] {
    values(set(s).keys)
}

fn set_hashes<'a>(s: Value) -> &'a mut [u64] {
    raw(set(s).hashes)
}

/// Replaces the table with one of the smallest power-of-two size above `minused`,
/// reinserting the live entries in table order (`set_table_resize`).
fn set_resize_table(rt: &mut Rt, s: Value, minused: usize) {
    let mut size = SET_MINSIZE;
    while size <= minused {
        size <<= 1;
    }
    let keys = Value::from_ptr(rt.alloc(LayoutId::ValueArray, size));
    rt.handles.push(keys);
    let hashes = rt.new_raw_array(size, 0);
    rt.handles.pop();
    let o = set(s);
    let (old_keys, old_hashes) = (o.keys, o.hashes);
    o.keys = keys;
    o.hashes = hashes;
    o.mask = size - 1;
    if old_keys.is_null() {
        return;
    }
    o.fill = o.used;
    let (ok, oh) = (values(old_keys), raw(old_hashes));
    for i in 0..ok.len() {
        let k = ok[i];
        if !k.is_null() && k != dummy() {
            insert_clean(s, k, oh[i]);
        }
    }
}

fn insert_clean(s: Value, key: Value, hash: u64) {
    let mask = set(s).mask;
    let (keys, hashes) = (set_keys(s), set_hashes(s));
    let mut perturb = hash;
    let mut i = hash as usize & mask;
    loop {
        if keys[i].is_null() {
            break;
        }
        let mut found = None;
        if i + LINEAR_PROBES <= mask {
            for j in 1..=LINEAR_PROBES {
                if keys[i + j].is_null() {
                    found = Some(i + j);
                    break;
                }
            }
        }
        if let Some(f) = found {
            i = f;
            break;
        }
        perturb >>= PERTURB_SHIFT;
        i = (i.wrapping_mul(5).wrapping_add(1).wrapping_add(perturb as usize)) & mask;
    }
    keys[i] = key;
    hashes[i] = hash;
}

/// Finds `key`: Some(index) if present.
fn set_lookup(rt: &mut Rt, s: Value, key: Value, hash: u64) -> PyResult<Option<usize>> {
    'again: loop {
        let (mask, table) = (set(s).mask, set(s).keys);
        let mut perturb = hash;
        let mut i = hash as usize & mask;
        loop {
            let probes = if i + LINEAR_PROBES <= mask { LINEAR_PROBES } else { 0 };
            for entry in i..=i + probes {
                let (k, h) = (set_keys(s)[entry], set_hashes(s)[entry]);
                if h == 0 && k.is_null() {
                    return Ok(None);
                }
                if h == hash && k != dummy() {
                    match set_key_eq(rt, s, table, entry, k, key)? {
                        Some(true) => return Ok(Some(entry)),
                        Some(false) => {}
                        None => continue 'again,
                    }
                }
            }
            perturb >>= PERTURB_SHIFT;
            i = (i.wrapping_mul(5).wrapping_add(1).wrapping_add(perturb as usize)) & mask;
        }
    }
}

/// Whether the set key `k`, in slot `entry` of table `table`, equals `key`; None when
/// comparing them ran an `__eq__` that changed the set's table or that slot, and
/// the search must start again (as CPython's does).
fn set_key_eq(rt: &mut Rt, s: Value, table: Value, entry: usize, k: Value, key: Value) -> PyResult<Option<bool>> {
    if let Some(equal) = plain_eq(k, key) {
        return Ok(Some(equal));
    }
    let equal = crate::ops::py_eq(rt, k, key)?;
    let same = set(s).keys == table && set_keys(s)[entry] == k;
    Ok(same.then_some(equal))
}

/// `set_add_entry`.
fn set_add_hashed(rt: &mut Rt, s: Value, key: Value, hash: u64) -> PyResult<()> {
    let (mask, unused, freeslot) = 'again: loop {
        let (mask, table) = (set(s).mask, set(s).keys);
        let mut perturb = hash;
        let mut i = hash as usize & mask;
        let mut freeslot = None;
        loop {
            let probes = if i + LINEAR_PROBES <= mask { LINEAR_PROBES } else { 0 };
            for entry in i..=i + probes {
                let (k, h) = (set_keys(s)[entry], set_hashes(s)[entry]);
                if h == 0 && k.is_null() {
                    break 'again (mask, entry, freeslot);
                }
                if h == hash && k != dummy() {
                    match set_key_eq(rt, s, table, entry, k, key)? {
                        Some(true) => return Ok(()),
                        Some(false) => {}
                        None => continue 'again,
                    }
                } else if k == dummy() {
                    // CPython 3.11 reuses the last dummy on the probe path, not the first.
                    freeslot = Some(entry);
                }
            }
            perturb >>= PERTURB_SHIFT;
            i = (i.wrapping_mul(5).wrapping_add(1).wrapping_add(perturb as usize)) & mask;
        }
    };
    if let Some(free) = freeslot {
        set(s).used += 1;
        set_keys(s)[free] = key;
        set_hashes(s)[free] = hash;
        return Ok(());
    }
    let o = set(s);
    o.fill += 1;
    o.used += 1;
    set_keys(s)[unused] = key;
    set_hashes(s)[unused] = hash;
    let o = set(s);
    if o.fill * 5 >= mask * 3 {
        let minused = set_regrow_size(o.used);
        rt.handles.push(s);
        set_resize_table(rt, s, minused);
        rt.handles.pop();
    }
    Ok(())
}

/// `s.add(key)` (`s` rooted by the caller; `key` is kept alive here).
pub fn set_add(rt: &mut Rt, s: Value, key: Value) -> PyResult<()> {
    let hash = py_hash(rt, key)? as u64;
    rt.handles.push(key);
    let r = set_add_hashed(rt, s, key, hash);
    rt.handles.pop();
    r
}

pub fn set_contains(rt: &mut Rt, s: Value, key: Value) -> PyResult<bool> {
    if is_layout(key, LayoutId::Set) {
        // A set is looked for as the frozenset of its elements (as CPython does).
        let frozen = frozenset_from(rt, key)?;
        return rt.with_roots(&[frozen], |rt| set_contains(rt, s, frozen));
    }
    let hash = py_hash(rt, key)? as u64;
    Ok(set_lookup(rt, s, key, hash)?.is_some())
}

/// Removes `key`; whether it was there (a set `key` as its frozenset).
pub fn set_discard(rt: &mut Rt, s: Value, key: Value) -> PyResult<bool> {
    if is_layout(key, LayoutId::Set) {
        let frozen = frozenset_from(rt, key)?;
        return rt.with_roots(&[s, frozen], |rt| set_discard(rt, s, frozen));
    }
    let hash = py_hash(rt, key)? as u64;
    set_discard_hashed(rt, s, key, hash)
}

/// Removes `key` of a known hash, leaving a dummy (`set_discard_entry`).
fn set_discard_hashed(rt: &mut Rt, s: Value, key: Value, hash: u64) -> PyResult<bool> {
    match set_lookup(rt, s, key, hash)? {
        Some(i) => {
            set_keys(s)[i] = dummy();
            set_hashes(s)[i] = u64::MAX;
            set(s).used -= 1;
            Ok(true)
        }
        None => Ok(false),
    }
}

/// The entry at table index `pos` or later: (next index, key).
pub fn set_next(s: Value, mut pos: usize) -> Option<(usize, Value)> {
    let keys = set_keys(s);
    while pos < keys.len() {
        let k = keys[pos];
        if !k.is_null() && k != dummy() {
            return Some((pos + 1, k));
        }
        pos += 1;
    }
    None
}

/// The live keys in table (iteration) order.
pub fn set_items(s: Value) -> Vec<Value> {
    let mut out = Vec::with_capacity(set_len(s));
    let mut pos = 0;
    while let Some((next, k)) = set_next(s, pos) {
        out.push(k);
        pos = next;
    }
    out
}

/// The hashes of the live keys of set `s`, in table order.
pub fn set_live_hashes(s: Value) -> Vec<u64> {
    let (keys, hashes) = (set_keys(s), set_hashes(s));
    keys.iter().zip(hashes.iter()).filter(|(k, _)| !k.is_null() && **k != dummy()).map(|(_, &h)| h).collect()
}

/// `set.pop()` (CPython's finger walk).
pub fn set_pop(rt: &mut Rt, s: Value) -> PyResult<Value> {
    if set_len(s) == 0 {
        return crate::ops::key_error_text(rt, "pop from an empty set");
    }
    let (finger, mask) = (set(s).finger, set(s).mask);
    let keys = set_keys(s);
    let mut i = finger & mask;
    while keys[i].is_null() || keys[i] == dummy() {
        i = (i + 1) & mask;
    }
    let k = keys[i];
    keys[i] = dummy();
    set_hashes(s)[i] = u64::MAX;
    let o = set(s);
    o.used -= 1;
    o.finger = i + 1;
    Ok(k)
}

pub fn set_clear(rt: &mut Rt, s: Value) {
    let o = set(s);
    o.keys = Value::NULL;
    o.hashes = Value::NULL;
    o.used = 0;
    o.fill = 0;
    rt.handles.push(s);
    set_resize_table(rt, s, 0);
    rt.handles.pop();
}

/// The live (key, hash) entries of `s` in table order, each key pushed on `rt.handles`
/// so it outlives a comparison that mutates `s`: callers restore their handle mark.
fn rooted_entries(rt: &mut Rt, s: Value) -> Vec<(Value, u64)> {
    let (keys, hashes) = (set_keys(s), set_hashes(s));
    let entries: Vec<(Value, u64)> =
        keys.iter().zip(hashes.iter()).filter(|(k, _)| !k.is_null() && **k != dummy()).map(|(&k, &h)| (k, h)).collect();
    rt.handles.extend(entries.iter().map(|&(k, _)| k));
    entries
}

/// The live (key, hash) entries of the dict `d` in insertion order, each key pushed on
/// `rt.handles` (callers restore their handle mark).
fn rooted_dict_entries(rt: &mut Rt, d: Value) -> Vec<(Value, u64)> {
    let o = dict(d);
    if o.entries.is_null() {
        return Vec::new();
    }
    let (e, h) = (values(o.entries), raw(o.hashes));
    let entries: Vec<(Value, u64)> =
        (0..o.used).filter(|&ix| !e[2 * ix].is_null()).map(|ix| (e[2 * ix], h[ix])).collect();
    rt.handles.extend(entries.iter().map(|&(k, _)| k));
    entries
}

/// Runs `f` on each item of any iterable, every value involved rooted meanwhile.
fn for_each_item(rt: &mut Rt, iterable: Value, mut f: impl FnMut(&mut Rt, Value) -> PyResult<()>) -> PyResult<()> {
    let mark = rt.handles.len();
    rt.handles.push(iterable);
    let r = (|| {
        let it = crate::ops::get_iter(rt, iterable)?;
        rt.handles.push(it);
        while let Some(x) = crate::ops::iter_next(rt, it)? {
            rt.handles.push(x);
            f(rt, x)?;
            rt.handles.pop();
        }
        Ok(())
    })();
    rt.handles.truncate(mark);
    r
}

/// The `minused` a set rebuilds for when it fills up or is left mostly dummies.
fn set_regrow_size(used: usize) -> usize {
    if used > 50000 { used * 2 } else { used * 4 }
}

/// Makes room up front for `incoming` keys, as CPython's bulk updates do (one resize
/// instead of one per growth step). `s` is rooted by the caller.
fn set_reserve(rt: &mut Rt, s: Value, incoming: usize) {
    let o = set(s);
    if (o.fill + incoming) * 5 >= o.mask * 3 {
        let minused = (o.used + incoming) * 2;
        set_resize_table(rt, s, minused);
    }
}

/// Adds every element of the set `other` (`set_merge`: one resize up front, then a
/// plain copy or clean inserts into an empty table, else ordinary adds).
fn set_merge(rt: &mut Rt, s: Value, other: Value) -> PyResult<()> {
    if s == other || set_len(other) == 0 {
        return Ok(());
    }
    rt.with_roots(&[s, other], |rt| {
        set_reserve(rt, s, set_len(other));
        let (o, t) = (set(other), set(s));
        if t.fill == 0 && t.mask == o.mask && o.fill == o.used {
            set_keys(s).copy_from_slice(set_keys(other));
            set_hashes(s).copy_from_slice(set_hashes(other));
            t.fill = o.fill;
            t.used = o.used;
            return Ok(());
        }
        let entries = rooted_entries(rt, other);
        if t.fill == 0 {
            t.fill = o.used;
            t.used = o.used;
            for (k, h) in entries {
                insert_clean(s, k, h);
            }
            return Ok(());
        }
        for (k, h) in entries {
            set_add_hashed(rt, s, k, h)?;
        }
        Ok(())
    })
}

/// Adds the keys of the dict `d` with their stored hashes, after one resize up front
/// (`set_update_internal`'s dict path).
fn set_merge_dict(rt: &mut Rt, s: Value, d: Value) -> PyResult<()> {
    rt.with_roots(&[s, d], |rt| {
        set_reserve(rt, s, dict_len(d));
        for (k, h) in rooted_dict_entries(rt, d) {
            set_add_hashed(rt, s, k, h)?;
        }
        Ok(())
    })
}

/// `s.update(iterable)` and `s |= other` (`set_update_internal`).
pub fn set_update(rt: &mut Rt, s: Value, iterable: Value) -> PyResult<()> {
    if is_any_set(iterable) {
        return set_merge(rt, s, iterable);
    }
    if is_layout(iterable, LayoutId::Dict) {
        return set_merge_dict(rt, s, iterable);
    }
    rt.with_roots(&[s], |rt| for_each_item(rt, iterable, |rt, x| set_add(rt, s, x)))
}

/// A new set holding the elements of `iterable` (`make_new_set`; `set.copy`).
pub fn set_from(rt: &mut Rt, iterable: Value) -> PyResult<Value> {
    let s = rt.new_set();
    rt.with_roots(&[s], |rt| set_update(rt, s, iterable)).map(|_| s)
}

/// Gives `s` the table of `from`, a set no one else holds (`set_swap_bodies`; the
/// pop finger stays with `s`).
pub fn set_take_table(s: Value, from: Value) {
    let (t, f) = (set(s), set(from));
    t.keys = f.keys;
    t.hashes = f.hashes;
    t.mask = f.mask;
    t.fill = f.fill;
    t.used = f.used;
}

/// `s & other` for any iterable `other` (`set_intersection`): a set `other` has the
/// smaller of the two walked in table order; any other iterable is walked in its order.
pub fn set_intersection(rt: &mut Rt, s: Value, other: Value) -> PyResult<Value> {
    if s == other {
        return set_from(rt, s);
    }
    let result = rt.new_set();
    rt.with_roots(&[s, other, result], |rt| {
        if is_any_set(other) {
            let (big, small) = if set_len(other) > set_len(s) { (other, s) } else { (s, other) };
            for (k, h) in rooted_entries(rt, small) {
                if set_lookup(rt, big, k, h)?.is_some() {
                    set_add_hashed(rt, result, k, h)?;
                }
            }
        } else {
            for_each_item(rt, other, |rt, x| {
                let h = py_hash(rt, x)? as u64;
                if set_lookup(rt, s, x, h)?.is_some() {
                    set_add_hashed(rt, result, x, h)?;
                }
                Ok(())
            })?;
        }
        Ok(result)
    })
}

/// `s &= other` and `s.intersection_update(other)`.
pub fn set_intersection_update(rt: &mut Rt, s: Value, other: Value) -> PyResult<()> {
    let result = set_intersection(rt, s, other)?;
    set_take_table(s, result);
    Ok(())
}

/// Removes every element of `other` from `s` (`set_difference_update_internal`): a set
/// more than 8 times larger is first cut down to the intersection, and a table left
/// more than a quarter dummies is rebuilt.
pub fn set_difference_update(rt: &mut Rt, s: Value, other: Value) -> PyResult<()> {
    if s == other {
        set_clear(rt, s);
        return Ok(());
    }
    rt.with_roots(&[s, other], |rt| {
        if is_any_set(other) {
            let other = if (set_len(other) >> 3) > set_len(s) { set_intersection(rt, s, other)? } else { other };
            rt.handles.push(other);
            for (k, h) in rooted_entries(rt, other) {
                set_discard_hashed(rt, s, k, h)?;
            }
        } else {
            for_each_item(rt, other, |rt, x| set_discard(rt, s, x).map(|_| ()))?;
        }
        let o = set(s);
        if o.fill - o.used > o.mask / 4 {
            set_resize_table(rt, s, set_regrow_size(o.used));
        }
        Ok(())
    })
}

/// `s - other` (`set_difference`): a copy then removals when `s` is much the larger
/// or `other` is neither a set nor a dict, else the survivors of `s` added in its order.
pub fn set_difference(rt: &mut Rt, s: Value, other: Value) -> PyResult<Value> {
    let other_len = if is_any_set(other) {
        Some(set_len(other))
    } else if is_layout(other, LayoutId::Dict) {
        Some(dict_len(other))
    } else {
        None
    };
    if other_len.is_none_or(|n| (set_len(s) >> 2) > n) {
        return rt.with_roots(&[s, other], |rt| {
            let result = set_from(rt, s)?;
            rt.handles.push(result);
            set_difference_update(rt, result, other)?;
            Ok(result)
        });
    }
    let result = rt.new_set();
    rt.with_roots(&[s, other, result], |rt| {
        for (k, h) in rooted_entries(rt, s) {
            let present = if is_layout(other, LayoutId::Dict) {
                dict_lookup(rt, other, k, h as i64)?.1.is_some()
            } else {
                set_lookup(rt, other, k, h)?.is_some()
            };
            if !present {
                set_add_hashed(rt, result, k, h)?;
            }
        }
        Ok(result)
    })
}

/// `s ^= other` and `s.symmetric_difference_update(other)`: each element of `other`
/// (a dict's keys with their hashes, a set's in table order, else a set built from it)
/// is removed from `s` if there and added if not.
pub fn set_symmetric_difference_update(rt: &mut Rt, s: Value, other: Value) -> PyResult<()> {
    if s == other {
        set_clear(rt, s);
        return Ok(());
    }
    rt.with_roots(&[s, other], |rt| {
        let entries = if is_layout(other, LayoutId::Dict) {
            rooted_dict_entries(rt, other)
        } else {
            let other = if is_any_set(other) { other } else { set_from(rt, other)? };
            rt.handles.push(other);
            rooted_entries(rt, other)
        };
        for (k, h) in entries {
            if !set_discard_hashed(rt, s, k, h)? {
                set_add_hashed(rt, s, k, h)?;
            }
        }
        Ok(())
    })
}

/// `s ^ other` (`set_symmetric_difference`): a set built from `other`, updated by `s`.
pub fn set_symmetric_difference(rt: &mut Rt, s: Value, other: Value) -> PyResult<Value> {
    rt.with_roots(&[s], |rt| {
        let result = set_from(rt, other)?;
        rt.handles.push(result);
        set_symmetric_difference_update(rt, result, s)?;
        Ok(result)
    })
}

/// Makes the new set `s`, which nothing else refers to yet, a frozenset (the same
/// table under the frozenset layout), and returns it.
pub fn freeze(s: Value) -> Value {
    assert!(is_layout(s, LayoutId::Set), "only a new set becomes a frozenset");
    // SAFETY: a set object, whose header the caller alone sees; the frozenset layout
    // has the set's struct.
    unsafe { (*s.as_ptr::<Header>()).layout = LayoutId::FrozenSet as u16 };
    s
}

/// A new frozenset of the elements of `iterable`.
pub fn frozenset_from(rt: &mut Rt, iterable: Value) -> PyResult<Value> {
    set_from(rt, iterable).map(freeze)
}

/// `a | b`, `a & b`, `a - b`, `a ^ b` for two sets or frozensets, and their in-place
/// forms, as CPython builds them (the in-place forms change a set `a` and return it;
/// a frozenset `a` gets a new frozenset, as the result of any operator does).
pub fn set_binop(rt: &mut Rt, op: crate::code::BinOp, a: Value, b: Value, inplace: bool) -> PyResult<Value> {
    // The operators that make a new set read `a` only.
    let frozen = is_layout(a, LayoutId::FrozenSet);
    let result = set_operator(rt, op, a, b, inplace && !frozen)?;
    Ok(if frozen { freeze(result) } else { result })
}

fn set_operator(rt: &mut Rt, op: crate::code::BinOp, a: Value, b: Value, inplace: bool) -> PyResult<Value> {
    use crate::code::BinOp;
    match (op, inplace) {
        (BinOp::Or, false) => rt.with_roots(&[b], |rt| {
            let result = set_from(rt, a)?;
            rt.handles.push(result);
            set_update(rt, result, b)?;
            Ok(result)
        }),
        (BinOp::Or, true) => set_update(rt, a, b).map(|_| a),
        (BinOp::And, false) => set_intersection(rt, a, b),
        (BinOp::And, true) => set_intersection_update(rt, a, b).map(|_| a),
        (BinOp::Sub, false) => set_difference(rt, a, b),
        (BinOp::Sub, true) => set_difference_update(rt, a, b).map(|_| a),
        (BinOp::Xor, false) => set_symmetric_difference(rt, a, b),
        (BinOp::Xor, true) => set_symmetric_difference_update(rt, a, b).map(|_| a),
        _ => unreachable!("not a set operator"),
    }
}

/// `a <= b` (subset).
pub fn set_is_subset(rt: &mut Rt, a: Value, b: Value) -> PyResult<bool> {
    if set_len(a) > set_len(b) {
        return Ok(false);
    }
    for k in set_items(a) {
        if !set_contains(rt, b, k)? {
            return Ok(false);
        }
    }
    Ok(true)
}
