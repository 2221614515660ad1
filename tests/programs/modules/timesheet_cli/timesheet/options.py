class UsageError(Exception):
    pass


DEFAULTS = {"group": "person", "min_hours": 0.0, "format": "table", "since": "0000-00-00", "top": None}


def parse_args(argv):
    opts = dict(DEFAULTS)
    rest = []
    i = 0
    while i < len(argv):
        arg = argv[i]
        if arg.startswith("--"):
            key, eq, value = arg[2:].partition("=")
            key = key.replace("-", "_")
            if key not in DEFAULTS:
                raise UsageError(f"unknown option --{arg[2:]}")
            if not eq:
                i += 1
                if i >= len(argv):
                    raise UsageError(f"--{key} needs a value")
                value = argv[i]
            if key == "min_hours":
                value = float(value)
            elif key == "top":
                value = int(value)
            elif key == "group" and value not in ("person", "project", "day"):
                raise UsageError(f"cannot group by {value!r}")
            opts[key] = value
        else:
            rest.append(arg)
        i += 1
    return opts, rest
