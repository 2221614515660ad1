"""Common string constants and the Template class.

ember's own implementation of the documented behaviour of CPython's `string`
module: the character-class constants (`ascii_letters`, `ascii_lowercase`,
`ascii_uppercase`, `digits`, `hexdigits`, `octdigits`, `punctuation`,
`printable`, `whitespace`), `capwords`, and `Template` (`$name`, `${name}`
and `$$` substitution with `substitute`, `safe_substitute`, `is_valid` and
`get_identifiers`).  A Template subclass may change `delimiter`; changing
`idpattern`, `braceidpattern`, `flags` or `pattern` (regular expressions) is
not supported.

Not implemented: `Formatter`.
"""

__all__ = ["ascii_letters", "ascii_lowercase", "ascii_uppercase", "capwords",
           "digits", "hexdigits", "octdigits", "printable", "punctuation",
           "whitespace", "Formatter", "Template"]

whitespace = ' \t\n\r\v\f'
ascii_lowercase = 'abcdefghijklmnopqrstuvwxyz'
ascii_uppercase = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
ascii_letters = ascii_lowercase + ascii_uppercase
digits = '0123456789'
hexdigits = digits + 'abcdef' + 'ABCDEF'
octdigits = '01234567'
punctuation = r"""!"#$%&'()*+,-./:;<=>?@[\]^_`{|}~"""
printable = digits + ascii_letters + punctuation + whitespace


def capwords(s, sep=None):
    """capwords(s [,sep]) -> string

    Split s into words with s.split(sep), capitalize each word with
    str.capitalize, and join them with sep (a single space by default)."""
    words = s.split(sep)
    joiner = sep
    if not joiner:
        joiner = ' '
    return joiner.join([word.capitalize() for word in words])


# ---------------------------------------------------------------- Template

_ID_START = '_' + ascii_letters
_ID_CHARS = _ID_START + digits

_sentinel_dict = {}


class Template:
    """A string class for supporting $-substitutions."""

    delimiter = '$'

    def __init__(self, template):
        self.template = template

    def _scan(self):
        # Yield (kind, start, end, name) for each placeholder in the template,
        # kind being 'escaped', 'named', 'braced' or 'invalid'; start and end
        # delimit the text the placeholder replaces.
        template = self.template
        delim = self.delimiter
        dlen = len(delim)
        n = len(template)
        i = 0
        while True:
            j = template.find(delim, i)
            if j < 0:
                return
            k = j + dlen
            if template.startswith(delim, k):
                yield ('escaped', j, k + dlen, None)
                i = k + dlen
                continue
            if k < n and template[k] in _ID_START:
                e = k + 1
                while e < n and template[e] in _ID_CHARS:
                    e += 1
                yield ('named', j, e, template[k:e])
                i = e
                continue
            if k < n and template[k] == '{':
                if k + 1 < n and template[k + 1] in _ID_START:
                    e = k + 2
                    while e < n and template[e] in _ID_CHARS:
                        e += 1
                    if e < n and template[e] == '}':
                        yield ('braced', j, e + 1, template[k + 1:e])
                        i = e + 1
                        continue
            yield ('invalid', j, k, None)
            i = k

    def _invalid(self, position):
        lines = self.template[:position].splitlines(True)
        if not lines:
            colno = 1
            lineno = 1
        else:
            colno = position - len(''.join(lines[:-1]))
            lineno = len(lines)
        raise ValueError('Invalid placeholder in string: line %d, col %d' %
                         (lineno, colno))

    def substitute(self, mapping=_sentinel_dict, /, **kws):
        if mapping is _sentinel_dict:
            mapping = kws
            kws = None
        parts = []
        template = self.template
        last = 0
        for kind, start, end, name in self._scan():
            parts.append(template[last:start])
            last = end
            if kind == 'named' or kind == 'braced':
                if kws and name in kws:
                    value = kws[name]
                else:
                    value = mapping[name]
                parts.append(str(value))
            elif kind == 'escaped':
                parts.append(self.delimiter)
            else:
                self._invalid(start + len(self.delimiter))
        parts.append(template[last:])
        return ''.join(parts)

    def safe_substitute(self, mapping=_sentinel_dict, /, **kws):
        if mapping is _sentinel_dict:
            mapping = kws
            kws = None
        parts = []
        template = self.template
        last = 0
        for kind, start, end, name in self._scan():
            parts.append(template[last:start])
            last = end
            if kind == 'named' or kind == 'braced':
                try:
                    if kws and name in kws:
                        value = kws[name]
                    else:
                        value = mapping[name]
                except KeyError:
                    parts.append(template[start:end])
                else:
                    parts.append(str(value))
            elif kind == 'escaped':
                parts.append(self.delimiter)
            else:
                parts.append(template[start:end])
        parts.append(template[last:])
        return ''.join(parts)

    def is_valid(self):
        for kind, start, end, name in self._scan():
            if kind == 'invalid':
                return False
        return True

    def get_identifiers(self):
        ids = []
        for kind, start, end, name in self._scan():
            if name is not None and name not in ids:
                ids.append(name)
        return ids
