# A tiny template engine: {{ var|filter }} placeholders found with find/partition, %(name)s mapping formatting, and str.format with nested fields.
class Item:
    def __init__(self, name, price, qty):
        self.name = name
        self.price = price
        self.qty = qty


FILTERS = {
    "upper": lambda s: s.upper(),
    "lower": lambda s: s.lower(),
    "title": lambda s: s.title(),
    "strip": lambda s: s.strip(),
    "len": lambda s: str(len(s)),
}


def lookup(ctx, dotted):
    head, _, rest = dotted.partition(".")
    value = ctx[head]
    while rest:
        attr, _, rest = rest.partition(".")
        value = getattr(value, attr) if not isinstance(value, dict) else value[attr]
    return value


def render(template, ctx):
    out = []
    pos = 0
    while True:
        start = template.find("{{", pos)
        if start < 0:
            out.append(template[pos:])
            break
        end = template.find("}}", start)
        if end < 0:
            raise ValueError("unclosed tag at %d" % start)
        out.append(template[pos:start])
        expr = template[start + 2:end].strip()
        pieces = [p.strip() for p in expr.split("|")]
        name, filters = pieces[0], pieces[1:]
        value = str(lookup(ctx, name))
        for f in filters:
            value = FILTERS[f](value)
        out.append(value)
        pos = end + 2
    return "".join(out)


ctx = {"user": {"name": "  ada lovelace ", "role": "admin"}, "site": "ember", "count": 3}
print(render("Hello {{ user.name | strip | title }} ({{user.role|upper}}) on {{site}}!", ctx))
print(render("{{ site | len }} letters; no tags here", ctx))
print(render("plain text", ctx))

items = [Item("widget", 2.5, 4), Item("gadget", 10.0, 1), Item("doohickey", 0.75, 12)]
row = "{0.name:<{w}}|{0.qty:>4}|{0.price:>{pw}.{pp}f}|{total:>9,.2f}"
for it in items:
    print(row.format(it, total=it.price * it.qty, w=10, pw=7, pp=2))

summary = "%(count)d items, grand total %(total).2f %(cur)s (%(pct)5.1f%% taxed)"
print(summary % {"count": len(items), "total": sum(i.price * i.qty for i in items), "cur": "EUR", "pct": 19.0})

# render many rows: the hot path
line_tpl = "{{ row.idx }}: {{ row.label | upper }} = {{ row.value }}"
acc = 0
lines = []
for i in range(400):
    r = {"idx": i, "label": "item%03d" % i, "value": i * i % 97}
    s = render(line_tpl, {"row": r})
    acc += len(s)
    if i % 97 == 0:
        lines.append(s)
print(acc)
for s in lines:
    print(s)

records = [{"k": "alpha", "v": 1}, {"k": "beta", "v": 22}, {"k": "gamma", "v": 333}]
for rec in records:
    print("%(k)-8s|%(v)05d|%(k)r" % rec)
print("{:{fill}^{width}}".format(" end ", fill="=", width=21))

for bad_tpl, bad_ctx in [("{{ missing }}", {}), ("{{ site | nope }}", ctx), ("oops {{ site", ctx)]:
    try:
        render(bad_tpl, bad_ctx)
    except (KeyError, ValueError) as e:
        print(type(e).__name__, e)
