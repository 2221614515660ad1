# Circular imports resolved by importing inside functions: orders and customers refer to each other at call time.
import orders
import customers

alice = customers.Customer("alice")
bob = customers.Customer("bob")
for i in range(200):
    who = alice if i % 3 else bob
    who.place(["widget", "gadget", "gizmo"][i % 3], (i * 13) % 40 + 1)

print(len(orders.ALL), alice.total(), bob.total())
print(orders.ALL[0].describe(), "|", orders.ALL[1].describe())
print(orders.biggest().describe())
print(customers.ranking())
print(orders.loaded_modules(), customers.partner_module())
print(sorted(customers.REGISTRY), orders.Order.count)
print(orders.by_customer_name("bob")[:3])
print(orders.STARTED_WITH, customers.PARTIAL_ORDERS, hasattr(orders, "create"))
print(orders.customers is customers, customers.orders is orders)
