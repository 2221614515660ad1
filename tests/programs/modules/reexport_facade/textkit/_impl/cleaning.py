STOPWORDS = DEFAULT_STOPWORDS = ("the", "a", "an", "and", "of", "to", "in", "is", "it")


def normalize(text):
    out = []
    for raw in text.split():
        w = raw.strip(".,;:!?\"'()").lower()
        if w and w not in STOPWORDS:
            out.append(w)
    return out
