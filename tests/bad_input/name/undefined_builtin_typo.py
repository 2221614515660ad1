pritn(1)
