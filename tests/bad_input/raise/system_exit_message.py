raise SystemExit('fatal problem')
