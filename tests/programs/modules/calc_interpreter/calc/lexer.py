class LexError(Exception):
    pass


SYMBOLS = "+-*/%^()=,;"


def tokenize(src):
    toks = []
    i = 0
    while i < len(src):
        ch = src[i]
        if ch in " \t\n":
            i += 1
        elif ch.isdigit():
            j = i
            while j < len(src) and (src[j].isdigit() or src[j] == "."):
                j += 1
            text = src[i:j]
            toks.append(("num", float(text) if "." in text else int(text)))
            i = j
        elif ch.isalpha() or ch == "_":
            j = i
            while j < len(src) and (src[j].isalnum() or src[j] == "_"):
                j += 1
            toks.append(("name", src[i:j]))
            i = j
        elif ch in SYMBOLS:
            toks.append(("op", ch))
            i += 1
        else:
            raise LexError(f"unexpected {ch!r} at offset {i}")
    toks.append(("eof", None))
    return toks
