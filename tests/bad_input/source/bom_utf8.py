print('bom')
