import state

LIMIT = 10 // (state.attempt("divides") - 1)
