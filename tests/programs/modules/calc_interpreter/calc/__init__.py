"""A tiny calculator language: lexer -> parser -> evaluator."""
from .lexer import tokenize, LexError
from .parser import parse, ParseError
from .evaluator import Evaluator, EvalError


def run(source, env=None):
    ev = Evaluator(env)
    result = None
    for stmt in parse(tokenize(source)):
        result = ev.execute(stmt)
    return result, ev
