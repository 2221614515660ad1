# A text buffer with undo/redo built on list subclasses: command objects pushed on an UndoStack(list), redo cleared on new edits, a capped history.
class UndoStack(list):
    def __init__(self, limit):
        super().__init__()
        self.limit = limit
        self.dropped = 0

    def push(self, cmd):
        self.append(cmd)
        if len(self) > self.limit:
            del self[0]
            self.dropped += 1

    def peek(self):
        return self[-1] if self else None

    def __repr__(self):
        return f"UndoStack({len(self)}/{self.limit}, dropped={self.dropped})"


class Lines(list):
    def text(self):
        return "\n".join(self)


class Insert:
    def __init__(self, row, text):
        self.row, self.text = row, text

    def do(self, buf):
        buf.insert(self.row, self.text)

    def undo(self, buf):
        del buf[self.row]

    def __repr__(self):
        return f"Insert({self.row}, {self.text!r})"


class Replace:
    def __init__(self, row, text):
        self.row, self.text, self.old = row, text, None

    def do(self, buf):
        self.old = buf[self.row]
        buf[self.row] = self.text

    def undo(self, buf):
        buf[self.row] = self.old

    def __repr__(self):
        return f"Replace({self.row}, {self.old!r}->{self.text!r})"


class Editor:
    def __init__(self, limit=50):
        self.buf = Lines()
        self.undos = UndoStack(limit)
        self.redos = UndoStack(limit)

    def run(self, cmd):
        cmd.do(self.buf)
        self.undos.push(cmd)
        self.redos.clear()

    def undo(self):
        if not self.undos:
            return False
        cmd = self.undos.pop()
        cmd.undo(self.buf)
        self.redos.push(cmd)
        return True

    def redo(self):
        if not self.redos:
            return False
        cmd = self.redos.pop()
        cmd.do(self.buf)
        self.undos.push(cmd)
        return True


ed = Editor(limit=5)
ed.run(Insert(0, "hello"))
ed.run(Insert(1, "world"))
ed.run(Replace(0, "HELLO"))
print(ed.buf, ed.undos, list(ed.undos))
ed.undo()
print(ed.buf.text().split("\n"), ed.redos.peek(), ed.undos.peek())
ed.redo()
ed.undo()
ed.undo()
print(ed.buf, len(ed.undos), len(ed.redos), ed.redos)
ed.run(Insert(1, "there"))
print(ed.buf, ed.redos, ed.redo())
for i in range(8):
    ed.run(Insert(len(ed.buf), f"line{i}"))
print(ed.undos, ed.buf[-3:], isinstance(ed.undos, list), ed.undos == list(ed.undos))
n = 0
while ed.undo():
    n += 1
print(n, ed.buf, ed.redos)

# a long editing session: random-ish edits, undo bursts, redo bursts (hot loop)
big = Editor(limit=120)
for i in range(600):
    op = (i * 7) % 10
    if op < 5 or not big.buf:
        big.run(Insert(i % (len(big.buf) + 1), "L%d" % i))
    elif op < 8:
        big.run(Replace(i % len(big.buf), "R%d" % i))
    elif op == 8:
        for _ in range(3):
            big.undo()
    else:
        big.redo()
print(len(big.buf), big.undos, big.redos, big.buf[:4], big.buf.count("L0"))
snapshot = Lines(big.buf)
undone = sum(1 for _ in range(50) if big.undo())
redone = sum(1 for _ in range(50) if big.redo())
print(undone, redone, snapshot == big.buf, type(snapshot + ["x"]).__name__, type(snapshot[1:3]).__name__)
