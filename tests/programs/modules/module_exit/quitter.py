import sys

print("quitter: imported")
stops = 0


def stop(code):
    global stops
    stops += 1
    try:
        sys.exit(code)
    finally:
        print("quitter: finally runs before the exit leaves stop()")
