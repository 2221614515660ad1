# -*- coding: latin-1 -*-
x = 'café'
print(len(x), x == 'caf\u00e9')
