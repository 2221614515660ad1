# An event bus module with subscribers registered at import time from a package's modules; modules run once.
import bus
import handlers
import handlers.audit
from handlers import billing, audit
import handlers.billing as billing_again

print(bus.subscribers_for("order"), bus.subscribers_for("refund"), bus.subscribers_for("nothing"))
print(billing is billing_again, audit.IMPORT_COUNT, billing.IMPORT_COUNT)

for i in range(300):
    if i % 10 == 9:
        bus.publish("refund", {"id": i, "amount": i % 25})
    else:
        bus.publish("order", {"id": i, "amount": (i * 7) % 50 + 1})
bus.publish("shutdown", {})

print("revenue", billing.revenue, "refunds", billing.refunds)
print("audit", len(audit.LOG), audit.LOG[:2], audit.LOG[-1])
print(bus.stats())
print(handlers.loaded)
bus.unsubscribe("order", audit.record)
bus.publish("order", {"id": 999, "amount": 5})
print(len(audit.LOG), billing.revenue, bus.subscribers_for("order"))
try:
    bus.publish("order", {"id": 1000})
except KeyError as e:
    print("handler failed on", e, bus.stats()["errors"])
