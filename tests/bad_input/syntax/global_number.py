global 1
