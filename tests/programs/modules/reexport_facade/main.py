# A package whose __init__.py re-exports names from private submodules (with renames), plus a lazily loaded module through module __getattr__.
import textkit
from textkit import top, normalize, word_counts, stem_all
from textkit._impl import counting, stemming

TEXT = """The parser is parsing the parsed input, and it parses quickly.
Testing tested tests: the tester tests testing of the tested parsers in order."""

print(textkit.VERSION, textkit.__all__)
print(normalize(TEXT)[:8])
counts = word_counts(TEXT)
print(top(counts, 4), len(counts))
print(top(word_counts(TEXT, stemmed=False), 3))
print(stem_all(["running", "jumped", "quickly", "cats", "is", "sings"]))
print(top is counting.top_words, textkit.word_counts is counting.word_counts, textkit.stemming is stemming)
print(top.__name__, top.__module__, normalize.__module__, hasattr(textkit, "_stem_private"), hasattr(textkit, "stem"))
print(textkit.STOPWORDS is textkit._impl.cleaning.STOPWORDS, textkit._impl.cleaning.DEFAULT_STOPWORDS is textkit.STOPWORDS)

print(textkit.loaded)
print(textkit.summary.summarize(TEXT, 3), textkit.loaded)
import textkit._impl.summary as summary_mod
print(summary_mod is textkit.summary, textkit.loaded)
try:
    textkit.nothing_here
except AttributeError as e:
    print("AttributeError", e)

# hot loop through the re-exported API
before = stemming.calls
sentences = ["Walking walked walks %d times quickly and happily to the market" % i for i in range(200)]
total = {}
for s in sentences:
    for w, c in word_counts(s).items():
        total[w] = total.get(w, 0) + c
print(top(total, 5), stemming.calls - before, len(total))
try:
    from textkit import nope
except ImportError as e:
    print("ImportError", str(e).split(" (")[0])
print(textkit.loaded, textkit.tokenizer)
