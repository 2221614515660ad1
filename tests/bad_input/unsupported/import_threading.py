print('t')
import threading
