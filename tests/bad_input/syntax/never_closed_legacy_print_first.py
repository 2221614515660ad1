print 'a'
x = (
