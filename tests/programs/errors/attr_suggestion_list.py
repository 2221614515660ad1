# a misspelled method of a builtin type gets a "Did you mean" suggestion
items = [1, 2]
items.append(3)
print(items)
items.apend(4)
