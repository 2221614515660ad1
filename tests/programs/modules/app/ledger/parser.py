"""Turns input lines into Command objects."""
from .errors import ParseError, UnknownCommand
from .model import parse_amount

# command -> (min args, max args, indexes of amount arguments)
SPEC = {
    "open": (2, 3, (2,)),
    "deposit": (2, 3, (1,)),
    "withdraw": (2, 3, (1,)),
    "transfer": (3, 4, (2,)),
    "fee": (2, 2, (1,)),
    "interest": (1, 1, ()),
    "close": (1, 1, ()),
    "batch": (2, 2, ()),
    "report": (0, 1, ()),
    "audit": (0, 0, ()),
    "strict": (1, 1, ()),
}

lines_seen = 0
comments_seen = 0


class Command:
    def __init__(self, word, args, line):
        self.word = word
        self.args = args
        self.line = line

    def __repr__(self):
        return f"Command({self.word!r}, {self.args!r}, line={self.line})"

    def arg(self, i, default=None):
        if i < len(self.args):
            return self.args[i]
        return default


def tokenize(text):
    """Splits on blanks, keeping "double quoted" memos together."""
    tokens = []
    current = []
    quoted = False
    had_quote = False
    for ch in text:
        if ch == '"':
            quoted = not quoted
            had_quote = True
        elif ch in " \t" and not quoted:
            if current or had_quote:
                tokens.append("".join(current))
                current = []
                had_quote = False
        else:
            current.append(ch)
    if quoted:
        raise ParseError("unterminated quote")
    if current or had_quote:
        tokens.append("".join(current))
    return tokens


def parse_line(text, line):
    """A Command, or None for blank lines and comments."""
    global lines_seen, comments_seen
    lines_seen += 1
    stripped = text.strip()
    if not stripped or stripped.startswith("#"):
        if stripped:
            comments_seen += 1
        return None
    try:
        tokens = tokenize(stripped)
    except ParseError as e:
        e.line = line
        raise
    word = tokens[0].lower()
    args = tokens[1:]
    spec = SPEC.get(word)
    if spec is None:
        raise UnknownCommand(word, line)
    lo, hi, amounts = spec
    if not lo <= len(args) <= hi:
        want = str(lo) if lo == hi else f"{lo}-{hi}"
        raise ParseError(f"{word} takes {want} arguments, got {len(args)}", line)
    for i in amounts:
        if i < len(args):
            args[i] = parse_amount(args[i], line)
    if word in ("batch", "interest"):
        try:
            args = [int(a) for a in args]
        except ValueError:
            raise ParseError(f"{word} needs integers", line) from None
    return Command(word, args, line)


def read_commands(lines, on_error):
    """Yields the commands of `lines` (numbered from 1); bad lines go to on_error."""
    for number, text in enumerate(lines, start=1):
        try:
            cmd = parse_line(text, number)
        except ParseError as e:
            on_error(e)
            continue
        if cmd is not None:
            yield cmd
