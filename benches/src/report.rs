//! The harness's reports: one table (printed, Markdown), JSON, and an SVG chart of the
//! speedups over CPython.

use crate::{Engine, Options, Outcome, ProgramResult};
use std::fmt::Write;
use std::time::Duration;

/// Which time of an outcome a table shows.
#[derive(Copy, Clone)]
enum Measure {
    WholeProcess,
    SteadyState,
}

fn time_of(r: &ProgramResult, e: Engine, m: Measure) -> Option<f64> {
    match r.results.get(e.name())? {
        Outcome::Ok { process, steady_median_s, .. } => match m {
            Measure::WholeProcess => Some(process.median_s),
            Measure::SteadyState => *steady_median_s,
        },
        _ => None,
    }
}

fn cell(r: &ProgramResult, e: Engine, m: Measure) -> String {
    match r.results.get(e.name()) {
        None => "-".into(),
        Some(Outcome::Ok { .. }) => time_of(r, e, m).map_or("-".into(), |t| format!("{t:.4}")),
        Some(Outcome::Unsupported { .. }) => "unsupported".into(),
        Some(Outcome::Mismatch { .. }) => "MISMATCH".into(),
        Some(Outcome::Skipped { .. }) => "-".into(),
    }
}

/// `a / b` of two engines' times.
fn ratio(r: &ProgramResult, a: Engine, b: Engine, m: Measure) -> Option<f64> {
    Some(time_of(r, a, m)? / time_of(r, b, m)?)
}

const RATIOS: [(&str, Engine, Engine); 5] = [
    ("ember-interp/CPython", Engine::EmberInterp, Engine::CPython),
    ("ember/CPython", Engine::Ember, Engine::CPython),
    ("ember/PyPy", Engine::Ember, Engine::PyPy),
    ("ember/native", Engine::Ember, Engine::Native),
    ("JIT/interp", Engine::Ember, Engine::EmberInterp),
];

fn geomean(xs: &[f64]) -> Option<f64> {
    (!xs.is_empty()).then(|| (xs.iter().map(|x| x.ln()).sum::<f64>() / xs.len() as f64).exp())
}

fn table(results: &[ProgramResult], engines: &[Engine], m: Measure) -> String {
    let mut out = String::new();
    let mut header = vec!["program".to_string()];
    header.extend(engines.iter().map(|e| format!("{} (s)", e.name())));
    header.extend(RATIOS.iter().map(|(n, ..)| n.to_string()));
    let _ = writeln!(out, "| {} |", header.join(" | "));
    let _ = writeln!(out, "|{}", "---|".repeat(header.len()));
    let mut ratio_columns: Vec<Vec<f64>> = vec![Vec::new(); RATIOS.len()];
    for r in results {
        let mut row = vec![r.program.clone()];
        row.extend(engines.iter().map(|&e| cell(r, e, m)));
        for (i, (_, a, b)) in RATIOS.iter().enumerate() {
            match ratio(r, *a, *b, m) {
                Some(x) => {
                    ratio_columns[i].push(x);
                    row.push(format!("{x:.2}"));
                }
                None => row.push("-".into()),
            }
        }
        let _ = writeln!(out, "| {} |", row.join(" | "));
    }
    let mut row = vec!["geomean".to_string()];
    row.extend(engines.iter().map(|_| String::new()));
    row.extend(ratio_columns.iter().map(|c| geomean(c).map_or("-".into(), |g| format!("{g:.2}"))));
    let _ = writeln!(out, "| {} |", row.join(" | "));
    out
}

pub fn print_progress(r: &ProgramResult) {
    let parts: Vec<String> = r
        .results
        .iter()
        .map(|(e, o)| match o {
            Outcome::Ok { process, .. } => format!("{e} {:.3}s", process.median_s),
            Outcome::Unsupported { .. } => format!("{e} unsupported"),
            Outcome::Mismatch { .. } => format!("{e} MISMATCH"),
            Outcome::Skipped { .. } => format!("{e} skipped"),
        })
        .collect();
    eprintln!("bench: {:<12} n={:<10} {}", r.program, r.n, parts.join(", "));
}

/// Writes `report.md`, `report.json` and `speedup.svg`; returns the Markdown text.
pub fn write_reports(results: &[ProgramResult], o: &Options, elapsed: Duration) -> String {
    let engines: Vec<Engine> = Engine::ALL.into_iter().filter(|e| o.engines.contains(e)).collect();
    let mut md = String::new();
    let _ = writeln!(
        md,
        "# ember benchmark report\n\n{} mode, {} timed run(s) per engine after a warm-up; medians in seconds. \
         Ratios below 1 mean ember is faster. Finished in {:.0} s.\n",
        if o.quick { "quick" } else { "full" },
        o.runs,
        elapsed.as_secs_f64()
    );
    let _ = writeln!(md, "## Whole process (wall time)\n\n{}", table(results, &engines, Measure::WholeProcess));
    let _ = writeln!(
        md,
        "## Steady state (median of the last `run(n)` calls in one process)\n\n{}",
        table(results, &engines, Measure::SteadyState)
    );
    let _ = writeln!(md, "## Peak RSS (MiB)\n");
    let _ = writeln!(md, "| program | {} |", engines.iter().map(|e| e.name()).collect::<Vec<_>>().join(" | "));
    let _ = writeln!(md, "|---|{}", "---|".repeat(engines.len()));
    for r in results {
        let cells: Vec<String> = engines
            .iter()
            .map(|e| match r.results.get(e.name()) {
                Some(Outcome::Ok { process, .. }) => format!("{:.1}", process.peak_rss_kib as f64 / 1024.0),
                _ => "-".into(),
            })
            .collect();
        let _ = writeln!(md, "| {} | {} |", r.program, cells.join(" | "));
    }
    let mut notes = String::new();
    for r in results {
        for (e, o) in &r.results {
            match o {
                Outcome::Unsupported { error } => {
                    let _ = writeln!(notes, "- {} on {}: unsupported: {}", e, r.program, error);
                }
                Outcome::Mismatch { output, expected } => {
                    let _ = writeln!(
                        notes,
                        "- **MISMATCH** {} on {}: printed `{}`, CPython `{}`",
                        e, r.program, output, expected
                    );
                }
                Outcome::Skipped { why } if why != "no native port" => {
                    let _ = writeln!(notes, "- {} on {}: skipped: {}", e, r.program, why);
                }
                _ => {}
            }
        }
    }
    if !notes.is_empty() {
        let _ = writeln!(md, "\n## Notes\n\n{notes}");
    }
    let _ = std::fs::create_dir_all(&o.out_dir);
    let _ = std::fs::write(o.out_dir.join("report.md"), &md);
    let json = serde_json::json!({
        "quick": o.quick,
        "runs": o.runs,
        "elapsed_s": elapsed.as_secs_f64(),
        "programs": results,
    });
    let _ = std::fs::write(o.out_dir.join("report.json"), serde_json::to_string_pretty(&json).expect("json"));
    if let Err(e) = speedup_chart(results, &engines, &o.out_dir.join("speedup.svg")) {
        eprintln!("bench: could not draw the chart: {e}");
    }
    md
}

/// A grouped bar chart (log scale) of CPython time / engine time, per program.
fn speedup_chart(
    results: &[ProgramResult],
    engines: &[Engine],
    path: &std::path::Path,
) -> Result<(), Box<dyn std::error::Error>> {
    use plotters::prelude::*;
    let shown: Vec<Engine> = engines.iter().copied().filter(|&e| e != Engine::CPython).collect();
    let mut bars = Vec::new();
    for (pi, r) in results.iter().enumerate() {
        for (ei, &e) in shown.iter().enumerate() {
            if let Some(x) = ratio(r, Engine::CPython, e, Measure::WholeProcess) {
                bars.push((pi, ei, x));
            }
        }
    }
    let (lo, hi) = bars.iter().fold((0.5f64, 2.0f64), |(lo, hi), &(_, _, x)| (lo.min(x / 1.5), hi.max(x * 1.5)));
    let root = SVGBackend::new(path, (1000, 520)).into_drawing_area();
    root.fill(&WHITE)?;
    let mut chart = ChartBuilder::on(&root)
        .caption("Speedup over CPython (whole process, higher is faster)", ("sans-serif", 20))
        .margin(12)
        .x_label_area_size(40)
        .y_label_area_size(60)
        .build_cartesian_2d(0f64..results.len().max(1) as f64, (lo..hi).log_scale())?;
    let names: Vec<String> = results.iter().map(|r| r.program.clone()).collect();
    chart
        .configure_mesh()
        .x_labels(results.len().max(1))
        .x_label_formatter(&|x| names.get(x.floor() as usize).cloned().unwrap_or_default())
        .y_desc("CPython time / engine time")
        .draw()?;
    let width = 0.8 / shown.len().max(1) as f64;
    for (ei, &e) in shown.iter().enumerate() {
        let color = Palette99::pick(ei).mix(0.85);
        chart
            .draw_series(bars.iter().filter(|b| b.1 == ei).map(|&(pi, _, x)| {
                let x0 = pi as f64 + 0.1 + ei as f64 * width;
                Rectangle::new([(x0, lo), (x0 + width * 0.9, x)], color.filled())
            }))?
            .label(e.name())
            .legend(move |(x, y)| Rectangle::new([(x, y - 5), (x + 10, y + 5)], Palette99::pick(ei).filled()));
    }
    chart.configure_series_labels().border_style(BLACK).background_style(WHITE.mix(0.8)).draw()?;
    root.present()?;
    Ok(())
}
