# str.partition / rpartition / split and int() of strs: the parts, which objects
# come back as they were given, and int()'s short decimal path beside its general one.

line = "ts=120 svc=db lvl=WARN ms=37 user=u12"
sep = "="
for part in line.split(" "):
    key, found, value = part.partition(sep)
    print(key, found is sep, value, part.rpartition("="))

word = "nosep"
head, mid, tail = word.partition("=")
print(head is word, mid == "", tail == "", word.rpartition("=")[2] is word)
print("a==b".partition("=="), "a==b".rpartition("="), "=".partition("="))
try:
    "abc".partition("")
except ValueError as e:
    print("ValueError:", e)
try:
    "abc".partition(1)
except TypeError as e:
    print("TypeError:", e)

print("a,b,,c".split(","), ",".split(","), "".split(","), "".split())
print("  a  b c ".split(), "a b c".split(" ", 1), "a b c".rsplit(" ", 1), "a--b--c".split("--"))

for text in ["0", "-0", "+5", "007", " 12 ", "1_000", "123456789012345678", "-123456789012345678",
             "1234567890123456789", "99999999999999999999999", "12\n"]:
    print(repr(text), int(text))
for bad in ["", "-", "+", "-+1", "12a", "1__0", "_1", "0x10", " ", "1 2", "1234567890123456789x"]:
    try:
        int(bad)
    except ValueError as e:
        print("ValueError:", e)
print(int("0x10", 16), int("ff", 16), int("0o17", 0), int("10", 2), int("z", 36))
total = 0
for k in range(2000):
    total += int(str(k * 7919 - 5000))
print(total)
