x: int
global x
