# Runs its demo only when executed as a program, never on import.
print("greet: __name__ =", __name__)


def greet(who):
    return f"hello, {who}"


def main():
    print("greet demo:", greet("world"))
    return 5


if __name__ == "__main__":
    raise SystemExit(main())
else:
    print("greet: imported, not running the demo")
