"""Accounts, transactions and money amounts (integer cents)."""
from .errors import BadAmount, InsufficientFunds, LimitExceeded, AccountClosed, WithdrawalLimit
from . import errors

NEXT_SEQ = 0
STRICT = False          # set from main through `ledger.model.STRICT = ...`
SAVINGS_FREE_WITHDRAWALS = 3


def next_seq():
    global NEXT_SEQ
    NEXT_SEQ += 1
    return NEXT_SEQ


def parse_amount(text, line=None):
    """'12.5' -> 1250, '-3' -> -300, '0.07' -> 7; rejects anything else."""
    if not text:
        raise BadAmount(text, line)
    sign = 1
    body = text
    if body[0] in "+-":
        if body[0] == "-":
            sign = -1
        body = body[1:]
    if "." in body:
        whole, frac = body.split(".", 1)
        if len(frac) > 2 or not frac.isdigit():
            raise BadAmount(text, line)
        frac = (frac + "00")[:2]
    else:
        whole, frac = body, "00"
    if not whole:
        whole = "0"
    if not whole.isdigit():
        raise BadAmount(text, line)
    return sign * (int(whole) * 100 + int(frac))


def fmt(cents):
    sign = "-" if cents < 0 else ""
    cents = abs(cents)
    return f"{sign}{cents // 100:,}.{cents % 100:02d}"


class Transaction:
    __slots__ = ("seq", "kind", "account", "amount", "memo")

    def __init__(self, kind, account, amount, memo=""):
        self.seq = next_seq()
        self.kind = kind
        self.account = account
        self.amount = amount
        self.memo = memo

    def __repr__(self):
        memo = f" {self.memo!r}" if self.memo else ""
        return f"<#{self.seq} {self.kind} {self.account} {fmt(self.amount)}{memo}>"

    def signed(self):
        return self.amount


class Account:
    kind = "generic"
    rate_bp = 0             # yearly interest, basis points

    def __init__(self, name, limit=0):
        self.name = name
        self.limit = limit
        self._balance = 0
        self.history = []
        self.closed = False
        self.withdrawals = 0

    def __repr__(self):
        return f"{type(self).__name__}({self.name!r}, {fmt(self._balance)})"

    def __lt__(self, other):
        return (self._balance, self.name) < (other._balance, other.name)

    def __eq__(self, other):
        return isinstance(other, Account) and self.name == other.name

    def __hash__(self):
        return hash(self.name)

    @property
    def balance(self):
        return self._balance

    @property
    def available(self):
        return self._balance + self.limit

    def _check_open(self):
        if self.closed:
            raise AccountClosed(self.name)

    def _post(self, kind, amount, memo=""):
        tx = Transaction(kind, self.name, amount, memo)
        self.history.append(tx)
        self._balance += amount
        return tx

    def deposit(self, amount, memo=""):
        self._check_open()
        if amount <= 0:
            raise InsufficientFunds(self.name, amount, 0) if STRICT else ValueError("deposit must be positive")
        return self._post("dep", amount, memo)

    def can_withdraw(self, amount):
        return amount <= self.available

    def withdraw(self, amount, memo=""):
        self._check_open()
        if not self.can_withdraw(amount):
            raise InsufficientFunds(self.name, amount, self.available)
        self.withdrawals += 1
        return self._post("wd", -amount, memo)

    def charge(self, amount, memo="fee"):
        """Fees go through even past the limit."""
        self._check_open()
        return self._post("fee", -amount, memo)

    def interest(self, months=1):
        """Interest for `months` months in cents, rounded half away from zero."""
        raw = self._balance * self.rate_bp * months
        q, r = divmod(abs(raw), 120000)
        if 2 * r >= 120000:
            q += 1
        return q if raw >= 0 else -q

    def statement(self):
        """Yields (transaction, running balance) pairs."""
        running = 0
        for tx in self.history:
            running += tx.amount
            yield tx, running

    def turnover(self):
        return sum(abs(tx.amount) for tx in self.history)


class CheckingAccount(Account):
    kind = "checking"
    rate_bp = 10

    def __init__(self, name, limit=50000):
        super().__init__(name, limit)


class SavingsAccount(Account):
    kind = "savings"
    rate_bp = 350

    def withdraw(self, amount, memo=""):
        if STRICT and self.withdrawals >= SAVINGS_FREE_WITHDRAWALS * 4:
            raise WithdrawalLimit(self.name, self.withdrawals)
        tx = super().withdraw(amount, memo)
        if self.withdrawals > SAVINGS_FREE_WITHDRAWALS:
            self.charge(100, "excess withdrawal")
            errors.COUNTS["excess"] = errors.COUNTS.get("excess", 0) + 1
        return tx


class CreditAccount(Account):
    kind = "credit"
    rate_bp = 1999

    def __init__(self, name, limit=200000):
        super().__init__(name, limit)

    def withdraw(self, amount, memo=""):
        self._check_open()
        if amount > self.available:
            raise LimitExceeded(self.name, amount, self.available)
        self.withdrawals += 1
        return self._post("wd", -amount, memo)

    def interest(self, months=1):
        # Credit accounts only ever charge interest on what is owed.
        if self._balance >= 0:
            return 0
        return super().interest(months)


ACCOUNT_TYPES = {}


def register(cls):
    ACCOUNT_TYPES[cls.kind] = cls
    return cls


for _cls in (CheckingAccount, SavingsAccount, CreditAccount):
    register(_cls)
del _cls


def make_account(kind, name, limit=None):
    cls = ACCOUNT_TYPES.get(kind)
    if cls is None:
        raise errors.ParseError(f"unknown account kind {kind!r}")
    if limit is None:
        return cls(name)
    if cls is SavingsAccount:
        return cls(name, 0)
    return cls(name, limit)
