divmod(1)
