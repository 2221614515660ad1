from .core import Machine, InvalidAction
