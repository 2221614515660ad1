# A plugin registry shared across modules: plugins register themselves with a decorator at import time.
import registry
import plugins
from plugins import text_tools
from registry import run, describe

print(registry.loaded_order)
print(describe())
print(plugins.__name__, text_tools.__name__, plugins.VERSION)

inputs = ["Hello World", "racecar", "Plugin Systems Are Fun", "abc def ghi"]
results = {}
for i in range(200):
    name = registry.names()[i % len(registry.names())]
    value = run(name, inputs[i % len(inputs)])
    results[name] = results.get(name, 0) + (value if isinstance(value, int) else len(str(value)))
print(sorted(results.items()))

for name in registry.names():
    print(name, "->", run(name, "Level Up"))

import plugins.numbers as numbers
print(numbers.calls, registry.PLUGINS["vowels"].__module__)
import registry as again
print(again is registry, len(again.PLUGINS))
try:
    run("missing", "x")
except KeyError as e:
    print("KeyError", e)
