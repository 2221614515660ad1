from .cleaning import normalize
from .stemming import stem


def word_counts(text, stemmed=True):
    counts = {}
    for w in normalize(text):
        key = stem(w) if stemmed else w
        counts[key] = counts.get(key, 0) + 1
    return counts


def top_words(counts, n=3):
    return sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:n]
