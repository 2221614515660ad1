# big-int results that shrink back into the small range
big = 10 ** 40
print(big - big, big - (big - 1), (big + 5) - big)
print(big // big, big % (big - 1), (big * 3) // big)
print(2 ** 100 - 2 ** 100 + 42)
print(-big + big, (big * big) // (big * big))
a = 2 ** 64 + 7
b = 2 ** 64
print(a - b, a % b, a // b)
print((2 ** 65) >> 64, (2 ** 65) >> 65, (2 ** 65) >> 66)
print((2 ** 80 + 3) & 7, (2 ** 80) ^ (2 ** 80 + 1))
c = 2 ** 70
c -= 2 ** 70 - 1
print(c, c + 1, c * 2)
print(-big // big, -big % big)
print(big - big == 0, (big - big) is not None)
