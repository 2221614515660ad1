async def f(m):
    async with m:
        pass
