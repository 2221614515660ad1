from . import drill
