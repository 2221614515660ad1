# comparison operators, chained comparisons, is / is not
print(1 < 2, 2 < 1, 1 <= 1, 1 >= 2, 3 > 2, 1 == 1, 1 != 1)
print(1 < 2 < 3, 1 < 3 < 2, 3 > 2 > 1, 1 == 1 == 1)
print(1 < 2 > 0, 5 >= 5 <= 5, 1 != 2 != 1)
print(1 == 1.0, 1 == True, 0 == False, 2 == True)
one = 1
print(None is None, None is not None, one is None)
a = [1]
b = a
c = [1]
print(a is b, a is c, a == c, a is not c)
print(True is True, False is not True)
print(-1 < 0 <= 0 < 1)
x = 5
print(0 < x < 10, 0 < x < 5, x == 5 < 6)
print('a' < 'b', 'abc' < 'abd', 'Z' < 'a')
print(1.5 < 2, 2 < 1.5, 1 <= 1.0)
print(0 < 1 < 2 < 3 < 4 < 5 < 4)
