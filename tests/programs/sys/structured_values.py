# sys.float_info, sys.int_info, sys.implementation, sys.getsizeof (ember's sizes: only relations are printed)
import sys
print(sys.version_info >= (3, 8), sys.version_info[:2], sys.version_info.major, type(sys.version_info).__name__)
print(sys.float_info.max, sys.float_info.epsilon, sys.float_info.dig, sys.float_info.mant_dig, len(sys.float_info))
print(sys.float_info)
print(sys.float_info.max == 1.7976931348623157e308, sys.float_info.min * 2 > 0, sys.float_info[8])
print(sys.int_info.default_max_str_digits, sys.int_info.str_digits_check_threshold, len(sys.int_info))
print(sys.implementation.name in ("ember", "cpython"), sys.implementation.cache_tag is None or True)
print(sys.getsizeof(1) > 0, sys.getsizeof([]) <= sys.getsizeof(list(range(100))), isinstance(sys.getsizeof("x"), int))
class Sized:
    def __sizeof__(self):
        return 42
print(sys.getsizeof(Sized()) >= 42)
from sys import float_info as fi
print(fi.radix, fi.rounds, fi.max_exp, fi.min_exp, fi.max_10_exp, fi.min_10_exp)
