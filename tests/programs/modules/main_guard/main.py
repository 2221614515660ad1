# `if __name__ == "__main__"` guards: the program's module is __main__, imported
# modules (and submodules) see their own dotted names.
import sys

SETTING = "from main"
import greet
import tools.probe


def main():
    print("main: __name__ =", __name__)
    print(greet.greet("ember"), greet.__name__, tools.__name__, tools.probe.__name__)
    print("probe reads main:", tools.probe.main_setting())
    global SETTING
    SETTING = "changed"
    print("probe reads main:", tools.probe.main_setting())
    me = sys.modules["__main__"]
    print("sys.modules['__main__'] has main:", me.main is main, me.SETTING)
    print("is main imported as 'main'?", "main" in sys.modules)
    return 0


print("module-level code runs as", __name__)
if __name__ == "__main__":
    status = main()
    # Importing the program's own file makes a second, separate module "main".
    import main as again
    print(again.__name__, again is sys.modules["__main__"], again.SETTING, SETTING)
    print("exiting with", status + 4)
    sys.exit(status + 4)
