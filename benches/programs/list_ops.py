# List building and slicing: append/pop, slices, sorted with a key, sum and max.
N = 3_000_000


def run(n):
    stack = []
    total = 0
    for i in range(n):
        stack.append(i * 7 % 1009)
        if len(stack) > 64:
            chunk = stack[-32:]
            total += sum(chunk) - max(chunk)
            del_count = 0
            while len(stack) > 32:
                stack.pop()
                del_count += 1
            total += del_count
    ordered = sorted(stack, key=lambda v: (v % 10, v))
    return total, ordered[:5], len(stack)


if __name__ == "__main__":
    print(run(N))
