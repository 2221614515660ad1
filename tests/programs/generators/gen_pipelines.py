# Generator pipelines: read/parse/filter/aggregate stages, generator
# expressions feeding builtins, yield-from chains, hand-written itertools.

RAW_LOG = """\
2024-01-03 10:01 INFO  api      GET /users 200 12
2024-01-03 10:02 WARN  api      GET /users/7 404 3
2024-01-03 10:02 INFO  worker   job=resize 0 250
# comment line should be skipped
2024-01-03 10:03 ERROR api      POST /orders 500 97
2024-01-03 10:04 INFO  api      GET /orders 200 18

2024-01-03 10:05 INFO  worker   job=email 0 40
2024-01-03 10:05 ERROR worker   job=resize 1 300
2024-01-03 10:06 INFO  api      GET /users 200 9
2024-01-03 10:07 WARN  api      DELETE /orders/3 403 2
2024-01-03 10:08 INFO  api      GET /health 200 1
garbage line that does not parse
2024-01-03 10:09 INFO  worker   job=email 0 35
2024-01-03 10:10 ERROR api      GET /users 503 120
"""


class ParseError(Exception):
    pass


class Record:
    __slots__ = ("date", "time", "level", "service", "target", "code", "ms")

    def __init__(self, date, time, level, service, target, code, ms):
        self.date = date
        self.time = time
        self.level = level
        self.service = service
        self.target = target
        self.code = code
        self.ms = ms

    def __repr__(self):
        return "Record(%s %s %s %s %d %dms)" % (
            self.time, self.level, self.service, self.target, self.code, self.ms)


def read_lines(text):
    lineno = 0
    for line in text.splitlines():
        lineno += 1
        yield lineno, line


def strip_comments(lines):
    for lineno, line in lines:
        s = line.strip()
        if not s or s.startswith("#"):
            continue
        yield lineno, s


def parse_one(s):
    parts = s.split()
    if len(parts) < 7:
        raise ParseError("too few fields: %d" % len(parts))
    if parts[-3] == "GET" or parts[-4] in ("GET", "POST", "DELETE"):
        date, time, level, service, method, path, code, ms = parts
        target = method + " " + path
    else:
        date, time, level, service, target, code, ms = parts
    return Record(date, time, level, service, target, int(code), int(ms))


def parse(lines, errors):
    for lineno, s in lines:
        try:
            yield parse_one(s)
        except (ParseError, ValueError) as e:
            errors.append((lineno, type(e).__name__, str(e)))


def only(records, **conds):
    for r in records:
        if all(getattr(r, k) == v for k, v in conds.items()):
            yield r


# --- hand-written itertools ------------------------------------------------

def take(n, it):
    it = iter(it)
    for _ in range(n):
        try:
            yield next(it)
        except StopIteration:
            return


def chunk(it, size):
    buf = []
    for x in it:
        buf.append(x)
        if len(buf) == size:
            yield tuple(buf)
            buf = []
    if buf:
        yield tuple(buf)


def window(it, size):
    it = iter(it)
    win = list(take(size, it))
    if len(win) < size:
        return
    yield tuple(win)
    for x in it:
        win.pop(0)
        win.append(x)
        yield tuple(win)


def interleave(*iterables):
    iters = [iter(x) for x in iterables]
    while iters:
        alive = []
        for it in iters:
            try:
                yield next(it)
            except StopIteration:
                continue
            alive.append(it)
        iters = alive


def count_from(n, step=1):
    while True:
        yield n
        n += step


# --- yield from chains with return values ----------------------------------

def leaf(tag, n):
    total = 0
    for i in range(n):
        total += i
        yield "%s%d" % (tag, i)
    return total


def middle(tag, sizes):
    sums = []
    for n in sizes:
        s = yield from leaf(tag, n)
        sums.append(s)
    return sums


def top(groups):
    report = {}
    for tag, sizes in groups:
        report[tag] = yield from middle(tag, sizes)
    return report


def drive(gen):
    seen = []
    while True:
        try:
            seen.append(next(gen))
        except StopIteration as stop:
            return seen, stop.value


# --- classes with generator methods ----------------------------------------

class Inventory:
    def __init__(self):
        self.items = {}

    def add(self, name, qty, price):
        self.items[name] = (qty, price)

    def __iter__(self):
        for name in sorted(self.items):
            qty, price = self.items[name]
            yield name, qty, price

    def low_stock(self, threshold):
        for name, qty, _ in self:
            if qty < threshold:
                yield name

    def values(self):
        return (qty * price for _, qty, price in self)


class Matrix:
    def __init__(self, rows):
        self.rows = rows

    def __iter__(self):
        for row in self.rows:
            yield from row

    def columns(self):
        width = len(self.rows[0])
        for c in range(width):
            yield [row[c] for row in self.rows]

    def diagonal(self):
        i = 0
        while i < len(self.rows) and i < len(self.rows[i]):
            yield self.rows[i][i]
            i += 1


def main():
    errors = []
    records = list(parse(strip_comments(read_lines(RAW_LOG)), errors))
    print("parsed", len(records), "records")
    for r in records[:3]:
        print(" ", r)
    print("errors:", errors)

    api_errs = list(only(records, service="api", level="ERROR"))
    print("api errors:", [(r.target, r.code) for r in api_errs])
    print("total ms:", sum(r.ms for r in records))
    print("any 5xx:", any(r.code >= 500 for r in records))
    print("all dated:", all(r.date == "2024-01-03" for r in records))
    print("slowest:", max((r.ms, r.target) for r in records))
    print("fastest api:", min(r.ms for r in records if r.service == "api"))
    by_level = {}
    for r in records:
        by_level.setdefault(r.level, []).append(r.ms)
    print("by level:", sorted((k, len(v), sum(v)) for k, v in by_level.items()))
    per_target = {r.target: r.code for r in records if r.service == "api"}
    print("per target:", sorted(per_target.items()))
    print("sorted worker ms:", sorted((r.ms for r in records if r.service == "worker"), reverse=True))
    print("avg api ms: %.3f" % (sum(r.ms for r in api_errs) / len(api_errs)))

    print("take:", list(take(4, count_from(10, 3))), list(take(5, "abc")))
    print("chunk:", list(chunk(range(11), 4)), list(chunk([], 3)))
    print("window:", list(window("abcdef", 3)), list(window([1], 2)))
    print("interleave:", list(interleave("ab", [1, 2, 3, 4], (None,))))
    moving = [sum(w) / len(w) for w in window((r.ms for r in records), 4)]
    print("moving avg:", ["%.2f" % m for m in moving])
    pairs = list(zip(count_from(1), chunk((r.code for r in records), 3)))
    print("numbered chunks:", pairs)

    seen, value = drive(top([("a", [2, 3]), ("b", [0, 4]), ("c", [1])]))
    print("chain yielded:", seen)
    print("chain returned:", value)
    g = middle("z", [3, 3])
    print("first from middle:", next(g), next(g))
    rest = list(g)
    print("rest from middle:", rest)

    inv = Inventory()
    inv.add("widget", 5, 2.5)
    inv.add("bolt", 120, 0.1)
    inv.add("gear", 2, 14.0)
    inv.add("nut", 300, 0.05)
    inv.add("spring", 9, 1.25)
    print("inventory:", list(inv))
    print("low stock:", list(inv.low_stock(10)))
    print("total value: %.2f" % sum(inv.values()))
    print("names by qty:", sorted((name for name, _, _ in inv), key=lambda n: inv.items[n][0]))
    d = dict((name, qty) for name, qty, _ in inv if qty > 3)
    print("dict:", d)

    m = Matrix([[1, 2, 3], [4, 5, 6], [7, 8, 9], [10, 11, 12]])
    print("flat:", list(m))
    print("sum flat:", sum(m), "max:", max(m))
    print("columns:", list(m.columns()))
    print("diagonal:", list(m.diagonal()))
    print("col sums:", [sum(c) for c in m.columns()])
    print("9 in m:", 9 in m, "13 in m:", 13 in m)

    # nested generator expressions over generator output
    grid = ((x, y) for x in take(3, count_from(0)) for y in chunk(range(x + 2), 2))
    for item in grid:
        print("  grid", item)

    # pipeline reused: generators are single-use
    stage = strip_comments(read_lines(RAW_LOG))
    first_two = list(take(2, stage))
    remaining = sum(1 for _ in stage)
    print("first two:", [n for n, _ in first_two], "remaining:", remaining)
    print("exhausted again:", list(stage))

    # aggregate with running state in a generator
    def running_totals(values):
        total = 0
        for v in values:
            total += v
            yield total

    print("running:", list(running_totals(r.ms for r in records if r.level != "INFO")))
    print("running big:", list(take(5, running_totals(x * x for x in count_from(1000000)))))


main()
