# an exception inside a generator propagates to the consumer
def items():
    yield 1
    yield 2 // 0


for x in items():
    print(x)
