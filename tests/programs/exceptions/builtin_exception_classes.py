# The builtin exception classes and their places in CPython's hierarchy.
bases = [BaseException, Exception, Warning, OSError, ConnectionError, ArithmeticError,
         ValueError, SyntaxError, ImportError, LookupError]
for cls in [Warning, UserWarning, DeprecationWarning, PendingDeprecationWarning,
            SyntaxWarning, RuntimeWarning, FutureWarning, ImportWarning,
            UnicodeWarning, BytesWarning, ResourceWarning, EncodingWarning,
            ConnectionResetError, ConnectionRefusedError, ConnectionAbortedError,
            TimeoutError, InterruptedError, BlockingIOError, ChildProcessError,
            ProcessLookupError, FloatingPointError, BufferError, ReferenceError,
            SystemError, UnicodeError, StopAsyncIteration, SyntaxError,
            IndentationError, TabError, ModuleNotFoundError, BrokenPipeError]:
    print(cls.__name__, [b.__name__ for b in bases if issubclass(cls, b)])

print(IOError is OSError, EnvironmentError is OSError)
for errno in (104, 111, 103, 110, 4, 11, 10, 3, 2, 13):
    e = OSError(errno, "message")
    print(errno, type(e).__name__, isinstance(e, OSError))

try:
    raise DeprecationWarning("old api")
except Warning as w:
    print("caught", type(w).__name__, w, w.args)
try:
    raise TimeoutError("slow")
except OSError as e:
    print("caught", type(e).__name__, e)


class AppWarning(UserWarning):
    pass


try:
    raise AppWarning("custom", 2)
except Warning as w:
    print(type(w).__name__, w.args, str(w))
raise ResourceWarning("leaked")
