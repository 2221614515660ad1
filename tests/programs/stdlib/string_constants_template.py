import string
from string import Template

for name in ["ascii_letters", "ascii_lowercase", "ascii_uppercase", "digits", "hexdigits", "octdigits", "punctuation", "printable", "whitespace"]:
    v = getattr(string, name)
    print(name.ljust(16), len(v), repr(v))
print(string.capwords("hello   wORLD  foo"), "|", string.capwords(" a-b c_d ", "-"), "|", string.capwords(""), "|", string.capwords("x\ty\nz"))

def caesar(s, k):
    lo, up = string.ascii_lowercase, string.ascii_uppercase
    table = str.maketrans(lo + up, lo[k:] + lo[:k] + up[k:] + up[:k])
    return s.translate(table)
msg = "The Quick Brown Fox, 2024!"
for k in [1, 3, 13, 25]:
    enc = caesar(msg, k)
    print(k, enc, caesar(enc, 26 - k) == msg)
print("".join(c for c in "a1!b2@c3#" if c in string.digits), "".join(c for c in msg if c not in string.punctuation))
print(all(c in string.printable for c in msg), [c for c in "x\x00\ty" if c not in string.printable])
print(int("ff", 16), all(c in string.hexdigits for c in "DeadBeef"), set(string.octdigits) < set(string.digits))

print("--- Template")
t = Template("$who likes $what; ${who}s friend pays $$5 for ${what}!")
print(t.substitute(who="tim", what="kung pao"))
print(t.substitute({"who": "ann", "what": "tea"}))
print(t.substitute({"who": "x"}, what="override"))
print(t.safe_substitute(who="bob"))
print(Template("$a $b ${c}").safe_substitute({"a": 1}, c=3))
print(t.template)
for bad_t, kw in [("$who and $missing", {"who": 1}), ("${unclosed", {}), ("$ 5", {}), ("cost $", {}), ("$1abc", {})]:
    try:
        print(Template(bad_t).substitute(**kw))
    except KeyError as e:
        print("KeyError", e)
    except ValueError as e:
        print("ValueError", e)
print(Template("${unclosed").safe_substitute(), Template("$ 5").safe_substitute(), Template("end $").safe_substitute())
print(Template("$a$b$c").substitute(a=1, b=2.5, c=[3]), Template("$_x_1 $x").substitute(_x_1="u", x="v"))
print(Template("$ü").safe_substitute({"ü": 1}), Template("${a}b $ab").safe_substitute(a="A", ab="AB"))
print(Template("x").is_valid(), Template("$a ${b} $$").is_valid(), Template("${").is_valid(), Template("$a $b ${a} $c").get_identifiers())

class Pct(Template):
    delimiter = "%"
print(Pct("%name is %age years, 100%% sure").substitute(name="Ann", age=30))
class Braces(Template):
    delimiter = "#"
    idpattern = r"[a-z]+"
print(Braces("#abc #ABC #{x}").safe_substitute(abc=1, x=2, ABC=3))

report = Template("""Report for $name
  items:  $count
  total:  $$$total
  status: ${status}ok""")
for row in [("alpha", 3, "12.50", "all "), ("beta", 0, "0.00", "not "), ("gamma", 12, "1,024.99", "")]:
    print(report.substitute(name=row[0], count=row[1], total=row[2], status=row[3]))
mapping = {"animal": "cat", "sound": "meow"}
lines = [Template(s).safe_substitute(mapping) for s in ["The $animal says $sound", "$animal$animal", "${animal}s ${sound}s", "$unknown $animal"]]
print(lines)
print("--- str.format bits with constants")
for i, ch in enumerate(string.ascii_uppercase[:6]):
    print(f"{i:>2}|{ch:^5}|{ord(ch):#06x}|{string.ascii_lowercase[-1 - i]}")
print("{:*^30}".format(" done "))
