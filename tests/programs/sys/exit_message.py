# A validator exiting with sys.exit("message"): status 1 and the message on stderr, after its report on stdout.
import sys


class Rule:
    def __init__(self, name, check, message):
        self.name = name
        self.check = check
        self.message = message


RULES = [
    Rule("length", lambda s: 3 <= len(s) <= 12, "must be 3-12 characters"),
    Rule("start", lambda s: s[:1].isalpha(), "must start with a letter"),
    Rule("chars", lambda s: all(c.isalnum() or c == "_" for c in s), "only letters, digits, _"),
    Rule("case", lambda s: s == s.lower(), "must be lower case"),
]


def validate(name):
    return [rule.name for rule in RULES if not rule.check(name)]


args = sys.argv[1:]
print("checking", len(args), "names")
failures = {}
for name in args:
    broken = validate(name)
    if broken:
        failures[name] = broken
    print(f"{name!r:16} {'ok' if not broken else ','.join(broken)}")

generated = ["user%d" % i for i in range(300)] + ["User%d" % i for i in range(0, 300, 7)]
bad_generated = sum(1 for g in generated if validate(g))
print("generated", len(generated), "bad", bad_generated)
by_rule = {}
for broken in failures.values():
    for rule in broken:
        by_rule[rule] = by_rule.get(rule, 0) + 1
print(sorted(by_rule.items()))
sys.stdout.flush()
if failures:
    worst = max(failures, key=lambda n: (len(failures[n]), n))
    sys.exit("error: %d invalid name(s), worst %r" % (len(failures), worst))
print("all valid")
