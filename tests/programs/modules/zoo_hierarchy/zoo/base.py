class Animal:
    created = 0
    food_per_day = 1

    def __init__(self, name, age):
        self.name = name
        self.age = age
        Animal.created += 1

    def speak(self):
        return "..."

    def can_fly(self):
        return False

    def describe(self):
        return "%s the %s (%d)" % (self.name, type(self).__name__.lower(), self.age)


class Keeper:
    def __init__(self, name):
        self.name = name
        self.animals = []

    def assign(self, animal):
        if not isinstance(animal, Animal):
            raise TypeError("keepers look after animals, not %s" % type(animal).__name__)
        self.animals.append(animal)

    def report(self):
        from zoo.care import by_kind
        return "%s keeps %d: %s" % (self.name, len(self.animals), by_kind(self.animals))
