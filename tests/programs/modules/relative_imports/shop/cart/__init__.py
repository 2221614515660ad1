from .item import Item
from .. import config as shop_config
print("cart sees", shop_config.CURRENCY, __package__)
