# Numeric data processing: readings kept in lists of floats and ints, a histogram,
# moving averages, percentiles by sorting, k-means clustering, correlations.
N = 400


class Rng:
    """A linear congruential generator, so every engine sees the same data."""

    def __init__(self, seed):
        self.state = seed

    def next_int(self, bound):
        self.state = (self.state * 1103515245 + 12345) % 2147483648
        return self.state % bound

    def next_float(self):
        return self.next_int(1000000) / 1000000.0


class Series:
    """A named column of float readings with the usual summaries."""

    def __init__(self, name, values):
        self.name = name
        self.values = values

    def mean(self):
        total = 0.0
        for v in self.values:
            total += v
        return total / len(self.values)

    def variance(self):
        m = self.mean()
        acc = 0.0
        for v in self.values:
            d = v - m
            acc += d * d
        return acc / len(self.values)

    def moving_average(self, width):
        out = []
        window = 0.0
        values = self.values
        for i in range(len(values)):
            window += values[i]
            if i >= width:
                window -= values[i - width]
            if i >= width - 1:
                out.append(window / width)
        return out

    def percentile(self, p):
        ordered = sorted(self.values)
        k = int(p * (len(ordered) - 1))
        return ordered[k]

    def normalised(self):
        lo = min(self.values)
        hi = max(self.values)
        span = hi - lo
        return [(v - lo) / span for v in self.values]


def histogram(values, bins, lo, hi):
    counts = [0] * bins
    width = (hi - lo) / bins
    for v in values:
        k = int((v - lo) / width)
        if k >= bins:
            k = bins - 1
        counts[k] += 1
    return counts


def correlation(xs, ys):
    n = len(xs)
    mx = 0.0
    my = 0.0
    for i in range(n):
        mx += xs[i]
        my += ys[i]
    mx /= n
    my /= n
    sxy = 0.0
    sxx = 0.0
    syy = 0.0
    for i in range(n):
        dx = xs[i] - mx
        dy = ys[i] - my
        sxy += dx * dy
        sxx += dx * dx
        syy += dy * dy
    return sxy / (sxx * syy) ** 0.5


def kmeans(xs, ys, k, rounds):
    cx = [xs[i * len(xs) // k] for i in range(k)]
    cy = [ys[i * len(ys) // k] for i in range(k)]
    assign = [0] * len(xs)
    for _ in range(rounds):
        for i in range(len(xs)):
            best = 0
            best_d = 1e300
            for c in range(k):
                dx = xs[i] - cx[c]
                dy = ys[i] - cy[c]
                d = dx * dx + dy * dy
                if d < best_d:
                    best_d = d
                    best = c
            assign[i] = best
        sx = [0.0] * k
        sy = [0.0] * k
        count = [0] * k
        for i in range(len(xs)):
            c = assign[i]
            sx[c] += xs[i]
            sy[c] += ys[i]
            count[c] += 1
        for c in range(k):
            if count[c] > 0:
                cx[c] = sx[c] / count[c]
                cy[c] = sy[c] / count[c]
    sizes = [0] * k
    for a in assign:
        sizes[a] += 1
    return sorted(sizes)


def distinct_codes(codes):
    seen = []
    for c in codes:
        if c not in seen:
            seen.append(c)
    seen.sort()
    return seen


def prefix_sums(counts):
    out = [0]
    for c in counts:
        out.append(out[-1] + c)
    return out


def load(rng, n):
    temps = []
    loads = []
    codes = []
    for i in range(n):
        base = 20.0 + 5.0 * ((i % 96) / 96.0)
        temps.append(base + rng.next_float() * 3.0)
        loads.append(temps[-1] * 0.8 + rng.next_float() * 4.0)
        codes.append(rng.next_int(37) * 3)
    return Series("temperature", temps), Series("load", loads), codes


def run(n):
    rng = Rng(42)
    temps, loads, codes = load(rng, n * 250)
    lines = []
    lines.append("mean %.6f var %.6f" % (temps.mean(), temps.variance()))
    smooth = temps.moving_average(24)
    lines.append("smooth %d %.6f" % (len(smooth), Series("smooth", smooth).mean()))
    lines.append("p50 %.6f p90 %.6f" % (temps.percentile(0.5), loads.percentile(0.9)))
    hist = histogram(temps.values, 16, 19.0, 29.0)
    lines.append("hist %s" % (prefix_sums(hist)[-1],))
    lines.append("corr %.6f" % correlation(temps.values, loads.values))
    norm = temps.normalised()
    lines.append("norm %.6f" % Series("norm", norm).variance())
    lines.append("clusters %s" % kmeans(temps.values, loads.values, 4, 6))
    lines.append("codes %d" % len(distinct_codes(codes)))
    ranked = sorted(codes)
    lines.append("ranked %d %d %d" % (ranked[0], ranked[len(ranked) // 2], ranked.count(ranked[-1])))
    return "; ".join(lines)


if __name__ == "__main__":
    print(run(N))
