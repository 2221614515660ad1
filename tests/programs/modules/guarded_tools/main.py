# `if __name__ == '__main__'` guards: imported modules skip their demo blocks, report __name__, and main runs its own.
import stats
import textutil

print("imported:", stats.__name__, textutil.__name__, stats.demo_ran, textutil.demo_ran)


def main():
    data = [(i * 37) % 101 for i in range(400)]
    print("mean", stats.mean(data), "median", stats.median(data), "mode", stats.mode(data))
    print("stdev", round(stats.stdev(data), 6))
    lines = [textutil.wrap_words("the quick brown fox jumps over the lazy dog " * (i % 3 + 1), 24) for i in range(30)]
    print(lines[0])
    print(lines[2])
    print(sum(len(l) for l in lines), textutil.calls)
    print(stats.main_name(), textutil.who())
    return 0


if __name__ == "__main__":
    print("running as", __name__)
    status = main()
    print("status", status)
else:
    print("imported main?!")
