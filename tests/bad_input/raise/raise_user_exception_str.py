class MyError(Exception):
    def __str__(self):
        return 'custom text'
raise MyError()
