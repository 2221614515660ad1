# A log-analysis pipeline of generators: records made by a seeded generator, parsed,
# filtered and windowed stage by stage, grouped in dicts; `yield from` over a tree of
# services; generator expressions feeding sum/max/any.
N = 1

RECORDS = 300
SERVICES = ("auth", "api", "db", "cache", "queue", "search")
LEVELS = ("DEBUG", "INFO", "WARN", "ERROR")


def random_stream(seed):
    """A linear congruential generator, as an endless stream of 31-bit ints."""
    state = seed
    while True:
        state = (state * 1103515245 + 12345) % 2147483648
        yield state


def log_lines(count, seed):
    """Text lines like 'ts=120 svc=db lvl=WARN ms=37 user=u12'."""
    rand = random_stream(seed)
    ts = 0
    for _ in range(count):
        ts += next(rand) % 7
        svc = SERVICES[next(rand) % len(SERVICES)]
        level = LEVELS[min(next(rand) % 10, 3)]
        ms = next(rand) % 250
        user = next(rand) % 40
        yield f"ts={ts} svc={svc} lvl={level} ms={ms} user=u{user}"


class Record:
    def __init__(self, ts, service, level, ms, user):
        self.ts = ts
        self.service = service
        self.level = level
        self.ms = ms
        self.user = user

    def is_slow(self):
        return self.ms > 200


def parse(lines):
    for line in lines:
        fields = {}
        for part in line.split(" "):
            key, _, value = part.partition("=")
            fields[key] = value
        yield Record(int(fields["ts"]), fields["svc"], fields["lvl"], int(fields["ms"]), fields["user"])


def at_least(records, level):
    rank = LEVELS.index(level)
    for r in records:
        if LEVELS.index(r.level) >= rank:
            yield r


def windows(records, width):
    """Consecutive groups of records whose timestamps fall in one `width` window."""
    group = []
    start = None
    for r in records:
        if start is None:
            start = r.ts
        if r.ts - start >= width:
            yield start, group
            group = []
            start = r.ts
        group.append(r)
    if group:
        yield start, group


def moving_average(values, k):
    window = []
    total = 0
    for v in values:
        window.append(v)
        total += v
        if len(window) > k:
            total -= window.pop(0)
        yield total / len(window)


class Service:
    def __init__(self, name, children=()):
        self.name = name
        self.children = list(children)

    def walk(self, depth=0):
        yield depth, self.name
        for child in self.children:
            yield from child.walk(depth + 1)


def topology():
    leaves = [Service(f"{s}-{k}") for s in SERVICES for k in range(3)]
    mids = [Service(f"zone{z}", leaves[z * 3:(z + 1) * 3]) for z in range(6)]
    return Service("root", [Service("east", mids[:3]), Service("west", mids[3:])])


def accumulate_by(records, key):
    """A coroutine-style accumulator: counts sent keys, returns the table at the end."""
    table = {}
    while True:
        r = yield
        if r is None:
            return table
        k = key(r)
        table[k] = table.get(k, 0) + 1


def drive(gen, items):
    next(gen)
    for item in items:
        gen.send(item)
    try:
        gen.send(None)
    except StopIteration as done:
        return done.value
    raise RuntimeError("the accumulator did not finish")


def run(n):
    checksum = 0
    slow_total = 0
    busiest = ""
    depth_sum = 0
    for round_ in range(n):
        records = list(parse(log_lines(RECORDS, round_ + 1)))
        warnings = list(at_least(iter(records), "WARN"))
        per_window = [(start, len(group)) for start, group in windows(iter(records), 500)]
        slow_total += sum(1 for r in records if r.is_slow())
        averages = list(moving_average((r.ms for r in records), 16))
        peak = max(averages)
        by_service = drive(accumulate_by(None, lambda r: r.service), warnings)
        busiest = max(sorted(by_service), key=lambda s: by_service[s])
        depth_sum += sum(d for d, _ in topology().walk())
        any_error = any(r.level == "ERROR" and r.ms > 245 for r in records)
        checksum = (checksum * 31 + len(warnings) + len(per_window) + int(peak) + any_error) % 1000000007
    return f"checksum={checksum} slow={slow_total} busiest={busiest} depth={depth_sum}"


if __name__ == "__main__":
    print(run(N))
