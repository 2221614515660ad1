def f():
"""doc"""
