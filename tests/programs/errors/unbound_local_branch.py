# UnboundLocalError: local assigned only on a branch that did not run
def f(flag):
    if flag:
        result = 'set'
    return result

print(f(True))
print(f(False))
