# A dict subclass with attribute access through __getattr__, nested trees built with super().__setitem__, and a list subclass of rows.
class AttrDict(dict):
    def __getattr__(self, name):
        try:
            return self[name]
        except KeyError:
            raise AttributeError(name) from None

    def __setitem__(self, key, value):
        if isinstance(value, dict) and not isinstance(value, AttrDict):
            value = AttrDict.wrap(value)
        super().__setitem__(key, value)

    @classmethod
    def wrap(cls, mapping):
        node = cls()
        for key, value in mapping.items():
            node[key] = value
        return node

    def flatten(self, prefix=""):
        out = []
        for key in sorted(self):
            value = self[key]
            if isinstance(value, AttrDict):
                out.extend(value.flatten(prefix + key + "."))
            else:
                out.append((prefix + key, value))
        return out


class Rows(list):
    def where(self, **conditions):
        return Rows(r for r in self if all(r.get(k) == v for k, v in conditions.items()))

    def column(self, name):
        return [r[name] for r in self]

    def order_by(self, name):
        result = Rows(self)
        result.sort(key=lambda r: (r[name], r["id"]))
        return result


config = AttrDict.wrap({"server": {"host": "localhost", "port": 8080, "tls": {"on": False}},
                        "workers": 4})
config["cache"] = {"size": 128, "ttl": {"seconds": 30}}
print(config.server.host, config.server.port, config.server.tls.on, config.cache.ttl.seconds)
print(type(config.cache).__name__, type(config.cache.ttl).__name__, config.flatten())
print(config == {"server": {"host": "localhost", "port": 8080, "tls": {"on": False}},
                 "workers": 4, "cache": {"size": 128, "ttl": {"seconds": 30}}})
try:
    config.database
except AttributeError as e:
    print("AttributeError:", e)
print(getattr(config, "workers"), hasattr(config, "nope"), "server" in config, len(config))
print(sorted(config.keys()), config.get("workers"))

rows = Rows()
teams = ["red", "blue", "green"]
for i in range(240):
    rows.append(AttrDict(id=i, team=teams[i % 3], score=(i * 29) % 100, active=(i % 4 != 0)))
print(len(rows), rows[5].team, rows[5].score, isinstance(rows, list))
reds = rows.where(team="red", active=True)
print(type(reds).__name__, len(reds), sum(reds.column("score")))
top = rows.order_by("score")[-3:]
print([(r.id, r.score) for r in top], type(top).__name__)
by_team = AttrDict()
for r in rows:
    if r.team not in by_team:
        by_team[r.team] = Rows()
    by_team[r.team].append(r.score)
print({k: (len(v), max(v)) for k, v in by_team.items()})
print(by_team.green[:5], sorted(by_team.blue)[:3], by_team.red == rows.where(team="red").column("score"))
slim = Rows(rows[:4])
slim += rows[4:6]
print(len(slim), [r.id for r in slim], slim[1:3] == rows[1:3])
