# modulo with operands around 2**63 and 2**64, all sign combinations
for a in [-7, 7, 0, 2**70, -(2**70), 2**64+5, -(2**64)-5, 2**63, -(2**63)]:
    for b in [3, -3, 2**64+13, -(2**64)-13, 2**63, 7]:
        print(a % b, end=" ")
    print()
