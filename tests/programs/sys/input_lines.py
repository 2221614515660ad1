# A line-oriented filter: reads commands from standard input until EOF.
import sys

totals = {}
order = []
count = 0
name = input("who? ")
print("hello", name)
while True:
    try:
        line = input()
    except EOFError as e:
        print("end of input:", e)
        break
    count += 1
    parts = line.split()
    if not parts:
        continue
    if parts[0] == "add" and len(parts) == 3:
        key, amount = parts[1], int(parts[2])
        if key not in totals:
            order.append(key)
        totals[key] = totals.get(key, 0) + amount
    elif parts[0] == "show":
        for key in order:
            print(key, totals[key])
    elif parts[0] == "quit":
        print("bye after", count, "lines")
        sys.exit(0)
    else:
        print("bad line:", repr(line))
print("lines:", count)
for key in order:
    print(key, totals[key], flush=True)
