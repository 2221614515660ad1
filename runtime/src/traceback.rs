//! Rendering an uncaught exception the way CPython does.

use crate::code::Code;
use crate::error::{PyErr, TraceEntry};

/// The full text CPython writes to stderr for an uncaught exception. `sources` finds
/// the source line of a (file, line) pair.
pub fn format_exception(err: &PyErr, summary: &str, source_line: &dyn Fn(&TraceEntry) -> Option<String>) -> String {
    let mut out = format_traceback(&err.traceback, source_line);
    out.push_str(summary);
    out.push('\n');
    out
}

/// "Traceback (most recent call last):" and the entries of `traceback` (collected
/// innermost first), as CPython prints them.
pub fn format_traceback(traceback: &[TraceEntry], source_line: &dyn Fn(&TraceEntry) -> Option<String>) -> String {
    let mut out = String::from("Traceback (most recent call last):\n");
    // The traceback is collected innermost first; CPython prints outermost first.
    let entries: Vec<&TraceEntry> = traceback.iter().rev().collect();
    let mut i = 0;
    while i < entries.len() {
        let e = entries[i];
        let mut run = 1;
        while i + run < entries.len() && entries[i + run] == e {
            run += 1;
        }
        for _ in 0..run.min(3) {
            write_entry(&mut out, e, source_line);
        }
        if run > 3 {
            let more = run - 3;
            out.push_str(&format!(
                "  [Previous line repeated {} more time{}]\n",
                more,
                if more == 1 { "" } else { "s" }
            ));
        }
        i += run;
    }
    out
}

fn write_entry(out: &mut String, e: &TraceEntry, source_line: &dyn Fn(&TraceEntry) -> Option<String>) {
    out.push_str(&format!("  File \"{}\", line {}, in {}\n", e.filename, e.line, e.function));
    if let Some(line) = source_line(e) {
        let text = line.trim();
        if !text.is_empty() {
            out.push_str(&format!("    {text}\n"));
            if let Some(markers) = e.span.and_then(|span| markers(&line, e.line, span)) {
                out.push_str(&format!("    {markers}\n"));
            }
        }
    }
}

/// The line of `^` (and `~`) markers CPython 3.11 prints under source line `line`
/// (number `number`) for an expression at `span`: None when the expression is the
/// whole line and has no anchors.
fn markers(line: &str, number: u32, span: crate::error::Span) -> Option<String> {
    let indent = line.chars().count() - line.trim_start().chars().count();
    let stripped_len = line.trim().chars().count();
    let start = span.col as usize;
    // An expression running on past this line is marked to the line's end.
    let end = if span.end_line == number { span.end_col as usize } else { line.trim_end().chars().count() };
    if end <= start || start < indent {
        return None;
    }
    if end - start == stripped_len && span.anchors.is_none() {
        return None;
    }
    let mut out = " ".repeat(start - indent);
    for i in 0..end - start {
        let inside = span.anchors.is_none_or(|(left, right)| (left as usize..right as usize).contains(&i));
        out.push(if inside { '^' } else { '~' });
    }
    Some(out)
}

/// Whether `filename` names no file: `<string>` (`-c`), `<stdin>`.
pub fn is_pseudo_filename(filename: &str) -> bool {
    filename.starts_with('<') && filename.ends_with('>')
}

/// A source-line lookup over the code objects of one VM.
pub fn source_line_from_codes(codes: &[*const Code]) -> impl Fn(&TraceEntry) -> Option<String> + '_ {
    move |e: &TraceEntry| {
        if is_pseudo_filename(&e.filename) {
            return None;
        }
        codes.iter().find_map(|&c| {
            // SAFETY: code objects live as long as the VM that owns `codes`.
            let code = unsafe { &*c };
            if code.filename == e.filename {
                code.source_lines.get(e.line as usize - 1).map(|l| l.to_string())
            } else {
                None
            }
        })
    }
}
