from counter import bump
bump(100)
