from eager_a import helper_a


def helper_b():
    return "b"
