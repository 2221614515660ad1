from zoo.base import Animal
from zoo import mammals


class Bird(Animal):
    def can_fly(self):
        return True

    def describe(self):
        return super().describe() + " feathers"


class Parrot(Bird):
    def __init__(self, name, age, word):
        super().__init__(name, age)
        self.word = word

    def speak(self):
        return self.word


class Penguin(Bird):
    food_per_day = 2

    def can_fly(self):
        return False

    def speak(self):
        return "honk" if not isinstance(self, mammals.Mammal) else "?"
