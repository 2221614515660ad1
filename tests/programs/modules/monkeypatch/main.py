# Rebinding module functions and classes from outside (`mod.func = ...`): hot callers in other modules see the patch.
import clock
import scheduler
from clock import now as original_now

tasks = [scheduler.Task("t%d" % i, i % 5 + 1) for i in range(120)]
print(scheduler.run(tasks, 200), clock.ticks)


def frozen_now():
    return 1000


clock.now = frozen_now
print(scheduler.run(tasks, 50), clock.ticks, original_now is not clock.now)
clock.now = original_now
print(scheduler.run(tasks, 30), clock.ticks)


class LoudTask(scheduler.Task):
    def cost(self):
        return super().cost() * 10


old_task = scheduler.Task
scheduler.Task = LoudTask
made = scheduler.make_tasks(5)
print([type(t).__name__ for t in made], [t.cost() for t in made])
scheduler.Task = old_task
print(type(scheduler.make_tasks(1)[0]).__name__)

calls = []
real_log = scheduler.log


def spy(message):
    calls.append(message)
    real_log(message)


scheduler.log = spy
scheduler.run(tasks[:3], 3)
print(len(calls), calls[0], len(scheduler.LOG))
scheduler.log = real_log
clock.reset()
print(clock.ticks, clock.now(), clock.now())
