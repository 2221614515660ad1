# for/else: prime search uses the else clause
for n in range(2, 30):
    for d in range(2, n):
        if n % d == 0:
            break
    else:
        print(n, end=' ')
print()
for x in []:
    pass
else:
    print('empty for else')
for ch in 'abc':
    if ch == 'z':
        break
else:
    print('z not found')
for ch in 'xyz':
    if ch == 'y':
        print('found y')
        break
else:
    print('not printed')
for i in range(3):
    continue
else:
    print('continue does not skip else', i)
