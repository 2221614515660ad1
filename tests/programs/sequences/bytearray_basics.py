for f in [lambda: bytearray(1.5), lambda: bytearray([256]), lambda: bytearray().pop(), lambda: bytearray(b'a').pop(5), lambda: bytearray(b'a').remove(9),
          lambda: bytearray(b'a').append(300), lambda: bytearray(b'a').append('x'), lambda: bytearray(b'a').extend('ab'), lambda: bytearray(b'a').extend(5),
          lambda: hash(bytearray()), lambda: bytearray(b'abc')[5], lambda: bytearray(b'abc').__setitem__(0, 256), lambda: bytearray(b'abc') + 'x',
          lambda: bytearray(b'abc').__setitem__(slice(0,1), 5), lambda: bytearray(b'abc').__delitem__(7), lambda: bytearray('abc'),
          lambda: bytearray(b'ab').insert(0, 999), lambda: b'x' + 'y', lambda: bytearray(b'x') < 'y', lambda: bytearray(b'abc').__setitem__(slice(0,1), 'ab')]:
    try: print(f())
    except Exception as e: print(type(e).__name__, e)
b = bytearray(b'hello')
print(b, repr(b), str(b), type(b), len(b), b[0], b[1:3], b[::-1], list(b)[:2], b'el' in b, 104 in b)
b[0] = 72; b[1:3] = b'EY'; del b[-1]; b += b'!!'; b.append(33); b.extend([65, 66]); b.insert(0, 62)
print(b, b.pop(), b.pop(0), b)
print(b.upper(), b.split(b'Y'), b.decode(), b.hex(), b.find(b'!'), b.replace(b'!', b'?'), bytes(b), bytearray(b'ab') == b'ab', b'ab' == bytearray(b'ab'))
print(bytearray(3), bytearray([1,2,3]), bytearray('hé', 'utf-8'), bytearray(b'x') * 3, b'a' + bytearray(b'b'), bytearray(b'a') + b'b')
c = b.copy(); c.clear(); print(c, b.count(33), bytearray(b'abc') < bytearray(b'abd'), bytearray(b'a,b').join([b'x', bytearray(b'y')]))
b.reverse(); print(b, b.strip(b'!'), isinstance(b, bytearray), isinstance(b, bytes), bytearray.fromhex('41 42'))
print(bytearray(b'  x ').strip(), bytearray(b'abc').startswith(b'ab'), int.from_bytes(bytearray(b'\x01\x00'), 'big'), str(bytearray(b'hi'), 'ascii'))
x = bytearray(b'ab'); y = x; y += b'c'; print(x is y, x)
z = bytearray(b'q'); z *= 3; print(z)
print(iter(bytearray()).__class__.__name__, sorted(bytearray(b'cab')), {bytes(bytearray(b'k')): 1})
