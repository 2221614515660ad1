# IndexError: pop from empty list
lst = [1]
print(lst.pop())
print(lst)
lst.pop()
