try:
    [][0]
except IndexError:
    raise TypeError('t') from None
