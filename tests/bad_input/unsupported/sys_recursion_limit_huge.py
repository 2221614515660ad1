import sys
sys.setrecursionlimit(10**6)
