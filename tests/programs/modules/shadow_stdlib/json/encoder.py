def dumps(value):
    """A tiny JSON encoder for ints, strs, lists and dicts."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return '"' + value.replace('"', '\\"') + '"'
    if isinstance(value, list):
        return "[" + ", ".join(dumps(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(dumps(k) + ": " + dumps(v) for k, v in value.items()) + "}"
    raise TypeError(f"cannot encode {type(value).__name__}")
