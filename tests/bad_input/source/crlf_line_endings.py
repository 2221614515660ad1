x = 1
if x:
    print('crlf', x)
