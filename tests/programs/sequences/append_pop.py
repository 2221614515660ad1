# list.append and list.pop() (LIFO) semantics
stack = []
for i in range(5):
    stack.append(i * i)
print(stack, len(stack))
print(stack.pop(), stack.pop())
print(stack)
stack.append('x')
print(stack)
while len(stack) > 0:
    print(stack.pop(), end=' ')
print()
print(stack)
a = []
b = a
b.append(1)
a.append([2])
print(a, b)
print(a.append(3))
r = a.pop()
print(r, a)
nested = [[]]
nested[0].append(nested[0] is nested[0])
print(nested)
