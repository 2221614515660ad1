from .warehouse import Warehouse
