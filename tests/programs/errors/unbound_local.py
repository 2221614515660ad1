# UnboundLocalError: local variable read before assignment (shadows a global)
count = 10

def bump():
    count = count + 1
    return count

print(count)
bump()
