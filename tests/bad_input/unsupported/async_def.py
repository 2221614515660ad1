print('start')
async def f():
    return 1
