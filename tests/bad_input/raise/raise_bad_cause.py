raise ValueError('x') from 5
