# A custom exception hierarchy carrying extra state, with __str__ overrides, handler order and re-raising.
class BankError(Exception):
    code = 100

    def __init__(self, account, message):
        super().__init__(account, message)
        self.account = account
        self.message = message

    def __str__(self):
        return f"[{self.code}] {self.account}: {self.message}"


class InsufficientFunds(BankError):
    code = 201

    def __init__(self, account, needed, available):
        super().__init__(account, "needs %d, has %d" % (needed, available))
        self.shortfall = needed - available


class AccountFrozen(BankError):
    code = 202


class LimitExceeded(InsufficientFunds):
    code = 203


class Account:
    def __init__(self, name, balance, limit=500):
        self.name = name
        self.balance = balance
        self.limit = limit
        self.frozen = False

    def withdraw(self, amount):
        if self.frozen:
            raise AccountFrozen(self.name, "frozen")
        if amount > self.limit:
            raise LimitExceeded(self.name, amount, self.limit)
        if amount > self.balance:
            raise InsufficientFunds(self.name, amount, self.balance)
        self.balance -= amount


accounts = [Account("alice", 3000), Account("bob", 800, 300), Account("carol", 100)]
log = {}
shortfalls = 0
for i in range(300):
    acct = accounts[i % 3]
    if i == 150:
        accounts[2].frozen = True
    try:
        acct.withdraw((i * 53) % 600)
        kind = "ok"
    except LimitExceeded as e:
        kind = "limit"
        shortfalls += e.shortfall
    except InsufficientFunds as e:
        kind = "funds"
        shortfalls += e.shortfall
    except BankError as e:
        kind = "bank%d" % e.code
    log[kind] = log.get(kind, 0) + 1
print(sorted(log.items()), shortfalls)
print([(a.name, a.balance) for a in accounts])

try:
    accounts[1].withdraw(10000)
except BankError as e:
    print(str(e), "|", e.args, "|", repr(e), "|", e.code, e.shortfall)
    print(isinstance(e, InsufficientFunds), isinstance(e, AccountFrozen), type(e).__mro__[2].__name__)


def audit(account, amount):
    try:
        account.withdraw(amount)
    except InsufficientFunds:
        print("audit: insufficient for", account.name)
        raise
    finally:
        print("audit done", account.name)


for acct, amount in ((accounts[0], 1), (accounts[1], 5000)):
    try:
        audit(acct, amount)
    except BankError as e:
        print("caught again:", e.code, e.message)

err = AccountFrozen("dave", "closed by bank")
err.code = 999
print(err, AccountFrozen.code, err.args)
audit(accounts[2], 1)
