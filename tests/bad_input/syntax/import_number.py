import 1
