# sys.setrecursionlimit(1500) and 1,400-deep recursion: nested-list parsing, linked lists, mutual recursion.
import sys

print(sys.getrecursionlimit())
sys.setrecursionlimit(1500)
print(sys.getrecursionlimit())


class Node:
    def __init__(self, value, next_node):
        self.value = value
        self.next = next_node

    def total(self):
        rest = self.next.total() if self.next is not None else 0
        return self.value + rest

    def depth(self):
        return 1 if self.next is None else 1 + self.next.depth()


def build(n):
    head = None
    for i in range(n):
        head = Node(i, head)
    return head


def parse(text, pos):
    """Parses nested brackets like [[1][2[3]]] into lists; returns (list, next position)."""
    assert text[pos] == "["
    pos += 1
    items = []
    number = ""
    while text[pos] != "]":
        if text[pos] == "[":
            child, pos = parse(text, pos)
            items.append(child)
        else:
            number += text[pos]
            pos += 1
    if number:
        items.append(int(number))
    return items, pos + 1


def nesting(items):
    best = 0
    for item in items:
        if isinstance(item, list):
            best = max(best, nesting(item))
    return best + 1


def is_even(n):
    return True if n == 0 else is_odd(n - 1)


def is_odd(n):
    return False if n == 0 else is_even(n - 1)


chain = build(1400)
print(chain.depth(), chain.total())
text = "[" * 1350 + "7" + "]" * 1350
tree, end = parse(text, 0)
print(end == len(text), nesting(tree))
inner = tree
while inner and isinstance(inner[0], list):
    inner = inner[0]
print(inner)
print(is_even(1300), is_odd(1301), is_even(7))
for n in (10, 500, 1399):
    print(n, build(n).depth())


def count_down(n):
    return 0 if n == 0 else 1 + count_down(n - 1)


try:
    count_down(5000)
except RecursionError as e:
    print("RecursionError:", e)
print(count_down(1400))
sys.setrecursionlimit(1000)
try:
    build(1400).depth()
except RecursionError:
    print("too deep for 1000")
