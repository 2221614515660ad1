# Loops entered mid-call (on-stack replacement) whose locals at the loop head are
# dead there (assigned before any read: a different class at each entry must not
# matter) or bound to an instance (read in the loop), entered many times over.


class Node:
    def __init__(self, value, link):
        self.value = value
        self.link = link
        self.seen = 0


class Walker:
    def __init__(self, head):
        self.head = head
        self.steps = 0

    def walk(self, rounds):
        scratch = None
        node = self.head
        total = 0
        for r in range(rounds):
            # `scratch` is dead at the loop head: every turn assigns it first.
            scratch = r if r % 3 else ("text" if r % 2 else [r])
            if node is None:
                node = self.head
            node.seen += 1
            total += node.value + (scratch if isinstance(scratch, int) else len(scratch))
            node = node.link
            self.steps += 1
        return total, scratch


head = None
for k in range(7):
    head = Node(k, head)
w = Walker(head)
results = []
for rounds in (5, 3000, 40, 2500, 1, 4000):
    results.append(w.walk(rounds))
print(results)
print(w.steps, [n.seen for n in (head, head.link, head.link.link)])


def late_binding(n):
    i = 0
    found = None
    while i < n:
        if i == n // 2:
            found = Node(i, None)
        if found is not None:
            found.seen += 1
        i += 1
    return found.seen if found else -1


print([late_binding(n) for n in (10, 5000, 3, 8000)])
