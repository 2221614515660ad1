class Animal:
    sound = "..."

    def __init__(self, name):
        self.name = name

    def speak(self):
        return f"{self.name} says {self.sound}"

    class Tag:
        def __init__(self, code):
            self.code = code


class Dog(Animal):
    sound = "woof"
