# NameError: name 'undefined_thing' is not defined (module level)
defined = 1
print(defined)
print(undefined_thing)
