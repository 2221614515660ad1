# a misspelled local name gets a "Did you mean" suggestion
def compute(values):
    total = 0
    for value in values:
        total += valeu
    return total
print(compute([1]))
