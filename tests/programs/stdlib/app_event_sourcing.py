"""Event-sourced shopping carts: typed events, projections, snapshots via copy, json log replay."""
import copy
import json
from dataclasses import dataclass, field, asdict, fields
from typing import Any, Callable, Dict, List, Optional, Tuple, TypeVar, Generic
from enum import Enum
from collections import defaultdict, Counter, OrderedDict
from itertools import groupby
from operator import attrgetter
import random

T = TypeVar("T")


class EventType(str, Enum):
    CREATED = "created"
    ITEM_ADDED = "item_added"
    ITEM_REMOVED = "item_removed"
    COUPON = "coupon"
    CHECKED_OUT = "checked_out"


@dataclass
class Event:
    seq: int
    cart: str
    type: EventType
    data: Dict[str, Any] = field(default_factory=dict)


@dataclass
class Cart:
    cart_id: str
    items: Dict[str, int] = field(default_factory=dict)
    coupon: Optional[str] = None
    closed: bool = False
    version: int = 0


PRICES = {"apple": 50, "bread": 275, "cheese": 899, "dates": 450, "eggs": 320}
COUPONS = {"TENOFF": ("pct", 10), "FIVER": ("flat", 500)}


class Store(Generic[T]):
    def __init__(self):
        self.events: List[Event] = []
        self.handlers: Dict[EventType, Callable] = {}
        self.subscribers: List[Callable[[Event], None]] = []

    def on(self, et: EventType):
        def deco(fn):
            self.handlers[et] = fn
            return fn
        return deco

    def append(self, cart, et, **data):
        ev = Event(len(self.events) + 1, cart, et, data)
        self.events.append(ev)
        for sub in self.subscribers:
            sub(ev)
        return ev

    def replay(self, upto=None, snapshot: Optional[Dict[str, Cart]] = None, start=0):
        state = copy.deepcopy(snapshot) if snapshot else {}
        for ev in self.events[start:upto]:
            self.handlers[ev.type](state, ev)
        return state


store: Store[Cart] = Store()


@store.on(EventType.CREATED)
def _created(state, ev):
    state[ev.cart] = Cart(ev.cart)


@store.on(EventType.ITEM_ADDED)
def _added(state, ev):
    c = state[ev.cart]
    c.items[ev.data["sku"]] = c.items.get(ev.data["sku"], 0) + ev.data["qty"]
    c.version += 1


@store.on(EventType.ITEM_REMOVED)
def _removed(state, ev):
    c = state[ev.cart]
    left = c.items.get(ev.data["sku"], 0) - ev.data["qty"]
    if left > 0:
        c.items[ev.data["sku"]] = left
    else:
        c.items.pop(ev.data["sku"], None)
    c.version += 1


@store.on(EventType.COUPON)
def _coupon(state, ev):
    state[ev.cart].coupon = ev.data["code"]


@store.on(EventType.CHECKED_OUT)
def _checkout(state, ev):
    state[ev.cart].closed = True


def total(cart: Cart) -> Tuple[int, int]:
    sub = sum(PRICES[s] * q for s, q in cart.items.items())
    disc = 0
    if cart.coupon in COUPONS:
        kind, amt = COUPONS[cart.coupon]
        disc = sub * amt // 100 if kind == "pct" else min(sub, amt)
    return sub, sub - disc


audit = Counter()
store.subscribers.append(lambda ev: audit.update([ev.type.value]))
sales = defaultdict(int)
def sales_projection(ev):
    if ev.type is EventType.ITEM_ADDED:
        sales[ev.data["sku"]] += ev.data["qty"]
    elif ev.type is EventType.ITEM_REMOVED:
        sales[ev.data["sku"]] -= ev.data["qty"]
store.subscribers.append(sales_projection)

rng = random.Random(314)
carts = [f"c{i}" for i in range(1, 6)]
for c in carts:
    store.append(c, EventType.CREATED)
for step in range(40):
    c = rng.choice(carts)
    r = rng.random()
    if r < 0.6:
        store.append(c, EventType.ITEM_ADDED, sku=rng.choice(sorted(PRICES)), qty=rng.randint(1, 4))
    elif r < 0.85:
        store.append(c, EventType.ITEM_REMOVED, sku=rng.choice(sorted(PRICES)), qty=rng.randint(1, 2))
    else:
        store.append(c, EventType.COUPON, code=rng.choice(["TENOFF", "FIVER", "BOGUS"]))
for c in carts[:3]:
    store.append(c, EventType.CHECKED_OUT)

state = store.replay()
for cid, cart in sorted(state.items()):
    sub, tot = total(cart)
    print(f"{cid}: items={dict(sorted(cart.items.items()))} coupon={cart.coupon} closed={cart.closed} v{cart.version} sub={sub} total={tot}")
print("audit", sorted(audit.items()))
print("sales", dict(sorted(sales.items())))
print("events", len(store.events), "by cart", {k: len(list(g)) for k, g in groupby(sorted(store.events, key=attrgetter("cart")), key=attrgetter("cart"))})

mid = 20
snap = store.replay(upto=mid)
snap_copy = copy.deepcopy(snap)
from_snap = store.replay(snapshot=snap, start=mid)
print("snapshot replay equal:", from_snap == state, snap == snap_copy, snap is not from_snap)
print("history of c1 totals:", [total(store.replay(upto=n).get("c1", Cart("c1")))[1] for n in range(0, len(store.events) + 1, 5)])

log = json.dumps([dict(asdict(e), type=e.type.value) for e in store.events], separators=(",", ":"))
print(len(log), log[:160])
restored = Store()
restored.handlers = store.handlers
restored.events = [Event(d["seq"], d["cart"], EventType(d["type"]), d["data"]) for d in json.loads(log)]
print("json replay equal:", restored.replay() == state)
print([f.name for f in fields(Event)], EventType.COUPON == "coupon", EventType("checked_out").name)
report = OrderedDict()
for cid, cart in sorted(state.items(), key=lambda kv: -total(kv[1])[1]):
    report[cid] = {"total": total(cart)[1], "n": sum(cart.items.values())}
print(json.dumps(report, indent=2))
shallow = copy.copy(state["c1"])
shallow.items["apple"] = 999
print("shallow shares items:", state["c1"].items.get("apple") == 999)
deep = copy.deepcopy(state["c2"])
deep.items.clear()
print("deep isolated:", bool(state["c2"].items) or state["c2"].items == {})
