//! `_sre`: the engine under `re` (`runtime/stdlib/re.py`, which builds `Pattern` and
//! `Match` objects on it). A pattern is parsed as CPython parses it
//! ([`translate`]), written out in fancy-regex's syntax and compiled once per
//! (pattern, flags); the calls here answer a match's spans as char offsets.
//!
//! fancy-regex runs what it can on regex-automata's finite automata and the rest
//! (backreferences, lookaround, atomic groups) on a backtracking VM, so its matches
//! are leftmost-first, as Python's backtracking `_sre` finds them. Where Python's
//! rules need more than one regex, a pattern has variants ([`translate::Variant`]):
//! - `fullmatch` appends `\z`;
//! - after an empty match, `finditer`/`sub`/`split` want a non-empty match at the
//!   same place if the pattern has one (CPython's "must advance"): an anchored
//!   search that rejects empty matches (fancy-regex's `find_not_empty`), else a
//!   search from the next char;
//! - `\b` is the engine's own on ASCII text and lookarounds over Python's word chars
//!   on other text;
//! - on ASCII text, `\d`, `\s`, `\w` are their ASCII members (the same matches,
//!   smaller automata).

pub mod translate;

use crate::builtins::Kw;
use crate::error::PyResult;
use crate::int::int_ref;
use crate::layout::LayoutId;
use crate::object::*;
use crate::raise;
use crate::value::Value;
use crate::vm::Rt;
use fancy_regex::{BytesMode, CompileError, Input, Regex, RegexBuilder, RegexInput};
use std::collections::HashMap;
use std::rc::Rc;
use translate::{Refusal, Variant};

/// One compiled pattern and its variants (compiled when first needed).
struct Compiled {
    parsed: translate::Parsed,
    is_bytes: bool,
    /// By variant and whether empty matches are rejected; None: the pattern can
    /// match only the empty string, so the rejecting form never matches.
    regexes: HashMap<(Variant, bool), Option<Rc<Regex>>>,
}

/// The patterns a runtime has compiled, by id (`Rt::regexes`). CPython's `re` keeps
/// a cache of recent patterns; ember keeps every distinct (pattern, flags) it has
/// compiled, which bounds this by the program's distinct patterns.
#[derive(Default)]
pub struct Patterns {
    compiled: Vec<Compiled>,
    ids: HashMap<(Vec<u32>, bool, u32), usize>,
    /// The char offsets of the last non-ASCII text searched, with a copy of it: a
    /// tokenizer's loop of `match(text, pos)` would otherwise index the text anew
    /// at every call.
    last_text: Option<(String, Rc<Vec<usize>>)>,
}

impl Patterns {
    fn regex(&mut self, id: usize, variant: Variant, not_empty: bool) -> PyResult<Option<Rc<Regex>>> {
        let c = &mut self.compiled[id];
        if let Some(r) = c.regexes.get(&(variant, not_empty)) {
            return Ok(r.clone());
        }
        let source = translate::emit(&c.parsed.tree, variant);
        let mut builder = RegexBuilder::new(&source);
        // Python's engine has no limit: a pattern that backtracks for long takes long.
        builder.backtrack_limit(usize::MAX).delegate_size_limit(1 << 28).delegate_dfa_size_limit(1 << 26);
        builder.find_not_empty(not_empty);
        if c.is_bytes {
            builder.bytes_mode(BytesMode::Ascii);
        }
        let regex = match builder.build() {
            Ok(r) => Some(Rc::new(r)),
            Err(fancy_regex::Error::CompileError(e)) if matches!(*e, CompileError::PatternCanNeverMatch) => None,
            Err(e) => return raise!(NotImplementedError, "re: ember's regex engine cannot run this pattern ({e})"),
        };
        c.regexes.insert((variant, not_empty), regex.clone());
        Ok(regex)
    }
}

/// A haystack's char offsets (Python's) and byte offsets (the engine's).
enum Offsets {
    /// One byte per char: an ASCII str or a bytes object.
    Same,
    /// The byte offset of each char, then the length.
    Starts(Rc<Vec<usize>>),
}

impl Offsets {
    fn of(patterns: &mut Patterns, text: &str) -> Offsets {
        if let Some((last, starts)) = &patterns.last_text
            && last == text
        {
            return Offsets::Starts(starts.clone());
        }
        let mut starts: Vec<usize> = text.char_indices().map(|(i, _)| i).collect();
        starts.push(text.len());
        let starts = Rc::new(starts);
        patterns.last_text = Some((text.to_string(), starts.clone()));
        Offsets::Starts(starts)
    }

    fn byte(&self, char_ix: usize) -> usize {
        match self {
            Offsets::Same => char_ix,
            Offsets::Starts(s) => s[char_ix],
        }
    }

    fn char(&self, byte_ix: usize) -> usize {
        match self {
            Offsets::Same => byte_ix,
            Offsets::Starts(s) => s.partition_point(|&b| b < byte_ix),
        }
    }
}

/// A match's group spans in bytes (None: the group did not take part).
type Spans = Vec<Option<(usize, usize)>>;

trait Bounds {
    fn bounds(&self) -> (usize, usize);
}

impl Bounds for fancy_regex::Match<'_> {
    fn bounds(&self) -> (usize, usize) {
        (self.start(), self.end())
    }
}

impl Bounds for fancy_regex::MatchBytes<'_> {
    fn bounds(&self) -> (usize, usize) {
        (self.start(), self.end())
    }
}

/// The first match of `re` in `hay` from byte `start` (only at `start` if `anchored`).
fn find<S>(re: &Regex, hay: &S, start: usize, anchored: bool) -> PyResult<Option<Spans>>
where
    S: Input + ?Sized,
    for<'t> S::Match<'t>: Bounds,
{
    let input = RegexInput::new(hay).from_pos(start).anchored(anchored);
    match re.captures_input(input) {
        Ok(None) => Ok(None),
        Ok(Some(caps)) => Ok(Some((0..caps.len()).map(|i| caps.get(i).map(|m| m.bounds())).collect())),
        Err(e) => raise!(NotImplementedError, "re: ember's regex engine stopped: {e}"),
    }
}

/// What a search is for.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    Search,
    Match,
    FullMatch,
}

/// The text a search looks at: `text[:endpos]`, from `pos`.
struct Haystack<'a> {
    text: HayText<'a>,
    offsets: Offsets,
    /// `pos` and `endpos` in bytes.
    start: usize,
    end: usize,
}

enum HayText<'a> {
    Str(&'a str),
    Bytes(&'a [u8]),
}

fn haystack<'a>(patterns: &mut Patterns, id: usize, text: Value, pos: Value, endpos: Value) -> PyResult<Haystack<'a>> {
    let is_bytes = patterns.compiled[id].is_bytes;
    let (Some(pos), Some(endpos)) = (int_ref(pos).and_then(|p| p.to_i64()), int_ref(endpos).and_then(|p| p.to_i64()))
    else {
        return raise!(TypeError, "pos and endpos must be ints");
    };
    let (text, offsets, len) = if is_bytes {
        let Some(b) = bytes_like(text) else { return raise!(TypeError, "expected a bytes-like object") };
        // SAFETY: the bytes object is an argument of the running call, so it stays
        // alive (and unmoved: ember's collector does not move objects) until the
        // call returns; the slice does not outlive the call.
        let b: &'a [u8] = unsafe { std::slice::from_raw_parts(b.as_ptr(), b.len()) };
        (HayText::Bytes(b), Offsets::Same, b.len())
    } else {
        if !is_layout(text, LayoutId::Str) {
            return raise!(TypeError, "expected a str");
        }
        let s: &'a str = str_text(text);
        let offsets = if str_is_ascii(text) { Offsets::Same } else { Offsets::of(patterns, s) };
        (HayText::Str(s), offsets, str_char_len(text))
    };
    let clamp = |v: i64| v.clamp(0, len as i64) as usize;
    let (start, end) = (offsets.byte(clamp(pos)), offsets.byte(clamp(endpos)));
    Ok(Haystack { text, offsets, start, end })
}

impl Haystack<'_> {
    fn is_ascii(&self) -> bool {
        matches!(self.offsets, Offsets::Same)
    }

    fn find(&self, re: &Regex, start: usize, anchored: bool) -> PyResult<Option<Spans>> {
        match self.text {
            HayText::Str(s) => find(re, &s[..self.end], start, anchored),
            HayText::Bytes(b) => find(re, &b[..self.end], start, anchored),
        }
    }

    /// Whether the text has a char whose case-insensitive partners under Unicode case
    /// folding (the engine's) may differ from those under simple lower and upper
    /// cases (Python's): the chars with three or more case forms, or a fold of
    /// their own.
    fn has_case_special(&self) -> bool {
        const SPECIAL: &[(u32, u32)] = &[
            (0xb5, 0xb5),
            (0xdf, 0xdf),
            (0x130, 0x131),
            (0x17f, 0x17f),
            (0x345, 0x345),
            (0x390, 0x390),
            (0x392, 0x3a3),
            (0x3b0, 0x3c9),
            (0x3d0, 0x3d6),
            (0x3f0, 0x3f5),
            (0x13a0, 0x13fd),
            (0x1c80, 0x1c88),
            (0x1e60, 0x1e61),
            (0x1e9b, 0x1e9e),
            (0x1fbe, 0x1fbe),
            (0x1fd3, 0x1fd3),
            (0x1fe3, 0x1fe3),
            (0x2126, 0x2126),
            (0x212a, 0x212b),
            (0xab70, 0xabbf),
            (0xfb05, 0xfb06),
        ];
        match self.text {
            HayText::Str(s) => s.chars().any(|c| SPECIAL.iter().any(|&(lo, hi)| (lo..=hi).contains(&u32::from(c)))),
            HayText::Bytes(_) => false,
        }
    }

    fn next_char(&self, at: usize) -> usize {
        match self.text {
            HayText::Str(s) => at + s[at..].chars().next().map_or(1, char::len_utf8),
            HayText::Bytes(_) => at + 1,
        }
    }

    /// The text of a group's span (empty for a group that did not take part).
    fn piece(&self, rt: &mut Rt, span: Option<(usize, usize)>) -> Value {
        let (a, b) = span.unwrap_or((0, 0));
        match self.text {
            HayText::Str(s) => rt.new_str(&s[a..b]),
            HayText::Bytes(bytes) => rt.new_bytes(&bytes[a..b]),
        }
    }

    /// A match's spans as Python sees them: a tuple of char offsets, -1 for a group
    /// that did not take part.
    fn to_tuple(&self, rt: &mut Rt, spans: &Spans) -> Value {
        let mut items = Vec::with_capacity(spans.len() * 2);
        for span in spans {
            let (s, e) = span.map_or((-1, -1), |(s, e)| (self.offsets.char(s) as i64, self.offsets.char(e) as i64));
            items.push(Value::small_int(s));
            items.push(Value::small_int(e));
        }
        rt.new_tuple(&items)
    }
}

fn pattern_id(rt: &Rt, v: Value) -> PyResult<usize> {
    match int_ref(v).and_then(|i| i.to_i64()) {
        Some(id) if (0..rt.regexes.compiled.len() as i64).contains(&id) => Ok(id as usize),
        _ => raise!(ValueError, "not a compiled pattern"),
    }
}

/// `_sre.compile(pattern, flags)`: `(id, groups, ((name, index), ...), flags,
/// close_order)` (the groups in the order their `)`s come), or
/// `(None, message, position)` for a pattern that is not valid Python (`re` raises
/// `re.error` with them).
pub(crate) fn compile(rt: &mut Rt, args: &[Value], _kw: &Kw) -> PyResult<Value> {
    let [pattern, flags] = args else { return raise!(TypeError, "compile takes 2 arguments") };
    let Some(flags) = int_ref(*flags).and_then(|f| f.to_i64()) else {
        return raise!(TypeError, "flags must be an int");
    };
    let flags = flags as u32;
    let (chars, is_bytes): (Vec<u32>, bool) = if is_layout(*pattern, LayoutId::Str) {
        (str_text(*pattern).chars().map(u32::from).collect(), false)
    } else if let Some(b) = bytes_like(*pattern) {
        (b.iter().map(|&b| u32::from(b)).collect(), true)
    } else {
        return raise!(TypeError, "first argument must be string or compiled pattern");
    };
    let key = (chars, is_bytes, flags);
    let id = match rt.regexes.ids.get(&key) {
        Some(&id) => id,
        None => {
            let parsed = match translate::parse(&key.0, is_bytes, flags) {
                Ok(p) => p,
                Err(Refusal::Invalid { msg, pos }) => {
                    let msg = rt.new_str(&msg);
                    rt.handles.push(msg);
                    let pos = pos.map_or_else(none, |p| Value::small_int(p as i64));
                    let t = rt.new_tuple(&[none(), msg, pos]);
                    rt.handles.pop();
                    return Ok(t);
                }
                Err(Refusal::Overflow(msg)) => return raise!(OverflowError, "{msg}"),
                Err(Refusal::Unsupported(msg)) => return raise!(NotImplementedError, "{msg}"),
            };
            let id = rt.regexes.compiled.len();
            rt.regexes.compiled.push(Compiled { parsed, is_bytes, regexes: HashMap::new() });
            // Compile the plain form now, so an unsupported pattern fails in `compile`.
            if let Err(e) = rt.regexes.regex(id, Variant::default(), false) {
                rt.regexes.compiled.pop();
                return Err(e);
            }
            rt.regexes.ids.insert(key, id);
            id
        }
    };
    let parsed = &rt.regexes.compiled[id].parsed;
    let names: Vec<(String, usize)> = parsed.names.clone();
    let close_order: Vec<Value> = parsed.close_order.iter().map(|&g| Value::small_int(g as i64)).collect();
    let (groups, final_flags) = (parsed.groups, parsed.flags);
    let mark = rt.handles.len();
    for (name, index) in &names {
        let n = rt.new_str(name);
        rt.handles.push(n);
        let pair = rt.new_tuple(&[n, Value::small_int(*index as i64)]);
        rt.handles.pop();
        rt.handles.push(pair);
    }
    let pairs: Vec<Value> = rt.handles[mark..].to_vec();
    let names = rt.new_tuple(&pairs);
    rt.handles.truncate(mark);
    rt.handles.push(names);
    let close_order = rt.new_tuple(&close_order);
    rt.handles.push(close_order);
    let t = rt.new_tuple(&[
        Value::small_int(id as i64),
        Value::small_int(groups as i64),
        names,
        Value::small_int(i64::from(final_flags)),
        close_order,
    ]);
    rt.handles.truncate(mark);
    Ok(t)
}

/// The variant of pattern `id` that `hay` needs.
fn variant_for(rt: &Rt, id: usize, hay: &Haystack, full: bool) -> PyResult<Variant> {
    let parsed = &rt.regexes.compiled[id].parsed;
    if parsed.unicode_casei_backref && !hay.is_ascii() && hay.has_case_special() {
        return raise!(
            NotImplementedError,
            "re: a case-insensitive backreference on text with chars whose cases Python and ember's engine pair differently"
        );
    }
    let exact_words = parsed.unicode_boundary && !hay.is_ascii();
    Ok(Variant { full, exact_words, ascii_text: hay.is_ascii(), empty_text: hay.end == 0 && parsed.non_boundary })
}

/// `_sre.search(id, string, pos, endpos, mode)`: the spans of the first match
/// (mode 0: anywhere, 1: at `pos`, 2: at `pos` and ending at `endpos`), or None.
pub(crate) fn search(rt: &mut Rt, args: &[Value], _kw: &Kw) -> PyResult<Value> {
    let [id, text, pos, endpos, mode] = args else { return raise!(TypeError, "search takes 5 arguments") };
    let id = pattern_id(rt, *id)?;
    let mode = match int_ref(*mode).and_then(|m| m.to_i64()) {
        Some(0) => Mode::Search,
        Some(1) => Mode::Match,
        _ => Mode::FullMatch,
    };
    let hay = haystack(&mut rt.regexes, id, *text, *pos, *endpos)?;
    if hay.start > hay.end {
        return Ok(none());
    }
    let variant = variant_for(rt, id, &hay, mode == Mode::FullMatch)?;
    let Some(re) = rt.regexes.regex(id, variant, false)? else { return Ok(none()) };
    match hay.find(&re, hay.start, mode != Mode::Search)? {
        Some(spans) => Ok(hay.to_tuple(rt, &spans)),
        None => Ok(none()),
    }
}

/// The spans of successive matches of pattern `id` in `hay` (at most `limit`), as
/// `finditer`, `findall`, `sub` and `split` see them.
fn scan_spans(rt: &mut Rt, id: usize, hay: &Haystack, limit: usize) -> PyResult<Vec<Spans>> {
    let mut found: Vec<Spans> = Vec::new();
    if hay.start > hay.end {
        return Ok(found);
    }
    let variant = variant_for(rt, id, hay, false)?;
    let plain = rt.regexes.regex(id, variant, false)?.expect("the plain form can match");
    let mut at = hay.start;
    let mut must_advance = false;
    while found.len() < limit {
        let spans = if must_advance {
            let not_empty = rt.regexes.regex(id, variant, true)?;
            let here = match not_empty {
                Some(re) => hay.find(&re, at, true)?,
                None => None,
            };
            match here {
                Some(spans) => Some(spans),
                None if at < hay.end => hay.find(&plain, hay.next_char(at), false)?,
                None => None,
            }
        } else {
            hay.find(&plain, at, false)?
        };
        let Some(spans) = spans else { break };
        let (s, e) = spans[0].expect("group 0 takes part");
        must_advance = s == e;
        at = e;
        found.push(spans);
    }
    Ok(found)
}

/// `_sre.scan(id, string, pos, endpos, limit)`: the spans of successive matches (at
/// most `limit`; 0: all).
pub(crate) fn scan(rt: &mut Rt, args: &[Value], _kw: &Kw) -> PyResult<Value> {
    let [id, text, pos, endpos, limit] = args else { return raise!(TypeError, "scan takes 5 arguments") };
    let id = pattern_id(rt, *id)?;
    let limit = match int_ref(*limit).and_then(|l| l.to_i64()) {
        Some(l) if l > 0 => l as usize,
        _ => usize::MAX,
    };
    let hay = haystack(&mut rt.regexes, id, *text, *pos, *endpos)?;
    let found = scan_spans(rt, id, &hay, limit)?;
    let list = rt.new_list(&[]);
    rt.handles.push(list);
    for spans in &found {
        let t = hay.to_tuple(rt, spans);
        rt.list_append(list, t);
    }
    rt.handles.pop();
    Ok(list)
}

/// `_sre.findall(id, string, pos, endpos)`: what `Pattern.findall` answers, made
/// here from the byte spans (slicing a non-ASCII str by char index costs a scan).
pub(crate) fn findall(rt: &mut Rt, args: &[Value], _kw: &Kw) -> PyResult<Value> {
    let [id, text, pos, endpos] = args else { return raise!(TypeError, "findall takes 4 arguments") };
    let id = pattern_id(rt, *id)?;
    let hay = haystack(&mut rt.regexes, id, *text, *pos, *endpos)?;
    let found = scan_spans(rt, id, &hay, usize::MAX)?;
    let groups = rt.regexes.compiled[id].parsed.groups;
    let mark = rt.handles.len();
    let list = rt.new_list(&[]);
    rt.handles.push(list);
    for spans in &found {
        let item = if groups <= 1 {
            hay.piece(rt, spans[groups])
        } else {
            let inner = rt.handles.len();
            for &span in &spans[1..] {
                let piece = hay.piece(rt, span);
                rt.handles.push(piece);
            }
            let items: Vec<Value> = rt.handles[inner..].to_vec();
            let t = rt.new_tuple(&items);
            rt.handles.truncate(inner);
            t
        };
        rt.list_append(list, item);
    }
    rt.handles.truncate(mark);
    Ok(list)
}
