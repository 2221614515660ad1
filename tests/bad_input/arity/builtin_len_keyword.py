len(obj=[])
