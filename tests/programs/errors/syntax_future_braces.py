from __future__ import braces
print('never runs')
