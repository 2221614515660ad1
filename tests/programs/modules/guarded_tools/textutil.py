calls = 0
demo_ran = False


def wrap_words(text, width):
    global calls
    calls += 1
    lines = []
    current = ""
    for word in text.split():
        if current and len(current) + 1 + len(word) > width:
            lines.append(current)
            current = word
        else:
            current = word if not current else current + " " + word
    if current:
        lines.append(current)
    return "\n".join(lines)


def who():
    return "textutil as " + __name__


if __name__ == "__main__":
    demo_ran = True
    print(wrap_words("demo text here", 5))
