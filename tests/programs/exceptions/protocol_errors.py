# Errors CPython reports for objects that break a protocol.
class NoExit:
    def __enter__(self):
        return self


class NoEnter:
    def __exit__(self, *a):
        return False


class IterReturnsInt:
    def __iter__(self):
        return 1


class IterReturnsList:
    def __iter__(self):
        return [1, 2]


class GoodIter:
    def __init__(self):
        self.n = 0

    def __iter__(self):
        return self

    def __next__(self):
        self.n += 1
        if self.n > 3:
            raise StopIteration
        return self.n


def attempt(label, f):
    try:
        f()
        print(label, 'ok')
    except (TypeError, AttributeError) as e:
        print(label, type(e).__name__, e)


def with_no_exit():
    with NoExit():
        pass


def with_no_enter():
    with NoEnter():
        pass


attempt('with no __exit__', with_no_exit)
attempt('with no __enter__', with_no_enter)
attempt('iter int', lambda: [x for x in IterReturnsInt()])
attempt('iter list', lambda: list(IterReturnsList()))
print(list(GoodIter()), sum(GoodIter()))


def set_on_object():
    o = object()
    o.x = 1


attempt('object attr', set_on_object)
e = ValueError('v')
e.detail = 5
print(e.detail)


def bad_cause():
    raise ValueError('v') from 5


def class_cause():
    raise ValueError('w') from KeyError


def none_cause():
    raise ValueError('u') from None


attempt('raise from 5', bad_cause)
for f in [class_cause, none_cause]:
    try:
        f()
    except ValueError as err:
        print('raised', err)
attempt('getattr non-str', lambda: getattr(1, 2))
attempt('print keyword', lambda: print(foo=1))
attempt('join none', lambda: 'x'.join())
attempt('upper arg', lambda: 'x'.upper(1))
attempt('append none', lambda: [].append())
attempt('float args', lambda: float(1, 2))


def kwargs(**k):
    return k


attempt('kwargs int key', lambda: kwargs(**{1: 2}))


def stop_in_generator():
    yield 1
    raise StopIteration


try:
    list(stop_in_generator())
except RuntimeError as err:
    print('RuntimeError', err)
