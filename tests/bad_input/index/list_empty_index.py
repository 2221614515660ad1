print([][0])
