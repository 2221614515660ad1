# TypeError: bad operand type for unary -: 'str'
print(-5, -(-5))
print(-'5')
