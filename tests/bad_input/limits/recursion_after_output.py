print('start')
def down(n):
    if n % 100 == 0:
        print(n)
    return down(n + 1)
down(1)
