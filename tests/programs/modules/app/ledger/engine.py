"""Runs commands against a set of accounts."""
from . import errors
from . import model
from .errors import (LedgerError, UnknownAccount, DuplicateAccount, InsufficientFunds,
                     AccountError)
from .model import make_account, fmt

MONTHS_PER_INTEREST = 1
executed = 0


def make_rng(seed):
    """A linear congruential generator as a closure over its state."""
    state = seed & 0x7FFFFFFF

    def rng(bound):
        nonlocal state
        state = (state * 1103515245 + 12345) & 0x7FFFFFFF
        return (state >> 8) % bound

    return rng


class Ledger:
    def __init__(self, verbose=False):
        self.accounts = {}
        self.order = []
        self.journal = []
        self.verbose = verbose
        self.failed = 0
        self.log = []
        self._handlers = {
            "open": self.do_open,
            "deposit": self.do_deposit,
            "withdraw": self.do_withdraw,
            "transfer": self.do_transfer,
            "fee": self.do_fee,
            "interest": self.do_interest,
            "close": self.do_close,
            "batch": self.do_batch,
            "strict": self.do_strict,
        }
        self.listeners = []

    # -- lookups -------------------------------------------------------
    def get(self, name, line=None):
        acct = self.accounts.get(name)
        if acct is None:
            raise UnknownAccount(name, line)
        return acct

    def open_accounts(self):
        return [self.accounts[n] for n in self.order if not self.accounts[n].closed]

    def __len__(self):
        return len(self.accounts)

    def __contains__(self, name):
        return name in self.accounts

    def __iter__(self):
        for name in self.order:
            yield self.accounts[name]

    def total(self):
        return sum(a.balance for a in self.accounts.values())

    # -- events --------------------------------------------------------
    def subscribe(self, fn):
        self.listeners.append(fn)

    def _emit(self, event, *details):
        for fn in self.listeners:
            fn(event, details)

    def note(self, text):
        if self.verbose:
            self.log.append(text)

    # -- commands ------------------------------------------------------
    def execute(self, cmd):
        global executed
        handler = self._handlers.get(cmd.word)
        if handler is None:
            return None
        executed += 1
        try:
            result = handler(cmd, *cmd.args)
        except LedgerError as e:
            if e.line is None:
                e.line = cmd.line
            self.failed += 1
            errors.record(e)
            self._emit("error", cmd.word, e.code)
            raise
        except ValueError as e:
            self.failed += 1
            errors.record(e)
            raise LedgerError(f"{cmd.word}: {e}", cmd.line) from e
        self._emit(cmd.word, cmd.line)
        return result

    def do_open(self, cmd, name, kind, limit=None):
        if name in self.accounts:
            raise DuplicateAccount(name)
        acct = make_account(kind, name, limit)
        self.accounts[name] = acct
        self.order.append(name)
        self.note(f"opened {acct!r}")
        return acct

    def do_deposit(self, cmd, name, amount, memo=""):
        tx = self.get(name).deposit(amount, memo)
        self.journal.append(tx)
        return tx

    def do_withdraw(self, cmd, name, amount, memo=""):
        tx = self.get(name).withdraw(amount, memo)
        self.journal.append(tx)
        return tx

    def do_fee(self, cmd, name, amount):
        tx = self.get(name).charge(amount)
        self.journal.append(tx)
        return tx

    def do_transfer(self, cmd, src, dst, amount, memo="transfer"):
        a = self.get(src)
        b = self.get(dst)
        out = a.withdraw(amount, memo)
        try:
            into = b.deposit(amount, memo)
        except AccountError:
            # Roll the withdrawal back so money is never lost.
            a.history.remove(out)
            a._balance -= out.amount
            a.withdrawals -= 1
            raise
        self.journal.append(out)
        self.journal.append(into)
        return out, into

    def do_interest(self, cmd, months):
        paid = {}
        for acct in self.open_accounts():
            cents = acct.interest(months * MONTHS_PER_INTEREST)
            if cents:
                kind = "int" if cents > 0 else "chg"
                tx = acct._post(kind, cents, f"{months} month(s)")
                self.journal.append(tx)
                paid[acct.name] = cents
        self.note(f"interest paid to {len(paid)} accounts")
        return paid

    def do_close(self, cmd, name):
        acct = self.get(name)
        if acct.balance < 0:
            raise InsufficientFunds(name, -acct.balance, 0)
        acct.closed = True
        self.note(f"closed {name} at {fmt(acct.balance)}")
        return acct

    def do_strict(self, cmd, flag):
        model.STRICT = flag in ("on", "yes", "1")
        return model.STRICT

    def do_batch(self, cmd, count, seed):
        """`count` pseudo-random operations between the open accounts."""
        rng = make_rng(seed)
        live = self.open_accounts()
        if len(live) < 2:
            raise LedgerError("batch needs two open accounts", cmd.line)
        ok = bad = 0
        for i in range(count):
            op = rng(10)
            a = live[rng(len(live))]
            amount = (rng(400) + 1) * 25
            try:
                if op < 4:
                    self.journal.append(a.deposit(amount, "batch"))
                elif op < 8:
                    self.journal.append(a.withdraw(amount, "batch"))
                else:
                    b = live[rng(len(live))]
                    if b is a:
                        continue
                    self.do_transfer(cmd, a.name, b.name, amount, "batch")
                ok += 1
            except InsufficientFunds as e:
                bad += 1
                if errors.severity(e) > 1:
                    raise
        errors.COUNTS["batch-rejected"] = errors.COUNTS.get("batch-rejected", 0) + bad
        self.note(f"batch {seed}: {ok} ok, {bad} rejected")
        return ok, bad

    # -- checks --------------------------------------------------------
    def audit(self):
        """Yields a description of each inconsistency found."""
        for acct in self:
            running = 0
            for tx, bal in acct.statement():
                running = bal
                if tx.account != acct.name:
                    yield f"{acct.name}: foreign transaction {tx!r}"
            if running != acct.balance:
                yield f"{acct.name}: history sums to {fmt(running)}, balance {fmt(acct.balance)}"
            if acct.closed and acct.balance < 0:
                yield f"{acct.name}: closed while overdrawn"
        seqs = [tx.seq for tx in self.journal]
        if seqs != sorted(seqs):
            yield "journal out of order"
        if len(set(seqs)) != len(seqs):
            yield "journal has duplicates"
