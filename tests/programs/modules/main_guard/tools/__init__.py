print("tools: __name__ =", __name__)
