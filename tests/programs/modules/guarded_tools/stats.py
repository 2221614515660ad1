import math

demo_ran = False


def mean(xs):
    return sum(xs) / len(xs)


def median(xs):
    s = sorted(xs)
    mid = len(s) // 2
    return s[mid] if len(s) % 2 else (s[mid - 1] + s[mid]) / 2


def mode(xs):
    counts = {}
    for x in xs:
        counts[x] = counts.get(x, 0) + 1
    return max(sorted(counts), key=lambda k: counts[k])


def stdev(xs):
    m = mean(xs)
    return math.sqrt(sum((x - m) ** 2 for x in xs) / len(xs))


def main_name():
    import sys
    return sys.modules["__main__"].__name__ + "/" + __name__


if __name__ == "__main__":
    demo_ran = True
    print("stats demo:", mean([1, 2, 3]))
