# while loops, while/else (else runs only without break)
i = 0
while i < 5:
    i += 1
else:
    print('while finished normally, i =', i)
i = 0
while i < 10:
    if i == 3:
        print('breaking at', i)
        break
    i += 1
else:
    print('not printed')
n = 0
while False:
    n += 1
else:
    print('else of never-run while', n)
j = 10
while j:
    j -= 3 if j > 2 else j
print(j)
k = 0
while True:
    k += 1
    if k >= 4:
        break
print(k)
