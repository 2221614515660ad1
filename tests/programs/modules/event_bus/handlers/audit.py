import bus
import handlers

IMPORT_COUNT = 1
handlers.loaded.append(__name__)
LOG = []


@bus.subscribe("order")
@bus.subscribe("refund")
@bus.subscribe("shutdown")
def record(event, payload):
    LOG.append((event, payload.get("id")))
