# Builtin errors raised by ordinary operations inside try, in a loop: the type name and message.
class Plain:
    def __init__(self):
        self.a = 1


def op_zerodiv_int(i):
    return i // (i - i)


def op_zerodiv_mod(i):
    return i % 0


def op_zerodiv_float(i):
    return i / 0.0


def op_zerodiv_truediv(i):
    return i / 0


def op_key_str(i):
    return {"a": 1}["k%d" % (i % 3)]


def op_key_int(i):
    return {1: 2}[i % 4 + 10]


def op_key_tuple(i):
    return {}[(i % 2, "t")]


def op_index_list(i):
    return [1, 2, 3][3 + i % 5]


def op_index_tuple(i):
    return (1,)[-2 - i % 3]


def op_index_str(i):
    return "abc"[10 + i % 2]


def op_index_pop(i):
    return [].pop()


def op_type_add(i):
    return i + "s"


def op_type_radd(i):
    return "s" + i


def op_type_sub(i):
    return [i] - [i]


def op_type_mul(i):
    return "ab" * 1.5


def op_type_call(i):
    return i()


def op_type_lt(i):
    return i < "x"


def takes_kwonly(a, *, b):
    return a + b


def takes_two(a, b=1):
    return a + b


def op_type_too_many(i):
    return takes_two(i, i, i)


def op_type_kwonly_positional(i):
    return takes_kwonly(i, i, b=i)


def op_type_kwonly_missing(i):
    return takes_kwonly(i)


def op_type_neg(i):
    return -"x"


def op_type_subscript(i):
    return i[0]


def op_type_len(i):
    return len(i)


def op_value_int(i):
    return int("x%d" % (i % 10))


def op_value_int_base(i):
    return int("12", 2)


def op_value_float(i):
    return float("pi")


def op_value_unpack(i):
    a, b = [i, i, i]
    return a


def op_value_unpack_few(i):
    a, b, c = (i,)
    return a


def op_value_list_index(i):
    return [1, 2].index(i + 100)


def op_attr_int(i):
    return i.nope


def op_attr_obj(i):
    return Plain().b


def op_attr_none(i):
    return None.x


def op_attr_str_method(i):
    return "s".push(i)


def op_unbound(i):
    if i < 0:
        v = 1
    return v


def op_name(i):
    return undefined_name_xyz + i


def op_dict_change(i):
    d = {1: 1, 2: 2}
    for k in d:
        d[k + 10] = 0
    return d


def op_overflow(i):
    return float(10 ** 400)


def op_recursion_free_assert(i):
    assert i < 0, "i was %d" % i


ops = [
    op_zerodiv_int, op_zerodiv_mod, op_zerodiv_float, op_zerodiv_truediv,
    op_key_str, op_key_int, op_key_tuple,
    op_index_list, op_index_tuple, op_index_str, op_index_pop,
    op_type_add, op_type_radd, op_type_sub, op_type_mul, op_type_call, op_type_lt,
    op_type_too_many, op_type_kwonly_positional, op_type_kwonly_missing,
    op_type_neg, op_type_subscript, op_type_len,
    op_value_int, op_value_int_base, op_value_float, op_value_unpack, op_value_unpack_few,
    op_value_list_index,
    op_attr_int, op_attr_obj, op_attr_none, op_attr_str_method,
    op_unbound, op_name, op_dict_change, op_overflow, op_recursion_free_assert,
]

for op in ops:
    try:
        r = op(5)
        print(op.__name__, "no error", r)
    except Exception as e:
        print(op.__name__, type(e).__name__, "|", str(e), "|", len(e.args))

# every op many times: count by exception type and check messages are stable
by_type = {}
messages = {}
for i in range(300):
    op = ops[i % len(ops)]
    try:
        op(i)
        name = "none"
        msg = ""
    except ArithmeticError as e:
        name = "arith:" + type(e).__name__
        msg = str(e)
    except LookupError as e:
        name = "lookup:" + type(e).__name__
        msg = repr(e)
    except (TypeError, ValueError) as e:
        name = "tv:" + type(e).__name__
        msg = str(e)
    except NameError as e:
        name = "name:" + type(e).__name__
        msg = str(e)
    except Exception as e:
        name = "other:" + type(e).__name__
        msg = str(e)
    by_type[name] = by_type.get(name, 0) + 1
    messages.setdefault(op.__name__, set()).add(msg)
print(sorted(by_type.items()))
for k in sorted(messages):
    if len(messages[k]) > 1:
        print(k, sorted(messages[k]))

# isinstance relations of the builtin errors actually raised
for op in (op_unbound, op_key_str, op_index_list, op_zerodiv_float, op_value_int):
    try:
        op(1)
    except Exception as e:
        print(type(e).__name__, [c.__name__ for c in type(e).__mro__])

# float power overflow: CPython reports (errno, strerror) as two args; print only the
# platform-independent parts
try:
    10.0 ** 400
except OverflowError as e:
    print("pow overflow", len(e.args), type(e.args[0]).__name__)
