"""Pseudo-random numbers: ember's own implementation of the documented behaviour of
CPython's `random`.

The generator is the Mersenne Twister, in Rust (`_random`), seeded as CPython seeds
it, so a given seed gives CPython's sequences; the distributions are written here
with the methods CPython documents, drawing the same numbers in the same order.
"""

import _random
import math as _math
import time as _time

__all__ = [
    "Random", "seed", "random", "uniform", "randint", "choice", "sample", "randrange",
    "shuffle", "normalvariate", "lognormvariate", "expovariate", "vonmisesvariate",
    "gammavariate", "triangular", "gauss", "betavariate", "paretovariate",
    "weibullvariate", "getstate", "setstate", "getrandbits", "choices", "randbytes",
]

_STATE_BYTES = 624 * 4 + 4
_NV_MAGICCONST = 4 * _math.exp(-0.5) / _math.sqrt(2.0)
_TWOPI = 2.0 * _math.pi
_LOG4 = _math.log(4.0)
_SG_MAGICCONST = 1.0 + _math.log(4.5)


def _int_words(a):
    words = []
    while a:
        words.append(a & 0xFFFFFFFF)
        a >>= 32
    return words


def _index(n, what):
    if type(n) is int:
        return n
    try:
        return n.__index__()
    except AttributeError:
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(n).__name__) from None


class Random:
    """A Mersenne Twister generator with its own state."""

    VERSION = 3

    def __init__(self, x=None):
        self._state = bytearray(_STATE_BYTES)
        self.gauss_next = None
        self.seed(x)

    def seed(self, a=None, version=2):
        """Seeds the generator: from the time for None, from an int's value, from a
        str's or bytes' SHA-512 (version 2), as CPython seeds."""
        if a is None:
            a = _time.time_ns() if hasattr(_time, "time_ns") else int(_time.time() * 1e9)
            a ^= id(self) << 16
        elif version == 1 and isinstance(a, (str, bytes)):
            raise NotImplementedError("random.seed(..., version=1) is not supported by ember yet")
        elif version == 2 and isinstance(a, (str, bytes, bytearray)):
            data = a.encode() if isinstance(a, str) else bytes(a)
            a = int.from_bytes(data + _random.sha512(data), "big")
        elif isinstance(a, float):
            # CPython seeds from the hash read as an unsigned 64-bit word.
            a = hash(a) & 0xFFFFFFFFFFFFFFFF
        elif not isinstance(a, int):
            raise TypeError("The only supported seed types are: None,\n"
                            "int, float, str, bytes, and bytearray.")
        _random.seed_words(self._state, _int_words(abs(a)))
        self.gauss_next = None

    def random(self):
        """The next float in [0.0, 1.0)."""
        return _random.random(self._state)

    def getrandbits(self, k):
        """An int of k random bits."""
        return _random.getrandbits(self._state, k)

    def getstate(self):
        return (self.VERSION, _random.getstate(self._state), self.gauss_next)

    def setstate(self, state):
        version = state[0]
        if version == 3:
            version, internalstate, self.gauss_next = state
        elif version == 2:
            version, internalstate, self.gauss_next = state
            internalstate = tuple(x % (2 ** 32) for x in internalstate)
        else:
            raise ValueError("state with version %s passed to Random.setstate() of version %s"
                             % (version, self.VERSION))
        _random.setstate(self._state, internalstate)

    def _randbelow(self, n):
        k = n.bit_length()
        r = _random.getrandbits(self._state, k)
        while r >= n:
            r = _random.getrandbits(self._state, k)
        return r

    def randbytes(self, n):
        return self.getrandbits(n * 8).to_bytes(n, "little")

    def randrange(self, start, stop=None, step=1):
        """A random int from range(start, stop, step)."""
        istart = _index(start, "start")
        if stop is None:
            if step != 1:
                raise TypeError("Missing a non-None stop argument")
            if istart > 0:
                return self._randbelow(istart)
            raise ValueError("empty range for randrange()")
        istop = _index(stop, "stop")
        width = istop - istart
        istep = _index(step, "step")
        if istep == 1:
            if width > 0:
                return istart + self._randbelow(width)
            raise ValueError("empty range for randrange() (%d, %d, %d)" % (istart, istop, width))
        if istep > 0:
            n = (width + istep - 1) // istep
        elif istep < 0:
            n = (width + istep + 1) // istep
        else:
            raise ValueError("zero step for randrange()")
        if n <= 0:
            raise ValueError("empty range for randrange()")
        return istart + istep * self._randbelow(n)

    def randint(self, a, b):
        """A random int N with a <= N <= b."""
        return self.randrange(a, b + 1)

    def choice(self, seq):
        """A random element of a non-empty sequence."""
        if not len(seq):
            raise IndexError("Cannot choose from an empty sequence")
        return seq[self._randbelow(len(seq))]

    def shuffle(self, x):
        """Shuffles the list x in place."""
        randbelow = self._randbelow
        for i in range(len(x) - 1, 0, -1):
            j = randbelow(i + 1)
            x[i], x[j] = x[j], x[i]

    def sample(self, population, k, *, counts=None):
        """k unique elements chosen from the population sequence."""
        if isinstance(population, (set, frozenset, dict)):
            raise TypeError("Population must be a sequence.  For dicts or sets, use sorted(d).")
        n = len(population)
        if counts is not None:
            cum_counts = []
            total = 0
            for c in counts:
                total += c
                cum_counts.append(total)
            if len(cum_counts) != n:
                raise ValueError("The number of counts does not match the population")
            if not isinstance(total, int):
                raise TypeError("Counts must be integers")
            if total <= 0:
                raise ValueError("Total of counts must be greater than zero")
            selections = self.sample(range(total), k=k)
            return [population[_bisect_right(cum_counts, s, 0, n - 1)] for s in selections]
        if not 0 <= k <= n:
            raise ValueError("Sample larger than population or is negative")
        result = [None] * k
        setsize = 21
        if k > 5:
            setsize += 4 ** _math.ceil(_math.log(k * 3) / _LOG4)
        if n <= setsize:
            pool = list(population)
            for i in range(k):
                j = self._randbelow(n - i)
                result[i] = pool[j]
                pool[j] = pool[n - i - 1]
        else:
            selected = set()
            for i in range(k):
                j = self._randbelow(n)
                while j in selected:
                    j = self._randbelow(n)
                selected.add(j)
                result[i] = population[j]
        return result

    def choices(self, population, weights=None, *, cum_weights=None, k=1):
        """k elements chosen with replacement, optionally weighted."""
        random = self.random
        n = len(population)
        if cum_weights is None:
            if weights is None:
                n += 0.0
                return [population[int(random() * n)] for i in range(k)]
            cum_weights = []
            total = 0
            for w in weights:
                total += w
                cum_weights.append(total)
        elif weights is not None:
            raise TypeError("Cannot specify both weights and cumulative weights")
        if len(cum_weights) != n:
            raise ValueError("The number of weights does not match the population")
        total = cum_weights[-1] + 0.0
        if total <= 0.0:
            raise ValueError("Total of weights must be greater than zero")
        if not _math.isfinite(total):
            raise ValueError("Total of weights must be finite")
        hi = n - 1
        return [population[_bisect_right(cum_weights, random() * total, 0, hi)] for i in range(k)]

    def uniform(self, a, b):
        """A random float N with a <= N <= b."""
        return a + (b - a) * self.random()

    def triangular(self, low=0.0, high=1.0, mode=None):
        u = self.random()
        try:
            c = 0.5 if mode is None else (mode - low) / (high - low)
        except ZeroDivisionError:
            return low
        if u > c:
            u = 1.0 - u
            c = 1.0 - c
            low, high = high, low
        return low + (high - low) * _math.sqrt(u * c)

    def normalvariate(self, mu=0.0, sigma=1.0):
        """The normal distribution (Kinderman and Monahan's method)."""
        random = self.random
        while True:
            u1 = random()
            u2 = 1.0 - random()
            z = _NV_MAGICCONST * (u1 - 0.5) / u2
            zz = z * z / 4.0
            if zz <= -_math.log(u2):
                break
        return mu + z * sigma

    def gauss(self, mu=0.0, sigma=1.0):
        """The normal distribution, two values per pair of draws (Box-Muller)."""
        z = self.gauss_next
        self.gauss_next = None
        if z is None:
            x2pi = self.random() * _TWOPI
            g2rad = _math.sqrt(-2.0 * _math.log(1.0 - self.random()))
            z = _math.cos(x2pi) * g2rad
            self.gauss_next = _math.sin(x2pi) * g2rad
        return mu + z * sigma

    def lognormvariate(self, mu, sigma):
        return _math.exp(self.normalvariate(mu, sigma))

    def expovariate(self, lambd):
        """The exponential distribution with rate lambd."""
        return -_math.log(1.0 - self.random()) / lambd

    def vonmisesvariate(self, mu, kappa):
        random = self.random
        if kappa <= 1e-6:
            return _TWOPI * random()
        s = 0.5 / kappa
        r = s + _math.sqrt(1.0 + s * s)
        while True:
            u1 = random()
            z = _math.cos(_math.pi * u1)
            d = z / (r + z)
            u2 = random()
            if u2 < 1.0 - d * d or u2 <= (1.0 - d) * _math.exp(d):
                break
        q = 1.0 / r
        f = (q + z) / (1.0 + q * z)
        u3 = random()
        if u3 > 0.5:
            theta = (mu + _math.acos(f)) % _TWOPI
        else:
            theta = (mu - _math.acos(f)) % _TWOPI
        return theta

    def gammavariate(self, alpha, beta):
        if alpha <= 0.0 or beta <= 0.0:
            raise ValueError("gammavariate: alpha and beta must be > 0.0")
        random = self.random
        if alpha > 1.0:
            ainv = _math.sqrt(2.0 * alpha - 1.0)
            bbb = alpha - _LOG4
            ccc = alpha + ainv
            while True:
                u1 = random()
                if not 1e-7 < u1 < 0.9999999:
                    continue
                u2 = 1.0 - random()
                v = _math.log(u1 / (1.0 - u1)) / ainv
                x = alpha * _math.exp(v)
                z = u1 * u1 * u2
                r = bbb + ccc * v - x
                if r + _SG_MAGICCONST - 4.5 * z >= 0.0 or r >= _math.log(z):
                    return x * beta
        elif alpha == 1.0:
            return -_math.log(1.0 - random()) * beta
        else:
            while True:
                u = random()
                b = (_math.e + alpha) / _math.e
                p = b * u
                if p <= 1.0:
                    x = p ** (1.0 / alpha)
                else:
                    x = -_math.log((b - p) / alpha)
                u1 = random()
                if p > 1.0:
                    if u1 <= x ** (alpha - 1.0):
                        break
                elif u1 <= _math.exp(-x):
                    break
            return x * beta

    def betavariate(self, alpha, beta):
        y = self.gammavariate(alpha, 1.0)
        if y:
            return y / (y + self.gammavariate(beta, 1.0))
        return 0.0

    def paretovariate(self, alpha):
        u = 1.0 - self.random()
        return u ** (-1.0 / alpha)

    def weibullvariate(self, alpha, beta):
        u = 1.0 - self.random()
        return alpha * (-_math.log(u)) ** (1.0 / beta)


def _bisect_right(a, x, lo, hi):
    while lo < hi:
        mid = (lo + hi) // 2
        if x < a[mid]:
            hi = mid
        else:
            lo = mid + 1
    return lo


_inst = Random()
seed = _inst.seed
# The generator's own functions bound to its state: one builtin call each.
random = _random.bind(_random.random, _inst._state)
uniform = _inst.uniform
triangular = _inst.triangular
randint = _inst.randint
choice = _inst.choice
randrange = _inst.randrange
sample = _inst.sample
shuffle = _inst.shuffle
choices = _inst.choices
normalvariate = _inst.normalvariate
lognormvariate = _inst.lognormvariate
expovariate = _inst.expovariate
vonmisesvariate = _inst.vonmisesvariate
gammavariate = _inst.gammavariate
gauss = _inst.gauss
betavariate = _inst.betavariate
paretovariate = _inst.paretovariate
weibullvariate = _inst.weibullvariate
getstate = _inst.getstate
setstate = _inst.setstate
getrandbits = _random.bind(_random.getrandbits, _inst._state)
randbytes = _inst.randbytes
