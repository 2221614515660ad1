# The errors of open() and of file operations, as CPython reports them.
def attempt(label, action):
    try:
        action()
    except OSError as e:
        print(label, type(e).__name__, e.errno, e.strerror, repr(e.filename), "|", e)
    except (ValueError, TypeError, LookupError) as e:
        print(label, type(e).__name__, e)

attempt("missing", lambda: open("no_such_file.txt"))
attempt("missing dir", lambda: open("no_such_dir/file.txt", "w"))
attempt("directory", lambda: open("."))
attempt("directory write", lambda: open(".", "w"))

open("exists.txt", "w").close()
attempt("exclusive", lambda: open("exists.txt", "x"))
attempt("bad mode", lambda: open("exists.txt", "rw"))
attempt("bad mode 2", lambda: open("exists.txt", "z"))
attempt("no mode", lambda: open("exists.txt", "+"))
attempt("text and binary", lambda: open("exists.txt", "tb"))
attempt("encoding", lambda: open("exists.txt", encoding="klingon"))
attempt("name type", lambda: open(3.5))

f = open("exists.txt", "w")
attempt("write int", lambda: f.write(42))
attempt("writelines int", lambda: f.writelines(["ok\n", 7]))
f.close()
attempt("closed write", lambda: f.write("x"))
attempt("closed read", lambda: f.read())
attempt("closed iter", lambda: next(iter(f)))
attempt("closed with", lambda: f.__enter__())
print(open("exists.txt").read().splitlines())

try:
    with open("exists.txt") as g:
        raise KeyError("inside")
except KeyError as e:
    print("with closed the file on error:", g.closed, e)

def first_line(path):
    try:
        with open(path) as h:
            return h.readline().strip()
    except FileNotFoundError:
        return "<none>"
    finally:
        print("looked at", path)

print(first_line("exists.txt"), first_line("absent.txt"))
open("missing.txt")
