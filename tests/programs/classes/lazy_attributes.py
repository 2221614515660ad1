# Lazy attributes via __getattr__: computed on first access, cached in the instance, with properties that fail.
class Document:
    computations = 0

    def __init__(self, text):
        self.text = text

    def __getattr__(self, name):
        compute = getattr(type(self), "_compute_" + name, None)
        if compute is None:
            raise AttributeError("%s has no attribute %r" % (type(self).__name__, name))
        Document.computations += 1
        value = compute(self)
        setattr(self, name, value)
        return value

    def _compute_words(self):
        return self.text.split()

    def _compute_word_count(self):
        return len(self.words)

    def _compute_frequencies(self):
        freq = {}
        for w in self.words:
            freq[w] = freq.get(w, 0) + 1
        return freq

    def _compute_longest(self):
        return max(self.words, key=len)

    @property
    def ratio(self):
        if self.word_count == 0:
            raise AttributeError("empty document")
        return len(self.frequencies) / self.word_count


class Report(Document):
    def _compute_title(self):
        return self.words[0].upper() if self.words else "UNTITLED"


docs = []
base = "alpha beta gamma beta delta alpha epsilon alpha"
for i in range(120):
    docs.append(Report(" ".join(base.split()[: i % 9])))
total = 0
for _ in range(3):
    for d in docs:
        total += d.word_count
print(total, Document.computations)
print(docs[8].frequencies, docs[8].longest, docs[8].title, docs[0].title)
print(Document.computations, "words" in docs[8].__dict__, "ratio" in docs[8].__dict__)
print(round(docs[8].ratio, 4), getattr(docs[0], "ratio", "no ratio"))
try:
    docs[0].ratio
except AttributeError as e:
    print("AttributeError:", e)
try:
    docs[3].summary
except AttributeError as e:
    print("AttributeError:", e)
print(hasattr(docs[5], "title"), hasattr(Document("x y"), "title"), hasattr(docs[5], "nope"))
plain = Document("one two two")
print(plain.frequencies, plain.word_count, sorted(plain.__dict__))
plain.words = ["replaced"]
print(plain.words, plain.word_count)
del plain.word_count
print(plain.word_count, Document.computations)
