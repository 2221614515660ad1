# A lookup layer translating KeyError with `raise ... from None`; the final uncaught error hides its context.
class UnknownUser(LookupError):
    def __init__(self, user_id):
        super().__init__("unknown user id %d" % user_id)
        self.user_id = user_id


class Directory:
    def __init__(self):
        self.users = {}
        self.misses = 0

    def add(self, user_id, name):
        self.users[user_id] = name

    def name_of(self, user_id):
        try:
            return self.users[user_id]
        except KeyError:
            self.misses += 1
            raise UnknownUser(user_id) from None


def initials(directory, ids):
    out = []
    for user_id in ids:
        try:
            name = directory.name_of(user_id)
        except UnknownUser as e:
            out.append("?%d" % e.user_id)
            continue
        out.append("".join(part[0] for part in name.split()))
    return out


d = Directory()
first = ["Ada", "Alan", "Grace", "Edsger", "Barbara"]
last = ["Lovelace", "Turing", "Hopper", "Dijkstra", "Liskov"]
for i in range(0, 400, 3):
    d.add(i, first[i % 5] + " " + last[(i // 5) % 5])
result = initials(d, range(400))
print(len(result), result[:10])
print(d.misses, sum(1 for r in result if r.startswith("?")))

try:
    d.name_of(1)
except UnknownUser as e:
    print(e, e.__cause__, e.__suppress_context__, type(e.__context__).__name__)
    print(isinstance(e, LookupError), isinstance(e, KeyError))

try:
    try:
        d.name_of(2)
    except UnknownUser as e:
        raise ValueError("wrapped") from e
except ValueError as e:
    print(e, "<-", e.__cause__, e.__cause__.__suppress_context__)


def report(directory, user_id):
    try:
        return directory.name_of(user_id)
    except UnknownUser as e:
        raise RuntimeError("report failed for %d" % e.user_id) from None


print(report(d, 9))
report(d, 10)
