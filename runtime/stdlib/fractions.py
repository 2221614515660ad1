"""Rational numbers: ember's own implementation of the documented behaviour of
CPython's `fractions.Fraction` (exact arithmetic, mixed with ints and floats as
CPython mixes them, and hashing equal to equal numbers').
"""

import math as _math

__all__ = ["Fraction"]

# The modulus and infinity of Python's numeric hash (sys.hash_info on 64-bit builds).
_HASH_MODULUS = (1 << 61) - 1
_HASH_INF = 314159


def _parse(text):
    s = text.strip().replace("_", "")
    sign = 1
    if s[:1] in "+-":
        if s[0] == "-":
            sign = -1
        s = s[1:]
    if "/" in s:
        num, _, den = s.partition("/")
        if not (num.isdigit() and den.strip().isdigit()):
            return None
        return sign * int(num), int(den.strip())
    mantissa, exponent = s, 0
    for e in "eE":
        if e in s:
            mantissa, _, exp_text = s.partition(e)
            if exp_text[:1] in "+-":
                digits = exp_text[1:]
            else:
                digits = exp_text
            if not digits.isdigit():
                return None
            exponent = int(exp_text)
            break
    whole, dot, frac = mantissa.partition(".")
    if not (whole or frac) or (whole and not whole.isdigit()) or (frac and not frac.isdigit()):
        return None
    num = int(whole + frac) if whole + frac else 0
    den = 10 ** len(frac)
    if exponent >= 0:
        num *= 10 ** exponent
    else:
        den *= 10 ** -exponent
    return sign * num, den


class Fraction:
    """A rational number numerator/denominator in lowest terms, the denominator
    positive."""

    __slots__ = ("_numerator", "_denominator")

    def __new__(cls, numerator=0, denominator=None):
        self = object.__new__(cls)
        if denominator is None:
            if type(numerator) is int:
                self._numerator = numerator
                self._denominator = 1
                return self
            if isinstance(numerator, Fraction):
                self._numerator = numerator._numerator
                self._denominator = numerator._denominator
                return self
            if isinstance(numerator, bool) or isinstance(numerator, int):
                self._numerator = int(numerator)
                self._denominator = 1
                return self
            if isinstance(numerator, float):
                n, d = numerator.as_integer_ratio()
                self._numerator = n
                self._denominator = d
                return self
            if isinstance(numerator, str):
                parsed = _parse(numerator)
                if parsed is None:
                    raise ValueError("Invalid literal for Fraction: %r" % numerator)
                numerator, denominator = parsed
            else:
                raise TypeError("argument should be a string or a Rational instance")
        elif isinstance(numerator, Fraction) or isinstance(denominator, Fraction):
            a = Fraction(numerator)
            b = Fraction(denominator)
            numerator = a._numerator * b._denominator
            denominator = a._denominator * b._numerator
        elif not (isinstance(numerator, int) and isinstance(denominator, int)):
            raise TypeError("both arguments should be Rational instances")
        if denominator == 0:
            raise ZeroDivisionError("Fraction(%s, 0)" % numerator)
        g = _math.gcd(numerator, denominator)
        if denominator < 0:
            g = -g
        self._numerator = int(numerator) // g
        self._denominator = int(denominator) // g
        return self

    @classmethod
    def from_float(cls, f):
        if isinstance(f, int):
            return cls(f)
        if not isinstance(f, float):
            raise TypeError("%s.from_float() only takes floats, not %r (%s)" % (cls.__name__, f, type(f).__name__))
        return cls(*f.as_integer_ratio())

    @property
    def numerator(self):
        return self._numerator

    @property
    def denominator(self):
        return self._denominator

    def as_integer_ratio(self):
        return (self._numerator, self._denominator)

    def limit_denominator(self, max_denominator=1000000):
        """The closest Fraction with a denominator of at most max_denominator."""
        if max_denominator < 1:
            raise ValueError("max_denominator should be at least 1")
        if self._denominator <= max_denominator:
            return Fraction(self)
        p0, q0, p1, q1 = 0, 1, 1, 0
        n, d = self._numerator, self._denominator
        while True:
            a = n // d
            q2 = q0 + a * q1
            if q2 > max_denominator:
                break
            p0, q0, p1, q1 = p1, q1, p0 + a * p1, q2
            n, d = d, n - a * d
        k = (max_denominator - q0) // q1
        if 2 * d * (q0 + k * q1) <= self._denominator:
            return Fraction(p1, q1)
        return Fraction(p0 + k * p1, q0 + k * q1)

    def __repr__(self):
        return "%s(%s, %s)" % (type(self).__name__, self._numerator, self._denominator)

    def __str__(self):
        if self._denominator == 1:
            return str(self._numerator)
        return "%s/%s" % (self._numerator, self._denominator)

    # ---- arithmetic: Fractions and ints stay exact, floats make floats ----

    def _operands(self, other):
        if isinstance(other, Fraction):
            return other._numerator, other._denominator
        if isinstance(other, int):
            return int(other), 1
        return None

    def __add__(a, b):
        o = a._operands(b)
        if o is None:
            return a._numerator / a._denominator + b if isinstance(b, float) else NotImplemented
        return Fraction(a._numerator * o[1] + o[0] * a._denominator, a._denominator * o[1])

    def __radd__(b, a):
        o = b._operands(a)
        if o is None:
            return a + b._numerator / b._denominator if isinstance(a, float) else NotImplemented
        return Fraction(o[0] * b._denominator + b._numerator * o[1], o[1] * b._denominator)

    def __sub__(a, b):
        o = a._operands(b)
        if o is None:
            return a._numerator / a._denominator - b if isinstance(b, float) else NotImplemented
        return Fraction(a._numerator * o[1] - o[0] * a._denominator, a._denominator * o[1])

    def __rsub__(b, a):
        o = b._operands(a)
        if o is None:
            return a - b._numerator / b._denominator if isinstance(a, float) else NotImplemented
        return Fraction(o[0] * b._denominator - b._numerator * o[1], o[1] * b._denominator)

    def __mul__(a, b):
        o = a._operands(b)
        if o is None:
            return a._numerator / a._denominator * b if isinstance(b, float) else NotImplemented
        return Fraction(a._numerator * o[0], a._denominator * o[1])

    def __rmul__(b, a):
        o = b._operands(a)
        if o is None:
            return a * (b._numerator / b._denominator) if isinstance(a, float) else NotImplemented
        return Fraction(o[0] * b._numerator, o[1] * b._denominator)

    def __truediv__(a, b):
        o = a._operands(b)
        if o is None:
            return a._numerator / a._denominator / b if isinstance(b, float) else NotImplemented
        if o[0] == 0:
            raise ZeroDivisionError("Fraction(%s, 0)" % (a._numerator * o[1]))
        return Fraction(a._numerator * o[1], a._denominator * o[0])

    def __rtruediv__(b, a):
        o = b._operands(a)
        if o is None:
            return a / (b._numerator / b._denominator) if isinstance(a, float) else NotImplemented
        if b._numerator == 0:
            raise ZeroDivisionError("Fraction(%s, 0)" % (o[0] * b._denominator))
        return Fraction(o[0] * b._denominator, o[1] * b._numerator)

    def __floordiv__(a, b):
        o = a._operands(b)
        if o is None:
            return a._numerator / a._denominator // b if isinstance(b, float) else NotImplemented
        return (a._numerator * o[1]) // (a._denominator * o[0])

    def __rfloordiv__(b, a):
        o = b._operands(a)
        if o is None:
            return a // (b._numerator / b._denominator) if isinstance(a, float) else NotImplemented
        return (o[0] * b._denominator) // (o[1] * b._numerator)

    def __mod__(a, b):
        o = a._operands(b)
        if o is None:
            return a._numerator / a._denominator % b if isinstance(b, float) else NotImplemented
        return Fraction((a._numerator * o[1]) % (o[0] * a._denominator), a._denominator * o[1])

    def __rmod__(b, a):
        o = b._operands(a)
        if o is None:
            return a % (b._numerator / b._denominator) if isinstance(a, float) else NotImplemented
        return Fraction((o[0] * b._denominator) % (b._numerator * o[1]), o[1] * b._denominator)

    def __divmod__(a, b):
        return (a // b, a % b)

    def __rdivmod__(b, a):
        return (a // b, a % b)

    def __pow__(a, b):
        if isinstance(b, int) or (isinstance(b, Fraction) and b._denominator == 1):
            power = int(b) if isinstance(b, int) else b._numerator
            if power >= 0:
                return Fraction(a._numerator ** power, a._denominator ** power)
            if a._numerator == 0:
                raise ZeroDivisionError("Fraction(%s, 0)" % (a._denominator ** -power))
            return Fraction(a._denominator ** -power, a._numerator ** -power)
        if isinstance(b, (float, Fraction)):
            return (a._numerator / a._denominator) ** float(b)
        return NotImplemented

    def __rpow__(b, a):
        if b._denominator == 1 and b._numerator >= 0:
            return a ** b._numerator
        if isinstance(a, int):
            return Fraction(a) ** b
        return a ** (b._numerator / b._denominator)

    def __pos__(a):
        return Fraction(a._numerator, a._denominator)

    def __neg__(a):
        return Fraction(-a._numerator, a._denominator)

    def __abs__(a):
        return Fraction(abs(a._numerator), a._denominator)

    def __int__(a):
        if a._numerator < 0:
            return -(-a._numerator // a._denominator)
        return a._numerator // a._denominator

    def __trunc__(a):
        return a.__int__()

    def __floor__(a):
        return a._numerator // a._denominator

    def __ceil__(a):
        return -(-a._numerator // a._denominator)

    def __round__(self, ndigits=None):
        if ndigits is None:
            floor, remainder = divmod(self._numerator, self._denominator)
            if remainder * 2 < self._denominator:
                return floor
            if remainder * 2 > self._denominator:
                return floor + 1
            return floor if floor % 2 == 0 else floor + 1
        shift = 10 ** abs(ndigits)
        if ndigits > 0:
            return Fraction(round(self * shift), shift)
        return Fraction(round(self / shift) * shift)

    def __float__(a):
        return a._numerator / a._denominator

    def __bool__(a):
        return a._numerator != 0

    def __hash__(self):
        inverse = pow(self._denominator, _HASH_MODULUS - 2, _HASH_MODULUS)
        if not inverse:
            result = _HASH_INF
        else:
            result = abs(self._numerator) * inverse % _HASH_MODULUS
        if self._numerator < 0:
            result = -result
        return -2 if result == -1 else result

    def _compare(self, other):
        """(self's cross product, other's) for an ordering, or None."""
        if isinstance(other, Fraction):
            return self._numerator * other._denominator, other._numerator * self._denominator
        if isinstance(other, int):
            return self._numerator, int(other) * self._denominator
        if isinstance(other, float):
            if other != other or other in (float("inf"), -float("inf")):
                return 0.0, other
            n, d = other.as_integer_ratio()
            return self._numerator * d, n * self._denominator
        return None

    def __eq__(a, b):
        c = a._compare(b)
        return NotImplemented if c is None else c[0] == c[1]

    def __lt__(a, b):
        c = a._compare(b)
        return NotImplemented if c is None else c[0] < c[1]

    def __le__(a, b):
        c = a._compare(b)
        return NotImplemented if c is None else c[0] <= c[1]

    def __gt__(a, b):
        c = a._compare(b)
        return NotImplemented if c is None else c[0] > c[1]

    def __ge__(a, b):
        c = a._compare(b)
        return NotImplemented if c is None else c[0] >= c[1]

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self
