# A bank ledger driven by commands on standard input (see main.stdin), split over
# the `ledger` package: errors, model, parser, engine and report modules.
# Options (main.args): --top N, --verbose, --strict, --months N, --quiet-errors.
# Exits with the code of the last error raised (or 0 when there was none).
import sys
import ledger
import ledger.report
from ledger import engine, parser as lparser
from ledger import errors as lerrors
from ledger.errors import LedgerError, ParseError
from ledger.model import fmt


USAGE = "usage: main.py [--top N] [--verbose] [--strict] [--months N] [--quiet-errors]"


def parse_options(argv):
    opts = {"top": 3, "verbose": False, "strict": False, "months": 1, "quiet": False}
    i = 0
    while i < len(argv):
        arg = argv[i]
        if arg in ("--top", "--months"):
            if i + 1 >= len(argv) or not argv[i + 1].isdigit():
                print(USAGE)
                sys.exit(2)
            opts[arg[2:]] = int(argv[i + 1])
            i += 2
            continue
        if arg == "--verbose":
            opts["verbose"] = True
        elif arg == "--strict":
            opts["strict"] = True
        elif arg == "--quiet-errors":
            opts["quiet"] = True
        else:
            print(USAGE)
            sys.exit(2)
        i += 1
    return opts


def read_lines():
    lines = []
    while True:
        try:
            lines.append(input())
        except EOFError:
            return lines


def event_counter():
    counts = {}

    def on_event(event, details):
        counts[event] = counts.get(event, 0) + 1

    return counts, on_event


def main():
    opts = parse_options(sys.argv[1:])
    print(f"ledger {ledger.version_string()} (loaded: {', '.join(ledger.loaded)})")
    print("options:", ", ".join(f"{k}={opts[k]}" for k in sorted(opts)))
    # Module-level settings of other modules, set through their attributes.
    ledger.model.STRICT = opts["strict"]
    engine.MONTHS_PER_INTEREST = opts["months"]

    lines = read_lines()
    print(f"read {len(lines)} lines")
    book = engine.Ledger(verbose=opts["verbose"])
    events, on_event = event_counter()
    book.subscribe(on_event)
    parse_errors = []

    def on_parse_error(e):
        lerrors.record(e)
        parse_errors.append(e)
        if not opts["quiet"]:
            print("parse error:", e.describe())

    for cmd in lparser.read_commands(lines, on_parse_error):
        if cmd.word == "report":
            top = int(cmd.arg(0, opts["top"]))
            for text in ledger.report.render(book, top, opts["verbose"]):
                print(text)
            continue
        if cmd.word == "audit":
            problems = list(book.audit())
            print(f"audit at line {cmd.line}: {len(problems)} problem(s)")
            for p in problems:
                print("  " + p)
            continue
        try:
            result = book.execute(cmd)
        except ParseError as e:
            print("bad command:", e.describe())
            continue
        except LedgerError as e:
            if not opts["quiet"]:
                print("rejected:", e.describe())
            if isinstance(e, lerrors.InsufficientFunds) and opts["verbose"]:
                print(f"  short by {fmt(e.shortfall)}")
            continue
        if cmd.word == "batch":
            ok, bad = result
            print(f"batch line {cmd.line}: {ok} applied, {bad} rejected, total now {fmt(book.total())}")
        elif cmd.word == "interest":
            paid = sum(result.values())
            print(f"interest line {cmd.line}: {len(result)} accounts, net {fmt(paid)}")
        elif cmd.word == "strict":
            print(f"strict mode {'on' if result else 'off'} (model sees {ledger.model.STRICT})")

    for text in book.log[-5:]:
        print("log:", text)
    print(f"parsed {lparser.lines_seen} lines, {lparser.comments_seen} comments, "
          f"{len(parse_errors)} parse errors")
    print(f"executed {engine.executed} commands, {book.failed} failed, "
          f"{ledger.report.rendered} tables rendered")
    print("events:", ", ".join(f"{k}={events[k]}" for k in sorted(events)))
    print("errors:", ", ".join(lerrors.summary()))
    print("last error:", lerrors.last_description())
    print("same module:", ledger.report is sys.modules["ledger.report"],
          ledger.errors is lerrors, lparser.__name__, engine.__package__)
    final = ledger.report.balances_table(book)
    for text in final:
        print(text)
    if lerrors.last_error is None:
        return 0
    return getattr(lerrors.last_error, "code", 1)


if __name__ == "__main__":
    sys.exit(main())
