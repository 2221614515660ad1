# The program's own heapq: found before (and instead of) the standard library's.
LOCAL = True
pushes = 0


def heappush(heap, item):
    global pushes
    pushes += 1
    heap.append(item)
    i = len(heap) - 1
    while i > 0:
        parent = (i - 1) // 2
        if heap[parent] <= heap[i]:
            break
        heap[parent], heap[i] = heap[i], heap[parent]
        i = parent


def heappop(heap):
    last = heap.pop()
    if not heap:
        return last
    top = heap[0]
    heap[0] = last
    i = 0
    n = len(heap)
    while True:
        small = i
        for child in (2 * i + 1, 2 * i + 2):
            if child < n and heap[child] < heap[small]:
                small = child
        if small == i:
            return top
        heap[i], heap[small] = heap[small], heap[i]
        i = small


def nsmallest(n, items):
    heap = []
    for x in items:
        heappush(heap, x)
    return [heappop(heap) for _ in range(min(n, len(heap)))]
