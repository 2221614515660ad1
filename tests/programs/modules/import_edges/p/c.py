import sys
RUNS = sys.modules.get("p.c.runs", 0) + 1
print("running p.c")
