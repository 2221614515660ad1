from . import part
raise ValueError("badpkg: init failed after importing its part")
