# A CSV-ish parser with quoted fields and doubled quotes, plus key=value and path parsing with split/rsplit(sep=, maxsplit=) keywords.
DATA = '''id,name,city,amount,note
1,"Smith, John",Berlin,12.50,"said ""hi"""
2,Ann,"New York",7,
3,"O'Neil",Paris,-3.25,"multi, comma, field"
4,Bob,,100,plain
'''


def parse_line(line, sep=","):
    fields = []
    cur = []
    i = 0
    quoted = False
    while i < len(line):
        ch = line[i]
        if quoted:
            if ch == '"':
                if i + 1 < len(line) and line[i + 1] == '"':
                    cur.append('"')
                    i += 1
                else:
                    quoted = False
            else:
                cur.append(ch)
        elif ch == '"':
            quoted = True
        elif ch == sep:
            fields.append("".join(cur))
            cur = []
        else:
            cur.append(ch)
        i += 1
    if quoted:
        raise ValueError("unterminated quote in %r" % line)
    fields.append("".join(cur))
    return fields


def quote(field):
    if any(c in field for c in ',"\n'):
        return '"' + field.replace('"', '""') + '"'
    return field


lines = DATA.splitlines()
header = parse_line(lines[0])
rows = [dict(zip(header, parse_line(l))) for l in lines[1:]]
for r in rows:
    print(r)
print("total", sum(float(r["amount"]) for r in rows))
print("cities", [r["city"] or "?" for r in rows])
for r in rows:
    print(",".join(quote(r[h]) for h in header))

# split / rsplit with keyword arguments
spec = "db.host=localhost:5432 db.user=admin  retries=3 path=/var/lib/app=data"
for item in spec.split():
    key, value = item.split("=", maxsplit=1)
    section, _, name = key.rpartition(".")
    print(repr(section), name, value.rsplit(sep=":", maxsplit=1))
print("a b  c   d".split(maxsplit=2), "a b  c   d".rsplit(maxsplit=2))
print("x,y,,z".split(sep=","), "x,y,,z".rsplit(",", 1), "  lead trail  ".split(None, 1))
print("/usr/local/lib/python3.11/site.py".rsplit("/", maxsplit=2))
print("one".split(",", maxsplit=0), "".split(","), "".split(), "a,b".split(",", -1))

# round trip many generated rows (hot loop)
made = []
for i in range(300):
    fields = [str(i), "name %d" % i, 'q"%d"' % (i % 7), "a,b" if i % 3 == 0 else "ab", "%.2f" % (i / 8)]
    made.append(",".join(quote(f) for f in fields))
ok = 0
commas = 0
total = 0.0
for i, line in enumerate(made):
    parsed = parse_line(line)
    if parsed[0] == str(i) and parsed[2] == 'q"%d"' % (i % 7):
        ok += 1
    commas += parsed[3].count(",")
    total += float(parsed[4])
print(ok, commas, total, made[3], made[298])

for bad in ['1,"open', 'fine,"closed"']:
    try:
        print(parse_line(bad))
    except ValueError as e:
        print("ValueError:", e)
