"""ledger: a tiny double-entry-ish bank ledger, split over a package."""
from .errors import LedgerError, ParseError
from . import model

VERSION = (1, 4, 2)
loaded = []


def version_string():
    return ".".join(str(p) for p in VERSION)


loaded.append(__name__)
