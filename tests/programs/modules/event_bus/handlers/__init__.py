loaded = []
from . import billing
from . import audit
