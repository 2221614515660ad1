import settings

CACHE = {}
ROUNDING = 1
hits = 0
misses = 0


def price_with_tax(cents):
    global hits, misses
    key = (cents, settings.TAX_RATE)
    if key in CACHE:
        hits += 1
        return CACHE[key]
    misses += 1
    value = cents * (100 + settings.TAX_RATE) // 100
    value = value // ROUNDING * ROUNDING
    CACHE[key] = value
    return value


def clear_cache():
    global hits, misses
    CACHE.clear()
    hits = 0
    misses = 0


def cache_info():
    return "hits=%d misses=%d size=%d" % (hits, misses, len(CACHE))


def format_amount(cents):
    return "%d.%02d %s" % (cents // 100, cents % 100, settings.CURRENCY)


def discounted(cents, who):
    return cents * (100 - settings.DISCOUNTS.get(who, 0)) // 100


def flag_set():
    return getattr(settings, "new_flag", False)
