# Reading records from sys.stdin by iteration after a readline() header; summary per student.
import sys


class Student:
    def __init__(self, name):
        self.name = name
        self.scores = []

    def add(self, score):
        self.scores.append(score)

    def average(self):
        return sum(self.scores) / len(self.scores) if self.scores else 0.0

    def grade(self):
        avg = self.average()
        for limit, letter in ((90, "A"), (80, "B"), (70, "C"), (60, "D")):
            if avg >= limit:
                return letter
        return "F"


header = sys.stdin.readline().rstrip("\n")
print("header:", header.split(";"))
students = {}
bad = []
count = 0
for lineno, line in enumerate(sys.stdin, 2):
    line = line.strip()
    if not line or line.startswith("#"):
        continue
    parts = line.split(";")
    if len(parts) != 3:
        bad.append((lineno, "fields"))
        continue
    name, subject, score = parts
    try:
        value = int(score)
    except ValueError:
        bad.append((lineno, score))
        continue
    if name not in students:
        students[name] = Student(name)
    students[name].add(value)
    count += 1

print("records", count, "bad", bad)
for name in sorted(students):
    s = students[name]
    print(f"{name:<6} n={len(s.scores):<3} avg={s.average():6.2f} {s.grade()}")
best = max(students.values(), key=lambda s: s.average())
print("best", best.name)
print("rest of stdin:", repr(sys.stdin.read()), repr(sys.stdin.readline()))
