_subscribers = {}
_counts = {"published": 0, "delivered": 0, "errors": 0}


def subscribe(event):
    def decorate(func):
        _subscribers.setdefault(event, []).append(func)
        return func
    return decorate


def unsubscribe(event, func):
    _subscribers[event].remove(func)


def subscribers_for(event):
    return [f.__module__.split(".")[-1] + "." + f.__name__ for f in _subscribers.get(event, [])]


def publish(event, payload):
    _counts["published"] += 1
    for func in _subscribers.get(event, []):
        try:
            func(event, payload)
        except Exception:
            _counts["errors"] += 1
            raise
        _counts["delivered"] += 1


def stats():
    return dict(_counts)
