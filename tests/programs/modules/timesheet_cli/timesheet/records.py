class Entry:
    __slots__ = ("day", "person", "project", "hours", "note")

    def __init__(self, day, person, project, hours, note):
        self.day, self.person, self.project, self.hours, self.note = day, person, project, hours, note


def parse_hours(text):
    text = text.strip().lower()
    if text.endswith("h"):
        return float(text[:-1])
    if text.endswith("m"):
        return int(text[:-1]) / 60
    h, _, m = text.partition(":")
    return int(h) + int(m or 0) / 60


def read(lines):
    entries, errors = [], []
    for n, line in enumerate(lines, 1):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        parts = line.split(None, 4)
        if len(parts) < 4:
            errors.append(f"line {n}: too few fields")
            continue
        try:
            hours = parse_hours(parts[3])
        except ValueError:
            errors.append(f"line {n}: bad duration {parts[3]!r}")
            continue
        entries.append(Entry(parts[0], parts[1], parts[2], hours, parts[4] if len(parts) > 4 else ""))
    return entries, errors
