class C:
    pass
c = C()
c.__dict__ = {'v': 1}
print(c.v)
