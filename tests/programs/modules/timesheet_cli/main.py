# A timesheet report tool: entries come from stdin (main.stdin), options from sys.argv (main.args), split over a small package.
import sys
from timesheet import options, records, render

try:
    opts, files = options.parse_args(sys.argv[1:])
except options.UsageError as e:
    print("usage error:", e)
    sys.exit(2)
print("options:", sorted(opts.items()), "extra:", files)

entries, errors = records.read(sys.stdin)
print(len(entries), "entries;", len(errors), "errors")
for err in errors:
    print("  " + err)
entries = [e for e in entries if e.day >= opts["since"]]

# expand with synthetic repeated weeks so the aggregation loop is hot
expanded = []
for week in range(40):
    for e in entries:
        expanded.append(records.Entry(e.day, e.person, e.project, e.hours * (1 + week % 3) / 2, e.note))
totals = {}
for e in expanded:
    key = getattr(e, opts["group"])
    totals[key] = totals.get(key, 0.0) + e.hours
rows = sorted(((k, h) for k, h in totals.items() if h >= opts["min_hours"]), key=lambda kv: (-kv[1], kv[0]))
if opts["top"]:
    rows = rows[:opts["top"]]
fmt = render.table if opts["format"] == "table" else render.csv
print(fmt(rows, opts["group"]))
print("csv view:")
print(render.csv(rows[:2], opts["group"]))
notes = [e.note for e in entries if e.note]
print(len(notes), notes[:3])

for bad in [["--group", "team"], ["--colour=red"], ["--top"]]:
    try:
        options.parse_args(bad)
    except options.UsageError as e:
        print("usage error:", e)
if errors:
    sys.exit(len(errors))
