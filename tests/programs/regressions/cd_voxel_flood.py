# Flood fill that stops at cells already marked: mark() returns None for a new cell and
# True for a revisit. After many new cells the JIT folded "if mark(...)" to false and
# dropped its guard, so revisited cells were filled again without end (RecursionError).


class Marks:
    """Remembers cells; mark() returns the previous mark (None for a new cell)."""

    def __init__(self):
        self.table = {}

    def mark(self, key, value):
        old = self.table.get(key)
        self.table[key] = value
        return old


class Cell:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def step(self, dx, dy):
        return Cell(self.x + dx, self.y + dy)


def inside(cell, radius):
    # Cells of a disc around the origin.
    return cell.x * cell.x + cell.y * cell.y <= radius * radius


def fill(cell, radius, marks, order):
    if not inside(cell, radius):
        return
    if marks.mark((cell.x, cell.y), True):
        return
    order.append((cell.x, cell.y))
    fill(cell.step(-1, 0), radius, marks, order)
    fill(cell.step(1, 0), radius, marks, order)
    fill(cell.step(0, -1), radius, marks, order)
    fill(cell.step(0, 1), radius, marks, order)
    fill(cell.step(-1, -1), radius, marks, order)
    fill(cell.step(1, 1), radius, marks, order)


for radius in [6, 2, 4, 6]:
    order = []
    fill(Cell(0, 0), radius, Marks(), order)
    print(radius, len(order), order[:4], order[-2:])
