# one
# two

# three