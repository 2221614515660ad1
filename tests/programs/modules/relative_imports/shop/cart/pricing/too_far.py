from .... import config
