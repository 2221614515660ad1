# A round-robin cooperative scheduler: tasks are generators yielding syscalls (sleep, spawn, wait), results sent back, failures thrown into waiting parents.
class Sleep:
    def __init__(self, ticks):
        self.ticks = ticks


class Spawn:
    def __init__(self, gen, name):
        self.gen = gen
        self.name = name


class Wait:
    def __init__(self, tid):
        self.tid = tid


class TaskFailed(Exception):
    pass


def run(main):
    tasks = {0: ("main", main)}
    ready = [(0, None, None)]  # (tid, value to send, exception to throw)
    sleeping = []
    waiters = {}
    results = {}
    next_id = 1
    tick = 0
    trace = []
    while ready or sleeping:
        if not ready:
            tick += 1
            still = []
            for until, tid in sleeping:
                if until <= tick:
                    ready.append((tid, tick, None))
                else:
                    still.append((until, tid))
            sleeping = still
            continue
        tid, value, exc = ready.pop(0)
        name, gen = tasks[tid]
        try:
            req = gen.throw(exc) if exc is not None else gen.send(value)
        except StopIteration as stop:
            results[tid] = ("ok", stop.value)
            trace.append(f"{tick}:{name} done")
            for w in waiters.pop(tid, []):
                ready.append((w, stop.value, None))
            continue
        except Exception as e:
            results[tid] = ("error", str(e))
            trace.append(f"{tick}:{name} failed")
            for w in waiters.pop(tid, []):
                ready.append((w, None, TaskFailed(f"{name}: {e}")))
            continue
        if isinstance(req, Sleep):
            sleeping.append((tick + req.ticks, tid))
        elif isinstance(req, Spawn):
            tasks[next_id] = (req.name, req.gen)
            ready.append((next_id, None, None))
            ready.append((tid, next_id, None))
            next_id += 1
        elif isinstance(req, Wait):
            if req.tid in results:
                status, val = results[req.tid]
                ready.append((tid, val, None) if status == "ok" else (tid, None, TaskFailed(val)))
            else:
                waiters.setdefault(req.tid, []).append(tid)
        else:
            ready.append((tid, req, None))
    return results, trace, tick


def worker(n, delay, fail_at=None):
    total = 0
    for i in range(n):
        if i == fail_at:
            raise ValueError(f"step {i} broke")
        total += i * i
        if i % 50 == 49:
            yield Sleep(delay)
        else:
            yield i  # plain values are echoed back
    return total


def subtotal(n):
    x = yield from worker(n, 1)
    return x * 2


def main():
    ids = []
    for k, n in enumerate([120, 200, 75, 160]):
        tid = yield Spawn(worker(n, k + 1, fail_at=150 if k == 3 else None), f"w{k}")
        ids.append(tid)
    sub = yield Spawn(subtotal(130), "sub")
    collected = {}
    for tid in ids + [sub]:
        try:
            collected[tid] = yield Wait(tid)
        except TaskFailed as e:
            collected[tid] = "failed(" + str(e) + ")"
    echoed = yield "ping"
    return collected, echoed


results, trace, ticks = run(main())
print(ticks, trace)
for tid in sorted(results):
    print(tid, results[tid])
