# ZeroDivisionError raised from an augmented assignment on a list item
lst = [10, 0]
lst[0] //= 3
print(lst)
lst[0] //= lst[1]
