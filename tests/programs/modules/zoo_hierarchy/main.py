# A class hierarchy split over modules: subclasses in other modules, super() across them, isinstance checks everywhere.
from zoo.base import Animal, Keeper
from zoo import mammals, birds
import zoo.care as care

animals = []
for i in range(240):
    if i % 4 == 0:
        animals.append(mammals.Dog("dog%d" % i, i % 12))
    elif i % 4 == 1:
        animals.append(mammals.Cat("cat%d" % i, i % 15))
    elif i % 4 == 2:
        animals.append(birds.Parrot("parrot%d" % i, i % 30, ["hello", "bye"][i % 2]))
    else:
        animals.append(birds.Penguin("penguin%d" % i, i % 20))

print(len(animals), Animal.created)
print(animals[0].describe(), "|", animals[2].describe(), "|", animals[3].describe())
print(care.daily_food(animals), care.by_kind(animals))
print([a.speak() for a in animals[:4]])
print(sum(1 for a in animals if isinstance(a, mammals.Mammal)), sum(1 for a in animals if isinstance(a, birds.Bird)))
print(sum(1 for a in animals if isinstance(a, Animal)), sum(1 for a in animals if a.can_fly()))
print(issubclass(birds.Penguin, Animal), issubclass(mammals.Dog, birds.Bird), mammals.Dog.__mro__[1].__name__)

keeper = Keeper("sam")
for a in animals[:40]:
    keeper.assign(a)
print(keeper.report())
print(care.oldest(animals).describe())
try:
    keeper.assign("not an animal")
except TypeError as e:
    print("TypeError:", e)
