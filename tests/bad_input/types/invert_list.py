print(~[1])
