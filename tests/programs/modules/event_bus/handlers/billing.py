from bus import subscribe
from . import loaded

IMPORT_COUNT = 0
IMPORT_COUNT += 1
loaded.append(__name__)
revenue = 0
refunds = 0


@subscribe("order")
def charge(event, payload):
    global revenue
    revenue += payload["amount"]


@subscribe("refund")
def refund(event, payload):
    global refunds
    refunds += payload["amount"]
