# augmented assignment operators on names and list items
x = 10
x += 5
print(x)
x -= 3
print(x)
x *= 4
print(x)
x //= 5
print(x)
x %= 7
print(x)
x **= 10
print(x)
x <<= 3
print(x)
x >>= 2
print(x)
x |= 1
print(x)
x &= 255
print(x)
x ^= 15
print(x)
f = 7
f /= 2
print(f)
lst = [1, 2, 3]
lst[0] += 10
lst[1] *= 100
lst[-1] **= 3
print(lst)
lst[2] -= 30
lst[0] //= 4
lst[1] %= 7
print(lst)
s = 'ab'
s += 'cd'
s *= 2
print(s)
t = (1,)
t += (2, 3)
print(t)
l2 = [1]
alias = l2
l2 += [2]
print(alias, l2 is alias)
