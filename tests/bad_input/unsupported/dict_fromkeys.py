print(dict.fromkeys('ab', 0))
