# Module-level constants and caches mutated via `module.attr = ...`: readers see the new value, from-imports keep the old.
import settings
import pricing
from settings import TAX_RATE, CURRENCY

print(settings.TAX_RATE, TAX_RATE, CURRENCY)
orders = [(i % 9 + 1) * 250 for i in range(300)]


def checkout(amounts):
    return sum(pricing.price_with_tax(a) for a in amounts)


before = checkout(orders)
print(before, pricing.cache_info())

settings.TAX_RATE = 25
settings.CURRENCY = "USD"
pricing.clear_cache()
after = checkout(orders)
print(after, pricing.cache_info(), TAX_RATE, settings.TAX_RATE)
print(pricing.format_amount(after), pricing.format_amount(before))

pricing.ROUNDING = 100
pricing.clear_cache()
print(checkout(orders[:10]), pricing.cache_info())

settings.DISCOUNTS["vip"] = 50
print(pricing.discounted(1000, "vip"), pricing.discounted(1000, "staff"), pricing.discounted(1000, "none"))
settings.new_flag = True
print(pricing.flag_set(), hasattr(settings, "new_flag"))
del settings.new_flag
print(pricing.flag_set())

pricing.CACHE = {}
print(len(pricing.CACHE), pricing.price_with_tax(100), pricing.cache_info())
print(sorted(settings.DISCOUNTS.items()))
