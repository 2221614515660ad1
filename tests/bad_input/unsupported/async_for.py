async def f(xs):
    async for x in xs:
        pass
