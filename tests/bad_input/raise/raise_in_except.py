try:
    1 / 0
except ZeroDivisionError:
    raise ValueError('in handler')
