from __future__ import barry_as_FLUFL
print(1)
