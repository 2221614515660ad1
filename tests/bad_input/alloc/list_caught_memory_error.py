try:
    xs = [0] * 2**40
except MemoryError:
    print('caught MemoryError')
