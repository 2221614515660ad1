import __main__

print("tools.probe: __name__ =", __name__, "- main is", __main__.__name__)


def main_setting():
    # Reads a global of the running program through the __main__ module.
    return __main__.SETTING


if __name__ == "__main__":
    print("never printed")
