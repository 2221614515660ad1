from .. import word_counts, top


def summarize(text, n=2):
    counts = word_counts(text)
    return ", ".join(f"{w}x{c}" for w, c in top(counts, n))
