//! Python `str` helpers: `repr`, code-point indexing.
//!
//! Strings are stored as UTF-8 with a cached code-point count. ASCII strings (flagged
//! in the header) index in O(1); others walk the bytes (O(n)) for now.

use crate::layout::{STR_INDEX_STRIDE, StrObject};
use crate::object::{str_char_len, str_is_ascii, str_text};
use crate::unicode_tables;
use crate::value::Value;

/// Whether `c` is whitespace to Python (`str.isspace`, what `split()` and `strip()`
/// remove): Unicode's White_Space and the four ASCII information separators
/// `\x1c`..`\x1f`, which Rust's `char::is_whitespace` leaves out.
pub fn is_py_space(c: char) -> bool {
    c.is_whitespace() || ('\x1c'..='\x1f').contains(&c)
}

/// The value of a decimal digit of any script (Unicode's Numeric_Type Decimal, what
/// `str.isdecimal` accepts and `int()` and `float()` read, as `'٣'` is 3). Unicode
/// keeps each script's digits in runs of ten from 0 to 9, so a digit's value is its
/// distance from the start of its range, modulo ten (which the table's generator
/// checks).
pub fn decimal_value(c: char) -> Option<u32> {
    if c.is_ascii() {
        return c.to_digit(10);
    }
    let (first, _) = range_of(unicode_tables::DECIMALS, c)?;
    Some((u32::from(c) - first) % 10)
}

/// Whether `c` is a digit to `str.isdigit`: Numeric_Type Digit or Decimal
/// (superscripts and circled digits are; fractions and Roman numerals are not).
pub fn is_digit_char(c: char) -> bool {
    c.is_ascii_digit() || (!c.is_ascii() && range_of(unicode_tables::DIGITS, c).is_some())
}

/// Whether `c` is numeric to `str.isnumeric`: any Numeric_Type (digits, fractions,
/// Roman numerals, CJK numerals such as `'三'`).
pub fn is_numeric_char(c: char) -> bool {
    c.is_ascii_digit() || (!c.is_ascii() && range_of(unicode_tables::NUMERICS, c).is_some())
}

/// Whether `c` is a letter to `str.isalpha`: the categories Lu, Ll, Lt, Lm and Lo
/// (Rust's `is_alphabetic` also takes letter numbers such as `'Ⅻ'`, the marks of
/// Other_Alphabetic such as Devanagari's vowel signs, and letters of Unicode versions
/// after CPython 3.11's).
pub fn is_alpha_char(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_alphabetic();
    }
    range_of(unicode_tables::ALPHAS, c).is_some()
}

/// The range of the sorted inclusive `ranges` holding `c`.
fn range_of(ranges: &[(u32, u32)], c: char) -> Option<(u32, u32)> {
    let code = u32::from(c);
    let k = ranges.partition_point(|&(_, last)| last < code);
    ranges.get(k).copied().filter(|&(first, _)| first <= code)
}

/// The byte offset of the first (`last`: the last) occurrence of `needle` in
/// `hay`. A one-byte needle (an ASCII char: `"="`, `","`) is a byte search, which
/// is several times faster than the general substring search.
pub fn find_str(hay: &str, needle: &str, last: bool) -> Option<usize> {
    match *needle.as_bytes() {
        [byte] => {
            let c = char::from(byte);
            if last { hay.rfind(c) } else { hay.find(c) }
        }
        _ if last => hay.rfind(needle),
        _ => hay.find(needle),
    }
}

/// `text` as `int()` and `float()` read it: digits of other scripts as ASCII digits
/// and whitespace as spaces (CPython's transform to ASCII before parsing, which
/// keeps ASCII as it is: `\x1c` is no space to `int()`); an ASCII text as it is.
pub fn ascii_numeral(text: &str) -> std::borrow::Cow<'_, str> {
    if text.is_ascii() {
        return std::borrow::Cow::Borrowed(text);
    }
    let ascii = |c: char| match decimal_value(c) {
        Some(d) => char::from_digit(d, 10).expect("a decimal digit"),
        None if c.is_whitespace() => ' ',
        None => c,
    };
    std::borrow::Cow::Owned(text.chars().map(ascii).collect())
}

/// `repr(s)` as CPython prints it.
pub fn repr_str(s: &str) -> String {
    let quote = if s.contains('\'') && !s.contains('"') { '"' } else { '\'' };
    let mut out = String::with_capacity(s.len() + 2);
    out.push(quote);
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c == quote => {
                out.push('\\');
                out.push(c);
            }
            c if (c as u32) < 0x20 || c as u32 == 0x7f => out.push_str(&format!("\\x{:02x}", c as u32)),
            c if c.is_ascii() => out.push(c),
            c if !is_printable(c) => {
                let n = c as u32;
                if n <= 0xff {
                    out.push_str(&format!("\\x{n:02x}"));
                } else if n <= 0xffff {
                    out.push_str(&format!("\\u{n:04x}"));
                } else {
                    out.push_str(&format!("\\U{n:08x}"));
                }
            }
            c => out.push(c),
        }
    }
    out.push(quote);
    out
}

/// An approximation of `str.isprintable` for one non-ASCII code point: control and
/// format characters, separators other than space, surrogates, private use and
/// noncharacters are not printable.
fn is_printable(c: char) -> bool {
    let n = c as u32;
    !(c.is_control()
        || n == 0xa0
        || n == 0xad
        || (0x2000..=0x200f).contains(&n)
        || (0x2028..=0x202f).contains(&n)
        || (0x205f..=0x206f).contains(&n)
        || n == 0x3000
        || n == 0xfeff
        || (0xe000..=0xf8ff).contains(&n)
        || (0xfff9..=0xfffb).contains(&n)
        || (n & 0xfffe) == 0xfffe
        || (0xf0000..).contains(&n))
}

/// Byte offset of code point `i` (which must be <= char_len): from the str's char
/// index, fewer than [`STR_INDEX_STRIDE`] chars to scan.
pub fn byte_offset(v: Value, i: usize) -> usize {
    let s = str_text(v);
    if str_is_ascii(v) {
        return i;
    }
    let chars = str_char_len(v);
    if i >= STR_INDEX_STRIDE && StrObject::has_index(s.len(), chars) {
        if i >= chars {
            return s.len();
        }
        let k = i / STR_INDEX_STRIDE;
        // SAFETY: a live str with an index has `chars / STR_INDEX_STRIDE` entries
        // there, and `1 <= k <= chars / STR_INDEX_STRIDE`.
        let start = unsafe {
            let index = v.as_ptr::<u8>().add(StrObject::index_offset(s.len())) as *const u32;
            *index.add(k - 1) as usize
        };
        return start + nth_char_start(&s.as_bytes()[start..], i - k * STR_INDEX_STRIDE);
    }
    nth_char_start(s.as_bytes(), i)
}

/// The byte offset where char `i` of UTF-8 `bytes` starts (`bytes.len()` past the
/// end). Counts the bytes that start a char a word at a time: the linear scan that
/// a str without an index needs, at several bytes per step.
fn nth_char_start(bytes: &[u8], mut i: usize) -> usize {
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let mut at = 0;
    while at + 8 <= bytes.len() {
        let w = u64::from_le_bytes(bytes[at..at + 8].try_into().expect("8 bytes"));
        // A continuation byte is 0b10xxxxxx: bit 7 set, bit 6 clear.
        let continuation = w & HIGH & !(w << 1);
        let starts = 8 - continuation.count_ones() as usize;
        if starts > i {
            break;
        }
        i -= starts;
        at += 8;
    }
    for (k, &b) in bytes[at..].iter().enumerate() {
        if b & 0xc0 != 0x80 {
            if i == 0 {
                return at + k;
            }
            i -= 1;
        }
    }
    bytes.len()
}

/// Code point `i` of `v` as a `&str` slice.
pub fn char_at<'a>(v: Value, i: usize) -> &'a str {
    let s = str_text(v);
    if str_is_ascii(v) {
        return &s[i..i + 1];
    }
    let start = byte_offset(v, i);
    let len = s[start..].chars().next().map_or(0, char::len_utf8);
    &s[start..start + len]
}

#[cfg(test)]
mod nth_char_tests {
    use super::{byte_offset, nth_char_start};

    #[test]
    fn the_char_index_agrees_with_char_indices() {
        let mut rt = crate::vm::Rt::new(Box::new(std::io::sink()));
        let pieces = ["a", "\u{e9}", "\u{4e2d}", "\u{1f600}", "xyz", "\u{e9}\u{e9}"];
        for n in [1, 63, 64, 65, 127, 128, 129, 200, 1000] {
            let text: String = (0..n).map(|k| pieces[(k * 7 + k / 5) % pieces.len()]).collect();
            let immortal = rt.intern(&text);
            let v = rt.new_str(&text);
            for i in 0..=text.chars().count() {
                let want = text.char_indices().nth(i).map_or(text.len(), |(b, _)| b);
                assert_eq!(byte_offset(v, i), want, "char {i} of {n} pieces");
                assert_eq!(byte_offset(immortal, i), want, "char {i} of {n} pieces, interned");
            }
        }
    }

    #[test]
    fn agrees_with_char_indices() {
        let s = "a\u{e9}b\u{1f600}cd\u{4e2d}\u{6587}efghij\u{e9}\u{e9}\u{e9}xyz";
        for i in 0..=s.chars().count() + 1 {
            let want = s.char_indices().nth(i).map_or(s.len(), |(b, _)| b);
            assert_eq!(nth_char_start(s.as_bytes(), i), want, "char {i}");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn repr_picks_quotes_like_cpython() {
        assert_eq!(repr_str("abc"), "'abc'");
        assert_eq!(repr_str("it's"), "\"it's\"");
        assert_eq!(repr_str("both ' and \""), "'both \\' and \"'");
        assert_eq!(repr_str("a\nb\t\\"), "'a\\nb\\t\\\\'");
        assert_eq!(repr_str("\x00\x7f"), "'\\x00\\x7f'");
        assert_eq!(repr_str("é中"), "'é中'");
        assert_eq!(repr_str("\u{a0}\u{200b}"), "'\\xa0\\u200b'");
    }
}
