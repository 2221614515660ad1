# dict subclasses: a counter with __missing__, a case-insensitive dict via super().__setitem__/__getitem__.
class Tally(dict):
    def __missing__(self, key):
        return 0

    def add(self, key, n=1):
        self[key] += n

    def top(self, n):
        return sorted(self.items(), key=lambda kv: (-kv[1], kv[0]))[:n]

    def __add__(self, other):
        result = Tally(self)
        for key, value in other.items():
            result[key] += value
        return result


class CaseInsensitive(dict):
    def __init__(self, pairs=()):
        super().__init__()
        for key, value in pairs:
            self[key] = value

    def __setitem__(self, key, value):
        super().__setitem__(key.lower(), value)

    def __getitem__(self, key):
        return super().__getitem__(key.lower())

    def __contains__(self, key):
        return super().__contains__(key.lower())

    def get(self, key, default=None):
        return super().get(key.lower(), default)


text = "the cat and the hat and the bat sat on the mat with a cat"
tally = Tally()
for i in range(300):
    for word in text.split()[i % 5: i % 5 + 4]:
        tally.add(word)
print(tally.top(4), len(tally), tally["zebra"], "zebra" in tally)
print(tally.get("zebra"), tally.get("cat"), isinstance(tally, dict))
other = Tally(cat=5, dog=2)
both = tally + other
print(type(both).__name__, both["dog"], both["cat"], both["missing"])
print(sorted(other), other == {"cat": 5, "dog": 2}, {"cat": 5, "dog": 2} == other)
other.update({"eel": 1}, fox=3)
print(other, repr(other))
print(list(other.keys()), list(other.values()), other.pop("eel"), other.setdefault("gnu", 9))
print(dict(other), len(other), {k: v * 2 for k, v in other.items()})
del other["cat"]
print(other, "cat" in other, other["cat"])

headers = CaseInsensitive([("Content-Type", "text/html"), ("X-Count", "3")])
headers["ACCEPT"] = "*/*"
print(headers, len(headers))
print(headers["content-type"], headers["Accept"], "x-COUNT" in headers, headers.get("X-Missing", "none"))
lookups = 0
names = ["Content-Type", "CONTENT-TYPE", "accept", "X-Count", "x-count"]
for i in range(250):
    if names[i % 5] in headers:
        lookups += len(headers[names[i % 5]])
print(lookups)
try:
    headers["Nope"]
except KeyError as e:
    print("KeyError", e)
print(sorted(headers.items()), list(headers) == ["content-type", "x-count", "accept"])
copy = dict(headers)
print(type(copy).__name__, copy == headers, headers.copy() == copy, type(headers.copy()).__name__)
for key in headers:
    headers[key.upper()] = headers[key] + "!"
print(headers)
