VERSION = "1.2"
from . import text_tools
from . import numbers
