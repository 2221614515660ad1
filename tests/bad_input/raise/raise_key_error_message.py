raise KeyError('some key')
