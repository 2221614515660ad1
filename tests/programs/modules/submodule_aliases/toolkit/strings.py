calls = 0


def slug(text):
    global calls
    calls += 1
    return "-".join(text.lower().split())
