# Ackermann function for small arguments (deep-ish recursion)
def ack(m, n):
    if m == 0:
        return n + 1
    if n == 0:
        return ack(m - 1, 1)
    return ack(m - 1, ack(m, n - 1))

for m in range(3):
    for n in range(4):
        print(ack(m, n), end=' ')
    print()
print(ack(2, 3), ack(3, 3))
