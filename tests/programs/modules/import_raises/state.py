# Survives across the failing imports below: it imported fine the first time.
attempts = {}


def attempt(name):
    attempts[name] = attempts.get(name, 0) + 1
    return attempts[name]
