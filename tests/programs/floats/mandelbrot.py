# bench-like mandelbrot escape-time loop on a tiny grid (floats)
def escape(cr, ci, limit):
    zr = 0.0
    zi = 0.0
    n = 0
    while n < limit:
        zr2 = zr * zr
        zi2 = zi * zi
        if zr2 + zi2 > 4.0:
            return n
        zi = 2.0 * zr * zi + ci
        zr = zr2 - zi2 + cr
        n += 1
    return limit

h = 12
w = 32
total = 0
y = 0
while y < h:
    line = ''
    x = 0
    while x < w:
        cr = -2.0 + 2.6 * x / w
        ci = -1.2 + 2.4 * y / h
        n = escape(cr, ci, 50)
        total += n
        if n == 50:
            line += '#'
        elif n > 8:
            line += '+'
        elif n > 3:
            line += '.'
        else:
            line += ' '
        x += 1
    print(line)
    y += 1
print(total)
zr = 0.0
zi = 0.0
for i in range(20):
    zr, zi = zr * zr - zi * zi - 0.75, 2 * zr * zi + 0.1
print(zr, zi)
