//! Checks speedup.svg as a reader would see it: every program labelled once, under its
//! own bars; the legend clear of the bars; no legend entry for an engine without data.
//! Where Chromium is installed (scripts/install-chromium) it also renders the SVG to a
//! PNG, which shows that a browser can display it; the files stay in
//! target/tmp/speedup-chart/ for a look.

use ember_benches::report::speedup_chart;
use ember_benches::{Engine, Outcome, ProcessStats, ProgramResult};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

/// The suite's programs (benches/programs/), and so names of the lengths the chart meets.
const PROGRAMS: [&str; 20] = [
    "bigint",
    "bodies",
    "closures",
    "collatz",
    "dict_count",
    "exceptions",
    "fib",
    "generators",
    "int_loop",
    "list_ops",
    "mandelbrot",
    "matvec",
    "poly",
    "queens",
    "scheduler",
    "shapes",
    "sieve",
    "solver",
    "stats",
    "strings",
];

fn ok(seconds: f64) -> Outcome {
    Outcome::Ok {
        output: "42".into(),
        process: ProcessStats { median_s: seconds, min_s: seconds, max_s: seconds, peak_rss_kib: 10_000 },
        steady_median_s: Some(seconds),
    }
}

/// ember from 0.3x to about 44x CPython's speed, so bars go both up and down from the
/// CPython line; ember-interp around 1x (never exactly: a bar of height 0 would not
/// count as a bar); pypy never ran.
fn synthetic_results() -> Vec<ProgramResult> {
    PROGRAMS
        .iter()
        .enumerate()
        .map(|(i, name)| {
            let cpython = 0.004 * (i + 1) as f64;
            let ember_speedup = 0.3 * 1.3f64.powi(i as i32);
            let interp_speedup = 0.45 + (i % 5) as f64 * 0.22;
            let results = BTreeMap::from([
                ("cpython".to_string(), ok(cpython)),
                ("ember".to_string(), ok(cpython / ember_speedup)),
                ("ember-interp".to_string(), ok(cpython / interp_speedup)),
                ("pypy".to_string(), Outcome::Skipped { why: "pypy3 not installed".into() }),
            ]);
            ProgramResult { program: name.to_string(), n: 1000, results }
        })
        .collect()
}

/// The value of attribute `name` in an element's opening tag.
fn attr<'a>(tag: &'a str, name: &str) -> Option<&'a str> {
    let key = format!(" {name}=\"");
    let start = tag.find(&key)? + key.len();
    let len = tag[start..].find('"')?;
    Some(&tag[start..start + len])
}

fn num(tag: &str, name: &str) -> f64 {
    attr(tag, name).and_then(|v| v.parse().ok()).unwrap_or_else(|| panic!("no number {name} in {tag}"))
}

/// The opening tags of every `<name ...>` element, each with the text up to its
/// closing tag (empty for a self-closing element).
fn elements<'a>(svg: &'a str, name: &str) -> Vec<(&'a str, &'a str)> {
    let open = format!("<{name} ");
    let close = format!("</{name}>");
    let mut out = Vec::new();
    let mut rest = svg;
    while let Some(start) = rest.find(&open) {
        rest = &rest[start..];
        let end = rest.find('>').expect("a closed tag");
        let tag = &rest[..=end];
        rest = &rest[end + 1..];
        if tag.ends_with("/>") {
            out.push((tag, ""));
        } else {
            let text_end = rest.find(&close).expect("a closing tag");
            // The SVG backend puts a text on a line of its own.
            out.push((tag, rest[..text_end].trim()));
            rest = &rest[text_end..];
        }
    }
    out
}

#[derive(Clone, Copy, Debug)]
struct Rect {
    x0: f64,
    y0: f64,
    x1: f64,
    y1: f64,
}

impl Rect {
    fn of(tag: &str) -> Rect {
        let (x, y) = (num(tag, "x"), num(tag, "y"));
        Rect { x0: x, y0: y, x1: x + num(tag, "width"), y1: y + num(tag, "height") }
    }

    fn contains(&self, x: f64, y: f64) -> bool {
        (self.x0..=self.x1).contains(&x) && (self.y0..=self.y1).contains(&y)
    }

    fn overlaps(&self, o: &Rect) -> bool {
        self.x0 < o.x1 && o.x0 < self.x1 && self.y0 < o.y1 && o.y0 < self.y1
    }
}

struct Label<'a> {
    text: &'a str,
    x: f64,
    y: f64,
    rotated: bool,
    font_size: f64,
}

fn output_dir() -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("speedup-chart");
    std::fs::create_dir_all(&dir).expect("test output dir");
    dir
}

#[test]
fn every_program_is_labelled_under_its_bars_and_the_legend_covers_none() {
    let dir = output_dir();
    let svg_path = dir.join("speedup.svg");
    let engines = [Engine::EmberInterp, Engine::Ember, Engine::CPython, Engine::PyPy];
    let (width, height) = speedup_chart(&synthetic_results(), &engines, &svg_path).expect("chart drawn");
    let svg = std::fs::read_to_string(&svg_path).expect("speedup.svg");
    assert!(svg.contains(&format!("width=\"{width}\" height=\"{height}\"")), "the SVG's size is the one returned");

    let labels: Vec<Label> = elements(&svg, "text")
        .into_iter()
        .map(|(tag, text)| Label {
            text,
            x: num(tag, "x"),
            y: num(tag, "y"),
            rotated: attr(tag, "transform").is_some_and(|t| t.starts_with("rotate(")),
            font_size: num(tag, "font-size"),
        })
        .collect();
    let rects: Vec<(&str, Rect)> = elements(&svg, "rect").into_iter().map(|(tag, _)| (tag, Rect::of(tag))).collect();

    // The legend box is the outline around the engines' names.
    let legend_texts: Vec<&Label> = labels.iter().filter(|l| l.text == "ember" || l.text == "ember-interp").collect();
    assert_eq!(legend_texts.len(), 2, "each engine with data is in the legend once");
    let legend_boxes: Vec<Rect> = rects
        .iter()
        .filter(|(tag, r)| {
            attr(tag, "fill") == Some("none")
                && attr(tag, "stroke") != Some("none")
                && legend_texts.iter().all(|l| r.contains(l.x, l.y))
        })
        .map(|(_, r)| *r)
        .collect();
    assert_eq!(legend_boxes.len(), 1, "one legend box: {legend_boxes:?}");
    let legend = legend_boxes[0];
    assert!(!labels.iter().any(|l| l.text.contains("pypy")), "pypy has no data, so no legend entry");

    // Bars: every filled rectangle but the background and the legend's swatches.
    let mut bars: Vec<Rect> = rects
        .iter()
        .filter(|(tag, r)| {
            let background = r.x0 == 0.0 && r.y0 == 0.0 && r.x1 == width as f64 && r.y1 == height as f64;
            let in_legend = legend.contains(r.x0, r.y0) && legend.contains(r.x1, r.y1);
            attr(tag, "fill") != Some("none") && !background && !in_legend
        })
        .map(|(_, r)| *r)
        .collect();
    assert_eq!(bars.len(), 2 * PROGRAMS.len(), "an ember and an ember-interp bar per program");
    for bar in &bars {
        assert!(!bar.overlaps(&legend), "the legend {legend:?} covers the bar {bar:?}");
    }

    // Two bars a program, left to right in the programs' order.
    bars.sort_by(|a, b| a.x0.total_cmp(&b.x0));
    let lowest_bar = bars.iter().map(|b| b.y1).fold(0.0, f64::max);
    let mut program_labels = Vec::new();
    for (i, name) in PROGRAMS.iter().enumerate() {
        let found: Vec<&Label> = labels.iter().filter(|l| l.text == *name).collect();
        assert_eq!(found.len(), 1, "{name} is labelled exactly once");
        let label = found[0];
        let group = &bars[2 * i..2 * i + 2];
        let (left, right) = (group[0].x0, group[1].x1);
        assert!(
            left <= label.x && label.x <= right,
            "the label of {name} at x={} is not under its bars ({left}..{right})",
            label.x
        );
        assert!(label.y >= lowest_bar, "the label of {name} is under the plot");
        program_labels.push(label);
    }

    // Neighbouring labels must not run into each other: a vertical label needs about
    // its font size across, a horizontal one its width (0.6 em a character is generous).
    for pair in program_labels.windows(2) {
        let (a, b) = (pair[0], pair[1]);
        let needed = if a.rotated {
            a.font_size
        } else {
            0.6 * a.font_size * (a.text.chars().count() + b.text.chars().count()) as f64 / 2.0
        };
        assert!(b.x - a.x >= needed, "labels {} and {} overlap", a.text, b.text);
    }

    render_with_chromium(&svg_path, width, height, &dir);
}

/// A few programs, every engine, some without a result for some programs: the labels
/// fit side by side, so they stay horizontal.
#[test]
fn few_programs_get_horizontal_labels() {
    let dir = output_dir();
    let path = dir.join("speedup-few.svg");
    let mut results: Vec<ProgramResult> = synthetic_results().into_iter().take(3).collect();
    for (i, r) in results.iter_mut().enumerate() {
        let cpython = match &r.results["cpython"] {
            Outcome::Ok { process, .. } => process.median_s,
            _ => unreachable!(),
        };
        r.results.insert("pypy".into(), ok(cpython / (3.0 + i as f64)));
        if i == 0 {
            r.results.insert("native".into(), ok(cpython / 80.0));
        }
        if i == 1 {
            r.results.insert("ember".into(), Outcome::Unsupported { error: "NotImplementedError".into() });
        }
    }
    let (width, height) = speedup_chart(&results, &Engine::ALL, &path).expect("chart drawn");
    let svg = std::fs::read_to_string(&path).expect("svg");
    let texts = elements(&svg, "text");
    for name in &PROGRAMS[..3] {
        let found: Vec<_> = texts.iter().filter(|(_, text)| text == name).collect();
        assert_eq!(found.len(), 1, "{name} is labelled exactly once");
        assert!(attr(found[0].0, "transform").is_none(), "{name} is rotated though it fits: {}", found[0].0);
    }
    for engine in ["ember-interp", "ember", "pypy", "native"] {
        assert_eq!(texts.iter().filter(|(_, text)| *text == engine).count(), 1, "{engine} is in the legend once");
    }
    render_with_chromium(&path, width, height, &dir);
}

/// Renders `svg` to a PNG with headless Chromium and checks that the PNG has the
/// chart's size and holds more than a blank page of that size does.
fn render_with_chromium(svg: &Path, width: u32, height: u32, dir: &Path) {
    let chromium = Path::new("/usr/bin/chromium");
    if !chromium.exists() {
        println!("chart: /usr/bin/chromium is absent: not rendering the SVG (scripts/install-chromium installs it)");
        return;
    }
    let stem = svg.file_stem().expect("a file name").to_string_lossy();
    let blank = dir.join(format!("{stem}-blank.svg"));
    std::fs::write(
        &blank,
        format!(
            "<svg width=\"{width}\" height=\"{height}\" xmlns=\"http://www.w3.org/2000/svg\">\
             <rect width=\"{width}\" height=\"{height}\" fill=\"white\"/></svg>"
        ),
    )
    .expect("blank.svg");
    let chart_png = screenshot(chromium, svg, width, height, dir);
    let blank_png = screenshot(chromium, &blank, width, height, dir);
    for png in [&chart_png, &blank_png] {
        assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n", "a PNG");
        let size = |at: usize| u32::from_be_bytes(png[at..at + 4].try_into().expect("4 bytes"));
        assert_eq!((size(16), size(20)), (width, height), "the PNG has the SVG's size");
    }
    // PNG compresses a blank page to almost nothing; bars and text do not.
    assert!(
        chart_png.len() > 3 * blank_png.len(),
        "the chart's PNG ({} bytes) is hardly bigger than a blank one ({} bytes)",
        chart_png.len(),
        blank_png.len()
    );
    println!("chart: rendered to {}", svg.with_extension("png").display());
}

/// `file` (an SVG) as Chromium shows it in a window of its size; the PNG is kept beside it.
fn screenshot(chromium: &Path, file: &Path, width: u32, height: u32, dir: &Path) -> Vec<u8> {
    let png = file.with_extension("png");
    let _ = std::fs::remove_file(&png);
    let stem = file.file_stem().expect("a file name").to_string_lossy();
    // Two Chromiums cannot share a profile, and the tests run in parallel.
    let profile = dir.join(format!("chromium-profile-{stem}"));
    let log_path = dir.join(format!("chromium-{stem}.log"));
    let log = std::fs::File::create(&log_path).expect("chromium log");
    let mut child = Command::new(chromium)
        .args([
            "--headless",
            // The test may run as root, where Chromium's sandbox refuses to start.
            "--no-sandbox",
            "--disable-gpu",
            "--hide-scrollbars",
            "--force-device-scale-factor=1",
        ])
        .arg(format!("--user-data-dir={}", profile.display()))
        .arg(format!("--window-size={width},{height}"))
        .arg(format!("--screenshot={}", png.display()))
        .arg(format!("file://{}", file.canonicalize().expect("absolute path").display()))
        .stdout(std::process::Stdio::null())
        .stderr(log)
        .spawn()
        .expect("start chromium");
    // A browser that hangs must fail the test rather than stall it.
    let deadline = Instant::now() + Duration::from_secs(120);
    loop {
        if let Some(status) = child.try_wait().expect("wait for chromium") {
            let log = std::fs::read_to_string(&log_path).unwrap_or_default();
            assert!(status.success(), "chromium failed ({status}) on {}:\n{log}", file.display());
            break;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            panic!("chromium took over 120 s to render {}", file.display());
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    let _ = std::fs::remove_dir_all(&profile);
    std::fs::read(&png).unwrap_or_else(|e| panic!("chromium wrote no {}: {e}", png.display()))
}
