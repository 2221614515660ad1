x = [*a for a in [[1]]]
