import json

docs = [
    '', ' ', '{', '}', '[', ']', '[1,]', '[1 2]', '{"a" 1}', '{"a":}', '{"a":1,}', '{1: 2}',
    '{"a":1 "b":2}', 'nul', 'tru', 'fals', 'True', 'None', 'NaNa', '"abc', '"a\\qb"', '"\\u12"',
    '"\\u12G4"', '[1, 2, 3]]', '123abc', '01', '-', '-a', '1.', '1.e5', '.5', '1e', '"\t"',
    '"\n"', '[\n  1,\n  2\n  3\n]', '{\n"k": [1,\n 2,,\n]}', '"\\', '[{"x": [1, {"y": }]}]',
    '\ufeff[1]', '   \n\n   x', '[' * 5 + ']' * 4, '{"a": "b"} extra', '"\x00"', "'single'",
    '[1,\n2,\n\t3 , oops]', '{"k":"v",\n"k2"\n:\n}',
]
for d in docs:
    try:
        v = json.loads(d)
        print(repr(d), "OK", repr(v))
    except json.JSONDecodeError as e:
        print(repr(d)[:40].ljust(42), "|", e.msg, "|", e.pos, e.lineno, e.colno, "|", str(e))

print("--- valid edge values")
valid = [
    '0', '-0', '-0.0', '1E400', '-1e400', '1e-400', '123456789012345678901234567890', '3.0',
    '2.5e-3', '"\\u00e9\\u4e2d\\ud83d\\ude00"', '"\\/\\b\\f\\n\\r\\t\\"\\\\"', 'NaN', 'Infinity',
    '-Infinity', '[]', '{}', ' [ 1 , { "a" : [ ] } ] ', '{"a": 1, "a": 2}', '"\u00e9"', 'null',
    '[true,false,null]', '{"":""}', '1.7976931348623157e308', '5e-324', '0.1', '1e22',
]
for d in valid:
    v = json.loads(d)
    print(repr(d), "->", repr(v), type(v).__name__)

print("--- hooks")
print(json.loads('{"a": 1, "b": [1, 2]}', object_hook=lambda d: sorted(d.items())))
print(json.loads('{"b": 1, "a": 2, "b": 3}', object_pairs_hook=list))
print(json.loads('[1.5, 2, "x"]', parse_float=lambda s: "F" + s, parse_int=lambda s: int(s) * 10))
print(json.loads('[NaN, Infinity]', parse_constant=lambda s: s.upper()))
print(json.loads('[1.25, 3]', parse_float=str))
from collections import OrderedDict
od = json.loads('{"z": 1, "y": {"x": 2}}', object_pairs_hook=OrderedDict)
print(type(od).__name__, list(od.items()))
print(json.loads(b'{"bytes": true}'))
print(json.loads(bytearray(b'[1, 2]')))
dec = json.JSONDecoder()
print(dec.decode('  {"q": 1}  '))
print(dec.raw_decode('[1, 2] trailing stuff'))
print(dec.raw_decode('{"a": "b"}{"c": 1}'))
try:
    dec.raw_decode('  [1]')
except json.JSONDecodeError as e:
    print("raw_decode:", e)
def multi(s):
    out, i = [], 0
    while i < len(s):
        while i < len(s) and s[i].isspace():
            i += 1
        if i >= len(s):
            break
        obj, i = dec.raw_decode(s, i)
        out.append(obj)
    return out
print(multi('1 "two" [3] {"four": 4}  null '))
print(issubclass(json.JSONDecodeError, ValueError))
e = json.JSONDecodeError("custom", "ab\ncd", 4)
print(e.msg, e.doc, e.pos, e.lineno, e.colno, e.args)
try:
    json.loads(123)
except TypeError as e:
    print("TypeError", e)
