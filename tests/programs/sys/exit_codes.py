# sys.exit with an int status chosen from the .args options; SystemExit caught, inspected and re-raised; finally blocks run.
import sys


class Job:
    def __init__(self, name, cost):
        self.name = name
        self.cost = cost

    def run(self, budget):
        if self.cost > budget:
            raise RuntimeError("%s over budget by %d" % (self.name, self.cost - budget))
        return budget - self.cost


def run_all(jobs, budget, keep_going):
    failed = []
    for job in jobs:
        try:
            budget = job.run(budget)
        except RuntimeError as e:
            failed.append(str(e))
            if not keep_going:
                break
    return budget, failed


def main(argv):
    budget = 1000
    keep_going = False
    for arg in argv:
        if arg.startswith("--budget="):
            budget = int(arg.split("=")[1])
        elif arg == "--keep-going":
            keep_going = True
        else:
            print("bad argument", arg)
            return 2
    jobs = [Job("job%d" % i, (i * 37) % 90 + 5) for i in range(300)]
    left, failed = run_all(jobs, budget, keep_going)
    print("left", left, "failed", len(failed))
    for message in failed[:3]:
        print(" ", message)
    return min(len(failed), 9)


def checked_exit(code):
    try:
        sys.exit(code)
    except SystemExit as e:
        print("would exit with", repr(e.code))
        return e.code
    finally:
        print("cleanup for", code)


print(checked_exit(0), checked_exit(None), checked_exit(7))
print(main(["--budget=50"]), main(["--bogus"]))
try:
    try:
        sys.exit(5)
    finally:
        print("finally before exit")
except SystemExit as e:
    print("caught", e.code, type(e.code).__name__)
status = main(sys.argv[1:])
print("exiting with", status)
try:
    sys.exit(status)
finally:
    print("last words")
