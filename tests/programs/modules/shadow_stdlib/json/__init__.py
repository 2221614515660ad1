from .encoder import dumps

__all__ = ["dumps"]
