from zoo.animals import Animal


class Cat(Animal):
    sound = "meow"

    def speak(self):
        return super().speak() + "!"
