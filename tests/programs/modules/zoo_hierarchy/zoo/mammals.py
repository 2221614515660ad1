from .base import Animal


class Mammal(Animal):
    food_per_day = 3

    def describe(self):
        return super().describe() + " fur"


class Dog(Mammal):
    food_per_day = 4

    def speak(self):
        return "woof"


class Cat(Mammal):
    def speak(self):
        return "meow"
