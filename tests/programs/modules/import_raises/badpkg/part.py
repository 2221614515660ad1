P = "part"
