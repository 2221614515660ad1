# ValueError: int() of an empty/whitespace-only string
print(int(' 7 '))
print(int('   '))
