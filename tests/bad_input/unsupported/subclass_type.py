class Meta(type):
    pass
