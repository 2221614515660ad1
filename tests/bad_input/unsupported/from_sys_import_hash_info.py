from sys import hash_info
print(hash_info)
