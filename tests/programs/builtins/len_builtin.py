# len() of str, list, tuple (including nested and non-ASCII)
print(len(''), len('a'), len('hello'), len('中文'), len('\n\t'))
print(len([]), len([1, 2, 3]), len([[1, 2], [3]]), len([None] * 1000))
print(len(()), len((1,)), len((1, (2, 3))))
lst = []
for i in range(7):
    lst.append(i)
print(len(lst))
lst.pop()
print(len(lst), len(lst + lst), len(lst * 3), len(lst[::2]))
print(len(str(2 ** 1000)), len(repr('a\nb')))
