"""Word statistics, n-grams, keyword extraction and a tiny markov generator (no re)."""
import string
import random
import math
from collections import Counter, defaultdict, OrderedDict
from itertools import islice, pairwise, groupby, chain, combinations
from functools import lru_cache
from heapq import nlargest

CORPUS = """
It was the best of times, it was the worst of times, it was the age of wisdom,
it was the age of foolishness, it was the epoch of belief, it was the epoch of
incredulity, it was the season of Light, it was the season of Darkness, it was
the spring of hope, it was the winter of despair, we had everything before us,
we had nothing before us, we were all going direct to Heaven, we were all going
direct the other way - in short, the period was so far like the present period,
that some of its noisiest authorities insisted on its being received, for good
or for evil, in the superlative degree of comparison only.
There were a king with a large jaw and a queen with a plain face, on the throne
of England; there were a king with a large jaw and a queen with a fair face, on
the throne of France. In both countries it was clearer than crystal to the lords
of the State preserves of loaves and fishes, that things in general were settled
for ever.
"""
STOP = set("the of a and to in it was on with that for were we its or there than so all".split())


def tokenize(text):
    table = str.maketrans({c: " " for c in string.punctuation})
    return [w for w in text.lower().translate(table).split() if w]


def sentences(text):
    out, cur = [], []
    for ch in text.replace("\n", " "):
        cur.append(ch)
        if ch in ".;":
            s = "".join(cur).strip()
            if s:
                out.append(s)
            cur = []
    tail = "".join(cur).strip()
    if tail:
        out.append(tail)
    return out


words = tokenize(CORPUS)
print("tokens", len(words), "types", len(set(words)))
freq = Counter(words)
print("top", freq.most_common(10))
content = Counter(w for w in words if w not in STOP)
print("content", content.most_common(8))
print("hapax", sorted(w for w, c in freq.items() if c == 1)[:15])
bigrams = Counter(pairwise(words))
print("bigrams", [(" ".join(b), c) for b, c in bigrams.most_common(6)])
trigrams = Counter(zip(words, words[1:], words[2:]))
print("trigrams", [(" ".join(t), c) for t, c in trigrams.most_common(4)])
by_len = OrderedDict()
for length, grp in groupby(sorted(set(words), key=len), key=len):
    by_len[length] = sorted(grp)
print("lengths", {k: len(v) for k, v in by_len.items()})
print("longest", by_len[max(by_len)])
letters = Counter(c for c in CORPUS.lower() if c in string.ascii_lowercase)
total = sum(letters.values())
print("letters", "".join(c for c, _ in letters.most_common()))
entropy = -sum(n / total * math.log2(n / total) for n in letters.values())
print("letter entropy", round(entropy, 10))
initials = Counter(w[0] for w in words)
print("initials", sorted(initials.items(), key=lambda kv: (-kv[1], kv[0]))[:8])

print("--- sentences")
sents = sentences(CORPUS)
for i, s in enumerate(sents):
    toks = tokenize(s)
    print(f"{i}: {len(toks):3d} words, avg len {sum(map(len, toks)) / len(toks):.3f}: {s[:50]!r}")

print("--- tf-idf keywords per sentence")
docs = [tokenize(s) for s in sents]
df = Counter(chain.from_iterable(set(d) for d in docs))
N = len(docs)
for i, d in enumerate(docs):
    tf = Counter(d)
    scores = {w: (c / len(d)) * math.log(N / df[w]) for w, c in tf.items() if w not in STOP}
    top = nlargest(3, scores.items(), key=lambda kv: (kv[1], kv[0]))
    print(i, [(w, round(s, 6)) for w, s in top])

print("--- co-occurrence")
co = Counter()
for d in docs:
    uniq = sorted(set(w for w in d if w not in STOP))
    for a, b in combinations(uniq, 2):
        co[(a, b)] += 1
print([(p, c) for p, c in co.most_common(5)])

print("--- edit distance")
@lru_cache(maxsize=None)
def lev(a, b):
    if not a:
        return len(b)
    if not b:
        return len(a)
    if a[0] == b[0]:
        return lev(a[1:], b[1:])
    return 1 + min(lev(a[1:], b), lev(a, b[1:]), lev(a[1:], b[1:]))
vocab = sorted(set(words))
for typo in ["wisdon", "kng", "darknes", "fance", "seasn"]:
    cands = [w for w in vocab if w[0] == typo[0] and abs(len(w) - len(typo)) <= 2]
    best = min(cands, key=lambda w: (lev(typo, w), w))
    print(typo, "->", best, lev(typo, best))
print(lev.cache_info().currsize > 0)

print("--- markov chain")
chain_ = defaultdict(list)
for a, b, c in zip(words, words[1:], words[2:]):
    chain_[(a, b)].append(c)
for seed in [1, 2, 3]:
    rng = random.Random(seed)
    state = rng.choice(sorted(chain_))
    out = list(state)
    for _ in range(18):
        nxt = chain_.get(state)
        if not nxt:
            break
        w = rng.choice(nxt)
        out.append(w)
        state = (state[1], w)
    print(seed, " ".join(out))
print("--- word wrap")
def wrap(ws, width):
    line, lines = [], []
    for w in ws:
        if sum(map(len, line)) + len(line) + len(w) > width:
            lines.append(" ".join(line))
            line = []
        line.append(w)
    if line:
        lines.append(" ".join(line))
    return lines
for ln in wrap(list(islice(words, 60)), 36):
    print("|" + ln.ljust(36) + "|")
print(string.capwords(" ".join(words[:12])))
print("--- simple inverted index and queries")
index = defaultdict(set)
for i, d in enumerate(docs):
    for w in d:
        index[w].add(i)
def query(q):
    terms = q.lower().split()
    must = [t for t in terms if not t.startswith("-")]
    neg = [t[1:] for t in terms if t.startswith("-")]
    res = set(range(N))
    for t in must:
        res &= index.get(t, set())
    for t in neg:
        res -= index.get(t, set())
    return sorted(res)
for q in ["it was", "king queen", "age -wisdom", "france", "season -light", "nothing"]:
    print(f"{q!r:>16} -> {query(q)}")
print("--- character bigram similarity")
def shingles(w):
    return Counter(a + b for a, b in pairwise(f"^{w}$"))
def cosine(c1, c2):
    dot = sum(c1[k] * c2[k] for k in c1)
    n1 = math.sqrt(sum(v * v for v in c1.values()))
    n2 = math.sqrt(sum(v * v for v in c2.values()))
    return dot / (n1 * n2) if n1 and n2 else 0.0
pairs = sorted(((cosine(shingles(a), shingles(b)), a, b) for a, b in combinations(sorted(content)[:14], 2)), reverse=True)[:5]
print([(a, b, round(s, 6)) for s, a, b in pairs])
print("--- run-length encoding")
def rle(s):
    return "".join(f"{len(list(g))}{k}" for k, g in groupby(s))
def unrle(s):
    out, num = [], ""
    for ch in s:
        if ch.isdigit():
            num += ch
        else:
            out.append(ch * int(num))
            num = ""
    return "".join(out)
for s in ["aaabccddddd", "abc", "", "zzzzzzzzzzzz", "".join(sorted(words[:10]))[:30]]:
    enc = rle(s)
    print(repr(s), "->", enc, unrle(enc) == s)
