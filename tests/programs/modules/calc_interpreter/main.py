# A calculator language split over a package: calc.lexer, calc.parser and calc.evaluator, re-exported through calc/__init__.py.
import calc
from calc import run, tokenize, parse
from calc.evaluator import Evaluator

print(tokenize("x = 3.5 * (y + 2)")[:6])
print(parse(tokenize("a = 1 + 2 * 3; -a ^ 2")))
result, ev = run("x = 4; y = x * 2 + 1; z = (x + y) ^ 2 % 7; max(x, y, z) - min(1, sq(3))")
print(result, sorted(ev.env.items()), ev.steps)
print(run("2 ^ 3 ^ 2")[0], run("-2 ^ 2")[0], run("7 / 2")[0], run("7 % 3 + 0.5")[0], run("abs(-3 - 4)")[0])

# a program evaluated many times with different inputs: the hot part
program = "t = n * n; u = t % 7 + sq(n % 5); v = max(t, u) - min(t, u); v / (1 + n % 3)"
stmts = parse(tokenize(program))
total = 0
ev = Evaluator()
for n in range(300):
    ev.env["n"] = n
    for s in stmts:
        r = ev.execute(s)
    total += r
print(round(total, 4), ev.steps, sorted(ev.env))

print(calc.LexError.__module__, calc.ParseError.__module__, calc.EvalError.__module__)
print(calc.lexer.SYMBOLS, calc.parser.LexError is calc.LexError, type(ev).__module__)
for src in ["1 + $", "1 + ", "(1 + 2", "foo(1)", "q + 1", "1 / (2 - 2)", "f(1,)"]:
    try:
        print(run(src)[0])
    except (calc.LexError, calc.ParseError, calc.EvalError) as e:
        print(type(e).__name__, e)
run("1 +* 2")
