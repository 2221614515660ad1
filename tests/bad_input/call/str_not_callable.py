'abc'()
