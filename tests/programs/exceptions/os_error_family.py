# The OSError family: errno mapping to subclasses, errno/strerror/filename, str.
e = OSError(2, 'x', 'f'); print(e, e.args, e.errno, e.strerror, e.filename, type(e).__name__)
e = OSError(2, 'x'); print(e, e.args, e.errno, e.filename, type(e).__name__)
e = OSError('x'); print(e, e.args, e.errno, e.strerror)
e = OSError(1, 2, 3, 4, 5); print(e, e.args, e.filename2, type(e).__name__)
e = OSError(13, 'denied'); print(type(e).__name__, isinstance(e, OSError))
e = BrokenPipeError(32, 'Broken pipe'); print(e, isinstance(e, ConnectionError), isinstance(e, OSError))
e = FileNotFoundError(2, 'No such file or directory', 'data.txt'); print(e, e.filename, repr(e.args))
print(OSError(99, 'other').__class__.__name__, OSError(21, 'd').__class__.__name__, OSError(20, 'nd').__class__.__name__, OSError(17, 'e').__class__.__name__)
class MyError(OSError):
    pass
m = MyError(2, 'mine', 'g'); print(type(m).__name__, m, m.args, m.filename)
try:
    raise FileExistsError(17, 'File exists', 'out')
except OSError as err:
    print('caught', type(err).__name__, err.errno, err)
print(EOFError.__mro__)
print(KeyboardInterrupt.__mro__)
print(issubclass(BrokenPipeError, ConnectionError), issubclass(PermissionError, OSError), issubclass(IsADirectoryError, OSError), issubclass(NotADirectoryError, OSError))
