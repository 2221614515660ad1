x = b'café'
