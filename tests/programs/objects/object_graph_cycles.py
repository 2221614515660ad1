# A tree of node objects with parent back-pointers (reference cycles), rebuilt
# repeatedly so the collector runs while shaped instances are live; nodes are
# re-parented and detached, and attributes are read while walking up and down.


class TNode:
    def __init__(self, name, parent=None):
        self.name = name
        self.parent = parent
        self.children = []
        if parent is not None:
            parent.children.append(self)

    def depth(self):
        d = 0
        n = self.parent
        while n is not None:
            d += 1
            n = n.parent
        return d

    def size(self):
        s = 1
        for c in self.children:
            s += c.size()
        return s


def build(fanout, levels):
    root = TNode("r")
    frontier = [root]
    for lv in range(levels):
        nxt = []
        for p in frontier:
            for i in range(fanout):
                nxt.append(TNode(p.name + str(i), p))
        frontier = nxt
    return root, frontier


totals = []
for rnd in range(6):
    root, leaves = build(3, 4)
    tot = 0
    for leaf in leaves:
        tot += leaf.depth()
    # Move every other leaf under the root, then detach some subtrees.
    for i, leaf in enumerate(leaves):
        if i % 2:
            leaf.parent.children.remove(leaf)
            leaf.parent = root
            root.children.append(leaf)
    for c in root.children[:rnd % 3]:
        c.parent = None
    del root.children[:rnd % 3]
    totals.append((tot, root.size(), sum(l.depth() for l in leaves)))
print(totals)

# Mark nodes with an extra attribute during a walk, then remove it.
root, leaves = build(2, 6)
stack = [root]
seen = 0
while stack:
    n = stack.pop()
    n.mark = seen
    seen += 1
    stack.extend(n.children)
print(seen, root.mark, leaves[0].mark, leaves[-1].mark, leaves[5].name)
stack = [root]
while stack:
    n = stack.pop()
    if n.mark % 2:
        del n.mark
    stack.extend(n.children)
print(sum(1 for l in leaves if hasattr(l, "mark")), leaves[3].depth())
print(sorted(leaves[1].__dict__), leaves[2].__dict__.get("mark"))
