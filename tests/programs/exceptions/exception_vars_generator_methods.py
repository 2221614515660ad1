e = ValueError(1, 2)
e.note = "x"
print(vars(e), e.__dict__, e.args)
try:
    try:
        raise KeyError("k")
    except KeyError as inner:
        raise ValueError("v") from inner
except ValueError as outer:
    print(vars(outer), outer.__cause__ is not None)
class MyErr(Exception):
    def __init__(self, code):
        super().__init__(code)
        self.code = code
print(vars(MyErr(5)))
def gen():
    x = yield 1
    yield x * 2
g = gen()
send = g.send
print(next(g), send(21), callable(g.throw), hasattr(g, "close"))
