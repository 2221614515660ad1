import second
VALUE = second.VALUE + 1
