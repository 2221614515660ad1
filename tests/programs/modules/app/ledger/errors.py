"""The ledger's exception hierarchy and its error bookkeeping.

Every failure the engine can report is a LedgerError.  The counters below are
module-level state: other modules bump them through this module's attributes
(`errors.raised_total += 1`, `errors.last_error = exc`), and the functions here read
them back as plain globals.
"""

raised_total = 0
last_error = None
COUNTS = {}


class LedgerError(Exception):
    """Base class: carries the input line it came from, if any."""

    code = 10

    def __init__(self, message, line=None):
        super().__init__(message)
        self.message = message
        self.line = line

    def where(self):
        if self.line is None:
            return "-"
        return f"line {self.line}"

    def describe(self):
        return f"[{type(self).__name__}/{self.code}] {self.where()}: {self.message}"


class ParseError(LedgerError):
    code = 20


class UnknownCommand(ParseError):
    code = 21

    def __init__(self, word, line=None):
        super().__init__(f"unknown command {word!r}", line)
        self.word = word


class BadAmount(ParseError):
    code = 22

    def __init__(self, text, line=None):
        super().__init__(f"bad amount {text!r}", line)
        self.text = text


class AccountError(LedgerError):
    code = 30

    def __init__(self, name, message, line=None):
        super().__init__(f"{name}: {message}", line)
        self.account = name


class UnknownAccount(AccountError):
    code = 31

    def __init__(self, name, line=None):
        super().__init__(name, "no such account", line)


class DuplicateAccount(AccountError):
    code = 32

    def __init__(self, name, line=None):
        super().__init__(name, "already open", line)


class AccountClosed(AccountError):
    code = 33

    def __init__(self, name, line=None):
        super().__init__(name, "account is closed", line)


class InsufficientFunds(AccountError):
    code = 40

    def __init__(self, name, needed, available, line=None):
        super().__init__(name, f"needs {needed} cents, has {available}", line)
        self.needed = needed
        self.available = available

    @property
    def shortfall(self):
        return self.needed - self.available


class LimitExceeded(InsufficientFunds):
    code = 41


class WithdrawalLimit(InsufficientFunds):
    """Strict mode: too many withdrawals from a savings account."""

    code = 42

    def __init__(self, name, count, line=None):
        # Skips InsufficientFunds.__init__: the message is not about amounts.
        AccountError.__init__(self, name, f"{count} withdrawals already", line)
        self.needed = 0
        self.available = 0


def record(exc):
    """Counts `exc` by class name; returns how many of its kind were seen."""
    global raised_total, last_error
    raised_total += 1
    last_error = exc
    name = type(exc).__name__
    COUNTS[name] = COUNTS.get(name, 0) + 1
    return COUNTS[name]


def summary():
    """The counts, most frequent first, ties by name."""
    items = sorted(COUNTS.items(), key=lambda kv: (-kv[1], kv[0]))
    return [f"{name}={count}" for name, count in items]


def last_description():
    if last_error is None:
        return "none"
    return last_error.describe()


def severity(exc):
    """Maps an exception to 0 (notice), 1 (warning) or 2 (error) by walking its MRO."""
    for cls in type(exc).__mro__:
        if cls is InsufficientFunds:
            return 1
        if cls is ParseError:
            return 0
        if cls is LedgerError:
            return 2
    return 3
