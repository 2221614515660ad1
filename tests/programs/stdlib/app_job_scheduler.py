"""Discrete-event job scheduler: heapq + dataclasses(order) + enum + itertools."""
import heapq
import itertools
from collections import defaultdict, deque, OrderedDict
from dataclasses import dataclass, field
from enum import IntEnum
from functools import total_ordering


class Priority(IntEnum):
    CRITICAL = 0
    HIGH = 1
    NORMAL = 2
    LOW = 3


@dataclass(order=True)
class Job:
    sort_key: tuple = field(init=False, repr=False)
    priority: Priority
    submit: int
    name: str
    duration: int
    deps: tuple = ()
    retries: int = 0

    def __post_init__(self):
        self.sort_key = (self.priority, self.submit, self.name)


@total_ordering
class Event:
    _seq = itertools.count()

    def __init__(self, time, kind, payload):
        self.time, self.kind, self.payload = time, kind, payload
        self.seq = next(Event._seq)

    def __eq__(self, other):
        return (self.time, self.seq) == (other.time, other.seq)

    def __lt__(self, other):
        return (self.time, self.seq) < (other.time, other.seq)

    def __repr__(self):
        return f"Event({self.time}, {self.kind}, {self.payload})"


class Scheduler:
    def __init__(self, workers, fail_pattern):
        self.workers = {f"w{i}": None for i in range(workers)}
        self.ready = []
        self.events = []
        self.waiting = OrderedDict()
        self.done = {}
        self.clock = 0
        self.log = []
        self.fail_pattern = fail_pattern
        self.attempts = defaultdict(int)
        self.busy_time = defaultdict(int)

    def submit(self, job):
        heapq.heappush(self.events, Event(job.submit, "submit", job))

    def _deps_ok(self, job):
        return all(d in self.done for d in job.deps)

    def _dispatch(self):
        for w in sorted(self.workers):
            if self.workers[w] is None and self.ready:
                job = heapq.heappop(self.ready)
                self.workers[w] = job
                self.attempts[job.name] += 1
                self.log.append(f"t={self.clock:>3} {w} start {job.name} (p={job.priority.name}, try {self.attempts[job.name]})")
                heapq.heappush(self.events, Event(self.clock + job.duration, "finish", (w, job)))

    def _release_waiting(self):
        for name in list(self.waiting):
            job = self.waiting[name]
            if self._deps_ok(job):
                del self.waiting[name]
                heapq.heappush(self.ready, job)
                self.log.append(f"t={self.clock:>3} unblocked {name}")

    def run(self):
        while self.events:
            ev = heapq.heappop(self.events)
            self.clock = ev.time
            if ev.kind == "submit":
                job = ev.payload
                if self._deps_ok(job):
                    heapq.heappush(self.ready, job)
                else:
                    self.waiting[job.name] = job
                    self.log.append(f"t={self.clock:>3} {job.name} waits for {[d for d in job.deps if d not in self.done]}")
            elif ev.kind == "finish":
                w, job = ev.payload
                self.workers[w] = None
                self.busy_time[w] += job.duration
                if (job.name, self.attempts[job.name]) in self.fail_pattern and job.retries > 0:
                    self.log.append(f"t={self.clock:>3} {w} FAILED {job.name}; retrying")
                    job.retries -= 1
                    heapq.heappush(self.events, Event(self.clock + 1, "submit", job))
                else:
                    self.done[job.name] = self.clock
                    self.log.append(f"t={self.clock:>3} {w} done {job.name}")
                    self._release_waiting()
            self._dispatch()
        return self.done


jobs = [
    Job(Priority.NORMAL, 0, "fetch", 4),
    Job(Priority.HIGH, 0, "auth", 2),
    Job(Priority.LOW, 1, "cleanup", 3),
    Job(Priority.NORMAL, 1, "parse", 5, deps=("fetch",)),
    Job(Priority.CRITICAL, 2, "alert", 1),
    Job(Priority.HIGH, 3, "index", 6, deps=("parse", "auth"), retries=2),
    Job(Priority.NORMAL, 3, "thumbs", 4, deps=("fetch",)),
    Job(Priority.LOW, 5, "report", 2, deps=("index", "thumbs")),
    Job(Priority.CRITICAL, 8, "hotfix", 3),
    Job(Priority.NORMAL, 9, "email", 1, deps=("report",)),
]
print(sorted(j.name for j in jobs))
print([j.name for j in sorted(jobs)])
sched = Scheduler(2, fail_pattern={("index", 1), ("index", 2)})
for j in jobs:
    sched.submit(j)
done = sched.run()
for line in sched.log:
    print(line)
print("finished:", sorted(done.items(), key=lambda kv: (kv[1], kv[0])))
print("makespan:", max(done.values()), "busy:", dict(sorted(sched.busy_time.items())))
print("utilisation:", {w: round(t / max(done.values()), 4) for w, t in sorted(sched.busy_time.items())})
print("attempts:", {k: v for k, v in sorted(sched.attempts.items()) if v > 1})

print("--- topological order check")
indeg = {j.name: len(j.deps) for j in jobs}
children = defaultdict(list)
for j in jobs:
    for d in j.deps:
        children[d].append(j.name)
q = deque(sorted(n for n, d in indeg.items() if d == 0))
order = []
while q:
    n = q.popleft()
    order.append(n)
    for c in sorted(children[n]):
        indeg[c] -= 1
        if indeg[c] == 0:
            q.append(c)
print(order, all(done[a] <= done[b] for a in done for b in children[a]))

print("--- round robin with 3 workers, no failures")
Event._seq = itertools.count()
sched3 = Scheduler(3, fail_pattern=set())
for j in jobs:
    sched3.submit(Job(j.priority, j.submit, j.name, j.duration, j.deps))
d3 = sched3.run()
print(sorted(d3.items(), key=lambda kv: (kv[1], kv[0])), max(d3.values()))
print("--- timeline")
width = max(d3.values())
starts = {}
for line in sched3.log:
    parts = line.split()
    if len(parts) >= 4 and parts[2] == "start":
        starts[parts[3]] = (int(parts[0][2:]), parts[1])
for name, (s, w) in sorted(starts.items(), key=lambda kv: (kv[1][0], kv[0])):
    e = d3[name]
    print(f"{name:<8}{w} |" + " " * s + "=" * (e - s) + " " * (width - e) + "|")
