# towers of hanoi recursion with a global move counter
moves = 0
trace = []

def hanoi(n, src, dst, via):
    global moves
    if n == 0:
        return
    hanoi(n - 1, src, via, dst)
    moves += 1
    if n >= 3:
        trace.append((n, src, dst))
    hanoi(n - 1, via, dst, src)

hanoi(3, 'A', 'C', 'B')
print(moves, trace)
moves = 0
trace = []
hanoi(10, 'A', 'C', 'B')
print(moves, len(trace))
