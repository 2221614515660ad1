# A script's own globals: __name__ and __file__ (an absolute path, as CPython 3.9+ gives).
import sys

print(__name__)
print(__file__.endswith("/main_module_globals.py"), __file__.startswith("/"))
print(sys.argv[0] == "main_module_globals.py")
if __name__ == "__main__":
    print("run as a script")
