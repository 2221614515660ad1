from first import VALUE
