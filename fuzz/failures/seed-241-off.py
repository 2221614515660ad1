# ember-fuzz seed 241: WRONG in mode off (`ember --jit=off run`), shrunk
# the original program: stdout line 6: CPython `{-2: 682529530727253409927, -1: 687141216745680797830, 0: 687141216745680797830, 1: 682529530727253409926} {8, 9, 10, 2, 6, 1, 5, 26, 3, 29, 4, 23, 38, 7, 36, 3...`, ember `{-2: 682529530727253409927, -1: 687141216745680797830, 0: 687141216745680797830, 1: 682529530727253409926} {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 23, 26, 29, 32, 33, 3...`
# failing modes of the original: off WRONG, auto WRONG, all WRONG, deopt WRONG, quick WRONG
def upd_4(lst, d, s, i, v):
    s.add(i % 40)
    s.discard((i * 3) % 40)
L_4 = [1000]
D_4 = {}
S_4 = {1, 2, 3}
vs_4 = [1]
tot_4 = 0
for i in range(70):
    v = vs_4[0] if i < 537 else vs_4[-1]
    try:
        tot_4 += upd_4(L_4, D_4, S_4, i, v)
    except Exception as e:
        pass
print(D_4, S_4, sorted(S_4)[:5], 5 in S_4)
