# generator close() runs finally blocks (GeneratorExit); throw() raises at the suspended yield
def g():
    try:
        yield 1
        yield 2
    finally:
        print("cleanup")

it = g()
print(next(it))
it.close()
print("closed")
it.close()

def h():
    while True:
        try:
            x = yield
        except ValueError as e:
            print("caught", e)
            yield "recovered"

k = h()
next(k)
print(k.throw(ValueError("bad")))
def stubborn():
    try:
        yield 1
    except GeneratorExit:
        yield 2
s = stubborn()
next(s)
try:
    s.close()
except RuntimeError as e:
    print("RuntimeError", e)
def fresh():
    yield 1
f = fresh()
try:
    f.throw(KeyError("x"))
except KeyError as e:
    print("KeyError", e)
print(list(f))
def catches_all():
    try:
        yield 1
    except Exception:
        print("not for GeneratorExit")
    finally:
        print("fin")
c = catches_all()
next(c)
c.close()
print(issubclass(GeneratorExit, Exception), issubclass(GeneratorExit, BaseException))
