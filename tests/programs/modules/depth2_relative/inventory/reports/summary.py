from ..storage import Warehouse
from ..storage.bins import BinMap
from ..common.money import Money as M
from ... import inventory as root_pkg_must_fail  # noqa: F401  (three dots: beyond top-level)
