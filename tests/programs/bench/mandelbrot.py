# Float arithmetic in nested loops: escape-time iteration over a grid.
N = 60


def run(n):
    inside = 0
    for y in range(n):
        ci = 2.0 * y / n - 1.0
        for x in range(n):
            cr = 2.5 * x / n - 2.0
            zr = 0.0
            zi = 0.0
            k = 0
            while k < 50 and zr * zr + zi * zi <= 4.0:
                zr, zi = zr * zr - zi * zi + cr, 2.0 * zr * zi + ci
                k += 1
            if k == 50:
                inside += 1
    return inside


if __name__ == "__main__":
    print(run(N))
