from . import loaded
from .. import strings

loaded.append("table")
WIDTH = 14


def render(rows, header):
    lines = [" ".join(h.upper().ljust(WIDTH) for h in header)]
    for row in rows:
        lines.append(" ".join(str(c).ljust(WIDTH) for c in row))
    return "\n".join(line.rstrip() for line in lines)
