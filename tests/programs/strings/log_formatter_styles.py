# A logging-style formatter supporting '%(name)s' mapping templates and '{field}' str.format templates with nested fields, attribute and index lookups.
class Record:
    def __init__(self, seq, level, name, msg, args, extra):
        self.seq = seq
        self.levelname = level
        self.name = name
        self.msg = msg
        self.args = args
        self.extra = extra

    def message(self):
        return self.msg % self.args if self.args else self.msg

    def as_dict(self):
        d = {"seq": self.seq, "levelname": self.levelname, "name": self.name, "message": self.message()}
        d.update(self.extra)
        return d


class PercentFormatter:
    def __init__(self, fmt):
        self.fmt = fmt

    def format(self, rec):
        return self.fmt % rec.as_dict()


class BraceFormatter:
    def __init__(self, fmt, **widths):
        self.fmt = fmt
        self.widths = widths

    def format(self, rec):
        return self.fmt.format(rec=rec, d=rec.as_dict(), msg=rec.message(), **self.widths)


LEVELS = ["DEBUG", "INFO", "WARNING", "ERROR"]
MSGS = [("user %s logged in", ("ada",)), ("%d items in cart, total %.2f", (3, 19.5)),
        ("disk at %d%%", (91,)), ("plain message", ()), ("%r is not %s", ("x", "y"))]

records = []
for i in range(350):
    msg, args = MSGS[i % len(MSGS)]
    extra = {"host": "web%02d" % (i % 4), "latency": (i * 37 % 1000) / 7.0}
    records.append(Record(i, LEVELS[(i * 3) % 4], "app.mod%d" % (i % 3), msg, args, extra))

formatters = [
    PercentFormatter("%(seq)04d %(levelname)-7s [%(name)s] %(message)s"),
    PercentFormatter("%(host)s:%(latency)8.3f ms %(levelname).1s %(message)r"),
    BraceFormatter("{rec.seq:>{w}} {rec.levelname:<{lw}}|{d[host]}|{msg}", w=5, lw=8),
    BraceFormatter("{d[name]!s:^{nw}}{d[latency]:{fill}>{lw}.{p}f} {rec.extra[host]!r}",
                   nw=12, fill=".", lw=10, p=1),
    BraceFormatter("{0}{1}".replace("0", "rec.levelname").replace("1", "d[seq]:+d")),
]

for f in formatters:
    for rec in records[:5]:
        print(f.format(rec))
    print("---")

# hot loop: format every record with every formatter
sizes = [0] * len(formatters)
level_counts = {}
for rec in records:
    for j, f in enumerate(formatters):
        sizes[j] += len(f.format(rec))
    level_counts[rec.levelname] = level_counts.get(rec.levelname, 0) + 1
print(sizes)
print(sorted(level_counts.items()))

print("%(a)s %(a)r %(b)5.1f%% %(c)-4d| %(c)x %(c)o" % {"a": "val", "b": 42.25, "c": 255})
print("%(x)s and %%(x)s" % {"x": 1}, "%s" % ({"k": 1},), "%(k)s" % {"k": [1, 2]})
for bad_fmt, bad_args in [("%(missing)s", {"x": 1}), ("%(x)d", {"x": "str"}), ("%s %s", {"x": 1})]:
    try:
        print(bad_fmt % bad_args)
    except (KeyError, TypeError) as e:
        print(type(e).__name__, e)
for bad in ["{rec.nope}", "{d[nokey]}", "{msg:{bad}}"]:
    try:
        print(BraceFormatter(bad).format(records[0]))
    except (AttributeError, KeyError) as e:
        print(type(e).__name__, e)
