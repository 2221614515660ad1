from .drill import bit
