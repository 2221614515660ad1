from .config import TAX_PERCENT
from . import util
print("shop ready, tax", TAX_PERCENT)
