print('never runs')
nonlocal x
