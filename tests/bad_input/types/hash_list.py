print(hash([]))
