//! `list.sort` and `sorted`: CPython 3.11's timsort, comparison for comparison.
//!
//! A Python program sees the order in which a sort compares its items: `__lt__` may
//! print or raise, a `nan` makes the order of comparisons decide the result, and the
//! first pair of unorderable items names the types in the TypeError. So this is the
//! same algorithm as CPython's `listsort`, described in its `listsort.txt`: natural
//! runs (strictly descending ones reversed), extended to a minimum run length by
//! binary insertion, merged in the order Munro and Wild's powersort gives, with
//! galloping merges whose threshold adapts. Only `<` is ever asked, as `lt(x, y)`.
//!
//! The sort permutes a slice of item indices; an error from a comparison stops it
//! with the slice still a permutation (the merge in progress puts its saved run
//! back, as CPython's does), so the caller can store the partial order as CPython
//! leaves it.

use crate::error::PyResult;

/// Where galloping starts to pay, before adaptation.
const MIN_GALLOP: usize = 7;

/// One pending run: where it starts, how long it is, and its powersort power.
#[derive(Copy, Clone)]
struct Run {
    base: usize,
    len: usize,
    power: u32,
}

struct MergeState<'a, F> {
    v: &'a mut [usize],
    lt: F,
    min_gallop: usize,
    pending: Vec<Run>,
}

/// How a merge ends when no comparison failed.
enum Exit {
    /// The saved run's remaining items go to the gap left for them.
    Done,
    /// One item of the saved run is left, and it belongs at the far end.
    LastSaved,
}

/// A merge in progress: the next place to write, and the unmerged part of each run
/// (`saved` indexes the copy of the run set aside, `other` the slice).
struct Cursor {
    dest: isize,
    saved: isize,
    n_saved: usize,
    other: isize,
    n_other: usize,
}

/// Sorts `v` stably by `lt`, making exactly the comparisons CPython's `list.sort`
/// makes on the same items (without `reverse`: the caller reverses before and after).
pub fn timsort<F>(v: &mut [usize], lt: F) -> PyResult<()>
where
    F: FnMut(usize, usize) -> PyResult<bool>,
{
    let n = v.len();
    if n < 2 {
        return Ok(());
    }
    let mut ms = MergeState { v, lt, min_gallop: MIN_GALLOP, pending: Vec::new() };
    let minrun = min_run_length(n);
    let mut lo = 0;
    while lo < n {
        let (mut run, descending) = ms.count_run(lo, n)?;
        if descending {
            ms.v[lo..lo + run].reverse();
        }
        if run < minrun {
            let forced = minrun.min(n - lo);
            ms.binary_sort(lo, lo + forced, lo + run)?;
            run = forced;
        }
        ms.found_new_run(run, n)?;
        ms.pending.push(Run { base: lo, len: run, power: 0 });
        lo += run;
    }
    while ms.pending.len() > 1 {
        let mut k = ms.pending.len() - 2;
        if k > 0 && ms.pending[k - 1].len < ms.pending[k + 1].len {
            k -= 1;
        }
        ms.merge_at(k)?;
    }
    Ok(())
}

/// The minimum run length for `n` items: `n` itself below 64, else a number in
/// [32, 64] such that `n / minrun` is a power of two or a little less than one.
fn min_run_length(mut n: usize) -> usize {
    let mut carry = 0;
    while n >= 64 {
        carry |= n & 1;
        n >>= 1;
    }
    n + carry
}

/// Powersort's node power of the boundary between a run of `n1` items at `s1` and
/// the next run of `n2` items, in a list of `n`: the first bit at which the binary
/// fractions of the two runs' midpoints (as fractions of `n`) differ.
fn power(s1: usize, n1: usize, n2: usize, n: usize) -> u32 {
    let mut result = 0;
    // Twice the midpoints, to stay in integers.
    let mut a = 2 * s1 + n1;
    let mut b = a + n1 + n2;
    loop {
        result += 1;
        if a >= n {
            a -= n;
            b -= n;
        } else if b >= n {
            break;
        }
        a <<= 1;
        b <<= 1;
    }
    result
}

impl<F> MergeState<'_, F>
where
    F: FnMut(usize, usize) -> PyResult<bool>,
{
    fn lt(&mut self, x: usize, y: usize) -> PyResult<bool> {
        (self.lt)(x, y)
    }

    /// The length of the run starting at `lo` (ending before `hi`), and whether it is
    /// strictly descending.
    fn count_run(&mut self, lo: usize, hi: usize) -> PyResult<(usize, bool)> {
        if lo + 1 == hi {
            return Ok((1, false));
        }
        let descending = self.lt(self.v[lo + 1], self.v[lo])?;
        let mut k = lo + 2;
        while k < hi {
            let lower = self.lt(self.v[k], self.v[k - 1])?;
            if lower != descending {
                break;
            }
            k += 1;
        }
        Ok((k - lo, descending))
    }

    /// Sorts `v[lo..hi]` by binary insertion, `v[lo..start]` being sorted already.
    fn binary_sort(&mut self, lo: usize, hi: usize, mut start: usize) -> PyResult<()> {
        if lo == start {
            start += 1;
        }
        while start < hi {
            let pivot = self.v[start];
            let (mut l, mut r) = (lo, start);
            while l < r {
                let p = l + ((r - l) >> 1);
                if self.lt(pivot, self.v[p])? {
                    r = p;
                } else {
                    l = p + 1;
                }
            }
            self.v.copy_within(l..start, l + 1);
            self.v[l] = pivot;
            start += 1;
        }
        Ok(())
    }

    /// Merges pending runs while the one below the newest has a higher power than
    /// the boundary to the run of `n2` items about to be pushed.
    fn found_new_run(&mut self, n2: usize, n: usize) -> PyResult<()> {
        let Some(last) = self.pending.last() else { return Ok(()) };
        let p = power(last.base, last.len, n2, n);
        while self.pending.len() > 1 && self.pending[self.pending.len() - 2].power > p {
            self.merge_at(self.pending.len() - 2)?;
        }
        let top = self.pending.len() - 1;
        self.pending[top].power = p;
        Ok(())
    }

    /// Merges pending runs `i` and `i + 1`.
    fn merge_at(&mut self, i: usize) -> PyResult<()> {
        let (a, b) = (self.pending[i], self.pending[i + 1]);
        self.pending[i].len = a.len + b.len;
        self.pending.remove(i + 1);
        // Items of a that are not above b's first are already in place.
        let key = self.v[b.base];
        let k = gallop(&mut self.lt, &self.v[a.base..a.base + a.len], key, 0, true)?;
        let (base_a, len_a) = (a.base + k, a.len - k);
        if len_a == 0 {
            return Ok(());
        }
        // Items of b that are not below a's last are already in place.
        let key = self.v[base_a + len_a - 1];
        let len_b = gallop(&mut self.lt, &self.v[b.base..b.base + b.len], key, b.len - 1, false)?;
        if len_b == 0 {
            return Ok(());
        }
        if len_a <= len_b {
            self.merge_lo(base_a, len_a, b.base, len_b)
        } else {
            self.merge_hi(base_a, len_a, b.base, len_b)
        }
    }

    /// Merges the adjacent sorted runs `v[a..a + na]` and `v[b..b + nb]` (`b == a +
    /// na`, `na <= nb`; b's first item is below a's first and a's last above all of
    /// b), from the low end, with a set aside.
    fn merge_lo(&mut self, a: usize, na: usize, b: usize, nb: usize) -> PyResult<()> {
        let tmp = self.v[a..a + na].to_vec();
        let mut c = Cursor { dest: a as isize, saved: 0, n_saved: na, other: b as isize, n_other: nb };
        let exit = self.merge_lo_steps(&tmp, &mut c);
        let (dest, saved, n) = (c.dest as usize, c.saved as usize, c.n_saved);
        match exit {
            Ok(Exit::LastSaved) => {
                let (other, n_other) = (c.other as usize, c.n_other);
                self.v.copy_within(other..other + n_other, dest);
                self.v[dest + n_other] = tmp[saved];
                Ok(())
            }
            // Whether done or stopped by an error, a's unmerged items fill the gap.
            exit => {
                self.v[dest..dest + n].copy_from_slice(&tmp[saved..saved + n]);
                exit.map(|_| ())
            }
        }
    }

    fn merge_lo_steps(&mut self, tmp: &[usize], c: &mut Cursor) -> PyResult<Exit> {
        // Moves one item from the run set aside (`true`) or the other to `dest`.
        fn take(v: &mut [usize], tmp: &[usize], c: &mut Cursor, from_saved: bool) {
            if from_saved {
                v[c.dest as usize] = tmp[c.saved as usize];
                c.saved += 1;
                c.n_saved -= 1;
            } else {
                v[c.dest as usize] = v[c.other as usize];
                c.other += 1;
                c.n_other -= 1;
            }
            c.dest += 1;
        }
        take(self.v, tmp, c, false);
        if c.n_other == 0 {
            return Ok(Exit::Done);
        }
        if c.n_saved == 1 {
            return Ok(Exit::LastSaved);
        }
        let mut min_gallop = self.min_gallop;
        loop {
            let (mut acount, mut bcount) = (0, 0);
            // One item at a time until one run wins min_gallop times in a row.
            loop {
                if self.lt(self.v[c.other as usize], tmp[c.saved as usize])? {
                    take(self.v, tmp, c, false);
                    bcount += 1;
                    acount = 0;
                    if c.n_other == 0 {
                        return Ok(Exit::Done);
                    }
                    if bcount >= min_gallop {
                        break;
                    }
                } else {
                    take(self.v, tmp, c, true);
                    acount += 1;
                    bcount = 0;
                    if c.n_saved == 1 {
                        return Ok(Exit::LastSaved);
                    }
                    if acount >= min_gallop {
                        break;
                    }
                }
            }
            // Galloping, while it keeps paying.
            min_gallop += 1;
            loop {
                min_gallop -= (min_gallop > 1) as usize;
                self.min_gallop = min_gallop;
                let saved = c.saved as usize;
                let key = self.v[c.other as usize];
                acount = gallop(&mut self.lt, &tmp[saved..saved + c.n_saved], key, 0, true)?;
                if acount > 0 {
                    let dest = c.dest as usize;
                    self.v[dest..dest + acount].copy_from_slice(&tmp[saved..saved + acount]);
                    c.dest += acount as isize;
                    c.saved += acount as isize;
                    c.n_saved -= acount;
                    if c.n_saved == 1 {
                        return Ok(Exit::LastSaved);
                    }
                    // Impossible for a consistent `<`, which Python does not promise.
                    if c.n_saved == 0 {
                        return Ok(Exit::Done);
                    }
                }
                take(self.v, tmp, c, false);
                if c.n_other == 0 {
                    return Ok(Exit::Done);
                }
                let other = c.other as usize;
                let key = tmp[c.saved as usize];
                bcount = gallop(&mut self.lt, &self.v[other..other + c.n_other], key, 0, false)?;
                if bcount > 0 {
                    self.v.copy_within(other..other + bcount, c.dest as usize);
                    c.dest += bcount as isize;
                    c.other += bcount as isize;
                    c.n_other -= bcount;
                    if c.n_other == 0 {
                        return Ok(Exit::Done);
                    }
                }
                take(self.v, tmp, c, true);
                if c.n_saved == 1 {
                    return Ok(Exit::LastSaved);
                }
                if acount < MIN_GALLOP && bcount < MIN_GALLOP {
                    break;
                }
            }
            // Leaving galloping mode costs.
            min_gallop += 1;
            self.min_gallop = min_gallop;
        }
    }

    /// Merges the adjacent sorted runs `v[a..a + na]` and `v[b..b + nb]` (`b == a +
    /// na`, `na >= nb`; a's last item is above b's last and b's first below all of
    /// a), from the high end, with b set aside.
    fn merge_hi(&mut self, a: usize, na: usize, b: usize, nb: usize) -> PyResult<()> {
        let tmp = self.v[b..b + nb].to_vec();
        let mut c = Cursor {
            dest: (b + nb - 1) as isize,
            saved: nb as isize - 1,
            n_saved: nb,
            other: (a + na - 1) as isize,
            n_other: na,
        };
        let exit = self.merge_hi_steps(&tmp, &mut c);
        match exit {
            Ok(Exit::LastSaved) => {
                // b's one remaining item goes before a's remaining items.
                let n = c.n_other;
                let first = (c.other + 1) as usize - n;
                let dest = (c.dest + 1) as usize - n;
                self.v.copy_within(first..first + n, dest);
                self.v[dest - 1] = tmp[c.saved as usize];
                Ok(())
            }
            exit => {
                // b's unmerged items (the lowest) fill the gap at the low end.
                let n = c.n_saved;
                let dest = (c.dest + 1) as usize - n;
                self.v[dest..dest + n].copy_from_slice(&tmp[..n]);
                exit.map(|_| ())
            }
        }
    }

    fn merge_hi_steps(&mut self, tmp: &[usize], c: &mut Cursor) -> PyResult<Exit> {
        // Moves one item, the highest of the run set aside (`true`) or of the other,
        // to `dest`.
        fn take(v: &mut [usize], tmp: &[usize], c: &mut Cursor, from_saved: bool) {
            if from_saved {
                v[c.dest as usize] = tmp[c.saved as usize];
                c.saved -= 1;
                c.n_saved -= 1;
            } else {
                v[c.dest as usize] = v[c.other as usize];
                c.other -= 1;
                c.n_other -= 1;
            }
            c.dest -= 1;
        }
        take(self.v, tmp, c, false);
        if c.n_other == 0 {
            return Ok(Exit::Done);
        }
        if c.n_saved == 1 {
            return Ok(Exit::LastSaved);
        }
        let mut min_gallop = self.min_gallop;
        loop {
            let (mut acount, mut bcount) = (0, 0);
            loop {
                if self.lt(tmp[c.saved as usize], self.v[c.other as usize])? {
                    take(self.v, tmp, c, false);
                    acount += 1;
                    bcount = 0;
                    if c.n_other == 0 {
                        return Ok(Exit::Done);
                    }
                    if acount >= min_gallop {
                        break;
                    }
                } else {
                    take(self.v, tmp, c, true);
                    bcount += 1;
                    acount = 0;
                    if c.n_saved == 1 {
                        return Ok(Exit::LastSaved);
                    }
                    if bcount >= min_gallop {
                        break;
                    }
                }
            }
            min_gallop += 1;
            loop {
                min_gallop -= (min_gallop > 1) as usize;
                self.min_gallop = min_gallop;
                // a's items above b's highest move up as a block.
                let a_lo = (c.other + 1) as usize - c.n_other;
                let key = tmp[c.saved as usize];
                let k = gallop(&mut self.lt, &self.v[a_lo..a_lo + c.n_other], key, c.n_other - 1, true)?;
                acount = c.n_other - k;
                if acount > 0 {
                    let from = (c.other + 1) as usize - acount;
                    let to = (c.dest + 1) as usize - acount;
                    self.v.copy_within(from..from + acount, to);
                    c.dest -= acount as isize;
                    c.other -= acount as isize;
                    c.n_other -= acount;
                    if c.n_other == 0 {
                        return Ok(Exit::Done);
                    }
                }
                take(self.v, tmp, c, true);
                if c.n_saved == 1 {
                    return Ok(Exit::LastSaved);
                }
                // b's items above a's highest move up as a block.
                let key = self.v[c.other as usize];
                let k = gallop(&mut self.lt, &tmp[..c.n_saved], key, c.n_saved - 1, false)?;
                bcount = c.n_saved - k;
                if bcount > 0 {
                    let from = (c.saved + 1) as usize - bcount;
                    let to = (c.dest + 1) as usize - bcount;
                    self.v[to..to + bcount].copy_from_slice(&tmp[from..from + bcount]);
                    c.dest -= bcount as isize;
                    c.saved -= bcount as isize;
                    c.n_saved -= bcount;
                    if c.n_saved == 1 {
                        return Ok(Exit::LastSaved);
                    }
                    // Impossible for a consistent `<`, which Python does not promise.
                    if c.n_saved == 0 {
                        return Ok(Exit::Done);
                    }
                }
                take(self.v, tmp, c, false);
                if c.n_other == 0 {
                    return Ok(Exit::Done);
                }
                if acount < MIN_GALLOP && bcount < MIN_GALLOP {
                    break;
                }
            }
            min_gallop += 1;
            self.min_gallop = min_gallop;
        }
    }
}

/// Where `key` goes in the sorted `run`: before the items equal to it
/// (`run[k - 1] < key <= run[k]`), or after them with `right` (`run[k - 1] <= key <
/// run[k]`). An exponential search out from `hint`, then a binary search; the
/// comparisons are CPython's, operands in the same order (`item < key` on the left,
/// `key < item` on the right).
fn gallop<F>(lt: &mut F, run: &[usize], key: usize, hint: usize, right: bool) -> PyResult<usize>
where
    F: FnMut(usize, usize) -> PyResult<bool>,
{
    // Whether `key` goes after item k.
    let mut after = |k: isize| -> PyResult<bool> {
        let item = run[k as usize];
        if right { Ok(!lt(key, item)?) } else { lt(item, key) }
    };
    let (n, hint) = (run.len() as isize, hint as isize);
    // Narrow to last < ofs with key after item `last` (or last == -1) and not after
    // item `ofs` (or ofs == n).
    let (mut last, mut ofs): (isize, isize) = (0, 1);
    if after(hint)? {
        let max = n - hint;
        while ofs < max {
            if !after(hint + ofs)? {
                break;
            }
            last = ofs;
            ofs = (ofs << 1) + 1;
        }
        ofs = ofs.min(max);
        last += hint;
        ofs += hint;
    } else {
        let max = hint + 1;
        while ofs < max {
            if after(hint - ofs)? {
                break;
            }
            last = ofs;
            ofs = (ofs << 1) + 1;
        }
        ofs = ofs.min(max);
        (last, ofs) = (hint - ofs, hint - last);
    }
    last += 1;
    while last < ofs {
        let m = last + ((ofs - last) >> 1);
        if after(m)? {
            last = m + 1;
        } else {
            ofs = m;
        }
    }
    Ok(ofs as usize)
}
