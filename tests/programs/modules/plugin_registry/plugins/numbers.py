import registry

calls = 0


@registry.plugin("length")
def length(text):
    global calls
    calls += 1
    return len(text)


@registry.plugin("words")
def words(text):
    global calls
    calls += 1
    return len(text.split())
