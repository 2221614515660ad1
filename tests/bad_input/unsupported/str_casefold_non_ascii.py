print('Straße'.casefold())
