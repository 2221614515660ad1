import counter
counter.bump(10)
