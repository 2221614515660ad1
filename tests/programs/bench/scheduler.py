# An OS scheduler: task subclasses, linked packet queues, polymorphic run(), boolean state flags.
N = 3

ROUND_TICKS = 1500

# Task identities: indexes into the kernel's task table.
IDLE = 0
MONITOR = 1
WORKER_A = 2
WORKER_B = 3
HANDLER_A = 4
HANDLER_B = 5
DEVICE_A = 6
DEVICE_B = 7
TASK_COUNT = 8


class Packet:
    WORK = 0
    DEVICE = 1
    CONTROL = 2

    def __init__(self, owner, kind, ident):
        self.link = None
        self.owner = owner
        self.origin = owner
        self.kind = kind
        self.ident = ident
        self.count = 0
        self.data = [0, 0, 0, 0]

    def queue_length(self):
        n = 0
        p = self
        while p is not None:
            n += 1
            p = p.link
        return n


def append_packet(queue, pkt):
    """Append pkt at the tail of a linked queue; returns the queue's head."""
    pkt.link = None
    if queue is None:
        return pkt
    tail = queue
    while tail.link is not None:
        tail = tail.link
    tail.link = pkt
    return queue


class Kernel:
    def __init__(self):
        self.head = None
        self.table = [None] * TASK_COUNT
        self.current = None
        self.sent = 0
        self.holds = 0
        self.releases = 0
        self.steps = 0

    def add_task(self, task):
        self.table[task.ident] = task
        head = self.head
        if head is None or task.priority > head.priority:
            task.link = head
            self.head = task
            return
        t = head
        while t.link is not None and t.link.priority >= task.priority:
            t = t.link
        task.link = t.link
        t.link = task

    def release(self, ident):
        task = self.table[ident]
        if task.held:
            self.releases += 1
            task.held = False

    def hold_current(self):
        self.holds += 1
        self.current.held = True

    def suspend_current(self):
        self.current.suspended = True

    def send(self, pkt, dest):
        task = self.table[dest]
        self.sent += 1
        pkt.origin = self.current.ident
        task.queue = append_packet(task.queue, pkt)
        task.packet_pending = True

    def schedule(self):
        while True:
            task = self.head
            while task is not None and not task.runnable():
                task = task.link
            if task is None:
                return self.steps
            self.current = task
            self.steps += 1
            task.runs += 1
            pkt = None
            if task.suspended and task.packet_pending:
                pkt = task.take_packet()
            task.run(pkt)


class Task:
    kind_name = "task"

    def __init__(self, kernel, ident, priority, queue, suspended):
        self.link = None
        self.kernel = kernel
        self.ident = ident
        self.priority = priority
        self.queue = queue
        self.packet_pending = queue is not None
        self.suspended = suspended
        self.held = False
        self.runs = 0
        kernel.add_task(self)

    def runnable(self):
        if self.held:
            return False
        return self.packet_pending or not self.suspended

    def take_packet(self):
        pkt = self.queue
        self.queue = pkt.link
        pkt.link = None
        self.packet_pending = self.queue is not None
        self.suspended = False
        return pkt

    def run(self, pkt):
        self.kernel.suspend_current()

    def describe(self):
        return self.kind_name + str(self.ident)


class IdleTask(Task):
    kind_name = "idle"

    def __init__(self, kernel, ident, priority, queue, ticks):
        super().__init__(kernel, ident, priority, queue, False)
        self.ticks = ticks
        self.seed = 12345 + ticks

    def run(self, pkt):
        kernel = self.kernel
        self.ticks -= 1
        if self.ticks == 0:
            kernel.hold_current()
            return
        self.seed = (self.seed * 1103515245 + 12345) & 0x7FFFFFFF
        if self.seed & 0x400:
            kernel.release(DEVICE_A)
        else:
            kernel.release(DEVICE_B)
        if self.ticks % 16 == 0 and self.packet_pending:
            ctl = self.take_packet()
            ctl.data[1] = self.ticks
            kernel.send(ctl, MONITOR)


class MonitorTask(Task):
    kind_name = "monitor"

    def __init__(self, kernel, ident, priority):
        super().__init__(kernel, ident, priority, None, True)
        self.tally = 0
        self.busy_handlers = 0

    def run(self, pkt):
        if pkt is None:
            self.kernel.suspend_current()
            return
        t = self.kernel.head
        position = 1
        while t is not None:
            if t.queue is not None:
                self.tally += t.queue.queue_length() * position
            if isinstance(t, HandlerTask) and t.work is not None:
                self.busy_handlers += 1
            if t.held:
                self.tally += position
            position += 1
            t = t.link
        pkt.data[0] += 1
        self.tally = (self.tally + pkt.data[1]) % 1000003
        self.kernel.send(pkt, pkt.owner)


class WorkerTask(Task):
    kind_name = "worker"

    def __init__(self, kernel, ident, priority, queue):
        super().__init__(kernel, ident, priority, queue, True)
        self.target = HANDLER_A
        self.symbol = ident

    def run(self, pkt):
        if pkt is None:
            self.kernel.suspend_current()
            return
        if self.target == HANDLER_A:
            self.target = HANDLER_B
        else:
            self.target = HANDLER_A
        pkt.count = 0
        data = pkt.data
        i = 0
        while i < 4:
            self.symbol += 1
            if self.symbol > 26:
                self.symbol = 1
            data[i] = self.symbol
            i += 1
        self.kernel.send(pkt, self.target)


class HandlerTask(Task):
    kind_name = "handler"

    def __init__(self, kernel, ident, priority, queue, device):
        super().__init__(kernel, ident, priority, queue, True)
        self.device = device
        self.work = None
        self.spare = None
        self.forwarded = 0

    def run(self, pkt):
        kernel = self.kernel
        if pkt is not None:
            if pkt.kind == Packet.WORK:
                self.work = append_packet(self.work, pkt)
            else:
                self.spare = append_packet(self.spare, pkt)
        work = self.work
        if work is None:
            kernel.suspend_current()
            return
        if work.count >= 4:
            self.work = work.link
            kernel.send(work, work.owner)
            return
        spare = self.spare
        if spare is None:
            kernel.suspend_current()
            return
        self.spare = spare.link
        spare.data[0] = work.data[work.count] + work.ident
        work.count += 1
        self.forwarded += 1
        kernel.send(spare, self.device)


class DeviceTask(Task):
    kind_name = "device"

    def __init__(self, kernel, ident, priority):
        super().__init__(kernel, ident, priority, None, True)
        self.pending = None
        self.checksum = 0

    def run(self, pkt):
        kernel = self.kernel
        if pkt is None:
            done = self.pending
            if done is None:
                kernel.suspend_current()
                return
            self.pending = None
            self.checksum = (self.checksum * 31 + done.data[0]) % 1000000007
            kernel.send(done, done.origin)
        else:
            self.pending = pkt
            kernel.hold_current()


def packet_chain(owner, kind, count, first):
    queue = None
    for i in range(count):
        queue = append_packet(queue, Packet(owner, kind, first + i))
    return queue


def build(ticks, round_no):
    kernel = Kernel()
    IdleTask(kernel, IDLE, 0, packet_chain(IDLE, Packet.CONTROL, 1, 0), ticks)
    MonitorTask(kernel, MONITOR, 500)
    base = round_no % 5
    WorkerTask(kernel, WORKER_A, 1000, packet_chain(WORKER_A, Packet.WORK, 2, base))
    WorkerTask(kernel, WORKER_B, 1100, packet_chain(WORKER_B, Packet.WORK, 2, base + 2))
    HandlerTask(kernel, HANDLER_A, 2000, packet_chain(HANDLER_A, Packet.DEVICE, 3, 0), DEVICE_A)
    HandlerTask(kernel, HANDLER_B, 3000, packet_chain(HANDLER_B, Packet.DEVICE, 3, 0), DEVICE_B)
    DeviceTask(kernel, DEVICE_A, 4000)
    DeviceTask(kernel, DEVICE_B, 5000)
    return kernel


def run(n):
    steps = 0
    sent = 0
    holds = 0
    releases = 0
    checksum = 0
    tally = 0
    busy = 0
    forwarded = 0
    order = ""
    for r in range(n):
        kernel = build(ROUND_TICKS + r % 7 * 3, r)
        steps += kernel.schedule()
        sent += kernel.sent
        holds += kernel.holds
        releases += kernel.releases
        for task in kernel.table:
            if isinstance(task, DeviceTask):
                checksum = (checksum * 7 + task.checksum) % 1000000007
            elif isinstance(task, MonitorTask):
                tally += task.tally
                busy += task.busy_handlers
            elif isinstance(task, HandlerTask):
                forwarded += task.forwarded
        if r == 0:
            names = []
            t = kernel.head
            while t is not None:
                names.append(t.describe() + ":" + str(t.runs))
                t = t.link
            order = " ".join(names)
    return f"steps={steps} sent={sent} holds={holds} releases={releases} " \
        f"forwarded={forwarded} busy={busy} tally={tally} checksum={checksum} [{order}]"


if __name__ == "__main__":
    print(run(N))
