import json

data = {
    "name": "Widget \"Pro\"",
    "tags": ["a", "b\\c", "tab\there", "nl\nline", "uni\u00e9", "emoji\U0001f600", "ctl\x01\x1f"],
    "nested": {"z": [1, 2, {"deep": [None, True, False]}], "a": {}, "m": []},
    "nums": [0, -1, 10**20, -(10**25), 1.5, -0.0, 1e100, 1e-10, 3.141592653589793, 2.5e-300, 1e16, 123456789.125],
    "empty": "",
    10: "int key",
    2.5: "float key",
    True: "bool key",
    None: "none key",
}

print(json.dumps(data))
print(json.dumps(data, sort_keys=False, ensure_ascii=False))
print(json.dumps(data["nested"], indent=2))
print(json.dumps(data["nested"], indent=0))
print(json.dumps(data["nested"], indent="\t"))
print(json.dumps(data["nested"], indent="--"))
print(json.dumps(data["nums"], indent=1))
print(json.dumps(data["nested"], separators=(",", ":")))
print(json.dumps(data["nested"], separators=(" ; ", " = "), sort_keys=True))
print(json.dumps(data["nested"], indent=3, separators=(",", ": ")))
print(json.dumps({"b": 1, "a": 2, "c": {"y": 1, "x": 2}}, sort_keys=True, indent=4))
print(json.dumps([[], {}, [[]], [{}], {"k": []}], indent=2))
print(json.dumps("\u2028\u2029\x7f\x80\xff"))
print(json.dumps("\u2028\u2029\x7f\x80\xff", ensure_ascii=False))
print(json.dumps((1, 2, (3, 4))))
print(json.dumps([float("inf"), float("-inf"), float("nan")]))
try:
    json.dumps([float("nan")], allow_nan=False)
except ValueError as e:
    print("ValueError", e)
for bad in [{1, 2}, {(1, 2): 3}, b"bytes", object]:
    try:
        json.dumps(bad)
    except TypeError as e:
        print("TypeError", e)
print(json.dumps({(1, 2): 3, "ok": 1}, skipkeys=True))
print(json.dumps({"a": {1, 2}}, default=sorted))
print(json.dumps([range(3), range(2, 5)], default=list))

class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y

class PointEncoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, Point):
            return {"__point__": [o.x, o.y]}
        return super().default(o)

s = json.dumps({"p": Point(1, 2), "ps": [Point(3, 4)]}, cls=PointEncoder, sort_keys=True)
print(s)
try:
    json.dumps({"x": object()}, cls=PointEncoder)
except TypeError as e:
    print("TypeError", e)
enc = json.JSONEncoder(sort_keys=True, indent=1)
print(enc.encode({"q": [1, {"w": 2}]}))
print(list(json.JSONEncoder().iterencode([1, "a"]))[:3] != [])
print("".join(json.JSONEncoder().iterencode({"k": [1, 2.0, None]})))

class MyInt(int):
    pass

class MyStr(str):
    pass

class MyList(list):
    pass

class MyDict(dict):
    pass

print(json.dumps([MyInt(5), MyStr("s"), MyList([1]), MyDict(a=1)]))
print(json.dumps(True), json.dumps(None), json.dumps(0.1), json.dumps(1.0), json.dumps(-5))
print(json.dumps("plain"), json.dumps(""), json.dumps(12345678901234567890))
for v in [0.1 + 0.2, 1 / 3, 2 ** 0.5, 1e22, 1e21, 1e-7, 5e-324, 1.7976931348623157e308]:
    print(json.dumps(v), json.loads(json.dumps(v)) == v)
