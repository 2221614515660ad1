# sys.version_info: compared with tuples, sliced, indexed, its named fields, formatted.
import sys
from sys import version_info
print(sys.version_info >= (3, 8), sys.version_info[:2], sys.version_info.major, sys.version_info.minor, version_info.micro)
print(sys.version_info.releaselevel, tuple(sys.version_info) [:3], len(sys.version_info), sys.version_info[0] == 3)
print(repr(sys.version_info)[:34], type(sys.version_info).__name__, isinstance(sys.version_info, tuple))
if sys.version_info < (3, 6):
    print("old")
print("%d.%d" % sys.version_info[:2])
print(type(sys.version_info))
print(sys.version_info == (3, 11, 7, "final", 0), hash(sys.version_info) == hash((3, 11, 7, "final", 0)))
for i, part in enumerate(sys.version_info):
    print(i, part)
