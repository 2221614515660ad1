SUFFIXES = ("ingly", "edly", "ing", "ed", "ly", "es", "s")
calls = 0


def stem(word):
    global calls
    calls += 1
    for suf in SUFFIXES:
        if word.endswith(suf) and len(word) - len(suf) >= 3:
            return word[: len(word) - len(suf)]
    return word
