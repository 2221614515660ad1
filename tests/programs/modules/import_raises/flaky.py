import state

n = state.attempt("flaky")
print("flaky: body run", n)
table = [i * i for i in range(10)]
if n < 3:
    raise RuntimeError(f"flaky failed on attempt {n}")
ready = True
