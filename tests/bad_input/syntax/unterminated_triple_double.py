print(1)
x = """
abc

