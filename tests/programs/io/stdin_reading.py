import sys

first = sys.stdin.readline()
print("first:", repr(first))
second = input()
print("second via input():", repr(second))
print("partial:", repr(sys.stdin.readline(4)))
rest_of_line = sys.stdin.readline()
print("rest:", repr(rest_of_line))
count = 0
words = 0
for line in sys.stdin:
    count += 1
    words += len(line.split())
    if line.startswith("STOP"):
        break
print(count, "lines,", words, "words")
remaining = sys.stdin.read()
print("remaining:", repr(remaining))
print("after end:", repr(sys.stdin.readline()), repr(sys.stdin.read()))
try:
    input()
except EOFError as e:
    print("EOFError", e)
