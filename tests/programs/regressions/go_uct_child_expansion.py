# A search tree grown one child per walk: "if not child" on a list slot that held None
# for the first hundred walks. The JIT folded the test to "always empty" and dropped its
# guard, so existing children were replaced by fresh ones and the tree never got deeper.


class TreeNode:
    def __init__(self, move):
        self.move = move
        self.children = [None] * 100   # one slot per possible move
        self.visits = 0


def walk(root, moves):
    """Follow `moves` down the tree, adding the first missing child; return its depth."""
    node = root
    depth = 0
    for m in moves:
        child = node.children[m]
        if not child:
            child = TreeNode(m)
            node.children[m] = child
            child.visits += 1
            return depth
        child.visits += 1
        node = child
        depth += 1
    return depth


root = TreeNode(-1)
depths = []
for game in range(300):
    # Every move at the root is tried once before any is tried again.
    depths.append(walk(root, [game % 100, (game * 7) % 100, 3]))

print(depths[:3], depths[98:103], depths[-3:])
print(sum(depths))
print(sum(c.visits for c in root.children if c))
deepest = root.children[0].children[0]
print(deepest.move if deepest else None, deepest.visits if deepest else 0)
