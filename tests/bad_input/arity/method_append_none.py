[].append()
