x = [i for i in]
