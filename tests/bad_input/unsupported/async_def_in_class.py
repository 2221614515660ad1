class A:
    async def m(self):
        pass
