buf = bytearray(4)
