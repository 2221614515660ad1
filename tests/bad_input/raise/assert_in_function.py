def check(v):
    assert v > 0, v
check(1)
check(-2)
