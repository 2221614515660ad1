print(len('ab' * 2**62))
