from ..storage import Warehouse
from ..common.money import Money as M
from ..common.units import FACTORS


def report(houses):
    lines = []
    grand = M(0)
    for h in houses:
        v = h.value()
        grand = grand + v
        skus = sorted(h.stock)
        lines.append(f"{h.name:<8}{len(skus):>3} skus {v!r:>12}  bins={len(h.layout.where)}")
    lines.append(f"{'total':<8}{'':>8} {grand!r:>14}  units={sorted(FACTORS)}")
    return "\n".join(lines)


def is_warehouse(x):
    return isinstance(x, Warehouse)
