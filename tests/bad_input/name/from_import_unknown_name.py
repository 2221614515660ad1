from time import no_such_function
