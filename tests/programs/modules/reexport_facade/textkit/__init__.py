"""Public face of textkit: names re-exported from private submodules."""
from ._impl.counting import word_counts, top_words as top
from ._impl.cleaning import normalize, STOPWORDS
from ._impl import stemming
from ._impl.stemming import stem as _stem_private

__all__ = ["word_counts", "top", "normalize", "STOPWORDS", "stem_all", "VERSION"]
VERSION = (1, 4)
loaded = []


def stem_all(words):
    return [_stem_private(w) for w in words]


def __getattr__(name):
    # lazily expose the (otherwise private) summary module
    if name == "summary":
        from ._impl import summary
        loaded.append(name)
        return summary
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
