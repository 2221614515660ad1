x = {**a for a in [{}]}
