# Compiled frames use the same recursion budget as interpreted ones: calls just under
# the limit succeed in every mode and the limit itself raises RecursionError.
def down(n):
    if n == 0:
        return 0
    return 1 + down(n - 1)
class Node:
    def __init__(self, nxt):
        self.nxt = nxt
    def depth(self):
        if self.nxt is None:
            return 1
        return 1 + self.nxt.depth()
print(down(990))
n = None
for i in range(990):
    n = Node(n)
print(n.depth())
def mutual_a(k):
    return 0 if k == 0 else mutual_b(k - 1) + 1
def mutual_b(k):
    return 0 if k == 0 else mutual_a(k - 1) + 1
print(mutual_a(995))
try:
    down(1000)
except RecursionError:
    print('RecursionError at 1000')
try:
    print(down(996))
except RecursionError:
    print('RecursionError at 996')
