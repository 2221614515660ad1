print(min([]))
