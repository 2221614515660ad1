import state

if state.attempt("pkg.bad") == 1:
    raise KeyError("pkg.bad is not ready")
VALUE = 99
