# Linked structures of node objects: a singly linked list, a binary search
# tree and a doubly linked deque, built and walked in loops.


class ListNode:
    def __init__(self, val, nxt=None):
        self.val = val
        self.next = nxt


def build(n):
    head = None
    for i in range(n):
        head = ListNode(i, head)
    return head


def total(head):
    s = 0
    while head is not None:
        s += head.val
        head = head.next
    return s


def reverse(head):
    prev = None
    while head:
        nxt = head.next
        head.next = prev
        prev = head
        head = nxt
    return prev


h = build(1000)
print(total(h), h.val)
h = reverse(h)
print(total(h), h.val, h.next.val)


class Tree:
    def __init__(self, key):
        self.key = key
        self.left = None
        self.right = None


def insert(root, key):
    if root is None:
        return Tree(key)
    node = root
    while True:
        if key < node.key:
            if node.left is None:
                node.left = Tree(key)
                return root
            node = node.left
        else:
            if node.right is None:
                node.right = Tree(key)
                return root
            node = node.right


def inorder(node, out):
    if node is not None:
        inorder(node.left, out)
        out.append(node.key)
        inorder(node.right, out)
    return out


def height(node):
    if node is None:
        return 0
    return 1 + max(height(node.left), height(node.right))


root = None
k = 7
for i in range(500):
    k = (k * 31 + 17) % 1009
    root = insert(root, k)
keys = inorder(root, [])
print(len(keys), keys[:8], keys[-3:], height(root), keys == sorted(keys))


class DNode:
    __slots__ = ("v", "prev", "next")

    def __init__(self, v):
        self.v = v
        self.prev = self.next = None


class Deque:
    def __init__(self):
        self.head = self.tail = None
        self.size = 0

    def push(self, v):
        n = DNode(v)
        if self.tail is None:
            self.head = self.tail = n
        else:
            n.prev = self.tail
            self.tail.next = n
            self.tail = n
        self.size += 1

    def popleft(self):
        n = self.head
        self.head = n.next
        if self.head is None:
            self.tail = None
        else:
            self.head.prev = None
        self.size -= 1
        return n.v


dq = Deque()
acc = 0
for i in range(2000):
    dq.push(i)
    if i % 3 == 0:
        acc += dq.popleft()
print(acc, dq.size, dq.head.v, dq.tail.v, dq.tail.prev.v)
