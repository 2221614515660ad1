x = yield 1
