from zoo.base import Animal
from zoo.birds import Bird


def daily_food(animals):
    return sum(a.food_per_day for a in animals if isinstance(a, Animal))


def by_kind(animals):
    counts = {}
    for a in animals:
        key = "bird" if isinstance(a, Bird) else "other"
        counts[key] = counts.get(key, 0) + 1
    return sorted(counts.items())


def oldest(animals):
    return max(animals, key=lambda a: (a.age, a.name))
