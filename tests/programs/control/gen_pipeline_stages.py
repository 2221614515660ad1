# A generator pipeline (source -> parse -> filter -> sliding window -> batch), closed stage by stage early so every finally runs in order.
log = []


def source(n):
    try:
        for i in range(n):
            yield f"{i},{(i * 37) % 101},{'ok' if i % 7 else 'err'}"
    finally:
        log.append("source closed")


def parse(lines):
    try:
        for line in lines:
            idx, val, status = line.split(",")
            yield int(idx), int(val), status
    finally:
        log.append("parse closed")


def only_ok(rows):
    dropped = 0
    try:
        for row in rows:
            if row[2] == "ok":
                yield row
            else:
                dropped += 1
    finally:
        log.append(f"filter closed after dropping {dropped}")


def window(rows, size):
    buf = []
    try:
        for r in rows:
            buf.append(r[1])
            if len(buf) > size:
                buf.pop(0)
            if len(buf) == size:
                yield r[0], sum(buf) / size
    finally:
        log.append("window closed")


def batches(items, n):
    batch = []
    for it in items:
        batch.append(it)
        if len(batch) == n:
            yield batch
            batch = []
    if batch:
        yield batch


# full run
total = 0
count = 0
for idx, avg in window(only_ok(parse(source(500))), 5):
    total += avg
    count += 1
print(count, round(total, 3))
print(log)
log.clear()

# early stop: close each stage explicitly, outermost first (we hold a reference to each)
src = source(10 ** 6)
parsed = parse(src)
filtered = only_ok(parsed)
pipe = window(filtered, 3)
seen = []
for idx, avg in pipe:
    seen.append((idx, round(avg, 2)))
    if idx >= 400:
        break
print(len(seen), seen[:3], seen[-1])
for stage in (pipe, filtered, parsed, src):
    stage.close()
print(log)
pipe.close()
print(next(pipe, "exhausted"))
log.clear()

# batches of a generator expression over the pipeline
gen = (v for _, v, _ in parse(source(23)))
sizes = [(len(b), sum(b)) for b in batches(gen, 5)]
print(sizes, log)

# generator expressions chained lazily; only as much work as needed
calls = []


def noisy(n):
    for i in range(n):
        calls.append(i)
        yield i


evens = (x * x for x in noisy(1000) if x % 2 == 0)
firsts = [next(evens) for _ in range(4)]
print(firsts, len(calls))
rest = sum(evens)
print(rest, len(calls), next(evens, None))
