//! Python `str` helpers: `repr`, code-point indexing.
//!
//! Strings are stored as UTF-8 with a cached code-point count. ASCII strings (flagged
//! in the header) index in O(1); others walk the bytes (O(n)) for now.

use crate::object::{str_is_ascii, str_text};
use crate::value::Value;

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

/// Byte offset of code point `i` (which must be <= char_len).
pub fn byte_offset(v: Value, i: usize) -> usize {
    let s = str_text(v);
    if str_is_ascii(v) {
        return i;
    }
    s.char_indices().nth(i).map(|(b, _)| b).unwrap_or(s.len())
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
