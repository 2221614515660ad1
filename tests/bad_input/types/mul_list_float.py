print([1] * 2.0)
