# The string module: character constants, capwords and Template substitution.
import string
from string import Template

for name in ["ascii_lowercase", "ascii_uppercase", "ascii_letters", "digits",
             "hexdigits", "octdigits", "punctuation", "whitespace", "printable"]:
    value = getattr(string, name)
    print("%-16s %3d %r" % (name, len(value), value))

def classify(text):
    counts = {"lower": 0, "upper": 0, "digit": 0, "punct": 0, "space": 0, "other": 0}
    for ch in text:
        if ch in string.ascii_lowercase:
            counts["lower"] += 1
        elif ch in string.ascii_uppercase:
            counts["upper"] += 1
        elif ch in string.digits:
            counts["digit"] += 1
        elif ch in string.punctuation:
            counts["punct"] += 1
        elif ch in string.whitespace:
            counts["space"] += 1
        else:
            counts["other"] += 1
    return counts
print(classify("Hello, World! 2024 is here.\tCafé"))

def caesar(text, shift):
    lower = string.ascii_lowercase
    upper = string.ascii_uppercase
    out = []
    for ch in text:
        if ch in lower:
            out.append(lower[(lower.index(ch) + shift) % 26])
        elif ch in upper:
            out.append(upper[(upper.index(ch) + shift) % 26])
        else:
            out.append(ch)
    return "".join(out)
secret = caesar("Attack at Dawn, 5 AM!", 3)
print(secret, caesar(secret, -3))

def is_hex(s):
    return len(s) > 0 and all(c in string.hexdigits for c in s)
print([is_hex(s) for s in ["ff00", "FFZ", "", "0123456789abcdefABCDEF", "0x1"]])
print([int(s, 8) for s in ["17", "777"] if all(c in string.octdigits for c in s)])

for text in ["hello world", "  many   spaces here  ", "ALREADY UPPER", "mIxEd cAsE", "o'reilly's book", "", "tab\tseparated\nlines"]:
    print(repr(string.capwords(text)), repr(string.capwords(text, " ")))
print(string.capwords("a-b-c-d", "-"), string.capwords("x::y::z", "::"), string.capwords("one,two", ","))

# Template: $name, ${name}, $$.
letter = Template("Dear $name,\nYour order #${order}A ships on $date. Total: $$$total.\n")
print(letter.substitute(name="Ada", order=1042, date="Mon", total="19.99"))
print(letter.substitute({"name": "Bo", "order": 7, "date": "Tue", "total": 5}, total="6.50"))
print(letter.safe_substitute(name="Cy"))
print(letter.get_identifiers(), letter.is_valid())
try:
    letter.substitute(name="Dee")
except KeyError as e:
    print("KeyError:", e)

for text in ["cost: $", "$5 off", "ok ${name} ok", "${name", "two\nlines $ here", "${}", "$$name", "$name$name", "$_under_9x", "$a.b ${b}c"]:
    t = Template(text)
    try:
        result = repr(t.substitute(name="N", a="A", b="B", _under_9x="U"))
    except ValueError as e:
        result = "ValueError: %s" % e
    print("%-22r -> %s | safe=%r valid=%s ids=%s" % (text, result, t.safe_substitute(a="A"), t.is_valid(), t.get_identifiers()))

class PercentTemplate(Template):
    delimiter = "%"
pt = PercentTemplate("%who owes %amount (100%% sure) %{who}!")
print(pt.substitute(who="Sam", amount="$5"), pt.get_identifiers())
print(PercentTemplate("50%").safe_substitute(), Template("$x").template)

# A tiny report using templates in a loop.
row = Template("| ${item} | ${qty} x ${price} = ${total} |")
items = [("pen", 3, 1.25), ("pad", 2, 4.5), ("ink", 10, 0.3)]
grand = 0
for item, qty, price in items:
    total = round(qty * price, 2)
    grand += total
    print(row.substitute(item=item.ljust(4), qty=qty, price=price, total=total))
print(Template("Grand total: $g").substitute(g=round(grand, 2)))
