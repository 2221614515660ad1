from sys import stdin
print(stdin.readline())
