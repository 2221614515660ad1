"""Read-only views of a ledger: tables, rankings, statistics."""
from .model import fmt, Account
from . import errors
from . import model

rendered = 0


def table(headers, rows, aligns=None):
    """Formats rows as a fixed-width text table; returns its lines."""
    global rendered
    rendered += 1
    cols = len(headers)
    if aligns is None:
        aligns = "<" + ">" * (cols - 1)
    cells = [[str(c) for c in row] for row in rows]
    widths = [len(h) for h in headers]
    for row in cells:
        for i, c in enumerate(row):
            if len(c) > widths[i]:
                widths[i] = len(c)
    def line(values):
        parts = []
        for i, v in enumerate(values):
            parts.append(f"{v:{aligns[i]}{widths[i]}}")
        return " | ".join(parts).rstrip()
    out = [line(headers), "-+-".join("-" * w for w in widths)]
    out.extend(line(row) for row in cells)
    return out


def by_kind(ledger):
    """kind -> (count, total balance), kinds in alphabetical order."""
    groups = {}
    for acct in ledger:
        kind = acct.kind if isinstance(acct, Account) else "?"
        count, total = groups.get(kind, (0, 0))
        groups[kind] = (count + 1, total + acct.balance)
    return {k: groups[k] for k in sorted(groups)}


def top_accounts(ledger, n, key="balance"):
    keys = {
        "balance": lambda a: a.balance,
        "turnover": lambda a: a.turnover(),
        "activity": lambda a: len(a.history),
    }
    fn = keys[key]
    ranked = sorted(ledger, key=lambda a: (-fn(a), a.name))
    return [(a.name, fn(a)) for a in ranked[:n]]


def median(values):
    vals = sorted(values)
    if not vals:
        return 0
    mid = len(vals) // 2
    if len(vals) % 2:
        return vals[mid]
    return (vals[mid - 1] + vals[mid]) // 2


def stats(amounts):
    amounts = list(amounts)
    if not amounts:
        return {"n": 0}
    n = len(amounts)
    total = sum(amounts)
    mean = total / n
    var = sum((x - mean) ** 2 for x in amounts) / n
    return {
        "n": n,
        "total": total,
        "min": min(amounts),
        "max": max(amounts),
        "mean": round(mean, 2),
        "median": median(amounts),
        "stdev": round(var ** 0.5, 2),
    }


def histogram(amounts, edges):
    """Counts of amounts per bucket [edges[i], edges[i+1]); open-ended last bucket."""
    counts = [0] * len(edges)
    for x in amounts:
        placed = False
        for i in range(len(edges) - 1, -1, -1):
            if x >= edges[i]:
                counts[i] += 1
                placed = True
                break
        if not placed:
            counts[0] += 1
    return counts


def bar(count, scale):
    return "#" * ((count + scale - 1) // scale)


def moving_average(values, window):
    """Yields the mean of each full window (integer floor division)."""
    acc = 0
    buf = []
    for v in values:
        buf.append(v)
        acc += v
        if len(buf) > window:
            acc -= buf.pop(0)
        if len(buf) == window:
            yield acc // window


def make_filter(kind=None, min_abs=0, memo=None):
    """A predicate over transactions, closed over the criteria."""
    def keep(tx):
        if kind is not None and tx.kind != kind:
            return False
        if abs(tx.amount) < min_abs:
            return False
        if memo is not None and memo not in tx.memo:
            return False
        return True
    return keep


def largest(journal, n, pred=None):
    chosen = [tx for tx in journal if pred is None or pred(tx)]
    chosen.sort(key=lambda tx: (-abs(tx.amount), tx.seq))
    return chosen[:n]


def balances_table(ledger):
    rows = []
    for acct in ledger:
        state = "closed" if acct.closed else "open"
        rows.append((acct.name, acct.kind, state, len(acct.history), fmt(acct.balance)))
    return table(("account", "kind", "state", "txs", "balance"), rows, "<<<>>")


def render(ledger, top=3, verbose=False):
    """The full report as a list of lines."""
    out = [f"== report: {len(ledger)} accounts, total {fmt(ledger.total())} =="]
    out.extend(balances_table(ledger))
    out.append("by kind:")
    for kind, (count, total) in by_kind(ledger).items():
        out.append(f"  {kind:<9}{count:>3} {fmt(total):>14}")
    for key in ("balance", "turnover", "activity"):
        ranked = top_accounts(ledger, top, key)
        shown = ", ".join(f"{name}={value if key == 'activity' else fmt(value)}" for name, value in ranked)
        out.append(f"top {top} by {key}: {shown}")
    amounts = [tx.amount for tx in ledger.journal]
    st = stats(amounts)
    out.append("journal: " + " ".join(f"{k}={v}" for k, v in st.items()))
    edges = [-100000, -10000, -1000, 0, 1000, 10000, 100000]
    counts = histogram(amounts, edges)
    scale = max(1, max(counts) // 40)
    for edge, count in zip(edges, counts):
        out.append(f"  >= {fmt(edge):>11} {count:>5} {bar(count, scale)}")
    big = largest(ledger.journal, top, make_filter(min_abs=5000))
    out.append("largest: " + "; ".join(repr(tx) for tx in big))
    deps = largest(ledger.journal, top, make_filter(kind="dep", memo="batch"))
    out.append(f"largest batch deposits: {[fmt(tx.amount) for tx in deps]}")
    avg = list(moving_average(amounts, 50))
    if avg:
        out.append(f"moving average (50): first {fmt(avg[0])}, last {fmt(avg[-1])}, "
                   f"peak {fmt(max(avg))}, {len(avg)} windows")
    if verbose:
        out.append("errors: " + (", ".join(errors.summary()) or "none"))
        out.append(f"strict={model.STRICT} seq={model.NEXT_SEQ}")
    return out
