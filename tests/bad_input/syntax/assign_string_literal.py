'abc' = 1
