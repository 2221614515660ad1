raise NotImplementedError('later')
