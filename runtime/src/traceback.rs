//! Rendering an uncaught exception the way CPython does.

use crate::error::{PyErr, TraceEntry, TraceFrame};
use crate::vm::Rt;

/// The full text CPython writes to stderr for an uncaught exception.
pub fn format_exception(rt: &Rt, err: &PyErr, summary: &str) -> String {
    let mut out = format_traceback(rt, &err.traceback);
    out.push_str(summary);
    out.push('\n');
    out
}

/// "Traceback (most recent call last):" and the entries of `traceback` (collected
/// innermost first), as CPython prints them.
pub fn format_traceback(rt: &Rt, traceback: &[TraceEntry]) -> String {
    let mut out = String::from("Traceback (most recent call last):\n");
    // The traceback is collected innermost first; CPython prints outermost first.
    let frames: Vec<TraceFrame<'_>> = traceback.iter().rev().map(|&e| rt.trace_frame(e)).collect();
    let mut i = 0;
    while i < frames.len() {
        let frame = &frames[i];
        let mut run = 1;
        while i + run < frames.len() && frames[i + run].prints_as(frame) {
            run += 1;
        }
        for _ in 0..run.min(3) {
            write_entry(&mut out, frame);
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

fn write_entry(out: &mut String, frame: &TraceFrame<'_>) {
    let code = frame.code;
    out.push_str(&format!("  File \"{}\", line {}, in {}\n", code.filename, frame.line, code.name));
    if is_pseudo_filename(&code.filename) {
        return;
    }
    let Some(line) = code.source_lines.get((frame.line as usize).wrapping_sub(1)) else { return };
    let text = line.trim();
    if !text.is_empty() {
        out.push_str(&format!("    {text}\n"));
        if let Some(markers) = frame.span.and_then(|span| markers(line, frame.line, span)) {
            out.push_str(&format!("    {markers}\n"));
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
