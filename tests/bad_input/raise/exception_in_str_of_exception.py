class E(Exception):
    def __str__(self):
        raise ValueError('no')
raise E()
