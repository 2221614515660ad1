import clock

LOG = []


class Task:
    def __init__(self, name, weight):
        self.name = name
        self.weight = weight

    def cost(self):
        return self.weight


def log(message):
    LOG.append(message)


def run(tasks, rounds):
    done = 0
    stamp = 0
    for r in range(rounds):
        task = tasks[r % len(tasks)]
        stamp = clock.now()
        done += task.cost()
        log("%s@%d" % (task.name, stamp))
    return done, stamp


def make_tasks(n):
    return [Task("m%d" % i, i + 1) for i in range(n)]
