//! The harness's reports: one table (printed, Markdown), JSON, and an SVG chart of the
//! speedups over CPython; and its progress lines on stderr.

use crate::{Engine, Options, Outcome, ProgramResult};
use std::fmt::Write;
use std::path::Path;
use std::time::Duration;

/// `x` with `digits` significant digits (at least; a number of 10^digits or more keeps
/// all its integer digits): the programs' times span from milliseconds to minutes, so
/// a fixed number of decimals would show the fast ones as 0.00.
pub fn significant(x: f64, digits: u32) -> String {
    if x == 0.0 || !x.is_finite() {
        return format!("{x}");
    }
    let magnitude = x.abs().log10().floor() as i32;
    let decimals = (digits as i32 - 1 - magnitude).max(0) as usize;
    format!("{x:.decimals$}")
}

/// A time in seconds as the tables show it (their columns say "(s)"): three significant
/// digits.
pub fn format_seconds(t: f64) -> String {
    significant(t, 3)
}

/// A time for a person to read: three significant digits in s, ms or µs.
pub fn format_duration(t: f64) -> String {
    let a = t.abs();
    if a >= 1.0 || a == 0.0 || !a.is_finite() {
        format!("{} s", significant(t, 3))
    } else if a >= 1e-3 {
        format!("{} ms", significant(t * 1e3, 3))
    } else {
        format!("{} µs", significant(t * 1e6, 3))
    }
}

/// Which program of the run the harness is at, for its lines on stderr.
#[derive(Copy, Clone, Debug)]
pub struct Progress {
    /// The program's place in the run, from 1.
    pub index: usize,
    /// The number of programs in the run.
    pub total: usize,
}

impl Progress {
    /// The line before each run of an engine, e.g. `[3/20] mandelbrot: pypy run 2/3`:
    /// a full suite takes minutes, and this tells how far it is and what is running
    /// should something hang.
    pub fn step_line(&self, program: &str, engine: Engine, what: &str) -> String {
        format!("[{}/{}] {program}: {} {what}", self.index, self.total, engine.name())
    }

    /// Prints [`Progress::step_line`] to stderr.
    pub fn step(&self, program: &str, engine: Engine, what: &str) {
        eprintln!("{}", self.step_line(program, engine, what));
    }

    /// The line with a program's results, e.g.
    /// `[3/20] mandelbrot n=60: cpython 1.23 s, ember 42.0 ms, pypy unsupported`.
    pub fn result_line(&self, r: &ProgramResult) -> String {
        let parts: Vec<String> = r
            .results
            .iter()
            .map(|(e, o)| match o {
                Outcome::Ok { process, .. } => format!("{e} {}", format_duration(process.median_s)),
                Outcome::Unsupported { .. } => format!("{e} unsupported"),
                Outcome::Mismatch { .. } => format!("{e} MISMATCH"),
                Outcome::Skipped { .. } => format!("{e} skipped"),
            })
            .collect();
        format!("[{}/{}] {} n={}: {}", self.index, self.total, r.program, r.n, parts.join(", "))
    }

    /// Prints [`Progress::result_line`] to stderr.
    pub fn result(&self, r: &ProgramResult) {
        eprintln!("{}", self.result_line(r));
    }
}

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
        Some(Outcome::Ok { .. }) => time_of(r, e, m).map_or("-".into(), format_seconds),
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
                    row.push(significant(x, 3));
                }
                None => row.push("-".into()),
            }
        }
        let _ = writeln!(out, "| {} |", row.join(" | "));
    }
    let mut row = vec!["geomean".to_string()];
    row.extend(engines.iter().map(|_| String::new()));
    row.extend(ratio_columns.iter().map(|c| geomean(c).map_or("-".into(), |g| significant(g, 3))));
    let _ = writeln!(out, "| {} |", row.join(" | "));
    out
}

/// Writes `report.md`, `report.json` and `speedup.svg`; returns the Markdown text.
pub fn write_reports(results: &[ProgramResult], o: &Options, elapsed: Duration) -> String {
    let engines: Vec<Engine> = Engine::ALL.into_iter().filter(|e| o.engines.contains(e)).collect();
    let mut md = String::new();
    let _ = writeln!(
        md,
        "# ember benchmark report\n\n{} mode, {} timed run(s) per engine after a warm-up; medians in seconds. \
         Ratios below 1 mean ember is faster. Finished in {}.\n",
        if o.quick { "quick" } else { "full" },
        o.runs,
        format_duration(elapsed.as_secs_f64())
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

/// Each engine keeps its colour whichever engines a run has, so charts of different
/// runs read alike.
fn engine_color(e: Engine) -> plotters::style::RGBColor {
    use plotters::style::RGBColor;
    match e {
        Engine::EmberInterp => RGBColor(242, 142, 43),
        Engine::Ember => RGBColor(200, 32, 44),
        Engine::CPython => RGBColor(90, 90, 90),
        Engine::PyPy => RGBColor(31, 119, 180),
        Engine::Native => RGBColor(44, 160, 44),
    }
}

/// Font size (plotters' units; the SVG's font-size is this / 1.24) of the program and
/// legend labels.
const LABEL_FONT: f64 = 15.0;
const CAPTION_FONT: f64 = 20.0;
const MARGIN: u32 = 16;
/// Room above the plot for the caption.
const TOP: u32 = 44;
const PLOT_HEIGHT: u32 = 380;
/// Room left of the plot for the tick labels and the axis description.
const Y_LABEL_AREA: u32 = 80;
const MIN_PLOT_WIDTH: u32 = 480;
const LEGEND_GAP: u32 = 24;
const LEGEND_ROW: u32 = 22;
/// Gap between the x axis and the program labels.
const LABEL_GAP: u32 = 8;
/// Part of a group's width left empty on each side, which separates the groups.
const GROUP_PAD: f64 = 0.1;

/// A label's width in pixels, over- rather than underestimated: the SVG backend has no
/// font metrics, and the viewer picks the font.
fn label_width(text: &str, font: f64) -> u32 {
    (text.chars().count() as f64 * 0.6 * font / 1.24).ceil() as u32
}

/// Where the chart's parts go, in pixels. The plot widens with the number of programs
/// and engines so that bars stay readable; the program labels turn vertical when
/// they would not fit side by side under their groups.
#[derive(Debug)]
struct Layout {
    width: u32,
    height: u32,
    plot_width: u32,
    /// Below the plot, for the program labels.
    x_label_area: u32,
    rotate_labels: bool,
    legend_width: u32,
}

fn layout(programs: &[&str], engines: usize, legend: &[&str]) -> Layout {
    let groups = programs.len().max(1) as u32;
    let group_px = (engines as u32 * 14 + 20).max(40);
    let plot_width = (groups * group_px).max(MIN_PLOT_WIDTH);
    let widest = programs.iter().map(|p| label_width(p, LABEL_FONT)).max().unwrap_or(0);
    let rotate_labels = widest + 8 > plot_width / groups;
    let line = (LABEL_FONT / 1.24).ceil() as u32 + 6;
    let x_label_area = LABEL_GAP + if rotate_labels { widest + 6 } else { line };
    let legend_width = 12 + 24 + 8 + legend.iter().map(|l| label_width(l, LABEL_FONT)).max().unwrap_or(0) + 12;
    let width = MARGIN + Y_LABEL_AREA + plot_width + LEGEND_GAP + legend_width + MARGIN;
    let height = TOP + PLOT_HEIGHT.max(legend_height(legend.len())) + x_label_area + MARGIN;
    Layout { width, height, plot_width, x_label_area, rotate_labels, legend_width }
}

fn legend_height(entries: usize) -> u32 {
    8 + entries as u32 * LEGEND_ROW + 6
}

/// Where the bar of the `slot`th of `slots` engines sits in its program's group, as
/// an offset from the group's left edge in units of one group's width.
fn bar_span(slot: usize, slots: usize) -> (f64, f64) {
    let slot_width = (1.0 - 2.0 * GROUP_PAD) / slots as f64;
    let bar = slot_width * 0.85;
    let left = GROUP_PAD + slot as f64 * slot_width + (slot_width - bar) / 2.0;
    (left, left + bar)
}

/// The ticks of a log axis from `lo` to `hi`: 1, 2 and 5 times the powers of ten, or
/// only the powers when that would crowd the axis.
fn log_ticks(lo: f64, hi: f64) -> Vec<f64> {
    let (first, last) = (lo.log10().floor() as i32, hi.log10().ceil() as i32);
    let steps: &[f64] = if last - first > 5 { &[1.0] } else { &[1.0, 2.0, 5.0] };
    (first..=last)
        .flat_map(|e| steps.iter().map(move |m| m * 10f64.powi(e)))
        .filter(|v| (lo..=hi).contains(v))
        .collect()
}

/// A tick of the log axis: as few digits as it needs.
fn tick_label(y: f64) -> String {
    let s = significant(y, 3);
    let s = if s.contains('.') { s.trim_end_matches('0').trim_end_matches('.') } else { &s };
    format!("{s}×")
}

/// Draws `path`, a grouped bar chart of the speedup over CPython (CPython's whole-process
/// time / the engine's) of each program, log scale: one group of bars per program,
/// labelled under its centre, one bar per engine that has any data. Returns the
/// picture's size in pixels.
pub fn speedup_chart(
    results: &[ProgramResult],
    engines: &[Engine],
    path: &Path,
) -> Result<(u32, u32), Box<dyn std::error::Error>> {
    use plotters::prelude::*;
    use plotters::style::text_anchor::{HPos, Pos, VPos};

    let candidates: Vec<Engine> = engines.iter().copied().filter(|&e| e != Engine::CPython).collect();
    let mut bars: Vec<(usize, Engine, f64)> = Vec::new();
    for (pi, r) in results.iter().enumerate() {
        for &e in &candidates {
            if let Some(x) = ratio(r, Engine::CPython, e, Measure::WholeProcess).filter(|x| x.is_finite() && *x > 0.0) {
                bars.push((pi, e, x));
            }
        }
    }
    // An engine without a single bar would only be a legend entry pointing at nothing.
    let shown: Vec<Engine> = candidates.into_iter().filter(|&e| bars.iter().any(|b| b.1 == e)).collect();
    let baseline = "cpython = 1×";
    let mut legend: Vec<&str> = shown.iter().map(|e| e.name()).collect();
    legend.push(baseline);
    let names: Vec<&str> = results.iter().map(|r| r.program.as_str()).collect();
    let l = layout(&names, shown.len(), &legend);

    let (lo, hi) = bars.iter().fold((0.5f64, 2.0f64), |(lo, hi), &(_, _, x)| (lo.min(x / 1.5), hi.max(x * 1.5)));
    let groups = results.len().max(1);
    let root = SVGBackend::new(path, (l.width, l.height)).into_drawing_area();
    root.fill(&WHITE)?;
    root.draw(&Text::new(
        "Speedup over CPython (whole process, log scale; higher is faster)",
        (l.width as i32 / 2, 12),
        TextStyle::from(("sans-serif", CAPTION_FONT).into_font()).pos(Pos::new(HPos::Center, VPos::Top)),
    ))?;
    let area = root.clone().shrink((MARGIN, TOP), (Y_LABEL_AREA + l.plot_width, PLOT_HEIGHT + l.x_label_area));
    let mut chart = ChartBuilder::on(&area)
        .y_label_area_size(Y_LABEL_AREA)
        .x_label_area_size(l.x_label_area)
        .build_cartesian_2d(0f64..groups as f64, (lo..hi).log_scale())?;
    chart
        .configure_mesh()
        // plotters puts x labels at round numbers; each program's label goes under the
        // centre of its group instead (below).
        .disable_x_mesh()
        .x_labels(0)
        // plotters labels a log axis at powers of ten only, or at every integer multiple
        // of them; ticks at 1, 2 and 5 times a power of ten are drawn below.
        .y_labels(0)
        .y_label_formatter(&|_| String::new())
        .disable_y_mesh()
        .y_desc("CPython time / engine time")
        .axis_desc_style(("sans-serif", LABEL_FONT))
        .draw()?;
    let grid = RGBColor(225, 225, 225);
    let ticks = log_ticks(lo, hi);
    chart.draw_series(ticks.iter().map(|&v| PathElement::new(vec![(0.0, v), (groups as f64, v)], grid)))?;
    let tick_style = TextStyle::from(("sans-serif", LABEL_FONT).into_font()).pos(Pos::new(HPos::Right, VPos::Center));
    for &v in &ticks {
        let (x, y) = chart.backend_coord(&(0.0, v));
        root.draw(&PathElement::new(vec![(x - 5, y), (x, y)], BLACK))?;
        root.draw(&Text::new(tick_label(v), (x - 8, y), tick_style.clone()))?;
    }
    let separator = RGBColor(215, 215, 215);
    chart.draw_series((1..groups).map(|i| PathElement::new(vec![(i as f64, lo), (i as f64, hi)], separator)))?;
    chart.draw_series(std::iter::once(PathElement::new(vec![(0.0, 1.0), (groups as f64, 1.0)], BLACK)))?;
    for (slot, &e) in shown.iter().enumerate() {
        let (left, right) = bar_span(slot, shown.len());
        let color = engine_color(e);
        chart.draw_series(bars.iter().filter(|b| b.1 == e).map(|&(pi, _, x)| {
            // From the CPython line: up when faster, down when slower.
            Rectangle::new([(pi as f64 + left, 1.0), (pi as f64 + right, x)], color.filled())
        }))?;
    }

    let label_style = TextStyle::from(("sans-serif", LABEL_FONT).into_font());
    let label_style = if l.rotate_labels {
        // Reads upwards and ends just under the axis, centred on the group.
        label_style.transform(FontTransform::Rotate270).pos(Pos::new(HPos::Right, VPos::Center))
    } else {
        label_style.pos(Pos::new(HPos::Center, VPos::Top))
    };
    for (pi, name) in names.iter().enumerate() {
        let (x, y) = chart.backend_coord(&(pi as f64 + 0.5, lo));
        root.draw(&Text::new(*name, (x, y + LABEL_GAP as i32), label_style.clone()))?;
    }

    // The legend stands right of the plot, where no bar can be.
    let (plot_x, plot_y) = chart.plotting_area().get_pixel_range();
    let x0 = plot_x.end + LEGEND_GAP as i32;
    let y0 = plot_y.start;
    let legend_bottom = y0 + legend_height(legend.len()) as i32;
    root.draw(&Rectangle::new([(x0, y0), (x0 + l.legend_width as i32, legend_bottom)], BLACK))?;
    let text_style = TextStyle::from(("sans-serif", LABEL_FONT).into_font()).pos(Pos::new(HPos::Left, VPos::Center));
    for (row, entry) in legend.iter().enumerate() {
        let y = y0 + 8 + (row as u32 * LEGEND_ROW + LEGEND_ROW / 2) as i32;
        match shown.get(row) {
            Some(&e) => root.draw(&Rectangle::new([(x0 + 12, y - 6), (x0 + 36, y + 6)], engine_color(e).filled()))?,
            None => root.draw(&PathElement::new(vec![(x0 + 12, y), (x0 + 36, y)], BLACK.stroke_width(2)))?,
        }
        root.draw(&Text::new(*entry, (x0 + 44, y), text_style.clone()))?;
    }
    root.present()?;
    Ok((l.width, l.height))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ProcessStats;
    use std::collections::BTreeMap;

    fn ok(seconds: f64) -> Outcome {
        Outcome::Ok {
            output: "1".into(),
            process: ProcessStats { median_s: seconds, min_s: seconds, max_s: seconds, peak_rss_kib: 2048 },
            steady_median_s: Some(seconds / 2.0),
        }
    }

    fn result(program: &str, outcomes: &[(&str, Outcome)]) -> ProgramResult {
        let results: BTreeMap<String, Outcome> = outcomes.iter().map(|(e, o)| (e.to_string(), o.clone())).collect();
        ProgramResult { program: program.into(), n: 100, results }
    }

    #[test]
    fn significant_digits() {
        assert_eq!(significant(0.0042, 3), "0.00420");
        assert_eq!(significant(0.000123456, 3), "0.000123");
        assert_eq!(significant(1.23456, 3), "1.23");
        assert_eq!(significant(12.3456, 3), "12.3");
        assert_eq!(significant(123.456, 3), "123");
        assert_eq!(significant(98765.4, 3), "98765");
        assert_eq!(significant(0.0, 3), "0");
        assert_eq!(format_seconds(0.0042), "0.00420");
        assert_eq!(format_duration(0.0042), "4.20 ms");
        assert_eq!(format_duration(0.000_012_5), "12.5 µs");
        assert_eq!(format_duration(2.5), "2.50 s");
        assert_eq!(format_duration(75.0), "75.0 s");
    }

    #[test]
    fn progress_lines() {
        let p = Progress { index: 3, total: 20 };
        assert_eq!(p.step_line("mandelbrot", Engine::PyPy, "run 2/3"), "[3/20] mandelbrot: pypy run 2/3");
        let r = result(
            "mandelbrot",
            &[
                ("cpython", ok(1.234)),
                ("ember", ok(0.0042)),
                ("pypy", Outcome::Unsupported { error: "x".into() }),
                ("native", Outcome::Skipped { why: "no native port".into() }),
            ],
        );
        assert_eq!(
            p.result_line(&r),
            "[3/20] mandelbrot n=100: cpython 1.23 s, ember 4.20 ms, native skipped, pypy unsupported"
        );
    }

    #[test]
    fn small_times_keep_their_digits_in_the_tables() {
        let results = vec![
            result("fast", &[("cpython", ok(0.0042)), ("ember", ok(0.0021))]),
            result("slow", &[("cpython", ok(12.5)), ("ember", ok(0.05))]),
        ];
        let t = table(&results, &[Engine::Ember, Engine::CPython], Measure::WholeProcess);
        assert!(t.contains("| fast | 0.00210 | 0.00420 | - | 0.500 |"), "{t}");
        assert!(t.contains("| slow | 0.0500 | 12.5 | - | 0.00400 |"), "{t}");
        let t = table(&results, &[Engine::Ember, Engine::CPython], Measure::SteadyState);
        assert!(t.contains("| fast | 0.00105 | 0.00210 |"), "{t}");
    }

    #[test]
    fn ticks_of_the_log_axis() {
        assert_eq!(log_ticks(0.3, 75.0), vec![0.5, 1.0, 2.0, 5.0, 10.0, 20.0, 50.0]);
        assert_eq!(log_ticks(0.001, 10_000.0), vec![0.001, 0.01, 0.1, 1.0, 10.0, 100.0, 1000.0, 10_000.0]);
        assert_eq!(tick_label(0.5), "0.5×");
        assert_eq!(tick_label(20.0), "20×");
        assert_eq!(tick_label(0.05), "0.05×");
    }

    #[test]
    fn labels_turn_vertical_only_when_they_would_not_fit() {
        let legend = ["ember", "cpython = 1×"];
        let few = layout(&["fib", "sieve", "mandelbrot"], 2, &legend);
        assert!(!few.rotate_labels, "{few:?}");
        let names: Vec<String> = (0..20).map(|i| format!("program_{i}")).collect();
        let names: Vec<&str> = names.iter().map(String::as_str).collect();
        let many = layout(&names, 2, &legend);
        assert!(many.rotate_labels, "{many:?}");
        assert!(many.x_label_area > label_width("program_10", LABEL_FONT), "room for the vertical labels");
        let more = layout(&[names.clone(), names.clone()].concat(), 2, &legend);
        assert!(more.width > many.width, "the chart widens with the number of programs");
    }

    #[test]
    fn bars_stay_inside_their_group() {
        for slots in 1..=4 {
            let (first, _) = bar_span(0, slots);
            let (_, last) = bar_span(slots - 1, slots);
            assert!(0.0 < first && first < 0.5 && 0.5 < last && last < 1.0, "{slots}: {first}..{last}");
            for s in 1..slots {
                assert!(bar_span(s - 1, slots).1 < bar_span(s, slots).0, "bars {s} and {} overlap", s - 1);
            }
        }
    }
}
