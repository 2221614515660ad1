# int()/float() string edge cases: base prefixes, base 0, underscores
print(int('0x1F', 16), int('0b11', 2), int('0o17', 8), int('0X1f', 16), int('017', 8))
print(int('0', 0), int('10', 0), int('0x1f', 0), int('0b101', 0), int('0o17', 0), int('-0x10', 0))
print(int(' -0b101 ', 0), int('+0o7', 0), int('0_0', 0))
print(int('1_000_000'), int('1_0', 16), int('0x_ff', 16), int('z_z', 36))
print(float('1_0.5'), float('1_000.000_1'), float('1e1_0'))
