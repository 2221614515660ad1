# A vending-machine state machine whose states live in submodules of machine.states, registering themselves via a decorator when the package is imported.
from machine import Machine, InvalidAction
from machine.states import REGISTRY
import machine.states.paying as paying

print(sorted(REGISTRY), [type(s).__name__ for _, s in sorted(REGISTRY.items())], paying.COINS)
m = Machine({"cola": 120, "chips": 75, "gum": 30}, {"cola": 2, "chips": 5, "gum": 1})
script = [("select", "cola"), ("coin", 100), ("coin", 3), ("coin", 50), ("dispense", None),
          ("select", "gum"), ("coin", 20), ("cancel", None), ("select", "tea"),
          ("select", "gum"), ("coin", 50), ("dispense", None), ("select", "gum")]
for action, arg in script:
    print(f"{action:>8} {arg!s:>5} -> {m.send(action, arg)}")
print(m.till, m.refunded, m.rejected, m.change_given, m.stock, m.log)
for bad in [("dispense", None), ("coin", 10), ("restock", 3)]:
    try:
        m.send(*bad)
    except InvalidAction as e:
        print("InvalidAction:", e)

# simulate a long day of customers (hot loop)
m = Machine({"cola": 120, "chips": 75, "gum": 30}, {"cola": 10, "chips": 10, "gum": 10})
items = ["cola", "chips", "gum", "cola", "soup"]
coins = [100, 50, 20, 10, 5, 7]
for customer in range(300):
    if m.state.name == "idle" and customer % 40 == 39:
        m.send("service")
        m.send("restock", 5)
        m.send("done")
    m.send("select", items[customer % 5])
    k = customer
    while m.state.name == "paying":
        if k % 23 == 0:
            m.send("cancel")
            break
        m.send("coin", coins[k % 6])
        k += 3
    if m.state.name == "vending":
        m.send("dispense")
print(m.state.name, m.till, m.refunded, m.rejected, m.change_given)
print(sorted(m.sales.items()), m.stock, len(m.log))
for key in sorted(m.transitions):
    print(key, m.transitions[key])
