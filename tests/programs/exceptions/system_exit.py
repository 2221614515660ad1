# SystemExit is a BaseException: `except Exception` does not catch it, and an
# uncaught one ends the program with its code as the exit status, no traceback.
def leave(code):
    raise SystemExit(code)


try:
    try:
        leave(7)
    except Exception:
        print('not reached')
except SystemExit as e:
    print('caught', e.args, type(e).__name__, isinstance(e, BaseException))
try:
    raise SystemExit
except BaseException as e:
    print('bare', e.args)
print('exiting')
leave(3)
