# A small tool reading its options from sys.argv, reporting errors with exit statuses.
import sys


def parse(argv):
    options = {"verbose": False, "count": 1, "names": []}
    i = 0
    while i < len(argv):
        arg = argv[i]
        if arg in ("-v", "--verbose"):
            options["verbose"] = True
        elif arg.startswith("--count="):
            options["count"] = int(arg.split("=", 1)[1])
        elif arg == "-n":
            i += 1
            options["count"] = int(argv[i])
        elif arg.startswith("-"):
            print("unknown option", arg)
        else:
            options["names"].append(arg)
        i += 1
    return options


print(sys.argv[1:])
print(len(sys.argv), sys.argv[0].endswith("argv_options.py"))
opts = parse(sys.argv[1:])
print(opts)
for name in opts["names"]:
    for k in range(opts["count"]):
        print("hello", name, k, "!" if opts["verbose"] else "")
sys.argv.append("extra")
print(sys.argv[-1], len(sys.argv))
if opts["count"] > 1:
    sys.exit("done with " + str(len(opts["names"])) + " names")
