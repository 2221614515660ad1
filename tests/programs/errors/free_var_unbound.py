# reading a captured variable before the enclosing function assigned it
def outer():
    def inner():
        return computed_later
    print("calling inner")
    result = inner()
    computed_later = 1
    return result


outer()
