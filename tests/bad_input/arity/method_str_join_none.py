','.join()
