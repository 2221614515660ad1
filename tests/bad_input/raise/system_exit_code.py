print('bye')
raise SystemExit(3)
