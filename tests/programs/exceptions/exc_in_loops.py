# raise/catch inside hot loops with int and float accumulators updated in try, except and
# finally; KeyError, ValueError, IndexError, AttributeError, ZeroDivisionError from operations.
def dict_lookups(n):
    d = {i: i * i for i in range(0, 50, 3)}
    hits = 0
    misses = 0
    total = 0
    ftotal = 0.0
    for i in range(n):
        k = i % 50
        try:
            total += d[k]
            hits += 1
            ftotal += 0.5
        except KeyError as e:
            misses += 1
            total -= e.args[0]
            ftotal -= 0.25
        finally:
            ftotal *= 1.0
    return hits, misses, total, ftotal


print(dict_lookups(300))
print(dict_lookups(5000))


def parse_all(words):
    good = 0
    bad = 0
    acc = 0
    facc = 0.0
    for w in words:
        try:
            v = int(w)
            acc += v
            good += 1
        except ValueError:
            bad += 1
            try:
                facc += float(w)
            except ValueError:
                facc -= 1.0
        else:
            facc += 0.125
        finally:
            acc += 1
    return good, bad, acc, facc


words = ["12", "x", "-7", "3.5", "", "0", "1e3", "nan?", " 42 ", "0x10", "1_000", "inf"]
print(parse_all(words))
print(parse_all(words * 250))


def index_walk(data, n):
    s = 0
    oob = 0
    for i in range(n):
        try:
            s += data[i % (len(data) + 3)]
        except IndexError:
            oob += 1
            s -= 1
    return s, oob


print(index_walk([5, 6, 7, 8], 300), index_walk(list(range(10)), 4000))


class WithX:
    def __init__(self, x):
        self.x = x


class WithoutX:
    pass


def attrs(objs, n):
    found = 0
    missing = 0
    acc = 0.0
    for i in range(n):
        o = objs[i % len(objs)]
        try:
            acc += o.x
            found += 1
        except AttributeError:
            missing += 1
            acc -= 0.5
    return found, missing, acc


print(attrs([WithX(1), WithoutX(), WithX(2.5), WithX(-3)], 300))
print(attrs([WithoutX(), WithoutX(), WithX(0.75)], 3000))


def divide_all(n):
    qsum = 0
    fsum = 0.0
    zeros = 0
    finals = 0
    for i in range(n):
        d = i % 7 - 3
        try:
            qsum += 1000 // d
            fsum += 1.0 / d
        except ZeroDivisionError:
            zeros += 1
            continue
        finally:
            finals += 1
        qsum += 1
    return qsum, zeros, finals, fsum == fsum, round(fsum, 6)


print(divide_all(300))
print(divide_all(7000))


# nested loops: inner loop broken by an exception caught outside the inner loop
def grid(n):
    broken_at = []
    cells = 0
    for r in range(n):
        try:
            for c in range(n):
                if (r * c) % 11 == 10:
                    raise StopIteration((r, c))
                cells += 1
        except StopIteration as e:
            broken_at.append(e.args[0])
    return cells, len(broken_at), broken_at[:5]


print(grid(20))
print(grid(60)[:2])


# while loop whose condition and body both raise at times
def countdown(start):
    x = start
    steps = 0
    errors = 0
    while True:
        try:
            if x == 0:
                break
            steps += 100 // (x % 5)
        except ZeroDivisionError:
            errors += 1
        finally:
            x -= 1
    return steps, errors, x


print(countdown(300), countdown(3001))

# mixed accumulators updated in all three clauses
state = {"try": 0, "exc": 0, "fin": 0}
vals = [3, "a", None, 2.5, [1], 0, -4, {}]
total = 0.0
for i in range(300):
    v = vals[i % len(vals)]
    try:
        total += 10 / v
        state["try"] += 1
    except TypeError:
        state["exc"] += 1
        total += 0.5
    except ZeroDivisionError:
        state["exc"] += 100
    finally:
        state["fin"] += 1
print(state, round(total, 6))
