# raising a new exception inside an except clause
try:
    {}["a"]
except KeyError:
    print("handling")
    raise RuntimeError("while handling")
