print(max(()))
