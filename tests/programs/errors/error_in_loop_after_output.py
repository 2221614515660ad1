# partial stdout is kept when an error interrupts a loop
total = 0
for item in [1, 2, 3, 'four', 5]:
    total = total + item
    print('total', total)
