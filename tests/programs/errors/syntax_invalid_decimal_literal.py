x = 3rd
