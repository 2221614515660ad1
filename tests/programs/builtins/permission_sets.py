# Role-based permissions with in-place set updates: update/intersection_update/difference_update/symmetric_difference_update and their operator forms.
ROLES = {
    "viewer": {"read"},
    "editor": {"read", "write", "comment"},
    "admin": {"read", "write", "comment", "delete", "grant"},
    "auditor": {"read", "audit"},
}
DENY = {"guest": {"write", "delete", "grant"}, "suspended": {"read", "write", "comment"}}


def effective(roles, flags, restrict=None):
    perms = set()
    for r in roles:
        perms.update(ROLES[r])
    for f in flags:
        perms.difference_update(DENY.get(f, ()))
    if restrict is not None:
        perms.intersection_update(restrict)
    return perms


def show(s):
    return sorted(s)


users = [("ann", ["viewer"], []), ("ben", ["editor", "auditor"], []), ("cat", ["admin"], ["guest"]),
         ("dan", ["editor"], ["suspended"]), ("eve", ["admin", "auditor"], [])]
for name, roles, flags in users:
    print(name, show(effective(roles, flags)), show(effective(roles, flags, {"read", "audit", "comment"})))

a = {"read", "write"}
b = {"write", "delete"}
c = set(a)
c.symmetric_difference_update(b)
print(show(c), c.symmetric_difference_update(c), c)
d = {1, 2, 3, 4, 5, 6}
d.update([7], (8, 9), range(10, 12), {"x": 1})
d.intersection_update(range(0, 20, 2), [2, 4, 6, 8, 10, 99])
print(sorted(d, key=str), len(d))
e = set(range(10))
e.difference_update({1, 2}, [3], range(8, 20))
print(e, e.update(), e.intersection_update(), e)
f = {1, 2, 3}
f |= {4}
f &= {1, 2, 4, 5}
f -= {2}
f ^= {4, 6}
print(f)

# audit trail: track permission changes over many events (hot loop)
current = {u: effective(r, fl) for u, r, fl in users}
changes = {u: set() for u, _, _ in users}
ALL = {"read", "write", "comment", "delete", "grant", "audit"}
for step in range(400):
    u = users[step % len(users)][0]
    before = set(current[u])
    op = step % 4
    perm = show(ALL)[(step * 5) % len(ALL)]
    if op == 0:
        current[u].update({perm})
    elif op == 1:
        current[u].difference_update([perm])
    elif op == 2:
        current[u].symmetric_difference_update({perm, "read"})
    else:
        current[u].intersection_update(ALL - {perm})
    before.symmetric_difference_update(current[u])
    changes[u].update(before)
for u in sorted(current):
    print(u, show(current[u]), show(changes[u]))

for bad in [lambda: set().update(5), lambda: {1}.intersection_update(None), lambda: {1}.difference_update([[]])]:
    try:
        bad()
    except TypeError as err:
        print("TypeError", err)
