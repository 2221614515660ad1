import multiprocessing as mp
