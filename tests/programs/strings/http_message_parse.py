# Parsing HTTP-like messages: partition/rpartition for request lines and headers, casefold'ed header names, removeprefix/removesuffix, splitlines(keepends).
RAW = ("GET /api/v2/users/42?fields=name,email&sort=-created HTTP/1.1\r\n"
       "Host: example.org\r\n"
       "Content-Type: application/json; charset=utf-8\r\n"
       "X-Request-ID:  abc-123  \r\n"
       "content-length: 27\r\n"
       "ACCEPT: text/html\r\n"
       "Cookie: session=xyz; theme=dark; lang=en\r\n"
       "\r\n"
       '{"name": "Ada", "id": 42}\r\n')


def parse(raw):
    lines = raw.splitlines(keepends=True)
    request = lines[0].removesuffix("\r\n")
    method, _, rest = request.partition(" ")
    target, _, version = rest.rpartition(" ")
    path, sep, query = target.partition("?")
    headers = {}
    i = 1
    while lines[i] not in ("\r\n", "\n"):
        name, colon, value = lines[i].partition(":")
        if not colon:
            raise ValueError("malformed header %r" % lines[i])
        headers[name.strip().casefold()] = value.strip()
        i += 1
    body = "".join(lines[i + 1:])
    params = {}
    if sep:
        for pair in query.split("&"):
            k, _, v = pair.partition("=")
            params[k] = v.split(",") if "," in v else v
    return method, path, version.removeprefix("HTTP/"), params, headers, body


method, path, version, params, headers, body = parse(RAW)
print(method, path, version, params)
for k in sorted(headers):
    print("%-16s %r" % (k, headers[k]))
print(repr(body), int(headers["content-length"]) == len(body.rstrip("\r\n")))
ctype, _, opts = headers["content-type"].partition(";")
print(ctype, opts.strip().partition("=")[2])
cookies = {}
for c in headers["cookie"].split(";"):
    k, _, v = c.strip().partition("=")
    cookies[k] = v
print(cookies)
segments = path.removeprefix("/api/").split("/")
print(segments, path.removeprefix("/nope"), path.removesuffix("/42"), path.removesuffix(""))
print("Content-TYPE".casefold() == "content-type".casefold(), "HeLLo".casefold(), "MIX3D_Case!".casefold())

# routing table with prefix stripping: hot loop over many requests
routes = {"users": 0, "orders": 0, "items": 0, "other": 0}
ids = 0
methods = {}
for i in range(400):
    kind = ("users", "orders", "items", "misc")[i % 4]
    m = ("GET", "POST", "get", "Delete")[i % 3]
    raw = f"{m} /api/v2/{kind}/{i}?page={i % 5} HTTP/1.{i % 2}\r\nHost: h{i % 3}\r\nX-N: {i}\r\n\r\n"
    mm, p, v, q, h, b = parse(raw)
    res = p.removeprefix("/api/v2/")
    head, _, ident = res.partition("/")
    routes[head if head in routes else "other"] += 1
    ids += int(ident) + int(q["page"]) + int(h["x-n"])
    key = mm.casefold()
    methods[key] = methods.get(key, 0) + 1
    if v != "1.0" and v != "1.1":
        print("bad version", v)
print(routes, ids, sorted(methods.items()))

try:
    parse("GET / HTTP/1.1\r\nbroken header\r\n\r\n")
except ValueError as e:
    print("ValueError:", e)
