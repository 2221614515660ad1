# a misspelled builtin gets a "Did you mean" suggestion
values = [3, 1, 2]
print(sorted(values))
print(lenn(values))
