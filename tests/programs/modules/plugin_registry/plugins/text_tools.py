from registry import plugin


@plugin("upper")
def shout(text):
    return text.upper()


@plugin("reverse")
def backwards(text):
    return text[::-1]


@plugin("vowels")
def count_vowels(text):
    return sum(1 for c in text.lower() if c in "aeiou")
