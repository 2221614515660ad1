//! `ember explain FILE.py [ARGS]`: runs the program, then writes one self-contained
//! HTML page (no scripts, no network) that answers "what did the JIT do, and why is
//! this slow?":
//!
//! - a summary of every function, ranked by its share of the bytecode instructions
//!   executed (interpreted or compiled), with its compiled versions, deopts and
//!   compile time;
//! - each source file with per-line execution counts and, per line, the compiled
//!   code that covers it;
//! - per function: whether and when it was compiled (or why not), its bytecode, the
//!   HIR after each pass, the machine code with the helpers it calls named, the
//!   deopts by site with the types seen, and the recompilations.
//!
//! The counts come from the interpreter's per-instruction counters and from compiled
//! code's per-block counters (`JitFlags::COUNT_EXECUTIONS`) folded back onto the
//! bytecode, so a line counts the same whichever tier ran it.

use crate::Vm;
use ember_jit::stats::{FunctionRecord, Unit, VersionRecord};
use ember_runtime::code::Code;
use std::collections::BTreeMap;
use std::fmt::Write;
use std::rc::Rc;

/// What the page says about the run itself.
pub struct RunSummary<'a> {
    pub program: &'a str,
    pub argv: &'a [String],
    /// How it ended: "exit status 0", or the exception's last line.
    pub outcome: String,
    pub seconds: f64,
}

/// One code object's part of the page.
struct FunctionView<'a> {
    code: &'a Code,
    /// The compiled versions of other functions its code was inlined into.
    inlined_in: Vec<String>,
    /// Executions of each instruction, interpreted and compiled.
    counts: Vec<u64>,
    record: Option<&'a FunctionRecord>,
}

impl FunctionView<'_> {
    fn executed(&self) -> u64 {
        self.counts.iter().sum()
    }

    fn anchor(&self) -> String {
        format!("fn{}", self.code.id)
    }

    /// A short status: compiled (how many versions), refused (why), or interpreted.
    fn status(&self) -> String {
        match self.record {
            Some(r) if !r.versions.is_empty() => {
                let n = r.versions.len();
                format!("compiled, {n} version{}", if n == 1 { "" } else { "s" })
            }
            Some(r) if !r.refusals.is_empty() => format!("not compiled: {}", r.refusals[0].1),
            _ if !self.inlined_in.is_empty() => format!("inlined in {}", self.inlined_in.join(", ")),
            _ if self.executed() == 0 => "never ran".to_string(),
            _ => "interpreted (never hot enough to compile)".to_string(),
        }
    }
}

/// The page for the run `vm` has just finished.
pub fn page(vm: &mut Vm, run: &RunSummary) -> String {
    let records = match vm.jit.as_ref() {
        Some(tier) => {
            tier.fold_execution_counts();
            tier.function_records()
        }
        None => Vec::new(),
    };
    let codes: Vec<&Code> = vm
        .rt
        .codes
        .iter()
        // SAFETY: code objects live as long as the VM.
        .map(|&c| unsafe { &*c })
        .filter(|c| !ember_runtime::traceback::is_pseudo_filename(&c.filename))
        .collect();
    let views: Vec<FunctionView> = codes
        .iter()
        .map(|&code| {
            let counts = match code.execution_counts() {
                Some(counts) => counts.iter().map(std::cell::Cell::get).collect(),
                None => vec![0; code.ops.len()],
            };
            let record = records.iter().find(|r| r.code_id == code.id);
            let inlined_in = records
                .iter()
                .flat_map(|r| {
                    r.versions
                        .iter()
                        .filter(|v| v.inlined.contains(&code.id))
                        .map(move |v| format!("{} {}", r.qualname, version_label(v)))
                })
                .collect();
            FunctionView { code, inlined_in, counts, record }
        })
        .collect();
    let bytecode: Vec<String> = codes.iter().map(|&c| crate::disassemble(c, &mut vm.rt)).collect();
    // The qualname of each code object, by `Code::id`, for the callees a version inlined.
    let qualnames: BTreeMap<u32, Rc<str>> = codes.iter().map(|c| (c.id, c.qualname.clone())).collect();

    let mut out = String::new();
    out += "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n";
    let _ = writeln!(out, "<title>ember explain: {}</title>", escape(run.program));
    out += STYLE;
    out += "</head><body>\n";
    let _ = writeln!(out, "<h1>ember explain: {}</h1>", escape(run.program));
    let _ = writeln!(
        out,
        "<p class=\"run\">Arguments: <code>{}</code>. Ran {:.3} s; {}.</p>",
        escape(&run.argv.join(" ")),
        run.seconds,
        escape(&run.outcome)
    );
    out.push_str(
        "<p class=\"run\">Counts are bytecode instructions run, in the interpreter or in compiled code (a \
         line shows its most-run instruction). Compiled code counts the instructions its optimised code still \
         holds, so a line whose work was folded away (a constant argument of an inlined call, say) counts \
         less than it ran. Compile times include making the dumps on this page, so they are longer than a \
         normal run's (<code>--jit-stats</code> gives those).</p>\n",
    );
    summary_table(&mut out, &views);
    for file in files(&views) {
        source_listing(&mut out, &views, &file);
    }
    out += "<h2>Functions</h2>\n";
    let mut order: Vec<usize> = (0..views.len()).collect();
    order.sort_by_key(|&k| (views[k].code.filename.clone(), views[k].code.first_line));
    for k in order {
        function_section(&mut out, &views[k], &bytecode[k], &qualnames);
    }
    out += "</body></html>\n";
    out
}

/// The files the program's code came from, the main one first.
fn files(views: &[FunctionView]) -> Vec<Rc<str>> {
    let mut files: Vec<Rc<str>> = Vec::new();
    for v in views {
        if !files.contains(&v.code.filename) {
            files.push(v.code.filename.clone());
        }
    }
    files
}

/// The functions ranked by their share of the instructions executed, then by deopts.
fn summary_table(out: &mut String, views: &[FunctionView]) {
    let total: u64 = views.iter().map(FunctionView::executed).sum::<u64>().max(1);
    let mut ranked: Vec<&FunctionView> = views.iter().filter(|v| v.executed() > 0 || v.record.is_some()).collect();
    ranked
        .sort_by_key(|v| (std::cmp::Reverse(v.executed()), std::cmp::Reverse(v.record.map_or(0, |r| r.deopt_count()))));
    out.push_str("<h2>Summary</h2>\n<table class=\"summary\"><thead><tr><th>function</th><th>defined at</th>\
            <th>share of instructions run</th><th>status</th><th>deopts</th><th>compile time</th></tr></thead><tbody>\n");
    for v in ranked {
        let share = v.executed() as f64 / total as f64 * 100.0;
        let (deopts, compile) = match v.record {
            Some(r) => (r.deopt_count().to_string(), format!("{:.2} ms", r.compile_time().as_secs_f64() * 1e3)),
            None => ("0".to_string(), "-".to_string()),
        };
        let deopt_class = if deopts != "0" { " class=\"bad\"" } else { "" };
        let _ = writeln!(
            out,
            "<tr><td><a href=\"#{}\">{}</a></td><td>{}:{}</td><td class=\"num\">{share:.1}%</td><td>{}</td>\
             <td class=\"num\"{deopt_class}>{deopts}</td><td class=\"num\">{compile}</td></tr>",
            v.anchor(),
            escape(&v.code.qualname),
            escape(&short_file(&v.code.filename)),
            v.code.first_line,
            escape(&v.status()),
        );
    }
    out.push_str("</tbody></table>\n");
}

/// A file's source with each line's execution count and the compiled code covering it.
fn source_listing(out: &mut String, views: &[FunctionView], file: &str) {
    let Some(lines) = views.iter().find(|v| &*v.code.filename == file).map(|v| v.code.source_lines.clone()) else {
        return;
    };
    // Per line: the most any of its instructions ran (a line's instructions run
    // together), summed over the code objects with instructions on it.
    let mut count: BTreeMap<u32, u64> = BTreeMap::new();
    let mut covered: BTreeMap<u32, Vec<String>> = BTreeMap::new();
    for v in views.iter().filter(|v| &*v.code.filename == file) {
        let mut per_line: BTreeMap<u32, u64> = BTreeMap::new();
        for (pc, &n) in v.counts.iter().enumerate() {
            let slot = per_line.entry(v.code.line_of(pc)).or_default();
            *slot = (*slot).max(n);
        }
        let covering = covering_versions(v);
        for (line, n) in per_line {
            *count.entry(line).or_default() += n;
            if !covering.is_empty() {
                covered.entry(line).or_default().extend(covering.iter().cloned());
            }
        }
    }
    let hottest = count.values().copied().max().unwrap_or(0).max(1);
    let _ = writeln!(out, "<h2>Source: {}</h2>\n<table class=\"source\"><tbody>", escape(file));
    for (k, text) in lines.iter().enumerate() {
        let line = k as u32 + 1;
        let n = count.get(&line).copied().unwrap_or(0);
        // Hotter lines are shaded darker (a log scale: counts span many decades).
        let heat = if n == 0 { 0.0 } else { ((n as f64).ln_1p() / (hottest as f64).ln_1p()).clamp(0.05, 1.0) };
        let shade = format!(" style=\"background: rgba(255, 120, 0, {:.2})\"", heat * 0.45);
        let badges: String = covered
            .get(&line)
            .map(|list| {
                let mut unique: Vec<&String> = Vec::new();
                for b in list {
                    if !unique.contains(&b) {
                        unique.push(b);
                    }
                }
                unique.iter().map(|b| format!("<span class=\"badge\">{}</span>", escape(b))).collect()
            })
            .unwrap_or_default();
        let shown = if n == 0 { String::new() } else { n.to_string() };
        let _ = writeln!(
            out,
            "<tr id=\"L{line}\"><td class=\"ln\">{line}</td><td class=\"num\"{shade}>{shown}</td><td><pre>{}</pre></td><td>{badges}</td></tr>",
            escape(text)
        );
    }
    out.push_str("</tbody></table>\n");
}

/// The compiled versions that run `v`'s code: its own, and those of the functions
/// it was inlined into.
fn covering_versions(v: &FunctionView) -> Vec<String> {
    let mut list = Vec::new();
    if let Some(r) = v.record {
        for version in &r.versions {
            list.push(format!("{} {}", r.qualname, version_label(version)));
        }
    }
    list.extend(v.inlined_in.iter().map(|version| format!("inlined in {version}")));
    list
}

fn version_label(v: &VersionRecord) -> String {
    match v.unit {
        Unit::Function => format!("v{}", v.number),
        Unit::Entry { line, .. } => format!("v{} (entry at line {line})", v.number),
    }
}

/// One function: its status, versions (naming the callees inlined, from `qualnames`),
/// deopts, bytecode, HIR by pass and machine code.
fn function_section(out: &mut String, v: &FunctionView, bytecode: &str, qualnames: &BTreeMap<u32, Rc<str>>) {
    let code = v.code;
    let _ = writeln!(
        out,
        "<section id=\"{}\"><h3>{} <small>{}:{}</small></h3>\n<p>{}; {} bytecode instructions run.</p>",
        v.anchor(),
        escape(&code.qualname),
        escape(&short_file(&code.filename)),
        code.first_line,
        escape(&v.status()),
        v.executed()
    );
    if let Some(r) = v.record {
        if !r.versions.is_empty() {
            out.push_str(
                "<table><thead><tr><th>version</th><th>compiled at</th><th>compile time by phase</th>\
                    <th>code</th><th>inlined</th></tr></thead><tbody>\n",
            );
            for ver in &r.versions {
                let inlined: Vec<&str> = ver.inlined.iter().filter_map(|id| qualnames.get(id).map(|q| &**q)).collect();
                let speculation = if ver.speculates { "" } else { ", without speculation" };
                let _ = writeln!(
                    out,
                    "<tr><td>{}{speculation}</td><td class=\"num\">{:.1} ms</td><td>{:.3} ms ({} ms)</td>\
                     <td class=\"num\">{} bytes</td><td>{}</td></tr>",
                    escape(&version_label(ver)),
                    ver.compiled_at.as_secs_f64() * 1e3,
                    ver.compile_time.as_secs_f64() * 1e3,
                    escape(&ver.phase_text()),
                    ver.code_bytes,
                    escape(&inlined.join(", "))
                );
            }
            out.push_str("</tbody></table>\n");
        }
        for (unit, reason) in &r.refusals {
            let _ =
                writeln!(out, "<p class=\"bad\">Not compiled ({}): {}</p>", escape(&unit.to_string()), escape(reason));
        }
        if r.osr_entries > 0 {
            let _ = writeln!(out, "<p>Entered {} times mid-call (on-stack replacement).</p>", r.osr_entries);
        }
        if !r.deopts.is_empty() {
            out.push_str(
                "<table class=\"deopts\"><thead><tr><th>deopts</th><th>line</th><th>guard</th>\
                    <th>seen</th></tr></thead><tbody>\n",
            );
            for (site, (n, seen)) in &r.deopts {
                let place = match &site.inlined_from {
                    Some(callee) => format!("<a href=\"#L{0}\">{0}</a> (in inlined {1})", site.line, escape(callee)),
                    None => format!("<a href=\"#L{0}\">{0}</a>", site.line),
                };
                let seen: Vec<String> = seen.iter().map(|(kind, k)| format!("{} ×{k}", escape(kind))).collect();
                let _ = writeln!(
                    out,
                    "<tr><td class=\"num bad\">{n}</td><td>{place}</td><td>{}</td><td class=\"type\">{}</td></tr>",
                    escape(&site.reason),
                    seen.join(", ")
                );
            }
            out.push_str("</tbody></table>\n");
        }
    }
    let _ = writeln!(out, "<details><summary>bytecode</summary><pre>{}</pre></details>", escape(bytecode));
    for (title, log) in v.record.iter().flat_map(|r| &r.dumps) {
        let _ = writeln!(out, "<details><summary>{}</summary>", escape(title));
        for part in log.parts() {
            let body = match part.stage.as_str() {
                "asm" | "clif" => escape(&part.text),
                _ => highlight_hir(&part.text),
            };
            let _ = writeln!(
                out,
                "<details class=\"stage\"><summary>{}</summary><pre>{body}</pre></details>",
                escape(&part.stage)
            );
        }
        out.push_str("</details>\n");
    }
    out.push_str("</section>\n");
}

/// HIR text with its guards, deopt sites and types marked for the stylesheet.
fn highlight_hir(text: &str) -> String {
    let mut out = String::new();
    for line in text.lines() {
        let class = if line.contains(" Deopt ") || line.trim_start().starts_with("Deopt") {
            Some("deopt")
        } else if line.contains("= Guard") || line.contains("= Check") {
            Some("guard")
        } else {
            None
        };
        // The result's type: `  v5:Fixnum = ...`.
        let body = match line.split_once(" = ").and_then(|(def, rest)| def.split_once(':').map(|(v, t)| (v, t, rest))) {
            Some((value, ty, rest)) => {
                format!("{}:<span class=\"type\">{}</span> = {}", escape(value), escape(ty), escape(rest))
            }
            None => escape(line),
        };
        match class {
            Some(c) => {
                let _ = writeln!(out, "<span class=\"{c}\">{body}</span>");
            }
            None => {
                let _ = writeln!(out, "{body}");
            }
        }
    }
    out
}

/// A file name as the page shows it: its last component (the source heading gives the
/// whole path).
fn short_file(path: &str) -> String {
    std::path::Path::new(path).file_name().map_or(path.to_string(), |n| n.to_string_lossy().into_owned())
}

/// `text` safe inside HTML elements and attribute values.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => out.push(c),
        }
    }
    out
}

const STYLE: &str = "<style>
body { font-family: sans-serif; margin: 1.5em; color: #222; }
h1 { font-size: 1.4em; } h2 { font-size: 1.2em; margin-top: 1.6em; } h3 { font-size: 1.05em; }
table { border-collapse: collapse; margin: 0.5em 0; }
th, td { border: 1px solid #ddd; padding: 2px 6px; text-align: left; vertical-align: top; }
th { background: #f3f3f3; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
table.source td { border: none; padding: 0 6px; }
table.source pre { margin: 0; }
td.ln { color: #999; text-align: right; }
pre { font-family: monospace; font-size: 12px; margin: 0.3em 0; }
.badge { display: inline-block; background: #e4efff; border: 1px solid #9bbcf0; border-radius: 3px;
         font-size: 11px; padding: 0 4px; margin: 0 2px; white-space: nowrap; }
.bad { color: #b00000; }
.guard { background: #fff4c2; }
.deopt { background: #ffd6d6; }
.type { color: #006b3c; }
details { margin: 0.2em 0 0.2em 1em; } summary { cursor: pointer; }
section { border-top: 1px solid #ccc; margin-top: 1em; }
</style>
";

#[cfg(test)]
mod tests {
    use super::{escape, highlight_hir};

    #[test]
    fn html_is_escaped() {
        assert_eq!(escape("a<b & \"c\">'"), "a&lt;b &amp; &quot;c&quot;&gt;&#39;");
    }

    #[test]
    fn hir_lines_mark_guards_deopts_and_types() {
        let text = "  v5:Fixnum = GuardType<Fixnum> v1 @2[v0 | v1]\n  Deopt @9[v1]\n  v6:CInt64 = Unbox v5\n";
        let html = highlight_hir(text);
        assert!(
            html.contains("<span class=\"guard\">  v5:<span class=\"type\">Fixnum</span> = GuardType&lt;Fixnum&gt;")
        );
        assert!(html.contains("<span class=\"deopt\">  Deopt @9[v1]</span>"));
        assert!(html.contains("v6:<span class=\"type\">CInt64</span> = Unbox v5"));
    }
}
