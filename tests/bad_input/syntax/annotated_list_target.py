[x]: int = [1]
