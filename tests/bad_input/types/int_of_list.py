print(int([1]))
