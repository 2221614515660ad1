# Classes live in the module that defines them: repr(cls), __module__, __qualname__;
# an uncaught exception of a module's class prints the module-qualified name.
import zoo.animals
import zoo.errors
from cats import Cat


class Keeper:
    pass


rex = zoo.animals.Dog("rex")
tom = Cat("tom")
print(repr(zoo.animals.Dog), repr(Cat), repr(Keeper))
print(type(rex).__module__, type(tom).__module__, Keeper.__module__)
print(zoo.animals.Animal.Tag.__qualname__, zoo.animals.Animal.Tag.__module__, repr(zoo.animals.Animal.Tag))
print(type(zoo.animals.Animal.Tag(7)).__name__, Cat.__mro__[1].__module__)
print(rex.speak(), "|", tom.speak())
print([c.__name__ for c in Cat.__mro__], isinstance(tom, zoo.animals.Animal))
print(str(zoo.errors.EscapedError), zoo.errors.NoSuchCage.__module__)

# Hot method calls on instances of classes from two modules.
herd = [zoo.animals.Dog(f"d{i}") if i % 2 else Cat(f"c{i}") for i in range(40)]
n = 0
for _ in range(50):
    for a in herd:
        n += len(a.speak())
print("chars spoken:", n)

try:
    raise zoo.errors.EscapedError(tom)
except zoo.errors.ZooError as e:
    print(type(e).__name__, repr(e), e.animal.name, type(e).__module__)
try:
    raise zoo.errors.NoSuchCage("cage 9")
except KeyError as e:
    print("as KeyError:", str(e), repr(e), isinstance(e, zoo.errors.ZooError))

raise zoo.errors.EscapedError(rex)
