# Get-or-create of graph blocks: "if found:" on a lookup that returned None for the
# first many calls. The JIT folded the test to "not found" and dropped its guard, so
# every later lookup made a duplicate block, the edges fell apart and no loop was found.


class Table:
    """A growable sparse array: reading past the end or an empty slot gives None."""

    def __init__(self):
        self.slots = []

    def get(self, i):
        if i >= len(self.slots):
            return None
        return self.slots[i]

    def put(self, i, value):
        while len(self.slots) <= i:
            self.slots.append(None)
        self.slots[i] = value


class Block:
    def __init__(self, ident):
        self.ident = ident
        self.succs = []
        self.preds = []


class Graph:
    def __init__(self):
        self.blocks = Table()
        self.made = 0

    def block(self, ident):
        # Look the block up and make it only if it is missing.
        found = self.blocks.get(ident)
        if found:
            return found
        made = Block(ident)
        self.made += 1
        self.blocks.put(ident, made)
        return made

    def edge(self, a, b):
        src = self.block(a)
        dst = self.block(b)
        src.succs.append(dst)
        dst.preds.append(src)


def count_back_edges(graph, entry):
    # Depth-first numbering; an edge to a block still on the DFS stack closes a loop.
    state = {}
    loops = 0
    stack = [(graph.block(entry), 0)]
    state[entry] = 1
    while stack:
        blk, k = stack.pop()
        if k < len(blk.succs):
            stack.append((blk, k + 1))
            nxt = blk.succs[k]
            seen = state.get(nxt.ident, 0)
            if seen == 1:
                loops += 1
            elif seen == 0:
                state[nxt.ident] = 1
                stack.append((nxt, 0))
        else:
            state[blk.ident] = 2
    return loops


for rounds in [40, 2, 7]:
    g = Graph()
    # Make the blocks first (every lookup finds nothing), then wire them up.
    for i in range(3 * rounds + 2):
        g.block(i)
    g.edge(0, 1)
    prev = 1
    for r in range(rounds):
        # One loop per round: a diamond prev -> a|b -> c, closed by the edge c -> prev.
        a, b, c = prev + 1, prev + 2, prev + 3
        g.edge(prev, a)
        g.edge(prev, b)
        g.edge(a, c)
        g.edge(b, c)
        g.edge(c, prev)
        prev = c
    print(rounds, g.made, count_back_edges(g, 0))
