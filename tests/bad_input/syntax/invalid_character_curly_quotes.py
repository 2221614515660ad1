print(“hello”)
