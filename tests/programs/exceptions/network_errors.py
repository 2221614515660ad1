# OSError subclasses for network and process failures: OSError(errno, msg) picks the subclass; retry logic.
ERRNOS = [104, 111, 103, 32, 110, 11, 13, 1, 3, 10, 4, 2, 17, 21, 20, 99]

for code in ERRNOS:
    e = OSError(code, "message %d" % code)
    print(code, type(e).__name__, e.errno, e.strerror, str(e))

print(issubclass(ConnectionResetError, ConnectionError), issubclass(ConnectionError, OSError))
print(issubclass(TimeoutError, ConnectionError), issubclass(BlockingIOError, OSError))
print(ConnectionRefusedError.__mro__[1].__name__, InterruptedError.__mro__[1].__name__)
print(IOError is OSError, EnvironmentError is OSError)


class FlakyServer:
    def __init__(self, pattern):
        self.pattern = pattern
        self.calls = 0

    def request(self, payload):
        code = self.pattern[self.calls % len(self.pattern)]
        self.calls += 1
        if code:
            raise OSError(code, "failure %d" % code)
        return payload[::-1]


def fetch(server, payload, attempts):
    errors = []
    for attempt in range(attempts):
        try:
            return server.request(payload), errors
        except (ConnectionResetError, ConnectionAbortedError, TimeoutError) as e:
            errors.append(type(e).__name__)
        except ConnectionRefusedError:
            errors.append("refused")
            break
    return None, errors


server = FlakyServer([104, 0, 110, 110, 0, 103, 111, 0, 0])
outcomes = {}
for i in range(240):
    result, errors = fetch(server, "msg%d" % i, 2)
    key = ("ok" if result else "fail") + ":" + ",".join(errors)
    outcomes[key] = outcomes.get(key, 0) + 1
for key in sorted(outcomes):
    print(outcomes[key], key)
print("calls", server.calls)

try:
    raise ConnectionResetError(104, "Connection reset by peer")
except ConnectionError as e:
    print(type(e).__name__, e.errno, e.args, e)

try:
    raise BrokenPipeError("pipe closed")
except OSError as e:
    print(type(e).__name__, e.errno, e.strerror, e.args)

try:
    raise TimeoutError
except OSError as e:
    print(repr(e), e.errno)

e = PermissionError(13, "Permission denied", "secret.txt")
print(e, e.filename, isinstance(e, OSError))
e = OSError(111, "refused", "host:80")
print(type(e).__name__, e, e.filename)
raise OSError(104, "Connection reset by peer")
