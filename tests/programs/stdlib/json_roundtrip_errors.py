import json
data = {"name": "Ünïcode ✓ 😀", "n": [1, 2.5, -0.0, 1e100, 3.0, 1/3, 10**20], "ok": True, "none": None,
        "nested": {"b": [], "a": {}, "c": [{"x": 1}, "tab\tnew\nline\"quote\\"]}, 5: "int key", 2.5: "float key", False: 0}
for kw in [{}, {"indent": 2}, {"sort_keys": False, "separators": (",", ":")}, {"ensure_ascii": False}, {"indent": "\t"}, {"indent": 0}]:
    print(json.dumps(data, **kw))
print(json.dumps([float("nan"), float("inf"), -float("inf")]), json.dumps("\x00\x1f\x7f"), json.dumps((1, 2)))
print(json.dumps({"b": 1, "a": 2, "c": {"z": 0, "y": 1}}, sort_keys=True, indent=4))
for bad in [lambda: json.dumps({(1, 2): 3}), lambda: json.dumps(object), lambda: json.dumps([float("nan")], allow_nan=False), lambda: json.dumps({(1,): 1}, skipkeys=True)]:
    try: print(bad())
    except (TypeError, ValueError) as e: print(type(e).__name__, e)
a = []; a.append(a)
try: json.dumps(a)
except ValueError as e: print("ValueError", e)
print(json.dumps({1, 2} if False else [1], default=str), json.dumps(set([3]), default=sorted))
text = json.dumps(data, indent=2)
back = json.loads(text)
print(back == {str(k) if not isinstance(k, bool) else "false": v for k, v in data.items()} or back)
print(json.loads('{"a": [1, 2.0, -3e2, 1E+2, 0.5e-3, true, false, null], "s": "\\u00e9\\ud83d\\ude00\\n\\"x\\"\\/"}'))
print(json.loads("  [ ]  "), json.loads("{}"), json.loads('"plain"'), json.loads("-0"), json.loads("123456789012345678901234567890"), json.loads('NaN'), json.loads('[Infinity, -Infinity]'))
for doc in ['', '[1,]', '{"a":1,}', '{"a" 1}', '{a: 1}', '[1 2]', '"abc', '"a\\x"', '[1] x', 'tru', '"\\u12g4"', '{"a":1 "b":2}', '[\n1,\n\n2,\n@]', '"\x01"', '-', '01']:
    try:
        print(repr(json.loads(doc)))
    except json.JSONDecodeError as e:
        print(repr(doc), "->", e, "|", e.msg, e.pos, e.lineno, e.colno)
print(json.loads('{"a": 1, "b": 2}', object_hook=lambda d: sorted(d.items())), json.loads('[1.5, 2]', parse_float=str, parse_int=lambda s: int(s) * 10))
print(json.loads('{"x": 1, "x": 2}', object_pairs_hook=list), json.loads(b'[1, "b"]'), isinstance(json.JSONDecodeError("m", "d", 0), ValueError))
import io
buf = io.StringIO()
json.dump({"k": [1, 2]}, buf, indent=1)
print(repr(buf.getvalue()), json.load(io.StringIO(buf.getvalue())))
