try:
    pass
except* (ValueError, TypeError) as eg:
    pass
finally:
    pass
