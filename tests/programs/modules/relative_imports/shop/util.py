from .config import CURRENCY


def money(cents):
    return f"{cents // 100}.{cents % 100:02d} {CURRENCY}"
