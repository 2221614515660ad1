n = 258
print(n.to_bytes(2, 'big'))
