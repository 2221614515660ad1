# an uncaught user exception prints its class name and message
class ConfigError(Exception):
    pass


def load():
    raise ConfigError("missing key 'db'")


print("start")
load()
