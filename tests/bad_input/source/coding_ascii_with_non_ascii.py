# coding: ascii
x = 'café'
