try:
    1 / 0
except ZeroDivisionError as e:
    pass
print(e)
