True()
