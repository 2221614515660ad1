# a missing dict key raises KeyError showing the key's repr
d = {"a": 1}
print(d["a"])
print(d["missing"])
