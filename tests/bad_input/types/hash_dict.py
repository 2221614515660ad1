print(hash({}))
