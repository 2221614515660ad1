def f():
    for i in range(2):
        if i:
            pass
      return 1
