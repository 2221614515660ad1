# ember-fuzz seed 33: WRONG in mode off (`ember --jit=off run`), shrunk
# the original program: stdout line 2: CPython `{'k0': 163, 'k1': -364323195455764619587, 'k2': Num(163), 'k3': -79917, 'k4': 364323195455763644420} {6, 14, 11, 9, 10, 13, 12, 3} [3, 6, 9, 10, 11] True`, ember `{'k0': 163, 'k1': -364323195455764619587, 'k2': Num(163), 'k3': -79917, 'k4': 364323195455763644420} {3, 6, 9, 10, 11, 12, 13, 14} [3, 6, 9, 10, 11] True`
# failing modes of the original: off WRONG, auto WRONG, all WRONG, deopt WRONG, quick WRONG
def upd_1(lst, d, s, i, v):
    s.add(i % 17)
    s.discard((i * 3) % 17)
L_1 = [13]
D_1 = {}
S_1 = {1, 2, 9}
vs_1 = [1]
tot_1 = 0
for i in range(25):
    v = vs_1[0] if i < 417 else vs_1[(i * 7) % len(vs_1)]
    try:
        tot_1 += upd_1(L_1, D_1, S_1, i, v)
    except Exception as e:
        pass
print(D_1, S_1, sorted(S_1)[:5], 3 in S_1)
