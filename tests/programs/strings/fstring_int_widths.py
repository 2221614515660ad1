for n in [0, 5, -5, 123456, -123456, 2**62 - 1, -(2**62)]:
    print(f"{n}|{n:d}|{n:5}|{n:05d}|{n:0}|{n:00}|{n:01d}|{n:08}|{n:0d}|{n:12d}|{n:,}|{n:+05d}|{n:x}|{n:<6}|{n:^7d}|", format(n, "03"), "%05d" % n)
print(f"{True:05d}|{True}|{3.5:05}|")


class Width(int):
    def __format__(self, spec):
        return "W" + spec


def rows(n):
    out = []
    for i in range(n):
        out.append(f"{i:05d}:{-i:4}:{i * 7919 % 1000:03}")
    return out


print(rows(12)[-3:], len("".join(rows(2000))))
print(f"{Width(3):05d}", format(Width(4), "3"), f"{2**70:05d}", f"{-(2**70):030d}")
