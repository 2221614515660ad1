x = 1
exec('y = 2')
