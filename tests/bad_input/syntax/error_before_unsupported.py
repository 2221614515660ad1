async def f():
    pass
break
