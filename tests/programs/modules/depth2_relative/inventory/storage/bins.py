class BinMap:
    def __init__(self, rows):
        self.rows = rows
        self.where = {}

    def place(self, sku):
        if sku not in self.where:
            n = len(self.where)
            self.where[sku] = (n % self.rows, n // self.rows)
        return self.where[sku]
