# coding: utf-8
print('café')
