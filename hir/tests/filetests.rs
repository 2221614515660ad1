//! Data-driven pass tests: each file of `tests/filetests/` (one directory per pass)
//! is one case, HIR text in and HIR text out:
//!
//! ```text
//! ; What the case shows, in a sentence or two.
//! ; passes: specialise infer
//! ; profile @6: smallint | float(imm)
//! fn f:
//! bb0(v0:Object, v1:Object):
//!   ...
//! ; expect:
//! fn f:
//!   ...
//! ```
//!
//! `passes` names passes of `ember_hir::passes::PIPELINE`, run in order on the input.
//! Each `profile` line gives the interpreter's profile of the bytecode instruction at
//! a pc: the classes seen for its first and second operand, named as `--dump` names
//! them (`ember_runtime::profile::describe`). Each `attr cache` line
//! (`; attr cache @PC: shape S slot K`, or `... shape S to T slot K` for a store that
//! adds the attribute) gives the interpreter's attribute cache at a pc; `; overflowed
//! @PC` marks an arithmetic site that overflowed, `; append @PC` an append site
//! (`Op::AppendLocal`). The input and
//! the output must verify.
//! `EMBER_BLESS=1 cargo test -p ember-hir --test filetests` rewrites each `; expect:`
//! section with what the passes produce (review the diff).

use ember_hir::parse::{ParseContext, parse_function};
use ember_hir::passes::PIPELINE;
use ember_hir::verify::verify;
use ember_runtime::code::{ATTR_CACHE_WAYS, AttrCacheEntry};
use ember_runtime::vm::Rt;
use libtest_mimic::{Arguments, Failed, Trial};
use std::path::{Path, PathBuf};

const EXPECT: &str = "; expect:";

/// A case file, split into its parts.
struct Case {
    passes: Vec<String>,
    /// (pc, first operand's mask, second operand's mask).
    profile: Vec<(usize, ember_runtime::profile::ClassMask, ember_runtime::profile::ClassMask)>,
    /// (pc, the cache entry).
    attr_caches: Vec<(usize, AttrCacheEntry)>,
    /// Instructions whose arithmetic overflowed (`; overflowed @PC`).
    overflowed: Vec<u32>,
    /// Append sites (`; append @PC`).
    append_sites: Vec<u32>,
    input: String,
    expected: String,
    /// Everything up to and including the `; expect:` line (kept when blessing).
    head: String,
}

fn parse_case(text: &str) -> Result<Case, String> {
    let (head, expected) = text.split_once(&format!("{EXPECT}\n")).ok_or(format!("no `{EXPECT}` line"))?;
    let mut passes = None;
    let mut profile = Vec::new();
    let mut attr_caches = Vec::new();
    let mut overflowed = Vec::new();
    let mut append_sites = Vec::new();
    let mut input = String::new();
    for line in head.lines() {
        if let Some(names) = line.strip_prefix("; passes:") {
            passes = Some(names.split_whitespace().map(str::to_string).collect::<Vec<_>>());
        } else if let Some(rest) = line.strip_prefix("; profile @") {
            let (pc, masks) = rest.split_once(':').ok_or(format!("`{line}`: expected `@PC: MASK | MASK`"))?;
            let pc: usize = pc.trim().parse().map_err(|_| format!("`{line}`: bad pc"))?;
            let mut operands = masks.split(" | ");
            let mut mask = || {
                operands.next().map_or(Ok(0), |m| {
                    ember_runtime::profile::parse_mask(m).ok_or(format!("`{line}`: unknown class in `{m}`"))
                })
            };
            profile.push((pc, mask()?, mask()?));
        } else if let Some(pc) = line.strip_prefix("; overflowed @") {
            overflowed.push(pc.trim().parse().map_err(|_| format!("`{line}`: bad pc"))?);
        } else if let Some(pc) = line.strip_prefix("; append @") {
            append_sites.push(pc.trim().parse().map_err(|_| format!("`{line}`: bad pc"))?);
        } else if let Some(rest) = line.strip_prefix("; attr cache @") {
            attr_caches.push(parse_attr_cache(rest).ok_or(format!("`{line}`: expected `@PC: shape S [to T] slot K`"))?);
        } else if !line.starts_with(';') {
            input += line;
            input.push('\n');
        }
    }
    let passes = passes.ok_or("no `; passes:` line")?;
    overflowed.sort_unstable();
    append_sites.sort_unstable();
    Ok(Case {
        passes,
        profile,
        attr_caches,
        overflowed,
        append_sites,
        input,
        expected: expected.to_string(),
        head: format!("{head}{EXPECT}\n"),
    })
}

/// `PC: shape S [to T] slot K`.
fn parse_attr_cache(text: &str) -> Option<(usize, AttrCacheEntry)> {
    let (pc, entry) = text.split_once(':')?;
    let words: Vec<&str> = entry.split_whitespace().collect();
    let number = |w: &str| w.parse::<u32>().ok();
    let (from, to, slot) = match words.as_slice() {
        ["shape", s, "slot", k] => (number(s)?, number(s)?, number(k)?),
        ["shape", s, "to", t, "slot", k] => (number(s)?, number(t)?, number(k)?),
        _ => return None,
    };
    Some((pc.trim().parse().ok()?, AttrCacheEntry { from, to, slot: slot as usize }))
}

/// Runs the case's passes on its input; the output HIR's text.
fn run(case: &Case) -> Result<String, String> {
    let mut rt = Rt::new(Box::new(std::io::sink()));
    let mut names = ember_hir::Names::new();
    let mut cx = ParseContext { rt: &mut rt, names: &mut names, code: None };
    let mut f = parse_function(&case.input, &mut cx).map_err(|e| format!("the input does not parse: {e}"))?;
    verify(&f).map_err(|e| format!("the input does not verify: {e}"))?;
    for &(pc, first, second) in &case.profile {
        if f.profile.len() <= pc {
            f.profile.resize(pc + 1, 0);
        }
        f.profile[pc] = u64::from(first) | (u64::from(second) << 32);
    }
    f.overflowed = case.overflowed.clone();
    f.append_sites = case.append_sites.clone();
    // Each line for an instruction fills its next way.
    for &(pc, entry) in &case.attr_caches {
        if f.attr_caches.len() <= pc {
            f.attr_caches.resize(pc + 1, [0; ATTR_CACHE_WAYS]);
        }
        let way = f.attr_caches[pc].iter().position(|&w| w == 0).ok_or("more attr cache lines than ways")?;
        f.attr_caches[pc][way] = entry.pack();
    }
    for name in &case.passes {
        let pass = PIPELINE.iter().find(|(n, _)| n == name).ok_or(format!("no pass `{name}`"))?.1;
        pass(&mut f).map_err(|e| format!("{name} gave up: {e}"))?;
        verify(&f).map_err(|e| format!("after {name}, the HIR does not verify: {e}\n{f}"))?;
    }
    Ok(f.to_string())
}

fn check(path: &Path) -> Result<(), Failed> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let case = parse_case(&text)?;
    let actual = run(&case)?;
    if std::env::var_os("EMBER_BLESS").is_some() {
        std::fs::write(path, format!("{}{actual}", case.head)).map_err(|e| e.to_string())?;
        return Ok(());
    }
    if actual.trim_end() != case.expected.trim_end() {
        return Err(format!("--- expected\n{}--- actual\n{actual}", case.expected).into());
    }
    Ok(())
}

fn cases(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> =
        std::fs::read_dir(dir).expect("tests/filetests").map(|e| e.expect("a directory entry").path()).collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            cases(&path, out);
        } else if path.extension().is_some_and(|x| x == "hir") {
            out.push(path);
        }
    }
}

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/filetests");
    let mut paths = Vec::new();
    cases(&root, &mut paths);
    let trials = paths
        .into_iter()
        .map(|path| {
            let name = path.strip_prefix(&root).expect("under the root").with_extension("").display().to_string();
            Trial::test(name, move || check(&path))
        })
        .collect();
    libtest_mimic::run(&Arguments::from_args(), trials).exit();
}
