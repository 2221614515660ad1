# global statement: functions reading and rebinding module-level names
counter = 0
log = []

def bump(by=1):
    global counter
    counter += by
    return counter

def record(x):
    log.append(x)

def read_only():
    return counter * 2

for i in range(5):
    bump()
bump(10)
print(counter, read_only())

def set_new():
    global created
    created = 'made inside'

set_new()
print(created)

def shadow():
    counter = 'local'
    return counter

print(shadow(), counter)
record(1)
record('two')
print(log)
