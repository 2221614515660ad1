async def f(x):
    return await x
