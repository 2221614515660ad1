RATES = {"bulk": 10, "member": 5}


def rate(kind):
    return RATES.get(kind, 0)
