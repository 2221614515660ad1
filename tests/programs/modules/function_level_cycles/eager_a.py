from eager_b import helper_b


def helper_a():
    return "a"
