s = 'a'.ljust(2**40)
