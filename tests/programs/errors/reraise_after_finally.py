# an exception passes through finally blocks and handlers that do not match
def inner():
    try:
        [1, 2][5]
    finally:
        print("cleanup inner")


def outer():
    try:
        inner()
    except KeyError:
        print("not this one")


outer()
