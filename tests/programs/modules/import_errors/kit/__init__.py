TOOLS = ["hammer"]
