# changing a dict or set while iterating over it raises RuntimeError
d = {1: 1, 2: 2}
for k in d:
    d[k] = k * 10
print(d)
try:
    for k in d:
        d[k + 100] = 0
except RuntimeError as e:
    print(e)
s = {1, 2}
try:
    for x in s:
        s.add(x + 10)
except RuntimeError as e:
    print(e)
d = {1: 1}
for k in list(d):
    del d[k]
print(d)
