x = 1

async def main():
    pass
print(x)
