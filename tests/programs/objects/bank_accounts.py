# Bank accounts: classes with methods, class-level counters, exceptions raised
# from methods at hot call sites, and transfers updating attributes in loops.


class InsufficientFunds(Exception):
    def __init__(self, acct, amount):
        super().__init__("account %d short by %d" % (acct.num, amount - acct.balance))
        self.acct = acct
        self.amount = amount


class Account:
    opened = 0
    fee = 0

    def __init__(self, balance):
        Account.opened += 1
        self.num = Account.opened
        self.balance = balance
        self.history = 0

    def withdraw(self, amount):
        total = amount + self.fee
        if total > self.balance:
            raise InsufficientFunds(self, total)
        self.balance -= total
        self.history += 1

    def deposit(self, amount):
        self.balance += amount
        self.history += 1


class Savings(Account):
    fee = 1

    def deposit(self, amount):
        super().deposit(amount + amount // 100)


class FrozenError(Exception):
    pass


class Frozen(Account):
    def withdraw(self, amount):
        raise FrozenError("frozen %d" % self.num)


accts = [Account(500), Savings(800), Account(50), Savings(5), Frozen(1000)]
fails = 0
perms = 0
msgs = []
for i in range(1500):
    src = accts[i % 5]
    dst = accts[(i * 3 + 1) % 5]
    amt = (i * 37) % 120
    try:
        src.withdraw(amt)
        dst.deposit(amt)
    except InsufficientFunds as e:
        fails += 1
        if len(msgs) < 3:
            msgs.append(str(e))
    except FrozenError as e:
        perms += 1
        last = e.args[0]
print(fails, perms, last, msgs)
print([(a.num, a.balance, a.history) for a in accts])
print(Account.opened, sum(a.balance for a in accts))

Account.fee = 2
for i in range(300):
    try:
        accts[i % 4].withdraw(1)
    except InsufficientFunds as e:
        fails += e.amount
print(fails, [a.balance for a in accts])
