# A config loader wrapping low-level errors with `raise ... from e`; chains walked; ends with an uncaught chained error.
class ConfigError(Exception):
    def __init__(self, key, reason):
        super().__init__(f"{key}: {reason}")
        self.key = key
        self.reason = reason


class MissingKey(ConfigError):
    pass


def parse_value(raw):
    if raw.startswith("0x"):
        return int(raw[2:], 16)
    if raw in ("true", "false"):
        return raw == "true"
    return int(raw)


def load(lines, required):
    config = {}
    for line in lines:
        key, raw = line.split("=", 1)
        try:
            config[key] = parse_value(raw)
        except ValueError as e:
            raise ConfigError(key, "bad value " + repr(raw)) from e
    for key in required:
        try:
            config[key]
        except KeyError:
            raise MissingKey(key, "required") from None
    return config


def chain(e):
    names = []
    while e is not None:
        names.append(type(e).__name__)
        e = e.__cause__ if e.__cause__ is not None else (None if e.__suppress_context__ else e.__context__)
    return names


cases = [
    (["a=1", "b=0x1f", "c=true"], ["a"]),
    (["a=1", "b=zz"], []),
    (["a=1"], ["a", "port"]),
    (["a=0xgg"], []),
]
ok = 0
for round_ in range(60):
    for lines, required in cases:
        try:
            cfg = load(lines, required)
            ok += 1
            if round_ == 0:
                print("loaded", sorted(cfg.items()))
        except MissingKey as e:
            if round_ == 0:
                print("missing", e.key, chain(e), e.__context__ is not None, e.__suppress_context__)
        except ConfigError as e:
            if round_ == 0:
                print("config", e, chain(e), type(e.__cause__).__name__, e.__cause__ is e.__context__)
print("ok", ok)

try:
    load(["x=1"], ["y"])
except ConfigError as e:
    print(repr(e.__cause__), type(e.__context__).__name__, e.args)


def startup():
    try:
        return load(["port=http"], ["port"])
    except ConfigError as e:
        raise RuntimeError("startup failed") from e


startup()
