# int() and float() read decimal digits of any script (Arabic-Indic, Devanagari,
# fullwidth, mathematical bold) and trim whitespace (not the ASCII information
# separators, which str.isspace accepts); str.isdecimal accepts exactly those
# digits.

texts = [
    "٣٤",  # Arabic-Indic
    " ٣٤\u2003",  # an em space after
    "-१२३",  # Devanagari, signed
    "１２３",  # fullwidth
    "\U0001d7ce\U0001d7d7",  # mathematical bold 0 and 9
    "\U0001d7e2\U0001d7e3",  # mathematical sans-serif 0 and 1: another run of ten
    "۱_۰۰۰",  # Extended Arabic-Indic, with an underscore
]
for t in texts:
    print(ascii(t), int(t), int(t, 16) if "_" not in t else "-", float(t.replace("_", "")))

print(float("٣.٥"), float("-١e٣"), float("\u2003٢.٥\u2003"))
print(int("٣٤", 0), int("٧", 8))

for bad in ["٣x", "٣ ٤", "½", "²", "٣.٥", "\x1c42", "\x1c٤٢"]:
    try:
        print(int(bad))
    except ValueError as e:
        print("ValueError:", ascii(str(e)))
for bad in ["٣x", "½", "1_٣_"]:
    try:
        print(float(bad))
    except ValueError as e:
        print("ValueError:", ascii(str(e)))

for s in ["٣٤", "123", "１２", "\U0001d7ce", "½", "²", "", "12a", "Ⅻ"]:
    print(ascii(s), s.isdecimal())

total = 0
for i in range(2000):
    total += int("٣٤") + int(str(i))
print(total)
