from .common.money import Money
