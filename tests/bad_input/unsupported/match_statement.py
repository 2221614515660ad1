x = 1
match x:
    case 1:
        print('one')
