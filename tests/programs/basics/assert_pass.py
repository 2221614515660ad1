# assert statements that succeed do nothing
assert True
assert 1 == 1, 'never shown'
assert [1], 'non-empty list is truthy'
x = 5
assert 0 < x < 10
assert x, x
print('all asserts passed')
