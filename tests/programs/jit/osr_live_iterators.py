# On-stack replacement with live iterators: long loops in one call are entered in
# compiled code at their headers, with range and list iterators (and the values
# of enclosing loops) taken over mid-iteration from the interpreter frame.


def range_sum(n):
    total = 0
    for i in range(n):
        total += i * 3 - (i % 7)
    return total


def nested(rows, cols):
    acc = []
    for r in range(rows):
        line = 0
        for c in range(cols):
            line += (r + 1) * (c ^ r)
        acc.append(line)
    return acc


def over_list(items):
    best = None
    count = 0
    for x in items:
        if best is None or x > best:
            best = x
        if x % 3 == 0:
            count += 1
    return best, count


def stepped(lo, hi, step):
    seen = 0
    last = None
    for k in range(lo, hi, step):
        seen += 1
        last = k
    return seen, last


def while_then_for(n):
    i = 0
    s = 0
    while i < n:
        s += i & 255
        i += 1
    for j in range(n // 2):
        s -= j % 11
    return s


def float_accumulate(n):
    x = 0.0
    for i in range(n):
        x += i * 0.5
        if i == n // 2:
            x = x / 3
    return x


print(range_sum(20000))
print(nested(3, 5000))
print(over_list([(i * 7919) % 10007 for i in range(12000)]))
print(stepped(10, 50000, 7), stepped(5000, -5000, -3), stepped(0, 0, 1))
print(while_then_for(30000))
print(float_accumulate(9001))
