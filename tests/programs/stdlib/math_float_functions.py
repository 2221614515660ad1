import math

xs = [0.0, -0.0, 0.5, 1.0, -1.0, 2.0, 3.7, -3.7, 10.0, 1e-300, 1e300, 123.456, math.pi, math.e]
inf, nan = math.inf, math.nan

def r(f, *a):
    try:
        return repr(f(*a))
    except Exception as e:
        return type(e).__name__ + ":" + str(e)

print("constants", repr(math.pi), repr(math.e), repr(math.tau), repr(math.inf), repr(math.nan), repr(-math.inf))
for name in ["sqrt", "exp", "expm1", "log", "log2", "log10", "log1p", "sin", "cos", "tan", "asin", "acos",
             "atan", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh", "fabs", "degrees", "radians", "cbrt", "exp2"]:
    if not hasattr(math, name):
        print(name, "missing")
        continue
    f = getattr(math, name)
    if name == "cbrt":
        # The C libraries of x86-64 and aarch64 differ in cbrt's last bit (CPython's too).
        print(name.ljust(8), " ".join("%.15g" % f(x) for x in xs))
        continue
    print(name.ljust(8), " ".join(r(f, x) for x in xs))

print("special inputs")
for name in ["sqrt", "exp", "log", "sin", "tanh", "atan", "fabs", "expm1", "log1p", "asinh", "cosh"]:
    f = getattr(math, name)
    print(name.ljust(8), r(f, inf), r(f, -inf), r(f, nan))

print("two-arg")
pairs = [(1.0, 2.0), (-1.0, 2.0), (0.0, -0.0), (-0.0, 0.0), (3.0, -4.0), (inf, 1.0), (5.5, inf), (-7.25, 2.0), (7, -3)]
for a, b in pairs:
    print(repr(a), repr(b), r(math.atan2, a, b), r(math.copysign, a, b), r(math.fmod, a, b), r(math.hypot, a, b),
          r(math.pow, a, b), r(math.remainder, a, b), r(math.log, abs(a) + 1, abs(b) + 2))

print("hypot", repr(math.hypot(1e200, 1e200)), repr(math.hypot(-5, 12)))
print("frexp", [math.frexp(x) for x in [0.0, 1.0, -2.5, 1e300, 5e-324, 1024.0, 0.1]])
print("ldexp", [repr(math.ldexp(m, e)) for m, e in [(0.5, 1), (0.75, 10), (1.0, -1074), (1.0, 1023), (-3.0, 5), (1.0, -1080)]])
print("modf", [math.modf(x) for x in [3.75, -3.75, 0.0, -0.0, 1e20, 2.0]])
print("modf inf", math.modf(inf), math.modf(-inf))
print("isfinite", [math.isfinite(x) for x in [0.0, inf, -inf, nan, 1e308, 5]])
print("isinf", [math.isinf(x) for x in [0.0, inf, -inf, nan, 1e308]])
print("isnan", [math.isnan(x) for x in [0.0, inf, nan, -nan]])
print("isclose", [math.isclose(a, b) for a, b in [(1.0, 1.0 + 1e-10), (1.0, 1.0 + 1e-8), (0.0, 1e-12), (inf, inf), (nan, nan), (-inf, inf)]])
print("isclose tol", math.isclose(1.0, 1.1, rel_tol=0.1), math.isclose(0.0, 1e-12, abs_tol=1e-11), math.isclose(100, 101, rel_tol=0.01), math.isclose(5, 5.0))
print("fsum", repr(math.fsum([0.1] * 10)), repr(sum([0.1] * 10)), repr(math.fsum([1e100, 1.0, -1e100])), repr(math.fsum([])), repr(math.fsum([1, 2, 3])))
print("fsum2", repr(math.fsum([1e308, 1e308, -1e308])) if False else "", repr(math.fsum([inf, 1.0])), repr(math.fsum(x / 7 for x in range(100))))
print("nextafter", repr(math.nextafter(1.0, 2.0)), repr(math.nextafter(1.0, 0.0)), repr(math.nextafter(0.0, 1.0)), repr(math.nextafter(0.0, -1.0)))
print("ulp", repr(math.ulp(1.0)), repr(math.ulp(1e300)), repr(math.ulp(0.0)), repr(math.ulp(-2.0)))
print("log base", repr(math.log(8, 2)), repr(math.log(100, 10)), repr(math.log(1000)), repr(math.log(2**1000)), repr(math.log10(10**50)), repr(math.log2(2**200 + 1)))

errs = [
    ("sqrt -1", lambda: math.sqrt(-1)), ("log 0", lambda: math.log(0)), ("log -1", lambda: math.log(-1)),
    ("log2 0", lambda: math.log2(0)), ("log10 -2", lambda: math.log10(-2)), ("log1p -1", lambda: math.log1p(-1)),
    ("exp big", lambda: math.exp(1000)), ("asin 2", lambda: math.asin(2)), ("acosh 0", lambda: math.acosh(0.5)),
    ("atanh 1", lambda: math.atanh(1)), ("fmod inf", lambda: math.fmod(inf, 1)), ("fmod 0", lambda: math.fmod(1, 0)),
    ("ldexp big", lambda: math.ldexp(1.0, 2000)),
    ("cosh big", lambda: math.cosh(1000)), ("sin inf", lambda: math.sin(inf)), ("sqrt str", lambda: math.sqrt("4")),
    ("log bigint neg", lambda: math.log(-(10**400))),
    ("remainder 0", lambda: math.remainder(1, 0)), ("expm1 big", lambda: math.expm1(1e6)),
]
for name, fn in errs:
    print(name, "->", r(fn))
print("erf", " ".join("%.12g" % math.erf(x) for x in [-3, -1, -0.5, 0, 0.1, 0.5, 1, 2, 5]))
print("erfc", " ".join("%.12g" % math.erfc(x) for x in [-3, -1, 0, 0.5, 1, 2, 5, 10]))
